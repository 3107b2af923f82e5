/**
 * Keys public by design, where the text says so at the key: a check on a rule's findings, never a
 * pass over the text (text without a finding costs nothing). A value a rule found is let go when
 * it has the form of the public key and stands where the vendor ships it to every visitor's
 * browser, by its name or its place:
 *
 * - a Shopify storefront token (32 hex) under `storefrontAccessToken` (a Buy Button),
 *   `publicAccessToken` (the Storefront API client) or `PUBLIC_STOREFRONT_API_TOKEN` (Hydrogen),
 *   and a Shopify app's `SHOPIFY_API_KEY` (32 hex: the app's client ID, printed in every install
 *   URL). Shopify's secrets have other forms or names (`shpat_`, `shpss_`, `SHOPIFY_API_SECRET`).
 * - a search-only key under a name that says so (`searchOnlyApiKey`, `ALGOLIA_SEARCH_ONLY_API_KEY`,
 *   Typesense's `…SEARCH_ONLY_API_KEY`); an Algolia `apiKey` (32 hex) beside `indexName` in a
 *   DocSearch config (`docsearch({…})`, Docusaurus's `algolia: {…}`); the key InstantSearch's
 *   `searchClient = algoliasearch(appId, key)` is built with. An admin or write key has the same
 *   form under another name (`adminApiKey`, `ALGOLIA_ADMIN_KEY`, a client for indexing).
 * - a Firebase web config's `apiKey` (`AIza…`) in an object that also has `authDomain` and
 *   `projectId` (what the console hands out for the web app). Google's server keys have the same
 *   form, under other names and in no such object.
 * - a Sentry DSN's public key in `Sentry.init({ dsn })` after a browser SDK's import
 *   (`@sentry/browser`, `/react`, `/nextjs`, …) or in `sentry.client.config`: it only lets a page
 *   send events. A DSN's secret half (`https://key:secret@…`) and auth tokens (`sntrys_`) stay.
 */
import { groupSpan } from "./_indices.ts";
import type { Rule } from "./_rule.ts";
import { forgetting } from "./_remembered.ts";
import { publicMaterial } from "./_shapes_thirtyeight_public.ts";
import { publicOnMachine } from "./_shapes_forty_public.ts";

