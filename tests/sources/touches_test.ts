import assert from "node:assert/strict";
import { patchTouches, shellTouches, touchesOf } from "../../src/sources/touches.ts";
import { snippetOf } from "../../src/snippet.ts";
import { parseClaudeTranscript } from "../../src/assistants/claude-code/_parse.ts";
import { TurnBuilder } from "../../src/sources/build.ts";
import { realFixture } from "../_helpers.ts";

const CODE = "export function add(a: number, b: number) {\n  return a + b;\n}\n";

Deno.test("touchesOf() reads Claude Code's Read, Edit, MultiEdit and Write calls", () => {
  assert.deepEqual(
    touchesOf("Read", { file_path: "/p/src/a.ts", offset: 10, limit: 5 }, { offsetBase: 1 }),
    [{ path: "/p/src/a.ts", via: "read", lines: [10, 14] }],
  );
  assert.deepEqual(touchesOf("Read", { file_path: "/p/src/a.ts", offset: 10, limit: 5 }), [
    { path: "/p/src/a.ts", via: "read", lines: [11, 15] },
  ]);
  assert.deepEqual(touchesOf("Edit", { file_path: "/p/a.ts", old_string: "x", new_string: CODE }), [
    { path: "/p/a.ts", via: "edited", snippet: snippetOf(CODE) },
  ]);
  const multi = touchesOf("MultiEdit", {
    file_path: "/p/a.ts",
    edits: [{ old_string: "a", new_string: "tiny" }, { old_string: "b", new_string: CODE }],
  });
  assert.deepEqual(multi, [{ path: "/p/a.ts", via: "edited", snippet: snippetOf(CODE) }]);
  assert.deepEqual(touchesOf("Write", { file_path: "/p/b.ts", content: CODE }), [
    { path: "/p/b.ts", via: "written", snippet: snippetOf(CODE) },
  ]);
  // An edit whose new text is too short to find again keeps the path alone.
  assert.deepEqual(touchesOf("Edit", { file_path: "/p/a.ts", new_string: "x = 1" }), [
    { path: "/p/a.ts", via: "edited" },
  ]);
});

Deno.test("touchesOf() reads other assistants' shapes: JSON text, MCP names, relative paths, file URIs", () => {
  assert.deepEqual(
    touchesOf(
      "read_file",
      JSON.stringify({ absolute_path: "/p/x.go", start_line: 3, end_line: 9 }),
    ),
    [{ path: "/p/x.go", via: "read", lines: [3, 9] }],
  );
  assert.deepEqual(touchesOf("mcp__fs__write_file", { path: "src/y.ts", cwd: "/p/" }), [
    { path: "/p/src/y.ts", via: "written" },
  ]);
  assert.deepEqual(touchesOf("fs_write", { command: "str_replace", path: "/p/z.ts" }), [
    { path: "/p/z.ts", via: "edited" },
  ]);
  assert.deepEqual(touchesOf("view", { uri: "file:///p/a%20b.ts", view_range: [1, 4] }), [
    { path: "/p/a b.ts", via: "read", lines: [1, 4] },
  ]);
  // No file of this machine, a glob, a tool that touches no file, text that is no JSON.
  assert.deepEqual(touchesOf("read_file", { uri: "https://example.com/a.ts" }), []);
  assert.deepEqual(touchesOf("read_file", { path: "src/*.ts" }), []);
  assert.deepEqual(touchesOf("web_search", { query: "a.ts" }), []);
  assert.deepEqual(touchesOf("read_file", "not json"), []);
  // A read range that makes no sense is left out, the path kept.
  assert.deepEqual(touchesOf("read_file", { path: "/p/a", start_line: 9, end_line: 2 }), [
    { path: "/p/a", via: "read" },
  ]);
});

