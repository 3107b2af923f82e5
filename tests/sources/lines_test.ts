/**
 * forEachLine(): the streaming reader of JSONL transcripts. A transcript is read in chunks;
 * whatever the chunk and piece boundaries, every line arrives whole, once, in order, with its
 * number, and a character split across two reads is decoded whole.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { forEachLine } from "../../src/sources/lines.ts";
import { tempDir } from "../_helpers.ts";

async function linesOf(
  path: string,
  options: { maxBytes?: number } = {},
): Promise<Array<[string, number]>> {
  const out: Array<[string, number]> = [];
  await forEachLine(path, (line, n) => void out.push([line, n]), options);
  return out;
}

Deno.test("forEachLine() delivers every line whole across chunk boundaries, long lines and multi-byte characters", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "t.jsonl");
  // Lines of every size around the read sizes (64 KiB, 1 MiB): short ones, one of 3 MiB, and
  // characters of 2, 3 and 4 bytes placed so that some straddle a boundary.
  const lines: string[] = [];
  let seed = 3;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >>> 16) % n;
  };
  const alphabet = ["a", "b", "é", "日", "😀", " ", "{", "\r"];
  for (let i = 0; i < 400; i++) {
    const size = i === 200 ? 3 << 20 : next(4) === 0 ? next(70_000) : next(300);
    let line = `${i}:`;
    while (line.length < size) line += alphabet[next(alphabet.length)]!.repeat(1 + next(50));
    lines.push(line);
  }
  lines.push(""); // A blank line is a line too.
  lines.push("last line without a newline");
  await Deno.writeTextFile(path, lines.join("\n"));
  const got = await linesOf(path);
  assert.equal(got.length, lines.length);
  for (let i = 0; i < lines.length; i++) {
    assert.equal(got[i]![1], i + 1);
    assert.ok(
      got[i]![0] === lines[i],
      `line ${i + 1} differs (${got[i]![0].length} vs ${lines[i]!.length})`,
    );
  }
});

Deno.test("forEachLine() stops when asked and, bounded, never delivers a cut line", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "t.jsonl");
  const lines = Array.from({ length: 5000 }, (_, i) => `{"n":${i},"pad":"${"x".repeat(100)}"}`);
  await Deno.writeTextFile(path, lines.join("\n") + "\n");
  const seen: number[] = [];
  await forEachLine(path, (_line, n) => {
    seen.push(n);
    return n === 3 ? "stop" : undefined;
  });
  assert.deepEqual(seen, [1, 2, 3]);
  const bounded = await linesOf(path, { maxBytes: 100_000 });
  assert.ok(bounded.length > 0 && bounded.length < lines.length, `${bounded.length}`);
  for (const [line, n] of bounded) assert.equal(line, lines[n - 1]);
});

Deno.test("forEachLine() turns invalid UTF-8 into U+FFFD and keeps going", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "t.jsonl");
  const encoder = new TextEncoder();
  const bytes = [...encoder.encode("ok 1\nbad "), 0xff, 0xfe, ...encoder.encode(" line\nok 3\n")];
  await Deno.writeFile(path, new Uint8Array(bytes));
  assert.deepEqual(await linesOf(path), [["ok 1", 1], ["bad \ufffd\ufffd line", 2], ["ok 3", 3]]);
});

Deno.test("forEachLine() leaves out a line longer than its bound, whatever the chunks, and goes on", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "t.jsonl");
  // Bound 5,000 characters: one long line inside a chunk, one spanning 3 reads of 1 MiB, one
  // exactly at the bound (kept), and a long last line without a newline.
  const lines = [
    "first",
    "a".repeat(5_001),
    "b".repeat(5_000),
    "c".repeat(3 << 20),
    "after",
    "d".repeat(6_000),
  ];
  await Deno.writeTextFile(path, lines.join("\n"));
  const got: Array<[string, number]> = [];
  const long: number[] = [];
  await forEachLine(path, (line, n) => void got.push([line, n]), {
    maxLineChars: 5_000,
    onLongLine: (n) => long.push(n),
  });
  assert.deepEqual(got, [["first", 1], [lines[2]!, 3], ["after", 5]]);
  assert.deepEqual(long, [2, 4, 6]);
});

Deno.test("forEachLine() decodes a byte-order mark, bad bytes before a newline and a cut last character as before", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "t.jsonl");
  const encoder = new TextEncoder();
  // A BOM (dropped once), a lone lead byte just before a newline, a long line that spans
  // reads and ends with a 4-byte character, and a last line cut inside a character.
  const long = "x".repeat((1 << 20) - 3) + "😀";
  const bytes = [
    0xef,
    0xbb,
    0xbf,
    ...encoder.encode("first\nlead "),
    0xe6,
    ...encoder.encode("\n"),
    ...encoder.encode(long + "\n"),
    ...encoder.encode("cut "),
    0xf0,
    0x9f,
  ];
  await Deno.writeFile(path, new Uint8Array(bytes));
  const got: Array<[string, number, boolean]> = [];
  await forEachLine(path, (line, n, unfinished) => void got.push([line, n, unfinished]));
  assert.deepEqual(got, [
    ["first", 1, false],
    ["lead \ufffd", 2, false],
    [long, 3, false],
    ["cut \ufffd", 4, true],
  ]);
});
