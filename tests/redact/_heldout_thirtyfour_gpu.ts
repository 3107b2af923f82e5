/**
 * Corpus thirty-four, GPU and inference clouds: RunPod, Modal, Lambda, Baseten, Banana and vast.ai
 * keys in their config files, CLIs, endpoint calls and deploy output.
 */
import { vendorCases } from "./_heldout_thirtyfour_contexts.ts";
import {
  B64URL,
  claudeResult,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  id,
  keyBlock,
  LETTERS,
  LOWER_DIGITS,
  num,
  pick,
  S,
  SERVICE_VENDORS,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyfour_make.ts";

const GPU = ["RunPod", "Modal token secret", "Lambda", "Baseten", "vast.ai"];

export function buildGpu(): HeldOutSecret[] {
  const vendors = SERVICE_VENDORS.filter((v) => GPU.includes(v.name));
  return [...vendorCases(vendors, 2, 3), ...gpuCases()];
}

function gpuCases(): HeldOutSecret[] {
  const gpu = () => pick(["A100-80GB", "H100", "L40S", "RTX4090", "A10G"]);
  return [
    S("assignment", "~/.modal.toml with token id and secret", (k) =>
      [
        `[${pick(["default", "acme-ml", "research"])}]`,
        `token_id = "ak-${draw(22)}"`,
        `token_secret = "as-${k(22)}"`,
        `active = true`,
      ].join("\n")),
    S(
      "command",
      "modal token set",
      (k) =>
        `$ modal token set --token-id ak-${draw(22)} --token-secret as-${k(22)} --profile ml\n` +
        `Token is connected to the acme-ml workspace.`,
    ),
    S("output", "modal deploy log with secrets from the environment printed", (k) =>
      [
        `✓ Initialized. View run at https://modal.com/apps/acme-ml/main/ap-${draw(22)}`,
        `✓ Created objects.`,
        `├── 🔨 Created mount /app/agent`,
        `├── 🔨 Created function Inference.generate.`,
        `[debug] env: MODAL_ENVIRONMENT=main HF_TOKEN=hf_${k(34, LETTERS)}`,
        `✓ App deployed in ${num(3, 90)}.${num(1, 9)}s! 🎉`,
      ].join("\n")),
    S(
      "command",
      "RunPod serverless endpoint called with curl",
      (k) =>
        `curl -X POST https://api.runpod.ai/v2/${draw(14, LOWER_DIGITS)}/runsync ` +
        `-H "authorization: rpa_${k(44, UPPER_ALNUM)}" -H "content-type: application/json" ` +
        `-d '{"input":{"prompt":"hello"}}'`,
    ),
    S(
      "assignment",
      "runpodctl config file",
      (k) => `apikey = "rpa_${k(44, UPPER_ALNUM)}"\napiurl = "https://api.runpod.io/graphql"\n`,
    ),
    S(
      "url",
      "RunPod GraphQL with the key in the query",
      (k) =>
        `POST https://api.runpod.io/graphql?api_key=rpa_${k(44, UPPER_ALNUM)} -> 200 (pod ${
          draw(14, LOWER_DIGITS)
        } ${gpu()})`,
    ),
    S(
      "command",
      "vastai set api-key",
      (k) =>
        `(venv) $ vastai set api-key ${
          k(64, HEX)
        }\nYour api key has been saved in /home/dev/.config/vastai/vast_api_key`,
    ),
    S("output", "vastai show instances --raw with a jupyter token", (k) =>
      JSON.stringify(
        [{
          id: num(1000000, 9999999),
          gpu_name: gpu(),
          jupyter_token: k(64, HEX),
          ssh_host: `ssh${num(1, 9)}.vast.ai`,
          ssh_port: num(10000, 40000),
          image_uuid: "pytorch/pytorch:2.4.0-cuda12.1-cudnn9-runtime",
        }],
        null,
        2,
      )),
    S(
      "command",
      "Lambda Cloud API with basic auth",
      (k) =>
        `curl -u secret_agents_${k(32, HEX)}.${
          k(32)
        }: https://cloud.lambdalabs.com/api/v1/instances | jq '.data[].ip'`,
    ),
    S("assignment", "Baseten truss config secret", (k) =>
      [
        `model_name: agent-reranker`,
        `resources:`,
        `  accelerator: ${gpu()}`,
        `secrets:`,
        `  hf_access_token: hf_${k(34, LETTERS)}`,
      ].join("\n")),
    S(
      "command",
      "Baseten model predict with Api-Key",
      (k) =>
        `curl -X POST https://model-${
          draw(8, LOWER_DIGITS)
        }.api.baseten.co/environments/production/predict ` +
        `-H "Authorization: Api-Key ${k(8)}.${k(32)}" -d '{"prompt": "rank these"}'`,
    ),
    S(
      "assignment",
      "Banana API and model keys",
      (_k, add) => `BANANA_API_KEY=${add(uuid())}\nBANANA_MODEL_KEY=${hex(8)}-${hex(4)}`,
    ),
    S("output", "Jupyter server URL with token from a GPU pod", (k) =>
      claudeResult(
        `[I ${num(10, 23)}:${num(10, 59)}:${num(10, 59)}.${
          num(100, 999)
        } ServerApp] Jupyter Server 2.14.2 is running at:\n` +
          `[I ServerApp] http://${id("pod-", 8, LOWER_DIGITS)}:8888/lab?token=${k(48, HEX)}\n` +
          `[I ServerApp]     http://127.0.0.1:8888/lab?token=...`,
      )),
    S("block", "SSH key for a GPU pod shown by cat in a Claude Code record", (k) =>
      claudeResult(
        `$ cat ~/.ssh/runpod_ed25519\n${
          keyBlock(k, "\n", "OPENSSH ")
        }$ ssh -i ~/.ssh/runpod_ed25519 ` +
          `root@${num(10, 220)}.${num(0, 255)}.${num(0, 255)}.${num(1, 254)} -p ${
            num(10000, 40000)
          }`,
      )),
    S(
      "url",
      "Modal web endpoint with a shared secret in the path",
      (k) =>
        `https://acme-ml--agent-webhook-${draw(6, LOWER_DIGITS)}.modal.run/hook/${
          k(40, B64URL)
        }?run=${uuid()}`,
    ),
  ];
}
