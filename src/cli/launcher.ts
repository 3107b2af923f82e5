/**
 * The `ctx` launcher that `deno task install` writes for people running ctx from a clone: a
 * small script in `~/.local/bin` (`CTX_INSTALL_DIR`) that runs the clone's bundle
 * (`dist/ctx.js`) with an absolute, stable Deno. It is what editors must launch: `deno run
 * main.ts` would need the clone's folder as working directory, and a Deno inside npm's npx
 * cache (`npx -y deno@…`) disappears when that cache is cleaned.
 *
 * Also how this process knows its own stable command (`selfCommand`).
 */
import { basename, dirname, join, pathOfFileUrl } from "../paths.ts";
import type { Config } from "../config/mod.ts";
import type { SelfCommand } from "../deps.ts";

/** The line that marks a file as ctx's source launcher (and its format version). */
export const LAUNCHER_MARK = "ctx-source-launcher 1";

/**
 * V8 flags every ctx process runs with (the launcher, the compiled binary, `deno task ctx`, and
 * ctx starting itself again). V8 lets a busy process's young generation grow to 64 MB and never
 * gives it back; capped at 4 MB per semi-space, a first `ctx pull` of 100,000 insights peaks at
 * about 160 MB instead of 220 MB and a long-lived `ctx mcp` stays lower, for no measurable cost in
 * time (docs/performance.md, "The young generation"). `--expose-gc` lets a long loop collect
 * when it knows a batch is garbage (`src/team/_heap.ts`: a first pull then peaks near 135 MB).
 */
export const RUNTIME_FLAGS = ["--v8-flags=--max-semi-space-size=4,--expose-gc"] as const;

/**
 * What `deno run` adds to `RUNTIME_FLAGS` (the launcher, ctx starting itself again, the bench):
 * a chunk of the bundle is read when its `import()` runs. Deno otherwise reads and analyses every
 * module the entry can import, all 3 MB of chunks, before it runs anything: 40–50 ms of CPU of
 * every `ctx mcp` and session-end hook (docs/performance.md, "`ctx mcp` and the hook without
 * Node's compatibility layer"). Not for `deno compile`, which must follow every `import()` to
 * embed its chunk (and resolves them when it builds, not when the binary starts).
 */
export const DENO_RUN_FLAGS = [...RUNTIME_FLAGS, "--unstable-lazy-dynamic-imports"] as const;

/** Flags the launcher runs the bundle with: no project config, no lock file, no download. */
export const LAUNCHER_DENO_FLAGS = [
  "run",
  "-A",
  "--no-config",
  "--no-lock",
  "--cached-only",
  "--quiet",
  ...DENO_RUN_FLAGS,
] as const;

export interface LauncherPaths {
  /** The clone (its `deno.json`), to say where to rerun `deno task install`. */
  clone: string;
  /** The Deno that runs the bundle. */
  deno: string;
  /** `dist/ctx.js` of the clone. */
  bundle: string;
  /** Where the launcher itself is written. */
  launcher: string;
}

/** The launcher's file name: `ctx`, or `ctx.cmd` on Windows. */
export function launcherName(os: string): string {
  return os === "windows" ? "ctx.cmd" : "ctx";
}

/**
 * True for a Deno that npm manages (`npx -y deno@…` keeps it in `~/.npm/_npx/<hash>/`, a cache
 * npm may clear; `npm i deno` puts it under `node_modules/`): not a path to write into configs.
 */
export function isEphemeralDeno(path: string): boolean {
  return /[\\/](_npx|node_modules)[\\/]/.test(path);
}

