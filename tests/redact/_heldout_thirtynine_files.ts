/**
 * Corpus thirty-nine, client and server configuration files: `~/.pgpass`, `~/.my.cnf`, `cqlshrc`,
 * `redis.conf`, pgBouncer's `userlist.txt`, ClickHouse's `users.xml`, Liquibase and Flyway
 * properties, a decrypted DBeaver `credentials-config.json`, Compose files, framework settings
 * (Spring, Django, Rails, Kibana), a Kubernetes Secret and MongoDB's keyfile.
 */
import {
  B64,
  b64,
  dbname,
  draw,
  type HeldOutSecret,
  hex,
  host,
  type Insertion,
  lines,
  num,
  pass,
  pick,
  role,
  slug,
  spread,
} from "./_heldout_thirtynine_make.ts";

/** A SCRAM-SHA-256 verifier as PostgreSQL stores it: salt, StoredKey and ServerKey drawn. */
export function scram(add: (p: string) => string): string {
  return `SCRAM-SHA-256$4096:${add(draw(22, B64) + "==")}$${add(draw(43, B64) + "=")}:${
    add(draw(43, B64) + "=")
  }`;
}

const FILES: readonly Insertion[] = [
  ["~/.pgpass with three lines", "block", (_k, add) => [
    `${host("rds")}:5432:${dbname()}:${role()}:${pass(add)}`,
    `${host()}:5432:*:replicator:${pass(add)}`,
    `localhost:6432:pgbouncer:pgbouncer:${pass(add)}`,
  ]],
  ["~/.my.cnf client section", "assignment", (_k, add) => [
    `[client]`,
    `user=${role()}`,
    `password="${pass(add)}"`,
    `host=${host()}`,
    `default-character-set=utf8mb4`,
  ]],
  ["cqlshrc authentication section", "assignment", (_k, add) => [
    `[authentication]`,
    `username = ${role()}`,
    `password = ${pass(add)}`,
    ``,
    `[connection]`,
    `hostname = ${host("ip")}`,
    `port = 9042`,
    `ssl = true`,
  ]],
  ["redis.conf requirepass and masterauth", "assignment", (_k, add) => [
    `bind 0.0.0.0`,
    `protected-mode yes`,
    `port 6379`,
    `requirepass ${pass(add)}`,
    `masterauth ${pass(add)}`,
    `maxmemory ${num(1, 16)}gb`,
    `maxmemory-policy allkeys-lru`,
  ]],
  ["pgBouncer userlist.txt with a password and a verifier", "block", (_k, add) => [
    `"${role()}" "${pass(add)}"`,
    `"${role()}_b" "${scram(add)}"`,
  ]],
  ["ClickHouse users.xml plain password and sha256", "block", (_k, add) => [
    `<clickhouse>`,
    `  <users>`,
    `    <ingest>`,
    `      <password>${pass(add)}</password>`,
    `      <networks><ip>::/0</ip></networks>`,
    `    </ingest>`,
    `    <bi_reader>`,
    `      <password_sha256_hex>${add(hex(64))}</password_sha256_hex>`,
    `      <profile>readonly</profile>`,
    `    </bi_reader>`,
    `  </users>`,
    `</clickhouse>`,
  ]],
  ["liquibase.properties", "assignment", (_k, add) => [
    `changeLogFile=db/changelog/db.changelog-master.yaml`,
    `url=jdbc:postgresql://${host()}:5432/${dbname()}`,
    `username=${role()}`,
    `password=${pass(add)}`,
    `liquibase.hub.mode=off`,
  ]],
  ["flyway.conf", "assignment", (_k, add) => [
    `flyway.url=jdbc:mysql://${host()}:3306/${dbname()}`,
    `flyway.user=${role()}`,
    `flyway.password=${pass(add)}`,
    `flyway.locations=filesystem:sql/migrations`,
    `flyway.baselineOnMigrate=true`,
  ]],
  ["decrypted DBeaver credentials-config.json", "assignment", (_k, add) => [
    `{"postgres-jdbc-${hex(11)}-${hex(16)}":{"#connection":{"user":"${role()}","password":"${
      pass(add)
    }"}},"mysql8-${hex(11)}-${hex(16)}":{"#connection":{"user":"root","password":"${pass(add)}"}}}`,
  ]],
  ["docker-compose with two database passwords", "assignment", (_k, add) => [
    `services:`,
    `  db:`,
    `    image: postgres:${num(13, 17)}-alpine`,
    `    environment:`,
    `      POSTGRES_DB: ${dbname()}`,
    `      POSTGRES_PASSWORD: ${pass(add)}`,
    `  mysql:`,
    `    image: mysql:8.4`,
    `    environment:`,
    `      - MYSQL_ROOT_PASSWORD=${pass(add)}`,
    `    ports: ["3306:3306"]`,
  ]],
  ["Spring datasource in application.yml", "assignment", (_k, add) => [
    `spring:`,
    `  datasource:`,
    `    url: jdbc:postgresql://${host()}:5432/${dbname()}`,
    `    username: ${role()}`,
    `    password: ${pass(add)}`,
    `    hikari:`,
    `      maximum-pool-size: ${num(5, 40)}`,
  ]],
  ["Django DATABASES setting", "assignment", (_k, add) => [
    `DATABASES = {`,
    `    "default": {`,
    `        "ENGINE": "django.db.backends.postgresql",`,
    `        "NAME": "${dbname()}",`,
    `        "USER": "${role()}",`,
    `        "PASSWORD": "${pass(add)}",`,
    `        "HOST": "${host()}",`,
    `        "PORT": "5432",`,
    `    }`,
    `}`,
  ]],
  ["Rails database.yml production block", "assignment", (_k, add) => [
    `production:`,
    `  <<: *default`,
    `  database: ${dbname()}`,
    `  username: ${role()}`,
    `  password: ${pass(add)}`,
    `  host: ${host("rds")}`,
  ]],
  ["kibana.yml elasticsearch password", "assignment", (_k, add) => [
    `server.host: "0.0.0.0"`,
    `elasticsearch.hosts: ["https://${host("ip")}:9200"]`,
    `elasticsearch.username: "kibana_system"`,
    `elasticsearch.password: "${pass(add)}"`,
    `xpack.encryptedSavedObjects.encryptionKey: "${add(draw(32))}"`,
  ]],
  ["Kubernetes Secret with base64 data", "encoded", (_k, add) => [
    `apiVersion: v1`,
    `kind: Secret`,
    `metadata:`,
    `  name: ${dbname().replace(/_/g, "-")}-credentials`,
    `type: Opaque`,
    `data:`,
    `  username: ${b64(role())}`,
    `  password: ${add(b64(draw(num(16, 24))))}`,
  ]],
  ["MongoDB replica set keyfile", "block", (k) => [
    `security:`,
    `  keyFile: /etc/mongo/keyfile`,
    `---- cat /etc/mongo/keyfile ----`,
    ...lines(5, () => k(76, B64)),
  ]],
  ["Oracle wallet credential created with mkstore", "command", (_k, add) => [
    `mkstore -wrl /u01/app/oracle/wallet -createCredential ${
      pick(["PRODDB", "ORCL_HA", "FINPDB"])
    } ${role()} ${pass(add)}`,
  ]],
  ["pgAdmin password stored in a pgpass referenced by servers.json", "block", (_k, add) => [
    `{"Servers": {"1": {"Name": "${
      slug(6)
    }", "Host": "${host()}", "Port": 5432, "Username": "${role()}", "PassFile": "/pgadmin4/pgpass"}}}`,
    `$ cat /pgadmin4/pgpass`,
    `${host()}:5432:*:${role()}:${pass(add)}`,
  ]],
];

/** The configuration-file family: every file in two settings. */
export function buildFiles(): HeldOutSecret[] {
  return spread(FILES, 2);
}
