/**
 * Rules for secrets a request carries: URL query parameters (`?token=…`, `&password=…`, JDBC URLs)
 * and API key headers (`X-Api-Key: …`). They run with the assignment rules, last of them.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { caseNoise, percentDecoded } from "./_noise.ts";
import { anyRealValue, bareValueEnds, type Rule, rule } from "./_rule.ts";

// Query parameters that say secret whatever the value looks like (passwords: any value).
const QUERY_NAMES = new Set([
  "password",
  "passwd",
  "pwd",
  "pass",
  "secret",
  "client_secret",
  "token",
  "access_token",
  "refresh_token",
  "id_token",
  "auth_token",
  "private_token",
  "api_key",
  "apikey",
  "api-key",
  "auth",
  "x-amz-signature",
  "x-goog-signature",
  "signature",
]);

/** Query-string and header rules, in the order they run (the last of the assignment rules). */
export const REQUEST_RULES: readonly Rule[] = [
  rule({
    id: "query-secret",
    examples: {
      match: [
        "GET /maps?key=«" + sample(24, ALNUM, 183) + "»&q=Paris",
        "?X-Amz-Signature=«" + sample(64, HEX, 186) + "»",
        "https://api.acme.io/export?auth=«" + sample(24, ALNUM, 187) + "»",
      ],
      clean: ["GET /search?key=sort_order&page=2", "?token=${TOKEN}"],
    },
    description:
      "`password=`, `pwd=`, `token=`, `access_token=`, `api_key=`, `client_secret=`, `signature=`, … in URL query strings and JDBC URLs (passwords of any length, tokens of 8+; `key=` only for a token-like value)",
    keywords: [
      "password=",
      "passwd=",
      "pwd=",
      "pass=",
      "secret=",
      "token=",
      "key=",
      "auth=",
      "signature=",
      "sig=",
      "appid=",
      "credential=",
    ],
    pattern:
      /[?&;](?<name>[A-Za-z0-9_.-]{0,30}?(?:password|passwd|pwd|pass|secret|token|key|auth|signature|sig|appid|credential))=(?<s>[^&\s"'#;<>]{1,1000})/gdi,
    secret: ["s"],
    accept: (value, _group, match) => {
      // (A lone `\` is an escaped quote's: the string closed at `password=\"`, in a record.)
      if (!anyRealValue(value) || value === "\\") return false;
      // (So is one the escaped quote closes, `api_key=DEMO_KEY\"`: the value is before it.)
      if (value.endsWith("\\") && !anyRealValue(value.slice(0, -1))) return false;
      // A mask before a JSON string's escaped line break (`?token=...\n` in a record): the
      // value ends at the escape, and is a mask.
      const cut = /\\[nrt]/.exec(value);
      if (cut !== null && !anyRealValue(value.slice(0, cut.index))) return false;
      const name = (match.groups?.name ?? "").toLowerCase();
      // A pagination cursor (`page_token=`, `nextPageToken=`) is no credential.
      if (isCursorName(name)) return false;
      if (QUERY_NAMES.has(name) && name.startsWith("p")) return true;
      if (QUERY_NAMES.has(name) && name !== "key") return value.length >= 8;
      // `?key=` and other names that end in a secret word (`appid`, `sort_key`) are often plain
      // parameters (`key=sort_order`): only a token-like value (percent-encoded base64 too), or
      // a short one whose letters change case the way a random string does (`QyaZi_qKKxE`).
      const v = percentDecoded(value);
      return /^[A-Za-z0-9_~.+\/-]{20,}={0,2}$/.test(v) && /\d/.test(v) &&
          (/[a-z]/.test(v) && /[A-Z]/.test(v) || /^[0-9a-f]{32,}$/.test(v)) ||
        /^[A-Za-z0-9_~-]{10,19}$/.test(v) && caseNoise(v, 10);
    },
  }),
  rule({
    id: "auth-header",
    examples: {
      match: [
        "curl -H 'x-functions-key: «" + sample(40, ALNUM, 184) + "»' https://fn.acme.io",
      ],
      clean: ["X-Api-Key: <your key>", "apiKey: config.apiKey", "apiKey: ETHERSCAN_API_KEY"],
    },
    description:
      "API key and token headers whatever the value looks like: `X-Api-Key`, `Api-Key`, `X-Auth-Token`, `Access-Token`, `Private-Token`, `X-Vault-Token`, `X-Subscription-Key`, `X-Functions-Key`, `X-Figma-Token`, `DD-Application-Key`, `X-Honeycomb-Team` (8+ characters)",
    keywords: [
      "apikey",
      "api-key",
      "authtoken",
      "auth-token",
      "accesstoken",
      "access-token",
      "private-token",
      "sessiontoken",
      "session-token",
      "vault-token",
      "subscription-key",
      "functions-key",
      "figma-token",
      "application-key",
      "honeycomb-team",
    ],
    // Starts on the header's own word (fast to scan for); `accept` checks what comes before.
    pattern:
      /(?:api-?key|auth-?token|access-?token|private-token|session-?token|vault-token|subscription-key|functions-key|figma-token|application-key|honeycomb-team)\\?["']?[ \t]*:[ \t]*\\?["']?(?<s>[A-Za-z0-9._~+\/=:-]{8,4096})/gdi,
    secret: ["s"],
    accept: (value, group, match) =>
      /(?:^|[^\w-])(?:[A-Za-z][A-Za-z0-9]{0,20}-){0,3}$/.test(
        match.input.slice(Math.max(0, match.index - 40), match.index),
      ) &&
      bareValueEnds(match, group) && !isNotASecret(value) && !isDottedIdentifier(value) &&
      // (Nor a constant's name in code, bare: `etherscan: { apiKey: ETHERSCAN_API_KEY }`.)
      !/^[A-Z]{2,}(?:_(?:[A-Z]{2,}|\d{1,3}))+$/.test(value),
  }),
];

/**
 * True when `name` names a pagination or sync cursor (`nextPageToken`, `page_token`,
 * `continuationToken`, AWS's `NextToken`): a server's place in a list, no credential.
 */
export function isCursorName(name: string): boolean {
  return /(?:page|next|prev|previous|continuation|sync|resume|cursor|pagination)[_-]?token$/i.test(
    name,
  );
}
