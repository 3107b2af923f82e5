/**
 * Rules for secrets in HTTP headers and their command-line forms: `Authorization` (Bearer,
 * Basic, a bare token, a Digest or AWS signature), `Cookie`/`Set-Cookie` and `curl -b`, and
 * `curl -u user:password`. Only the secret part is replaced; the header, the scheme and the user
 * stay.
 */
import { ALNUM, BASE64URL, HEX, sample } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { tokenOrUuid } from "./_positions.ts";
import { publicCookie } from "./_web_names.ts";
import { QUOTED_ARG, type Rule, rule } from "./_rule.ts";

// (Also a HAR's header, `{"name":"Authorization","value":"Basic …"}`.)
const AUTH_HEADER = String
  .raw`\b(?:Proxy-)?Authorization(?:\\?["']?[ \t]*[:=][ \t]*\\?["'\x60]?|\\?"[ \t]*,[ \t]*\\?"value\\?"[ \t]*:[ \t]*\\?")[ \t]*`;
const SCHEMES =
  "Bearer|Token|Bot|JWT|OAuth|SSWS|Basic|Digest|Negotiate|NTLM|AWS4-HMAC-SHA256|Signature";

// Attributes of a Set-Cookie header: never values to hide.
const COOKIE_ATTRIBUTES = new Set([
  "path",
  "domain",
  "expires",
  "max-age",
  "secure",
  "httponly",
  "samesite",
  "priority",
  "partitioned",
  "version",
  "comment",
]);

/**
 * The values of the `name=value` pairs of `list` (split at `sep`) that `keep` takes, as spans
 * into it. `keep` gets the lower-case name and the value (without the blanks around it) and says
 * how many of the value's first characters stay (a scheme), or -1 when the whole value stays.
 */
function pairValues(
  list: string,
  sep: string,
  keep: (name: string, value: string) => number,
): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let at = 0;
  for (const pair of list.split(sep)) {
    const eq = pair.indexOf("=");
    if (eq > 0) {
      const raw = pair.slice(eq + 1);
      const value = raw.trim();
      const start = at + eq + 1 + (raw.length - raw.trimStart().length);
      const kept = keep(pair.slice(0, eq).trim().toLowerCase(), value);
      if (kept >= 0 && kept < value.length) spans.push([start + kept, start + value.length]);
    }
    at += pair.length + 1;
  }
  return spans;
}

/**
 * The values of a `Cookie:`/`Set-Cookie:` list, as spans into it. Short values (`theme=dark`,
 * `lang=en`), Set-Cookie attributes and the cookies a name says hold no credential (`_ga`,
 * `cookieconsent_status`, `AWSALB`, `csrftoken`: `publicCookie`) stay; everything else is a
 * session id or a token.
 */
function cookieValues(list: string): Array<[number, number]> {
  return pairValues(
    list,
    ";",
    (name, value) =>
      !COOKIE_ATTRIBUTES.has(name) && value.length >= 6 && !publicCookie(name) &&
        !isNotASecret(value)
        ? 0
        : -1,
  );
}

/**
 * The secret values of an OpenTelemetry exporter's header list (`name=value,name=value`), as
 * spans into it: a value of 8+ characters after a name that says key, token, team, auth or
 * secret (`x-honeycomb-team=…`, `api-key=…`, `Authorization=Basic%20…`: the scheme stays), or a
 * token-like one after any name; names of datasets or services stay.
 */
function otlpHeaderValues(list: string): Array<[number, number]> {
  return pairValues(list, ",", (name, value) => {
    const scheme = /^(?:Basic|Bearer|Api-Token)(?:%20|\+|[ \t])+/i.exec(value)?.[0].length ?? 0;
    const secret = value.slice(scheme);
    const named = /(?:key|token|team|auth|authorization|secret|password|dsn)$/.test(name);
    const tokenLike = secret.length >= 16 && /\d/.test(secret) && /[a-z]/.test(secret) &&
      /[A-Z]/.test(secret);
    return (named ? secret.length >= 8 : tokenLike) && !isNotASecret(secret) ? scheme : -1;
  });
}

// A UUID for the examples.
const GUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, "0123456789abcdef", 160 + i)).join("-");

