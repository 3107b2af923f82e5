/**
 * `ctx mcp` typed in a terminal says, on stderr, what it is; stdout stays the protocol's. Run
 * under a pseudo-terminal (util-linux `script`), as a person at a terminal would; its stdin is
 * closed at once, so the server ends as it does when a client goes away.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { cliEnv, runCtx, runInTerminal, tempDir } from "../_helpers.ts";

const NOTICE = "ctx mcp is the MCP server your editors start: it speaks JSON-RPC on stdin and " +
  "stdout and waits here for a client\n" +
  "hint: run ctx install to register it in your editors (ctx status shows where it is); " +
  "Ctrl-C stops it\n";

Deno.test("ctx mcp in a terminal says on stderr that editors start it; in a pipe it says nothing", async () => {
  await using dir = await tempDir();
  const env = cliEnv(dir.path);
  await Deno.mkdir(env.HOME);
  const stderrFile = join(dir.path, "stderr.txt");
  const out = await runInTerminal(["mcp"], env, { stderrFile });
  assert.equal(out.code, 0);
  assert.equal(await Deno.readTextFile(stderrFile), NOTICE);
  // The terminal's stdout (the protocol stream) got none of it.
  assert.doesNotMatch(out.text, /MCP server your editors start/);

  const piped = await runCtx(["mcp"], { env, stdin: "" });
  assert.equal(piped.code, 0);
  assert.equal(piped.stderr, "");
  assert.equal(piped.stdout, "");
});
