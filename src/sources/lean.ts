/**
 * What a sanitized transcript (SANITIZE_CHAT=1, the default) keeps of a session, for the readers'
 * lean mode (`DiscoverOptions.lean`): prose, compaction summaries, and of a failed tool's output
 * only the excerpt cleaning sends. A reader in lean mode drops the rest while it reads, so a
 * session of hundreds of MB holds a few MB. Pure.
 *
 * The excerpt rule itself (`errorExcerpt`) lives here, so cleaning (`src/distill/clean.ts`) and
 * the readers use the one rule.
 */
import type { Part } from "../types.ts";
import { ownText } from "../text.ts";

/** Longest excerpt kept from a failed tool result. */
export const ERROR_EXCERPT = 600;

/** A word that names a failure in a line of tool output. */
const ERROR_WORD =
  /error|exception|failed|fatal|panic|traceback|cannot|not found|denied|undefined|refused/i;

/** The informative part of a failure: the lines that name the error, bounded. */
export function errorExcerpt(text: string): string {
  const clean = (text.includes("tool_use_error>") ? text.replace(/<\/?tool_use_error>/g, "") : text)
    .trim();
  // The excerpt outlives the output it was cut from (a lean reader keeps it for the session):
  // it owns its characters, or it would keep the whole output alive (`ownText`).
  if (clean.length <= ERROR_EXCERPT) return ownText(clean);
  // The lines that name a failure, or all of them. A keyword never spans two lines, so output
  // that names none (most of it) is taken whole after one scan, without splitting it.
  const picked = ERROR_WORD.test(clean)
    ? clean.split("\n").filter((l) => ERROR_WORD.test(l)).join("\n")
    : clean;
  if (picked.length <= ERROR_EXCERPT) return ownText(picked);
  // Cut at whitespace: a token (a secret among them) is kept whole or dropped whole, so the
  // redaction of the kept block later still recognises everything that is kept.
  const cut = picked.slice(0, ERROR_EXCERPT);
  const space = lastSpace(cut);
  return ownText(`${(space > 0 ? cut.slice(0, space) : "").trimEnd()}…`);
}

/** Index of the last whitespace character of `text` (as `\s` matches it), or -1. */
function lastSpace(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (SPACE.test(text[i]!)) return i;
  return -1;
}

const SPACE = /\s/;

/** True for a part a sanitized transcript renders (the rest is dropped in lean mode). */
export function keptWhenLean(part: Part): boolean {
  return part.kind === "text" || (part.kind === "tool_result" && part.isError) ||
    (part.kind === "injected" && part.label === "compact-summary");
}

/**
 * The parts a lean reader keeps: those a sanitized transcript renders, a failed tool's output
 * reduced to its excerpt (marked `excerpt`, so cleaning does not take it again). Returns `parts`
 * itself when nothing changes.
 */
export function leanParts(parts: Part[]): Part[] {
  let out: Part[] | undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const kept = !keptWhenLean(part)
      ? undefined
      : part.kind === "tool_result"
      ? leanFailure(part)
      : part;
    if (kept !== part && out === undefined) out = parts.slice(0, i);
    if (out !== undefined && kept !== undefined) out.push(kept);
  }
  return out ?? parts;
}

function leanFailure(part: Extract<Part, { kind: "tool_result" }>): Part {
  if (part.excerpt) return part;
  return { kind: "tool_result", text: errorExcerpt(part.text), isError: true, excerpt: true };
}
