/**
 * Shapes read from held-out corpus thirty-six's misses (docs/redaction.md, "Corpus thirty-six
 * after it was seen": schools, universities, HR and payroll back offices), as shapes of any text:
 * an API key given as a Basic user with a stand-in password (`curl -u "<key>:x"`,
 * `https://<key>:x@host`, as BambooHR, Freshdesk or Harvest take it), `radtest`'s password and
 * RADIUS shared secret, a password salt by its name, JupyterHub's crypt keys, and a plain-text
 * user file's passwords (a `user:password:admin` line anywhere, any `user:password` line under a
 * line naming `user.txt`, as EZproxy keeps them), a setting's secret given as `--name=… --set=…`
 * (Moodle's `cfg.php`), a keytab pasted in base64 under a line naming it, and a hex key the
 * terminal's wrap cut after `key=`/`token=`.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

/** True for a value of letters and digits both, not a placeholder. */
const mixed = (v: string) => /\d/.test(v) && /[a-z]/i.test(v) && !isNotASecret(v);

/** True for a chosen password: letters and a digit, or both cases and a symbol; no stand-in. */
const chosen = (v: string) =>
  (/\d/.test(v) && /[a-z]/i.test(v) || /[a-z]/.test(v) && /[A-Z]/.test(v) && /[^\w]/.test(v)) &&
  !isNotASecret(v);

// A quoted or bare shell word: its text in `q` (single), `d` (double) or `b` (bare) of `name`.
const word = (name: string) =>
  String
    .raw`(?:'(?<${name}q>[^'\r\n]{1,128})'|"(?<${name}d>[^"\r\n]{1,128})"|(?<${name}b>[^\s'"]{1,128}))`;

