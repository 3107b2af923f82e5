/**
 * Shared test helpers: temporary directories, running the real CLI with an explicit environment,
 * and the path of the real fixtures in `../shared/fixtures/real/`.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT: string = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const MAIN_TS: string = join(REPO_ROOT, "main.ts");
export const BUNDLE_JS: string = join(REPO_ROOT, "dist", "ctx.js");

/** `../shared/fixtures/real/` next to the repository (never copied into it). */
export const REAL_FIXTURES: string = resolve(REPO_ROOT, "..", "shared", "fixtures", "real");

/** Path of a real fixture; throws a clear error when the shared folder is absent. */
export function realFixture(relative: string): string {
  const path = join(REAL_FIXTURES, relative);
  try {
    Deno.statSync(path);
  } catch {
    throw new Error(
      `Real fixture "${path}" is missing: the tests read ../shared/fixtures/real/ next to the ` +
        `repository (clone it beside shared/)`,
    );
  }
  return path;
}

export interface TempDir extends AsyncDisposable {
  path: string;
}

/** A temporary directory removed at the end of the scope (`await using dir = await tempDir()`). */
export async function tempDir(prefix = "ctx-test-"): Promise<TempDir> {
  const path = await Deno.makeTempDir({ prefix });
  return {
    path,
    async [Symbol.asyncDispose]() {
      await Deno.remove(path, { recursive: true }).catch(() => {});
    },
  };
}

/** A backend CLI that does not exist: a test that names it never starts a real assistant. */
export const NO_CLI = "ctx-test-no-such-cli";

/**
 * The environment of a CLI test where nothing real is read or changed: HOME is `<root>/home`,
 * CTX_HOME `<root>/ctx-home`, no keychain; `extra` is added (a backend, a team server).
 */
export function cliEnv(
  root: string,
  extra: Record<string, string> = {},
): CliEnv & Record<string, string> {
  return {
    HOME: join(root, "home"),
    CTX_HOME: join(root, "ctx-home"),
    CTX_KEYCHAIN: "off",
    ...extra,
  };
}

/** This process's PATH with `dir` first: a fake CLI written there is found before a real one. */
export function pathWith(dir: string): string {
  return `${dir}:${Deno.env.get("PATH") ?? ""}`;
}

/** What `cliEnv` sets. */
export interface CliEnv {
  HOME: string;
  CTX_HOME: string;
  CTX_KEYCHAIN: string;
}

export interface CtxRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunCtxOptions {
  /** The whole environment of the child (nothing is inherited except PATH unless given). */
  env: Record<string, string>;
  cwd?: string;
  stdin?: string;
  /** Run the bundle `dist/ctx.js` instead of `main.ts`. */
  bundle?: boolean;
}

/**
 * Run the real CLI as a subprocess with an explicit environment. The environment is not
 * inherited, so no real HOME, key or config can leak into a test.
 */
export async function runCtx(args: string[], options: RunCtxOptions): Promise<CtxRun> {
  const child = spawnCtx(args, options);
  if (options.stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(options.stdin));
    await writer.close();
  }
  const out = await child.output();
  return {
    code: out.code,
    stdout: new TextDecoder().decode(out.stdout),
    stderr: new TextDecoder().decode(out.stderr),
  };
}

/** Start the real CLI (same environment rules as `runCtx`) and return the running child. */
export function spawnCtx(args: string[], options: RunCtxOptions): Deno.ChildProcess {
  const entry = options.bundle || Deno.env.get("CTX_TEST_BUNDLE") === "1" ? BUNDLE_JS : MAIN_TS;
  const env: Record<string, string> = {
    NO_COLOR: "1",
    TZ: "UTC",
    PATH: Deno.env.get("PATH") ?? "",
    // Deno's own caches must stay reachable when HOME is a temp dir.
    DENO_DIR: Deno.env.get("DENO_DIR") ?? defaultDenoDir(),
    // Started the way users run ctx from source: through a launcher, which `ctx install`
    // registers in editors (a test may set CTX_LAUNCHER to "" to run without one).
    CTX_LAUNCHER: testLauncher(entry),
    ...options.env,
  };
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", entry, ...args],
    cwd: options.cwd ?? REPO_ROOT,
    env,
    clearEnv: true,
    stdin: options.stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}

/**
 * Run the real CLI (`main.ts`) under a pseudo-terminal (util-linux `script`), as a person at a
 * terminal would: stdin, stdout and stderr are the terminal, and stdin ends at once. `text` is
 * what the terminal showed; with `stderrFile`, stderr goes to that file instead.
 */
export async function runInTerminal(
  args: string[],
  env: Record<string, string>,
  options: { stderrFile?: string } = {},
): Promise<{ code: number; text: string }> {
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  const command = [Deno.execPath(), "run", "-A", "--quiet", MAIN_TS, ...args].map(quote).join(" ") +
    (options.stderrFile ? ` 2>${quote(options.stderrFile)}` : "");
  const out = await new Deno.Command("script", {
    args: ["-qec", command, "/dev/null"],
    env: {
      ...env,
      PATH: Deno.env.get("PATH") ?? "",
      NO_COLOR: "1",
      DENO_DIR: Deno.env.get("DENO_DIR") ?? defaultDenoDir(),
    },
    clearEnv: true,
    stdin: "null",
  }).output();
  return { code: out.code, text: new TextDecoder().decode(out.stdout).replaceAll("\r\n", "\n") };
}

const launchers = new Map<string, string>();

/**
 * A `ctx` launcher like the one `deno task install` writes, running `entry` with this Deno:
 * the stable command `ctx install` registers (and an editor or client could start) in tests.
 */
export function testLauncher(entry: string): string {
  const known = launchers.get(entry);
  if (known) return known;
  const dir = Deno.makeTempDirSync({ prefix: "ctx-test-launcher-" });
  globalThis.addEventListener("unload", () => {
    try {
      Deno.removeSync(dir, { recursive: true });
    } catch {
      // Already gone.
    }
  });
  const path = join(dir, "ctx");
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  Deno.writeTextFileSync(
    path,
    `#!/bin/sh\nexec ${quote(Deno.execPath())} run -A --quiet ${quote(entry)} "$@"\n`,
    { mode: 0o755 },
  );
  launchers.set(entry, path);
  return path;
}

function defaultDenoDir(): string {
  const home = Deno.env.get("HOME") ?? "/root";
  if (Deno.build.os === "darwin") return join(home, "Library", "Caches", "deno");
  return join(Deno.env.get("XDG_CACHE_HOME") ?? join(home, ".cache"), "deno");
}

/** Write a file, creating its directory. */
export async function writeFile(path: string, text: string): Promise<void> {
  await Deno.mkdir(dirname(path), { recursive: true });
  await Deno.writeTextFile(path, text);
}

/** The permission bits of `path` itself (a link is not followed), e.g. `0o600`. */
export async function fileMode(path: string): Promise<number> {
  return (await Deno.lstat(path)).mode! & 0o777;
}

/**
 * Poll `check` until it holds. The bound is not a speed goal: it only turns "never happens"
 * into a failure with `what` instead of a hung test.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what = "the condition",
  boundMs = 60_000,
  everyMs = 50,
): Promise<void> {
  const end = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what} after ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
