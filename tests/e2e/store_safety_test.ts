/**
 * Stores, end to end with the real CLI: per-path ids without a remote, no write through a
 * symbolic link, private per-user stores.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileMode as mode, runCtx, tempDir } from "../_helpers.ts";
import { type FakeVendor, startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { readStore } from "../../src/store/files.ts";
import { folderId } from "../../src/store/project.ts";
import { exists } from "../../src/fsutil.ts";
import { openLedgerDb } from "../../src/store/stores.ts";

const posix = Deno.build.os !== "windows";

interface World extends AsyncDisposable {
  home: string;
  ctxHome: string;
  /** `~/a/app` and `~/b/app`: two folders of the same name, no git. */
  appA: string;
  appB: string;
  env: Record<string, string>;
}

async function world(): Promise<World> {
  const dir = await tempDir("ctx-safety-");
  const home = join(dir.path, "home");
  const appA = join(home, "a", "app");
  const appB = join(home, "b", "app");
  for (const [app, tag] of [[appA, "A"], [appB, "B"]] as const) {
    await Deno.mkdir(app, { recursive: true });
    for (const n of [1, 2]) {
      await writeClaudeSession(home, {
        sessionId: `s-${tag}${n}`,
        cwd: app,
        marker: `MARK-${tag}`,
      });
    }
  }
  const ctxHome = join(dir.path, "ctx-home");
  return {
    home,
    ctxHome,
    appA,
    appB,
    env: { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off" },
    [Symbol.asyncDispose]: () => dir[Symbol.asyncDispose](),
  };
}

async function init(w: World, vendor: FakeVendor, cwd: string, ...flags: string[]) {
  return await runCtx(["init", "claude-code", ...flags], {
    env: { ...w.env, ...vendor.env() },
    cwd,
  });
}

async function ids(dir: string): Promise<string[]> {
  return (await readStore(dir)).summaries.map((s) => s.doc.sessionId).sort();
}

Deno.test("two folders named app without a remote get two per-user stores that never mix", async () => {
  await using w = await world();
  await using vendor = await startFakeVendor("vendor-a");
  for (const app of [w.appA, w.appB]) assert.equal((await init(w, vendor, app)).code, 0);
  assert.equal(vendor.requests.length, 4);
  const projects = [...Deno.readDirSync(join(w.ctxHome, "projects"))].map((e) => e.name).sort();
  assert.deepEqual(projects, [folderId(w.appA), folderId(w.appB)].sort());
  assert.deepEqual(await ids(join(w.ctxHome, "projects", folderId(w.appA))), ["s-A1", "s-A2"]);
  assert.deepEqual(await ids(join(w.ctxHome, "projects", folderId(w.appB))), ["s-B1", "s-B2"]);
});

Deno.test({
  name: "ctx init --local refuses a .ctx that is a symbolic link before paying for anything",
  ignore: !posix,
  async fn() {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    const commands = join(w.home, ".claude", "commands");
    await Deno.mkdir(commands, { recursive: true });
    await Deno.symlink(commands, join(w.appA, ".ctx"));
    const run = await init(w, vendor, w.appA, "--local");
    assert.equal(run.code, 5, run.stderr);
    assert.ok(
      run.stderr.includes(
        `error: Cannot write to "${join(w.appA, ".ctx")}": it is a symbolic link\nhint: ctx ` +
          "never writes through a symbolic link in a store",
      ),
      run.stderr,
    );
    assert.equal(vendor.requests.length, 0);
    assert.deepEqual([...Deno.readDirSync(commands)], []);
  },
});

Deno.test({
  name: "ctx init never copies a linked summary's target into .ctx/; the other sessions go on",
  ignore: !posix,
  async fn() {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    const secret = join(w.home, ".ssh", "id_ed25519");
    await Deno.mkdir(join(w.home, ".ssh"));
    await Deno.writeTextFile(secret, "SECRET-KEY-MATERIAL\n");
    const store = join(w.appA, ".ctx");
    await Deno.mkdir(store);
    const link = join(store, "claude-code_s-A1.md");
    await Deno.symlink(secret, link);
    const run = await init(w, vendor, w.appA, "--local");
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stdout, /Distilled: 1\n/);
    assert.ok(
      run.stdout.includes(`claude-code s-A1: Cannot write to "${link}": it is a symbolic link`),
      run.stdout,
    );
    assert.equal(vendor.requests.length, 1, "the linked session is refused before the model call");
    for (const e of Deno.readDirSync(store)) {
      if (e.isFile) {
        const text = await Deno.readTextFile(join(store, e.name));
        assert.ok(!text.includes("SECRET-KEY-MATERIAL"), e.name);
      }
    }
    assert.equal(await Deno.readTextFile(secret), "SECRET-KEY-MATERIAL\n");
    // The index does not follow the link either.
    const search = await runCtx(["search", "SECRET", "--json"], { env: w.env, cwd: w.appA });
    assert.equal(JSON.parse(search.stdout).hits.length, 0);
  },
});

