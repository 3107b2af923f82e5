/**
 * Corpus twenty, data pipelines and warehouses: Snowflake's connections.toml, dbt profiles,
 * Airflow connection URIs and `AIRFLOW_CONN_*`, Airflow's own keys, Spark configs with S3 and Azure
 * keys.
 */
import {
  type Alike,
  AWS_ID,
  B64,
  B64URL,
  cases,
  cleanCases,
  draw,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  type Insertion,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pemLines,
  pick,
  project,
  serviceAccount,
  UPPER,
  uuid,
} from "./_heldout_twenty_make.ts";

const account = () => `${draw(7, UPPER)}-${draw(7, UPPER)}`;
const SCHEMAS = ["analytics", "staging", "marts", "raw"];

const INSERTIONS: Insertion[] = [
  {
    label: "Snowflake connections with a password",
    shape: "assignment",
    path: "~/.snowflake/connections.toml",
    make: (_k, add) => [
      "[default]",
      `account = "${account()}"`,
      'user = "DBT_RUNNER"',
      `password = "${pass(add)}"`,
      'warehouse = "TRANSFORMING"',
      'role = "TRANSFORMER"',
    ],
  },
  {
    label: "Snowflake key pair with its passphrase",
    shape: "assignment",
    path: "~/.snowflake/connections.toml",
    make: (_k, add) => [
      "[ci]",
      `account = "${account()}"`,
      'authenticator = "SNOWFLAKE_JWT"',
      'private_key_file = "/secrets/rsa_key.p8"',
      `private_key_file_pwd = "${pass(add)}"`,
    ],
  },
  {
    label: "dbt profile with a Postgres password",
    shape: "assignment",
    path: "~/.dbt/profiles.yml",
    make: (_k, add) => [
      "jaffle_shop:",
      "  target: dev",
      "  outputs:",
      "    dev:",
      "      type: postgres",
      "      host: localhost",
      "      user: dbt",
      `      password: ${pass(add)}`,
      "      dbname: jaffle",
      `      schema: ${pick(SCHEMAS)}`,
    ],
  },
  {
    label: "dbt BigQuery profile with inline keyfile",
    shape: "block",
    path: "profiles.yml",
    make: (k) => {
      const p = project(["dbt-prod", "bq-marts"]);
      return [
        "bq:",
        "  outputs:",
        "    prod:",
        "      type: bigquery",
        "      method: service-account-json",
        `      project: ${p}`,
        "      keyfile_json:",
        ...serviceAccount(k, p, "dbt-runner").slice(1, -1).map((l) =>
          "        " + l.trim().replace(/^"(\w+)": /, "$1: ").replace(/,$/, "")
        ),
      ];
    },
  },
  {
    label: "Snowflake private key in a dbt profile",
    shape: "block",
    path: "profiles.yml",
    make: (k) => [
      "snow:",
      "  outputs:",
      "    prod:",
      "      type: snowflake",
      `      account: ${account()}`,
      "      private_key: |",
      ...pemLines(k, "", 9).map((l) => "        " + l),
    ],
  },
  {
    label: "Airflow connection as an environment variable",
    shape: "url",
    path: "docker-compose.yaml",
    make: (_k, add) => [
      "  environment:",
      "    AIRFLOW__CORE__EXECUTOR: CeleryExecutor",
      `    AIRFLOW_CONN_WAREHOUSE: postgres://airflow:${pass(add)}@warehouse:5432/${pick(SCHEMAS)}`,
    ],
  },
  {
    label: "Airflow connection with an encoded password",
    shape: "encoded",
    path: ".env.airflow",
    make: (_k, add) => {
      const raw = draw(num(5, 8)) + "/" + draw(4) + "+" + draw(num(4, 6)) + "=";
      return [
        `AIRFLOW_CONN_S3_LAKE='aws://?region_name=eu-west-1'`,
        `AIRFLOW_CONN_MSSQL_ERP=mssql://erp_reader:${
          add(encodeURIComponent(raw))
        }@erp.corp:1433/erp`,
      ];
    },
  },
  {
    label: "airflow connections get",
    shape: "output",
    path: "airflow connections get snowflake_default -o yaml",
    term: true,
    make: (_k, add) => [
      "snowflake_default:",
      "  conn_type: snowflake",
      "  host: null",
      "  login: AIRFLOW_SVC",
      `  password: ${pass(add)}`,
      `  extra: '{"account": "${account()}", "warehouse": "ETL"}'`,
    ],
  },
  {
    label: "Airflow Fernet and webserver keys",
    shape: "assignment",
    path: "airflow.cfg",
    make: (k) => [
      "[core]",
      "dags_folder = /opt/airflow/dags",
      `fernet_key = ${k(43, B64URL)}=`,
      "[webserver]",
      `secret_key = ${k(32, B64)}`,
    ],
  },
  {
    label: "Airflow connection as JSON",
    shape: "assignment",
    path: "connections.json",
    make: (k) => [
      "{",
      '  "http_partner": {',
      '    "conn_type": "http",',
      '    "host": "api.partner.io",',
      `    "extra": {"Authorization": "Token ${k(40, LOWER_DIGITS)}"}`,
      "  }",
      "}",
    ],
  },
  {
    label: "Spark defaults with S3 keys",
    shape: "vendor",
    path: "conf/spark-defaults.conf",
    make: (k) => [
      "spark.serializer                    org.apache.spark.serializer.KryoSerializer",
      `spark.hadoop.fs.s3a.access.key      AKIA${k(16, AWS_ID)}`,
      `spark.hadoop.fs.s3a.secret.key      ${k(40, B64)}`,
    ],
  },
  {
    label: "spark-submit with S3 keys on the command line",
    shape: "command",
    path: "spark-submit",
    term: true,
    make: (k) => [
      `spark-submit --conf spark.hadoop.fs.s3a.access.key=AKIA${k(16, AWS_ID)} \\`,
      `  --conf spark.hadoop.fs.s3a.secret.key=${k(40, B64)} \\`,
      "  jobs/daily_rollup.py",
    ],
  },
  {
    label: "Azure storage account key in a Spark session",
    shape: "encoded",
    path: "jobs/ingest.py",
    make: (k) => [
      "spark.conf.set(",
      `    "fs.azure.account.key.acmelake${draw(3, LOWER)}.dfs.core.windows.net",`,
      `    "${k(86, B64)}==",`,
      ")",
    ],
  },
  {
    label: "warehouse password in a failing task's log",
    shape: "output",
    path: "airflow tasks test load_orders",
    term: true,
    make: (_k, add) => [
      "[2026-11-27T03:00:14.812+0000] {taskinstance.py:2731} ERROR - Task failed with exception",
      "psycopg2.OperationalError: connection to server failed",
      `DETAIL: dsn='host=warehouse dbname=marts user=loader password=${pass(add)} sslmode=require'`,
    ],
  },
  {
    label: "wrapped Snowflake JWT from a debug log",
    shape: "wrapped",
    path: "snowflake-connector.log",
    make: (k) => [
      "DEBUG auth_keypair: generated token (continued on next lines):",
      `  ${k(72, B64URL)}`,
      `  ${k(72, B64URL)}`,
      `  ${k(num(30, 60), B64URL)}`,
    ],
  },
  {
    label: "Postgres URL in dbt's env",
    shape: "url",
    path: ".env.dbt",
    make: (_k, add) => [
      "DBT_PROFILES_DIR=./profiles",
      `DBT_ENV_SECRET_PG_URL=postgresql://dbt:${pass(add)}@pg.analytics.internal:5432/marts`,
    ],
  },
];

