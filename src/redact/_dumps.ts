/**
 * Secrets in what a terminal draws around them: a hex dump (`xxd`, `hexdump -C`, `od -A x -t x1z`)
 * of a key file or of text that holds a token, and a key a CLI prints inside a box-drawn panel
 * (`╭──╮ │ Your new API key: │ │ ak_… │ │ …rest │ ╰──╯`), wrapped over the panel's lines.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

const TOKEN = sample(32, ALNUM, 6101);
const KEYBYTES = sample(32, HEX, 6102);

/** `text`'s bytes as the rows of a hex dump (`hexdump -C` without its printable column). */
function dumpRows(text: string): string[] {
  const bytes = [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, "0"));
  const rows: string[] = [];
  for (let i = 0; i < bytes.length; i += 16) {
    rows.push(`${i.toString(16).padStart(8, "0")}  ${bytes.slice(i, i + 16).join(" ")}`);
  }
  return rows;
}

/** `text`'s bytes as hex digits in groups of four, the way `xxd` prints them. */
function grouped(text: string): string {
  const hex = [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, "0"));
  const groups: string[] = [];
  for (let i = 0; i < hex.length; i += 2) groups.push(hex.slice(i, i + 2).join(""));
  return groups.join(" ");
}

// A dump row: an offset (6–8 hex digits, `:` after it in xxd's), the bytes in groups of 2 or 4
// hex digits, then the printable column (`|…|`, `>…<` or bare). Multi-line: `^` is a line start
// (or the start of a JSONL record's string, `"text":"00000000 …`, read decoded).
const ROW = String
  .raw`(?:^|(?<=":[ ]?"))(?<off>[0-9a-f]{6,8}):?[ \t]{1,2}(?<hex>[0-9a-f]{2,4}(?:[ ]{1,2}[0-9a-f]{2,4}){0,15})(?:[ ]{2,}(?<ascii>\|[^\r\n]{1,16}\||>[^\r\n]{1,16}<|[^\s|>][^\r\n]{0,15}))?[ \t]*(?:\r?$|(?="[,}\]]))`;
const ROW_LINE = new RegExp(ROW, "m");

// A command that dumps a key file: its name says key, secret, credentials or token (as a word:
// `tokenizer.bin` is no token).
export const KEY_FILE =
  /\b(?:xxd|hexdump|hd|od)\b[^\r\n]{0,120}?(?:\.(?:key|pem|p12|pfx|jks|keystore|der|kdbx)\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|master\.key|\b(?:secrets?|credentials?|tokens?)\b|\.env\b)/i;

/** The bytes of the dump rows around offset `at` of `text` (at most 64 rows each way). */
function dumpAround(text: string, at: number): { bytes: number[]; first: number } {
  const lineStart = (i: number) => text.lastIndexOf("\n", i - 1) + 1;
  let first = lineStart(at);
  for (let n = 0; n < 64 && first > 0; n++) {
    const prev = lineStart(first - 1);
    if (!ROW_LINE.test(text.slice(prev, first - 1))) break;
    first = prev;
  }
  const bytes: number[] = [];
  let start = first;
  for (let n = 0; n < 128 && start < text.length; n++) {
    const nl = text.indexOf("\n", start);
    const line = text.slice(start, nl === -1 ? text.length : nl);
    const hex = ROW_LINE.exec(line)?.groups?.hex;
    if (hex === undefined) break;
    for (const group of hex.split(/ +/)) {
      for (let i = 0; i + 2 <= group.length; i += 2) {
        bytes.push(parseInt(group.slice(i, i + 2), 16));
      }
    }
    if (nl === -1) break;
    start = nl + 1;
  }
  return { bytes, first };
}

/** True when the dump holding `match` is a key file's (named by the command above it) or text
 * holding a generated token. */
function secretDump(match: RegExpExecArray): boolean {
  const { bytes, first } = dumpAround(match.input, match.index);
  // The command line just above the dump, if any.
  const above = match.input.slice(Math.max(0, first - 200), first);
  if (KEY_FILE.test(above.slice(above.lastIndexOf("\n", above.length - 2) + 1))) return true;
  return holdsSecretText(bytes);
}

/** True when `bytes` are printable text holding a secret: a key block, a secret's name and its
 * value, or a generated token. */
