/**
 * Rules for secrets recognised by where they stand, whatever they look like: HTTP auth and cookie
 * headers, password flags of command-line tools, client files (`.netrc`, `.pgpass`) and
 * connection strings. Only the secret part is replaced; the command, the user and the host stay.
 */
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { anyRealValue, ARG, ARG_GROUPS, bareValueEnds, type Rule, rule } from "./_rule.ts";

const AUTH_HEADER = String
  .raw`\b(?:Proxy-)?Authorization\\?["']?[ \t]*[:=][ \t]*\\?["'\x60]?[ \t]*`;
const SCHEMES =
  "Bearer|Token|Bot|JWT|OAuth|SSWS|Basic|Digest|Negotiate|NTLM|AWS4-HMAC-SHA256|Signature";

// Attributes of a Set-Cookie header: never values to hide.
const COOKIE_ATTRIBUTES = new Set([
  "path",
  "domain",
  "expires",
  "max-age",
  "secure",
  "httponly",
  "samesite",
  "priority",
  "partitioned",
  "version",
  "comment",
]);

/**
 * The values of a `Cookie:`/`Set-Cookie:` list, as spans into it. Short values (`theme=dark`,
 * `lang=en`) and Set-Cookie attributes stay; everything else is a session id or a token.
 */
function cookieValues(list: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let at = 0;
  for (const pair of list.split(";")) {
    const eq = pair.indexOf("=");
    if (eq > 0) {
      const name = pair.slice(0, eq).trim().toLowerCase();
      const raw = pair.slice(eq + 1);
      const value = raw.trim();
      const start = at + eq + 1 + (raw.length - raw.trimStart().length);
      if (!COOKIE_ATTRIBUTES.has(name) && value.length >= 6 && !isNotASecret(value)) {
        spans.push([start, start + value.length]);
      }
    }
    at += pair.length + 1;
  }
  return spans;
}

function quotedArg(match: RegExpExecArray, group: string): boolean {
  return group !== "bare" || bareValueEnds(match, group);
}

