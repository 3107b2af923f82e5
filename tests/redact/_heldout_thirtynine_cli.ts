/**
 * Corpus thirty-nine, client commands: a password on the command line of every engine's client
 * (`PGPASSWORD=` before `pg_dump`, `mysql -p<pw>` glued, `sqlcmd -P`, `sqlplus user/pw@tns`,
 * `mongosh -p`, `redis-cli -a`, `cqlsh -p`, `clickhouse-client --password`, `cypher-shell -p`),
 * containers started with a password in their environment, and HTTP calls to a database's API.
 */
import {
  b64,
  B64URL,
  dbname,
  draw,
  epoch,
  type HeldOutSecret,
  host,
  type Insertion,
  jwt,
  num,
  pass,
  pick,
  role,
  slug,
  spread,
} from "./_heldout_thirtynine_make.ts";

const COMMANDS: readonly Insertion[] = [
  ["PGPASSWORD before pg_dump", "command", (_k, add) => [
    `PGPASSWORD=${pass(add)} pg_dump -h ${
      host("rds")
    } -U ${role()} -Fc -j 4 ${dbname()} -f /backups/${dbname()}.dump`,
  ]],
  ["export PGPASSWORD then psql", "command", (_k, add) => [
    `export PGPASSWORD='${pass(add)}'`,
    `psql -h ${host()} -U ${role()} -d ${dbname()} -c '\\dt+'`,
  ]],
  ["mysql -p glued to the password", "command", (_k, add) => [
    `mysql -u root -p${pass(add)} -h ${host("ip")} ${dbname()} < migrations/${
      num(100, 999)
    }_add_index.sql`,
  ]],
  ["mysqldump --password=", "command", (_k, add) => [
    `mysqldump --user=${role()} --password=${
      pass(add)
    } --single-transaction --routines ${dbname()} | gzip > dump.sql.gz`,
  ]],
  ["sqlcmd -P for sa", "command", (_k, add) => [
    `sqlcmd -S ${host("ip")},1433 -U sa -P '${pass(add)}' -C -Q "SELECT @@VERSION"`,
  ]],
  ["sqlplus user/password@tns", "command", (_k, add) => [
    `sqlplus ${pick(["system", "app_owner", "scott"])}/${pass(add)}@${
      pick(["PRODDB", "ORCLPDB1", "//" + host() + ":1521/FREEPDB1"])
    } @rebuild_indexes.sql`,
  ]],
  ["sqlplus as sysdba with the password", "command", (_k, add) => [
    `sqlplus "sys/${pass(add)}@${pick(["prod", "stby", "cdb1"])} as sysdba"`,
  ]],
  ["mongosh -u -p", "command", (_k, add) => [
    `mongosh "mongodb+srv://cluster0.${
      slug(5)
    }.mongodb.net/${dbname()}" --apiVersion 1 --username ${role()} -p ${pass(add)}`,
  ]],
  ["mongodump with a URI", "command", (_k, add) => [
    `mongodump --uri="mongodb://${role()}:${pass(add)}@${
      host("ip")
    }:27017/${dbname()}?authSource=admin" --gzip --archive=/tmp/${dbname()}.gz`,
  ]],
  ["redis-cli -a", "command", (_k, add) => [
    `redis-cli -h ${host()} -p 6379 -a ${pass(add)} --no-auth-warning INFO replication`,
  ]],
  ["redis-cli --user --pass", "command", (_k, add) => [
    `redis-cli --tls -h ${host()} --user ${role()} --pass '${
      pass(add)
    }' --scan --pattern 'session:*' | head`,
  ]],
  ["cqlsh -u -p", "command", (_k, add) => [
    `cqlsh ${host("ip")} 9042 -u cassandra -p ${pass(add)} --ssl -e "DESCRIBE KEYSPACES"`,
  ]],
  ["clickhouse-client --password", "command", (_k, add) => [
    `clickhouse-client --host ${
      slug(10)
    }.eu-central-1.aws.clickhouse.cloud --secure --user default --password ${
      pass(add)
    } --query "SELECT count() FROM events"`,
  ]],
  ["cypher-shell -p", "command", (_k, add) => [
    `cypher-shell -a neo4j+s://${slug(8)}.databases.neo4j.io -u neo4j -p ${
      pass(add)
    } "SHOW DATABASES;"`,
  ]],
  ["docker run postgres with POSTGRES_PASSWORD", "command", (_k, add) => [
    `docker run -d --name pg${num(12, 17)} -e POSTGRES_USER=${role()} -e POSTGRES_PASSWORD=${
      pass(add)
    } -p 5432:5432 postgres:${num(12, 17)}`,
  ]],
  ["docker run SQL Server with the sa password", "command", (_k, add) => [
    `docker run -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=${
      pass(add)
    }" -p 1433:1433 -d mcr.microsoft.com/mssql/server:2022-latest`,
  ]],
  ["pg_basebackup with a replication URI", "command", (_k, add) => [
    `pg_basebackup -d "postgresql://replicator:${pass(add)}@${
      host("ip")
    }:5432" -D /var/lib/postgresql/${num(14, 17)}/main -R -X stream -P`,
  ]],
  ["curl -u elastic", "command", (_k, add) => [
    `curl -s -u elastic:${pass(add)} "https://${host("ip")}:9200/_cluster/health?pretty"`,
  ]],
  ["curl with an Elasticsearch ApiKey header", "encoded", (_k, add) => [
    `curl -H "Authorization: ApiKey ${
      add(b64(`${draw(20, B64URL)}:${draw(22, B64URL)}`))
    }" https://${host("ip")}:9200/_cat/indices?v`,
  ]],
  ["CouchDB basic auth header", "encoded", (_k, add) => [
    `curl -X PUT http://${host("ip")}:5984/${dbname()} -H "Authorization: Basic ${
      add(b64(`admin:${draw(num(14, 20))}`))
    }"`,
  ]],
  ["PostgREST call with a signed role JWT", "vendor", (k) => [
    `curl -s http://${host("ip")}:3000/${pick(["orders", "invoices", "todos"])}?limit=5 \\`,
    `  -H "Authorization: Bearer ${
      jwt(k, { role: pick(["web_user", "api_admin"]), exp: epoch() })
    }"`,
  ]],
  ["neo4j-admin set-initial-password", "command", (_k, add) => [
    `neo4j-admin dbms set-initial-password ${pass(add)} --require-password-change=false`,
  ]],
  ["pg_dump piped into gpg with a passphrase", "command", (_k, add) => [
    `pg_dump ${dbname()} | gpg --batch --yes --passphrase '${
      pass(add)
    }' -c -o /backups/${dbname()}-$(date +%F).sql.gpg`,
  ]],
];

/** The client-command family: every command in two settings. */
export function buildCli(): HeldOutSecret[] {
  return spread(COMMANDS, 2);
}
