/**
 * Secrets in configuration lines other rules read short, and in two more layouts with no name
 * before the value: (user, password) pairs of string literals in code under a word like `users`
 * or `logins`, and what `base64 FILE` prints of a key or credentials file. Configuration lines: a value that holds a character where a
 * value usually ends (`ldap_default_authtok = Ii8c&u8Mf…`, `secret: a;b|c…`: the whole rest of the
 * line is the value), PAM's and SSSD's word for a password (`authtok`), and an app password
 * written in four groups of four letters (`password abcd efgh ijkl mnop`, msmtp's syntax with no
 * separator; Google's app passwords are shown so).
 */
import { ALNUM, BASE64, sample } from "./_examples.ts";
import { isNotASecret, looksLikeBareSecret } from "./_filters.ts";
import { passwordLike } from "./_prose.ts";
import { type Rule, rule } from "./_rule.ts";

const PW = sample(6, ALNUM, 520) + "&" + sample(7, ALNUM, 521);

// Four-letter words prose puts after `password` (`password must have been sent over …`).
const COMMON = new Set(
  "have been sent over from your with that this will when what them they then were into only also here more some just like make time must does used uses able need same each"
    .split(
      " ",
    ),
);

// A file name that says it holds a key or credentials (`service-account.json`, `id_rsa`,
// `server.key`, `cert.p12`, `.env`, `creds.txt`).
const KEY_FILE =
  /(?:key|secret|cred|token|account|passw|id_rsa|id_ed25519|\.pem|\.p12|\.pfx|\.jks|\.keystore|\.env|\.json)/i;

// Words that name a list of (user, password) pairs.
const PAIR_WORDS = /(?:users|logins|accounts|creds|credentials|passwords)(?![a-z])/i;

