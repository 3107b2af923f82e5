/**
 * `deno task bundle`: build `dist/ctx.js`, a self-contained ESM entry that runs with
 * `deno run -A dist/ctx.js …` exactly like `deno run -A main.ts …`, and the chunks it imports
 * (`dist/chunks/`).
 *
 * Split, so that a command compiles only the code it runs: every `await import()` of a command
 * or a heavy module becomes a chunk, loaded when that import runs (code shared by two of them is
 * a chunk of its own). `ctx mcp` and the session-end hook, which assistants start on their own,
 * no longer parse the 3 MB of every other command first. Chunk names carry a hash of their
 * content; a rebuild writes the chunks first and the entry last (atomically), and removes only
 * chunks that are no longer used and older than `STALE_CHUNK_DAYS` — a `ctx mcp` started from
 * the previous build may still import one of its own. `deno compile` embeds the entry and every
 * chunk (the imports are string literals, which it follows).
 *
 * How bare specifiers are resolved: the project uses `nodeModulesDir: "none"`, so npm packages
 * live only in Deno's global cache (`$DENO_DIR/npm/registry.npmjs.org/<name>/<version>/`),
 * not in a `node_modules` tree esbuild could walk. Instead of re-implementing Deno's resolution,
 * we ask Deno for its own answer (`deno info --json`: every local module with its resolved
 * imports, and every npm package with its exact dependencies and cache folder). A small esbuild
 * plugin then maps:
 * - a bare or `npm:` import in our source → the package Deno chose for it;
 * - a bare import inside an npm package → that package's own dependency of that name;
 * and lets esbuild itself apply `package.json` `exports`/`main` by resolving from a throwaway
 * folder whose `node_modules/<dep>` entries are symlinks to the cache folders. `node:` built-ins
 * stay external, each loaded by a `require` where it is first used (`LAZY_BUILTIN`; bare built-ins
 * like `"fs"` are rewritten to `"node:fs"`, which Deno requires).
 *
 * Usage: deno task bundle [--out dist/ctx.js] [--entry main.ts] [--minify]
 */
import * as esbuild from "esbuild";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { taskArgs } from "./_task_args.ts";
import { writeFileAtomic } from "../src/store/atomic.ts";
import { denoGraphPlugin } from "./_bundle_plugin.ts";
import { BundleError, type DenoGraph, loadGraph, ROOT } from "./_deno_graph.ts";

export { BundleError, ROOT };

export interface BundleOptions {
  /** Entry module (default `<root>/main.ts`). */
  entry?: string;
  /** Output file (default `<root>/dist/ctx.js`). */
  outfile?: string;
  /** Minify whitespace and syntax (identifiers are kept so stack traces stay readable). */
  minify?: boolean;
}

export interface BundleResult {
  outfile: string;
  /** Bytes of the entry and its chunks. */
  bytes: number;
  /** The chunks written next to the entry (`chunks/…`), absolute paths. */
  chunks: string[];
  /** Bytes of output contributed per npm package (or `(ctx)` for our own source). */
  contributions: Array<{ name: string; bytes: number }>;
}

/**
 * Lets CommonJS packages (commander, ajv, …) and the lazy built-ins below `require()` node
 * built-ins from an ES module: esbuild's require shim uses a `require` in scope when there is one.
 * It asks Node's `process.getBuiltinModule` when first called, instead of importing `node:module`
 * for `createRequire` at the top of every file: that import alone costs a process 40–50 ms of CPU
 * (Deno's Node compatibility layer), which `ctx mcp` and the session-end hook do not need before
 * they answer. Built-ins are all it is ever asked for (the bundle resolves everything else); an
 * unknown name throws as Node's `require` does.
 */
const BANNER = "const require = (id) => {\n" +
  "  const m = globalThis.process.getBuiltinModule(id);\n" +
  "  if (m === undefined) {\n" +
  "    throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });\n" +
  "  }\n" +
  "  return m;\n" +
  "};";

/** Where the chunks go, next to the entry. */
export const CHUNK_DIR = "chunks";
/** Unused chunks younger than this are kept for processes started from an earlier build. */
export const STALE_CHUNK_DAYS = 7;

/**
 * Bundle `entry` and everything it imports (npm packages, JSON, lazily imported command files)
 * into an ESM entry and its chunks; each file is written atomically, the entry last.
 */
