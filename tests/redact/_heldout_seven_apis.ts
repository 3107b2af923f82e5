/**
 * Held-out corpus seven (see _heldout_seven.ts): keys of AI APIs and databases as a service,
 * each in a line or block of a coding session.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  alnumPass,
  b64,
  g,
  hex,
  jwt,
  LOWER,
  LOWER_ALNUM,
  S,
  uuid,
} from "./_heldout_seven_make.ts";

const openaiProj = g(156, ALNUM + "-_");
const openaiSvc = g(156, ALNUM + "-_");
const openaiOld = g(20) + "T3Blbk" + "FJ" + g(20);
const ant = g(93, ALNUM + "-_") + "AA";
const antAdmin = g(93, ALNUM + "-_") + "AA";
const hf = g(34, ALNUM);
const replicate = g(37);
const cohere = g(40);
const mistral = g(32);
const groq = g(52);
const pplx = g(48);
const together = hex(64);
const deepseek = hex(32);
const xai = g(80);
const openrouter = hex(64);
const langsmith = hex(32) + "_" + hex(10);
const pinecone = g(6) + "_" + g(60);
const wandb = hex(40);
const eleven = hex(48);
const azureOai = hex(32);
const gemini = "AIza" + g(35, ALNUM + "-_");
const mongoPass = alnumPass(16);
const pscalePw = g(43, ALNUM + "-_");
const neonPw = g(12, ALNUM);
const napi = g(64, LOWER_ALNUM);
const upstashPass = g(32);
const upstashRest = "AX" + b64(70) + "=";
const supabaseService = jwt({ iss: "supabase", role: "service_role", ref: g(20, LOWER) });
const sbp = hex(40);
const tursoToken = jwt({ a: "rw", id: uuid() });
const aiven = "AVNS_" + g(19, ALNUM + "-_");
const databricks = hex(32);
const snowflakePw = alnumPass(24);
const fauna = "fnA" + g(37, ALNUM + "-_");
const xata = g(32) + "_" + g(4);
const convex = b64(88);
export const SEVEN_API_SECRETS: readonly HeldOutSecret[] = [
  S("assignment", "openai project key env", `OPENAI_API_KEY=sk-proj-${openaiProj}`, openaiProj),
  S(
    "vendor",
    "openai service account key in python",
    `client = OpenAI(api_key="sk-svcacct-${openaiSvc}")`,
    openaiSvc,
  ),
  S(
    "vendor",
    "openai legacy key in error",
    `openai.AuthenticationError: Error code: 401 - Incorrect API key provided: sk-${openaiOld}.`,
    openaiOld,
  ),
  S(
    "command",
    "anthropic key header curl",
    `curl https://api.anthropic.com/v1/messages \\\n  -H "x-api-key: sk-ant-api03-${ant}" \\\n  -H "anthropic-version: 2023-06-01" \\\n  -H "content-type: application/json"`,
    ant,
  ),
  S(
    "assignment",
    "anthropic admin key",
    `export ANTHROPIC_ADMIN_KEY=sk-ant-admin01-${antAdmin}`,
    antAdmin,
  ),
  S("output", "huggingface cli whoami token", `$ cat ~/.cache/huggingface/token\nhf_${hf}`, hf),
  S("assignment", "replicate token", `REPLICATE_API_TOKEN=r8_${replicate}`, replicate),
  S("vendor", "cohere key in client", `co = cohere.ClientV2("${cohere}")`, cohere),
  S("assignment", "mistral key", `MISTRAL_API_KEY=${mistral}`, mistral),
  S("assignment", "groq key", `GROQ_API_KEY=gsk_${groq}`, groq),
  S("assignment", "perplexity key", `PERPLEXITY_API_KEY=pplx-${pplx}`, pplx),
  S(
    "assignment",
    "together key yaml",
    `providers:\n  together:\n    api_key: ${together}\n    model: meta-llama/Llama-3.3-70B-Instruct-Turbo`,
    together,
  ),
  S("assignment", "deepseek key", `DEEPSEEK_API_KEY=sk-${deepseek}`, deepseek),
  S("assignment", "xai key", `XAI_API_KEY=xai-${xai}`, xai),
  S(
    "command",
    "openrouter bearer",
    `curl https://openrouter.ai/api/v1/chat/completions -H "Authorization: Bearer sk-or-v1-${openrouter}" -d @req.json`,
    openrouter,
  ),
  S(
    "assignment",
    "langsmith key",
    `LANGSMITH_TRACING=true\nLANGSMITH_API_KEY=lsv2_pt_${langsmith}`,
    langsmith,
  ),
  S("assignment", "pinecone key", `PINECONE_API_KEY=pcsk_${pinecone}`, pinecone),
  S(
    "block",
    "wandb netrc",
    `$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password ${wandb}`,
    wandb,
  ),
  S("assignment", "elevenlabs key", `ELEVENLABS_API_KEY=sk_${eleven}`, eleven),
  S(
    "command",
    "azure openai api-key header",
    `curl "https://acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21" -H "api-key: ${azureOai}" -H "Content-Type: application/json"`,
    azureOai,
  ),
  S(
    "assignment",
    "gemini key in settings json",
    `{\n  "model": "gemini-2.5-pro",\n  "apiKey": "${gemini}"\n}`,
    gemini,
  ),
  S(
    "url",
    "mongodb atlas srv uri",
    `MONGODB_URI=mongodb+srv://app_rw:${mongoPass}@cluster0.x7k2p.mongodb.net/shop?retryWrites=true&w=majority`,
    mongoPass,
  ),
  S(
    "url",
    "planetscale password url",
    `DATABASE_URL='mysql://${
      g(12, LOWER_ALNUM)
    }:pscale_pw_${pscalePw}@aws.connect.psdb.cloud/acme?sslaccept=strict'`,
    pscalePw,
  ),
  S(
    "url",
    "neon postgres url",
    `DATABASE_URL=postgresql://neondb_owner:npg_${neonPw}@ep-cool-darkness-a1b2c3d4-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require`,
    neonPw,
  ),
  S("assignment", "neon api key", `NEON_API_KEY=napi_${napi}`, napi),
  S(
    "url",
    "upstash redis url",
    `REDIS_URL=rediss://default:${upstashPass}@eu1-sharp-koala-38211.upstash.io:6379`,
    upstashPass,
  ),
  S(
    "assignment",
    "upstash rest token",
    `UPSTASH_REDIS_REST_URL=https://eu1-sharp-koala-38211.upstash.io\nUPSTASH_REDIS_REST_TOKEN=${upstashRest}`,
    upstashRest,
  ),
  S(
    "assignment",
    "supabase service role jwt",
    `SUPABASE_URL=https://${
      g(20, LOWER)
    }.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${supabaseService}`,
    supabaseService.split(".")[1]!,
    supabaseService.split(".")[2]!,
  ),
  S(
    "assignment",
    "supabase access token",
    `SUPABASE_ACCESS_TOKEN=sbp_${sbp} supabase link --project-ref abcdefghijklmnopqrst`,
    sbp,
  ),
  S("assignment", "turso auth token", `TURSO_AUTH_TOKEN=${tursoToken}`, tursoToken.split(".")[2]!),
  S(
    "url",
    "aiven postgres service uri",
    `psql 'postgres://avnadmin:${aiven}@pg-acme-acme.b.aivencloud.com:19736/defaultdb?sslmode=require'`,
    aiven,
  ),
  S(
    "block",
    "databricks cfg",
    `$ cat ~/.databrickscfg\n[DEFAULT]\nhost  = https://dbc-${hex(8)}-${
      hex(4)
    }.cloud.databricks.com\ntoken = dapi${databricks}`,
    databricks,
  ),
  S(
    "block",
    "snowflake connections toml",
    `[connections.prod]\naccount = "acme-xy12345"\nuser = "ETL_SVC"\npassword = "${snowflakePw}"\nwarehouse = "TRANSFORM_WH"`,
    snowflakePw,
  ),
  S("assignment", "fauna secret", `FAUNA_SECRET=${fauna}`, fauna),
  S("assignment", "xata api key", `XATA_API_KEY=xau_${xata}`, xata),
  S("assignment", "convex deploy key", `CONVEX_DEPLOY_KEY=prod:happy-otter-123|${convex}`, convex),
];