// A key name just before a value: the name (quoted or not, also in escaped JSON), `:`, `=` or
// `=>`, and the value's opening quote.
const NAME_BEFORE =
  /(?:(?<![\w$\\-])|(?<=\\[nrt]))(?<name>[A-Za-z_$][\w$-]{0,60})\\?["']?[ \t]*(?::|=>?)[ \t]*\\?["'\x60]?$/;

// Names that say the key is a storefront's public token, a search-only key or an app's client ID
// (lower-cased, `-` and `_` dropped).
const PUBLIC_NAME =
  /(?:^|shopify)storefrontaccesstoken$|^publicaccesstoken$|^publicstorefront(?:api)?token$|searchonly(?:api)?key$|^(?:nextpublic|vite|reactapp)?shopifyapikey$/;

// A DocSearch config: its function or package, Docusaurus's `algolia: {` key.
const DOCSEARCH = /docsearch|(?:^|[^\w-])algolia\\?["']?[ \t]*:[ \t]*\{/i;

// InstantSearch's search client built with the key: `searchClient = algoliasearch('APPID', '`.
const SEARCH_CLIENT =
  /searchClient[ \t]*(?:=|:)[ \t]*\{?[ \t]*(?:algoliasearch|liteClient)\([ \t]*\\?["'][A-Z0-9]{6,16}\\?["'][ \t]*,[ \t]*\\?["']$/;

// A DSN given to `Sentry.init({ dsn: '…` (the key follows `https://`).
const SENTRY_INIT = /Sentry\.init\(\{[^]{0,300}?\bdsn\\?["']?[ \t]*:[ \t]*\\?["'\x60]https?:\/\/$/;
// What says the page runs it: a browser SDK's import or the client config's file name.
const BROWSER_SENTRY =
  /@sentry\/(?:browser|react|vue|angular|svelte|sveltekit|nextjs|nuxt|remix|astro|gatsby|ember|solid|solidstart)\b|sentry\.client\.config/;

// The text `redact()` was given (its sealed values aside): a per-line rule's match holds only the
// lines with its keywords, a view's its decoded text, and a config's other keys may stand on
// other lines. Kept for the call only (`forgetValues`).
let whole: string | undefined;
forgetting(() => whole = undefined);

/** Tell the check the text of the `redact()` call under way (read until the call ends). */
export function redactingText(text: string): void {
  whole = text;
}

/**
 * True when `value`, found by a rule as group `group` of `match`, is a key public by design at
 * the place it stands (see above): read around it in the match's text, and when what it needs
 * stands on other lines, around the same value in the whole text.
 */
export function publicAtKey(value: string, group: string, match: RegExpExecArray): boolean {
  const hex32 = value.length === 32 && /^[0-9a-f]{32}$/.test(value);
  const firebase = value.length === 39 && value.startsWith("AIza");
  const searchOnly = !hex32 && !firebase && value.length >= 20 && value.length <= 64 &&
    /^[A-Za-z0-9]+$/.test(value);
  if (!hex32 && !firebase && !searchOnly) return false;
  const at = groupSpan(match, group)?.[0];
  if (at === undefined) return false;
  const verdict = publicAt(value, match.input, at, hex32, firebase, searchOnly);
  if (verdict !== MAYBE) return verdict === YES;
  const text = whole;
  if (text === undefined || text === match.input) return false;
  for (
    let i = text.indexOf(value), n = 0;
    i !== -1 && n < 20;
    i = text.indexOf(value, i + 1), n++
  ) {
    if (publicAt(value, text, i, hex32, firebase, searchOnly) === YES) return true;
  }
  return false;
}

const YES = 1;
const NO = 0;
// The name says what is needed, the lines around it are not in this text.
const MAYBE = 2;

/** Whether the value of that form at `at` of `text` is public: YES, NO or MAYBE (see above). */
function publicAt(
  value: string,
  text: string,
  at: number,
  hex32: boolean,
  firebase: boolean,
  searchOnly: boolean,
): number {
  const before = text.slice(Math.max(0, at - 400), at);
  const name = NAME_BEFORE.exec(before)?.groups?.name;
  const plain = name?.toLowerCase().replace(/[-_]/g, "");
  if (plain !== undefined && PUBLIC_NAME.test(plain)) {
    return hex32 || searchOnly && /searchonly/.test(plain) ? YES : NO;
  }
  if (searchOnly) return NO;
  if (plain === "apikey") {
    const around = text.slice(Math.max(0, at - 400), at + 600);
    const ok = firebase
      ? around.includes("authDomain") && around.includes("projectId")
      : around.includes("indexName") && around.includes("appId") && DOCSEARCH.test(before);
    return ok ? YES : MAYBE;
  }
  if (firebase) return NO;
  if (before.endsWith("://") && value.length === 32) {
    return SENTRY_INIT.test(before) &&
        BROWSER_SENTRY.test(text.slice(Math.max(0, at - 3000), at))
      ? YES
      : MAYBE;
  }
  return SEARCH_CLIENT.test(before) ? YES : NO;
}

const CHECKED = new WeakMap<Rule, Rule>();

/**
 * `rule` with its findings checked once more: a value at a key public by design (a storefront
 * token under its name, a DocSearch key, a Firebase web config's `apiKey`, a browser SDK's Sentry
 * DSN: above) is let go, whichever rule found it. Asked of accepted values only, so
 * text without a finding costs nothing.
 */
export function publicChecked(rule: Rule): Rule {
  let out = CHECKED.get(rule);
  if (out === undefined) {
    const accept = rule.accept;
    out = {
      ...rule,
      accept: (value, group, match) =>
        (accept === undefined || accept(value, group, match)) &&
        !publicAtKey(value, group, match) && !publicMaterial(value, group, match, whole) &&
        !publicOnMachine(value, group, match),
    };
    CHECKED.set(rule, out);
  }
  return out;
}
