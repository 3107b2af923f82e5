import assert from "node:assert/strict";
import { parse as parseToml } from "@decimalturn/toml-patch";
import { parse as parseJsonc } from "jsonc-parser";
import { editJsonEntry } from "../../src/edit/jsonc.ts";
import { editTomlEntry, readTomlEntry, renderTomlTable } from "../../src/edit/_toml.ts";
import { ORIGINAL } from "./_home.ts";

const ENTRY = { command: "/opt/ctx", args: ["mcp"] };

/** The parser's objects have no prototype; compare them as plain data. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
const PATH = ["mcp_servers", "ctx"] as const;

Deno.test("editJsonEntry() keeps CRLF line endings, and a one-line entry stays on one line", () => {
  const text =
    '{\r\n  "mcpServers": {\r\n    "ctx": {"command": "/old", "env": {"A": "1"}}\r\n  }\r\n}\r\n';
  const edit = editJsonEntry(text, "mcpServers", "ctx", { env: { A: "1" }, ...ENTRY });
  assert.ok(edit.ok && edit.changed);
  assert.equal(
    edit.text,
    '{\r\n  "mcpServers": {\r\n    "ctx": {"command": "/opt/ctx", "env": {"A": "1"}, ' +
      '"args": ["mcp"]}\r\n  }\r\n}\r\n',
  );
});

Deno.test("editJsonEntry() adds ctx inside an empty servers object and keeps the comments in its braces", () => {
  const ctx = (indent: string) =>
    `${indent}"ctx": {\n${indent}  "command": "/opt/ctx",\n${indent}  "args": [\n` +
    `${indent}    "mcp"\n${indent}  ]\n${indent}}`;
  const cases: Array<[string, string, string, string]> = [
    [
      "a comment after the brace",
      '{\n  "mcpServers": { // servers\n  }\n}\n',
      `{\n  "mcpServers": { // servers\n${ctx("    ")}\n  }\n}\n`,
      '{\n  "mcpServers": { // servers\n  }\n}\n',
    ],
    [
      "a comment on its own line",
      '{\n  "mcpServers": {\n    // add servers here\n  }\n}\n',
      `{\n  "mcpServers": {\n    // add servers here\n${ctx("    ")}\n  }\n}\n`,
      '{\n  "mcpServers": {\n    // add servers here\n  }\n}\n',
    ],
    [
      "a block comment on the braces' line",
      '{\n  "mcpServers": { /* none yet */ }\n}\n',
      `{\n  "mcpServers": { /* none yet */\n${ctx("    ")}\n  }\n}\n`,
      '{\n  "mcpServers": { /* none yet */\n  }\n}\n',
    ],
    [
      "an empty document with a comment",
      "{\n  // my settings\n}\n",
      `{\n  // my settings\n  "mcpServers": {\n${ctx("    ")}\n  }\n}\n`,
      '{\n  // my settings\n  "mcpServers": {}\n}\n',
    ],
  ];
  for (const [name, text, want, back] of cases) {
    const added = editJsonEntry(text, "mcpServers", "ctx", ENTRY);
    assert.ok(added.ok, name);
    assert.equal(added.text, want, name);
    const removed = editJsonEntry(added.text, "mcpServers", "ctx", undefined);
    assert.ok(removed.ok, name);
    assert.equal(removed.text, back, `${name}: uninstall`);
  }
});

Deno.test("editJsonEntry() updates ctx's own entry in place: only the values that differ change, comments and env stay", () => {
  const text = `{
  "mcpServers": {
    "ctx": {
      "command": "/old/ctx", // set by ctx
      // my API key for ctx:
      "env": { "VENDORA_API_KEY": "sk-ant-xyz" },
      "args": [
        "run",
        "-A",
        "/old/main.ts",
        "mcp"
      ],
      "timeout": 30000 // ms
    }
  }
}
`;
  const value = {
    command: "/opt/ctx",
    env: { VENDORA_API_KEY: "sk-ant-xyz" },
    args: ["mcp"],
    timeout: 30000,
    type: "stdio",
  };
  const edit = editJsonEntry(text, "mcpServers", "ctx", value);
  assert.ok(edit.ok && edit.changed);
  assert.equal(
    edit.text,
    `{
  "mcpServers": {
    "ctx": {
      "command": "/opt/ctx", // set by ctx
      // my API key for ctx:
      "env": { "VENDORA_API_KEY": "sk-ant-xyz" },
      "args": [
        "mcp"
      ],
      "timeout": 30000, // ms
      "type": "stdio"
    }
  }
}
`,
  );
  // Zed's obsolete field goes alone, with nothing else of the entry.
  const zed = '{\n  "context_servers": {\n    "ctx": {\n      "source": "custom", // old ctx\n' +
    '      "command": "/opt/ctx", // ours\n      "args": ["mcp"]\n    }\n  }\n}\n';
  const dropped = editJsonEntry(zed, "context_servers", "ctx", ENTRY);
  assert.ok(dropped.ok);
  assert.equal(
    dropped.text,
    '{\n  "context_servers": {\n    "ctx": {\n      // old ctx\n' +
      '      "command": "/opt/ctx", // ours\n      "args": ["mcp"]\n    }\n  }\n}\n',
  );
});

