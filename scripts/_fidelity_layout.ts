/**
 * Lays the real samples (`../shared/fixtures/real/`) and the synthetic fidelity samples out in
 * a temporary home exactly where each assistant keeps them, so `deno task fidelity` measures
 * ctx's own discovery and reading, as `ctx init` runs them.
 */
import { join } from "node:path";
import type { SessionRef } from "../src/types.ts";
import { sha256Hex } from "../src/fsutil.ts";
import { fidelitySamples } from "../tests/fixtures/fidelity_samples.ts";
import { clineFamilySamples } from "../tests/fixtures/cline_fidelity.ts";
import { dbFidelitySamples } from "../tests/fixtures/fidelity_db_samples.ts";
import { layOutFiles, put } from "./_fidelity_files.ts";
import { type Placed, placeReal, type RealKind, type Unplaced } from "./_fidelity_place.ts";
import type { Add, LaidOut, Scan, TruthFile } from "./_fidelity_types.ts";
import { withoutLead } from "../src/sources/lead.ts";

export type { LaidOut, Scan, Truth, TruthFile } from "./_fidelity_types.ts";

/** Sources with real samples ctx reads, and the ones that cannot be laid out (and why). */
export const NOT_MEASURED: Record<string, string> = {
  "cursor/git-ai_cursor_test_globalStorage-subset.vscdb":
    "a global-storage subset without the workspace index that ties a composer to a project",
  "windsurf/git-ai_windsurf-hook-transcript.jsonl": "Windsurf is not a ctx source",
  "gemini-cli/git-ai_gemini-session_jsonl-abridged.jsonl":
    "converted by a third party from the legacy file (the same session twice)",
};

function claudeDir(cwd: string): string {
  return cwd.replace(/[^a-zA-Z0-9]/g, "-");
}

/** The sessions of `file` among the refs discovery found: one, or all of its (`allSessions`). */
export function refsOf(file: LaidOut, refs: SessionRef[]): { ref: SessionRef; name: string }[] {
  if (file.allSessions) {
    return refs.filter((r) => r.location === file.path || r.data?.["path"] === file.path)
      .map((ref) => ({ ref, name: `${file.name}#${ref.id}` }));
  }
  const ref = refs.find((r) =>
    file.refId !== undefined
      ? r.id === file.refId && r.data?.["path"] === file.path
      : r.location === file.path || r.data?.["path"] === file.path
  );
  return ref ? [{ ref, name: file.name }] : [];
}

/** The first `cwd` and `sessionId` recorded in a Claude Code transcript. */
function claudeHead(text: string): { cwd: string; sessionId: string } {
  let cwd = "";
  let sessionId = "";
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(withoutLead(line));
    } catch {
      continue; // A torn line: the next ones say it.
    }
    cwd ||= typeof record?.cwd === "string" ? record.cwd : "";
    sessionId ||= typeof record?.sessionId === "string" ? record.sessionId : "";
    if (cwd && sessionId) break;
  }
  return { cwd, sessionId };
}

/**
 * Lay everything out under `home`; returns the scans to run and the files under `realRoot` that
 * are no sample it can place. `realRoot` is `../shared/fixtures/real` (or `--real=DIR`): each file
 * in it is placed by its content, whatever its name and folder; `truth` gives the real samples'
 * ground truth, by kind and name (`claude-code/<name>`).
 */
export async function layOut(
  home: string,
  realRoot: string,
  truth: TruthFile,
): Promise<{ scans: Scan[]; unplaced: Unplaced[] }> {
  const scans = new Map<string, Scan>();
  const add: Add = (source, project, dir, file) => {
    const key = `${source}\0${project}\0${dir ?? ""}`;
    const s = scans.get(key) ?? { source, project, ...(dir ? { dir } : {}), files: [] };
    s.files.push(file);
    scans.set(key, s);
  };
  const real = async (file: Placed, path: string, text?: string): Promise<LaidOut> => ({
    name: file.name,
    kind: "real" as const,
    path: await put(path, text ?? await Deno.readFile(file.path)),
    truth: {
      prompts: truth[`${file.kind}/${file.name}`]?.prompts ?? [],
      generated: truth[`${file.kind}/${file.name}`]?.generated ?? [],
    },
  });
  const { placed, unplaced } = await placeReal(realRoot, (rel) => NOT_MEASURED[rel] !== undefined);

  await layOutReal(home, { placed, add, real });
  await layOutSamples(home, add);
  await layOutFiles(home, placed, truth, add);
  return { scans: [...scans.values()], unplaced };
}

/**
 * The real samples of the assistants whose files are placed by a name their reader takes (the
 * rest: `layOutFiles`); `real` writes one and gives it its ground truth.
 */