Deno.test({
  name: "ctx keeps $CTX_HOME private: folders 0700, ledger/index/summaries 0600, .ctx/ usual modes",
  ignore: !posix,
  async fn() {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    assert.equal((await init(w, vendor, w.appA)).code, 0);
    assert.equal((await init(w, vendor, w.appB, "--local")).code, 0);
    const search = await runCtx(["search", "logout"], { env: w.env, cwd: w.appA });
    assert.equal(search.code, 0, search.stderr);
    const store = join(w.ctxHome, "projects", folderId(w.appA));
    for (const folder of [w.ctxHome, join(w.ctxHome, "projects"), store]) {
      assert.equal(await mode(folder), 0o700, folder);
    }
    for (const name of ["ledger.sqlite", "index.sqlite"]) {
      assert.equal(await mode(join(w.ctxHome, name)), 0o600, name);
      if (await exists(join(w.ctxHome, `${name}-wal`))) {
        assert.equal(await mode(join(w.ctxHome, `${name}-wal`)), 0o600, `${name}-wal`);
      }
    }
    for (const e of Deno.readDirSync(store)) assert.equal(await mode(join(store, e.name)), 0o600);
    for (const e of Deno.readDirSync(join(w.appB, ".ctx"))) {
      assert.equal(await mode(join(w.appB, ".ctx", e.name)), 0o644, "committed with the code");
    }

    // What an older ctx left readable by everyone is made private on the next run.
    for (const folder of [w.ctxHome, join(w.ctxHome, "projects"), store]) {
      await Deno.chmod(folder, 0o755);
    }
    for (const e of Deno.readDirSync(store)) await Deno.chmod(join(store, e.name), 0o644);
    await Deno.chmod(join(w.ctxHome, "ledger.sqlite"), 0o644);
    assert.equal((await init(w, vendor, w.appA)).code, 0);
    for (const folder of [w.ctxHome, join(w.ctxHome, "projects"), store]) {
      assert.equal(await mode(folder), 0o700, folder);
    }
    for (const e of Deno.readDirSync(store)) assert.equal(await mode(join(store, e.name)), 0o600);
    assert.equal(await mode(join(w.ctxHome, "ledger.sqlite")), 0o600);
  },
});

/**
 * Make `dir` refuse new files, and each of `files` refuse writes, as a read-only disk does: mode
 * 0555 (files 0444), and for root (whom modes do not stop) the immutable attribute. Throws when
 * the folder still takes a file, so the test cannot pass unseen.
 */
async function refuseWrites(dir: string, files: string[] = []): Promise<() => Promise<void>> {
  const chattr = (flag: string, path: string) =>
    new Deno.Command("chattr", { args: [flag, path], stderr: "null" }).output().catch(() => null);
  const root = Deno.uid() === 0;
  for (const file of files) {
    await Deno.chmod(file, 0o444);
    if (root) await chattr("+i", file);
  }
  await Deno.chmod(dir, 0o555);
  if (root) await chattr("+i", dir);
  const probe = join(dir, "probe");
  if (await Deno.writeTextFile(probe, "").then(() => Deno.remove(probe), () => false) !== false) {
    throw new Error(`Cannot make "${dir}" refuse writes here`);
  }
  return async () => {
    for (const path of [dir, ...files]) {
      if (root) await chattr("-i", path);
      await Deno.chmod(path, path === dir ? 0o755 : 0o644);
    }
  };
}

/**
 * Whether this machine lets a test make a folder refuse writes (`refuseWrites`): any user but
 * root does; root only where it may set the immutable attribute (`chattr +i` needs
 * CAP_LINUX_IMMUTABLE, which Docker's default root lacks, and a file system that has it). Where it
 * cannot, the tests that need it are not run and their names say why: a capability the machine
 * lacks is not a failure of ctx, and a silent skip would hide the loss.
 */
const canRefuse = posix && await (async () => {
  const probe = await Deno.makeTempDir();
  try {
    await (await refuseWrites(probe))();
    return true;
  } catch {
    return false;
  } finally {
    await Deno.remove(probe, { recursive: true }).catch(() => {});
  }
})();
/** Why a test that needs `canRefuse` is not run here (said in its name, which `--quiet` shows). */
const cannotRefuse = !posix || canRefuse
  ? undefined
  : Deno.uid() === 0
  ? "root without chattr +i (CAP_LINUX_IMMUTABLE, a file system that has it)"
  : "a folder of mode 0555 still takes a new file";

/** `name`, with what this machine lacks to run it (`deno test --quiet` shows names only). */
function named(name: string, lacking: string | undefined): string {
  return lacking === undefined ? name : `${name} [not run here: ${lacking}]`;
}

