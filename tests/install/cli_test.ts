import assert from "node:assert/strict";
import { join } from "node:path";
import { parse } from "jsonc-parser";
import { parse as parseYaml } from "yaml";
import { runCli } from "../../src/cli/mod.ts";
import { fakeDeps } from "../_fakes.ts";
import { runCtx, tempDir } from "../_helpers.ts";
import { FILES, GOOSE, ORIGINAL, populateHome, snapshot } from "./_home.ts";
import { startFakeModels } from "./_fake_models.ts";

const KEY_A = "sk-a-cli-0123456789abcdef-f3k9";
const KEY_C = "nvapi-cli-0123456789abcdef-c0c0";

function env(home: string, extra: Record<string, string> = {}): Record<string, string> {
  return { HOME: home, CTX_HOME: join(home, "ctx-home"), CTX_KEYCHAIN: "off", ...extra };
}

Deno.test("ctx install --setup refuses cleanly (exit 2) when stdin is not a terminal and no --backend is given", async () => {
  await using home = await tempDir();
  const run = await runCtx(["install", "--setup"], { env: env(home.path) });
  assert.equal(run.code, 2);
  assert.equal(run.stdout, "");
  assert.equal(
    run.stderr,
    "error: Cannot run the setup wizard: stdin is not a terminal\n" +
      "hint: pass --backend vendor-a|vendor-b|vendor-c|cli|skip (with --key-stdin, or the " +
      "vendor's key in VENDORA_API_KEY/VENDORB_API_KEY/VENDORC_API_KEY)\n",
  );
});

Deno.test("ctx install --setup --backend vendor-a --key-stdin saves a checked key without printing it", async () => {
  await using home = await tempDir();
  await using vendor = startFakeModels("vendor-a", KEY_A);
  const run = await runCtx(["install", "--setup", "--backend", "vendor-a", "--key-stdin"], {
    env: env(home.path, { VENDORA_BASE_URL: vendor.url }),
    stdin: `${KEY_A}\n`,
  });
  const credentials = join(home.path, "ctx-home", "credentials.json");
  assert.equal(run.code, 0, run.stderr);
  assert.equal(
    run.stdout,
    `Backend saved: Vendor A API, key in key file "${credentials}" (mode 0600)\n`,
  );
  assert.equal(run.stderr, `Using the key file "${credentials}" (mode 0600): CTX_KEYCHAIN=off\n`);
  assert.equal((await Deno.stat(credentials)).mode! & 0o777, 0o600);
  assert.equal(vendor.requests.length, 1);
  assert.ok(!vendor.log.join("\n").includes(KEY_A), "the key only travels in a header");
});

Deno.test("ctx install registers every client, runs the non-interactive setup, and a second run changes nothing", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const first = await runCtx(["install", "--backend", "skip"], { env: env(home.path) });
  assert.equal(first.code, 1, "the malformed Gemini file makes the run partial");
  assert.match(first.stdout, /^Claude Code \(~\/\.claude\.json\): added$/m);
  assert.match(first.stdout, /^Codex \(~\/\.codex\/config\.toml\): added$/m);
  assert.match(first.stdout, /^Restart your editors \(or reload their MCP servers\) to apply$/m);
  assert.match(first.stdout, /^Backend saved: none \(skipped\)$/m);
  // The file, where and what in words (not the parser's ValueExpected), and what to do.
  assert.match(
    first.stderr,
    new RegExp(
      `^error: Cannot edit "${
        join(home.path, FILES.gemini)
      }": invalid JSON at line \\d+, column \\d+: [a-z]+( [a-z]+)* \\(left untouched\\)\n` +
        "hint: fix the file by hand \\(or move it away\\), then run the same ctx install command again$",
      "m",
    ),
  );
  const after = await snapshot(home.path);
  const second = await runCtx(["install", "--backend", "skip"], { env: env(home.path) });
  assert.match(second.stdout, /^Cursor \(~\/\.cursor\/mcp\.json\): already registered$/m);
  assert.ok(!second.stdout.includes("Restart your editors"));
  const again = await snapshot(home.path);
  for (const file of Object.values(FILES)) assert.deepEqual(again[file], after[file], file);
  const uninstall = await runCtx(["install", "--uninstall"], { env: env(home.path) });
  assert.match(uninstall.stdout, /^Zed \(~\/\.config\/zed\/settings\.json\): removed$/m);
  assert.equal(await Deno.readTextFile(join(home.path, FILES.cursor)), ORIGINAL.cursor);
});

