/**
 * Corpus thirty-nine, values cut, encoded or said in prose: a token wrapped by a narrow terminal
 * or a YAML folded scalar, a password split by a log's line width, base64 and percent-encoded
 * credentials (a whole URL in a Secret, a password in a query parameter), and passwords passed on
 * in a conversation with no name beside them (a table of environments, a CSV export, a note).
 */
import {
  ALNUM,
  B64,
  b64,
  B64URL,
  dbname,
  draw,
  type HeldOutSecret,
  host,
  type Insertion,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  role,
  slug,
  spread,
  typed,
} from "./_heldout_thirtynine_make.ts";

const CUT: readonly Insertion[] = [
  ["InfluxDB token wrapped by a narrow terminal", "wrapped", (k) => [
    `$ influx auth create --org ops --all-access --json | jq -r .token`,
    k(48, B64URL),
    k(38, B64URL) + "==",
  ]],
  ["Aiven token in a YAML folded scalar", "wrapped", (k) => [
    `aiven:`,
    `  api_token: >-`,
    `    ${k(64, B64)}`,
    `    ${k(64, B64)}`,
    `    ${k(num(30, 60), B64)}`,
  ]],
  ["a database URL whose password a log cut at 100 columns", "wrapped", (k) => {
    const pre = `[deploy] ${"migrate".padEnd(8)} connecting to postgresql://${role()}:`;
    const first = k(Math.max(8, 100 - pre.length - 1));
    return [`${pre}${first}`, `${k(num(10, 14))}@${host()}:5432/${dbname()} ... ok`];
  }],
  ["Neon API key split by a shell line continuation", "wrapped", (k) => [
    `curl -X POST https://console.neon.tech/api/v2/projects/${slug(16)}/branches \\`,
    `  -H "Authorization: Bearer napi_${k(32, LOWER_DIGITS)}\\`,
    `${k(32, LOWER_DIGITS)}" -d '{"branch":{"name":"dev"}}'`,
  ]],
  ["Upstash token split across a table's cells", "wrapped", (k) => [
    `| field | value                                  |`,
    `| ----- | -------------------------------------- |`,
    `| token | AX${k(36, B64URL)} |`,
    `|       | ${k(30, B64URL)}=        |`,
  ]],
  ["a whole DATABASE_URL in base64 in a Secret", "encoded", (_k, add) => [
    `data:`,
    `  DATABASE_URL: ${
      add(b64(`postgresql://${role()}:${draw(num(16, 24))}@${host("rds")}:5432/${dbname()}`))
    }`,
  ]],
  ["a password in a query parameter, percent-encoded", "encoded", (_k, add) => {
    const pw = typed((p) => p);
    return [
      `GET /api/v1/datasources/proxy?url=${host()}&user=grafana&password=${
        add(encodeURIComponent(pw))
      }`,
    ];
  }],
  ["a connection string percent-encoded inside another URL", "encoded", (_k, add) => [
    `https://${pick(["dashboard", "metabase", "redash"])}.${slug(5)}.internal/setup?db=${
      encodeURIComponent(`postgres://${role()}:`)
    }${add(draw(num(16, 22)))}${encodeURIComponent(`@${host()}/${dbname()}`)}`,
  ]],
  ["a MySQL login path file shown as hex", "encoded", (_k, add) => [
    `$ xxd -p ~/.mylogin.cnf | tr -d '\\n'`,
    `${add(draw(num(200, 260), "0123456789abcdef"))}`,
  ]],
  ["a table of environments with a password column", "output", (_k, add) => [
    `| env     | host                          | user      | password           |`,
    `|---------|-------------------------------|-----------|--------------------|`,
    `| staging | ${host()} | ${role()} | ${pass(add)} |`,
    `| prod    | ${host("rds")} | ${role()} | ${pass(add)} |`,
  ]],
  ["a password manager CSV export", "output", (_k, add) => [
    `name,url,username,password,note`,
    `${dbname()} primary,postgresql://${host()}:5432,${role()},${pass(add)},`,
    `${dbname()} replica,postgresql://${host()}:5432,replicator,${pass(add)},read only`,
  ]],
  ["a handover note listing credentials", "output", (_k, add) => [
    `DB handover (${pick(["Maria", "Sam", "Kenji"])}):`,
    `- mongo admin → ${pass(add)}`,
    `- redis → ${pass(add)}`,
    `- the rest is in 1Password under "Databases"`,
  ]],
  ["an Ansible vars file decrypted by ansible-vault view", "assignment", (_k, add) => [
    `$ ansible-vault view group_vars/dbservers/vault.yml`,
    `vault_postgres_password: ${pass(add)}`,
    `vault_replication_password: "${pass(add)}"`,
  ]],
  ["terraform output of a generated password", "output", (_k, add) => [
    `$ terraform output -json db`,
    `{"endpoint":"${host("rds")}:5432","password":"${pass(add)}","username":"${role()}"}`,
  ]],
  ["the sa password given after a colon in a sentence", "output", (_k, add) => [
    `For the SQL Server container I used sa with: ${pass(add)} — change it before the demo.`,
  ]],
  ["a Redis password in a Sentinel config rewrite", "assignment", (_k, add) => [
    `sentinel monitor mymaster ${host("ip")} 6379 2`,
    `sentinel auth-pass mymaster ${pass(add)}`,
    `sentinel down-after-milliseconds mymaster ${num(3, 30)}000`,
  ]],
  ["an ODBC DSN in odbc.ini", "assignment", (_k, add) => [
    `[${pick(["ReportingDSN", "WarehouseDSN"])}]`,
    `Driver = ODBC Driver 18 for SQL Server`,
    `Server = ${host("azure")}`,
    `Database = ${dbname()}`,
    `UID = ${role()}`,
    `PWD = ${pass(add)}`,
  ]],
  ["a pg_service.conf service with a password", "assignment", (_k, add) => [
    `[${pick(["prod", "dwh", "legacy"])}]`,
    `host=${host()}`,
    `dbname=${dbname()}`,
    `user=${role()}`,
    `password=${pass(add)}`,
  ]],
  ["a JSON settings blob with a password and a token", "assignment", (k, add) => [
    `{"db":{"host":"${host()}","user":"${role()}","password":"${pass(add)}"},"cache":{"token":"${
      k(num(32, 40), ALNUM)
    }"}}`,
  ]],
];

/** The cut, encoded and conversational family: every case in two settings. */
export function buildWrapped(): HeldOutSecret[] {
  return spread(CUT, 2);
}
