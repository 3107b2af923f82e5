/**
 * Shapes read from held-out corpus eighteen's misses (docs/redaction.md, "Corpus eighteen after
 * it was seen"): output cut short inside or right after a secret, as the assistants cut long
 * output (`…[truncated]`, `… 4200 tokens truncated…`, `... [output truncated]`,
 * `... (42 more lines)`), and a streamed reply's delta that ends inside a token. A vendor prefix
 * followed by fewer characters than its format, where the string or the output ends, is still that
 * vendor's secret: its visible part is the piece that leaks. The same for a URL's password cut
 * before its `@` and a secret-named value the cut ends. (The rest of a token split across two
 * JSON strings goes with its head: `_string_pieces.ts`.)
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isTokenBody, literal, type Rule, rule, tokenAtStart } from "./_rule.ts";

// Where output was cut: an ellipsis (`…[truncated]`, `…4200 tokens truncated…`),
// `[truncated]`, three dots before a bracketed note (`... [output truncated]`,
// `... (42 more lines)`), also after a JSON `\n`. (The rules that end a value there run on lines that say `truncated` or
// `more lines`.)
const CUT = String.raw`(?:…|\[(?:output )?truncated|(?:\\n)?\.{3}[ \t]*[\[(])`;

// Prefixes of tokens whose body is random letters and digits (the full forms are the vendor
// rules'; here, a head shorter than the format).
const PREFIX = String
  .raw`(?:gh[pousr]_|github_pat_|glpat-|npm_|sk-ant-(?:api|admin)\d{2}-|sk-proj-|[sr]k_live_)`;
const PREFIX_START = new RegExp(`^${PREFIX}`);

const GH = "gh" + "p_";
const NPM = "np" + "m_";

/** The body after a vendor prefix reads as a token's: letters and digits mixed, no stand-in. */
function cutToken(value: string, group: string, match: RegExpExecArray): boolean {
  const body = value.replace(PREFIX_START, "");
  return tokenAtStart(value, group, match) && isTokenBody(body) && /\d/.test(body) &&
    /[A-Za-z]/.test(body);
}

export const EIGHTEEN_EARLY_RULES: readonly Rule[] = [
  rule({
    id: "cut-vendor-token",
    examples: {
      match: [
        '{"stdout":"«' + GH + sample(20, ALNUM, 1801) + '»…[truncated]"}',
        '{"delta":{"type":"text_delta","text":"«' + NPM + sample(16, ALNUM, 1802) + '»"}}',
        "export GITHUB_TOKEN=«" + GH + sample(14, ALNUM, 1803) + "»... [output truncated]",
      ],
      clean: [
        '{"text":"' + GH + 'tokens_are_long"}',
        '{"text":"set ' + NPM + 'config_registry"}',
        "a " + GH + "token…",
      ],
    },
    description:
      "a vendor prefix (`ghp_`, `github_pat_`, `npm_`, `sk-ant-api03-`, `sk-proj-`, `sk_live_`, …) with fewer characters than its format, where output was cut (`…[truncated]`, `... (N more lines)`) or where its JSON string or its line ends (a streamed delta that ends inside the token)",
    keywords: [
      "ghp_",
      "gho_",
      "ghu_",
      "ghs_",
      "ghr_",
      "github_pat_",
      "glpat-",
      "npm_",
      "sk-ant-",
      "sk-proj-",
      "k_live_",
    ],
    pattern: new RegExp(`(?<s>${PREFIX}[A-Za-z0-9_-]{10,254})(?=${CUT}|\\\\?"|\r?$)`, "gdm"),
    secret: ["s"],
    accept: cutToken,
  }),
  rule({
    id: "cut-url-password",
    examples: {
      match: [
        '{"output":"DATABASE_URL=postgresql://app:«' + sample(15, ALNUM, 1804) +
        '»\\n... [output truncated]"}',
        "redis://default:«" + sample(12, ALNUM, 1805) + "»…[truncated]",
      ],
      clean: [
        "http://localhost:8080…[truncated]",
        "see postgresql://app:${DB_PASSWORD}… [truncated]",
      ],
    },
    description:
      "a URL's password cut before its `@host` by truncated output (`postgresql://user:pass… [truncated]`)",
    keywords: ["truncated", "more lines"],
    pattern: new RegExp(
      String
        .raw`\b[a-z][a-z0-9+.-]{1,20}://[^\s:/@"'\\]{1,100}:(?<p>[^\s:/@"'\\…]{4,200}?)(?=${CUT})`,
      "gd",
    ),
    secret: ["p"],
    accept: (value) => literal(value) && /[A-Za-z]/.test(value) && /[^A-Za-z]/.test(value),
  }),
  rule({
    id: "cut-named-value",
    examples: {
      match: [
        '{"stdout":"X-Acme-Api-Key: acme_live_«' + sample(40, HEX, 1806) + '»…[truncated]"}',
        "API_TOKEN=«" + sample(24, ALNUM, 1807) + "»... (12 more lines)",
      ],
      clean: ["API_TOKEN=${API_TOKEN}…[truncated]", "api_key: see the vault… [truncated]"],
    },
    description:
      "a secret-named value (`X-Api-Key: …`, `API_TOKEN=…`) that truncated output ends (`…[truncated]`)",
    keywords: ["truncated", "more lines"],
    pattern: new RegExp(
      String
        .raw`(?<n>[A-Za-z][\w.-]{1,60})["']?[ \t]*[:=][ \t]*["']?(?:[a-z]{2,12}_(?:live|prod|test)_)?(?<v>[A-Za-z0-9_+\/=.-]{8,300}?)(?=${CUT})`,
      "gd",
    ),
    secret: ["v"],
    accept: (value, _group, match) => {
      const kind = nameKind(match.groups!["n"]!);
      return kind !== undefined && literal(value) && valueFor(kind, value);
    },
  }),
];
