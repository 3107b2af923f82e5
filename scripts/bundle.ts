/**
 * `deno task bundle`: build `dist/ctx.js`, one self-contained ESM file that runs with
 * `deno run -A dist/ctx.js …` exactly like `deno run -A main.ts …`.
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
 * stay external (bare built-ins like `"fs"` are rewritten to `"node:fs"`, which Deno requires).
 *
 * Usage: deno task bundle [--out dist/ctx.js] [--entry main.ts] [--minify]
 */
import * as esbuild from "esbuild";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { writeFileAtomic } from "../src/store/atomic.ts";

/** The repository root (this file lives in `scripts/`). */
export const ROOT: string = resolve(dirname(fileURLToPath(import.meta.url)), "..");

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
  bytes: number;
  /** Bytes of output contributed per npm package (or `(ctx)` for our own source). */
  contributions: Array<{ name: string; bytes: number }>;
}

/** Thrown for anything that stops the bundle; the message says what and what to do next. */
export class BundleError extends Error {
  override name = "BundleError";
}

// Lets CommonJS packages (commander, ajv, …) `require()` node built-ins from an ES module:
// esbuild's require shim uses a `require` in scope when there is one.
const BANNER = 'import { createRequire as __ctxCreateRequire } from "node:module";\n' +
  "const require = __ctxCreateRequire(import.meta.url);";

/**
 * Bundle `entry` and everything it imports (npm packages, JSON, lazily imported command files)
 * into one ESM file, written atomically.
 */
