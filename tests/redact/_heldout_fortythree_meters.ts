/**
 * Corpus forty-three, meters: DLMS/COSEM authentication and block-cipher keys and HLS secrets in
 * Gurux and meter tools, wM-Bus AES keys in wmbusmeters, an encrypted smart-meter P1 port's key,
 * LoRaWAN AppKeys and The Things Stack API keys for meter fleets.
 */
import {
  draw,
  family,
  type HeldOutSecret,
  HEXU,
  hms,
  lines,
  num,
  pass,
  pick,
  reading,
  serial,
  type Tpl,
  UPPER_DIGITS,
} from "./_heldout_fortythree_make.ts";

const obis = () => pick(["1.0.1.8.0.255", "1.0.2.8.0.255", "0.0.96.1.0.255", "1.0.32.7.0.255"]);
const eui = () => draw(16, HEXU);

const TPLS: readonly Tpl[] = [
  ["Gurux DLMS client command line with HLS keys", "command", (k) => [
    `$ java -jar gurux.dlms.client.example.java.jar -h 10.${num(0, 255)}.${num(0, 255)}.${
      num(1, 254)
    } -p 4059 -c 16 -s 1 -a HighGMac \\`,
    `    -t AuthenticationEncryption -T 4D4D4D000${num(1000000, 9999999)} \\`,
    `    -A ${k(32, HEXU)} -B ${k(32, HEXU)} -g "${obis()}:2"`,
  ]],
  ["Gurux settings XML with keys", "block", (k) => [
    `<GXDLMSDevice>`,
    `  <Name>Meter ${serial("", 8)}</Name>`,
    `  <Authentication>HighGMAC</Authentication>`,
    `  <Security>AuthenticationEncryption</Security>`,
    `  <SystemTitle>4C4749${draw(10, HEXU)}</SystemTitle>`,
    `  <AuthenticationKey>${k(32, HEXU)}</AuthenticationKey>`,
    `  <BlockCipherKey>${k(32, HEXU)}</BlockCipherKey>`,
    `  <InvocationCounter>0.0.43.1.${num(0, 3)}.255</InvocationCounter>`,
    `</GXDLMSDevice>`,
  ]],
  ["DLMS low-level password in a Python reader", "assignment", (_k, add) => [
    `settings = GXDLMSSettings()`,
    `settings.authentication = Authentication.LOW`,
    `settings.password = b"${add(draw(8, "0123456789") + draw(2, HEXU))}"`,
    `settings.clientAddress = ${pick([16, 17, 32])}`,
    `settings.serverAddress = GXDLMSObject.getServerAddress(1, ${num(16, 99)})`,
  ]],
  ["DLMS global unicast key in a meter tool's INI", "assignment", (k) => [
    `[meter_${serial("", 6)}]`,
    `port=/dev/ttyUSB${num(0, 3)}`,
    `baud=9600`,
    `guek=${k(32, HEXU)}`,
    `gak=${k(32, HEXU)}`,
    `dedicated_key=no`,
  ]],
  ["wmbusmeters meter file with AES key", "assignment", (k) => [
    `name=${pick(["Wasser", "Heizung", "Strom"])}_${num(1, 20)}`,
    `driver=${pick(["multical21", "iperl", "apator162", "sharky774"])}`,
    `id=${serial("", 8)}`,
    `key=${k(32, HEXU)}`,
  ]],
  ["wmbusmeters command with the key inline", "command", (k) => [
    `$ wmbusmeters --format=json auto:t1 Vatten_${num(1, 9)} multical21 ${serial("", 8)} ${
      k(32, HEXU)
    }`,
    `{"media":"cold water","meter":"multical21","total_m3":${
      reading(10, 900, 3)
    },"timestamp":"2026-11-${num(10, 28)}T${hms()}Z"}`,
  ]],
  ["encrypted P1 port key in an ESPHome dsmr block", "block", (k) => [
    `dsmr:`,
    `  decryption_key: !secret p1_key`,
    `  uart_id: p1_uart`,
    ``,
    `# secrets.yaml`,
    `p1_key: "${k(32, HEXU)}"`,
    `wifi_password: "${draw(6)}-${k(12)}"`,
  ]],
  ["LoRaWAN OTAA keys for a meter in ChirpStack's device keys call", "output", (k) => [
    `> POST /api/devices/${draw(16, "0123456789abcdef")}/keys`,
    `{"deviceKeys":{"nwkKey":"${k(32, "0123456789abcdef")}","appKey":"${
      k(32, "0123456789abcdef")
    }"}}`,
    `< 200 OK (${num(4, 90)} ms)`,
  ]],
  ["LoRaWAN AppKey in an Arduino sketch for a pulse reader", "assignment", (_k, add) => [
    `// meter pulse counter, DevEUI ${eui()}`,
    `static const u1_t PROGMEM APPEUI[8] = { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 };`,
    `static const u1_t PROGMEM APPKEY[16] = { ${
      add(lines(16, () => "0x" + draw(2, HEXU)).join(", "))
    } };`,
  ]],
  ["The Things Stack API key for a meter fleet", "vendor", (k) => [
    `$ ttn-lw-cli end-devices list meters-${pick(["north", "south", "east"])} --api-key NNSXS.${
      k(39, UPPER_DIGITS)
    }.${k(52, UPPER_DIGITS)}`,
  ]],
  ["meter reader console echoing the HLS secret", "output", (k, add) => [
    `[${hms()}] AARQ -> ${serial("", 8)} mechanism=HIGH (5) sysT=${draw(16, HEXU)}`,
    `[${hms()}] using HLS secret '${pass(add)}'`,
    `[${hms()}] AARE <- result=accepted`,
    `[${hms()}] GET ${obis()} -> ${reading(100, 99999, 3)} kWh`,
    `[${hms()}] dedicated key ${k(32, HEXU)}`,
  ]],
];

/** The secret cases of the family. */
export function buildMeters(): HeldOutSecret[] {
  return family(TPLS, 3);
}
