/**
 * Secrets in the dumps a terminal prints without offsets or with one character per column: the
 * plain hex of `xxd -p`, `od -An -tx1`, `hexdump -ve '1/1 "%02x"'` or `basenc --base16`, and the
 * character columns of `od -c`, `od -a` or `hexdump -c`. Each is read back to its bytes: the dump
 * goes when the command under which it stands names a key file, or when its bytes are text that
 * holds a secret (the rules of `_dumps.ts` judge both, for the dumps with offsets).
 */
import { holdsSecretText, KEY_FILE } from "./_dumps.ts";
import { ALNUM, HEX, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";

const TOKEN = sample(24, ALNUM, 7101);
const KEYBYTES = sample(64, HEX, 7102);

/** `text` as plain hex, `per` bytes a line (what `xxd -p` prints, 30 a line). */
function plainHex(text: string, per = 30): string {
  const hex = [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, "0"));
  const lines: string[] = [];
  for (let i = 0; i < hex.length; i += per) lines.push(hex.slice(i, i + per).join(""));
  return lines.join("\n");
}

/** `text` as `od -c` prints it: a 7-digit octal offset, then 16 characters in 4-wide columns. */
function charColumns(text: string): string {
  const rows: string[] = [];
  for (let i = 0; i < text.length; i += 16) {
    const cells = [...text.slice(i, i + 16)].map((c) => (c === "\n" ? "\\n" : c).padStart(4));
    rows.push(i.toString(8).padStart(7, "0") + cells.join(""));
  }
  return rows.join("\n");
}

// A file a dump command names that holds a key: `KEY_FILE`'s, or a file whose own name is a
// key, token, secret or password word (`~/.config/app/key`, `.token`, `api_key.txt`).
const KEY_NAMED = new RegExp(
  String
    .raw`[\s\/~"']\.?(?:[\w-]{0,40}[_.-])?(?:key|token|secret|password|passwd|credentials?|apikey)s?(?:\.(?:txt|bin|dat|raw))?(?=[\s"'|;)]|$)`,
  "i",
);

/** True when the dump under `command` is a key file's, or its bytes are text holding a secret. */
function secretBytes(command: string, bytes: number[]): boolean {
  if (bytes.length < 8) return false;
  return KEY_FILE.test(command) || KEY_NAMED.test(command) || holdsSecretText(bytes);
}

/** The bytes of plain hex lines (`6b65 79` or `6b6579`; an odd digit left over ends them). */
function hexBytes(body: string): number[] {
  const digits = body.replace(/\s+/g, "");
  const bytes: number[] = [];
  for (let i = 0; i + 2 <= digits.length; i += 2) bytes.push(parseInt(digits.slice(i, i + 2), 16));
  return bytes;
}

// `od -c`'s escapes and `od -a`'s names for the bytes that do not print.
const ESCAPES: Record<string, number> = {
  "\\n": 10,
  "\\t": 9,
  "\\r": 13,
  "\\0": 0,
  sp: 32,
  nl: 10,
  ht: 9,
  cr: 13,
  nul: 0,
};

/** The bytes of `od -c` rows: after the offset, a 4-wide column a character (blank: a space). */
function columnBytes(body: string): number[] {
  const bytes: number[] = [];
  for (const line of body.split(/\r?\n/)) {
    const cells = line.replace(/^[0-7a-f]{6,8}/, "").replace(/[ \t]+$/, "");
    for (let i = 0; i < cells.length; i += 4) {
      const cell = cells.slice(i, i + 4).trim();
      if (cell === "") bytes.push(32);
      else if (cell in ESCAPES) bytes.push(ESCAPES[cell]!);
      else if (/^\d{3}$/.test(cell)) bytes.push(parseInt(cell, 8));
      else if (cell.length === 1) bytes.push(cell.charCodeAt(0));
      else bytes.push(0);
    }
  }
  return bytes;
}

// The command line a dump stands under (its last 200 characters before the line end).
const COMMAND = String.raw`(?<cmd>\b(?:xxd|hexdump|hd|od|basenc)\b[^\r\n]{0,200})\r?\n`;
// A line of plain hex: 8 to 256 digits, in pairs, groups of 4 or a single run (a leading space,
// `od -An`'s); the dump is up to 64 such lines.
const HEX_LINE = String.raw`[ \t]{0,4}[0-9a-fA-F]{2}(?:[ ]?[0-9a-fA-F]{2}){3,127}[ \t]*`;
// A row of `od -c`: a 7-digit offset and up to 16 4-wide columns (a space's column is blank).
const CHAR_ROW = String.raw`[0-7]{7}(?:[ ]{1,7}(?:\\[0-9a-z]|\d{3}|sp|[a-z]{2,3}|\S)){1,16}[ \t]*`;

// Where a dump ends: at a line end, or where the JSON string holding it closes (a record's text
// read decoded).
const END = String.raw`(?=[ \t]*(?:\r?$|"[,}\]]))`;

/** Rules for dumps read back to their bytes, in the order they run (late). */
export const PLAIN_DUMP_RULES: readonly Rule[] = [
  rule({
    id: "plain-hex-dump-secret",
    examples: {
      match: [
        "$ xxd -p ~/.config/app/key\n«" + KEYBYTES.slice(0, 60) + "»",
        "$ xxd -p session.txt\n«" + plainHex(`${TOKEN}\n`) + "»",
      ],
      clean: [
        "$ xxd -p logo.png | head -1\n89504e470d0a1a0a0000000d4948445200000200000002000806000000f478",
        "$ xxd -p README.md\n" + plainHex("# Hello world\nA small tool.\n"),
      ],
    },
    description:
      "the plain hex a dump command prints without offsets (`xxd -p`, `od -An -tx1`, `basenc --base16`) of a key file it names, or of text holding a secret (read back to its bytes)",
    keywords: ["xxd", "hexdump", "od -", "basenc", "hd -"],
    wholeText: true,
    pattern: new RegExp(
      COMMAND + String.raw`(?<body>${HEX_LINE}(?:\r?\n${HEX_LINE}){0,63})${END}`,
      "gdm",
    ),
    secret: ["body"],
    accept: (value, _group, match) => secretBytes(match.groups!.cmd!, hexBytes(value)),
  }),
  rule({
    id: "char-dump-secret",
    examples: {
      match: [
        "$ od -c .token\n«" + charColumns(TOKEN + "\n") + "\n0000031»",
        "$ od -c deploy.env\n«" + charColumns(`PASSWORD=${TOKEN}`) + "»",
      ],
      clean: [
        "$ od -c hello.txt\n" + charColumns("hello world\n") + "\n0000014",
        "$ od -c notes.txt\n" + charColumns("buy milk and eggs today\n"),
      ],
    },
    description:
      "the characters `od -c` (or `od -a`, `hexdump -c`) prints one a column, of a key file it names or of text holding a secret (read back to its characters)",
    keywords: ["od -", "hexdump -c", "hd -c"],
    wholeText: true,
    pattern: new RegExp(
      COMMAND +
        String.raw`(?<body>${CHAR_ROW}(?:\r?\n${CHAR_ROW}){0,63}(?:\r?\n[0-7]{7})?)${END}`,
      "gdm",
    ),
    secret: ["body"],
    accept: (value, _group, match) => secretBytes(match.groups!.cmd!, columnBytes(value)),
  }),
];
