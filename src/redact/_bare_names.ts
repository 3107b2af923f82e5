/**
 * A password under the bare names `pass` and `pwd` (`{"pass": "…"}`, `smtp:\n  pass: …`), and a
 * literal given as the fallback of a value named for a secret (`apiKey = argv[2] || '…'`). They
 * run after the assignment and document rules, which name what they find better.
 */
import { nameKind, valueFor } from "./_documents.ts";
import { keyLike, LIT } from "./_arguments.ts";
import { ALNUM, sample } from "./_examples.ts";
import { bareValueEnds, type Rule, rule } from "./_rule.ts";

// A password and a key for the examples (the same as before the rules moved here).
const PW = sample(7, ALNUM, 341) + "!" + sample(6, ALNUM, 342);
const KEY = sample(40, ALNUM, 343);

/**
 * A password under a bare `pass` or `pwd`, and a literal fallback of a value named for a secret:
 * after the assignment and document rules, which name what they find better.
 */
export const BARE_NAME_RULES: readonly Rule[] = [
  rule({
    id: "password-line",
    examples: {
      match: ['{"db": {"user": "app", "pass": "«' + PW + '»"}}', "smtp:\n  pass: «" + PW + "»"],
      clean: ['{"pass": true, "fail": 0}', "pwd: /home/app", "pass: TestCompactTranscript"],
    },
    description:
      "a password under the bare names `pass`, `pwd` (JSON, YAML, code), when it looks like one (8+, a digit or a symbol)",
    keywords: [
      "pass:",
      "pass=",
      "pass =",
      'pass":',
      'pass\\":',
      "pass':",
      "pwd:",
      "pwd=",
      "pwd =",
      'pwd":',
      'pwd\\":',
    ],
    pattern:
      /(?<![\w.-])(?:pass|pwd)(?:\\?["'])?[ \t]*(?:=>|:|=)[ \t]*(?:(?<q>\\?["'])(?<s>[^"'\\\r\n]{1,300})\k<q>|(?<bare>[^\s"'\x60,;(){}\[\]<>|\\]{8,300}))/gd,
    secret: ["s", "bare"],
    accept: (value, group, match) =>
      (group !== "bare" || bareValueEnds(match, group)) && keyLike(value) &&
      /[\d!@#$%^&*+=?~]/.test(value) && !/^\d+$/.test(value),
  }),
  rule({
    id: "secret-assignment",
    examples: {
      match: [
        'password = project.findProperty("repoPassword") ?: "«' + PW + '»"',
        "const apiKey = process.argv[2] || '«" + KEY + "»';",
      ],
      clean: [
        'password = project.findProperty("repoPassword") ?: ""',
        'title = opts.title ?? "' + KEY + '"',
        'PASSWD = getpass.getpass("password on %s: " % (host or "localhost"))',
      ],
    },
    description:
      'a literal given as the fallback of a value named for a secret: `password = findProperty(…) ?: "…"`, `apiKey = argv[2] || \'…\'`, `token = x ?? "…"`, `secret = a or "…"`',
    keywords: ['|| "', "|| '", '?? "', "?? '", '?: "', "?: '", 'or "', "or '"],
    pattern: new RegExp(
      String.raw`(?:\|\||\?\?|\?:|\bor\b)[ \t]*${LIT("s")}`,
      "gd",
    ),
    secret: ["s"],
    accept: (value, _group, match) => {
      const before = match.input.slice(Math.max(0, match.index - 200), match.index);
      const line = before.slice(before.lastIndexOf("\n") + 1);
      // The name the line assigns to: before its first `=` (not `==`, `=>`).
      const name =
        /([A-Za-z_$][\w.$]{0,80})["']?[ \t]*(?::[ \t]*[\w<>\[\]| ]{1,40})?[ \t]*=(?![=>])/
          .exec(line)?.[1];
      if (name === undefined) return false;
      // A fallback in an argument's own brackets is the argument's (`getpass("…" % (host or
      // "localhost"))`), not the named value's; one conversion call round the whole fallback
      // (`str(os.environ.get('PW') or '…')`, `bytes(… or '…', 'utf-8')`) still gives the value.
      const after = line.slice(line.search(/=(?![=>])/) + 1).replace(/^[ \t]*\(/, "");
      if (argumentFallback(after)) return false;
      return valueFor(nameKind(name.replace(/^.*\./, "")), value);
    },
  }),
];

/**
 * True when the fallback ending `after` (the text from the `=` to it) sits in brackets of its own:
 * two or more still open, or one opened after an operator (`% (host or`) rather than a call's name.
 */
function argumentFallback(after: string): boolean {
  const open: number[] = [];
  for (let i = 0; i < after.length; i++) {
    if (after[i] === "(") open.push(i);
    else if (after[i] === ")") open.pop();
  }
  if (open.length === 0) return false;
  if (open.length >= 2) return true;
  return !/[\w$][ \t]*$/.test(after.slice(0, open[0]));
}
