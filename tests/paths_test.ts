/**
 * ctx's own POSIX path rules (src/paths.ts), which the session-end hook uses instead of
 * `node:path` (whose first call loads Node's compatibility layer), give what `node:path`'s
 * `posix` gives, over every path made of a set of tricky pieces; and its one answer to "is this
 * path inside that folder" agrees with `node:path`'s `relative` on POSIX and Windows paths.
 */
import assert from "node:assert/strict";
import nodePath from "node:path";
import { pathToFileURL } from "node:url";
import {
  isBelow,
  isWithin,
  pathBelow,
  pathOfFileUrl,
  type PathRules,
  posix,
  tildePath,
  win32,
} from "../src/paths.ts";

const PIECES = ["", ".", "..", "...", "a", ".b", "c.d", "é ü", "x..", " "];
const SEPARATORS = ["/", "//"];

/** Every path of up to three pieces, each start and separator, with and without a trailing `/`. */
function paths(): string[] {
  const out = new Set<string>(["", "/", "//", "///", "./", "../", "/.", "/.."]);
  const grow = (prefix: string, depth: number) => {
    out.add(prefix);
    out.add(prefix + "/");
    if (depth === 3) return;
    for (const piece of PIECES) {
      if (prefix === "" || prefix.endsWith("/")) grow(prefix + piece, depth + 1);
      else for (const sep of SEPARATORS) grow(prefix + sep + piece, depth + 1);
    }
  };
  grow("", 0);
  grow("/", 0);
  grow("//", 0);
  return [...out];
}

Deno.test("posix rules give what node:path's posix gives for one path", () => {
  const all = paths();
  assert.ok(all.length > 5_000);
  for (const p of all) {
    for (const fn of ["normalize", "isAbsolute", "dirname", "basename", "resolve"] as const) {
      assert.equal(posix[fn](p), nodePath.posix[fn](p), `${fn}(${JSON.stringify(p)})`);
    }
  }
  assert.equal(posix.sep, nodePath.posix.sep);
});

Deno.test("posix rules give what node:path's posix gives for several paths", () => {
  const some = paths().filter((_, i) => i % 61 === 0);
  for (const a of some) {
    for (const b of some) {
      assert.equal(posix.join(a, b), nodePath.posix.join(a, b), `join(${a}, ${b})`);
      assert.equal(posix.resolve(a, b), nodePath.posix.resolve(a, b), `resolve(${a}, ${b})`);
      assert.equal(posix.join(a, "x", b), nodePath.posix.join(a, "x", b));
      assert.equal(posix.resolve("/r", a, b), nodePath.posix.resolve("/r", a, b));
    }
  }
  assert.equal(posix.join(), nodePath.posix.join());
  assert.equal(posix.resolve(), nodePath.posix.resolve());
});

Deno.test({
  name:
    "pathOfFileUrl() gives the path of a file URL as node:url does, and refuses what it refuses",
  ignore: Deno.build.os === "windows",
  fn() {
    for (const p of ["/a/b c/ü%.ts", "/", "/x#y?z", "/a/%2F"]) {
      assert.equal(pathOfFileUrl(pathToFileURL(p).href), p);
    }
    assert.throws(() => pathOfFileUrl("file://host/a"));
    assert.throws(() => pathOfFileUrl("file:///a%2Fb"));
    assert.throws(() => pathOfFileUrl("https://example.com/a"));
  },
});

/**
 * `pathBelow` on `rules` for every folder and path of the table, against what `node:path`'s
 * `relative` (`node`) says it should be: the names down, or undefined outside.
 */
function assertAgreesWithRelative(
  rules: PathRules,
  node: typeof nodePath.posix,
  folders: string[],
  paths: string[],
): void {
  for (const folder of folders) {
    for (const path of paths) {
      const rel = node.relative(folder, path);
      const outside = rel === ".." || rel.startsWith(`..${node.sep}`) || node.isAbsolute(rel);
      assert.deepEqual(
        pathBelow(folder, path, { rules }),
        outside ? undefined : rel === "" ? [] : rel.split(node.sep),
        `pathBelow(${JSON.stringify(folder)}, ${JSON.stringify(path)})`,
      );
    }
  }
}

