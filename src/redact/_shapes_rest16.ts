/**
 * The older corpora's rest (docs/redaction.md, "The older corpora's rest (t-red46)"), as shapes
 * of any text: a password given to a call that protects a document or a device's program
 * (`SetProtection(level, "…")`, `Protect("…")`), a key that ends an install URL piped to a shell,
 * a secret constant written as a `0x` hex literal, the values of the objects under a name for keys
 * (`"dynamickeys": {"current": {"value": …}}`), a vendor's `<name>_sk_` secret key, and a
 * generated value of letters alone under a secret's name.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";
import { mixedCaseTail } from "./_continuations.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

/** True for a password of a call: a generated run, or letters of both cases (no plain word). */
const chosen = (v: string) =>
  !isNotASecret(v) && (looksGenerated(v, 8) || /\d/.test(v) && /[A-Za-z]/.test(v) ||
    /[a-z]/.test(v) && /[A-Z]/.test(v) && !/^[A-Z][a-z]+(?:[A-Z][a-z]+)*$/.test(v));

// A name that ends in `keys`, `secrets` or `tokens` (JSON: `"dynamickeys": {`).
const KEYS_OBJECT = String.raw`\\?"[\w.-]{0,40}(?:[Kk]eys|[Ss]ecrets|[Tt]okens)\\?"[ \t]*:[ \t]*`;
// An object nested up to three deep (its braces balanced).
const OBJECT = String.raw`\{(?:[^{}]|\{(?:[^{}]|\{[^{}]{0,1000}\}){0,2000}\}){0,4000}\}`;
// A `"value": "…"` member (JSON escaped once or not).
const VALUE_MEMBER = /\\?"value\\?"[ \t]*:[ \t]*\\?"([A-Za-z0-9+\/_=-]{16,300})\\?"/g;

