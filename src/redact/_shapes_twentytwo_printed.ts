/**
 * Shapes read from held-out corpus twenty-two's misses (docs/redaction.md, "Corpus twenty-two
 * after it was seen"): secrets a device's tool prints where no `name = value` holds them — a
 * column of a table its CLI aligns with spaces (RouterOS `/ppp secret print`'s `PASSWORD`, IOS
 * `show crypto isakmp key`'s `Preshared Key`), and the colon-separated columns of an Oxidized
 * `router.db` (`host:ip:model:user:password:enable`).
 */
import { ALNUM, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";
import { deviceValue } from "./_shapes_twentytwo.ts";

const PW = (seed: number) => sample(9, ALNUM, seed) + "7" + sample(4, ALNUM, seed + 1);

// The header of a secret column, as device CLIs write it (upper case, or title case).
const SECRET_HEADER =
  /(?<=^|\n|":"|[ \t]{2})(?<t>PASSWORD|SECRET|PSK|PASSPHRASE|PRE-?SHARED[ -]KEY|Password|Secret|Passphrase|Pre-?shared [Kk]ey)(?=[ \t]{2}|[ \t]*(?:\r?\n|\r?$|"[,}\]]))/gd;

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
      if (deviceValue(m[0])) found.push([start + m.index!, start + m.index! + m[0].length]);
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
    wholeText: true,
    pattern: SECRET_HEADER,
    secret: ["t"],
    accept: (_value, _group, match) => columnCells(match),
    split: () => found,
  }),
];
