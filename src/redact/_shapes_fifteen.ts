/**
 * Shapes read from held-out corpus fifteen's misses (docs/redaction.md, "Corpus fifteen after it
 * was seen"), each written for the shape rather than the case: a secret-named C or C++ constant
 * declared with `[]` or a brace initialiser, a secret-named value compared with a literal (`==`,
 * `~=`, `!=`), a name and its value paired in a Python tuple (a Flask or Werkzeug form echoed in a
 * log), a JAAS `user_<name>="…"` entry, a mount's `password=` option, a query's short
 * `u=`/`p=` pair, a generated literal given to a member of a type named for keys (`enum Keys`).
 * Widened elsewhere: `cli-password` (Sentinel's `sentinel auth-pass <master>`; a
 * single-dash flag `-db-pass`, also with an encoding after it: `-db-pass-b64`), `jwk-private-key`
 * (a JavaScript object's bare names), `secret-call` (`setSaslAuthData`), `sql-row-secret` (an
 * `INSERT … RETURNING` as an ORM logs it), `joined-variables-secret` (lower case and digits
 * joined), the other-language prose (`c'est maintenant`), the id words (a Vault token `accessor`
 * is a handle, not the token).
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, LOWER_DIGITS, sample } from "./_examples.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { literal, type Rule, rule } from "./_rule.ts";

const PW = sample(7, ALNUM, 6601) + "." + sample(6, ALNUM, 6602);
// (Lower case and digits: the form the nearby and random-token rules leave to a name.)
const KEY = sample(32, LOWER_DIGITS, 6603);

/**
 * Whether `value` is a secret under the name `name` (judged by the name's words): one word, no
 * path. (A password holding a dot and a digit is no dotted identifier.)
 */
function named(name: string | undefined, value: string): boolean {
  const kind = nameKind(name ?? "");
  if (kind === undefined || !literal(value) || /[\s\/]/.test(value)) return false;
  return valueFor(kind, value) ||
    kind === "password" && /\d/.test(value) && /[A-Za-z]/.test(value);
}

/** What `pattern`'s group 1 takes of the 100 characters before the match, if it matches there. */
function nameBefore(match: RegExpExecArray, pattern: RegExp): string | undefined {
  return pattern.exec(match.input.slice(Math.max(0, match.index - 100), match.index))?.[1];
}

// A member constant given a string literal: Swift `static let x = "…"`, Kotlin `const val x = "…"`.
const MEMBER =
  /\b(?:static[ \t]+(?:let|var)|const[ \t]+val|val|const)[ \t]+\w{1,60}(?:[ \t]*:[ \t]*\w{1,20})?[ \t]*=[ \t]*"([^"\\\r\n]{16,300})"/dg;

// The generated literals `memberLiterals` last found, as offsets into the body (`split` gives them).
let members: Array<[number, number]> = [];

/** The [start, end) of each generated-looking literal given to a member constant in `body`. */
function memberLiterals(body: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of body.matchAll(MEMBER)) {
    if (looksGenerated(m[1]!, 16) || digitsSpread(m[1]!)) out.push(m.indices![1]!);
  }
  return out;
}

