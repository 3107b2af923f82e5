/**
 * Corpus twenty-six, clean notebooks and printed output: tensors, arrays and embeddings, plots
 * as base64 PNG, DataFrames whose `api_key` or `password_hash` column is masked or null, row
 * hashes and feature hashes, UUID row ids, W&B run ids and URLs, checkpoint names and digests,
 * GPU UUIDs, secrets read from the environment or a secret scope, tracebacks with the password
 * masked. Nothing in them is a secret.
 */
import { ALL_BOXES, OUTPUT_BOXES, placeClean } from "./_heldout_twentysix_boxes.ts";
import { notebook } from "./_heldout_twentysix_ipynb.ts";
import {
  B64,
  b64,
  type Container,
  draw,
  fig,
  type HeldOutClean,
  hex,
  lines,
  LOWER,
  num,
  pick,
  tick,
  uuid,
  word,
} from "./_heldout_twentysix_make.ts";

const sign = () => pick(["", "-"]);
const f4 = () => `${sign()}${num(0, 2)}.${draw(4, "0123456789")}`;
const runName = () =>
  `${pick(["glorious", "swift", "misty", "fluent", "bright"])}-${
    pick(["sun", "river", "cloud", "field"])
  }-${num(1, 300)}`;

const ALIKES: readonly (readonly [string, () => string[]])[] = [
  ["a tensor repr", () => [
    "tensor([[" + lines(6, f4).join(", ") + "],",
    ...lines(3, () => "        [" + lines(6, f4).join(", ") + "],"),
    `        [${lines(6, f4).join(", ")}]], device='cuda:0', grad_fn=<AddmmBackward0>)`,
  ]],
  ["an embedding printed", () => [
    `>>> emb = client.embeddings.create(model="text-embedding-3-small", input=docs[0]).data[0].embedding`,
    `>>> len(emb), emb[:8]`,
    `(1536, [${lines(8, () => `${sign()}0.0${draw(6, "0123456789")}`).join(", ")}])`,
  ]],
  ["a uint8 array", () => [
    "array([" + lines(12, () => String(num(0, 255)).padStart(3)).join(", ") + ",",
    "       " + lines(12, () => String(num(0, 255)).padStart(3)).join(", ") + "], dtype=uint8)",
  ]],
  ["df with a masked api_key column", () => [
    "   account_id                               api_key   plan",
    ...lines(
      4,
      (i) =>
        `${i}  ${uuid()}  ${pick(["sk-...", "****", "None", "NaN"])}${
          draw(4, "0123456789abcdef")
        }  ${pick(["free", "pro"])}`,
    ),
  ]],
  ["df of users with null password hashes", () => [
    "                                     id         email  password_hash  sso_provider",
    ...lines(
      5,
      (i) =>
        `${i}  ${uuid()}  ${word()}@${word()}.io           None  ${
          pick(["okta", "google", "azuread"])
        }`,
    ),
  ]],
  ["row hashes of a dedup step", () => [
    "                           row_md5  dup_count",
    ...lines(6, (i) => `${i}  ${hex(32)}  ${num(2, 40)}`),
    `Dropped ${num(1000, 90000)} duplicate rows.`,
  ]],
  ["feature hashes", () => [
    `FeatureHasher(n_features=2**${num(16, 22)}, input_type='string')`,
    ...lines(5, () => `  ${word()}=${word()} -> bucket ${num(0, 1000000)} (murmur3 ${hex(8)})`),
  ]],
  ["a W&B run summary", () => {
    const id = draw(8, LOWER + "0123456789");
    const org = word(), proj = word();
    return [
      `wandb: Tracking run with wandb version 0.18.${num(0, 7)}`,
      `wandb: Run data is saved locally in ./wandb/run-202611${num(10, 27)}_${
        num(100000, 235959)
      }-${id}`,
      `wandb: Syncing run ${runName()}`,
      `wandb: 🚀 View run at https://wandb.ai/${org}/${proj}/runs/${id}`,
      `wandb: Run summary: train/loss ${fig(1, 4)}  eval/accuracy 0.${draw(4, "0123456789")}`,
    ];
  }],
  ["checkpoints with their digests", () => [
    "$ ls -l checkpoints/ && sha256sum checkpoints/*.ckpt",
    ...lines(
      3,
      (i) =>
        `-rw-r--r-- 1 ${word()} ${word()} ${num(100000000, 999999999)} Nov ${
          num(10, 27)
        } epoch=${i}-step=${num(100, 9000)}.ckpt`,
    ),
    ...lines(3, (i) => `${hex(64)}  checkpoints/epoch=${i}-step=${num(100, 9000)}.ckpt`),
    `git rev-parse HEAD -> ${hex(40)}`,
  ]],
  ["a secret read from a Databricks scope", () => [
    `token = dbutils.secrets.get(scope="${word()}", key="hf-token")`,
    "print(token)",
    "[REDACTED]",
  ]],
  ["a traceback with the password masked", () => [
    "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL:  password authentication failed",
    `(Background on this error at: https://sqlalche.me/e/20/e3q8)`,
    `Engine(postgresql+psycopg2://${word()}:***@${word()}.internal:5432/dw)`,
    'engine = create_engine(os.environ["DATABASE_URL"])',
  ]],
  ["Spark conf with an instance profile", () => [
    `[('spark.app.id', 'app-${num(20261101000000, 20261127235959)}-${num(1000, 9999)}'),`,
    " ('spark.hadoop.fs.s3a.aws.credentials.provider', 'com.amazonaws.auth.InstanceProfileCredentialsProvider'),",
    ` ('spark.driver.host', '10.${num(0, 255)}.${num(0, 255)}.${
      num(1, 254)
    }'), ('spark.executor.id', 'driver')]`,
  ]],
  ["GPU UUIDs from nvidia-smi", () => [
    "$ nvidia-smi -L",
    ...lines(num(2, 8), (i) => `GPU ${i}: NVIDIA A100-SXM4-80GB (UUID: GPU-${uuid()})`),
  ]],
  ["a KeyError for a missing key", () => [
    "KeyError                                  Traceback (most recent call last)",
    "Cell In[4], line 2",
    '----> 2 key = os.environ["WANDB_API_KEY"]',
    "KeyError: 'WANDB_API_KEY'",
  ]],
  ["TrainingArguments with the hub token hidden", () => [
    "TrainingArguments(",
    `output_dir=/mnt/ckpt/${word()},`,
    "hub_token=<HUB_TOKEN>,",
    `hub_model_id=${word()}/${word()}-lora,`,
    `learning_rate=${num(1, 9)}e-05,`,
    `run_name=${runName()},`,
    `seed=${num(0, 9999)},`,
    ")",
  ]],
  ["nearest neighbours with ids and scores", () => [
    ">>> index.search(q, k=5)",
    ...lines(
      5,
      () => `  {'id': '${uuid()}', 'score': 0.${draw(6, "0123456789")}, 'chunk': '${hex(12)}'}`,
    ),
  ]],
  ["a Hydra config reading tokens from the environment", () => [
    "logging:",
    "  hf_token: ${oc.env:HF_TOKEN}",
    "  wandb_key: ${oc.env:WANDB_API_KEY,null}",
    `  project: ${word()}`,
    `seed: ${num(0, 9999)}`,
  ]],
  ["df.describe() of a features table", () => [
    "              ctr        revenue       sessions",
    `count  ${num(10000, 99999)}.0  ${num(10000, 99999)}.0  ${num(10000, 99999)}.0`,
    ...["mean", "std", "min", "50%", "max"].map((r) =>
      `${r.padEnd(5)}  ${fig(1, 6)}  ${fig(3, 6)}  ${fig(2, 6)}`
    ),
  ]],
  ["base64 of a public request body", () => {
    const body = JSON.stringify({
      model: "text-embedding-3-small",
      input: [word(), word()],
      dimensions: 512,
    });
    return [">>> base64.b64encode(json.dumps(req).encode())", `b'${b64(body)}'`];
  }],
  [
    "a run's log with trace ids",
    () =>
      lines(
        6,
        () =>
          `${tick()} INFO step=${num(1, 9999)} loss=${fig(1, 4)} trace_id=${hex(32)} span_id=${
            hex(16)
          }`,
      ),
  ],
];

/** A notebook whose cell output is a plot (base64 PNG) beside the lines. */
const plot: Container = {
  label: "a notebook with a plot",
  wrap: (middle) =>
    notebook([{
      cell_type: "code",
      execution_count: num(3, 30),
      id: hex(8),
      metadata: {},
      outputs: [
        { name: "stdout", output_type: "stream", text: middle.map((l) => l + "\n") },
        {
          data: {
            "image/png": "iVBORw0KGgoAAAANSUhEUgAA" + draw(num(300, 700), B64) + "AAAAAElFTkSuQmCC",
            "text/plain": [`<Figure size ${num(4, 12)}00x${num(3, 8)}00 with 1 Axes>`],
          },
          metadata: {},
          output_type: "display_data",
        },
      ],
      source: ["plt.plot(history['loss']); plt.show()"],
    }]),
};

/** The clean notebooks and printed output family. */
export function buildCleanNotebooks(): HeldOutClean[] {
  return placeClean(ALIKES, [...OUTPUT_BOXES, plot, ...ALL_BOXES.slice(4)], 2);
}
