/**
 * `ctx search --team` against a hostile team server: more results than asked, unsafe ids,
 * escape sequences, a summary of megabytes, an error that echoes the key. What is printed is
 * bounded and clean, the local results still show, and the key never appears.
 */
import assert from "node:assert/strict";
import { runCtx, tempDir } from "../_helpers.ts";
import { json, plainFolder, pullEnv, startScripted, wireInsight } from "./_hostile.ts";
import type { TeamInsight } from "../../src/team/_protocol.ts";
import { storedInsight } from "../../src/team/pull.ts";
import { seededToken } from "../_mulberry32.ts";

const KEY = "ctxt_" + "H".repeat(40);

Deno.test("ctx search --team keeps at most the limit, drops unsafe ids, cleans and bounds what it prints", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  const results = [
    wireInsight("p1", 1, { id: "../../../etc/passwd" }),
    wireInsight("p1\x1b]0;owned\x07", 2, {
      title: "Pool \x1b[2Jexhaustion\x1b[31m",
      summary: "pool " + "y".repeat(3_000_000),
      contributor: "Mallory\x1b[8m hidden",
      tags: Array.from({ length: 500 }, (_, i) => `tag${i}`),
    }),
    ...Array.from({ length: 58 }, (_, i) => wireInsight("p1", 10 + i, { summary: "pool" })),
  ];
  await using server = startScripted(() => json({ results }));
  const run = await runCtx(["search", "pool", "--team", "--limit", "5", "--json"], {
    env: pullEnv(home, server.url, KEY),
    cwd,
  });
  assert.equal(run.code, 0, run.stderr);
  for (const control of ["\x1b", "\\u001b", "\x07", "\\u0007"]) {
    assert.ok(!(run.stdout + run.stderr).includes(control), JSON.stringify(control));
  }
  const hits = JSON.parse(run.stdout).hits;
  assert.equal(hits.length, 4, "5 asked, the unsafe id dropped");
  assert.ok(!hits.some((h: { id: string }) => h.id.includes("/")));
  const big = hits[0];
  assert.equal(big.title, "Pool exhaustion");
  assert.equal(big.summary.length, 4000);
  assert.equal(big.tags.length, 20);
  assert.equal(big.projectId, "p1");
  assert.match(big.contributor, /^Mallory hidden \(key #2 "mallory"\)$/);
  // One request, bounded by the limit asked.
  assert.deepEqual(server.requests.map((r) => r.path), ["/api/search?q=pool&limit=5"]);

  const text = await runCtx(["search", "pool", "--team", "--limit", "5"], {
    env: pullEnv(home, server.url, KEY),
    cwd,
  });
  assert.equal(text.code, 0, text.stderr);
  assert.ok(!text.stdout.includes("\x1b") && !text.stdout.includes("\x07"));
  assert.ok(text.stdout.length < 20_000, `${text.stdout.length} characters printed`);
});

Deno.test("ctx search --team says the team server failed, after what it found here, and never prints the key", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  await using server = startScripted((request) =>
    json({ error: `bad key ${request.headers.get("authorization")}` }, 500)
  );
  const run = await runCtx(["search", "pool", "--team"], {
    env: pullEnv(home, server.url, KEY),
    cwd,
  });
  assert.notEqual(run.code, 0);
  assert.doesNotMatch(run.stdout + run.stderr, /H{20}/);
  assert.match(run.stderr, /^error: .*api\/search/m);
  const asJson = await runCtx(["search", "pool", "--team", "--json"], {
    env: pullEnv(home, server.url, KEY),
    cwd,
  });
  assert.notEqual(asJson.code, 0);
  const report = JSON.parse(asJson.stdout);
  assert.deepEqual(report.hits, []);
  assert.match(report.team.error, /api\/search/);
  assert.doesNotMatch(asJson.stdout + asJson.stderr, /H{20}/);
});

Deno.test("storedInsight() bounds what a pull keeps: fields cut to the protocol's limits, clean", () => {
  const stored = storedInsight(
    wireInsight("p1", 1, {
      title: "t".repeat(10_000) as string,
      summary: "s\x1b[2J".repeat(1_000_000),
      tags: Array.from({ length: 100 }, () => "x".repeat(500)),
      file: "f".repeat(5000),
    }) as unknown as TeamInsight,
    (text) => text,
  );
  assert.equal(stored.title.length, 300);
  // Cut before it is cleaned: escape sequences take their room, then vanish.
  assert.match(stored.summary, /^s{500,4000}$/);
  assert.equal(stored.tags.length, 20);
  assert.ok(stored.tags.every((t) => t.length === 50));
  assert.equal(stored.file?.length, 500);
});

Deno.test("ctx search --team shows a team hit redacted last, as every text shown from memory", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  // The server is hostile: a secret in any field it sends, the project's id too.
  const secret = seededToken(17, "ghp_", 36);
  const results = [wireInsight(`p-${secret}`, 1, {
    title: `Pool token ${secret}`,
    summary: `pool exhaustion; the key was ${secret}`,
    tags: [`t-${secret}`],
    file: `src/${secret}.ts`,
    contributor: `Mallory ${secret}`,
  })];
  await using server = startScripted(() => json({ results }));
  for (const args of [["--json"], []]) {
    const run = await runCtx(["search", "pool", "--team", ...args], {
      env: pullEnv(home, server.url, KEY),
      cwd,
    });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /pool/i);
    assert.ok(!(run.stdout + run.stderr).includes(secret.slice(4)), `${args}: a secret shown`);
  }
});