export async function bundle(options: BundleOptions = {}): Promise<BundleResult> {
  const entry = resolve(options.entry ?? join(ROOT, "main.ts"));
  const outfile = resolve(options.outfile ?? join(ROOT, "dist", "ctx.js"));
  const graph = await loadGraph(entry);
  const farm = await Deno.makeTempDir({ prefix: "ctx-bundle-" });
  try {
    const result = await esbuild.build({
      entryPoints: [entry],
      outfile,
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
      splitting: false,
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
    const file = result.outputFiles[0];
    if (!file) throw new BundleError("esbuild produced no output");
    await writeFileAtomic(outfile, file.contents, { keepMode: false });
    for (const warning of result.warnings) console.error(`warning: ${formatMessage(warning)}`);
    return {
      outfile,
      bytes: file.contents.byteLength,
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

// ---------------------------------------------------------------------------------------------
// Deno's module graph

const dependencySchema = z.object({
  specifier: z.string(),
  code: z.object({ specifier: z.string() }).optional(),
  type: z.object({ specifier: z.string() }).optional(),
});
const infoSchema = z.object({
  roots: z.array(z.string()),
  modules: z.array(z.object({
    specifier: z.string(),
    error: z.string().optional(),
    npmPackage: z.string().optional(),
    dependencies: z.array(dependencySchema).optional(),
  })),
  redirects: z.record(z.string()),
  npmPackages: z.record(z.object({
    name: z.string(),
    version: z.string(),
    dependencies: z.array(z.string()),
    localPath: z.string().optional(),
  })),
});
type Info = z.infer<typeof infoSchema>;

interface NpmPackage {
  id: string;
  name: string;
  dir: string;
  /** Dependency name → package id, as Deno resolved it. */
  deps: Map<string, string>;
}

/** What the plugin needs from `deno info --json`. */
export interface DenoGraph {
  /** Local module path → (specifier as written → resolved specifier). */
  imports: Map<string, Map<string, string>>;
  /** Resolved specifier (after redirects) of an npm module → package id. */
  npmModules: Map<string, string>;
  packages: Map<string, NpmPackage>;
  /** Package folders, longest first, to find which package a file belongs to. */
  folders: Array<{ dir: string; id: string }>;
  redirects: Record<string, string>;
}

async function loadGraph(entry: string): Promise<DenoGraph> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", entry],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stderr = new TextDecoder().decode(out.stderr).trim();
  if (!out.success) {
    throw new BundleError(`Cannot read the module graph of "${relative(ROOT, entry)}": ${stderr}`);
  }
  const parsed = infoSchema.safeParse(JSON.parse(new TextDecoder().decode(out.stdout)));
  if (!parsed.success) {
    throw new BundleError(`Unexpected "deno info --json" output: ${parsed.error.message}`);
  }
  return buildGraph(parsed.data);
}

/** Turn `deno info` output into lookup tables; fail on missing or unsupported modules. */
export function buildGraph(info: Info): DenoGraph {
  const imports = new Map<string, Map<string, string>>();
  const npmModules = new Map<string, string>();
  const importers = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const module of info.modules) {
    if (module.npmPackage) npmModules.set(module.specifier, module.npmPackage);
    if (!module.specifier.startsWith("file:")) continue;
    const table = new Map<string, string>();
    for (const dep of module.dependencies ?? []) {
      const target = dep.code?.specifier ?? dep.type?.specifier;
      if (!target) continue;
      table.set(dep.specifier, target);
      importers.set(target, (importers.get(target) ?? new Set()).add(module.specifier));
    }
    imports.set(fileURLToPath(module.specifier), table);
  }
  for (const module of info.modules) {
    const where = [...(importers.get(module.specifier) ?? [])].map(show).join(", ");
    const by = where ? ` (imported by ${where})` : "";
    if (module.error) {
      const text = module.error.replace(/file:\/\/\S+?(?="|\s|$)/g, show).replace(/[.\s]*$/, "");
      problems.push(`${text}${by}`);
    } else if (/^(https?|jsr):/.test(module.specifier)) {
      problems.push(`Remote module "${module.specifier}" cannot be bundled${by}`);
    }
  }
  if (problems.length > 0) {
    throw new BundleError(
      `Cannot bundle: ${problems.length} module(s) missing or unsupported:\n` +
        problems.map((p) => `  ${p}`).join("\n") +
        "\nhint: every file the CLI imports (also lazily, e.g. src/cli/<command>.ts) must exist",
    );
  }
  const packages = new Map<string, NpmPackage>();
  for (const [id, pkg] of Object.entries(info.npmPackages)) {
    if (!pkg.localPath) continue;
    const deps = new Map<string, string>();
    for (const depId of pkg.dependencies) {
      const dep = info.npmPackages[depId];
      if (dep) deps.set(dep.name, depId);
    }
    packages.set(id, { id, name: pkg.name, dir: pkg.localPath, deps });
  }
  const folders = [...packages.values()]
    .map((p) => ({ dir: p.dir, id: p.id }))
    .sort((a, b) => b.dir.length - a.dir.length);
  return { imports, npmModules, packages, folders, redirects: info.redirects };
}

function show(specifier: string): string {
  return specifier.startsWith("file:") ? relative(ROOT, fileURLToPath(specifier)) : specifier;
}

/** `npm:/@scope/name@1.2.3/sub/path` → `{ name: "@scope/name", subpath: "/sub/path" }`. */
export function parseNpmSpecifier(specifier: string): { name: string; subpath: string } | null {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)(?:@[^/]*)?(\/.*)?$/.exec(specifier);
  if (!match?.[1]) return null;
  return { name: match[1], subpath: match[2] ?? "" };
}

/** The package name of a bare specifier: `@a/b/c` → `@a/b`, `x/y` → `x`. */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0] ?? specifier;
}

function followRedirects(specifier: string, redirects: Record<string, string>): string {
  let current = specifier;
  for (let i = 0; i < 10 && redirects[current]; i++) current = redirects[current] ?? current;
  return current;
}

// ---------------------------------------------------------------------------------------------
// The esbuild plugin

const SKIP = Symbol("ctx-bundle-skip");
const BUILTINS = new Set(builtinModules.filter((m) => !m.startsWith("_")));

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
        if (spec.startsWith("node:")) return { path: spec, external: true };
        if (BUILTINS.has(spec) || (!spec.endsWith("/") && BUILTINS.has(packageName(spec)))) {
          return { path: `node:${spec}`, external: true };
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
    },
  };
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
