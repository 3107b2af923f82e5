/**
 * `deno task compile`: turn the bundle `dist/ctx.js` into one self-contained binary per
 * platform, `dist/bin/ctx-<target>[.exe]`, plus `dist/bin/SHA256SUMS` (`sha256sum` format).
 *
 * The bundle, not the source tree, is compiled: it has no npm imports left, so no npm cache or
 * `node_modules` is embedded and the binary runs exactly the code `deno run dist/ctx.js` runs.
 * Its chunks (`dist/chunks/`) are embedded too: the entry imports them by literal names, which
 * `deno compile` follows.
 *
 * `deno compile` needs the runtime base (`denort`) of each target. It downloads
 * `https://dl.deno.land/release/v<deno>/denort-<target>.zip` into `$DENO_DIR/dl/` the first time;
 * offline, put that zip there yourself, or set `DENORT_BIN` to a local denort binary. Deno
 * applies `DENORT_BIN` to every target, so this script passes it on for the host target only.
 *
 * Exit code: 0 when every requested target was built; 1 when any failed (a release missing
 * one platform's asset would break `install.sh` there). `--allow-partial` accepts a run where
 * at least one target was built (local builds without every runtime at hand).
 *
 * Usage: deno task compile [--target <t|host>]... [--bundle dist/ctx.js] [--out-dir dist/bin]
 *                          [--allow-partial]
 */
import { basename, join, relative, resolve } from "node:path";
import { sha256Hex } from "../src/fsutil.ts";
import { taskArgs } from "./_task_args.ts";
import { writeFileAtomic } from "../src/store/atomic.ts";
import { bundle, BundleError, formatBytes, ROOT } from "./bundle.ts";
import { RUNTIME_FLAGS } from "../src/cli/launcher.ts";

/** Release targets, in the order they are built and listed. */
export const TARGETS = [
  "x86_64-unknown-linux-gnu",
  "aarch64-unknown-linux-gnu",
  "x86_64-apple-darwin",
  "aarch64-apple-darwin",
  "x86_64-pc-windows-msvc",
] as const;
export type Target = typeof TARGETS[number];

/**
 * What the binary may do. ctx reads and writes files (transcripts, stores, editor configs),
 * reads its environment variables, talks to backends and the team server (net), runs programs
 * (git, the subscription CLI, keychain tools, editors' CLIs) and asks the OS for the home
 * directory (`node:os` needs sys). Not granted: ffi (`node:sqlite` is built into the runtime, no
 * native library is loaded) and import (the binary never loads code from the network).
 * `--allow-run` lets child processes do anything the user can: this is a guard against mistakes,
 * not a sandbox.
 */
export const BINARY_PERMISSIONS: readonly string[] = [
  "--allow-read",
  "--allow-write",
  "--allow-env",
  "--allow-net",
  "--allow-run",
  "--allow-sys",
];

/** `ctx-<target>` plus `.exe` for Windows. */
export function binaryName(target: Target): string {
  return `ctx-${target}${target.includes("windows") ? ".exe" : ""}`;
}

/** The release target of the machine running this script, if it is one we build. */
export function hostTarget(): Target | undefined {
  return TARGETS.find((t) => t === Deno.build.target);
}

export interface CompileOptions {
  targets: readonly Target[];
  /** The bundle to compile (built by `bundle()` when absent). */
  bundlePath: string;
  outDir: string;
  /** Environment for `deno compile` (defaults to this process's). */
  env?: Record<string, string>;
}

export type TargetResult =
  | { target: Target; ok: true; file: string; bytes: number; sha256: string }
  | { target: Target; ok: false; reason: string };

/**
 * Compile the bundle for each target, continuing past failures, then write SHA256SUMS for
 * the binaries built. Old `ctx-*` files in `outDir` are removed first so the folder (which a
 * release uploads as is) holds exactly this run's binaries.
 */
export async function compileAll(options: CompileOptions): Promise<TargetResult[]> {
  await Deno.mkdir(options.outDir, { recursive: true });
  for await (const entry of Deno.readDir(options.outDir)) {
    if (entry.isFile && (entry.name.startsWith("ctx-") || entry.name === "SHA256SUMS")) {
      await Deno.remove(join(options.outDir, entry.name));
    }
  }
  const results: TargetResult[] = [];
  for (const target of options.targets) {
    results.push(await compileOne(target, options));
  }
  const sums = results.flatMap((r) => r.ok ? [`${r.sha256}  ${basename(r.file)}\n`] : []);
  if (sums.length > 0) {
    await writeFileAtomic(join(options.outDir, "SHA256SUMS"), sums.join(""), { keepMode: false });
  }
  return results;
}

