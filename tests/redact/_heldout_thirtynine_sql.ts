/**
 * Corpus thirty-nine, statements that carry a password: roles and users created or altered in
 * every engine, replication set up (`CHANGE MASTER TO`, `CHANGE REPLICATION SOURCE TO`, logical
 * subscriptions), foreign servers and links, and the commands of Redis and MongoDB's shell.
 */
import {
  dbname,
  type HeldOutSecret,
  host,
  type Insertion,
  num,
  pass,
  pick,
  role,
  slug,
  spread,
} from "./_heldout_thirtynine_make.ts";

const STATEMENTS: readonly Insertion[] = [
  ["ALTER ROLE with a password", "assignment", (_k, add) => [
    `${dbname()}=# ALTER ROLE ${role()} WITH LOGIN PASSWORD '${
      pass(add)
    }' VALID UNTIL '2027-01-01';`,
    `ALTER ROLE`,
  ]],
  ["CREATE ROLE in a migration", "assignment", (_k, add) => [
    `-- V${num(10, 99)}__reporting_role.sql`,
    `CREATE ROLE ${role()} LOGIN PASSWORD '${pass(add)}' CONNECTION LIMIT ${num(5, 50)};`,
    `GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;`,
  ]],
  ["MySQL CREATE USER IDENTIFIED BY", "assignment", (_k, add) => [
    `mysql> CREATE USER '${role()}'@'%' IDENTIFIED BY '${pass(add)}';`,
    `Query OK, 0 rows affected (0.0${num(1, 9)} sec)`,
    `mysql> GRANT SELECT, INSERT, UPDATE ON ${dbname()}.* TO '${role()}'@'%';`,
  ]],
  ["MySQL ALTER USER with mysql_native_password", "assignment", (_k, add) => [
    `ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '${pass(add)}';`,
    `FLUSH PRIVILEGES;`,
  ]],
  ["CHANGE MASTER TO with MASTER_PASSWORD", "assignment", (_k, add) => [
    `CHANGE MASTER TO`,
    `  MASTER_HOST='${host("ip")}',`,
    `  MASTER_USER='repl',`,
    `  MASTER_PASSWORD='${pass(add)}',`,
    `  MASTER_LOG_FILE='mysql-bin.${String(num(1, 999)).padStart(6, "0")}',`,
    `  MASTER_LOG_POS=${num(4, 99999999)};`,
    `START SLAVE;`,
  ]],
  ["CHANGE REPLICATION SOURCE TO on one line", "assignment", (_k, add) => [
    `CHANGE REPLICATION SOURCE TO SOURCE_HOST='${host()}', SOURCE_USER='repl', SOURCE_PASSWORD='${
      pass(add)
    }', SOURCE_AUTO_POSITION=1, SOURCE_SSL=1;`,
  ]],
  ["CREATE USER MAPPING for postgres_fdw", "assignment", (_k, add) => [
    `CREATE SERVER legacy FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '${host()}', dbname '${dbname()}');`,
    `CREATE USER MAPPING FOR ${role()} SERVER legacy OPTIONS (user '${role()}', password '${
      pass(add)
    }');`,
  ]],
  ["CREATE SUBSCRIPTION with a connection string", "assignment", (_k, add) => [
    `CREATE SUBSCRIPTION ${pick(["sub_orders", "sub_eu", "upgrade_sub"])} CONNECTION 'host=${
      host("ip")
    } port=5432 dbname=${dbname()} user=replicator password=${pass(add)}' PUBLICATION pub_all;`,
  ]],
  ["dblink_connect with a password", "assignment", (_k, add) => [
    `SELECT dblink_connect('legacy', 'hostaddr=${
      host("ip")
    } port=5432 dbname=${dbname()} user=${role()} password=${pass(add)}');`,
  ]],
  ["SQL Server CREATE LOGIN and ALTER LOGIN sa", "assignment", (_k, add) => [
    `CREATE LOGIN ${role()} WITH PASSWORD = '${pass(add)}', CHECK_POLICY = OFF;`,
    `GO`,
    `ALTER LOGIN sa WITH PASSWORD = N'${pass(add)}';`,
    `GO`,
  ]],
  ["Oracle database link and ALTER USER", "assignment", (_k, add) => [
    `CREATE DATABASE LINK ${
      pick(["fin_link", "hr_link", "dw"])
    } CONNECT TO ${role()} IDENTIFIED BY "${pass(add)}" USING '${
      pick(["FINPDB", "HRPROD", "DWH"])
    }';`,
    `ALTER USER system IDENTIFIED BY ${pass(add)} ACCOUNT UNLOCK;`,
  ]],
  ["ClickHouse CREATE USER sha256_password", "assignment", (_k, add) => [
    `CREATE USER IF NOT EXISTS ${role()} IDENTIFIED WITH sha256_password BY '${
      pass(add)
    }' DEFAULT ROLE bi;`,
  ]],
  ["Cassandra CREATE ROLE", "assignment", (_k, add) => [
    `cassandra@cqlsh> CREATE ROLE ${role()} WITH PASSWORD = '${pass(add)}' AND LOGIN = true;`,
    `cassandra@cqlsh> ALTER ROLE cassandra WITH PASSWORD = '${pass(add)}';`,
  ]],
  ["Redis AUTH and CONFIG SET requirepass", "command", (_k, add) => [
    `${host("ip")}:6379> AUTH ${pass(add)}`,
    `OK`,
    `${host("ip")}:6379> CONFIG SET requirepass ${pass(add)}`,
    `OK`,
  ]],
  ["Redis ACL SETUSER", "command", (_k, add) => [
    `127.0.0.1:6379> ACL SETUSER ${role()} on >${pass(add)} ~cache:* +@read +@write -@dangerous`,
    `OK`,
  ]],
  ["MongoDB createUser", "assignment", (_k, add) => [
    `rs0 [primary] admin> db.createUser({ user: "${role()}", pwd: "${
      pass(add)
    }", roles: [{ role: "readWrite", db: "${dbname()}" }] })`,
    `{ ok: 1, '$clusterTime': { clusterTime: Timestamp({ t: ${num(1767225600, 1798761599)}, i: ${
      num(1, 9)
    } }) } }`,
  ]],
  ["MongoDB changeUserPassword", "assignment", (_k, add) => [
    `admin> db.changeUserPassword("${role()}", "${pass(add)}")`,
    `{ ok: 1 }`,
  ]],
  ["Neo4j ALTER CURRENT USER SET PASSWORD", "assignment", (_k, add) => [
    `neo4j@system> ALTER CURRENT USER SET PASSWORD FROM '${pass(add)}' TO '${pass(add)}';`,
    `0 rows`,
  ]],
  ["MySQL SET PASSWORD FOR", "assignment", (_k, add) => [
    `SET PASSWORD FOR '${role()}'@'10.%' = '${pass(add)}';`,
  ]],
  ["CockroachDB CREATE USER WITH PASSWORD", "assignment", (_k, add) => [
    `root@${slug(6)}:26257/defaultdb> CREATE USER ${role()} WITH PASSWORD '${pass(add)}';`,
    `CREATE ROLE`,
  ]],
];

/** The statement family: every statement in two settings. */
export function buildSql(): HeldOutSecret[] {
  return spread(STATEMENTS, 2);
}
