/**
 * A compact, readable picture of a parsed session for whole-result assertions: one line per
 * turn with its role and the kinds of its parts in order (runs collapsed as `kind×n`).
 */
import type { Part, Session } from "../../src/types.ts";

export function partTag(part: Part): string {
  if (part.kind === "injected") return `injected(${part.label})`;
  if (part.kind === "tool_result") return part.isError ? "tool_result!" : "tool_result";
  if (part.kind === "tool_call") return `tool_call(${part.name})`;
  return part.kind;
}

/** `"assistant: thinking, text, tool_call(grep)×2, tool_result×2"`-style lines. */
export function turnLines(session: Session, options: { names?: boolean } = {}): string[] {
  return session.turns.map((turn) => {
    const tags = turn.parts.map((p) =>
      options.names === false && p.kind === "tool_call" ? "tool_call" : partTag(p)
    );
    const runs: string[] = [];
    let i = 0;
    while (i < tags.length) {
      let j = i;
      while (j < tags.length && tags[j] === tags[i]) j++;
      runs.push(j - i > 1 ? `${tags[i]}×${j - i}` : `${tags[i]}`);
      i = j;
    }
    return `${turn.role}: ${runs.join(", ")}`;
  });
}

/** Kind → count over the whole session (for long agent turns). */
export function kindCounts(session: Session): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const turn of session.turns) {
    for (const part of turn.parts) {
      const tag = part.kind === "tool_result" && part.isError ? "tool_result!" : part.kind;
      counts[tag] = (counts[tag] ?? 0) + 1;
    }
  }
  return counts;
}

/** The typed text of each user turn (text parts only). */
export function userTexts(session: Session): string[] {
  return session.turns.filter((t) => t.role === "user")
    .map((t) =>
      t.parts.filter((p) => p.kind === "text").map((p) => (p as { text: string }).text).join("\n")
    )
    .filter((t) => t !== "");
}
