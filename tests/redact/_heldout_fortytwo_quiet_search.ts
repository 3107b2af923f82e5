/**
 * Corpus forty-two, clean search texts: what search engines print and front ends publish with no
 * secret in it. Decided public: Algolia's search-only key and Elastic App Search's `search-` key
 * (both made to ship in a browser's JavaScript, restricted to search). Not secrets either: app ids,
 * index names, object and document ids, query ids, task ids, scroll ids and cursors (they page
 * through results and grant nothing), placeholders and references to where a key is kept.
 */
import {
  type Alike,
  B64,
  b64,
  cleans,
  draw,
  type HeldOutClean,
  hex,
  low,
  LOWER_DIGITS,
  num,
  pick,
  site,
  UPPER_ALNUM,
  uuid,
  when,
} from "./_heldout_fortytwo_make.ts";

const appId = (): string => draw(10, UPPER_ALNUM);
const index = (): string => pick(["products", "articles", "docs_en", "catalog_v2", "posts"]);

/** A scroll id as OpenSearch writes it: base64 of the search context's ids. */
function scrollId(): string {
  const shard = `\u0016${draw(22)}\u0000\u0000\u0000\u0000\u0000\u0000\u0000${
    String.fromCharCode(num(1, 90))
  }`;
  return b64(`\u0014include_context_uuid\rqueryAndFetch\u0001${shard}\u0016${draw(22)}`);
}

const ALIKES: readonly Alike[] = [
  ["Algolia InstantSearch with the search-only key (public by design)", () =>
    [
      `import { liteClient as algoliasearch } from "algoliasearch/lite";`,
      `import instantsearch from "instantsearch.js";`,
      ``,
      `// search-only key: safe in the browser, restricted to the search ACL`,
      `const searchClient = algoliasearch("${appId()}", "${hex(32)}");`,
      `const search = instantsearch({ indexName: "${index()}", searchClient });`,
    ].join("\n")],
  ["Algolia search answer with a queryID and objectIDs", () =>
    JSON.stringify(
      {
        hits: Array.from({ length: 2 }, () => ({
          objectID: String(num(100000, 999999)),
          title: pick(["Trail shoe", "Desk lamp", "Rain jacket"]),
          _highlightResult: { title: { matchLevel: "full" } },
        })),
        nbHits: num(10, 900),
        page: 0,
        hitsPerPage: 20,
        processingTimeMS: num(1, 9),
        query: pick(["shoe", "lamp", "jacket"]),
        queryID: hex(32),
        index: index(),
      },
      null,
      2,
    )],
  [
    "Algolia browse cursor and index settings",
    () =>
      `index: ${index()} (app ${appId()})\nsearchableAttributes: ["title", "brand", "unordered(description)"]\nnext cursor: ${
        draw(num(60, 90), B64)
      }`,
  ],
  [
    "Elastic App Search public search key in a search UI config (public by design)",
    () =>
      `const connector = new AppSearchAPIConnector({\n  searchKey: "search-${
        draw(24, LOWER_DIGITS)
      }",\n  engineName: "${index()}",\n  endpointBase: "https://${
        low(10)
      }.ent.us-central1.gcp.cloud.es.io",\n});`,
  ],
  ["Meilisearch task answer", () =>
    JSON.stringify({
      taskUid: num(10, 9999),
      indexUid: index(),
      status: "enqueued",
      type: "documentAdditionOrUpdate",
      enqueuedAt: when(),
    })],
  ["Typesense collection schema and a document id", () =>
    [
      `{"name":"${index()}","num_documents":${
        num(100, 99999)
      },"fields":[{"name":"title","type":"string"},`,
      `{"name":"price","type":"float","facet":true}],"default_sorting_field":"price"}`,
      `inserted document id=${uuid()}`,
    ].join("\n")],
  ["OpenSearch hits with ids and a scroll id", () =>
    JSON.stringify(
      {
        _scroll_id: scrollId(),
        took: num(2, 90),
        timed_out: false,
        hits: {
          total: { value: num(100, 9000), relation: "eq" },
          hits: [{ _index: index(), _id: draw(20), _score: 1.0 + num(1, 99) / 100 }],
        },
      },
      null,
      2,
    )],
  ["Elasticsearch _cat/indices with index uuids", () =>
    Array.from(
      { length: 4 },
      () =>
        `green open ${index()}-2026.11.${num(10, 27)} ${draw(22)} 1 1 ${num(1000, 999999)} 0 ${
          num(1, 900)
        }mb`,
    ).join("\n")],
  ["search keys as placeholders and secret references", () =>
    [
      `ALGOLIA_APP_ID=${appId()}`,
      `ALGOLIA_ADMIN_API_KEY=<your-admin-api-key>`,
      `TYPESENSE_API_KEY=\${{ secrets.TYPESENSE_API_KEY }}`,
      `MEILI_MASTER_KEY=  # set in 1Password: "Search / meili-${pick(["prod", "staging"])}"`,
      `ELASTIC_PRIVATE_KEY=$(vault kv get -field=key secret/search/${low(6)})`,
    ].join("\n")],
  [
    "Solr collection status with a core node id",
    () =>
      `{"responseHeader":{"status":0,"QTime":${
        num(1, 60)
      }},"cluster":{"collections":{"${index()}":{"shards":{"shard1":{"replicas":{"core_node${
        num(2, 9)
      }":{"core":"${index()}_shard1_replica_n${
        num(1, 4)
      }","node_name":"${site()}:8983_solr","state":"active"}}}}}}}}`,
  ],
  [
    "Vespa document id and a feed result",
    () =>
      `{"pathId":"/document/v1/${index()}/doc/docid/${hex(16)}","id":"id:${index()}:doc::${
        hex(16)
      }"}`,
  ],
  [
    "a content hash and ETag pair from the index sync",
    () =>
      `synced ${site()}/p/${num(100, 9999)} sha256=${hex(64)} etag="${hex(32)}" lastmod=${when()}`,
  ],
];

/** The clean search texts. */
export function buildQuietSearch(): HeldOutClean[] {
  return cleans(ALIKES, 3);
}
