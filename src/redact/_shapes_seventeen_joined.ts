/**
 * Shapes read from held-out corpus seventeen's misses, the keys joined or listed in code
 * (docs/redaction.md, "Corpus seventeen after it was seen"): a key joined from literals each too
 * short to read alone (`concat!`, `Sprintf`, `join`, `+` chains, verbatim strings too), the rest
 * of a literal whose first part a rule took, and the values of a map named for secrets. They run
 * right after the rest of corpus seventeen's shapes (_shapes_seventeen.ts), whose readers of a
 * declaration's head they share.
 */
import { caseNoise } from "./_noise.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";
import {
  headBefore,
  HEXKEY,
  KEY,
  NOT_SECRET_WORDS,
  OTHER,
  secretHead,
  words,
} from "./_shapes_seventeen.ts";

// A part of a joined literal: a literal (`"…"`, `'…'`, C# `@"…"`), and one a rule took already.
const PART = String.raw`@?(?:"[A-Za-z0-9+\/=_.~!#^*-]{4,200}"|'[A-Za-z0-9+\/=_.~!#^*-]{4,200}')`;
const TAKEN = String.raw`@?(?:"\[REDACTED\]"|'\[REDACTED\]')`;
// What joins two parts: `+`, or `,` in a call that joins (`concat!`, `Sprintf`, `join`), over lines.
// (PHP's `.`, Lua's `..` and VB's `&` are left out: as keywords they stand in too much prose.)
const JOIN = String
  .raw`[ \t]*(?:\r?\n(?:[ \t]*\d{1,7}→)?[+-]?[ \t]*)?(?:\+|,)[ \t]*(?:\r?\n(?:[ \t]*\d{1,7}→)?[+-]?[ \t]*)?`;

