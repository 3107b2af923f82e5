/**
 * Corpus twenty-six, pipelines and orchestration: Airflow connections (as URIs, as JSON, in
 * `AIRFLOW_CONN_*`, in the CLI's table), Airflow's own keys, dbt `profiles.yml`, Prefect and
 * Dagster tokens and blocks, Spark's S3A keys, Kafka SASL JAAS lines, a Fivetran Basic header.
 */
import { ALL_BOXES, FILE_BOXES, place } from "./_heldout_twentysix_boxes.ts";
import {
  akia,
  B64,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  type Insertion,
  num,
  pass,
  pemLines,
  pick,
  tok,
  UPPER_ALNUM,
  word,
} from "./_heldout_twentysix_make.ts";

const FILES: readonly Insertion[] = [
  {
    label: "docker-compose env with Airflow's fernet key",
    shape: "assignment",
    make: (k) => [
      "x-airflow-common: &airflow-common",
      `  image: apache/airflow:2.${num(7, 10)}.${num(0, 3)}`,
      "  environment:",
      "    AIRFLOW__CORE__EXECUTOR: CeleryExecutor",
      `    AIRFLOW__CORE__FERNET_KEY: '${tok.fernet(k)}'`,
      "    AIRFLOW__CORE__LOAD_EXAMPLES: 'false'",
    ],
  },
  {
    label: "Airflow webserver secret_key in airflow.cfg",
    shape: "assignment",
    make: (k) => [
      "[webserver]",
      "base_url = http://localhost:8080",
      `secret_key = ${k(num(24, 32), B64URL)}`,
      "expose_config = False",
    ],
  },
  {
    label: "dbt profiles.yml for Snowflake with a password",
    shape: "assignment",
    make: (_k, add) => [
      "analytics:",
      "  target: prod",
      "  outputs:",
      "    prod:",
      "      type: snowflake",
      `      account: ${word()}-${word()}`,
      `      user: DBT_${word().toUpperCase()}`,
      `      password: ${pass(add)}`,
      "      role: TRANSFORMER",
      "      threads: 8",
    ],
  },
  {
    label: "dbt profiles.yml for BigQuery with keyfile_json inline",
    shape: "block",
    make: (k) => [
      "bq:",
      "  outputs:",
      "    dev:",
      "      type: bigquery",
      "      method: service-account-json",
      `      project: ${word()}-dw`,
      "      keyfile_json:",
      "        type: service_account",
      `        private_key_id: ${hex(40)}`,
      `        private_key: "${pemLines(k, "", 11).join("\\n")}\\n"`,
      `        client_email: dbt@${word()}-dw.iam.gserviceaccount.com`,
    ],
  },
  {
    label: "dbt profiles.yml for Databricks with a token",
    shape: "vendor",
    make: (k) => [
      "lakehouse:",
      "  target: dev",
      "  outputs:",
      "    dev:",
      "      type: databricks",
      `      host: dbc-${hex(8)}-${hex(4)}.cloud.databricks.com`,
      `      http_path: /sql/1.0/warehouses/${hex(16)}`,
      `      token: ${tok.dapi(k)}`,
    ],
  },
  {
    label: "spark-defaults.conf with S3A keys",
    shape: "assignment",
    make: (k) => [
      "spark.hadoop.fs.s3a.impl                 org.apache.hadoop.fs.s3a.S3AFileSystem",
      `spark.hadoop.fs.s3a.access.key           ${akia()}`,
      `spark.hadoop.fs.s3a.secret.key           ${tok.awsSecret(k)}`,
      `spark.sql.shuffle.partitions             ${num(64, 800)}`,
    ],
  },
  {
    label: "Kafka client.properties with a JAAS line",
    shape: "assignment",
    make: (k) => [
      `bootstrap.servers=pkc-${draw(5, "abcdefghijklmnopqrstuvwxyz0123456789")}.${
        pick(["us-east-1", "europe-west1"])
      }.aws.confluent.cloud:9092`,
      "security.protocol=SASL_SSL",
      "sasl.mechanism=PLAIN",
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${
        draw(16, UPPER_ALNUM)
      }" password="${k(64, B64)}";`,
    ],
  },
  {
    label: "dagster_cloud agent token in the agent's env",
    shape: "vendor",
    make: (k) => [
      `DAGSTER_CLOUD_AGENT_TOKEN=agent:${word()}:${k(32, "0123456789abcdef")}`,
      `DAGSTER_CLOUD_DEPLOYMENT_NAME=prod`,
    ],
  },
];

