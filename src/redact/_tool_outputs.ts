/**
 * Secrets tools print or take where no name stands beside them: a secret a command decoded
 * (`kubectl get secret … | base64 -d`, jq's `@base64d`) on the line after it, a generated
 * password a server logs (`A temporary password is generated for root@localhost: …`, Elastic's
 * `The generated password for the elastic built-in superuser is : …`), `snyk config get api`,
 * an `.env` name ending
 * in `_PRIVATE` (`MJ_APIKEY_PRIVATE`), an Azure DevOps PAT (52 lower-case base32 characters)
 * next to Azure words, a header a web server sets (`RequestHeader set X-Upstream-Token "…"`),
 * and the keys of an nginx `map $http_x_api_key …` block.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { looksLikeBareSecret } from "./_filters.ts";
import { looksGenerated, tokenOrUuid } from "./_positions.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = sample(6, ALNUM, 2101) + "#" + sample(6, ALNUM, 2102);
const KEY = sample(40, ALNUM, 2103);
const HEXKEY = sample(32, HEX, 2104);
const UUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 2105 + i)).join("-");
const B32 = "abcdefghijklmnopqrstuvwxyz234567";
// The end of a value: the end of its line (or of a JSONL record's string).
export const END = String.raw`(?=[ \t]*(?:\r?\n|\r?$|"[,}\]]))`;

/** The rules of this file, in the order they run (with the late rules). */
export const TOOL_OUTPUT_RULES: readonly Rule[] = [
  rule({
    id: "printed-secret",
    examples: {
      match: [
        "$ kubectl get secret pg -o json | jq -r '.data.password | @base64d'\n«" + PW + "»",
        "$ kubectl get secret app -o jsonpath='{.data.token}' | base64 -d\n«" + KEY + "»",
        "[Server] A temporary password is generated for root@localhost: «" + PW + "»",

        "$ snyk config get api\n«" + UUID + "»",
      ],
      clean: [
        "$ kubectl get secret app -o jsonpath='{.data.user}' | base64 -d\nadmin",
        "A temporary password is generated for root@localhost: see the log",
        "$ snyk config get org\nacme",
      ],
    },
    description:
      "a secret a command printed with no name beside it: a decoded Kubernetes secret (`| base64 -d`, `@base64d`) on the next line, a generated or temporary password a server logs, `snyk config get api`",
    keywords: [
      "base64d",
      "base64 -d",
      "base64 --decode",
      "temporary password",
      "generated password",
      "initial password",
      "snyk config get api",
    ],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`(?:get[ \t]+secrets?\b[^\r\n]{0,300}?(?:@base64d|base64[ \t]+(?:-d|--decode|-D))[^\r\n]{0,40}\r?\n|(?:temporary|generated|initial)[ \t]+password\b[^\r\n]{0,100}?(?:[ \t]:|:|[ \t]is)[ \t]*|snyk[ \t]+config[ \t]+get[ \t]+api[ \t]*\r?\n)(?<v>[^\s"\\]{6,300})${END}`,
      "gd",
    ),
    secret: ["v"],
    accept: (value) =>
      anyRealValue(value) && (looksLikeBareSecret(value, 8) || tokenOrUuid(value, 16)),
  }),
  rule({
    id: "env-private-key",
    examples: {
      match: [
        "MJ_APIKEY_PUBLIC=" + HEXKEY + "\nMJ_APIKEY_PRIVATE=«" + sample(32, HEX, 2112) + "»",
      ],
      clean: ["MJ_APIKEY_PRIVATE=${MAILJET_SECRET}", "REPO_PRIVATE=true"],
    },
    description:
      "an `.env` name ending in `_PRIVATE` (Mailjet's `MJ_APIKEY_PRIVATE`) over a generated value",
    keywords: ["_private"],
    pattern:
      /(?<![\w])[A-Z][A-Z0-9_]{0,40}_PRIVATE[ \t]*[=:][ \t]*["']?(?<v>[A-Za-z0-9_+\/=-]{16,200})/gd,
    secret: ["v"],
    accept: (value) => looksGenerated(value, 16),
  }),
  rule({
    id: "azure-devops-pat",
    examples: {
      match: [
        `git -c http.extraheader="AUTHORIZATION: basic $(printf ':%s' «${
          sample(52, B32, 2113)
        }» | base64)" fetch`,
        "devops pat: «" + sample(52, B32, 2114) + "»",
        "what kind of token is this? found it in a job: «" + sample(52, B32, 2115) +
        "»\nI think it's from Azure DevOps",
      ],
      clean: [
        "az devops login --organization https://dev.azure.com/acme",
        "azure pipeline cache key: " + sample(52, "abcdef", 2116),
      ],
    },
    description:
      "an Azure DevOps personal access token (52 lower-case base32 characters) after a word on its line that names Azure DevOps or an extra header, or within 300 characters of a word that names Azure DevOps, before or after it (a chat line asking what the value is)",
    keywords: ["extraheader", "azure", "devops", "visualstudio"],
    reach: { before: 300, after: 360 },
    // (The word on the token's line, before it; or Azure DevOps named on the lines around.)
    pattern:
      /(?:extraheader|azure|devops|visualstudio)[^\r\n]{0,300}?(?<![A-Za-z0-9])(?<v>[a-z2-7]{52})(?![A-Za-z0-9])|(?<![A-Za-z0-9])(?<n>[a-z2-7]{52})(?![A-Za-z0-9])(?=[^]{0,300}?(?:azure|devops|visualstudio))|(?<=(?:azure|devops|visualstudio)[^]{0,300}?)(?<![A-Za-z0-9])(?<a>[a-z2-7]{52})(?![A-Za-z0-9])/gdi,
    secret: ["v", "n", "a"],
    accept: (value, group) =>
      /^[a-z2-7]{52}$/.test(value) && /[2-7]/.test(value) &&
      (group === "v" || /[g-z]/.test(value) && (value.match(/[2-7]/g)?.length ?? 0) >= 3),
  }),
  rule({
    id: "server-header-secret",
    examples: {
      match: [
        'RequestHeader set X-Upstream-Token "«' + KEY + '»"',
      ],
      clean: ['RequestHeader set X-Upstream-Token "%{UPSTREAM_TOKEN}e"'],
    },
    description:
      'a secret header an Apache server sets or adds (`RequestHeader set X-Upstream-Token "…"`, `Header always set X-Api-Key …`)',
    keywords: ["requestheader", "header set", "header always set", "header add", "header append"],
    pattern:
      /\b(?:Request)?Header[ \t]+(?:always[ \t]+)?(?:set|add|append|merge)[ \t]+["']?[\w-]{0,40}(?:token|key|secret|password|auth)["']?[ \t]+["']?(?<v>[^"'\s%$]{12,400})/gdi,
    secret: ["v"],
    accept: (value) => looksGenerated(value, 16) || looksLikeBareSecret(value, 12),
  }),
  rule({
    id: "nginx-map-key",
    examples: {
      match: [
        'map $http_x_api_key $api_client {\n    default "";\n    "«' + HEXKEY +
        '»" "mobile";\n    «' + KEY + "» partner;\n}",
      ],
      clean: ['map $http_x_api_key $api_client {\n    default "";\n    "" "anonymous";\n}'],
    },
    description:
      'the keys of an nginx `map` over a key or token header (`map $http_x_api_key $client { "…" "mobile"; }`): each generated entry',
    keywords: ["map $http_"],
    wholeText: true,
    pattern:
      /map[ \t]+\$http_\w{0,40}(?:key|token|secret|auth\w{0,20})[ \t]+\$\w{1,60}[ \t]*\{(?<body>[^{}]{1,8000})\}/gdi,
    secret: ["body"],
    accept: (value) => mapEntries(value).length > 0,
    split: (value) => mapEntries(value),
  }),
];

/** The generated keys of an nginx map's body, as [start, end) offsets. */
function mapEntries(body: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (
    const m of body.matchAll(/(?<![^\n])[ \t]*(?:"([^"\r\n]{1,400})"|([^\s"';]{1,400}))[ \t]/g)
  ) {
    const value = m[1] ?? m[2]!;
    if (!looksGenerated(value, 16)) continue;
    const start = m.index! + m[0].indexOf(value);
    out.push([start, start + value.length]);
  }
  return out;
}