Deno.test("ctx install --dry-run shows the entries and writes nothing", async () => {
  await using home = await tempDir();
  await populateHome(home.path);
  const before = await snapshot(home.path);
  const run = await runCtx(["install", "--dry-run"], { env: env(home.path) });
  assert.match(run.stdout, /^Cursor \(~\/\.cursor\/mcp\.json\): would be added$/m);
  assert.match(run.stdout, /^ {4}\[mcp_servers\.ctx\]$/m);
  assert.match(run.stderr, /Dry run: nothing was written/);
  assert.deepEqual(await snapshot(home.path), before);
});

Deno.test("ctx --reset-nvidia-api-key deletes the saved Vendor C key and says from where", async () => {
  await using home = await tempDir();
  await using vendor = startFakeModels("vendor-c", KEY_C);
  const e = env(home.path, { VENDORC_BASE_URL: vendor.url });
  const setup = await runCtx(["install", "--setup", "--backend", "vendor-c", "--key-stdin"], {
    env: e,
    stdin: KEY_C,
  });
  assert.equal(setup.code, 0, setup.stderr);
  const credentials = join(home.path, "ctx-home", "credentials.json");
  const reset = await runCtx(["--reset-nvidia-api-key"], { env: e });
  assert.equal(reset.code, 0, reset.stderr);
  assert.equal(
    reset.stdout,
    `Removed the saved Vendor C key from key file "${credentials}" (mode 0600)\n`,
  );
  await assert.rejects(Deno.stat(credentials));
  const again = await runCtx(["--reset-nvidia-api-key"], { env: e });
  assert.equal(again.stdout, "No saved Vendor C key to remove\n");
  for (const run of [setup, reset, again]) {
    assert.ok(!run.stdout.includes(KEY_C) && !run.stderr.includes(KEY_C));
  }
});

Deno.test("ctx install rerun without a terminal keeps the saved backend and says which, not that the wizard was skipped", async () => {
  await using home = await tempDir();
  const hint = "pass --backend vendor-a|vendor-b|vendor-c|cli|skip (with --key-stdin, or the " +
    "vendor's key in VENDORA_API_KEY/VENDORB_API_KEY/VENDORC_API_KEY)";
  const fresh = await runCtx(["install"], { env: env(home.path) });
  assert.equal(fresh.code, 0, fresh.stderr);
  assert.ok(
    fresh.stderr.includes(`Skipped the backend wizard: stdin is not a terminal; ${hint}\n`),
    fresh.stderr,
  );
  await using vendor = startFakeModels("vendor-a", KEY_A);
  const e = env(home.path, { VENDORA_BASE_URL: vendor.url });
  const saved = await runCtx(["install", "--setup", "--backend", "vendor-a", "--key-stdin"], {
    env: e,
    stdin: `${KEY_A}\n`,
  });
  assert.equal(saved.code, 0, saved.stderr);
  const again = await runCtx(["install", "--hooks"], { env: e });
  assert.equal(again.code, 0, again.stderr);
  assert.ok(
    again.stderr.includes(
      `Kept the saved backend: Vendor A API (to change it without a terminal, ${hint})\n`,
    ),
    again.stderr,
  );
  assert.ok(!again.stderr.includes("Skipped the backend wizard"), again.stderr);
  assert.ok(!again.stderr.includes(KEY_A));
});

Deno.test("ctx install --uninstall --dry-run ends with its dry-run line, after the hooks it would remove", async () => {
  await using home = await tempDir();
  await Deno.mkdir(join(home.path, ".gemini"), { recursive: true });
  const added = await runCtx(["install", "--hooks", "--backend", "skip"], { env: env(home.path) });
  assert.equal(added.code, 0, added.stderr);
  const deps = fakeDeps({ env: { ...env(home.path), PATH: "" } });
  // Both streams in the order a terminal shows them.
  const shown: string[] = [];
  const { out, err } = deps.output;
  deps.output.out = (line) => void (shown.push(line), out(line));
  deps.output.err = (line) => void (shown.push(line), err(line));
  const code = await runCli(["install", "--uninstall", "--dry-run"], { signal: deps.signal, deps });
  assert.equal(code, 0);
  assert.deepEqual(shown.filter((l) => /would be removed/.test(l)).length, 2, shown.join("\n"));
  assert.equal(shown.at(-1), "Dry run: nothing was written", shown.join("\n"));
});

