/**
 * The architecture rules of ctx (docs/architecture.md) as checkers over facts read by real tools:
 * the import graph from `deno info --json` (what Deno itself resolves: static, dynamic and
 * type-only imports), and functions from the TypeScript compiler's syntax tree. Each checker is
 * pure over its input, so tests can feed it a small bad graph or source and watch it fail.
 */
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

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

// ---------------------------------------------------------------------------------------------
// Rules over each file

/** Rule 4: a file has at most `max` lines. */
export function longFile(path: string, text: string, max = 400): string[] {
  const lines = text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
  return lines > max ? [`${path} has ${lines} lines (at most ${max})`] : [];
}

/**
 * Rule 5: no function (declaration, expression, arrow, method, accessor, constructor) spans
 * more than `max` lines, counted from its first line to its closing brace by the TypeScript
 * parser. A nested function counts in its parent too.
 */
export function longFunctions(path: string, text: string, max = 120): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const lines = end - start + 1;
      if (lines > max) {
        found.push(`${path}:${start} ${functionName(node)} has ${lines} lines (at most ${max})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function functionName(node: ts.SignatureDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return `${node.name.text}()`;
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    return `${parent.name.text}()`;
  }
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) {
    return `${parent.name.text}()`;
  }
  return "an anonymous function";
}

// ---------------------------------------------------------------------------------------------
// Rule 7: a shared helper exists once

/**
 * The small helpers every feature uses, each with its one home: a function of that name
 * anywhere else is a private copy. Names compare without case and underscores.
 */
export const SHARED_HELPERS: ReadonlyArray<{ home: string; names: readonly string[] }> = [
  { home: "src/fsutil.ts", names: ["sha256", "sha256Hex", "isDir", "isDirSync", "isDirectory"] },
  { home: "src/text.ts", names: ["clip", "clipLine"] },
];

/** Where hashing and the folder test are written out (the home of `sha256Hex` and `isDir`). */
const FS_HOME = "src/fsutil.ts";

/**
 * Rule 7: the shared helpers (`SHARED_HELPERS`) are defined in their home only, under their name
 * or any other: outside it, no function of their name, no `createHash("sha256")` or
 * `crypto.subtle.digest(…)`, and no function that answers "is this a folder" by catching a
 * failed `stat` (`try { return stat(path).isDirectory } catch { return false }`).
 */
export function privateCopies(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const visit = (node: ts.Node) => {
    const name = definedName(node);
    const helper = name === undefined ? undefined : sharedHelper(name);
    if (helper && helper.home !== path) {
      found.push(`${at(node)} defines ${name}(): use the one in ${helper.home}`);
    }
    if (path !== FS_HOME && ts.isCallExpression(node) && isDigestCall(node)) {
      found.push(
        `${at(node)} hashes with ${node.expression.getText(file)}(): use sha256Hex from ${FS_HOME}`,
      );
    }
    if (
      path !== FS_HOME && ts.isFunctionLike(node) && "body" in node && isFolderTest(node.body)
    ) {
      found.push(
        `${at(node)} ${
          functionName(node)
        } tests for a folder: use isDir or isDirSync from ${FS_HOME}`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sharedHelper(name: string) {
  const key = (n: string) => n.replaceAll("_", "").toLowerCase();
  return SHARED_HELPERS.find((h) => h.names.some((n) => key(n) === key(name)));
}

/** The name a node gives a function (or an alias of one): declarations, methods, `const f = …`. */
function definedName(node: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) {
    return ts.isIdentifier(node.name) ? node.name.text : undefined;
  }
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
    const init = node.initializer;
    const fn = ts.isArrowFunction(init) || ts.isFunctionExpression(init);
    const alias = ts.isIdentifier(init) || ts.isPropertyAccessExpression(init);
    return fn || alias ? node.name.text : undefined;
  }
  return undefined;
}

/** `createHash("sha256")` (any spelling of the algorithm) or `….subtle.digest(…)`. */
function isDigestCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  const calleeName = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
    ? callee.name.text
    : "";
  if (calleeName === "createHash") {
    const arg = call.arguments[0];
    return arg !== undefined && ts.isStringLiteralLike(arg) && /^sha-?256$/i.test(arg.text);
  }
  return calleeName === "digest" && ts.isPropertyAccessExpression(callee) &&
    ts.isPropertyAccessExpression(callee.expression) && callee.expression.name.text === "subtle";
}

/** A body that is `try { return <stat(…)>.isDirectory[()] } catch { return false }`. */
function isFolderTest(body: ts.Node | undefined): boolean {
  if (!body || !ts.isBlock(body)) return false;
  return body.statements.some((s) => {
    if (!ts.isTryStatement(s) || !s.catchClause) return false;
    const tried = s.tryBlock.statements;
    const caught = s.catchClause.block.statements;
    const returnsFalse = caught.length === 1 && ts.isReturnStatement(caught[0]!) &&
      caught[0]!.expression?.kind === ts.SyntaxKind.FalseKeyword;
    return returnsFalse && tried.length === 1 && ts.isReturnStatement(tried[0]!) &&
      isDirectoryOfStat(tried[0]!.expression);
  });
}

function isDirectoryOfStat(expression: ts.Expression | undefined): boolean {
  let e = expression;
  if (e && ts.isCallExpression(e)) e = e.expression; // `.isDirectory()` (node:fs)
  if (!e || !ts.isPropertyAccessExpression(e) || e.name.text !== "isDirectory") return false;
  let inner: ts.Expression = e.expression;
  while (ts.isParenthesizedExpression(inner) || ts.isAwaitExpression(inner)) {
    inner = inner.expression;
  }
  if (!ts.isCallExpression(inner)) return false;
  const callee = inner.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
    ? callee.name.text
    : "";
  // `lstat` does not follow links: a different question (is this a folder, not a link to one).
  return name === "stat" || name === "statSync";
}

// ---------------------------------------------------------------------------------------------
// Rule 8: only the config module reads the environment

/** The one file that touches the process environment: it hands `Deno.env` to `loadConfig`. */
export const ENV_EDGE = "src/cli/mod.ts";

/**
 * Rule 8: no file but `ENV_EDGE` touches `Deno.env` or `process.env`; every variable reaches
 * code through `src/config/` (validated, named in `ENV_VARS`).
 */
export function environmentReads(path: string, text: string): string[] {
  if (path === ENV_EDGE) return [];
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) && node.name.text === "env" &&
      ts.isIdentifier(node.expression) && ["Deno", "process"].includes(node.expression.text)
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push(
        `${path}:${line} reads ${node.getText(file)}: only src/config/ reads the environment`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
