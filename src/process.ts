/**
 * The seam for running other programs (subscription CLI, keychain tools, editors' CLIs).
 * Tests inject a fake runner to assert exact argv and stdin; production uses `Deno.Command`.
 * Secrets travel on stdin, never on argv.
 */

export interface RunOptions {
  stdin?: string;
  cwd?: string;
  /** Environment variables for the child: added to the parent's, or all of it with `clearEnv`. */
  env?: Readonly<Record<string, string>>;
  /** Start the child with `env` only, inheriting nothing from this process. */
  clearEnv?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  /** True when the timeout killed the process. */
  timedOut: boolean;
}

export type CommandRunner = (
  command: string,
  args: string[],
  options?: RunOptions,
) => Promise<RunResult>;

/** Run a program with `Deno.Command`. A missing program rejects with `Deno.errors.NotFound`. */
export const runCommand: CommandRunner = async (command, args, options = {}) => {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  let timedOut = false;
  const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const child = new Deno.Command(command, {
      args,
      cwd: options.cwd,
      env: options.env === undefined ? undefined : { ...options.env },
      clearEnv: options.clearEnv === true,
      stdin: options.stdin === undefined ? "null" : "piped",
      stdout: "piped",
      stderr: "piped",
      signal: controller.signal,
    }).spawn();
    if (options.stdin !== undefined) {
      const writer = child.stdin.getWriter();
      try {
        await writer.write(new TextEncoder().encode(options.stdin));
        await writer.close();
      } catch {
        // The child may exit before reading all of stdin; its exit code tells the story.
      }
    }
    const output = await child.output();
    return {
      code: output.code,
      stdout: new TextDecoder().decode(output.stdout),
      stderr: new TextDecoder().decode(output.stderr),
      timedOut,
    };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  }
};

/** Find a program on PATH (no shell). Returns its absolute path or undefined. */
export async function which(
  program: string,
  pathEnv: string,
  os: string,
): Promise<string | undefined> {
  const sep = os === "windows" ? ";" : ":";
  const exts = os === "windows" ? ["", ".exe", ".cmd", ".bat"] : [""];
  if (program.includes("/") || program.includes("\\")) {
    return (await isExecutable(program)) ? program : undefined;
  }
  for (const dir of pathEnv.split(sep)) {
    if (!dir) continue;
    for (const ext of exts) {
      const candidate = `${dir}${os === "windows" ? "\\" : "/"}${program}${ext}`;
      if (await isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    const st = await Deno.stat(path);
    if (!st.isFile) return false;
    return st.mode === null || (st.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}
