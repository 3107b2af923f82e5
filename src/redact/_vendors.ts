/**
 * More secrets with a shape of their own: vendor tokens that neither ctx's first rules nor
 * gitleaks' data catch on their own (gitleaks knows some of them only next to the vendor's name),
 * PuTTY private keys and AWS session tokens. The whole token is the secret; the same boundaries
 * as `_tokens.ts` (see `tokenStarts`).
 */
import { isNotASecret } from "./_filters.ts";
import { ALNUM, BASE64, BASE64URL, HEX, sample, UPPER_DIGITS } from "./_examples.ts";
import { NAME_END, prefixedToken, type Rule, rule, SEP, tokenAtStart } from "./_rule.ts";

/** A token with a digit (every real one has, a word glued to a prefix has not). */
function tokenWithDigit(value: string, group: string, match: RegExpExecArray): boolean {
  return tokenAtStart(value, group, match) && /\d/.test(value);
}

/** Vendor rules, in the order they run (after `_tokens.ts`, before gitleaks' data). */
export const VENDOR_RULES: readonly Rule[] = [
  rule({
    id: "salesforce-session",
    examples: {
      match: [
        "sf org display: Access Token «00D" + sample(12, ALNUM, 130) + "!AQ" +
        sample(90, BASE64, 131) + "»",
      ],
      clean: ["Org Id 00D5g000001AbCdEAF", "Salesforce ids start 00D and record ids 001"],
    },
    description:
      "Salesforce session ids and access tokens: the org id (`00D` + 12 or 15) then `!` and the session (what `sf org display` prints)",
    keywords: ["00d"],
    pattern: /(?<s>00D[A-Za-z0-9]{12,15}![A-Za-z0-9._+\/=-]{40,400})(?![A-Za-z0-9._+\/=-])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "putty-private-key",
    examples: {
      match: [
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPublic-Lines: 2\n" +
        sample(64, BASE64, 120) + "\n" + sample(4, BASE64, 121) + "\nPrivate-Lines: 1\n«" +
        sample(64, BASE64, 122) + "»\nPrivate-MAC: " + sample(64, HEX, 123),
      ],
      clean: ["PuTTYgen writes Private-Lines: and Private-MAC: lines"],
    },
    description:
      "PuTTY `.ppk` keys: the `Private-Lines` body (the header, public lines and MAC stay)",
    keywords: ["private-lines"],
    wholeText: true,
    pattern:
      /Private-Lines:[ \t]*\d{1,3}[ \t]*(?:\r?\n|\\r?\\n)(?<body>(?:[A-Za-z0-9+\/=]|\r?\n|\\r?\\n){16,16000}?)(?=(?:\r?\n|\\r?\\n)Private-MAC|Private-MAC|$)/gd,
    secret: ["body"],
  }),
  rule({
    id: "aws-session-token",
    examples: {
      match: [
        "export AWS_SESSION_TOKEN=«IQoJb3JpZ2luX2VjE" + sample(200, BASE64, 124) + "»",
        '"SessionToken": "«' + sample(300, BASE64, 125) + '»"',
      ],
      clean: ["aws_session_token = ${AWS_SESSION_TOKEN}", "SESSION_TOKEN_TTL=900"],
    },
    description:
      "STS session tokens (`IQoJb3JpZ2lu…`, `FwoGZXIvYXdz…`) anywhere, and long values after `aws_session_token`, `SessionToken`, `X-Amz-Security-Token`",
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
    examples: {
      match: ["SUPABASE_ACCESS_TOKEN=«sb" + "p_" + sample(40, HEX, 126) + "»"],
      clean: ["personal tokens start with sbp_"],
    },
    description: "`sbp_` + 40 hex",
    keywords: ["sbp_"],
    pattern: /(?<s>sbp_(?:v0_)?[a-f0-9]{40})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "docker-hub-token",
    examples: {
      match: [
        "echo «dckr" + "_pat_" + sample(27, BASE64URL, 127) +
        "» | docker login -u acme --password-stdin",
      ],
      clean: ["create a dckr_pat_ token in Account settings"],
    },
    description: "`dckr_pat_`, `dckr_oat_`",
    keywords: ["dckr_"],
    pattern: /(?<s>dckr_(?:pat|oat)_[A-Za-z0-9_-]{24,100})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    accept: prefixedToken(/^dckr_(?:pat|oat)_/),
  }),
  rule({
    id: "tailscale-key",
    examples: {
      match: [
        "tailscale up --authkey=«tskey" + "-auth-" + sample(12, ALNUM, 128) + "-" +
        sample(32, ALNUM, 129) + "»",
      ],
      clean: ["auth keys start with tskey-auth-"],
    },
    description: "`tskey-auth-`, `tskey-api-`, `tskey-client-`, …",
    keywords: ["tskey-"],
    pattern:
      /(?<s>tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,30}-[A-Za-z0-9]{16,80})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "langsmith-key",
    examples: {
      match: [
        "LANGSMITH_API_KEY=«lsv2" + "_pt_" + sample(32, HEX, 130) + "_" + sample(10, HEX, 131) +
        "»",
      ],
      clean: ["personal keys start with lsv2_pt_, service keys with lsv2_sk_"],
    },
    description: "`lsv2_pt_`, `lsv2_sk_`",
    keywords: ["lsv2_"],
    pattern: /(?<s>lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "pinecone-key",
    examples: {
      match: [
        'pc = Pinecone(api_key="«pcsk' + "_" + sample(6, ALNUM, 132) + "_" +
        sample(64, ALNUM, 133) + '»")',
      ],
      clean: ["keys start with pcsk_"],
    },
    description: "`pcsk_…_…`",
    keywords: ["pcsk_"],
    pattern: /(?<s>pcsk_[A-Za-z0-9]{4,10}_[A-Za-z0-9]{40,100})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "new-relic-key",
    examples: {
      match: [
        "NEW_RELIC_API_KEY=«NR" + "AK-" + sample(27, UPPER_DIGITS, 134) + "»",
        "  license_key: «" + sample(36, HEX, 141) + "NR" + "AL»",
      ],
      clean: ["user keys start with NRAK-, license keys end with NRAL"],
    },
    description:
      "user keys `NRAK-` + 27, license (ingest) keys 36 hex + `NRAL` (gitleaks knows them only next to the vendor's name)",
    keywords: ["nrak-", "nral"],
    pattern: /(?<s>NRAK-[A-Z0-9]{27}|[a-f0-9]{36}NRAL)(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "airtable-token",
    examples: {
      match: ["AIRTABLE_TOKEN=«pat" + sample(14, ALNUM, 135) + "." + sample(64, HEX, 136) + "»"],
      clean: ["a path to the pattern file"],
    },
    description: "`pat…` + `.` + 64 hex (gitleaks: only next to the name)",
    keywords: ["pat"],
    pattern: /(?<s>pat[A-Za-z0-9]{14}\.[a-f0-9]{64})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "developer-platform-token",
    examples: {
      match: [
        "X-Figma-Token: «fig" + "d_" + sample(40, BASE64URL, 137) + "»",
        "NETLIFY_AUTH_TOKEN=«nf" + "p_" + sample(36, ALNUM, 138) + "»",
        "MAPBOX_DOWNLOADS_TOKEN=«sk" + ".eyJ1Ijoi" + sample(40, BASE64URL, 139) + "." +
        sample(22, BASE64URL, 140) + "»",
        "OP_SERVICE_ACCOUNT_TOKEN=«op" + "s_" + sample(300, BASE64URL, 142) + "»",
      ],
      clean: ["re_run_migrations and secret_santa_list are names, not tokens"],
    },
    description:
      "Figma `figd_`, Contentful `CFPAT-`, Netlify `nfp_`, Render `rnd_`, Buildkite `bkua_`, Bitbucket app passwords `ATBB…`, Resend `re_…_…`, Mapbox secret `sk.eyJ…`, Notion legacy `secret_` + 43, 1Password service accounts `ops_` (each with a digit)",
    keywords: [
      "figd_",
      "cfpat-",
      "nfp_",
      "rnd_",
      "bkua_",
      "atbb",
      "re_",
      "sk.eyj",
      "secret_",
      "ops_",
    ],
    pattern:
      /(?<s>figd_[A-Za-z0-9_-]{40,60}|CFPAT-[A-Za-z0-9_-]{43}|nfp_[A-Za-z0-9]{36,40}|rnd_[A-Za-z0-9]{32,40}|bkua_[a-f0-9]{40}|ATBB[A-Za-z0-9_=.-]{28,100}|re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}|sk\.eyJ[A-Za-z0-9_-]{20,200}\.[A-Za-z0-9_-]{20,100}|secret_[A-Za-z0-9]{43}|ops_[A-Za-z0-9_-]{100,4096})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    accept: tokenWithDigit,
  }),
  rule({
    id: "convex-deploy-key",
    examples: {
      match: ["Deploy key created: prod:happy-otter-123|«" + sample(88, BASE64, 143) + "»"],
      clean: ["npx convex deploy --prod", "dev:watch|build"],
    },
    description:
      "Convex deploy keys `prod:<deployment>|<key>` (`dev:`, `preview:`, `project:`): the key after `|`",
    keywords: ["prod:", "dev:", "preview:", "project:"],
    pattern:
      /\b(?:prod|dev|preview|project):[a-z0-9-]{3,100}\|(?<s>[A-Za-z0-9+\/=_-]{40,400})(?![A-Za-z0-9+\/=_-])/gd,
    secret: ["s"],
    accept: (value) => /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value),
  }),
];