const POSIX_FOLDERS = `
  /a/b /a/b/ /a/b/. /a/./b /a/c/../b /a//b / // a/b .
`.trim().split(/\s+/);
const POSIX_PATHS = `
  /a/b /a/b/ /a/b/c /a/b/c/d/ /a/bc /a/b.c /a/b/.. /a/b/../bc /a/b/..c /a/b/... /a/b/./c
  /a/b//c /a / /x /A/B/c a/b/c a/bc b .. .
`.trim().split(/\s+/);

Deno.test("pathBelow() agrees with node:path's relative on POSIX paths", () => {
  assertAgreesWithRelative(posix, nodePath.posix, POSIX_FOLDERS, POSIX_PATHS);
});

const WINDOWS_FOLDERS = String.raw`
  \\srv\share\ C:\a\b c:\A\B\ C:/a/b C:\a\b\. C:\a\c\..\b C:\ D:\a\b \\srv\share\a
`.trim().split(/\s+/);
const WINDOWS_PATHS = String.raw`
  C:\a\b C:\a\b\c c:\A\b\C\d C:/a/b/c C:\a\bc C:\a\b\..c C:\a\b\..\bc C:\a C:\ D:\a\b\c
  \\srv\share\a\x \\SRV\Share\A \\srv\share\ab \\srv\other\a
`.trim().split(/\s+/);

Deno.test("pathBelow() agrees with node:path's relative on Windows paths: case, either slash, UNC", () => {
  assertAgreesWithRelative(win32, nodePath.win32, WINDOWS_FOLDERS, WINDOWS_PATHS);
});

Deno.test("pathBelow() keeps the caller's case in the names, and ignores case only when told", () => {
  assert.deepEqual(pathBelow("c:\\users\\me", "C:\\Users\\Me\\Src\\App", { rules: win32 }), [
    "Src",
    "App",
  ]);
  assert.equal(pathBelow("/users/u", "/Users/U/Shop", { rules: posix }), undefined);
  assert.deepEqual(pathBelow("/users/u", "/Users/U/Shop", { rules: posix, caseless: true }), [
    "Shop",
  ]);
  assert.equal(pathBelow("C:\\straße", "C:\\STRASSE\\x", { rules: win32 }), undefined);
});

Deno.test("isWithin() counts the folder itself, isBelow() only what is under it", () => {
  assert.equal(isWithin("/a/b", "/a/b/", { rules: posix }), true);
  assert.equal(isBelow("/a/b", "/a/b/", { rules: posix }), false);
  assert.equal(isBelow("/a/b", "/a/b/..c", { rules: posix }), true);
  assert.equal(isWithin("/a/b", "/a/bc", { rules: posix }), false);
  assert.equal(isBelow("/a/b", "/a/bc", { rules: posix }), false);
});

Deno.test("tildePath() shows the home folder as ~, by whole names, on both platforms' rules", () => {
  const home = "/home/u";
  assert.equal(tildePath("/home/u/.claude.json", home, posix), "~/.claude.json");
  assert.equal(tildePath("/home/u", home, posix), "~");
  assert.equal(tildePath("/home/u/a/b", "/home/u/", posix), "~/a/b");
  assert.equal(tildePath("/home/u2/x", home, posix), "/home/u2/x");
  assert.equal(tildePath("/etc/x", home, posix), "/etc/x");
  assert.equal(tildePath("/home/u/x", "", posix), "/home/u/x", "no home: as it is");
  // A home folder that is the root (HOME=/, some service accounts): paths are shown whole, not
  // each as ~/….
  assert.equal(tildePath("/work/shop/.mcp.json", "/", posix), "/work/shop/.mcp.json");
  assert.equal(tildePath("D:\\work\\.mcp.json", "D:\\", win32), "D:\\work\\.mcp.json");
  assert.equal(tildePath("c:\\users\\Me\\.codex", "C:\\Users\\me", win32), "~\\.codex");
});
