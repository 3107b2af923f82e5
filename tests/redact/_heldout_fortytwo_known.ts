/**
 * Corpus forty-two (written blind, see docs/redaction-corpus-fortytwo.md: search, scraping, proxies and SEO tooling): its misses
 * at first sight, against main at 4ff918f, every rule of the sixteenth round (no engineer who wrote those rules saw it): 87.8 % recall as
 * written and in a record, 90.0 % untouched (docs/redaction.md "Held-out corpus forty-two").
 * Label → the case's shape and family.
 */
export const FORTYTWO_MISSED: Record<string, string> = {
  "Typesense scoped search key generated for a tenant (1)": "output, in the family search services",
  "Solr security.json with a salted hash (1)": "block, in the family search services",
  "Solr security.json with a salted hash (2)": "block, in the family search services",
  "CapSolver key in a Playwright helper (1)": "vendor, in the family scraping services",
  "CapSolver key in a Playwright helper (2)": "vendor, in the family scraping services",
  "Puppeteer login with page.type (2)": "assignment, in the family headless browsers",
  "Playwright storageState with a session cookie (1)": "output, in the family headless browsers",
  "Playwright storageState with a session cookie (2)": "output, in the family headless browsers",
  "Proxy list of host:port:user:pass (1)": "block, in the family proxies",
  "Proxy list of host:port:user:pass (2)": "block, in the family proxies",
  "proxy login split across a wrapped terminal line (1)": "wrapped, in the family proxies",
  "proxy login split across a wrapped terminal line (2)": "wrapped, in the family proxies",
  "DataForSEO login and password in python (1)":
    "assignment, in the family SEO and analytics tools",
  "DataForSEO login and password in python (2)":
    "assignment, in the family SEO and analytics tools",
  "Majestic key in a PHP call (1)": "assignment, in the family SEO and analytics tools",
  "Majestic key in a PHP call (2)": "assignment, in the family SEO and analytics tools",
  "SE Ranking key and a wp-admin login in a handover note (2)":
    "output, in the family SEO and analytics tools",
  "Screaming Frog licence in the CLI (1)": "command, in the family crawlers and sitemaps",
  "Screaming Frog licence in the CLI (2)": "command, in the family crawlers and sitemaps",
  "Screaming Frog licence.txt in a Docker build (1)": "block, in the family crawlers and sitemaps",
  "Screaming Frog licence.txt in a Docker build (2)": "block, in the family crawlers and sitemaps",
  "Sitebulb licence key in a support message (1)": "vendor, in the family crawlers and sitemaps",
  "Sitebulb licence key in a support message (2)": "vendor, in the family crawlers and sitemaps",
  "redis-cli HGETALL of a scraper account (1)": "output, in the family printed output",
  "redis-cli HGETALL of a scraper account (2)": "output, in the family printed output",
  "a bare hex key pasted in a chat sentence (1)":
    "output, in the family bare, wrapped and encoded values",
  "a bare hex key pasted in a chat sentence (2)":
    "output, in the family bare, wrapped and encoded values",
  "a markdown table of proxy accounts (1)": "block, in the family bare, wrapped and encoded values",
  "a markdown table of proxy accounts (2)": "block, in the family bare, wrapped and encoded values",
  "a SerpAPI key as a positional argument (1)":
    "command, in the family bare, wrapped and encoded values",
  "a SerpAPI key as a positional argument (2)":
    "command, in the family bare, wrapped and encoded values",
  "a proxy password put in place by sed (1)":
    "command, in the family bare, wrapped and encoded values",
  "a proxy password put in place by sed (2)":
    "command, in the family bare, wrapped and encoded values",
  "an Apify token wrapped in a YAML string (2)":
    "wrapped, in the family bare, wrapped and encoded values",
  "a Browserbase key wrapped in a log column (1)":
    "wrapped, in the family bare, wrapped and encoded values",
  "a Browserbase key wrapped in a log column (2)":
    "wrapped, in the family bare, wrapped and encoded values",
};

/** Corpus forty-two's clean texts changed at first sight: label → family. */
export const FORTYTWO_CHANGED: Record<string, string> = {
  "Algolia browse cursor and index settings (1)": "in the family clean search texts",
  "Algolia browse cursor and index settings (2)": "in the family clean search texts",
  "Algolia browse cursor and index settings (3)": "in the family clean search texts",
  "Elasticsearch _cat/indices with index uuids (1)": "in the family clean search texts",
  "Elasticsearch _cat/indices with index uuids (2)": "in the family clean search texts",
  "Elasticsearch _cat/indices with index uuids (3)": "in the family clean search texts",
  "search keys as placeholders and secret references (1)": "in the family clean search texts",
  "search keys as placeholders and secret references (2)": "in the family clean search texts",
  "search keys as placeholders and secret references (3)": "in the family clean search texts",
  "IndexNow submission with its key (public by design) (1)":
    "in the family clean SEO and crawl texts",
  "IndexNow submission with its key (public by design) (2)":
    "in the family clean SEO and crawl texts",
  "IndexNow submission with its key (public by design) (3)":
    "in the family clean SEO and crawl texts",
};
