/**
 * Corpus twenty-six, ML platforms and model APIs: Hugging Face tokens (login, cache file, Space
 * remote), Weights & Biases keys and the `~/.netrc` they land in, Kaggle's `kaggle.json`, MLflow
 * tracking with basic auth, Comet, Neptune and ClearML credentials, SageMaker and Vertex
 * credentials printed, and the keys of model APIs (OpenAI beside its org and project ids,
 * Replicate, Mistral, Cohere, Groq, Gemini, OpenRouter, Azure OpenAI).
 */
import { ALL_BOXES, FILE_BOXES, OUTPUT_BOXES, place } from "./_heldout_twentysix_boxes.ts";
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
  pick,
  tok,
  UPPER_ALNUM,
  uuid,
  word,
} from "./_heldout_twentysix_make.ts";

const FILES: readonly Insertion[] = [
  {
    label: "~/.netrc for W&B",
    shape: "assignment",
    make: (k) => ["machine api.wandb.ai", "  login user", `  password ${tok.wandbV1(k)}`],
  },
  {
    label: "kaggle.json",
    shape: "assignment",
    make: (k) => [`{"username":"${word()}","key":"${tok.kaggle(k)}"}`],
  },
  {
    label: "the Hugging Face token file, bare",
    shape: "vendor",
    make: (k) => [tok.hf(k)],
  },
  {
    label: ".env of an LLM app with OpenAI org and project ids",
    shape: "vendor",
    make: (k) => [
      `OPENAI_ORG_ID=org-${draw(24)}`,
      `OPENAI_PROJECT_ID=proj_${draw(24)}`,
      `OPENAI_API_KEY=${tok.openai(k)}`,
      `EMBED_MODEL=text-embedding-3-${pick(["small", "large"])}`,
    ],
  },
  {
    label: ".env with Mistral and Cohere keys",
    shape: "assignment",
    make: (k) => [
      `MISTRAL_API_KEY=${tok.mistral(k)}`,
      `CO_API_KEY=${tok.cohere(k)}`,
      `RERANK_TOP_N=${num(3, 20)}`,
    ],
  },
  {
    label: ".comet.config",
    shape: "assignment",
    make: (
      k,
    ) => [
      "[comet]",
      `api_key = ${tok.comet(k)}`,
      `workspace = ${word()}`,
      `project_name = ${word()}-cv`,
    ],
  },
  {
    label: "clearml.conf credentials",
    shape: "assignment",
    make: (k) => [
      "api {",
      `  web_server: https://app.clear.ml`,
      "  credentials {",
      `    "access_key" = "${draw(30, UPPER_ALNUM)}"`,
      `    "secret_key" = "${k(50)}"`,
      "  }",
      "}",
    ],
  },
  {
    label: "MLflow tracking username and password in .env",
    shape: "assignment",
    make: (_k, add) => [
      `MLFLOW_TRACKING_URI=https://mlflow.${word()}.ai`,
      `MLFLOW_TRACKING_USERNAME=${word()}`,
      `MLFLOW_TRACKING_PASSWORD=${pass(add)}`,
      `MLFLOW_EXPERIMENT_NAME=/Shared/${word()}-ranking`,
    ],
  },
  {
    label: "Neptune API token in .env",
    shape: "encoded",
    make: (_k, add) => {
      const inner = JSON.stringify({
        api_address: "https://app.neptune.ai",
        api_url: "https://app.neptune.ai",
        api_key: uuid(),
      });
      return [
        `NEPTUNE_API_TOKEN="${add(b64(inner, false))}"`,
        `NEPTUNE_PROJECT=${word()}/${word()}`,
      ];
    },
  },
];

