/**
 * `ctx install` in Continue: a config block of ctx's own, `~/.continue/mcpServers/ctx.yaml`,
 * checked with Continue's own block parser (`parseBlock` of `@continuedev/config-yaml`, the package
 * the extension and `cn` load it with) and YAML library.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parseBlock as continueParseBlock } from "@continuedev/config-yaml";
import { parseBlock, renderBlock } from "../../../src/assistants/continue/block.ts";
import { registerClients, registeredClients } from "../../../src/install/mod.ts";
import { exists } from "../../../src/fsutil.ts";
import { tempDir } from "../../_helpers.ts";
import { fakeRunner } from "../../keychain/_fake_runner.ts";
import { installDeps } from "../../install/_home.ts";

/** The servers of a block as Continue parsed it (a block holds one kind of item). */
function servers(block: ReturnType<typeof continueParseBlock>): unknown[] | undefined {
  return "mcpServers" in block ? block.mcpServers : undefined;
}

function continueChange(changes: Array<{ id: string; action: string; detail?: string }>) {
  return changes.find((c) => c.id === "continue");
}

Deno.test("Continue: ctx install writes mcpServers/ctx.yaml, a block Continue's own parser accepts with our command; again: unchanged; --uninstall deletes it and the folder it made", async () => {
  await using home = await tempDir();
  await Deno.mkdir(join(home.path, ".continue"));
  const deps = installDeps(home.path, fakeRunner().run);
  const file = join(home.path, ".continue", "mcpServers", "ctx.yaml");

  assert.equal(continueChange(await registerClients(deps))?.action, "added");
  const block = continueParseBlock(await Deno.readTextFile(file));
  assert.equal(block.name, "ctx");
  assert.equal(block.schema, "v1");
  assert.deepEqual(servers(block), [
    { name: "ctx", command: "/opt/ctx/bin/ctx", args: ["mcp"] },
  ]);
  assert.deepEqual(
    (await registeredClients(deps)).find((c) => c.id === "continue"),
    { client: "Continue", id: "continue", path: file, registered: true },
  );
  assert.equal(continueChange(await registerClients(deps))?.action, "unchanged");

  assert.equal(continueChange(await registerClients(deps, { uninstall: true }))?.action, "removed");
  assert.equal(await exists(join(home.path, ".continue", "mcpServers")), false);
  assert.deepEqual(
    [...Deno.readDirSync(join(home.path, ".continue"))],
    [],
    "no empty file, no backup left",
  );
  assert.equal(
    continueChange(await registerClients(deps, { uninstall: true }))?.action,
    "not registered",
  );
});

Deno.test("Continue: a moved ctx updates the block; the user's other blocks stay; a ctx.yaml edited by hand is left alone and reported", async () => {
  await using home = await tempDir();
  const servers = join(home.path, ".continue", "mcpServers");
  await Deno.mkdir(servers, { recursive: true });
  const theirs = "name: docs\nversion: 1.0.0\nschema: v1\nmcpServers:\n  - name: docs\n    " +
    'command: npx\n    args: ["-y", "docs-mcp"]\n';
  await Deno.writeTextFile(join(servers, "docs.yaml"), theirs);
  const file = join(servers, "ctx.yaml");
  await Deno.writeTextFile(file, renderBlock({ command: "/old/ctx", args: ["mcp"] }));
  const deps = installDeps(home.path, fakeRunner().run);
  const updated = continueChange(await registerClients(deps));
  assert.equal(updated?.action, "updated");
  assert.equal(parseBlock(await Deno.readTextFile(file))?.["command"], "/opt/ctx/bin/ctx");
  assert.equal(await Deno.readTextFile(join(servers, "docs.yaml")), theirs);
  assert.equal(await exists(`${file}.ctx-backup`), false, "ctx's own file: no backup");

  const edited = (await Deno.readTextFile(file)).replace(
    'args: ["mcp"]',
    'args: ["mcp"]\n    env: {A: b}',
  );
  await Deno.writeTextFile(file, edited);
  const left = continueChange(await registerClients(deps));
  assert.equal(left?.action, "malformed");
  assert.match(left?.detail ?? "", /not as ctx wrote it/);
  assert.equal(
    continueChange(await registerClients(deps, { uninstall: true }))?.action,
    "malformed",
  );
  assert.equal(await Deno.readTextFile(file), edited, "untouched");
  const status = (await registeredClients(deps)).find((c) => c.id === "continue");
  assert.equal(status?.registered, false);
  assert.match(status?.error ?? "", /not as ctx wrote it/);
  // Uninstalling leaves the user's folder and their block where they were.
  await Deno.remove(file);
  assert.equal(
    continueChange(await registerClients(deps, { uninstall: true }))?.action,
    "not registered",
  );
  assert.ok(await exists(join(servers, "docs.yaml")));
});

Deno.test("Continue: a ctx path with spaces, quotes, backslashes and non-ASCII survives the YAML round trip (Continue reads the same command)", () => {
  for (
    const command of [
      "/home/a b/.local/bin/ctx",
      'C:\\Users\\Zoë "Z"\\ctx.exe',
      "/opt/ctx: #not-a-comment/ctx",
      "/home/東京/ctx",
    ]
  ) {
    const text = renderBlock({ command, args: ["mcp", "--x"] });
    assert.deepEqual(servers(continueParseBlock(text))?.[0], {
      name: "ctx",
      command,
      args: ["mcp", "--x"],
    });
    assert.deepEqual(parseBlock(text), { command, args: ["mcp", "--x"] });
    assert.equal(parseBlock(text.replaceAll("\n", "\r\n"))?.["command"], command, "CRLF");
  }
});

Deno.test("Continue: --uninstall leaves a mcpServers folder that is a link (a dotfiles manager's) in place", async () => {
  await using home = await tempDir();
  const real = join(home.path, "dotfiles", "continue-servers");
  await Deno.mkdir(real, { recursive: true });
  await Deno.mkdir(join(home.path, ".continue"));
  await Deno.symlink(real, join(home.path, ".continue", "mcpServers"));
  const deps = installDeps(home.path, fakeRunner().run);
  assert.equal(continueChange(await registerClients(deps))?.action, "added");
  assert.ok(await exists(join(real, "ctx.yaml")));
  assert.equal(continueChange(await registerClients(deps, { uninstall: true }))?.action, "removed");
  assert.equal(await exists(join(real, "ctx.yaml")), false);
  assert.ok(
    (await Deno.lstat(join(home.path, ".continue", "mcpServers"))).isSymlink,
    "the link stays",
  );
  assert.ok(await exists(real));
});

Deno.test("Continue: CONTINUE_GLOBAL_DIR moves the block", async () => {
  await using home = await tempDir();
  const global = join(home.path, "cfg", "continue");
  await Deno.mkdir(global, { recursive: true });
  const deps = installDeps(home.path, fakeRunner().run, { CONTINUE_GLOBAL_DIR: global });
  const change = continueChange(await registerClients(deps));
  assert.equal(change?.action, "added");
  assert.ok(await exists(join(global, "mcpServers", "ctx.yaml")));
  assert.equal(await exists(join(home.path, ".continue")), false);
});
