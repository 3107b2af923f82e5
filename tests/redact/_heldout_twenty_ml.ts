/**
 * Corpus twenty, machine-learning platforms: kaggle.json, W&B's netrc entry, Hugging Face's token
 * file and CLI, MLflow and Databricks configs, Neptune, Replicate, Groq and Modal credentials.
 */
import {
  type Alike,
  b64,
  cases,
  cleanCases,
  DIGITS,
  draw,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  type Insertion,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  user,
  uuid,
} from "./_heldout_twenty_make.ts";
import { ALNUM } from "./_fakes.ts";

const HEXL = "0123456789abcdef";
const LETTERS = LOWER + LOWER.toUpperCase();
const workspace = () => `https://dbc-${hex(8)}-${hex(4)}.cloud.databricks.com`;

const INSERTIONS: Insertion[] = [
  {
    label: "kaggle.json",
    shape: "assignment",
    path: "~/.kaggle/kaggle.json",
    make: (k) => [`{"username":"${user()}${num(10, 999)}","key":"${k(32, HEXL)}"}`],
  },
  {
    label: "W&B entry in the netrc",
    shape: "assignment",
    path: "~/.netrc",
    make: (k) => ["machine api.wandb.ai", "  login user", `  password ${k(40, HEXL)}`],
  },
  {
    label: "wandb login on the command line",
    shape: "command",
    path: "wandb login",
    term: true,
    make: (k) => [
      `wandb login ${k(40, HEXL)}`,
      "wandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc",
    ],
  },
  {
    label: "Hugging Face token file",
    shape: "vendor",
    path: "~/.cache/huggingface/token",
    make: (k) => [`hf_${k(34, LETTERS)}`],
  },
  {
    label: "huggingface-cli login with a token",
    shape: "vendor",
    path: "huggingface-cli login --token",
    term: true,
    make: (k) => [
      `huggingface-cli login --token hf_${k(34, LETTERS)} --add-to-git-credential`,
      "Token is valid (permission: write).",
      "Your token has been saved to /home/runner/.cache/huggingface/token",
    ],
  },
  {
    label: "Databricks config profiles",
    shape: "assignment",
    path: "~/.databrickscfg",
    make: (k) => [
      "[DEFAULT]",
      `host  = ${workspace()}`,
      `token = dapi${k(32, HEXL)}`,
      "",
      "[staging]",
      `host  = ${workspace()}`,
      `token = dapi${k(32, HEXL)}-2`,
    ],
  },
  {
    label: "Databricks service principal OAuth secret",
    shape: "assignment",
    path: "~/.databrickscfg",
    make: (k) => [
      "[sp-ci]",
      `host          = ${workspace()}`,
      `client_id     = ${uuid()}`,
      `client_secret = dose${k(32, HEXL)}`,
    ],
  },
  {
    label: "MLflow tracking credentials",
    shape: "assignment",
    path: ".env.mlflow",
    make: (_k, add) => [
      "MLFLOW_TRACKING_URI=https://mlflow.acme.internal",
      "MLFLOW_TRACKING_USERNAME=trainer",
      `MLFLOW_TRACKING_PASSWORD=${pass(add)}`,
    ],
  },
  {
    label: "MLflow tracking URI with credentials in a run log",
    shape: "url",
    path: "python train.py",
    term: true,
    make: (_k, add) => [
      `2026/11/27 10:02:11 INFO mlflow.tracking.fluent: Experiment with name 'churn' does not exist.`,
      `2026/11/27 10:02:12 INFO mlflow: tracking to https://trainer:${
        pass(add)
      }@mlflow.acme.internal`,
      `🏃 View run bright-owl-${num(100, 999)} at: https://mlflow.acme.internal/#/experiments/${
        num(1, 40)
      }/runs/${hex(32)}`,
    ],
  },
  {
    label: "Neptune API token",
    shape: "encoded",
    path: "neptune.env",
    make: (_k, add) => {
      const json = JSON.stringify({
        api_address: "https://app.neptune.ai",
        api_url: "https://app.neptune.ai",
        api_key: uuid(),
      });
      return ["NEPTUNE_PROJECT=acme/churn", `NEPTUNE_API_TOKEN=${add(b64(json, false))}`];
    },
  },
  {
    label: "Replicate token in a Python client",
    shape: "vendor",
    path: "gen_images.py",
    make: (k) => [
      "import replicate",
      `client = replicate.Client(api_token="r8_${k(37, ALNUM)}")`,
    ],
  },
  {
    label: "Groq key in an eval config",
    shape: "vendor",
    path: "evals/config.yaml",
    make: (k) => [
      "providers:",
      "  - id: groq:llama-3.3-70b-versatile",
      "    config:",
      `      apiKey: gsk_${k(52, ALNUM)}`,
    ],
  },
  {
    label: "Modal token pair",
    shape: "assignment",
    path: "~/.modal.toml",
    make: (k) => [
      `[${user()}]`,
      `token_id = "ak-${k(22, ALNUM)}"`,
      `token_secret = "as-${k(22, ALNUM)}"`,
      "active = true",
    ],
  },
  {
    label: "HF token echoed by a training job",
    shape: "output",
    path: "sbatch train.slurm; tail slurm-*.out",
    term: true,
    make: (k) => [
      `==> slurm-${num(100000, 999999)}.out <==`,
      "Loading checkpoint shards: 100%|██████████| 4/4",
      `env: HF_TOKEN=hf_${k(34, LETTERS)} WANDB_MODE=online`,
    ],
  },
  {
    label: "Databricks CLI configure prints the token",
    shape: "command",
    path: "databricks configure --token",
    term: true,
    make: (k) => [
      `echo "dapi${k(32, HEXL)}" | databricks configure --host ${workspace()} --token`,
      "Databricks profile DEFAULT saved",
    ],
  },
  {
    label: "Comet API key in the config",
    shape: "assignment",
    path: "~/.comet.config",
    make: (k) => ["[comet]", `api_key = ${k(25, ALNUM)}`, "workspace = acme-ml"],
  },
];

