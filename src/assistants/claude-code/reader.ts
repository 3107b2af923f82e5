/**
 * Claude Code source: `~/.claude/projects/<enc-cwd>/<sessionId>.jsonl`.
 *
 * Discovery enumerates project folders whose encoded name could belong to the project (the
 * encoding is lossy: `/a/b.c`, `/a/b_c` and `/a/b c` all become `-a-b-c`), then confirms each
 * session by the `cwd` recorded in its records. A session is the project's when its cwd is the
 * project root or a folder inside it; never when it only shares the encoded name.
 */
import { join, resolve, sep as SEP } from "node:path";
import { claudeConfigDirs, type Config, relativeClaudeDirNote } from "../../config/mod.ts";
import { isDirSync } from "../../fsutil.ts";
import { isInsideProject, normalizePath } from "../../store/mod.ts";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { ClaudeSessionBuilder } from "./_parse.ts";
import { forEachLine } from "../../sources/lines.ts";
import { LONG_LINE_REASON, skippedWarning } from "../../sources/jsonl.ts";

/** How much of a file discovery reads to find its cwd. */
const HEAD_BYTES = 4 << 20;

/** Claude Code's folder-name encoding of a cwd (lossy; used only to pick candidate folders). */
export function encodeClaudeProjectDir(cwd: string): string {
  return cwd.replace(/[^a-zA-Z0-9]/g, "-");
}

/**
 * The `projects/` folders to search: `--claude-dir`, else those of `configDirs` (what
 * CLAUDE_CONFIG_DIR names, `claudeConfigDirs`), ~/.claude, ~/.config/claude.
 */
export function claudeProjectRoots(
  options: Pick<DiscoverOptions, "home" | "dir">,
  configDirs: readonly string[] = [],
): string[] {
  if (options.dir) {
    const dir = resolve(options.dir);
    return [isDirSync(join(dir, "projects")) ? join(dir, "projects") : dir];
  }
  const roots = [
    ...configDirs.map((dir) => join(dir, "projects")),
    join(options.home, ".claude", "projects"),
    join(options.home, ".config", "claude", "projects"),
  ];
  return [...new Set(roots.map((r) => resolve(r)))];
}

/**
 * `folder`: `CLAUDE_CONFIG_DIR` as the configuration read it (`claudeConfigDirs`); a relative one
 * under which no `projects/` is found is said in discovery's warnings (`relativeClaudeDirNote`).
 */
