/**
 * The esbuild plugin of `deno task bundle` (scripts/bundle.ts): bare and `npm:` imports resolved
 * the way Deno resolved them (its module graph, scripts/_deno_graph.ts), node built-ins loaded on
 * first use, and the MCP SDK's files rewritten to build their schemas and validator lazily.
 */
import * as esbuild from "esbuild";
import process from "node:process";
import { builtinModules } from "node:module";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { lazyAjv, SDK_AJV_FILTER } from "./_lazy_ajv.ts";
import { lazySchemas, SDK_TYPES_FILTER } from "./_lazy_schemas.ts";
import { type DenoGraph, followRedirects, packageName, parseNpmSpecifier } from "./_deno_graph.ts";

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

export function denoGraphPlugin(graph: DenoGraph, farmRoot: string): esbuild.Plugin {
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