Deno.test("editJsonEntry() removing ctx, the last server, keeps the comments around it", () => {
  const text = `{
  // my settings
  "mcpServers": {
    // servers I use
    "ctx": { "command": "old", "args": ["mcp"] } // ours
  }
}
`;
  const edit = editJsonEntry(text, "mcpServers", "ctx", undefined);
  assert.ok(edit.ok && edit.changed);
  assert.equal(
    edit.text,
    `{
  // my settings
  "mcpServers": {
    // servers I use
    // ours
  }
}
`,
  );
  const alone = editJsonEntry(
    '{"mcpServers": {"ctx": {"command": "x"}}}',
    "mcpServers",
    "ctx",
    undefined,
  );
  assert.ok(alone.ok);
  assert.equal(alone.text, '{"mcpServers": {}}', "nothing but ctx: the object is emptied");
});

Deno.test("editJsonEntry() leaves an equal entry alone, whatever its key order", () => {
  const text = '{"mcpServers": {"ctx": {"args": ["mcp"], "env": {}, "command": "/opt/ctx"}}}';
  assert.deepEqual(editJsonEntry(text, "mcpServers", "ctx", { ...ENTRY, env: {} }), {
    ok: true,
    text,
    changed: false,
    existing: { args: ["mcp"], env: {}, command: "/opt/ctx" },
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

const CTX_LINES = '    "ctx": {\n      "command": "/opt/ctx",\n      "args": [\n        "mcp"\n' +
  "      ]\n    }";

Deno.test("editJsonEntry() leaves a trailing comment on the last server where it was", () => {
  const cases: Array<[string, string, string]> = [
    [
      "line comment, no trailing comma",
      '{\n  "mcpServers": {\n    "docs": { "url": "u" } // keep me\n  }\n}\n',
      `{\n  "mcpServers": {\n    "docs": { "url": "u" }, // keep me\n${CTX_LINES}\n  }\n}\n`,
    ],
    [
      "line comment after a trailing comma",
      '{\n  "mcpServers": {\n    "docs": { "url": "u" }, // keep me\n  },\n}\n',
      `{\n  "mcpServers": {\n    "docs": { "url": "u" }, // keep me\n${CTX_LINES},\n  },\n}\n`,
    ],
    [
      "block comments",
      '{\n  "mcpServers": {\n    "docs": { "url": "u" } /* a */ /* b */\n  }\n}\n',
      `{\n  "mcpServers": {\n    "docs": { "url": "u" }, /* a */ /* b */\n${CTX_LINES}\n  }\n}\n`,
    ],
    [
      "CRLF",
      '{\r\n  "mcpServers": {\r\n    "docs": { "url": "u" } // keep me\r\n  }\r\n}\r\n',
      `{\r\n  "mcpServers": {\r\n    "docs": { "url": "u" }, // keep me\r\n${
        CTX_LINES.replaceAll("\n", "\r\n")
      }\r\n  }\r\n}\r\n`,
    ],
  ];
  for (const [name, text, want] of cases) {
    const edit = editJsonEntry(text, "mcpServers", "ctx", ENTRY);
    assert.ok(edit.ok, name);
    assert.equal(edit.text, want, name);
  }
});

Deno.test("editJsonEntry() adds the servers object after a commented last setting without moving the comment", () => {
  const text = '{\n  "theme": "One Dark" // my theme\n}\n';
  const edit = editJsonEntry(text, "context_servers", "ctx", ENTRY);
  assert.ok(edit.ok);
  assert.ok(edit.text.startsWith('{\n  "theme": "One Dark", // my theme\n  "context_servers": {'));
  assert.deepEqual(parseJsonc(edit.text), { theme: "One Dark", context_servers: { ctx: ENTRY } });
});

const CODEX = ORIGINAL.codex!;

Deno.test("editTomlEntry() appends our table and removing it gives back the original bytes", () => {
  const added = editTomlEntry(CODEX, PATH, ENTRY);
  assert.deepEqual(added, {
    ok: true,
    changed: true,
    existing: undefined,
    text: `${CODEX}\n[mcp_servers.ctx]\ncommand = "/opt/ctx"\nargs = ["mcp"]\n`,
  });
  assert.ok(added.ok);
  const removed = editTomlEntry(added.text, PATH, undefined);
  assert.ok(removed.ok && removed.changed);
  assert.equal(removed.text, CODEX);
  assert.deepEqual(editTomlEntry(CODEX, PATH, undefined), {
    ok: true,
    text: CODEX,
    changed: false,
    existing: undefined,
  });
});

Deno.test("editTomlEntry() adds ctx inside an inline mcp_servers table instead of breaking the file", () => {
  const text = 'model = "o3"\nmcp_servers = { other = { command = "x", args = ["a"] } } # mine\n';
  const edit = editTomlEntry(text, PATH, ENTRY);
  assert.ok(edit.ok && edit.changed);
  assert.equal(
    edit.text,
    'model = "o3"\nmcp_servers = { other = { command = "x", args = ["a"] }, ' +
      'ctx = { command = "/opt/ctx", args = [ "mcp" ] } } # mine\n',
  );
  assert.deepEqual(plain(parseToml(edit.text).mcp_servers), {
    other: { command: "x", args: ["a"] },
    ctx: ENTRY,
  });
  const removed = editTomlEntry(edit.text, PATH, undefined);
  assert.ok(removed.ok);
  assert.equal(removed.text, text);
});

Deno.test("editTomlEntry() adds ctx next to servers written as dotted keys", () => {
  const text = 'mcp_servers.other.command = "x"\n';
  const edit = editTomlEntry(text, PATH, ENTRY);
  assert.ok(edit.ok);
  assert.deepEqual(plain(parseToml(edit.text)), {
    mcp_servers: { other: { command: "x" }, ctx: ENTRY },
  });
  assert.ok(edit.text.startsWith(text), "the user's line is untouched");
});

Deno.test("editTomlEntry() updates only the values that change and keeps the user's fields, comments and sub-tables", () => {
  const text = `model = "o3"

[mcp_servers.ctx]
command = "/old/ctx" # ours
args = ["mcp"]
startup_timeout_sec = 30 # slow disk

[mcp_servers.ctx.env]
FOO = "bar"

[profiles.x]
a = 1
`;
  const read = readTomlEntry(text, PATH);
  assert.ok(read.ok);
  const value = { ...read.existing, command: "/opt/ctx", env_vars: ["CTX_HOME"] };
  const edit = editTomlEntry(text, PATH, value);
  assert.ok(edit.ok && edit.changed);
  assert.equal(
    edit.text,
    text.replace('"/old/ctx"', '"/opt/ctx"').replace(
      "startup_timeout_sec = 30 # slow disk\n",
      'startup_timeout_sec = 30 # slow disk\nenv_vars = ["CTX_HOME"]\n',
    ),
  );
  const again = editTomlEntry(edit.text, PATH, value);
  assert.ok(again.ok && !again.changed, "idempotent");
});

Deno.test("editTomlEntry() refuses invalid TOML with the position and reason, never the line itself", () => {
  const text = 'a = 1\n[mcp_servers.x]\nenv = { KEY = "sk-secret-0123456789" }\n' +
    'env = { KEY = "sk-secret-0123456789" }\n';
  const edit = editTomlEntry(text, PATH, ENTRY);
  assert.ok(!edit.ok);
  assert.match(edit.error, /^invalid TOML at line 4, column 1: /);
  assert.ok(!edit.error.includes("sk-secret"), edit.error);
  assert.deepEqual(editTomlEntry("mcp_servers = 1\n", PATH, ENTRY), {
    ok: false,
    error: '"mcp_servers" is not a table',
  });
  assert.deepEqual(editTomlEntry('[mcp_servers]\nctx = "x"\n', PATH, ENTRY), {
    ok: false,
    error: '"mcp_servers.ctx" is not a table',
  });
});

Deno.test("editTomlEntry() keeps CRLF line endings when it appends", () => {
  const text = CODEX.replaceAll("\n", "\r\n");
  const edit = editTomlEntry(text, PATH, ENTRY);
  assert.ok(edit.ok);
  assert.ok(!/[^\r]\n/.test(edit.text));
  assert.ok(edit.text.startsWith(text));
});

Deno.test("renderTomlTable() escapes Windows paths and quotes, and renders only strings", () => {
  assert.equal(
    renderTomlTable(["mcp_servers", "ctx"], {
      command: 'C:\\Users\\a "b"\\ctx.exe',
      args: ["mcp"],
    }),
    '[mcp_servers.ctx]\ncommand = "C:\\\\Users\\\\a \\"b\\"\\\\ctx.exe"\nargs = ["mcp"]\n',
  );
  assert.equal(renderTomlTable(["a"], { env: { A: "1" } }), undefined);
});

Deno.test("editJsonEntry() reads a hostile __proto__ key as a plain field", () => {
  const text = '{"mcpServers": {"ctx": {"__proto__": {"polluted": true}, "command": "/old"}}}';
  const edit = editJsonEntry(text, "mcpServers", "ctx", ENTRY);
  assert.ok(edit.ok);
  const existing = edit.existing as Record<string, unknown>;
  assert.deepEqual(Object.keys(existing), ["__proto__", "command"]);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(Object.getPrototypeOf(existing), Object.prototype);
});
