/**
 * A Claude Code session settled in the ledger as a run leaves it, its summary file written to the
 * store folder when it is `ok` (the ledger view's and the kept counts' tests).
 */
import { join } from "node:path";
import { type Ledger, ledgerKey, type Outcome } from "../../src/store/ledger.ts";
import { summaryFileName } from "../../src/store/summary.ts";

export function settleSession(
  ledger: Ledger,
  project: string,
  storeDir: string,
  id: string,
  status: Outcome,
): void {
  ledger.finish({
    key: ledgerKey("claude-code", id, storeDir),
    source: "claude-code",
    sessionId: id,
    projectId: project,
    storeDir,
    location: `/h/${id}.jsonl`,
    fingerprint: "1:1",
    contentHash: `sha256:${id}`,
    status,
    insights: status === "ok" ? 1 : 0,
    error: status === "failed" ? "HTTP 500" : null,
  }, new Date(0));
  if (status === "ok") {
    Deno.writeTextFileSync(join(storeDir, summaryFileName("claude-code", id)), "# s\n");
  }
}
