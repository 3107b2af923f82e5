/**
 * The content hash of every real transcript sample, pinned. A session's content hash is how a
 * store and the ledger know a conversation was distilled already: when a change to a reader gives
 * the same conversation another hash, a session distilled by the older ctx is sent to the model
 * again wherever the hash is compared (the project's other store, a touched or copied file), and
 * the brief holds both distillations (u-trial16: the Claude Code 1.0.98 sample, after 9fa2dc2
 * marked a lean failure's text as an excerpt). This test makes such a change say itself.
 *
 *   deno test -A tests/distill/content_hash_test.ts -- --write   (rewrite the pins, deliberately)
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { openSources } from "../../src/assistants/mod.ts";
import { loadConfig } from "../../src/config/mod.ts";
import { sessionContentHash } from "../../src/distill/_session.ts";
import { layOut, refsOf, type TruthFile } from "../../scripts/_fidelity_layout.ts";
import { REAL_FIXTURES, REPO_ROOT, tempDir } from "../_helpers.ts";

const PINS = join(import.meta.dirname!, "_content_hashes.json");

/** `{ "<source>/<file> lean|raw": hash }` of every real sample, read as `ctx init` reads it. */
async function contentHashes(): Promise<Record<string, string>> {
  await using dir = await tempDir("ctx-hash-pins-");
  const home = dir.path;
  const truth: TruthFile = JSON.parse(
    await Deno.readTextFile(join(REPO_ROOT, "scripts", "fidelity_truth.json")),
  );
  const { scans } = await layOut(home, REAL_FIXTURES, truth);
  const config = loadConfig({ HOME: home, CTX_HOME: join(home, ".ctx-home") }, {
    os: Deno.build.os,
  });
  const out: Record<string, string> = {};
  for (const scan of scans) {
    const real = scan.files.filter((f) => f.kind === "real");
    if (real.length === 0) continue;
    const [source] = await openSources(config, [scan.source]);
    for (const lean of [true, false]) {
      const options = {
        projectPath: scan.project,
        home,
        ...(scan.dir ? { dir: scan.dir } : {}),
        lean,
      };
      const { refs } = await source!.discover(options);
      for (const file of real) {
        for (const { ref, name } of refsOf(file, refs)) {
          const read = await source!.read(ref, options);
          out[`${scan.source}/${name} ${lean ? "lean" : "raw"}`] = sessionContentHash(read.session);
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

Deno.test("Every real transcript sample keeps its content hash (a changed hash pays the model again)", async () => {
  const now = await contentHashes();
  if (Deno.args.includes("--write")) {
    await Deno.writeTextFile(PINS, JSON.stringify(now, null, 2) + "\n");
    return;
  }
  const pinned: Record<string, string> = JSON.parse(await Deno.readTextFile(PINS));
  const added = Object.keys(now).filter((k) => pinned[k] === undefined);
  assert.deepEqual(added, [], "new real samples: pin them with -- --write");
  const changed = Object.keys(pinned).filter((k) => pinned[k] !== now[k]);
  assert.ok(
    Object.keys(now).length >= 40,
    `the real samples are read (${Object.keys(now).length})`,
  );
  assert.deepEqual(
    changed,
    [],
    `The content hash of ${changed.length} real transcript(s) changed: ${changed.join(", ")}.\n` +
      "Every session distilled before this change would be sent to the model again where ctx " +
      "compares hashes. If the reader's output changed by accident, mend the reader (or leave " +
      "the new field out of conversationText in src/distill/_session.ts). If the change is " +
      "deliberate, say so in the commit and in docs/memory.md, make sure an older ctx's sessions " +
      "are still adopted without a model call, then rewrite the pins: " +
      "deno test -A tests/distill/content_hash_test.ts -- --write",
  );
});
