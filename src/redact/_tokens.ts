/**
 * Rules for secrets recognisable by their own shape: PEM blocks, JWTs and vendor tokens with a
 * fixed prefix. The whole token is the secret. A token may be glued to what precedes it by `_`, a
 * quote, a pipe, a JSON `\n` or a URL `%3D` (see `tokenStarts`).
 */
import { isPlaceholder } from "./_filters.ts";
import { NAME_END, prefixedToken, type Rule, rule, SEP, tokenAtStart } from "./_rule.ts";

const PEM_HEAD = String.raw`-----BEGIN (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----`;
const PEM_TAIL = String.raw`-----END (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----`;
// Line breaks inside a PEM block, raw or escaped inside a JSON string (once or twice).
const PEM_GAP = String.raw`(?:\s|\\{1,4}[rn])*`;

/** Shape rules, in the order they run. */
export const TOKEN_RULES: readonly Rule[] = [
  rule({
    id: "private-key",
    description: "PEM private key block (RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP), also JSON-escaped",
    keywords: ["private key"],
    wholeText: true,
    pattern: new RegExp(
      String.raw`${PEM_HEAD}${PEM_GAP}(?<body>(?:[^-]|-(?!----)){1,16000}?)${PEM_GAP}${PEM_TAIL}`,
      "gd",
    ),
    secret: ["body"],
  }),
  rule({
    id: "private-key",
    description: "PEM private key block cut short (no END line, e.g. a truncated transcript)",
    keywords: ["private key"],
    wholeText: true,
    pattern: new RegExp(
      String.raw`${PEM_HEAD}${PEM_GAP}(?<body>(?:[A-Za-z0-9+/=:,-]|[\r\n]|\\[rn]){16,})`,
      "gd",
    ),
    secret: ["body"],
  }),
  rule({
    id: "age-secret-key",
    description: "age encryption secret keys AGE-SECRET-KEY-1…",
    keywords: ["age-secret-key-1"],
    pattern: /(?<s>AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58})/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "jwt",
    description: "JSON Web Token eyJ….eyJ….signature",
    keywords: ["eyj"],
    pattern: /(?<s>eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "aws-secret-access-key",
    description: "the secret column next to the access key id (the AWS credentials CSV)",
    keywords: ["akia", "asia"],
    pattern:
      /(?<id>(?:AKIA|ASIA)[A-Z0-9]{16})["']?[ \t]*[,;\t][ \t]*["']?(?<s>[A-Za-z0-9\/+]{40})(?![A-Za-z0-9\/+=])/gd,
    secret: ["id", "s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "aws-access-key-id",
    description: "cloud access key id AKIA…/ASIA… (20 characters)",
    keywords: ["akia", "asia", "abia", "acca"],
    pattern: /(?<s>(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "aws-secret-access-key",
    description: "cloud secret access key (40 characters) after aws_secret_access_key and friends",
    keywords: ["aws", "secret"],
    pattern: new RegExp(
      String
        .raw`(?:aws_?secret\w{0,24}|secret_?access_?key)${NAME_END}${SEP}\\?["']?(?<s>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`,
      "gdi",
    ),
    secret: ["s"],
    accept: (value) => !isPlaceholder(value),
  }),
  rule({
    id: "github-token",
    description: "GitHub tokens ghp_, gho_, ghu_, ghs_, ghr_, github_pat_",
    keywords: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"],
    pattern: /(?<s>gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: prefixedToken(/^(?:gh[pousr]_|github_pat_)/),
  }),
  rule({
    id: "gitlab-token",
    description:
      "GitLab tokens glpat-, gldt-, glrt-, glptt-, glft-, … and runner registration GR1348941",
    keywords: [
      "glpat-",
      "gldt-",
      "glrt-",
      "glptt-",
      "glft-",
      "glimt-",
      "glagent-",
      "glcbt-",
      "glsoat-",
      "gloas-",
      "glffct-",
      "gr1348941",
    ],
    pattern:
      /(?<s>(?:glpat|gldt|glrt|glptt|glft|glimt|glagent|glcbt|glsoat|gloas|glffct)-[A-Za-z0-9_-]{20,255}(?:\.[A-Za-z0-9_-]{2,64}){0,3}|GR1348941[A-Za-z0-9_-]{20,255})/gd,
    secret: ["s"],
    accept: prefixedToken(/^(?:gl[a-z]{2,6}-|GR1348941)/),
  }),
  rule({
    id: "slack-token",
    description: "Slack tokens xoxb-, xoxp-, xoxa-, xoxr-, xoxe-, xapp-",
    keywords: ["xox", "xapp-"],
    pattern: /(?<s>(?:xoxe\.)?xox[abeoprs]-[A-Za-z0-9-]{10,255}|xapp-\d-[A-Za-z0-9-]{10,255})/gd,
    secret: ["s"],
    accept: (value, group, match) => tokenAtStart(value, group, match) && /\d/.test(value.slice(5)),
  }),
  rule({
    id: "webhook-url",
    description: "Slack and Discord webhook URLs (the host and path prefix stay)",
    keywords: ["hooks.slack.com", "/api/webhooks/"],
    pattern:
      /(?:hooks\.slack\.com\/(?:services|workflows|triggers)\/(?<slack>[A-Za-z0-9_\/+-]{20,300})|discord(?:app)?\.com\/api\/webhooks\/(?<discord>\d{5,30}\/[A-Za-z0-9_-]{30,100}))/gd,
    secret: ["slack", "discord"],
  }),
  rule({
    id: "stripe-key",
    description: "Stripe secret and restricted keys sk_live_, rk_live_, sk_test_, webhook whsec_",
    keywords: ["k_live_", "k_test_", "whsec_"],
    pattern: /(?<s>(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,255}|whsec_[A-Za-z0-9+\/=]{20,255})/gd,
    secret: ["s"],
    accept: prefixedToken(/^(?:[sr]k_(?:live|test)_|whsec_)/),
  }),
  rule({
    id: "google-credential",
    description: "Google API keys AIza…, OAuth client secrets GOCSPX-, access tokens ya29.",
    keywords: ["aiza", "gocspx-", "ya29."],
    pattern:
      /(?<s>AIza[0-9A-Za-z_-]{35}|GOCSPX-[A-Za-z0-9_-]{28}|ya29\.[A-Za-z0-9_-]{20,2048})(?![0-9A-Za-z_-])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "fcm-server-key",
    description: "Firebase Cloud Messaging legacy server keys AAAA…:APA91b…",
    keywords: [":apa91b"],
    pattern: /(?<s>AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,300})/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "azure-storage-key",
    description: "Azure AccountKey= / SharedAccessKey= in connection strings, sig= in SAS URLs",
    keywords: ["accountkey=", "sharedaccesskey=", "sig="],
    pattern:
      /(?:\b(?:AccountKey|SharedAccessKey)=(?<key>[A-Za-z0-9+\/]{20,200}={0,2})|[?&]sig=(?<sig>[A-Za-z0-9%+\/]{30,200}(?:=|%3D){0,2}))/gd,
    secret: ["key", "sig"],
  }),
  rule({
    id: "npm-token",
    description: "npm access tokens npm_ + 36",
    keywords: ["npm_"],
    pattern: /(?<s>npm_[A-Za-z0-9]{36})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: prefixedToken(/^npm_/),
  }),
  rule({
    id: "pypi-token",
    description: "PyPI upload tokens pypi-AgE…",
    keywords: ["pypi-age"],
    pattern: /(?<s>pypi-AgE[A-Za-z0-9_-]{50,1000})/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "huggingface-token",
    description: "Hugging Face tokens hf_ + 30 or more",
    keywords: ["hf_"],
    pattern: /(?<s>hf_[A-Za-z0-9]{30,255})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: prefixedToken(/^hf_/),
  }),
  rule({
    id: "sendgrid-key",
    description: "SendGrid API keys SG.xxx.yyy",
    keywords: ["sg."],
    pattern: /(?<s>SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "twilio-credential",
    description: "Twilio API key SIDs SK + 32 hex, account SIDs AC + 32 hex next to an auth token",
    keywords: [],
    lineHas: /AC[0-9a-f]{32}|SK[0-9a-fA-F]{32}/g,
    pattern:
      /\b(?:(?<sid>AC[0-9a-f]{32})\b[^\n]{0,100}?\b(?<auth>[0-9a-f]{32})|(?<key>SK[0-9a-fA-F]{32}))\b/gd,
    secret: ["sid", "auth", "key"],
  }),
  rule({
    id: "digitalocean-token",
    description: "DigitalOcean tokens dop_v1_, doo_v1_, dor_v1_",
    keywords: ["_v1_"],
    pattern: /(?<s>do[por]_v1_[a-f0-9]{64})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "vault-token",
    description: "Vault tokens hvs./hvb./hvr., and legacy s. tokens next to the word vault",
    keywords: ["hvs.", "hvb.", "hvr."],
    pattern: /(?<s>hv[sbr]\.[A-Za-z0-9_-]{24,512})/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "vault-token",
    description: "legacy Vault tokens s. + 24 after the word vault on the line",
    keywords: ["vault"],
    pattern: /\b(?<s>[sbr]\.[A-Za-z0-9]{24})\b/gd,
    secret: ["s"],
    accept: (_value, _group, match) =>
      /vault[^\n]{0,60}$/i.test(match.input.slice(Math.max(0, match.index - 70), match.index)),
  }),
  rule({
    id: "databricks-token",
    description: "Databricks personal access tokens dapi + 32 hex",
    keywords: ["dapi"],
    pattern: /(?<s>dapi[a-f0-9]{32}(?:-\d)?)(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "shopify-token",
    description: "Shopify access tokens and shared secrets shpat_, shpca_, shppa_, shpss_",
    keywords: ["shpat_", "shpca_", "shppa_", "shpss_"],
    pattern: /(?<s>shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "doppler-token",
    description: "Doppler tokens dp.pt., dp.st., dp.sa., dp.ct., dp.scim., dp.audit.",
    keywords: ["dp."],
    pattern: /(?<s>dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,64})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "mailgun-key",
    description: "Mailgun private API keys key- + 32 hex",
    keywords: ["key-"],
    pattern: /(?<s>key-[0-9a-f]{32})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "atlassian-token",
    description: "Atlassian (Jira, Confluence, Bitbucket) API tokens ATATT3…",
    keywords: ["atatt3"],
    pattern: /(?<s>ATATT3[A-Za-z0-9_=-]{100,300})/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "linear-key",
    description: "Linear API keys lin_api_ and OAuth tokens lin_oauth_",
    keywords: ["lin_api_", "lin_oauth_"],
    pattern: /(?<s>lin_(?:api_[A-Za-z0-9]{40}|oauth_[a-f0-9]{64}))(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "sentry-credential",
    description: "Sentry DSN keys https://<key>@…/<project> and auth tokens sntrys_, sntryu_",
    keywords: ["sntry", "sentry", "ingest", "dsn"],
    // A DSN's host need not name Sentry: the keywords decide that it runs, the URL where.
    anchors: ["://", "sntry"],
    pattern:
      /(?:https?:\/\/(?<key>[a-f0-9]{32})(?::(?<secret>[a-f0-9]{32}))?@[A-Za-z0-9.-]{1,200}(?::\d{1,5})?\/(?:[\w-]{1,64}\/)?\d{1,20}(?![\w\/.-])|(?<s>sntry[su]_[A-Za-z0-9+\/=_]{40,300}))/gd,
    secret: ["key", "secret", "s"],
  }),
  rule({
    id: "square-token",
    description: "Square access tokens EAAA…, sq0atp-, and OAuth secrets sq0csp-",
    keywords: ["eaaa", "sq0"],
    pattern:
      /(?<s>EAAA[A-Za-z0-9_-]{60}|sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "telegram-bot-token",
    description: "Telegram bot tokens <bot id>:AA…",
    keywords: [":aa"],
    pattern: /(?<s>\d{8,10}:AA[A-Za-z0-9_-]{33})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    // Also in a Bot API URL path: https://api.telegram.org/bot<token>/getMe.
    accept: (value, group, match) =>
      tokenAtStart(value, group, match) ||
      match.input.slice(match.index - 4, match.index) === "/bot",
  }),
  rule({
    id: "discord-bot-token",
    description: "Discord bot tokens <base64 id>.<timestamp>.<hmac>",
    keywords: [],
    lineHas: /\.[A-Za-z0-9_-]{6}\./g,
    pattern: /(?<s>[MNO][A-Za-z0-9]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38})(?![\w-])/gd,
    secret: ["s"],
    accept: (value, group, match) => tokenAtStart(value, group, match) && /\d/.test(value),
  }),
  rule({
    id: "django-secret-key",
    description: "Django generated keys django-insecure-…",
    keywords: ["django-insecure-"],
    // Django's alphabet has `&` too, but in a URL or a table `&` and `|` end the value.
    pattern: /(?<s>django-insecure-[A-Za-z0-9!@#$%^*(\-_=+)]{20,200})/gd,
    secret: ["s"],
  }),
  rule({
    id: "ctx-team-key",
    description: "ctx team keys ctxt_ + 32 or more",
    keywords: ["ctxt_"],
    pattern: /(?<s>ctxt_[0-9A-Za-z]{32,100})(?![0-9A-Za-z])/gd,
    secret: ["s"],
    accept: prefixedToken(/^ctxt_/),
  }),
  rule({
    id: "vendor-api-key",
    description: "model vendor keys sk-…, sk-proj-…, sk-ant-…, nvapi-…, gsk_…, xai-…, pplx-…, r8_…",
    keywords: ["sk-", "nvapi-", "gsk_", "xai-", "pplx-", "r8_"],
    pattern:
      /(?<s>sk-(?:proj-|ant-(?:api\d\d-|admin\d\d-)?|svcacct-|admin-|or-v1-)?[A-Za-z0-9_-]{20,512}|nvapi-[A-Za-z0-9_-]{20,512}|gsk_[A-Za-z0-9]{40,256}|xai-[A-Za-z0-9]{40,256}|pplx-[A-Za-z0-9]{40,256}|r8_[A-Za-z0-9]{30,256})/gd,
    secret: ["s"],
    accept: prefixedToken(
      /^(?:sk-(?:proj-|ant-(?:api\d\d-|admin\d\d-)?|svcacct-|admin-|or-v1-)?|nvapi-|gsk_|xai-|pplx-|r8_)/,
    ),
  }),
];
