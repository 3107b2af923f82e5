/**
 * Secrets given as arguments, known by the flag, the call or the words around them rather than by
 * a `name = value`: a single-dash flag named for a secret (`-srcstorepass`), the value of a
 * command that stores a secret (`az keyvault secret set --value`, `--secret-string`), a literal
 * echoed into a command that reads a secret from stdin, a call whose first literal names the
 * secret (`System.setProperty("db.password", "…")`), a credential built from a user and a
 * password (`new NetworkCredential("u", "…")`), a key given to what signs or encrypts with it
 * (`jwt.sign(payload, "…")`, `hmac.new(b"…")`, `cookieParser("…")`), and a generated value right
 * after the words that name it in a log line (`Using API key …`). (A password under the bare names
 * `pass` and `pwd` is `_bare_names.ts`'s.)
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, LOWER_DIGITS, sample } from "./_examples.ts";
import { isNotASecret, isPath } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { anyRealValue, ARG, ARG_GROUPS, bareValueEnds, type Rule, rule } from "./_rule.ts";

// A password and a key for the examples.
const PW = sample(7, ALNUM, 341) + "!" + sample(6, ALNUM, 342);
const KEY = sample(40, ALNUM, 343);

/** True for a bare value that ends where an argument ends, and is a real value. */
function argument(value: string, group: string, match: RegExpExecArray): boolean {
  return (group !== "bare" || bareValueEnds(match, group)) && anyRealValue(value) &&
    !/^(?:env|file|fd|pass):/.test(value) && !value.startsWith("-");
}

/** True when `value` reads as a secret given by position: 8+, not a word, a path or a name. */
export function keyLike(value: string): boolean {
  if (value.length < 8 || isNotASecret(value) || isPath(value) || /\s/.test(value)) return false;
  return /\d/.test(value) || /[^A-Za-z0-9_.-]/.test(value) ||
    (value.length >= 16 && /[a-z]/.test(value) && /[A-Z]/.test(value));
}

// Whose secret a single-dash flag names (`-srcstorepass`, `-keypass`, `-adminpassword`), and the
// words such flags hold (the rule's keywords; few, as every keyword costs every text a little).
const FLAG_OWNERS = [
  "src",
  "dest",
  "store",
  "key",
  "trust",
  "admin",
  "db",
  "root",
  "master",
  "bind",
  "auth",
  "client",
  "api",
];
const FLAG_WORDS = [
  "storepass",
  "keypass",
  "trustpass",
  "adminpass",
  "rootpass",
  "dbpass",
  "masterpass",
  "bindpass",
  "authpass",
  "clientsecret",
  "apisecret",
  "apitoken",
  "authtoken",
];

// Literals of a call: 'single', "double", b"bytes", with the JSON-escaped forms.
export const LIT = (name: string) =>
  String
    .raw`(?:[bBrRuU]?(?<${name}q>\\?["'])(?<${name}>[^"'\\\r\n]{1,300})\k<${name}q>)`;

