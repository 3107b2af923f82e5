import assert from "node:assert/strict";
import { join } from "node:path";
import { cliEnv, NO_CLI, spawnCtx, tempDir } from "../_helpers.ts";
import { addSession } from "../mcp/_fixtures.ts";

/** No backend either: nothing real is read, changed or started. */
const env = (root: string) => cliEnv(root, { CTX_CLI_BACKEND: NO_CLI });

/** Run ctx with a reader that closes its end of stdout at once (`ctx … | head -0`). */
async function runIntoClosedPipe(
  args: string[],
  options: { env: Record<string, string>; cwd?: string },
): Promise<{ code: number; stderr: string }> {
  const child = spawnCtx(args, options);
  // The child needs far longer to start than this takes: every line it prints meets a pipe
  // whose reader is gone.
  await child.stdout.cancel();
  const chunks: string[] = [];
  for await (const chunk of child.stderr.pipeThrough(new TextDecoderStream())) chunks.push(chunk);
  const { code } = await child.status;
  return { code, stderr: chunks.join("") };
}

Deno.test("ctx status, search and --help end quietly when the reader closes the pipe", async () => {
  await using dir = await tempDir();
  const project = join(dir.path, "shop");
  await Deno.mkdir(join(dir.path, "home"), { recursive: true });
  await addSession(join(project, ".ctx"), "s1", [{
    title: "Checkout crashed with ERR_REQUIRE_ESM",
    summary: "node-fetch 3 is ESM-only; the CJS build required it.",
    type: "bug",
    tags: ["esm"],
  }], { project: "shop", cwd: project });
  for (const args of [["status"], ["search", "esm"], ["--help"], ["init", "--help"]]) {
    const run = await runIntoClosedPipe(args, { env: env(dir.path), cwd: project });
    assert.equal(run.code, 0, `${args.join(" ")}: ${run.stderr}`);
    assert.doesNotMatch(run.stderr, /bug in ctx|BrokenPipe/);
  }
});

Deno.test("ctx install into a closed pipe still saves the backend choice", async () => {
  await using dir = await tempDir();
  const e = env(dir.path);
  await Deno.mkdir(e.HOME!, { recursive: true });
  const run = await runIntoClosedPipe(["install", "--backend", "skip"], { env: e, cwd: dir.path });
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /bug in ctx|BrokenPipe/);
  const saved = JSON.parse(await Deno.readTextFile(join(e.CTX_HOME!, "backend.json")));
  assert.equal(saved.backend, "skip");
});
