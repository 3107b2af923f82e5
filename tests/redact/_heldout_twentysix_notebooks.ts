/**
 * Corpus twenty-six, notebooks: secrets typed into cells — `%env` magics, `os.environ[...] = …`,
 * `!pip install` from a private index with a token in its URL, SDK logins with the key inline,
 * shell cells exporting tokens — each in a notebook's code cell, a Databricks source, an
 * assistant's answer, a Read result or a command's output.
 */
import { CODE_BOXES, place } from "./_heldout_twentysix_boxes.ts";
import {
  akia,
  draw,
  type HeldOutSecret,
  type Insertion,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  tok,
  uuid,
  word,
} from "./_heldout_twentysix_make.ts";

const MODELS = ["meta-llama/Llama-3.1-8B-Instruct", "mistralai/Mistral-7B-v0.3", "Qwen/Qwen2.5-7B"];

const INSERTIONS: readonly Insertion[] = [
  {
    label: "%env HF_TOKEN before a gated model",
    shape: "vendor",
    make: (k) => [
      `%env HF_TOKEN=${tok.hf(k)}`,
      "from transformers import AutoTokenizer, AutoModelForCausalLM",
      `tok = AutoTokenizer.from_pretrained("${pick(MODELS)}")`,
    ],
  },
  {
    label: "!pip install from a Nexus index with user and password",
    shape: "url",
    make: (_k, add) => [
      `!pip install --extra-index-url https://${word()}:${
        pass(add)
      }@nexus.${word()}.internal/repository/pypi-${word()}/simple ${word()}-features==${
        num(0, 3)
      }.${num(0, 20)}.${num(0, 9)}`,
    ],
  },
  {
    label: "!pip install from Gemfury with the token as user",
    shape: "url",
    make: (k) => [
      `!pip install -q --index-url https://${k(20)}@pypi.fury.io/${word()}/ ${word()}-ml`,
      "import importlib; importlib.invalidate_caches()",
    ],
  },
  {
    label: "os.environ WANDB_API_KEY in a cell",
    shape: "assignment",
    make: (k) => [
      "import os, wandb",
      `os.environ["WANDB_API_KEY"] = "${tok.wandb(k)}"`,
      `run = wandb.init(project="${word()}-sweeps", entity="${word()}")`,
    ],
  },
  {
    label: "OpenAI key and organization id set in a cell",
    shape: "vendor",
    make: (k) => [
      "import os",
      `os.environ["OPENAI_API_KEY"] = "${tok.openai(k)}"`,
      `os.environ["OPENAI_ORG_ID"] = "org-${draw(24)}"`,
      "from openai import OpenAI",
      "client = OpenAI()",
    ],
  },
  {
    label: "%env pair of AWS keys before reading s3",
    shape: "assignment",
    make: (k) => [
      `%env AWS_ACCESS_KEY_ID=${akia()}`,
      `%env AWS_SECRET_ACCESS_KEY=${tok.awsSecret(k)}`,
      `df = pd.read_csv("s3://${word()}-lake/raw/${word()}.csv.gz")`,
    ],
  },
  {
    label: "huggingface_hub.login with the token inline",
    shape: "vendor",
    make: (k) => [
      "from huggingface_hub import login, snapshot_download",
      `login(token="${tok.hf(k)}", add_to_git_credential=False)`,
      `snapshot_download("${pick(MODELS)}", local_dir="/dbfs/models/${word()}")`,
    ],
  },
  {
    label: "wandb.login(key=…)",
    shape: "assignment",
    make: (k) => [`wandb.login(key="${tok.wandbV1(k)}", relogin=True)`, "wandb.init(config=cfg)"],
  },
  {
    label: "Together client with its key",
    shape: "assignment",
    make: (k) => [
      "from together import Together",
      `client = Together(api_key="${tok.togetherV1(k)}")`,
      `resp = client.chat.completions.create(model="${pick(MODELS)}", messages=msgs)`,
    ],
  },
  {
    label: "KAGGLE_USERNAME and KAGGLE_KEY in os.environ",
    shape: "assignment",
    make: (k) => [
      `os.environ['KAGGLE_USERNAME'] = '${word()}'`,
      `os.environ['KAGGLE_KEY'] = '${tok.kaggle(k)}'`,
      `!kaggle competitions download -c ${word()}-${word()}`,
    ],
  },
  {
    label: "spark.conf.set of an ADLS account key",
    shape: "assignment",
    make: (k) => [
      "spark.conf.set(",
      `    "fs.azure.account.key.${word()}lake.dfs.core.windows.net",`,
      `    "${tok.azureKey(k)}"`,
      ")",
    ],
  },
  {
    label: "!curl to Mistral with a bearer header",
    shape: "command",
    make: (k) => [
      `!curl -s https://api.mistral.ai/v1/models -H "Authorization: Bearer ${
        tok.mistral(k)
      }" | head -c 400`,
    ],
  },
  {
    label: "%%bash cell exporting REPLICATE_API_TOKEN",
    shape: "command",
    make: (k) => [
      "%%bash",
      `export REPLICATE_API_TOKEN=${tok.replicate(k)}`,
      `python scripts/caption.py --images data/${word()}/ --out captions.jsonl`,
    ],
  },
  {
    label: "!git clone of a feature repo with a GitLab token",
    shape: "url",
    make: (k) => [
      `!git clone https://oauth2:glpat-${
        k(20, LOWER_DIGITS + "ABCDEFGHJK_-")
      }@gitlab.${word()}.io/ds/${word()}.git`,
    ],
  },
  {
    label: "cohere.Client with the key as its only argument",
    shape: "assignment",
    make: (k) => [
      "import cohere",
      `co = cohere.Client("${tok.cohere(k)}")`,
      `emb = co.embed(texts=docs, model="embed-english-v3.0", input_type="search_document")`,
    ],
  },
  {
    label: "Groq client in a cell",
    shape: "vendor",
    make: (k) => [
      "from groq import Groq",
      `groq = Groq(api_key="${tok.groq(k)}")`,
      `out = groq.chat.completions.create(model="llama-3.1-70b-versatile", messages=msgs)`,
    ],
  },
  {
    label: "%env LANGCHAIN_API_KEY for tracing",
    shape: "vendor",
    make: (k) => [
      "%env LANGCHAIN_TRACING_V2=true",
      `%env LANGCHAIN_API_KEY=${tok.langsmith(k)}`,
      `%env LANGCHAIN_PROJECT=${word()}-rag-eval`,
    ],
  },
  {
    label: "Pinecone client and index",
    shape: "vendor",
    make: (k) => [
      "from pinecone import Pinecone",
      `pc = Pinecone(api_key="${tok.pinecone(k)}")`,
      `index = pc.Index("${word()}-${num(256, 3072)}")`,
    ],
  },
  {
    label: "Anthropic key passed to the client in a cell",
    shape: "vendor",
    make: (k) => [
      "import anthropic",
      `client = anthropic.Anthropic(api_key="${tok.anthropic(k)}")`,
      `# request id ${uuid()}`,
    ],
  },
];

/** The notebook family: each insertion in two code containers. */
export function buildNotebooks(): HeldOutSecret[] {
  return place(INSERTIONS, CODE_BOXES, 2);
}