Deno.test({
  name: named(
    "ctx init on a store that cannot be written says so before any model call (exit 5)",
    cannotRefuse,
  ),
  ignore: !canRefuse,
  fn: async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    const store = join(w.appA, ".ctx");
    await Deno.mkdir(store);
    const restore = await refuseWrites(store);
    try {
      const run = await init(w, vendor, w.appA, "--local");
      assert.equal(run.code, 5, run.stderr);
      assert.equal(vendor.requests.length, 0, "no model call is paid for");
      assert.match(run.stderr, new RegExp(`error: Cannot write to the store "${store}"`));
      assert.match(run.stderr, /hint: make ".*" writable .* no session was sent to the model/);
      assert.doesNotMatch(run.stderr, /write-check|free space/, "the probe is not named");
    } finally {
      await restore();
    }
    const again = await init(w, vendor, w.appA, "--local");
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(await ids(store), ["s-A1", "s-A2"]);
    assert.deepEqual((await Array.fromAsync(Deno.readDir(store))).length, 2, "no probe left");
  },
});

Deno.test({
  name: named(
    "ctx init when ctx's home folder (the ledger) cannot be written says so before any model call (exit 5), not as a bug",
    cannotRefuse,
  ),
  ignore: !canRefuse,
  fn: async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    assert.equal((await init(w, vendor, w.appB)).code, 0);
    const paid = vendor.requests.length;
    await Deno.mkdir(join(w.appA, ".ctx"));
    // A server (ctx mcp) keeps the ledger open, so its write-ahead files stay: SQLite then opens
    // it read-only on a read-only disk instead of refusing to open it.
    const held = openLedgerDb({ ctxHome: w.ctxHome });
    const ledger = join(w.ctxHome, "ledger.sqlite");
    const restore = await refuseWrites(w.ctxHome, [ledger, `${ledger}-wal`, `${ledger}-shm`]);
    try {
      const run = await init(w, vendor, w.appA, "--local");
      assert.equal(run.code, 5, run.stderr);
      assert.equal(vendor.requests.length, paid, "no model call is paid for");
      assert.match(run.stderr, /error: Cannot write to ctx's home folder \(its ledger\) "/);
    } finally {
      await restore();
      held.close();
    }
  },
});

Deno.test({
  name: named(
    "ctx search when ctx's home folder cannot be written says so, not 'delete the file'",
    cannotRefuse,
  ),
  ignore: !canRefuse,
  fn: async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    assert.equal((await init(w, vendor, w.appA)).code, 0);
    const index = join(w.ctxHome, "index.sqlite");
    const restore = await refuseWrites(w.ctxHome, [index]);
    try {
      const run = await runCtx(["search", "MARK"], { env: w.env, cwd: w.appA });
      assert.equal(run.code, 5, run.stderr);
      assert.match(run.stderr, /error: Cannot use the index "/);
      assert.match(
        run.stderr,
        /hint: ctx keeps its index in ".*ctx-home", which cannot be written \(.*\): make ".*ctx-home" writable/,
      );
      assert.doesNotMatch(run.stderr, /delete the file/);
    } finally {
      await restore();
    }
  },
});

/** A tmpfs of `kib` KiB mounted on `dir`, or `undefined` where mounting is not allowed. */
async function smallDisk(dir: string, kib: number): Promise<(() => Promise<void>) | undefined> {
  const mounted = await new Deno.Command("mount", {
    args: ["-t", "tmpfs", "-o", `size=${kib}k`, "tmpfs", dir],
    stderr: "null",
  }).output().catch(() => null);
  if (!mounted?.success) return undefined;
  return async () => void await new Deno.Command("umount", { args: [dir] }).output();
}

// Mounting a small disk needs root (with CAP_SYS_ADMIN): where it is not allowed, not run.
const canMount = posix && Deno.uid() === 0 && await (async () => {
  const probe = await Deno.makeTempDir();
  const unmount = await smallDisk(probe, 64);
  await unmount?.();
  await Deno.remove(probe);
  return unmount !== undefined;
})();
Deno.test({
  name: named(
    "ctx init on a full disk says so before any model call (exit 5)",
    posix && !canMount ? "mounting a small tmpfs needs root with CAP_SYS_ADMIN" : undefined,
  ),
  ignore: !canMount,
  fn: async () => {
    await using w = await world();
    await using vendor = await startFakeVendor("vendor-a");
    const store = join(w.appA, ".ctx");
    await Deno.mkdir(store);
    const unmount = (await smallDisk(store, 64))!;
    try {
      // Filled to the last block: an empty file still fits, a summary does not.
      await Deno.writeFile(join(store, "filler"), new Uint8Array(64 * 1024)).catch(() => {});
      const run = await init(w, vendor, w.appA, "--local");
      assert.equal(run.code, 5, run.stderr);
      assert.equal(vendor.requests.length, 0, "no model call is paid for");
      assert.match(run.stderr, /error: Cannot write to the store ".*": ENOSPC/);
      assert.match(
        run.stderr,
        /hint: free space on the disk of ".*" \(or raise your quota there\), then rerun/,
      );
      assert.doesNotMatch(run.stderr, /write-check|writable/, "a full disk is not a permission");
    } finally {
      await unmount();
    }
  },
});
