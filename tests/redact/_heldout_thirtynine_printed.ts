/**
 * Corpus thirty-nine, what is printed: server logs that record a statement with its password,
 * catalog queries that show stored verifiers, connection errors and stack traces echoing their
 * credentials, and tools that print a configuration or a generated password (`docker compose
 * config`, `docker inspect`, `airflow connections get`, `vault read`, `pscale password create`,
 * `turso db tokens create`, `aws rds generate-db-auth-token`).
 */
import {
  B64,
  dbname,
  draw,
  epoch,
  type HeldOutSecret,
  hex,
  host,
  type Insertion,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  role,
  slug,
  spread,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_thirtynine_make.ts";
import { scram } from "./_heldout_thirtynine_files.ts";

const pgTime = (): string =>
  `2026-11-${String(num(1, 27)).padStart(2, "0")} ${String(num(0, 23)).padStart(2, "0")}:${
    String(num(10, 59))
  }:${String(num(10, 59))}.${num(100, 999)} UTC`;

const PRINTED: readonly Insertion[] = [
  ["postgres log_statement records ALTER ROLE", "output", (_k, add) => [
    `${pgTime()} [${num(1000, 99999)}] LOG:  checkpoint complete: wrote ${num(10, 9999)} buffers`,
    `${pgTime()} [${
      num(1000, 99999)
    }] postgres@${dbname()} LOG:  statement: ALTER USER ${role()} PASSWORD '${pass(add)}';`,
    `${pgTime()} [${num(1000, 99999)}] LOG:  automatic vacuum of table "${dbname()}.public.events"`,
  ]],
  ["MySQL general log with CREATE USER", "output", (_k, add) => [
    `2026-11-${num(10, 27)}T${num(10, 23)}:${num(10, 59)}:${num(10, 59)}.${
      num(100000, 999999)
    }Z\t   ${num(10, 999)} Query\tCREATE USER 'etl'@'%' IDENTIFIED BY '${pass(add)}'`,
    `2026-11-${num(10, 27)}T${num(10, 23)}:${num(10, 59)}:${num(10, 59)}.${
      num(100000, 999999)
    }Z\t   ${num(10, 999)} Quit`,
  ]],
  ["MySQL slow query log with SET PASSWORD", "output", (_k, add) => [
    `# Time: 2026-11-${num(10, 27)}T${num(10, 23)}:${num(10, 59)}:${num(10, 59)}.${
      num(100000, 999999)
    }Z`,
    `# User@Host: root[root] @ localhost []  Id: ${num(100, 99999)}`,
    `# Query_time: ${num(2, 9)}.${num(100000, 999999)}  Lock_time: 0.000${
      num(100, 999)
    } Rows_sent: 0  Rows_examined: ${num(0, 9)}`,
    `SET timestamp=${epoch()};`,
    `ALTER USER 'app'@'%' IDENTIFIED BY '${pass(add)}';`,
  ]],
  ["pg_authid with SCRAM verifiers", "output", (_k, add) => [
    `${dbname()}=# SELECT rolname, rolpassword FROM pg_authid WHERE rolcanlogin;`,
    `   rolname   |                                              rolpassword`,
    `-------------+---------------------------------------------------------------------------------------------------------------------------------------`,
    ` ${role().padEnd(11)} | ${scram(add)}`,
    ` ${role().padEnd(11)} | md5${add(hex(32))}`,
    `(2 rows)`,
  ]],
  ["mysql.user with native password hashes", "output", (_k, add) => [
    `mysql> SELECT user, host, authentication_string FROM mysql.user WHERE plugin='mysql_native_password';`,
    `+-----------+-----------+-------------------------------------------+`,
    `| user      | host      | authentication_string                     |`,
    `+-----------+-----------+-------------------------------------------+`,
    `| repl      | 10.%      | *${add(draw(40, "0123456789ABCDEF"))} |`,
    `| ${role().slice(0, 9).padEnd(9)} | %         | *${add(draw(40, "0123456789ABCDEF"))} |`,
    `+-----------+-----------+-------------------------------------------+`,
  ]],
  ["SHOW GRANTS of an old server with a password hash", "output", (_k, add) => [
    `mysql> SHOW GRANTS FOR 'legacy'@'%';`,
    `GRANT USAGE ON *.* TO 'legacy'@'%' IDENTIFIED BY PASSWORD '*${
      add(draw(40, "0123456789ABCDEF"))
    }'`,
  ]],
  ["Knex debug print of its connection", "output", (_k, add) => [
    `knex:client acquired connection from pool: __knexUid${num(1, 99)}`,
    `{ client: 'pg', connection: { host: '${host()}', port: 5432, user: '${role()}', password: '${
      pass(add)
    }', database: '${dbname()}' }, pool: { min: 2, max: 10 } }`,
  ]],
  ["PDOException stack trace with the password argument", "output", (_k, add) => [
    `PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/app/db.php:${
      num(5, 60)
    }`,
    `Stack trace:`,
    `#0 /var/www/app/db.php(${
      num(5, 60)
    }): PDO->__construct('mysql:host=${host()};dbname=${dbname()}', '${role()}', '${pass(add)}')`,
    `#1 /var/www/app/index.php(${num(3, 30)}): require_once('...')`,
    `#2 {main}`,
  ]],
  ["redis-py error echoing its URL", "output", (_k, add) => [
    `redis.exceptions.ConnectionError: Error 111 connecting to redis://:${
      pass(add)
    }@${host()}:6379/0. Connection refused.`,
  ]],
  ["docker compose config resolves the password", "output", (_k, add) => [
    `$ docker compose config`,
    `name: ${pick(["shop", "billing", "crm"])}`,
    `services:`,
    `  db:`,
    `    environment:`,
    `      MARIADB_ROOT_PASSWORD: ${pass(add)}`,
    `    image: mariadb:11`,
  ]],
  ["docker inspect Env array", "output", (_k, add) => [
    `        "Env": [`,
    `            "ACCEPT_EULA=Y",`,
    `            "MSSQL_SA_PASSWORD=${pass(add)}",`,
    `            "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"`,
    `        ],`,
  ]],
  ["kubectl decoding a secret prints it bare", "output", (_k, add) => [
    `$ kubectl get secret ${
      dbname().replace(/_/g, "-")
    }-pg-app -o jsonpath='{.data.password}' | base64 -d`,
    `${pass(add)}`,
  ]],
  ["heroku config:get DATABASE_URL", "output", (k) => [
    `$ heroku config:get DATABASE_URL -a ${pick(["shop", "crm", "blog"])}-${slug(5)}`,
    `postgres://u${draw(13, LOWER_DIGITS)}:p${k(64, "0123456789abcdef")}@c${slug(11)}.cluster-${
      slug(12)
    }.us-east-1.rds.amazonaws.com:5432/d${slug(13)}`,
  ]],
  ["aws rds generate-db-auth-token", "output", (k) => [
    `$ aws rds generate-db-auth-token --hostname ${
      host("rds")
    } --port 5432 --username iam_${role()}`,
    `${
      host("rds")
    }:5432/?Action=connect&DBUser=iam_app&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA${
      draw(16, UPPER_DIGITS)
    }%2F20261105%2Fus-east-1%2Frds-db%2Faws4_request&X-Amz-Date=20261105T${
      num(100000, 235959)
    }Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Security-Token=${
      k(num(300, 400), B64.replace("+", "").replace("/", ""))
    }&X-Amz-Signature=${k(64, "0123456789abcdef")}`,
  ]],
  ["airflow connections get", "output", (_k, add) => [
    `$ airflow connections get ${pick(["postgres_dwh", "mysql_crm"])} -o yaml`,
    `conn_type: postgres`,
    `host: ${host()}`,
    `login: ${role()}`,
    `password: ${pass(add)}`,
    `port: 5432`,
  ]],
  ["vault read database/creds", "output", (_k, add) => [
    `$ vault read database/creds/readonly`,
    `Key                Value`,
    `---                -----`,
    `lease_id           database/creds/readonly/${draw(24)}`,
    `lease_duration     1h`,
    `lease_renewable    true`,
    `password           ${pass(add)}`,
    `username           v-token-readonly-${draw(20, LOWER_DIGITS)}-${epoch()}`,
  ]],
  ["pscale password create table", "output", (k) => [
    `$ pscale password create ${dbname().replace(/_/g, "-")} main app-${slug(4)}`,
    `Password app was successfully created in ${dbname()}/main.`,
    `Please save the values below as they will not be shown again`,
    ``,
    `  NAME   BRANCH   USERNAME       ACCESS HOST URL          ROLE             PLAIN TEXT`,
    `  app    main     ${slug(12)}   aws.connect.psdb.cloud   Admin            pscale_pw_${
      k(43, B64.replace("+", "_").replace("/", "-"))
    }`,
  ]],
  ["turso db tokens create", "output", (k) => [
    `$ turso db tokens create ${dbname().replace(/_/g, "-")} --expiration none`,
    `${jwt(k, { a: "rw", iat: epoch(), id: uuid() }, "EdDSA")}`,
  ]],
  ["mysql.slave_master_info shows the replication password", "output", (_k, add) => [
    `mysql> SELECT Host, User_name, User_password FROM mysql.slave_master_info\\G`,
    `*************************** 1. row ***************************`,
    `         Host: ${host("ip")}`,
    `    User_name: repl`,
    `User_password: ${pass(add)}`,
  ]],
  ["elasticsearch-reset-password prints the new value", "output", (k) => [
    `$ bin/elasticsearch-reset-password -u elastic -a -b`,
    `Password for the [elastic] user successfully reset.`,
    `New value: ${k(20, B64.replace("+", "_").replace("/", "*"))}`,
  ]],
  [
    "supabase status of a stack with its own JWT secret prints the service_role key",
    "output",
    (k) => {
      const iat = epoch();
      return [
        `$ supabase status`,
        `         API URL: http://127.0.0.1:54321`,
        `          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres`,
        `service_role key: ${
          jwt(k, { iss: "supabase", role: "service_role", iat, exp: iat + 315360000 })
        }`,
      ];
    },
  ],
  ["a new sa password said in chat, with no name", "output", (_k, add) => [
    `ok, rotated it. new one: ${pass(add)}`,
    `please update the ${pick(["staging", "prod", "reporting"])} box too (ticket #${
      num(1000, 9999)
    })`,
  ]],
  ["the password typed at the shell by mistake", "output", (_k, add) => {
    const pw = pass(add);
    return [
      `$ psql -h ${host()} -U ${role()} ${dbname()}`,
      `psql: error: connection to server failed: timeout expired`,
      `$ ${pw}`,
      `bash: ${pw}: command not found`,
    ];
  }],
];

/** The printed-output family: every print in two settings. */
export function buildPrinted(): HeldOutSecret[] {
  return spread(PRINTED, 2);
}
