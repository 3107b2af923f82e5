/**
 * Secrets recognised by where they stand in a connection: connection strings (database URLs,
 * ADO.NET/ODBC/JDBC, Oracle logins, Go DSNs), URLs with a password, and bearer tokens. Only the
 * secret part is replaced; the user, the host and the rest of the string stay. They run right
 * after the command line and client file rules of _contexts.ts.
 */
import { PW, XML_ENTITY } from "./_contexts.ts";
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { groupSpan } from "./_indices.ts";
import { anyRealValue, betweenLiterals, type Rule, rule } from "./_rule.ts";

/** Context rules for connection strings, URLs with a password and bearer tokens. */
export const CONNECTION_RULES: readonly Rule[] = [
  rule({
    id: "connection-string",
    examples: {
      match: [
        "DATABASE_URL=postgresql://app:«" + PW + "»@db.internal:5432/shop",
        "mongodb+srv://admin:«" + PW + "»@cluster0.ab1cd.mongodb.net/app",
        "redis://:«" + PW + "»@cache:6379/0",
      ],
      clean: ["postgres://${DB_USER}:${DB_PASS}@db:5432/app", "postgres://localhost:5432/db"],
    },
    description:
      "`scheme://user:password@host` for postgres(ql), mysql, mariadb, mongodb(+srv), redis(s), amqp(s), mssql, sqlserver, cockroachdb, clickhouse, neo4j, bolt, couchdb, cassandra, memcached, nats, kafka, ldap(s), snowflake, oracle, db2",
    keywords: ["://"],
    pattern:
      /:\/\/(?<=\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver|cockroachdb|clickhouse|neo4j(?:\+ssc|\+s)?|bolt|couchdb|cassandra|memcached|nats|kafka|ldaps?|snowflake|oracle|db2):\/\/)[^\s:@\/"'<>]{0,200}:(?<s>[^\s\/"'<>]{1,300})@/gdi,
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "connection-string",
    examples: {
      match: [
        "Server=tcp:acme.database.windows.net,1433;User ID=admin;Password=«" + PW +
        "»;Encrypt=True;",
        "jdbc:sqlserver://db:1433;databaseName=shop;user=sa;password=«" + PW + "»;",
      ],
      clean: [
        "Server=db;Database=app;Trusted_Connection=True;",
        "Password=${DB_PASSWORD};",
        'cn.Open "Provider=SQLOLEDB;User ID=" & usr & ";Password=" & pwd & ";"',
      ],
    },
    description:
      "`Password=`/`Pwd=` in ADO.NET, ODBC and JDBC `key=value;` strings (an XML-escaped `&amp;` in the password too)",
    keywords: ["pwd", "password", "passwd"],
    pattern: new RegExp(
      String
        .raw`\b(?:User[ \t]+)?(?:Password|Passwd|Pwd)[ \t]*=[ \t]*(?:"(?<dq>(?:[^"\\\r\n]|\\.){1,300})"|'(?<sq>[^'\r\n]{1,300})'|\{(?<br>[^}\r\n]{1,300})\}|(?<bare>(?:[^;"'\s&\\]|\\(?!")|${XML_ENTITY}|&(?!${XML_ENTITY})){1,300}))`,
      "gdi",
    ),
    secret: ["dq", "sq", "br", "bare"],
    // Only inside a `key=value;` list: a `;` right before the name, or one after the value with
    // another `key=value;` earlier on the line.
    // (The place first: in code, most `password = …` are not in such a list, and it is cheaper
    // to tell than whether the value is a placeholder.)
    accept: (value, group, match) => {
      const window = match.input.slice(Math.max(0, match.index - 300), match.index);
      const before = window.slice(window.lastIndexOf("\n") + 1);
      if (before !== "" && !/[;"'\s]$/.test(before)) return false;
      if (!/;[ \t]*$/.test(before)) {
        const end = groupSpan(match, group)?.[1] ?? 0;
        const listed = /^["'}]?[ \t]*;/.test(match.input.slice(end, end + 3)) &&
          /\w=[^;=]*;/.test(before);
        if (!listed) return false;
      }
      // (The string literal closed at `Password="`: what follows is joined to it, a variable or a
      // call, `" & pwd & "`, `" + user.pw + "`.)
      if (group !== "bare" && betweenLiterals(value)) return false;
      return anyRealValue(value) && !isDottedIdentifier(value);
    },
  }),
  rule({
    id: "connection-string",
    examples: {
      match: ["jdbc:oracle:thin:scott/«" + PW + "»@db.acme.io:1521:ORCL"],
      clean: ["jdbc:oracle:thin:@db.acme.io:1521:ORCL"],
    },
    description: "`jdbc:oracle:thin:user/password@host`",
    keywords: ["jdbc:oracle"],
    pattern: /jdbc:oracle:[a-z]{2,10}:[^\s\/@:"']{1,100}\/(?<s>[^\s@"']{1,300})@/gd,
    secret: ["s"],
    accept: anyRealValue,
  }),
  rule({
    id: "connection-string",
    examples: {
      match: [
        "sqlplus scott/«" + PW + "»@//db.acme.io:1521/ORCL",
        "expdp system/«" + PW + "»@prod schemas=app directory=dump",
        "SQL> connect app/«" + PW + "»@orcl",
      ],
      clean: ["sqlplus / as sysdba", "sqlplus scott@orcl (prompts for the password)"],
    },
    description:
      "Oracle logins `user/password@database`: `sqlplus`, `sqlldr`, `impdp`/`expdp`, `imp`/`exp`, `rman target`, `dgmgrl`, and `connect` in SQL*Plus",
    keywords: ["sqlplus", "sqlldr", "impdp", "expdp", "imp ", "exp ", "rman", "dgmgrl", "conn"],
    pattern:
      /\b(?:sqlplus|sqlldr|impdp|expdp|imp|exp|rman[ \t]+target|dgmgrl|conn(?:ect)?)\b(?:[ \t]+-\w{1,20})*[ \t]+["']?[\w$#]{1,30}\/(?<s>[^\s@\/"';]{1,100})@/gdi,
    secret: ["s"],
    accept: anyRealValue,
  }),
  rule({
    id: "connection-string",
    examples: {
      match: ['dsn := "app:«' + PW + '»@tcp(127.0.0.1:3306)/shop?parseTime=true"'],
      clean: ['dsn := "user:password@tcp(localhost:3306)/dbname"'],
    },
    description: "Go MySQL DSNs `user:password@tcp(host:port)/db` (also `unix(…)`, `udp(…)`)",
    keywords: ["@tcp(", "@tcp6(", "@udp(", "@unix("],
    pattern: /(?<![\w:\/@.-])[\w.-]{1,64}:(?<s>[^\s@:\/"'\x60]{1,200})@(?:tcp6?|udp|unix)\(/gd,
    secret: ["s"],
    accept: anyRealValue,
  }),
  rule({
    id: "url-password",
    examples: {
      match: [
        "pip install --index-url https://ci:«" + PW + "»@pypi.acme.io/simple/ acme-lib",
        "EMAIL_URL=smtp://postmaster@mg.acme.io:«" + PW + "»@smtp.eu.mailgun.org:587",
      ],
      clean: ["http://localhost:8080/api", "https://user:password@example.com is the syntax"],
    },
    description:
      "the same `user:password@` shape for any other scheme (`https://`, `git+ssh://`), a user holding an unencoded `@` too (`smtp://postmaster@mg.acme.io:<password>@smtp.acme.io`)",
    keywords: ["://"],
    // Starts on `://` (fast to scan for); the lookbehind checks the scheme before it.
    pattern:
      /:\/\/(?<=\b[a-z][a-z0-9+.-]{1,30}:\/\/)[^\s:@\/"'<>]{0,200}(?:@[^\s:@\/"'<>]{1,200})?:(?<s>[^\s\/"'<>]{1,300})@/gdi,
    secret: ["s"],
    // A short number there is a port, as in a malformed `http://host:8080@…`. A match across a
    // JSON-escaped line break (`…posthog.com\nIMAGE_DIGEST=sha256:<hex>\nMAIL_FROM=no-reply@…`
    // in a record, `\\n` in a record quoting one) is two lines of a file, not one URL.
    accept: (value, _group, match) =>
      !isNotASecret(value) && !/^\d{1,5}$/.test(value) && !/\\+[nr]/.test(match[0]),
  }),
  rule({
    id: "url-password",
    examples: {
      match: ["git clone https://«" + sample(40, HEX, 158) + "»@github.com/acme/app.git"],
      clean: ["git clone https://alice@github.com/acme/app.git"],
    },
    description:
      "a token used as the user of an https URL (`https://<token>@github.com/o/r.git`: 20+ characters with a digit and mixed case, or long hex; `https://alice@host` stays)",
    keywords: ["://"],
    pattern: /:\/\/(?<=\bhttps?:\/\/)(?<s>[A-Za-z0-9_-]{20,300})@/gd,
    secret: ["s"],
    // A token, not a user name: letters and digits, mixed case or long hex.
    accept: (value) =>
      /\d/.test(value) && /[A-Za-z]/.test(value) && !isNotASecret(value) &&
      (/[a-z]/.test(value) && /[A-Z]/.test(value) || /^[0-9a-f]{32,}$/.test(value)),
  }),
  rule({
    id: "bearer-token",
    examples: {
      match: ["the API wants Bearer «" + sample(32, ALNUM, 159) + "» in every request"],
      clean: ["The Bearer authentication scheme is described in RFC 6750"],
    },
    description:
      "`Bearer <token>` outside a header, when the token is 16+ characters and has a digit",
    keywords: ["bearer"],
    pattern: /\bBearer[ \t]+(?<s>[A-Za-z0-9._~+\/-]{16,4096}=*)/gd,
    secret: ["s"],
    accept: (value) => /\d/.test(value) && !isNotASecret(value),
  }),
];
