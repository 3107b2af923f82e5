/**
 * Secrets laid out over lines: a YAML block scalar (`key: |`, `>-`) under a name that says
 * secret, a key in a row of a key listing (`az storage account keys list -o table`), and a bare
 * generated value on the line after a label that announces one (`Your new API token:`). A value
 * these find that ends its line takes its wrapped pieces with it (`_wrapped.ts`).
 */
import { nameKind } from "./_documents.ts";
import { ALNUM, BASE64, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { looksGenerated, namesAKey } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

/** True when `name` (a YAML key) names a secret: by the name rules, or a key of its own. */
function secretName(name: string): boolean {
  const bare = name.replace(/["']/g, "");
  if (nameKind(bare) !== undefined) return true;
  const last = bare.replace(/^.*[.:\/]/, "");
  return namesAKey(last) && !/(?:public|pub|cert|crt|ca)(?:[._-]|$)/i.test(bare);
}

/** The YAML key that ends where `match` starts (`tls.key` of `  tls.key: >-`). */
function nameBefore(match: RegExpExecArray): string {
  const before = match.input.slice(Math.max(0, match.index - 100), match.index);
  return /(?<![\w.\/-])([\w.\/-]{1,80})["']?[ \t]*$/.exec(before)?.[1] ?? "";
}

/** The token of each line of a block body, as [start, end) offsets into it. */
function blockLines(body: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of body.matchAll(/^([ \t]*)(\S+)/gm)) {
    const at = m.index + m[1]!.length;
    spans.push([at, at + m[2]!.length]);
  }
  return spans;
}

/** True when a block body (lines of token characters) holds a generated value. */
function generatedBlock(body: string): boolean {
  const value = body.replace(/\s+/g, "");
  if (value.length < 16 || isNotASecret(value)) return false;
  return /\d/.test(value) &&
    (/[a-z]/.test(value) && /[A-Z]/.test(value) || /^[0-9a-f]+$/i.test(value));
}

// Words on a label line that announce a secret on the next line.
const ANNOUNCES = /\b(?:tokens?|keys?|secrets?|passwords?|passphrase|credentials?)\b/i;
// Words on a label line that say the value after it is not a secret.
const NOT_A_SECRET_LABEL =
  /public|fingerprint|hash|checksum|digest|sha-?\d|\bids?\b|commit|revision|request|trace|version|\bexpires?\b/i;

const B64_KEY = sample(86, BASE64, 301) + "==";

/** The rules of this file, in the order they run (before the assignment rules). */
export const LAYOUT_RULES: readonly Rule[] = [
  rule({
    id: "yaml-block-secret",
    examples: {
      match: [
        "  tls.key: >-\n    «" + B64_KEY.slice(0, 40) + "»\n    «" + B64_KEY.slice(40) + "»",
        "signing_key: |\n  «" + sample(64, HEX, 302) + "»",
      ],
      clean: [
        "tls.crt: |\n  " + sample(40, BASE64, 303) + "\n  " + sample(40, BASE64, 304),
        "token_help: >-\n  Create a token in the settings\n  and paste it below.",
        "public_key: |\n  " + sample(40, BASE64, 308) + "\n  " + sample(40, BASE64, 309),
      ],
    },
    description:
      "a YAML block scalar (`|`, `>-`, …) under a name that says secret (`tls.key: >-`, `signing_key: |`, `password: >`) whose lines are one generated value: every line of it",
    keywords: [": |", ": >", ":|", ":>"],
    reach: { after: 8_000 },
    // From the `:` (the regex engine skips ahead to it); the name is read before it.
    pattern:
      /:[ \t]*[|>][+-]?\d?[ \t]*\r?\n(?<body>(?:[ \t]+[A-Za-z0-9+\/=_.~-]{1,200}[ \t]*(?:\r?\n|$|(?=\\?["'\x60]))){1,64})/gd,
    secret: ["body"],
    accept: (value, _group, match) =>
      secretName(nameBefore(match)) && generatedBlock(value) && !value.includes("-----"),
    split: blockLines,
  }),
  rule({
    id: "listed-key",
    examples: {
      match: [
        "KeyName    Permissions    Value\nkey1       FULL           «" + B64_KEY + "»",
        "key2   Full   «" + B64_KEY.slice(2) + "»",
      ],
      clean: ["key1       FULL           (hidden)", "primary    enabled    2026-01-02"],
    },
    description:
      "a key in a row of a key listing (`az storage account keys list -o table`, `az cognitiveservices account keys list`): a row named `key1`, `key2`, `primary`, `secondary`, a generated value at its end",
    keywords: ["key1", "key2", "primary", "secondary"],
    pattern:
      /(?<![\w-])(?:key\d|(?:primary|secondary)(?:[ _-]?key)?)["']?(?:[ \t]{2,}|[ \t]*\|[ \t]*)(?:[A-Za-z]{2,12}(?:[ \t]{2,}|[ \t]*\|[ \t]*)){0,2}(?<s>[A-Za-z0-9+\/]{20,300}={0,2})(?=[ \t|]*(?:\r?\n|\r?$|\\?["'\x60]))/gdi,
    secret: ["s"],
    accept: (value) => looksGenerated(value, 20) || /[+\/]/.test(value) && value.length >= 32,
  }),
  rule({
    id: "announced-secret",
    examples: {
      match: [
        "Your new API token (copy it now, it will not be shown again):\n«" +
        sample(80, ALNUM, 305) + "»",
        "Client secret:\n  «" + sample(40, ALNUM, 306) + "»",
      ],
      clean: [
        "SSH key fingerprint:\n" + sample(43, BASE64, 307),
        "The token is sent in the header:\nAuthorization",
      ],
    },
    description:
      "a bare generated value alone on the line after a label that announces a token, key, secret or password (`Your new API token:`, `Client secret:`); not after a fingerprint, hash, id or public key",
    // The words a label that announces a value ends in, or says (a tool showing a new secret):
    // the rule runs only near them (the value is on the next line).
    keywords: [
      "token:",
      "tokens:",
      "key:",
      "keys:",
      "secret:",
      "secrets:",
      "password:",
      "passphrase:",
      "credential:",
      "credentials:",
      "your new",
      "here is your",
      "here's your",
      "copy it now",
      "shown again",
      "shown once",
      "only be shown",
      "store it",
      "save it",
      "keep it safe",
      "generated",
    ],
    reach: { after: 330 },
    // From the line break after a `:` that ends the label's line (the regex engine skips ahead
    // to line breaks, twice as fast as to every `:` of code); the label is read before it.
    pattern:
      /(?<=:[ \t]*\r?)\n[ \t]*(?<s>[A-Za-z0-9+\/_.~=-]{20,300})[ \t]*(?=\r?\n|$|\\?["'\x60])/gdi,
    secret: ["s"],
    accept: (value, _group, match) => {
      const label = match.input.slice(Math.max(0, match.index - 200), match.index);
      const line = label.slice(label.lastIndexOf("\n") + 1);
      if (!ANNOUNCES.test(line) || NOT_A_SECRET_LABEL.test(line)) return false;
      return looksGenerated(value, 20) || /^[0-9a-f]{32,}$/i.test(value);
    },
  }),
];
