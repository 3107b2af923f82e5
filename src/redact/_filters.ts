/**
 * Checks that tell a real secret value from a placeholder, a reference to one, or an ordinary
 * value. They only run on text a rule already matched, so they can afford to be thorough.
 */
import { caseNoise, mixedNoise } from "./_noise.ts";
import { remembered } from "./_remembered.ts";

/** The replacement; a value containing it was already redacted and must not be counted again. */
export const REDACTED = "[REDACTED]";

// Words people write where a secret goes, in docs, examples and schemas. A value made only of
// these (after lower-casing and dropping `-`, `_`, spaces and dots) is a placeholder:
// `YOUR_API_KEY`, `my-secret-token`, `a-very-secret-token`, `changeme`, `supersecret`, `string`, `foobar`,
// `not-a-real-password`, the values of fetch's `credentials` option (`include`,
// `same-origin`, `omit`), and the defaults database and broker images ship with and everyone
// knows (`postgres`, `mysql`, `root`, `guest`, `minioadmin`: `postgres:postgres@localhost`).
const PLACEHOLDER =
  /^(?:my|your|the|very|super|secrets?|passwords?|passwd|pass|pwd|tokens?|api|keys?|access|auth|client|private|here|goes|insert|enter|replace|put|example|sample|test|testing|dummy|fake|notareal|notvalid|invalid|bogus|placeholder|redacted|hidden|masked|value|default|empty|demo|foo|bar|baz|changeme|changeit|postgres|mysql|root|guest|minioadmin|none|null|nil|undefined|true|false|todo|tbd|string|str|text|number|int|integer|boolean|bool|object|any|required|optional|include|omit|sameorigin)+$/;

// Keys a vendor's documentation prints for everyone to use against its test mode: Stripe's
// shared test keys (written in pieces, so no scanner reads this file as holding one).
const DOCUMENTED = new Set([
  "sk_" + "test_" + "4eC39HqLyjWDarjtT1zdp7dc",
  "sk_" + "test_" + "BQokikJOvBiI2HlWgH4olfQ2",
  // RFC 7617's (and every tutorial's) Basic credentials: `Aladdin:open sesame`.
  "QWxhZGRpbjpvcGVu" + "IHNlc2FtZQ==",
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
  // `sk_test_XXXXXXXX`, `xoxb-your-bot-token`, `sk-your-key-here`.
  for (const rest of afterPrefixes(v)) {
    if (rest.length >= 3 && (isMask(rest) || /^(?:your|my)[-_ .]|[-_ .]here$/i.test(rest))) {
      return true;
    }
  }
  // A format template with nothing but its fields (`%s:%s`, `{0}:{1}`, `%s`): the code fills it.
  if ((first === "%" || first === "{") && /^(?:%[sdr]|\{\d{0,2}\}|[^\w\s%{}])+$/.test(v)) {
    return true;
  }
  // A constant's name of four words or more, every one a warning's or a stand-in's
  // (`SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED`, React's prop-types sentinel;
  // `CHANGE_THIS_TO_A_SECRET`): any four words may be a passphrase (`CORRECT_HORSE_…`).
  if (/[A-Z]/.test(first) && /^[A-Z]+(?:_[A-Z]+){3,}$/.test(v) && sentinelWords(v)) return true;
  // The nil UUID and other runs of zeros (`00000000-0000-0000-0000-000000000000`): an example.
  if (first === "0" && /^0{4,}(?:-0{4,}){0,4}$/.test(v)) return true;
  // A JWT that is public: jwt.io's example, a Supabase anon key.
  if (first === "e" && v.startsWith("eyJ") && publicJwt(v)) return true;
  // The keys of AWS's documentation (`AKIAIOSFODNN7EXAMPLE`, `…EXAMPLEKEY`): never issued.
  if (v.length >= 16 && /EXAMPLE(?:KEY)?$/.test(v)) return true;
  // Keys printed in a vendor's public documentation for everyone to try (Stripe's test keys).
  if ((first === "s" || first === "Q") && DOCUMENTED.has(v)) return true;
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
    const m = /^[A-Za-z][A-Za-z0-9]{0,11}[_.-]/.exec(rest);
    if (m === null) break;
    rest = rest.slice(m[0].length);
    out.push(rest);
  }
  return out;
}

/**
 * True when `value` refers to a secret instead of containing one: `$TOKEN`, `${token}`,
 * `${{ secrets.X }}`, `{{ vault_pw }}`, `%(pw)s`, `#{secret}`, `<%= key %>`,
 * `process.env.API_KEY`, `os.environ["X"]`, `os.getenv("X")`, `ENV["X"]`, `env("X")`, a Vault KV
 * path (`secret/data/app:db_password`), TeamCity's `%env.X%`, a store's name for a secret
 * (`buildkite/npm-token`).
 */
