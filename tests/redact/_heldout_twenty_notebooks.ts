/**
 * Corpus twenty, notebooks: Jupyter server URLs and tokens, `%env` magics, SQLAlchemy URLs,
 * service-account JSON printed in a cell's output, `.ipynb` JSON with secrets in cell sources.
 */
import {
  type Alike,
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
  num,
  pass,
  pick,
  project,
  serviceAccount,
  user,
  uuid,
} from "./_heldout_twenty_make.ts";

const HEXL = "0123456789abcdef";
const DBS = ["analytics", "warehouse", "events", "sales"];

/** Lines of a notebook as `jupyter nbconvert --to script` or a cell view shows them. */
const cell = (n: number, src: string[], out: string[] = []) => [
  `In [${n}]: ${src[0]}`,
  ...src.slice(1).map((l) => "   ...: " + l),
  ...(out.length ? ["", `Out[${n}]: ${out[0]}`, ...out.slice(1)] : []),
];

const INSERTIONS: Insertion[] = [
  {
    label: "Jupyter server URL with its token",
    shape: "url",
    path: "jupyter lab --no-browser",
    term: true,
    make: (k) => {
      const t = k(48, HEXL);
      return [
        "[I 2026-11-27 09:14:03.221 ServerApp] Jupyter Server 2.14.2 is running at:",
        `[I 2026-11-27 09:14:03.221 ServerApp] http://localhost:8888/lab?token=${t}`,
        `[I 2026-11-27 09:14:03.221 ServerApp]     http://127.0.0.1:8888/lab?token=${t}`,
      ];
    },
  },
  {
    label: "jupyter server list",
    shape: "output",
    path: "jupyter server list",
    term: true,
    make: (k) => [
      "Currently running servers:",
      `http://${pick(["gpu-box", "localhost"])}:${num(8800, 8899)}/?token=${
        k(48, HEXL)
      } :: /home/${user()}/work`,
    ],
  },
  {
    label: "%env magic with an OpenAI key",
    shape: "vendor",
    path: "explore.ipynb",
    make: (k) => cell(3, [`%env OPENAI_API_KEY=sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`]),
  },
  {
    label: "HF token set in os.environ",
    shape: "vendor",
    path: "finetune.ipynb",
    make: (k) =>
      cell(1, [
        "import os",
        `os.environ["HF_TOKEN"] = "hf_${k(34, LOWER + LOWER.toUpperCase())}"`,
        "from transformers import AutoModelForCausalLM",
      ]),
  },
  {
    label: "SQLAlchemy URL in a cell",
    shape: "url",
    path: "churn.ipynb",
    make: (_k, add) =>
      cell(2, [
        "from sqlalchemy import create_engine",
        `engine = create_engine("postgresql+psycopg2://analyst:${pass(add)}@db.internal:5432/${
          pick(DBS)
        }")`,
      ]),
  },
  {
    label: "SQLAlchemy URL with an encoded password",
    shape: "encoded",
    path: "report.py",
    make: (_k, add) => {
      const raw = draw(num(6, 8)) + "@" + draw(3) + "/" + draw(num(4, 6)) + "#";
      return [
        "from urllib.parse import quote_plus",
        `# password was ${"*".repeat(8)}; quoted below`,
        `URL = "mysql+pymysql://etl:${add(encodeURIComponent(raw))}@mysql.internal/${pick(DBS)}"`,
      ];
    },
  },
  {
    label: "BigQuery credentials printed in a cell output",
    shape: "block",
    path: "bq.ipynb",
    make: (k) =>
      cell(
        4,
        ["print(open('/content/sa.json').read())"],
        serviceAccount(k, project(["bq-lab", "analytics"]), "notebook-runner"),
      ),
  },
  {
    label: "ipynb JSON with a W&B key in a cell source",
    shape: "assignment",
    path: "train.ipynb",
    make: (k) => [
      "  {",
      '   "cell_type": "code",',
      `   "execution_count": ${num(1, 30)},`,
      `   "id": "${hex(8)}",`,
      '   "source": [',
      '    "import wandb\\n",',
      `    "wandb.login(key=\\"${k(40, HEXL)}\\")"`,
      "   ]",
      "  },",
    ],
  },
  {
    label: "notebook prints the loaded settings",
    shape: "output",
    path: "etl.ipynb",
    make: (_k, add) =>
      cell(5, ["settings"], [
        `Settings(db_host='warehouse.internal', db_user='etl', db_password='${pass(add)}',`,
        `         s3_bucket='acme-lake-${draw(4, LOWER)}')`,
      ]),
  },
  {
    label: "Anthropic key in a notebook cell",
    shape: "vendor",
    path: "eval.ipynb",
    make: (k) =>
      cell(2, [
        "import anthropic",
        `client = anthropic.Anthropic(api_key="sk-ant-api03-${k(93, B64URL)}AA")`,
      ]),
  },
  {
    label: "Azure storage connection string in a cell",
    shape: "encoded",
    path: "ingest.ipynb",
    make: (k) =>
      cell(1, [
        "conn = (",
        `    "DefaultEndpointsProtocol=https;AccountName=acmelake${draw(3, LOWER)};"`,
        `    "AccountKey=${k(86, B64)}==;EndpointSuffix=core.windows.net"`,
        ")",
      ]),
  },
  {
    label: "pip index URL with a token",
    shape: "url",
    path: "setup.ipynb",
    make: (k) =>
      cell(1, [
        `!pip install -q --extra-index-url https://__token__:${
          k(40, B64URL)
        }@pypi.acme.dev/simple acme-ml`,
      ]),
  },
  {
    label: "long token in an output, wrapped by the notebook",
    shape: "wrapped",
    path: "auth.ipynb",
    make: (k) =>
      cell(6, ["resp.json()['access_token']"], [
        `'${k(60, B64URL)}`,
        ` ${k(60, B64URL)}'`,
      ]),
  },
  {
    label: "Jupyter config with a hashed and a plain token",
    shape: "assignment",
    path: "~/.jupyter/jupyter_server_config.py",
    make: (k) => [
      "c.ServerApp.ip = '0.0.0.0'",
      "c.ServerApp.open_browser = False",
      `c.IdentityProvider.token = '${k(48, HEXL)}'`,
    ],
  },
  {
    label: "Colab secret pasted as a literal",
    shape: "assignment",
    path: "colab_demo.ipynb",
    make: (k) =>
      cell(1, [
        "# userdata.get('KAGGLE_KEY') did not work, so:",
        `KAGGLE_KEY = "${k(32, HEXL)}"`,
        `KAGGLE_USERNAME = "${user()}${num(10, 99)}"`,
      ]),
  },
  {
    label: "Redis URL for a feature cache",
    shape: "url",
    path: "features.ipynb",
    make: (_k, add) =>
      cell(3, [
        `r = redis.from_url("rediss://default:${pass(add)}@cache-${
          draw(5, LOWER)
        }.internal:6380/0")`,
      ]),
  },
];