const CODE: readonly Insertion[] = [
  {
    label: "airflow connections add with a conn-uri",
    shape: "command",
    make: (_k, add) => {
      const id = `${word()}_pg`;
      return [
        `$ airflow connections add '${id}' --conn-uri 'postgres://${word()}:${
          pass(add)
        }@${word()}.${word()}.rds.amazonaws.com:5432/${word()}'`,
        `Successfully added \`conn_id\`=${id} : postgres://${word()}:******@${word()}.rds.amazonaws.com:5432/dw`,
      ];
    },
  },
  {
    label: "AIRFLOW_CONN_ for AWS with a percent-encoded secret",
    shape: "encoded",
    make: (_k, add) => {
      const raw = draw(18) + pick(["/", "+"]) + draw(10) + pick(["/", "+"]) + draw(10);
      return [
        `export AIRFLOW_CONN_AWS_DEFAULT='aws://${akia()}:${
          add(encodeURIComponent(raw))
        }@?region_name=eu-west-1'`,
        "airflow tasks test load_events extract 2026-11-01",
      ];
    },
  },
  {
    label: "AIRFLOW_CONN_ for Snowflake as JSON",
    shape: "assignment",
    make: (_k, add) => [
      `AIRFLOW_CONN_SNOWFLAKE_DEFAULT='{"conn_type": "snowflake", "login": "${word()}", "password": "${
        pass(add)
      }", "schema": "RAW", "extra": {"account": "${word()}-${word()}", "warehouse": "LOAD_WH"}}'`,
    ],
  },
  {
    label: "airflow connections get table",
    shape: "output",
    make: (_k, add) => [
      "$ airflow connections get warehouse_pg -o table",
      "id | conn_id      | conn_type | host                    | schema | login  | password        | port",
      "===+==============+===========+=========================+========+========+=================+=====",
      `${num(1, 90)}  | warehouse_pg | postgres  | ${word()}.internal | dw     | ${word()} | ${
        pass(add)
      } | 5432`,
    ],
  },
  {
    label: "AIRFLOW_CONN_ for Slack alerts as the webhook URL",
    shape: "url",
    make: (k) => [`AIRFLOW_CONN_SLACK_ALERTS=${tok.slackHook(k)}`],
  },
  {
    label: "Variable.set of an OpenAI key in a DAG helper",
    shape: "vendor",
    make: (k) => [
      "from airflow.models import Variable",
      `Variable.set("openai_api_key", "${tok.openai(k)}")`,
    ],
  },
  {
    label: "dbt Cloud service token in CI",
    shape: "vendor",
    make: (k) => [
      `DBT_CLOUD_API_TOKEN=dbtc_${k(56, B64URL)} \\`,
      `  dbt-cloud job run --account-id ${num(10000, 99999)} --job-id ${num(100000, 999999)}`,
    ],
  },
  {
    label: "prefect cloud login -k",
    shape: "command",
    make: (k) => [
      `$ prefect cloud login -k ${tok.prefect(k)} --workspace ${word()}/${word()}`,
      `Authenticated with Prefect Cloud! Using workspace '${word()}/${word()}'.`,
    ],
  },
  {
    label: "Prefect AwsCredentials block saved with a secret",
    shape: "assignment",
    make: (k) => [
      "from prefect_aws import AwsCredentials",
      "AwsCredentials(",
      `    aws_access_key_id="${akia()}",`,
      `    aws_secret_access_key="${tok.awsSecret(k)}",`,
      `).save("${word()}-creds", overwrite=True)`,
    ],
  },
  {
    label: "spark-submit with an S3A secret on the command line",
    shape: "command",
    make: (k) => [
      `$ spark-submit --master yarn --conf spark.hadoop.fs.s3a.access.key=${akia()} \\`,
      `    --conf spark.hadoop.fs.s3a.secret.key=${tok.awsSecret(k)} \\`,
      `    jobs/${word()}_compaction.py --date 2026-11-${num(10, 27)}`,
    ],
  },
  {
    label: "kafka-python consumer with a SASL password",
    shape: "assignment",
    make: (k) => [
      "consumer = KafkaConsumer(",
      `    "${word()}.events.v1",`,
      `    bootstrap_servers="${word()}.kafka.${word()}.net:9094",`,
      '    security_protocol="SASL_SSL", sasl_mechanism="SCRAM-SHA-512",',
      `    sasl_plain_username="${word()}", sasl_plain_password="${k(num(20, 32))}",`,
      ")",
    ],
  },
  {
    label: "Fivetran Basic header of key and secret",
    shape: "encoded",
    make: (_k, add) => [
      `$ curl -s https://api.fivetran.com/v1/groups -H "Authorization: Basic ${
        add(b64(`${draw(16)}:${draw(32)}`))
      }"`,
    ],
  },
];

/** The pipelines family. */
export function buildPipelines(): HeldOutSecret[] {
  return [...place(FILES, FILE_BOXES, 2), ...place(CODE, ALL_BOXES, 2)];
}
