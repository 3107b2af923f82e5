/**
 * Error codes of the team feature come from `ERROR_CODES`, never from a string typed on the spot:
 * a typo there would silently change a code that scripts compare with.
 */
import assert from "node:assert/strict";
import { join } from "node:path";

const ROOT = new URL("../../", import.meta.url).pathname;

Deno.test("src/team sets no error code as a string literal", async () => {
  const literals: string[] = [];
  for await (const entry of Deno.readDir(join(ROOT, "src", "team"))) {
    if (!entry.isFile || !entry.name.endsWith(".ts")) continue;
    const text = await Deno.readTextFile(join(ROOT, "src", "team", entry.name));
    for (const match of text.matchAll(/\bcode:\s*["'][^"']*["']/g)) {
      literals.push(`${entry.name}: ${match[0]}`);
    }
  }
  assert.deepEqual(literals, []);
});
