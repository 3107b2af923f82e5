/**
 * Corpus twenty-six, clean configs and references: the same files as the secret families with
 * every credential taken from elsewhere — `env_var()`, `${…}`, `{{ secrets.X }}`, `secretKeyRef`,
 * secret scopes, Secret Manager and Vault paths, credential chains and instance profiles — or
 * written as a placeholder (`<YOUR_HF_TOKEN>`, `hf_xxx`, `sk-...`), empty, or AWS's documented
 * example keys. Public ids (a client id, an account locator, a block's UUID) stand beside them.
 */
import { ALL_BOXES, FILE_BOXES, placeClean } from "./_heldout_twentysix_boxes.ts";
import { draw, type HeldOutClean, hex, num, pick, uuid, word } from "./_heldout_twentysix_make.ts";

const region = () => pick(["us-east-1", "eu-west-1", "us-west-2"]);
const acct = () => String(num(100000000000, 999999999999));

const ALIKES: readonly (readonly [string, () => string[]])[] = [
  ["dbt profile reading the password with env_var", () => [
    "analytics:",
    "  outputs:",
    "    prod:",
    "      type: snowflake",
    `      account: ${word()}-${word()}`,
    "      user: \"{{ env_var('DBT_USER') }}\"",
    "      password: \"{{ env_var('DBT_PASSWORD') }}\"",
    `      threads: ${num(2, 16)}`,
  ]],
  ["secrets.toml template with placeholders", () => [
    "# copy to .streamlit/secrets.toml and fill in",
    'openai_api_key = "<YOUR_OPENAI_API_KEY>"',
    'hf_token = "<YOUR_HF_TOKEN>"',
    "[connections.snowflake]",
    `account = "${word()}-${word()}"`,
    'password = "<password>"',
  ]],
  [".databrickscfg with OAuth", () => [
    "[DEFAULT]",
    `host = https://adb-${num(1000000000000000, 9999999999999999)}.${
      num(1, 19)
    }.azuredatabricks.net`,
    "auth_type = databricks-cli",
    "",
    "[ci]",
    `host = https://dbc-${hex(8)}-${hex(4)}.cloud.databricks.com`,
    `client_id = ${uuid()}`,
    "# client_secret comes from DATABRICKS_CLIENT_SECRET in CI",
  ]],
  ["Airflow with a Secrets Manager backend", () => [
    "AIRFLOW__SECRETS__BACKEND=airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend",
    `AIRFLOW__SECRETS__BACKEND_KWARGS={"connections_prefix": "airflow/connections", "region_name": "${region()}"}`,
    "AIRFLOW__CORE__FERNET_KEY=${FERNET_KEY}",
  ]],
  ["kaggle.json template", () => [
    '{"username":"<your-kaggle-username>","key":"<your-kaggle-key>"}',
    `# then: chmod 600 ~/.kaggle/kaggle.json && kaggle datasets download -d ${word()}/${word()}`,
  ]],
  [".env.example for an LLM app", () => [
    "HF_TOKEN=hf_xxx",
    "OPENAI_API_KEY=sk-...",
    "WANDB_API_KEY=",
    `OPENAI_ORG_ID=org-${draw(24)}`,
    `EMBED_DIM=${pick([384, 768, 1536, 3072])}`,
  ]],
  ["where the Snowflake key is kept", () => [
    `The loader's private key is stored in Secret Manager as projects/${word()}-${
      num(1000, 9999)
    }/secrets/snowflake-loader-pk/versions/${num(1, 9)};`,
    "the Cloud Run job mounts it at /secrets/rsa_key.p8 and its passphrase comes from SNOWFLAKE_PK_PASSPHRASE.",
    `Rotation runbook: https://wiki.${word()}.com/data/runbooks/snowflake-key-rotation`,
  ]],
  ["DuckDB secret from the credential chain", () => [
    "CREATE SECRET lake (TYPE S3, PROVIDER credential_chain, CHAIN 'env;config;instance');",
    `SELECT count(*) FROM 's3://${word()}-lake/events/dt=2026-11-${num(10, 27)}/*.parquet';`,
  ]],
  ["AWS's documented example keys in a DuckDB doc snippet", () => [
    "-- from the docs; replace with your own",
    "SET s3_access_key_id = 'AKIAIOSFODNN7EXAMPLE';",
    "SET s3_secret_access_key = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';",
    `SET s3_region = '${region()}';`,
  ]],
  ["Spark with web identity credentials", () => [
    "spark.hadoop.fs.s3a.aws.credentials.provider  com.amazonaws.auth.WebIdentityTokenCredentialsProvider",
    `spark.kubernetes.authenticate.driver.serviceAccountName  ${word()}-spark`,
    `spark.eventLog.dir  s3a://${word()}-spark-logs/${hex(12)}`,
  ]],
  ["Kafka JAAS reading from a config provider", () => [
    "config.providers=file",
    "config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider",
    'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${file:/etc/kafka/creds.properties:user}" password="${file:/etc/kafka/creds.properties:password}";',
  ]],
  ["Streamlit code reading st.secrets", () => [
    'conn = st.connection("snowflake")',
    `df = conn.query("SELECT * FROM ${word()}.kpis LIMIT ${num(10, 1000)}", ttl=600)`,
    'client = OpenAI(api_key=st.secrets["openai_api_key"])',
  ]],
  ["MLflow on Databricks without a token", () => [
    "MLFLOW_TRACKING_URI=databricks",
    `DATABRICKS_HOST=https://dbc-${hex(8)}-${hex(4)}.cloud.databricks.com`,
    `MLFLOW_EXPERIMENT_ID=${num(1000000000000000, 9999999999999999)}`,
  ]],
  ["Prefect block list", () => [
    "$ prefect block ls",
    "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━┓",
    "┃ ID                                   ┃ Type            ┃ Name                  ┃",
    ...["aws-credentials", "secret", "s3-bucket"].map((t) =>
      `│ ${uuid()} │ ${t.padEnd(15)} │ ${(word() + "-" + t).padEnd(21)} │`
    ),
  ]],
  ["a Vault lookup of the warehouse password", () => [
    `$ export PGPASSWORD="$(vault kv get -field=password secret/data/${word()}/warehouse)"`,
    `$ psql -h ${word()}.internal -U ${word()} -d dw -c "select 1"`,
  ]],
  ["a dbt workflow with repository secrets", () => [
    "    env:",
    "      SNOWFLAKE_PASSWORD: ${{ secrets.SNOWFLAKE_PASSWORD }}",
    "      DBT_CLOUD_API_TOKEN: ${{ secrets.DBT_CLOUD_API_TOKEN }}",
    `    runs-on: ubuntu-${pick(["22.04", "24.04"])}`,
  ]],
  ["a training pod reading keys from secretKeyRef", () => [
    "        env:",
    "        - name: WANDB_API_KEY",
    "          valueFrom:",
    `            secretKeyRef: {name: ${word()}-wandb, key: api-key}`,
    "        - name: HF_TOKEN",
    `          valueFrom: {secretKeyRef: {name: hf, key: token}}`,
  ]],
  ["Superset and Metabase secrets from the environment", () => [
    'SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]',
    "MB_EMBEDDING_SECRET_KEY_FILE=/run/secrets/mb_embedding",
    `MB_SITE_URL=https://metabase.${word()}.com`,
  ]],
  ["Gradio launched locally", () => [
    'demo.launch(server_name="127.0.0.1", share=False)',
    "* Running on local URL:  http://127.0.0.1:7860",
    "To create a public link, set `share=True` in `launch()`.",
  ]],
  ["an IAM role for SageMaker", () => [
    `role = "arn:aws:iam::${acct()}:role/service-role/AmazonSageMaker-ExecutionRole-${
      num(20200101, 20261127)
    }T${num(100000, 235959)}"`,
    `sess = sagemaker.Session(default_bucket="sagemaker-${region()}-${acct()}")`,
  ]],
];

/** The clean configs and references family. */
export function buildCleanConfig(): HeldOutClean[] {
  return placeClean(ALIKES, [...FILE_BOXES, ALL_BOXES[0]!], 2);
}