// A call that joins the literals given to it (what the rule's keywords name).
const JOINING_CALL = /concat!\(|printf\(|format\(|joinToString|join\((?:""|'')\)|(?:""|'')\.join/i;

// The parts `joinedParts` last found, as offsets into the group (`split` gives them).
let parts: Array<[number, number]> = [];

/** The literal parts of `run` (the contents of each), as offsets into it. */
function literalParts(run: string): Array<[number, number]> {
  return [...run.matchAll(/"([^"\r\n]{4,200})"|'([^'\r\n]{4,200})'/dg)].map((m) =>
    m.indices![1] ?? m.indices![2]!
  );
}

/** True when the joined literals of `run` make a secret under the declaration before them. */
function joinedParts(run: string, group: string, match: RegExpExecArray): boolean {
  const found = literalParts(run);
  const value = found.map(([a, b]) => run.slice(a, b)).join("");
  parts = found;
  if (found.length === 0) return false;
  const head = headBefore(match.input, match.index);
  // Literals side by side after a comma are a call's arguments, unless the call joins them.
  if (
    /["'][ \t]*(?:\r?\n[^\n]{0,20})?,/.test(match[0]) &&
    !JOINING_CALL.test(head)
  ) {
    return false;
  }
  // The rest of a literal whose first part a rule took already.
  if (group === "rest") {
    return looksGenerated(value, 8) || digitsSpread(value) || caseNoise(value, 8);
  }
  if (found.length < 2 || !(looksGenerated(value, 24) || digitsSpread(value))) return false;
  return secretHead(head);
}

// A map's entry on a line of its own: `"name": "value",` (`=>`, `,` in a pair), after a line's lead.
const ENTRY =
  /^(?:[ \t]*\d{1,7}→)?[+-]?[ \t]*["'][^"'\r\n]{1,100}["'][ \t]*(?::|=>|,)[ \t]*["']([A-Za-z0-9+\/=_.~-]{16,300})["'][ \t]*,?[ \t]*\r?$/d;

// The words a map of secrets is named by (`partnerSecrets`, `API_KEYS`, `webhookTokens`).
const PLURAL = new Set("secrets keys tokens passwords credentials creds".split(" "));

// The entries `secretMap` last found, as offsets into the body (`split` gives them).
let entries: Array<[number, number]> = [];

/** True when the map in `match` is named for secrets and its entries' values are generated. */
function secretMap(body: string, _group: string, match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 60), match.index);
  const name = (/[A-Za-z_$][\w$]*$/.exec(before)?.[0] ?? "") + /^[A-Za-z]+/.exec(match[0])![0];
  const w = words(name);
  entries = [];
  // (`monkeys` is no `keys`; `cacheKeys` are no secrets; a call's `(` is no declaration.)
  if (!PLURAL.has(w.at(-1) ?? "") || w.some((x) => NOT_SECRET_WORDS.has(x))) return false;
  if (!/^[A-Za-z]+["']?[ \t]*(?::|=)/.test(match[0])) return false;
  let at = 0;
  for (const line of body.split("\n")) {
    const m = ENTRY.exec(line);
    if (m === null) break;
    const [a, b] = m.indices![1]!;
    if (looksGenerated(m[1]!, 16) || digitsSpread(m[1]!)) entries.push([at + a, at + b]);
    at += line.length + 1;
  }
  return entries.length > 0;
}

/** The joined and listed keys, after the rest of corpus seventeen's shapes. */
export const SEVENTEEN_JOINED_RULES: readonly Rule[] = [
  rule({
    id: "secret-map-entry",
    examples: {
      match: [
        'var partnerSecrets = map[string]string{\n\t"northwind": "«' + KEY +
        '»",\n\t"contoso":   "«' +
        HEXKEY + '»",\n}',
        "API_KEYS = {\n    'billing': '«" + KEY + "»',\n}",
      ],
      clean: [
        'var partnerNames = map[string]string{\n\t"northwind": "' + KEY + '",\n}',
        'const cacheKeys = {\n  "user": "' + KEY + '",\n};',
        'var partnerSecrets = map[string]string{\n\t"northwind": "env:NORTHWIND_SECRET",\n}',
      ],
    },
    description:
      'the values of a map or dict named for secrets (`partnerSecrets = map[string]string{`, `API_KEYS = {`, `webhookTokens: {`), an entry a line (`"name": "…"`), when each is generated',
    keywords: ["secrets", "keys", "tokens", "passwords", "credentials", "creds"],
    // (From the name, on its line, over the entries below it.)
    reach: { after: 1200 },
    pattern:
      /(?:secrets|keys|tokens|passwords|credentials|creds)(?![\w$])[^\r\n]{0,80}?[{(\[][ \t]*\r?\n(?<body>[^\r\n]{1,300}(?:\r?\n[^\r\n]{1,300}){0,29})/gdi,
    secret: ["body"],
    accept: secretMap,
    split: () => entries,
  }),
  rule({
    id: "joined-key-literal",
    examples: {
      match: [
        'key := fmt.Sprintf("%s%s", "«' + KEY.slice(0, 16) + '»", "«' + KEY.slice(16) + '»")',
        // (Over two lines `joins` reads the two literals as one, for the rule of a string's name.)
        'public const string PartnerSecret = @"«' + KEY.slice(0, 16) + '»" + @"«' +
        KEY.slice(16) + '»";',
      ],
      clean: [
        'const GREETING: &str = concat!("' + OTHER.slice(0, 16) + '", "' + OTHER.slice(16) + '");',
        'apiKeyHeader := fmt.Sprintf("%s%s", "X-Api-", "Key-Name")',
        'const secretLabel = "Client " + "secret";',
      ],
    },
    description:
      'a key joined from literals each too short to read alone: `concat!("…", "…")`, `Sprintf("%s%s", "…", "…")`, `"…" + "…"` (verbatim `@"…"` too) under a secret name, when they join into a generated value; and the rest of a literal whose first part a rule took already',
    keywords: [
      "concat!(",
      "printf(",
      "format(",
      "jointostring",
      'join("")',
      "join('')",
      '"".join',
      "''.join",
      '" +',
      "' +",
      '+ "',
      "+ '",
      '+ @"',
      "[redacted]",
    ],
    // (The lines around one of them: a join may run over lines, its name on the line above.)
    reach: { before: 300, after: 400 },
    pattern: new RegExp(
      `(?<v>${PART}(?:${JOIN}${PART}){1,12})|${TAKEN}(?<rest>(?:${JOIN}${PART}){1,12})`,
      "gd",
    ),
    secret: ["v", "rest"],
    accept: joinedParts,
    split: () => parts,
  }),
];
