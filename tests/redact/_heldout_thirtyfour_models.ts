/**
 * Corpus thirty-four, model APIs: keys of many model vendors in the places an agent app keeps
 * them, and the credentials of the clouds that host models (a Vertex service account, Bedrock's
 * AWS keys, an Azure OpenAI resource).
 */
import { vendorCases } from "./_heldout_thirtyfour_contexts.ts";
import {
  B64,
  b64,
  B64URL,
  BASE32,
  DIGITS,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  id,
  keyBlock,
  MODEL_VENDORS,
  num,
  pass,
  pick,
  S,
  unrecorded,
  uuid,
  vendor,
} from "./_heldout_thirtyfour_make.ts";

export function buildModels(): HeldOutSecret[] {
  return [...vendorCases(MODEL_VENDORS, 2, 0), ...cloudModels()];
}

function cloudModels(): HeldOutSecret[] {
  const project = () =>
    `${pick(["agents", "rag", "llm"])}-${pick(["prod", "dev", "lab"])}-${num(100000, 999999)}`;
  return [
    S("block", "Vertex AI service account JSON", (k) => {
      const p = project();
      return JSON.stringify(
        {
          type: "service_account",
          project_id: p,
          private_key_id: k(40, HEX),
          private_key: keyBlock(k, "\n"),
          client_email: `vertex-runner@${p}.iam.gserviceaccount.com`,
          client_id: "1" + draw(20, DIGITS),
          token_uri: "https://oauth2.googleapis.com/token",
        },
        null,
        2,
      );
    }),
    S("block", "Vertex key pasted into GOOGLE_APPLICATION_CREDENTIALS_JSON", (k) => {
      const p = project();
      const sa = {
        type: "service_account",
        project_id: p,
        private_key_id: k(40, HEX),
        private_key: keyBlock(k, "\n"),
      };
      return `GOOGLE_CLOUD_PROJECT=${p}\nGOOGLE_CLOUD_LOCATION=us-central1\nGOOGLE_APPLICATION_CREDENTIALS_JSON='${
        JSON.stringify(sa)
      }'`;
    }),
    S("assignment", "Bedrock AWS credentials file", (k) =>
      [
        `[bedrock]`,
        `aws_access_key_id = AKIA${draw(16, BASE32)}`,
        `aws_secret_access_key = ${k(40, B64)}`,
        `region = ${pick(["us-east-1", "us-west-2", "eu-central-1"])}`,
      ].join("\n")),
    S("output", "Bedrock session credentials from sts", (k) =>
      JSON.stringify(
        {
          Credentials: {
            AccessKeyId: `ASIA${draw(16, BASE32)}`,
            SecretAccessKey: k(40, B64),
            SessionToken: `IQoJb3JpZ2luX2Vj${k(220, B64)}`,
            Expiration: `2026-11-${num(10, 28)}T${num(10, 23)}:00:00Z`,
          },
          AssumedRoleUser: {
            Arn: `arn:aws:sts::${num(100000000000, 999999999999)}:assumed-role/bedrock-agent/s`,
          },
        },
        null,
        2,
      )),
    S(
      "command",
      "Bedrock keys inline before a boto script",
      (k) =>
        `AWS_ACCESS_KEY_ID=AKIA${draw(16, BASE32)} AWS_SECRET_ACCESS_KEY=${k(40, B64)} ` +
        `python invoke_claude.py --model-id anthropic.claude-3-5-sonnet-20241022-v2:0`,
    ),
    S("assignment", "Azure OpenAI resource in appsettings.json", (k) =>
      JSON.stringify(
        {
          AzureOpenAI: {
            Endpoint: `https://${pick(["contoso", "acme", "fabrikam"])}-aoai-${
              hex(4)
            }.openai.azure.com/`,
            ApiKey: k(32, HEX),
            Deployment: "gpt-4o-mini",
            ApiVersion: "2024-10-21",
          },
        },
        null,
        2,
      )),
    S(
      "command",
      "Azure OpenAI api-key header",
      (k) =>
        `curl "https://eastus-${
          hex(5)
        }.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-10-21" ` +
        `-H "api-key: ${k(32, HEX)}" -H "Content-Type: application/json" -d @req.json`,
    ),
    S(
      "url",
      "Gemini key in the query string",
      (k) =>
        `POST https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent?key=AIza${
          k(35, B64URL)
        }`,
    ),
    S("encoded", "Anthropic key percent-encoded in a proxy URL", (_k, add) => {
      const key = unrecorded(vendor("Anthropic"));
      const enc = add(encodeURIComponent(`${key}+x`).replace(/-/g, "%2D"));
      return `LITELLM_UPSTREAM=https://gateway.internal/anthropic?token=${enc}&ttl=${
        num(60, 3600)
      }`;
    }),
    S("assignment", "LiteLLM proxy config with a master key and a DB password", (k, add) =>
      [
        `model_list:`,
        `  - model_name: claude`,
        `    litellm_params:`,
        `      model: anthropic/claude-sonnet-4-5`,
        `      api_key: os.environ/ANTHROPIC_API_KEY`,
        `general_settings:`,
        `  master_key: sk-${k(22)}`,
        `  database_url: postgresql://litellm:${pass(add)}@db:5432/litellm`,
      ].join("\n")),
    S(
      "assignment",
      "Ollama behind a bearer-protected tunnel",
      (k) => `OLLAMA_HOST=https://gpu-box-${hex(6)}.trycloudflare.com\nOLLAMA_BEARER=${k(48)}\n`,
    ),
    S("encoded", "OpenAI key in a base64 Helm value", (_k, add) => {
      const key = unrecorded(vendor("OpenAI project"));
      return `llm:\n  provider: openai\n  apiKeyB64: ${add(b64(key))}\n  requestId: ${
        id("req_", 24)
      }\n`;
    }),
    S(
      "command",
      "vLLM served with an api key",
      (k) =>
        `vllm serve meta-llama/Llama-3.1-8B-Instruct --port 8000 --api-key ${k(40)} ` +
        `--served-model-name llama8b --trace-id ${uuid()}`,
    ),
  ];
}
