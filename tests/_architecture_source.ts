/**
 * The architecture rules of ctx (docs/architecture.md) over each file's text, most of them on the
 * TypeScript compiler's syntax tree (`npm:typescript`, pinned): file and function sizes, shared
 * helpers written once, the environment read in one place. Each checker is pure over its input,
 * so tests can feed it a small bad source and watch it fail.
 */
import ts from "typescript";

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

/** The name a call calls: `f` of `f(…)` and of `a.b.f(…)`. */
function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
}

/** `createHash("sha256")` (any spelling of the algorithm) or `….subtle.digest(…)`. */
function isDigestCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  const name = calleeName(call);
  if (name === "createHash") {
    const arg = call.arguments[0];
    return arg !== undefined && ts.isStringLiteralLike(arg) && /^sha-?256$/i.test(arg.text);
  }
  return name === "digest" && ts.isPropertyAccessExpression(callee) &&
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
  // `lstat` does not follow links: a different question (is this a folder, not a link to one).
  return ["stat", "statSync"].includes(calleeName(inner));
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

// ---------------------------------------------------------------------------------------------
// Rules over the assistants

/**
 * Rule 9: one folder per assistant, one registry line per folder. `files` are the repository's
 * source files, `ids` the registry's assistants: each id has `<base>/<id>/mod.ts`, and every
 * folder under `base` is an assistant of the registry.
 */
export function assistantFolders(
  files: readonly string[],
  ids: readonly string[],
  base = "src/assistants",
): string[] {
  const folders = new Set(
    files.filter((f) => f.startsWith(`${base}/`)).map((f) => f.slice(base.length + 1).split("/"))
      .filter((parts) => parts.length > 1).map((parts) => parts[0]!),
  );
  return [
    ...ids.filter((id) => !files.includes(`${base}/${id}/mod.ts`))
      .map((id) => `${base}/${id}/mod.ts is missing: the registry lists "${id}"`),
    ...[...folders].filter((folder) => !ids.includes(folder))
      .map((folder) => `${base}/${folder}/ is not in the registry (${base}/mod.ts)`),
  ].sort();
}

/**
 * Rule 10: only an assistant's own folder and the registry name it. Reports each string literal of
 * `path` (module specifiers aside) that is an assistant's id, or that holds two ids or more as
 * words (a list of assistants), naming an id whose folder `path` is not in. `owners` maps each id
 * (an assistant's, or the one its MCP client goes by) to its folder, `src/assistants/<id>/`.
 * A single id inside prose ("a page cursor", "rerun to continue") is a word, not a name.
 */
export function assistantNames(
  path: string,
  text: string,
  owners: ReadonlyMap<string, string>,
  registry = "src/assistants/mod.ts",
): string[] {
  if (path === registry) return [];
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isStringText(node) && !isModuleSpecifier(node)) {
      const words = new Set(node.text.split(/[^A-Za-z0-9_-]+/).filter((w) => owners.has(w)));
      // (A text of hundreds of words where ids are fewer than one in two hundred is data — a
      // wordlist that holds `goose` — not a message naming assistants.)
      const count = node.text.split(/\s+/).length;
      const many = count >= 500 && words.size * 200 < count;
      const named = owners.has(node.text) ? [node.text] : words.size > 1 && !many ? [...words] : [];
      const foreign = named.filter((id) => !path.startsWith(owners.get(id)!));
      if (foreign.length > 0) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        found.push(
          `${path}:${line} names ${foreign.map((id) => `"${id}"`).join(", ")}: only ` +
            `${foreign.map((id) => owners.get(id)).join(", ")} and the registry may`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A string literal, or a piece of a template literal's text. */
function isStringText(node: ts.Node): node is ts.StringLiteralLike | ts.TemplateLiteralLikeNode {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
}

/** `import … from "x"`, `export … from "x"`, `import("x")`, `import("x").T`. */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) {
    return parent.moduleSpecifier === node;
  }
  if (ts.isCallExpression(parent)) return parent.expression.kind === ts.SyntaxKind.ImportKeyword;
  return ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent);
}
