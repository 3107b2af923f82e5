/**
 * Shapes read from held-out corpus seventeen's misses (docs/redaction.md, "Corpus seventeen after
 * it was seen"): credential files and commands in their own syntax. Every `--from-literal` of a
 * `kubectl create secret` (whatever its key is called), a plan's `"old" -> "new"` whose other side
 * is a secret, a NuGet `<apikeys>` section, an `.npmrc` `//host/:_password=`, a pgbouncer userlist's
 * `"user" "password"` lines, and a salt or pepper set to a generated literal.
 */
import { ALNUM, sample } from "./_examples.ts";
import { REDACTED } from "./_filters.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { anyRealValue, literal, type Rule, rule } from "./_rule.ts";

const KEY = sample(32, ALNUM, 17_101);
const PW = sample(7, ALNUM, 17_102) + "~" + sample(8, ALNUM, 17_103);
// A password of words and digits (what the token rules leave to a name or a place).
const WORDY = "river" + sample(4, "0123456789", 17_104) + "stone";

/** True when the `--from-literal` in `match` belongs to a `create secret` command. */
function createsSecret(match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 600), match.index);
  const command = before.slice(Math.max(before.lastIndexOf("kubectl"), before.lastIndexOf("oc ")));
  return /\bcreate[ \t]+secret\b/.test(command);
}

/** True when `value`, the other side of a change whose one side was taken, is a value. */
function otherSide(value: string, group: string, match: RegExpExecArray): boolean {
  const other = match.groups?.[group === "a" ? "b" : "a"] ?? "";
  return other === REDACTED && value !== REDACTED && literal(value);
}

/** True when the `<add … value="…">` in `match` stands in an open `<apikeys>` section. */
function inApiKeys(match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 2000), match.index).toLowerCase();
  return before.lastIndexOf("<apikeys>") > before.lastIndexOf("</apikeys>");
}

