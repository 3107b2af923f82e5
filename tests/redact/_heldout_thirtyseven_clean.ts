/**
 * Corpus thirty-seven, clean look-alikes of vehicles and charging: VINs, CAN ids and frames as
 * hex, charge-point serials, OCPP message ids, ECU part numbers, firmware hashes — the ids, hashes
 * and hex that surround the secrets of the cars, charging and OTA families, with no secret in them.
 */
import {
  bytes,
  canId,
  clock,
  DIGITS,
  draw,
  epoch,
  framedClean,
  type HeldOutClean,
  HEX,
  HEXU,
  num,
  pick,
  UPPER_ALNUM,
  uuid,
  vin,
} from "./_heldout_thirtyseven_make.ts";

const iso = () => new Date(epoch() * 1000).toISOString();

const ALIKES: readonly (readonly [string, () => string])[] = [
  [
    "VINs of a fleet",
    () =>
      [
        "vin,make,model,year",
        ...Array.from({ length: num(4, 7) }, () =>
          `${vin()},${pick(["Tesla", "Ford", "BMW", "Kia"])},${
            pick(["Model Y", "E-Transit", "i4", "EV6"])
          },${num(2019, 2026)}`),
      ].join("\n"),
  ],
  [
    "candump of a drive cycle",
    () =>
      Array.from({ length: num(8, 14) }, () => `  can0  ${canId()}   [8]  ${bytes(8)}`).join("\n"),
  ],
  [
    "CAN DBC message definitions",
    () =>
      [
        `BO_ ${num(256, 2047)} BMS_Status: 8 BMS`,
        ` SG_ SoC : 0|8@1+ (0.5,0) [0|100] "%" VCU`,
        ` SG_ PackVoltage : 8|16@1+ (0.1,0) [0|800] "V" VCU`,
        `BO_ ${num(256, 2047)} Motor_Torque: 8 MCU`,
        ` SG_ Torque : 0|16@1- (0.1,0) [-3000|3000] "Nm" VCU`,
      ].join("\n"),
  ],
  [
    "OCPP BootNotification and Heartbeat",
    () =>
      `[2,"${uuid()}","BootNotification",{"chargePointVendor":"Alfen","chargePointModel":"NG9${
        num(10, 99)
      }","chargePointSerialNumber":"ACE${draw(7, DIGITS)}","firmwareVersion":"${num(4, 6)}.${
        num(0, 20)
      }.${
        num(0, 9)
      }"}]\n[3,"${uuid()}",{"status":"Accepted","currentTime":"${iso()}","interval":300}]`,
  ],
  [
    "OCPP StartTransaction with an RFID idTag",
    () =>
      `[2,"${uuid()}","StartTransaction",{"connectorId":${num(1, 2)},"idTag":"${
        draw(8, HEXU)
      }","meterStart":${num(1000, 90000)},"timestamp":"${iso()}"}]`,
  ],
  [
    "charge-point serials and EVSE ids",
    () =>
      Array.from(
        { length: num(3, 6) },
        () =>
          `EVSE ID DE*${draw(3, "ABCDEFGHJKLMNPRSTUVWXYZ")}*E${draw(6, DIGITS)}*${
            num(1, 4)
          }  serial ${draw(4, UPPER_ALNUM)}-${draw(8, DIGITS)}`,
      ).join("\n"),
  ],
  [
    "ECU part numbers from a scan",
    () =>
      Array.from(
        { length: num(4, 7) },
        () =>
          `ECU ${pick(["ABS", "BCM", "PCM", "TCM", "SRS"])}  part ${draw(3, DIGITS)}-${
            draw(3, DIGITS)
          }-${draw(3, DIGITS)}${pick(["", "A", "C"])}  sw ${draw(2, UPPER_ALNUM)}${
            draw(6, DIGITS)
          }  hw H${num(1, 9)}`,
      ).join("\n"),
  ],
  [
    "firmware image hashes",
    () =>
      Array.from(
        { length: num(3, 5) },
        () =>
          `${draw(64, HEX)}  fw_${pick(["bms", "vcu", "gateway", "inverter"])}_${num(1, 9)}.${
            num(0, 20)
          }.bin`,
      ).join("\n"),
  ],
  [
    "UDS session without secrets",
    () =>
      [
        `${clock()} -> 22 F1 90`,
        `${clock()} <- 62 F1 90 ${
          vin().split("").map((c) => c.charCodeAt(0).toString(16).toUpperCase()).join(" ")
        }`,
        `${clock()} -> 19 02 FF`,
        `${clock()} <- 59 02 FF ${bytes(4)}`,
      ].join("\n"),
  ],
  [
    "OBD-II PID readings",
    () =>
      [
        `010C -> 41 0C ${bytes(2)}  rpm=${num(700, 4000)}`,
        `010D -> 41 0D ${bytes(1)}  speed=${num(0, 130)} km/h`,
        `0105 -> 41 05 ${bytes(1)}  coolant=${num(60, 105)} C`,
      ].join("\n"),
  ],
  [
    "Smartcar vehicle ids and response",
    () =>
      JSON.stringify(
        {
          vehicles: [uuid(), uuid()],
          paging: { count: 2, offset: 0 },
          meta: { requestId: uuid() },
        },
        null,
        2,
      ),
  ],
  [
    "Tesla vehicle data without tokens",
    () =>
      JSON.stringify(
        {
          response: {
            id: num(100000000, 999999999),
            vehicle_id: num(100000000, 999999999),
            vin: vin(),
            state: "online",
            charge_state: { battery_level: num(10, 100), charge_limit_soc: 80 },
          },
        },
        null,
        2,
      ),
  ],
  ["OCPI location object", () =>
    JSON.stringify(
      {
        country_code: "NL",
        party_id: draw(3, "ABCDEFGHJKLMNPRSTUVWXYZ"),
        id: `LOC${draw(6, DIGITS)}`,
        evses: [{
          uid: uuid(),
          evse_id: `NL*${draw(3, "ABCDEFGHJKLMNPRSTUVWXYZ")}*E${draw(5, DIGITS)}`,
          status: "AVAILABLE",
        }],
        last_updated: iso(),
      },
      null,
      2,
    )],
  [
    "Mender artifact info",
    () =>
      [
        `Mender artifact:`,
        `  Name: release-${num(1, 40)}.${num(0, 9)}`,
        `  Format: mender`,
        `  Version: 3`,
        `  Signature: signed and verified correctly`,
        `  Checksum: ${draw(64, HEX)}`,
      ].join("\n"),
  ],
  ["Uptane targets metadata excerpt", () =>
    JSON.stringify(
      {
        signed: {
          _type: "Targets",
          version: num(1, 400),
          targets: {
            [`ecu-${num(1, 9)}.img`]: {
              length: num(100000, 9000000),
              hashes: { sha256: draw(64, HEX) },
            },
          },
        },
        signatures: [{ keyid: draw(64, HEX), method: "ed25519", sig: draw(128, HEX) }],
      },
      null,
      2,
    )],
  [
    "telematics positions with ids",
    () =>
      Array.from(
        { length: num(4, 7) },
        () =>
          `${iso()},${uuid()},${(num(-60000, 60000) / 1000).toFixed(5)},${
            (num(-170000, 170000) / 1000).toFixed(5)
          },${num(0, 120)}`,
      ).join("\n"),
  ],
  [
    "seed and response in a security access trace",
    () =>
      `27 01 -> 67 01 ${bytes(4)}\n27 02 ${
        bytes(4)
      } -> 67 02\n(seed/key computed by the tester's DLL)`,
  ],
  [
    "charging session CDR",
    () =>
      JSON.stringify(
        {
          id: uuid(),
          start_date_time: iso(),
          end_date_time: iso(),
          total_energy: num(5, 80),
          auth_method: "AUTH_REQUEST",
          cdr_token: { uid: draw(8, HEXU), type: "RFID" },
        },
        null,
        2,
      ),
  ],
  [
    "ISO 15118 certificate fingerprints",
    () =>
      [
        `V2G root  SHA-256 Fingerprint=${
          Array.from({ length: 32 }, () => draw(2, HEXU)).join(":")
        }`,
        `CPO sub-CA serial=${draw(16, HEXU)}`,
      ].join("\n"),
  ],
  [
    "fleet CSV export",
    () =>
      [
        "unit,vin,plate,odometer",
        ...Array.from({ length: num(3, 6) }, (_, i) =>
          `${i + 1},${vin()},${draw(2, "ABCDEFGHJKLMNPRSTUVWXYZ")}-${draw(4, DIGITS)},${
            num(1000, 300000)
          }`),
      ].join("\n"),
  ],
];

export function buildCleanVehicles(): HeldOutClean[] {
  return framedClean(ALIKES);
}
