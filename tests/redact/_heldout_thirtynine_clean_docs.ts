/**
 * Corpus thirty-nine, clean explanations: verifier formats written with placeholders, password
 * settings, the documented example passwords of the official images, masked output, replication
 * and backup set-ups whose secrets are placeholders, and SQL that manages roles without a password.
 */
import {
  type Alike,
  dbname,
  type HeldOutClean,
  hex,
  host,
  lsn,
  num,
  pick,
  role,
  slug,
  spreadClean,
} from "./_heldout_thirtynine_make.ts";

const DOCS: readonly Alike[] = [
  ["the SCRAM verifier format explained", () => [
    `PostgreSQL stores a SCRAM password as`,
    `  SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`,
    `and an old MD5 one as the string md5 followed by md5(password || username).`,
    `Set password_encryption = 'scram-sha-256' in postgresql.conf, then re-set each password.`,
  ]],
  ["the official images' example passwords", () => [
    `docker run --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -d postgres`,
    `docker run --name some-mysql -e MYSQL_ROOT_PASSWORD=my-secret-pw -d mysql:tag`,
    `docker run -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=<YourStrong@Passw0rd>" -p 1433:1433 -d mcr.microsoft.com/mssql/server:2022-latest`,
    `(these are the examples from the images' pages; ours come from ${
      pick(["Vault", "SOPS", "1Password"])
    })`,
  ]],
  ["masked output of config tools", () => [
    `$ mysql_config_editor print --all`,
    `[${pick(["client", "prod"])}]`,
    `user = "${role()}"`,
    `password = *****`,
    `host = "${host()}"`,
    `$ heroku pg:credentials:url -a ${pick(["shop", "crm"])}-${slug(5)} | sed 's/:[^:@]*@/:****@/'`,
  ]],
  ["replication set up with placeholders", () => [
    `CHANGE REPLICATION SOURCE TO`,
    `  SOURCE_HOST='${host("ip")}',`,
    `  SOURCE_USER='repl',`,
    `  SOURCE_PASSWORD='<replication-password>',`,
    `  SOURCE_AUTO_POSITION=1;`,
    `-- the real password is in the vault under ${dbname()}/repl`,
  ]],
  ["roles managed without a password", () => [
    `ALTER ROLE ${role()} WITH PASSWORD NULL;`,
    `CREATE USER '${role()}'@'localhost' IDENTIFIED WITH auth_socket;`,
    `GRANT pg_read_all_data TO ${role()};`,
    `ALTER ROLE ${role()} VALID UNTIL 'infinity';`,
    `\\password ${role()}`,
  ]],
  ["replication slots and a subscription through a service file", () => [
    `SELECT pg_create_physical_replication_slot('replica_${slug(4)}');`,
    `SELECT pg_create_logical_replication_slot('${pick(["debezium", "airbyte"])}_${
      slug(4)
    }', 'pgoutput');`,
    `CREATE SUBSCRIPTION sub_${slug(4)} CONNECTION 'service=${
      pick(["prod_pub", "eu_primary"])
    }' PUBLICATION pub_all;`,
    `-- slot caught up at ${lsn()}`,
  ]],
  ["Redis and Elasticsearch settings that name secrets", () => [
    `# requirepass foobared`,
    `aclfile /etc/redis/users.acl`,
    `xpack.security.enabled: true`,
    `xpack.security.authc.api_key.enabled: true`,
    `# reset with: bin/elasticsearch-reset-password -u elastic -i`,
  ]],
  ["backup encryption configured by reference", () => [
    `repo1-cipher-type=aes-256-cbc`,
    `# repo1-cipher-pass comes from PGBACKREST_REPO1_CIPHER_PASS set by the systemd credential`,
    `WALG_LIBSODIUM_KEY_PATH=/etc/wal-g/libsodium.key`,
    `WALG_PGP_KEY_PATH=/etc/wal-g/pgp.asc`,
    `encryption_key_file = /etc/barman/${dbname()}.key`,
  ]],
  ["a ClickHouse user with a hashed password by reference", () => [
    `<clickhouse>`,
    `  <users>`,
    `    <${role()}>`,
    `      <password from_env="CLICKHOUSE_${role().toUpperCase()}_PASSWORD"/>`,
    `      <access_management>1</access_management>`,
    `    </${role()}>`,
    `  </users>`,
    `</clickhouse>`,
  ]],
  ["managed-service settings with public ids only", () => [
    `MONGODB_ATLAS_PROJECT_ID=${hex(24)}`,
    `NEXT_PUBLIC_SUPABASE_URL=https://${slug(20).replace(/[0-9]/g, "q")}.supabase.co`,
    `PLANETSCALE_ORG=${pick(["acme", "globex"])}`,
    `NEON_PROJECT_ID=${pick(["ancient", "silent", "rapid"])}-${pick(["sun", "wave", "fog"])}-${
      num(10000000, 99999999)
    }`,
    `UPSTASH_REDIS_REST_URL=https://${pick(["eager", "brave"])}-${pick(["koi", "yak"])}-${
      num(10000, 99999)
    }.upstash.io`,
  ]],
];

/** The clean explanation family: every look-alike in three settings. */
export function buildCleanDocs(): HeldOutClean[] {
  return spreadClean(DOCS, 3);
}
