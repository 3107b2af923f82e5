/**
 * How a served insight is said in text (MCP results, `ctx search`): its marks (status,
 * confirmations, provenance, supersession) and its summary as a quotation. Pure.
 */
import { statusText } from "./status.ts";
import { describeProvenance, neutralize } from "./provenance.ts";
import type { ServedInsight } from "./types.ts";

/** `verified`, `3 sessions`, `from the repository …`, `SUPERSEDED by ins_… on 2026-04-02`. */
export function memoryMarks(
  i: Pick<
    ServedInsight,
    "status" | "statusDetail" | "confirmations" | "provenance" | "supersededBy"
  >,
): string[] {
  return [
    ...(i.status ? [statusText({ status: i.status, detail: i.statusDetail })] : []),
    ...(i.confirmations > 1 ? [`${i.confirmations} sessions`] : []),
    describeProvenance(i.provenance),
    ...(i.supersededBy
      ? [`SUPERSEDED by ${i.supersededBy.id} on ${i.supersededBy.date.slice(0, 10)}`]
      : []),
  ];
}

/** A summary as a Markdown quotation: every line behind `> `, so it reads as quoted data. */
export function quoted(text: string): string {
  return text.split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n");
}

/**
 * A search snippet (matches between `«` and `»`) neutralised: the highlighting could split a
 * marker (`<«system»>`), so a snippet that hides one loses its highlighting instead.
 */
export function neutralizeSnippet(snippet: string): string {
  const plain = snippet.replace(/[«»]/g, "");
  const safe = neutralize(plain);
  return safe === plain ? neutralize(snippet) : safe;
}