const ALIKES: Alike[] = [
  {
    label: "ipynb cell metadata",
    path: "analysis.ipynb",
    make: () => [
      "  {",
      '   "cell_type": "code",',
      `   "execution_count": ${num(1, 40)},`,
      `   "id": "${hex(8)}-${hex(4)}",`,
      `   "metadata": { "execution": { "iopub.execute_input": "2026-11-${num(10, 27)}T09:${
        num(10, 59)
      }:00.000Z" } },`,
      '   "outputs": [],',
      '   "source": ["df.describe()"]',
      "  },",
    ],
  },
  {
    label: "Jupyter URL with the token elided",
    path: "jupyter lab",
    term: true,
    make: () => [
      "[I ServerApp] Jupyter Server 2.14.2 is running at:",
      `[I ServerApp] http://localhost:${num(8800, 8899)}/lab?token=...`,
      "[I ServerApp] Use Control-C to stop this server and shut down all kernels.",
    ],
  },
  {
    label: "SQLAlchemy URL from the environment",
    path: "load.ipynb",
    make: () =>
      cell(1, [
        'engine = create_engine(os.environ["DATABASE_URL"])',
        `df = pd.read_sql("select * from ${pick(DBS)}.orders limit ${num(10, 500)}", engine)`,
      ]),
  },
  {
    label: "%env magics with public settings",
    path: "setup.ipynb",
    make: () =>
      cell(1, [
        "%env CUDA_VISIBLE_DEVICES=0",
        `%env WANDB_PROJECT=churn-${draw(4, LOWER)}`,
        "%env TOKENIZERS_PARALLELISM=false",
      ]),
  },
  {
    label: "kernel spec and nbformat",
    path: "model.ipynb",
    make: () => [
      ' "metadata": {',
      '  "kernelspec": { "display_name": "Python 3", "language": "python", "name": "python3" },',
      `  "widgets": { "state": { "${hex(32)}": { "model_name": "HBoxModel" } } }`,
      " },",
      ' "nbformat": 4,',
      ` "nbformat_minor": ${num(2, 5)}`,
    ],
  },
  {
    label: "a cell printing a dataframe of hashes",
    path: "dedup.ipynb",
    make: () =>
      cell(7, ["df[['id', 'sha256']].head(3)"], [
        `   id                                                            sha256`,
        `0  ${num(100, 999)}  ${hex(64)}`,
        `1  ${num(100, 999)}  ${hex(64)}`,
        `2  ${num(100, 999)}  ${uuid()}`,
      ]),
  },
  {
    label: "getpass instead of a literal",
    path: "connect.ipynb",
    make: () =>
      cell(1, [
        "from getpass import getpass",
        "password = getpass('Warehouse password: ')",
        `engine = create_engine(f"snowflake://etl:{password}@acme-${draw(5, LOWER)}/${pick(DBS)}")`,
      ]),
  },
  {
    label: "papermill parameters and run log",
    path: "papermill report.ipynb out.ipynb -p run_date 2026-11-27",
    term: true,
    make: () => [
      "Input Notebook:  report.ipynb",
      "Output Notebook: out.ipynb",
      `Executing notebook with kernel: python3 (kernel id ${uuid()})`,
      `Executing: 100%|██████████| ${num(8, 40)}/${num(40, 60)} [00:${num(10, 59)}<00:00]`,
      `parameters: {"run_date": "2026-11-27", "model_sha": "${hex(40)}"}`,
    ],
  },
];

export const buildNotebooks = (): HeldOutSecret[] => cases(INSERTIONS);
export const buildCleanNotebooks = (): HeldOutClean[] => cleanCases(ALIKES);
