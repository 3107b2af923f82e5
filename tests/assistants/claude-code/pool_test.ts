/**
 * The pooled read (`_pool.ts`) makes the session one thread makes: the same turns, skipped lines
 * and numbers, the same cleaned and redacted text — on every real Claude Code sample, a big
 * generated session, and a file of the lines a range edge could get wrong. Forced on small files
 * (the read pools only from `POOL_FROM`), with the ranges cut at many places.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { ClaudeSessionBuilder } from "../../../src/assistants/claude-code/_parse.ts";
import { readPooled } from "../../../src/assistants/claude-code/_pool.ts";
import { forEachLine } from "../../../src/sources/lines.ts";
import { LONG_LINE_REASON } from "../../../src/sources/jsonl.ts";
import { cleanSession } from "../../../src/distill/clean.ts";
import { redact } from "../../../src/redact/mod.ts";
import { bigSessionText } from "../../fixtures/big_sessions.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";

const REAL = realFixture("claude-code");

async function oneThread(path: string, lean: boolean, maxLineChars?: number) {
  const builder = new ClaudeSessionBuilder("hint", { lean });
  await forEachLine(path, (line, n, unfinished) => builder.addLine(line, n, unfinished), {
    onLongLine: (n) => builder.skipLine(n, LONG_LINE_REASON),
    ...(maxLineChars ? { maxLineChars } : {}),
  });
  return builder.finish();
}

async function pooled(path: string, lean: boolean, threads: number, mainShare: number) {
  const builder = new ClaudeSessionBuilder("hint", { lean });
  const size = (await Deno.stat(path)).size;
  assert.ok(await readPooled(path, size, builder, { lean, threads, mainShare }));
  return builder.finish();
}

/** What a user gets of a read: the session as JSON, and its cleaned, redacted text. */
function outcome(read: Awaited<ReturnType<typeof oneThread>>) {
  const cleaned = (userOnly: boolean, sanitize: boolean) =>
    read.session
      ? redact(cleanSession(read.session, { sanitize, userOnly, maxChars: 200_000 }).text).text
      : "";
  return {
    read: JSON.stringify(read),
    sanitized: cleaned(false, true),
    userOnly: cleaned(true, true),
    unsanitized: cleaned(false, false),
  };
}

async function assertSame(path: string, shares: number[]) {
  for (const lean of [true, false]) {
    const expected = outcome(await oneThread(path, lean));
    for (const threads of [2, 3, 4]) {
      for (const mainShare of shares) {
        const got = outcome(await pooled(path, lean, threads, mainShare));
        assert.deepEqual(got, expected, `${path}: lean ${lean}, ${threads} threads, ${mainShare}`);
      }
    }
  }
}

Deno.test("the pooled read of every real Claude Code sample is the one-thread read", async () => {
  const names = [...Deno.readDirSync(REAL)].map((e) => e.name).filter((n) => n.endsWith(".jsonl"));
  assert.ok(names.length >= 10);
  for (const name of names.sort()) await assertSame(join(REAL, name), [0, 0.13, 0.6]);
});

Deno.test("the pooled read of a big generated session is the one-thread read", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "big.jsonl");
  await writeFile(path, bigSessionText("claude-code", 400));
  await assertSame(path, [0, 0.31]);
});

Deno.test("a range edge keeps line numbers, malformed and unfinished lines, and file-ordered duplicates", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "edges.jsonl");
  const record = (uuid: string, parent: string | null, text: string) =>
    JSON.stringify({
      type: "user",
      uuid,
      parentUuid: parent,
      sessionId: "s",
      cwd: "/p",
      timestamp: `2026-01-01T00:00:${uuid.padStart(2, "0")}Z`,
      message: { role: "user", content: text },
    });
  const lines: string[] = [];
  for (let i = 1; i <= 40; i++) {
    lines.push(record(String(i), i > 1 ? String(i - 1) : null, `prompt ${i} ` + "x".repeat(i * 7)));
    if (i % 9 === 0) lines.push("{not json", "", "[1,2]", "\uFEFF" + record("b" + i, null, "bom"));
    // A record seen earlier (a copy): only its first place counts, wherever the ranges fall.
    if (i % 13 === 0) lines.push(record("3", "2", "a copy of the third prompt"));
  }
  lines.push('{"type":"user","uuid":"tail"'); // being written: no newline after it
  await writeFile(path, lines.join("\n"));
  const shares = Array.from({ length: 12 }, (_, k) => k / 12);
  await assertSame(path, shares);
  const read = await pooled(path, true, 3, 0.2);
  assert.ok(read.skipped.some((s) => s.reason === "not a JSON object"));
  assert.equal(read.skipped.find((s) => s.reason === "invalid JSON")?.line, 10);
});

Deno.test("a worker that fails makes the pooled read say so (the caller reads on one thread)", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "big.jsonl");
  await writeFile(path, bigSessionText("claude-code", 20));
  const broken = join(dir.path, "broken.ts");
  await writeFile(broken, 'throw new Error("no worker here");\n');
  const builder = new ClaudeSessionBuilder("hint", { lean: true });
  const size = (await Deno.stat(path)).size;
  const worker = new URL(`file://${broken}`);
  assert.equal(await readPooled(path, size, builder, { lean: true, threads: 2, worker }), false);
});
