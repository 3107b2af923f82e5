/**
 * Corpus twenty-six, warehouses and lakes: Snowflake passwords and key pairs, a BigQuery service
 * account's key file, Redshift, Postgres, ClickHouse and Trino URIs, Databricks tokens, DuckDB and
 * MotherDuck secrets, as they are written in connection code, config files and command lines.
 */
import { ALL_BOXES, FILE_BOXES, place } from "./_heldout_twentysix_boxes.ts";
import {
  akia,
  b64u,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  type Insertion,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pemLines,
  pick,
  tok,
  word,
} from "./_heldout_twentysix_make.ts";

const REGIONS = ["us-east-1", "eu-west-1", "us-west-2", "ap-southeast-2"];
const account = () =>
  `${draw(7, "ABCDEFGHJKLMNPQRSTUVWXYZ")}-${draw(7, "ABCDEFGHJKLMNPQRSTUVWXYZ")}`;

const FILES: readonly Insertion[] = [
  {
    label: "SnowSQL config with a password",
    shape: "assignment",
    make: (_k, add) => [
      "[connections.analytics]",
      `accountname = ${account()}`,
      `username = ${word().toUpperCase()}_SVC`,
      `password = ${pass(add)}`,
      `warehousename = ${pick(["TRANSFORM_WH", "BI_WH", "LOAD_XS"])}`,
      "rolename = ANALYST",
    ],
  },
  {
    label: "Snowflake key pair file printed",
    shape: "block",
    make: (k) => [...pemLines(k, "", 12)],
  },
  {
    label: "Snowflake encrypted key and its passphrase in connections.toml",
    shape: "block",
    make: (k, add) => [
      "[default]",
      `account = "${account()}"`,
      `user = "${word().toUpperCase()}_LOADER"`,
      'authenticator = "SNOWFLAKE_JWT"',
      `private_key_file_pwd = "${pass(add)}"`,
      'private_key_raw = """',
      ...pemLines(k, "ENCRYPTED ", 11),
      '"""',
    ],
  },
  {
    label: "BigQuery service account key file",
    shape: "block",
    make: (k) => {
      const project = `${word()}-${word()}-${num(100000, 999999)}`;
      const key = pemLines(k, "", 14).join("\n") + "\n";
      const sa = {
        type: "service_account",
        project_id: project,
        private_key_id: hex(40),
        private_key: key,
        client_email: `${word()}-etl@${project}.iam.gserviceaccount.com`,
        client_id: draw(21, "0123456789"),
        auth_uri: "https://accounts.google.com/o/oauth2/auth",
        token_uri: "https://oauth2.googleapis.com/token",
        universe_domain: "googleapis.com",
      };
      return JSON.stringify(sa, null, 2).split("\n");
    },
  },
  {
    label: ".databrickscfg with two profiles",
    shape: "vendor",
    make: (k) => [
      "[DEFAULT]",
      `host  = https://adb-${num(1000000000000000, 9999999999999999)}.${
        num(1, 19)
      }.azuredatabricks.net`,
      `token = ${tok.dapi(k)}`,
      "",
      "[staging]",
      `host  = https://dbc-${hex(8)}-${hex(4)}.cloud.databricks.com`,
      `token = ${tok.dapi(k)}-${num(2, 3)}`,
    ],
  },
  {
    label: "dbt-style ClickHouse settings with a cloud password",
    shape: "assignment",
    make: (_k, add) => [
      "clickhouse:",
      `  host: ${word()}.${pick(REGIONS)}.aws.clickhouse.cloud`,
      "  port: 8443",
      "  user: default",
      `  password: "${pass(add)}"`,
      "  secure: true",
    ],
  },
  {
    label: "DuckDB init file with an S3 secret",
    shape: "assignment",
    make: (k) => [
      "INSTALL httpfs; LOAD httpfs;",
      "CREATE OR REPLACE SECRET lake (",
      "    TYPE S3,",
      `    KEY_ID '${akia()}',`,
      `    SECRET '${tok.awsSecret(k)}',`,
      `    REGION '${pick(REGIONS)}'`,
      ");",
      `SELECT count(*) FROM read_parquet('s3://${word()}-lake/events/*.parquet');`,
    ],
  },
];

