/**
 * Secrets whose name stands somewhere else than beside them: a GraphQL variable (`$p`) given to
 * a secret argument in the query (`login(password: $p)`) and valued in the request's
 * `variables`; a password told in halves (`it starts with …` / `and ends with …`) after a word
 * that names it, on its line or the three above; and a standing numeric code under a name that
 * says PIN or passcode (`operator_pin: "48213975"`, `door_code = 739204`).
 */
import { ALNUM, sample } from "./_examples.ts";
import { isPlaceholder } from "./_filters_placeholders.ts";
import { groupSpan } from "./_indices.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = sample(7, ALNUM, 6301) + "!" + sample(5, ALNUM, 6302);

// A word that names a secret argument of a GraphQL field.
const SECRET_ARGUMENT =
  /(?:password|passwd|passphrase|secret|token|apikey|api_key|pin|passcode|credential|privatekey)\w*$/i;

/**
 * True when `text` gives a variable to an argument named for a secret (`password:$p`, `apiKey:
 * $k`): each `$` found by a plain search that has `:` or `: ` before it, the name before that read
 * (no regex over the whole text). (From the `$`, which prose holds none of and code few: a search
 * of `:$` and then of `: $` stopped at every colon, 0.30 ms a MB of code against 0.03.)
 */
function bindsSecret(text: string): boolean {
  for (let d = text.indexOf("$"); d !== -1; d = text.indexOf("$", d + 1)) {
    // A variable's name after `$` (not a template's `${`), then the argument's name before.
    if (!wordChar(text.charCodeAt(d + 1))) continue;
    const before = text.charCodeAt(d - 1);
    const at = before === COLON
      ? d - 1
      : before === SPACE && text.charCodeAt(d - 2) === COLON
      ? d - 2
      : -1;
    if (at === -1) continue;
    let start = at;
    while (start > 0 && start > at - 60 && wordChar(text.charCodeAt(start - 1))) start--;
    if (start < at && SECRET_ARGUMENT.test(text.slice(start, at))) return true;
  }
  return false;
}

const COLON = 58;
const SPACE = 32;

