/**
 * Rules for secrets recognisable by their own shape: PEM blocks, JWTs and vendor tokens with a
 * fixed prefix. The whole token is the secret. A token may be glued to what precedes it by `_`, a
 * quote, a pipe, a JSON `\n` or a URL `%3D` (see `tokenStarts`).
 */
import { isPlaceholder } from "./_filters_placeholders.ts";
import { ALNUM, BASE64, BASE64URL, HEX, LOWER_DIGITS, sample, UPPER_DIGITS } from "./_examples.ts";
import { NAME_END, prefixedToken, type Rule, rule, SEP, tokenAtStart } from "./_rule.ts";

const PEM_HEAD = String.raw`-----BEGIN (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----`;
const PEM_TAIL = String.raw`-----END (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----`;
// Line breaks inside a PEM block, raw or escaped inside a JSON string (once or twice).
const PEM_GAP = String.raw`(?:\s|\\{1,4}[rn])*`;

// Fakes for the examples, built at run time (see `_examples.ts`).
const pemLine = (edge: string, kind: string) =>
  "-----" + edge + " " + kind + "PRIVATE" + " KEY-----";
const PEM_BODY = [1, 2, 3].map((i) => sample(64, BASE64, 100 + i));
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
/** A JWT with these claims, for the examples (its signature is random). */
function jwtOf(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return b64({ alg: "HS256", typ: "JWT" }) + "." + b64(claims) + "." + sample(43, BASE64URL, 113);
}

const JWT = "ey" + "J" + sample(30, BASE64URL, 110) + ".ey" + "J" + sample(60, BASE64URL, 111) +
  "." +
  sample(43, BASE64URL, 112);
const AWS_ID = "AK" + "IA" + sample(16, UPPER_DIGITS, 113);
const AWS_SECRET = sample(40, BASE64, 114);
const GUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 115 + i)).join("-");

