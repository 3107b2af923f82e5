/**
 * Cursor source. Composer conversations live in the global `state.vscdb` (`cursorDiskKV`);
 * the only link from a composer to a project is the workspace `state.vscdb` whose
 * `workspace.json` names the project folder and whose `composer.composerData` lists the
 * composer. Also read: the pre-composer `aichat` chat data of those workspaces, and the agent
 * transcripts under `~/.cursor/projects/<slug>/agent-transcripts/`.
 *
 * `--cursor-dir` is Cursor's `User` dir (holding `globalStorage/` and `workspaceStorage/`).
 */
import { basename, extname, join } from "node:path";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { arr, num, obj, str, tryJson } from "../../sources/build.ts";
import {
  composerBubbleIds,
  cursorProjectSlug,
  parseAichatData,
  parseComposer,
  parseCursorAgentJsonl,
  parseCursorAgentTxt,
} from "./_parse.ts";
import {
  editorUserDir,
  fileFingerprint,
  isDir,
  listDir,
  pathKey,
  readSessionText,
  type SourcePlatform,
} from "../../sources/paths.ts";
import { itemTableJson, type KvDb, openKvDb, safely } from "../../sources/sqlite.ts";
import { listWorkspaces, type WorkspaceDir } from "../../sources/workspaces.ts";

/** Workspace `ItemTable` key of the composer index. */
export const COMPOSER_INDEX_KEY = "composer.composerData";
/** Workspace `ItemTable` key of the pre-composer chat. */
export const AICHAT_KEY = "workbench.panel.aichat.view.aichat.chatdata";

/** Refs to the Cursor conversations recorded in one workspace `state.vscdb`. */
export function cursorWorkspaceRefs(
  db: KvDb,
  workspace: WorkspaceDir & { folder: string },
  globalDb: string,
): { refs: SessionRef[]; warnings: string[] } {
  const warnings: string[] = [];
  const refs: SessionRef[] = [];
  const index = itemTableJson(db, COMPOSER_INDEX_KEY, warnings);
  if (index) {
    for (const entry of arr(obj(index.value)?.["allComposers"])) {
      const head = obj(entry);
      const id = str(head?.["composerId"]);
      if (!id) continue;
      const stamp = num(head?.["lastUpdatedAt"]) ?? num(head?.["createdAt"]);
      refs.push({
        source: "cursor",
        id,
        location: `${globalDb} composerData:${id}`,
        fingerprint: stamp === undefined ? "unknown" : `composer:${stamp}`,
        data: { kind: "composer", db: globalDb, cwd: workspace.folder },
      });
    }
  }
  const chat = itemTableJson(db, AICHAT_KEY, warnings);
  if (chat) {
    for (const tab of arr(obj(chat.value)?.["tabs"])) {
      const id = str(obj(tab)?.["tabId"]);
      if (!id || arr(obj(tab)?.["bubbles"]).length === 0) continue;
      refs.push({
        source: "cursor",
        id,
        location: `${db.path} ${AICHAT_KEY}`,
        fingerprint: `aichat:${num(obj(tab)?.["lastSendTime"]) ?? 0}:${
          arr(obj(tab)?.["bubbles"]).length
        }`,
        data: { kind: "aichat", db: db.path, cwd: workspace.folder },
      });
    }
  }
  return { refs, warnings };
}

/** Read one composer from the global database (bubbles fetched by key, in header order). */
export function readComposer(db: KvDb, composerId: string, cwd: string): ReadResult {
  const warnings: string[] = [];
  const raw = safely(
    db.path,
    null,
    warnings,
    () => db.get("cursorDiskKV", `composerData:${composerId}`),
  );
  if (raw === null) {
    warnings.push(`Cannot read composer "${composerId}" in "${db.path}": not found`);
    return { session: null, skipped: [], warnings };
  }
  const parsed = tryJson(raw);
  if (!parsed.ok) {
    warnings.push(`Cannot read composer "${composerId}" in "${db.path}": truncated JSON`);
    return { session: null, skipped: [], warnings };
  }
  const bubbles = new Map<string, unknown>();
  const ids = composerBubbleIds(parsed.value);
  if (ids !== null) {
    safely(db.path, undefined, warnings, () => {
      for (const bubbleId of ids) {
        const value = db.get("cursorDiskKV", `bubbleId:${composerId}:${bubbleId}`);
        const bubble = value === null ? null : tryJson(value);
        if (bubble?.ok) bubbles.set(bubbleId, bubble.value);
      }
      if (ids.length === 0) {
        // Headers missing but bubbles present: fall back to insertion order.
        for (const row of db.prefix("cursorDiskKV", `bubbleId:${composerId}:`)) {
          const bubble = tryJson(row.value);
          const bubbleId = row.key.slice(`bubbleId:${composerId}:`.length);
          if (bubble.ok) {
            bubbles.set(bubbleId, bubble.value);
            ids.push(bubbleId);
          }
        }
        const data = obj(parsed.value);
        if (data) data["fullConversationHeadersOnly"] = ids.map((bubbleId) => ({ bubbleId }));
      }
    });
  }
  const result = parseComposer(parsed.value, bubbles, { cwd });
  return { ...result, warnings: [...warnings, ...result.warnings] };
}