/** True for the code of a letter, a digit or `_`. */
function wordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/** True when `name` is a variable the query around `match` gives to a secret argument. */
function secretVariable(name: string, match: RegExpExecArray): boolean {
  const input = match.input;
  const at = groupSpan(match, "name")?.[0] ?? match.index;
  // Inside a `variables` object: its opening brace, and no brace between it and the value.
  const before = input.slice(Math.max(0, at - 2000), at);
  const v = before.lastIndexOf("variables");
  if (v === -1) return false;
  const open = /^\\?["']?[ \t]*[:=][ \t]*\{/.exec(before.slice(v + 9));
  if (open === null || /[{}]/.test(before.slice(v + 9 + open[0].length))) return false;
  // The query (before or after the variables): an argument named for a secret given `$name`.
  const query = input.slice(Math.max(0, at - 8000), Math.min(input.length, at + 8000));
  for (const m of query.matchAll(/(\w{1,60})[ \t]*:[ \t]*\$(\w{1,60})\b/g)) {
    if (m[2] === name && SECRET_ARGUMENT.test(m[1]!)) return true;
  }
  return false;
}

// A word that names what is told in halves.
const NAMES_PASSWORD =
  /\b(?:pw|pwd|pass|password|passwd|passphrase|passcode|pin|key|token|secret)\b/i;
// A documented token prefix (`starts with ghp_`, `begins with AKIA`): a description, not a half.
const PREFIX = /^(?:ghp_|gho_|ghs_|sk-|sk_|pk_|rk_|xox|AKIA|ASIA|AIza|glpat-|npm_|SG\.)/;

/** True when `value` is half a password told after a word that names it (its line or above). */
function passwordHalf(value: string, match: RegExpExecArray): boolean {
  if (value.length < 5 || !/[A-Za-z]/.test(value) || !/[\d!@#$%^&*~?+=_-]/.test(value)) {
    return false;
  }
  if (isPlaceholder(value) || (value.length < 12 && PREFIX.test(value))) return false;
  // A JWT's header (`eyJhbGci…`, base64 of `{"`): what every token of a kind starts with.
  if (value.startsWith("eyJ")) return false;
  // From the start of the third line above (a chat turn between the halves), at most 400 back.
  const input = match.input;
  let from = match.index;
  for (let n = 0; n < 4 && from > 0; n++) from = input.lastIndexOf("\n", from - 1);
  return NAMES_PASSWORD.test(input.slice(Math.max(from + 1, match.index - 400), match.index));
}

// The words before `code` that make it a standing code's name (`door_code`, `accessCode`).
const CODE_WORDS = [
  "access",
  "security",
  "unlock",
  "door",
  "alarm",
  "gate",
  "entry",
  "keypad",
  "safe",
  "lock",
  "admin",
  "master",
  "vault",
];
// Names of a standing code (not a one-time one: an OTP, a verification or an OAuth code is spent
// once it is used, and stays readable, as `query-secret` decides for `code=`).
const CODE_NAME = new RegExp(
  String.raw`(?:^|[_.-])(?:pin|pincode|pin_code|passcode|puk\d?|(?:${
    CODE_WORDS.join("|")
  })_?(?:code|pin))$`,
);
// The names that are a code word alone (`pin: 4821`): shorter codes (4+ digits) are taken there.
const CODE_ALONE = /^(?:pin|pincode|pin_code|passcode|puk\d?)$/;

/** True when `digits` under `name` is a standing PIN or passcode. */
function pinCode(digits: string, name: string): boolean {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().replace(/-/g, "_");
  if (!CODE_NAME.test(words)) return false;
  if (digits.length < 6 && !CODE_ALONE.test(words)) return false;
  // One digit repeated, a run up or down (`123456`), a date (`20240612`): stand-ins or no PIN.
  if (/^(\d)\1+$/.test(digits) || "01234567890".includes(digits)) return false;
  if ("9876543210".includes(digits)) return false;
  return !/^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(digits);
}

/** Rules for secrets named elsewhere, in the order they run (late). */
export const INDIRECT_RULES: readonly Rule[] = [
  rule({
    id: "graphql-variable-secret",
    examples: {
      match: [
        '{"query":"mutation($u:String!,$p:String!){login(username:$u,password:$p){token}}","variables":{"u":"qa","p":"«' +
        PW + '»"}}',
        "client.request({\n  query: LOGIN, // login(email: $e, apiKey: $ak)\n  variables: { e: 'ops@acme.example', ak: '«" +
        sample(32, ALNUM, 6303) + "»' },\n});",
      ],
      clean: [
        '{"query":"query($id:ID!){user(id:$id){name}}","variables":{"id":"' +
        sample(24, ALNUM, 6304) +
        '"}}',
        '{"query":"mutation($p:String!){login(password:$p){ok}}","variables":{"p":"${PASSWORD}"}}',
      ],
    },
    description:
      'the value of a GraphQL variable in a request\'s `variables` whose query gives it to an argument named for a secret (`login(password: $p)` … `"variables": {"p": "…"}`)',
    keywords: ["variables"],
    when: bindsSecret,
    // The values stand in the `variables` object after the word; the query, before or after it.
    // (Each value after a `{` or a `,`: the regex skips ahead to those.)
    reach: { before: 4000, after: 4000 },
    pattern:
      /[{,][ \t]{0,40}(?:\r?\n[ \t]{0,40})?\\?["']?(?<name>[A-Za-z_]\w{0,40})\\?["']?[ \t]*:[ \t]*(?:\\?"(?<dq>(?:[^"\\\r\n]|\\[^"\r\n]){1,300})\\?"|'(?<sq>[^'\\\r\n]{1,300})')/gd,
    secret: ["dq", "sq"],
    accept: (value, _group, match) =>
      anyRealValue(value) && secretVariable(match.groups!.name!, match),
  }),
  rule({
    id: "password-half",
    examples: {
      match: [
        "[user] the root pw starts with «" + PW.slice(0, 6) + "»\n[user] and ends with «" +
        PW.slice(6) + "»",
        "new wifi password: first half is `«" + PW.slice(0, 7) + "»`, second half `«" +
        PW.slice(7) + "»`",
      ],
      clean: [
        "GitHub tokens start with ghp_ and the key starts with AKIA",
        "the file name starts with report_2024 and ends with .csv",
      ],
    },
    description:
      "a password told in halves after a word that names it (on its line or the three above): `starts with …`, `ends with …`, `first half is …`, `the rest is …`; a half must hold a letter and a digit or symbol (not a documented token prefix)",
    keywords: [
      "starts with",
      "begins with",
      "ends with",
      "finishes with",
      "first half",
      "second half",
      "other half",
      "first part",
      "second part",
      "last part",
      "rest is",
    ],
    // Its check reads the lines above for the word that names the password.
    reach: { before: 400 },
    pattern:
      /\b(?:(?:starts|begins|ends|finishes)[ \t]+with|(?:first|second|last|other)[ \t]+(?:half|part|bit|piece)(?:[ \t]+is)?:?|(?:the[ \t]+)?rest[ \t]+is:?)[ \t]+(?:\x60(?<bt>[^\x60\s]{3,64})\x60|"(?<dq>[^"\s]{3,64})"|'(?<sq>[^'\s]{3,64})'|(?<bare>[^\s"'\x60]{3,64}?))(?=[.,;!?]?(?:\s|$|"[,}\]]))/gdi,
    secret: ["bt", "dq", "sq", "bare"],
    accept: (value, _group, match) => passwordHalf(value, match),
  }),
  rule({
    id: "pin-code",
    examples: {
      match: [
        'atm_simulator:\n  operator_pin: "«' + "48213975" + '»"',
        "DOOR_CODE=«739204»",
        '{"pin": "«4821»"}',
        "SIM card of the on-call phone — PUK： «" + "73920415" + "»",
      ],
      clean: [
        "led_pin: 13",
        "status_code: 200",
        'otp_code: "482139"',
        "pin: 123456",
        "zip_code = 941070",
      ],
    },
    description:
      "a standing numeric code under a name that says PIN, PUK or passcode (`*_pin`, `pin_code`, `passcode`, `door_code`, `access_code`, a SIM card's `PUK`): 6–12 digits, or 4+ under `pin`/`passcode` alone; not one digit repeated, a run, or a date (a GPIO `led_pin: 13` is short; a one-time OTP or verification code is left, as an OAuth `code=` is)",
    // A name ending in `pin` (also `…Pin`) before its separator or closing quote (`pin` alone is
    // in `mapping`, `typing`, `wrapping`), and the names of a code, not `code` alone.
    keywords: [
      'pin"',
      "pin'",
      "pin:",
      "pin=",
      "pin =",
      "pin :",
      "puk",
      "pincode",
      "pin_code",
      "passcode",
      ...CODE_WORDS.flatMap((w) => [w + "code", w + "_code", w + "-code"]),
    ],
    // Lines holding four digits in a row.
    lineHas: /\d{4}/g,
    pattern:
      /(?<![\w.-])["']?(?<name>[A-Za-z_][\w.-]{0,40})["']?[ \t]*[:：=][ \t]*["']?(?<s>\d{4,12})(?![\w.])/gd,
    secret: ["s"],
    accept: (value, _group, match) => pinCode(value, match.groups!.name!),
  }),
];
