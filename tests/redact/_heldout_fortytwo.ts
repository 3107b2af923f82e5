/**
 * Held-out corpus forty-two, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no other
 * engineer's work in progress — only the shared format and well-formedness files, corpus
 * sixteen's index, make file and well-formedness test (for the structure), its write-up, and
 * vendors' public documentation. How it was written, the families, the counts and what counts as
 * a secret: docs/redaction-corpus-fortytwo.md.
 *
 * Its subject is search, scraping, proxies and SEO tooling: keys of search engines and search
 * APIs, scraping services and headless browsers, proxy logins, SEO tools and crawlers, and what
 * those tools print. Its clean cases are the look-alikes of that world: app ids, search-only and
 * verification keys that are public by design, ids, cursors, hashes, user agents, placeholders.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_fortytwo_make.ts):
 * `buildFortyTwo(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under FORTYTWO_SEED and changes in every piece under another seed.
 */
import {
  FORTYTWO_SEED,
  type HeldOutClean,
  type HeldOutSecret,
  reset,
} from "./_heldout_fortytwo_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildSearch } from "./_heldout_fortytwo_search.ts";
import { buildApis } from "./_heldout_fortytwo_apis.ts";
import { buildScrape } from "./_heldout_fortytwo_scrape.ts";
import { buildBrowsers } from "./_heldout_fortytwo_browsers.ts";
import { buildProxies } from "./_heldout_fortytwo_proxies.ts";
import { buildSeo } from "./_heldout_fortytwo_seo.ts";
import { buildCrawlers } from "./_heldout_fortytwo_crawlers.ts";
import { buildPrinted } from "./_heldout_fortytwo_printed.ts";
import { buildChat } from "./_heldout_fortytwo_chat.ts";
import { buildQuietSearch } from "./_heldout_fortytwo_quiet_search.ts";
import { buildQuietScrape } from "./_heldout_fortytwo_quiet_scrape.ts";
import { buildQuietSeo } from "./_heldout_fortytwo_quiet_seo.ts";
import { buildQuietTalk } from "./_heldout_fortytwo_quiet_talk.ts";

/** The secret families, in build order. */
export const FORTYTWO_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["search services", buildSearch],
  ["web search APIs", buildApis],
  ["scraping services", buildScrape],
  ["headless browsers", buildBrowsers],
  ["proxies", buildProxies],
  ["SEO and analytics tools", buildSeo],
  ["crawlers and sitemaps", buildCrawlers],
  ["printed output", buildPrinted],
  ["bare, wrapped and encoded values", buildChat],
];

/** The clean families, built after the secrets. */
export const FORTYTWO_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean search texts", buildQuietSearch],
  ["clean scraping and proxy texts", buildQuietScrape],
  ["clean SEO and crawl texts", buildQuietSeo],
  ["clean talk and output", buildQuietTalk],
];

/** The whole corpus built from a fresh stream under `seed`. */
export function buildFortyTwo(seed: number = FORTYTWO_SEED): FamilyCorpus {
  reset(seed);
  return buildFamilies(FORTYTWO_SECRET_FAMILIES, FORTYTWO_CLEAN_FAMILIES);
}

const CORPUS = buildFortyTwo(FORTYTWO_SEED);
export const FORTYTWO_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const FORTYTWO_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