export function createClaudeCodeSource(
  folder: Pick<Config, "claudeConfigDir" | "claudeConfigDirRelative"> = {
    claudeConfigDir: undefined,
  },
): Source {
  const projectRoots = (options: Pick<DiscoverOptions, "home" | "dir" | "projectPath">) =>
    claudeProjectRoots(options, claudeConfigDirs(folder, options.projectPath));
  return {
    id: "claude-code",
    label: "Claude Code",
    locations: projectRoots,
    async discover(options) {
      const warnings: string[] = [];
      const refs: SessionRef[] = [];
      const roots = projectRoots(options);
      const projectPath = normalizePath(options.projectPath);
      // Windows paths compare without case (see isInsideProject): so do their folder names.
      const fold = (name: string) => Deno.build.os === "windows" ? name.toLowerCase() : name;
      const prefix = fold(encodeClaudeProjectDir(projectPath).slice(0, 200));
      const isProjects = projectCwds(projectPath, options.excludeCwds ?? []);
      const found = roots.filter(isDirSync);
      if (options.dir && found.length === 0) {
        warnings.push(`Claude Code folder "${options.dir}" does not exist`);
      }
      const named = claudeConfigDirs(folder, options.projectPath).map((d) => join(d, "projects"));
      const note = !options.dir && !named.some(isDirSync)
        ? relativeClaudeDirNote(folder, named)
        : undefined;
      if (note) warnings.push(note);
      for (const root of found) {
        for (const dirName of listDirs(root)) {
          // Candidates: the project's own folder and those of folders inside it.
          if (!fold(dirName).startsWith(prefix)) continue;
          const projectDir = join(root, dirName);
          const entries = folderFiles(projectDir, options);
          if (!entries) continue;
          for (const entry of entries) {
            if (!entry.endsWith(".jsonl") || entry.startsWith("agent-")) continue;
            const path = projectDir + SEP + entry;
            let head: Head;
            let size: number;
            let fingerprint: string;
            try {
              const st = Deno.statSync(path); // Sync: thousands of files, each a few microseconds.
              size = st.size;
              fingerprint = `${size}:${st.mtime?.getTime() ?? 0}`;
              head = keptHead(projectDir, entry, fingerprint, options) ??
                await readHeadOnce(projectDir, entry, fingerprint, options);
            } catch (error) {
              warnings.push(`Cannot read "${path}": ${(error as Error).message}`);
              continue;
            }
            if (!head.cwd || !isProjects(head.cwd)) continue;
            const ref: SessionRef = {
              source: "claude-code",
              id: entry.slice(0, -".jsonl".length),
              location: path,
              fingerprint,
              size,
            };
            if (head.firstUuid) ref.data = { firstUuid: head.firstUuid };
            refs.push(ref);
          }
        }
      }
      linkResumedSessions(refs);
      return { refs, warnings };
    },
    async read(ref, options): Promise<ReadResult> {
      const builder = new ClaudeSessionBuilder(ref.id, {
        lean: options.lean === true,
        ...(ref.size !== undefined ? { bytes: ref.size } : {}),
      });
      const previous = ref.data?.["resumes"];
      if (previous) {
        // A resumed session starts with a copy of the session it resumes: those records were
        // distilled with that session already, so this one keeps only what came after.
        try {
          builder.skipRecords(await recordUuids(previous, options.signal));
        } catch {
          // The earlier file is gone: then this copy is the only record of it; keep it all.
        }
      }
      await forEachLine(
        ref.location,
        (line, n, unfinished) => builder.addLine(line, n, unfinished),
        {
          ...(options.signal ? { signal: options.signal } : {}),
          onLongLine: (line) => builder.skipLine(line, LONG_LINE_REASON),
        },
      );
      const finished = builder.finish();
      const warning = skippedWarning(ref.location, finished);
      if (finished.session && !finished.session.cwd) finished.session.cwd = options.projectPath;
      return { ...finished, warnings: warning ? [warning] : [] };
    },
  };
}

interface Head {
  /** The first cwd recorded. */
  cwd?: string;
  /** Uuid of the first conversation record: a resumed session repeats it (it copies the history). */
  firstUuid?: string;
}

/**
 * Whether a session's cwd makes it the project's: the project's root or a folder inside it, and
 * not one of `excludeCwds` (ctx's own CLI runs). Decided once per cwd (a project's sessions
 * share a few).
 */
function projectCwds(projectPath: string, excludeCwds: readonly string[]) {
  const excluded = excludeCwds.map(normalizePath);
  const verdicts = new Map<string, boolean>();
  return (cwd: string): boolean => {
    let verdict = verdicts.get(cwd);
    if (verdict === undefined) {
      verdict = isInsideProject(cwd, projectPath) &&
        !excluded.some((x) => isInsideProject(cwd, x));
      verdicts.set(cwd, verdict);
    }
    return verdict;
  };
}

/** The head of a transcript from `options.heads`, when this very fingerprint was read before. */
function keptHead(
  folder: string,
  name: string,
  fingerprint: string,
  options: Pick<DiscoverOptions, "heads">,
): Head | undefined {
  // A fresh object of strings only (the cache's promise): read as it is, no copy.
  const known: Head | undefined = options.heads?.get(folder, name, fingerprint);
  return known;
}

