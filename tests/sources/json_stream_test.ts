/**
 * readJsonDocument(): a transcript that is one JSON document, read in chunks. Whatever the chunk
 * size (down to one byte, so every value, escape and multi-byte character is cut somewhere),
 * the streamed elements and the other members are what JSON.parse gives; a document cut short,
 * garbled or binary says so, and what came before is still delivered.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { readJsonDocument } from "../../src/sources/json_stream.ts";
import { tempDir } from "../_helpers.ts";

const ELEMENTS: unknown[] = [
  { id: 1, text: "plain" },
  { id: 2, text: 'quotes " and \\ backslashes \\\\" and \\', list: [[], {}, [1, [2]]] },
  "a bare string ]} with brackets",
  42,
  null,
  { deep: { deeper: { text: "日本語 é 😀 \u2028 \u0000 control" } }, end: true },
  { text: "\\".repeat(7) + '"' + "\\".repeat(8) },
];

async function read(text: string, chunkBytes?: number) {
  await using dir = await tempDir();
  const path = join(dir.path, "doc.json");
  await Deno.writeTextFile(path, text);
  const got: unknown[] = [];
  const doc = await readJsonDocument(path, {
    arrays: { messages: (value, i) => void got.push([i, value]) },
    ...(chunkBytes ? { chunkBytes } : {}),
  });
  return {
    doc,
    elements: got.map((g) => (g as [number, unknown])[1]),
    indexes: got.map((g) => (g as [number])[0]),
  };
}

Deno.test("readJsonDocument() streams an array member and keeps the others, at any chunk size", async () => {
  const value = {
    sessionId: "s-1",
    startTime: "2026-01-01",
    messages: ELEMENTS,
    summary: "done",
    kind: null,
  };
  for (const space of [undefined, 2]) {
    const text = "\uFEFF" + JSON.stringify(value, null, space) + "\n";
    for (const chunk of [1, 2, 3, 7, 64, undefined]) {
      const { doc, elements, indexes } = await read(text, chunk);
      assert.equal(doc.error, undefined, `chunk ${chunk}`);
      assert.deepEqual(elements, ELEMENTS, `chunk ${chunk}`);
      assert.deepEqual(indexes, ELEMENTS.map((_, i) => i));
      assert.deepEqual(doc.members, {
        sessionId: "s-1",
        startTime: "2026-01-01",
        summary: "done",
        kind: null,
      });
    }
  }
  assert.deepEqual((await read("{}")).doc, { members: {}, streamed: [], tooLong: 0 });
  assert.deepEqual((await read('{"messages":[]}')).elements, []);
});

Deno.test("readJsonDocument() says what is wrong with a cut, garbled or binary document", async () => {
  const whole = JSON.stringify({ sessionId: "s", messages: ELEMENTS });
  const cut = await read(whole.slice(0, whole.indexOf('"deep"')), 5);
  assert.equal(cut.doc.error?.reason, "cut short (still being written?)");
  assert.deepEqual(cut.elements, ELEMENTS.slice(0, 5), "the elements before the cut are read");
  assert.equal((await read('{"sessionId":"s",,}')).doc.error?.reason, "invalid JSON");
  assert.equal((await read('{"a":1,}')).doc.error?.reason, "invalid JSON");
  assert.equal((await read('{"messages":[{"a":1} {"b":2}]}')).doc.error?.reason, "invalid JSON");
  assert.equal((await read("[1,2]")).doc.error?.reason, "not a JSON object");
  assert.equal(
    (await read("\u0000\u0001\u0002binary")).doc.error?.reason,
    "binary or corrupt data",
  );
});
