/**
 * Corpus forty-three, clean look-alikes of meters and buildings: meter serials and OBIS codes,
 * MPAN/MPRN and EAN meter point numbers, inverter serials and site ids, BACnet object ids and
 * Modbus register maps written in hex, a wM-Bus telegram's header, a P1 telegram.
 */
import {
  cleanFamily,
  type CleanTpl,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  HEXU,
  hms,
  lines,
  num,
  pick,
  reading,
  serial,
  tick,
} from "./_heldout_fortythree_make.ts";

const OBIS = [
  "1-0:1.8.0",
  "1-0:2.8.0",
  "1-0:1.8.1",
  "1-0:1.8.2",
  "1-0:32.7.0",
  "1-0:31.7.0",
  "0-0:96.1.1",
];

const TPLS: readonly CleanTpl[] = [
  ["a P1 telegram from a Dutch smart meter", () => [
    `/ISK5\\2M550T-${num(1000, 1099)}`,
    ``,
    `1-3:0.2.8(50)`,
    `0-0:1.0.0(2611${num(10, 28)}${num(10, 23)}${num(10, 59)}${num(10, 59)}W)`,
    `0-0:96.1.1(4530303${draw(27, DIGITS)})`,
    `1-0:1.8.1(${reading(1000, 20000, 3).padStart(10, "0")}*kWh)`,
    `1-0:1.8.2(${reading(1000, 20000, 3).padStart(10, "0")}*kWh)`,
    `1-0:1.7.0(${reading(0, 9, 3).padStart(6, "0")}*kW)`,
    `0-1:24.2.1(2611${num(10, 28)}${hms().replaceAll(":", "")}W)(${
      reading(1000, 9000, 3).padStart(9, "0")
    }*m3)`,
    `!${draw(4, HEXU)}`,
  ]],
  ["OBIS readings from a meter tool", () => [
    `meter ${serial("", 8)} (${pick(["Landis+Gyr E450", "Itron ACE6000", "Iskra AM550"])})`,
    ...lines(num(4, 7), () => `  ${pick(OBIS)}  ${reading(0, 99999, 3)}`),
  ]],
  ["MPAN, MPRN and meter serials in a tariff check", () => [
    `electricity MPAN  ${serial(pick(["10", "13", "19"]), 11)}  serial ${serial("21L", 7)}`,
    `gas MPRN          ${serial("", 10)}  serial ${serial("E6S", 11)}`,
    `export MPAN       ${serial("13", 11)}  agile-outgoing ${reading(5, 30)} p/kWh`,
  ]],
  ["EAN codes of a Dutch connection", () => [
    `aansluiting elektriciteit EAN 8716${draw(14, DIGITS)}`,
    `aansluiting gas          EAN 8716${draw(14, DIGITS)}`,
    `netbeheerder ${pick(["Liander", "Enexis", "Stedin"])}, capaciteit 3x25A`,
  ]],
  ["inverter serials and site ids from a fleet CSV", () => [
    `site_id,inverter_sn,model,kwp,commissioned`,
    ...lines(
      num(4, 8),
      () =>
        `${num(1000000, 4999999)},${serial("7E", 6)}${draw(2, HEXU)}-${draw(2, HEXU)},SE${
          pick([5000, 8000, 10000])
        }H,${reading(3, 15, 1)},2026-0${num(1, 9)}-${num(10, 28)}`,
    ),
  ]],
  ["BACnet object list from a Who-Has scan", () => [
    `device,${num(1000, 99999)} ${pick(["AHU-1", "RTU-3", "FCU-12"])} @ 10.20.${num(0, 255)}.${
      num(2, 250)
    }:47808`,
    ...lines(
      num(4, 7),
      () =>
        `  ${pick(["analog-input", "analog-value", "binary-output", "multi-state-value"])},${
          num(0, 4000)
        }  ${pick(["SAT", "RAT", "SF-CMD", "OCC"])}  ${reading(0, 100, 1)}`,
    ),
  ]],
  ["a Modbus register map in hex", () => [
    `| register | hex    | name              | type   | scale |`,
    `|----------|--------|-------------------|--------|-------|`,
    ...lines(num(5, 8), (i) => {
      const r = 40000 + num(0, 2000) + i;
      return `| ${r} | 0x${r.toString(16).toUpperCase()} | ${
        pick(["AC_Power", "DC_Voltage", "Temp_Sink", "Status"])
      }_${i} | ${pick(["uint16", "int16", "uint32"])} | ${pick(["0.1", "0.01", "1"])} |`;
    }),
  ]],
  ["a Modbus TCP frame dump", () => [
    ...lines(num(3, 5), () => {
      const id = hex(4).toUpperCase();
      return `[${hms()}] TX ${id} 0000 0006 01 03 9C${draw(2, HEXU)} 00${
        draw(2, HEXU)
      }  RX ${id} 0000 00${draw(2, HEXU)} 01 03 ${lines(4, () => draw(4, HEXU)).join(" ")}`;
    }),
  ]],
  ["a wM-Bus telegram's header decoded", () => [
    `telegram=|${draw(2, HEXU)}44${draw(4, HEXU)}${draw(8, DIGITS)}${draw(4, HEXU)}7A${
      draw(6, HEXU)
    }|`,
    `  manufacturer ${pick(["KAM", "APA", "DME", "SEN"])}  id ${serial("", 8)}  version ${
      num(1, 60)
    }  type ${pick(["water", "heat", "gas"])}`,
    `  access no ${num(0, 255)}  status 00  configuration 2005 (AES-CBC-IV, ${num(1, 9)} blocks)`,
    `  (encrypted payload not shown: no key configured)`,
  ]],
  ["LoRaWAN uplink with DevEUI and frame counter", () => [
    `{"deviceInfo":{"devEui":"${draw(16, "0123456789abcdef")}","deviceName":"meter-${
      num(1, 999)
    }"},"fCnt":${num(1, 60000)},"fPort":${num(1, 20)},"data":"${
      draw(num(8, 16), "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    }==","rxInfo":[{"gatewayId":"${draw(16, "0123456789abcdef")}","rssi":-${num(40, 120)},"snr":${
      reading(-10, 12, 1)
    }}],"time":"${tick()}"}`,
  ]],
  ["KNX group addresses and individual addresses", () => [
    `GA          DPT     name`,
    ...lines(
      num(4, 7),
      () =>
        `${num(0, 31)}/${num(0, 7)}/${num(0, 255)}   ${
          pick(["1.001", "5.001", "9.001", "14.056"])
        }   ${pick(["Licht", "Jalousie", "Temperatur", "Leistung"])} ${num(1, 40)}`,
    ),
    `IP router ${num(1, 15)}.${num(1, 15)}.0, serial 00FA:${draw(8, HEXU)}`,
  ]],
];

/** The clean cases of the family. */
export function buildCleanIds(): HeldOutClean[] {
  return cleanFamily(TPLS, 3);
}
