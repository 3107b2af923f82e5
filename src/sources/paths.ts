/**
 * Path helpers shared by the sources: turning recorded folders (plain paths, `file://` URIs,
 * Windows paths) into one comparable key, and the per-OS default locations of editors' storage.
 */
import { posix, win32 } from "node:path";
import type { ReadResult } from "../types.ts";
import { errorMessage } from "../errors.ts";
import type { Config } from "../config/mod.ts";
import { readRegularTextFile } from "../fsutil.ts";
import { cannotRead, tryJson } from "./build.ts";

/** The part of the configuration the sources need to find default storage locations. */
export type SourcePlatform = Pick<
  Config,
  "os" | "xdgConfigHome" | "appData" | "localAppData" | "codexHome"
>;

const WINDOWS_PATH = /^[A-Za-z]:([\\/]|$)/;

/**
 * The comparable form of a path or `file://` URI, or null when it is not a local path
 * (e.g. `vscode-remote://`). Resolves `.`/`..`, strips a trailing slash, decodes URIs and
 * lower-cases Windows paths (their file systems are case-insensitive).
 *
 * @example
 * pathKey("file:///home/a/my%20proj/"); // "/home/a/my proj"
 * pathKey("C:\\Users\\A\\repo");         // "c:/users/a/repo"
 */
export function pathKey(pathOrUri: string): string | null {
  let path = pathOrUri.trim();
  if (path === "") return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    if (!path.toLowerCase().startsWith("file://")) return null;
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return null;
    }
    // A non-empty host is a UNC share (file://server/share); keep it as //server/share.
    const host = url.hostname;
    path = decodeURIComponent(url.pathname);
    if (/^\/[A-Za-z]:/.test(path)) path = path.slice(1);
    else if (host) path = `//${host}${path}`;
  }
  if (WINDOWS_PATH.test(path) || path.startsWith("\\\\")) {
    const resolved = win32.resolve(path).replaceAll("\\", "/");
    return stripTrailingSlash(resolved).toLowerCase();
  }
  if (!path.startsWith("/")) return null;
  return stripTrailingSlash(posix.resolve(path));
}

function stripTrailingSlash(path: string): string {
  if (path === "/" || /^[A-Za-z]:\/$/.test(path)) return path;
  return path.endsWith("/") ? path.slice(0, -1) : path;
}

/** True when both name the same local directory after normalisation. */
export function samePath(a: string, b: string): boolean {
  const ka = pathKey(a);
  return ka !== null && ka === pathKey(b);
}

/**
 * Editors of the VS Code family, by the folder name their user data uses. The first seven are
 * documented; the rest are forks' likely names (a folder that does not exist costs nothing).
 */
export const VSCODE_PRODUCTS = [
  "Code",
  "Code - Insiders",
  "VSCodium",
  "Cursor",
  "Windsurf",
  "Kiro",
  "Antigravity",
  "Code - OSS",
  "VSCodium - Insiders",
  "Windsurf - Next",
  "Trae",
  "Trae CN",
  "Positron",
  "Void",
] as const;

/**
 * The `User` folders of the VS Code family's remote servers and code-server, relative to the
 * home folder: where an extension runs (and keeps its storage) when the editor is connected to
 * this machine over SSH, WSL or a container.
 */
export const VSCODE_SERVER_USER_DIRS = [
  [".vscode-server", "data", "User"],
  [".vscode-server-insiders", "data", "User"],
  [".cursor-server", "data", "User"],
  [".windsurf-server", "data", "User"],
  [".local", "share", "code-server", "User"],
] as const;

/**
 * Every `User` folder of a VS Code-family editor an extension may keep its storage in: each
 * editor's (see `editorUserDir`), then the remote servers' (`VSCODE_SERVER_USER_DIRS`).
 */