export function isReference(value: string): boolean {
  const v = value.trim();
  const first = v[0];
  if (first === "$" && /^\$[A-Za-z_{(]/.test(v)) return true;
  if (/\$\{|\{\{|%\(|#\{|<%|\$\(/.test(v)) return true;
  if (
    first !== undefined && "poEeSDg".includes(first) &&
    /^(?:process\.env|os\.environ|os\.getenv|getenv|ENV\[|env\(|System\.getenv|Deno\.env)/.test(v)
  ) {
    return true;
  }
  // Windows `%VAR%`, TeamCity's `%env.NPM_TOKEN%` and `%system.x%`.
  if (first === "%" && /^%[A-Za-z_][\w.]{0,80}%$/.test(v)) return true;
  // Where a secret manager keeps it: `op://vault/item/field`, `vault:secret/data/db#password`,
  // an ARN, a Key Vault reference, a Secret Manager path.
  if (
    /^(?:op|vault|sops|ref\+\w+|bws|infisical|doppler|secretsmanager|ssm|gcpsm|azkv):\/\//i.test(v)
  ) {
    return true;
  }
  if (/^(?:vault|ssm|secretsmanager):[\w\/.-]/i.test(v) || /^arn:aws[\w-]*:/.test(v)) return true;
  // A secret's name in a store, as a secrets plugin or a lookup takes it (Buildkite's
  // `NPM_TOKEN: buildkite/npm-token`, `prod/db/password`): lower-case words joined by `-`, `_`
  // or `.`, in two or more `/` segments (a word may end in a few digits: `db2`, `v1`).
  if (
    /^[a-z]{1,30}\d{0,3}(?:[-_.][a-z]{1,30}\d{0,3})*(?:\/[a-z]{1,30}\d{0,3}(?:[-_.][a-z]{1,30}\d{0,3})*){1,6}$/
      .test(v)
  ) {
    return true;
  }
  // A password manager named as the place (`1Password'de`, `1Password’da`, `1Password-Tresor`).
  if (first === "1" && /^1Password(?:$|[^A-Za-z0-9])/i.test(v)) return true;
  // A Vault KV path as Ansible's `hashi_vault` lookup and `vault kv get` take it
  // (`secret/data/app:db_password`): the mount, then lower-case path words, then a field.
  if (first === "s" || first === "k") {
    if (/^(?:secret|kv|kv-v2)\/[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)+(?:[:#][\w.-]+)?$/.test(v)) {
      return true;
    }
  }
  // A YAML tag that reads the value from elsewhere: Home Assistant's and ESPHome's `!secret
  // wifi_password`, Zigbee2MQTT's `!secret.yaml password`, `!env_var MQTT_PASS`.
  if (first === "!" && /^!(?:secret(?:\.ya?ml)?|env_var|include)[ \t]+[\w.\/-]{1,80}$/.test(v)) {
    return true;
  }
  return /^@Microsoft\.KeyVault\(/.test(v) || /^projects\/[^\/\s]+\/secrets\//.test(v);
}

/**
 * True for keys that are public by design: Stripe publishable keys `pk_live_`/`pk_test_`, Mapbox
 * public tokens `pk.eyJ…`, PostHog project keys `phc_`, Adyen client keys, Plaid link tokens, a
 * validator's withdrawal credentials. They ship in web pages. Also base64 of
 * PEM certificates with no private key among them (a webhook's `caBundle:`).
 */
export function isPublicKey(value: string): boolean {
  const v = value.trim();
  return /^(?:pk_(?:live|test)_|pk\.eyJ|phc_)/.test(v) || v.startsWith(PEM_CERTIFICATE_B64) &&
      publicPem(v) ||
    PUBLIC_BY_DESIGN.test(v);
}

// Adyen's client key (`live_`/`test_` + 32, used in the browser), Plaid's link token (handed to
// the browser to open Link), a validator's withdrawal credentials (0x01 or 0x02, eleven zero
// bytes, an address: on chain for all to read).
const PUBLIC_BY_DESIGN =
  /^(?:(?:live|test)_[A-Z0-9]{32}|link-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?:0x)?0[12]0{22}[0-9a-fA-F]{40})$/;

// `-----BEGIN CERTIFICATE-----` in base64: a Kubernetes `caBundle:`, a kubeconfig's
// `certificate-authority-data:`. A certificate is public.
const PEM_CERTIFICATE_B64 = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0t";

/** True when base64 `value` decodes to PEM blocks with no private key among them. */
function publicPem(value: string): boolean {
  const body = value.replace(/\\n|\s/g, "");
  if (!/^[A-Za-z0-9+\/]+={0,2}$/.test(body)) return false;
  try {
    const text = atob(body.slice(0, body.length - body.length % 4));
    return !/PRIVATE|ENCRYPTED/.test(text);
  } catch {
    return false;
  }
}

/** True when `value` looks like a file path (`/run/secrets/x`, `./key.pem`, `~/.ssh/id`, `C:\`). */
export function isPath(value: string): boolean {
  const first = value[0];
  if (first === "~" || first === "." || first === "/") {
    if (/^(?:~|\.{1,2})?\/[\w.@\/-]*$/.test(value) && !randomSegments(value)) return true;
    if (/^\.{1,2}\\/.test(value)) return true;
  }
  return value[1] === ":" && /^[A-Za-z]:\\/.test(value);
}

/**
 * True when `value`, read as a path, has a segment of 16 or more characters that mixes classes
 * the way a random string does (`/uESZOojHX9Agr8fHV3ciN30T/b/…`): base64 that starts with `/`
 * (a 32-byte key does one time in 64), not a file.
 */
function randomSegments(value: string): boolean {
  return value.length >= 20 && !value.includes(".") &&
    value.split("/").some((segment) => mixedNoise(segment, 16));
}

/**
 * True when `value`, a line printed alone, is a file's `NAME=value` line
 * (`MLFLOW_TRACKING_URI=databricks` under `cat secrets.toml`): the assignment rules judge its
 * value, not the rules that take a printed line whole. (Not base64's `=` padding.)
 */
export function isNameValueLine(value: string): boolean {
  return /^[A-Za-z_][\w.-]{0,60}=[^=\s]/.test(value);
}

/** True when `value` is a dotted identifier such as `config.apiKey` or `self.settings.TOKEN`. */
export function isDottedIdentifier(value: string): boolean {
  // Each part a word (digits at its end only: `s3.bucket`, `v2.items`): `bSGX7.z0CNgf7` is a
  // password with a dot in it.
  if (!/^[A-Za-z_$][A-Za-z_$]*\d*(?:\.[A-Za-z_$][A-Za-z_$]*\d*)+$/.test(value)) return false;
  // Two parts that end in a digit, one mixing cases (`abcDEF1.ghiJKL2`, `Girq7.PGXQ487`): a
  // generated password in two halves, not a path of names (`config.db1.host`, `s3.v2`,
  // `settings.SECRET_KEY`).
  const parts = value.split(".");
  // A part whose case changes the way a random string's does (`nNOrCl5` of `Wkfxaj.nNOrCl5`,
  // `bzGuVeJ` of `SfImIGF.bzGuVeJ`, digits or none): a password with a dot in it, not a name
  // (`apiKey`, `getHTTPClient2`, `McDonald`).
  if (parts.some((p) => caseNoise(p, 6))) return false;
  return parts.filter((p) => /\d$/.test(p)).length < 2 ||
    !parts.some((p) => /[a-z]/.test(p) && /[A-Z]/.test(p));
}

/**
 * True for an object identifier (`1.3.6.1.5.5.7.3.1`, the `SERVER_AUTH` extended key usage, as
 * Python's `ssl` names them under `…_AUTH`): five arcs or more, the first 0, 1 or 2. Other dotted
 * numbers (`PASSWORD=10.20.30.40`, `1234.5678.9012.3456`) may be what someone chose as a password;
 * a version or an address is kept by its name, which is no secret's.
 */
function isDottedNumber(value: string): boolean {
  const c = value.charCodeAt(0);
  return c >= 48 && c <= 50 && /^[0-2]\.\d{1,10}(?:\.\d{1,10}){3,}$/.test(value);
}

/** True for the values that no rule should ever treat as a secret. */
export const isNotASecret: (value: string) => boolean = remembered(notASecret);

function notASecret(value: string): boolean {
  return value.includes(REDACTED) || isPlaceholder(value) || isReference(value) || isPath(value) ||
    isPublicKey(value) || isDottedNumber(value) || isTraceContext(value) || isKafkaHidden(value);
}

/**
 * A value `kafka-configs --describe` hid: `null`, or nothing, before its `sensitive=true` marker
 * (`ssl.key.password=null sensitive=true synonyms={}`; an assignment rule reads the marker itself
 * as the value of `password= `).
 */
export function isKafkaHidden(value: string): boolean {
  return /^(?:(?:null|\[hidden\]|\(hidden\))[ \t]+)?sensitive=true\b/i.test(value);
}

/** A W3C trace context (`traceparent: 00-<trace id>-<span id>-01`): ids sent with every call. */
function isTraceContext(value: string): boolean {
  return value.length === 55 && /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/.test(value);
}

/**
 * For values written without quotes (YAML, `.env`, query strings, prose), where anything can
 * follow `password:`: demand something secret-like, so `token: TokenType`, `secret: my-app-secret`
 * and `password: String` stay readable. A value passes when it has a digit or a symbol; a run of
 * letters alone is too often an identifier (`PASS: TestCompactTranscript`), so it stays.
 */
export function looksLikeBareSecret(value: string, minLength: number): boolean {
  // (The character test first: it turns away most look-alikes in dense text, and costs less than
  // the placeholder and reference checks.)
  if (value.length < minLength || !/[0-9+\/=!@#%^&*~?]/.test(value)) return false;
  return !isNotASecret(value) && !isDottedIdentifier(value);
}
