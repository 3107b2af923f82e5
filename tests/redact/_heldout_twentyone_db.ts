/**
 * Corpus twenty-one, database consoles: psql, mysql, redis-cli, mongosh, sqlcmd and cqlsh
 * sessions — connection lines, `CONFIG GET requirepass`, `SHOW GRANTS`, users tables, a password
 * set by hand in the middle of an incident.
 */
import {
  B64,
  draw,
  type HeldOutSecret,
  hex,
  host,
  humanPass,
  pass,
  twice,
  uuid,
} from "./_heldout_twentyone_make.ts";

const prompt = (v: number, db: string) => (v === 0 ? `${db}=> ` : `${db}=# `);

export function buildDb(): HeldOutSecret[] {
  return [
    ...twice("url", "psql connected by a URL", (_k, add, v) =>
      [
        `$ psql "postgresql://ops_admin:${
          pass(add)
        }@${host()}.internal:5432/orders?sslmode=require"`,
        "psql (16.4, server 15.8)",
        "SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)",
        'Type "help" for help.',
        "",
        `${prompt(v, "orders")}\\conninfo`,
        `You are connected to database "orders" as user "ops_admin" on host "${host()}.internal" at port "5432".`,
      ].join("\n")),
    ...twice("command", "ALTER ROLE with a new password typed in psql", (_k, add, v) =>
      [
        `${prompt(v, "postgres")}ALTER ROLE app_rw WITH PASSWORD '${pass(add)}';`,
        "ALTER ROLE",
        `${prompt(v, "postgres")}SELECT pg_reload_conf();`,
        " pg_reload_conf ",
        "----------------",
        " t",
        "(1 row)",
      ].join("\n")),
    ...twice("output", "pg_authid rows with SCRAM verifiers", (_k, add, v) =>
      [
        `${prompt(v, "postgres")}SELECT rolname, rolpassword FROM pg_authid WHERE rolcanlogin;`,
        "  rolname  |  rolpassword",
        "-----------+----------------",
        ` app_rw    | SCRAM-SHA-256$4096:${add(draw(24, B64))}$${add(draw(44, B64))}:${
          add(draw(44, B64))
        }`,
        " postgres  | ",
        "(2 rows)",
      ].join("\n")),
    ...twice("command", "mysql client with the password on the command line", (_k, add, v) =>
      [
        `$ mysql -h ${host()} -P 3306 -u root --password=${pass(add)} shop`,
        "mysql: [Warning] Using a password on the command line interface can be insecure.",
        `Welcome to the MySQL monitor.  Commands end with ; or \\g. Your MySQL connection id is ${
          4000 + v
        }`,
        "mysql> SHOW PROCESSLIST;",
      ].join("\n")),
    ...twice("output", "SHOW GRANTS after CREATE USER IDENTIFIED BY", (_k, add, v) =>
      [
        `mysql> CREATE USER 'reporting'@'10.%' IDENTIFIED BY '${pass(add)}';`,
        "Query OK, 0 rows affected (0.01 sec)",
        "",
        "mysql> SHOW GRANTS FOR 'reporting'@'10.%';",
        "+--------------------------------------------------------+",
        "| Grants for reporting@10.%                              |",
        "+--------------------------------------------------------+",
        `| GRANT SELECT ON \`shop${v}\`.* TO \`reporting\`@\`10.%\`      |`,
        "+--------------------------------------------------------+",
      ].join("\n")),
    ...twice("output", "redis-cli CONFIG GET requirepass", (_k, add, v) =>
      [
        `$ redis-cli -h ${host()} -p ${6379 + v}`,
        `${host()}:6379> CONFIG GET requirepass`,
        '1) "requirepass"',
        `2) "${add(draw(32))}"`,
        `${host()}:6379> INFO replication`,
        "# Replication",
        "role:master",
        "connected_slaves:2",
      ].join("\n")),
    ...twice("command", "redis-cli with -a and the password", (_k, add, v) =>
      [
        `$ redis-cli -h ${host()} -a '${pass(add)}' --no-auth-warning ${
          v === 0 ? "PING" : "DBSIZE"
        }`,
        v === 0 ? "PONG" : `(integer) ${draw(6, "0123456789")}`,
      ].join("\n")),
    ...twice("url", "mongosh connecting by an SRV URL", (_k, add, v) =>
      [
        `$ mongosh "mongodb+srv://clusterAdmin:${pass(add)}@cluster${v}.${
          draw(5, "abcdefghijklmnopqrstuvwxyz")
        }.mongodb.net/admin"`,
        "Current Mongosh Log ID:	" + hex(24),
        "Using MongoDB:		7.0.14",
        "Using Mongosh:		2.3.1",
        "Atlas atlas-" + draw(6, "abcdefghijklmnopqrstuvwxyz0123456789") +
        "-shard-0 [primary] admin>",
      ].join("\n")),
    ...twice("command", "mongosh db.createUser with a password", (_k, add, v) =>
      [
        "rs0 [primary] admin> db.createUser({",
        `...   user: "metrics${v}",`,
        `...   pwd: "${pass(add)}",`,
        '...   roles: [{ role: "clusterMonitor", db: "admin" }]',
        "... })",
        "{ ok: 1 }",
      ].join("\n")),
    ...twice("command", "sqlcmd with -P", (_k, add, v) =>
      [
        `PS C:\\> sqlcmd -S ${host()}.corp.local,1433 -U sa -P "${
          humanPass(add)
        }" -Q "SELECT @@VERSION"`,
        "Microsoft SQL Server 2022 (RTM-CU15) - 16.0.4145.4 (X64)",
        `(${1 + v} rows affected)`,
      ].join("\n")),
    ...twice("command", "cqlsh with -u and -p", (_k, add, v) =>
      [
        `$ cqlsh ${host()} 9042 -u cassandra -p ${pass(add)}`,
        "Connected to ops-ring at " + host() + ":9042",
        "[cqlsh 6.1.0 | Cassandra 4.1.5 | CQL spec 3.4.6 | Native protocol v5]",
        `cassandra@cqlsh> ${v === 0 ? "LIST ROLES;" : "DESCRIBE KEYSPACES;"}`,
      ].join("\n")),
    ...twice("output", "an app's users table with API keys", (_k, add, v) =>
      [
        `${prompt(v, "app")}SELECT id, email, api_key FROM service_accounts LIMIT 3;`,
        "                  id                  |         email          |             api_key",
        "--------------------------------------+------------------------+----------------------------------",
        ` ${uuid()} | ingest@example.org     | sk_svc_${add(draw(32))}`,
        ` ${uuid()} | exporter@example.org   | sk_svc_${add(draw(32))}`,
        "(2 rows)",
      ].join("\n")),
    ...twice("assignment", "a .pgpass line shown with cat", (_k, add, v) =>
      [
        "$ cat ~/.pgpass",
        `${host()}.internal:5432:*:replicator:${pass(add)}`,
        `${host()}.internal:${6432 + v}:pgbouncer:stats:${pass(add)}`,
      ].join("\n")),
  ];
}
