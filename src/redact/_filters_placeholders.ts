/**
 * Stand-ins for a secret: what people write where a secret goes (`YOUR_API_KEY`, `<token>`, `xxxx`,
 * `changeme`, `sk-...abcd`, a sentinel constant) and the keys a vendor's documentation prints for
 * everyone (Stripe's test keys, AWS's `…EXAMPLE`, jwt.io's token). Apart from the other checks of
 * `_filters.ts` (references, paths, public keys, identifiers): this is the longest of them, and
 * the one that grows with every new way of writing "put your key here".
 */

// Words people write where a secret goes, in docs, examples and schemas. A value made only of
// these (after lower-casing and dropping `-`, `_`, spaces and dots) is a placeholder:
// `YOUR_API_KEY`, `my-secret-token`, `a-very-secret-token`, `changeme`, `supersecret`, `string`, `foobar`,
// `not-a-real-password`, `REPLACE_ME`, the values of fetch's `credentials` option (`include`,
// `same-origin`, `omit`), and the defaults database and broker images ship with and everyone
// knows (`postgres`, `mysql`, `root`, `guest`, `minioadmin`: `postgres:postgres@localhost`;
// Icecast's `hackme`, FreeSWITCH's event socket `ClueCon`, kamctlrc's `kamailiorw`/`kamailioro`).
const PLACEHOLDER =
  /^(?:my|your|the|very|super|secrets?|passwords?|passwd|pass|pwd|tokens?|api|keys?|access|auth|client|private|here|goes|insert|enter|replace|me|put|example|sample|test|testing|dummy|fake|notareal|notvalid|invalid|bogus|placeholder|redacted|hidden|masked|value|default|empty|demo|foo|bar|baz|changeme|changeit|hackme|postgres|mysql|root|guest|minioadmin|cluecon|kamailiorw|kamailioro|none|null|nil|undefined|true|false|todo|tbd|string|str|text|number|int|integer|boolean|bool|object|any|required|optional|include|omit|sameorigin)+$/;

// Keys a vendor's documentation prints for everyone to use against its test mode: Stripe's
// shared test keys (written in pieces, so no scanner reads this file as holding one).
const DOCUMENTED = new Set([
  "sk_" + "test_" + "4eC39HqLyjWDarjtT1zdp7dc",
  "sk_" + "test_" + "BQokikJOvBiI2HlWgH4olfQ2",
  // RFC 7617's (and every tutorial's) Basic credentials: `Aladdin:open sesame`.
  "QWxhZGRpbjpvcGVu" + "IHNlc2FtZQ==",
  // Cloudflare Turnstile's dummy keys for automated tests, published in its docs ("Test your
  // Turnstile implementation", developers.cloudflare.com/turnstile/troubleshooting/testing/):
  // site keys that always pass, fail or challenge, and secret keys that always pass, fail or
  // answer "token already spent". They open nothing; a real site key is `0x4AAAAAAA…`.
  ...["1x", "2x", "3x"].map((p) => p + "0".repeat(31) + "AA"),
  ...["1xAA", "2xAB", "1xBB", "2xBB", "3xFF"].map((k) =>
    k.slice(0, 2) + "0".repeat(20) + k.slice(2)
  ),
  // The Telegram Bot API's example bot token (`123456:ABC-DEF…`), whole and after its bot id.
  "123456:" + "ABC-DEF1234ghIkl-zyx57W2v1u123ew11",
  "ABC-DEF1234ghIkl" + "-zyx57W2v1u123ew11",
]);

/**
 * True for a JWT that is public: jwt.io's documented example (its claims are `John Doe`'s), an
 * unsigned one (`"alg": "none"`, no signature), or a token whose `role` is `anon` (a Supabase anon
 * key, shipped to browsers by design; the `service_role` key stays a secret).
 */
function publicJwt(token: string): boolean {
  const [header = "", payload = "", signature] = token.split(".");
  // An unsigned token (`"alg": "none"`, no signature) proves nothing: an example.
  if (signature === "" && /^eyJhbGciOiJub25lI/.test(header)) return true;
  if (payload.length > 2000) return false;
  let claims: unknown;
  try {
    claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return false;
  }
  if (typeof claims !== "object" || claims === null) return false;
  const c = claims as Record<string, unknown>;
  return c.role === "anon" || c.sub === "1234567890" && c.name === "John Doe";
}

