/**
 * More vendor tokens with a shape of their own: Mailchimp API keys (32 hex and their data centre),
 * Dropbox short-lived tokens (`sl.`), Make (Integromat) webhook URLs, k3s join tokens and
 * SonarQube's tokens (`squ_`, `sqa_`, `sqp_`).
 */
import { BASE64URL, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { type Rule, rule, tokenAtStart } from "./_rule.ts";

/** More vendor rules, in the order they run (after the other vendor rules). */
export const MORE_VENDOR_RULES: readonly Rule[] = [
  rule({
    id: "mailchimp-key",
    examples: {
      match: ['new Mailchimp("«' + sample(32, HEX, 1201) + '»-us21")'],
      clean: ["commit " + sample(32, HEX, 1202) + " -us", "us-east-1"],
    },
    description: "Mailchimp API keys: 32 hex digits, `-us` and the data centre (`…-us21`)",
    keywords: ["-us"],
    // Starts on the literal `-us` (the engine scans for it fast); the key is behind it.
    pattern: /(?<=(?<![\w-])(?<s>[0-9a-f]{32}))-us\d{1,2}(?![\w-])/gd,
    secret: ["s"],
  }),
  rule({
    id: "dropbox-token",
    examples: {
      match: ['dropbox.Dropbox("«sl.u.' + sample(140, BASE64URL, 1203) + '»")'],
      clean: ["sl.example.com", "sl.u.short"],
    },
    description: "Dropbox short-lived access tokens `sl.` (or `sl.u.`) + 130 or more",
    keywords: ["sl."],
    pattern: /(?<s>sl\.(?:u\.)?[A-Za-z0-9_-]{130,1400})(?![\w-])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
  rule({
    id: "make-webhook-url",
    examples: {
      match: ["curl -X POST https://hook.eu1.make.com/«" + sample(32, LOWER_DIGITS, 1204) + "»"],
      clean: ["https://hook.eu1.make.com/", "https://www.make.com/en/help"],
    },
    description:
      "Make (Integromat) webhook URLs `hook.<zone>.make.com/…`, `hook.integromat.com/…`: the path is the secret",
    keywords: ["make.com", "integromat.com"],
    pattern:
      /hook\.(?:[a-z0-9]{2,6}\.make|integromat|[a-z0-9]{2,6}\.integromat)\.com\/(?<s>[a-z0-9]{24,64})(?![\w-])/gd,
    secret: ["s"],
  }),
  rule({
    id: "k3s-token",
    examples: {
      match: ["K10" + sample(64, HEX, 1205) + "::server:«" + sample(32, HEX, 1206) + "»"],
      clean: ["K10 is the prefix of a k3s token: K10<ca-hash>::server:<secret>"],
    },
    description:
      "k3s join tokens `K10<CA hash>::server:<secret>` (`::node:` too): the part after the last `:` is the secret (the CA hash is public)",
    keywords: ["::server:", "::node:"],
    pattern: /K10[0-9a-f]{64}::(?:server|node):(?<s>[A-Za-z0-9]{16,128})(?![\w-])/gd,
    secret: ["s"],
  }),
  rule({
    id: "sonarqube-token",
    examples: {
      match: [
        "##teamcity[setParameter name='env.SONAR_TOKEN' value='«sq" + "u_" + sample(40, HEX, 1207) +
        "»']",
        "«sq" + "a_" + sample(40, HEX, 1208) + "»$ # no newline at the end",
      ],
      clean: [
        "squ_ tokens are user tokens, sqa_ global analysis ones",
        "sqp_" + sample(12, HEX, 1209),
      ],
    },
    description:
      "SonarQube tokens: `squ_` (a user's), `sqa_` (global analysis), `sqp_` (a project's analysis) + 40 hex digits",
    keywords: ["squ_", "sqa_", "sqp_"],
    pattern: /(?<s>sq[uap]_[0-9a-f]{40})(?![A-Za-z0-9])/gd,
    secret: ["s"],
    accept: tokenAtStart,
  }),
];
