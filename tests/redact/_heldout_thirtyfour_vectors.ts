/**
 * Corpus thirty-four, vector and memory stores: Pinecone, Weaviate, Qdrant, Chroma, Milvus and
 * Zilliz, Upstash Vector, Turbopuffer and Supabase pgvector, as keys, client code, connection URLs
 * and the headers a store forwards to a model vendor.
 */
import { vendorCases } from "./_heldout_thirtyfour_contexts.ts";
import {
  B64,
  B64URL,
  codexOutput,
  draw,
  geminiResponse,
  type HeldOutSecret,
  hex,
  jwt,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  S,
  SERVICE_VENDORS,
  unrecorded,
  uuid,
  vendor,
} from "./_heldout_thirtyfour_make.ts";

const STORES = [
  "Pinecone",
  "Weaviate",
  "Qdrant",
  "Chroma Cloud",
  "Zilliz",
  "Upstash Vector",
  "Turbopuffer",
];

export function buildVectors(): HeldOutSecret[] {
  const vendors = SERVICE_VENDORS.filter((v) => STORES.includes(v.name));
  return [...vendorCases(vendors, 2, 6), ...storeCases()];
}

const region = () => pick(["us-east-1", "eu-central-1", "ap-southeast-1", "us-west-2"]);
const ref = () => draw(20, LOWER);

function storeCases(): HeldOutSecret[] {
  return [
    S(
      "url",
      "Supabase pgvector pooler URL",
      (_k, add) =>
        `DATABASE_URL=postgresql://postgres.${ref()}:${
          pass(add)
        }@aws-0-${region()}.pooler.supabase.com:6543/postgres?pgbouncer=true`,
    ),
    S("url", "Supabase direct URL in a LlamaIndex PGVectorStore", (_k, add) =>
      [
        `vector_store = PGVectorStore.from_params(`,
        `    connection_string="postgresql://postgres:${
          pass(add)
        }@db.${ref()}.supabase.co:5432/postgres",`,
        `    table_name="doc_chunks", embed_dim=${pick([768, 1536])},`,
        `)`,
      ].join("\n")),
    S(
      "vendor",
      "Supabase service role key in a seed script",
      (k) =>
        `const supabase = createClient("https://${ref()}.supabase.co", "${
          jwt(k, {
            iss: "supabase",
            ref: draw(20, LOWER),
            role: "service_role",
            iat: num(1.7e9, 1.75e9),
            exp: num(2.0e9, 2.1e9),
          })
        }");\nawait supabase.rpc("match_documents", { query_embedding: emb, match_count: ${
          num(3, 12)
        } });`,
    ),
    S(
      "url",
      "Milvus URI with user and password",
      (_k, add) =>
        `client = MilvusClient(uri="https://root:${pass(add)}@in03-${
          hex(15)
        }.serverless.gcp-us-west1.cloud.zilliz.com")`,
    ),
    S(
      "assignment",
      "Milvus token as user:password",
      (_k, add) =>
        `MILVUS_URI=http://milvus.rag.svc:19530\nMILVUS_TOKEN=root:${
          pass(add)
        }\nMILVUS_COLLECTION=kb_${hex(6)}`,
    ),
    S(
      "command",
      "Qdrant api-key header",
      (k) =>
        `curl -X POST "https://${uuid()}.${region()}-0.aws.cloud.qdrant.io:6333/collections/memories/points/search" ` +
        `-H "api-key: ${k(56, B64URL)}" -d '{"vector":[0.1,0.2],"limit":5}'`,
    ),
    S("assignment", "Weaviate client with a vendor key in headers", (k) =>
      [
        `client = weaviate.connect_to_weaviate_cloud(`,
        `    cluster_url="https://${draw(12, LOWER_DIGITS)}.c0.${region()}.gcp.weaviate.cloud",`,
        `    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),`,
        `    headers={"X-Cohere-Api-Key": "${k(40)}"},`,
        `)`,
      ].join("\n")),
    S("output", "Chroma CloudClient printed by a Gemini tool call", (k) =>
      geminiResponse(
        "run_shell_command",
        `$ python -c "import settings; print(settings.CHROMA)"\n{'tenant': '${uuid()}', 'database': 'agent-memory', ` +
          `'api_key': 'ck-${k(44)}'}`,
      )),
    S("assignment", "Upstash Vector REST URL and token in wrangler.toml", (k) =>
      [
        `[vars]`,
        `UPSTASH_VECTOR_REST_URL = "https://${pick(["steady", "brave", "quiet"])}-${
          pick(["owl", "koi", "elk"])
        }-${num(10000, 99999)}-${region()}-vector.upstash.io"`,
        `UPSTASH_VECTOR_REST_TOKEN = "AB${k(76, B64)}="`,
      ].join("\n")),
    S("output", "pinecone describe via Codex with the key echoed", (_k, add) =>
      codexOutput(
        "python scripts/check_index.py",
        `Connecting with key pcsk_${
          add(draw(5) + "_" + draw(64))
        }\nindex=agent-memory dimension=1536 metric=cosine ` +
          `host=agent-memory-${hex(7)}.svc.aped-4627-b74a.pinecone.io total_vector_count=${
            num(1000, 900000)
          }\n`,
      )),
    S(
      "assignment",
      "Turbopuffer key in a TypeScript memory module",
      (k) =>
        `const tpuf = new Turbopuffer({ apiKey: "tpuf_${
          k(32)
        }", region: "gcp-${region()}" });\nconst ns = tpuf.namespace("mem-${hex(8)}");`,
    ),
    S(
      "assignment",
      "pgvector Neon URL in prisma .env",
      (_k, add) =>
        `DATABASE_URL="postgresql://rag_owner:${pass(add)}@ep-${draw(8, LOWER)}-${
          draw(8, LOWER)
        }-a1b2c3.${region()}.aws.neon.tech/rag?sslmode=require"`,
    ),
    S("wrapped", "Zilliz key broken across YAML lines", (_k, add) => {
      const key = unrecorded(vendor("Zilliz"));
      return `vectordb:\n  provider: zilliz\n  token: "${add(key.slice(0, 52))}\\\n    ${
        add(key.slice(52))
      }"\n`;
    }),
  ];
}
