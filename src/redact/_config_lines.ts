/**
 * Secrets in configuration lines other rules read short: a value that holds a character where a
 * value usually ends (`ldap_default_authtok = Ii8c&u8Mf…`, `secret: a;b|c…`: the whole rest of the
 * line is the value), PAM's and SSSD's word for a password (`authtok`), and an app password
 * written in four groups of four letters (`password abcd efgh ijkl mnop`, msmtp's syntax with no
 * separator; Google's app passwords are shown so).
 */
import { ALNUM, sample } from "./_examples.ts";
import { isNotASecret, looksLikeBareSecret } from "./_filters.ts";
import { type Rule, rule } from "./_rule.ts";

const PW = sample(6, ALNUM, 520) + "&" + sample(7, ALNUM, 521);

// Four-letter words prose puts after `password` (`password must have been sent over …`).
const COMMON = new Set(
  "have been sent over from your with that this will when what them they then were into only also here more some just like make time must does used uses able need same each"
    .split(
      " ",
    ),
);

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
    pattern:
      /(?<=(?:^|\n|\\n|[:{,][ \t]?")[ \t]{0,40})(?<name>[A-Za-z_][\w.-]{0,60}(?:authtok|password|passwd|secret|token|passphrase))[ \t]*[=:][ \t]*(?<v>[^\s"'#$\\][^\s"'\\]{5,200})[ \t]*(?=\r?(?:\n|$)|\\[nr"]|["'])/gdi,
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
];
