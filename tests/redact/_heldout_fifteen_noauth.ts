/**
 * Corpus fifteen, clean connection strings and URIs: the same kinds as the secret cases, with no
 * secret in them (integrated or managed identity, placeholders, masked values, references, public
 * DSNs). Each must come out byte for byte.
 */
import { B64URL, C, type HeldOutClean, HEX, LOWNUM, v } from "./_heldout_fifteen_make.ts";

export function cleanConnections(): HeldOutClean[] {
  return [
    C(
      "JDBC URL with no credentials",
      `jdbc:postgresql://db.prod.lan:5432/ledger?ssl=true&sslmode=verify-full`,
    ),
    C(
      "JDBC SQL Server with integrated security",
      `jdbc:sqlserver://sql01.corp.lan:1433;databaseName=Billing;integratedSecurity=true;encrypt=true`,
    ),
    C(
      "ADO.NET: Azure SQL with managed identity",
      `Server=tcp:contoso-sql.database.windows.net,1433;Database=Orders;Authentication=Active Directory Managed Identity;Encrypt=True;`,
    ),
    C(
      "ADO.NET: Azure Storage development storage",
      `UseDevelopmentStorage=true;DevelopmentStorageProxyUri=http://127.0.0.1`,
    ),
    C(
      "SQLAlchemy URL with a password placeholder",
      `engine = create_engine("postgresql+psycopg://etl:<password>@warehouse.lan:5432/dw")`,
    ),
    C(
      "Mongo SRV URL with the password masked by Atlas UI",
      `mongodb+srv://app-user:<db_password>@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority`,
    ),
    C("Redis URL with an env placeholder", `REDIS_URL=redis://:\${REDIS_PASSWORD}@redis:6379/0`),
    C("AMQP URL of the local default", `amqp://guest:guest@localhost:5672/`),
    C(
      "Kafka JAAS with the password from a file config provider",
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc" password="\${file:/etc/kafka/secrets.properties:kafka.password}";`,
    ),
    C(
      "LDAP bind DN with the password read from a file",
      `AUTH_LDAP_BIND_DN = "CN=svc-ldap,OU=Service,DC=corp,DC=lan"\nAUTH_LDAP_BIND_PASSWORD = Path("/run/secrets/ldap").read_text().strip()`,
    ),
    C(
      "CIFS fstab with a credentials file",
      `//nas01/media  /mnt/media  cifs  credentials=/etc/samba/media.cred,uid=1000,vers=3.0  0  0`,
    ),
    C("SFTP URL with key auth only", `sftp://deploy@files.example.net:2222/var/www`),
    C(
      "git remote over SSH",
      `origin\tgit@github.com:ctx-dev/ctx.git (fetch)\norigin\tgit@github.com:ctx-dev/ctx.git (push)`,
    ),
    C("proxy URL without credentials", `export HTTPS_PROXY=http://proxy.corp.example:8080`),
    C(
      "S3 object URL with a version id (no signature)",
      `https://acme-assets.s3.eu-west-1.amazonaws.com/app.js?versionId=${
        v(32, B64URL.replace("-", ".").replace("_", "."))
      }`,
    ),
    C(
      "a DSN with the password already masked by the tool",
      `dsn=postgres://migrator:****@10.0.4.7:5432/app?sslmode=disable`,
    ),
    C(
      "a Sentry DSN (public by design)",
      `SENTRY_DSN=https://${v(32, HEX)}@o${v(6, "0123456789")}.ingest.sentry.io/${
        v(7, "0123456789")
      }`,
    ),
    C(
      "a Neo4j URI without credentials and an Aura instance id",
      `NEO4J_URI=neo4j+s://${v(8, LOWNUM)}.databases.neo4j.io`,
    ),
  ];
}
