/**
 * Shapes of a tracker's and a map or shipping API's credentials, read from held-out corpus
 * thirty-five's misses (docs/redaction.md, "Corpus thirty-five after it was seen") as shapes of any
 * text where those devices and APIs are used: a Teltonika SMS's login and password before its
 * command and its APN password (parameter 2003), a Queclink `AT+GT…=<password>,` command, a GT06
 * `PASSWORD,<old>,<new>#` SMS, an API URL's `key=` query, a JSON `"key"` field holding a generated
 * key, an access key's id by its name, and USPS Web Tools' `USERID`.
 */
import { ALNUM, sample, UPPER_DIGITS } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

// Teltonika's SMS commands, which its SMS login and password stand before.
const TELTONIKA_COMMANDS =
  "setparam getparam getinfo getstatus getgps getver cpureset setdigout readio getio getrecord defaultcfg web_connect";

/** True for a chosen password: letters and a digit, or both cases, and no stand-in. */
const chosen = (v: string) =>
  (/\d/.test(v) && /[A-Za-z]/.test(v) || /[a-z]/.test(v) && /[A-Z]/.test(v)) && !isNotASecret(v);

/** The rules of this file, in order (before the assignments). */
export const THIRTYFIVE_DEVICE_RULES: readonly Rule[] = [
  rule({
    id: "teltonika-sms-password",
    examples: {
      match: [
        "  fleet " + mark(sample(8, ALNUM, 35_201)) +
        " setparam 2001:iot.apn;2002:m2m;2003:" + mark(sample(12, ALNUM, 35_202)),
        "SMS from +15550100: Param ID:2003 Value:" + mark(sample(11, ALNUM, 35_203)),
      ],
      clean: [
        "  setparam 2001:iot.apn;2002:m2m",
        "then send getinfo to check",
        "Param ID:2003 Value:",
      ],
    },
    description:
      "a Teltonika tracker's SMS login and password before its command (`<login> <password> setparam …`) and its APN password, parameter 2003 (`2003:<password>`, `Param ID:2003 Value:…`)",
    keywords: [...TELTONIKA_COMMANDS.split(" "), "2003"],
    pattern: new RegExp(
      String
        .raw`(?:^|\n|\\n|:[ \t]|":[ \t]?")[ \t]*[\w.@-]{1,32}[ \t]+(?<v>[^\s:;(){}\[\]"'\\,=]{4,32})[ \t]+(?:${
        TELTONIKA_COMMANDS.replaceAll(" ", "|")
      })(?=[ \t]|\r?$|\r?\n|\\n|")|(?:setparam[ \t]+|;)2003:(?<a>[^;\s"'\\]{1,64})|Param[ \t]ID:2003[ \t]Value:(?<b>[^\s;"'\\]{1,64})`,
      "gd",
    ),
    secret: ["v", "a", "b"],
    accept: chosen,
  }),
  rule({
    id: "queclink-at-password",
    examples: {
      match: [
        "AT+GTBSI=" + mark("xk" + sample(7, ALNUM, 35_204)) + ",em,fleet," +
        mark(sample(11, ALNUM, 35_211)) + ",,,,,0001$",
      ],
      clean: ["AT+GTBSI=gv300,em,fleet,,,,,0001$", 'AT+CGDCONT=1,"IP","m2m"'],
    },
    description:
      "a Queclink tracker's `AT+GT…=` command's first field, the device password (not its model name, the default), and `AT+GTBSI`'s APN password",
    keywords: ["at+gt"],
    // (`AT+GTBSI`, the bearer setting, also holds the APN's password in its fourth field.)
    pattern:
      /\bAT\+GT[A-Z]{3}=(?<v>[^,\s$]{4,20}),(?:(?<=GTBSI=[^,]{4,20},)[^,\s]*,[^,\s]*,(?<a>[^,\s$]{4,64}),)?/gd,
    secret: ["v", "a"],
    accept: (v) => !/^g[a-z]\d{3}[a-z]?$/i.test(v) && chosen(v),
  }),
  rule({
    id: "gt06-password-sms",
    examples: {
      match: ["send PASSWORD," + mark("713593") + "," + mark("811497616") + "# to the SIM"],
      clean: ["PASSWORD,123456,<new>#", "PASSWORD,123456,NEWPASS#"],
    },
    description:
      "a GT06-family tracker's `PASSWORD,<old>,<new>#` SMS: both passwords (not the factory default `123456`)",
    keywords: ["password,"],
    pattern: /\bPASSWORD,(?<o>[^,#\s<>]{4,20}),(?<v>[^,#\s<>]{4,20})#/gd,
    secret: ["o", "v"],
    accept: (v) => !/^(?:123456|000000|0000)$/.test(v) && !isNotASecret(v) && /\d/.test(v),
  }),
  rule({
    id: "api-url-key-query",
    examples: {
      match: [
        'curl "https://api.example.com/v3/convert?words=a.b.c&key=' +
        mark(sample(8, UPPER_DIGITS, 35_205)) + '"',
      ],
      clean: [
        "https://api.example.com/v1/items?key=value",
        "https://example.com/search?key=ABCDEFGH",
        "https://api.example.com/v1/cache?key=2026-06-01",
      ],
    },
    description:
      "an API URL's `key=` query (a host `api.…` or an `/api/` or version path) holding a short key of upper-case letters and digits (8 to 15, what3words' keys): the longer generated ones are `url-key-parameter`'s",
    keywords: ["key="],
    pattern:
      /\bhttps?:\/\/(?:api\.[^\s?#"'\x60]{1,200}|[^\s?#"'\x60]{1,200}\/(?:api|v\d{1,2})\/[^\s?#"'\x60]{0,200})\?(?:[^\s#"'\x60]{0,400}?&)?(?:api_?)?key=(?<v>[A-Za-z0-9_-]{8,100})(?=[&#\s"'\x60\\)]|$)/gd,
    secret: ["v"],
    // (A longer generated value is the URL key rules' (`url-key-parameter`).)
    accept: (v) =>
      /^[A-Z0-9]{8,15}$/.test(v) && /\d/.test(v) && (v.match(/[A-Z]/g)?.length ?? 0) >= 3 &&
      !isNotASecret(v),
  }),
  rule({
    id: "json-key-field",
    examples: {
      match: ['DEBUG client init {"key":"' + mark(sample(20, ALNUM, 35_206)) + '","timeout":500}'],
      clean: [
        '{"key":"item-3","label":"Third"}',
        '{"key":"user_profile_v2_cache","ttl":60}',
        '{"key":"saveButtonLabel2"}',
      ],
    },
    description:
      "a JSON object's `\"key\"` field holding a generated key (both cases and two digits or more, 16 to 64 characters): not a hash, an item's key or a name",
    keywords: ['"key"'],
    pattern: /\\?"key\\?"[ \t]*:[ \t]*\\?"(?<v>[A-Za-z0-9_-]{16,64})\\?"/gd,
    secret: ["v"],
    // (Not a public key beside its id: GitHub's secrets `public-key` answer, `key_id` then `key`.)
    accept: (v, _g, m) =>
      looksGenerated(v, 16) && /[a-z]/.test(v) && /[A-Z]/.test(v) &&
      (v.match(/\d/g)?.length ?? 0) >= 2 &&
      !/public|key_?id/i.test(lineAround(m.input, m.index)),
  }),
  rule({
    id: "access-key-id-named",
    examples: {
      match: ["here.access.key.id = " + mark(sample(22, ALNUM, 35_208))],
      clean: ["access_key_id: ${ACCESS_KEY_ID}", "here.access.key.id = your-key-id"],
    },
    description:
      "a generated value named an access key's id (`access.key.id`, `access_key_id`): half of a signing pair, redacted as an AWS key id is",
    keywords: ["access.key.id", "access_key_id", "access-key-id", "accesskeyid"],
    pattern: new RegExp(
      String
        .raw`(?<![\w-])(?:[\w-]{1,30}[._-])?access[._-]?key[._-]?id\\?["']?[ \t]*[:=][ \t]*\\?["']?(?<v>[A-Za-z0-9_-]{16,128})(?![\w-])`,
      "gdi",
    ),
    secret: ["v"],
    accept: (v) => looksGenerated(v, 16),
  }),
  rule({
    id: "usps-userid",
    examples: {
      match: [
        "XML=%3CRateV4Request%20USERID%3D%22" + mark(sample(12, UPPER_DIGITS, 35_209)) +
        "%22%3E",
        'new UspsWebTools({ userId: "' + mark(sample(12, UPPER_DIGITS, 35_210)) + '" })',
      ],
      clean: ['<RateV4Request USERID="YOUR_USER_ID">', "userId: 12345"],
    },
    description:
      "USPS Web Tools' `USERID` (its XML request's attribute, URL-encoded too, or a USPS client's `userId`): the key the API authenticates by",
    keywords: ["userid"],
    pattern:
      /\bUSERID(?:=|%3D)(?:\\?"|%22)(?<v>[A-Za-z0-9]{8,30})(?:\\?"|%22)|(?<=[Uu][Ss][Pp][Ss][^\r\n]{0,80})\buserId\\?["']?[ \t]*:[ \t]*\\?["'](?<u>[A-Za-z0-9]{8,30})\\?["']/gd,
    secret: ["v", "u"],
    accept: (v) => /\d/.test(v) && /[A-Za-z]/.test(v) && !isNotASecret(v),
  }),
];

/**
 * The line of `input` that holds `at`, up to 400 characters each side (a record's `\n` escape ends
 * it too).
 */
export function lineAround(input: string, at: number): string {
  const before = input.slice(Math.max(0, at - 400), at);
  const after = input.slice(at, at + 400);
  return before.split(/\r?\n|\\n/).pop()! + after.split(/\r?\n|\\n/)[0];
}
