/**
 * A secret on lines that repeat a prefix: a commented-out block (`# `, `// `, `-- `, `; `). (A
 * quoted mail reply, `> `, is read without its marks by every rule: `quotedView`, `_views.ts`.) The value stands alone after the prefix, one or two lines
 * under a line that says secret behind the same prefix; the rest of a value wrapped onto the next
 * prefixed line is `wrapped-tail`'s (`_continuations.ts`).
 */
import { ALNUM, BASE64, HEX, sample } from "./_examples.ts";
import { BEFORE_CLOSERS, NEAR_WORDS, nearAccept, RUN_BODY, RUN_START } from "./_nearby.ts";
import { type Rule, rule } from "./_rule.ts";
import { WINDOW } from "./_nearby_words.ts";

// The prefix a commented line repeats.
const QUOTE_PREFIX = String.raw`[ \t]{0,12}(?:#{1,3}|\/\/|--|;{1,2})[ \t]?`;

/** The rules of this file, in the order they run (late). */
export const QUOTED_LINE_RULES: readonly Rule[] = [
  rule({
    id: "quoted-nearby-secret",
    examples: {
      match: [
        // (A quoted message, `> …`, is read without its quote marks too, by every rule: see
        // `quotedView`, `_views.ts`; the nearby-secret rule finds it there first.)
        "-- here is the key for the staging bucket:\n-- «" + sample(30, BASE64, 7201) + "»",
        "# old deploy token, do not use:\n#   «" + sample(40, HEX, 7202) + "»",
        "// api key:\n// «" + sample(36, ALNUM, 7203) + "»",
      ],
      clean: [
        "> the commit with the key fix:\n> " + sample(40, HEX, 7204),
        "# SSH key fingerprint:\n# " + sample(43, ALNUM, 7205),
        "> see the secret rotation doc\n> https://wiki.example.org/ops/rotation",
      ],
    },
    description:
      "a generated-looking value alone on a commented-out (`# `, `// `, `-- `, `; `) line, one or two lines under one that says secret (a quoted line, `> `, is `nearby-secret`'s on the quoted view, with its exceptions)",
    keywords: NEAR_WORDS,
    // (The line that says secret repeats the prefix too: only the keyword lines holding a quote
    // or comment marker are read.)
    lineHas: /[#;]|\/\/|--/g,
    reach: { after: WINDOW },
    pattern: new RegExp(
      String
        .raw`(?:^|\n)${QUOTE_PREFIX}[ \t]{0,40}(?:-[ \t]+)?["'\x60(]?${RUN_START}(?=${RUN_BODY})\k<v>["'\x60),;\]}]{0,6}[ \t]*(?=\r?(?:\n|$))`,
      "gd",
    ),
    secret: ["v"],
    accept: nearAccept(2, BEFORE_CLOSERS),
  }),
];