async function compileOne(target: Target, options: CompileOptions): Promise<TargetResult> {
  const file = join(options.outDir, binaryName(target));
  // Written under a temp name and renamed, so a failed or interrupted build leaves no binary.
  const tmp = join(options.outDir, `.tmp-${binaryName(target)}`);
  // NO_COLOR keeps escape codes out of the messages we quote.
  const env: Record<string, string> = { ...(options.env ?? Deno.env.toObject()), NO_COLOR: "1" };
  const denort = env.DENORT_BIN;
  if (target !== Deno.build.target) delete env.DENORT_BIN;
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "compile",
      "--no-config",
      "--no-prompt",
      "--quiet",
      ...BINARY_PERMISSIONS,
      ...RUNTIME_FLAGS,
      "--target",
      target,
      "--output",
      tmp,
      options.bundlePath,
    ],
    env,
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success) {
    await Deno.remove(tmp).catch(() => {});
    const stderr = new TextDecoder().decode(out.stderr) + new TextDecoder().decode(out.stdout);
    return { target, ok: false, reason: explainFailure(target, stderr, denort) };
  }
  await Deno.rename(tmp, file);
  const bytes = await Deno.readFile(file);
  return { target, ok: true, file, bytes: bytes.byteLength, sha256: sha256Hex(bytes) };
}

/** One line saying why a target failed and what to do about it. */
export function explainFailure(target: Target, stderr: string, denortBin?: string): string {
  const first = mainCause(stderr);
  if (denortBin && target === Deno.build.target && /denort/i.test(stderr)) {
    return `Cannot use DENORT_BIN "${denortBin}": ${first}`;
  }
  if (/dl\.deno\.land|denort|error sending request|dns|Download could not be found/i.test(stderr)) {
    const zip = `denort-${target}.zip`;
    return `Cannot download the Deno runtime (${zip}): ${first}\n` +
      `    hint: needs https://dl.deno.land; offline, place ${zip} in ` +
      `$DENO_DIR/dl/release/v${Deno.version.deno}/` +
      (target === Deno.build.target ? " or set DENORT_BIN to a local denort binary" : "");
  }
  return `deno compile failed: ${first}`;
}

/** Deno prints `error: <context>`, then `Caused by:` with numbered causes, then a backtrace;
 * the useful part is the download URL's failure, else the causes, else the first line. */
function mainCause(stderr: string): string {
  const lines = stderr.split("Stack backtrace:")[0]!.split("\n").map((l) => l.trim())
    .filter((l) => l.length > 0);
  const causes = lines.filter((l) => /^\d+: /.test(l)).map((l) => l.replace(/^\d+: /, ""));
  return causes.find((c) => c.includes("dl.deno.land")) ?? (causes.join(": ") || lines[0]) ??
    "no output";
}

function parseTargets(values: string[]): Target[] {
  if (values.length === 0) return [...TARGETS];
  return values.map((value) => {
    const name = value === "host" ? Deno.build.target : value;
    const target = TARGETS.find((t) => t === name);
    if (!target) {
      throw new BundleError(
        `Unknown target "${value}"\n    hint: one of host, ${TARGETS.join(", ")}`,
      );
    }
    return target;
  });
}

async function main(): Promise<number> {
  const parsed = taskArgs("compile", {
    options: {
      target: { type: "string", multiple: true, default: [] },
      bundle: { type: "string" },
      "out-dir": { type: "string" },
      "allow-partial": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (parsed === 2) return 2;
  const { values } = parsed;
  if (values.help) {
    console.log(
      "Usage: deno task compile [--target <t|host>]... [--bundle dist/ctx.js] " +
        "[--out-dir dist/bin] [--allow-partial]\n" +
        `targets: ${TARGETS.join(", ")}`,
    );
    return 0;
  }
  try {
    const targets = parseTargets(values.target);
    let bundlePath = values.bundle ? resolve(values.bundle) : undefined;
    if (!bundlePath) {
      const built = await bundle();
      bundlePath = built.outfile;
      console.log(`${relative(Deno.cwd(), built.outfile)}  ${formatBytes(built.bytes)}`);
    }
    const outDir = resolve(values["out-dir"] ?? join(ROOT, "dist", "bin"));
    const results = await compileAll({ targets, bundlePath, outDir });
    for (const r of results) {
      if (r.ok) console.log(`${relative(Deno.cwd(), r.file)}  ${formatBytes(r.bytes)}`);
      else console.error(`FAILED ${r.target}: ${r.reason}`);
    }
    const built = results.filter((r) => r.ok).length;
    if (built > 0) console.log(`${relative(Deno.cwd(), join(outDir, "SHA256SUMS"))}`);
    console.error(`${built} of ${results.length} target(s) built`);
    if (built === results.length) return 0;
    return values["allow-partial"] && built > 0 ? 0 : 1;
  } catch (error) {
    if (error instanceof BundleError) {
      console.error(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.main) Deno.exit(await main());