/** Shape rules, in the order they run. */
export const TOKEN_RULES: readonly Rule[] = [
  rule({
    id: "private-key",
    examples: {
      match: [
        pemLine("BEGIN", "RSA ") + "\n«" + PEM_BODY.join("\n") + "»\n" + pemLine("END", "RSA "),
        '{"private_key": "' + pemLine("BEGIN", "") + "\\n«" + PEM_BODY.join("\\n") + "»\\n" +
        pemLine("END", "") + '\\n", "client_email": "ci@acme.iam.gserviceaccount.com"}',
      ],
      clean: [
        "-----BEGIN PUBLIC KEY-----\n" + PEM_BODY.join("\n") + "\n-----END PUBLIC KEY-----",
        pemLine("BEGIN", "RSA ") + "\n[REDACTED]\n" + pemLine("END", "RSA "),
      ],
    },
    description:
      "PEM private key blocks (RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP), with real line breaks, JSON-escaped `\\n` (service-account files), URL-encoded or base64-encoded: the body goes, the BEGIN and END lines stay",
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
    examples: {
      match: ["key was:\n" + pemLine("BEGIN", "OPENSSH ") + "\n«" + PEM_BODY.join("\n") + "»"],
      clean: ["the private key goes in ~/.ssh/id_ed25519 (chmod 600), never in the repository"],
    },
    description: "a PEM private key block cut short, with no END line (a truncated transcript)",
    keywords: ["private key"],
    wholeText: true,
    pattern: new RegExp(
      String.raw`${PEM_HEAD}${PEM_GAP}(?<body>(?:[A-Za-z0-9+/=:,-]|[\r\n]|\\[rn]){16,})`,
      "gd",
    ),
    secret: ["body"],
  }),
  rule({
    id: "key-block",
    examples: {
      match: [
        "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n«" +
        [1, 2, 3].map((i) => sample(32, HEX, 130 + i)).join("\n") +
        "»\n-----END OpenVPN Static key V1-----\n</tls-auth>",
      ],
      clean: ["-----BEGIN CERTIFICATE-----\n" + PEM_BODY[0] + "\n-----END CERTIFICATE-----"],
    },
    description:
      "other armored blocks that hold a key, a secret or a token (`-----BEGIN OpenVPN Static key V1-----`, `… SECRET KEY …`, cloudflared's `ARGO TUNNEL TOKEN`): the body goes (public keys and certificates stay)",
    keywords: ["-----begin"],
    wholeText: true,
    pattern:
      /-----BEGIN (?<label>[A-Za-z0-9 ]{1,60})-----(?:\r?\n|\\r?\\n)(?<body>(?:[A-Za-z0-9+\/=:,. \t\r\n]|\\[rn]){1,16000}?)(?:\r?\n|\\r?\\n)-----END \k<label>-----/gd,
    secret: ["body"],
    accept: (_value, _group, match) => {
      const label = match.groups?.label ?? "";
      return /\b(?:key|secret|token)\b/i.test(label) &&
        !/public|certificate|private key/i.test(label);
    },
  }),
  rule({
    id: "age-secret-key",
    examples: {
      match: [
        "# public key: age1" + sample(58, BECH32, 2) + "\n«AGE-SECRET" + "-KEY-1" +
        sample(58, BECH32.toUpperCase(), 3) + "»",
      ],
      clean: ["age -r age1" + sample(58, BECH32, 4) + " -o secrets.age secrets.txt"],
    },
    description: "age encryption secret keys `AGE-SECRET-KEY-1` + 58 (any upper-case run of 40-80)",
    keywords: ["age-secret-key-1"],
    // Bech32 once issued; any upper-case run after the fixed prefix is taken (a key retyped or
    // made up for a test still reads as one).
    pattern: /(?<s>AGE-SECRET-KEY-1[0-9A-Z]{40,80})(?![0-9A-Za-z])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "jwt",
    examples: {
      match: ["session token «" + JWT + "» expires in 1h"],
      clean: [
        "the header eyJhbGciOiJIUzI1NiJ9 alone is not a token",
        "jwt.io's example: " + jwtOf({ sub: "1234567890", name: "John Doe", iat: 1516239022 }),
        "NEXT_PUBLIC_SUPABASE_ANON_KEY=" +
        jwtOf({ iss: "supabase", ref: sample(20, LOWER_DIGITS, 112), role: "anon" }),
      ],
    },
    description:
      "JSON Web Tokens `eyJ….eyJ….<signature>` (not jwt.io's documented example, whose claims are `John Doe`'s, nor a token whose `role` is `anon`: a Supabase anon key, public by design, nor an unsigned `alg: none` token)",
    keywords: ["eyj"],
    pattern: /(?<s>eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "aws-secret-access-key",
    examples: {
      match: [
        "User name,Access key ID,Secret access key\ndeploy,«" + AWS_ID + "»,«" + AWS_SECRET + "»",
      ],
      clean: ["access key ids start with AKIA (long-term) or ASIA (temporary), 20 characters"],
    },
    description:
      "the secret next to its access key id (the credentials CSV a console download gives): both go",
    keywords: ["akia", "asia"],
    pattern:
      /(?<id>(?:AKIA|ASIA)[A-Z0-9]{16})["']?[ \t]*[,;\t][ \t]*["']?(?<s>[A-Za-z0-9\/+]{40})(?![A-Za-z0-9\/+=])/gd,
    secret: ["id", "s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "aws-access-key-id",
    examples: {
      match: ["export AWS_ACCESS_KEY_ID=«" + AWS_ID + "»"],
      clean: ["Access key ID: AK" + "IA****************"],
    },
    description: "access key ids `AKIA…`, `ASIA…`, `ABIA…`, `ACCA…` + 16",
    keywords: ["akia", "asia", "abia", "acca"],
    pattern: /(?<s>(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "aws-secret-access-key",
    examples: {
      match: [
        "aws_secret_access_key = «" + AWS_SECRET + "»",
        '"SecretAccessKey": "«' + AWS_SECRET + '»"',
      ],
      clean: ["aws_secret_access_key: !Ref SecretKey"],
    },
    description:
      "40-character secret access keys after `aws_secret_access_key`, `SecretAccessKey` and friends",
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
    examples: {
      match: [
        "export GH_TOKEN=«gh" + "p_" + sample(36, ALNUM, 5) + "»",
        "remote: https://«gh" + "s_" + sample(36, ALNUM, 6) + "»@github.com/acme/app.git",
        "«github" + "_pat_" + sample(22, ALNUM, 7) + "_" + sample(59, ALNUM, 8) + "»",
      ],
      clean: [
        "a token looks like gh" + "p_" + "x".repeat(36),
        "ghp_ tokens are 40 characters long",
      ],
    },
    description: "`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` + 36, `github_pat_…`",
    keywords: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"],
    pattern: /(?<s>gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: prefixedToken(/^(?:gh[pousr]_|github_pat_)/),
  }),
  rule({
    id: "gitlab-token",
    examples: {
      match: [
        'curl -H "PRIVATE-TOKEN: «gl' + "pat-" + sample(20, ALNUM, 9) +
        '»" https://gitlab.acme.io/api/v4',
      ],
      clean: ["glpat- tokens expire after a year at most"],
    },
    description:
      "`glpat-`, `gldt-`, `glrt-`, `glptt-`, `glft-`, `glimt-`, `glagent-`, `glcbt-`, `glsoat-`, `gloas-`, `glffct-`, runner registration `GR1348941…`",
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
    examples: {
      match: [
        "SLACK_BOT_TOKEN=«xo" + "xb-123456789012-1234567890123-" + sample(24, ALNUM, 10) + "»",
      ],
      clean: ["replace xoxb-your-bot-token in the example"],
    },
    description:
      "`xoxb-`, `xoxp-`, `xoxa-`, `xoxr-`, `xoxe-`, `xoxs-`, `xoxo-`, `xapp-` (with a digit)",
    keywords: ["xox", "xapp-"],
    pattern: /(?<s>(?:xoxe\.)?xox[abeoprs]-[A-Za-z0-9-]{10,255}|xapp-\d-[A-Za-z0-9-]{10,255})/gd,
    secret: ["s"],
    accept: (value, group, match) => tokenAtStart(value, group, match) && /\d/.test(value.slice(5)),
  }),
  rule({
    id: "webhook-url",
    examples: {
      match: [
        "https://hooks.slack.com/services/«T" + sample(8, UPPER_DIGITS, 11) + "/B" +
        sample(10, UPPER_DIGITS, 12) + "/" + sample(24, ALNUM, 13) + "»",
        "https://discord.com/api/webhooks/«123456789012345678/" + sample(68, BASE64URL, 14) + "»",
        "https://acme.webhook.office.com/webhookb2/«" + GUID + "@" + GUID + "/IncomingWebhook/" +
        sample(32, HEX, 15) + "/" + GUID + "»",
        "https://hooks.zapier.com/hooks/catch/«4536008/" + sample(7, LOWER_DIGITS, 16) + "»/",
        "mattermost_url: https://chat.acme.io/hooks/«" + sample(26, LOWER_DIGITS, 17) + "»",
        "https://chat.acme.io/hooks/«" + sample(24, ALNUM, 18) + "/" + sample(48, ALNUM, 19) + "»",
      ],
      clean: [
        "post to https://hooks.slack.com/services/ with an incoming webhook",
        "https://acme.webhook.office.com/webhookb2/<group-id>@<tenant-id>/IncomingWebhook/<id>",
        "cp pre-commit .git/hooks/pre-commit",
        "https://gitlab.acme.io/api/v4/projects/42/hooks/17",
      ],
    },
    description:
      "Slack `hooks.slack.com/services/…` (and `workflows`, `triggers`), Discord webhooks, Microsoft Teams / Office 365 incoming webhooks (`….webhook.office.com/webhookb2/…`, `outlook.office.com/webhook/…`), Zapier catch hooks (`hooks.zapier.com/hooks/catch/<account>/<hook>/`: both ids, which together post to it), any host's `/hooks/<generated token>` (Mattermost, Rocket.Chat incoming webhooks): the host and path prefix stay",
    keywords: [
      "hooks.slack.com",
      "/api/webhooks/",
      "webhook.office.com",
      "outlook.office",
      "hooks.zapier.com",
      "/hooks/",
    ],
    pattern:
      /(?:hooks\.slack\.com\/(?:services|workflows|triggers)\/(?<slack>[A-Za-z0-9_\/+-]{20,300})|discord(?:app)?\.com\/api\/webhooks\/(?<discord>\d{5,30}\/[A-Za-z0-9_-]{30,100})|(?:webhook\.office\.com\/webhookb2|outlook\.office(?:365)?\.com\/webhook)\/(?<teams>[A-Za-z0-9@\/_-]{40,400})|hooks\.zapier\.com\/hooks\/catch\/(?<zapier>\d{3,20}\/[a-z0-9]{5,40})|\/hooks\/(?<hook>[A-Za-z0-9]{20,64}(?:\/[A-Za-z0-9]{20,64})?)(?![\w-]))/gd,
    secret: ["slack", "discord", "teams", "zapier", "hook"],
    // Any other host's `/hooks/<token>` (Mattermost, Rocket.Chat): a generated path segment.
    accept: (value, group) =>
      group !== "hook" || /\d/.test(value) && /[a-z]/i.test(value) && !/^[0-9a-f]{40}$/.test(value),
  }),
  rule({
    id: "stripe-key",
    examples: {
      match: ["const stripe = require('stripe')('«sk" + "_live_" + sample(24, ALNUM, 15) + "»');"],
      clean: ["Stripe('pk" + "_live_" + sample(24, ALNUM, 16) + "')", "sk_live_xxxxxxxxxxxxxxxx"],
    },
    description:
      "`sk_live_`, `rk_live_`, `sk_test_`, `rk_test_` (a body with `-` and `_` too, as WorkOS's), webhook secrets `whsec_` (publishable `pk_` keys are public)",
    keywords: ["k_live_", "k_test_", "whsec_"],
    pattern:
      /(?<s>(?:sk|rk)_(?:live|test)_(?=[A-Za-z0-9_-]{10})[A-Za-z0-9]{1,255}(?:[_-][A-Za-z0-9]{1,255}){0,40}|whsec_[A-Za-z0-9+\/=]{20,255})/gd,
    secret: ["s"],
    accept: prefixedToken(/^(?:[sr]k_(?:live|test)_|whsec_)/),
  }),
  rule({
    id: "google-credential",
    examples: {
      match: [
        "GET /maps/api/geocode/json?address=Paris&key=«AI" + "za" + sample(35, BASE64URL, 17) + "»",
      ],
      clean: ["browser keys start with AIza and are restricted by referrer"],
    },
    description: "API keys `AIza` + 35, OAuth client secrets `GOCSPX-`, access tokens `ya29.`",
    keywords: ["aiza", "gocspx-", "ya29."],
    pattern:
      /(?<s>AIza[0-9A-Za-z_-]{35}|GOCSPX-[A-Za-z0-9_-]{28}|ya29\.[A-Za-z0-9_-]{20,2048})(?![0-9A-Za-z_-])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "fcm-server-key",
    examples: {
      match: [
        "legacy server key «AAAA" + sample(7, BASE64URL, 18) + ":APA91b" +
        sample(134, BASE64URL, 19) + "»",
      ],
      clean: ["registration ids contain :APA91b in the middle"],
    },
    description: "Firebase Cloud Messaging legacy server keys `AAAA…:APA91b…`",
    keywords: [":apa91b"],
    pattern: /(?<s>AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,300})/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "azure-storage-key",
    examples: {
      match: [
        "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=«" + sample(86, BASE64, 20) +
        "==»;EndpointSuffix=core.windows.net",
        "https://acme.blob.core.windows.net/c/b.bak?sv=2022-11-02&sp=r&sig=«" +
        sample(43, BASE64, 21) + "%3D»",
      ],
      clean: ["AccountKey=<your-storage-key>;EndpointSuffix=core.windows.net"],
    },
    description: "`AccountKey=` / `SharedAccessKey=` in connection strings, `sig=` in SAS URLs",
    keywords: ["accountkey=", "sharedaccesskey=", "sig="],
    pattern:
      /(?:\b(?:AccountKey|SharedAccessKey)=(?<key>[A-Za-z0-9+\/]{20,200}={0,2})|[?&]sig=(?<sig>[A-Za-z0-9%+\/_-]{30,200}(?:=|%3D){0,2}))/gd,
    secret: ["key", "sig"],
  }),
];
