/**
 * Settings other rules do not read as secret: a name and a value apart by spaces only
 * (`auth_pass …`, `HTTP_Passwd …`, `shop:dbPassword   …`, `remotepass = …`), a salt that keys a
 * hash (`NONCE_SALT`, `passwordsalt`, `hash_salt`), a name with a version or rotation suffix
 * (`_APP_OPENSSL_KEY_V1`, `JWT_SECRET_OLD`), a list of keys under one name (`APP_KEYS=a,b,c`), a
 * machine key's attributes (`validationKey="…"`), and the secrets files of network daemons
 * (`ipsec.secrets` `: PSK "…"`, `chap-secrets`, postfix `sasl_passwd`, `snmpd.conf`).
 */
import { ALNUM, BASE64, HEX, sample } from "./_examples.ts";
import { isNotASecret, looksLikeBareSecret } from "./_filters.ts";
import { isCode } from "./_in_code.ts";
import { looksGenerated } from "./_positions.ts";
import { anyRealValue, hashedName, type Rule, rule } from "./_rule.ts";

const PW = sample(8, ALNUM, 3701) + "&" + sample(7, ALNUM, 3702);
const SALT = sample(40, BASE64, 3703);

/** A value that reads as a password or a key: a digit or a symbol, or cases mixed inside. */
export function strongValue(value: string): boolean {
  if (!anyRealValue(value) || value.length < 6 || /^[%$]/.test(value)) return false;
  return looksLikeBareSecret(value, 6) && /[A-Za-z]/.test(value) ||
    value.length >= 8 && /[a-z][A-Z]/.test(value) && !/^[A-Z]?[a-z]+(?:[A-Z][a-z]+)+$/.test(value);
}

/**
 * Whether the match stands at the start of its line behind a setting's name (`auth_pass`,
 * `HTTP_Passwd`, `shop:dbPassword`), read back from the secret word (not `bypass`, `compass`).
 */
function settingName(match: RegExpExecArray): boolean {
  const input = match.input;
  const from = Math.max(0, match.index - 80);
  const window = input.slice(from, match.index);
  // The start of the line: after a line break, a JSON string's opening quote or its `\n`.
  const escaped = window.lastIndexOf("\\n");
  const cut = Math.max(
    window.lastIndexOf("\n") + 1,
    window.lastIndexOf('"') + 1,
    escaped < 0 ? 0 : escaped + 2,
  );
  if (cut === 0 && from > 0) return false;
  const before = window.slice(cut);
  // (A file the Read tool prints numbers its lines: `     5→remote_password …`.)
  return /^(?:[ \t]*\d{1,6}→)?[ \t]*[\w.:-]{0,60}$/.test(before) &&
    !/(?:by|com|sur|im|over)$/i.test(before) &&
    !hashedName(before);
}

/** The items of a comma list of keys, as [start, end) offsets. */
function listItems(value: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of value.matchAll(/[^,\s]+/g)) {
    if (looksGenerated(m[0], 12) || looksLikeBareSecret(m[0], 16)) {
      out.push([m.index!, m.index! + m[0].length]);
    }
  }
  return out;
}