Deno.test("ctx install registers ctx in Qwen Code's ~/.qwen/settings.json, keeps its comments and other servers, and --uninstall gives the bytes back", async () => {
  await using home = await tempDir();
  const settings = join(home.path, ".qwen", "settings.json");
  await Deno.mkdir(join(home.path, ".qwen"));
  const original = `{
  // Qwen Code's own settings
  "security": { "auth": { "selectedType": "qwen-oauth" } },
  "mcpServers": {
    "docs": { "command": "npx", "args": ["-y", "docs-mcp"] }, // keep me
  },
}
`;
  await Deno.writeTextFile(settings, original);
  const dry = await runCtx(["install", "--dry-run"], { env: env(home.path) });
  assert.match(dry.stdout, /^Qwen Code \(~\/\.qwen\/settings\.json\): would be added$/m);
  assert.equal(await Deno.readTextFile(settings), original);

  const added = await runCtx(["install", "--backend", "skip"], { env: env(home.path) });
  assert.equal(added.code, 0, added.stderr);
  const text = await Deno.readTextFile(settings);
  const kept = original.slice(0, original.indexOf("// keep me\n") + "// keep me\n".length);
  assert.ok(text.startsWith(kept), text);
  const servers = parse(text).mcpServers;
  assert.deepEqual(Object.keys(servers), ["docs", "ctx"]);
  assert.deepEqual(servers.ctx.args, ["mcp"]);
  // Its tools declared to the model up front, not behind Qwen Code's tool_search step.
  assert.equal(servers.ctx.alwaysLoadTools, true);
  assert.equal(await Deno.readTextFile(`${settings}.ctx-backup`), original);

  // A user who turns that off keeps it off: a re-install changes nothing.
  await Deno.writeTextFile(
    settings,
    text.replace('"alwaysLoadTools": true', '"alwaysLoadTools": false'),
  );
  const again = await runCtx(["install", "--backend", "skip"], { env: env(home.path) });
  assert.match(again.stdout, /^Qwen Code \(~\/\.qwen\/settings\.json\): already registered$/m);
  assert.equal(parse(await Deno.readTextFile(settings)).mcpServers.ctx.alwaysLoadTools, false);

  const removed = await runCtx(["install", "--uninstall"], { env: env(home.path) });
  assert.match(removed.stdout, /^Qwen Code \(~\/\.qwen\/settings\.json\): removed$/m);
  assert.equal(await Deno.readTextFile(settings), original);
});

Deno.test("ctx install registers ctx as a Goose extension in ~/.config/goose/config.yaml, every other line kept, and --uninstall gives the bytes back", async () => {
  await using home = await tempDir();
  const config = join(home.path, ".config", "goose", "config.yaml");
  await Deno.mkdir(join(home.path, ".config", "goose"), { recursive: true });
  const original = GOOSE;
  await Deno.writeTextFile(config, original);
  const dry = await runCtx(["install", "--dry-run"], { env: env(home.path) });
  assert.match(
    dry.stdout,
    /^Goose \(~\/\.config\/goose\/config\.yaml\): would be added\n {4}extensions:\n {6}ctx:\n {8}enabled: true$/m,
  );
  assert.equal(await Deno.readTextFile(config), original);

  const added = await runCtx(["install", "--backend", "skip"], { env: env(home.path) });
  assert.equal(added.code, 0, added.stderr);
  const text = await Deno.readTextFile(config);
  const cut = original.indexOf("\n# modes below");
  assert.equal(text.slice(0, cut), original.slice(0, cut));
  assert.ok(text.endsWith(original.slice(cut)), text);
  const ctx = parseYaml(text) as { extensions: Record<string, Record<string, unknown>> };
  assert.deepEqual(Object.keys(ctx.extensions), ["developer", "memory", "ctx"]);
  assert.equal(ctx.extensions.ctx!.type, "stdio");
  assert.equal(ctx.extensions.ctx!.enabled, true);
  assert.deepEqual(ctx.extensions.ctx!.args, ["mcp"]);
  assert.equal(await Deno.readTextFile(`${config}.ctx-backup`), original);

  const removed = await runCtx(["install", "--uninstall"], { env: env(home.path) });
  assert.match(removed.stdout, /^Goose \(~\/\.config\/goose\/config\.yaml\): removed$/m);
  assert.equal(await Deno.readTextFile(config), original);
});

Deno.test("ctx install makes Goose's config.yaml when Goose has none, with no backup, and --uninstall deletes it but not Goose's folder", async () => {
  await using home = await tempDir();
  const folder = join(home.path, ".config", "goose");
  await Deno.mkdir(folder, { recursive: true });
  const added = await runCtx(["install", "--backend", "skip"], { env: env(home.path) });
  assert.equal(added.code, 0, added.stderr);
  const made = parseYaml(await Deno.readTextFile(join(folder, "config.yaml")));
  assert.deepEqual(Object.keys(made), ["extensions"]);
  assert.deepEqual([...Deno.readDirSync(folder)].map((e) => e.name), ["config.yaml"]);
  const removed = await runCtx(["install", "--uninstall"], { env: env(home.path) });
  assert.match(removed.stdout, /^ {4}the file held nothing else: deleted$/m);
  assert.deepEqual([...Deno.readDirSync(folder)], []);
});
