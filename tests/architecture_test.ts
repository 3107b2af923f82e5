/**
 * The architecture rules of docs/architecture.md, checked on the real tree (import graph from
 * `deno info --json`, functions from the TypeScript parser), and each checker shown to fail on
 * a small bad input.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { type Assistant, ASSISTANTS, registrations } from "../src/assistants/mod.ts";
import {
  commandImports,
  eagerPackages,
  type Edge,
  edgesOf,
  folderCycles,
  importCycles,
  importGraph,
  importsOfCli,
  privateImports,
  ROOT,
  sourceFiles,
} from "./_architecture.ts";
import {
  assistantFolders,
  assistantNames,
  environmentReads,
  longFile,
  longFunctions,
  privateCopies,
} from "./_architecture_source.ts";

/** npm packages `main.ts` may load before a command runs (the CLI parser). */
const EAGER_PACKAGES = ["npm:commander"];

const files = ["main.ts", ...await sourceFiles("src")];
let graph: Promise<Edge[]> | undefined;
const edges = () => graph ??= importGraph(files);

/** Each name of an assistant (its id, and the id its MCP client goes by) → its folder. */
function assistantOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const a of ASSISTANTS as readonly Assistant[]) {
    const folder = `src/assistants/${a.id}/`;
    owners.set(a.id, folder);
    for (const r of registrations(a)) if (r.id) owners.set(r.id, folder);
  }
  return owners;
}

function sizeViolations(): string[] {
  return files.flatMap((path) => {
    const text = Deno.readTextFileSync(join(ROOT, path));
    return [...longFile(path, text), ...longFunctions(path, text)];
  });
}

// ---------------------------------------------------------------------------------------------
// The tree

Deno.test("architecture: the import graph is read (main.ts -> src/cli/mod.ts and every folder)", async () => {
  const all = await edges();
  assert.ok(all.some((e) => e.from === "main.ts" && e.to === "src/cli/mod.ts"));
  const folders = new Set(all.map((e) => e.from.split("/").slice(0, 2).join("/")));
  for (const folder of ["src/cli", "src/sources", "src/distill", "src/store", "src/team"]) {
    assert.ok(folders.has(folder), folder);
  }
});

Deno.test("architecture: only main.ts and src/cli/ import src/cli/", async () => {
  assert.deepEqual(importsOfCli(await edges()), []);
});

Deno.test("architecture: no command file imports another (they share through src/cli/_-files)", async () => {
  assert.deepEqual(commandImports(await edges()), []);
});

Deno.test("commandImports() reports a command importing another, not mod.ts or a _-file", () => {
  const edge = (from: string, to: string): Edge => ({ from, to, typeOnly: false, dynamic: false });
  assert.deepEqual(
    commandImports([
      edge("src/cli/export.ts", "src/cli/init.ts"),
      edge("src/cli/mod.ts", "src/cli/init.ts"),
      edge("src/cli/export.ts", "src/cli/_distill_run.ts"),
      edge("src/cli/init.ts", "src/store/mod.ts"),
    ]),
    ["src/cli/export.ts imports src/cli/init.ts: commands share through a _-file of src/cli/"],
  );
});

Deno.test("architecture: src/ has no import cycle, between files or between folders", async () => {
  assert.deepEqual(importCycles(await edges()), []);
  assert.deepEqual(folderCycles(await edges()), []);
});

Deno.test("architecture: no file imports another folder's _-file", async () => {
  assert.deepEqual(privateImports(await edges()), []);
});

Deno.test("architecture: no file over 400 lines, no function over 120 lines", () => {
  assert.deepEqual(sizeViolations(), []);
});

Deno.test("architecture: sha256Hex, isDir and clip are written once (no private copy in src/ or scripts/)", async () => {
  const all = [...files, ...await sourceFiles("scripts")];
  assert.deepEqual(
    all.flatMap((path) => privateCopies(path, Deno.readTextFileSync(join(ROOT, path)))),
    [],
  );
});

Deno.test("architecture: only src/config/ reads the environment (src/cli/mod.ts hands it over)", () => {
  assert.deepEqual(
    files.flatMap((path) => environmentReads(path, Deno.readTextFileSync(join(ROOT, path)))),
    [],
  );
});

Deno.test("architecture: main.ts loads no npm package but commander before a command runs", async () => {
  assert.deepEqual(eagerPackages(await edges(), "main.ts", EAGER_PACKAGES), []);
});

Deno.test("architecture: every assistant is one folder src/assistants/<id>/ with one registry line", () => {
  assert.deepEqual(assistantFolders(files, ASSISTANTS.map((a) => a.id)), []);
});

