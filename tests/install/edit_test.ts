import assert from "node:assert/strict";
import { editJsonEntry } from "../../src/install/_jsonc.ts";
import { editTomlTable, renderTomlTable } from "../../src/install/_toml.ts";

const ENTRY = { command: "/opt/ctx", args: ["mcp"] };

Deno.test("editJsonEntry() keeps CRLF line endings and fields the user added to our entry", () => {
  const text =
    '{\r\n  "mcpServers": {\r\n    "ctx": {"command": "/old", "env": {"A": "1"}}\r\n  }\r\n}\r\n';
  const edit = editJsonEntry(text, "mcpServers", "ctx", ENTRY);
  assert.ok(edit.ok && edit.changed);
  assert.ok(!/[^\r]\n/.test(edit.text), "no bare LF added");
  assert.ok(edit.text.includes('"env": {\r\n'));
  assert.ok(edit.text.includes('"command": "/opt/ctx"'));
});

Deno.test("editJsonEntry() leaves an entry with the same command alone", () => {
  const text = '{"mcpServers": {"ctx": {"command": "/opt/ctx", "args": ["mcp"], "env": {}}}}';
  assert.deepEqual(editJsonEntry(text, "mcpServers", "ctx", ENTRY), {
    ok: true,
    text,
    changed: false,
    existing: { command: "/opt/ctx", args: ["mcp"], env: {} },
  });
});

Deno.test("editJsonEntry() refuses a file whose servers key is not an object or whose top is an array", () => {
  assert.deepEqual(editJsonEntry('{"mcpServers": []}', "mcpServers", "ctx", ENTRY), {
    ok: false,
    error: '"mcpServers" is not an object',
  });
  assert.deepEqual(editJsonEntry("[1]", "mcpServers", "ctx", ENTRY), {
    ok: false,
    error: "the top level is not an object",
  });
});

Deno.test("editJsonEntry() creates the document for an empty file", () => {
  const edit = editJsonEntry("", "servers", "ctx", { type: "stdio", ...ENTRY });
  assert.ok(edit.ok);
  assert.equal(
    edit.text,
    '{\n  "servers": {\n    "ctx": {\n      "type": "stdio",\n      "command": "/opt/ctx",\n' +
      '      "args": [\n        "mcp"\n      ]\n    }\n  }\n}\n',
  );
});

Deno.test("editTomlTable() replaces our table and its sub-tables, leaving the next table's comments", () => {
  const text =
    'a = 1\n\n[mcp_servers.ctx]\ncommand = "/old"\n\n[mcp_servers.ctx.env]\nX = "1"\n\n' +
    '# next\n[mcp_servers.other]\ncommand = "o"\n';
  const block = renderTomlTable(["mcp_servers", "ctx"], { command: "/opt/ctx", args: ["mcp"] });
  const edit = editTomlTable(text, ["mcp_servers", "ctx"], block);
  assert.deepEqual(edit, {
    ok: true,
    changed: true,
    present: true,
    text: 'a = 1\n\n[mcp_servers.ctx]\ncommand = "/opt/ctx"\nargs = ["mcp"]\n\n# next\n' +
      '[mcp_servers.other]\ncommand = "o"\n',
  });
  assert.ok(edit.ok);
  const removed = editTomlTable(edit.text, ["mcp_servers", "ctx"], undefined);
  assert.ok(removed.ok);
  assert.equal(removed.text, 'a = 1\n\n# next\n[mcp_servers.other]\ncommand = "o"\n');
});

Deno.test("editTomlTable() refuses an inline definition, a duplicate table and an unclosed header", () => {
  const block = renderTomlTable(["mcp_servers", "ctx"], { command: "/opt/ctx" });
  const path = ["mcp_servers", "ctx"];
  assert.deepEqual(editTomlTable('[mcp_servers]\nctx = { command = "x" }\n', path, block), {
    ok: false,
    error: '"ctx" is defined inline under [mcp_servers]; edit it by hand',
  });
  assert.deepEqual(
    editTomlTable('[mcp_servers.ctx]\na = 1\n[mcp_servers."ctx"]\nb = 2\n', path, block),
    { ok: false, error: "[mcp_servers.ctx] is defined twice" },
  );
  assert.deepEqual(editTomlTable("[profiles\nx = 1\n", path, block), {
    ok: false,
    error: "unclosed table header at line 1",
  });
});

Deno.test("renderTomlTable() escapes Windows paths and quotes", () => {
  assert.equal(
    renderTomlTable(["mcp_servers", "ctx"], {
      command: 'C:\\Users\\a "b"\\ctx.exe',
      args: ["mcp"],
    }),
    '[mcp_servers.ctx]\ncommand = "C:\\\\Users\\\\a \\"b\\"\\\\ctx.exe"\nargs = ["mcp"]\n',
  );
});
