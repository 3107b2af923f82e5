/**
 * Lays the real samples (`../shared/fixtures/real/`) and the synthetic fidelity samples out in
 * a temporary home exactly where each assistant keeps them, so `deno task fidelity` measures
 * ctx's own discovery and reading, as `ctx init` runs them.
 */
import { join } from "node:path";
import type { SourceId } from "../src/types.ts";
import { sha256Hex } from "../src/fsutil.ts";
import { fidelitySamples } from "../tests/fixtures/fidelity_samples.ts";
import { clineFamilySamples } from "../tests/fixtures/cline_fidelity.ts";
import { dbFidelitySamples } from "../tests/fixtures/fidelity_db_samples.ts";
import { layOutFiles } from "./_fidelity_files.ts";
import type { LaidOut, Scan, TruthFile } from "./_fidelity_types.ts";

export type { LaidOut, Scan, Truth, TruthFile } from "./_fidelity_types.ts";

/** Sources with real samples ctx reads, and the ones that cannot be laid out (and why). */
export const NOT_MEASURED: Record<string, string> = {
  "cursor/git-ai_cursor_test_globalStorage-subset.vscdb":
    "a global-storage subset without the workspace index that ties a composer to a project",
  "windsurf/git-ai_windsurf-hook-transcript.jsonl": "Windsurf is not a ctx source",
  "gemini-cli/git-ai_gemini-session_jsonl-abridged.jsonl":
    "converted by a third party from the legacy file (the same session twice)",
};

async function put(path: string, text: string | Uint8Array): Promise<string> {
  await Deno.mkdir(join(path, ".."), { recursive: true });
  if (typeof text === "string") await Deno.writeTextFile(path, text);
  else await Deno.writeFile(path, text);
  return path;
}

function claudeDir(cwd: string): string {
  return cwd.replace(/[^a-zA-Z0-9]/g, "-");
}

/** The first `cwd` and `sessionId` recorded in a Claude Code transcript. */
function claudeHead(text: string): { cwd: string; sessionId: string } {
  let cwd = "";
  let sessionId = "";
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const record = JSON.parse(line.replace(/^\uFEFF/, ""));
    cwd ||= typeof record.cwd === "string" ? record.cwd : "";
    sessionId ||= typeof record.sessionId === "string" ? record.sessionId : "";
    if (cwd && sessionId) break;
  }
  return { cwd, sessionId };
}

/**
 * Lay everything out under `home`; returns the scans to run. `realRoot` is
 * `../shared/fixtures/real`; `truth` gives the real samples' ground truth.
 */
export async function layOut(home: string, realRoot: string, truth: TruthFile): Promise<Scan[]> {
  const scans = new Map<string, Scan>();
  const add = (source: SourceId, project: string, dir: string | undefined, file: LaidOut) => {
    const key = `${source}\0${project}\0${dir ?? ""}`;
    const s = scans.get(key) ?? { source, project, ...(dir ? { dir } : {}), files: [] };
    s.files.push(file);
    scans.set(key, s);
  };
  const real = async (folder: string, name: string, path: string, text?: string) => ({
    name,
    kind: "real" as const,
    path: await put(path, text ?? await Deno.readFile(join(realRoot, folder, name))),
    truth: {
      prompts: truth[`${folder}/${name}`]?.prompts ?? [],
      generated: truth[`${folder}/${name}`]?.generated ?? [],
    },
  });
  // The sample files of a folder (none when the folder is not there), sorted by name.
  const names = (folder: string) => {
    try {
      return [...Deno.readDirSync(join(realRoot, folder))]
        .filter((e) => e.isFile && NOT_MEASURED[`${folder}/${e.name}`] === undefined)
        .map((e) => e.name).sort();
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return [];
      throw error;
    }
  };

  for (const name of names("claude-code")) {
    const text = await Deno.readTextFile(join(realRoot, "claude-code", name));
    const { cwd, sessionId } = claudeHead(text);
    const path = join(home, ".claude", "projects", claudeDir(cwd), `${sessionId}.jsonl`);
    add("claude-code", cwd, undefined, await real("claude-code", name, path, text));
  }
  for (const name of names("codex")) {
    const text = await Deno.readTextFile(join(realRoot, "codex", name));
    const meta = JSON.parse(text.slice(0, text.indexOf("\n")).replace(/^\uFEFF/, "")).payload;
    const file = `rollout-2026-04-24T00-00-00-${meta.id}.jsonl`;
    const path = join(home, ".codex", "sessions", "2026", "04", "24", file);
    add("codex", meta.cwd, undefined, await real("codex", name, path, text));
  }
  // Whatever the files are called (`--real=DIR`): each laid out under a name its reader takes.
  const gemini = "/fidelity/real/gemini";
  await put(join(home, ".gemini", "tmp", "real", ".project_root"), gemini);
  for (const [i, name] of names("gemini-cli").filter((n) => /\.jsonl?$/.test(n)).entries()) {
    const ext = name.endsWith(".jsonl") ? "jsonl" : "json";
    const file = `session-2025-12-06T18-25-${sha256Hex(`${i}${name}`).slice(0, 8)}.${ext}`;
    const path = join(home, ".gemini", "tmp", "real", "chats", file);
    add("gemini", gemini, undefined, await real("gemini-cli", name, path));
  }

  // A save is named by `/chat save <name>`: the first one keeps the name `q` it had.
  const kiroDir = join(home, "kiro-saves");
  for (const [i, name] of names("kiro-amazon-q").filter((n) => n.endsWith(".json")).entries()) {
    const path = join(kiroDir, i === 0 ? "q" : `save-${i}`);
    add("kiro", "/fidelity/real/kiro", kiroDir, await real("kiro-amazon-q", name, path));
  }

  const cursor = "/fidelity/real/cursor-agent";
  const slug = cursor.slice(1).replace(/[^A-Za-z0-9]/g, "-");
  const transcripts = join(home, ".cursor", "projects", slug, "agent-transcripts");
  for (const [i, name] of names("cursor").filter((n) => n.endsWith(".jsonl")).entries()) {
    const path = join(transcripts, `agent-${i + 1}.jsonl`);
    add("cursor", cursor, undefined, await real("cursor", name, path));
  }

  const copilot = "/fidelity/real/copilot";
  const storage = join(home, "copilot", "workspaceStorage");
  for (const name of names("vscode-copilot")) {
    const ws = join(storage, sha256Hex(name).slice(0, 32));
    await put(join(ws, "workspace.json"), JSON.stringify({ folder: `file://${copilot}` }));
    const path = join(ws, "chatSessions", name.replace(/^.*_/, "session."));
    add("copilot", copilot, storage, await real("vscode-copilot", name, path));
  }

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
  await layOutFiles(home, realRoot, truth, add);
  return [...scans.values()];
}
