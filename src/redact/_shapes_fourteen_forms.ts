/**
 * Shapes read from held-out corpus fourteen's wrapped, encoded, error and configuration misses
 * (docs/redaction.md, "Corpus fourteen after it was seen: wrapped, encoded, errors and config"),
 * each written for the shape rather than the case: a secret echoed as an argument in an error or
 * a stack frame (a database connect call's password, a parse error's input, a failed binding's
 * value, a host name holding `@`, an Erlang `{password, …}` tuple), a value joined from chunks
 * (`join("", ["…", "…"])`), and programs that take a secret in a form of their own (haproxy
 * `stats auth`, a numeric passcode flag, a Kubernetes websocket bearer). Widened elsewhere:
 * `expect-send-password` (after `;`), `totp-seed` (on the next line), `ssh2-private-key-block`
 * (before the nearby rules). The encoded forms (quoted-printable, MIME encoded-words, `\u00XX`
 * escapes) are in `_shapes_fourteen_encoded.ts`.
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, BASE64URL, HEX, sample } from "./_examples.ts";
import { looksLikeBareSecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { literal, type Rule, rule } from "./_rule.ts";
import { FOURTEEN_ENCODED_RULES } from "./_shapes_fourteen_encoded.ts";

const PW = sample(7, ALNUM, 6501) + "_" + sample(6, ALNUM, 6502);
const KEY = sample(32, ALNUM, 6503);

// One argument of a call written out in a stack frame or in code: a quoted string (a stack
// frame may cut it with `...`), a number, a variable, `Array`, `NULL`.
const ARG = String.raw`(?:'[^'\r\n]{0,300}'|"[^"\r\n]{0,300}"|[$\w.>:-]{1,80})`;

// Calls whose third argument is the password: PDO (dsn, user, password), mysqli and mysql
// (host, user, password, …), JDBC's `DriverManager.getConnection(url, user, password)`.
const CONNECT = String
  .raw`(?:PDO->__construct|new[ \t]+PDO|mysqli_connect|mysqli->__construct|new[ \t]+mysqli|mysql_p?connect|DriverManager\.getConnection|MySQLdb\.connect)`;

/** The ones that run with the late shape rules, after the assignment and nearby rules. */
export const FOURTEEN_FORMS_RULES: readonly Rule[] = [
  rule({
    id: "connect-call-password",
    examples: {
      match: [
        "#0 /var/www/src/Db.php(14): PDO->__construct('mysql:host=db;d...', 'shop', '«" + PW +
        "»', Array)",
        "$link = mysqli_connect('localhost', 'root', '«" + PW + "»');",
        'Connection c = DriverManager.getConnection(url, "app", "«' + PW + '»");',
      ],
      clean: [
        "#0 /var/www/src/Db.php(14): PDO->__construct('mysql:host=db;d...', 'shop', Object(SensitiveParameterValue), Array)",
        "$link = mysqli_connect($host, $user, $password);",
        "$link = mysqli_connect('localhost', 'root', '');",
      ],
    },
    description:
      "the password a database connect call takes third, in code or echoed by a stack frame (PHP `PDO->__construct`, `new PDO`, `mysqli_connect`, `mysql_connect`, JDBC `DriverManager.getConnection`, `MySQLdb.connect`)",
    keywords: ["pdo", "mysql", "getconnection"],
    pattern: new RegExp(
      String
        .raw`${CONNECT}\([ \t]*${ARG}[ \t]*,[ \t]*${ARG}[ \t]*,[ \t]*(?:'(?<sq>[^'\\\r\n]{1,300})'|"(?<dq>[^"\\\r\n]{1,300})")`,
      "gd",
    ),
    secret: ["sq", "dq"],
    accept: (value) => literal(value) && !value.endsWith("..."),
  }),
  rule({
    id: "secret-tuple",
    examples: {
      match: [
        '{mfargs,{amqp_client,start,[[{username,<<"app">>},{password,<<"«' + PW + '»">>}]]}}',
        '{:password, "«' + PW + '»"}',
      ],
      clean: ['{password, <<"">>}', "{password, Password}", '{token_ttl, "3600"}'],
    },
    description:
      'an Erlang or Elixir tuple that pairs a secret\'s name with its value (`{password,<<"…">>}` in a supervisor report, `{:secret_key_base, "…"}`)',
    keywords: ["password", "passwd", "secret", "token", "key"],
    pattern:
      /\{[ \t]*:?(?<name>[a-z][a-z0-9_]{0,60})[ \t]*,[ \t]*(?:<<)?"(?<v>[^"\\\r\n]{1,500})"(?:>>)?[ \t]*\}/gd,
    secret: ["v"],
    accept: (value, _group, match) =>
      literal(value) && valueFor(nameKind(match.groups?.name ?? ""), value),
  }),
  rule({
    id: "failed-binding-value",
    examples: {
      match: [
        '    Property: spring.datasource.hikari.password\n    Value: "«' + PW +
        '»"\n    Origin: System Environment Property "SPRING_DATASOURCE_HIKARI_PASSWORD"',
      ],
      clean: [
        '    Property: spring.datasource.hikari.maximum-pool-size\n    Value: "ten"',
        '    Property: spring.datasource.password\n    Value: "${DB_PASSWORD}"',
      ],
    },
    description:
      'the value Spring Boot prints under a property whose binding failed (`Property: …password` then `Value: "…"`)',
    keywords: ["property:"],
    wholeText: true,
    pattern:
      /Property:[ \t]+(?<name>[\w.\[\]-]{1,200})[ \t]*\r?\n[ \t]*Value:[ \t]+(?:"(?<dq>[^"\r\n]{1,500})"|(?<bare>[^\s"]{1,500}))/gd,
    secret: ["dq", "bare"],
    accept: (value, _group, match) =>
      literal(value) && valueFor(nameKind(match.groups?.name ?? ""), value),
  }),
  rule({
    id: "error-echoed-token",
    examples: {
      match: [
        'config: PORT: strconv.Atoi: parsing "«' + sample(32, HEX, 6504) + '»": invalid syntax',
        "KeyError: '«tk_" + KEY + "»'",
        "ValueError: invalid literal for int() with base 10: '«" + KEY + "»'",
      ],
      clean: [
        'strconv.Atoi: parsing "eighty": invalid syntax',
        "KeyError: 'user_id'",
        "KeyError: '" + sample(40, HEX, 6505) + "'",
      ],
    },
    description:
      "a generated-looking value an error echoes as the input it could not use: Go's `parsing \"…\": invalid syntax`, Python's `KeyError: '…'` and `invalid literal for int()` (a 32+ hex value only where a number was parsed: a dict's key may be a digest)",
    keywords: ["parsing", "keyerror", "invalid literal"],
    pattern:
      /(?:(?<parse>parsing[ \t]+"(?<dq>[^"\\\r\n]{16,300})":[ \t]+(?:invalid syntax|value out of range)|invalid literal for (?:int|float)\(\)[^:\r\n]{0,40}:[ \t]+'(?<lit>[^'\\\r\n]{16,300})')|KeyError:[ \t]+'(?<key>[^'\\\r\n]{16,300})')/gd,
    secret: ["dq", "lit", "key"],
    accept: (value, group) => {
      const body = value.replace(/^[a-z]{1,8}_/, "");
      if (looksGenerated(body, 16) && /[a-z]/.test(body) && /[A-Z]/.test(body)) return true;
      return group !== "key" && /^[0-9a-f]{32,}$/i.test(value);
    },
  }),
  rule({
    id: "host-name-password",
    examples: {
      match: [
        'psql: error: could not translate host name "«Tr3PTU4fGw@nMjIUz»@db.internal" to address',
        "getaddrinfo ENOTFOUND «s3cr3t#Pw»@db.example.com",
      ],
      clean: [
        'ssh: Could not resolve hostname "git@github.com": Name or service not known',
        'could not translate host name "db.internal" to address',
      ],
    },
    description:
      "the part before `@` of a host name an error could not resolve: a connection string's password holding `@` (or a character the parser stopped at) read as the host",
    keywords: ["host name", "hostname", "enotfound", "resolve host"],
    pattern:
      /(?:host ?name|ENOTFOUND|resolve host)[ \t]+["']?(?<v>[^\s"'@\/]{1,200}(?:@[^\s"'@\/]{1,200}){0,4})@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,10}(?=["'\s:]|$)/gdi,
    secret: ["v"],
    accept: (value) => looksLikeBareSecret(value, 8) && /[A-Za-z]/.test(value),
  }),
  rule({
    id: "joined-chunks-secret",
    examples: {
      match: [
        'api_key = join("", ["«' + sample(16, ALNUM, 6506) + '»", "«' + sample(16, ALNUM, 6507) +
        '»"])',
        'resource "x" "y" {\n  token = join("", ["«' + sample(12, ALNUM, 6508) + '»", "«' +
        sample(12, ALNUM, 6509) + '»"])\n}',
      ],
      clean: [
        'name = join("-", ["app", "prod"])',
        'api_key = join("", [var.key_a, var.key_b])',
        "const token = ['Bearer', 'abc'].join(' ');",
      ],
    },
    description:
      'a secret name set to chunks joined with nothing between them (Terraform `join("", […])`, `[…].join(\'\')`, Python `"".join([…])`), when the chunks join into a generated-looking value',
    keywords: ['join(""', "join(''", '"".join', "''.join"],
    pattern:
      /(?:join\([ \t]*(?:""|'')[ \t]*,[ \t]*|(?:""|'')\.join\()(?<=(?<name>[A-Za-z_][\w.-]{0,80})["']?[ \t]*[=:][ \t]*(?:join\([ \t]*(?:""|'')[ \t]*,[ \t]*|(?:""|'')\.join\())\[[ \t]*(?<v>(?<q>["'])[A-Za-z0-9+\/=_.~-]{4,200}\k<q>(?:[ \t]*,[ \t]*["'][A-Za-z0-9+\/=_.~-]{4,200}["']){1,20})[ \t]*,?[ \t]*\]\)/gd,
    secret: ["v"],
    accept: (value, _group, match) => {
      const joined = value.replace(/["'\s,]/g, "");
      return valueFor(nameKind(match.groups?.name ?? ""), joined) && looksGenerated(joined, 16);
    },
    // Only each chunk's inside goes: the quotes and commas stay readable.
    split: (value) =>
      [...value.matchAll(/[A-Za-z0-9+\/=_.~-]{4,200}/g)].map((
        m,
      ) => [m.index, m.index + m[0].length]),
  }),
  ...FOURTEEN_ENCODED_RULES,
  rule({
    id: "scheme-token-string",
    examples: {
      match: [
        'sign_test.go:44: header = "HMAC «' + sample(44, ALNUM, 6520) + '»", want "HMAC «' +
        sample(44, ALNUM, 6521) + '»"',
        'assert auth == "HMAC-SHA256 «' + sample(40, ALNUM, 6522) + '»"',
      ],
      clean: ['header = "HMAC SHA256"', 'msg = "Token expired at 2026-11-05T10:00:00Z"'],
    },
    description:
      'a string holding an Authorization value other than Bearer (`"HMAC …"`, `\'Token …\'`, `"SSWS …"`, `"Bot …"`): a scheme word then a generated-looking value filling the string',
    keywords: ["hmac", "token", "ssws", "bot", "apikey"],
    pattern:
      /(?:HMAC(?:-SHA(?:1|256|384|512))?|Token|SSWS|Bot|ApiKey)[ \t]+(?<v>[A-Za-z0-9+\/=_.~-]{16,2000})(?=\\?["'\x60])/gd,
    secret: ["v"],
    // (The string opens right before the scheme.)
    accept: (value, _group, match) =>
      /["'\x60]/.test(match.input[match.index - 1] ?? "") && looksGenerated(value, 16),
  }),
  rule({
    id: "haproxy-stats-auth",
    examples: {
      match: [
        "listen stats\n  stats enable\n  stats auth admin:«" + PW + "»",
        "userlist ops\n  user admin insecure-password «" + PW + "»",
      ],
      clean: ["  stats auth admin:${STATS_PASSWORD}", "  stats uri /haproxy?stats"],
    },
    description:
      "haproxy's `stats auth USER:PASSWORD` and a userlist's `user NAME insecure-password PASSWORD`",
    keywords: ["stats auth", "insecure-password"],
    pattern:
      /(?:\bstats[ \t]+auth[ \t]+[^\s:]{1,64}:|\binsecure-password[ \t]+)(?<v>[^\s"']{1,300})/gd,
    secret: ["v"],
    accept: literal,
  }),
  rule({
    id: "numeric-passcode-flag",
    examples: {
      match: [
        "zoomctl join --meeting 81234567890 --passcode «1623377052»",
        "conf dial --pin=«482913»",
      ],
      clean: ["pip install --pin 2", "zoomctl join --meeting 81234567890 --passcode $PASSCODE"],
    },
    description:
      "a numeric passcode or PIN given by a flag (`--passcode 1623377052`, `--pin=482913`, `--meeting-password`): digits only, which a password flag's rule takes as a setting",
    keywords: ["passcode", "-pin", "meeting-pass", "access-code", "accesscode"],
    pattern:
      /--?(?:passcode|pin|pin-?code|meeting-?(?:password|passcode|pin)|access-?code)(?:[ \t]+|=)(?<v>\d{4,16})(?![\w.])/gd,
    secret: ["v"],
    // (Not inside a word: `x-pin 1234` is no flag.)
    accept: (_value, _group, match) =>
      match.index === 0 || !/[\w-]/.test(match.input[match.index - 1]!),
  }),
  rule({
    id: "k8s-websocket-bearer",
    examples: {
      match: [
        "Sec-WebSocket-Protocol: base64url.bearer.authorization.k8s.io.«" +
        sample(40, BASE64URL, 6510) + "», v4.channel.k8s.io",
      ],
      clean: ["Sec-WebSocket-Protocol: v4.channel.k8s.io, base64.channel.k8s.io"],
    },
    description:
      "the bearer token a Kubernetes websocket carries in its subprotocol (`base64url.bearer.authorization.k8s.io.…`)",
    keywords: ["bearer.authorization.k8s.io"],
    pattern: /bearer\.authorization\.k8s\.io\.(?<v>[A-Za-z0-9_-]{8,4000})/gd,
    secret: ["v"],
  }),
];
