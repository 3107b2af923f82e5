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
 *
 * Also the one answer to "is this path inside that folder" (`pathBelow`, `isWithin`, `isBelow`):
 * by whole names, on both platforms' rules, checked against `node:path`'s `relative`.
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
const machinePath = path;

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

/** `path` made absolute by `rules`, without a trailing separator (a root keeps its own: `/`, `C:\`). */
export function absolutePath(path: string, rules: PathRules = machinePath): string {
  const r = rules.resolve(path);
  return r.endsWith(rules.sep) && rules.dirname(r) !== r ? r.slice(0, -1) : r;
}

/** How `pathBelow` compares: by `rules` (this machine's by default), ignoring case when `caseless`. */
export interface PathBelowOptions {
  rules?: PathRules;
  caseless?: boolean;
}

/**
 * The one answer to "is this path inside that folder": the names that lead from `folder` down to
 * `path` (`[]` when both name the same folder), or undefined when `path` is outside it. Both are
 * made absolute (a relative one against the current folder) with `.` and `..` applied, on paper:
 * links are the caller's to resolve first. By whole names: `/a/bc` is not inside `/a/b`, and a
 * name starting with two dots (`/a/..cache`) is inside `/a`. On Windows' rules either slash
 * separates and case is always ignored (`foldCase`); elsewhere case counts unless `caseless`
 * says it does not (macOS' default volume, for a client that treats it so).
 */
export function pathBelow(
  folder: string,
  path: string,
  options: PathBelowOptions = {},
): string[] | undefined {
  const rules = options.rules ?? machinePath;
  const fold = options.caseless === true || rules.sep === "\\";
  const whole = absolutePath(path, rules);
  const inner = fold ? foldCase(whole) : whole;
  const outer = fold ? foldCase(absolutePath(folder, rules)) : absolutePath(folder, rules);
  if (inner === outer) return [];
  const prefix = outer.endsWith(rules.sep) ? outer : outer + rules.sep;
  if (!inner.startsWith(prefix)) return undefined;
  // `foldCase` keeps each character's length, so the same slice of `whole` keeps the caller's case.
  return whole.slice(prefix.length).split(rules.sep);
}

/** True when `path` is `folder` or inside it, by the rules of `pathBelow`. */
export function isWithin(
  folder: string,
  path: string,
  options: PathBelowOptions = {},
): boolean {
  return pathBelow(folder, path, options) !== undefined;
}

/** True when `path` is inside `folder` and not `folder` itself, by the rules of `pathBelow`. */
export function isBelow(
  folder: string,
  path: string,
  options: PathBelowOptions = {},
): boolean {
  return (pathBelow(folder, path, options)?.length ?? 0) > 0;
}

/**
 * `path` as messages show it: under the home folder as `~/…` (`~` for the home folder itself),
 * by the rules of `pathBelow`; any other path as it is, and every path when the home folder is
 * a root (`HOME=/`), where `~/…` would stand before each one.
 */
export function tildePath(path: string, home: string, rules: PathRules = machinePath): string {
  const below = home ? pathBelow(home, path, { rules }) : undefined;
  if (below === undefined) return path;
  if (below.length === 0) return "~";
  const root = absolutePath(home, rules);
  return rules.dirname(root) === root ? path : `~${rules.sep}${below.join(rules.sep)}`;
}

/**
 * Upper case one character at a time, like NTFS's own table: a character whose upper case is
 * longer (`ß` → `SS`) is kept, so `ß` and `ss` stay two names, as they are on Windows.
 */
function foldCase(text: string): string {
  // deno-lint-ignore no-control-regex -- ASCII: the common case, folded at once
  if (/^[\x00-\x7f]*$/.test(text)) return text.toUpperCase();
  let out = "";
  for (const ch of text) {
    const upper = ch.toUpperCase();
    out += upper.length === ch.length ? upper : ch;
  }
  return out;
}