const CODE: readonly Insertion[] = [
  {
    label: "MLflow tracking URI with basic auth",
    shape: "url",
    make: (_k, add) => [
      "import mlflow",
      `mlflow.set_tracking_uri("https://${word()}:${pass(add)}@mlflow.${word()}.internal")`,
      `mlflow.set_experiment("${word()}-churn")`,
    ],
  },
  {
    label: "huggingface-cli login --token",
    shape: "command",
    make: (k) => [
      `$ huggingface-cli login --token ${tok.hf(k)} --add-to-git-credential`,
      "Token is valid (permission: write).",
      "Your token has been saved to /root/.cache/huggingface/token",
      "Login successful",
    ],
  },
  {
    label: "a Space's git remote with a user and token",
    shape: "url",
    make: (k) => [
      `$ git remote add space https://${word()}:${
        tok.hf(k)
      }@huggingface.co/spaces/${word()}/${word()}-demo`,
      "$ git push space main",
    ],
  },
  {
    label: "wandb login with the key as an argument",
    shape: "command",
    make: (k) => [
      `$ wandb login ${tok.wandb(k)}`,
      "wandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc",
    ],
  },
  {
    label: "REPLICATE_API_TOKEN exported",
    shape: "vendor",
    make: (
      k,
    ) => [
      `export REPLICATE_API_TOKEN=${tok.replicate(k)}`,
      `replicate run ${word()}/sdxl-${hex(8)}`,
    ],
  },
  {
    label: "boto3 frozen credentials printed in SageMaker",
    shape: "output",
    make: (k) => [
      `ReadOnlyCredentials(access_key='${akia()}', secret_key='${
        tok.awsSecret(k)
      }', token='IQoJb3JpZ2luX2VjE${k(num(280, 360), B64)}')`,
    ],
  },
  {
    label: "gcloud auth print-access-token on Vertex Workbench",
    shape: "output",
    make: (k) => [
      "$ gcloud auth print-access-token",
      `ya29.a0${k(num(160, 220), B64URL)}`,
      `$ gcloud ai endpoints list --region=${pick(["us-central1", "europe-west4"])}`,
    ],
  },
  {
    label: "SageMaker HuggingFace estimator env with HF_TOKEN",
    shape: "vendor",
    make: (k) => [
      "huggingface_estimator = HuggingFace(",
      `    entry_point="train.py", instance_type="ml.g5.${pick(["2xlarge", "12xlarge"])}",`,
      `    role="arn:aws:iam::${num(100000000000, 999999999999)}:role/${word()}-sagemaker",`,
      `    environment={"HF_TOKEN": "${tok.hf(k)}", "WANDB_PROJECT": "${word()}"},`,
      ")",
    ],
  },
  {
    label: "Vertex custom job args with a W&B key",
    shape: "command",
    make: (k) => [
      `$ gcloud ai custom-jobs create --region=us-central1 --display-name=${word()}-ft \\`,
      `    --worker-pool-spec=machine-type=a2-highgpu-1g,replica-count=1,container-image-uri=us-docker.pkg.dev/${word()}/train:latest \\`,
      `    --args=--wandb_api_key=${tok.wandb(k)},--epochs=${num(1, 9)}`,
    ],
  },
  {
    label: "GROQ_API_KEY exported",
    shape: "vendor",
    make: (k) => [`export GROQ_API_KEY=${tok.groq(k)}`],
  },
  {
    label: "Gemini API key in genai.configure",
    shape: "vendor",
    make: (k) => [
      "import google.generativeai as genai",
      `genai.configure(api_key="${tok.google(k)}")`,
    ],
  },
  {
    label: "OpenRouter key passed as the OpenAI base",
    shape: "vendor",
    make: (k) => [
      `client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key="sk-or-v1-${
        k(64, "0123456789abcdef")
      }")`,
    ],
  },
  {
    label: "Azure OpenAI api-key header in curl",
    shape: "command",
    make: (k) => [
      `$ curl https://${word()}-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21 \\`,
      `    -H "api-key: ${
        k(32, "0123456789abcdef")
      }" -H "Content-Type: application/json" -d @req.json`,
    ],
  },
];

/** The ML platforms family. */
export function buildPlatforms(): HeldOutSecret[] {
  return [
    ...place(FILES, FILE_BOXES, 2),
    ...place(CODE.slice(0, 7), ALL_BOXES, 2),
    ...place(CODE.slice(7), OUTPUT_BOXES.concat(ALL_BOXES.slice(4)), 2),
  ];
}
