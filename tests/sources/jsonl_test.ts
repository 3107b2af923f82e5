/**
 * JSONL reading: every bad line counted and reported once per file (a file of junk costs a
 * counter, not a list as long as the file), a last line still being written never called
 * malformed, garbage called garbage.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  forEachJsonLine,
  MAX_LISTED_SKIPS,
  SkippedLines,
  skippedWarning,
  splitJsonl,
} from "../../src/sources/jsonl.ts";
import { tempDir } from "../_helpers.ts";

Deno.test("forEachJsonLine() streams records, counts every bad line and lists the first ones", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "junk.jsonl");
  const junk = 50_000;
  const text = '{"n":1}\n' + "not json at all\n".repeat(junk) + "\u0000\u0001garbage\n" +
    '  {"n":2}  \n\n{"n":3,"cut":"';
  await Deno.writeTextFile(path, text);
  const values: unknown[] = [];
  const skips = new SkippedLines();
  await forEachJsonLine(path, (value) => void values.push(value), skips);
  assert.deepEqual(values, [{ n: 1 }, { n: 2 }]);
  assert.equal(skips.count, junk + 1, "the cut last line is being written: not malformed");
  const result = skips.result();
  assert.equal(result.skipped.length, MAX_LISTED_SKIPS);
  assert.equal(result.skippedCount, junk + 1);
  assert.deepEqual(result.skipped[0], { line: 2, reason: "invalid JSON" });
  assert.equal(
    skippedWarning(path, result),
    `Skipped 50001 malformed lines in "${path}" (first at line 2: invalid JSON)`,
  );
  // Once a newline ends it, the cut line is malformed too; garbage is called garbage.
  await Deno.writeTextFile(path, "\u0000\u0001\u0002\n" + '{"n":3,"cut":"\n');
  const again = new SkippedLines();
  await forEachJsonLine(path, () => {}, again);
  assert.deepEqual(again.result(), {
    skipped: [{ line: 1, reason: "binary or corrupt data" }, { line: 2, reason: "invalid JSON" }],
  });
});

Deno.test("splitJsonl() reports each bad line once, in one pass, and not a last line being written", () => {
  const bad = 100_000;
  const text = '{"a":1}\n' + "x\n".repeat(bad) + '{"b":2}\n{"c":';
  const { records, skipped } = splitJsonl(text);
  assert.deepEqual(records.map((r) => r.value), [{ a: 1 }, { b: 2 }]);
  assert.equal(skipped.length, bad);
  assert.deepEqual(skipped.at(-1), { line: bad + 1, reason: "invalid JSON" });
  assert.equal(splitJsonl('{"c":\n').skipped.length, 1, "a newline after it: malformed");
  assert.equal(skippedWarning("f", { skipped: [] }), undefined);
});
