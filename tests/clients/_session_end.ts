/**
 * What the session-end hook tests of the real clients share: a project with an older session the
 * hook must leave alone, and the check that the background ctx distilled exactly the ended
 * session, once.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Scene } from "./_clients.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { sentSessionIds } from "../mcp/_background.ts";
import { folderId } from "../../src/store/project.ts";
import { readStore } from "../../src/store/files.ts";
import { type BackgroundEvent, lastBackgroundEvent } from "../../src/store/activity.ts";
import { openLedgerDb } from "../../src/store/stores.ts";
import { exists } from "../../src/fsutil.ts";
import { waitFor } from "../_helpers.ts";

const OLDER = "older-session-0001";

/**
 * After the client ran: wait (bounded) until the background ctx recorded its run, then check
 * that it distilled exactly `sessionId`, once, and nothing else of the project.
 */
export async function assertDistilledOnce(
  s: Scene,
  vendor: { requests: Array<{ body: unknown }> },
  sessionId: string,
): Promise<void> {
  let finished: BackgroundEvent | undefined;
  let failure: BackgroundEvent | undefined;
  await waitFor(async () => {
    if (!(await exists(join(s.ctxHome, "ledger.sqlite")))) return false;
    const db = openLedgerDb({ ctxHome: s.ctxHome });
    try {
      finished = lastBackgroundEvent(db, "finished");
      failure = lastBackgroundEvent(db, "failure");
    } finally {
      db.close();
    }
    return finished !== undefined || failure !== undefined;
  }, "the background distillation the hook started");
  assert.equal(failure, undefined, failure?.message);
  assert.equal(finished!.origin, "hook");
  assert.match(finished!.message, new RegExp(`session "${sessionId}": distilled`));
  assert.deepEqual(sentSessionIds(vendor.requests), [sessionId], "one request, that session");
  const store = await readStore(join(s.ctxHome, "projects", folderId(s.project)));
  assert.deepEqual(store.summaries.map((x) => x.doc.sessionId), [sessionId]);
}

/** A project with an older, never distilled Claude Code session the hook must leave alone. */
export async function withOlderSession(s: Scene): Promise<void> {
  await writeClaudeSession(s.home, { sessionId: OLDER, cwd: s.project, extraTurns: 2 });
}
