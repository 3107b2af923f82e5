/**
 * Pure text helpers of the search index: how documents are tokenized for the identifier table,
 * which extra words make `camelCase` findable as `camel case`, and how any user input becomes a
 * safe FTS5 MATCH expression. Every user token is emitted as a quoted FTS string, so no input
 * (quotes, colons, parentheses, `AND`/`OR`/`NOT`/`NEAR`, a lone `*`) can be read as FTS syntax.
 */

/** Characters that belong inside an identifier (besides letters and digits). */
export const IDENT_CHARS = "_-:./@#$+";

/** The tokenizer of the identifier table; must keep every token `identTokens` produces whole. */
export const IDENT_TOKENIZER = `unicode61 remove_diacritics 0 tokenchars '${IDENT_CHARS}'`;

/** The tokenizer of the word table: Unicode words with English stemming. */
export const WORDS_TOKENIZER = "porter unicode61 remove_diacritics 2";

const SPLIT_IDENT = /[^\p{L}\p{N}\p{Mn}_\-:./@#$+]+/u;
// Sentence punctuation around an identifier is not part of it: `see ledger.ts.` → `ledger.ts`.
const EDGE_PUNCT = /^[-:./+]+|[-:./]+$/g;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Identifier tokens of a text, lowercased: `Fix ERR_REQUIRE_ESM in src/a.ts:12.` →
 * `fix err_require_esm in src/a.ts:12 src/a.ts a.ts`. Paths also yield their last segment and
 * `path:line` also yields the bare path, so `ledger.ts` finds `src/store/ledger.ts`.
 */
export function identTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const raw of text.toLowerCase().split(SPLIT_IDENT)) {
    const token = raw.replace(EDGE_PUNCT, "");
    if (!token || !HAS_WORD_CHAR.test(token)) continue;
    tokens.push(token);
    const withoutLine = token.replace(/:\d+(?::\d+)?$/, "");
    if (withoutLine !== token) tokens.push(withoutLine);
    if (withoutLine.includes("/")) {
      const last = withoutLine.slice(withoutLine.lastIndexOf("/") + 1);
      if (last && last !== withoutLine && HAS_WORD_CHAR.test(last)) tokens.push(last);
    }
  }
  return tokens;
}

const IDENT_PUNCT = /[_\-:./@#$+]/;

/**
 * True for a token with identifier punctuation (`err_require_esm`, `a::b`, `src/a.ts`,
 * `foo-bar`): what the identifier table holds. A plain word (`serialized`, `useeffect`) is the
 * word table's, and its unstemmed form is kept once in the `vocab` table, for prefixes.
 */
export function isIdentifier(token: string): boolean {
  return IDENT_PUNCT.test(token);
}

/**
 * A text's tokens as the index stores them: its identifiers (the text of an identifier-table
 * column) and its plain words (lowercased, unstemmed, for the `vocab` table).
 */
export function indexTokens(text: string): { idents: string; words: string[] } {
  const idents: string[] = [];
  const words: string[] = [];
  for (const token of identTokens(text)) (isIdentifier(token) ? idents : words).push(token);
  return { idents: idents.join(" "), words };
}

/**
 * The plain word of a prefix term the word table serves from `vocab` (`serializ*` →
 * `serializ`; `(serializ*` too), or undefined (no prefix, or an identifier: `src/sto*`).
 */
export function wordPrefix(term: QueryTerm): string | undefined {
  if (!term.prefix) return undefined;
  const tokens = identTokens(term.text);
  return tokens.length === 1 && !isIdentifier(tokens[0]!) ? tokens[0] : undefined;
}

/**
 * Words hidden inside identifiers, so prose queries find them: `useEffect` → `use effect`,
 * `HTTPServer` → `http server`. Only identifiers with an inner capital produce anything.
 */
export function camelWords(text: string): string {
  const out: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const parts = splitCamel(word);
    if (parts.length > 1) out.push(parts.join(" "));
  }
  return out.join(" ");
}

function splitCamel(word: string): string[] {
  return word
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .split(" ")
    .filter(Boolean);
}

/** One whitespace-separated piece of the user's query. */
export interface QueryTerm {
  /** The term as typed (control characters removed). */
  text: string;
  /** Trailing `*`: match words starting with this term. */
  prefix: boolean;
}

/** Split user input into terms; pieces without any letter or digit (`*`, `"`, `()`) are dropped. */
export function queryTerms(input: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  // deno-lint-ignore no-control-regex
  for (const piece of input.replace(/[\u0000-\u001f\u007f]/g, " ").split(/\s+/)) {
    if (!HAS_WORD_CHAR.test(piece)) continue;
    const prefix = /[\p{L}\p{N}]\*+$/u.test(piece);
    terms.push({ text: prefix ? piece.replace(/\*+$/, "") : piece, prefix });
  }
  return terms.slice(0, 32); // a pasted paragraph must not build a pathological query
}

/** An FTS5 string literal: the only quoting FTS5 knows is doubling `"`. */
export function ftsString(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * How terms combine: `all` (every term, each as a phrase), `any` (some term as a phrase), `loose`
 * (any piece of any term split at non-identifier punctuation: `title:chalk` finds `chalk`).
 */
export type MatchMode = "all" | "any" | "loose";

/**
 * MATCH expression for the word table. A term is a phrase of its words (`src/a.ts` →
 * `"src/a.ts"`, which the tokenizer reads as the phrase `src a ts`); a camelCase term also
 * matches its split form. A prefix of plain words also matches the words `expand` gives for
 * it: the table holds stems, and `"serializ"*` would miss `serialized` (stem `serial`).
 */
export function wordsMatch(
  terms: QueryTerm[],
  mode: MatchMode,
  expand: (term: QueryTerm) => readonly string[] = () => [],
): string | undefined {
  if (mode === "loose") {
    // Break terms only where no identifier would: `title:chalk` → title, chalk; but
    // `ERR_REQUIRE_ESM` stays whole (its parts alone would match unrelated text).
    const pieces = terms.flatMap((term) => term.text.split(/[^\p{L}\p{N}\p{Mn}_\-./@#$+]+/u));
    const words = pieces.filter((p) => HAS_WORD_CHAR.test(p)).map((p) => p.toLowerCase());
    return join([...new Set(words)].map(ftsString), "any");
  }
  const parts = terms.map((term) => {
    const phrase = ftsString(term.text) + (term.prefix ? "*" : "");
    const more = term.prefix ? expand(term) : [];
    if (more.length > 0) return `(${[phrase, ...more.map(ftsString)].join(" OR ")})`;
    const split = camelWords(term.text);
    if (!split || term.prefix) return phrase;
    return `(${phrase} OR ${ftsString(split)})`;
  });
  return join(parts, mode);
}

/**
 * MATCH expression for the identifier table: each term's identifier tokens, whole. Plain words
 * are not in that table (the word table has them), so a term of plain words adds nothing here.
 */
export function identsMatch(terms: QueryTerm[], mode: MatchMode): string | undefined {
  const parts: string[] = [];
  for (const term of terms) {
    const tokens = [...new Set(identTokens(term.text).filter(isIdentifier))];
    if (tokens.length === 0) continue;
    const quoted = tokens.map((t) => ftsString(t) + (term.prefix ? "*" : ""));
    // A term that yields several tokens (`a,b`) needs all of them.
    parts.push(quoted.length === 1 ? quoted[0]! : `(${quoted.join(" AND ")})`);
  }
  return join(parts, mode);
}

function join(parts: string[], mode: MatchMode): string | undefined {
  if (parts.length === 0) return undefined;
  return parts.join(mode === "all" ? " AND " : " OR ");
}
