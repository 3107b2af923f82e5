/**
 * Corpus fourteen's encoded forms (docs/redaction.md, "Corpus fourteen after it was seen: wrapped,
 * encoded, errors and config"): a secret written in quoted-printable in a mail body, inside a MIME
 * encoded-word, or wholly as `\u00XX` escapes. Each is decoded, then read as the plain value
 * would be. The quoted-printable rule runs before the assignment rules; the other two run among
 * `_shapes_fourteen_forms.ts`'s late rules, at their place.
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, sample } from "./_examples.ts";
import { looksLikeBareSecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

/** `text` written wholly as `\u00XX` escapes (for the examples). */
function escapeAll(text: string): string {
  return [...text].map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join("");
}

/** `=XX` quoted-printable escapes decoded (a soft line break `=` at a line's end is dropped). */
function quotedPrintable(value: string): string {
  return value.replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The text a MIME encoded-word holds (`B`: base64, `Q`: `_` for a space and `=XX`), or "". */
function encodedWord(kind: string, body: string): string {
  if (kind.toUpperCase() === "Q") return quotedPrintable(body.replaceAll("_", " "));
  try {
    return atob(body);
  } catch {
    return "";
  }
}

// A label that says what the value after it is, in the words mail uses for one (a one-time or
// access code too, in a few languages: the encoded-word's text is often not English).
const LABEL =
  /(?:password|passwort|kennwort|passcode|pin|token|secret|key|code|codice|c[oó]digo|zugangscode|mot de passe|contrase[nñ]a|senha)\b[^:\n]{0,20}:[ \t]*(\S{6,200})/i;

/** The ones that run before the assignment rules (which would read an escaped value in part). */
export const FOURTEEN_FORMS_EARLY_RULES: readonly Rule[] = [
  rule({
    id: "quoted-printable-secret",
    examples: {
      match: [
        "Content-Transfer-Encoding: quoted-printable\n\nTemporary password: «" +
        sample(8, ALNUM, 6515) +
        "=3D" + sample(8, ALNUM, 6516) + "=3D=3D»\nPlease change it.",
      ],
      clean: [
        "Content-Transfer-Encoding: quoted-printable\n\nGreeting: Gr=C3=BC=C3=9Fe",
        "Content-Transfer-Encoding: quoted-printable\n\nReset link expires: 2026-01-01",
      ],
    },
    description:
      "a value written in quoted-printable (`=3D` for `=`, `=40` for `@`) after a label that says password, token, key or code, in a mail body that says `quoted-printable`",
    keywords: ["quoted-printable"],
    wholeText: true,
    pattern:
      /(?<name>[A-Za-z][\w-]{1,30})[ \t]*:[ \t]*(?<v>(?:[A-Za-z0-9!#$%&*+\/?@^_~.,-]|=[0-9A-F]{2}){6,300}?(?:=[0-9A-F]{2}){0,8})(?=[ \t]*(?:=?\r?\n|$))/gd,
    secret: ["v"],
    accept: (value, _group, match) => {
      if (!/=[0-9A-F]{2}/.test(value)) return false;
      const decoded = quotedPrintable(value);
      const kind = nameKind(match.groups?.name ?? "") ??
        (/^(?:pin|code|passcode|key)$/i.test(match.groups?.name ?? "") ? "password" : undefined);
      return !/\s/.test(decoded) && valueFor(kind, decoded) && looksLikeBareSecret(decoded, 6);
    },
  }),
];

/** The MIME and `\u00XX` ones, run with the late shape rules (in `FOURTEEN_FORMS_RULES`). */
export const FOURTEEN_ENCODED_RULES: readonly Rule[] = [
  rule({
    id: "mime-encoded-secret",
    examples: {
      match: [
        "Subject: =?UTF-8?B?«" + btoa("Your access code: " + sample(20, ALNUM, 6517)) + "»?=",
        "Subject: =?UTF-8?B?«" + btoa("Ihr Zugangscode: " + sample(16, ALNUM, 6518)) + "»?=",
      ],
      clean: [
        "Subject: =?UTF-8?B?" + btoa("Your build 2026-11-05 passed") + "?=",
        "Subject: =?UTF-8?Q?Caf=C3=A9_menu_for_Friday?=",
      ],
    },
    description:
      "a MIME encoded-word (`=?UTF-8?B?…?=`, `=?…?Q?…?=`) whose text is a label that says password, token, key or code and a secret-looking value after it",
    keywords: ["=?"],
    pattern: /=\?[\w-]{1,40}\?(?<kind>[BbQq])\?(?<v>[^?\s]{8,1000})\?=/gd,
    secret: ["v"],
    accept: (value, _group, match) => {
      const text = encodedWord(match.groups?.kind ?? "", value);
      const found = LABEL.exec(text)?.[1];
      return found !== undefined && looksLikeBareSecret(found, 6) &&
        (looksGenerated(found, 6) || /[^A-Za-z0-9]/.test(found));
    },
  }),
  rule({
    id: "unicode-escaped-secret",
    examples: {
      match: [
        'var e={u:"https://api.example.com",k:"«' + escapeAll(sample(24, ALNUM, 6519)) + '»"};',
      ],
      clean: [
        '{"title": "' + escapeAll("こんにちは世界です") + '"}',
        '{"msg": "' + escapeAll("hello world, a plain sentence") + '"}',
      ],
    },
    description:
      "a generated-looking value written wholly as `\\u00XX` escapes of plain letters and digits (what a bundler or an obfuscator makes of a key); text in another script is left",
    keywords: ["\\u00"],
    pattern: /(?<v>(?:\\u00[2-7][0-9A-Fa-f]){16,300})/gd,
    secret: ["v"],
    accept: (value) => {
      const decoded = value.replace(
        /\\u00([0-9A-Fa-f]{2})/g,
        (_, hex) => String.fromCharCode(parseInt(hex, 16)),
      );
      return /^[A-Za-z0-9+\/=_.~-]+$/.test(decoded) && looksGenerated(decoded, 16);
    },
  }),
];
