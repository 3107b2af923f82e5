/**
 * The exit code is what the command returns: `runCli` (in this process, as `main.ts` calls it)
 * hands back the code of the command that ran, 0 for help and version.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCli } from "../../src/cli/mod.ts";
import { fakeDeps } from "../_fakes.ts";
import { tempDir } from "../_helpers.ts";
import { FILES, populateHome } from "../install/_home.ts";

async function run(argv: string[], home: string, stdin = "") {
  const deps = fakeDeps({
    env: { HOME: home, CTX_HOME: join(home, "ctx-home"), CTX_KEYCHAIN: "off", PATH: "" },
    stdin,
  });
  const code = await runCli(argv, { signal: deps.signal, deps });
  return { code, out: deps.output };
}

Deno.test("runCli() returns the exit code the command returned: 1 when ctx install --dry-run meets a malformed editor config", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const { code, out } = await run(["install", "--dry-run"], home.path);
  assert.equal(code, 1);
  assert.match(out.stderr.join("\n"), new RegExp(`Cannot edit "${join(home.path, FILES.gemini)}"`));
});

Deno.test("runCli() returns 0 for a command that succeeded, for --help and for --version", async () => {
  await using home = await tempDir();
  const redact = await run(["redact"], home.path, "nothing secret here\n");
  assert.equal(redact.code, 0);
  assert.deepEqual(redact.out.stdout, ["nothing secret here\n"]);
  assert.equal((await run(["--help"], home.path)).code, 0);
  assert.equal((await run(["--version"], home.path)).code, 0);
});
