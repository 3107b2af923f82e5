/**
 * The brief's ranked candidates are kept until the index changes (a long-lived `ctx mcp` answers
 * `fetch_project_context` with nothing new without reading every insight again): a summary edited
 * by hand is in the very next brief once the index has seen it, never the kept one.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { openMemory } from "../../src/memory/mod.ts";
import { openIndex } from "../../src/store/mod.ts";
import { tempDir } from "../_helpers.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

Deno.test("the brief is kept while the index is unchanged and made again as soon as a summary changes", async () => {
  await using dir = await tempDir();
  const ctxHome = join(dir.path, "ctx-home");
  const file = await addSession(userStore(ctxHome, "acme-app"), "s1", [{
    title: "Jest fails with ERR_REQUIRE_ESM after upgrading chalk",
    summary: "chalk 5 is ESM-only; pinned chalk@4.",
    type: "bug",
  }]);
  using index = openIndex({ ctxHome });
  await index.sync();
  const deps = { config: { ctxHome } };
  const brief = async () => {
    using memory = openMemory(deps, index);
    return (await memory.brief("acme-app", 6_000)).text;
  };
  const first = await brief();
  assert.match(first, /upgrading chalk/);
  assert.equal(await brief(), first, "nothing changed: the same brief");

  await Deno.writeTextFile(file, (await Deno.readTextFile(file)).replaceAll("chalk", "kleur-js"));
  await index.sync();
  const after = await brief();
  assert.match(after, /upgrading kleur-js/);
  assert.doesNotMatch(after, /chalk/);

  await addSession(userStore(ctxHome, "acme-app"), "s2", [{
    title: "Vitest needs the jsdom environment for the DOM tests",
    summary: "Set environment: jsdom in vitest.config.ts.",
    type: "gotcha",
  }]);
  await index.sync();
  assert.match(await brief(), /jsdom environment/);
});
