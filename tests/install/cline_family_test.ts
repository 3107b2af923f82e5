/**
 * `ctx install` for Cline, Roo Code and Kilo Code on a temporary home: every file each one reads
 * its MCP servers from (Cline's shared settings and each editor's, Roo Code's and Kilo Code's
 * per editor, Kilo Code ≥ 7's `kilo.jsonc`), merge-safe, shown by `ctx status`, undone by
 * `--uninstall`.
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { parse } from "jsonc-parser";
import { registerClients, registeredClients } from "../../src/install/mod.ts";
import { tempDir } from "../_helpers.ts";
import { fakeRunner } from "../keychain/_fake_runner.ts";
import { installDeps, SELF } from "./_home.ts";

const COMMAND = SELF.command;

const CLINE_EXT = "saoudrizwan.claude-dev";
const ROO_EXT = "rooveterinaryinc.roo-cline";
const KILO_EXT = "kilocode.kilo-code";

function settings(product: string, extension: string, file: string): string {
  return join(".config", product, "User", "globalStorage", extension, "settings", file);
}

/** Files as the clients write them (their own servers, a 4.x-rewritten ctx entry, comments). */
const FILES: Record<string, string> = {
  // Cline 4.x's shared file: a nested entry it migrated, and the user's own server.
  [join(".cline", "data", "settings", "cline_mcp_settings.json")]: JSON.stringify(
    {
      mcpServers: {
        github: { transport: { type: "stdio", command: "npx", args: ["gh-mcp"] }, disabled: false },
        ctx: { transport: { type: "stdio", command: "/old/ctx", args: ["mcp"] }, timeout: 120 },
      },
      __vscodeLegacyMcpSettingsMigration: true,
    },
    null,
    2,
  ),
  // Cline ≤ 3.x in VS Code: the empty file it creates on start.
  [settings("Code", CLINE_EXT, "cline_mcp_settings.json")]: '{\n  "mcpServers": {}\n}',
  [settings("Code", ROO_EXT, "mcp_settings.json")]: JSON.stringify(
    {
      mcpServers: { fetch: { command: "uvx", args: ["mcp-server-fetch"], alwaysAllow: ["fetch"] } },
    },
    null,
    4,
  ),
  [join(".config", "kilo", "kilo.jsonc")]: `{
  "$schema": "https://app.kilo.ai/config.json",
  // the user's own servers
  "mcp": {
    "docs": { "type": "remote", "url": "https://docs.example.com/mcp" }, // keep
  },
}
`,
};

async function kiloLegacyHome(home: string): Promise<void> {
  for (const [file, text] of Object.entries(FILES)) {
    await Deno.mkdir(dirname(join(home, file)), { recursive: true });
    await Deno.writeTextFile(join(home, file), text);
  }
  // Cursor has Cline and Kilo Code installed, but no settings file yet.
  for (const ext of [CLINE_EXT, KILO_EXT]) {
    await Deno.mkdir(join(home, ".config", "Cursor", "User", "globalStorage", ext), {
      recursive: true,
    });
  }
}

async function read(home: string, file: string) {
  return parse(await Deno.readTextFile(join(home, file)));
}