export function holdsSecretText(bytes: readonly number[]): boolean {
  if (bytes.some((b) => (b < 32 && b !== 10 && b !== 13 && b !== 9) || b > 126)) return false;
  const text = String.fromCharCode(...bytes);
  return /PRIVATE KEY|(?:password|passwd|secret|token|api_?key)["']?\s*[:=]/i.test(text) ||
    (text.match(/[A-Za-z0-9+\/=_-]{16,}/g) ?? []).some((run) => looksGenerated(run, 16));
}

// What a panel's label says when the value under it is no secret.
const NOT_SECRET_LABEL =
  /fingerprint|public|\bid\b|[a-z]id:|sha-?\d|commit|digest|checksum|version|hash/i;

// A panel's vertical bar: light, heavy or double.
const BAR = "│┃║";

/** Rules for what a terminal draws around a secret, in the order they run (late). */
export const DUMP_RULES: readonly Rule[] = [
  rule({
    id: "hex-dump-secret",
    examples: {
      match: [
        "$ xxd config/master.key\n00000000: «" + grouped(KEYBYTES.slice(0, 16)) + "»  «" +
        KEYBYTES.slice(0, 16) + "»\n00000010: «" + grouped(KEYBYTES.slice(16)) + "»  «" +
        KEYBYTES.slice(16) + "»",
        dumpRows(TOKEN).map((r) => r.replace(/ {2}(.*)$/, "  «$1»")).join("\n"),
      ],
      clean: [
        "$ xxd logo.png | head -1\n00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR",
        "$ hexdump -C hello.txt\n00000000  68 65 6c 6c 6f 20 77 6f  72 6c 64 0a              |hello world.|",
      ],
    },
    description:
      "a hex dump (`xxd`, `hexdump -C`, `od`) of a key file named by the command above it, or of text holding a generated token: the bytes and the printable column of every row (the offsets stay)",
    // A dump's first row, at offset 0 (`00000000`, od's `0000000`); its rows run on below it
    // (a key file's dump is short), and its check reads the command line above.
    keywords: ["0000000"],
    reach: { before: 300, after: 8000 },
    pattern: new RegExp(ROW, "gdm"),
    secret: ["hex", "ascii"],
    accept: (_value, _group, match) => secretDump(match),
  }),
  rule({
    id: "boxed-secret",
    examples: {
      match: [
        "╭──────────────────────────────╮\n│ Your new API key (shown once): │\n│ ak_«" + TOKEN +
        "» │\n│ «" + sample(20, ALNUM, 6103) + "»    │\n╰──────────────────────────────╯",
        "┃ Token ┃\n┃ «" + sample(40, ALNUM, 6104) + "» ┃",
      ],
      clean: [
        "│ API key created                │\n│ ak_live_example_key            │",
        "│ Your token expires in 30 days │\n│ Run `acme login` to renew     │",
      ],
    },
    description:
      "a key a CLI prints inside a box-drawn panel, on the lines under the one that names it (a key, token, secret or password), wrapped over up to three lines of the panel",
    keywords: [],
    when: (text) => text.includes("│") || text.includes("┃") || text.includes("║"),
    wholeText: true,
    pattern: new RegExp(
      String.raw`[${BAR}][^\r\n${BAR}]{0,200}?(?:key|token|secret|password|passphrase|credential)` +
        String.raw`[^\r\n${BAR}]{0,200}[${BAR}][ \t]*\r?\n[ \t]*[${BAR}][ \t]+` +
        String.raw`(?:[a-z]{1,8}_(?=[^\s${BAR}]{16}))?(?<v1>[^\s${BAR}]{12,300})[ \t]*[${BAR}]` +
        String
          .raw`(?:[ \t]*\r?\n[ \t]*[${BAR}][ \t]+(?<v2>[A-Za-z0-9+\/=_.-]{4,300})[ \t]*[${BAR}])?` +
        String
          .raw`(?:[ \t]*\r?\n[ \t]*[${BAR}][ \t]+(?<v3>[A-Za-z0-9+\/=_.-]{4,300})[ \t]*[${BAR}])?`,
      "gdi",
    ),
    secret: ["v1", "v2", "v3"],
    accept: (value, group, match) => {
      const { v1, v2 = "", v3 = "" } = match.groups!;
      if (!looksGenerated(v1! + v2 + v3, 16) || isNotASecret(v1!)) return false;
      // A panel that names a public or derived value (`Key fingerprint:`, `Public key:`, an id).
      if (NOT_SECRET_LABEL.test(match[0].slice(0, match[0].indexOf("\n")))) return false;
      // A line after the key is its rest when it reads random too (not a word or a command).
      return group === "v1" || (/\d/.test(value) && /[A-Za-z]/.test(value));
    },
  }),
];
