/**
 * Path rules for the commands that must start fast (`ctx hook session-end`: the configuration's
 * paths, the hook's folder checks, how ctx starts itself again), without Node's compatibility
 * layer. The first call of any `node:path` function loads that layer, 40–60 ms of CPU before the
 * hook can return (docs/performance.md, "`ctx mcp`'s handshake before the SDK, and the session-end
 * hook without Node"). POSIX rules are a few string operations, written here; Windows' rules (drive
 * letters, UNC paths, case) stay `node:path`'s `win32`, loaded when a Windows path is first
 * handled.
 *
 * `posix` gives exactly what `node:path`'s `posix` gives for every function it has (one argument
 * for `basename`); tests/paths_test.ts compares the two over many paths.
 */
import nodePath from "node:path";
import { fileURLToPath } from "node:url";

/** The path functions ctx uses (`node:path`'s `posix` and `win32` have them too). */
export interface PathRules {
  readonly sep: string;
  isAbsolute(path: string): boolean;
  join(...paths: string[]): string;
  resolve(...paths: string[]): string;
  normalize(path: string): string;
  dirname(path: string): string;
  basename(path: string): string;
}

/** `segments` of `path` with `.` and empty ones dropped and `..` applied. */
function collapse(path: string, absolute: boolean): string {
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment !== "..") out.push(segment);
    else if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else if (!absolute) out.push("..");
  }
  return out.join("/");
}

function normalizePosix(path: string): string {
  if (path === "") return ".";
  const absolute = path.startsWith("/");
  let collapsed = collapse(path, absolute);
  if (collapsed === "" && !absolute) collapsed = ".";
  if (collapsed !== "" && path.endsWith("/")) collapsed += "/";
  return absolute ? `/${collapsed}` : collapsed;
}

/** POSIX path rules, as `node:path`'s `posix` has them. */
export const posix: PathRules = {
  sep: "/",
  isAbsolute: (path) => path.startsWith("/"),
  normalize: normalizePosix,
  join(...paths) {
    const parts = paths.filter((p) => p !== "");
    return parts.length === 0 ? "." : normalizePosix(parts.join("/"));
  },
  resolve(...paths) {
    let resolved = "";
    for (let i = paths.length - 1; i >= 0 && !resolved.startsWith("/"); i--) {
      const path = paths[i]!;
      if (path !== "") resolved = resolved === "" ? path : `${path}/${resolved}`;
    }
    if (!resolved.startsWith("/")) resolved = `${Deno.cwd()}/${resolved}`;
    return `/${collapse(resolved, true)}`;
  },
  dirname(path) {
    if (path === "") return ".";
    let end = path.length;
    while (end > 1 && path[end - 1] === "/") end--;
    const slash = path.lastIndexOf("/", end - 1);
    if (slash === -1) return ".";
    if (slash === 0) return "/";
    // `//x`: a root spelled with two slashes keeps them.
    if (slash === 1 && path[0] === "/") return "//";
    return path.slice(0, slash);
  },
  basename(path) {
    let end = path.length;
    while (end > 0 && path[end - 1] === "/") end--;
    return path.slice(path.lastIndexOf("/", end - 1) + 1, end);
  },
};

/** Windows path rules: `node:path`'s `win32`, loaded on first use. */
export const win32: PathRules = {
  sep: "\\",
  isAbsolute: (path) => nodePath.win32.isAbsolute(path),
  normalize: (path) => nodePath.win32.normalize(path),
  join: (...paths) => nodePath.win32.join(...paths),
  resolve: (...paths) => nodePath.win32.resolve(...paths),
  dirname: (path) => nodePath.win32.dirname(path),
  basename: (path) => nodePath.win32.basename(path),
};

/** This machine's path rules. */
export const path: PathRules = Deno.build.os === "windows" ? win32 : posix;

/** The path of a `file:` URL, on this machine's rules (`node:url`'s `fileURLToPath`). */
export function pathOfFileUrl(url: string): string {
  if (Deno.build.os === "windows") return fileURLToPath(url);
  const parsed = new URL(url);
  if (parsed.protocol !== "file:") throw new TypeError(`Not a file URL: ${url}`);
  if (parsed.hostname !== "") throw new TypeError(`A file URL with a host: ${url}`);
  if (/%2f/i.test(parsed.pathname)) throw new TypeError(`An encoded "/" in a file URL: ${url}`);
  return decodeURIComponent(parsed.pathname);
}

export const { join, resolve, dirname, basename, isAbsolute, normalize } = path;