/**
 * True when `value` is a stand-in, not a secret: `xxx`, `***`, `...`, `<your-key>`,
 * `YOUR_API_KEY`, `your-token-here`, `changeme`, a type name.
 */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v === "") return true;
  // (Each check runs only where its first or last character can match: these run on every
  // value every rule finds.)
  const first = v[0]!;
  // Masks: xxxx, ****, ...., ••••, x-x-x. (Other repeated characters, like a test's
  // "A".repeat(40), are treated as values: a token-shaped string is redacted.)
  if (isMask(v)) return true;
  // <your-key>, [token], {password}
  if (first === "<" && /^<[^<>]*>$/.test(v)) return true;
  if (first === "[" && /^\[[^\[\]]*\]$/.test(v)) return true;
  if (first === "{" && /^\{[^{}]*\}$/.test(v)) return true;
  // `your_github_token`, `my-slack-key`, `token_goes_here`: words that name what goes there.
  if (
    /[yYmM]/.test(first) && /^(?:your|my)(?:[-_ .]?[a-z0-9]+){1,8}$/i.test(v) &&
    /^(?:your|my)[-_ .]|^your/i.test(v)
  ) {
    return true;
  }
  if (/here$/i.test(v) && /^[a-z0-9]+(?:[-_ .][a-z0-9]+){0,6}[-_ .]here$/i.test(v)) return true;
  // A display that hides the middle (`sk-...abcd`, `sk-proj-…abcd`) or all but a short prefix
  // (`ghp_****`, `AKIA************`). A longer head cut off (`hunter2x…`: a secret shortened by a
  // display or by a transcript's cut) still shows most of the secret, so it is redacted.
  // (Each form holds `***`, `•••`, `…` or `...`: the pattern runs only on a value with one.)
  if (
    (v.includes("***") || v.includes("•••") || v.includes("…") || v.includes("...")) &&
    /^(?:[A-Za-z0-9_.-]{0,16}(?:\*{3,}|•{3,})[A-Za-z0-9]{0,6}|[A-Za-z0-9_.-]{0,8}(?:…|\.{3})[A-Za-z0-9]{1,6}|[A-Za-z0-9_.-]{0,5}(?:…|\.{3}))$/u
      .test(v)
  ) return true;
  // A JSON Web Token's header alone, elided (`eyJhbGciOi...` in docs): the header is public,
  // also with a mark after it (`eyJhbGciOi…(redacted)`, `…[truncated]`); and a head of at most six
  // characters masked by whoever pasted it (`sk-…(redacted)`). (A longer head cut by a transcript,
  // `mCdRnoIr-IRgtQQ…[truncated]`, is most of a secret: it goes.)
  if (
    first === "e" && /^eyJ[A-Za-z0-9_-]{0,40}(?:…|\.{3})(?:[ \t]?[(\[<][a-z]{4,10}[)\]>])?$/.test(v)
  ) {
    return true;
  }
  if (
    /[)\]>]$/.test(v) &&
    /^[A-Za-z0-9_.-]{0,6}(?:…|\.{3})[ \t]?[(\[<](?:redacted|masked|hidden)[)\]>]$/i.test(v)
  ) return true;
  // A token prefix with a stand-in after it: `ghp_xxxxxxxx`, `AKIAXXXXXXXXXXXXXXXX`,
  // `sk_test_XXXXXXXX`, `xoxb-your-bot-token`, `sk-your-key-here`, `dop_v1_<your-token-here>`.
  for (const rest of afterPrefixes(v)) {
    if (
      rest.length >= 3 &&
      (isMask(rest) || /^(?:your|my)[-_ .]|[-_ .]here$/i.test(rest) || /^<[^<>]{1,60}>$/.test(rest))
    ) {
      return true;
    }
  }
  // A vendor's short prefix glued to a mask (`00xxxx…`, an Okta API token in its docs).
  if (/[xX]$/.test(v) && /^[A-Za-z0-9]{1,3}(?:x{8,}|X{8,})$/.test(v)) return true;
  // A format template with nothing but its fields (`%s:%s`, `{0}:{1}`, `%s`): the code fills it.
  if ((first === "%" || first === "{") && /^(?:%[sdr]|\{\d{0,2}\}|[^\w\s%{}])+$/.test(v)) {
    return true;
  }
  // A constant's name of four words or more, every one a warning's or a stand-in's
  // (`SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED`, React's prop-types sentinel;
  // `CHANGE_THIS_TO_A_SECRET`): any four words may be a passphrase (`CORRECT_HORSE_…`).
  if (/[A-Z]/.test(first) && /^[A-Z]+(?:_[A-Z]+){3,}$/.test(v) && sentinelWords(v)) return true;
  // A URL's template of upper-case names joined by `@` or `:` (`API_SECRET@CLOUD_NAME` in
  // `cloudinary://API_KEY:API_SECRET@CLOUD_NAME`): the names of what goes there.
  if (
    /[A-Z]/.test(first) && (v.includes("@") || v.includes(":")) &&
    /^[A-Z][A-Z0-9]*_[A-Z0-9_]*(?:[@:][A-Z][A-Z0-9]*_[A-Z0-9_]*)+$/.test(v)
  ) return true;
  // A mask with base64's padding after it (`xxxx…xxx=`, an `.edgerc` template's client secret).
  if (v.endsWith("=") && v.length >= 9 && isMask(v.replace(/={1,2}$/, ""))) return true;
  // Counting digits, or hex digits, over and over (`0123456789abcdef0123…`, the example token of
  // certbot's Cloudflare plugin): typed to fill a field's length.
  if ((first === "0" || first === "1") && v.length >= 16 && countingRun(v)) return true;
  // The nil UUID and other runs of zeros (`00000000-0000-0000-0000-000000000000`): an example.
  if (first === "0" && /^0{4,}(?:-0{4,}){0,4}$/.test(v)) return true;
  // A JWT that is public: jwt.io's example, a Supabase anon key.
  if (first === "e" && v.startsWith("eyJ") && publicJwt(v)) return true;
  // The keys of AWS's documentation (`AKIAIOSFODNN7EXAMPLE`, `…EXAMPLEKEY`): never issued.
  if (v.length >= 16 && /EXAMPLE(?:KEY)?$/.test(v)) return true;
  // Keys printed in a vendor's public documentation for everyone to try (Stripe's test keys,
  // Turnstile's dummy keys, Telegram's example bot token).
  if (
    (first === "s" || first === "Q" || first === "1" || first === "A" || v[1] === "x") &&
    DOCUMENTED.has(v)
  ) {
    return true;
  }
  // A word of 48 characters or fewer once `-`, `_`, spaces and dots are dropped.
  if (v.length > 48 && v.length - separators(v) > 48) return false;
  // Only letters can lower-case into those words (the Kelvin sign into `k`): a value with a
  // digit or a symbol is none, and is not copied to find out.
  if (/[^A-Za-z\u212a _.-]/.test(v)) return false;
  // (An article before them, `a-very-secret-token`, is a word apart: `aaaa` is not one.)
  const word = v.toLowerCase().replace(/^an?[-_ .]/, "").replace(/[-_ .]/g, "");
  return word.length <= 48 && PLACEHOLDER.test(word);
}