/** The launcher script for `os` (POSIX sh, or a `.cmd` on Windows). */
export function launcherScript(paths: LauncherPaths, os: string): string {
  const rerun = "npx -y deno@2.9.6 task install";
  if (os === "windows") {
    return [
      "@echo off",
      `rem ${LAUNCHER_MARK}: written by \`deno task install\` in ${paths.clone}`,
      `rem Runs ${paths.bundle} with ${paths.deno}; rerun \`${rerun}\` there to update.`,
      `if not exist "${paths.deno}" goto missing`,
      `if not exist "${paths.bundle}" goto missing`,
      `set "CTX_LAUNCHER=${paths.launcher}"`,
      `"${paths.deno}" ${LAUNCHER_DENO_FLAGS.join(" ")} "${paths.bundle}" %*`,
      "exit /b %ERRORLEVEL%",
      ":missing",
      `echo error: Cannot start ctx: "${paths.deno}" or "${paths.bundle}" is missing 1>&2`,
      `echo hint: run ${rerun} in "${paths.clone}" again 1>&2`,
      "exit /b 127",
      "",
    ].join("\r\n");
  }
  const q = shellQuote;
  return [
    "#!/bin/sh",
    `# ${LAUNCHER_MARK}: written by \`deno task install\` in ${paths.clone}`,
    `# Runs the clone's bundle with this Deno; rerun \`${rerun}\` there to update.`,
    "# Delete this file to uninstall.",
    `deno=${q(paths.deno)}`,
    `bundle=${q(paths.bundle)}`,
    'if [ ! -x "$deno" ] || [ ! -f "$bundle" ]; then',
    `  echo "error: Cannot start ctx: \\"$deno\\" or \\"$bundle\\" is missing" >&2`,
    `  echo ${q(`hint: run ${rerun} in "${paths.clone}" again`)} >&2`,
    "  exit 127",
    "fi",
    `CTX_LAUNCHER=${q(paths.launcher)} exec "$deno" ${
      LAUNCHER_DENO_FLAGS.join(" ")
    } "$bundle" "$@"`,
    "",
  ].join("\n");
}

/** True when `text` is a launcher of ours that runs `bundle`. */
export function isLauncherFor(text: string, bundle: string): boolean {
  return text.includes(LAUNCHER_MARK) &&
    (text.includes(shellQuote(bundle)) || text.includes(`"${bundle}"`));
}

/**
 * How to start this same ctx again (what `ctx install` registers in editors):
 * - the compiled binary: itself;
 * - started by the launcher (`CTX_LAUNCHER`): the launcher;
 * - from source (`main.ts` or `dist/ctx.js` under Deno) with a launcher for this clone in
 *   `CTX_INSTALL_DIR`: that launcher;
 * - otherwise `deno run -A <runtime flags> <script>`, marked `unstable` when that Deno lives in npm's cache.
 */
export function selfCommand(
  config: Pick<Config, "launcher" | "installDir" | "os">,
  runtime: { execPath: string; mainModule: string },
): SelfCommand {
  const exec = runtime.execPath;
  if (!/(^|[\\/])deno(\.exe)?$/.test(exec)) return { command: exec, args: [] };
  if (config.launcher) return { command: config.launcher, args: [] };
  const script = runtime.mainModule.startsWith("file:")
    ? pathOfFileUrl(runtime.mainModule)
    : runtime.mainModule;
  const clone = basename(dirname(script)) === "dist" ? dirname(dirname(script)) : dirname(script);
  const launcher = join(config.installDir, launcherName(config.os));
  if (isLauncherFor(readSmall(launcher), join(clone, "dist", "ctx.js"))) {
    return { command: launcher, args: [] };
  }
  const self: SelfCommand = { command: exec, args: ["run", "-A", ...DENO_RUN_FLAGS, script] };
  if (isEphemeralDeno(exec)) {
    self.unstable = `Deno runs from npm's cache ("${exec}"), which npm may clear`;
  }
  return self;
}

/** The start of a small text file, or "" when it cannot be read. */
function readSmall(path: string): string {
  try {
    const info = Deno.statSync(path);
    if (!info.isFile || info.size > 64 * 1024) return "";
    return Deno.readTextFileSync(path);
  } catch {
    return "";
  }
}

/** `text` as one POSIX shell word. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
