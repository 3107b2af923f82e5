/**
 * Gemini CLI's status probe (its trust in the project's folder) as `ctx status` runs it from the
 * registry: the finding under `background.gemini` in `--json`, and a line under Background only
 * when ctx is registered in Gemini CLI and the folder keeps it off. The real Gemini CLI's side of
 * it is in `tests/clients/gemini_trust_test.ts`.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { trustFinding } from "../../../src/assistants/gemini/trust.ts";
import { runCtx, tempDir } from "../../_helpers.ts";

const NOT_TRUSTED_YET =
  /^ {2}Gemini CLI: this folder is not trusted yet, so Gemini CLI starts neither ctx's MCP server nor its session-end hook here — choose "Trust folder" when Gemini CLI asks, or \/permissions in Gemini CLI$/m;

Deno.test("ctx status runs Gemini CLI's trust probe: its finding under background.gemini, a line only when ctx is registered there", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "shop");
  await Deno.mkdir(join(home, ".gemini"), { recursive: true });
  await Deno.mkdir(project);
  const env = { HOME: home, CTX_HOME: join(dir.path, "ctx"), CTX_KEYCHAIN: "off" };
  const status = async (...args: string[]) => {
    const run = await runCtx(["status", ...args], { env, cwd: project });
    assert.equal(run.code, 0, run.stderr);
    return run.stdout;
  };

  // Gemini CLI is set up, but ctx is not registered in it: nothing to say about its trust.
  await Deno.writeTextFile(join(home, ".gemini", "settings.json"), "{}\n");
  const file = join(home, ".gemini", "trustedFolders.json");
  assert.deepEqual(JSON.parse(await status("--json")).background.gemini, {
    state: "not decided",
    file,
    ctxMcpEntry: false,
  });
  assert.doesNotMatch(await status(), /Gemini CLI: this folder/);

  // With ctx's MCP entry, an undecided folder is said under Background.
  await Deno.writeTextFile(
    join(home, ".gemini", "settings.json"),
    JSON.stringify({ mcpServers: { ctx: { command: "/opt/ctx", args: ["mcp"] } } }),
  );
  assert.equal(JSON.parse(await status("--json")).background.gemini.ctxMcpEntry, true);
  const text = await status();
  assert.match(text, NOT_TRUSTED_YET);
  assert.match(text, /^ {2}session-end hooks: .*\n {2}Gemini CLI: this folder is not trusted yet/m);

  // Trusted: still in --json, quiet in the text.
  await Deno.writeTextFile(file, JSON.stringify({ [project]: "TRUST_FOLDER" }));
  assert.equal(JSON.parse(await status("--json")).background.gemini.state, "trusted");
  assert.doesNotMatch(await status(), /Gemini CLI: this folder/);
});

Deno.test("ctx status has no background.gemini when Gemini CLI is not set up", async () => {
  await using dir = await tempDir();
  const project = join(dir.path, "shop");
  await Deno.mkdir(project);
  const env = {
    HOME: join(dir.path, "home"),
    CTX_HOME: join(dir.path, "ctx"),
    CTX_KEYCHAIN: "off",
  };
  const run = await runCtx(["status", "--json"], { env, cwd: project });
  assert.equal(run.code, 0, run.stderr);
  assert.equal("gemini" in JSON.parse(run.stdout).background, false);
});

Deno.test("trustFinding() speaks when ctx's hook alone is registered, and of an unreadable trust file", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  await Deno.mkdir(join(home, ".gemini"), { recursive: true });
  const config = { home, os: "linux" as const };
  const folder = join(dir.path, "shop");
  const found = trustFinding(config, folder)!;
  assert.deepEqual(found.lines({ hookOn: false }), [], "neither the MCP entry nor the hook");
  assert.match(found.lines({ hookOn: true })[0]!, /^Gemini CLI: this folder is not trusted yet/);

  await Deno.writeTextFile(join(home, ".gemini", "trustedFolders.json"), '{"/x": "MAYBE"}');
  const unreadable = trustFinding(config, folder)!;
  assert.equal((unreadable.data as { state: string }).state, "unreadable");
  assert.deepEqual(unreadable.lines({ hookOn: true }), [
    `Gemini CLI: cannot read "${join(home, ".gemini", "trustedFolders.json")}": ` +
    '"MAYBE" is not a trust level (Gemini CLI stops until it is fixed)',
  ]);
  assert.equal(trustFinding({ home: join(dir.path, "nobody"), os: "linux" }, folder), undefined);
});
