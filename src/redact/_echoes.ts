/**
 * Secrets a program printed back when asked for them by name: a REPL's or a debugger's answer
 * to an expression naming a secret (`irb> ENV["SECRET_KEY_BASE"]` then `=> "…"`, `>>>
 * settings.API_TOKEN` then `'…'`, `(gdb) p api_key` then `$1 = "…"`, `In [3]: cfg.secret` then
 * `Out[3]: '…'`), and a CI runner's debug log evaluating one (`##[debug]Evaluating:
 * secrets.DEPLOY_KEY` … `##[debug]Result: '…'`). The value has no name beside it: the name is on
 * the line that asked.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const KEY = sample(32, ALNUM, 6201);
const HEXKEY = sample(64, HEX, 6202);

// The prompts that ask: Ruby's irb and pry, Python's `>>>` and IPython's `In [n]:`, Elixir's
// iex, Julia, Scala, GHCi, gdb/lldb/pdb/ipdb (with their print commands), node's `>` when it
// reads the environment.
const PROMPT = [
  String.raw`(?:\[\d{1,5}\][ \t]*)?(?:irb|pry)\([^)\r\n]{0,40}\)[:\d]{0,12}[>*]`,
  String.raw`>>>`,
  String.raw`In[ \t]\[\d{1,5}\]:`,
  String.raw`iex\(\d{1,6}\)>`,
  String.raw`(?:julia|scala|ghci|jshell)>`,
  String
    .raw`(?:\((?:gdb|lldb|[Pp]db|rdb|rdbg|byebug)\)|ipdb>)[ \t]*(?:(?:p|po|pp|print|expr|display)[ \t]+)?`,
  String
    .raw`>[ \t](?=process\.env|os\.environ|ENV\b|System\.getenv|Deno\.env|localStorage|sessionStorage|config\(|env\()`,
].join("|");

// What comes before the answer: irb's `=>`, IPython's `Out[n]:`, gdb's `$1 =`, lldb's
// `(String) $R0 =`, Scala's `val res0: String =`, jshell's `$1 ==>`, Tinker's `=`, a browser
// console's `<`, or nothing (Python, node, lldb's `po`).
const ANSWER = String
  .raw`(?:=>|<|=(?![=>])|\$\d{1,5}[ \t]*==>|Out\[\d{1,5}\]:|\$\d{1,5}[ \t]*=|\([^()\r\n]{1,60}\)[ \t]*\$\w{1,8}[ \t]*=|(?:val[ \t]+)?res\d{1,5}:[ \t]*[\w.\[\]]{1,40}[ \t]*=)?`;

// The answer: quoted, or bare to the end of its line (or of a JSONL record's string).
const VALUE = String
  .raw`(?:"(?<dq>(?:[^"\\\r\n]|\\.){1,300})"|'(?<sq>(?:[^'\\\r\n]|\\.){1,300})'|:?(?<bare>[^\s"'][^\s"]{0,299}))[ \t]*(?=\r?\n|\r?$|"[,}\]])`;

// An expression that names a secret, and those that ask about one (its length, hash, id, name,
// whether it is set) rather than for it.
const NAMES_SECRET =
  /password|passwd|passphrase|secret|token|api[_-]?key|apikey|private[_-]?key|access[_-]?key|signing[_-]?key|master[_-]?key|credential|auth[_-]?key/i;
const ASKS_ABOUT =
  /public|[_.-]id\b|Id\b|name|url|uri|path|file|ttl|expir|length|len\(|size|count|type\(|class|hash|digest|sha\d|md5|is_|has_|exists|valid|present|nil\?|empty|mask|redact|\.keys|\.keys\(|inspect/i;
const NOT_AN_ANSWER =
  /^(?:nil|none|null|undefined|true|false|\*+|\[filtered\]|\[redacted\]|nan|error|<[^>]*>)$/i;

/** True when `value` answers an expression naming a secret. */
function printedSecret(value: string, expr: string): boolean {
  if (!NAMES_SECRET.test(expr) || ASKS_ABOUT.test(expr)) return false;
  return value.length >= 6 && !/\s/.test(value) && !NOT_AN_ANSWER.test(value) &&
    !/^-?\d{1,6}$/.test(value) && anyRealValue(value);
}

