import assert from "node:assert/strict";
import { editorUserDir, pathKey, samePath } from "../../src/sources/paths.ts";
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
