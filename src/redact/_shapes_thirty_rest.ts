/**
 * Shapes read from the rest of held-out corpora thirty and twenty-six (docs/redaction.md, "Corpus
 * thirty's rest (t-red36)"), as shapes of any text: a Weights & Biases API key named in a sentence,
 * a login's password hash on the line that names the login, a generated value a clipboard command
 * prints alone, the password under the login in a mail's credentials.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isNotASecret, looksLikeBareSecret } from "./_filters.ts";
import { shapeNeeds } from "./_nearby.ts";
import { passwordLike } from "./_prose.ts";
import { type Rule, rule } from "./_rule.ts";

// A crypt-format password hash's scheme and parameters (kept readable), and the salt and hash.
const SCHEME = String
  .raw`\$(?:(?:apr1|2[abxy]|1|5|6|7|argon2(?:id|i|d))\$(?:v=\d{1,3}\$)?(?:m=\d{1,9},t=\d{1,4},p=\d{1,3}\$|rounds=\d{1,9}\$|\d{2,6}\$)?|y\$[.\/0-9A-Za-z]{1,12}\$)`;
const HASH = String.raw`[A-Za-z0-9.\/+=-]{8,200}(?:\$[A-Za-z0-9.\/+=-]{8,200}){0,2}`;

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

/** The rules of this file that run with the vendor tokens, in order. */
export const THIRTY_REST_RULES: readonly Rule[] = [
  rule({
    id: "wandb-key",
    examples: {
      match: [
        "cell 3 has a W&B key `" + mark(sample(40, HEX, 36_001)) + "`",
        "my wandb API key is " + mark(sample(40, HEX, 36_002)) + ", is it leaked?",
      ],
      clean: [
        "W&B run " + sample(40, HEX, 36_003) + " finished",
        "the wandb key lives in ~/.netrc",
      ],
    },
    description:
      "a Weights & Biases API key (40 hex digits) named in a sentence: `W&B`, `wandb` or `Weights & Biases`, then `key` or `API key`, then the key within a few characters (`WANDB_API_KEY=` and `wandb login` are the assignment and command rules')",
    keywords: ["w&b", "wandb", "weights & biases", "weights and biases"],
    pattern:
      /(?:W&B|[Ww]andb|WANDB|Weights (?:&|and) Biases)(?![\w&])[^\n]{0,40}?\b(?:[Aa][Pp][Ii][ _-]?)?[Kk]ey\b[^\n]{0,20}?(?<![0-9A-Za-z])(?<v>[0-9a-f]{40})(?![0-9A-Za-z])/gd,
    secret: ["v"],
  }),
  rule({
    id: "login-hash-line",
    examples: {
      match: [
        "admin:$apr1$" + mark(sample(8, ALNUM, 36_004) + "$" + sample(22, ALNUM, 36_005)),
        "root:$6$" + mark(sample(16, ALNUM, 36_006) + "$" + sample(86, ALNUM, 36_007)) +
        ":19876:0:99999:7:::",
        "ADMIN_TOKEN='$argon2id$v=19$m=65540,t=3,p=4$" +
        mark(sample(43, ALNUM, 39_001) + "$" + sample(43, ALNUM, 39_002)) + "'",
      ],
      clean: [
        "Each line is `<username>:<hash>`; the hash starts `$apr1$` or `$2y$`.",
        "root:x:0:0:root:/root:/bin/bash",
      ],
    },
    description:
      "a login's password hash on the line that names the login (`user:$apr1$salt$hash` of an `.htpasswd` or `htpasswd -n`, `user:$6$…:…` of `/etc/shadow`, Mosquitto's `$7$`, Caddy's `basicauth` line `user $2a$…`, `usermod -p '$6$…' user`, a token or password setting given its hash, `ADMIN_TOKEN='$argon2id$…'`; bcrypt, MD5-, SHA- and yescrypt, argon2): it cracks offline into that login, so the salt and hash go and the scheme stays readable (`admin:$apr1$[REDACTED]`); a hash with no login on its line stays",
    keywords: ["$apr1$", "$2y$", "$2b$", "$2a$", "$1$", "$5$", "$6$", "$7$", "$y$", "$argon2"],
    pattern: new RegExp(
      // `user:hash` (a password file's line, `htpasswd -n`), `user hash` alone on its line
      // (Caddy's `basicauth`), `usermod -p 'hash' user` (a build recipe's account), a name for a
      // token or password given the hash (Vaultwarden's `ADMIN_TOKEN='$argon2id$…'`; a name that
      // says hash, `passwordHash:`, stores it as designed: corpus sixteen keeps it).
      String
        .raw`(?:(?:^|(?<=\\n|→|["'\x60]))[ \t>]*[A-Za-z_][\w.@+-]{0,63}(?::|[ \t]+(?=${SCHEME}${HASH}[ \t]*(?:\r|$|\\[nr])))|(?:usermod|useradd)\b[^\n]{0,100}?[ \t]-p[ \t]+\\?['"]?|[A-Za-z_][\w.-]{0,63}(?:TOKEN|[Tt]oken|PASSWORD|[Pp]assword|SECRET|[Ss]ecret)["']?[ \t]*[=:][ \t]*\\?['"]?)${SCHEME}(?<h>${HASH})(?![\w.\/+=$-])`,
      "gmd",
    ),
    secret: ["h"],
  }),
  rule({
    id: "clipboard-secret",
    examples: {
      match: [
        "$ pbpaste\n«" + sample(32, HEX, 36_008) + "»\n$ pbpaste | wc -c",
        "PS> Get-Clipboard\n«" + sample(40, ALNUM, 36_009) + "»",
      ],
      clean: [
        "$ pbpaste\nhttps://example.org/docs/install",
        "$ wl-paste\n" + sample(40, HEX, 36_010),
      ],
    },
    description:
      "a generated value a clipboard command prints alone on the next line (`pbpaste`, `xclip -o`, `xsel -o`, `wl-paste`, `Get-Clipboard`): a key someone copied; a digest's length (40 or 64 hex), a URL or words stay",
    keywords: ["pbpaste", "xclip", "xsel", "wl-paste", "get-clipboard"],
    reach: { after: 600 },
    // (The command ends its line, piped nowhere: `pbpaste | wc -c` prints a count.)
    pattern:
      /(?<![\w-])(?:pbpaste|xclip[ \t]+(?:[\w-]{1,20}[ \t]+){0,4}-o(?:ut)?|xsel[ \t]+(?:[\w-]{1,20}[ \t]+){0,3}(?:-o|--output)|wl-paste|Get-Clipboard)[ \t]*\r?\n(?<v>[^\s"'\x60]{16,512})(?=[ \t]*(?:\r?\n|$))/gdi,
    secret: ["v"],
    accept: (value) => shapeNeeds(value) === "any" && !isNotASecret(value),
  }),
  rule({
    id: "credentials-lines",
    examples: {
      match: [
        "Your new credentials:\n    ana_04\n    «Kq7~" + sample(10, ALNUM, 36_011) +
        "»\nServer: ftp.example.org",
        "> Login details:\n>   deploy@example.org\n>   «" + sample(6, ALNUM, 36_012) + "#7x" +
        sample(4, ALNUM, 36_013) + "»",
      ],
      clean: [
        "Your credentials:\n  username\n  password",
        "Credentials:\n  admin\n  see the vault (ticket 4411)",
      ],
    },
    description:
      "the password a host's mail gives under the login, each alone on its line after `credentials:`, `login details:` or `access details:` (behind a mail's `>` quote marks or not): the second line, when it could be a password (a digit, a letter, and a symbol or both cases; or both cases and a symbol)",
    keywords: ["credentials:", "login details:", "access details:"],
    reach: { after: 400 },
    pattern:
      /(?<=credentials|login details|access details)[ \t]*:[ \t]*\r?\n(?:[ \t]{0,4}>){0,3}[ \t]*[\w.@+-]{2,64}[ \t]*\r?\n(?:[ \t]{0,4}>){0,3}[ \t]*(?<v>[^\s"'\x60]{8,64})[ \t]*(?=\r?\n|$|\\?")/gdi,
    secret: ["v"],
    // (A password with no digit mixes both cases with a symbol: `JpFdaqQI~sSPosvL`.)
    accept: (value) =>
      passwordLike(value) ||
      looksLikeBareSecret(value, 8) && /[a-z]/.test(value) && /[A-Z]/.test(value),
  }),
];
