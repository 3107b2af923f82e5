/**
 * `ctx brief --write FILE…` and `--check`: the brief kept as a managed block (`_block.ts`) in the
 * files assistants read first. Only Markdown files (`.md`, `.mdc`) inside the project, never
 * through a symbolic link that leads out of it; what is written is redacted and cleaned of
 * escape sequences, control, bidi and tag characters (an assistant reads the file as
 * instructions, a terminal shows it); a file that would not change is not written at all (its
 * modification time stays); writes are atomic and keep the file's mode. A file that cannot be
 * read safely is left alone, with the reason.
 */
import { basename, dirname, extname, join, relative, resolve } from "node:path";
import { redact } from "../redact/mod.ts";
import { safeBlock } from "../safe_text.ts";
import { isInsideProject, writeFileAtomic } from "../store/mod.ts";
import { CURSOR_RULE_FRONT_MATTER, spliceBlock } from "./_block.ts";

/** The largest file ctx edits (an instructions file is a few kilobytes). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

export const FILES_HINT = "ctx keeps its block in Markdown files inside the project: AGENTS.md, " +
  "CLAUDE.md, GEMINI.md, .github/copilot-instructions.md or .cursor/rules/<name>.mdc";

/** What became of one file. */
export type BlockOutcome =
  | {
    file: string;
    /** `current`: already says this (not written); `stale`/`missing`: `--check` found it out of date. */
    state: "created" | "updated" | "current" | "stale" | "missing";
  }
  | { file: string; state: "refused"; problem: string; hint: string };

/**
 * Keep `body` (the brief, redacted and cleaned here once more) as the managed block of each file (relative to
 * `cwd`) in the project at `root`; with `check`, write nothing and say which are out of date.
 */
export async function updateBlocks(
  root: string,
  cwd: string,
  files: readonly string[],
  body: string,
  options: { check: boolean },
): Promise<BlockOutcome[]> {
  const safeBody = safeBlock(redact(body).text);
  const realRoot = await Deno.realPath(root);
  const done = new Map<string, BlockOutcome>();
  const outcomes: BlockOutcome[] = [];
  for (const file of files) {
    const shown = relative(cwd, resolve(cwd, file)) || file;
    const target = await targetOf(root, realRoot, resolve(cwd, file));
    if ("problem" in target) {
      outcomes.push({ file: shown, state: "refused", problem: target.problem, hint: target.hint });
      continue;
    }
    // The same file twice (CLAUDE.md a link to AGENTS.md): done once, said for each name.
    const before = done.get(target.real);
    const outcome = before
      ? { ...before, file: shown }
      : await updateOne(target, shown, safeBody, options.check);
    done.set(target.real, outcome);
    outcomes.push(outcome);
  }
  return outcomes;
}

async function updateOne(
  target: { real: string; exists: boolean },
  file: string,
  body: string,
  check: boolean,
): Promise<BlockOutcome> {
  const refuse = (problem: string, hint: string): BlockOutcome => ({
    file,
    state: "refused",
    problem,
    hint,
  });
  let old: string | undefined;
  if (target.exists) {
    const info = await Deno.stat(target.real);
    if (!info.isFile) return refuse("not a regular file", FILES_HINT);
    if (info.size > MAX_FILE_BYTES) {
      return refuse(`larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB`, FILES_HINT);
    }
    try {
      old = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(
        await Deno.readFile(target.real),
      );
    } catch (error) {
      if (error instanceof TypeError) {
        return refuse("not UTF-8 text", "ctx edits text files only; nothing was changed");
      }
      throw error;
    }
  }
  const cursorRule = extname(target.real).toLowerCase() === ".mdc";
  const spliced = spliceBlock(
    old,
    body,
    cursorRule ? { frontMatter: CURSOR_RULE_FRONT_MATTER } : {},
  );
  if (!spliced.ok) {
    return refuse(
      `cannot tell where ctx's block is: ${spliced.problem}`,
      "leave one <!-- ctx:begin --> line and one <!-- ctx:end --> line after it, or none (the " +
        "block is then appended); the file was not changed",
    );
  }
  if (spliced.text === old) return { file, state: "current" };
  if (check) return { file, state: old === undefined ? "missing" : "stale" };
  await writeFileAtomic(target.real, spliced.text, { keepMode: true });
  return { file, state: old === undefined ? "created" : "updated" };
}

/**
 * Where `path` really is: inside the project, also once every symbolic link on the way (the file
 * itself included) is followed; for a file not there yet, below its nearest existing folder.
 */
async function targetOf(
  root: string,
  realRoot: string,
  path: string,
): Promise<{ real: string; exists: boolean } | { problem: string; hint: string }> {
  if (!/\.mdc?$/i.test(path)) {
    return { problem: "not a Markdown file (.md, .mdc)", hint: FILES_HINT };
  }
  if (!isInsideProject(path, root)) {
    return { problem: `outside the project ${root}`, hint: FILES_HINT };
  }
  let real: string;
  let exists = true;
  try {
    real = await Deno.realPath(path);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    if ((await Deno.lstat(path).catch(() => undefined))?.isSymlink) {
      return {
        problem: "a symbolic link to nothing",
        hint: "remove the link, or point it at a file",
      };
    }
    exists = false;
    real = await missingTarget(path);
  }
  if (!isInsideProject(real, realRoot)) {
    return {
      problem: `leads out of the project (to ${real}) through a symbolic link`,
      hint: "ctx never writes through a link out of the project; name the file inside it",
    };
  }
  return { real, exists };
}

/** A file that does not exist yet: its nearest existing folder, followed, plus the rest. */
async function missingTarget(path: string): Promise<string> {
  const rest = [basename(path)];
  let dir = dirname(path);
  for (;;) {
    try {
      return join(await Deno.realPath(dir), ...rest);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound) || dirname(dir) === dir) throw error;
      rest.unshift(basename(dir));
      dir = dirname(dir);
    }
  }
}
