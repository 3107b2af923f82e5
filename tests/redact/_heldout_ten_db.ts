/**
 * Corpus ten, connection strings and credentialed URLs: database and broker URLs of many schemes,
 * driver-specific key=value strings, client command lines, signed URLs whose signature is the
 * credential, and URLs with tokens in the query or fragment.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  b64,
  B64URL,
  DIGITS,
  HEX,
  LOWER,
  LOWER_NUM,
  type Ten,
  UPPER,
} from "./_heldout_ten_make.ts";

/** A password that is safe inside a URL's userinfo without encoding. */
function urlPwd(t: Ten): string {
  return t.g(6, ALNUM) + t.g(1, "-_.~") + t.g(9, ALNUM);
}

export function tenDb(t: Ten): HeldOutSecret[] {
  const { S, g } = t;
  return [
    S(
      "url",
      "postgres url in python",
      (_k, add) =>
        `engine = create_engine("postgresql+psycopg2://orders:${
          add(urlPwd(t))
        }@orders-db.cluster-c${g(11, LOWER_NUM)}.eu-west-1.rds.amazonaws.com:5432/orders")`,
    ),
    S(
      "url",
      "postgres url with sslmode in env",
      (_k, add) =>
        `DATABASE_URL=postgres://u${g(13, LOWER_NUM)}:p${
          add(g(63, HEX))
        }@ec2-3-250-1-1.eu-west-1.compute.amazonaws.com:5432/d${g(13, LOWER_NUM)}?sslmode=require`,
    ),
    S(
      "url",
      "neon url in prisma env",
      (_k, add) =>
        `DATABASE_URL="postgresql://neondb_owner:npg_${add(g(12, ALNUM))}@ep-cool-darkness-${
          g(6, LOWER_NUM)
        }-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require"`,
    ),
    S("url", "mysql url with percent encoded password", (_k, add) => {
      const a = g(6, ALNUM);
      const b = g(7, ALNUM);
      return `SQLALCHEMY_DATABASE_URI = "mysql+pymysql://app:${
        add(`${a}%40${b}`)
      }@127.0.0.1:3306/app"`;
    }),
    S(
      "url",
      "mongodb srv url",
      (_k, add) =>
        `const uri = "mongodb+srv://admin:${add(urlPwd(t))}@cluster0.${
          g(5, LOWER_NUM)
        }.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0";`,
    ),
    S(
      "url",
      "mongodb replica set url",
      (_k, add) =>
        `mongosh "mongodb://root:${
          add(urlPwd(t))
        }@mongo-0.mongo:27017,mongo-1.mongo:27017,mongo-2.mongo:27017/admin?replicaSet=rs0&authSource=admin"`,
    ),
    S(
      "url",
      "redis url with empty user",
      (k) =>
        `REDIS_URL=redis://:${
          k(32, ALNUM)
        }@redis-12345.c1.eu-west-1-2.ec2.redns.redis-cloud.com:12345`,
    ),
    S(
      "url",
      "rediss default user",
      (k) =>
        `celery_broker_url = "rediss://default:${k(32, ALNUM)}@eu1-fine-owl-${
          g(5, DIGITS)
        }.upstash.io:6379"`,
    ),
    S(
      "command",
      "redis cli with -a",
      (_k, add) =>
        `$ redis-cli -h 10.0.2.15 -p 6379 -a '${add(pwd(t))}' --no-auth-warning INFO keyspace
# Keyspace
db0:keys=1834,expires=12,avg_ttl=0`,
    ),
    S(
      "url",
      "amqps url",
      (_k, add) =>
        `CLOUDAMQP_URL=amqps://${g(8, LOWER)}:${add(g(32, B64URL))}@kangaroo.rmq.cloudamqp.com/${
          g(8, LOWER)
        }`,
    ),
    S(
      "url",
      "nats url with token",
      (k) => `nats sub -s nats://${k(24, ALNUM)}@nats.internal:4222 'orders.>'`,
    ),
    S("assignment", "kafka sasl jaas config", (_k, add) =>
      `sasl.mechanism=PLAIN
security.protocol=SASL_SSL
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${
        g(16, UPPER + DIGITS)
      }" password="${add(g(64, ALNUM))}";`),
    S(
      "command",
      "clickhouse client password flag",
      (_k, add) =>
        `clickhouse-client --host abc123.eu-west-1.aws.clickhouse.cloud --secure --user default --password ${
          add(g(14, ALNUM))
        }`,
    ),
    S("assignment", "snowflake connector python", (_k, add) =>
      `conn = snowflake.connector.connect(
    user="ETL_USER",
    password="${add(pwd(t))}",
    account="${g(7, UPPER)}-${g(7, UPPER)}",
    warehouse="COMPUTE_WH",
)`),
    S(
      "url",
      "jdbc url with password param",
      (_k, add) =>
        `jdbc:mysql://db.internal:3306/billing?user=billing&password=${add(urlPwd(t))}&useSSL=true`,
    ),
    S(
      "assignment",
      "jdbc sqlserver string",
      (_k, add) =>
        `jdbc:sqlserver://sql01.corp.example:1433;databaseName=HR;user=hr_app;password=${
          add(pwd(t))
        };encrypt=true;trustServerCertificate=false`,
    ),
    S(
      "assignment",
      "ado net connection string in csharp",
      (_k, add) =>
        `var cs = "Data Source=.\\\\SQLEXPRESS;Initial Catalog=Shop;User Id=sa;Password=${
          add(pwd(t))
        };TrustServerCertificate=True";`,
    ),
    S(
      "assignment",
      "odbc connection string",
      (_k, add) =>
        `conn = pyodbc.connect("DRIVER={ODBC Driver 18 for SQL Server};SERVER=tcp:10.1.1.4;DATABASE=erp;UID=erp_ro;PWD={${
          add(pwd(t))
        }}")`,
    ),
    S(
      "command",
      "oracle ez connect",
      (_k, add) => `sqlplus system/${add(g(12, ALNUM))}@//oracle-db.corp:1521/ORCLPDB1`,
    ),
    S(
      "command",
      "sqlcmd -P",
      (_k, add) => `sqlcmd -S tcp:localhost,1433 -U sa -P "${add(pwd(t))}" -Q "SELECT @@VERSION"`,
    ),
    S(
      "command",
      "psql with PGPASSWORD",
      (_k, add) => `PGPASSWORD='${add(pwd(t))}' psql -h 127.0.0.1 -U postgres -d app -c '\\dt'`,
    ),
    S(
      "command",
      "mysql -p attached",
      (_k, add) => `mysqldump -u root -p${add(g(14, ALNUM))} --single-transaction shop > shop.sql`,
    ),
    S(
      "encoded",
      "elasticsearch url and api key",
      (_k, add) =>
        `ES_URL=https://elastic:${add(g(20, ALNUM))}@es01.internal:9200
ES_API_KEY=${add(b64(`${g(20, B64URL)}:${g(22, B64URL)}`))}`,
    ),
    S(
      "command",
      "influxdb token",
      (_k, add) =>
        `influx config create --config-name prod --host-url https://us-east-1-1.aws.cloud2.influxdata.com --org acme --token ${
          add(g(86, B64URL) + "==")
        } --active`,
    ),
    S(
      "assignment",
      "neo4j bolt driver",
      (_k, add) =>
        `driver = GraphDatabase.driver("neo4j+s://${
          g(8, HEX)
        }.databases.neo4j.io", auth=("neo4j", "${add(g(43, B64URL))}"))`,
    ),
    S(
      "url",
      "couchdb url",
      (_k, add) => `curl -X PUT http://admin:${add(urlPwd(t))}@127.0.0.1:5984/_users`,
    ),
    S(
      "command",
      "cassandra cqlsh",
      (_k, add) =>
        `cqlsh cassandra.internal 9042 -u cassandra -p '${add(pwd(t))}' -e "DESCRIBE KEYSPACES"`,
    ),
    S(
      "command",
      "ldapsearch bind password",
      (_k, add) =>
        `ldapsearch -x -H ldaps://dc1.corp.example -D "CN=svc-ldap,OU=Service,DC=corp,DC=example" -w '${
          add(pwd(t))
        }' -b "DC=corp,DC=example" "(sAMAccountName=jdoe)"`,
    ),
    S(
      "url",
      "smtp url",
      (_k, add) =>
        `EMAIL_URL=smtp+tls://apikey:SG.${g(22, B64URL)}.${
          add(g(43, B64URL))
        }@smtp.sendgrid.net:587`,
    ),
    S(
      "url",
      "ftp url in wget",
      (_k, add) => `wget -r "ftp://export:${add(urlPwd(t))}@ftp.partner.example/outgoing/"`,
    ),
    S(
      "url",
      "s3 presigned url",
      (_k, add) =>
        `https://acme-exports.s3.eu-west-1.amazonaws.com/reports/2026-11.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA${
          g(16, UPPER + "234567")
        }%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T181500Z&X-Amz-Expires=3600&X-Amz-Security-Token=IQoJb3JpZ2luX2VjE${
          add(g(240, ALNUM))
        }%3D&X-Amz-SignedHeaders=host&X-Amz-Signature=${add(g(64, HEX))}`,
    ),
    S(
      "url",
      "gcs signed url",
      (_k, add) =>
        `https://storage.googleapis.com/acme-media/v.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40acme.iam.gserviceaccount.com%2F20261127%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261127T181500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${
          add(g(512, HEX))
        }`,
    ),
    S(
      "url",
      "azure sas token env var",
      (_k, add) =>
        `AZURE_STORAGE_SAS_TOKEN="?sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-12-31T00:00:00Z&st=2026-11-27T00:00:00Z&spr=https&sig=${
          add(g(40, ALNUM))
        }%3D"`,
    ),
    S(
      "url",
      "oauth implicit fragment",
      (_k, add) =>
        `Redirected to https://app.acme.io/callback#access_token=${
          add(g(40, B64URL))
        }&token_type=Bearer&expires_in=3600&state=xyz`,
    ),
    S(
      "url",
      "api key in query string of log",
      (k) => `GET /v1/forecast?lat=45.76&lon=4.83&appid=${k(32, HEX)} HTTP/1.1" 200 1893`,
    ),
    S(
      "url",
      "make.com webhook url",
      (k) =>
        `curl -X POST https://hook.eu1.make.com/${k(32, LOWER_NUM)} -d '{"order": ${
          g(5, DIGITS)
        }}'`,
    ),
    S("assignment", "sqlite cipher key pragma", (k) => `PRAGMA key = 'x''${k(64, HEX)}''';`),
    S(
      "assignment",
      "memcached sasl",
      (_k, add) =>
        `MEMCACHIER_SERVERS=mc1.c1.eu-central-1.ec2.memcachier.com:11211
MEMCACHIER_USERNAME=${g(6, HEX.toUpperCase())}
MEMCACHIER_PASSWORD=${add(g(32, HEX.toUpperCase()))}`,
    ),
    S(
      "command",
      "rabbitmqctl add user",
      (_k, add) =>
        `rabbitmqctl add_user worker '${
          add(pwd(t))
        }' && rabbitmqctl set_permissions -p / worker ".*" ".*" ".*"`,
    ),
    S(
      "assignment",
      "create role in sql",
      (_k, add) =>
        `CREATE ROLE analytics LOGIN PASSWORD '${add(pwd(t))}' VALID UNTIL '2027-01-01';`,
    ),
    S(
      "assignment",
      "alter user identified by",
      (_k, add) =>
        `ALTER USER 'app'@'%' IDENTIFIED WITH caching_sha2_password BY '${add(pwd(t))}';`,
    ),
    S(
      "command",
      "mssql sa password docker run",
      (_k, add) =>
        `docker run -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=${
          add(pwd(t))
        }" -p 1433:1433 -d mcr.microsoft.com/mssql/server:2022-latest`,
    ),
    S(
      "command",
      "surrealdb sql start",
      (_k, add) => `surreal start --user root --pass ${add(g(20, ALNUM))} rocksdb:mydb`,
    ),
    S(
      "url",
      "git https url with user and password",
      (_k, add) =>
        `pip install git+https://deploy:${
          add(urlPwd(t))
        }@git.corp.example/ml/feature-store.git@v2.3.1`,
    ),
    S(
      "url",
      "sftp url in rsync error",
      (_k, add) =>
        `rsync: [sender] failed to connect to sftp://backup:${
          add(urlPwd(t))
        }@nas.home.lan:22/volume1 (113: No route to host)`,
    ),
  ];
}

function pwd(t: Ten): string {
  return t.pwd();
}
