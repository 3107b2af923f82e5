import assert from "node:assert/strict";
import { join } from "node:path";
import { editorUserDir, pathKey, readSessionJson, samePath } from "../../src/sources/paths.ts";
import { tempDir } from "../_helpers.ts";
import { seededToken } from "../_mulberry32.ts";
import { parseWorkspaceJson } from "../../src/sources/workspaces.ts";

Deno.test("pathKey() normalises paths, file URIs and Windows drive letters", () => {
  assert.deepEqual(
    [
      "/home/a/proj/",
      "/home/a/./x/../proj",
      "file:///home/a/my%20proj/",
      "file:///c%3A/Users/A/Repo",
      "C:\\Users\\A\\Repo\\",
      "c:/users/a/repo",
      "vscode-remote://ssh-remote+box/home/a",
      "relative/path",
      "",
    ].map(pathKey),
    [
      "/home/a/proj",
      "/home/a/proj",
      "/home/a/my proj",
      "c:/users/a/repo",
      "c:/users/a/repo",
      "c:/users/a/repo",
      null,
      null,
      null,
    ],
  );
  assert.equal(samePath("/p/app", "/p/app/"), true);
  assert.equal(samePath("/p/app", "/p/app2"), false);
  assert.equal(samePath("/p/App", "/p/app"), false);
});

Deno.test("parseWorkspaceJson() maps folder URIs and explains what has no single folder", () => {
  assert.deepEqual(parseWorkspaceJson('{"folder":"file:///Users/a/my%20app/"}'), {
    folder: "/Users/a/my app",
  });
  assert.deepEqual(parseWorkspaceJson('{"folder":"file:///c%3A/code/app"}'), {
    folder: "c:/code/app",
  });
  assert.deepEqual(parseWorkspaceJson('{"workspace":"file:///a/x.code-workspace"}'), {
    folder: null,
    reason: "multi-root workspace",
  });
  assert.deepEqual(parseWorkspaceJson('{"folder":"vscode-remote://wsl+Ubuntu/home/a"}'), {
    folder: null,
    reason: "not a local folder (vscode-remote://wsl+Ubuntu/home/a)",
  });
});

Deno.test("editorUserDir() uses Application Support, XDG_CONFIG_HOME or APPDATA", () => {
  assert.equal(
    editorUserDir("Code", "/Users/a", { os: "darwin" }),
    "/Users/a/Library/Application Support/Code/User",
  );
  assert.equal(editorUserDir("Cursor", "/home/a", { os: "linux" }), "/home/a/.config/Cursor/User");
  assert.equal(
    editorUserDir("Cursor", "/home/a", { os: "linux", xdgConfigHome: "/cfg" }),
    "/cfg/Cursor/User",
  );
  assert.equal(
    editorUserDir("Code", "C:\\Users\\a", { os: "windows" }),
    "C:\\Users\\a\\AppData\\Roaming\\Code\\User",
  );
});

Deno.test("readSessionJson() says where a file stops being JSON without quoting what is there (it may be a secret)", async () => {
  await using dir = await tempDir();
  const value = seededToken(2317, "", 36);
  const cases = [`{"token": ${value}}`, value, `{"a": 1, "b": tru${value}}`];
  for (const [i, text] of cases.entries()) {
    const path = join(dir.path, `broken-${i}.json`);
    await Deno.writeTextFile(path, text);
    const read = await readSessionJson(path);
    assert.ok(!("value" in read), text);
    const [warning] = read.warnings;
    assert.match(warning!, /^Cannot read ".*broken-\d\.json": truncated or invalid JSON \(/);
    for (let at = 0; at + 4 <= value.length; at++) {
      assert.ok(!warning!.includes(value.slice(at, at + 4)), `${warning} quotes the file`);
    }
  }
});
