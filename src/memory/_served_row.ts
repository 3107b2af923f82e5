/**
 * One index row as memory serves it (`served.ts`): what serving knows about a set of rows (their
 * repeat groups, the supersession claims that hold, which summaries this machine wrote), and a row
 * turned into a `ServedInsight` with its marks, its provenance and its text neutralised.
 */
import type { MemoryLedger, MemoryRow, SupersedesRow } from "../store/mod.ts";
import { groupRepeats, type RepeatGroup } from "./merge.ts";
import { neutralizeFields, provenanceOf } from "./provenance.ts";
import { type SupersededBy, supersededGroups, undoKeys, validClaims } from "./supersede.ts";
import type { InsightStatus, ServedInsight } from "./types.ts";

/** Rows with their groups and marks: what serving knows about a set of insights. */
export interface Known {
  byId: Map<string, MemoryRow>;
  groups: Map<string, RepeatGroup<MemoryRow>>;
  /** The supersession claims that hold (`validClaims`, undone ones left out). */
  valid: SupersedesRow[];
  marks: Map<RepeatGroup<MemoryRow>, SupersededBy>;
  own: Set<string>;
}

/** What serving knows about these rows and claims, the ledger read for undos and own summaries. */
export function knowRows(
  rows: readonly MemoryRow[],
  claims: readonly SupersedesRow[],
  ledger: MemoryLedger,
): Known {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const groups = groupRepeats(rows);
  const valid = validClaims(claims, byId, groups, undoKeys(ledger.undos()));
  const hashes = [
    ...rows.filter((r) => r.kind === "local").map((r) => r.fileHash),
    ...valid.map((c) => c.by.fileHash),
  ];
  return {
    byId,
    groups,
    valid,
    marks: supersededGroups(valid, groups),
    own: ledger.ownSummaries(hashes),
  };
}

/** A known row as served: its group's repeats as evidence, its marks, its text neutralised. */
export function servedRow(
  row: MemoryRow,
  known: Known,
  status: InsightStatus | undefined,
): ServedInsight {
  const group = known.groups.get(row.id)!;
  const mark = known.marks.get(group);
  const out: ServedInsight = {
    id: row.id,
    projectId: row.projectId,
    type: row.type,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    date: row.date,
    source: row.source,
    kind: row.kind,
    confirmations: group.confirmations,
    provenance: provenanceOf(row, known.own),
    evidence: group.members.map((m) => ({
      id: m.id,
      source: m.source,
      sessionId: m.sessionId,
      date: m.date,
      provenance: provenanceOf(m, known.own),
    })),
  };
  if (row.file) out.file = row.file;
  if (row.contributor) out.contributor = row.contributor;
  if (status) out.status = status.status;
  if (status?.detail) out.statusDetail = status.detail;
  if (row.anchors) out.anchors = row.anchors;
  if (mark) out.supersededBy = mark;
  return neutralizeFields(out);
}