Deno.test("ctx install registers ctx in every file Cline, Roo Code and Kilo Code read servers from, keeping theirs", async () => {
  await using tmp = await tempDir();
  const home = tmp.path;
  await kiloLegacyHome(home);
  const deps = installDeps(home, fakeRunner().run);
  const changes = await registerClients(deps);
  const ours = changes.filter((c) => ["cline", "roo-code", "kilo-code"].includes(c.id));
  assert.deepEqual(
    ours.map((c) => [c.id, c.path.slice(home.length + 1), c.action]),
    [
      ["cline", join(".cline", "data", "settings", "cline_mcp_settings.json"), "updated"],
      ["cline", settings("Code", CLINE_EXT, "cline_mcp_settings.json"), "added"],
      ["cline", settings("Cursor", CLINE_EXT, "cline_mcp_settings.json"), "added"],
      ["roo-code", settings("Code", ROO_EXT, "mcp_settings.json"), "added"],
      ["kilo-code", join(".config", "kilo", "kilo.jsonc"), "added"],
      ["kilo-code", settings("Cursor", KILO_EXT, "mcp_settings.json"), "added"],
    ],
  );
  // Cline 4.x's nested entry keeps its form and the user's timeout; the other server is untouched.
  const shared = await read(home, join(".cline", "data", "settings", "cline_mcp_settings.json"));
  assert.deepEqual(shared.mcpServers.ctx, {
    transport: { type: "stdio", command: COMMAND, args: ["mcp"] },
    timeout: 120,
  });
  assert.deepEqual(shared.mcpServers.github.transport.args, ["gh-mcp"]);
  assert.equal(shared.__vscodeLegacyMcpSettingsMigration, true);
  for (
    const file of [
      settings("Code", CLINE_EXT, "cline_mcp_settings.json"),
      settings("Cursor", CLINE_EXT, "cline_mcp_settings.json"),
    ]
  ) {
    assert.deepEqual((await read(home, file)).mcpServers.ctx, { command: COMMAND, args: ["mcp"] });
  }
  const roo = await read(home, settings("Code", ROO_EXT, "mcp_settings.json"));
  assert.deepEqual(Object.keys(roo.mcpServers), ["fetch", "ctx"]);
  assert.deepEqual(roo.mcpServers.fetch.alwaysAllow, ["fetch"]);
  // Kilo Code ≥ 7: OpenCode's shape, comments and the user's server kept.
  const kiloText = await Deno.readTextFile(join(home, ".config", "kilo", "kilo.jsonc"));
  assert.match(kiloText, /\/\/ the user's own servers/);
  assert.match(kiloText, /\/\/ keep/);
  assert.deepEqual(parse(kiloText).mcp.ctx, { type: "local", command: [COMMAND, "mcp"] });

  const status = await registeredClients(deps);
  const shown = status.filter((c) => ["cline", "roo-code", "kilo-code"].includes(c.id));
  assert.equal(shown.length, 6);
  assert.ok(shown.every((c) => c.registered && !c.error), JSON.stringify(shown));

  // Twice: nothing to change.
  const again = await registerClients(deps);
  assert.ok(
    again.filter((c) => ["cline", "roo-code", "kilo-code"].includes(c.id)).every((c) =>
      c.action === "unchanged"
    ),
  );
});

Deno.test("ctx install --uninstall removes only ctx's entries from the Cline family's files", async () => {
  await using tmp = await tempDir();
  const home = tmp.path;
  await kiloLegacyHome(home);
  const deps = installDeps(home, fakeRunner().run);
  await registerClients(deps);
  const changes = await registerClients(deps, { uninstall: true });
  const ours = changes.filter((c) => ["cline", "roo-code", "kilo-code"].includes(c.id));
  assert.ok(ours.length === 6 && ours.every((c) => c.action === "removed"), JSON.stringify(ours));
  // The files that existed are back to their bytes (the user's entries, comments, indentation).
  for (
    const file of [
      settings("Code", ROO_EXT, "mcp_settings.json"),
      join(".config", "kilo", "kilo.jsonc"),
    ]
  ) {
    assert.equal(await Deno.readTextFile(join(home, file)), FILES[file], file);
  }
  const shared = await read(home, join(".cline", "data", "settings", "cline_mcp_settings.json"));
  assert.deepEqual(
    Object.keys(shared.mcpServers),
    ["github"],
    "the nested ctx entry is found by its name",
  );
  const status = await registeredClients(deps);
  assert.ok(status.filter((c) => c.id === "cline").every((c) => !c.registered));
});

Deno.test("ctx install picks Kilo's existing kilo.json when there is no kilo.jsonc, and says ctx is off when the user disabled it", async () => {
  await using tmp = await tempDir();
  const home = tmp.path;
  const kiloJson = join(home, ".config", "kilo", "kilo.json");
  await Deno.mkdir(dirname(kiloJson), { recursive: true });
  await Deno.writeTextFile(
    kiloJson,
    JSON.stringify({
      mcp: { ctx: { type: "local", command: ["/old/ctx", "mcp"], enabled: false } },
    }),
  );
  const deps = installDeps(home, fakeRunner().run);
  const [change] = (await registerClients(deps)).filter((c) => c.id === "kilo-code");
  assert.equal(change!.path, kiloJson);
  assert.equal(change!.action, "updated");
  assert.deepEqual((await read(home, join(".config", "kilo", "kilo.json"))).mcp.ctx, {
    type: "local",
    command: [COMMAND, "mcp"],
    enabled: false,
  });
  assert.match(change!.warnings?.join("\n") ?? "", /"enabled": false/);
  assert.equal(
    await Deno.stat(join(home, ".config", "kilo", "kilo.jsonc")).catch(() => null),
    null,
  );
});