/** Context rules for headers, command lines, client files and connection strings. */
export const CONTEXT_RULES: readonly Rule[] = [
  rule({
    id: "authorization-bearer",
    description: "Authorization: Bearer/Token/Bot … header values",
    keywords: ["authorization"],
    pattern: new RegExp(
      String
        .raw`${AUTH_HEADER}(?:Bearer|Token|Bot|JWT|OAuth|SSWS)[ \t]+(?<s>[A-Za-z0-9._~+/=-]{8,4096})`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "authorization-basic",
    description: "Authorization: Basic … header values",
    keywords: ["authorization"],
    pattern: new RegExp(
      String.raw`${AUTH_HEADER}Basic[ \t]+(?<s>[A-Za-z0-9+/]{4,4096}={0,2})`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "authorization-header",
    description: "Authorization: <token> with no scheme",
    keywords: ["authorization"],
    pattern: new RegExp(
      String.raw`${AUTH_HEADER}(?!(?:${SCHEMES})\b)(?<s>[A-Za-z0-9._~+/=:-]{8,4096})`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) =>
      !isNotASecret(value) && !isDottedIdentifier(value) &&
      (/\d/.test(value) || value.length >= 20),
  }),
  rule({
    id: "authorization-signature",
    description: "Authorization: Digest … response=, AWS4-HMAC-SHA256 … Signature= (the signature)",
    keywords: ["authorization"],
    pattern: new RegExp(
      String
        .raw`${AUTH_HEADER}(?:Digest|AWS4-HMAC-SHA256)[ \t][^\n]{0,600}?\b(?:response|Signature)=\\?"?(?<s>[0-9a-fA-F]{32,128})`,
      "gdi",
    ),
    secret: ["s"],
  }),
  rule({
    id: "cookie",
    description: "Cookie: and Set-Cookie: values, curl -b/--cookie, document.cookie",
    keywords: ["cookie", "curl"],
    pattern:
      /(?:\b(?:Set-)?Cookie\\?["']?[ \t]*:|[ \t](?:-b|--cookie)(?<=\bcurl\b[^\n]{0,300}[ \t](?:-b|--cookie))[ \t]+|document\.cookie[ \t]*=)[ \t]*\\?["'\x60]?(?<list>[^\r\n"'\x60\\]{1,4096})/gdi,
    secret: ["list"],
    split: cookieValues,
  }),
  rule({
    id: "curl-user",
    description: "curl -u user:password / --user user:password (the user stays)",
    keywords: ["curl"],
    pattern:
      /[ \t](?:-u|--user)(?<=\bcurl\b[^\n]{0,300}[ \t](?:-u|--user))(?:[ \t]+|=)["']?[^\s:"'@]{1,100}:(?<s>[^\s"']{1,200})/gd,
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "cli-password",
    description: "mysql -pSECRET (the password glued to -p)",
    keywords: ["mysql", "mariadb"],
    pattern: new RegExp(
      String
        .raw`\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mysqlsh|mariadb|mariadb-dump)\b[^\n|;&]{0,300}?[ \t]-p(?:'(?<sq>[^'\r\n]{1,300})'|"(?<dq>[^"\r\n]{1,300})"|(?<bare>[^\s'"\x60;&|<>()]{1,300}))`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => quotedArg(match, group) && anyRealValue(value),
  }),
  rule({
    id: "cli-password",
    description: "password flags of CLIs: sshpass -p, docker login -p, mongo -p, sqlcmd -P, …",
    keywords: [
      "sshpass",
      "login",
      "mongo",
      "sqlcmd",
      "bcp",
      "redis-cli",
      "ldap",
      "zip",
      "keytool",
      "pass:",
    ],
    pattern: new RegExp(
      String.raw`(?:\bsshpass[ \t]+-p|\blogin(?=[ \t])[^\n|;&]{0,200}?[ \t](?:-p|--password)|` +
        String
          .raw`\bmongo(?:sh|dump|restore|export|import)?\b[^\n|;&]{0,200}?[ \t](?:-p|--password)|` +
        String
          .raw`\b(?:sqlcmd|bcp)\b[^\n|;&]{0,200}?[ \t]-P|\bredis-cli\b[^\n|;&]{0,200}?[ \t]-a|` +
        String.raw`\bldap\w{0,12}\b[^\n|;&]{0,200}?[ \t]-w|\b(?:un)?zip\b[^\n|;&]{0,200}?[ \t]-P|` +
        String
          .raw`\bkeytool\b[^\n|;&]{0,300}?[ \t]-(?:src|dest)?(?:store|key)pass(?!:)|-pass(?:in|out)?(?<=[ \t]-pass(?:in|out)?)[ \t]+pass:(?=\S))` +
        String.raw`(?:[ \t]*=[ \t]*|[ \t]*)${ARG}`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => quotedArg(match, group) && anyRealValue(value),
  }),
  rule({
    id: "cli-password",
    description: "htpasswd -b FILE USER PASSWORD / htpasswd -nb USER PASSWORD",
    keywords: ["htpasswd"],
    pattern: new RegExp(
      String
        .raw`\bhtpasswd[ \t]+(?:-[a-zA-Z]*b[a-zA-Z]*[ \t]+(?:-[a-zA-Z]+[ \t]+)*)(?:(?<=n[a-zA-Z]*[ \t]+)|[^\s-]\S{0,300}[ \t]+)\S{1,200}[ \t]+${ARG}`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => quotedArg(match, group) && anyRealValue(value),
  }),
  rule({
    id: "cli-password",
    description: "long password/token flags of any CLI: --password X, --token=X, --client-secret X",
    keywords: ["--"],
    pattern: new RegExp(
      String
        .raw`--(?<![\w-]--)(?:[a-z0-9]{1,20}-){0,3}(?:password|passwd|pass|passphrase|secret|token|api-?key|access-key|secret-key)(?:=|[ \t]+)${ARG}`,
      "gdi",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) =>
      quotedArg(match, group) && anyRealValue(value) && !/^(?:id|src|env|type)=/.test(value),
  }),
  rule({
    id: "cli-password",
    description: "smbclient -U user%password",
    keywords: ["smbclient", "rpcclient"],
    pattern:
      /\b(?:smb|rpc)client\b[^\n|;&]{0,200}?[ \t]-U[ \t]*["']?[^\s%"']{1,100}%(?<s>[^\s"']{1,300})/gd,
    secret: ["s"],
    accept: anyRealValue,
  }),
  rule({
    id: "netrc",
    description: ".netrc entries: machine HOST login USER password SECRET",
    keywords: ["password"],
    // Fields may be on separate lines, in the 40 characters of white space before `password`.
    reach: { before: 41 },
    pattern: new RegExp(
      String.raw`\b(?:login|account)[ \t]+\S{1,200}\s{1,40}password[ \t]+${ARG}`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => quotedArg(match, group) && anyRealValue(value),
  }),
  rule({
    id: "pgpass",
    description: ".pgpass entries host:port:database:user:password (a line, or a word in text)",
    keywords: [],
    // Starts on `:port:` (a literal the engine scans for fast); the lookbehind reads the host.
    pattern:
      /:(?:\d{1,5}|\*):(?<=(?<![^\s"'\x60])(?<host>[A-Za-z0-9._*-]{1,253}):(?:\d{1,5}|\*):)[^:\s"']{1,100}:[^:\s"']{1,100}:(?<s>(?:[^\s\\"'\x60]|\\[^nrt"]){1,300})(?=[\s"'\x60]|\\[nrt]|$)/gd,
    secret: ["s"],
    // The host has a letter, a dot or `*` (`12:30:45:123:x` is a time, not a host).
    accept: (value, _group, match) =>
      /[A-Za-z.*]/.test(match.groups?.host ?? "") && anyRealValue(value),
  }),
  rule({
    id: "connection-string",
    description:
      "database and broker URLs scheme://user:password@host (postgres, mysql, mongodb, …)",
    keywords: ["://"],
    pattern:
      /:\/\/(?<=\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver|cockroachdb|clickhouse|neo4j(?:\+ssc|\+s)?|bolt|couchdb|cassandra|memcached|nats|kafka|ldaps?|snowflake|oracle|db2):\/\/)[^\s:@\/"'<>]{0,200}:(?<s>[^\s\/"'<>]{1,300})@/gdi,
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "connection-string",
    description: "Password=/Pwd= in ADO.NET, ODBC and JDBC key=value; strings",
    keywords: ["pwd", "password", "passwd"],
    pattern:
      /\b(?:User[ \t]+)?(?:Password|Passwd|Pwd)[ \t]*=[ \t]*(?:"(?<dq>[^"\r\n]{1,300})"|'(?<sq>[^'\r\n]{1,300})'|\{(?<br>[^}\r\n]{1,300})\}|(?<bare>[^;"'\s]{1,300}))/gdi,
    secret: ["dq", "sq", "br", "bare"],
    // Only inside a `key=value;` list: a `;` right before the name, or one after the value with
    // another `key=value;` earlier on the line.
    accept: (value, group, match) => {
      if (!anyRealValue(value) || isDottedIdentifier(value)) return false;
      const window = match.input.slice(Math.max(0, match.index - 300), match.index);
      const before = window.slice(window.lastIndexOf("\n") + 1);
      if (before !== "" && !/[;"'\s]$/.test(before)) return false;
      if (/;[ \t]*$/.test(before)) return true;
      const end = match.indices?.groups?.[group]?.[1] ?? 0;
      return /^["'}]?[ \t]*;/.test(match.input.slice(end, end + 3)) && /\w=[^;=]*;/.test(before);
    },
  }),
  rule({
    id: "connection-string",
    description: "JDBC Oracle thin URLs jdbc:oracle:thin:user/password@host",
    keywords: ["jdbc:oracle"],
    pattern: /jdbc:oracle:[a-z]{2,10}:[^\s\/@:"']{1,100}\/(?<s>[^\s@"']{1,300})@/gd,
    secret: ["s"],
    accept: anyRealValue,
  }),
  rule({
    id: "url-password",
    description: "passwords in other URLs https://user:password@host",
    keywords: ["://"],
    // Starts on `://` (fast to scan for); the lookbehind checks the scheme before it.
    pattern:
      /:\/\/(?<=\b[a-z][a-z0-9+.-]{1,30}:\/\/)[^\s:@\/"'<>]{0,200}:(?<s>[^\s\/"'<>]{1,300})@/gdi,
    secret: ["s"],
    // A short number there is a port, as in a malformed `http://host:8080@…`.
    accept: (value) => !isNotASecret(value) && !/^\d{1,5}$/.test(value),
  }),
  rule({
    id: "url-password",
    description: "a token as the user of an https URL: https://<token>@github.com/o/r.git",
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
    description: "Bearer tokens outside a header (a long value with a digit after the word Bearer)",
    keywords: ["bearer"],
    pattern: /\bBearer[ \t]+(?<s>[A-Za-z0-9._~+\/-]{16,4096}=*)/gd,
    secret: ["s"],
    accept: (value) => /\d/.test(value) && !isNotASecret(value),
  }),
];