/** The rules of this file, in order (after the assignments). */
export const REST16_RULES: readonly Rule[] = [
  rule({
    id: "protection-password-call",
    examples: {
      match: [
        'plc.SetProtection(ProtectionLevel.Full, "' + mark(sample(12, ALNUM, 46_001)) + '")',
        'wb.Protect("' + mark(sample(10, ALNUM, 46_002)) + '");',
        'wb.ProtectWorkbook("' + mark(sample(10, ALNUM, 46_003)) + '", True)',
      ],
      clean: [
        'ws.Protect("Sheet")',
        "plc.SetProtection(ProtectionLevel.Full, password)",
        'doc.protect("readonly")',
      ],
    },
    description:
      'the password given to a call that protects or unprotects a document, a sheet or a PLC program (`SetProtection(level, "…")`, `Protect("…")`, `ProtectWorkbook("…", True)`, VBA\'s `Unprotect Password:="…"`): a string chosen as a password (a digit, or both cases that are no word)',
    keywords: ["protect"],
    pattern:
      /\b(?:Set|Un)?[Pp]rotect(?:ion|Sheet|Workbook|Document)?(?:\(|[ \t]+)(?:[\w.]{1,80}[ \t]*,[ \t]*){0,3}(?:Password:=[ \t]*)?(?<v>"[^"\s\\]{6,64}"|'[^'\s\\]{6,64}')/gd,
    secret: ["v"],
    split: (v) => [[1, v.length - 1]],
    accept: (v) => chosen(v.slice(1, -1)),
  }),
  rule({
    id: "install-url-key",
    examples: {
      match: [
        "curl -fsSL https://control.example.ai/liftoff/" + mark(sample(22, ALNUM, 46_004)) +
        " | sh",
        "wget -qO- https://get.example.io/agent/" + mark(sample(32, ALNUM, 46_005)) +
        " | sudo bash",
      ],
      clean: [
        "curl -fsSL https://get.example.io/install.sh | sh",
        "curl -fsSL https://raw.example.com/org/repo/" + sample(40, HEX, 46_006) + " | bash",
        "curl https://example.org/scripts/setupAgentLinux | sh",
      ],
    },
    description:
      "a key that ends an install URL piped to a shell (`curl …/liftoff/<key> | sh`, `wget -qO- …/<key> | sudo bash`): the agent's install key is its path's last part (a generated run; a commit's hex or a script's name stays)",
    keywords: ["| sh", "|sh", "| bash", "|bash", "| sudo"],
    pattern:
      /\b(?:curl|wget)\b[^\n|]{0,200}?https?:\/\/[^\s\/"']{1,200}(?:\/[^\s\/"'?#|]{1,100}){0,8}\/(?<v>[A-Za-z0-9_-]{16,128})\/?["']?[ \t]*\|[ \t]*(?:sudo[ \t]+(?:-\S+[ \t]+){0,3})?(?:ba|z)?sh\b/gd,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 16) && !/^[0-9a-f]+$/i.test(v) && /\d/.test(v),
  }),
  rule({
    id: "secret-constant-hex",
    examples: {
      match: [
        "SA: using secret constant 0x" + mark(sample(16, HEX, 46_007).toUpperCase()) + " for ECU 3",
        "XOR with the secret mask 0x" + mark(sample(32, HEX, 46_008)) + " first",
      ],
      clean: [
        "the secret constant is stored at 0x7ffe0000",
        "secret constant 0x0000000000000000",
      ],
    },
    description:
      "a secret written as a hex literal after the word secret and up to two more (`using secret constant 0x…`, `secret seed is 0x…`): 16 hex digits or more",
    keywords: ["secret"],
    pattern:
      /\bsecret(?:[ \t]+(?:constant|seed|key|mask|value|is|=|:)){0,3}[ \t]*0x(?<v>[0-9A-Fa-f]{16,128})\b/gdi,
    secret: ["v"],
    accept: (v) => /\d/.test(v) && /[a-f]/i.test(v) && !/^(.)\1+$/.test(v),
  }),
  rule({
    id: "keys-object-value",
    examples: {
      match: [
        '{"dynamickeys": {\n  "current": {"start": 1795628545000, "value": "' +
        mark(sample(32, HEX, 46_009)) + '"},\n  "next": {"value": "' +
        mark(sample(32, HEX, 46_010)) + '"}\n}}',
      ],
      clean: [
        '{"keys": {"sort": {"value": "created_at_descending"}}}',
        '{"monkeys": {"name": {"value": "' + "x".repeat(20) + '"}}}',
      ],
    },
    description:
      'the `"value"` of each object under a name for keys, secrets or tokens (`"dynamickeys": {"current": {"value": "…"}, "next": …}`): a generated run or hex, 16 characters or more',
    keywords: ['keys"', 'secrets"', 'tokens"', 'keys\\"', 'secrets\\"', 'tokens\\"'],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(`${KEYS_OBJECT}(?<o>${OBJECT})`, "gd"),
    secret: ["o"],
    split: (o) => {
      const out: Array<[number, number]> = [];
      for (const m of o.matchAll(VALUE_MEMBER)) {
        const v = m[1]!;
        if (!generatedValue(v)) continue;
        const at = m.index + m[0].lastIndexOf(v);
        out.push([at, at + v.length]);
      }
      return out;
    },
    accept: (o) => [...o.matchAll(VALUE_MEMBER)].some((m) => generatedValue(m[1]!)),
  }),
  rule({
    id: "vendor-sk-key",
    examples: {
      match: ["got it from the settings page: fox_sk_" + mark(sample(32, ALNUM, 46_011))],
      clean: ["the fox_sk_ prefix marks a secret key", "set FOX_SK_PATH=/etc/fox"],
    },
    description:
      "a vendor's secret key `<name>_sk_` + 24 or more letters and digits (Foxglove's `fox_sk_`; the prefix stays)",
    keywords: ["_sk_"],
    pattern: /(?<![\w-])[a-z]{2,12}_sk_(?<v>[A-Za-z0-9]{24,128})(?![\w-])/gd,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 24),
  }),
  rule({
    id: "letters-secret-value",
    examples: {
      match: [
        "tesla:\n  client_secret: " + mark("ta-secret.DYcGhiJKCTYhCowSlzX"),
        "api_secret: " + mark("QwNpeRTzkLmAvBxYc"),
      ],
      clean: ["client_secret: getAPIToken", "password: NotSetYetAtAll", "token: HTTPServerURL"],
    },
    description:
      "a generated value of letters alone (no digit) under a secret's name, after a vendor's `word-word.` prefix or none (the prefix goes with it: a token whose prefix is left reads as half a secret): its case changes as a random string's does (`client_secret: ta-secret.DYcGhiJK…`)",
    keywords: ["secret", "password", "token", "api_key", "apikey"],
    pattern:
      /\b(?:[a-z_]{0,30}(?:secret|password|passwd|token|api_?key))\\?["']?[ \t]*[:=][ \t]*\\?["']?(?<v>(?:[a-z]{2,12}(?:-[a-z]{2,12})?\.)?[A-Za-z]{12,64})(?=\\?["']?[ \t]*(?:[,;}#]|\r?$|\\[nr]|$))/gdim,
    secret: ["v"],
    accept: (v) => mixedCaseTail(v) && !isNotASecret(v),
  }),
  rule({
    id: "list-sibling-secret",
    examples: {
      match: [
        "const leaked = [\n  '[REDACTED]',\n  '" + mark(sample(32, HEX, 46_012)) + "',\n]",
        "batch:\n  - " + mark(sample(32, HEX, 46_013)) + "\n  - [REDACTED]",
      ],
      clean: [
        "const leaked = [\n  '[REDACTED]',\n  'staging-reports-key',\n]",
        "batch:\n  - [REDACTED]\n    - " + sample(32, HEX, 46_014),
      ],
    },
    description:
      "an item of a list next to an item already redacted, in the same layout (indent, bullet, quotes): a generated value or hex of 16 characters or more (a list of leaked keys where one rule knew the others' shape)",
    keywords: ["[redacted]"],
    wholeText: true,
    startsNearKeyword: { above: 1 },
    pattern:
      /(?<=^|\n)(?<i>[ \t]*(?:- )?)(?<q>['"]?)(?:\[REDACTED\]\k<q>,?[ \t]*\r?\n\k<i>\k<q>(?<a>[A-Za-z0-9+\/_=-]{16,300})|(?<b>[A-Za-z0-9+\/_=-]{16,300})\k<q>,?[ \t]*\r?\n\k<i>\k<q>\[REDACTED\])(?=\k<q>,?[ \t]*(?:\r?\n|$|"))/gd,
    secret: ["a", "b"],
    accept: (v) => !isNotASecret(v) && generatedValue(v),
  }),
  rule({
    id: "literal-beside-credential-argument",
    examples: {
      match: [
        'const client = new Vimeo(\n  process.env.VIMEO_CLIENT_ID,\n  "' +
        mark(sample(88, ALNUM + "+/", 46_015)) + '",\n  "' + mark(sample(32, HEX, 46_016)) +
        '"\n);',
      ],
      clean: [
        'const h = hmac(process.env.API_KEY, "sha256");',
        'const c = new Client(process.env.APP_ID, "' + "https://api.example.org/v2" + '");',
      ],
    },
    description:
      'a generated string given to a call beside an argument that reads a credential\'s id from the environment (`new Vimeo(process.env.VIMEO_CLIENT_ID, "<secret>", "<token>")`): the call takes credentials, and its literals are the rest of them',
    // (Every match reads a credential's id from the environment, `CREDENTIAL_REFERENCE`: those
    // reads, rarer than the nouns, are the keywords.)
    keywords: ["process.env.", "os.environ", "getenv(", 'env["', "env['"],
    wholeText: true,
    startsNearKeyword: { above: 3 },
    // (Found at its `(`, the callee's name read behind it: a search that starts at every word of
    // the text to see whether a call follows read a dense text's 1 MB in 4 ms.)
    pattern: /\((?<=\b[A-Za-z_$][\w$.]{0,60}\()(?<args>[^()]{0,800})\)/gd,
    secret: ["args"],
    accept: (args) => CREDENTIAL_REFERENCE.test(args) && literals(args).length > 0,
    split: literals,
  }),
  rule({
    id: "secret-csv-cells",
    examples: {
      match: [
        "$ cat api-keys.csv\nid,label,value\n1,checkout," + mark(sample(36, ALNUM, 46_017)) +
        "\n2,reports," + mark(sample(36, ALNUM, 46_018)) + "\n$ ",
      ],
      clean: [
        "$ cat keys.csv\nid,label,created\n1,checkout,2026-10-25\n$ ",
        "$ cat monkeys.csv\nid,name\n1," + sample(36, ALNUM, 46_019),
      ],
    },
    description:
      "the generated cells of a CSV file named for keys, secrets, tokens, credentials or passwords that `cat` (`head`, `type`, …) prints (`cat keys.csv`), whatever its header calls the column",
    keywords: [".csv"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /\b(?:cat|head|tail|bat|type|less|more|Get-Content)[ \t]+(?:-\S+[ \t]+){0,3}["']?(?:[^\s|;&<>"']{0,200}[\/\\])?[\w.-]{0,40}?(?<![a-z])(?:keys?|secrets?|tokens?|credentials?|passwords?)[\w.-]{0,40}\.csv["']?[ \t]*\r?\n(?<rows>(?:[^\n,]*,[^\n]*(?:\n|$)){1,200})/gdi,
    secret: ["rows"],
    accept: (rows) => csvCells(rows).length > 0,
    split: csvCells,
  }),
];

/** A value of a keys object: hex of 32 or more digits, or a generated run. */
function generatedValue(v: string): boolean {
  return /^[0-9a-f]{32,}$/i.test(v) ? /\d/.test(v) && /[a-f]/i.test(v) : looksGenerated(v, 16);
}

// A credential's id read from the environment (`process.env.VIMEO_CLIENT_ID`, `os.environ["…"]`).
const CREDENTIAL_REFERENCE =
  /(?:process\.env\.|os\.environ(?:\.get)?\(?\[?["']|getenv\(["']|ENV\[["'])\w{0,40}(?:CLIENT_?ID|APP_?ID|API_?KEY|ACCOUNT_?SID|KEY_?ID)\b/i;
const LITERAL = /(["'])([A-Za-z0-9+\/_=.-]{24,400})\1/g;

/** The spans of the generated string literals of a call's arguments. */
function literals(args: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of args.matchAll(LITERAL)) {
    if (generatedValue(m[2]!) && !isNotASecret(m[2]!)) {
      out.push([m.index + 1, m.index + 1 + m[2]!.length]);
    }
  }
  return out;
}

/** The spans of a CSV's generated cells (24 characters or more; a hex of 32). */
function csvCells(rows: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of rows.matchAll(/(?<=^|,|\n)"?([A-Za-z0-9+\/_=-]{24,400})"?(?=,|\r?\n|\r?$)/g)) {
    if (generatedValue(m[1]!) && !isNotASecret(m[1]!)) {
      const at = m.index + m[0].indexOf(m[1]!);
      out.push([at, at + m[1]!.length]);
    }
  }
  return out;
}
