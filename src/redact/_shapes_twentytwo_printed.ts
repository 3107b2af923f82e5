/**
 * Shapes read from held-out corpus twenty-two's misses (docs/redaction.md, "Corpus twenty-two
 * after it was seen"): secrets a device's tool prints where no `name = value` holds them — a
 * column of a table its CLI aligns with spaces (RouterOS `/ppp secret print`'s `PASSWORD`, IOS
 * `show crypto isakmp key`'s `Preshared Key`), and a secret a tool printed alone on the line
 * under the command that read it (`security find-generic-password -w`, `nmcli -s -g …psk`, a
 * console's `cfg get net.psk`), whatever the prompt before it.
 */
import { namesJoined } from "./_credential.ts";
import { ALNUM, HEX, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";
import { deviceValue } from "./_shapes_twentytwo.ts";

const PW = (seed: number) => sample(9, ALNUM, seed) + "7" + sample(4, ALNUM, seed + 1);

// The header of a secret column, as device CLIs write it (upper case, or title case).
// (From the word; whether two spaces or a line's start stand before it, `columnCells` reads.)
const SECRET_HEADER =
  /\b(?<t>PASSWORD|SECRET|PSK|PASSPHRASE|PRE-?SHARED[ -]KEY|Password|Secret|Passphrase|Pre-?shared [Kk]ey)(?=[ \t]{2}|[ \t]*(?:\r?\n|\r?$|"[,}\]]))/gd;

// What the rule's `accept` found, for `split` to hand back (the cells of the column's rows).
let found: Array<[number, number]> = [];

/** The lines of `text` with their start offsets. */
function linesFrom(text: string, from: number): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  let at = from;
  for (let i = 0; i < 60 && at <= text.length; i++) {
    const next = text.indexOf("\n", at);
    const end = next === -1 ? text.length : next;
    out.push([at, text.slice(at, end).replace(/\r$/, "")]);
    if (next === -1) break;
    at = next + 1;
  }
  return out;
}

/**
 * Whether the header at `match` heads a table of space-aligned columns (three cells or more, two
 * spaces or more apart), and the cells of its column in the rows below: each row's word that
 * starts within four characters of where the header starts (a CLI shifts a cell left when one
 * before it is empty). Rows end at a blank line after one, a prompt or a line of one cell.
 */
function columnCells(match: RegExpExecArray): boolean {
  found = [];
  const input = match.input;
  if (!/(?:^|\n|":"|[ \t]{2})$/.test(input.slice(Math.max(0, match.index - 3), match.index))) {
    return false;
  }
  const lineStart = Math.max(input.lastIndexOf("\n", match.index) + 1, 0);
  const next = input.indexOf("\n", match.index);
  if (next === -1) return false;
  const header = input.slice(lineStart, next);
  const lead = /^[^\n]*":"/.exec(header)?.[0].length ?? 0;
  const cells = header.slice(lead).trim().split(/[ \t]{2,}/);
  if (cells.length < 3 || cells.some((c) => !/^[#A-Za-z][\w /#.-]{0,30}$/.test(c))) return false;
  const col = match.index - lineStart - lead;
  let rows = 0;
  for (const [start, raw] of linesFrom(input, next + 1)) {
    const line = raw.replace(/"[,}\]].*$/, "");
    if (line.trim() === "") {
      if (rows > 0) break;
      continue;
    }
    if (line.trim().split(/[ \t]{2,}/).length < 2 || /[$#>%][ \t]*$|^\x60{3}/.test(line)) break;
    rows++;
    for (const m of line.matchAll(/[^ \t]+/g)) {
      if (m.index! < col - 4 || m.index! > col + 2) continue;
      // (Not a resource's name, `api-k8s-prod-tls` under kubectl's SECRET: `namesJoined`.)
      if (deviceValue(m[0]) && !namesJoined(m[0])) {
        found.push([start + m.index!, start + m.index! + m[0].length]);
      }
      break;
    }
  }
  // (`split` offsets are into the value, the header word; the engine reads them from there.)
  found = found.map(([a, b]) => [a - match.index, b - match.index]);
  return found.length > 0;
}

export const TWENTYTWO_PRINTED_RULES: readonly Rule[] = [
  rule({
    id: "spaced-table-secret",
    examples: {
      match: [
        " #   NAME     SERVICE  CALLER-ID  PASSWORD        PROFILE\n 0   alice    l2tp               «" +
        PW(2231) + "»  vpn\n 1   bob      ovpn               «" + PW(2233) + "»  vpn",
        "Keyring      Hostname/Address      Preshared Key\n\ndefault      192.0.2.10            «" +
        PW(2235) + "»",
      ],
      clean: [
        " #   NAME     SERVICE  PASSWORD-SET  PROFILE\n 0   alice    l2tp     yes           vpn",
        "NAME     TYPE     SECRET\nweb-tls  tls      <hidden>",
      ],
    },
    description:
      "the cells of a secret column (`PASSWORD`, `Preshared Key`, `SECRET`, `PSK`) in a table a device's CLI aligns with spaces (RouterOS `/ppp secret print`, IOS `show crypto isakmp key`): each row's word under the header, a few characters either side",
    keywords: ["  password", "  secret", "  psk", "  passphrase", "  preshared key", "shared key"],
    // (Run near its header words only: the rows it reads stand below them.)
    reach: { before: 0, after: 3000 },
    pattern: SECRET_HEADER,
    secret: ["t"],
    accept: (_value, _group, match) => columnCells(match),
    split: () => found,
  }),
  // (One rule a form, each from its own literal: a scan of the whole text for an alternation of
  // them cost a millisecond on the bench's code, which names `find-generic-password` once.)
  consoleRead(
    ["find-generic-password", "find-internet-password"],
    String
      .raw`find-(?:generic|internet)-password\b(?<=\bsecurity[ \t]+find-\w{7,8}-password)[^\r\n]{0,200}?[ \t]-[a-vx-zA-Z]{0,4}w[a-zA-Z]{0,4}\b`,
    "jo@MacBook-Pro ~ % security find-generic-password -wa Attic\n«" + PW(2237) + "»",
    '% security find-generic-password -s Attic\nkeychain: "/Library/Keychains/System.keychain"',
  ),
  consoleRead(
    ["nmcli"],
    String.raw`nmcli\b[^\r\n]{0,100}?[ \t](?:-s|--show-secrets)\b`,
    "root@pi:~# nmcli -s -g 802-11-wireless-security.psk connection show Lab\n«" + PW(2238) + "»",
    "root@pi:~# nmcli -g 802-11-wireless.ssid connection show Lab\nLab_Sensors_5G",
  ),
  consoleRead(
    [".psk", ".pswd"],
    String.raw`\.(?:psk|pswd)\b(?<=\bget[ \t]+[\w.-]{0,40}\.(?:psk|pswd))`,
    "> cfg get net.psk\n«" + sample(64, HEX, 2239) + "»\n> ",
    "> cfg get net.ssid\nAttic_Sensors12",
  ),
];

/** The rule for a secret printed alone under the command `command` (a regex) that read it. */
function consoleRead(keywords: string[], command: string, match: string, clean: string): Rule {
  return rule({
    id: "console-read-secret",
    examples: { match: [match], clean: [clean] },
    description:
      "a secret printed alone on the line under the command that read it, whatever the prompt: macOS `security find-generic-password -w`, `nmcli -s`/`--show-secrets`, a device console's `get <name>.psk` (or `.pswd`)",
    keywords,
    // (Run near the command's word only: the value is on the line after it.)
    reach: { before: 0, after: 700 },
    pattern: new RegExp(
      command +
        String
          .raw`[^\r\n]{0,200}\r?\n[ \t]*(?<v>[^\s"\\]{6,300})(?=[ \t]*(?:\r?\n|\r?$|"[,}\]]))`,
      "gd",
    ),
    secret: ["v"],
    accept: (value) => deviceValue(value),
  });
}