/** The rules of this file, in the order they run (with the assignment rules). */
export const CONFIG_LINE_RULES: readonly Rule[] = [
  rule({
    id: "config-line-secret",
    examples: {
      match: [
        "[domain/corp]\nldap_default_authtok = «" + PW + "»",
        "db_password = «" + PW + "»\nhost = db",
      ],
      clean: [
        "ldap_default_authtok_type = password",
        "password = ${DB_PASSWORD}",
        "token_url = https://auth.acme.io/token?a=1&b=2",
      ],
    },
    description:
      "a configuration line whose name ends in a secret word (`…password`, `…secret`, `…token`, `…authtok`, `…passphrase`) and whose value, the whole rest of the line, holds a character other rules end a value at (`&`, `;`, `|`, `<`, `>`)",
    keywords: ["authtok", "password", "passwd", "secret", "token", "passphrase"],
    lineHas: /[&;|<>]/g,
    // (Anchored on the secret word; the look-behind, run only there and where the `=` or `:`
    // follows, checks the name starts a line.)
    pattern:
      /(?:authtok|password|passwd|secret|token|passphrase)(?=[ \t]*[=:])(?<=(?:^|\n|\\n|[:{,][ \t]?")[ \t]{0,40}(?:[A-Za-z_][\w.-]{0,60})?)[ \t]*[=:][ \t]*(?<v>[^\s"'#$\\][^\s"'\\]{5,200})[ \t]*(?=\r?(?:\n|$)|\\[nr"]|["'])/gdi,
    secret: ["v"],
    accept: (value) =>
      /[&;|<>]/.test(value) && !/^[a-z]+:\/\//i.test(value) && looksLikeBareSecret(value, 8),
  }),
  rule({
    id: "config-line-secret",
    examples: {
      match: ["[domain/corp]\nldap_default_authtok = «" + sample(14, ALNUM, 522) + "»"],
      clean: ["ldap_default_authtok_type = password", "authtok = ${LDAP_PW}"],
    },
    description:
      "PAM's and SSSD's name for a password, `authtok` (`ldap_default_authtok = …`): the rest of the line",
    keywords: ["authtok"],
    pattern:
      /(?<=(?:^|\n|\\n|[:{,][ \t]?")[ \t]{0,40})(?<name>[A-Za-z_][\w.-]{0,60}authtok)[ \t]*[=:][ \t]*(?<v>[^\s"'#$\\][^\s"'\\]{3,200})[ \t]*(?=\r?(?:\n|$)|\\[nr"]|["'])/gdi,
    secret: ["v"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "config-line-secret",
    examples: {
      match: ["account gmail\nuser me@gmail.com\npassword «gamq adct zufi rmwv»"],
      clean: ["the password must have been sent over email", "password from your mail"],
    },
    description:
      "an app password in four groups of four letters after a password word (`password abcd efgh …` in an msmtp or fetchmail file, `app password: …`)",
    keywords: ["passw"],
    pattern:
      /\b(?:app[ _-]?)?passw(?:or)?d\b[ \t]*(?:is|[:=])?[ \t]*["']?(?<v>[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})(?![ \t]*[A-Za-z])/gdi,
    secret: ["v"],
    accept: (value) =>
      /^[a-z ]+$/.test(value) && !value.split(" ").some((w) => COMMON.has(w)) &&
      !isNotASecret(value),
  }),
  rule({
    id: "credential-pair",
    examples: {
      match: ['USERS = [("admin", "«' + PW + '»"), ("viewer", "«' + PW.toUpperCase() + '»")]'],
      clean: ['USERS = [("admin", "Administrator"), ("viewer", "read-only")]'],
    },
    description:
      '(user, password) pairs of string literals in code on a line naming users, logins, accounts or credentials (`USERS = [("admin", "…"), …]`): a password-like second literal',
    keywords: ["users", "logins", "accounts", "creds", "credentials", "passwords"],
    pattern:
      /[(\[][ \t]*(?<q>["'])[A-Za-z][\w.@+-]{1,40}\k<q>[ \t]*,[ \t]*(?<r>["'])(?<v>[^"'\s\\]{6,100})\k<r>[ \t]*[)\]]/gd,
    secret: ["v"],
    accept: (value, _group, match) => {
      if (!passwordLike(value) || /^\$[\w-]{1,12}\$/.test(value)) return false;
      // (The word on the line before the pair: `USERS = [(…`, `logins = {…`.)
      const input = match.input;
      const before = input.slice(Math.max(0, match.index - 120), match.index);
      const line = before.slice(Math.max(before.lastIndexOf("\n"), before.lastIndexOf("\\n")) + 1);
      return PAIR_WORDS.test(line);
    },
  }),
  rule({
    id: "encoded-key-file",
    examples: {
      match: [
        "$ base64 service-account.json\n«" + sample(76, BASE64, 523) + "\n" +
        sample(40, BASE64, 524) +
        "==»",
      ],
      clean: ["$ base64 logo.png\n" + sample(76, BASE64, 525) + "\n" + sample(20, BASE64, 526)],
    },
    description:
      "what `base64 FILE` (or `openssl base64 -in FILE`) prints of a key or credentials file (`service-account.json`, `server.key`, `id_rsa`, `.p12`, `.env`), over as many lines as it wraps",
    keywords: ["base64 "],
    // The printed lines stand under the command: the rule reads the whole text.
    wholeText: true,
    pattern:
      /\bbase64(?:[ \t]+-[-\w=]{1,20}(?:[ \t]+\d{1,4})?){0,4}[ \t]+(?<f>[\w.\/~-]{1,200})[^\n]{0,40}\r?\n(?<v>(?:[A-Za-z0-9+\/]{40,200}\r?\n){0,400}[A-Za-z0-9+\/]{8,200}={0,2})(?=\r?(?:\n|$)|["'\x60\\])/gd,
    secret: ["v"],
    accept: (_value, _group, match) => {
      const file = match.groups?.f ?? "";
      return KEY_FILE.test(file) && !/^-/.test(file) &&
        !/-(?:d|D)\b|--decode/.test(match[0].slice(0, match[0].indexOf(file)));
    },
  }),
];
