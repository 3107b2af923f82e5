/**
 * Corpus twenty-six, what is printed: DataFrame and query results of users tables with password
 * hashes or API keys in a column, training runs echoing their config, Spark's configuration
 * listed, tracebacks whose source lines hold a DSN, an Airflow task log printing a connection's
 * URI, logged run params. Many values stand with no name beside them but a column header.
 */
import { OUTPUT_BOXES, place } from "./_heldout_twentysix_boxes.ts";
import { notebook, stream } from "./_heldout_twentysix_ipynb.ts";
import {
  akia,
  ALNUM,
  B64,
  draw,
  fig,
  type HeldOutSecret,
  hex,
  type Insertion,
  lines,
  num,
  pass,
  pick,
  type Piece,
  tick,
  tok,
  uuid,
  word,
} from "./_heldout_twentysix_make.ts";

const BCRYPT = "./" + ALNUM;
const bcrypt = (k: Piece) => `$2b$12$${k(53, BCRYPT)}`;
const email = () => `${word()}.${word()}@${pick(["gmail.com", "acme.io", "outlook.com"])}`;

/** A Python traceback whose frame shows `src` as the failing line. */
function traceback(src: string, error: string): string[] {
  return [
    "Traceback (most recent call last):",
    `  File "/opt/airflow/dags/${word()}_etl.py", line ${num(10, 300)}, in <module>`,
    "    main()",
    `  File "/opt/airflow/dags/${word()}_etl.py", line ${num(10, 300)}, in main`,
    `    ${src}`,
    `  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line ${
      num(100, 3000)
    }, in connect`,
    "    return self._connection_cls(self)",
    error,
  ];
}