/** The ones that run before the assignment rules (which would read these values in part). */
export const SEVENTEEN_FILE_RULES: readonly Rule[] = [
  rule({
    id: "kubectl-secret-literal",
    examples: {
      match: [
        "kubectl -n pay create secret generic api-keys \\\n  --from-literal=PSP_ID=«" + KEY +
        "» \\\n  --from-literal=WEBHOOK=«" + PW + "»",
        "oc create secret generic db --from-literal 'url=«" + KEY + "»'",
        "kubectl create secret generic hook --from-literal=token='«" + PW + "»'",
      ],
      clean: [
        "kubectl create configmap app --from-literal=LOG_LEVEL=debug",
        "kubectl create secret generic db --from-literal=password=$DB_PASSWORD",
      ],
    },
    description:
      "every `--from-literal=KEY=VALUE` of a `kubectl` or `oc` `create secret` command (whatever the key is called)",
    keywords: ["from-literal"],
    wholeText: true,
    pattern:
      /--from-literal(?:=|[ \t]+)(?:'[\w.-]{1,100}=(?<sq>[^'\r\n]{1,500})'|"[\w.-]{1,100}=(?<dq>[^"\r\n]{1,500})"|[\w.-]{1,100}=(?:'(?<vsq>[^'\r\n]{1,500})'|"(?<vdq>[^"\r\n]{1,500})"|(?<bare>[^\s'"\\]{1,500})))/gd,
    secret: ["sq", "dq", "vsq", "vdq", "bare"],
    accept: (value, _group, match) => anyRealValue(value) && createsSecret(match),
  }),
  rule({
    id: "nuget-api-key",
    examples: {
      match: [
        '<apikeys>\n  <add key="https://api.nuget.org/v3/index.json" value="«' + KEY +
        '»" />\n</apikeys>',
      ],
      clean: [
        '<packageSources>\n  <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />\n</packageSources>',
        '<apikeys>\n  <add key="https://nuget.acme.io" value="%NUGET_KEY%" />\n</apikeys>',
      ],
    },
    description:
      'the values of a `NuGet.config` `<apikeys>` section (`<add key="<feed>" value="<key>"/>`)',
    keywords: ["<apikeys>"],
    wholeText: true,
    pattern: /<add[ \t]+key="[^"\r\n]{1,300}"[ \t]+value="(?<v>[^"\r\n]{1,500})"/gd,
    secret: ["v"],
    accept: (value, _group, match) => literal(value) && inApiKeys(match),
  }),
  rule({
    id: "npmrc-password",
    examples: {
      match: [
        "//npm.pkg.acme.io/:username=ci\n//npm.pkg.acme.io/:_password=«" + btoa(PW) + "»",
      ],
      clean: [
        "//npm.pkg.acme.io/:_password=${NPM_PASSWORD_B64}",
        "//registry.acme.io/:always-auth=true",
      ],
    },
    description:
      "an `.npmrc` registry's `//host/:_password=` (base64 of the password; `:_auth=` is `base64-credential`'s)",
    keywords: [":_password"],
    pattern: /\/:_password[ \t]*=[ \t]*["']?(?<v>[A-Za-z0-9+\/=]{4,500})/gd,
    secret: ["v"],
    accept: literal,
  }),
  rule({
    id: "userlist-password",
    examples: {
      match: [
        'cat > /etc/pgbouncer/userlist.txt <<\'EOF\'\n"app" "«' + PW + '»"\n"metrics" "«' +
        KEY.slice(0, 18) + '»"\nEOF',
      ],
      clean: [
        '# userlist.txt\n"app" "SCRAM-SHA-256$4096:' + btoa(KEY.slice(0, 16)) + '"',
        'userlist:\n"a" "b"',
      ],
    },
    description:
      'a pgbouncer `userlist.txt` (`auth_file`) line `"user" "password"` (not an `md5…` or `SCRAM-SHA-256$…` hash)',
    keywords: ["userlist", "auth_file"],
    wholeText: true,
    pattern:
      /(?<=^|\n)(?:[ \t]*\d{1,7}→)?[+-]?[ \t]*"[\w.@-]{1,100}"[ \t]+"(?<v>[^"\r\n]{4,300})"[ \t]*(?=\r?\n|$|")/gd,
    secret: ["v"],
    accept: (value) => literal(value) && !/^md5[0-9a-f]{32}$|^SCRAM-SHA-256\$/.test(value),
  }),
  rule({
    id: "plan-change-secret",
    examples: {
      match: [
        '      ~ value = "«' + WORDY + '»" -> "«' + PW + '»"',
      ],
      clean: ['      ~ instance_type = "t3.small" -> "t3.medium"'],
    },
    description:
      'a plan\'s change `"old" -> "new"` (`terraform plan`, `pulumi preview`) whose other side was taken as a secret: the old value is one too',
    keywords: ["[redacted]"],
    lineHas: /->/g,
    pattern: /=[ \t]*"(?<a>[^"\r\n]{1,300})"[ \t]*->[ \t]*"(?<b>[^"\r\n]{1,300})"/gd,
    secret: ["a", "b"],
    accept: otherSide,
  }),
  rule({
    id: "salt-literal",
    examples: {
      match: [
        '    session_salt: str = "«' + KEY.slice(0, 24) + '»"',
        "PASSWORD_PEPPER = '«" + KEY.slice(4, 28) + "»'",
      ],
      clean: ['SALT_ROUNDS = "12"', 'hash_salt = "pbkdf2-sha256"', 'salt := "user-" + id'],
    },
    description:
      "a salt or pepper (`session_salt`, `PASSWORD_PEPPER`) set to a generated literal, in any assignment syntax",
    keywords: ["salt", "pepper"],
    pattern:
      /(?:salt|pepper)(?:["']?[ \t]*(?::[ \t]*[\w.\[\]]{1,30}[ \t]*)?(?:=>|:=|=|:))[ \t]*(?:"(?<dq>[^"\s\\]{12,300})"|'(?<sq>[^'\s\\]{12,300})')/gdi,
    secret: ["dq", "sq"],
    accept: (value) => looksGenerated(value, 12) || digitsSpread(value),
  }),
];