async function layOutReal(
  home: string,
  laid: {
    placed: Placed[];
    add: Add;
    real: (file: Placed, path: string, text?: string) => Promise<LaidOut>;
  },
): Promise<void> {
  const { add, real } = laid;
  const of = (kind: RealKind) => laid.placed.filter((p) => p.kind === kind);
  for (const file of of("claude-code")) {
    const text = await Deno.readTextFile(file.path);
    const { cwd, sessionId } = claudeHead(text);
    const id = sessionId || sha256Hex(file.rel).slice(0, 32);
    const path = join(home, ".claude", "projects", claudeDir(cwd), `${id}.jsonl`);
    add("claude-code", cwd, undefined, await real(file, path, text));
  }
  for (const file of of("codex")) {
    const text = await Deno.readTextFile(file.path);
    const meta = JSON.parse(withoutLead(text.slice(0, text.indexOf("\n")))).payload;
    const name = `rollout-2026-04-24T00-00-00-${meta.id}.jsonl`;
    const path = join(home, ".codex", "sessions", "2026", "04", "24", name);
    add("codex", meta.cwd, undefined, await real(file, path, text));
  }
  // Each laid out under a name its reader takes.
  const gemini = "/fidelity/real/gemini";
  await put(join(home, ".gemini", "tmp", "real", ".project_root"), gemini);
  for (const [i, file] of of("gemini-cli").entries()) {
    const ext = file.format === "jsonl" ? "jsonl" : "json";
    const name = `session-2025-12-06T18-25-${sha256Hex(`${i}${file.name}`).slice(0, 8)}.${ext}`;
    const path = join(home, ".gemini", "tmp", "real", "chats", name);
    add("gemini", gemini, undefined, await real(file, path));
  }

  // A save is named by `/chat save <name>`: the first one keeps the name `q` it had.
  const kiroDir = join(home, "kiro-saves");
  for (const [i, file] of of("kiro-amazon-q").entries()) {
    const path = join(kiroDir, i === 0 ? "q" : `save-${i}`);
    add("kiro", "/fidelity/real/kiro", kiroDir, await real(file, path));
  }

  const cursor = "/fidelity/real/cursor-agent";
  const slug = cursor.slice(1).replace(/[^A-Za-z0-9]/g, "-");
  const transcripts = join(home, ".cursor", "projects", slug, "agent-transcripts");
  for (const [i, file] of of("cursor").entries()) {
    const path = join(transcripts, `agent-${i + 1}.jsonl`);
    add("cursor", cursor, undefined, await real(file, path));
  }

  const copilot = "/fidelity/real/copilot";
  const storage = join(home, "copilot", "workspaceStorage");
  for (const file of of("vscode-copilot")) {
    const ws = join(storage, sha256Hex(file.rel).slice(0, 32));
    await put(join(ws, "workspace.json"), JSON.stringify({ folder: `file://${copilot}` }));
    const ext = file.format === "jsonl" ? "jsonl" : "json";
    const path = join(ws, "chatSessions", `session.${sha256Hex(file.rel).slice(0, 8)}.${ext}`);
    add("copilot", copilot, storage, await real(file, path));
  }
}

/** The synthetic fidelity samples, each where its assistant keeps it. */
async function layOutSamples(home: string, add: Add): Promise<void> {
  for (const sample of fidelitySamples()) {
    const truth = { prompts: sample.prompts, generated: sample.generated };
    const laid = async (path: string) => ({
      name: sample.name,
      kind: "sample" as const,
      path: await put(path, sample.text),
      truth,
    });
    switch (sample.source) {
      case "claude-code": {
        const path = join(home, ".claude", "projects", claudeDir(sample.project), sample.file);
        add("claude-code", sample.project, undefined, await laid(path));
        break;
      }
      case "codex": {
        const path = join(home, ".codex", "sessions", "2026", "04", "24", sample.file);
        add("codex", sample.project, undefined, await laid(path));
        break;
      }
      case "gemini": {
        const dir = join(home, ".gemini", "tmp", sample.name);
        await put(join(dir, ".project_root"), sample.project);
        add("gemini", sample.project, undefined, await laid(join(dir, "chats", sample.file)));
        break;
      }
      case "kiro": {
        const dir = join(home, "kiro-samples");
        add("kiro", sample.project, dir, await laid(join(dir, sample.file)));
        break;
      }
      default:
        throw new Error(`No layout for sample source "${sample.source}"`);
    }
  }
  // Cline, Roo Code and Kilo Code: task folders (and a Cline 4.x session), written in place.
  for (const sample of await clineFamilySamples(home)) {
    add(sample.source, sample.project, undefined, {
      name: sample.name,
      kind: "sample",
      path: sample.path,
      truth: { prompts: sample.prompts, generated: sample.generated },
    });
  }
  // Sessions kept in a database (or a tree of files per session): found by their location.
  for (const sample of dbFidelitySamples()) {
    const { location, dir } = await sample.write(home);
    add(sample.source, sample.project, dir, {
      name: sample.name,
      kind: "sample",
      path: location,
      truth: { prompts: sample.prompts, generated: sample.generated },
    });
  }
}
