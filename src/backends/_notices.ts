/**
 * Notices said once: a sentence about the user's configuration (a key that is set but not used)
 * is printed the first time ctx meets that situation, then remembered — by a hash of its text —
 * in `$CTX_HOME/notices.json`, so it is not repeated on every command. `ctx status` always
 * shows the whole resolution. A notice whose situation changes has another text: said again.
 */
import { join } from "node:path";
import type { Config } from "../config/mod.ts";
import { readRegularTextFile, sha256Hex } from "../fsutil.ts";
import type { Output } from "../output.ts";
import { writeFileAtomic } from "../store/mod.ts";

/** How many notices are remembered (the oldest are forgotten first). */
const REMEMBERED = 100;

export function noticesPath(config: Pick<Config, "ctxHome">): string {
  return join(config.ctxHome, "notices.json");
}

/** Print each notice not said before as `note: …` (or `warning: …`) on stderr, and remember it. */
export async function sayOnce(
  deps: { config: Pick<Config, "ctxHome">; output: Output },
  notices: readonly string[],
  level: "note" | "warning" = "note",
): Promise<void> {
  if (notices.length === 0) return;
  const path = noticesPath(deps.config);
  const said = await readSaid(path);
  let changed = false;
  for (const notice of notices) {
    const id = sha256Hex(notice).slice(0, 16);
    if (said.includes(id)) continue;
    deps.output.err(`${level}: ${notice}`);
    said.push(id);
    changed = true;
  }
  if (!changed) return;
  // Remembering is a courtesy: a read-only CTX_HOME only means the note comes again.
  await writeFileAtomic(path, `${JSON.stringify({ said: said.slice(-REMEMBERED) })}\n`, {
    mode: 0o600,
  }).catch(() => {});
}

async function readSaid(path: string): Promise<string[]> {
  try {
    // (Bounded: REMEMBERED hashes take a few KB; a larger file is not ctx's.)
    const parsed: unknown = JSON.parse(await readRegularTextFile(path, 1 << 20));
    const said = (parsed as { said?: unknown })?.said;
    return Array.isArray(said) ? said.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return []; // missing, damaged or too large: every notice is new
  }
}
