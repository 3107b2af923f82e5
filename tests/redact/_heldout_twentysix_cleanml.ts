/**
 * Corpus twenty-six, clean ML platform text: model and dataset cards with their checksums,
 * revision SHAs, Git LFS and DVC pointers, hashed requirements, MLflow and W&B run and artifact
 * ids, SageMaker and Vertex job descriptions, OpenAI, Replicate and Cohere response ids, a
 * safetensors index, docs telling where a token comes from. Nothing in them is a secret.
 */
import { ALL_BOXES, placeClean } from "./_heldout_twentysix_boxes.ts";
import {
  ALNUM,
  draw,
  type HeldOutClean,
  hex,
  lines,
  LOWER_DIGITS,
  num,
  pick,
  tick,
  uuid,
  word,
} from "./_heldout_twentysix_make.ts";

const MODELS = [
  "meta-llama/Llama-3.1-8B",
  "mistralai/Mistral-7B-v0.3",
  "google/gemma-2-9b",
  "Qwen/Qwen2.5-7B",
];
const acct = () => String(num(100000000000, 999999999999));

const ALIKES: readonly (readonly [string, () => string[]])[] = [
  ["a model card's front matter", () => [
    "---",
    "license: apache-2.0",
    `base_model: ${pick(MODELS)}`,
    `datasets:\n- ${word()}/${word()}-instruct`,
    "library_name: peft",
    "tags: [lora, sft]",
    "---",
    `# ${word()}-lora-${num(1, 9)}`,
    `Fine-tuned for ${num(1, 5)} epochs on ${num(2, 64)}xA100. Eval loss ${num(0, 2)}.${
      draw(3, "0123456789")
    }.`,
  ]],
  ["a dataset card's download checksums", () => [
    "dataset_info:",
    "  download_checksums:",
    ...lines(
      3,
      (i) =>
        `    https://huggingface.co/datasets/${word()}/${word()}/resolve/main/data/train-0000${i}.parquet:\n      num_bytes: ${
          num(1000000, 900000000)
        }\n      checksum: ${hex(64)}`,
    ),
  ]],
  ["a dataset pinned to a revision", () => [
    `ds = load_dataset("${word()}/${word()}", revision="${hex(40)}", split="train")`,
    `# ${word()}/${word()}@${hex(7)}: ${num(10000, 2000000)} rows`,
  ]],
  ["model info from the Hub", () => [
    `ModelInfo(id='${pick(MODELS)}', author='${word()}', sha='${
      hex(40)
    }', created_at=datetime.datetime(2024, ${num(1, 12)}, ${num(1, 28)}), downloads=${
      num(1000, 9000000)
    }, gated='manual', library_name='transformers')`,
  ]],
  ["a Git LFS pointer", () => [
    "version https://git-lfs.github.com/spec/v1",
    `oid sha256:${hex(64)}`,
    `size ${num(100000000, 9999999999)}`,
  ]],
  [
    "requirements with hashes",
    () =>
      lines(
        4,
        () => `${word()}==${num(0, 3)}.${num(0, 30)}.${num(0, 9)} \\\n    --hash=sha256:${hex(64)}`,
      ),
  ],
  ["MLflow runs and a model URI", () => [
    "$ mlflow runs list --experiment-id " + num(100, 999),
    "Date                     Name            ID",
    ...lines(
      3,
      () =>
        `2026-11-${num(10, 27)} ${num(10, 23)}:${num(10, 59)}:${
          num(10, 59)
        }  ${word()}-${word()}  ${hex(32)}`,
    ),
    `model_uri = "runs:/${hex(32)}/model"`,
  ]],
  ["a SageMaker training job described", () => [
    "{",
    `    "TrainingJobName": "${word()}-ft-2026-11-${num(10, 27)}-${num(10, 23)}-${num(10, 59)}-${
      num(100, 999)
    }",`,
    `    "TrainingJobArn": "arn:aws:sagemaker:us-east-1:${acct()}:training-job/${word()}-ft",`,
    `    "ModelArtifacts": {"S3ModelArtifacts": "s3://sagemaker-us-east-1-${acct()}/${word()}/output/model.tar.gz"},`,
    `    "TrainingJobStatus": "Completed", "BillableTimeInSeconds": ${num(100, 90000)}`,
    "}",
  ]],
  ["Vertex models listed", () => [
    "MODEL_ID             DISPLAY_NAME",
    ...lines(3, () => `${num(1000000000000000000, 9999999999999999999)}  ${word()}-${word()}`),
  ]],
  ["a W&B artifact with its digest", () => [
    `artifact = run.use_artifact("${word()}/${word()}/model-${draw(8, LOWER_DIGITS)}:v${
      num(0, 40)
    }", type="model")`,
    `# digest ${hex(32)}, ${num(1, 20)} files, ${num(10, 900)}.${num(0, 9)} MB`,
  ]],
  ["OpenAI batch and file ids", () => [
    `Batch(id='batch_${draw(32, LOWER_DIGITS)}', input_file_id='file-${
      draw(22)
    }', status='completed',`,
    `      output_file_id='file-${draw(22)}', request_counts=BatchRequestCounts(completed=${
      num(10, 9999)
    }, failed=0))`,
  ]],
  ["a Space reading its token from the environment", () => [
    "import os, gradio as gr",
    'HF_TOKEN = os.getenv("HF_TOKEN")  # set in the Space settings as a secret',
    `model = pipeline("text-classification", model="${word()}/${word()}", token=HF_TOKEN)`,
  ]],
  ["a Replicate prediction", () => [
    `{"id": "${draw(26, LOWER_DIGITS)}", "model": "${word()}/${word()}", "version": "${hex(64)}",`,
    ` "status": "succeeded", "created_at": "${tick()}", "metrics": {"predict_time": ${num(1, 90)}.${
      draw(4, "0123456789")
    }}}`,
  ]],
  ["a chat completion response", () => [
    `{"id": "chatcmpl-${
      draw(29)
    }", "object": "chat.completion", "model": "gpt-4o-mini-2024-07-18",`,
    ` "system_fingerprint": "fp_${hex(10)}", "usage": {"prompt_tokens": ${
      num(10, 9000)
    }, "completion_tokens": ${num(1, 900)}}}`,
  ]],
  ["docs on where the HF token comes from", () => [
    "Set `HF_TOKEN` to a read token from https://huggingface.co/settings/tokens (it starts with `hf_`).",
    'Never commit it: the notebook reads it with `os.environ["HF_TOKEN"]`, and CI gets it from the',
    `repository secret \`HF_TOKEN\`. Gated models such as ${
      pick(MODELS)
    } also need the licence accepted.`,
  ]],
  ["a DVC pointer", () => [
    "outs:",
    `- md5: ${hex(32)}`,
    `  size: ${num(1000000, 9000000000)}`,
    `  nfiles: ${num(1, 90000)}`,
    `  hash: md5`,
    `  path: data/${word()}`,
  ]],
  ["a conda environment with build strings", () => [
    "dependencies:",
    `  - pytorch=2.${num(1, 5)}.0=py3.11_cuda12.1_cudnn9.1.0_0`,
    `  - numpy=1.26.${num(0, 4)}=py311h${hex(7)}_0`,
    `  - pyarrow=${num(14, 18)}.0.0=py311h${hex(7)}_${num(0, 9)}_cpu`,
  ]],
  ["a safetensors index", () => [
    `{"metadata": {"total_size": ${num(1000000000, 99000000000)}},`,
    ' "weight_map": {',
    ...lines(
      3,
      (i) =>
        `  "model.layers.${i}.self_attn.q_proj.weight": "model-0000${i + 1}-of-0000${
          num(4, 9)
        }.safetensors",`,
    ),
    ' "lm_head.weight": "model-00001-of-00004.safetensors"}}',
  ]],
  [
    "a trace of eval requests",
    () =>
      lines(
        5,
        () =>
          `${tick()} eval request_id=${uuid()} model=${pick(MODELS)} latency_ms=${
            num(80, 9000)
          } cache_key=${draw(24, ALNUM)}`,
      ),
  ],
  ["a Kaggle dataset metadata file", () => [
    `{"title": "${word()} ${word()} 2026", "id": "${word()}/${word()}-${num(2020, 2026)}",`,
    ` "licenses": [{"name": "CC0-1.0"}], "resources": [{"path": "train.csv", "hash": "${
      hex(32)
    }"}]}`,
  ]],
];

/** The clean ML platform family. */
export function buildCleanMl(): HeldOutClean[] {
  return placeClean(ALIKES, ALL_BOXES, 2);
}