/** The rules of this file, in order (after the assignments and the base64 rest). */
export const THIRTYSIX_RULES: readonly Rule[] = [
  rule({
    id: "key-as-basic-user",
    examples: {
      match: [
        'curl -u "' + mark(sample(40, HEX, 36_001)) + ':x" https://api.example.com/v1/people',
        "GET https://" + mark(sample(32, ALNUM, 36_002)) + ":X@api.example.com/v1/tickets",
      ],
      clean: [
        'curl -u "admin:x" https://api.example.com/v1/people',
        "https://" + "x".repeat(40) + ":x@api.example.com/",
        "curl -u user:password https://api.example.com/",
      ],
    },
    description:
      'an API key given as a Basic user with a stand-in password (`x`, `X`, `api_token`): `curl -u "<key>:x"`, `https://<key>:x@host` (BambooHR, Freshdesk, Harvest and the like)',
    keywords: [":x@", ':x"', ":x'", ":x ", ":api_token"],
    pattern:
      /(?:(?:^|[\s=])-u[ \t]*["']?|--user[ \t=]["']?|:\/\/)(?<v>[A-Za-z0-9_-]{24,100}):(?:x|X|api_token)(?=[@"'\s]|$)/gd,
    secret: ["v"],
    accept: (v) => mixed(v),
  }),
  rule({
    id: "radtest-password-secret",
    examples: {
      match: [
        "$ radtest jdoe '" + mark(sample(12, ALNUM, 36_010)) + "' 127.0.0.1 0 " +
        mark(sample(18, ALNUM, 36_011)),
        "radtest -t mschap alice " + mark(sample(10, ALNUM, 36_012)) + " radius.lan:1812 10 " +
        mark(sample(16, ALNUM, 36_013)),
      ],
      clean: [
        "radtest testing password 127.0.0.1 0 testing123",
        "radtest <user> <password> <server> <nas-port> <secret>",
        "run radtest against the server",
      ],
    },
    description:
      "`radtest`'s password and RADIUS shared secret (`radtest [-t <type>] <user> <password> <server> <nas-port> <secret>`), not FreeRADIUS's documented `testing123` nor a stand-in",
    keywords: ["radtest"],
    pattern: new RegExp(
      String.raw`\bradtest(?:[ \t]+-[a-zA-Z46][ \t]+[^\s-]\S*|[ \t]+-[46x])*[ \t]+\S+[ \t]+${
        word("p")
      }[ \t]+[\w.:\[\]-]+[ \t]+\d{1,5}[ \t]+${word("s")}`,
      "gd",
    ),
    secret: ["pq", "pd", "pb", "sq", "sd", "sb"],
    accept: (v) => !isNotASecret(v) && !/^(?:testing123|password|secret)$/i.test(v),
  }),
  rule({
    id: "password-salt-by-name",
    examples: {
      match: [
        "$CFG->passwordsaltmain = '" + mark(sample(32, ALNUM, 36_020)) + "';",
        "'passwordsaltalt1' => '" + mark(sample(40, ALNUM, 36_021)) + "',",
      ],
      clean: [
        "$CFG->passwordsaltmain = '';",
        "password_salt_rounds = 12",
        "$CFG->passwordsaltmain = getenv('MOODLE_SALT');",
      ],
    },
    description:
      "a site-wide password salt by its name (`$CFG->passwordsaltmain`, `passwordsaltalt1`, `PASSWORD_SALT`) holding a generated value",
    keywords: ["passwordsalt", "password_salt"],
    pattern:
      /password_?salt(?:main|alt\d{1,2})?["']?[ \t]*(?:=>?|:)[ \t]*["']?(?<v>[^\s"';,]{16,128})/gdi,
    secret: ["v"],
    accept: (v) => mixed(v) && !/[()$]/.test(v),
  }),
  rule({
    id: "crypt-keeper-keys",
    examples: {
      match: [
        'c.CryptKeeper.keys = ["' + mark(sample(64, HEX, 36_030)) + '"]',
        "c.CryptKeeper.keys = [b'" + mark(sample(64, HEX, 36_031)) + "']",
      ],
      clean: [
        "c.CryptKeeper.keys = []",
        'c.CryptKeeper.keys = [os.environ["CRYPT_KEY"]]',
      ],
    },
    description:
      "JupyterHub's auth-state encryption keys: `c.CryptKeeper.keys = [\"…\", …]` (the first two; `JUPYTERHUB_CRYPT_KEY=…` is the assignments' rule)",
    keywords: ["cryptkeeper"],
    pattern:
      /CryptKeeper\.keys[ \t]*=[ \t]*\[[ \t]*[bB]?["'](?<v>[A-Za-z0-9+\/=_-]{16,128})["'](?:[ \t]*,[ \t]*[bB]?["'](?<w>[A-Za-z0-9+\/=_-]{16,128})["'])?/gdi,
    secret: ["v", "w"],
    accept: (v) => mixed(v),
  }),
  rule({
    id: "user-password-admin-line",
    examples: {
      match: ["# user.txt\nlibrarian:" + mark(sample(9, ALNUM, 36_040) + "!") + ":admin"],
      clean: ["scopes = user:write:admin", "sudo:x:27:admin", "alice:$apr1$abc$def:admin"],
    },
    description:
      "a `user:password:admin` line of a plain-text user file (EZproxy's `user.txt`): the password, letters and digits, not a stand-in or a hash",
    keywords: [":admin"],
    pattern:
      /(?:^|\n|\\n|":[ \t]?")[ \t]*[\w.@-]{1,40}:(?<v>[^\s:$"'\\]{6,64}):admin[ \t]*(?=\r?\n|\r?$|\\[rn]|")/gd,
    secret: ["v"],
    accept: chosen,
  }),
  rule({
    id: "user-file-password-line",
    examples: {
      match: [
        "# /usr/local/ezproxy/user.txt\nkiosk:" + mark(sample(10, ALNUM, 36_041) + "7") +
        "\n::CAS",
      ],
      clean: ["# user.txt\nlocalhost:8080\nalice:bob\n::LDAP", "see user.txt for the format"],
    },
    description:
      "a `user:password` line of an EZproxy-style `user.txt` (within 400 characters after a line naming the file): the password, a chosen one",
    keywords: ["user.txt"],
    wholeText: true,
    pattern:
      /(?<=user\.txt[\s\S]{0,400}(?:\n|\\n|":[ \t]?"))[ \t]*[\w.@-]{1,40}:(?<v>[^\s:$"'\\]{6,64})(?::[\w;=,.-]{1,60})?[ \t]*(?=\r?\n|\r?$|\\[rn]|")/gd,
    secret: ["v"],
    accept: chosen,
  }),
  rule({
    id: "cli-setting-secret",
    examples: {
      match: [
        "php admin/cli/cfg.php --name=smtppass --set='" + mark(sample(9, ALNUM, 36_050) + "_x7") +
        "'",
        "php cfg.php --component=auth_ldap --name=bind_pw --set=" + mark(sample(12, ALNUM, 36_051)),
      ],
      clean: ["php admin/cli/cfg.php --name=smtppass --set=''", "--name=smtphosts --set=mail.lan"],
    },
    description:
      "a setting's secret given on a command line as `--name=<…pass…|…secret…|…key|…token|…pw> --set=<value>` (Moodle's `admin/cli/cfg.php`)",
    keywords: ["--set="],
    pattern: new RegExp(
      String
        .raw`--name[= ](?:\w{0,40}(?:pass|secret|token|_?pw\b|key\b))\w{0,20}[ \t]+(?:--\w+=\S+[ \t]+)?--set=${
        word("v")
      }`,
      "gdi",
    ),
    secret: ["vq", "vd", "vb"],
    accept: chosen,
  }),
  rule({
    id: "keytab-base64-block",
    examples: {
      match: [
        "the keytab, base64:\n" + mark(
          sample(76, ALNUM, 36_060) + "\n" + sample(76, ALNUM, 36_061) + "\n" +
            sample(20, ALNUM, 36_062) + "==",
        ),
      ],
      clean: ["the keytab is at /etc/krb5.keytab\nklist -k /etc/krb5.keytab"],
    },
    description:
      "a keytab pasted in base64 under a line naming it: the block of wrapped lines (48 to 120 base64 characters each, the last shorter)",
    keywords: ["keytab"],
    wholeText: true,
    pattern:
      /keytab[^\n]{0,200}?(?:\r?\n|\\r?\\n)(?<v>(?:[A-Za-z0-9+\/]{48,120}(?:\r?\n|\\r?\\n)){1,400}[A-Za-z0-9+\/]{1,120}={0,2})(?![A-Za-z0-9+\/=])/gdi,
    secret: ["v"],
    accept: (v) => /\d/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v),
  }),
  rule({
    id: "hex-key-cut-by-wrap",
    examples: {
      match: [
        "12:00:01 sync[42]: request with key=" + mark(sample(26, HEX, 36_070)) + "\n" +
        mark(sample(14, HEX, 36_071)) + " status=401",
        "GET /rest?wstoken=[REDACTED]\n" + mark(sample(12, HEX, 36_072)) + "&f=json",
      ],
      clean: [
        "key=" + sample(26, HEX, 36_073) + "\n" + sample(10, HEX, 36_074) + " status=401",
        "token=abc\ndeadbeef next=1",
      ],
    },
    description:
      "a hex key after `key=`/`token=` that the terminal's wrap cut at the line's end: its rest starts the next line before `&name=` or ` name=`, the two 32, 40 or 64 digits long together (or the head already caught)",
    keywords: ["token=", "key="],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /(?:token|key)=(?<a>[0-9a-fA-F]{4,63}|\[REDACTED\])[ \t]*(?:\r?\n|\\r?\\n)(?<b>[0-9a-fA-F]{4,60})(?=&[\w\[\]%.-]{1,40}=|[ \t]+[\w.-]{1,40}=)/gd,
    secret: ["a", "b"],
    accept: (_v, _group, match) => {
      const a = match.groups!.a!, b = match.groups!.b!;
      if (a === "[REDACTED]") return /\d/.test(b) && /[a-f]/i.test(b) && b.length >= 6;
      const whole = a + b;
      return [32, 40, 64].includes(whole.length) && /\d/.test(whole) && /[a-f]/i.test(whole);
    },
  }),
];
