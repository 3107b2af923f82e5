/**
 * Corpus thirty-nine, managed database services: MongoDB Atlas API key pairs, PlanetScale service
 * tokens, Neon API keys, Supabase service-role JWTs, access tokens and secret keys, Aiven, Redis
 * Cloud, Upstash, Turso, Firebase service accounts, InfluxDB tokens, Elastic API keys, CockroachDB
 * Cloud and Neo4j Aura. Formats from the vendors' public documentation; where a length is not
 * documented it is approximate (docs/redaction-corpus-thirtynine.md lists which).
 */
import {
  ALNUM,
  B64,
  b64,
  B64URL,
  dbname,
  draw,
  epoch,
  type HeldOutSecret,
  hex,
  type Insertion,
  jwt,
  LOWER,
  LOWER_DIGITS,
  num,
  pemBlock,
  pick,
  slug,
  spread,
  uuid,
} from "./_heldout_thirtynine_make.ts";

const MANAGED: readonly Insertion[] = [
  ["Atlas API key pair in the environment", "vendor", (_k, add) => [
    `export MONGODB_ATLAS_PUBLIC_KEY=${draw(8, LOWER)}`,
    `export MONGODB_ATLAS_PRIVATE_KEY=${add(uuid())}`,
    `atlas clusters list --projectId ${hex(24)}`,
  ]],
  ["Atlas CLI config.toml profile", "vendor", (_k, add) => [
    `[default]`,
    `  org_id = '${hex(24)}'`,
    `  output = 'json'`,
    `  private_api_key = '${add(uuid())}'`,
    `  public_api_key = '${draw(8, LOWER)}'`,
    `  service = 'cloud'`,
  ]],
  ["PlanetScale service token", "vendor", (k) => [
    `PLANETSCALE_SERVICE_TOKEN_ID=${slug(12)}`,
    `PLANETSCALE_SERVICE_TOKEN=pscale_tkn_${k(43, ALNUM + "_-")}`,
    `PLANETSCALE_ORG=${pick(["acme", "northwind", "globex"])}`,
  ]],
  ["Neon API key in a curl", "vendor", (k) => [
    `curl -s "https://console.neon.tech/api/v2/projects" \\`,
    `  -H "Accept: application/json" \\`,
    `  -H "Authorization: Bearer napi_${k(64, LOWER_DIGITS)}" | jq '.projects[].id'`,
  ]],
  ["Supabase service-role JWT", "vendor", (k) => {
    const ref = draw(20, LOWER);
    const iat = epoch();
    return [
      `NEXT_PUBLIC_SUPABASE_URL=https://${ref}.supabase.co`,
      `SUPABASE_SERVICE_ROLE_KEY=${
        jwt(k, { iss: "supabase", ref, role: "service_role", iat, exp: iat + 315360000 })
      }`,
    ];
  }],
  ["Supabase personal access token", "vendor", (k) => [
    `SUPABASE_ACCESS_TOKEN=sbp_${k(40, "0123456789abcdef")} supabase link --project-ref ${
      draw(20, LOWER)
    }`,
  ]],
  ["Supabase secret API key", "vendor", (k) => [
    `const supabase = createClient(process.env.SUPABASE_URL!, "sb_secret_${k(31, B64URL)}");`,
  ]],
  ["Aiven credentials file", "vendor", (k) => [
    `{"auth_token": "${k(num(360, 380), B64)}", "user_email": "${
      pick(["dba", "ops", "maria"])
    }@example.com"}`,
  ]],
  ["Redis Cloud API key headers", "vendor", (k) => [
    `curl -s https://api.redislabs.com/v1/subscriptions \\`,
    `  -H "x-api-key: A${k(num(49, 51), LOWER_DIGITS)}" \\`,
    `  -H "x-api-secret-key: S${k(num(49, 51), LOWER_DIGITS)}"`,
  ]],
  ["Upstash REST token", "vendor", (k) => [
    `UPSTASH_REDIS_REST_URL="https://${pick(["eager", "brave", "fond", "tidy"])}-${
      pick(["gnu", "moth", "koi", "yak"])
    }-${num(10000, 99999)}.upstash.io"`,
    `UPSTASH_REDIS_REST_TOKEN="A${pick(["X", "Y", "Z", "W"])}${k(num(60, 70), B64URL)}="`,
  ]],
  ["Turso auth token (EdDSA JWT)", "vendor", (k) => [
    `TURSO_DATABASE_URL=libsql://${dbname().replace(/_/g, "-")}-${slug(6)}.turso.io`,
    `TURSO_AUTH_TOKEN=${jwt(k, { a: "rw", iat: epoch(), id: uuid() }, "EdDSA")}`,
  ]],
  ["Firebase service account JSON", "block", (k) => [
    `{`,
    `  "type": "service_account",`,
    `  "project_id": "${pick(["shop", "notes", "tracker"])}-${num(10000, 99999)}",`,
    `  "private_key_id": "${k(40, "0123456789abcdef")}",`,
    `  "private_key": "${pemBlock(k, "", 7).join("\\n")}\\n",`,
    `  "client_email": "firebase-adminsdk-${draw(5, LOWER_DIGITS)}@shop.iam.gserviceaccount.com",`,
    `  "client_id": "${draw(21, "0123456789")}"`,
    `}`,
  ]],
  ["InfluxDB token in influx config", "vendor", (k) => [
    `influx config create --config-name prod --host-url https://${
      pick(["us-east-1-1", "eu-central-1-1"])
    }.aws.cloud2.influxdata.com --org ${pick(["ops", "iot"])} --token ${k(86, B64URL)}== --active`,
  ]],
  ["Elastic API key created in Kibana", "output", (k, add) => {
    const id = draw(20, B64URL);
    const key = k(22, B64URL);
    return [
      `POST /_security/api_key {"name": "ingest-${slug(4)}"}`,
      `{`,
      `  "id" : "${id}",`,
      `  "name" : "ingest",`,
      `  "api_key" : "${key}",`,
      `  "encoded" : "${add(b64(`${id}:${key}`))}"`,
      `}`,
    ];
  }],
  ["CockroachDB Cloud API key", "vendor", (k) => [
    `export COCKROACH_API_KEY=CCDB1_${k(22, ALNUM)}_${k(40, ALNUM)}`,
    `terraform plan -var cluster_name=${slug(6)}`,
  ]],
  ["Neo4j Aura credentials file", "vendor", (k) => {
    const id = slug(8);
    return [
      `# Wait 60 seconds before connecting using these details, or login to https://console.neo4j.io to validate the Aura Instance is available`,
      `NEO4J_URI=neo4j+s://${id}.databases.neo4j.io`,
      `NEO4J_USERNAME=neo4j`,
      `NEO4J_PASSWORD=${k(43, B64URL)}`,
      `AURA_INSTANCEID=${id}`,
      `AURA_INSTANCENAME=Instance01`,
    ];
  }],
  ["Aiven service URI from avn", "url", (k) => [
    `$ avn service get ${dbname().replace(/_/g, "-")} --format '{service_uri}'`,
    `postgres://avnadmin:AVNS_${k(19, ALNUM + "_-")}@pg-${slug(8)}-${pick(["acme", "globex"])}.${
      pick(["a", "b", "c"])
    }.aivencloud.com:${num(10000, 29999)}/defaultdb?sslmode=require`,
  ]],
  ["Elastic Cloud API key in the environment", "encoded", (_k, add) => [
    `ES_CLOUD_ID=${pick(["prod", "logs"])}:${
      b64(`us-central1.gcp.cloud.es.io$${hex(32)}$${hex(32)}`)
    }`,
    `ES_API_KEY=${add(b64(`${draw(20, B64URL)}:${draw(22, B64URL)}`))}`,
  ]],
];

/** The managed-services family: every token in two settings. */
export function buildManaged(): HeldOutSecret[] {
  return spread(MANAGED, 2);
}
