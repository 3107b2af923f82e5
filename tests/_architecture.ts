/**
 * The architecture rules of ctx (docs/architecture.md) over the import graph, as `deno info --json`
 * gives it (what Deno itself resolves: static, dynamic and type-only imports); the rules over each
 * file's text are in `_architecture_source.ts`. Each checker is pure over its input, so tests can
 * feed it a small bad graph and watch it fail.
 */
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The repository root (this file lives in `tests/`). */
export const ROOT: string = join(dirname(fileURLToPath(import.meta.url)), "..");

/** One import, from a repository file (`src/a.ts`) to a repository file or an npm package. */
export interface Edge {
  from: string;
  /** A repository path (`src/b.ts`), or `npm:<package>` for a package. */
  to: string;
  /** `import type` (erased when the code runs). */
  typeOnly: boolean;
  /** `await import(…)`: loaded when the code runs that line, not with the importer. */
  dynamic: boolean;
}

/** Every `.ts` file under `dir` (repository-relative, `/`-separated), sorted. */
export async function sourceFiles(dir = "src", root = ROOT): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string) => {
    for await (const entry of Deno.readDir(join(root, rel))) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (entry.isFile && entry.name.endsWith(".ts")) out.push(path);
    }
  };
  await walk(dir);
  return out.sort();
}

/**
 * The import edges between `files` (and from them to npm packages), as `deno info --json`
 * resolves them with the project's configuration. Every file is a root, so a file that
 * nothing imports is checked too.
 */
export async function importGraph(files: string[], root = ROOT): Promise<Edge[]> {
  const tmp = await Deno.makeTempDir({ prefix: "ctx-arch-" });
  try {
    const entry = join(tmp, "all.ts");
    const lines = files.map((f) => `import "${pathToFileURL(join(root, f)).href}";`);
    await Deno.writeTextFile(entry, lines.join("\n") + "\n");
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", "--config", join(root, "deno.json"), entry],
      cwd: root,
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (!out.success) {
      throw new Error(`deno info failed: ${new TextDecoder().decode(out.stderr)}`);
    }
    return edgesOf(JSON.parse(new TextDecoder().decode(out.stdout)), files, root);
  } finally {
    await Deno.remove(tmp, { recursive: true });
  }
}

interface DenoInfo {
  modules: Array<{
    specifier: string;
    dependencies?: Array<{
      code?: { specifier: string };
      type?: { specifier: string };
      isDynamic?: boolean;
    }>;
  }>;
  redirects: Record<string, string>;
}

/** `deno info --json` output → edges from `files` (other modules are not looked at). */
export function edgesOf(info: DenoInfo, files: string[], root = ROOT): Edge[] {
  const wanted = new Set(files);
  const edges: Edge[] = [];
  for (const module of info.modules) {
    const from = repoPath(module.specifier, root);
    if (from === undefined || !wanted.has(from)) continue;
    for (const dep of module.dependencies ?? []) {
      const target = dep.code?.specifier ?? dep.type?.specifier;
      if (!target) continue;
      const resolved = info.redirects[target] ?? target;
      const to = repoPath(resolved, root) ?? npmPackage(resolved);
      if (to === undefined) continue; // node: built-ins, data: URLs
      edges.push({ from, to, typeOnly: !dep.code, dynamic: dep.isDynamic === true });
    }
  }
  return edges;
}

function repoPath(specifier: string, root: string): string | undefined {
  if (!specifier.startsWith("file:")) return undefined;
  const rel = relative(root, fileURLToPath(specifier));
  return rel.startsWith("..") ? undefined : rel.split(sep).join("/");
}

/** `npm:/@scope/name@1.2.3/sub` or `npm:name@^1` → `npm:@scope/name` / `npm:name`. */
function npmPackage(specifier: string): string | undefined {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)/.exec(specifier);
  return match?.[1] ? `npm:${match[1]}` : undefined;
}

// ---------------------------------------------------------------------------------------------
// Rules over the graph

/** Rule 1: only `main.ts` and `src/cli/` itself import `src/cli/` (the top floor). */
export function importsOfCli(edges: Edge[]): string[] {
  return edges
    .filter((e) => e.to.startsWith("src/cli/") && e.from !== "main.ts")
    .filter((e) => !e.from.startsWith("src/cli/"))
    .map((e) => `${e.from} imports ${e.to}: only main.ts and src/cli/ may import src/cli/`);
}

/**
 * Rule 11: a command file (`src/cli/<name>.ts`) imports no other command file; what two commands
 * share lives in a `_`-file of `src/cli/` (only `mod.ts`, which defines them all, imports them).
 */
export function commandImports(edges: Edge[]): string[] {
  const command = (path: string) =>
    /^src\/cli\/[a-z][a-z_]*\.ts$/.test(path) && path !== "src/cli/mod.ts";
  return edges
    .filter((e) => command(e.from) && command(e.to) && e.from !== e.to)
    .map((e) => `${e.from} imports ${e.to}: commands share through a _-file of src/cli/`);
}

/** Rule 2: no import cycle (static, dynamic or type-only) between repository files. */
export function importCycles(edges: Edge[]): string[] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.to.startsWith("npm:") || e.from === e.to) continue;
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  }
  // Tarjan's strongly connected components: a component of two or more files is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.map((c) => `import cycle: ${c.join(" <-> ")}`).sort();
}

/**
 * Rule 2, between folders: the floors are drawn per folder (`src/store/`, `src/assistants/`; a
 * file directly in `src/` is its own), so no two folders may import each other, even through
 * different files.
 */
export function folderCycles(edges: Edge[]): string[] {
  const room = (path: string) => {
    const parts = path.split("/");
    return parts[0] === "src" && parts.length > 2 ? `src/${parts[1]}/` : path;
  };
  const between = new Map<string, Edge>();
  for (const e of edges) {
    if (e.to.startsWith("npm:") || room(e.from) === room(e.to)) continue;
    const edge = { ...e, from: room(e.from), to: room(e.to) };
    between.set(`${edge.from} ${edge.to}`, edge);
  }
  return importCycles([...between.values()]).map((c) => c.replace("import cycle", "folder cycle"));
}

/** Rule 3: a `_`-file is private to its folder (and that folder's subfolders). */
export function privateImports(edges: Edge[]): string[] {
  return edges
    .filter((e) => !e.to.startsWith("npm:"))
    .filter((e) => {
      const name = e.to.slice(e.to.lastIndexOf("/") + 1);
      if (!name.startsWith("_")) return false;
      const home = `${dirname(e.to)}/`;
      return !`${dirname(e.from)}/`.startsWith(home);
    })
    .map((e) => `${e.from} imports ${e.to}: a _-file is private to ${dirname(e.to)}/`);
}

/**
 * Rule 6 (start-up cost): what `main.ts` loads before any command runs (static, non-type
 * imports) reaches no npm package but the ones listed, so `ctx --version` stays instant.
 */
export function eagerPackages(edges: Edge[], entry: string, allowed: string[]): string[] {
  const eager = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly || e.dynamic) continue;
    eager.set(e.from, [...(eager.get(e.from) ?? []), e.to]);
  }
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (node: string, path: string[]) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node.startsWith("npm:")) {
      if (!allowed.includes(node)) {
        found.push(`${entry} loads ${node} at start-up (via ${path.join(" -> ")})`);
      }
      return;
    }
    for (const to of eager.get(node) ?? []) visit(to, [...path, to]);
  };
  visit(entry, [entry]);
  return found.sort();
}