/** The ones that run before the assignment rules (which would read these values in part). */
export const FIFTEEN_EARLY_RULES: readonly Rule[] = [
  rule({
    id: "jaas-user-entry",
    examples: {
      match: [
        'KafkaServer {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  user_alice="«' +
        PW + '»";\n};',
      ],
      clean: [
        'KafkaClient {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  user_alice="${ALICE_PASSWORD}";\n};',
      ],
    },
    description:
      'a JAAS `PlainLoginModule` entry `user_<name>="…"`: the password of the user it names (Kafka, ZooKeeper)',
    keywords: ["loginmodule"],
    wholeText: true,
    pattern: /(?<=^|[\s;{])user_[\w.@-]{1,60}[ \t]*=[ \t]*"(?<v>[^"\\\r\n]{1,300})"/gd,
    secret: ["v"],
    accept: literal,
  }),
  rule({
    id: "mount-option-password",
    examples: {
      match: [
        "//nas/share  /mnt/share  cifs  username=bob,password=«" + PW + "»,uid=1000  0  0",
        "mount -t cifs //fs/docs /mnt/docs -o user=bob,pass=«" + PW + "»",
      ],
      clean: [
        "//nas/share  /mnt/share  cifs  credentials=/etc/smb-cred,uid=1000  0  0",
        "mount -t cifs //fs/docs /mnt/docs -o username=bob,password=$SMB_PASS",
      ],
    },
    description:
      "a `password=`/`pass=` option in a CIFS or SMB mount's comma-separated options (an fstab line, `mount -o`)",
    keywords: ["cifs", "smb"],
    pattern:
      /\b(?:cifs|smb3?|smbfs)\b[^\r\n]{0,300}?[\s,](?:password|pass)=(?<v>[^,\s"']{1,200})/gdi,
    secret: ["v"],
    accept: literal,
  }),
  rule({
    id: "query-short-password",
    examples: {
      match: [
        "http://influx:8086/query?u=grafana&p=«" + PW + "»&db=metrics",
        "GET /write?db=x&p=«" + PW + "»&u=writer",
      ],
      clean: ["/search?u=12&p=2", "/list?p=3&u=me", "/query?q=SHOW&p=$INFLUX_PASS&u=x"],
    },
    description:
      "the `p=` of a URL query that also names a user `u=` (InfluxDB 1.x and other HTTP APIs)",
    keywords: ["&p=", "?p="],
    pattern:
      /[?&](?:u=[^&\s"'#]{1,100}&(?:[^\s"'#]{0,300}?&)?p=(?<a>[^&\s"'#]{1,200})|p=(?<b>[^&\s"'#]{1,200})(?=&(?:[^\s"'#]{0,300}?&)?u=))/gd,
    secret: ["a", "b"],
    accept: (value) => literal(value) && !/^\d{1,4}$/.test(value),
  }),
];

/** The ones that run with the late shape rules, after the assignment and nearby rules. */
export const FIFTEEN_RULES: readonly Rule[] = [
  rule({
    id: "declared-secret-literal",
    examples: {
      match: [
        'static const char auth_token[] = "«' + KEY + '»";',
        'constexpr std::string_view kApiKey{"«' + KEY + '»"};',
      ],
      clean: [
        'static const char key_path[] = "/etc/app/key.pem";',
        'constexpr std::string_view kKeyName{"primary"};',
        'const token = getToken("' + KEY + '");',
      ],
    },
    description:
      'a C or C++ constant whose name says secret, declared after its type with `[]` or a brace initialiser (`static const char api_key[] = "…"`, `constexpr std::string_view kApiKey{"…"}`)',
    keywords: ["key", "secret", "token", "password", "passwd", "credential"],
    // (From the `[…] =` or the brace; the type and the name are read before it.)
    pattern: /(?:\[\d{0,5}\][ \t]*=|\{)[ \t]*(?:u8|L|u|U)?"(?<v>[^"\\\r\n]{1,500})"[ \t]*[;}]/gd,
    secret: ["v"],
    accept: (value, _group, match) =>
      named(nameBefore(match, /[\w>*&][ \t]{1,8}([A-Za-z_]\w{0,60})[ \t]*$/), value),
  }),
  rule({
    id: "keys-type-member",
    examples: {
      match: [
        'enum Keys {\n    static let analytics = "«' + KEY + '»"\n}',
        'object Secrets {\n    const val maps = "«' + sample(32, ALNUM, 6604) + '»"\n}',
      ],
      clean: [
        'enum Keys {\n    static let bundleID = "com.example.notes"\n    static let maps = "maps"\n}',
        'enum Layout {\n    static let accent = "' + KEY + '"\n}',
      ],
    },
    description:
      'a generated-looking literal given to a constant of a type named for keys or secrets (Swift `enum Keys { static let x = "…" }`, Kotlin `object Secrets { const val x = "…" }`): the type\'s name says what its members are',
    keywords: ["keys", "secrets", "credentials", "tokens"],
    wholeText: true,
    // (Its match starts at its keyword, the type's name.)
    startsNearKeyword: { above: 0 },
    // (From the end of the type's name, the keyword read behind it, the body to its first brace;
    // each member's literal is split out.)
    pattern:
      /(?:Keys|Secrets|Credentials|Tokens)\b(?<=\b(?:enum|struct|class|object)[ \t]+\w{0,40})[^{}\n]{0,80}\{(?<body>[^{}]{1,2000})/gd,
    secret: ["body"],
    accept: (body) => (members = memberLiterals(body)).length > 0,
    split: () => members,
  }),
  rule({
    id: "compared-secret-literal",
    examples: {
      match: [
        'if ngx.var.http_x_api_key ~= "«' + KEY + '»" then',
        'if request.headers["x-token"] == "«' + KEY + '»":',
        'if (apiKey !== "«' + KEY + '»") return 403;',
      ],
      clean: ['if api_key == "" then', 'if token_type ~= "bearer" then'],
    },
    description:
      "a secret-named value compared with a generated literal (`==`, `~=`, `!=`, `===`, `!==`): the literal is the secret it checks",
    keywords: ["key", "secret", "token", "password", "passwd"],
    // (From the operator; the name is read before it.)
    pattern: /(?<![=!<>])[=!~]==?[ \t]*["'](?<v>[^"'\\\r\n]{1,300})["']/gd,
    secret: ["v"],
    accept: (value, _group, match) => {
      const name = nameBefore(match, /([A-Za-z_][\w.]{0,80}(?:\[["'][\w-]{1,60}["']\])?)[ \t]*$/)
        ?.replace(/\[["']([\w-]+)["']\]$/, ".$1").replaceAll("-", "_");
      return named(name, value);
    },
  }),
  rule({
    id: "secret-pair-tuple",
    examples: {
      match: [
        "ImmutableMultiDict([('username', 'ann'), ('password', '«Qb7.xtrmepwzk»')])",
        '[("api_token", "«' + KEY + '»")]',
      ],
      clean: ["[('password', ''), ('remember', 'y')]", "('token_type', 'bearer')"],
    },
    description:
      "a Python tuple that pairs a secret's name with its value (`('password', '…')` in a Flask or Werkzeug form echoed by a log)",
    keywords: ["password", "passwd", "secret", "token", "key"],
    pattern:
      /\([ \t]*(?<q>['"])(?<name>[A-Za-z_][\w-]{0,60})\k<q>[ \t]*,[ \t]*(?<r>['"])(?<v>(?:(?!\k<r>)[^\\\r\n]){1,500})\k<r>[ \t]*\)/gd,
    secret: ["v"],
    accept: (value, _group, match) => named(match.groups?.name, value),
  }),
];
