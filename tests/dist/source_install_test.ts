/**
 * Running ctx from a clone, as the README says: `deno task install` writes a `ctx` launcher
 * that runs in any project folder, with no network, and is what `ctx install` registers.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { folderId } from "../../src/store/project.ts";
import { MAIN_TS, REPO_ROOT, tempDir, writeFile } from "../_helpers.ts";
import { denoDir } from "./_deno_dir.ts";
import { exists } from "../../src/fsutil.ts";
import { DENO_RUN_FLAGS } from "../../src/cli/launcher.ts";
import { failureText } from "../../scripts/install_source.ts";

/** Every request would go through a proxy that refuses connections: no network at all. */
const NO_NETWORK = {
  HTTPS_PROXY: "http://127.0.0.1:9",
  HTTP_PROXY: "http://127.0.0.1:9",
  https_proxy: "http://127.0.0.1:9",
  http_proxy: "http://127.0.0.1:9",
  NO_PROXY: "",
};

async function run(
  command: string,
  args: string[],
  options: { env: Record<string, string>; cwd?: string },
): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = await new Deno.Command(command, {
    args,
    cwd: options.cwd ?? REPO_ROOT,
    env: { NO_COLOR: "1", PATH: Deno.env.get("PATH") ?? "", ...options.env },
    clearEnv: true,
    stdin: "null",
  }).output();
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: decode(out.stdout), stderr: decode(out.stderr) };
}

Deno.test("deno task install writes a ctx launcher that works in any folder, offline, and is what ctx install registers", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const bin = join(dir.path, "bin");
  await Deno.mkdir(join(home, ".cursor"), { recursive: true });
  const base = { HOME: home, CTX_HOME: join(dir.path, "ctx-home"), CTX_KEYCHAIN: "off" };
  const installed = await run(Deno.execPath(), ["task", "--quiet", "install"], {
    env: { ...base, DENO_DIR: denoDir(), CTX_INSTALL_DIR: bin },
  });
  assert.equal(installed.code, 0, installed.stderr + installed.stdout);
  const launcher = join(bin, "ctx");
  assert.match(installed.stdout, new RegExp(`^Installed ${launcher}\n`));
  assert.match(installed.stdout, /\n {2}ctx 0\.\d+\.\d+\n/);
  assert.match(installed.stdout, /is not on your PATH\. Add it/);
  assert.equal((await Deno.stat(launcher)).mode! & 0o111, 0o111);
  // The ctx it starts runs with ctx's runtime flags (a capped young generation; the runs below
  // prove this Deno takes them).
  assert.ok((await Deno.readTextFile(launcher)).includes(`${DENO_RUN_FLAGS.join(" ")} "$bundle"`));

  // A project of its own, with a deno.json and package.json ctx must not pick up; no Deno
  // cache and no network: the launcher needs neither.
  const project = join(dir.path, "shop");
  await writeFile(join(project, "deno.json"), '{ "nodeModulesDir": "auto", "imports": {} }');
  await writeFile(join(project, "package.json"), '{ "dependencies": { "left-pad": "1.3.0" } }');
  const offline = { ...base, ...NO_NETWORK, DENO_DIR: join(dir.path, "empty-deno-dir") };
  const status = await run(launcher, ["status", "--json"], { env: offline, cwd: project });
  assert.equal(status.code, 0, status.stderr);
  const report = JSON.parse(status.stdout);
  assert.equal(report.project.root, project);
  assert.equal(report.project.id, folderId(project));
  assert.ok(!(await exists(join(project, "node_modules"))), "nothing installed in the project");

  // ctx install through the launcher registers the launcher itself.
  const registered = await run(launcher, ["install", "--backend", "skip"], {
    env: offline,
    cwd: project,
  });
  assert.equal(registered.code, 0, registered.stderr);
  const cursor = JSON.parse(await Deno.readTextFile(join(home, ".cursor", "mcp.json")));
  assert.deepEqual(cursor.mcpServers.ctx, { command: launcher, args: ["mcp"] });

  // So does ctx run from the clone's main.ts, once this clone has a launcher.
  const otherHome = join(dir.path, "other-home");
  await Deno.mkdir(join(otherHome, ".cursor"), { recursive: true });
  const fromSource = await run(Deno.execPath(), [
    "run",
    "-A",
    MAIN_TS,
    "install",
    "--backend",
    "skip",
  ], {
    env: {
      ...base,
      HOME: otherHome,
      DENO_DIR: denoDir(),
      CTX_INSTALL_DIR: bin,
    },
    cwd: project,
  });
  assert.equal(fromSource.code, 0, fromSource.stderr);
  const other = JSON.parse(await Deno.readTextFile(join(otherHome, ".cursor", "mcp.json")));
  assert.equal(other.mcpServers.ctx.command, launcher);

  // A second install replaces its own launcher; a file that is not one is left alone.
  const again = await run(Deno.execPath(), ["task", "--quiet", "install"], {
    env: { ...base, DENO_DIR: denoDir(), CTX_INSTALL_DIR: bin },
  });
  assert.equal(again.code, 0, again.stderr);
  const foreign = join(dir.path, "foreign");
  await writeFile(join(foreign, "ctx"), "#!/bin/sh\necho the released binary\n");
  const refused = await run(Deno.execPath(), ["task", "--quiet", "install"], {
    env: { ...base, DENO_DIR: denoDir(), CTX_INSTALL_DIR: foreign },
  });
  assert.equal(refused.code, 1);
  assert.match(
    refused.stderr,
    /error: Cannot write ".*foreign\/ctx": a file that is not a ctx source launcher is there/,
  );
  assert.match(refused.stderr, /hint: pass --force to replace it/);
  assert.equal(
    await Deno.readTextFile(join(foreign, "ctx")),
    "#!/bin/sh\necho the released binary\n",
  );
});

