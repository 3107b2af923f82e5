/**
 * Anchoring a distilled session's insights to their evidence (docs/memory.md, "Anchors"): the
 * files the session's tool calls read, edited or wrote (`Turn.touched`), the turns that touched
 * them, and the commit HEAD was at when the session happened.
 *
 * An insight is anchored to the touched files it names (its `file`, or a path or a distinctive
 * file name in its title or summary), each with the strongest way the session touched it
 * (edited > written > read), the line range a read asked for, and the snippet an edit or a
 * write left when it is still found in the file (its lines recorded). A file it names that the
 * session did not touch is anchored `named` when it exists. Every path is made relative to the
 * project root and validated (`anchorPathProblem`); one that leaves the project is dropped, and
 * no file outside the project is ever read (`_anchor_fs.ts`).
 */
import { isAbsolute, join, pathBelow } from "../paths.ts";
import type { CommandRunner } from "../process.ts";
import { findSnippet } from "../snippet.ts";
import { anchorPathProblem, MAX_ANCHOR_FILES, MAX_ANCHOR_TURNS } from "../store/mod.ts";
import type { AnchorVia, FileAnchor, FileTouch, Insight, Session, TurnAnchor } from "../types.ts";
import { headToken, locate, readLines, realRoot } from "./_anchor_fs.ts";
import { commitAt } from "./_git.ts";

/** What the session says about one file of the project. */
interface Evidence {
  path: string;
  via: FileTouch["via"];
  lines?: [number, number];
  snippet?: FileTouch["snippet"];
  turns: TurnAnchor[];
}

/** A file name shorter than this is too common to be found in prose by its name alone. */
const MIN_NAME_CHARS = 6;

/**
 * The session's insights with their `anchors` (and a `file` inside the project made relative),
 * and the commit of the session's time. `root`: the project root; paths are relative to it.
 */
export async function anchorSession(
  deps: { run: CommandRunner },
  root: string,
  session: Session,
  insights: readonly Insight[],
): Promise<{ insights: Insight[]; commit?: string }> {
  const rootReal = await realRoot(root);
  if (!rootReal) return { insights: [...insights] };
  const evidence = sessionEvidence(session, root, rootReal);
  const byName = new Map<string, Evidence[]>();
  for (const e of evidence.values()) {
    const name = e.path.split("/").pop()!;
    byName.set(name, [...byName.get(name) ?? [], e]);
  }
  // Each file is looked at once, however many insights it anchors.
  const anchors = new Map<Evidence, Promise<FileAnchor>>();
  const ctx: Anchoring = {
    evidence,
    byName,
    root,
    rootReal,
    cwd: session.cwd || root,
    anchorOf: (e) => {
      let a = anchors.get(e);
      if (!a) anchors.set(e, a = fileAnchor(e, root, rootReal));
      return a;
    },
  };
  const anchored: Insight[] = [];
  for (const insight of insights) anchored.push(await anchorInsight(insight, ctx));
  const time = Date.parse(session.updated ?? session.started ?? "");
  const commit = Number.isFinite(time) && (await headToken(root)) !== undefined
    ? await commitAt(deps.run, root, time)
    : undefined;
  return { insights: anchored, ...(commit ? { commit } : {}) };
}

/** Every file of the project the session touched, by relative path, with its turns. */
function sessionEvidence(session: Session, root: string, rootReal: string): Map<string, Evidence> {
  const out = new Map<string, Evidence>();
  const cwd = session.cwd || root;
  for (const turn of session.turns) {
    if (!turn.touched) continue;
    const anchor: TurnAnchor = {
      ...(turn.id ? { id: turn.id } : {}),
      ...(turn.at ? { at: turn.at } : {}),
    };
    for (const touch of turn.touched) {
      const path = projectPath(touch.path, cwd, root, rootReal);
      if (!path) continue;
      // The record that made the call, else its turn: the exchange a user can open.
      const from = touch.id || touch.at
        ? { ...(touch.id ? { id: touch.id } : {}), ...(touch.at ? { at: touch.at } : {}) }
        : anchor;
      let e = out.get(path);
      if (!e) out.set(path, e = { path, via: touch.via, turns: [] });
      if (rank(touch.via) <= rank(e.via)) {
        e.via = touch.via;
        // The latest edit's text is what the file was left with.
        if (touch.snippet) e.snippet = touch.snippet;
        if (touch.lines && touch.via === "read") e.lines = touch.lines;
      }
      if ((from.id || from.at) && !e.turns.some((t) => sameTurn(t, from))) e.turns.push(from);
    }
  }
  return out;
}