// A password for the examples.
const PW = sample(6, ALNUM, 149) + "-" + sample(6, ALNUM, 148);

/** Header rules, in the order they run (after the token rules). */
export const HEADER_RULES: readonly Rule[] = [
  rule({
    id: "authorization-bearer",
    examples: {
      match: [
        'curl -H "Authorization: Bearer «' + sample(40, BASE64URL, 150) +
        '»" https://api.acme.io/me',
      ],
      clean: ['curl -H "Authorization: Bearer $TOKEN" https://api.acme.io/me'],
    },
    description:
      "`Authorization:` / `Proxy-Authorization:` (the whole token, a `:` in it too: Asana's `2/<id>/<id>:<hex>`) with `Bearer`, `Token`, `Bot`, `JWT`, `OAuth`, `SSWS` (any case, in headers, JSON, curl)",
    keywords: ["authorization"],
    pattern: new RegExp(
      String
        .raw`${AUTH_HEADER}(?:Bearer|Token|Bot|JWT|OAuth|SSWS)[ \t]+(?<s>[A-Za-z0-9._~+/=:-]{8,4096})`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "authorization-basic",
    examples: {
      match: ["Authorization: Basic «" + btoa("deploy:" + sample(12, ALNUM, 151)) + "»"],
      clean: ["Authorization: Basic <credentials>"],
    },
    description: "`Authorization: Basic …`",
    keywords: ["authorization"],
    pattern: new RegExp(
      String.raw`${AUTH_HEADER}Basic[ \t]+(?<s>[A-Za-z0-9+/]{4,4096}={0,2})`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "authorization-header",
    examples: {
      match: ["Authorization: «" + sample(32, ALNUM, 152) + "»"],
      clean: ["Authorization: required", "Authorization: config.apiToken"],
    },
    description:
      "`Authorization: <token>` with no scheme (a value with a digit, or 20+ characters)",
    keywords: ["authorization"],
    pattern: new RegExp(
      String.raw`${AUTH_HEADER}(?!(?:${SCHEMES})\b)(?<s>[A-Za-z0-9._~+/=:-]{8,4096})`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) =>
      !isNotASecret(value) && !isDottedIdentifier(value) &&
      (/\d/.test(value) || value.length >= 20),
  }),
  rule({
    id: "authorization-header",
    examples: {
      match: [
        "Authorization: Splunk «" + GUID + "»",
        "Authorization: GenieKey «" + sample(32, ALNUM, 154) + "»",
        "Authorization: Klaviyo-API-Key «pk_" + sample(34, HEX, 155) + "»",
      ],
      clean: [
        "Authorization: Negotiate YIIJvwYGKwYBBQUCoIIJszCCCa+gMDAu",
        "Authorization: Splunk $HEC",
      ],
    },
    description:
      "`Authorization: <scheme> <token>` with a scheme of a vendor's own (`Splunk`, `GenieKey`, `Klaviyo-API-Key`): a UUID or a generated value",
    keywords: ["authorization"],
    pattern: new RegExp(
      String
        .raw`${AUTH_HEADER}(?!(?:${SCHEMES})\b)[A-Za-z][A-Za-z-]{1,30}[ \t]+(?<s>[A-Za-z0-9_.~+/=:-]{16,4096})`,
      "gdi",
    ),
    secret: ["s"],
    // (A token may carry its vendor's lower-case prefix: `pk_` and hex.)
    accept: (value) =>
      !isNotASecret(value) &&
      (tokenOrUuid(value, 20) || tokenOrUuid(value.replace(/^[a-z]{1,8}_/, ""), 20)),
  }),
  rule({
    id: "authorization-signature",
    examples: {
      match: [
        'Authorization: Digest username="bob", realm="api", nonce="dcd98b", uri="/", ' +
        'response="«' + sample(32, HEX, 153) + '»"',
      ],
      clean: ['Authorization: Digest username="bob", realm="api"'],
    },
    description:
      '`Authorization: Digest … response="…"` and `AWS4-HMAC-SHA256 … Signature=…`: the signature',
    keywords: ["authorization"],
    pattern: new RegExp(
      String
        .raw`${AUTH_HEADER}(?:Digest|AWS4-HMAC-SHA256)[ \t][^\n]{0,600}?\b(?:response|Signature)=\\?"?(?<s>[0-9a-fA-F]{32,128})`,
      "gdi",
    ),
    secret: ["s"],
  }),
  rule({
    id: "cookie",
    examples: {
      match: [
        "Cookie: theme=dark; sessionid=«" + sample(32, ALNUM, 154) + "»",
        "Set-Cookie: session=«" + sample(40, BASE64URL, 155) + "»; Path=/; HttpOnly",
        "curl -b 'sid=«" + sample(24, ALNUM, 156) + "»' https://app.acme.io",
        'streamlink --http-cookie "sessionid=«' + sample(32, ALNUM, 32_130) +
        '»" https://tv.acme.io/live best',
      ],
      clean: [
        "Cookie: theme=dark; lang=en",
        "Set-Cookie: id=a3fWa; Expires=Thu, 21 Oct 2021 07:28:00 GMT",
      ],
    },
    description:
      "`Cookie:` (every value of 6+ characters), `Set-Cookie:` (the cookie, not `Path`/`Expires`/… attributes), `curl -b`/`--cookie`, any program's `--http-cookie` (streamlink), `document.cookie =`",
    keywords: ["cookie", "curl"],
    pattern:
      /(?:\b(?:Set-)?Cookie\\?["']?[ \t]*:|[ \t](?:-b|--cookie)(?<=\bcurl\b[^\n]{0,300}[ \t](?:-b|--cookie))[ \t]+|[ \t]--http-cookies?(?:[ \t]+|=)|document\.cookie[ \t]*=)[ \t]*\\?["'\x60]?(?<list>[^\r\n"'\x60\\]{1,4096})/gdi,
    secret: ["list"],
    split: cookieValues,
  }),
  rule({
    id: "otlp-headers",
    examples: {
      match: [
        'OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=«' + sample(22, ALNUM, 191) + '»"',
        "OTEL_EXPORTER_OTLP_TRACES_HEADERS=api-key=«" + sample(40, ALNUM, 192) + "»",
      ],
      clean: ["OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-dataset=checkout-service"],
    },
    description:
      "OpenTelemetry exporter headers `OTEL_EXPORTER_OTLP[_TRACES…]_HEADERS=name=value,…`: key, token and auth values (the scheme stays)",
    keywords: ["otel_exporter_otlp"],
    pattern:
      /\bOTEL_EXPORTER_OTLP_(?:[A-Z]{1,10}_)?HEADERS\\?["']?[ \t]*[=:][ \t]*\\?["'\x60]?(?<list>[^\s"'\x60\\]{3,4096})/gdi,
    secret: ["list"],
    split: otlpHeaderValues,
  }),
  rule({
    id: "curl-user",
    examples: {
      match: [
        "curl -u admin:«" + PW + "» https://registry.acme.io/v2/_catalog",
        "curl -u :«" + sample(32, ALNUM, 332) + "» https://api.acme.io",
        "curl -u elastic:'«" + PW + "»' -X DELETE https://es.acme.io:9200/logs",
        "curl https://api.stripe.com/v1/charges -u «" + sample(32, ALNUM, 331) + "»:",
      ],
      clean: [
        "curl -u admin https://registry.acme.io (prompts for the password)",
        "curl -u $USER:$PASS https://x",
        "curl -u deploy: https://x",
      ],
    },
    description:
      "`curl … -u user:password` / `--user user:password`, the password quoted apart or not (`-u user:'…'`; the user stays); a generated key given as the user with no password (`-u <key>:`, Stripe's way)",
    keywords: ["curl"],
    pattern: new RegExp(
      String
        .raw`[ \t](?:-u|--user)(?<=\bcurl\b[^\n]{0,300}[ \t](?:-u|--user))(?:[ \t]+|=)["']?(?<u>[^\s:"'@]{0,100}):(?:${QUOTED_ARG}|(?<s>(?:[^\s"'\\]|\\.){1,200})|(?=["'\\\s]|$))`,
      "gd",
    ),
    secret: ["u", "s", "sq", "dq"],
    accept: (value, group, match) =>
      group !== "u"
        ? !isNotASecret(value)
        : match.groups?.s === undefined && match.groups?.sq === undefined &&
          match.groups?.dq === undefined && tokenOrUuid(value, 16),
  }),
];
