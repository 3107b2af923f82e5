/**
 * Secrets next to an encoding: a value stored encoded under its name (`db_password_hex = "…"`,
 * `token_b64: …`, `passwordBase64 = "…"`: the name says secret once its encoding suffix is taken
 * off, and the encoded value goes whole; upper-case `.env` names with `_HEX`/`_B64`/`_BASE64` are
 * the assignment rules'), and the `user:password` literal given to a base64 encoder to build a
 * Basic header (`btoa("ci:…")`, `b64encode(b"ci:…")`, PowerShell's `GetBytes(":<PAT>")`,
 * `echo -n 'ci:…' | base64`): the password goes.
 */
import { nameKind } from "./_documents.ts";
import { sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const HEXPW = [..."Qx7!mR2#vL9p"].map((c) => c.charCodeAt(0).toString(16)).join("");

/** The name that ends where `match` starts, without its separator (`db_password` of `db_password_hex`). */
function nameBefore(match: RegExpExecArray): string {
  const before = match.input.slice(Math.max(0, match.index - 80), match.index);
  return /([A-Za-z][\w.-]{0,70})$/.exec(before)?.[1]?.replace(/[_.-]+$/, "") ?? "";
}

/** The rules of this file (with the assignment rules). */
export const ENCODED_RULES: readonly Rule[] = [
  rule({
    id: "encoded-secret",
    examples: {
      match: [
        'db_password_hex = "«' + HEXPW + '»"',
        "tokenBase64: «" + btoa(sample(30)) + "»",
      ],
      clean: [
        'sha256_hex = "' + sample(64, "0123456789abcdef", 420) + '"',
        "password_hex_length = 32",
      ],
    },
    description:
      'a value stored encoded under a name that says secret once its encoding is taken off (`db_password_hex = "…"`, `token_b64: …`, `apiKeyBase64 = …`): the whole encoded value',
    // The encoding word and what follows it (a separator or the name's closing quote).
    keywords: ["hex", "b64", "base64"].flatMap((w) => [" ", "=", ":", '"', "'"].map((c) => w + c)),
    // From the encoding word (the regex engine skips ahead to it); the name is read before it.
    pattern:
      /(?:hex|b64|base64)(?![\w-])["']?[ \t]*(?:=|:(?!:))[ \t]*["']?(?<v>[A-Za-z0-9+\/_-]{8,2000}={0,2})(?![\w+\/=-])/gdi,
    secret: ["v"],
    accept: (value, _group, match) => {
      const kind = nameKind(nameBefore(match));
      return kind !== undefined && anyRealValue(value) && /\d/.test(value);
    },
  }),
  rule({
    id: "encoded-credential",
    examples: {
      match: [
        'const auth = btoa("ci:«Qx7!mR2#vL9p»");',
        '[Text.Encoding]::ASCII.GetBytes(":«' +
        sample(52, "abcdefghijklmnopqrstuvwxyz234567", 421) +
        '»")',
        "echo -n 'deploy:«Qx7!mR2#vL9p»' | base64",
        'Binary.ToText(Text.ToBinary("isu_report@tenant:«Autumn84TQ!»"), BinaryEncoding.Base64)',
      ],
      clean: ["btoa(`${user}:${password}`)", "echo -n 'user:password' | base64", 'btoa("a:b")'],
    },
    description:
      'a `user:password` literal given to a base64 encoder to build a Basic header (`btoa("ci:…")`, `b64encode(b"ci:…")`, `Base64.strict_encode64(…)`, Apps Script `Utilities.base64Encode(…)`, Power Query `Text.ToBinary(…)`, PowerShell `GetBytes(":<PAT>")`, `echo -n \'ci:…\' | base64`): the password',
    keywords: [
      "btoa",
      "b64encode",
      "encode64",
      "getbytes",
      "encodetostring",
      "base64_encode",
      "base64encode",
      "base64.encode",
      "tobinary",
      "buffer.from",
      "| base64",
      "|base64",
    ],
    pattern:
      /(?:(?:btoa|b64encode|encode64|GetBytes|EncodeToString|encodeToString|base64_encode|base64Encode|Base64\.encode|ToBinary|Buffer\.from)[ \t]*\([ \t]*(?:b|u8|\[\]byte\()?|\becho[ \t]+(?:-n[ \t]+)?)(?<q>["'])(?<user>[^"':\s$\x60{}]{0,100}):(?<s>[^"'\s]{6,300})\k<q>/gd,
    secret: ["s"],
    accept: (value, _group, match) => {
      if (match[0].startsWith("echo")) {
        const after = match.input.slice(
          match.index + match[0].length,
          match.index + match[0].length + 20,
        );
        if (!/^[ \t]*\|[ \t]*base64\b(?![ \t]+(?:-d|--decode|-D))/.test(after)) return false;
      }
      // (A `$` ends a password or stands in one; before a name or a brace it is a variable.)
      return anyRealValue(value) && !isNotASecret(value) && !/[{}]|\$[\w{(]/.test(value);
    },
  }),
];