Deno.test("architecture: no file outside an assistant's folder and the registry names the assistant", () => {
  const owners = assistantOwners();
  assert.ok(owners.size >= ASSISTANTS.length);
  const found = files.flatMap((path) =>
    assistantNames(path, Deno.readTextFileSync(join(ROOT, path)), owners)
  );
  assert.deepEqual(found, []);
});

// ---------------------------------------------------------------------------------------------
// Each checker fails on a bad input

function edge(from: string, to: string, kind: Partial<Edge> = {}): Edge {
  return { from, to, typeOnly: false, dynamic: false, ...kind };
}

Deno.test("importsOfCli() reports a lower floor importing src/cli/, even a type", () => {
  assert.deepEqual(
    importsOfCli([
      edge("main.ts", "src/cli/mod.ts"),
      edge("src/cli/mod.ts", "src/cli/init.ts"),
      edge("src/deps.ts", "src/cli/_output.ts", { typeOnly: true }),
      edge("src/mcp/_roots.ts", "src/cli/output.ts", { dynamic: true }),
    ]),
    [
      "src/deps.ts imports src/cli/_output.ts: only main.ts and src/cli/ may import src/cli/",
      "src/mcp/_roots.ts imports src/cli/output.ts: only main.ts and src/cli/ may import src/cli/",
    ],
  );
});

Deno.test("importCycles() reports each cycle once, through type-only and lazy imports too", () => {
  assert.deepEqual(
    importCycles([
      edge("src/store/index.ts", "src/store/_index_read.ts"),
      edge("src/store/_index_read.ts", "src/store/index.ts", { typeOnly: true }),
      edge("src/a/x.ts", "src/b/y.ts"),
      edge("src/b/y.ts", "src/c/z.ts", { dynamic: true }),
      edge("src/c/z.ts", "src/a/x.ts"),
      edge("src/d.ts", "src/a/x.ts"),
      edge("src/d.ts", "npm:zod"),
    ]),
    [
      "import cycle: src/a/x.ts <-> src/b/y.ts <-> src/c/z.ts",
      "import cycle: src/store/_index_read.ts <-> src/store/index.ts",
    ],
  );
  assert.deepEqual(importCycles([edge("src/a.ts", "src/b.ts"), edge("src/c.ts", "src/b.ts")]), []);
});

Deno.test("folderCycles() reports two folders that import each other through different files", () => {
  assert.deepEqual(
    folderCycles([
      edge("src/install/register.ts", "src/assistants/mod.ts"),
      edge("src/assistants/claude-code/register.ts", "src/install/_write.ts", { typeOnly: true }),
      edge("src/assistants/mod.ts", "src/assistants/codex/mod.ts"),
      edge("src/assistants/codex/mod.ts", "src/edit/clients.ts"),
      edge("src/deps.ts", "src/store/mod.ts"),
      edge("src/store/db.ts", "npm:zod"),
    ]),
    ["folder cycle: src/assistants/ <-> src/install/"],
  );
  assert.deepEqual(
    folderCycles([edge("src/a/x.ts", "src/a/y.ts"), edge("src/a/y.ts", "src/a/x.ts")]),
    [],
  );
});

Deno.test("privateImports() allows a _-file to its folder and subfolders only", () => {
  assert.deepEqual(
    privateImports([
      edge("src/team/client.ts", "src/team/_protocol.ts"),
      edge("src/mcp/tools/search.ts", "src/mcp/_context.ts"),
      edge("src/cli/push.ts", "src/team/_protocol.ts", { typeOnly: true }),
      edge("src/mcp/_context.ts", "src/mcp/tools/_shared.ts"),
      edge("src/cli/push.ts", "src/team/mod.ts"),
    ]),
    [
      "src/cli/push.ts imports src/team/_protocol.ts: a _-file is private to src/team/",
      "src/mcp/_context.ts imports src/mcp/tools/_shared.ts: a _-file is private to src/mcp/tools/",
    ],
  );
});

Deno.test("eagerPackages() follows static imports only", () => {
  const graph = [
    edge("main.ts", "src/cli/mod.ts"),
    edge("src/cli/mod.ts", "npm:commander"),
    edge("src/cli/mod.ts", "src/cli/install.ts"),
    edge("src/cli/install.ts", "npm:zod"),
    edge("src/cli/install.ts", "src/mcp/mod.ts", { dynamic: true }),
    edge("src/cli/install.ts", "npm:@inquirer/prompts", { typeOnly: true }),
    edge("src/mcp/mod.ts", "npm:@modelcontextprotocol/sdk"),
  ];
  assert.deepEqual(eagerPackages(graph, "main.ts", ["npm:commander"]), [
    "main.ts loads npm:zod at start-up (via main.ts -> src/cli/mod.ts -> src/cli/install.ts -> npm:zod)",
  ]);
});

