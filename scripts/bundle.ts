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
import process from "node:process";
import { builtinModules } from "node:module";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { writeFileAtomic } from "../src/store/atomic.ts";
import { lazyAjv, SDK_AJV_FILTER } from "./_lazy_ajv.ts";
import { lazySchemas, SDK_TYPES_FILTER } from "./_lazy_schemas.ts";
import {
  BundleError,
  type DenoGraph,
  followRedirects,
  loadGraph,
  packageName,
  parseNpmSpecifier,
  ROOT,
} from "./_deno_graph.ts";

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
// The esbuild plugin

const SKIP = Symbol("ctx-bundle-skip");
/**
 * Node built-ins are loaded when the module importing them first runs, not when the bundle
 * starts. Deno compiles each built-in's polyfill when it is first imported (`node:http` brings
 * `net`, `tls`, `stream`, `dns`, …), and an ES `import` of one is hoisted to the top of the
 * bundle, so every command would pay for all of them (over 100 ms of a `ctx mcp` start). Each
 * built-in is instead a tiny CommonJS module, `module.exports = require("node:x")` (`require`
 * is the banner's, Node's own for built-ins), which esbuild initialises where it is first used:
 * inside the lazily initialised module of a command that `await import`s it.
 */
const LAZY_BUILTIN = "ctx-lazy-builtin";
const BUILTINS = new Set(builtinModules.filter((m) => !m.startsWith("_")));

/**
 * Load the files `filter` matches through `rewrite` (a checked rewrite of an npm package's file):
 * a rewrite that refuses the file stops the bundle with its message.
 */
function rewriteOnLoad(
  build: esbuild.PluginBuild,
  filter: RegExp,
  rewrite: (source: string, path: string) => string,
): void {
  build.onLoad({ filter }, async (args) => {
    try {
      const source = await Deno.readTextFile(args.path);
      return { contents: rewrite(source, args.path), resolveDir: dirname(args.path) };
    } catch (error) {
      return { errors: [{ text: error instanceof Error ? error.message : String(error) }] };
    }
  });
}

function denoGraphPlugin(graph: DenoGraph, farmRoot: string): esbuild.Plugin {
  return {
    name: "deno-graph",
    setup(build) {
      const farms = new Map<string, Promise<string>>();
      // A folder whose node_modules/<dep> links to each dependency's cache folder, so that
      // esbuild's own resolver (exports, main, conditions) runs as if node_modules existed.
      const farm = (key: string, links: Map<string, string>): Promise<string> => {
        let dir = farms.get(key);
        if (!dir) {
          dir = makeFarm(join(farmRoot, String(farms.size)), links, graph);
          farms.set(key, dir);
        }
        return dir;
      };
      const viaFarm = async (
        args: esbuild.OnResolveArgs,
        spec: string,
        dir: Promise<string>,
      ): Promise<esbuild.OnResolveResult> => {
        const result = await build.resolve(spec, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: await dir,
          pluginData: SKIP,
          with: args.with,
        });
        if (result.errors.length > 0) return { errors: result.errors };
        return {
          path: result.path,
          external: result.external,
          namespace: result.namespace,
          sideEffects: result.sideEffects,
        };
      };

      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.pluginData === SKIP || args.kind === "entry-point") return undefined;
        const spec = args.path;
        const builtin = spec.startsWith("node:")
          ? spec
          : BUILTINS.has(spec) || (!spec.endsWith("/") && BUILTINS.has(packageName(spec)))
          ? `node:${spec}`
          : undefined;
        if (builtin) {
          // The one `require` of a lazy built-in (below) is the real thing.
          if (args.namespace === LAZY_BUILTIN) return { path: builtin, external: true };
          return { path: builtin, namespace: LAZY_BUILTIN };
        }
        if (/^(\.{1,2}\/|\/|[A-Za-z]:[\\/])/.test(spec) || spec === "." || spec === "..") {
          return undefined; // relative or absolute file: esbuild resolves it natively
        }
        const local = graph.imports.get(args.importer);
        if (local) {
          const target = local.get(spec);
          if (!target) {
            return { errors: [{ text: `"${spec}" is not in Deno's module graph` }] };
          }
          const resolved = followRedirects(target, graph.redirects);
          if (resolved.startsWith("file:")) return { path: fileURLToPath(resolved) };
          if (resolved.startsWith("node:")) return { path: resolved, external: true };
          const id = graph.npmModules.get(resolved);
          const npm = parseNpmSpecifier(resolved);
          const pkg = id ? graph.packages.get(id) : undefined;
          if (!npm || !pkg) {
            return { errors: [{ text: `Cannot bundle "${spec}" (resolved to "${resolved}")` }] };
          }
          const links = new Map([[pkg.name, pkg.id]]);
          return viaFarm(args, pkg.name + npm.subpath, farm(`root:${pkg.id}`, links));
        }
        const owner = graph.folders.find((f) => args.importer.startsWith(f.dir + sep));
        const pkg = owner ? graph.packages.get(owner.id) : undefined;
        if (!pkg) return undefined;
        const name = packageName(spec);
        // Unknown names (optional peers in try/catch require) fall through to esbuild, which
        // reports them as a warning inside try/catch and as an error elsewhere.
        if (!pkg.deps.has(name) && name !== pkg.name) return undefined;
        const links = new Map(pkg.deps);
        links.set(pkg.name, pkg.id); // a package may import itself by name
        return viaFarm(args, spec, farm(`pkg:${pkg.id}`, links));
      });
      // The MCP SDK's protocol schemas are built on first use (see _lazy_schemas.ts).
      rewriteOnLoad(build, SDK_TYPES_FILTER, (source, path) => lazySchemas(source, path).code);
      // The SDK's Ajv is required when a validator is built (see _lazy_ajv.ts).
      rewriteOnLoad(build, SDK_AJV_FILTER, lazyAjv);
      build.onLoad({ filter: /.*/, namespace: LAZY_BUILTIN }, (args) => ({
        contents: lazyBuiltinModule(args.path),
        loader: "js",
      }));
    },
  };
}