const ALIKES: Alike[] = [
  {
    label: "dbt profile with env_var",
    path: "profiles.yml",
    make: () => [
      "jaffle_shop:",
      "  outputs:",
      "    prod:",
      "      type: snowflake",
      "      account: \"{{ env_var('SNOWFLAKE_ACCOUNT') }}\"",
      "      password: \"{{ env_var('DBT_ENV_SECRET_PASSWORD') }}\"",
      `      schema: ${pick(SCHEMAS)}`,
      `      threads: ${num(2, 16)}`,
    ],
  },
  {
    label: "dbt run output",
    path: "dbt run",
    term: true,
    make: () => [
      `03:0${num(0, 9)}:12  Running with dbt=1.8.${num(0, 9)}`,
      `03:00:14  Found ${num(20, 300)} models, ${num(10, 90)} tests, 0 snapshots`,
      `03:00:19  1 of 4 OK created sql table model ${pick(SCHEMAS)}.orders .... [SELECT ${
        num(1000, 99999)
      } in 2.11s]`,
      `03:00:20  invocation_id: ${uuid()}`,
    ],
  },
  {
    label: "Airflow connection without credentials",
    path: ".env.airflow",
    make: () => [
      "AIRFLOW_CONN_AWS_DEFAULT='aws://?region_name=eu-west-1&role_arn=arn%3Aaws%3Aiam%3A%3A" +
      `${num(100000000000, 999999999999)}%3Arole%2Fairflow'`,
      "AIRFLOW__CORE__FERNET_KEY_CMD='cat /run/secrets/fernet'",
      `AIRFLOW__CORE__PARALLELISM=${num(8, 64)}`,
    ],
  },
  {
    label: "Spark config with instance credentials",
    path: "conf/spark-defaults.conf",
    make: () => [
      "spark.hadoop.fs.s3a.aws.credentials.provider  com.amazonaws.auth.InstanceProfileCredentialsProvider",
      `spark.eventLog.dir                            s3a://acme-spark-logs/${hex(8)}/`,
      `spark.executor.memory                         ${num(4, 32)}g`,
    ],
  },
  {
    label: "dbt manifest checksums",
    path: "target/manifest.json",
    make: () => [
      `"model.jaffle_shop.orders": {`,
      `  "checksum": {"name": "sha256", "checksum": "${hex(64)}"},`,
      `  "unique_id": "model.jaffle_shop.orders",`,
      `  "created_at": 1795${num(100000, 999999)}.${num(1000, 9999)}`,
      "}",
    ],
  },
  {
    label: "Snowflake connection listing",
    path: "snow connection list",
    term: true,
    make: () => [
      "+------------------------------------------------------------------+",
      "| connection_name | parameters                                     |",
      `| default         | {'account': '${account()}', 'user': 'DBT_RUNNER', |`,
      "|                 | 'password': '****', 'warehouse': 'TRANSFORMING'} |",
      "+------------------------------------------------------------------+",
    ],
  },
  {
    label: "spark-submit output with application ids",
    path: "spark-submit jobs/daily_rollup.py",
    term: true,
    make: () => [
      `26/11/27 03:00:02 INFO SparkContext: Submitted application: daily_rollup`,
      `26/11/27 03:00:03 INFO Utils: Successfully started service 'sparkDriver' on port ${
        num(30000, 60000)
      }.`,
      `26/11/27 03:00:05 INFO YarnClientImpl: Submitted application application_${
        num(1700000000000, 1799999999999)
      }_${String(num(1, 9999)).padStart(4, "0")}`,
      `26/11/27 03:00:06 INFO SparkUI: Bound SparkUI to 0.0.0.0, and started at http://driver-${
        hex(6)
      }:4040`,
    ],
  },
];

export const buildPipelines = (): HeldOutSecret[] => cases(INSERTIONS);
export const buildCleanPipelines = (): HeldOutClean[] => cleanCases(ALIKES);