/** The rules of this file, in the order they run (before the assignment rules). */
export const MORE_CONFIG_RULES: readonly Rule[] = [
  rule({
    id: "salt-setting",
    examples: {
      match: [
        "NONCE_SALT='«" + SALT + "»'",
        "  'passwordsalt' => '«" + sample(30, ALNUM, 3704) + "»',",
        "$settings['hash_salt'] = '«" + sample(60, ALNUM, 3705) + "»';",
        "API_TOKEN_SALT=«" + sample(22, BASE64, 3706) + "==»",
      ],
      clean: ["BCRYPT_SALT_ROUNDS=12", "salt = os.urandom(16)", "'passwordsalt' => ''"],
    },
    description:
      "a salt that keys a hash or a session (`NONCE_SALT`, `passwordsalt`, `hash_salt`, `API_TOKEN_SALT`): a generated value of 16+ characters",
    keywords: ["salt"],
    pattern:
      /(?<name>\w{0,40}salt)["']?\]?[ \t]*(?:=>|=|:|,)[ \t]*(?:(?<q>["'])(?<qv>[^"'\r\n]{16,300})\k<q>|(?<bv>[^\s"',;()]{16,300}))/gdi,
    secret: ["qv", "bv"],
    accept: (value, group) =>
      anyRealValue(value) && (group === "qv" || !/\(/.test(value)) &&
      (looksGenerated(value, 16) || looksLikeBareSecret(value, 16)),
  }),
  rule({
    id: "versioned-secret-name",
    examples: {
      match: [
        "_APP_OPENSSL_KEY_V1=«" + sample(64, ALNUM, 3707) + "»",
        'JWT_SECRET_OLD="«' + sample(40, ALNUM, 3708) + '»"',
        "LEGACY_API_KEY_B32=«" + sample(56, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 3712) + "»",
      ],
      clean: ["_APP_OPENSSL_KEY_V1=${OPENSSL_KEY}", "CACHE_KEY_V2=users"],
    },
    description:
      "a name whose secret word has a version, rotation or encoding suffix (`…_KEY_V1`, `…_SECRET_OLD`, `…_TOKEN_NEXT`, `…_KEY_B32`) over a generated value",
    keywords: [
      "_v1",
      "_v2",
      "_v3",
      "_old",
      "_new",
      "_prev",
      "_next",
      "_b32",
      "_base32",
    ],
    pattern:
      /(?<![\w])(?<name>_{0,2}[A-Z][A-Z0-9_]{0,60}(?:KEY|SECRET|TOKEN|PASSWORD))_(?:V\d{1,2}|OLD|NEW|PREV|PREVIOUS|NEXT|B32|BASE32)["']?[ \t]*[=:][ \t]*["']?(?<v>[^\s"']{12,500})/gdi,
    secret: ["v"],
    accept: (value) => looksGenerated(value, 16) || looksLikeBareSecret(value, 16),
  }),
  rule({
    id: "key-list-setting",
    examples: {
      match: [
        "APP_KEYS=«" + sample(22, BASE64, 3709) + "==»,«" + sample(22, BASE64, 3710) + "==»",
      ],
      clean: ["APP_KEYS=${APP_KEYS}", "SORT_KEYS=name,created_at"],
    },
    description: "a comma list of keys under one name (`APP_KEYS=…,…` of Strapi): each item",
    keywords: ["keys=", "secrets=", "tokens="],
    pattern:
      /(?<![\w])[A-Z][A-Z0-9_]{0,40}(?:KEYS|SECRETS|TOKENS)[ \t]*=[ \t]*["']?(?<v>[A-Za-z0-9+\/=_-]{12,300}(?:,[A-Za-z0-9+\/=_-]{12,300}){1,20})/gd,
    secret: ["v"],
    accept: (value) => listItems(value).length > 0,
    split: (value) => listItems(value),
  }),
  rule({
    id: "machine-key-attribute",
    examples: {
      match: ['<machineKey validationKey="«' + sample(128, HEX, 3711).toUpperCase() + '»" />'],
      clean: ['<machineKey validationKey="AutoGenerate,IsolateApps" />'],
    },
    description:
      'a key in an XML attribute named for what it signs or encrypts (`validationKey="…"`, `decryptionKey`, `signingKey`, `encryptionKey`, `hmacKey`)',
    keywords: ["validationkey", "decryptionkey", "signingkey", "encryptionkey", "hmackey"],
    pattern:
      /\b(?:validation|decryption|signing|encryption|hmac)Key=["'](?<v>[A-Za-z0-9+\/=]{32,1000})["']/gdi,
    secret: ["v"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "daemon-secrets-file",
    examples: {
      match: [
        '203.0.113.10 198.51.100.7 : PSK "«' + PW + '»"',
        "rocommunity «" + PW + "» 10.0.0.0/8",
        'createUser monitor SHA "«' + PW + '»" AES "«' + PW + '»"',
      ],
      clean: [': PSK "%prompt"', "rocommunity public 10.0.0.0/8"],
    },
    description:
      'the secrets of network daemons\' files: `ipsec.secrets` (`: PSK "…"`), `snmpd.conf` communities and `createUser` passphrases',
    keywords: ["psk", "eap", "xauth", "community", "createuser"],
    pattern:
      /:[ \t]*(?:PSK|EAP|XAUTH)[ \t]+"(?<psk>[^"\r\n]{1,300})"|\b(?:ro|rw)community6?[ \t]+(?<comm>[^\s"\\]{4,100})|\bcreateUser[ \t]+\S{1,60}[ \t]+(?:MD5|SHA\S{0,4})[ \t]+"?(?<auth>[^\s"\\]{8,100})"?(?:[ \t]+(?:DES|AES\S{0,4})[ \t]+"?(?<priv>[^\s"\\]{8,100})"?)?/gd,
    secret: ["psk", "comm", "auth", "priv"],
    accept: (value) => anyRealValue(value) && !/^%|^(?:public|private)$/.test(value),
  }),
  rule({
    id: "daemon-secrets-file",
    examples: {
      match: [
        '# Secrets for authentication using CHAP\n"dsl-4471932@isp.example"  *  "«' + PW +
        '»"  *',
      ],
      clean: ['# Secrets for authentication using CHAP\n"dsl-4471932@isp.example"  *  ""  *'],
    },
    description: "the secret of a `chap-secrets`/`pap-secrets` line (`client server secret IPs`)",
    keywords: ["chap", "pap-secrets"],
    reach: { before: 10, after: 800 },
    pattern:
      /(?<![^\n"])\\?"[^"\\\r\n]{1,100}\\?"[ \t]+\*[ \t]+\\?"(?<chap>[^"\\\r\n]{1,300})\\?"/gd,
    secret: ["chap"],
    accept: (value) => anyRealValue(value),
  }),
  rule({
    id: "daemon-secrets-file",
    examples: {
      match: [
        "[smtp.office365.com]:587 relay@corp.example:«" + PW + "»",
        "[mail.example.org]:submission backup:«" + PW + "»",
        "     4→[smtp.example.net]:587 relay@example.net:«" + PW + "»",
      ],
      clean: ["[smtp.example.org]:587", "[smtp.sendgrid.net]:587 apikey:REPLACE_ME"],
    },
    description:
      "the password of a postfix `sasl_passwd` line (`[host]:port user:password`, the port a number or a service's name)",
    keywords: ["]:"],
    lineHas: /\]:\w/g,
    pattern:
      /(?<![^\n"→+ \t])\[[\w.-]{1,100}\]:(?:\d{1,5}|[a-z]{3,12})[ \t]+[^\s:"\\]{1,100}:(?<sasl>[^\s"\\]{1,300})/gd,
    secret: ["sasl"],
    accept: (value) => anyRealValue(value),
  }),
  rule({
    id: "auth-tokens-list",
    examples: {
      match: [
        "export DENO_AUTH_TOKENS=«" + sample(40, HEX, 3720) + "»@deno.example.org;bot:«" +
        sample(24, ALNUM, 3721) + "»@raw.githubusercontent.com",
      ],
      clean: ["export DENO_AUTH_TOKENS=${TOKENS}"],
    },
    description: "each token of a `DENO_AUTH_TOKENS` list (`token@host;user:password@host`)",
    keywords: ["deno_auth_tokens"],
    pattern: /DENO_AUTH_TOKENS["']?[ \t]*[=:][ \t]*["']?(?<v>[^\s"']{8,4000})/gd,
    secret: ["v"],
    accept: (value) => authTokens(value).length > 0,
    split: (value) => authTokens(value),
  }),
];

/** The secrets of a `DENO_AUTH_TOKENS` value (`token@host`, `user:password@host`). */
function authTokens(value: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of value.matchAll(/(?:^|;)(?:[^:;@]{1,100}:)?([^:;@]{8,1000})@/g)) {
    if (!anyRealValue(m[1]!) || /^\$/.test(m[1]!)) continue;
    const start = m.index! + m[0].indexOf(m[1]!, m[0].startsWith(";") ? 1 : 0);
    out.push([start, start + m[1]!.length]);
  }
  return out;
}