/** Create the Cursor source; `platform` picks the default `User` dir per OS. */
export function createCursorSource(platform: Partial<SourcePlatform> = {}): Source {
  return {
    id: "cursor",
    label: "Cursor",
    locations(options) {
      const userDir = options.dir ?? editorUserDir("Cursor", options.home, platform);
      return [
        join(userDir, "workspaceStorage"),
        join(userDir, "globalStorage", "state.vscdb"),
        join(options.home, ".cursor", "projects", cursorProjectSlug(options.projectPath)),
      ];
    },
    async discover(options) {
      const projectKey = pathKey(options.projectPath);
      const warnings: string[] = [];
      const refs: SessionRef[] = [];
      if (projectKey === null) {
        return { refs, warnings: [`Cannot use project path "${options.projectPath}"`] };
      }
      let userDir = options.dir ?? editorUserDir("Cursor", options.home, platform);
      // Also accept the folder above `User/` (e.g. ~/.config/Cursor).
      if (options.dir && (await isDir(join(userDir, "User", "workspaceStorage")))) {
        userDir = join(userDir, "User");
      }
      const globalDb = join(userDir, "globalStorage", "state.vscdb");
      const storage = join(userDir, "workspaceStorage");
      if (await isDir(storage)) {
        const listed = await listWorkspaces(storage);
        warnings.push(...listed.warnings);
        for (const ws of listed.workspaces) {
          if (ws.folderKey !== projectKey || ws.folder === null) continue;
          warnings.push(...ws.warnings);
          const opened = await openKvDb(join(ws.dir, "state.vscdb"));
          warnings.push(...opened.warnings);
          if (!opened.db) continue;
          using db = opened.db;
          const found = cursorWorkspaceRefs(db, { ...ws, folder: ws.folder }, globalDb);
          refs.push(...found.refs);
          warnings.push(...found.warnings);
        }
      } else if (options.dir) {
        warnings.push(
          `Cannot read "${storage}": folder not found (is --cursor-dir Cursor's User dir?)`,
        );
      }
      const transcripts = await agentTranscriptRefs(options);
      refs.push(...transcripts);
      return { refs: dedupe(refs), warnings };
    },
    read(ref, options) {
      return readCursorRef(ref, options);
    },
  };
}

/** True for a ref the Cursor discovery or `cursorWorkspaceRefs` made. */
export function isCursorRef(ref: SessionRef): boolean {
  return ref.source === "cursor";
}

/** Read a ref produced by the Cursor discovery or by `scanWorkspaces`. */
export async function readCursorRef(
  ref: SessionRef,
  options: Pick<DiscoverOptions, "projectPath">,
): Promise<ReadResult> {
  const kind = ref.data?.["kind"];
  const cwd = ref.data?.["cwd"] ?? options.projectPath;
  if (kind === "composer" || kind === "aichat") {
    const path = ref.data?.["db"] ?? "";
    const opened = await openKvDb(path);
    if (!opened.db) return { session: null, skipped: [], warnings: opened.warnings };
    using db = opened.db;
    if (kind === "composer") return readComposer(db, ref.id, cwd);
    const warnings: string[] = [];
    const chat = itemTableJson(db, AICHAT_KEY, warnings, true);
    if (!chat) return { session: null, skipped: [], warnings };
    const result = parseAichatData(chat.value, { cwd });
    const session = result.sessions.find((s) => s.id === ref.id) ?? null;
    return { session, skipped: result.skipped, warnings: [...warnings, ...result.warnings] };
  }
  if (kind === "agent-transcript") {
    const path = ref.data?.["path"] ?? ref.location;
    const read = await readSessionText(path);
    if (typeof read !== "string") return read;
    const text = read;
    const parse = extname(path) === ".txt" ? parseCursorAgentTxt : parseCursorAgentJsonl;
    const result = parse(text, { id: ref.id, cwd });
    return result;
  }
  return {
    session: null,
    skipped: [],
    warnings: [`Cannot read Cursor ref "${ref.id}": unknown kind`],
  };
}

/**
 * `~/.cursor/projects/<slug>/agent-transcripts/`: `<id>.jsonl`, `<id>/<id>.jsonl` or `<id>.txt`.
 * The slug is lossy, so only the project's own slug folder is looked at.
 */
async function agentTranscriptRefs(options: DiscoverOptions): Promise<SessionRef[]> {
  const root = join(
    options.home,
    ".cursor",
    "projects",
    cursorProjectSlug(options.projectPath),
    "agent-transcripts",
  );
  const refs: SessionRef[] = [];
  const files: string[] = [];
  for (const entry of await listDir(root)) {
    const path = join(root, entry.name);
    if (entry.isFile && /\.(jsonl|txt)$/.test(entry.name)) files.push(path);
    else if (entry.isDirectory) {
      for (const inner of await listDir(path)) {
        if (inner.isFile && /\.(jsonl|txt)$/.test(inner.name)) files.push(join(path, inner.name));
      }
    }
  }
  for (const path of files) {
    const print = await fileFingerprint(path);
    if (!print) continue;
    const id = basename(path).replace(/\.(jsonl|txt)$/, "");
    refs.push({
      source: "cursor",
      id,
      location: path,
      fingerprint: print.fingerprint,
      size: print.size,
      data: { kind: "agent-transcript", path, cwd: options.projectPath },
    });
  }
  // A .jsonl supersedes the older .txt of the same id.
  return refs.filter((ref) =>
    !ref.location.endsWith(".txt") ||
    !refs.some((other) => other.id === ref.id && other.location.endsWith(".jsonl"))
  );
}

function dedupe(refs: SessionRef[]): SessionRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.data?.["kind"]}:${ref.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