export async function bundle(options: BundleOptions = {}): Promise<BundleResult> {
  const entry = resolve(options.entry ?? join(ROOT, "main.ts"));
  const outfile = resolve(options.outfile ?? join(ROOT, "dist", "ctx.js"));
  const graph = await loadGraph(entry);
  const farm = await Deno.makeTempDir({ prefix: "ctx-bundle-" });
  try {
    const result = await esbuild.build({
      entryPoints: [entry],
      outdir: dirname(outfile),
      entryNames: basename(outfile, ".js"),
      chunkNames: `${CHUNK_DIR}/[name]-[hash]`,
      bundle: true,
      write: false,
      format: "esm",
      platform: "node",
      target: "esnext",
      // Deno resolves npm packages with these conditions (plus import/require/default).
      conditions: ["deno", "node"],
      // Prefer a package's ES module build: UMD "main" files (jsonc-parser) hide their
      // require() calls from esbuild, and the ESM build is the same API.
      mainFields: ["module", "main"],
      splitting: true,
      treeShaking: true,
      minifySyntax: options.minify ?? false,
      minifyWhitespace: options.minify ?? false,
      charset: "utf8",
      legalComments: "eof",
      banner: { js: BANNER },
      metafile: true,
      logLevel: "silent",
      plugins: [denoGraphPlugin(graph, farm)],
    });
    const file = result.outputFiles.find((f) => resolve(f.path) === outfile);
    if (!file) throw new BundleError("esbuild produced no output");
    const chunks = result.outputFiles.filter((f) => f !== file);
    await Deno.mkdir(join(dirname(outfile), CHUNK_DIR), { recursive: true });
    for (const chunk of chunks) {
      await writeFileAtomic(chunk.path, chunk.contents, { keepMode: false });
    }
    await writeFileAtomic(outfile, file.contents, { keepMode: false });
    await removeStaleChunks(join(dirname(outfile), CHUNK_DIR), chunks.map((c) => resolve(c.path)));
    for (const warning of result.warnings) console.error(`warning: ${formatMessage(warning)}`);
    return {
      outfile,
      bytes: result.outputFiles.reduce((sum, f) => sum + f.contents.byteLength, 0),
      chunks: chunks.map((c) => resolve(c.path)),
      contributions: contributions(result.metafile, graph),
    };
  } catch (error) {
    if (isBuildFailure(error)) {
      throw new BundleError(
        `Cannot bundle "${relative(ROOT, entry)}":\n` +
          error.errors.map((m) => `  ${formatMessage(m)}`).join("\n"),
      );
    }
    throw error;
  } finally {
    await esbuild.stop();
    await Deno.remove(farm, { recursive: true }).catch(() => {});
  }
}

/** Remove the `.js` files of `dir` not in `keep` and not modified for `STALE_CHUNK_DAYS`. */
export async function removeStaleChunks(
  dir: string,
  keep: string[],
  now = Date.now(),
): Promise<void> {
  const used = new Set(keep);
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (!entry.isFile || !entry.name.endsWith(".js") || used.has(path)) continue;
    const { mtime } = await Deno.stat(path);
    if (mtime && now - mtime.getTime() > STALE_CHUNK_DAYS * 86_400_000) {
      await Deno.remove(path).catch(() => {});
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reporting

function contributions(
  metafile: esbuild.Metafile,
  graph: DenoGraph,
): Array<{ name: string; bytes: number }> {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const path = resolve(ROOT, input);
      const owner = graph.folders.find((f) => path.startsWith(f.dir + sep));
      const name = owner ? graph.packages.get(owner.id)?.name ?? owner.id : "(ctx)";
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function formatMessage(message: esbuild.Message): string {
  const where = message.location
    ? `${message.location.file}:${message.location.line}:${message.location.column}: `
    : "";
  return `${where}${message.text}`;
}

function isBuildFailure(error: unknown): error is esbuild.BuildFailure {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

/** `1234567` → `1.2 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

async function main(): Promise<number> {
  const parsed = taskArgs("bundle", {
    options: {
      out: { type: "string" },
      entry: { type: "string" },
      minify: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (parsed === 2) return 2;
  const { values } = parsed;
  if (values.help) {
    console.log("Usage: deno task bundle [--out dist/ctx.js] [--entry main.ts] [--minify]");
    return 0;
  }
  try {
    const result = await bundle({
      entry: values.entry,
      outfile: values.out,
      minify: values.minify,
    });
    console.log(`${relative(Deno.cwd(), result.outfile)}  ${formatBytes(result.bytes)}`);
    for (const { name, bytes } of result.contributions.slice(0, 8)) {
      console.error(`  ${name.padEnd(32)} ${formatBytes(bytes).padStart(9)}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BundleError) {
      console.error(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.main) Deno.exit(await main());
