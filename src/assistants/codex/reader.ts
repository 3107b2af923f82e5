/**
 * OpenAI Codex CLI source: `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl` (default
 * `~/.codex`; also `archived_sessions/`). A session belongs to the project when the `cwd` of
 * its `session_meta` (first line) is the project folder; discovery reads only that line.
 * Parsing is in `_codex_parse.ts`.
 */
import { errorMessage } from "../../errors.ts";
import { basename, join } from "node:path";
import type { SessionRef, Source } from "../../types.ts";
import { parseCodexRollout, parseRolloutHead } from "./_parse.ts";
import { readFirstLine } from "../../sources/jsonl.ts";
import {
  fileFingerprint,
  isDir,
  listDir,
  pathKey,
  readSessionText,
  type SourcePlatform,
} from "../../sources/paths.ts";
import { plural } from "../../text.ts";
/** The cwd recorded on a rollout's first line, read without loading the file. */
export async function rolloutHead(path: string): Promise<{ id?: string; cwd?: string }> {
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
      let unknown = 0;
      for (const root of existing) {
        for (const path of await rolloutFiles(root)) {
          let head: { id?: string; cwd?: string };
          try {
            head = await rolloutHead(path);
          } catch (error) {
            warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
            continue;
          }
          if (!head.cwd) {
            unknown++;
            continue;
          }
          const key = pathKey(head.cwd);
          if (key === null || key !== projectKey || excluded.has(key)) continue;
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
      if (unknown > 0) {
        warnings.push(
          `${plural(unknown, "Codex session file")} ` +
            (unknown === 1 ? "records no cwd on its" : "record no cwd on their") +
            " first line (older format): skipped",
        );
      }
      return { refs, warnings };
    },
    async read(ref, options) {
      const path = ref.data?.["path"] ?? ref.location;
      const read = await readSessionText(path);
      if (typeof read !== "string") return read;
      const text = read;
      const result = parseCodexRollout(text, { id: ref.id });
      if (result.session && !result.session.cwd) result.session.cwd = options.projectPath;
      return { ...result, warnings: result.warnings.map((w) => `Cannot read "${path}": ${w}`) };
    },
  };
}
