/**
 * scripts/compile.ts: naming, checksums and per-target failure reporting. `deno compile` needs
 * each target's runtime (denort); these tests use DENORT_BIN for the host target so they never
 * download anything (a missing DENORT_BIN file is a failure; the deno binary itself stands in
 * for denort when checking names and sums — that output is not meant to be run).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir, writeFile } from "../_helpers.ts";
import {
  binaryName,
  compileAll,
  explainFailure,
  hostTarget,
  TARGETS,
} from "../../scripts/compile.ts";
import { denoDir } from "./_deno_dir.ts";

const HOST = hostTarget();

function isolatedEnv(home: string): Record<string, string> {
  return { PATH: Deno.env.get("PATH") ?? "", HOME: home, DENO_DIR: denoDir() };
}

Deno.test("binaryName() names assets ctx-<target> with .exe only for Windows", () => {
  assert.deepEqual(TARGETS.map(binaryName), [
    "ctx-x86_64-unknown-linux-gnu",
    "ctx-aarch64-unknown-linux-gnu",
    "ctx-x86_64-apple-darwin",
    "ctx-aarch64-apple-darwin",
    "ctx-x86_64-pc-windows-msvc.exe",
  ]);
});

Deno.test("explainFailure() names the runtime zip and where to put it when the download fails", () => {
  const stderr = "error: Writing deno compile executable to temporary file '/x/.tmp'\n\n" +
    "Caused by:\n    0: Setting up base binary.\n" +
    "    1: error sending request for url (https://dl.deno.land/release/v2.9.6/" +
    "denort-aarch64-apple-darwin.zip): client error (Connect): dns error\n" +
    "    2: dns error\n\nStack backtrace:\n   0: <unknown>\n";

  const reason = explainFailure("aarch64-apple-darwin", stderr);

  assert.equal(
    reason,
    "Cannot download the Deno runtime (denort-aarch64-apple-darwin.zip): error sending request " +
      "for url (https://dl.deno.land/release/v2.9.6/denort-aarch64-apple-darwin.zip): client " +
      "error (Connect): dns error\n" +
      "    hint: needs https://dl.deno.land; offline, place denort-aarch64-apple-darwin.zip in " +
      `$DENO_DIR/dl/release/v${Deno.version.deno}/` +
      (HOST === "aarch64-apple-darwin" ? " or set DENORT_BIN to a local denort binary" : ""),
  );
});

Deno.test({
  name: "compileAll() reports a missing DENORT_BIN for the host target and writes no binary",
  ignore: HOST === undefined,
  fn: async () => {
    await using tmp = await tempDir();
    const entry = join(tmp.path, "ctx.js");
    await writeFile(entry, 'console.log("hi");\n');
    const outDir = join(tmp.path, "bin");
    await writeFile(join(outDir, "ctx-stale"), "old\n");
    await writeFile(join(outDir, "SHA256SUMS"), "old\n");

    const results = await compileAll({
      targets: [HOST!],
      bundlePath: entry,
      outDir,
      env: { ...isolatedEnv(tmp.path), DENORT_BIN: join(tmp.path, "no-such-denort") },
    });

    assert.equal(results.length, 1);
    const [result] = results;
    assert.equal(result?.ok, false);
    assert.match(
      result?.ok === false ? result.reason : "",
      /^Cannot use DENORT_BIN ".*no-such-denort": Could not find denort/,
    );
    assert.deepEqual([...Deno.readDirSync(outDir)], []);
  },
});

Deno.test({
  name: "compileAll() writes ctx-<host> and a SHA256SUMS line that matches its bytes",
  ignore: HOST === undefined,
  fn: async () => {
    await using tmp = await tempDir();
    const entry = join(tmp.path, "ctx.js");
    await writeFile(entry, 'console.log("hi");\n');
    const outDir = join(tmp.path, "bin");

    const results = await compileAll({
      targets: [HOST!],
      bundlePath: entry,
      outDir,
      env: { ...isolatedEnv(tmp.path), DENORT_BIN: Deno.execPath() },
    });

    const name = binaryName(HOST!);
    assert.equal(results[0]?.ok, true, results[0]?.ok === false ? results[0].reason : "");
    const names = [...Deno.readDirSync(outDir)].map((e) => e.name).sort();
    assert.deepEqual(names, ["SHA256SUMS", name]);
    const bytes = await Deno.readFile(join(outDir, name));
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const hex = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
    assert.equal(await Deno.readTextFile(join(outDir, "SHA256SUMS")), `${hex}  ${name}\n`);
  },
});