const INSERTIONS: readonly Insertion[] = [
  {
    label: "df.head() of users with bcrypt hashes",
    shape: "output",
    make: (k) => [
      "   id                 email                                           password_hash  is_admin",
      ...lines(
        5,
        (i) => `${i}  ${num(1000, 99999)}  ${email()}  ${bcrypt(k)}  ${pick(["True", "False"])}`,
      ),
    ],
  },
  {
    label: "df of accounts with an api_key column",
    shape: "output",
    make: (k) => [
      "      account_id   plan                           api_key          created_at",
      ...lines(
        4,
        () =>
          `${num(100, 999)}  ${uuid()}  ${pick(["free", "pro", "team"])}  ${
            k(32, "0123456789abcdef")
          }  2026-${num(1, 10)}-${num(10, 28)} ${num(10, 23)}:${num(10, 59)}`,
      ),
      `[${num(5000, 90000)} rows x 4 columns]`,
    ],
  },
  {
    label: "psql result of Django users with pbkdf2 hashes",
    shape: "output",
    make: (k) => [
      " id |  username  |                                         password",
      "----+------------+------------------------------------------------------------------------------------------",
      ...lines(
        3,
        (i) => ` ${i + 1}  | ${word().padEnd(10)} | pbkdf2_sha256$870000$${k(22)}$${k(43, B64)}=`,
      ),
      "(3 rows)",
    ],
  },
  {
    label: "Hydra config echoed at the start of a training run",
    shape: "output",
    make: (k) => [
      `[${tick().replace("T", " ").slice(0, 19)}][__main__][INFO] - cfg:`,
      "model:",
      `  name: ${pick(["meta-llama/Llama-3.1-8B", "google/gemma-2-9b"])}`,
      `  lora_r: ${pick([8, 16, 64])}`,
      "logging:",
      `  huggingface_token: ${tok.hf(k)}`,
      `  report_to: wandb`,
      `trainer:\n  lr: ${fig(0, 5)}\n  epochs: ${num(1, 5)}`,
    ],
  },
  {
    label: "print(cfg) of an OmegaConf dict with a W&B key",
    shape: "output",
    make: (k) => [
      `{'data': {'path': 's3://${word()}/shards', 'batch_size': ${
        num(8, 512)
      }}, 'wandb': {'project': '${word()}', 'api_key': '${tok.wandb(k)}'}, 'seed': ${
        num(0, 9999)
      }}`,
    ],
  },
  {
    label: "traceback showing create_engine with a DSN",
    shape: "url",
    make: (_k, add) =>
      traceback(
        `engine = create_engine("postgresql+psycopg2://${word()}:${
          pass(add)
        }@${word()}.${word()}.rds.amazonaws.com/dw")`,
        `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "10.${
          num(0, 255)
        }.${num(0, 255)}.${num(1, 254)}", port 5432 failed: timeout expired`,
      ),
  },
  {
    label: "notebook error output with a Redis URL in the failing line",
    shape: "url",
    make: (_k, add) => [
      "---------------------------------------------------------------------------",
      "ConnectionError                           Traceback (most recent call last)",
      "Cell In[7], line 3",
      "      1 import redis",
      `----> 3 r = redis.Redis.from_url("rediss://default:${pass(add)}@${word()}.upstash.io:6379")`,
      "      4 r.ping()",
      "ConnectionError: Error 8 connecting to host. nodename nor servname provided.",
    ],
  },
  {
    label: "Spark getConf().getAll() with an S3A secret",
    shape: "output",
    make: (k) => [
      `[('spark.app.name', '${word()}-etl'), ('spark.hadoop.fs.s3a.access.key', '${akia()}'), ('spark.hadoop.fs.s3a.secret.key', '${
        tok.awsSecret(k)
      }'), ('spark.executor.memory', '${num(2, 32)}g'), ('spark.app.id', 'local-${
        num(1700000000000, 1799999999999)
      }')]`,
    ],
  },
  {
    label: "Airflow task log printing a connection's URI",
    shape: "url",
    make: (_k, add) => [
      `[${tick()}] {base.py:84} INFO - Using connection ID 'warehouse' for task execution.`,
      `[${tick()}] {logging_mixin.py:190} INFO - postgres://${word()}:${
        pass(add)
      }@${word()}.internal:5432/dw`,
      `[${tick()}] {python.py:240} INFO - Done. Returned value was: None`,
    ],
  },
  {
    label: "MLflow run params with an OpenAI key",
    shape: "output",
    make: (k) => [
      `>>> mlflow.get_run("${hex(32)}").data.params`,
      `{'temperature': '0.${num(0, 9)}', 'model': 'gpt-4o-mini', 'openai_api_key': '${
        tok.openai(k)
      }', 'top_k': '${num(1, 20)}'}`,
    ],
  },
  {
    label: "Ray job log with a runtime env holding an HF token",
    shape: "output",
    make: (k) => [
      `${tick()} INFO job_manager.py:${
        num(100, 900)
      } -- Submitting job with RuntimeEnv(env_vars={'HF_TOKEN': '${
        tok.hf(k)
      }', 'NCCL_DEBUG': 'WARN'}, pip=['vllm==0.6.${num(0, 6)}'])`,
    ],
  },
  {
    label: "query result of an integrations table with a Slack bot token",
    shape: "output",
    make: (k) => [
      " workspace     | kind  | token",
      "---------------+-------+---------------------------------------------------------",
      ` ${word().padEnd(13)} | slack | xoxb-${draw(12, "0123456789")}-${draw(13, "0123456789")}-${
        k(24)
      }`,
      ` ${word().padEnd(13)} | slack | xoxb-${draw(11, "0123456789")}-${draw(12, "0123456789")}-${
        k(24)
      }`,
    ],
  },
  {
    label: "env printed in a Kubeflow training pod",
    shape: "output",
    make: (k) => [
      `KUBERNETES_SERVICE_HOST=10.${num(0, 99)}.0.1`,
      `NVIDIA_VISIBLE_DEVICES=all`,
      `WANDB_API_KEY=${tok.wandbV1(k)}`,
      `PET_NPROC_PER_NODE=${num(1, 8)}`,
      `HF_HUB_CACHE=/mnt/cache/hub`,
    ],
  },
  {
    label: "Trainer log with a Comet key echoed",
    shape: "output",
    make: (k) => [
      `COMET INFO: Experiment is live on comet.com https://www.comet.com/${word()}/${word()}/${
        hex(32)
      }`,
      `COMET WARNING: api_key=${tok.comet(k)} passed in config is deprecated; use COMET_API_KEY`,
    ],
  },
];

/** A notebook cell whose stderr shows a fit's warnings around one insertion's lines. */
function fitOutput(middle: string[]): string {
  return notebook([{
    cell_type: "code",
    execution_count: num(5, 40),
    id: hex(8),
    metadata: {},
    outputs: [stream(middle)],
    source: ["trainer.fit(model, datamodule=dm)"],
  }]);
}

/** The printed family: each insertion in two output containers, and a few in a fit's output. */
export function buildPrinted(): HeldOutSecret[] {
  const fit = { label: "a training cell's output", wrap: fitOutput };
  return place(INSERTIONS, [...OUTPUT_BOXES, fit], 2);
}
