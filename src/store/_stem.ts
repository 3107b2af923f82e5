/**
 * Snippets with matches marked `«…»`, marked the way the index matched: a summary word is marked
 * when its stem (SQLite's own porter tokenizer, the one of the word table) is the stem of a query
 * word, so `locking` marks `locked` and `Locks`. Marks wrap word characters only, never the
 * punctuation around them (`«locked»,` not `«locked,»`).
 */
import { DatabaseSync } from "node:sqlite";
import { prepared } from "./db.ts";
import { camelWords, type QueryTerm, WORDS_TOKENIZER } from "./_query.ts";

/** A query term as highlighting needs it. */
export interface HighlightTerm {
  text: string;
  /** Trailing `*`: words starting with the term match. */
  prefix: boolean;
}

/** The terms a snippet marks: each query term, and the words of a camelCase one. */
export function highlightTerms(terms: readonly QueryTerm[]): HighlightTerm[] {
  return terms.flatMap((t) => [
    t,
    ...camelWords(t.text).split(" ").filter(Boolean).map((text) => ({ text, prefix: false })),
  ]);
}

/** Runs of letters and digits: what the word table's tokenizer calls a word. */
const WORD = /[\p{L}\p{N}\p{Mn}]+/gu;
/** An identifier-like token (`ERR_REQUIRE_ESM`, `src/a.ts`, `node-fetch`) without edge punctuation. */
const TOKEN = /[\p{L}\p{N}\p{Mn}](?:[\p{L}\p{N}\p{Mn}_\-:./@#$+]*[\p{L}\p{N}\p{Mn}])?/gu;

/**
 * The porter stems of words, from SQLite's tokenizer itself: each new word is one row of an
 * in-memory FTS5 table (kept open) and `fts5vocab` lists the term it produced. Stems are cached,
 * so a search pays only for words it has not seen yet.
 */
export class PorterStemmer {
  #db: DatabaseSync | undefined;
  readonly #cache = new Map<string, string>();

  /** The stems of `words`, keyed by the lowercased word. */
  stems(words: Iterable<string>): Map<string, string> {
    const wanted = [...new Set([...words].map((w) => w.toLowerCase()))];
    const fresh = wanted.filter((w) => !this.#cache.has(w));
    if (fresh.length > 0) this.#learn(fresh);
    return new Map(wanted.map((w) => [w, this.#cache.get(w) ?? w]));
  }

  #learn(words: string[]): void {
    if (this.#cache.size + words.length > 100_000) this.#cache.clear(); // bounded memory
    const db = this.#db ??= openStemDb();
    db.exec("BEGIN");
    try {
      const insert = prepared(db, "INSERT INTO w (rowid, word) VALUES (?, ?)");
      words.forEach((word, i) => insert.run(i + 1, word));
      const rows = prepared(db, "SELECT doc, term FROM v ORDER BY doc, offset").all() as Array<
        { doc: number; term: string }
      >;
      for (const row of rows) {
        const word = words[Number(row.doc) - 1];
        // A word the tokenizer splits in two (rare) keeps its first term.
        if (word !== undefined && !this.#cache.has(word)) this.#cache.set(word, String(row.term));
      }
    } finally {
      db.exec("ROLLBACK"); // the table only ever holds the words of one call
    }
  }

  close(): void {
    this.#db?.close();
    this.#db = undefined;
  }
}

function openStemDb(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  db.exec(`CREATE VIRTUAL TABLE w USING fts5(word, tokenize = '${WORDS_TOKENIZER}');
    CREATE VIRTUAL TABLE v USING fts5vocab(w, 'instance');`);
  return db;
}

/** `PorterStemmer.stems` once, for callers without a stemmer to keep. */
export function porterStems(words: Iterable<string>): Map<string, string> {
  const stemmer = new PorterStemmer();
  try {
    return stemmer.stems(words);
  } finally {
    stemmer.close();
  }
}

/** The words whose stems highlighting needs: every word of the terms and of the summaries. */
export function wordsOf(texts: Iterable<string>): string[] {
  const out: string[] = [];
  for (const text of texts) out.push(...(text.match(WORD) ?? []));
  return out;
}

const SNIPPET_WORDS = 24;

/**
 * A window of the summary around the first match, matches marked `«…»`. `stem` maps a
 * lowercased word to its stem (`porterStems`); an identifier typed whole (`ERR_REQUIRE_ESM`,
 * `src/a.ts`) is marked whole, otherwise each matching word inside a token is marked alone
 * (`node-«fetch»`).
 */
export function snippetOf(
  summary: string,
  terms: readonly HighlightTerm[],
  stem: (word: string) => string | undefined,
): string {
  const stemOf = (word: string) => stem(word.toLowerCase()) ?? word.toLowerCase();
  const whole = new Set(
    terms.map((t) => (t.text.match(TOKEN) ?? []).join(" ").toLowerCase()).filter(Boolean),
  );
  const prefixes = terms.filter((t) => t.prefix).map((t) => t.text.toLowerCase());
  const stems = new Set(
    terms.filter((t) => !t.prefix).flatMap((t) => t.text.match(WORD) ?? []).map(stemOf),
  );
  const isMatch = (word: string) =>
    stems.has(stemOf(word)) || prefixes.some((p) => word.toLowerCase().startsWith(p));
  const mark = (piece: string) =>
    piece.replace(
      TOKEN,
      (token) =>
        whole.has(token.toLowerCase())
          ? `«${token}»`
          : token.replace(WORD, (word) => isMatch(word) ? `«${word}»` : word),
    );
  const pieces = summary.replace(/\s+/g, " ").trim().split(" ");
  const marked = pieces.map(mark);
  const first = marked.findIndex((m, i) => m !== pieces[i]);
  const start = first <= 3 ? 0 : first - 3;
  const window = marked.slice(start, start + SNIPPET_WORDS);
  return `${start > 0 ? "…" : ""}${window.join(" ")}${
    start + SNIPPET_WORDS < pieces.length ? "…" : ""
  }`;
}