/** The rule of this file that runs late (after the assignment rules have read what they can). */
export const LATE_CONFIG_RULES: readonly Rule[] = [
  rule({
    id: "spaced-setting-secret",
    examples: {
      match: [
        "    auth_type PASS\n    auth_pass «SwhbEsvI»",
        "    HTTP_Passwd «" + PW + "»",
        "shop:dbPassword    «" + PW + "»",
        "remotepass = «" + PW + "»",
        "PasswordPlain=«" + PW + "»",
      ],
      clean: [
        "auth_type PASS",
        "passport Manager",
        "    password    required",
        "pass --no-verify",
        "bypass = true",
        "                    password = auth[2]",
      ],
    },
    description:
      "a setting whose name ends in a pass word (`pass`, `passwd`, `password`), apart from its value by spaces or glued (`auth_pass …`, `HTTP_Passwd …`, `remotepass = …`, `PasswordPlain=…`), the value a password",
    keywords: ["pass"],
    pattern:
      /pass(?:w(?:or)?d)?(?:plain|clear|text)?(?:[ \t]+|[ \t]*=[ \t]*)["']?(?<v>[^\s"'=()\\]{6,200})["']?[ \t]*(?=\r?\n|\r?$|"[,}\]]|\\)/gdi,
    secret: ["v"],
    accept: (value, _group, match) =>
      settingName(match) && strongValue(value) && !isCode(value) &&
      (!/[\/\\]/.test(value) || looksGenerated(value, 16)),
  }),
];