Deno.test("longFile() allows 400 lines and reports 401", () => {
  assert.deepEqual(longFile("src/a.ts", "x\n".repeat(400)), []);
  assert.deepEqual(longFile("src/a.ts", "x\n".repeat(401)), [
    "src/a.ts has 401 lines (at most 400)",
  ]);
});

Deno.test("longFunctions() measures every kind of function, nested ones too", () => {
  const body = (n: number) => "  work();\n".repeat(n - 2);
  const source = [
    `export function fits() {\n${body(120)}}`,
    `export function declared() {\n${body(121)}}`,
    `const arrow = async () => {\n${body(122)}};`,
    `class Store {\n  method() {\n${body(123)}  }\n  constructor() {\n${body(124)}  }\n}`,
    `export function outer() {\n  const inner = function () {\n${body(125)}  };\n}`,
    `const object = { handler() {\n${body(126)}} };`,
    `run(() => {\n${body(127)}});`,
  ].join("\n");
  assert.deepEqual(
    longFunctions("src/a.ts", source).map((v) => v.replace(/^src\/a\.ts:\d+ /, "")),
    [
      "declared() has 121 lines (at most 120)",
      "arrow() has 122 lines (at most 120)",
      "method() has 123 lines (at most 120)",
      "constructor has 124 lines (at most 120)",
      "outer() has 127 lines (at most 120)",
      "inner() has 125 lines (at most 120)",
      "handler() has 126 lines (at most 120)",
      "an anonymous function has 127 lines (at most 120)",
    ],
  );
});

Deno.test("edgesOf() reads deno info's output: static, type-only and dynamic imports, npm packages", () => {
  const url = (path: string) => `file://${ROOT}/${path}`;
  const info = {
    modules: [
      {
        specifier: url("src/cli/init.ts"),
        dependencies: [
          { type: { specifier: url("src/deps.ts") } },
          { code: { specifier: url("src/errors.ts") } },
          { code: { specifier: url("src/distill/mod.ts") }, isDynamic: true },
          { code: { specifier: "node:path" } },
          { type: { specifier: "npm:commander@^14.0.0" } },
          { code: { specifier: "npm:zod@^3.25.0" } },
        ],
      },
      { specifier: url("src/other.ts"), dependencies: [{ code: { specifier: url("src/x.ts") } }] },
    ],
    redirects: { "npm:zod@^3.25.0": "npm:/zod@3.25.76/index.js" },
  };
  assert.deepEqual(edgesOf(info, ["src/cli/init.ts"]), [
    edge("src/cli/init.ts", "src/deps.ts", { typeOnly: true }),
    edge("src/cli/init.ts", "src/errors.ts"),
    edge("src/cli/init.ts", "src/distill/mod.ts", { dynamic: true }),
    edge("src/cli/init.ts", "npm:commander", { typeOnly: true }),
    edge("src/cli/init.ts", "npm:zod"),
  ]);
});

Deno.test("privateCopies() reports a shared helper defined or written out outside its home", () => {
  const source = [
    `import { createHash } from "node:crypto";`,
    `function sha256(text: string) { return createHash("sha256").update(text).digest("hex"); }`,
    `const short = (t: string) => createHash("SHA256").update(t).digest("hex").slice(0, 8);`,
    `export async function hashOf(data: Uint8Array) { return await crypto.subtle.digest("SHA-256", data); }`,
    `function folder(path: string): boolean {`,
    `  try {`,
    `    return Deno.statSync(path).isDirectory;`,
    `  } catch {`,
    `    return false;`,
    `  }`,
    `}`,
    `async function isFolder(path: string) {`,
    `  try {`,
    `    return (await stat(path)).isDirectory();`,
    `  } catch {`,
    `    return false;`,
    `  }`,
    `}`,
    `const is_dir = isDirSync;`,
    `class View { clipLine(text: string) { return text; } }`,
    `function clip(text: string, max: number) { return text.slice(0, max); }`,
    // Not copies: another hash, a folder test that does not follow links, a boolean named isDir.
    `createHash("sha1");`,
    `async function isRealDir(path: string) {`,
    `  try {`,
    `    return (await Deno.lstat(path)).isDirectory;`,
    `  } catch {`,
    `    return false;`,
    `  }`,
    `}`,
    `const isDir = entry.isDirectory && !entry.isSymlink;`,
  ].join("\n");
  assert.deepEqual(privateCopies("src/x/y.ts", source), [
    "src/x/y.ts:2 defines sha256(): use the one in src/fsutil.ts",
    "src/x/y.ts:2 hashes with createHash(): use sha256Hex from src/fsutil.ts",
    "src/x/y.ts:3 hashes with createHash(): use sha256Hex from src/fsutil.ts",
    "src/x/y.ts:4 hashes with crypto.subtle.digest(): use sha256Hex from src/fsutil.ts",
    "src/x/y.ts:5 folder() tests for a folder: use isDir or isDirSync from src/fsutil.ts",
    "src/x/y.ts:12 isFolder() tests for a folder: use isDir or isDirSync from src/fsutil.ts",
    "src/x/y.ts:19 defines is_dir(): use the one in src/fsutil.ts",
    "src/x/y.ts:20 defines clipLine(): use the one in src/text.ts",
    "src/x/y.ts:21 defines clip(): use the one in src/text.ts",
  ]);
  // At home, the same code is the helper itself.
  assert.deepEqual(
    privateCopies("src/text.ts", `export function clip(t: string) { return t; }`),
    [],
  );
  assert.deepEqual(
    privateCopies("src/fsutil.ts", `export const sha256Hex = (t: string) => createHash("sha256");`),
    [],
  );
});

