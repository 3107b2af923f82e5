import assert from "node:assert/strict";
import { join } from "node:path";
import { anchorSession, projectPath } from "../../src/memory/mod.ts";
import { runCommand } from "../../src/process.ts";
import { snippetOf } from "../../src/snippet.ts";
import type { FileTouch, Insight, Session } from "../../src/types.ts";
import { tempDir } from "../_helpers.ts";
import { put } from "./_repo.ts";

Deno.test("projectPath() keeps paths inside the project, relative and POSIX, and drops the rest", () => {
  const root = "/w/app";
  assert.equal(projectPath("/w/app/src/a.ts", root, root), "src/a.ts");
  assert.equal(projectPath("src/a.ts", "/w/app/pkg", root), "pkg/src/a.ts");
  assert.equal(projectPath("./a.ts", root, root), "a.ts");
  assert.equal(projectPath("src\\win.ts", root, root), "src/win.ts");
  // A folder whose name starts with two dots is inside, not above.
  assert.equal(projectPath("/w/app/..notes/todo.md", root, root), "..notes/todo.md");
  for (const bad of ["/etc/passwd", "../x.ts", "/w/app", "/w/application/x", ".git/config"]) {
    assert.equal(projectPath(bad, root, root), undefined, bad);
  }
  // The root as a link resolves to: a path under either is the project's.
  assert.equal(projectPath("/real/app/a.ts", root, root, "/real/app"), "a.ts");
});

function insight(title: string, summary: string, file?: string): Insight {
  return {
    id: `ins_${title.length}`,
    type: "gotcha",
    title,
    summary,
    tags: [],
    ...(file ? { file } : {}),
  };
}

Deno.test("anchorSession() anchors an insight to the touched files it names, never to a file outside or one it does not name", async () => {
  await using dir = await tempDir();
  const root = join(dir.path, "app");
  const code = "export function parse(text: string) {\n  return JSON.parse(text);\n}";
  await put(root, "src/parser.ts", `// header\n${code}\n`);
  await put(root, "src/parser.tsx", "x\n");
  await put(root, "lib/util.ts", "y\n");
  await put(root, "docs/named.md", "z\n");
  const touch = (path: string, via: FileTouch["via"], extra: Partial<FileTouch> = {}) => ({
    path,
    via,
    ...extra,
  });
  const session: Session = {
    id: "s",
    source: "claude-code",
    cwd: root,
    started: "2026-01-01T10:00:00Z",
    updated: "2026-01-01T11:00:00Z",
    turns: [
      { role: "user", parts: [{ kind: "text", text: "go" }], id: "u1" },
      {
        role: "assistant",
        parts: [{ kind: "text", text: "done" }],
        id: "a1",
        at: "2026-01-01T10:30:00Z",
        touched: [
          touch(`${root}/src/parser.ts`, "read", { lines: [1, 40] }),
          touch("src/parser.ts", "edited", { snippet: snippetOf(code), id: "a1-edit" }),
          touch("lib/util.ts", "read"),
          touch("/etc/passwd", "read"),
          touch("../other/secret.ts", "edited"),
        ],
      },
    ],
  };
  const { insights, commit } = await anchorSession({ run: runCommand }, root, session, [
    insight("Parser rejects BOM", "JSON.parse in parser.ts throws on a BOM.", "parser.ts"),
    insight("Util", "See lib/util.ts. Not /etc/passwd, nor parser.tsx.", `${root}/docs/named.md`),
    insight("Nothing", "A general note about util.tsx and secret.ts.", "/etc/passwd"),
  ]);
  assert.equal(commit, undefined, "not a git repository");
  // The bare name given as `file` finds the one touched file of that name; the edit wins.
  assert.deepEqual(insights[0]!.anchors, {
    turns: [{ id: "a1", at: "2026-01-01T10:30:00Z" }, { id: "a1-edit" }],
    files: [{
      path: "src/parser.ts",
      via: "edited",
      lines: [2, 4],
      snippet: snippetOf(code)!.hash,
    }],
  });
  assert.equal(insights[0]!.file, "parser.ts");
  // A named file inside the project is written relative; a path in the text is a mention.
  assert.equal(insights[1]!.file, "docs/named.md");
  assert.deepEqual(insights[1]!.anchors?.files, [
    { path: "docs/named.md", via: "named" },
    { path: "lib/util.ts", via: "read" },
  ]);
  // Outside the project, or a name inside a longer one: no anchor.
  assert.equal(insights[2]!.anchors, undefined);
  assert.equal(insights[2]!.file, undefined, "a path of this machine is never written");
});