export function vscodeFamilyUserDirs(home: string, platform?: Partial<SourcePlatform>): string[] {
  const join = joinFor(platform);
  return [
    ...VSCODE_PRODUCTS.map((product) => editorUserDir(product, home, platform)),
    ...VSCODE_SERVER_USER_DIRS.map((parts) => join(home, ...parts)),
  ];
}

/**
 * The `User` directory of a VS Code-family editor (it holds `globalStorage/` and
 * `workspaceStorage/`): macOS `~/Library/Application Support/<App>/User`, Linux
 * `$XDG_CONFIG_HOME/<App>/User` (default `~/.config`), Windows `%APPDATA%\<App>\User`.
 */
export function editorUserDir(
  product: string,
  home: string,
  platform?: Partial<SourcePlatform>,
): string {
  const os = platform?.os ?? Deno.build.os;
  if (os === "darwin") {
    return posix.join(home, "Library", "Application Support", product, "User");
  }
  if (os === "windows") {
    const appData = platform?.appData ?? win32.join(home, "AppData", "Roaming");
    return win32.join(appData, product, "User");
  }
  const xdg = platform?.xdgConfigHome;
  const base = xdg && xdg.startsWith("/") ? xdg : posix.join(home, ".config");
  return posix.join(base, product, "User");
}

/** `join` for the platform's path syntax (Windows paths use `\\`). */
export function joinFor(platform?: Partial<SourcePlatform>): (...parts: string[]) => string {
  return (platform?.os ?? Deno.build.os) === "windows" ? win32.join : posix.join;
}

export { isDir, isFile } from "../fsutil.ts";

/** Names of the entries of a directory (empty when it does not exist). */
export async function listDir(
  path: string,
): Promise<Array<{ name: string; isFile: boolean; isDirectory: boolean }>> {
  const out: Array<{ name: string; isFile: boolean; isDirectory: boolean }> = [];
  try {
    for await (const entry of Deno.readDir(path)) {
      out.push({ name: entry.name, isFile: entry.isFile, isDirectory: entry.isDirectory });
    }
  } catch {
    return [];
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Cheap fingerprint of a file: size and modification time; null when it cannot be read. */
export async function fileFingerprint(
  path: string,
): Promise<{ fingerprint: string; size: number } | null> {
  try {
    const info = await Deno.stat(path);
    return { fingerprint: `${info.size}:${info.mtime?.getTime() ?? 0}`, size: info.size };
  } catch {
    return null;
  }
}

/** Message text of an unknown thrown value. */

/**
 * The largest transcript read whole (a JSON document, not lines): just under what one string can
 * hold (2^29 characters), so a larger file is refused before it is read instead of failing
 * after. A FIFO or a device is never read (it would block or never end).
 */
export const MAX_SESSION_FILE_BYTES = 500 << 20;

/**
 * A whole file as text, without a leading byte-order mark (see `readRegularTextFile`). Only a
 * regular file is read, and only up to `maxBytes` (a larger one is refused before it is read).
 */
export function readText(path: string, maxBytes = MAX_SESSION_FILE_BYTES): Promise<string> {
  return readRegularTextFile(path, maxBytes);
}

/**
 * Read a transcript file as text; when it cannot be read, the `ReadResult` that says so (a
 * warning naming the file), so one unreadable file never stops the run.
 */
export async function readSessionText(path: string): Promise<string | ReadResult> {
  try {
    return await readText(path);
  } catch (error) {
    return cannotRead(path, errorMessage(error));
  }
}

/**
 * Read a transcript that is one JSON document: its value, or the `ReadResult` that says why it
 * cannot be used (unreadable, truncated or invalid JSON), with a warning naming the file.
 */
export async function readSessionJson(path: string): Promise<{ value: unknown } | ReadResult> {
  const text = await readSessionText(path);
  if (typeof text !== "string") return text;
  const parsed = tryJson(text);
  if (parsed.ok) return { value: parsed.value };
  return cannotRead(path, `truncated or invalid JSON (${parsed.error})`);
}
