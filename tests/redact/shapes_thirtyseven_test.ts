/**
 * The shapes mended after held-out corpus thirty-seven was seen (docs/redaction.md, "Corpus
 * thirty-seven after it was seen": vehicles, robots and drones): other tools and other wording
 * than the corpus text, each with a near miss on the other side — as written, inside a JSONL
 * record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 57_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX) + "a1";
const lowerDigits = (n: number) => key(n, "abcdefghijklmnopqrstuvwxyz0123456789") + "7";

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const k = key(18) + "4";
  add(
    "a turns: URI with a password in a WebRTC config",
    `iceServers: [{ urls: "turns:robot7:${k}@turn.example.org:5349" }]`,
    k,
  );
}
{
  const k = key(14) + "2";
  add("turnutils_peer with -w in a script", `turnutils_uclient -v -u bot -w '${k}' 10.0.0.4`, k);
}
{
  const k = key(20) + "5";
  add("MAVProxy signing setup in a sentence", `then type signing setup ${k} on each drone`, k);
}
{
  const k = lowerDigits(36);
  add(
    "ros2 param get of a token",
    `$ ros2 param get /teleop_bridge auth_token\nString value is: ${k}\n$ ros2 node list`,
    k,
  );
}
{
  const k = key(40, ALNUM + "+/") + "9=";
  add("openssl rand -base64 printed", `$ openssl rand -base64 42\n${k}\n$ `, k);
}
{
  const k = hex(62);
  add("a signing key shown by a console", `MAV> signing key\n${k}\nMAV> `, k);
}
{
  const k = hex(62);
  add("keyBytes in an INI file", `[Signing]\nkey_bytes = ${k}\n`, k);
}
{
  const k = hex(62);
  add("a TUF key's private hex", `"keyval": {\n  "private": "${k}"\n}`, k);
}
{
  const a = hex(38), b = hex(22);
  add("a 64-digit hex key over two lines in a chat", `here it is:\n${a}\n${b}\nthanks`, a, b);
}
{
  const k = key(12) + "3";
  add(
    "str2str's -u and -p",
    `str2str -in ntrip://caster.example:2101/M1 -u base7 -p ${k} -out file://x`,
    k,
  );
}
{
  const k = hex(30);
  add("a key for an app in a chat", `the Mapbox key for the demo map: ${k} — rotate it after`, k);
}
{
  const k = key(40) + "Qz9+";
  add(
    "a signing key decoded into cosign's flag",
    `cosign sign-blob --key <(echo -n "${k}" | base64 --decode) fw.bin`,
    k,
  );
}
CLEAN.push(["a word decoded in a diff", "diff <(echo 'aGVsbG8gd29ybGQ=' | base64 -d) out.txt"]);
CLEAN.push(["ports under -u and -p", "docker run -u 1000 -p 8080:80 nginx:latest"]);
CLEAN.push(["a key for an app that is a variable", "the key for the demo map: see MAPBOX_KEY"]);
CLEAN.push(["a TURN URI without a password", "urls: turn:turn.example.org:3478?transport=udp"]);
CLEAN.push(["turnutils with a variable", "turnutils_uclient -u bot -w $TURN_PASS 10.0.0.4"]);
CLEAN.push(["MAVProxy's signing help", "MAV> signing setup\nusage: signing setup passphrase"]);
CLEAN.push([
  "ros2 param get of a number",
  "$ ros2 param get /teleop_bridge max_speed\nDouble value is: 1.5",
]);
CLEAN.push([
  "ros2 param get of a key file path",
  "$ ros2 param get /fleet api_key_file\nString value is: /etc/fleet/api_key_path",
]);
CLEAN.push(["a TUF key's public hex", `"keyval": {\n  "public": "${hex(62)}"\n}`]);
CLEAN.push(["commits listed", `git rev-list:\n${hex(38)}\n${hex(38)}\n${hex(38)}`]);
CLEAN.push(["a hash and a short id", `digest:\n${hex(38)}\n${hex(14)}\ndone`]);
CLEAN.push([
  "vehicle positions as CSV rows with times",
  ["2026-03-01T20:21:28Z", "2026-03-02T01:32:38Z", "2026-03-04T09:36:49Z"]
    .map((t, i) => `${t},${hex(6)}-${hex(2)},${i}.9000,5${i}.1290,${i * 7}`).join("\n"),
]);
CLEAN.push([
  "a log that masks the password and names its caster",
  "ntrip: connecting as rover12 password=******** to caster:2101/MOUNT7",
]);
shapeTests("corpus thirty-seven", SECRETS, CLEAN);
