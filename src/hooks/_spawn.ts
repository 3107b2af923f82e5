/** Starting the background distillation so that the hook can exit at once. */

/** Start `command args` and return without waiting; its stdio is closed. */
export type SpawnDetached = (command: string, args: string[]) => void;

/**
 * The real one: a process in its own session with stdin, stdout and stderr closed. Assistants wait
 * for a hook's output pipes to close (and kill the hook after a second or so), so the child must
 * hold none of them, and must survive its parent.
 *
 * On Linux the new session is made by util-linux's `setsid` program, started the ordinary way:
 * Deno's `detached` runs `setsid()` in the child between fork and exec, and a fork of the whole
 * Deno process (instead of the `posix_spawn` Deno uses otherwise) kept the hook 10–50 ms longer
 * before it could return (docs/performance.md, "`ctx mcp`'s handshake before the SDK, and the
 * session-end hook without Node"). `setsid` starts the command in the same process, a session
 * leader; without it (elsewhere, or not installed), Deno's `detached` does the same.
 */
export const spawnDetached: SpawnDetached = (command, args) => {
  const setsid = setsidProgram(command);
  const child = new Deno.Command(setsid ?? command, {
    args: setsid ? [command, ...args] : args,
    stdin: "null",
    stdout: "null",
    stderr: "null",
    detached: setsid === undefined,
  }).spawn();
  child.unref();
};

/** Where util-linux installs `setsid`. */
const SETSID = ["/usr/bin/setsid", "/bin/setsid"];

/**
 * The `setsid` program to start `command` with, on Linux, when there is one (a command starting
 * with `-` could be read as its option: never given to it).
 */
function setsidProgram(command: string): string | undefined {
  if (Deno.build.os !== "linux" || !command.startsWith("/")) return undefined;
  return SETSID.find((path) => {
    try {
      const info = Deno.statSync(path);
      return info.isFile && ((info.mode ?? 0) & 0o111) !== 0;
    } catch {
      return false;
    }
  });
}
