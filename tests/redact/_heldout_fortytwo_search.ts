/**
 * Corpus forty-two, search services: the keys of hosted and self-run search engines as a session
 * shows them — Algolia admin and write keys (the search-only key is public, see the clean cases),
 * Typesense admin and scoped keys, Meilisearch master and admin keys, Elastic App Search private
 * keys and Elasticsearch API keys, OpenSearch Dashboards passwords, Solr's `security.json`,
 * Vespa Cloud data-plane tokens and Coveo API keys.
 */
import {
  B64,
  b64,
  draw,
  type HeldOutSecret,
  HEX,
  low,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  secrets,
  site,
  type Template,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_fortytwo_make.ts";

const appId = (): string => draw(10, UPPER_ALNUM);
const index = (): string => pick(["products", "articles", "docs_en", "catalog_v2", "posts"]);

const TEMPLATES: readonly Template[] = [
  ["Algolia admin key in a .env", "assignment", (k) =>
    [
      `# search`,
      `ALGOLIA_APP_ID=${appId()}`,
      `ALGOLIA_ADMIN_API_KEY=${k(32, HEX)}`,
      `ALGOLIA_INDEX_NAME=${index()}`,
    ].join("\n")],
  ["Algolia client built with the admin key in an indexing script", "assignment", (k) =>
    [
      `import algoliasearch from "algoliasearch";`,
      ``,
      `const client = algoliasearch("${appId()}", "${k(32, HEX)}");`,
      `const index = client.initIndex("${index()}");`,
      `await index.saveObjects(records, { autoGenerateObjectIDIfNotExist: true });`,
    ].join("\n")],
  ["Algolia write key in a curl batch call", "command", (k) => {
    const app = appId();
    return [
      `curl -X POST "https://${app}.algolia.net/1/indexes/${index()}/batch" \\`,
      `  -H "X-Algolia-Application-Id: ${app}" \\`,
      `  -H "X-Algolia-API-Key: ${k(32, HEX)}" \\`,
      `  --data-binary @records.json`,
    ].join("\n");
  }],
  [
    "Typesense admin key in docker run",
    "command",
    (k) =>
      `docker run -d -p 8108:8108 -v$(pwd)/typesense-data:/data typesense/typesense:27.1 --data-dir /data --api-key=${
        k(num(32, 40))
      } --enable-cors`,
  ],
  ["Typesense client config with an admin key", "assignment", (k) =>
    [
      `const client = new Typesense.Client({`,
      `  nodes: [{ host: "${low(8)}-1.a1.typesense.net", port: 443, protocol: "https" }],`,
      `  apiKey: "${k(32)}",`,
      `  connectionTimeoutSeconds: 5,`,
      `});`,
    ].join("\n")],
  ["Typesense scoped search key generated for a tenant", "output", (k) =>
    [
      `> client.keys().generateScopedSearchKey(parentKey, { filter_by: "company_id:${
        num(100, 999)
      }" })`,
      `'${k(num(100, 140), B64)}=='`,
    ].join("\n")],
  ["Meilisearch master key in docker compose", "block", (k) =>
    [
      `services:`,
      `  meilisearch:`,
      `    image: getmeili/meilisearch:v1.${num(8, 12)}`,
      `    environment:`,
      `      MEILI_ENV: production`,
      `      MEILI_MASTER_KEY: ${k(num(32, 44))}`,
      `    volumes:`,
      `      - ./meili_data:/meili_data`,
    ].join("\n")],
  ["Meilisearch admin key listed by GET /keys", "output", (k) =>
    JSON.stringify(
      {
        results: [{
          name: "Default Admin API Key",
          description: "Use it for anything that is not a search operation.",
          key: k(64, HEX),
          uid: uuid(),
          actions: ["*"],
          indexes: ["*"],
          expiresAt: null,
        }],
        offset: 0,
        limit: 20,
        total: 1,
      },
      null,
      2,
    )],
  [
    "Meilisearch master key as a bearer in curl",
    "command",
    (k) =>
      `curl -X POST 'http://localhost:7700/indexes/${index()}/documents?primaryKey=id' -H 'Content-Type: application/json' -H 'Authorization: Bearer ${
        k(num(24, 40))
      }' --data-binary @movies.json`,
  ],
  ["Elastic App Search private key in a Rails initializer", "assignment", (k) =>
    [
      `Elastic::EnterpriseSearch::AppSearch::Client.new(`,
      `  host: "https://${low(10)}.ent.us-central1.gcp.cloud.es.io",`,
      `  http_auth: "private-${k(24, LOWER_DIGITS)}"`,
      `)`,
    ].join("\n")],
  ["Elasticsearch API key header in a Kibana dev tools export", "encoded", (_k, add) =>
    [
      `curl -H "Authorization: ApiKey ${add(b64(`${draw(20)}:${draw(22)}`))}" \\`,
      `  "https://${low(12)}.es.${
        pick(["eu-west-1", "us-east-1"])
      }.aws.found.io:9243/${index()}/_search?q=title:crawl"`,
    ].join("\n")],
  ["OpenSearch Dashboards admin password in opensearch_dashboards.yml", "block", (_k, add) =>
    [
      `server.host: "0.0.0.0"`,
      `opensearch.hosts: [https://opensearch-node1:9200]`,
      `opensearch.ssl.verificationMode: none`,
      `opensearch.username: kibanaserver`,
      `opensearch.password: "${pass(add)}"`,
      `opensearch.requestHeadersAllowlist: [authorization, securitytenant]`,
    ].join("\n")],
  [
    "OpenSearch initial admin password in compose env",
    "assignment",
    (_k, add) =>
      `OPENSEARCH_INITIAL_ADMIN_PASSWORD=${pass(add)}\nDISABLE_INSTALL_DEMO_CONFIG=false`,
  ],
  ["Solr security.json with a salted hash", "block", (k) =>
    JSON.stringify(
      {
        authentication: {
          blockUnknown: true,
          class: "solr.BasicAuthPlugin",
          credentials: { solr: `${k(43, B64)}= ${k(43, B64)}=` },
          realm: "Solr users",
          forwardCredentials: false,
        },
        authorization: {
          class: "solr.RuleBasedAuthorizationPlugin",
          permissions: [{ name: "security-edit", role: "admin" }],
          "user-role": { solr: "admin" },
        },
      },
      null,
      2,
    )],
  [
    "Solr basic auth in a curl update",
    "url",
    (_k, add) =>
      `curl "http://solr:${
        pass(add)
      }@${site()}:8983/solr/${index()}/update?commit=true" -H 'Content-type:application/json' -d '[{"id":"${
        num(1000, 9999)
      }","title":"crawl"}]'`,
  ],
  [
    "Vespa Cloud data-plane token in an env file",
    "vendor",
    (k) =>
      `VESPA_ENDPOINT=https://${low(8)}.${
        low(8)
      }.z.vespa-app.cloud\nVESPA_CLOUD_SECRET_TOKEN=vespa_cloud_${k(43)}`,
  ],
  ["Coveo API key in a push source call", "vendor", (_k, add) =>
    [
      `curl -X PUT "https://api.cloud.coveo.com/push/v1/organizations/${low(12)}${low(8)}/sources/${
        low(20)
      }/documents?documentId=${encodeURIComponent(`https://${site()}/p/1`)}" \\`,
      `  -H "Authorization: Bearer ${add(`xx${uuid()}`)}"`,
    ].join("\n")],
];

/** The search services' secret cases. */
export function buildSearch(): HeldOutSecret[] {
  return secrets(TEMPLATES, 2);
}
