/**
 * The managed block of a file assistants read first (AGENTS.md, CLAUDE.md, a Cursor rule…):
 * the text between `<!-- ctx:begin -->` and `<!-- ctx:end -->`, each marker alone on its line.
 * Pure: the file's text and the block's body in, the new text out. Every character outside the
 * markers is kept as it is (line endings, a missing final newline, a byte-order mark); a file
 * with no markers gets the block appended; a file whose markers cannot be read safely (two
 * begins, an end alone, an end before its begin) is refused, never guessed at.
 */

export const BLOCK_BEGIN = "<!-- ctx:begin -->";
export const BLOCK_END = "<!-- ctx:end -->";

/** The front matter a new Cursor rule file gets (`.cursor/rules/*.mdc`): always applied. */
export const CURSOR_RULE_FRONT_MATTER =
  "---\ndescription: Project memory from past coding sessions (ctx brief)\nalwaysApply: true\n---\n";

export type Spliced =
  | { ok: true; text: string }
  | { ok: false; problem: string };

/**
 * `existing` (`undefined`: no file yet) with its managed block holding `body`. The block's
 * lines end like the file's (CRLF when most of its lines do).
 */
export function spliceBlock(
  existing: string | undefined,
  body: string,
  options: { frontMatter?: string } = {},
): Spliced {
  const text = existing ?? "";
  const eol = lineEnding(text);
  const block = [BLOCK_BEGIN, ...body.split(/\r?\n/), BLOCK_END].join(eol);
  const markers = findMarkers(text);
  if ("problem" in markers) return { ok: false, problem: markers.problem };
  if (markers.begin) {
    const { begin, end } = markers;
    return { ok: true, text: text.slice(0, begin.start) + block + text.slice(end!.end) };
  }
  if (existing === undefined || text === "" || text === "\ufeff") {
    const front = existing === undefined && options.frontMatter
      ? `${options.frontMatter.replace(/\n/g, eol)}${eol}`
      : "";
    return { ok: true, text: `${text}${front}${block}${eol}` };
  }
  // Appended after a blank line; a file without a final newline stays without one.
  const ends = /\r?\n$/.test(text);
  return { ok: true, text: ends ? `${text}${eol}${block}${eol}` : `${text}${eol}${eol}${block}` };
}

/** The body of the managed block of `text`, when it has exactly one (for reports and tests). */
export function blockBody(text: string): string | undefined {
  const markers = findMarkers(text);
  if ("problem" in markers || !markers.begin) return undefined;
  return text.slice(markers.begin.end, markers.end!.start).replace(/^\r?\n|\r?\n$/g, "");
}

interface Span {
  /** Where the marker's line starts, and where its text ends (its line ending excluded). */
  start: number;
  end: number;
}

type Markers = { begin?: Span; end?: Span } | { problem: string };

function findMarkers(text: string): Markers {
  const begins: Span[] = [];
  const ends: Span[] = [];
  const line = /^[ \t]*(<!-- ctx:(?:begin|end) -->)[ \t]*(?=\r?$)/gm;
  for (const m of text.matchAll(line)) {
    const span = { start: m.index!, end: m.index! + m[0].length };
    (m[1] === BLOCK_BEGIN ? begins : ends).push(span);
  }
  if (begins.length === 0 && ends.length === 0) return {};
  if (begins.length > 1) return { problem: `${begins.length} "${BLOCK_BEGIN}" lines` };
  if (ends.length > 1) return { problem: `${ends.length} "${BLOCK_END}" lines` };
  if (begins.length === 0) return { problem: `a "${BLOCK_END}" line without "${BLOCK_BEGIN}"` };
  if (ends.length === 0) return { problem: `a "${BLOCK_BEGIN}" line without "${BLOCK_END}"` };
  if (ends[0]!.start < begins[0]!.start) {
    return { problem: `"${BLOCK_END}" comes before "${BLOCK_BEGIN}"` };
  }
  return { begin: begins[0]!, end: ends[0]! };
}

/** CRLF when most of the file's line endings are CRLF, else LF. */
function lineEnding(text: string): string {
  const all = text.match(/\n/g)?.length ?? 0;
  const crlf = text.match(/\r\n/g)?.length ?? 0;
  return all > 0 && crlf * 2 > all ? "\r\n" : "\n";
}