/** Rules for values printed back by name, in the order they run (late). */
export const ECHO_RULES: readonly Rule[] = [
  rule({
    id: "repl-answer-secret",
    examples: {
      match: [
        'irb(main):001:0> ENV["SECRET_KEY_BASE"]\n=> "«' + HEXKEY + '»"',
        'iex(3)> System.get_env("SENDGRID_API_KEY")\n"«' + HEXKEY + '»"',
        '(gdb) p api_token\n$1 = "«' + KEY + '»"',
        "In [4]: cfg.db_password\nOut[4]: '«" + KEY.slice(0, 14) + "»'",
        '> localStorage.getItem("refresh_token")\n< \'«' + HEXKEY.slice(0, 40) + "»'",
      ],
      clean: [
        'irb(main):002:0> ENV["SECRET_KEY_BASE"].length\n=> 128',
        ">>> settings.API_TOKEN\nNone",
        ">>> hashlib.sha256(token).hexdigest()\n'" + HEXKEY + "'",
        '(gdb) p token_id\n$2 = "' + KEY + '"',
      ],
    },
    description:
      "a REPL's, a debugger's or a browser console's answer to an expression naming a secret, on the next line (irb/pry `=>`, Python `>>>`, IPython `Out[n]:`, iex, jshell `$1 ==>`, Tinker `=`, gdb `$1 =`, lldb, pdb, byebug, a console's `<`); not when the expression asks about the secret (its length, hash, id, name)",
    keywords: [
      "irb(",
      "pry(",
      ">>>",
      "out[",
      "iex(",
      "julia>",
      "scala>",
      "ghci>",
      "(gdb)",
      "(lldb)",
      "pdb)",
      "ipdb>",
      "> process.env",
      "> os.environ",
      "> env[",
      "> system.getenv",
      "> deno.env",
      "> localstorage",
      "> sessionstorage",
      "> config(",
      "> env(",
      "jshell>",
      "(rdbg)",
      "(byebug)",
    ],
    // The prompt's line and the answer's: IPython's `In [n]:` is a line above its `Out[n]:`.
    reach: { before: 300, after: 600 },
    pattern: new RegExp(
      String
        .raw`(?:${PROMPT})[ \t]*(?<expr>[^\r\n]{1,200}?)[ \t]*\r?\n[ \t]*${ANSWER}[ \t]*${VALUE}`,
      "gd",
    ),
    secret: ["dq", "sq", "bare"],
    accept: (value, _group, match) => printedSecret(value, match.groups?.expr ?? ""),
  }),
  rule({
    id: "ci-debug-secret",
    examples: {
      match: [
        "##[debug]Evaluating: secrets.DEPLOY_KEY\n##[debug]Evaluating Index:\n##[debug]=> '«" +
        KEY +
        "»'\n##[debug]Result: '«" + KEY + "»'",
      ],
      clean: [
        "##[debug]Evaluating: secrets.DEPLOY_KEY\n##[debug]Result: '***'",
        "##[debug]Evaluating: github.sha\n##[debug]Result: '" + HEXKEY.slice(0, 40) + "'",
      ],
    },
    description:
      "a CI runner's debug log evaluating an expression that names a secret (`##[debug]Evaluating: secrets.X`): the value of the `=>` and `Result:` lines under it (GitHub masks a registered secret as `***`; one it does not know is printed)",
    keywords: ["##[debug]evaluating"],
    wholeText: true,
    pattern: new RegExp(String.raw`##\[debug\](?:=>|Result:)[ \t]*${VALUE}`, "gd"),
    secret: ["dq", "sq", "bare"],
    accept: (value, _group, match) => {
      // The expression: the last `Evaluating:` of the debug lines just above (at most 8).
      const above = match.input.slice(Math.max(0, match.index - 2000), match.index).split("\n");
      for (let i = above.length - 2, n = 0; i >= 0 && n < 9; i--, n++) {
        const line = above[i]!;
        if (!line.includes("##[debug]")) return false;
        const expr = /##\[debug\]Evaluating:[ \t]*(.{1,200}?)[ \t]*\r?$/.exec(line)?.[1];
        if (expr !== undefined) return printedSecret(value, expr);
      }
      return false;
    },
  }),
];