Deno.test("shell and patch calls: cat, sed -n, head, apply_patch; anything else is no read", () => {
  assert.deepEqual(touchesOf("exec_command", { cmd: "sed -n '20,40p' src/a.rs", workdir: "/p" }), [
    { path: "/p/src/a.rs", via: "read", lines: [20, 40] },
  ]);
  assert.deepEqual(
    touchesOf("shell", { command: ["bash", "-lc", "cat a.txt b.txt && head -n 5 c.txt"] }),
    [
      { path: "a.txt", via: "read" },
      { path: "b.txt", via: "read" },
      { path: "c.txt", via: "read", lines: [1, 5] },
    ],
  );
  assert.deepEqual(shellTouches("sed -i 's/a/b/' x.ts", undefined), []);
  assert.deepEqual(shellTouches("cat $HOME/x > y", undefined), []);
  assert.deepEqual(shellTouches("rm -rf build", undefined), []);
  // A quoted program or path is still read (the name is found in the script's text before its
  // words are split); a name put together from quoted pieces is no program ctx reads.
  assert.deepEqual(shellTouches(`npm test; "/bin/cat" 'my notes.md'`, "/p"), [
    { path: "/p/my notes.md", via: "read" },
  ]);
  assert.deepEqual(shellTouches(`'c'at a.txt && npm test`, undefined), []);
  assert.deepEqual(shellTouches("git status\nnl -ba src/x.ts | head -n 3", undefined), [
    { path: "src/x.ts", via: "read" },
  ]);
  const patch = [
    "*** Begin Patch",
    "*** Update File: src/old.ts",
    "*** Move to: src/new.ts",
    "@@",
    "-const a = 1;",
    ...CODE.trimEnd().split("\n").map((l) => `+${l}`),
    "*** Add File: src/added.ts",
    ...CODE.trimEnd().split("\n").map((l) => `+${l}`),
    "*** Delete File: src/dead.ts",
    "*** End Patch",
  ].join("\n");
  assert.deepEqual(patchTouches(patch, "/p"), [
    { path: "/p/src/new.ts", via: "edited", snippet: snippetOf(CODE) },
    { path: "/p/src/added.ts", via: "written", snippet: snippetOf(CODE) },
  ]);
  assert.deepEqual(touchesOf("shell", { command: `apply_patch <<'EOF'\n${patch}\nEOF` }).length, 2);
});

Deno.test("touchesOf() does not parse an input too large to be a call worth reading", () => {
  assert.deepEqual(touchesOf("shell", "cat a.txt;".repeat(500_000)), []);
});

Deno.test("TurnBuilder records each turn's touches and its first message id", () => {
  const b = new TurnBuilder();
  b.add("user", [{ kind: "text", text: "fix it" }], { id: "u1", newTurn: true });
  b.add("assistant", [{ kind: "tool_call", name: "read_file", input: '{"path":"/p/a.ts"}' }], {
    id: "a1",
  });
  b.add("assistant", [{ kind: "tool_call", name: "write_file", input: '{"path":"/p/a.ts"}' }], {
    id: "a2",
  });
  assert.equal(b.turns.length, 2);
  assert.equal(b.turns[0]!.id, "u1");
  assert.equal(b.turns[0]!.touched, undefined);
  assert.equal(b.turns[1]!.id, "a1");
  assert.deepEqual(b.turns[1]!.touched, [
    { path: "/p/a.ts", via: "read" },
    { path: "/p/a.ts", via: "written" },
  ]);
});

Deno.test("a real Claude Code session: every Read, Edit and Write is a touch of the turn it is in, with the record's uuid, lean or not", () => {
  const text = Deno.readTextFileSync(
    realFixture("claude-code/entire-cli_8e0a64736bc7_v2.1.12_local-command-mcp.jsonl"),
  );
  for (const lean of [false, true]) {
    const { session } = parseClaudeTranscript(text, "hint", { lean });
    const touched = session!.turns.flatMap((t) => t.touched ?? []);
    const root = "/Users/alex/workspace/cli/cmd/entire/cli";
    const seen = new Set(touched.map((t) => `${t.via} ${t.path.replace(root, "")}`));
    assert.deepEqual([...seen].sort(), [
      "edited /root.go",
      "read /commands/help.go",
      "read /root.go",
      "written /help.go",
    ], `lean: ${lean}`);
    assert.ok(touched.some((t) => t.via === "written" && t.snippet?.lines === 81));
    for (const t of session!.turns) {
      if (t.touched) assert.match(t.id ?? "", /^[0-9a-f-]{36}$/, "a touching turn has its uuid");
    }
  }
});

Deno.test("a real Codex rollout: its sed -n reads and apply_patch edits are touches, with lines and snippets, lean or not", async () => {
  const { parseCodexRollout } = await import("../../src/assistants/codex/_parse.ts");
  const text = Deno.readTextFileSync(
    realFixture("codex/entire-external-agents_f590660a2345_codex-0.125.0_rollout-head-tail.jsonl"),
  );
  const session = parseCodexRollout(text).session!;
  const touched = session.turns.flatMap((t) => t.touched ?? []);
  // Lean reading (the default) drops the tool calls, not what they touched.
  const lean = parseCodexRollout(text, {}, { lean: true }).session!;
  assert.deepEqual(lean.turns.flatMap((t) => t.touched ?? []), touched);
  const root = "/Users/ninawork/entire/external-agents/";
  const edit = touched.find((t) =>
    t.path === `${root}agents/entire-agent-pi/internal/pi/transcript.go`
  );
  assert.equal(edit?.via, "edited");
  assert.match(edit?.snippet?.hash ?? "", /^sha256:[0-9a-f]{64}$/);
  assert.deepEqual(touched.find((t) => t.path === `${root}mise.toml`), {
    path: `${root}mise.toml`,
    via: "read",
    lines: [1, 160],
  });
});
