/**
 * Gemini CLI's Trusted Folders with the real Gemini CLI (pinned in `.ci/clients/`): in a folder
 * it does not trust, Gemini CLI starts no MCP server, not even the user-level ctx entry, and
 * `gemini -p` stops; `ctx status` reads `~/.gemini/trustedFolders.json` and says so, and stops
 * saying so once the folder is trusted the way Gemini CLI's "Trust folder" answer records it.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { pinnedVersion, runClient, scene } from "./_clients.ts";
import { decideTrust } from "../../src/assistants/gemini/trust.ts";

const SETTINGS = `{
  "security": { "auth": { "selectedType": "gemini-api-key" } },
  "general": { "enableAutoUpdate": false, "enableAutoUpdateNotification": false },
  "privacy": { "usageStatisticsEnabled": false }
}
`;

Deno.test(`Gemini CLI ${pinnedVersion("gemini")}: in a folder it does not trust, gemini mcp list shows ctx disabled and gemini -p stops, and ctx status says how to trust it; once trusted, ctx connects and status is quiet`, async () => {
  await using s = await scene();
  await Deno.mkdir(join(s.home, ".gemini"));
  await Deno.writeTextFile(join(s.home, ".gemini", "settings.json"), SETTINGS);
  const install = await s.ctx(["install", "--hooks", "--backend", "skip"]);
  assert.equal(install.code, 0, install.stderr);
  const gemini = (args: string[]) =>
    runClient("gemini", args, {
      env: {
        ...s.env,
        GEMINI_API_KEY: "fake-gemini-key",
        GOOGLE_GEMINI_BASE_URL: "http://127.0.0.1:9",
      },
      cwd: s.project,
    });
  const status = async () => {
    const run = await s.ctx(["status"]);
    assert.equal(run.code, 0, run.stderr);
    return run.stdout;
  };
  const trust = (rules: Record<string, string>) =>
    Deno.writeTextFile(
      join(s.home, ".gemini", "trustedFolders.json"),
      JSON.stringify(rules, null, 2),
    );

  // A fresh folder: Gemini CLI has not been told to trust it.
  const list = await gemini(["mcp", "list"]);
  assert.equal(list.code, 0, list.stderr);
  const listed = list.stdout + list.stderr;
  assert.match(listed, /MCP servers are configured but disabled because this folder is untrusted/);
  assert.match(listed, /○ ctx: .* \(stdio\) - Disabled/, listed);
  const ask = await gemini(["-p", "hello", "-m", "gemini-2.5-flash"]);
  assert.equal(ask.code, 55, ask.stderr);
  assert.match(ask.stderr, /Gemini CLI is not running in a trusted directory/);
  assert.match(
    await status(),
    /^ {2}Gemini CLI: this folder is not trusted yet, so Gemini CLI starts neither ctx's MCP server nor its session-end hook here — choose "Trust folder" when Gemini CLI asks, or \/permissions in Gemini CLI$/m,
  );

  // Explicitly not trusted ("Don't trust"), even though a parent folder is.
  await trust({ [s.project]: "DO_NOT_TRUST", [s.home]: "TRUST_FOLDER" });
  const distrusted = await gemini(["mcp", "list"]);
  assert.match(distrusted.stdout + distrusted.stderr, /○ ctx: .* - Disabled/);
  assert.match(
    await status(),
    /Gemini CLI: this folder is marked "Don't trust" \(rule ".*\/src\/shop" in ".*trustedFolders\.json"\), so Gemini CLI starts neither .* — \/permissions in Gemini CLI changes it/,
  );

  // "Trust folder", as Gemini CLI writes it: ctx connects, and status has nothing to say.
  await trust({ [s.project]: "TRUST_FOLDER" });
  const trusted = await gemini(["mcp", "list"]);
  assert.match(trusted.stdout + trusted.stderr, /✓ ctx: .* \(stdio\) - Connected/);
  assert.doesNotMatch(await status(), /Gemini CLI: this folder/);
});

Deno.test("decideTrust() picks the rule Gemini CLI picks: the longest one containing the folder, TRUST_PARENT standing for its parent", () => {
  const how = { realPath: (p: string) => p, caseless: false };
  const decide = (rules: Record<string, "TRUST_FOLDER" | "TRUST_PARENT" | "DO_NOT_TRUST">) =>
    decideTrust("/home/u/src/shop", rules, how);
  assert.deepEqual(decide({}), { state: "not decided" });
  assert.deepEqual(decide({ "/home/u/src/shop": "TRUST_FOLDER" }), {
    state: "trusted",
    rule: "/home/u/src/shop",
  });
  assert.deepEqual(decide({ "/home/u": "TRUST_FOLDER" }).state, "trusted");
  assert.deepEqual(decide({ "/home/u/src/other": "TRUST_PARENT" }).state, "trusted");
  assert.deepEqual(decide({ "/home/u/src/shop-old": "TRUST_FOLDER" }).state, "not decided");
  assert.deepEqual(
    decide({ "/home/u": "TRUST_FOLDER", "/home/u/src/shop": "DO_NOT_TRUST" }).state,
    "not trusted",
  );
  assert.deepEqual(
    decide({ "/home/u/src": "DO_NOT_TRUST", "/home/u/src/shop": "TRUST_FOLDER" }).state,
    "trusted",
  );
  assert.deepEqual(
    decideTrust("/Users/U/Shop", { "/users/u": "TRUST_FOLDER" }, { ...how, caseless: true }).state,
    "trusted",
  ); // Gemini CLI's own check is by whole names: a folder whose name starts with two dots is inside.
  assert.deepEqual(
    decideTrust("/home/u/..work/shop", { "/home/u": "TRUST_FOLDER" }, how).state,
    "trusted",
  );
  assert.deepEqual(
    decideTrust("/home/u2/shop", { "/home/u": "TRUST_FOLDER" }, how).state,
    "not decided",
  );
});
