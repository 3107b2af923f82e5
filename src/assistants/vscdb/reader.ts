/**
 * VS Code-family history (`ctx export vscdb --product NAME [--workspace-storage DIR]`):
 * enumerates `workspaceStorage/<id>/`, maps each to its folder through `workspace.json`, and
 * lists the Cursor composers / legacy chats and the Copilot chats recorded there. Reading is
 * done by the Cursor and Copilot modules.
 *
 * @example
 * const storage = defaultWorkspaceStorage("Cursor", home, config);
 * for (const ws of await scanWorkspaces({ workspaceStorage: storage })) {
 *   if (!ws.folder) continue;
 *   for (const ref of ws.sessions) await readVscdbRef(ref, { projectPath: ws.folder });
 * }
 */
import { dirname, join } from "node:path";
import { SourceError } from "../../errors.ts";
import { exists } from "../../fsutil.ts";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { copilotWorkspaceRefs, isCopilotRef, readCopilotRef } from "../copilot/reader.ts";
import { cursorWorkspaceRefs, isCursorRef, readCursorRef } from "../cursor/reader.ts";
import {
  editorUserDir,
  isDir,
  isFile,
  joinFor,
  pathKey,
  type SourcePlatform,
  VSCODE_PRODUCTS,
} from "../../sources/paths.ts";
import { openKvDb } from "../../sources/sqlite.ts";
import { listWorkspaces } from "../../sources/workspaces.ts";
import { plural } from "../../text.ts";
import { cannotRead } from "../../sources/build.ts";

export { editorUserDir, VSCODE_PRODUCTS } from "../../sources/paths.ts";

/**
 * The product folder name for a user-typed `--product` (case-insensitive; `insiders`,
 * `code-insiders`, `vscode` and `codium` are accepted aliases). Unknown names are returned
 * as typed, so a fork not listed here still works.
 */
export function productFolder(name: string): string {
  const wanted = name.trim().toLowerCase().replace(/[\s_-]+/g, "");
  const aliases: Record<string, string> = {
    vscode: "Code",
    code: "Code",
    insiders: "Code - Insiders",
    codeinsiders: "Code - Insiders",
    vscodeinsiders: "Code - Insiders",
    codium: "VSCodium",
  };
  if (aliases[wanted]) return aliases[wanted];
  return VSCODE_PRODUCTS.find((p) => p.toLowerCase().replace(/[\s_-]+/g, "") === wanted) ??
    name.trim();
}

/** True when `name` (or an alias of it) is an editor `productFolder` knows. */
export function isKnownProduct(name: string): boolean {
  return (VSCODE_PRODUCTS as readonly string[]).includes(productFolder(name));
}

/** Default `workspaceStorage` of a product on this OS (see `editorUserDir`). */
export function defaultWorkspaceStorage(
  product: string,
  home: string,
  platform?: Partial<SourcePlatform>,
): string {
  return joinFor(platform)(
    editorUserDir(productFolder(product), home, platform),
    "workspaceStorage",
  );
}

export interface ScanOptions {
  workspaceStorage: string;
  /** The product's `globalStorage/state.vscdb` (Cursor composers); default: the sibling of `workspaceStorage`. */
  globalStorage?: string;
}

export interface WorkspaceScan {
  workspaceId: string;
  /** Local folder of the workspace, or null (multi-root, remote, empty window). */
  folder: string | null;
  sessions: SessionRef[];
  warnings: string[];
}

/**
 * Every workspace of a VS Code-family editor with the chat sessions recorded in it. A bad
 * file (locked, corrupt, empty, truncated JSON) is a warning of its workspace; the scan goes on.
 * Throws `SourceError` when `workspaceStorage` does not exist.
 */
export async function scanWorkspaces(options: ScanOptions): Promise<WorkspaceScan[]> {
  if (!(await isDir(options.workspaceStorage))) {
    const why = (await exists(options.workspaceStorage)) ? "not a folder" : "folder not found";
    throw new SourceError(`Cannot read "${options.workspaceStorage}": ${why}`, {
      hint:
        "pass --workspace-storage DIR (the editor's User/workspaceStorage folder) or another --product",
    });
  }
  let globalDb = options.globalStorage ??
    join(dirname(options.workspaceStorage), "globalStorage", "state.vscdb");
  if (await isDir(globalDb)) globalDb = join(globalDb, "state.vscdb");
  const hasGlobal = await isFile(globalDb);
  const { workspaces } = await listWorkspaces(options.workspaceStorage);
  const out: WorkspaceScan[] = [];
  for (const ws of workspaces) {
    const scan: WorkspaceScan = {
      workspaceId: ws.id,
      folder: ws.folder,
      sessions: [],
      warnings: [...ws.warnings],
    };
    out.push(scan);
    if (ws.folder === null) continue;
    const withFolder = { ...ws, folder: ws.folder };
    const dbPath = join(ws.dir, "state.vscdb");
    const opened = (await isFile(dbPath)) ? await openKvDb(dbPath) : { db: null, warnings: [] };
    scan.warnings.push(...opened.warnings);
    try {
      if (opened.db) {
        const cursor = cursorWorkspaceRefs(opened.db, withFolder, globalDb);
        const composers = cursor.refs.filter((r) => r.data?.["kind"] === "composer");
        if (composers.length > 0 && !hasGlobal) {
          scan.warnings.push(
            `Cannot read "${globalDb}": file not found (${
              plural(composers.length, "composer")
            } of this workspace ${composers.length === 1 ? "is" : "are"} stored there)`,
          );
        }
        scan.sessions.push(
          ...cursor.refs.filter((r) => hasGlobal || r.data?.["kind"] !== "composer"),
        );
        scan.warnings.push(...cursor.warnings);
      }
      const copilot = await copilotWorkspaceRefs(withFolder, opened.db);
      scan.sessions.push(...copilot.refs);
      scan.warnings.push(...copilot.warnings);
    } finally {
      opened.db?.[Symbol.dispose]();
    }
  }
  return out;
}

/** Read a ref from `scanWorkspaces` (a Cursor or a Copilot session). */
export function readVscdbRef(
  ref: SessionRef,
  options: Pick<DiscoverOptions, "projectPath">,
): Promise<ReadResult> {
  if (isCursorRef(ref)) return readCursorRef(ref, options);
  if (isCopilotRef(ref)) return readCopilotRef(ref, options);
  return Promise.resolve(cannotRead(ref.location, "not a VS Code-family session"));
}

/**
 * A source over one product's `workspaceStorage` (`dir` overrides it), limited to the
 * workspaces whose folder is the project.
 */
export function createVscdbSource(
  product = "Code",
  platform: Partial<SourcePlatform> = {},
): Source {
  return {
    id: "vscdb",
    label: `VS Code-family history (${productFolder(product)})`,
    async discover(options) {
      const key = pathKey(options.projectPath);
      const storage = options.dir ?? defaultWorkspaceStorage(product, options.home, platform);
      let scans: WorkspaceScan[];
      try {
        scans = await scanWorkspaces({ workspaceStorage: storage });
      } catch (error) {
        if (error instanceof SourceError) return { refs: [], warnings: [error.message] };
        throw error;
      }
      const mine = scans.filter((s) => s.folder !== null && pathKey(s.folder) === key);
      return {
        refs: mine.flatMap((s) => s.sessions),
        warnings: mine.flatMap((s) => s.warnings),
      };
    },
    read(ref, options) {
      return readVscdbRef(ref, options);
    },
  };
}