// The words of a sentinel constant besides the placeholder words: a warning not to use it.
const SENTINEL_WORDS = new Set(
  "DO NOT NEVER USE USED PASS THIS THAT IT OR AND YOU WILL BE GET FIRED CHANGE TO A AN ME SET IN ON FOR ONLY PROD PRODUCTION DEV LOCAL"
    .split(" "),
);

/** True when every word of the `_`-joined constant `v` is a sentinel's or a placeholder's. */
function sentinelWords(v: string): boolean {
  return v.split("_").every((w) => SENTINEL_WORDS.has(w) || PLACEHOLDER.test(w.toLowerCase()));
}

/** How many `-`, `_`, spaces and dots `v` holds. */
function separators(v: string): number {
  let n = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 45 || c === 95 || c === 32 || c === 46) n++;
  }
  return n;
}

// Runs people count out to fill a field (a value is one's prefix, repeated).
const COUNTING = ["0123456789abcdef", "0123456789ABCDEF", "0123456789", "1234567890"];

/** True when `v` is one of `COUNTING`'s runs repeated (cut anywhere). */
function countingRun(v: string): boolean {
  return COUNTING.some((run) => {
    for (let i = 0; i < v.length; i++) if (v[i] !== run[i % run.length]) return false;
    return true;
  });
}

const MASK_START = "xX*.•…_#?-";

function isMask(v: string): boolean {
  return MASK_START.includes(v[0]!) && /^[xX*.•…_#?-]+$/u.test(v);
}

/**
 * What follows a token prefix in `v`: after one, two or three segments ending in `_`, `-` or `.`
 * (`ghp_`, `sk_test_`, `xoxb-`, `sk-proj-`), or after a cloud key id's four letters (`AKIA`).
 */
function afterPrefixes(v: string): string[] {
  const out: string[] = [];
  if (/^(?:AKIA|ASIA|ABIA|ACCA)/.test(v)) out.push(v.slice(4));
  let rest = v;
  for (let i = 0; i < 3; i++) {
    // (After the first, a segment may be digits: Slack's `xoxb-111-222-xxxx…` in its docs.)
    const m = (i === 0 ? /^[A-Za-z][A-Za-z0-9]{0,11}[_.-]/ : /^[A-Za-z0-9]{1,12}[_.-]/).exec(rest);
    if (m === null) break;
    rest = rest.slice(m[0].length);
    out.push(rest);
  }
  return out;
}
