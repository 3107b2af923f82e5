/**
 * How held-out corpus thirty-four is written (see _heldout_thirtyfour.ts): its seeded stream, case
 * builders, the token makers of the model, inference, vector, observability and tool vendors its
 * cases share, and the transcript records a case may be written into. Every random character comes
 * from one stream, so the corpus is the same on every run under THIRTYFOUR_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  tokenChecksum,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER_ALNUM };

export const THIRTYFOUR_SEED = 34034;

const kit = corpusKit(THIRTYFOUR_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Upper-case letters only (an AWS key id's tail is base32: letters and 2-7). */
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** Letters only (a Hugging Face token's body). */
export const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "#", "-", "_", ".", "*", "~"]) + draw(num(5, 8)));
}

/** A GitHub-style token body: 30 random characters and their CRC-32 in base62. */
export function ghBody(): string {
  const body = draw(30);
  return body + tokenChecksum(body);
}

/** A JWT (HS256) whose claims are `claims`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(43, B64URL)}`;
}

/**
 * A private key block of `kind` ("" for PKCS#8, "RSA ", "OPENSSH "), every body line a piece,
 * lines joined by `eol` and each after `indent`.
 */
export function keyBlock(k: Piece, eol: string, kind = "", indent = ""): string {
  const edge = (e: string) => "-----" + e + " " + kind + "PRIVATE" + " KEY-----";
  const width = kind === "OPENSSH " ? 70 : 64;
  const body: string[] = [];
  for (let i = 0; i < 8; i++) body.push(k(width, B64));
  body.push(k(num(20, 40), B64) + "=");
  return [edge("BEGIN"), ...body, edge("END"), ""].map((l) => l && indent + l).join(eol);
}

/** A request, trace or tool-call id (never a secret): `prefix` and `n` characters of `alpha`. */
export function id(prefix: string, n: number, alpha = ALNUM): string {
  return prefix + draw(n, alpha);
}

/** An ISO timestamp of a random moment of November 2026. */
export function when(): string {
  return new Date(Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59), num(0, 59))).toISOString();
}

/** A Claude Code JSONL line: a Bash tool call's result holding `output`. */
export function claudeResult(output: string): string {
  return JSON.stringify({
    type: "user",
    uuid: uuid(),
    timestamp: when(),
    message: {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id("toolu_01", 22), content: output }],
    },
  });
}

/** A Claude Code JSONL line: the assistant's text. */
export function claudeSays(text: string): string {
  return JSON.stringify({
    type: "assistant",
    uuid: uuid(),
    timestamp: when(),
    message: { id: id("msg_01", 22), role: "assistant", content: [{ type: "text", text }] },
  });
}

/** A Codex rollout line: a shell command's aggregated output. */
export function codexOutput(command: string, output: string): string {
  return JSON.stringify({
    timestamp: when(),
    type: "event_msg",
    payload: {
      type: "exec_command_end",
      call_id: id("call_", 24),
      command: ["bash", "-lc", command],
      exit_code: 0,
      aggregated_output: output,
    },
  });
}

/** A Gemini CLI message: a tool's function response holding `output`. */
export function geminiResponse(tool: string, output: string): string {
  return JSON.stringify(
    {
      id: uuid(),
      type: "gemini",
      content: [{
        functionResponse: {
          id: id(`${tool}-`, 13, LOWER_DIGITS),
          name: tool,
          response: { output },
        },
      }],
    },
    null,
    2,
  );
}

/** A token maker: the vendor's name, the variable a key is kept in, and a fresh token. */
export interface Vendor {
  name: string;
  env: string;
  token: (k: Piece, add: Add) => string;
  /** True when the token has no prefix of its vendor (a name beside it is all that tells). */
  bare?: boolean;
}

/** The model API vendors, as their keys are written. */
export const MODEL_VENDORS: readonly Vendor[] = [
  {
    name: "OpenAI project",
    env: "OPENAI_API_KEY",
    token: (k) => `sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`,
  },
  {
    name: "OpenAI admin",
    env: "OPENAI_ADMIN_KEY",
    token: (k) => `sk-admin-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`,
  },
  {
    name: "OpenAI service account",
    env: "OPENAI_API_KEY",
    token: (k) => `sk-svcacct-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`,
  },
  { name: "Anthropic", env: "ANTHROPIC_API_KEY", token: (k) => `sk-ant-api03-${k(93, B64URL)}AA` },
  {
    name: "Anthropic admin",
    env: "ANTHROPIC_ADMIN_KEY",
    token: (k) => `sk-ant-admin01-${k(93, B64URL)}AA`,
  },
  { name: "Google AI Studio", env: "GEMINI_API_KEY", token: (k) => `AIza${k(35, B64URL)}` },
  { name: "Mistral", env: "MISTRAL_API_KEY", token: (k) => k(32), bare: true },
  { name: "Cohere", env: "COHERE_API_KEY", token: (k) => k(40), bare: true },
  { name: "Groq", env: "GROQ_API_KEY", token: (k) => `gsk_${k(52)}` },
  { name: "Together", env: "TOGETHER_API_KEY", token: (k) => k(64, HEX), bare: true },
  { name: "Fireworks", env: "FIREWORKS_API_KEY", token: (k) => `fw_${k(24)}` },
  { name: "DeepSeek", env: "DEEPSEEK_API_KEY", token: (k) => `sk-${k(32, HEX)}` },
  { name: "xAI", env: "XAI_API_KEY", token: (k) => `xai-${k(80)}` },
  { name: "Perplexity", env: "PERPLEXITY_API_KEY", token: (k) => `pplx-${k(48)}` },
  { name: "OpenRouter", env: "OPENROUTER_API_KEY", token: (k) => `sk-or-v1-${k(64, HEX)}` },
  { name: "Azure OpenAI", env: "AZURE_OPENAI_API_KEY", token: (k) => k(32, HEX), bare: true },
  { name: "Hugging Face", env: "HF_TOKEN", token: (k) => `hf_${k(34, LETTERS)}` },
  { name: "Replicate", env: "REPLICATE_API_TOKEN", token: (k) => `r8_${k(37)}` },
  { name: "Bedrock API key", env: "AWS_BEARER_TOKEN_BEDROCK", token: (k) => `ABSK${k(128, B64)}` },
];

