/**
 * A secret written as escapes or assembled from pieces: a run of 10+ characters each written as
 * an escape (`\x65\x36…`, octal `\125\060…`, HTML `&#x36;&#x51;…`, a registry `hex:48,34,…`) that
 * decodes to a key-like string, a literal echoed into a file named for a secret (`echo -n "…" >>
 * ~/.vault-token`), the adjacent literals a secret name is assembled from (`concat!("…", "…")`,
 * Python's `SECRET = (b"…" b"…")`), and the private half of an `-EncodedCommand` that sets a
 * password (UTF-16 base64 holding `net user`, `-AsPlainText`, `password`).
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { looksLikeBareSecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const KEY = sample(16, ALNUM, 4001) + "7";
const hexEsc = (s: string) => [...s].map((c) => "\\x" + c.charCodeAt(0).toString(16)).join("");
const octEsc = (s: string) =>
  [...s].map((c) => "\\" + c.charCodeAt(0).toString(8).padStart(3, "0")).join("");
const entity = (s: string) =>
  [...s].map((c) => "&#x" + c.charCodeAt(0).toString(16) + ";").join("");

/** What a run of escapes decodes to (undefined: not one of the forms). */
function decodeRun(run: string): string | undefined {
  let codes: number[];
  if (run.startsWith("\\x")) codes = run.split("\\x").slice(1).map((h) => parseInt(h, 16));
  else if (run.startsWith("&#x")) {
    codes = [...run.matchAll(/&#x([0-9a-f]+);/gi)].map((m) => parseInt(m[1]!, 16));
  } else if (run.startsWith("&#")) {
    codes = [...run.matchAll(/&#(\d+);/g)].map((m) => parseInt(m[1]!, 10));
  } else if (run.startsWith("\\")) codes = run.split("\\").slice(1).map((o) => parseInt(o, 8));
  else codes = run.split(",").map((h) => parseInt(h, 16));
  if (codes.some((c) => !(c >= 0x21 && c <= 0x7e))) return undefined;
  return String.fromCharCode(...codes);
}

/** Whether a run of escapes hides a key-like string. */
function hidesSecret(run: string): boolean {
  const text = decodeRun(run);
  return text !== undefined && text.length >= 10 &&
    (looksGenerated(text, 10) || looksLikeBareSecret(text, 10) && /[A-Za-z]/.test(text));
}

/** The literals inside an assembled value, as [start, end) offsets. */
function literals(body: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of body.matchAll(/["']([A-Za-z0-9+\/=_-]{8,200})["']/g)) {
    const start = m.index! + 1;
    out.push([start, start + m[1]!.length]);
  }
  const joined = out.map(([a, b]) => body.slice(a, b)).join("");
  return out.length >= 2 && (looksGenerated(joined, 16) || looksLikeBareSecret(joined, 16))
    ? out
    : [];
}

/** The rules of this file, in the order they run (with the late rules). */
export const ESCAPED_RUN_RULES: readonly Rule[] = [
  rule({
    id: "escaped-secret-run",
    examples: {
      match: [
        'KEY = b"«' + hexEsc(KEY) + '»"',
        'static const char *k = "«' + octEsc(KEY) + '»";',
        '<span class="key">«' + entity(KEY) + "»</span>",
        '"Secret"=hex:«' + [...KEY.slice(0, 12)].map((c) =>
          c.charCodeAt(0).toString(16)
        ).join(",") + "»",
      ],
      clean: [
        'print("\\x1b[31m\\x1b[0m")',
        'msg = b"\\x48\\x65\\x6c\\x6c\\x6f\\x20\\x77\\x6f\\x72\\x6c\\x64"',
        'shellcode = b"\\x90\\x90\\x90\\x90\\x90\\x90\\x90\\x90\\x90\\x90\\x90\\x90"',
      ],
    },
    description:
      "a run of 10+ escaped characters that decodes to a key-like string: `\\x..` hex, `\\ooo` octal, HTML `&#x..;`/`&#..;` entities, a registry value's `hex:` bytes",
    keywords: ["\\x", "\\0", "\\1", "&#", "hex:"],
    pattern:
      /(?<v>(?:\\x[0-9a-fA-F]{2}){10,400}|(?:\\[0-3][0-7]{2}){10,400}|(?:&#x[0-9a-fA-F]{2,4};){10,400}|(?:&#\d{2,5};){10,400})|=hex(?:\(\d\))?:(?<reg>[0-9a-fA-F]{2}(?:,[0-9a-fA-F]{2}){9,400})/gd,
    secret: ["v", "reg"],
    accept: (value) => hidesSecret(value),
  }),
  rule({
    id: "echo-into-secret-file",
    examples: {
      match: [
        '$ echo -n "«' + sample(24, ALNUM, 4002) + '»" >> ~/.vault-token',
        "echo '«" + sample(32, HEX, 4003) + "»' > /etc/app/api_key",
        "echo '«" + sample(10, ALNUM, 39_003) + "@" + sample(4, ALNUM, 39_004) +
        "»' > /tmp/pw && step ca init --password-file /tmp/pw",
      ],
      clean: [
        'echo "hello world" > ~/.vault-token',
        'echo "$TOKEN" > ~/.vault-token',
        "echo 'k8sPwX2024a' > /tmp/pwd.log",
      ],
    },
    description:
      'a literal echoed into a file named for a secret (`echo -n "…" >> ~/.vault-token`, `> /etc/app/secret`, `> /tmp/pw` for a `--password-file`)',
    keywords: ["echo"],
    pattern:
      /\becho[ \t]+(?:-[neE]{1,3}[ \t]+){0,2}(?:"(?<dq>[^"\r\n$`\\]{8,300})"|'(?<sq>[^'\r\n]{8,300})')[ \t]*>{1,2}[ \t]*[^\s;|&]{0,200}(?:token|secret|key|passw(?:or)?d|credentials?|(?<![a-z])(?:pw|pass)(?![a-z]))[^\s;|&]{0,40}/gdi,
    secret: ["dq", "sq"],
    accept: (value) =>
      anyRealValue(value) && !/\s/.test(value) &&
      (looksGenerated(value, 12) || looksLikeBareSecret(value, 12)),
  }),
  rule({
    id: "assembled-secret-literals",
    examples: {
      match: [
        'const KEY: &str = concat!(\n    "«' + sample(24, HEX, 4004) + '»",\n    "«' +
        sample(24, HEX, 4005) + '»",\n);',
        'SECRET = (\n    b"«' + sample(24, ALNUM, 4006) + '»"\n    b"«' + sample(24, ALNUM, 4007) +
        '»"\n)',
      ],
      clean: [
        'const GREETING: &str = concat!("hello", " ", "world");',
        'SECRET_HELP = (\n    "Paste the secret from the vault"\n    " into the form."\n)',
      ],
    },
    description:
      'the adjacent literals a secret name is assembled from: Rust `concat!("…", "…")`, Python `SECRET = (b"…" b"…")`',
    keywords: ["concat!(", "= ("],
    reach: { before: 100, after: 900 },
    pattern:
      /(?:key|secret|token|password|passwd)\w{0,30}["']?[ \t]*(?::[ \t]*&?\w{1,20}[ \t]*)?=[ \t]*(?:concat!)?\((?<body>(?:\s{0,20}b?(?:"[^"\r\n]{1,200}"|'[^'\r\n]{1,200}')[ \t]*,?){2,12})\s{0,20}\)/gdi,
    secret: ["body"],
    accept: (value) => literals(value).length > 0,
    split: (value) => literals(value),
  }),
  rule({
    id: "encoded-command-secret",
    examples: {
      match: [
        "powershell.exe -NoProfile -EncodedCommand «" +
        utf16Base64("$p='" + sample(14, ALNUM, 4010) + "'; net user svc $p /add") + "»",
      ],
      clean: [
        "powershell -EncodedCommand " + utf16Base64("Get-ChildItem C:\\Logs | Measure-Object"),
      ],
    },
    description:
      "a PowerShell `-EncodedCommand` (UTF-16 base64) whose script sets a password or a secret (`net user … /add`, `-AsPlainText`, `password`, `token`, a quoted key-like literal)",
    keywords: ["-encodedcommand", "-enc ", "-e "],
    pattern:
      /-(?:EncodedCommand|enc|e)[ \t]+(?<v>[A-Za-z0-9+\/]{20,20000}={0,2})(?![A-Za-z0-9+\/=])/gdi,
    secret: ["v"],
    accept: (value) => encodedScriptHoldsSecret(value),
  }),
];

/** UTF-16LE base64 of a script, as `-EncodedCommand` takes it (for the examples). */
function utf16Base64(script: string): string {
  const bytes = new Uint8Array(script.length * 2);
  for (let i = 0; i < script.length; i++) {
    bytes[2 * i] = script.charCodeAt(i) & 0xff;
    bytes[2 * i + 1] = script.charCodeAt(i) >> 8;
  }
  return btoa(String.fromCharCode(...bytes));
}

/** Whether an `-EncodedCommand`'s script names or sets a secret. */
function encodedScriptHoldsSecret(value: string): boolean {
  let script: string;
  try {
    const bytes = atob(value);
    if (bytes.length % 2 !== 0) return false;
    const codes: number[] = [];
    for (let i = 0; i < bytes.length; i += 2) {
      codes.push(bytes.charCodeAt(i) | bytes.charCodeAt(i + 1) << 8);
    }
    script = String.fromCharCode(...codes);
  } catch {
    return false;
  }
  if (!/^[\t\n\r\x20-\x7e]+$/.test(script)) return false;
  return /net[ \t]+user\b[^\r\n]*\/add|-AsPlainText|password|passwd|secret|token|api[_-]?key/i
    .test(script);
}
