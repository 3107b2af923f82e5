/**
 * Aider source: the project's `.aider.chat.history.md` (one session per launch, split at its
 * `# aider chat started at …` lines) and `.aider.input.history` beside it (what was typed, and
 * when). aider writes both in the git root (else the folder it ran in), so they are looked for in
 * the project's folder; `--aider-dir` names another folder holding them (or the chat history file
 * itself). Discovery reads the chat history once (bounded), hashes each launch (a launch never
 * changes once the next one started, so appending a launch leaves the others unchanged) and
 * leaves out launches in which nothing was asked or answered. Parsing is in `_parse.ts`.
 */
import { basename, dirname, join } from "node:path";
import { errorMessage } from "../../errors.ts";
import { sha256Hex, statRegularFile, TooLargeError } from "../../fsutil.ts";
import { isFile, readText } from "../../sources/paths.ts";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { hasConversation, parseAiderSection } from "./_parse.ts";
import { parseInputHistory, type Section, splitSections, typedDuring } from "./_sections.ts";
import { cannotRead } from "../../sources/build.ts";

export const CHAT_HISTORY = ".aider.chat.history.md";
export const INPUT_HISTORY = ".aider.input.history";

/** The largest chat history read (a launch's text is read again by its offset). */
const MAX_CHAT_BYTES = 256 << 20;
/** The largest input history read. */
const MAX_INPUT_BYTES = 32 << 20;

/** Where the two files are: `--aider-dir` (a folder, or the chat history file), else the project. */
function files(options: Pick<DiscoverOptions, "dir" | "projectPath">, dirIsFile: boolean) {
  if (options.dir && dirIsFile) {
    return { chat: options.dir, input: join(dirname(options.dir), INPUT_HISTORY) };
  }
  const dir = options.dir ?? options.projectPath;
  return { chat: join(dir, CHAT_HISTORY), input: join(dir, INPUT_HISTORY) };
}

/** The bytes of a regular file of at most `max` bytes (a FIFO or a device is refused). */
async function readBytes(path: string, max: number, range?: { offset: number; length: number }) {
  const info = await statRegularFile(path);
  if (!range && info.size > max) throw new TooLargeError(max);
  using file = await Deno.open(path, { read: true });
  const offset = range?.offset ?? 0;
  const length = Math.min(range?.length ?? info.size, Math.max(0, info.size - offset), max);
  if (offset > 0) await file.seek(offset, Deno.SeekMode.Start);
  const buffer = new Uint8Array(length);
  let total = 0;
  while (total < length) {
    const n = await file.read(buffer.subarray(total));
    if (n === null) break;
    total += n;
  }
  return buffer.subarray(0, total);
}

/** The refs of the launches worth reading, and a warning per problem. */
async function discoverAider(options: DiscoverOptions) {
  const warnings: string[] = [];
  const { chat, input } = files(options, options.dir ? await isFile(options.dir) : false);
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(chat, MAX_CHAT_BYTES);
  } catch (error) {
    // No chat history in the project is the common case: aider was never used here.
    if (!(error instanceof Deno.errors.NotFound) || options.dir) {
      warnings.push(`Cannot read "${chat}": ${errorMessage(error)}`);
    }
    return { refs: [], warnings };
  }
  const sections = splitSections(bytes);
  const refs: SessionRef[] = [];
  sections.forEach((section, i) => {
    // The blank line before the next start line is the next launch's: without it, a launch's
    // text (and fingerprint) does not change when one is appended.
    const text = new TextDecoder().decode(bytes.subarray(section.offset, end(section)))
      .replace(/[\r\n]+$/, "");
    if (!hasConversation(text)) return;
    const next = sections[i + 1];
    refs.push({
      source: "aider",
      id: section.id,
      location: `${chat} (launch of ${section.stamp})`,
      fingerprint: `${text.length}:${sha256Hex(text).slice(0, 16)}`,
      size: section.length,
      data: {
        path: chat,
        input,
        offset: String(section.offset),
        length: String(section.length),
        ...(section.startedAt ? { startedAt: section.startedAt } : {}),
        ...(next?.startedAt ? { until: next.startedAt } : {}),
      },
    });
  });
  if (sections.length === 0 && bytes.length > 0) {
    warnings.push(`Cannot read "${chat}": no "# aider chat started at" line (not aider's file?)`);
  }
  return { refs, warnings };
}

function end(section: Section): number {
  return section.offset + section.length;
}

/** The entries of the input history typed during the launch `ref` names (none when absent). */
async function typedIn(ref: SessionRef, warnings: string[]) {
  const path = ref.data?.["input"];
  if (!path) return [];
  let text: string;
  try {
    text = await readText(path, MAX_INPUT_BYTES);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) {
      warnings.push(`Cannot read "${path}": ${errorMessage(error)} (prompts are not dated)`);
    }
    return [];
  }
  const startedAt = ref.data?.["startedAt"];
  const until = ref.data?.["until"];
  const launch = {
    id: ref.id,
    offset: 0,
    length: 0,
    stamp: "",
    ...(startedAt ? { startedAt } : {}),
  };
  const next = until ? { ...launch, startedAt: until } : undefined;
  return typedDuring(parseInputHistory(text), launch, next);
}

async function readAider(ref: SessionRef, options: DiscoverOptions): Promise<ReadResult> {
  const path = ref.data?.["path"] ?? ref.location;
  const offset = Number(ref.data?.["offset"] ?? 0);
  const length = Number(ref.data?.["length"] ?? 0);
  let text: string;
  try {
    const bytes = await readBytes(path, MAX_CHAT_BYTES, { offset, length });
    text = new TextDecoder().decode(bytes);
  } catch (error) {
    return cannotRead(path, errorMessage(error));
  }
  if (!text.startsWith("# aider chat started at ")) {
    // The file was rewritten since discovery (not appended to): the launch is no longer there.
    return cannotRead(path, "it changed since it was listed; rerun to read it again");
  }
  const warnings: string[] = [];
  const typed = await typedIn(ref, warnings);
  const startedAt = ref.data?.["startedAt"];
  const result = parseAiderSection(text, {
    id: ref.id,
    cwd: options.projectPath,
    typed,
    ...(startedAt ? { startedAt } : {}),
  });
  return { ...result, warnings: [...warnings, ...result.warnings] };
}

/** Create the Aider source (`--aider-dir` = the folder holding aider's two history files). */
export function createAiderSource(): Source {
  return {
    id: "aider",
    label: "Aider",
    locations: (options) => [
      options.dir && basename(options.dir) === CHAT_HISTORY
        ? options.dir
        : join(options.dir ?? options.projectPath, CHAT_HISTORY),
    ],
    discover: discoverAider,
    read: readAider,
  };
}
