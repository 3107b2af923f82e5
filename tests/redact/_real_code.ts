/**
 * Real third-party code and documentation that every machine running the suite holds, read as a
 * corpus of clean text (docs/redaction.md, "Real code as a standing clean corpus"): the MCP
 * clients `deno task test` installs into `.ci/clients/node_modules` (versions pinned by its
 * lockfile) and Debian's Python standard library, which `.ci/run` installs with `python3`.
 *
 * The selection is fixed: text files by extension, walked in sorted order, symbolic links inside a
 * root not followed (npm's `.bin` links repeat files), files larger than `MAX_FILE` left out, so
 * every read is bounded.
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** The largest file read (the Gemini CLI's 16 MB bundles are left out; one 0.8 MB table is in). */
export const MAX_FILE = 2_000_000;

/** One tree of real files: where it is, which files count, and how a missing tree is installed. */
export interface RealRoot {
  /** The name a file's path starts with in the known list. */
  name: string;
  dir: string;
  extensions: readonly string[];
  hint: string;
}

export const REAL_ROOTS: readonly RealRoot[] = [
  {
    name: "node_modules",
    dir: join(ROOT, ".ci", "clients", "node_modules"),
    extensions: [
      ".md",
      ".mdx",
      ".txt",
      ".js",
      ".cjs",
      ".mjs",
      ".ts",
      ".cc",
      ".h",
      ".json",
      ".py",
      ".toml",
      ".yml",
      ".yaml",
      ".gyp",
      ".gypi",
      ".sh",
    ],
    hint: "`deno task test` installs the MCP clients (scripts/test_clients.ts)",
  },
  {
    name: "python3.11",
    dir: "/usr/lib/python3.11",
    extensions: [".py"],
    hint: "`.ci/run` installs Debian's python3, whose standard library this is",
  },
];

/** A selected file: its path in the known list (`<root name>/<relative path>`) and where it is. */
export interface RealFile {
  name: string;
  path: string;
}

/** The selected files of `root` in sorted order; throws, naming the root and its hint, if absent. */
export function realFiles(root: RealRoot): RealFile[] {
  let top: string;
  try {
    top = Deno.realPathSync(root.dir);
  } catch {
    throw new Error(`${root.dir} is missing: ${root.hint}`);
  }
  const out: RealFile[] = [];
  const walk = (dir: string, rel: string) => {
    const entries = [...Deno.readDirSync(dir)].sort((a, b) => a.name < b.name ? -1 : 1);
    for (const e of entries) {
      if (e.isSymlink) continue;
      const path = join(dir, e.name);
      const name = rel + "/" + e.name;
      if (e.isDirectory) walk(path, name);
      else if (e.isFile && root.extensions.some((x) => e.name.endsWith(x))) {
        if (Deno.statSync(path).size <= MAX_FILE) out.push({ name, path });
      }
    }
  };
  walk(top, root.name);
  return out;
}

/** The file's text (at most `MAX_FILE` bytes read), or undefined when it holds a NUL byte. */
export function readText(path: string): string | undefined {
  const file = Deno.openSync(path);
  try {
    const buf = new Uint8Array(MAX_FILE);
    let n = 0;
    while (n < buf.length) {
      const got = file.readSync(buf.subarray(n));
      if (got === null) break;
      n += got;
    }
    const bytes = buf.subarray(0, n);
    return bytes.includes(0) ? undefined : new TextDecoder().decode(bytes);
  } finally {
    file.close();
  }
}
