/**
 * Corpus thirty-nine, clean connection strings and configuration: URIs without a password or
 * with a placeholder, passwords referenced where they are kept (an environment variable, a file,
 * a vault path, a secrets manager ARN), clients that prompt, `pg_hba.conf` methods, pgAdmin and
 * DataGrip files that keep no password, DynamoDB Local's documented dummy keys.
 */
import {
  type Alike,
  dbname,
  draw,
  type HeldOutClean,
  hex,
  host,
  LOWER_DIGITS,
  num,
  pick,
  role,
  slug,
  spreadClean,
  uuid,
} from "./_heldout_thirtynine_make.ts";

const CONFIG: readonly Alike[] = [
  ["URIs with no password or a placeholder", () => [
    `DATABASE_URL=postgresql://${role()}@${
      host("rds")
    }:5432/${dbname()}?sslmode=verify-full&sslrootcert=rds-ca.pem`,
    `MONGODB_URI=mongodb+srv://<username>:<password>@cluster0.${
      slug(5)
    }.mongodb.net/?retryWrites=true`,
    `REDIS_URL=redis://${host()}:6379/${num(0, 15)}`,
    `# mysql://USER:PASSWORD@HOST:3306/DB (fill in from the vault)`,
  ]],
  ["passwords read from the environment and from files", () => [
    `export PGPASSWORD="$(cat /run/secrets/pg_password)"`,
    `DB_PASSWORD=\${DB_PASSWORD:?set DB_PASSWORD}`,
    `POSTGRES_PASSWORD_FILE=/run/secrets/postgres_password`,
    `MYSQL_ROOT_PASSWORD_FILE=/run/secrets/mysql_root`,
    `password: "{{ .Values.postgresql.auth.existingSecret }}"`,
  ]],
  ["vault and secrets manager references", () => [
    `spring.datasource.password=\${vault:secret/data/${dbname()}#password}`,
    `DB_SECRET_ARN=arn:aws:secretsmanager:us-east-1:${
      draw(12, "0123456789")
    }:secret:${dbname()}/app-${draw(6, LOWER_DIGITS)}`,
    `op read "op://Databases/${dbname()} primary/password"`,
    `gcloud secrets versions access latest --secret=${dbname().replace(/_/g, "-")}-db-password`,
  ]],
  ["clients that prompt for the password", () => [
    `psql -h ${host()} -U ${role()} -W ${dbname()}`,
    `mysql -u root -p -h ${host("ip")}`,
    `mysql_config_editor set --login-path=${
      pick(["prod", "replica"])
    } --host=${host()} --user=${role()} --password`,
    `sqlplus /nolog`,
    `mongosh "mongodb://${host("ip")}:27017" --username ${role()} --authenticationDatabase admin`,
  ]],
  ["pg_hba.conf with auth methods", () => [
    `# TYPE  DATABASE        USER            ADDRESS                 METHOD`,
    `local   all             postgres                                peer`,
    `host    ${dbname().padEnd(15)} ${role().padEnd(15)} 10.${
      num(0, 255)
    }.0.0/16            scram-sha-256`,
    `host    replication     replicator      ${host("ip")}/32          md5`,
    `hostssl all             all             0.0.0.0/0               cert clientcert=verify-full`,
  ]],
  ["pgAdmin servers.json pointing at a pgpass", () => [
    `{`,
    `  "Servers": {`,
    `    "1": {`,
    `      "Name": "${dbname()} (${pick(["prod", "staging"])})",`,
    `      "Group": "Servers",`,
    `      "Host": "${host()}",`,
    `      "Port": 5432,`,
    `      "MaintenanceDB": "postgres",`,
    `      "Username": "${role()}",`,
    `      "SSLMode": "prefer",`,
    `      "PassFile": "/pgpass"`,
    `    }`,
    `  }`,
    `}`,
  ]],
  ["DataGrip data source with the password in the keychain", () => [
    `<data-source source="LOCAL" name="${dbname()}@${pick(["prod", "stage"])}" uuid="${uuid()}">`,
    `  <driver-ref>postgresql</driver-ref>`,
    `  <jdbc-url>jdbc:postgresql://${host()}:5432/${dbname()}</jdbc-url>`,
    `  <user-name>${role()}</user-name>`,
    `  <secret-storage>master_key</secret-storage>`,
    `</data-source>`,
  ]],
  ["DynamoDB Local with dummy keys", () => [
    `docker run -p 8000:8000 amazon/dynamodb-local -jar DynamoDBLocal.jar -sharedDb`,
    `AWS_ACCESS_KEY_ID=dummy AWS_SECRET_ACCESS_KEY=dummy aws dynamodb list-tables --endpoint-url http://localhost:8000`,
  ]],
  ["tnsnames.ora and an Oracle wallet login", () => [
    `${pick(["PRODDB", "FINPDB"])} =`,
    `  (DESCRIPTION =`,
    `    (ADDRESS = (PROTOCOL = TCPS)(HOST = ${host()})(PORT = 2484))`,
    `    (CONNECT_DATA = (SERVICE_NAME = ${pick(["prod", "fin"])}.${slug(6)}.oraclevcn.com))`,
    `  )`,
    `sqlplus /@PRODDB`,
  ]],
  ["IAM auth and client certificates instead of passwords", () => [
    `export PGSSLMODE=verify-full`,
    `export PGPASSWORD="$(aws rds generate-db-auth-token --hostname ${
      host("rds")
    } --port 5432 --username iam_app)"`,
    `cockroach sql --certs-dir=certs --host=${host()} --user=${role()}`,
    `mongosh --tls --tlsCertificateKeyFile client.pem --authenticationMechanism MONGODB-X509`,
    `# client cert fingerprint sha256:${hex(64)}`,
  ]],
];

/** The clean configuration family: every look-alike in three settings. */
export function buildCleanConfig(): HeldOutClean[] {
  return spreadClean(CONFIG, 3);
}
