/**
 * More secrets with a shape of their own: tokens of package registries, SaaS and model vendors
 * (npm, PyPI, Hugging Face, SendGrid, Twilio, Vault, Sentry, …; chat bots' in `_chat_bots.ts`). The
 * whole token is the secret; the same boundaries as `_tokens.ts` (see `tokenStarts`).
 */
import { CHAT_BOT_RULES } from "./_chat_bots.ts";
import { ALNUM, BASE64URL, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { prefixedToken, type Rule, rule, tokenAtStart } from "./_rule.ts";

// A bootstrap token for the examples.
const KUBE_TOKEN = sample(6, LOWER_DIGITS, 93) + "." + sample(16, LOWER_DIGITS, 94);

/** Service token rules, in the order they run (after `TOKEN_RULES`). */
export const SERVICE_RULES: readonly Rule[] = [
  rule({
    id: "npm-token",
    examples: {
      match: ["//registry.npmjs.org/:_authToken=«np" + "m_" + sample(36, ALNUM, 22) + "»"],
      clean: ["npm_config_registry=https://registry.npmjs.org/"],
    },
    description: "`npm_` + 36",
    keywords: ["npm_"],
    pattern: /(?<s>npm_[A-Za-z0-9]{36})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: prefixedToken(/^npm_/),
  }),
  rule({
    id: "pypi-token",
    examples: {
      match: [
        "[pypi]\n  username = __token__\n  password = «py" + "pi-AgEIcHlwaS5vcmc" +
        sample(60, BASE64URL, 23) + "»",
      ],
      clean: ["upload tokens start with pypi-AgE and are scoped to a project"],
    },
    description: "`pypi-AgE…` upload tokens",
    keywords: ["pypi-age"],
    pattern: /(?<s>pypi-AgE[A-Za-z0-9_-]{50,1000})/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "huggingface-token",
    examples: {
      match: ["HF_TOKEN=«hf" + "_" + sample(34, ALNUM, 24) + "»"],
      clean: ['hf_hub_download(repo_id="bert-base-uncased", filename="config.json")'],
    },
    description: "`hf_` + 30 or more",
    keywords: ["hf_"],
    pattern: /(?<s>hf_[A-Za-z0-9]{30,255})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: prefixedToken(/^hf_/),
  }),
  rule({
    id: "sendgrid-key",
    examples: {
      match: [
        'sg = SendGridAPIClient("«SG' + "." + sample(22, BASE64URL, 25) + "." +
        sample(43, BASE64URL, 26) + '»")',
      ],
      clean: ["SG.Enabled = true; SG.Name = web"],
    },
    description: "`SG.xxx.yyy`",
    keywords: ["sg."],
    pattern: /(?<s>SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "twilio-credential",
    examples: {
      match: [
        "curl -u «AC" + sample(32, HEX, 27) + "»:«" + sample(32, HEX, 28) +
        "» https://api.twilio.com",
        "API key «SK" + sample(32, HEX, 29) + "»",
      ],
      clean: ["Account SID: AC" + sample(32, HEX, 30), "Message SID: SM" + sample(32, HEX, 31)],
    },
    description:
      "API key SIDs `SK` + 32 hex; account SIDs `AC` + 32 hex only when an auth token (32 hex) follows on the same line: both go",
    keywords: [],
    lineHas: /AC[0-9a-f]{32}|SK[0-9a-fA-F]{32}/g,
    pattern:
      /\b(?:(?<sid>AC[0-9a-f]{32})\b[^\n]{0,100}?\b(?<auth>[0-9a-f]{32})|(?<key>SK[0-9a-fA-F]{32}))\b/gd,
    secret: ["sid", "auth", "key"],
  }),
  rule({
    id: "digitalocean-token",
    examples: {
      match: ["doctl auth init -t «do" + "p_v1_" + sample(64, HEX, 32) + "»"],
      clean: ["tokens start with dop_v1_ (personal) or doo_v1_ (OAuth)"],
    },
    description: "`dop_v1_`, `doo_v1_`, `dor_v1_` + 64 hex",
    keywords: ["_v1_"],
    pattern: /(?<s>do[por]_v1_[a-f0-9]{64})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "vault-token",
    examples: {
      match: ["X-Vault-Token: «hv" + "s." + sample(90, BASE64URL, 33) + "»"],
      clean: ["hvs. service tokens replaced the old s. tokens"],
    },
    description: "`hvs.`, `hvb.`, `hvr.` tokens",
    keywords: ["hvs.", "hvb.", "hvr."],
    pattern: /(?<s>hv[sbr]\.[A-Za-z0-9_-]{24,512})/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "vault-token",
    examples: {
      match: ["vault login «s." + sample(24, ALNUM, 34) + "»"],
      clean: ["vault status: sealed, token s.abc expired"],
    },
    description:
      'legacy `s.` + 24 tokens, only when the word "vault" comes before them on the line',
    keywords: ["vault"],
    pattern: /\b(?<s>[sbr]\.[A-Za-z0-9]{24})\b/gd,
    secret: ["s"],
    accept: (_value, _group, match) =>
      /vault[^\n]{0,60}$/i.test(match.input.slice(Math.max(0, match.index - 70), match.index)),
  }),
  rule({
    id: "databricks-token",
    examples: {
      match: ["DATABRICKS_TOKEN=«da" + "pi" + sample(32, HEX, 36) + "»"],
      clean: ["personal access tokens start with dapi"],
    },
    description: "personal access tokens `dapi` + 32 hex",
    keywords: ["dapi"],
    pattern: /(?<s>dapi[a-f0-9]{32}(?:-\d)?)(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "shopify-token",
    examples: {
      match: ["X-Shopify-Access-Token: «shp" + "at_" + sample(32, HEX, 37) + "»"],
      clean: ["admin tokens start with shpat_, custom app secrets with shpss_"],
    },
    description: "`shpat_`, `shpca_`, `shppa_`, `shpss_` + 32 hex",
    keywords: ["shpat_", "shpca_", "shppa_", "shpss_"],
    pattern: /(?<s>shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "doppler-token",
    examples: {
      match: ["doppler run --token «dp" + ".pt." + sample(43, ALNUM, 38) + "» -- npm start"],
      clean: ["personal tokens start with dp.pt., service tokens with dp.st."],
    },
    description: "`dp.pt.`, `dp.st.`, `dp.sa.`, `dp.ct.`, `dp.scim.`, `dp.audit.` + 40 or more",
    keywords: ["dp."],
    // A service token may name its config: dp.st.<config>.<token>.
    pattern:
      /(?<s>dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,64})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "mailgun-key",
    examples: {
      match: [
        "curl -s --user 'api:«ke" + "y-" + sample(32, HEX, 39) + "»' https://api.mailgun.net/v3",
      ],
      clean: ["a key-value store keeps sessions"],
    },
    description: "`key-` + 32 hex",
    keywords: ["key-"],
    pattern: /(?<s>key-[0-9a-f]{32})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "atlassian-token",
    examples: {
      match: [
        "jira token «ATA" + "TT3" + sample(180, BASE64URL, 40) + "=" +
        sample(8, HEX, 41).toUpperCase() + "»",
      ],
      clean: ["API tokens start with ATATT3"],
    },
    description: "Atlassian (Jira, Confluence, Bitbucket) API tokens `ATATT3…`",
    keywords: ["atatt3"],
    pattern: /(?<s>ATATT3[A-Za-z0-9_=-]{100,300})/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "linear-key",
    examples: {
      match: ["LINEAR_API_KEY=«lin" + "_api_" + sample(40, ALNUM, 42) + "»"],
      clean: ["personal keys start with lin_api_"],
    },
    description: "`lin_api_` + 40, `lin_oauth_` + 64 hex",
    keywords: ["lin_api_", "lin_oauth_"],
    pattern: /(?<s>lin_(?:api_[A-Za-z0-9]{40}|oauth_[a-f0-9]{64}))(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "sentry-credential",
    examples: {
      match: [
        "SENTRY_DSN=https://«" + sample(32, HEX, 43) + "»@o123456.ingest.sentry.io/4504",
        "SENTRY_AUTH_TOKEN=«sntry" + "s_" + sample(60, BASE64URL, 44) + "»",
      ],
      clean: ["dsn: https://examplePublicKey@o0.ingest.sentry.io/0"],
    },
    description:
      "DSN keys (the key before `@`; the host and project stay) and auth tokens `sntrys_`, `sntryu_`",
    keywords: ["sntry", "sentry", "ingest", "dsn"],
    // A DSN's host need not name Sentry: the keywords decide that it runs, the URL where.
    anchors: ["://", "sntry"],
    pattern:
      /(?:https?:\/\/(?<key>[a-f0-9]{32})(?::(?<secret>[a-f0-9]{32}))?@[A-Za-z0-9.-]{1,200}(?::\d{1,5})?\/(?:[\w-]{1,64}\/)?\d{1,20}(?![\w\/.-])|(?<s>sntry[su]_[A-Za-z0-9+\/=_-]{40,300}))/gd,
    secret: ["key", "secret", "s"],
  }),
  rule({
    id: "square-token",
    examples: {
      match: ["client secret «sq0" + "csp-" + sample(43, BASE64URL, 45) + "»"],
      clean: ["access tokens start with EAAA or sq0atp-"],
    },
    description: "`EAAA…` access tokens, `sq0atp-`, OAuth secrets `sq0csp-`",
    keywords: ["eaaa", "sq0"],
    pattern:
      /(?<s>EAAA[A-Za-z0-9_-]{60}|sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  ...CHAT_BOT_RULES,
  rule({
    id: "django-secret-key",
    examples: {
      match: ["SECRET_KEY = '«django" + "-insecure-" + sample(50, LOWER_DIGITS, 51) + "»'"],
      clean: ["a django-insecure- prefix marks a development key"],
    },
    description:
      "generated keys `django-insecure-…` (a `&` or a pipe ends the value unless the value is quoted: in a URL or a table they are not part of it)",
    keywords: ["django-insecure-"],
    // Django's alphabet has `&` too, but in a URL or a table `&` and `|` end the value.
    // Quoted, the value runs to its quote, `&` and all.
    pattern:
      /(?<s>django-insecure-[A-Za-z0-9!@#$%^*(\-_=+)]{20,200}(?:&[A-Za-z0-9!@#$%^*(\-_=+)&]{1,200}(?=["']))?)/gd,
    secret: ["s"],
  }),
  rule({
    id: "ctx-team-key",
    examples: {
      match: ["CTX_API_KEY=«ctxt" + "_" + sample(40, ALNUM, 52) + "»"],
      clean: ["team keys start with ctxt_ and are shown once"],
    },
    description: "ctx's own team keys `ctxt_` + 32 or more",
    keywords: ["ctxt_"],
    pattern: /(?<s>ctxt_[0-9A-Za-z]{32,100})(?![0-9A-Za-z])/gd,
    secret: ["s"],
    accept: prefixedToken(/^ctxt_/),
  }),
  rule({
    id: "vendor-api-key",
    examples: {
      match: [
        "OPENAI_API_KEY=«sk" + "-proj-" + sample(60, BASE64URL, 53) + "»",
        "x-api-key: «sk" + "-ant-api03-" + sample(90, BASE64URL, 54) + "AA»",
      ],
      clean: ["sk-learn-pipeline-example and sk-lint are project names"],
    },
    description:
      "model vendor keys `sk-…` (also `sk-proj-`, `sk-ant-api03-`, `sk-svcacct-`, `sk-or-v1-`), `nvapi-…`, `gsk_…`, `xai-…`, `pplx-…`, `r8_…`",
    keywords: ["sk-", "nvapi-", "gsk_", "xai-", "pplx-", "r8_"],
    pattern:
      /(?<s>sk-(?:proj-|ant-(?:api\d\d-|admin\d\d-)?|svcacct-|admin-|or-v1-)?[A-Za-z0-9_-]{20,512}|nvapi-[A-Za-z0-9_-]{20,512}|gsk_[A-Za-z0-9]{40,256}|xai-[A-Za-z0-9]{40,256}|pplx-[A-Za-z0-9]{40,256}|r8_[A-Za-z0-9]{30,256})/gd,
    secret: ["s"],
    accept: prefixedToken(
      /^(?:sk-(?:proj-|ant-(?:api\d\d-|admin\d\d-)?|svcacct-|admin-|or-v1-)?|nvapi-|gsk_|xai-|pplx-|r8_)/,
    ),
  }),
  rule({
    id: "kubeadm-token",
    examples: {
      match: [
        "kubeadm join 10.0.0.10:6443 --token «" + KUBE_TOKEN +
        "» --discovery-token-ca-cert-hash sha256:" +
        sample(64, HEX, 95),
        "[bootstrap-token] Using token: «" + KUBE_TOKEN + "»",
        "$ kubeadm token create\n«" + KUBE_TOKEN + "»",
      ],
      clean: ["--discovery-token-ca-cert-hash sha256:" + sample(64, HEX, 96), "kubeadm token list"],
    },
    description:
      "Kubernetes bootstrap tokens `abcdef.0123456789abcdef` (6 and 16 lower-case letters and digits; the CA certificate hash stays), also alone on the line `kubeadm token create` printed",
    keywords: ["kubeadm", "bootstrap", "token"],
    // `kubeadm token create` prints the token alone, on the next line: the keywords say whether
    // the rule runs, the token's own shape where.
    anchors: [],
    // The dot first (the regex engine skips to it), the six characters before it checked after.
    lineHas: /\.(?<=\b[a-z0-9]{6}\.)[a-z0-9]{16}\b/g,
    pattern: /\b(?<s>[a-z0-9]{6}\.[a-z0-9]{16})\b/gd,
    secret: ["s"],
    accept: (value) => /\d/.test(value) && /[a-z]/.test(value),
  }),
];
