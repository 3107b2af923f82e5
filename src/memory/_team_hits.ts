/**
 * A team server's search hits beside the local ones (`ctx search --team`): a team hit is in no
 * local index, so it is served here with what a local hit carries, from what the server said.
 */
import { neutralizeFields } from "./provenance.ts";
import { neutralizeSnippet } from "./describe.ts";
import type { ServedHit, TeamSearchHit } from "./types.ts";

/**
 * Search hits with a team server's after the local ones, without those the local search already
 * shows (a copy `ctx pull` brought has the server's id, and may be any of a hit's repeats). A team hit is in no local index: served
 * with no status (unanchored), one saying, the team's provenance, its text neutralised.
 */
export function withTeamHits(
  local: readonly ServedHit[],
  team: readonly TeamSearchHit[],
): Array<ServedHit & { summary?: string }> {
  // A local hit stands for its repeats (`evidence`), a pulled copy among them.
  const shown = new Set(local.flatMap((hit) => [hit.id, ...hit.evidence.map((e) => e.id)]));
  return [...local, ...team.filter((hit) => !shown.has(hit.id)).map(servedTeamHit)];
}

function servedTeamHit(hit: TeamSearchHit): ServedHit & { summary: string } {
  const provenance = { from: "team" as const, ...(hit.contributor ? { by: hit.contributor } : {}) };
  const served = neutralizeFields({
    ...hit,
    status: "unanchored" as const,
    confirmations: 1,
    provenance,
    evidence: [],
  });
  return { ...served, snippet: neutralizeSnippet(hit.snippet) };
}
