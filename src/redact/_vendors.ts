/**
 * More secrets with a shape of their own: vendor tokens that neither ctx's first rules nor
 * gitleaks' data catch on their own (gitleaks knows some of them only next to the vendor's name),
 * PuTTY private keys and AWS session tokens. The whole token is the secret; the same boundaries
 * as `_tokens.ts` (see `tokenStarts`).
 */
import { isNotASecret } from "./_filters.ts";
import { NAME_END, prefixedToken, type Rule, rule, SEP, tokenAtStart } from "./_rule.ts";

/** A token with a digit (every real one has, a word glued to a prefix has not). */
function tokenWithDigit(value: string, group: string, match: RegExpExecArray): boolean {
  return tokenAtStart(value, group, match) && /\d/.test(value);
}

/** Vendor rules, in the order they run (after `_tokens.ts`, before gitleaks' data). */
export const VENDOR_RULES: readonly Rule[] = [
  rule({
    id: "putty-private-key",
    description: "PuTTY .ppk private keys: the Private-Lines body (the MAC stays)",
    keywords: ["private-lines"],
    wholeText: true,
    pattern:
      /Private-Lines:[ \t]*\d{1,3}[ \t]*(?:\r?\n|\\r?\\n)(?<body>(?:[A-Za-z0-9+\/=]|\r?\n|\\r?\\n){16,16000}?)(?=(?:\r?\n|\\r?\\n)Private-MAC|Private-MAC|$)/gd,
    secret: ["body"],
  }),
  rule({
    id: "aws-session-token",
    description: "AWS STS session tokens (IQoJb3JpZ2lu…, FwoGZXIvYXdz…) and named session tokens",
    keywords: [
      "iqojb3jpz2lu",
      "fwogzxivyxdz",
      "sessiontoken",
      "session_token",
      "security-token",
      "security_token",
      "securitytoken",
    ],
    pattern: new RegExp(
      String
        .raw`(?:(?:aws_?session_?token|SessionToken|security_?token|X-Amz-Security-Token)${NAME_END}${SEP}\\?["']?(?<named>[A-Za-z0-9\/+=%]{100,4096})|(?<s>(?:IQoJb3JpZ2lu|FwoGZXIvYXdz)[A-Za-z0-9\/+=]{100,4096}))`,
      "gdi",
    ),
    secret: ["named", "s"],
    accept: (value, group, match) =>
      group === "named" ? !isNotASecret(value) : tokenAtStart(value, group, match),
  }),
  rule({
    id: "supabase-token",
    description: "Supabase personal access tokens sbp_ + 40 hex",
    keywords: ["sbp_"],
    pattern: /(?<s>sbp_(?:v0_)?[a-f0-9]{40})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "docker-hub-token",
    description: "Docker Hub personal and organisation access tokens dckr_pat_, dckr_oat_",
    keywords: ["dckr_"],
    pattern: /(?<s>dckr_(?:pat|oat)_[A-Za-z0-9_-]{24,100})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    accept: prefixedToken(/^dckr_(?:pat|oat)_/),
  }),
  rule({
    id: "tailscale-key",
    description: "Tailscale auth and API keys tskey-auth-…, tskey-api-…, tskey-client-…",
    keywords: ["tskey-"],
    pattern:
      /(?<s>tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,30}-[A-Za-z0-9]{16,80})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "langsmith-key",
    description: "LangSmith API keys lsv2_pt_, lsv2_sk_",
    keywords: ["lsv2_"],
    pattern: /(?<s>lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "pinecone-key",
    description: "Pinecone API keys pcsk_…_…",
    keywords: ["pcsk_"],
    pattern: /(?<s>pcsk_[A-Za-z0-9]{4,10}_[A-Za-z0-9]{40,100})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "new-relic-key",
    description: "New Relic user API keys NRAK- + 27 (gitleaks knows them only next to the name)",
    keywords: ["nrak-"],
    pattern: /(?<s>NRAK-[A-Z0-9]{27})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "airtable-token",
    description: "Airtable personal access tokens pat….<64 hex> (gitleaks: only next to the name)",
    keywords: ["pat"],
    pattern: /(?<s>pat[A-Za-z0-9]{14}\.[a-f0-9]{64})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "developer-platform-token",
    description:
      "Figma figd_, Contentful CFPAT-, Netlify nfp_, Render rnd_, Buildkite bkua_, Bitbucket ATBB, Resend re_…_…, Mapbox secret sk.eyJ…, Notion secret_…",
    keywords: ["figd_", "cfpat-", "nfp_", "rnd_", "bkua_", "atbb", "re_", "sk.eyj", "secret_"],
    pattern:
      /(?<s>figd_[A-Za-z0-9_-]{40,60}|CFPAT-[A-Za-z0-9_-]{43}|nfp_[A-Za-z0-9]{36,40}|rnd_[A-Za-z0-9]{32,40}|bkua_[a-f0-9]{40}|ATBB[A-Za-z0-9_=.-]{28,100}|re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}|sk\.eyJ[A-Za-z0-9_-]{20,200}\.[A-Za-z0-9_-]{20,100}|secret_[A-Za-z0-9]{43})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    accept: tokenWithDigit,
  }),
];
