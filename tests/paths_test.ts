/**
 * ctx's own POSIX path rules (src/paths.ts), which the session-end hook uses instead of
 * `node:path` (whose first call loads Node's compatibility layer), give what `node:path`'s
 * `posix` gives, over every path made of a set of tricky pieces.
 */
import assert from "node:assert/strict";
import nodePath from "node:path";
import { pathToFileURL } from "node:url";
import { pathOfFileUrl, posix } from "../src/paths.ts";

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
