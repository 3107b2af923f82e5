/** Starting the background distillation so that the hook can exit at once. */

/** Start `command args` and return without waiting; its stdio is closed. */
export type SpawnDetached = (command: string, args: string[]) => void;

/**
 * The real one: a process in its own session with stdin, stdout and stderr closed. Assistants
 * wait for a hook's output pipes to close (and kill the hook after a second or so), so the child
 * must hold none of them, and must survive its parent.
 */
export const spawnDetached: SpawnDetached = (command, args) => {
  const child = new Deno.Command(command, {
    args,
    stdin: "null",
    stdout: "null",
    stderr: "null",
    detached: true,
  }).spawn();
  child.unref();
};
