/**
 * OpenAI Codex CLI source: `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl` (default
 * `~/.codex`; also `archived_sessions/`). A session belongs to the project when the `cwd` of
 * its `session_meta` (first line) is the project folder; discovery reads only that line, and
 * leaves out the threads Codex started itself (subagents, `/review`'s reviewer: counted). A
 * rollout is streamed into the parser (`_parse.ts`), whatever its size.
 */
import { errorMessage } from "../../errors.ts";
import { basename, join } from "node:path";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { parseRolloutHead, type RolloutHead, RolloutParser } from "./_parse.ts";
import {
  forEachJsonLine,
  readFirstLine,
  readPrefix,
  SkippedLines,
  skippedWarning,
} from "../../sources/jsonl.ts";
import { readJsonDocument } from "../../sources/json_stream.ts";
import { opensObject } from "../../sources/lead.ts";
import { cannotRead, obj } from "../../sources/build.ts";
import {
  fileFingerprint,
  isDir,
  listDir,
  pathKey,
  type SourcePlatform,
} from "../../sources/paths.ts";
import { plural } from "../../text.ts";

/** The head recorded on a rollout's first line, read without loading the file. */
export async function rolloutHead(path: string): Promise<RolloutHead> {
  const { text } = await readFirstLine(path);
  return parseRolloutHead(text);
}

async function rolloutFiles(root: string, depth = 0, out: string[] = []): Promise<string[]> {
  if (depth > 4) return out;
  for (const entry of await listDir(root)) {
    const path = join(root, entry.name);
    if (entry.isDirectory) await rolloutFiles(path, depth + 1, out);
    else if (entry.isFile && /^rollout-.*\.jsonl?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/**
 * Read one rollout, streamed: the JSONL envelope (current, and the early bare-item form) line
 * by line, the single-JSON form of spring 2025 item by item.
 */
async function readRollout(
  path: string,
  context: { id: string },
  options: Pick<DiscoverOptions, "lean" | "signal">,
): Promise<ReadResult> {
  const parser = new RolloutParser(context, { lean: options.lean === true });
  const signal = options.signal ? { signal: options.signal } : {};
  const cannot = (why: string) => `Cannot read "${path}": ${why}`;
  if (opensObject(await readPrefix(path, 4096), ["session", "items"])) {
    // `{session: {…}, items: […]}`: the session is the meta record, each item a record.
    let line = 1;
    let meta = false;
    const doc = await readJsonDocument(path, {
      arrays: { items: (item) => parser.record(item, ++line) },
      onMember: (key, value) => {
        if (key !== "session" || meta) return;
        meta = true;
        parser.record({ type: "session_meta", payload: obj(value) ?? {} }, 1);
      },
      ...signal,
    });
    if (doc.error) return { session: null, skipped: [], warnings: [cannot(doc.error.reason)] };
    const result = parser.finish();
    return { ...result, warnings: result.warnings.map(cannot) };
  }
  const skips = new SkippedLines();
  await forEachJsonLine(path, (value, line) => parser.record(value, line), skips, signal);
  const result = parser.finish();
  const { skipped, skippedCount } = skips.result();
  const all = [...skipped, ...result.skipped].sort((a, b) => a.line - b.line);
  const count = (skippedCount ?? skipped.length) + result.skipped.length;
  const warning = skippedWarning(path, skips.result());
  return {
    ...result,
    skipped: all,
    ...(count > all.length ? { skippedCount: count } : {}),
    warnings: [...result.warnings.map(cannot), ...(warning ? [warning] : [])],
  };
}

/** Create the Codex source; `platform.codexHome` (CODEX_HOME) overrides `~/.codex`. */
export function createCodexSource(platform: Partial<SourcePlatform> = {}): Source {
  return {
    id: "codex",
    label: "Codex CLI",
    locations(options) {
      const home = options.dir ?? platform.codexHome ?? join(options.home, ".codex");
      return [join(home, "sessions"), join(home, "archived_sessions")];
    },
    async discover(options) {
      const warnings: string[] = [];
      const refs: SessionRef[] = [];
      const projectKey = pathKey(options.projectPath);
      const excluded = new Set((options.excludeCwds ?? []).map(pathKey));
      const home = options.dir ?? platform.codexHome ?? join(options.home, ".codex");
      const roots = [join(home, "sessions"), join(home, "archived_sessions")];
      const existing = [];
      for (const root of roots) if (await isDir(root)) existing.push(root);
      // `--codex-dir` may also point at the sessions folder itself.
      if (existing.length === 0 && options.dir && (await isDir(options.dir))) {
        existing.push(options.dir);
      }
      if (existing.length === 0 && options.dir) {
        warnings.push(`Cannot read "${options.dir}": no sessions/ folder found`);
      }
      let older = 0;
      let threads = 0;
      for (const root of existing) {
        for (const path of await rolloutFiles(root)) {
          let head: RolloutHead;
          try {
            head = await rolloutHead(path);
          } catch (error) {
            warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
            continue;
          }
          if (!head.json) {
            warnings.push(
              `Cannot read "${path}": not a Codex session (its first line is not JSON: binary or ` +
                "corrupt data)",
            );
            continue;
          }
          if (!head.cwd) {
            older++;
            continue;
          }
          const key = pathKey(head.cwd);
          if (key === null || key !== projectKey || excluded.has(key)) continue;
          if (!head.own) {
            threads++; // A subagent or a reviewer: its work is in the parent's tool output.
            continue;
          }
          const print = await fileFingerprint(path);
          if (!print) continue;
          const id = head.id ??
            /([0-9a-f]{8}-[0-9a-f-]{27,})\.jsonl?$/i.exec(basename(path))?.[1] ?? basename(path);
          if (refs.some((r) => r.id === id)) continue;
          refs.push({
            source: "codex",
            id,
            location: path,
            fingerprint: print.fingerprint,
            size: print.size,
            data: { path },
          });
        }
      }
      if (older > 0) {
        warnings.push(
          `${plural(older, "Codex session file")} ` +
            (older === 1 ? "records no cwd on its" : "record no cwd on their") +
            " first line (older format): skipped",
        );
      }
      return { refs, warnings, ...(threads ? { threads } : {}) };
    },
    async read(ref, options) {
      const path = ref.data?.["path"] ?? ref.location;
      let result: ReadResult;
      try {
        result = await readRollout(path, { id: ref.id }, options);
      } catch (error) {
        options.signal?.throwIfAborted();
        return cannotRead(path, errorMessage(error));
      }
      if (result.session && !result.session.cwd) result.session.cwd = options.projectPath;
      return result;
    },
  };
}
