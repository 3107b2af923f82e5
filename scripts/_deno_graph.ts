/**
 * Deno's answer to "what does this import resolve to": `deno info --json` turned into lookup
 * tables for the bundler (see bundle.ts for why).
 */
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root (this file lives in `scripts/`). */
export const ROOT: string = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Thrown for anything that stops the bundle; the message says what and what to do next. */
export class BundleError extends Error {
  override name = "BundleError";
}

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

/** Run `deno info --json` on `entry` (with the project config) and build the lookup tables. */
export async function loadGraph(entry: string): Promise<DenoGraph> {
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

/** Follow `deno info` redirects (`npm:x@^1` → `npm:/x@1.2.3`). */
export function followRedirects(specifier: string, redirects: Record<string, string>): string {
  let current = specifier;
  for (let i = 0; i < 10 && redirects[current]; i++) current = redirects[current] ?? current;
  return current;
}
