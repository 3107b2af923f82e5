/**
 * VS Code-family `workspaceStorage/<id>/` folders and the project folder each belongs to,
 * read from its `workspace.json`.
 */
import { errorMessage } from "../errors.ts";
import { join } from "node:path";
import { obj, str, tryJson } from "./build.ts";
import { listDir, pathKey, readText } from "./paths.ts";

export interface WorkspaceDir {
  /** Folder name under `workspaceStorage/` (a hash or a timestamp). */
  id: string;
  dir: string;
  /** Local project folder, or null (multi-root, remote, empty window, unreadable). */
  folder: string | null;
  /** `pathKey(folder)`, for comparisons. */
  folderKey: string | null;
  warnings: string[];
}

/**
 * The folder a `workspace.json` names. Multi-root (`workspace`) and remote
 * (`vscode-remote://`) workspaces have no single local folder: null with a reason.
 */
export function parseWorkspaceJson(text: string): { folder: string | null; reason?: string } {
  const parsed = tryJson(text);
  if (!parsed.ok) return { folder: null, reason: `invalid JSON (${parsed.error})` };
  const value = obj(parsed.value);
  const folder = str(value?.["folder"]);
  if (folder) {
    const key = pathKey(folder);
    if (key === null) return { folder: null, reason: `not a local folder (${folder})` };
    return { folder: stripSlash(localPath(folder)) };
  }
  if (str(value?.["workspace"])) return { folder: null, reason: "multi-root workspace" };
  return { folder: null, reason: "no folder recorded" };
}

function stripSlash(path: string): string {
  return path.length > 1 && /[\\/]$/.test(path) && !/^[A-Za-z]:[\\/]$/.test(path)
    ? path.slice(0, -1)
    : path;
}

/** A `file://` URI as a local path (decoded); other strings unchanged. */
export function localPath(uriOrPath: string): string {
  if (!uriOrPath.toLowerCase().startsWith("file://")) return uriOrPath;
  try {
    const url = new URL(uriOrPath);
    const path = decodeURIComponent(url.pathname);
    if (/^\/[A-Za-z]:/.test(path)) return path.slice(1);
    return url.hostname ? `//${url.hostname}${path}` : path;
  } catch {
    return uriOrPath;
  }
}

/** Every workspace folder under `workspaceStorage`, with its project folder when known. */
export async function listWorkspaces(
  workspaceStorage: string,
): Promise<{ workspaces: WorkspaceDir[]; warnings: string[] }> {
  const warnings: string[] = [];
  const entries = await listDir(workspaceStorage);
  if (entries.length === 0) {
    try {
      await Deno.stat(workspaceStorage);
    } catch {
      warnings.push(`Cannot read "${workspaceStorage}": folder not found`);
    }
  }
  const workspaces: WorkspaceDir[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory) continue;
    const dir = join(workspaceStorage, entry.name);
    const ws: WorkspaceDir = { id: entry.name, dir, folder: null, folderKey: null, warnings: [] };
    const file = join(dir, "workspace.json");
    try {
      const parsed = parseWorkspaceJson(await readText(file, 1 << 20));
      ws.folder = parsed.folder;
      ws.folderKey = parsed.folder === null ? null : pathKey(parsed.folder);
      if (parsed.reason && !/multi-root|no folder|not a local/.test(parsed.reason)) {
        ws.warnings.push(`Cannot read "${file}": ${parsed.reason}`);
      }
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) {
        ws.warnings.push(`Cannot read "${file}": ${errorMessage(error)}`);
      }
    }
    workspaces.push(ws);
  }
  return { workspaces, warnings };
}
