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
import { REAL_PYTHON } from "./_real_code_known.ts";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** The largest file read (the Gemini CLI's 16 MB bundles are left out; one 0.8 MB table is in). */
export const MAX_FILE = 2_000_000;

/** One tree of real files: where it is, which files count, and how a missing tree is installed. */
export interface RealRoot {
  /** The name a file's path starts with in the known list. */
  name: string;
  dir: string;
  extensions: readonly string[];
  /** Folders under `dir` left out (by their path from `name`). */
  skip?: readonly string[];
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
    // Qwen Code's package (pinned for tests/clients/qwen_code_test.ts) is 62 MB of bundles and
    // Playwright's types: reading it would take this test from seconds to many minutes, and the
    // corpus is the 27.5 MB it was measured on (docs/redaction.md).
    skip: ["node_modules/@qwen-code"],
    hint: "`deno task test` installs the MCP clients (scripts/test_clients.ts)",
  },
  {
    name: "python3.11",
    get dir() {
      return pythonStdlib();
    },
    extensions: [".py"],
    hint: "`.ci/run` installs Debian's python3, whose standard library this is",
  },
];

// Debian's python3 (what `.ci/run` installs) before any other on the PATH (pyenv's, a venv's).
const PYTHONS = ["/usr/bin/python3", "python3"];
let stdlib: string | undefined;

/**
 * The standard library's folder of the installed python, asked of it; throws when no python3
 * runs, or when its version is not the one the known list was made on (`REAL_PYTHON`).
 */
function pythonStdlib(): string {
  if (stdlib !== undefined) return stdlib;
  const ask = 'import sysconfig, platform; print(sysconfig.get_paths()["stdlib"]); ' +
    "print(platform.python_version())";
  for (const python of PYTHONS) {
    let out: Deno.CommandOutput;
    try {
      out = new Deno.Command(python, { args: ["-c", ask], stderr: "null" }).outputSync();
    } catch {
      continue; // not installed
    }
    if (!out.success) continue;
    const [dir = "", version = ""] = new TextDecoder().decode(out.stdout).trim().split("\n");
    if (version !== REAL_PYTHON) {
      throw new Error(
        `${python} is Python ${version} (standard library ${dir}); the known list ` +
          `(tests/redact/_real_code_known.ts) was made on Python ${REAL_PYTHON}'s. Install ` +
          "Debian's python3 (`.ci/run`), or regenerate the list on this version: run " +
          "tests/redact/real_code_test.ts, list its `unexpected` changes (each with why) and drop " +
          "its `gone` ones, then set REAL_PYTHON to this version.",
      );
    }
    return stdlib = dir;
  }
  throw new Error("no python3 runs: `.ci/run` installs Debian's python3");
}

/** A selected file: its path in the known list (`<root name>/<relative path>`) and where it is. */
export interface RealFile {
  name: string;
  path: string;
  /** Its size in bytes when selected (at most `MAX_FILE`). */
  size: number;
}

/** The selected files of `root` in sorted order; throws, naming the root and its hint, if absent. */
export function realFiles(root: RealRoot): RealFile[] {
  const dir = root.dir; // (asking python: throws, saying why, for the wrong version)
  let top: string;
  try {
    top = Deno.realPathSync(dir);
  } catch {
    throw new Error(`${dir} is missing: ${root.hint}`);
  }
  const out: RealFile[] = [];
  const walk = (dir: string, rel: string) => {
    const entries = [...Deno.readDirSync(dir)].sort((a, b) => a.name < b.name ? -1 : 1);
    for (const e of entries) {
      if (e.isSymlink) continue;
      const path = join(dir, e.name);
      const name = rel + "/" + e.name;
      if (e.isDirectory) {
        if (!root.skip?.includes(name)) walk(path, name);
      } else if (e.isFile && root.extensions.some((x) => e.name.endsWith(x))) {
        const size = Deno.statSync(path).size;
        if (size <= MAX_FILE) out.push({ name, path, size });
      }
    }
  };
  walk(top, root.name);
  return out;
}

/**
 * The file's text (at most its selected size, itself at most `MAX_FILE`, read), or undefined when
 * it holds a NUL byte.
 */
export function readText({ path, size }: RealFile): string | undefined {
  const file = Deno.openSync(path);
  try {
    const buf = new Uint8Array(size);
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
