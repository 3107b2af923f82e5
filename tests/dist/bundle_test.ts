/**
 * scripts/bundle.ts: the real `deno task bundle` run into a temp folder, then the bundle run
 * with Deno; plus the pure pieces of Deno-graph resolution.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT, tempDir, waitFor } from "../_helpers.ts";
import { removeStaleChunks, STALE_CHUNK_DAYS } from "../../scripts/bundle.ts";
import {
  buildGraph,
  BundleError,
  packageName,
  parseNpmSpecifier,
} from "../../scripts/_deno_graph.ts";
import { BINARY_PERMISSIONS } from "../../scripts/compile.ts";
import { denoDir } from "./_deno_dir.ts";

const BUNDLE_TS = join(REPO_ROOT, "scripts", "bundle.ts");

/** Run deno with a temp HOME (the real DENO_DIR stays reachable for the npm cache). */
async function deno(
  args: string[],
  cwd: string,
  home: string,
): Promise<{ code: number; out: string; err: string }> {
  const result = await new Deno.Command(Deno.execPath(), {
    args,
    cwd,
    env: { NO_COLOR: "1", PATH: Deno.env.get("PATH") ?? "", HOME: home, DENO_DIR: denoDir() },
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  return {
    code: result.code,
    out: new TextDecoder().decode(result.stdout),
    err: new TextDecoder().decode(result.stderr),
  };
}

/** Static and dynamic import specifiers of a bundle file, and what it `require`s. */
function importsOf(code: string): { imports: string[]; dynamic: string[]; required: string[] } {
  return {
    imports: [
      ...code.matchAll(/^\s*import\s[^;]*?from\s*"([^"]+)"/gm),
      ...code.matchAll(/^import "([^"]+)"/gm),
    ]
      .map((m) => m[1]!),
    dynamic: [...code.matchAll(/\bimport\(\s*(["'`])([^"'`]*)\1/g)].map((m) => m[2]!),
    required: [...code.matchAll(/__require\("([^"]+)"\)/g)].map((m) => m[1]!),
  };
}

const INITIALIZE = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "ctx-test", version: "1" },
};

/** What the probe writes on stderr when Node's `process` is read. */
const NODE_READ = "ctx-test: Node's process read";

/**
 * A module run before the bundle (`deno run --preload`) that says on stderr when anything reads
 * Node's `process`: the bundle's `require` asks `process.getBuiltinModule` for every Node
 * built-in, and no file of it imports one (see the step above), so this is every load.
 */
const PROBE = `const real = globalThis.process;
let said = false;
Object.defineProperty(globalThis, "process", {
  configurable: true,
  get() {
    if (!said) {
      said = true;
      console.error("${NODE_READ}\\n" + new Error().stack);
    }
    return real;
  },
});
`;

/** A JSON-RPC answer, as far as these steps read it. */
interface Answer {
  result: { tools?: unknown[]; isError?: boolean };
}

/** Start the bundle's `ctx <args>` with the probe, in `home`, every stream piped. */
async function spawnWithProbe(
  outfile: string,
  home: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<Deno.ChildProcess> {
  const probe = join(home, "probe.js");
  await Deno.writeTextFile(probe, PROBE);
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", "--preload", probe, outfile, ...args],
    cwd: options.cwd ?? home,
    env: {
      NO_COLOR: "1",
      PATH: Deno.env.get("PATH") ?? "",
      HOME: home,
      CTX_HOME: join(home, "ctx-home"),
      CTX_KEYCHAIN: "off",
      DENO_DIR: denoDir(),
      ...options.env,
    },
    clearEnv: true,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}

/** Run the bundle's `ctx mcp` with the probe, send `messages`, read one answer per request. */
async function nodeLoadsOf(
  outfile: string,
  home: string,
  messages: Array<Record<string, unknown>>,
): Promise<{ answers: Answer[]; nodeLoaded: boolean; stderr: string }> {
  const child = await spawnWithProbe(outfile, home, ["mcp"]);
  const writer = child.stdin.getWriter();
  await writer.write(
    new TextEncoder().encode(messages.map((m) => JSON.stringify(m) + "\n").join("")),
  );
  const requests = messages.filter((m) => "id" in m).length;
  const answers: Answer[] = [];
  let buffer = "";
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  while (answers.length < requests) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop()!;
    for (const line of lines) if (line.trim()) answers.push(JSON.parse(line));
  }
  await writer.close();
  const [, err] = await Promise.all([reader.cancel(), new Response(child.stderr).text()]);
  await child.status;
  return { answers, nodeLoaded: err.includes(NODE_READ), stderr: err };
}

Deno.test("bundle.ts builds a self-contained ESM entry and chunks that run like main.ts", async (t) => {
  await using tmp = await tempDir();
  const outfile = join(tmp.path, "out", "ctx.js");
  const version = JSON.parse(await Deno.readTextFile(join(REPO_ROOT, "deno.json"))).version;

  const build = await deno(["run", "-A", BUNDLE_TS, "--out", outfile], REPO_ROOT, tmp.path);
  assert.equal(build.code, 0, build.err);
  assert.match(build.out, /ctx\.js {2}\d+(\.\d)? (B|KB|MB)\n$/);
  const chunkDir = join(tmp.path, "out", "chunks");
  const files = new Map([[outfile, await Deno.readTextFile(outfile)]]);
  for await (const entry of Deno.readDir(chunkDir)) {
    files.set(join(chunkDir, entry.name), await Deno.readTextFile(join(chunkDir, entry.name)));
  }

  await t.step("only node: built-ins and its own chunks are imported, by literal names", () => {
    assert.ok(files.size > 10, `${files.size} files`);
    const all = new Set<string>();
    for (const [file, code] of files) {
      const { imports, dynamic, required } = importsOf(code);
      for (const spec of [...imports, ...dynamic]) {
        if (spec.startsWith("node:")) continue;
        assert.match(spec, /^\.\/(chunks\/)?[\w.-]+\.js$/, `${file} imports ${spec}`);
        const target = join(file, "..", spec);
        assert.ok(files.has(target), `${file} imports ${spec}, which is not in the output`);
        all.add(target);
      }
      assert.deepEqual(required.filter((s) => !s.startsWith("node:")), [], file);
    }
    // Every chunk is reached from the entry, so `deno compile` (which follows them) embeds all.
    assert.equal(all.size, files.size - 1);
  });

  await t.step(
    "Node built-ins load where first used: no file imports one at start",
    () => {
      const required = new Set<string>();
      for (const [file, code] of files) {
        const { imports } = importsOf(code);
        assert.deepEqual(imports.filter((s) => s.startsWith("node:")), [], file);
        for (const r of importsOf(code).required) required.add(r);
      }
      for (const builtin of ["node:http", "node:sqlite", "node:crypto", "node:path"]) {
        assert.ok(required.has(builtin), builtin);
      }
    },
  );

  await t.step(
    "ctx mcp answers initialize and tools/list without loading a Node built-in; a tool call does",
    async () => {
      const first = await nodeLoadsOf(outfile, tmp.path, [
        { jsonrpc: "2.0", id: 1, method: "initialize", params: INITIALIZE },
        { jsonrpc: "2.0", method: "notifications/initialized" },
        { jsonrpc: "2.0", id: 2, method: "tools/list" },
      ]);
      assert.equal(first.answers.length, 2, first.stderr);
      assert.equal(first.answers[1]!.result.tools?.length, 4);
      assert.equal(first.nodeLoaded, false, first.stderr);
      // The probe sees a load when there is one: the first tool call opens the index.
      const call = await nodeLoadsOf(outfile, tmp.path, [
        { jsonrpc: "2.0", id: 1, method: "initialize", params: INITIALIZE },
        { jsonrpc: "2.0", method: "notifications/initialized" },
        {
          jsonrpc: "2.0",
          id: 2,
          method: "tools/call",
          params: { name: "list_context_projects", arguments: {} },
        },
      ]);
      assert.equal(call.answers.length, 2, call.stderr);
      assert.equal(call.answers[1]!.result.isError, undefined, JSON.stringify(call.answers[1]));
      assert.equal(call.nodeLoaded, true, call.stderr);
    },
  );

  await t.step(
    "the session-end hook starts its background run and returns without loading a Node built-in",
    async () => {
      const project = join(tmp.path, "hook-project");
      await Deno.mkdir(project, { recursive: true });
      const transcript = join(tmp.path, "hook-transcript.jsonl");
      await Deno.writeTextFile(transcript, "{}\n");
      const started = join(tmp.path, "hook-started");
      // The launcher the hook starts again: a script that says it ran, with its arguments.
      const launcher = join(tmp.path, "hook-launcher");
      await Deno.writeTextFile(launcher, `#!/bin/sh\necho "$@" > "${started}"\n`);
      await Deno.chmod(launcher, 0o755);
      const child = await spawnWithProbe(outfile, tmp.path, ["hook", "session-end"], {
        cwd: project,
        env: { CTX_LAUNCHER: launcher },
      });
      const writer = child.stdin.getWriter();
      await writer.write(new TextEncoder().encode(JSON.stringify({
        session_id: "s1",
        transcript_path: transcript,
        cwd: project,
        hook_event_name: "SessionEnd",
      })));
      await writer.close();
      const { code, stdout, stderr } = await child.output();
      const err = new TextDecoder().decode(stderr);
      assert.equal(code, 0, err);
      assert.equal(new TextDecoder().decode(stdout), "");
      assert.equal(err.includes(NODE_READ), false, err);
      await waitFor(async () => (await Deno.readTextFile(started).catch(() => "")) !== "");
      assert.equal(
        (await Deno.readTextFile(started)).trim(),
        `hook distill --client claude-code --session-id s1 --cwd ${project} --transcript ${transcript}`,
      );
    },
  );

  await t.step("the entry holds no command and no npm package: each loads with its chunk", () => {
    const entry = files.get(outfile)!;
    assert.ok(entry.length < 64 * 1024, `${entry.length} bytes`);
    for (const marker of ["new Command(", "McpServer", "ZodType", "ajv"]) {
      assert.equal(entry.includes(marker), false, marker);
    }
  });

  await t.step("the MCP SDK's protocol schemas are built on first use", () => {
    const sdk = [...files.values()].filter((code) => code.includes("JSONRPCRequestSchema ="));
    assert.equal(sdk.length, 1);
    assert.match(sdk[0]!, /JSONRPCRequestSchema = \/\* @__PURE__ \*\/ __ctxLazy\(\(\) =>/);
  });

  await t.step("--version prints the version from deno.json (import.meta.main holds)", async () => {
    const run = await deno(["run", "-A", outfile, "--version"], tmp.path, tmp.path);
    assert.equal(run.err, "");
    assert.equal(run.out, `${version}\n`);
    assert.equal(run.code, 0);
  });

  await t.step("--help works with only the permissions the compiled binary gets", async () => {
    const run = await deno(
      ["run", "--no-prompt", ...BINARY_PERMISSIONS, outfile, "--help"],
      tmp.path,
      tmp.path,
    );
    assert.equal(run.code, 0, run.err);
    assert.match(run.out, /^Usage: ctx \[options\] \[command\]/);
    assert.match(run.out, /\bmcp\b/);
  });
});

Deno.test("a rebuild removes only chunks it no longer uses that are older than STALE_CHUNK_DAYS", async () => {
  await using tmp = await tempDir();
  const day = 86_400_000;
  const now = Date.now();
  const write = async (name: string, ageDays: number) => {
    const path = join(tmp.path, name);
    await Deno.writeTextFile(path, "export {};\n");
    const when = new Date(now - ageDays * day);
    await Deno.utime(path, when, when);
    return path;
  };
  const used = await write("mod-USED.js", STALE_CHUNK_DAYS + 30);
  await write("mod-OLD.js", STALE_CHUNK_DAYS + 1);
  await write("mod-RECENT.js", STALE_CHUNK_DAYS - 1);
  await write("notes.txt", STALE_CHUNK_DAYS + 30);

  await removeStaleChunks(tmp.path, [used], now);

  const left = [...Deno.readDirSync(tmp.path)].map((e) => e.name).sort();
  // The old unused chunk goes; the one in use, a recent one (a `ctx mcp` started from the
  // previous build may still import it) and anything not a chunk stay.
  assert.deepEqual(left, ["mod-RECENT.js", "mod-USED.js", "notes.txt"]);
});

Deno.test("bundle.ts fails naming the missing file and its importer, and writes nothing", async () => {
  await using tmp = await tempDir();
  const entry = join(tmp.path, "entry.ts");
  await Deno.writeTextFile(entry, 'await import("./commands/gone.ts");\n');
  const outfile = join(tmp.path, "ctx.js");

  const build = await deno(
    ["run", "-A", BUNDLE_TS, "--entry", entry, "--out", outfile],
    REPO_ROOT,
    tmp.path,
  );

  assert.equal(build.code, 1);
  assert.match(build.err, /^error: Cannot bundle: 1 module\(s\) missing or unsupported:$/m);
  assert.match(build.err, /Module not found "\S*commands\/gone\.ts" \(imported by \S*entry\.ts\)/);
  await assert.rejects(Deno.stat(outfile), Deno.errors.NotFound);
});

Deno.test("buildGraph() maps bare imports to Deno's resolution and npm packages to their deps", () => {
  const main = pathToFileURL("/repo/main.ts").href;
  const graph = buildGraph({
    roots: [main],
    modules: [
      {
        specifier: main,
        dependencies: [
          { specifier: "zod", code: { specifier: "npm:zod@^3.25.0" } },
          { specifier: "./lib.ts", code: { specifier: pathToFileURL("/repo/lib.ts").href } },
        ],
      },
      { specifier: pathToFileURL("/repo/lib.ts").href },
      { specifier: "npm:/zod@3.25.76", npmPackage: "zod@3.25.76" },
    ],
    redirects: { "npm:zod@^3.25.0": "npm:/zod@3.25.76" },
    npmPackages: {
      "zod@3.25.76": {
        name: "zod",
        version: "3.25.76",
        dependencies: [],
        localPath: "/cache/zod/3.25.76",
      },
      "sdk@1.0.0_zod@3.25.76": {
        name: "@scope/sdk",
        version: "1.0.0",
        dependencies: ["zod@3.25.76"],
        localPath: "/cache/@scope/sdk/1.0.0",
      },
    },
  });

  assert.equal(graph.imports.get("/repo/main.ts")?.get("zod"), "npm:zod@^3.25.0");
  assert.equal(graph.npmModules.get("npm:/zod@3.25.76"), "zod@3.25.76");
  assert.deepEqual([...(graph.packages.get("sdk@1.0.0_zod@3.25.76")?.deps ?? [])], [
    ["zod", "zod@3.25.76"],
  ]);
});

Deno.test("buildGraph() fails listing every missing and remote module with its importer", () => {
  const mod = pathToFileURL(join(REPO_ROOT, "src", "cli", "mod.ts")).href;
  const missing = pathToFileURL(join(REPO_ROOT, "src", "cli", "init.ts")).href;
  const info = {
    roots: [mod],
    modules: [
      {
        specifier: mod,
        dependencies: [
          { specifier: "./init.ts", code: { specifier: missing } },
          { specifier: "jsr:@std/path", code: { specifier: "jsr:@std/path" } },
        ],
      },
      { specifier: missing, error: `Module not found "${missing}".` },
      { specifier: "jsr:@std/path" },
    ],
    redirects: {},
    npmPackages: {},
  };

  assert.throws(() => buildGraph(info), (error: unknown) => {
    assert.ok(error instanceof BundleError);
    assert.equal(
      error.message,
      "Cannot bundle: 2 module(s) missing or unsupported:\n" +
        '  Module not found "src/cli/init.ts" (imported by src/cli/mod.ts)\n' +
        '  Remote module "jsr:@std/path" cannot be bundled (imported by src/cli/mod.ts)\n' +
        "hint: every file the CLI imports (also lazily, e.g. src/cli/<command>.ts) must exist",
    );
    return true;
  });
});

Deno.test("parseNpmSpecifier() splits scoped and plain npm specifiers into name and subpath", () => {
  assert.deepEqual(parseNpmSpecifier("npm:/@modelcontextprotocol/sdk@1.32.2/server/mcp.js"), {
    name: "@modelcontextprotocol/sdk",
    subpath: "/server/mcp.js",
  });
  assert.deepEqual(parseNpmSpecifier("npm:zod@^3.25.0"), { name: "zod", subpath: "" });
  assert.deepEqual(parseNpmSpecifier("npm:/commander@14.0.3"), { name: "commander", subpath: "" });
  assert.equal(parseNpmSpecifier("jsr:@std/path"), null);
});

Deno.test("packageName() keeps the scope of a scoped package and drops subpaths", () => {
  assert.equal(packageName("@inquirer/prompts"), "@inquirer/prompts");
  assert.equal(packageName("@modelcontextprotocol/sdk/server/mcp.js"), "@modelcontextprotocol/sdk");
  assert.equal(packageName("ajv/dist/runtime/equal"), "ajv");
  assert.equal(packageName("zod"), "zod");
});