function rank(via: AnchorVia): number {
  return via === "edited" ? 0 : via === "written" ? 1 : via === "read" ? 2 : 3;
}

function sameTurn(a: TurnAnchor, b: TurnAnchor): boolean {
  return a.id === b.id && a.at === b.at;
}

/**
 * `path` (absolute, or relative to the session's folder) as a POSIX path relative to the
 * project root, or undefined when it is not a valid path inside the project.
 */
export function projectPath(
  path: string,
  cwd: string,
  root: string,
  rootReal = root,
): string | undefined {
  const unix = /^[A-Za-z]:[\\/]|^\\\\/.test(path) ? path : path.replaceAll("\\", "/");
  const full = isAbsolute(unix) ? unix : join(cwd, unix);
  for (const base of root === rootReal ? [root] : [root, rootReal]) {
    const parts = pathBelow(base, full);
    if (parts === undefined || parts.length === 0) continue;
    const posix = parts.join("/");
    return anchorPathProblem(posix) ? undefined : posix;
  }
  return undefined;
}

/** What anchoring one session's insights shares. */
interface Anchoring {
  evidence: Map<string, Evidence>;
  /** The touched files by file name. */
  byName: Map<string, Evidence[]>;
  root: string;
  rootReal: string;
  cwd: string;
  anchorOf(e: Evidence): Promise<FileAnchor>;
}

async function anchorInsight(insight: Insight, ctx: Anchoring): Promise<Insight> {
  const { root, rootReal } = ctx;
  const named = insight.file ? projectPath(insight.file, ctx.cwd, root, rootReal) : undefined;
  const picked = pick(insight, named, ctx);
  const files: FileAnchor[] = [];
  const turns: TurnAnchor[] = [];
  for (const e of picked) {
    files.push({ ...await ctx.anchorOf(e) });
    for (const t of e.turns) if (!turns.some((u) => sameTurn(u, t))) turns.push(t);
  }
  if (named && !picked.some((e) => e.path === named)) {
    const there = await locate(root, rootReal, named);
    if (there.state === "file") files.unshift({ path: named, via: "named" });
  }
  const out: Insight = { ...insight };
  // The file the model named, relative to the project; a path of this machine outside it is
  // never written into a summary.
  if (named) out.file = named;
  else if (insight.file && /^([A-Za-z]:)?[\\/]/.test(insight.file)) delete out.file;
  if (files.length > 0) {
    out.anchors = {
      turns: turns.slice(-MAX_ANCHOR_TURNS),
      files: files.slice(0, MAX_ANCHOR_FILES),
    };
  }
  return out;
}

/** The touched files an insight names: its `file` first, then paths and names in its text. */
function pick(
  insight: Insight,
  named: string | undefined,
  { evidence, byName }: Anchoring,
): Evidence[] {
  const text = `${insight.title}\n${insight.summary}\n${insight.tags.join(" ")}`;
  const out: Evidence[] = [];
  const add = (e: Evidence | undefined) => {
    if (e && !out.includes(e)) out.push(e);
  };
  if (named) {
    add(evidence.get(named));
    // A bare name the model gave (`parser.ts`): the one touched file of that name.
    const same = byName.get(named);
    if (!named.includes("/") && same?.length === 1) add(same[0]);
  }
  for (const e of evidence.values()) if (mentions(text, e.path)) add(e);
  for (const [name, list] of byName) {
    if (list.length === 1 && name.length >= MIN_NAME_CHARS && mentions(text, name)) add(list[0]);
  }
  return out;
}

/** `needle` appears in `text` as a whole path or name (not inside a longer one). */
function mentions(text: string, needle: string): boolean {
  let at = text.indexOf(needle);
  while (at !== -1) {
    const before = text[at - 1] ?? " ";
    const after = text.slice(at + needle.length, at + needle.length + 2);
    // A sentence may end right after it (`… in src/x.ts.`); a longer name may not (`x.tsx`).
    if (!/[\w./-]/.test(before) && !/^[\w/-]/.test(after) && !/^\.\w/.test(after)) return true;
    at = text.indexOf(needle, at + 1);
  }
  return false;
}

/** The anchor of one touched file: its snippet located in the file as it is now, if there. */
async function fileAnchor(e: Evidence, root: string, rootReal: string): Promise<FileAnchor> {
  const anchor: FileAnchor = { path: e.path, via: e.via };
  if (e.snippet) {
    const lines = await readLines(await locate(root, rootReal, e.path));
    const found = lines ? findSnippet(lines, e.snippet) : undefined;
    if (found) {
      anchor.lines = found;
      anchor.snippet = e.snippet.hash;
    }
  } else if (e.lines) anchor.lines = e.lines;
  return anchor;
}
