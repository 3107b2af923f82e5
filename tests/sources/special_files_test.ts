/**
 * A FIFO or a device where ctx expects a transcript, a marker or a config file (in an assistant's
 * folder, which another program or a mistake can fill): ctx never opens it, so nothing blocks
 * waiting for a writer or reads without end. The real CLI runs against such a home.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { spawnCtx, tempDir, writeFile } from "../_helpers.ts";
import { readRegularTextFile, readRegularTextFileSync, TooLargeError } from "../../src/fsutil.ts";
import { readText } from "../../src/edit/mcp_entry.ts";
import { forEachLine } from "../../src/sources/lines.ts";

/** Run the CLI; a run still going after `ms` is killed and reported (a read that blocks). */
async function runWithin(args: string[], env: Record<string, string>, cwd: string, ms = 60_000) {
  const child = spawnCtx(args, { env, cwd });
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill("SIGKILL");
  }, ms);
  const out = await child.output();
  clearTimeout(timer);
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { killed, code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}

async function mkfifo(path: string) {
  await Deno.mkdir(join(path, ".."), { recursive: true });
  const made = await new Deno.Command("mkfifo", { args: [path] }).output();
  assert.equal(made.code, 0, `mkfifo ${path}`);
}

Deno.test({
  name:
    "FIFOs and devices as Gemini markers, VS Code workspace files and editor configs never block ctx status or init",
  ignore: Deno.build.os === "windows",
  async fn() {
    await using dir = await tempDir();
    const home = join(dir.path, "home");
    const project = join(home, "work", "app");
    await Deno.mkdir(project, { recursive: true });
    // Gemini CLI: its project registry and a project marker are FIFOs.
    await mkfifo(join(home, ".gemini", "projects.json"));
    await mkfifo(join(home, ".gemini", "tmp", "abc", ".project_root"));
    // VS Code (Copilot): one workspace file is a FIFO, another a link to a device without end.
    const storage = join(home, ".config", "Code", "User", "workspaceStorage");
    await mkfifo(join(storage, "w1", "workspace.json"));
    await Deno.mkdir(join(storage, "w2"), { recursive: true });
    await Deno.symlink("/dev/zero", join(storage, "w2", "workspace.json"));
    // An editor's MCP config (read by status and install) is a FIFO.
    await mkfifo(join(home, ".cursor", "mcp.json"));
    const env = {
      HOME: home,
      CTX_HOME: join(home, "ctx-home"),
      CTX_KEYCHAIN: "off",
      GIT_CONFIG_NOSYSTEM: "1",
    };
    for (
      const args of [["status"], ["init", "gemini", "--dry-run"], ["init", "copilot", "--dry-run"]]
    ) {
      const run = await runWithin(args, env, project);
      assert.ok(!run.killed, `ctx ${args.join(" ")} blocked on a FIFO`);
      assert.equal(run.code, 0, `ctx ${args.join(" ")}: ${run.stderr}`);
      if (args[0] === "status") {
        assert.match(
          run.stdout,
          /~\/\.cursor\/mcp\.json +unreadable: not a regular file \(a FIFO, a device, a socket or a folder\)/,
        );
      }
    }
  },
});

Deno.test({
  name:
    "readRegularTextFile() and forEachLine() refuse a FIFO and a device, and bound what they read",
  ignore: Deno.build.os === "windows",
  async fn() {
    await using dir = await tempDir();
    const fifo = join(dir.path, "session.jsonl");
    await mkfifo(fifo);
    const notRegular = /^Error: not a regular file \(a FIFO, a device, a socket or a folder\)$/;
    await assert.rejects(readRegularTextFile(fifo, 1024), notRegular);
    await assert.rejects(readRegularTextFile("/dev/zero", 1024), notRegular);
    await assert.rejects(forEachLine(fifo, () => {}), notRegular);
    const big = join(dir.path, "big.json");
    await writeFile(big, "x".repeat(2048));
    await assert.rejects(readRegularTextFile(big, 1024), /^Error: the file is larger than 1 KiB$/);
    assert.equal((await readRegularTextFile(big, 4096)).length, 2048);
  },
});

Deno.test({
  name:
    "readText() bounds a config file while reading it (one that says size 0 but holds more), and keeps its byte-order mark",
  ignore: Deno.build.os !== "linux",
  async fn() {
    // `/proc` files say size 0 and hold more: a size seen before the read is no bound.
    const procFile = "/proc/self/status";
    assert.equal((await Deno.stat(procFile)).size, 0);
    await assert.rejects(readText(procFile, 64), TooLargeError);
    await assert.rejects(readText(procFile, 64), /^Error: the file is larger than 64 bytes$/);
    assert.match((await readText(procFile, 1 << 20))!, /^Name:/);
    await using dir = await tempDir();
    const config = join(dir.path, "mcp.json");
    await writeFile(config, "\uFEFF{}");
    assert.equal(await readText(config), "\uFEFF{}", "written back as it was read");
    assert.equal(await readRegularTextFile(config, 64), "{}");
  },
});

Deno.test({
  name:
    "readRegularTextFileSync() bounds what it reads as readRegularTextFile() does: a file that says size 0 but holds more is refused",
  ignore: Deno.build.os !== "linux",
  async fn() {
    const procFile = "/proc/self/status";
    assert.throws(() => readRegularTextFileSync(procFile, 64), TooLargeError);
    assert.throws(
      () => readRegularTextFileSync(procFile, 64),
      /^Error: the file is larger than 64 bytes$/,
    );
    assert.match(readRegularTextFileSync(procFile, 1 << 20), /^Name:/);
    await using dir = await tempDir();
    const config = join(dir.path, "settings.json");
    await writeFile(config, "\uFEFF{}");
    assert.equal(readRegularTextFileSync(config, 64), "{}");
    assert.throws(() => readRegularTextFileSync(config, 4), TooLargeError);
  },
});
