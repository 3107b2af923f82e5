/**
 * Corpus forty-three, secrets in another form: wrapped across lines by a terminal or a table,
 * base64 inside a config blob or a Kubernetes Secret, percent-encoded in a form post, hex of the
 * password's bytes as a meter tool writes an LLS secret, JSON-escaped inside a string.
 */
import {
  type Add,
  b64,
  draw,
  family,
  type HeldOutSecret,
  hex,
  hexOf,
  HEXU,
  hms,
  LOWER_DIGITS,
  num,
  pick,
  reading,
  serial,
  tick,
  type Tpl,
  UPPER_ALNUM,
} from "./_heldout_fortythree_make.ts";

/** A random password of `n` characters with one symbol, not yet a piece. */
const raw = (n: number) => draw(n - 1) + pick(["!", "#", "-", "_", "."]);

/** `s` split into halves, each a piece, written with `join` between them. */
function halves(add: Add, s: string, join: string): string {
  const cut = num(10, s.length - 10);
  return add(s.slice(0, cut)) + join + add(s.slice(cut));
}

const TPLS: readonly Tpl[] = [
  ["DLMS keys wrapped in a narrow terminal", "wrapped", (_k, add) => [
    `$ dlms-tool keys show ${serial("", 8)}`,
    `GUEK: ${halves(add, draw(32, HEXU), "\n      ")}`,
    `GAK:  ${halves(add, draw(32, HEXU), "\n      ")}`,
  ]],
  ["Victron token wrapped in a markdown table cell", "wrapped", (_k, add) => [
    `| site | token | added |`,
    `|------|-------|-------|`,
    `| ${num(10000, 99999)} | ${halves(add, hex(64), "<br>")} | 2026-11-${num(10, 28)} |`,
  ]],
  ["InfluxDB token wrapped by a YAML folded scalar", "wrapped", (_k, add) => [
    `influx:`,
    `  url: http://influx.local:8086`,
    `  token: >-`,
    `    ${halves(add, draw(86), "\n    ")}==`,
  ]],
  ["SolarEdge key split over a Python string concatenation", "wrapped", (_k, add) => [
    `API_KEY = ("${halves(add, draw(32, UPPER_ALNUM), '"\n           "')}")`,
    `SITE = ${num(1000000, 4999999)}`,
  ]],
  ["Kubernetes Secret for a meter collector, base64 data", "encoded", (_k, add) => [
    `apiVersion: v1`,
    `kind: Secret`,
    `metadata: { name: meter-collector-${num(1, 9)}, namespace: energy }`,
    `type: Opaque`,
    `data:`,
    `  MQTT_PASSWORD: ${add(b64(raw(num(12, 18))))}`,
    `  DLMS_GUEK: ${add(b64(draw(32, HEXU)))}`,
  ]],
  ["portal login as a percent-encoded form post", "encoded", (_k, add) => [
    `POST /login HTTP/1.1`,
    `Content-Type: application/x-www-form-urlencoded`,
    ``,
    `username=ops%40site${num(1, 99)}.example&password=${
      add(encodeURIComponent(draw(num(6, 9)) + pick(["&", "%", "+", "="]) + draw(num(5, 8))))
    }&remember=1`,
  ]],
  ["LLS secret as hex of its bytes in a meter tool's profile", "encoded", (_k, add) => [
    `<Profile meter="${serial("", 8)}">`,
    `  <Authentication>Low</Authentication>`,
    `  <Password format="hex">${add(hexOf(draw(num(8, 12))))}</Password>`,
    `</Profile>`,
  ]],
  ["Home Assistant config entry JSON-escaped in a JSONL log", "encoded", (k) => [
    `{"ts":"${tick()}","msg":"restoring entry","data":"{\\"host\\": \\"192.168.1.${
      num(2, 250)
    }\\", \\"password\\": \\"${k(num(12, 16))}\\", \\"scan_interval\\": ${num(10, 60)}}"}`,
  ]],
  ["base64 of a whole wmbusmeters.conf in a provisioning script", "encoded", (_k, add) => [
    `echo '${
      add(
        b64(
          `loglevel=normal\ndevice=auto:c1\nname=Heat_${num(1, 9)}\ndriver=sharky774\nid=${
            draw(8, "0123456789")
          }\nkey=${draw(32, HEXU)}\n`,
        ),
      )
    }' | base64 -d > /etc/wmbusmeters.d/heat`,
  ]],
  ["Octopus key wrapped by a log's fixed width", "wrapped", (_k, add) => [
    `[${hms()}] tariff-sync: using key sk_live_${halves(add, draw(24), "\n[" + hms() + "]   ")}`,
    `[${hms()}] tariff-sync: ${num(40, 48)} half-hours, mean ${reading(5, 40)} p/kWh`,
  ]],
  ["MQTT password in a mosquitto URL, percent-encoded", "url", (_k, add) => [
    `MQTT_URL=mqtts://bridge:${
      add(encodeURIComponent(draw(num(7, 9)) + pick(["@", ":", "/", "#"]) + draw(num(5, 7))))
    }@broker.site.example:8883`,
  ]],
  ["Node-RED credentialSecret cut by the terminal in a git diff", "wrapped", (_k, add) => [
    `@@ -${num(10, 40)},6 +${num(10, 40)},6 @@ module.exports = {`,
    `-    credentialSecret: false,`,
    `+    credentialSecret: "${halves(add, draw(32), "\n")}",`,
    `     flowFile: 'flows.json',`,
  ]],
  ["OCPP authorization key wrapped on a 40-column serial console", "wrapped", (_k, add) => [
    `cp> show ocpp`,
    `url  wss://csms.example/ocpp/${serial("CP", 6)}`,
    `key  ${halves(add, draw(40, HEXU), "\n     ")}`,
    `prof 2`,
  ]],
  ["ESPI refresh token wrapped in an email-style quote", "wrapped", (_k, add) => [
    `> refresh_token=${halves(add, draw(40, LOWER_DIGITS), "\n> ")}`,
    `> it stopped working after the ${num(1, 28)}th, can you check?`,
  ]],
];

/** The secret cases of the family. */
export function buildForms(): HeldOutSecret[] {
  return family(TPLS, 2);
}