/** The head of a transcript, read (and remembered in `options.heads` by its fingerprint). */
async function readHeadOnce(
  folder: string,
  name: string,
  fingerprint: string,
  options: Pick<DiscoverOptions, "heads">,
): Promise<Head> {
  const head = await readHead(folder + SEP + name);
  options.heads?.set(folder, name, fingerprint, { ...head });
  return head;
}

/**
 * The cwd and the first conversation record's uuid, from the start of a transcript (bounded).
 * Every line is parsed: JSON may be written with any spacing, so no byte pattern is trusted.
 */
async function readHead(path: string): Promise<Head> {
  const head: Head = {};
  await forEachLine(path, (line) => {
    const record = parseRecord(line);
    if (!record) return;
    if (head.cwd === undefined && typeof record.cwd === "string" && record.cwd !== "") {
      head.cwd = record.cwd;
    }
    if (
      head.firstUuid === undefined && (record.type === "user" || record.type === "assistant") &&
      record.isSidechain !== true && typeof record.uuid === "string"
    ) head.firstUuid = record.uuid;
    if (head.cwd !== undefined && head.firstUuid !== undefined) return "stop";
  }, { maxBytes: HEAD_BYTES });
  return head;
}

/** A line as a JSON object, or undefined (malformed lines are reported when the session is read). */
function parseRecord(line: string): Record<string, unknown> | undefined {
  if (line.trim() === "") return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === "object" && !Array.isArray(value)
      ? value as Record<string, unknown>
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `claude --resume` writes a new session file that begins with a copy of the resumed one (same
 * record uuids). Sessions sharing their first record are such a chain; each one is marked with
 * the previous (next smaller) member, whose records it then skips.
 */
export function linkResumedSessions(refs: SessionRef[]): void {
  // Most sessions start a chain of their own: a list is made only for a first record seen twice.
  const firsts = new Map<string, SessionRef>();
  const chains = new Map<string, SessionRef[]>();
  for (const ref of refs) {
    const first = ref.data?.["firstUuid"];
    if (!first) continue;
    const earlier = firsts.get(first);
    if (earlier === undefined) {
      firsts.set(first, ref);
      continue;
    }
    const chain = chains.get(first);
    if (chain) chain.push(ref);
    else chains.set(first, [earlier, ref]);
  }
  for (const chain of chains.values()) {
    chain.sort((a, b) => (a.size ?? 0) - (b.size ?? 0) || a.id.localeCompare(b.id));
    for (let i = 1; i < chain.length; i++) {
      chain[i]!.data = { ...chain[i]!.data, resumes: chain[i - 1]!.location };
    }
  }
}

/** Every record uuid of a transcript. */
async function recordUuids(path: string, signal?: AbortSignal): Promise<Set<string>> {
  const uuids = new Set<string>();
  await forEachLine(path, (line) => {
    const uuid = parseRecord(line)?.uuid;
    if (typeof uuid === "string") uuids.add(uuid);
  }, { signal });
  return uuids;
}

function listDirs(path: string): string[] {
  try {
    return [...Deno.readDirSync(path)].filter((e) => e.isDirectory).map((e) => e.name).sort();
  } catch {
    return [];
  }
}

/**
 * The files of a transcript folder, as kept while it is unchanged (`HeadCache.list`), else listed;
 * what discovery kept of transcripts deleted since is forgotten.
 */
function folderFiles(
  folder: string,
  options: Pick<DiscoverOptions, "heads">,
): string[] | undefined {
  const heads = options.heads;
  if (heads?.list) return heads.list(folder, () => listFiles(folder));
  const entries = listFiles(folder);
  if (entries) heads?.listed?.(folder, entries);
  return entries;
}

/** The files of a folder, or `undefined` when it cannot be listed. */
function listFiles(path: string): string[] | undefined {
  const names: string[] = [];
  try {
    // One array, not three: a heavy user's folder holds 20,000 transcripts.
    for (const entry of Deno.readDirSync(path)) if (entry.isFile) names.push(entry.name);
  } catch {
    return undefined;
  }
  return names.sort();
}
