/**
 * Corpus thirty-nine, clean administration sessions: dumps and restores that authenticate through
 * a pgpass or a socket, connection errors that name a host and a user but no password (or a masked
 * one), password policy settings, Compose and Kubernetes files that reference secrets, and the
 * listings of managed services' CLIs that never print a password.
 */
import {
  type Alike,
  dbname,
  draw,
  type HeldOutClean,
  hex,
  host,
  lines,
  LOWER_DIGITS,
  num,
  pick,
  role,
  slug,
  spreadClean,
} from "./_heldout_thirtynine_make.ts";

const SESSIONS: readonly Alike[] = [
  ["pg_dump through a pgpass and a restore", () => [
    `$ ls -l ~/.pgpass`,
    `-rw------- 1 ${pick(["dba", "postgres"])} ${pick(["dba", "postgres"])} ${num(60, 300)} Nov ${
      num(1, 27)
    } 09:${num(10, 59)} /home/dba/.pgpass`,
    `$ pg_dump -h ${host()} -U ${role()} -Fc ${dbname()} -f ${dbname()}.dump`,
    `$ pg_restore -d ${dbname()}_copy -j ${num(2, 8)} --no-owner ${dbname()}.dump`,
    `pg_restore: creating TABLE "public.orders"`,
  ]],
  ["connection errors naming host and user only", () => [
    `psql: error: connection to server at "${host("rds")}" (${
      host("ip")
    }), port 5432 failed: FATAL:  password authentication failed for user "${role()}"`,
    `ERROR 1045 (28000): Access denied for user '${role()}'@'${host("ip")}' (using password: YES)`,
    `Error: P1001: Can't reach database server at \`${host()}\`:\`5432\``,
  ]],
  ["a masked URI in an application log", () => [
    `${
      new Date(Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59))).toISOString()
    } INFO  db: connecting to postgresql://${role()}:***@${host()}:5432/${dbname()}`,
    `${
      new Date(Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59))).toISOString()
    } INFO  db: pool ready (size=${num(5, 40)})`,
    `${
      new Date(Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59))).toISOString()
    } INFO  redis: connected to redis://default:[REDACTED]@${host()}:6379`,
  ]],
  ["password policy variables", () => [
    `mysql> SHOW VARIABLES LIKE 'validate_password%';`,
    `| validate_password.length              | ${num(8, 16)}      |`,
    `| validate_password.mixed_case_count    | 1      |`,
    `| validate_password.policy              | MEDIUM |`,
    `postgres=# SHOW password_encryption;`,
    ` scram-sha-256`,
  ]],
  ["Compose and Kubernetes referencing secrets", () => [
    `services:`,
    `  db:`,
    `    image: postgres:${num(14, 17)}`,
    `    environment:`,
    `      POSTGRES_PASSWORD_FILE: /run/secrets/db_password`,
    `    secrets: [db_password]`,
    `secrets:`,
    `  db_password:`,
    `    file: ./secrets/db_password.txt`,
    `---`,
    `        - name: DB_PASSWORD`,
    `          valueFrom:`,
    `            secretKeyRef: { name: ${dbname().replace(/_/g, "-")}-app, key: password }`,
  ]],
  ["pscale and neonctl listings", () => [
    `$ pscale password list ${dbname().replace(/_/g, "-")} main`,
    `  NAME     BRANCH   ID             USERNAME       ROLE    CREATED AT`,
    ...lines(
      2,
      () => `  app-${slug(4)} main     ${slug(12)}   ${slug(12)}   admin   ${num(2, 9)} days ago`,
    ),
    `$ neonctl branches list --project-id ${pick(["odd", "calm"])}-${pick(["sky", "bird"])}-${
      num(10000000, 99999999)
    }`,
    `│ br-${pick(["wild", "soft"])}-${pick(["rain", "snow"])}-${
      draw(8, LOWER_DIGITS)
    } │ main │ ready │`,
  ]],
  ["EXPLAIN ANALYZE output", () => [
    `Index Scan using orders_customer_id_idx on orders  (cost=0.43..${num(10, 99)}.${
      num(10, 99)
    } rows=${num(1, 99)} width=${num(40, 200)}) (actual time=0.0${num(10, 99)}..0.${
      num(100, 999)
    } rows=${num(1, 99)} loops=1)`,
    `  Index Cond: (customer_id = '${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}'::uuid)`,
    `Planning Time: 0.${num(100, 999)} ms`,
    `Execution Time: 0.${num(100, 999)} ms`,
    `Query Identifier: ${pick(["", "-"])}${num(100000000, 999999999)}${num(100000000, 999999999)}`,
  ]],
  ["a table's checksum and sizes", () => [
    `mysql> CHECKSUM TABLE ${dbname()}.orders;`,
    `| ${dbname()}.orders | ${num(100000000, 4294967295)} |`,
    `postgres=# SELECT pg_size_pretty(pg_total_relation_size('orders')), pg_relation_filenode('orders');`,
    ` ${num(1, 900)} GB | ${num(16384, 999999)}`,
  ]],
  ["MongoDB replica set status", () => [
    `rs0 [primary] admin> rs.status().members.map(m => [m.name, m.stateStr, m.optime.ts])`,
    ...lines(
      3,
      (i) =>
        `[ 'mongo-${i}.${slug(4)}:27017', '${i === 0 ? "PRIMARY" : "SECONDARY"}', Timestamp({ t: ${
          num(1767225600, 1798761599)
        }, i: ${num(1, 30)} }) ]`,
    ),
  ]],
  ["an assistant's rotation plan with no values", () => [
    `Rotation plan for ${dbname()}:`,
    `1. Create the new password in Vault (\`vault kv put secret/${dbname()}/app password=-\` reads it from stdin).`,
    `2. \`ALTER ROLE ${role()} PASSWORD\` via \`\\password\` so it never lands in the log.`,
    `3. Restart the ${
      pick(["api", "workers", "cron"])
    } pods; they read DB_PASSWORD from the secret.`,
    `4. Revoke the old one after ${num(1, 24)}h.`,
  ]],
];

/** The clean session family: every look-alike in three settings. */
export function buildCleanSessions(): HeldOutClean[] {
  return spreadClean(SESSIONS, 3);
}