const ALIKES: Alike[] = [
  {
    label: "model revision pinned by SHA",
    path: "download.py",
    make: () => [
      "from huggingface_hub import snapshot_download",
      `path = snapshot_download("meta-llama/Llama-3.1-8B", revision="${hex(40)}",`,
      '                         token=os.environ["HF_TOKEN"])',
    ],
  },
  {
    label: "W&B run output",
    path: "python train.py",
    term: true,
    make: () => [
      `wandb: Syncing run ${pick(["misty", "bright", "quiet"])}-${pick(["owl", "river"])}-${
        num(1, 99)
      }`,
      `wandb: ⭐️ View project at https://wandb.ai/acme/churn`,
      `wandb: 🚀 View run at https://wandb.ai/acme/churn/runs/${draw(8, LOWER_DIGITS)}`,
      `wandb: Run data is saved locally in ./wandb/run-20261127_${num(100000, 235959)}-${
        draw(8, LOWER_DIGITS)
      }`,
    ],
  },
  {
    label: "MLflow run ids",
    path: "mlflow runs list --experiment-id 3",
    term: true,
    make: () => [
      "Date                 Name             ID",
      `2026-11-27 10:02:12  bright-owl-${num(100, 999)}  ${hex(32)}`,
      `2026-11-26 18:44:40  calm-fox-${num(100, 999)}    ${hex(32)}`,
    ],
  },
  {
    label: "kaggle.json template",
    path: "README.md",
    make: () => [
      "Put your credentials in `~/.kaggle/kaggle.json`:",
      "",
      '    {"username":"YOUR_USERNAME","key":"YOUR_KEY_HERE"}',
      "",
      `Then run \`kaggle datasets download -d acme/churn-${num(2020, 2026)}\`.`,
    ],
  },
  {
    label: "Databricks config using the CLI's auth",
    path: "~/.databrickscfg",
    make: () => [
      "[DEFAULT]",
      `host      = ${workspace()}`,
      "auth_type = databricks-cli",
      `cluster_id = ${num(1000, 9999)}-${num(100000, 999999)}-${draw(8, LOWER_DIGITS)}`,
    ],
  },
  {
    label: "dataset card with checksums",
    path: "data/README.md",
    make: () => [
      "| file | rows | sha256 |",
      "|------|------|--------|",
      `| train.parquet | ${num(10000, 99999)} | ${hex(64)} |`,
      `| test.parquet | ${num(1000, 9999)} | ${hex(64)} |`,
      `Kaggle dataset version ${num(1, 12)}, ref acme/churn, commit ${hex(40)}`,
    ],
  },
  {
    label: "whoami outputs",
    path: "huggingface-cli whoami; wandb status",
    term: true,
    make: () => [
      `${user()}-ml`,
      "orgs:  acme-research",
      "Current Settings",
      `{"api_key": null, "base_url": "https://api.wandb.ai", "entity": "acme", "project": "run-${
        draw(5, DIGITS)
      }"}`,
    ],
  },
];

export const buildMl = (): HeldOutSecret[] => cases(INSERTIONS);
export const buildCleanMl = (): HeldOutClean[] => cleanCases(ALIKES);
