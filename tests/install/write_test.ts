import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { BACKUP_SUFFIX, writeConfigFile } from "../../src/edit/write.ts";
import { REPO_ROOT, tempDir } from "../_helpers.ts";

Deno.test("writeConfigFile() backs up the original once, byte for byte and with its mode", async () => {
  await using dir = await tempDir();
  const path = join(dir.path, "mcp.json");
  const original = new Uint8Array([0x7b, 0xff, 0x00, 0x7d, 0x0a]);
  await Deno.writeFile(path, original, { mode: 0o600 });
  await Deno.chmod(path, 0o600);
  const backup = await writeConfigFile(path, '{"mcpServers": {}}\n', true);
  assert.equal(backup, `${path}${BACKUP_SUFFIX}`);
  assert.deepEqual(await Deno.readFile(backup), original);
  if (Deno.build.os !== "windows") assert.equal((await Deno.stat(backup)).mode! & 0o777, 0o600);
  // The second change keeps the first backup, and no temp file is left behind.
  assert.equal(await writeConfigFile(path, "{}\n", true), undefined);
  assert.deepEqual(await Deno.readFile(backup), original);
  const names = [];
  for await (const entry of Deno.readDir(dir.path)) names.push(entry.name);
  assert.deepEqual(names.sort(), ["mcp.json", `mcp.json${BACKUP_SUFFIX}`]);
});

Deno.test({
  name: "backupOriginal() killed mid-write leaves no partial backup, so the next run makes it",
  // RLIMIT_FSIZE (`ulimit -f`) stops the process once a file it writes passes the limit: the
  // backup is cut short exactly as by a crash, with no timing involved.
  ignore: Deno.build.os === "windows",
  async fn() {
    await using dir = await tempDir();
    const path = join(dir.path, "settings.json");
    // Bigger than the limit below (1024 blocks: 512 KiB or 1 MiB, by shell), which in turn is
    // well above what Deno writes to its own caches.
    const original = `{"big": "${"x".repeat(3 * 1024 * 1024)}"}\n`;
    await Deno.writeTextFile(path, original);
    const script = join(dir.path, "backup.ts");
    const module = pathToFileURL(join(REPO_ROOT, "src", "edit", "write.ts")).href;
    await Deno.writeTextFile(
      script,
      `import { backupOriginal } from "${module}";\nawait backupOriginal(Deno.args[0]!);\n`,
    );
    const run = (limitBlocks?: number) =>
      new Deno.Command("sh", {
        args: [
          "-c",
          `${
            limitBlocks ? `ulimit -f ${limitBlocks}; ` : ""
          }exec "$0" run -A --quiet --no-code-cache "$1" "$2"`,
          Deno.execPath(),
          script,
          path,
        ],
        // Deno's own cache in the temp dir: small, so only the backup can hit the limit.
        env: { DENO_DIR: join(dir.path, "deno-dir"), HOME: dir.path, PATH: "/usr/bin:/bin" },
        clearEnv: true,
        stdout: "null",
        stderr: "piped",
      }).output();
    // Warm Deno's cache on an unrelated small file first, so the limited run writes the backup.
    const warm = join(dir.path, "warm", "warm.json");
    await Deno.mkdir(join(dir.path, "warm"));
    await Deno.writeTextFile(warm, "{}");
    const warmRun = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--quiet", "--no-code-cache", script, warm],
      env: { DENO_DIR: join(dir.path, "deno-dir"), HOME: dir.path },
      clearEnv: true,
    }).output();
    assert.equal(warmRun.code, 0, new TextDecoder().decode(warmRun.stderr));

    const cut = await run(1024);
    assert.notEqual(cut.code, 0, "the limited run must fail while writing the backup");
    const backup = `${path}${BACKUP_SUFFIX}`;
    await assert.rejects(Deno.lstat(backup), Deno.errors.NotFound);
    // It did die writing the backup: the cut-short copy is there, under a temporary name.
    const partial = [];
    for await (const entry of Deno.readDir(dir.path)) {
      if (entry.name.includes(BACKUP_SUFFIX)) partial.push(entry.name);
    }
    assert.equal(partial.length, 1, partial.join(", "));
    assert.ok((await Deno.stat(join(dir.path, partial[0]!))).size < original.length);

    const again = await run();
    assert.equal(again.code, 0, new TextDecoder().decode(again.stderr));
    assert.equal(await Deno.readTextFile(backup), original);
  },
});
