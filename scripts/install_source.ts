/**
 * `deno task install` (`npx -y deno@2.9.6 task install` on a machine with only Node): run ctx
 * from this clone in any project folder. It
 * 1. builds the bundle `dist/ctx.js` and its chunks (it needs no package download to run);
 * 2. picks a Deno that stays: the running one, unless it lives in npm's cache (`npx` keeps it
 *    in `~/.npm/_npx/<hash>/`, which npm may clear) — then a hard link to it (a copy when the
 *    link is not possible) in `dist/runtime/`, next to the bundle it runs;
 * 3. writes the `ctx` launcher to `~/.local/bin` (`CTX_INSTALL_DIR`, or `--dir`), which runs
 *    the bundle with that Deno and tells ctx its own stable command (what `ctx install`
 *    registers in editors);
 * 4. runs `ctx --version` through the launcher, and says how to put the folder on PATH.
 * Rerun it after `git pull`. Uninstall: delete the launcher (and the clone).
 */
import { basename, delimiter, dirname, join } from "node:path";
import { taskArgs } from "./_task_args.ts";
import { safeLine } from "../src/safe_text.ts";
import { loadConfig } from "../src/config/mod.ts";
import { writeFileAtomic } from "../src/store/atomic.ts";
import {
  isEphemeralDeno,
  isLauncherFor,
  LAUNCHER_MARK,
  launcherName,
  launcherScript,
} from "../src/cli/launcher.ts";
import { bundle, ROOT } from "./bundle.ts";

export interface InstallResult {
  launcher: string;
  deno: string;
  bundle: string;
  /** How the Deno was made stable: the running one, a hard link, or a copy. */
  runtime: "running" | "link" | "copy";
  onPath: boolean;
}

/** A Deno that outlives npm's cache: the running one when it is stable, else one in `dist/`. */
export async function stableDeno(
  exec: string,
  os: string,
): Promise<{ path: string; how: InstallResult["runtime"] }> {
  if (!isEphemeralDeno(exec)) return { path: exec, how: "running" };
  const target = join(ROOT, "dist", "runtime", os === "windows" ? "deno.exe" : "deno");
  await Deno.mkdir(dirname(target), { recursive: true });
  const tmp = `${target}.${crypto.randomUUID().slice(0, 8)}.tmp`;
  let how: "link" | "copy" = "link";
  try {
    // The same file, by another name: free, and it stays when npm removes its own name.
    await Deno.link(exec, tmp);
  } catch {
    how = "copy";
    await Deno.copyFile(exec, tmp);
    if (os !== "windows") await Deno.chmod(tmp, 0o755);
  }
  try {
    await Deno.rename(tmp, target);
  } catch (error) {
    await Deno.remove(tmp).catch(() => {});
    // Windows cannot replace a running executable: the one in place is the same version.
    if (!(await isSameSize(exec, target))) throw error;
  }
  return { path: target, how };
}

async function isSameSize(a: string, b: string): Promise<boolean> {
  try {
    return (await Deno.stat(a)).size === (await Deno.stat(b)).size;
  } catch {
    return false;
  }
}

/** Build, pick the Deno, write the launcher. Throws with a message for the user. */
export async function installFromSource(
  options: { dir?: string; force?: boolean } = {},
): Promise<InstallResult> {
  const config = loadConfig(Deno.env.toObject(), { os: Deno.build.os });
  const dir = options.dir ?? config.installDir;
  const launcher = join(dir, launcherName(config.os));
  const built = await bundle();
  const existing = await Deno.readTextFile(launcher).catch(() => undefined);
  if (
    existing !== undefined && !options.force &&
    !(existing.length < 64 * 1024 && existing.includes(LAUNCHER_MARK))
  ) {
    throw new Error(
      `Cannot write "${launcher}": a file that is not a ctx source launcher is there (the ` +
        `released binary?)\nhint: pass --force to replace it, or choose another folder with ` +
        `CTX_INSTALL_DIR=DIR or --dir DIR`,
    );
  }
  const deno = await stableDeno(Deno.execPath(), config.os);
  const paths = { clone: ROOT, deno: deno.path, bundle: built.outfile, launcher };
  await Deno.mkdir(dir, { recursive: true });
  await writeFileAtomic(launcher, launcherScript(paths, config.os), {
    mode: 0o755,
    keepMode: false,
  });
  if (!isLauncherFor(await Deno.readTextFile(launcher), built.outfile)) {
    throw new Error(`Cannot verify the launcher "${launcher}" just written`);
  }
  const onPath = config.path.split(config.os === "windows" ? ";" : delimiter)
    .some((p) => p.replace(/[\\/]+$/, "") === dir.replace(/[\\/]+$/, ""));
  return { launcher, deno: deno.path, bundle: built.outfile, runtime: deno.how, onPath };
}

/**
 * What a failed command wrote to stderr, as text: its bytes decoded (`String` of them would be
 * their numbers, comma-separated), controls removed, one line.
 */
export function failureText(stderr: Uint8Array | string): string {
  const text = typeof stderr === "string" ? stderr : new TextDecoder().decode(stderr);
  return safeLine(text.trim()) || "(nothing on stderr)";
}

async function main(): Promise<number> {
  const parsed = taskArgs("install", {
    options: {
      dir: { type: "string" },
      force: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (parsed === 2) return 2;
  const { values } = parsed;
  if (values.help) {
    console.log(
      "Usage: deno task install [--dir DIR] [--force]\n\n" +
        "Build dist/ctx.js and write a `ctx` command to ~/.local/bin (or CTX_INSTALL_DIR, or\n" +
        "--dir) that runs it, so ctx works in any project folder. --force replaces a file\n" +
        "there that is not a ctx source launcher.",
    );
    return 0;
  }
  let result: InstallResult;
  try {
    result = await installFromSource({ dir: values.dir, force: values.force });
  } catch (error) {
    const [message, ...rest] = (error instanceof Error ? error.message : String(error)).split(
      "\n",
    );
    console.error(`error: ${message}`);
    for (const line of rest) console.error(line);
    return 1;
  }
  const runtime = {
    running: "",
    link: " (a hard link to npx's Deno, which npm may clear)",
    copy: " (a copy of npx's Deno, which npm may clear)",
  }[result.runtime];
  console.log(`Installed ${result.launcher}`);
  console.log(`  runs ${result.bundle}`);
  console.log(`  with ${result.deno}${runtime}`);
  const version = await new Deno.Command(result.launcher, { args: ["--version"] }).output()
    .catch((error: Error) => ({ success: false, stdout: new Uint8Array(), stderr: error.message }));
  if (!version.success) {
    console.error(`error: "${result.launcher} --version" failed: ${failureText(version.stderr)}`);
    return 1;
  }
  console.log(`  ctx ${new TextDecoder().decode(version.stdout).trim()}`);
  if (!result.onPath) {
    const dir = dirname(result.launcher);
    console.log(`\n${dir} is not on your PATH. Add it, e.g. in ~/.bashrc or ~/.zshrc:`);
    console.log(`  export PATH="${dir}:$PATH"`);
    console.log(`or run ctx as ${result.launcher}`);
  }
  console.log(
    `\nNext, in your project: ${basename(result.launcher)} install (editors and a backend), ` +
      "then ctx init claude-code --local",
  );
  return 0;
}

if (import.meta.main) Deno.exit(await main());