/** Inference clouds, vector stores, observability and tool vendors. */
export const SERVICE_VENDORS: readonly Vendor[] = [
  { name: "RunPod", env: "RUNPOD_API_KEY", token: (k) => `rpa_${k(44, UPPER_ALNUM)}` },
  { name: "Modal token secret", env: "MODAL_TOKEN_SECRET", token: (k) => `as-${k(22)}` },
  {
    name: "Lambda",
    env: "LAMBDA_API_KEY",
    token: (k) => `secret_${pick(["ml-team", "dev", "train"])}_${k(32, HEX)}.${k(32)}`,
  },
  { name: "Baseten", env: "BASETEN_API_KEY", token: (k) => `${k(8)}.${k(32)}` },
  { name: "vast.ai", env: "VAST_API_KEY", token: (k) => k(64, HEX), bare: true },
  {
    name: "Pinecone",
    env: "PINECONE_API_KEY",
    token: (_k, add) => `pcsk_${add(draw(5) + "_" + draw(64))}`,
  },
  { name: "Weaviate", env: "WEAVIATE_API_KEY", token: (k) => k(40), bare: true },
  { name: "Qdrant", env: "QDRANT_API_KEY", token: (k) => k(56, B64URL), bare: true },
  { name: "Chroma Cloud", env: "CHROMA_API_KEY", token: (k) => `ck-${k(44)}` },
  { name: "Zilliz", env: "ZILLIZ_CLOUD_API_KEY", token: (k) => k(104, HEX), bare: true },
  { name: "Upstash Vector", env: "UPSTASH_VECTOR_REST_TOKEN", token: (k) => `AB${k(76, B64)}=` },
  { name: "Turbopuffer", env: "TURBOPUFFER_API_KEY", token: (k) => `tpuf_${k(32)}` },
  {
    name: "LangSmith",
    env: "LANGSMITH_API_KEY",
    token: (k) => `lsv2_pt_${k(32, HEX)}_${k(10, HEX)}`,
  },
  {
    name: "LangSmith service key",
    env: "LANGCHAIN_API_KEY",
    token: (k) => `lsv2_sk_${k(32, HEX)}_${k(10, HEX)}`,
  },
  {
    name: "Langfuse secret",
    env: "LANGFUSE_SECRET_KEY",
    token: (_k, add) => `sk-lf-${add(kit.uuid(pick(["8", "9", "a", "b"])))}`,
  },
  {
    name: "Helicone",
    env: "HELICONE_API_KEY",
    token: (_k, add) => `sk-helicone-${add(lines(4, () => draw(7, LOWER_DIGITS)).join("-"))}`,
  },
  { name: "Braintrust", env: "BRAINTRUST_API_KEY", token: (k) => `sk-${k(48)}` },
  { name: "Weights & Biases", env: "WANDB_API_KEY", token: (k) => k(40, HEX), bare: true },
  { name: "PromptLayer", env: "PROMPTLAYER_API_KEY", token: (k) => `pl_${k(32, HEX)}` },
  {
    name: "Tavily",
    env: "TAVILY_API_KEY",
    token: (k) => `tvly-${pick(["dev-", "prod-", ""])}${k(32)}`,
  },
  { name: "Serper", env: "SERPER_API_KEY", token: (k) => k(40, HEX), bare: true },
  { name: "Brave Search", env: "BRAVE_API_KEY", token: (k) => `BSA${k(28)}` },
  { name: "SerpAPI", env: "SERPAPI_API_KEY", token: (k) => k(64, HEX), bare: true },
  { name: "Browserbase", env: "BROWSERBASE_API_KEY", token: (k) => `bb_live_${k(27, B64URL)}` },
  { name: "Firecrawl", env: "FIRECRAWL_API_KEY", token: (k) => `fc-${k(32, HEX)}` },
  { name: "Apify", env: "APIFY_TOKEN", token: (k) => `apify_api_${k(36)}` },
  { name: "E2B", env: "E2B_API_KEY", token: (k) => `e2b_${k(40, HEX)}` },
  { name: "Daytona", env: "DAYTONA_API_KEY", token: (k) => `dtn_${k(64, HEX)}` },
];

/** The vendor named `name` (an unknown name is an error of the corpus). */
export function vendor(name: string): Vendor {
  const v = [...MODEL_VENDORS, ...SERVICE_VENDORS].find((x) => x.name === name);
  if (!v) throw new Error(`no vendor ${name}`);
  return v;
}

/** The token of the vendor `name`, its pieces recorded in the case. */
export function tok(name: string, k: Piece, add: Add): string {
  return vendor(name).token(k, add);
}

/** A token of `v` with nothing recorded (a case lists its encoded or cut form instead). */
export function unrecorded(v: Vendor): string {
  return v.token((n, a) => draw(n, a), (p) => p);
}

/** `n` lines from `gen`, called in turn. */
export function lines(n: number, gen: (i: number) => string): string[] {
  return Array.from({ length: n }, (_, i) => gen(i));
}
