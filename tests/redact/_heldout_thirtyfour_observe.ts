/**
 * Corpus thirty-four, observability and evals: LangSmith, Langfuse (its secret key; the public key
 * beside it is not a piece), Helicone, Braintrust, Weights & Biases and Weave, Arize and Phoenix,
 * PromptLayer — as keys, OTLP headers, proxy headers, netrc entries and SDK init calls.
 */
import { vendorCases } from "./_heldout_thirtyfour_contexts.ts";
import {
  b64,
  claudeResult,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  num,
  pick,
  S,
  SERVICE_VENDORS,
  tok,
  unrecorded,
  uuid,
  vendor,
} from "./_heldout_thirtyfour_make.ts";

const OBSERVE = [
  "LangSmith",
  "LangSmith service key",
  "Langfuse secret",
  "Helicone",
  "Braintrust",
  "Weights & Biases",
  "PromptLayer",
];

export function buildObserve(): HeldOutSecret[] {
  const vendors = SERVICE_VENDORS.filter((v) => OBSERVE.includes(v.name));
  return [...vendorCases(vendors, 2, 9), ...observeCases()];
}

/** A Langfuse public key: public by this corpus's decision, never a piece. */
const langfusePublic = () => `pk-lf-${uuid()}`;

function observeCases(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "Langfuse public and secret keys in .env",
      (k, add) =>
        `LANGFUSE_PUBLIC_KEY=${langfusePublic()}\nLANGFUSE_SECRET_KEY=${
          tok("Langfuse secret", k, add)
        }\nLANGFUSE_HOST=https://cloud.langfuse.com`,
    ),
    S("encoded", "Langfuse OTLP basic auth header", (_k, add) => {
      const sk = unrecorded(vendor("Langfuse secret"));
      return `OTEL_EXPORTER_OTLP_ENDPOINT=https://cloud.langfuse.com/api/public/otel\n` +
        `OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic ${add(b64(`${langfusePublic()}:${sk}`))}"`;
    }),
    S(
      "assignment",
      "Langfuse client in TypeScript",
      (k, add) =>
        `const langfuse = new Langfuse({\n  publicKey: "${langfusePublic()}",\n  secretKey: "${
          tok("Langfuse secret", k, add)
        }",\n  baseUrl: "https://us.cloud.langfuse.com",\n});`,
    ),
    S(
      "command",
      "Helicone proxy headers in a curl",
      (k, add) =>
        `curl https://oai.helicone.ai/v1/chat/completions -H "Authorization: Bearer ${
          tok("OpenAI project", k, add)
        }" ` +
        `-H "Helicone-Auth: Bearer ${
          tok("Helicone", k, add)
        }" -H "Helicone-Session-Id: ${uuid()}" -d @body.json`,
    ),
    S(
      "assignment",
      "~/.netrc entry written by wandb login",
      (k) =>
        `machine api.wandb.ai\n  login user\n  password ${
          k(40, HEX)
        }\nmachine github.com\n  login octo\n`,
    ),
    S(
      "command",
      "wandb login with the key as an argument",
      (k) =>
        `!wandb login --relogin ${
          k(40, HEX)
        }\nwandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc`,
    ),
    S(
      "assignment",
      "Weave init in a notebook with WANDB_API_KEY",
      (k) =>
        `%env WANDB_API_KEY=${
          k(40, HEX)
        }\nimport weave\nweave.init("acme/agent-evals")\n🍩 https://wandb.ai/acme/agent-evals/r/call/${uuid()}`,
    ),
    S(
      "assignment",
      "Arize space and API keys",
      (_k, add) =>
        `ARIZE_SPACE_ID=U3BhY2U6${draw(8)}\nARIZE_API_KEY=ak-${
          add(uuid() + "-" + draw(32))
        }\nARIZE_PROJECT_NAME=support-agent`,
    ),
    S(
      "command",
      "Phoenix OTLP headers with an API key",
      (k) =>
        `PHOENIX_CLIENT_HEADERS="api_key=${
          jwt(k, { jti: `QXBpS2V5OjE${num(0, 9)}`, sub: "ApiKey", iat: num(1.7e9, 1.76e9) })
        }" python -m app.serve`,
    ),
    S(
      "assignment",
      "Braintrust init in an eval file",
      (k, add) =>
        `import { Eval } from "braintrust";\nEval("Support Agent", {\n  data: () => cases,\n  task: runAgent,\n  scores: [Factuality],\n  apiKey: "${
          tok("Braintrust", k, add)
        }",\n});`,
    ),
    S("output", "LangSmith env printed by a debug endpoint", (k, add) =>
      claudeResult(
        `$ curl -s localhost:8000/debug/env | jq .\n{\n  "LANGSMITH_TRACING": "true",\n  "LANGSMITH_PROJECT": "agent-${
          hex(4)
        }",\n` +
          `  "LANGSMITH_API_KEY": "${
            tok("LangSmith", k, add)
          }",\n  "LANGSMITH_ENDPOINT": "https://api.smith.langchain.com"\n}`,
      )),
    S(
      "url",
      "PromptLayer key in a REST URL",
      (k) =>
        `POST https://api.promptlayer.com/rest/track-request?api_key=pl_${k(32, HEX)}&tags=${
          pick(["prod", "beta"])
        } 200`,
    ),
    S(
      "assignment",
      "Datadog LLM Observability keys",
      (k) =>
        `DD_LLMOBS_ENABLED=1\nDD_LLMOBS_ML_APP=support-bot\nDD_API_KEY=${
          k(32, HEX)
        }\nDD_SITE=datadoghq.eu`,
    ),
  ];
}