Deno.test("ctx install under a Deno from npm's cache, with no launcher, registers nothing and says what to do", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  await Deno.mkdir(join(home, ".cursor"), { recursive: true });
  // The layout `npx -y deno@…` leaves: ~/.npm/_npx/<hash>/node_modules/@deno/<platform>/deno.
  const npxDeno = join(dir.path, ".npm", "_npx", "0123abcd", "node_modules", "@deno", "x", "deno");
  await Deno.mkdir(join(npxDeno, ".."), { recursive: true });
  await Deno.link(Deno.execPath(), npxDeno).catch(() => Deno.copyFile(Deno.execPath(), npxDeno));
  await Deno.chmod(npxDeno, 0o755);
  const result = await run(npxDeno, ["run", "-A", MAIN_TS, "install", "--backend", "skip"], {
    env: {
      HOME: home,
      CTX_HOME: join(dir.path, "ctx-home"),
      CTX_KEYCHAIN: "off",
      CTX_INSTALL_DIR: join(dir.path, "no-launcher-here"),
      DENO_DIR: denoDir(),
    },
  });
  assert.equal(result.code, 2, result.stderr);
  assert.match(
    result.stderr,
    /^error: Cannot register ctx in your editors: Deno runs from npm's cache \(".*_npx.*"\), which npm may clear\n/,
  );
  assert.match(result.stderr, /hint: run npx -y deno@2\.9\.6 task install in the ctx clone first/);
  // The folder named is where the launcher goes: CTX_INSTALL_DIR, not always ~/.local/bin.
  assert.ok(
    result.stderr.includes(
      `(it writes a stable ctx command to "${join(dir.path, "no-launcher-here")}")`,
    ),
    result.stderr,
  );
  assert.ok(!(await exists(join(home, ".cursor", "mcp.json"))), "no editor config written");
});

Deno.test("deno task ctx contacts no registry once its dependencies are cached", async () => {
  await using dir = await tempDir();
  const env = { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), ...NO_NETWORK };
  const cached = await run(Deno.execPath(), ["task", "--quiet", "ctx", "--version"], {
    env: { ...env, DENO_DIR: denoDir() },
  });
  assert.equal(cached.code, 0, cached.stderr);
  assert.match(cached.stdout, /^0\.\d+\.\d+\n$/);
  // The control: without the cache, the same command needs the registry and cannot reach it.
  const empty = await run(Deno.execPath(), ["task", "--quiet", "ctx", "--version"], {
    env: { ...env, DENO_DIR: join(dir.path, "empty-deno-dir") },
  });
  assert.notEqual(empty.code, 0);
});

Deno.test("deno task install with an unknown option names it and its help, with no stack trace, and builds nothing", async () => {
  await using dir = await tempDir();
  const bin = join(dir.path, "bin");
  const env = { HOME: join(dir.path, "home"), DENO_DIR: denoDir(), CTX_INSTALL_DIR: bin };
  for (const args of [["--forse"], ["--dir"]]) {
    const run1 = await run(Deno.execPath(), ["run", "-A", "scripts/install_source.ts", ...args], {
      env,
    });
    assert.equal(run1.code, 2, run1.stderr);
    assert.equal(run1.stdout, "");
    const [first, second, ...rest] = run1.stderr.trimEnd().split("\n");
    assert.match(first!, /^error: (Unknown option "--forse"|Missing the value of option "--dir")$/);
    assert.equal(second, "hint: run deno task install --help for usage");
    assert.deepEqual(rest, [], run1.stderr);
  }
  assert.equal(await exists(join(bin, "ctx")), false);
});

Deno.test("deno task install says a failing launcher's stderr as text, not as its bytes' numbers", () => {
  const stderr = new TextEncoder().encode('error: Module not found \x1b[31m"dist/ctx.js"\n');
  assert.equal(failureText(stderr), 'error: Module not found "dist/ctx.js"');
  assert.equal(failureText("spawn ENOENT"), "spawn ENOENT");
  assert.equal(failureText(new Uint8Array()), "(nothing on stderr)");
});
