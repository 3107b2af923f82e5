/**
 * A secret assembled from variables: `A=…` and `B=…` on lines of their own, then a secret name
 * set to them joined (`export DATADOG_API_KEY="$A$B"`, `TOKEN=${P1}${P2}`; in code, `a = "…"`,
 * `b = "…"`, then `api_key = a + b`). Each half is
 * too short, or too far from a word, to be taken alone; the line that joins them says what they
 * are. Both halves go when they join into a generated-looking value.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

const HALVES = sample(40, HEX, 7301);
const KEY = sample(36, ALNUM, 7302);

// A variable's assignment on its own line (or first in a JSON string read decoded): `A=…`,
// `export A="…"`, `local A='…'`.
const half = (group: string, name: string) =>
  String
    .raw`(?:(?<![^\n])|(?<=":[ ]?"))[ \t]*(?:export[ \t]+|local[ \t]+|readonly[ \t]+)?\k<${name}>=["']?(?<${group}>[A-Za-z0-9+\/_.-]{6,200})["']?[ \t]*;?[ \t]*\r?\n`;
// A variable used in the join: `$A` or `${A}`.
const use = (name: string) => String.raw`\$\{?(?<${name}>[A-Za-z_]\w{0,30})\}?`;

// A variable set to a string literal on its own line: `a = "…"`, `const a = '…';`, `a := "…"`,
// `private val a = "…"` (also a diff's or a patch's added line, `+a = "…"`, or a notebook's
// source line, `"a = \"…\"\n",` as the file holds it, or read decoded).
const literal = (group: string, name: string) =>
  String
    .raw`(?:(?<![^\n])[+-]?|(?<=":[ ]?"))[ \t]*"?(?:(?:const|let|var|final|val|String|str|private|public|internal|protected|static)[ \t]+){0,3}\k<${name}>[ \t]*(?::[ \t]*\w{1,10}[ \t]*)?:?=[ \t]*\\?["'](?<${group}>[A-Za-z0-9+\/_.-]{6,200})\\?["'][ \t]*;?[ \t]*(?:\\n"[ \t]*,?)?\r?\n`;

/** The rules of this file, in the order they run (late). */
export const JOINED_VARIABLE_RULES: readonly Rule[] = [
  rule({
    id: "joined-variables-secret",
    examples: {
      match: [
        `A=«${HALVES.slice(0, 20)}»\nB=«${HALVES.slice(20)}»\nexport DATADOG_API_KEY="$A$B"`,
        `P1='«${KEY.slice(0, 18)}»'\n# the rest\nP2='«${
          KEY.slice(18)
        }»'\nGITHUB_TOKEN=\${P1}\${P2} gh repo list`,
      ],
      clean: [
        'HOST=db.internal\nPORT=5432\nexport DATABASE_URL_KEY="$HOST$PORT"',
        "PREFIX=release\nSUFFIX=2026_11_28\nCACHE_KEY=$PREFIX$SUFFIX",
      ],
    },
    description:
      'a secret assembled from two shell variables: the values of `A=…` and `B=…` set on lines above a secret name set to `"$A$B"` (or `${A}${B}`), when they join into a generated-looking value',
    keywords: ["key", "token", "secret", "passw", "credential"],
    // (Read from the join, `=$` or `="$`, and the lines above it.)
    anchors: ["=$", '="$'],
    reach: { before: 1200, after: 200 },
    // From the join (a `$` the regex engine skips ahead to), the lines above read behind it.
    pattern: new RegExp(
      use("a") + use("b") +
        String.raw`(?<=${half("v1", "a")}(?:[^\n]{0,300}\n){0,4}?` +
        String.raw`${half("v2", "b")}(?:[^\n]{0,300}\n){0,4}?` +
        String
          .raw`[^\n]{0,120}?(?:key|token|secret|passw\w*|credentials?)\w{0,20}["']?[ \t]*[:=][ \t]*["']?\$\{?\k<a>\}?\$\{?\k<b>\}?)`,
      "gdi",
    ),
    secret: ["v1", "v2"],
    accept: (_value, _group, match) => {
      const { v1, v2 } = match.groups!;
      return looksGenerated(v1! + v2!, 16) || digitsSpread(v1! + v2!);
    },
  }),
  rule({
    id: "joined-variables-secret",
    examples: {
      match: [
        `a = "«${KEY.slice(0, 18)}»"\nb = "«${KEY.slice(18)}»"\napi_key = a + b`,
        `const p1 = '«${HALVES.slice(0, 20)}»';\nconst p2 = '«${
          HALVES.slice(20)
        }»';\nconst apiKey = p1 + p2;`,
        `_a = "«${KEY.slice(0, 18)}»"\n_b = "«${KEY.slice(18)}»"\nclient = Client(api_key=_a + _b)`,
      ],
      clean: [
        'host = "db.internal"\nport = "5432"\ncache_key = host + port',
        'const a = "session";\nconst b = "refresh";\nconst tokenKind = a + b;',
        'host = "db.internal"\nport = "5432"\nclient = Cache(key=host + port)',
      ],
    },
    description:
      "a secret assembled from two variables in code: string literals set to `a` and `b` on lines above a secret name set to `a + b` (or given it, `Client(api_key=a + b)`), when they join into a generated-looking value",
    keywords: ["key", "token", "secret", "passw", "credential"],
    // (Read from the join, ` + `, and the lines above it; the regex engine skips ahead to a `+`
    // and reads the first variable behind it.)
    anchors: [" + "],
    reach: { before: 1200, after: 200 },
    pattern: new RegExp(
      String
        .raw`(?<=(?<![\w.])(?<a>[A-Za-z_]\w{0,30})[ \t]*)\+[ \t]*(?<b>[A-Za-z_]\w{0,30})(?=[ \t]*(?:[),]|;?[ \t]*(?:\r?\n|$|")))` +
        String.raw`(?<=${literal("v1", "a")}(?:[^\n]{0,300}\n){0,4}?` +
        String.raw`${literal("v2", "b")}(?:[^\n]{0,300}\n){0,4}?` +
        String
          .raw`[^\n]{0,120}?(?:key|token|secret|passw\w*|credentials?)\w{0,20}[ \t]*:?=[ \t]*\k<a>[ \t]*\+[ \t]*\k<b>)`,
      "gdi",
    ),
    secret: ["v1", "v2"],
    accept: (_value, _group, match) => looksGenerated(match.groups!.v1! + match.groups!.v2!, 16),
  }),
];
