/**
 * The real detached start of the background distillation (src/hooks/_spawn.ts): the child runs in
 * a session of its own (so that an assistant ending the hook's process group does not end it),
 * with stdin, stdout and stderr closed, and its arguments as given.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { spawnDetached } from "../../src/hooks/_spawn.ts";
import { tempDir, waitFor } from "../_helpers.ts";

/** Field `n` (1-based, after the command name) of /proc/<pid>/stat. */
function statField(stat: string, n: number): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[n - 3]);
}

Deno.test({
  name: "spawnDetached() starts the command in a session of its own, its stdio on /dev/null",
  ignore: Deno.build.os !== "linux",
  async fn() {
    await using dir = await tempDir();
    const out = join(dir.path, "child.txt");
    // The links of its stdio are read before the report's own redirection changes stdout.
    const script = `fds="$(readlink /proc/$$/fd/0 /proc/$$/fd/1 /proc/$$/fd/2)"; ` +
      `{ cat /proc/$$/stat; echo; echo "$fds"; echo "$1"; } > "${out}.tmp"; mv "${out}.tmp" "${out}"`;
    spawnDetached("/bin/sh", ["-c", script, "sh", "an argument with spaces"]);
    await waitFor(() => {
      try {
        return Deno.statSync(out).isFile;
      } catch {
        return false;
      }
    }, "the child's report");
    const [stat = "", ...rest] = (await Deno.readTextFile(out)).split("\n");
    const pid = Number(stat.split(" ")[0]);
    const own = await Deno.readTextFile("/proc/self/stat");
    // Field 6 is the session id: the child leads a new one, not ours.
    assert.equal(statField(stat, 6), pid, "the child leads its own session");
    assert.notEqual(statField(stat, 6), statField(own, 6));
    assert.deepEqual(rest.filter((l) => l), [
      "/dev/null",
      "/dev/null",
      "/dev/null",
      "an argument with spaces",
    ]);
  },
});
