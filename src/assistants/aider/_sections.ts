/**
 * The launches of one `.aider.chat.history.md` and the entries of its `.aider.input.history`
 * (pure). Every aider launch appends `# aider chat started at YYYY-MM-DD HH:MM:SS` (local time, no
 * zone) to the chat history; each prompt typed at aider's prompt is appended to the input history
 * as `# <local time with µs>` followed by one `+<line>` per line (prompt-toolkit's `FileHistory`).
 */

/** One launch: where its text is in the file (bytes), and when it started. */
export interface Section {
  /** Stable across appends: the start line's time, `YYYYMMDD-HHMMSS` (`-2`, … for a repeat). */
  id: string;
  /** Byte offset of the start line, and the length up to the next start line (or the end). */
  offset: number;
  length: number;
  /** The start line's time as written (`2026-04-22 22:40:12`). */
  stamp: string;
  /** The same as ISO-8601, read as this machine's local time; undefined when invalid. */
  startedAt?: string;
}

/** What one entry of `.aider.input.history` says: when, and what was typed. */
export interface TypedEntry {
  /** ISO-8601 (local time read on this machine); undefined when the stamp is unreadable. */
  at?: string;
  /** Epoch milliseconds of `at` (NaN when unknown), for windows per launch. */
  ms: number;
  text: string;
}

const HEADER = new TextEncoder().encode("# aider chat started at ");
const STAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?$/;

/** `2026-04-22 22:40:12[.677705]` read as this machine's local time; undefined when invalid. */
export function localTime(stamp: string): { iso: string; ms: number } | undefined {
  const m = STAMP.exec(stamp.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Math.floor(Number(`0.${m[7] ?? "0"}`) * 1000);
  const date = new Date(y, mo - 1, d, h, mi, s, ms);
  // `new Date` rolls an impossible date over (Feb 30 → Mar 2): refuse it instead.
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo - 1 || date.getDate() !== d) {
    return undefined;
  }
  return { iso: date.toISOString(), ms: date.getTime() };
}

/**
 * The launches in the chat history's bytes, in file order. A start line is only recognised at
 * the start of a line (an answer quoting one inside a line does not split). Text before the
 * first start line belongs to no launch.
 */
export function splitSections(bytes: Uint8Array): Section[] {
  const starts: number[] = [];
  for (let at = indexOf(bytes, HEADER, 0); at >= 0; at = indexOf(bytes, HEADER, at + 1)) {
    if (at === 0 || bytes[at - 1] === 10) starts.push(at);
  }
  const seen = new Map<string, number>();
  return starts.map((offset, i) => {
    const end = starts[i + 1] ?? bytes.length;
    const lineEnd = Math.min(end, indexOrEnd(bytes, 10, offset));
    const stamp = new TextDecoder().decode(bytes.subarray(offset + HEADER.length, lineEnd)).trim();
    const time = localTime(stamp);
    const base = time ? stamp.replace(/[-:]/g, "").replace(/[ T]/, "-").slice(0, 15) : "start";
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return {
      id: n === 1 ? base : `${base}-${n}`,
      offset,
      length: end - offset,
      stamp,
      ...(time ? { startedAt: time.iso } : {}),
    };
  });
}

/** The entries of `.aider.input.history`, in file order. */
export function parseInputHistory(text: string): TypedEntry[] {
  const entries: TypedEntry[] = [];
  let current: { at?: string; ms: number; lines: string[] } | undefined;
  const flush = () => {
    if (current && current.lines.length > 0) {
      entries.push({
        ...(current.at ? { at: current.at } : {}),
        ms: current.ms,
        text: current.lines.join("\n"),
      });
    }
  };
  for (const raw of text.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.startsWith("# ")) {
      flush();
      const time = localTime(line.slice(2));
      current = { ...(time ? { at: time.iso } : {}), ms: time?.ms ?? NaN, lines: [] };
    } else if (line.startsWith("+")) {
      current ??= { ms: NaN, lines: [] };
      current.lines.push(line.slice(1));
    }
  }
  flush();
  return entries;
}

/** The entries typed during a launch: from its start up to the next launch's start. */
export function typedDuring(
  entries: readonly TypedEntry[],
  section: Section,
  next: Section | undefined,
): TypedEntry[] {
  const from = section.startedAt ? Date.parse(section.startedAt) : NaN;
  if (Number.isNaN(from)) return [];
  const to = next?.startedAt ? Date.parse(next.startedAt) : Infinity;
  // The start line is written to the second; a prompt typed within it counts.
  return entries.filter((e) => e.ms >= from && e.ms < to);
}

function indexOf(hay: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0]!;
  for (let i = hay.indexOf(first, from); i >= 0; i = hay.indexOf(first, i + 1)) {
    if (i + needle.length > hay.length) return -1;
    let k = 1;
    while (k < needle.length && hay[i + k] === needle[k]) k++;
    if (k === needle.length) return i;
  }
  return -1;
}

function indexOrEnd(bytes: Uint8Array, byte: number, from: number): number {
  const at = bytes.indexOf(byte, from);
  return at < 0 ? bytes.length : at;
}
