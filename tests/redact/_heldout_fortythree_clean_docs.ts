/**
 * Corpus forty-three, clean texts about secrets that hold none: the DLMS test keys the Green Book
 * publishes (as Gurux's examples use them), placeholders, masked values, and references to where
 * a secret is kept (`!secret`, environment variables, secretKeyRef, a vault path, a password
 * manager's entry).
 */
import {
  cleanFamily,
  type CleanTpl,
  draw,
  type HeldOutClean,
  hex,
  num,
  pick,
  reading,
  serial,
  tick,
  uuid,
} from "./_heldout_fortythree_make.ts";

/** The DLMS UA Green Book's example keys and system title, public test values. */
const GREEN_BOOK = {
  blockCipherKey: "000102030405060708090A0B0C0D0E0F",
  authenticationKey: "D0D1D2D3D4D5D6D7D8D9DADBDCDDDEDF",
  systemTitle: "4D4D4D0000BC614E",
};

const TPLS: readonly CleanTpl[] = [
  ["the Green Book's test keys on a Gurux command line", () => [
    `# test meter on the bench, keys from the DLMS UA Green Book example`,
    `java -jar gurux.dlms.client.example.java.jar -S COM${
      num(1, 9)
    } -i HDLC -a HighGMac -C AuthenticationEncryption \\`,
    `  -T ${GREEN_BOOK.systemTitle} -A ${GREEN_BOOK.authenticationKey} -B ${GREEN_BOOK.blockCipherKey} -v 0.0.${
      num(1, 99)
    }.0.0.255`,
  ]],
  ["Home Assistant configuration using !secret", () => [
    `solaredge:`,
    `  api_key: !secret solaredge_api_key`,
    `  site_id: "${num(1000000, 4999999)}"`,
    `powerwall:`,
    `  ip_address: 192.168.${num(0, 9)}.${num(2, 250)}`,
    `  password: !secret powerwall_password`,
  ]],
  ["Telegraf and evcc reading tokens from the environment", () => [
    `[[outputs.influxdb_v2]]`,
    `  urls = ["http://influx-${num(1, 9)}.local:8086"]`,
    `  token = "$INFLUX_TOKEN"`,
    `  bucket = "meters"`,
    ``,
    `# evcc.yaml`,
    `tariffs:`,
    `  grid: { type: tibber, token: \${TIBBER_TOKEN}, homeid: ${uuid()} }`,
  ]],
  ["placeholders in a README", () => [
    `1. Copy \`.env.example\` to \`.env\` (site ${num(100, 999)} uses the defaults).`,
    `2. Fill in:`,
    `   - \`SOLAREDGE_API_KEY=<your 32-character key from Admin → Site Access>\``,
    `   - \`OCTOPUS_API_KEY=sk_live_...\``,
    `   - \`VRM_TOKEN=your-token-here\``,
    `   - \`DLMS_GUEK=00000000000000000000000000000000\` (replace with the utility's key)`,
  ]],
  ["Kubernetes deployment with secretKeyRef", () => [
    `env:`,
    `  - name: MQTT_PASSWORD`,
    `    valueFrom: { secretKeyRef: { name: meter-collector-${num(1, 9)}, key: mqtt-password } }`,
    `  - name: PI_WEB_API_URL`,
    `    value: https://pi${num(1, 9)}.plant.example/piwebapi`,
    `  - name: POLL_INTERVAL`,
    `    value: "${num(5, 300)}s"`,
  ]],
  ["Node-RED settings taking credentialSecret from the environment", () => [
    `module.exports = {`,
    `    flowFile: 'flows_${pick(["site", "plant", "bms"])}${num(1, 9)}.json',`,
    `    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,`,
    `    uiPort: ${pick([1880, 1881, 1890])},`,
    `};`,
  ]],
  ["masked values in a config dump", () => [
    `== effective config (${tick()}) ==`,
    `solaredge.api_key       ********************************`,
    `mqtt.password           [REDACTED]`,
    `dlms.guek               <hidden, ${num(16, 16)} bytes>`,
    `influx.token            ${"*".repeat(12)}…`,
    `poll.seconds            ${num(10, 900)}`,
  ]],
  ["where the keyring password is kept", () => [
    `The KNX keyring for building ${pick(["A", "B", "C"])}${
      num(1, 9)
    } is on the project share; its password is in the`,
    `password manager under "KNX Secure / Bldg ${
      num(1, 9)
    }" — ask facilities, not me. The FDSK stickers are`,
    `photographed in ticket FAC-${num(1000, 9999)}.`,
  ]],
  ["vault paths for the SCADA credentials", () => [
    `vault kv get -field=password secret/ot/ignition/gateway-${num(1, 9)}`,
    `vault kv get -field=token secret/ot/influx/telemetry`,
    `# both rotated by the job ot-rotate (last run ${tick()})`,
  ]],
  ["a doc explaining the SolarEdge key format", () => [
    `The monitoring API key is a 32-character string of upper-case letters and digits, shown once`,
    `under Admin → Site Access. Requests are limited to ${num(250, 300)} a day per site; site ${
      num(1000000, 4999999)
    }`,
    `shares its quota with the installer account.`,
  ]],
  ["wmbusmeters config with NOKEY", () => [
    `name=${pick(["Kalt", "Warm"])}wasser_${num(1, 9)}`,
    `driver=${pick(["iperl", "multical21"])}`,
    `id=${serial("", 8)}`,
    `key=NOKEY`,
  ]],
  ["docker compose with env_file and secrets", () => [
    `services:`,
    `  collector:`,
    `    image: ghcr.io/example/meter-collector:${num(1, 3)}.${num(0, 20)}.${num(0, 9)}`,
    `    env_file: .env`,
    `    secrets: [dlms_keys, mqtt_password]`,
    `secrets:`,
    `  dlms_keys: { file: ./secrets/dlms_keys.ini }`,
    `  mqtt_password: { file: ./secrets/mqtt_password.txt }`,
  ]],
  ["OAuth authorize URL with a public client id", () => [
    `https://api.example-utility.com/oauth/authorize?response_type=code&client_id=third_party_${
      num(100, 999)
    }&redirect_uri=https%3A%2F%2Fapp.example%2Fcallback&scope=FB%3D4_5_15&state=${hex(16)}`,
  ]],
  ["a rotation note without the new value", () => [
    `Rotated the VRM access token for installation ${num(10000, 999999)} on ${
      tick().slice(0, 10)
    }; the new one is in`,
    `1Password (Energy/VRM ${pick(["home", "barn"])}). Old token revoked, ${
      num(0, 3)
    } failed calls since.`,
  ]],
  ["an Enphase OAuth doc with example values", () => [
    `POST https://api.enphaseenergy.com/oauth/token?grant_type=authorization_code&redirect_uri=https://api.enphaseenergy.com/oauth/redirect_uri&code=CODE`,
    `Authorization: Basic base64(client_id:client_secret)`,
    `# response: {"access_token": "...", "refresh_token": "...", "expires_in": ${
      num(86000, 86400)
    }}`,
    `# system ${num(1000000, 9999999)} read ${reading(0, 50)} kWh today`,
  ]],
  ["a changelog about credentials handling", () => [
    `## ${num(1, 3)}.${num(0, 20)}.${num(0, 9)}`,
    `- The Fronius login now reads its password from FRONIUS_PASSWORD instead of config.yaml.`,
    `- Powerwall: the gateway password is no longer logged at DEBUG (issue #${num(100, 999)}).`,
    `- Build ${draw(7, "0123456789abcdef")}.`,
  ]],
];

/** The clean cases of the family. */
export function buildCleanDocs(): HeldOutClean[] {
  return cleanFamily(TPLS, 3);
}