/** The rules of this file, in the order they run (with the command rules). */
export const ARGUMENT_RULES: readonly Rule[] = [
  rule({
    id: "cli-password",
    examples: {
      match: [
        "keytool -importkeystore -storepass «" + PW + "» -srcstorepass «" + PW + "»",
        "az keyvault secret set --vault-name kv --name db --value «" + PW + "»",
        "aws secretsmanager create-secret --name prod/db --secret-string '«" + PW + "»'",
        "./migrate -db-pass-b64 «" + btoa(PW) + "» -up",
      ],
      clean: [
        "openssl rsa -in k.pem -passin file:pass.txt",
        "az keyvault secret set --vault-name kv --name db --file ./pw.txt",
        "kubectl set env deploy/app --value=1",
      ],
    },
    description:
      "single-dash flags that name whose secret it is (`-srcstorepass`, `-deststorepass`, `-keypass`, `-adminpassword`, `-clientsecret`, `-db-pass`, with an encoding after it: `-db-pass-b64`), `--secret-string`/`--secret-binary`, and `--value` of a command that stores a secret (`az keyvault secret set`, `aws ssm put-parameter`)",
    keywords: [...FLAG_WORDS, "-pass", "_pass", "--secret-", "--value"],
    pattern: new RegExp(
      String
        .raw`-(?:(?<=[ \t]-)(?:${
        FLAG_OWNERS.join("|")
      })[-_]?(?:store|key)?(?:pass|passwd|password|secret|token)(?:[-_](?:b64|base64|hex))?|-secret-(?:string|binary|value|text)|-value(?<=\b(?:secrets?|put-parameter|create-secret|put-secret-value)\b[^\n|;&]{0,200}--value))(?:=|[ \t]+)${ARG}`,
      "gdi",
    ),
    secret: ARG_GROUPS,
    accept: argument,
  }),
  rule({
    id: "stdin-secret",
    examples: {
      match: [
        'echo -n "«' + PW + '»" | gcloud secrets versions add db-pass --data-file=-',
        "printf '%s' '«" + PW + "»' | docker login -u ci --password-stdin registry.acme.io",
        "echo -n '«" + PW + "»' | sudo cryptsetup luksOpen /dev/sdb1 vault -d -",
        "echo '«" + PW + "»' | restic -r /mnt/nas/restic snapshots",
      ],
      clean: [
        'echo "$DB_PASSWORD" | docker login -u ci --password-stdin',
        'echo "hello" | wc -c',
        "echo '{\"ok\": true}' | jq .token",
        'echo "$RESTIC_PASSWORD" | restic -r /srv/restic check',
        "echo snapshots | restic-helper --list",
      ],
    },
    description:
      "a literal echoed into a command that reads a secret from stdin: `echo -n '…' | gcloud secrets versions add … --data-file=-`, `| docker login --password-stdin`, `| wrangler secret put`, `| kubectl create secret`, `| sudo -S`, `| cryptsetup`, `| gpg --passphrase-fd 0`, `| openssl … -pass stdin`, `| restic …` (it reads a repository's password from a pipe), `--password-file /dev/stdin`",
    keywords: ["echo", "printf"],
    pattern: new RegExp(
      String
        .raw`\b(?:echo(?:[ \t]+-[neE]{1,3})?|printf(?:[ \t]+(?:'%s'|"%s"|%s))?)[ \t]+${ARG}[ \t]*\|[ \t]*(?=[^\n|;&]{0,200}(?:\bsecrets?[ \t]+(?:set|put|create|add|versions|generic|write|edit)\b|password-stdin|--data-file=-|\bchpasswd\b|\bpasswd[ \t]+--stdin|\bsudo[ \t]+(?:-[A-Za-z]*S\b|--stdin)|--with-token|token-stdin|\bcryptsetup\b|--passphrase-fd[ \t]+0\b|-pass(?:in|out)?[ \t]+stdin\b|\brestic(?![\w-])|--password-file[ \t=]+\/dev\/stdin\b))`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => argument(value, group, match) && value.length >= 6,
  }),
  rule({
    id: "secret-call",
    examples: {
      match: [
        'System.setProperty("db.password", "«' + PW + '»");',
        "config.set('smtp.password', '«" + PW + "»')",
        'var cred = new NetworkCredential("deploy", "«' + PW + '»");',
        'server.login("alerts@acme.io", "«' + PW + '»")',
        'conn.setRequestProperty("X-Api-Key", "«' + sample(36, LOWER_DIGITS, 344) + '»");',
        'request.addHeader("X-Auth-Token", "«' + sample(36, LOWER_DIGITS, 345) + '»");',
        "$m->setSaslAuthData('cache', '«" + sample(14, ALNUM, 346) + "»');",
      ],
      clean: [
        'System.setProperty("db.user", "app");',
        'conn.setRequestProperty("Content-Type", "application/json");',
        'config.set("password.minLength", "12")',
        'new NetworkCredential("deploy", password)',
        'page.login("user", "password")',
      ],
    },
    description:
      'a call whose first literal names a secret, given its value: `System.setProperty("db.password", "…")`, `config.set("api_key", "…")`, `os.Setenv`, a header set by name (`setRequestProperty("X-Api-Key", "…")`, `addHeader`); a credential built from a user and a password: `new NetworkCredential("user", "…")`, `UsernamePasswordCredentials`, `PasswordAuthentication`, `BasicAuth`, Memcached\'s `setSaslAuthData`; a login made with them: `server.login("user", "…")`, `authenticate`, `simple_bind_s`',
    keywords: [
      ".set(",
      ".put(",
      "setproperty(",
      "requestproperty(",
      "header(",
      "setenv(",
      "putenv(",
      "setitem(",
      "setstring(",
      "setvalue(",
      "setsecret(",
      "setpassword(",
      "credential(",
      "credentials(",
      "auth(",
      "authdata(",
      "authentication(",
      "authenticate(",
      "login(",
      "bind_s(",
    ],
    pattern: new RegExp(
      String
        .raw`\([ \t]*${LIT("n")}[ \t]*,[ \t]*${LIT("s")}`,
      "gd",
    ),
    secret: ["s"],
    accept: (value, _group, match) => {
      // (From the call's parenthesis; the callee is read before it.)
      const before = match.input.slice(Math.max(0, match.index - 80), match.index);
      const callee = /(?<![\w$])[A-Za-z_$][\w$]{0,60}[ \t]*$/.exec(before)?.[0].trim() ?? "";
      // A credential built, or a login made, from a user and a password (`server.login("u", "…")`
      // of smtplib or ftplib, Mongo's `db.auth`, `authenticate`, LDAP's `simple_bind_s`).
      if (
        /(?:Credentials?|Auth|AuthData|Authentication|Login|^login|^auth|^authenticate|bind_s)$/
          .test(callee)
      ) {
        return anyRealValue(value) && value.length >= 6;
      }
      if (!/^(?:set\w{0,20}|put\w{0,10}|Setenv|putenv|add\w{0,10}|store)$/i.test(callee)) {
        return false;
      }
      const kind = nameKind(match.groups!.n!.replace(/^.*[.:\/]/, ""));
      return valueFor(kind, value) && !/^\d+$/.test(value);
    },
  }),
  rule({
    id: "signing-key",
    examples: {
      match: [
        'jwt.sign(payload, "«' + KEY + '»", { expiresIn: "1h" })',
        'digest = hmac.new(b"«' + KEY + '»", msg, hashlib.sha256)',
        'app.use(cookieParser("«' + KEY + '»"))',
      ],
      clean: [
        "jwt.sign(payload, process.env.JWT_SECRET)",
        'crypto.createHmac("sha256", secret)',
        'crypto.createDecipheriv("aes-256-gcm", key, nonce)',
        'jwt.decode(token, options={"verify_signature": False})',
      ],
    },
    description:
      'a key given to what signs or encrypts with it: `jwt.sign(payload, "…")`, `jwt.encode(…, "…")`, `jwt.verify`/`decode`, `hmac.new(b"…")`, `createHmac("sha256", "…")`, `createCipheriv("aes-256-gcm", "…", iv)` (after the cipher named first), `cookieParser("…")`, `Fernet(b"…")`, `AES.new(b"…")` (8+ characters, not a word)',
    keywords: ["jwt.", "hmac", "cookieparser(", "fernet(", "aes.new(", "cipheriv("],
    pattern: new RegExp(
      String
        .raw`(?<![\w$])(?:jwt\.(?:sign|encode|verify|decode)\([^,()\n]{1,120},|(?:hmac\.new|hmac\.New|HMAC|Fernet|AES\.new|cookieParser)\(|(?:createHmac|createCipheriv|createDecipheriv)\([ \t]*["'][\w-]{1,20}["'][ \t]*,)[ \t]*(?:\[\]byte\()?${
        LIT("s")
      }`,
      "gd",
    ),
    secret: ["s"],
    accept: keyLike,
  }),
  rule({
    id: "prose-password",
    examples: {
      match: [
        "DEBUG Using API key «" + KEY + "» for the request",
        "retrying with token «" + KEY + "»",
      ],
      clean: ["Using API key from the environment", "token " + sample(8, ALNUM, 344) + " expired"],
    },
    description:
      "a generated value (20+, a digit and mixed case, or long hex) right after the words that name it in a log or a sentence: `Using API key …`, `with token …`, `secret …`",
    keywords: [
      "api key ",
      "api_key ",
      "api-key ",
      "apikey ",
      "access key ",
      "access_key ",
      "secret ",
      "secret key ",
      "token ",
      "password ",
      "passphrase ",
    ],
    pattern:
      /\b(?:api[ _-]?key|access[ _-]?key|secret(?:[ _-]?key)?|token|password|passphrase)[ \t]+(?<s>[A-Za-z0-9_+\/=.~-]{20,300})(?![A-Za-z0-9_+\/=.~-])/gdi,
    secret: ["s"],
    accept: (value) => looksGenerated(value, 20) || /^[0-9a-f]{32,}$/i.test(value),
  }),
  rule({
    id: "prose-password",
    examples: {
      match: [
        "set the password to `«" + sample(5, ALNUM, 346) + "=" + sample(6, ALNUM, 347) +
        "»` and retry",
        "I set the staging db password to «" + PW + "» yesterday, can you update the docs?",
        "the new passphrase is «" + sample(6, ALNUM, 348) + "%" + sample(5, ALNUM, 349) + "».",
      ],
      clean: [
        "the password is required",
        "set the password to `DB_PASSWORD` from the vault",
        "bumped the password library to v2.3.1",
        "the password to `$PGPASSWORD` is read at start",
      ],
    },
    description:
      "a password in a sentence after the word that names it (`password to …`, `passphrase is …`): in backticks any real value with a digit or a symbol, bare (after `is`, `was`, `to`, …) one with letters, a digit and a symbol or both cases",
    keywords: ["password ", "passphrase ", "passcode "],
    pattern:
      /\b(?:password|passphrase|passcode)[ \t]+(?:(?:is|was|to|now|becomes)[ \t]+){0,2}(?:\x60(?<bt>[^\x60\s]{6,100})\x60|(?<=(?:is|was|to|now|becomes)[ \t]+)(?<s>[^\s\x60"',;()<>\[\]{}]{8,64}?))(?=[.,;:!?)]?(?:\s|$))/gdi,
    secret: ["bt", "s"],
    accept: (value, group) => {
      if (!anyRealValue(value) || isPath(value) || value.startsWith("$")) return false;
      if (/^v?\d+(?:\.\d+)+$/.test(value) || /^[A-Za-z][\w.-]*$/.test(value) && !/\d/.test(value)) {
        return false;
      }
      if (group === "bt") return /[\d!@#$%^&*=+~?]/.test(value);
      return /\d/.test(value) && /[A-Za-z]/.test(value) &&
        (/[^A-Za-z0-9]/.test(value) || /[a-z]/.test(value) && /[A-Z]/.test(value)) &&
        !/:\/\//.test(value);
    },
  }),
  rule({
    id: "secret-call",
    examples: {
      match: [
        'DriverManager.getConnection("jdbc:mysql://db/app", "app", "«' + PW + '»");',
        'echo "::add-mask::«' + KEY + '»"',
      ],
      clean: [
        'DriverManager.getConnection("jdbc:mysql://db/app", "app", password);',
        'echo "::add-mask::$DEPLOY_TOKEN"',
      ],
    },
    description:
      'the password of a connection opened with a URL, a user and a password (`DriverManager.getConnection("jdbc:…", "user", "…")`, `connect("host:port", "user", "…")`), and a value a CI job masks as a secret (`::add-mask::…`)',
    keywords: ["getconnection(", "connect(", "::add-mask::"],
    pattern: new RegExp(
      String
        .raw`(?:(?:getConnection|connect)\([ \t]*${LIT("u")}[ \t]*,[ \t]*${LIT("n")}[ \t]*,[ \t]*${
        LIT("s")
      }|::add-mask::(?<m>[^\s"'\x60\\]{6,300}))`,
      "gd",
    ),
    secret: ["s", "m"],
    accept: (value, group, match) =>
      anyRealValue(value) && !value.startsWith("%") &&
      (group === "m" || /:/.test(match.groups!.u!) && value.length >= 4),
  }),
  rule({
    id: "query-secret",
    examples: {
      match: [
        'curl "https://acme-fn.azurewebsites.net/api/hook?code=«' + sample(54, ALNUM, 345) +
        '==»"',
      ],
      clean: ["https://shop.acme.io/checkout?code=SUMMER24&coupon=" + sample(20, ALNUM, 346)],
    },
    description:
      "an Azure Functions key in a function URL's `code=` (an OAuth callback's `code=` is `oauth-code`'s)",
    keywords: ["azurewebsites.net"],
    pattern:
      /\.azurewebsites\.net(?::\d{1,5})?\/[^\s?#"']{0,200}\?(?:[^\s#"']{0,300}?&)?code=(?<s>[A-Za-z0-9_\-\/+%]{20,200}(?:==?|%3D(?:%3D)?)?)/gd,
    secret: ["s"],
  }),
];
