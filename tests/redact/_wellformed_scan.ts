/**
 * The scan of a held-out corpus's source text for literals that look like live keys, shared by the
 * well-formedness tests of corpora ten to fifteen: nothing real-looking is committed and push
 * protection has nothing to match, and the scan is shown able to fail.
 */
import assert from "node:assert/strict";

/** Literals a live credential would have, searched in a corpus's source text. */
export const LIVE_SHAPES: readonly RegExp[] = [
  /\b(?:AKIA|ASIA)[A-Z2-7]{16}\b/g,
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bgithub_pat_\w{20,}/g,
  /\bgl(?:pat|rt|dt|ptt)-[\w-]{20,}/g,
  /\b[sr]k_(?:live|test)_\w{16,}/g,
  /\bsk-(?:proj|ant|svcacct|or|admin)[\w-]{20,}/g,
  /\bxox[abpre]-[\w-]{20,}/g,
  /\bAIza[\w-]{30,}/g,
  /\bSG\.[\w-]{20,}\.[\w-]{20,}/g,
  /\b(?:npm|hf|dop_v1|whsec|shpat|sntryu|glsa|pul|r8|gsk|lin_api|dckr_pat)_[A-Za-z0-9]{20,}/g,
  /\bpypi-AgE[\w-]{40,}/g,
  /AGE-SECRET-KEY-1[0-9A-Z]{20,}/g,
  /hooks\.slack\.com\/services\/T\w+\/B\w+\/\w{16,}/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/g,
  /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/g,
];

/** A run that mixes upper case, lower case and digits with at least 16 distinct characters. */
export function looksRandom(run: string): boolean {
  return /[A-Z]/.test(run) && /[a-z]/.test(run) && /[0-9]/.test(run) && new Set(run).size >= 16;
}

/**
 * Live-looking literals in `src` (a corpus file named `name`), each shown by its first 12
 * characters: vendor shapes (unless marked EXAMPLE or with a run of x), and long mixed-case runs
 * that are not among `publicConstants`.
 */
export function liveLiterals(
  name: string,
  src: string,
  publicConstants: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  for (const re of LIVE_SHAPES) {
    for (const m of src.matchAll(new RegExp(re.source, "g"))) {
      if (!/EXAMPLE|X{8}|x{8}/.test(m[0])) found.push(`${name}: ${m[0].slice(0, 12)}…`);
    }
  }
  for (const m of src.matchAll(/[A-Za-z0-9+/_-]{32,}/g)) {
    if (looksRandom(m[0]) && !publicConstants.has(m[0])) {
      found.push(`${name}: ${m[0].slice(0, 12)}…`);
    }
  }
  return found;
}

/**
 * The live-looking literals of every file in `dir` whose name matches `files`, with escaped line
 * breaks read as line breaks (they are line breaks of the texts); also how many files were read.
 */
export async function scanCorpusSources(
  dir: URL,
  files: RegExp,
  publicConstants: ReadonlySet<string>,
): Promise<{ files: number; found: string[] }> {
  const found: string[] = [];
  let n = 0;
  for await (const e of Deno.readDir(dir)) {
    if (!e.isFile || !files.test(e.name)) continue;
    n++;
    const src = (await Deno.readTextFile(new URL(e.name, dir))).replaceAll("\\n", "\n");
    found.push(...liveLiterals(e.name, src, publicConstants));
  }
  return { files: n, found };
}

/**
 * No file in `dir` whose name matches `files` holds a live-looking literal (see liveLiterals),
 * and at least `minFiles` such files were read (so a renamed corpus cannot pass by being missed).
 */
export async function assertSourcesHoldNoLiveLiteral(
  dir: URL,
  files: RegExp,
  publicConstants: ReadonlySet<string>,
  minFiles: number,
): Promise<void> {
  const { files: n, found } = await scanCorpusSources(dir, files, publicConstants);
  assert.ok(n >= minFiles, `read ${n} corpus files`);
  assert.deepEqual(found, []);
}

/**
 * The literal scan flags `text` (a secret case's text) written into a source line, caught as `by`
 * says: by a vendor shape and as a long random run (the default), by a vendor shape alone, or as
 * a random run that no vendor shape matches. `publicConstants` are the corpus's own allowed runs.
 */
export function assertScanCatches(
  text: string,
  publicConstants: ReadonlySet<string> = new Set(),
  by: "shape and run" | "shape" | "run" = "shape and run",
): void {
  const src = `const t = "${text}";`;
  const shape = LIVE_SHAPES.some((re) => new RegExp(re.source).test(src));
  assert.equal(shape, by !== "run", `caught by a vendor shape: ${shape}`);
  if (by !== "shape") {
    assert.ok([...src.matchAll(/[A-Za-z0-9+/_-]{32,}/g)].some((m) => looksRandom(m[0])));
  }
  assert.notDeepEqual(liveLiterals("probe", src, publicConstants), []);
}
