import assert from "node:assert/strict";
import { porterStems, snippetOf, wordsOf } from "../../src/store/_stem.ts";

/** The snippet `ctx search` shows for `query` (terms split like the index does). */
function snippet(summary: string, query: string): string {
  const terms = query.split(" ").map((text) =>
    text.endsWith("*") ? { text: text.slice(0, -1), prefix: true } : { text, prefix: false }
  );
  const stems = porterStems(wordsOf([query, summary]));
  return snippetOf(summary, terms, (w) => stems.get(w));
}

Deno.test("porterStems() stems words with SQLite's own porter tokenizer", () => {
  const stems = porterStems(["locking", "Locked", "locks", "queues", "ran"]);
  assert.deepEqual(Object.fromEntries(stems), {
    locking: "lock",
    locked: "lock",
    locks: "lock",
    queues: "queue",
    ran: "ran",
  });
});

Deno.test("snippetOf() marks every form of a query word and never the punctuation around it", () => {
  assert.equal(
    snippet("The queue locked twice, (locks) were released; Locking fixed it.", "locking"),
    "The queue «locked» twice, («locks») were released; «Locking» fixed it.",
  );
  assert.equal(snippet("Raced for the lock.", "lock"), "Raced for the «lock».");
});

Deno.test("snippetOf() marks an identifier typed whole, and a word inside one alone", () => {
  const summary = "ERR_REQUIRE_ESM: node-fetch, see src/checkout.ts";
  assert.equal(
    snippet(summary, "ERR_REQUIRE_ESM"),
    "«ERR_REQUIRE_ESM»: node-fetch, see src/checkout.ts",
  );
  assert.equal(
    snippet(summary, "fetch"),
    "ERR_REQUIRE_ESM: node-«fetch», see src/checkout.ts",
  );
  assert.equal(
    snippet(summary, "src/checkout.ts"),
    "ERR_REQUIRE_ESM: node-fetch, see «src/checkout.ts»",
  );
  assert.equal(
    snippet("Serialization failed; the serializer was replaced.", "serializ*"),
    "«Serialization» failed; the «serializer» was replaced.",
  );
});

Deno.test("snippetOf() starts a long summary a few words before the first match", () => {
  const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
  words[20] = "deadlocked";
  const text = snippet(words.join(" "), "deadlock");
  assert.ok(text.startsWith("…w17 w18 w19 «deadlocked» w21"), text);
  assert.ok(text.endsWith("…"), text);
});
