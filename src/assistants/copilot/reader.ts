/**
 * VS Code Copilot Chat source: `workspaceStorage/<id>/chatSessions/<sessionId>.json` (whole
 * session, older) and `.jsonl` (mutation log, current), plus the older `interactive.sessions`
 * key of the workspace `state.vscdb`. A workspace belongs to the project when its
 * `workspace.json` folder is the project folder.
 *
 * `--copilot-dir` is the editor's `User` dir or its `workspaceStorage/`; by default the
 * `User` dirs of VS Code, VS Code Insiders and VSCodium are searched.
 */
import { basename, join } from "node:path";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { arr, num, obj, str } from "../../sources/build.ts";
import { parseCopilotFile, parseCopilotSession } from "./_parse.ts";
import {
  editorUserDir,
  fileFingerprint,
  isDir,
  listDir,
  pathKey,
  readSessionText,
  type SourcePlatform,
} from "../../sources/paths.ts";
import { itemTableJson, type KvDb, openKvDb } from "../../sources/sqlite.ts";
import { listWorkspaces, type WorkspaceDir } from "../../sources/workspaces.ts";

/** Workspace `ItemTable` key of the older session store. */
export const INTERACTIVE_SESSIONS_KEY = "interactive.sessions";

/** Editors searched by default for Copilot Chat. */
export const COPILOT_PRODUCTS = ["Code", "Code - Insiders", "VSCodium"] as const;

/**
 * Refs to the Copilot chats of one workspace: `chatSessions/` files (a `.jsonl` supersedes a
 * `.json` of the same id) and, when `db` is given, its `interactive.sessions` entries.
 */
export async function copilotWorkspaceRefs(
  workspace: WorkspaceDir & { folder: string },
  db: KvDb | null,
): Promise<{ refs: SessionRef[]; warnings: string[] }> {
  const refs: SessionRef[] = [];
  const warnings: string[] = [];
  const dir = join(workspace.dir, "chatSessions");
  for (const entry of await listDir(dir)) {
    if (!entry.isFile || !/\.jsonl?$/.test(entry.name)) continue;
    const path = join(dir, entry.name);
    const print = await fileFingerprint(path);
    if (!print) continue;
    const id = entry.name.replace(/\.jsonl?$/, "");
    const existing = refs.findIndex((r) => r.id === id);
    const ref: SessionRef = {
      source: "copilot",
      id,
      location: path,
      fingerprint: print.fingerprint,
      size: print.size,
      data: { kind: "chat-file", path, cwd: workspace.folder },
    };
    if (existing < 0) refs.push(ref);
    else if (path.endsWith(".jsonl")) refs[existing] = ref;
  }
  if (db) {
    const sessions = itemTableJson(db, INTERACTIVE_SESSIONS_KEY, warnings);
    if (sessions) {
      for (const session of arr(sessions.value)) {
        const s = obj(session);
        const id = str(s?.["sessionId"]);
        const requests = arr(s?.["requests"]);
        if (!id || requests.length === 0 || refs.some((r) => r.id === id)) continue;
        const last = num(s?.["lastMessageDate"]) ??
          num(obj(requests[requests.length - 1])?.["timestamp"]) ?? 0;
        refs.push({
          source: "copilot",
          id,
          location: `${db.path} ${INTERACTIVE_SESSIONS_KEY}`,
          fingerprint: `interactive:${requests.length}:${last}`,
          data: { kind: "interactive", db: db.path, cwd: workspace.folder },
        });
      }
    }
  }
  return { refs, warnings };
}

/** True for a ref the Copilot discovery or `copilotWorkspaceRefs` made. */
export function isCopilotRef(ref: SessionRef): boolean {
  return ref.source === "copilot";
}

/** Read a ref produced by the Copilot discovery or by `scanWorkspaces`. */
export async function readCopilotRef(
  ref: SessionRef,
  options: Pick<DiscoverOptions, "projectPath">,
): Promise<ReadResult> {
  const cwd = ref.data?.["cwd"] ?? options.projectPath;
  const kind = ref.data?.["kind"];
  if (kind === "chat-file") {
    const path = ref.data?.["path"] ?? ref.location;
    const read = await readSessionText(path);
    if (typeof read !== "string") return read;
    const text = read;
    return parseCopilotFile(text, { path, cwd });
  }
  if (kind === "interactive") {
    const path = ref.data?.["db"] ?? "";
    const opened = await openKvDb(path);
    if (!opened.db) return { session: null, skipped: [], warnings: opened.warnings };
    using db = opened.db;
    const warnings: string[] = [];
    const sessions = itemTableJson(db, INTERACTIVE_SESSIONS_KEY, warnings, true);
    if (!sessions) return { session: null, skipped: [], warnings };
    const match = arr(sessions.value).find((s) => str(obj(s)?.["sessionId"]) === ref.id);
    if (!match) {
      return {
        session: null,
        skipped: [],
        warnings: [...warnings, `Session "${ref.id}" is gone from "${path}"`],
      };
    }
    const result = parseCopilotSession(match, { cwd, id: ref.id });
    return { ...result, warnings: [...warnings, ...result.warnings.map((w) => `"${path}": ${w}`)] };
  }
  return {
    session: null,
    skipped: [],
    warnings: [`Cannot read Copilot ref "${ref.id}": unknown kind`],
  };
}

/** Create the Copilot source; `platform` picks the default `User` dirs per OS. */
export function createCopilotSource(platform: Partial<SourcePlatform> = {}): Source {
  return {
    id: "copilot",
    label: "GitHub Copilot Chat (VS Code)",
    locations: (options) =>
      options.dir
        ? [options.dir]
        : COPILOT_PRODUCTS.map((p) =>
          join(editorUserDir(p, options.home, platform), "workspaceStorage")
        ),
    async discover(options) {
      const projectKey = pathKey(options.projectPath);
      const warnings: string[] = [];
      const refs: SessionRef[] = [];
      if (projectKey === null) {
        return { refs, warnings: [`Cannot use project path "${options.projectPath}"`] };
      }
      const userDirs = options.dir
        ? [options.dir]
        : COPILOT_PRODUCTS.map((p) => editorUserDir(p, options.home, platform));
      for (const userDir of userDirs) {
        // `--copilot-dir` may name the User dir or its workspaceStorage/ folder.
        let storage = join(userDir, "workspaceStorage");
        if (options.dir && !(await isDir(storage)) && basename(userDir) === "workspaceStorage") {
          storage = userDir;
        }
        if (!(await isDir(storage))) {
          if (options.dir) warnings.push(`Cannot read "${storage}": folder not found`);
          continue;
        }
        const listed = await listWorkspaces(storage);
        warnings.push(...listed.warnings);
        for (const ws of listed.workspaces) {
          if (ws.folderKey !== projectKey || ws.folder === null) continue;
          warnings.push(...ws.warnings);
          const dbPath = join(ws.dir, "state.vscdb");
          const opened = await openKvDb(dbPath);
          // A workspace without a state.vscdb can still hold chatSessions/ files.
          if (!opened.db && (await fileFingerprint(dbPath))) warnings.push(...opened.warnings);
          try {
            const found = await copilotWorkspaceRefs({ ...ws, folder: ws.folder }, opened.db);
            refs.push(...found.refs.filter((r) => !refs.some((o) => o.id === r.id)));
            warnings.push(...found.warnings);
          } finally {
            opened.db?.[Symbol.dispose]();
          }
        }
      }
      return { refs, warnings };
    },
    read(ref, options) {
      return readCopilotRef(ref, options);
    },
  };
}