const CODE: readonly Insertion[] = [
  {
    label: "snowflake.connector.connect with a password",
    shape: "assignment",
    make: (_k, add) => [
      "import snowflake.connector",
      "conn = snowflake.connector.connect(",
      `    account="${account()}",`,
      `    user="${word()}",`,
      `    password="${pass(add)}",`,
      '    warehouse="COMPUTE_WH", database="RAW", schema="STRIPE",',
      ")",
    ],
  },
  {
    label: "Redshift SQLAlchemy URI",
    shape: "url",
    make: (_k, add) => [
      "from sqlalchemy import create_engine",
      `engine = create_engine("redshift+psycopg2://${word()}:${pass(add)}@${word()}.${
        draw(12, LOWER_DIGITS)
      }.${pick(REGIONS)}.redshift.amazonaws.com:5439/dev")`,
    ],
  },
  {
    label: "%sql magic with a Postgres DSN",
    shape: "url",
    make: (_k, add) => [
      "%load_ext sql",
      `%sql postgresql://${word()}:${
        pass(add)
      }@${word()}-replica.${word()}.internal:5432/analytics`,
      "%sql SELECT date_trunc('week', created_at) w, count(*) FROM signups GROUP BY 1",
    ],
  },
  {
    label: "clickhouse-client with --password",
    shape: "command",
    make: (_k, add) => [
      `$ clickhouse-client --host ${word()}.clickhouse.cloud --secure --user ${word()} --password '${
        pass(add)
      }' --query "SELECT count() FROM events"`,
      `${num(100000, 99999999)}`,
    ],
  },
  {
    label: "ClickHouse HTTP URL with credentials",
    shape: "url",
    make: (_k, add) => [
      `CH_URL = "https://default:${pass(add)}@${word()}.${
        pick(REGIONS)
      }.aws.clickhouse.cloud:8443"`,
      "client = clickhouse_connect.get_client(dsn=CH_URL)",
    ],
  },
  {
    label: "databricks-sql connector with access_token",
    shape: "vendor",
    make: (k) => [
      "from databricks import sql",
      "with sql.connect(",
      `    server_hostname="adb-${num(1000000000000000, 9999999999999999)}.${
        num(1, 19)
      }.azuredatabricks.net",`,
      `    http_path="/sql/1.0/warehouses/${hex(16)}",`,
      `    access_token="${tok.dapi(k)}",`,
      ") as conn:",
      "    df = pd.read_sql('SELECT * FROM main.gold.kpis', conn)",
    ],
  },
  {
    label: "Trino SQLAlchemy URI with a password",
    shape: "url",
    make: (_k, add) => [
      `engine = create_engine("trino://${word()}:${
        pass(add)
      }@trino.${word()}.net:443/hive/${word()}")`,
    ],
  },
  {
    label: "TRINO_PASSWORD set before the CLI",
    shape: "command",
    make: (_k, add) => [
      `$ TRINO_PASSWORD='${
        pass(add)
      }' trino --server https://presto.${word()}.com --user ${word()} --password --catalog iceberg`,
      "trino> SHOW SCHEMAS;",
    ],
  },
  {
    label: "DuckDB SET s3_secret_access_key",
    shape: "assignment",
    make: (k) => [
      "import duckdb",
      "con = duckdb.connect()",
      `con.sql("SET s3_access_key_id='${akia()}'")`,
      `con.sql("SET s3_secret_access_key='${tok.awsSecret(k)}'")`,
    ],
  },
  {
    label: "MotherDuck token in the connection string",
    shape: "url",
    make: (k) => [
      `con = duckdb.connect("md:${word()}?motherduck_token=${
        jwt(k, {
          session: `${word()}.${word()}`,
          email: `${word()}@${word()}.com`,
          iat: num(1760000000, 1790000000),
        })
      }")`,
    ],
  },
  {
    label: "BigQuery REST call with a printed access token",
    shape: "command",
    make: (k) => [
      `$ curl -s -H "Authorization: Bearer ya29.${k(num(150, 200), B64URL)}" \\`,
      `    "https://bigquery.googleapis.com/bigquery/v2/projects/${word()}-${
        num(1000, 9999)
      }/datasets"`,
    ],
  },
  {
    label: "mysql client to StarRocks with -p glued",
    shape: "command",
    make: (_k, add) => [
      `$ mysql -h ${word()}-fe.internal -P 9030 -u ${word()} -p${pass(add)} -e "SHOW DATABASES"`,
    ],
  },
  {
    label: "snow connection add with a password",
    shape: "command",
    make: (_k, add) => [
      `$ snow connection add --connection-name prod --account ${account()} --user ${word()} --password '${
        pass(add)
      }' --role TRANSFORMER --no-interactive`,
      "Wrote new connection prod to ~/.snowflake/config.toml",
    ],
  },
  {
    label: "Snowflake JWT minted for the SQL API",
    shape: "output",
    make: (k) => {
      const claims = {
        iss: `${account()}.${word().toUpperCase()}.SHA256:${b64u(hex(16))}`,
        sub: word(),
        exp: num(1760000000, 1790000000),
      };
      return ["$ python mint_jwt.py", jwt(k, claims, "RS256")];
    },
  },
];

/** The warehouse family: files in file containers, code anywhere. */
export function buildWarehouses(): HeldOutSecret[] {
  return [...place(FILES, FILE_BOXES, 2), ...place(CODE, ALL_BOXES, 2)];
}