Deno.test("environmentReads() reports Deno.env and process.env outside the edge that hands them over", () => {
  const source = [
    `const key = Deno.env.get("VENDORA_API_KEY");`,
    `import process from "node:process";`,
    `if (process.env.DEBUG) log();`,
    `/** Deno.env in a comment, and a field named env, are not reads. */`,
    `const env = config.env;`,
  ].join("\n");
  assert.deepEqual(environmentReads("src/backends/x.ts", source), [
    "src/backends/x.ts:1 reads Deno.env: only src/config/ reads the environment",
    "src/backends/x.ts:3 reads process.env: only src/config/ reads the environment",
  ]);
  assert.deepEqual(environmentReads("src/cli/mod.ts", source), []);
});

Deno.test("assistantFolders() reports a registry line without its folder and a folder without its line", () => {
  const tree = [
    "src/assistants/mod.ts",
    "src/assistants/types.ts",
    "src/assistants/codex/mod.ts",
    "src/assistants/codex/reader.ts",
    "src/assistants/aider/reader.ts",
    "src/assistants/stray/mod.ts",
  ];
  assert.deepEqual(assistantFolders(tree, ["codex", "aider"]), [
    'src/assistants/aider/mod.ts is missing: the registry lists "aider"',
    "src/assistants/stray/ is not in the registry (src/assistants/mod.ts)",
  ]);
  assert.deepEqual(assistantFolders(tree.slice(0, 4), ["codex"]), []);
});

Deno.test("assistantNames() reports an id or a list of ids outside the assistant's folder, not a word in prose", () => {
  const owners = new Map([
    ["claude-code", "src/assistants/claude-code/"],
    ["cursor", "src/assistants/cursor/"],
    ["vscode", "src/assistants/copilot/"],
  ]);
  const source = [
    'import { cursor } from "../assistants/cursor/mod.ts";',
    'const lazy = () => import("../assistants/claude-code/reader.ts");',
    'if (ref.source === "cursor") read();',
    'const byId = { "claude-code": 1 };',
    "const help = `use claude-code or cursor`;",
    'type Client = "vscode";',
    'const prose = "the server sent the same page cursor twice";',
    "// a comment may say claude-code and cursor",
  ].join("\n");
  assert.deepEqual(assistantNames("src/hooks/x.ts", source, owners), [
    'src/hooks/x.ts:3 names "cursor": only src/assistants/cursor/ and the registry may',
    'src/hooks/x.ts:4 names "claude-code": only src/assistants/claude-code/ and the registry may',
    'src/hooks/x.ts:5 names "claude-code", "cursor": only src/assistants/claude-code/, ' +
    "src/assistants/cursor/ and the registry may",
    'src/hooks/x.ts:6 names "vscode": only src/assistants/copilot/ and the registry may',
  ]);
  // Its own folder may name it, another assistant's folder may not; the registry names them all.
  assert.deepEqual(assistantNames("src/assistants/cursor/reader.ts", source, owners).length, 3);
  assert.deepEqual(assistantNames("src/assistants/mod.ts", source, owners), []);
  // A wordlist of hundreds of words that holds two ids is data; a long message listing several is not.
  const filler = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");
  const data = `const WORDS = \`${filler} cursor ${filler} claude-code\`;`;
  assert.deepEqual(assistantNames("src/redact/x.ts", data, owners), []);
  const listing = `const HELP = \`${filler.slice(0, 600)} claude-code, cursor and vscode\`;`;
  assert.equal(assistantNames("src/redact/x.ts", listing, owners).length, 1);
});
