/**
 * A client that writes its requests and closes stdin at once (`printf '…' | ctx mcp`): the real
 * `ctx mcp` answers every request it received before it exits, instead of only the first.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { MAIN_TS, tempDir } from "../_helpers.ts";
import { addSession, userStore } from "./_fixtures.ts";
import { RAW_HANDSHAKE, serverEnv, spawnMcp, toolCall } from "./_client.ts";

const TITLE = "Token refresh raced with logout";

function lines(messages: object[]): string {
  return messages.map((m) => `${JSON.stringify(m)}\n`).join("");
}

Deno.test("ctx mcp with initialize, initialized and two tools/call piped and stdin closed answers every request, then exits 0", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-home");
  await Deno.mkdir(home, { recursive: true });
  await addSession(userStore(ctxHome, "auth-service-0a1b2c3d"), "sess-1", [{
    title: TITLE,
    summary: "Logging out during a token refresh re-created the session: abort the refresh.",
    tags: ["auth"],
  }]);
  const child = spawnMcp(MAIN_TS, { cwd: dir.path, env: serverEnv({ home, ctxHome }) });
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(lines([
    ...RAW_HANDSHAKE,
    toolCall(2, "search_context", { query: "token refresh" }),
    toolCall(3, "list_context_projects"),
  ])));
  await writer.close();
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const out = await child.output();
  clearTimeout(timer);
  const stdout = new TextDecoder().decode(out.stdout);
  const stderr = new TextDecoder().decode(out.stderr);

  assert.equal(out.code, 0, stderr);
  const answers = stdout.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l));
  assert.deepEqual(answers.map((a) => a.id).sort(), [1, 2, 3], stdout);
  const byId = new Map(answers.map((a) => [a.id, a]));
  assert.equal(byId.get(1).result.serverInfo.name, "ctx");
  assert.ok(!byId.get(2).result.isError, stdout);
  assert.match(byId.get(2).result.content[0].text, new RegExp(TITLE));
  assert.match(byId.get(3).result.content[0].text, /auth-service-0a1b2c3d/);
});