/**
 * Built-ins whose exports are plain functions, classes and constants (no method needs the module
 * object as `this`): importing one costs nothing until one of its exports is read.
 */
const ON_FIRST_USE = new Set([
  "node:path",
  "node:url",
  "node:fs",
  "node:fs/promises",
  "node:os",
  "node:sqlite",
  "node:crypto",
  "node:util",
]);

/**
 * The CommonJS module standing for built-in `id`. esbuild initialises it with the module that
 * imports it and copies its properties at once (`__toESM`), so the module of `ON_FIRST_USE` is an
 * object with one getter per export name (read from this Deno at build time) that loads the
 * built-in when first read: `import { join } from "node:path"` at the top of a module the
 * command loads anyway no longer loads Node's compatibility layer before `join` is called. Any
 * other built-in is `require`d as the module initialises (its exports may be objects whose
 * methods need their own `this`, like `process`).
 */
export function lazyBuiltinModule(id: string): string {
  const load = `require(${JSON.stringify(id)})`;
  if (!ON_FIRST_USE.has(id)) return `module.exports = ${load};`;
  const names = Object.getOwnPropertyNames(process.getBuiltinModule(id));
  const getters = names.map((name) => {
    const key = JSON.stringify(name);
    return `  ${key}: { get: () => load()[${key}], enumerable: true },`;
  });
  return [
    "let real;",
    `const load = () => real ??= ${load};`,
    "module.exports = Object.defineProperties({}, {",
    ...getters,
    "});",
  ].join("\n");
}

async function makeFarm(
  dir: string,
  links: Map<string, string>,
  graph: DenoGraph,
): Promise<string> {
  for (const [name, id] of links) {
    const target = graph.packages.get(id)?.dir;
    if (!target) continue;
    const link = join(dir, "node_modules", ...name.split("/"));
    await Deno.mkdir(dirname(link), { recursive: true });
    // Junctions need no special privilege on Windows; elsewhere the type is ignored.
    await Deno.symlink(target, link, { type: "junction" });
  }
  return dir;
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
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      out: { type: "string" },
      entry: { type: "string" },
      minify: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
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
