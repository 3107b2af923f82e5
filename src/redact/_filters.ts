/**
 * Checks that tell a real secret value from a placeholder, a reference to one, or an ordinary
 * value. They only run on text a rule already matched, so they can afford to be thorough. (The
 * placeholder check, `isPlaceholder`, is in `_filters_placeholders.ts`.)
 */
import { isPlaceholder } from "./_filters_placeholders.ts";
import { caseNoise, mixedNoise } from "./_noise.ts";
import { remembered } from "./_remembered.ts";

/** The replacement; a value containing it was already redacted and must not be counted again. */
export const REDACTED = "[REDACTED]";

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
  // A secret's name in a store, one segment (`gcloud secrets versions access latest
  // --secret=billing-v2-db-password`): lower-case words joined by `-` or `_` (a word may end in a
  // few digits), the last one a credential noun.
  if (
    /^[a-z]{1,30}\d{0,3}(?:[-_][a-z]{1,30}\d{0,3}){0,8}[-_](?:password|passwd|secret|token|api-?key|credentials?)$/
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

// A part of five letters or more, one lower-case among them, with no vowel (`Ppznr`).
const NO_VOWEL_PART = /^(?=[^a-z]*[a-z])[B-DF-HJ-NP-TV-XZb-df-hj-np-tv-xz]{5,}\d*$/;

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
  // A part of five letters or more, lower case among them, with no vowel (`Ppznr` of
  // `Ppznr.EexmRA`): random letters, not a word of a name (`Html`, `xmlns`, `HTTPS` are short,
  // or of one case, or no part of a mixed-case value).
  if (/[A-Z]/.test(value) && parts.some((p) => NO_VOWEL_PART.test(p))) return false;
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
    isPublicKey(value) || isDottedNumber(value) || isTraceContext(value) || isKafkaHidden(value) ||
    isPlaceId(value);
}

/**
 * A Google place id (`ChIJ…`, `GhIJ…`: a protobuf's first bytes in base64url), public by design:
 * Places and Maps pages print them and anyone may look a place up by its id.
 */
function isPlaceId(value: string): boolean {
  return (value.startsWith("ChIJ") || value.startsWith("GhIJ")) &&
    /^[CG]hIJ[A-Za-z0-9_-]{20,300}$/.test(value);
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
