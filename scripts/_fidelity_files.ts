/**
 * The fidelity layout of Aider, Continue, GitHub Copilot CLI, Qwen Code and Goose (see
 * `_fidelity_layout.ts`): the real samples of those assistants (placed by their content, see
 * `_fidelity_place.ts`) and the synthetic ones of `tests/fixtures/` (the only ones for Qwen Code
 * and Goose), each where its assistant keeps it. An aider history holds one session per launch:
 * each is its own entry (`<file>#<session id>`), with its own ground truth.
 */
import { join } from "node:path";
import { sha256Hex } from "../src/fsutil.ts";
import { legacyPaths } from "../src/assistants/copilot-cli/_legacy.ts";
import { aiderSample } from "../tests/fixtures/aider_history.ts";
import { continueSample, writeContinue } from "../tests/fixtures/continue_sessions.ts";
import { copilotSample } from "../tests/fixtures/copilot_cli_events.ts";
import { gooseSample, writeGooseDb } from "../tests/fixtures/goose_db.ts";
import { qwenSample } from "../tests/fixtures/qwen_records.ts";
import { inputFor, type Placed } from "./_fidelity_place.ts";
import type { Add, LaidOut, TruthFile } from "./_fidelity_types.ts";
import { withoutLead } from "../src/sources/lead.ts";

/** Write `text` at `path`, its folders made; returns the path. */
export async function put(path: string, text: string | Uint8Array): Promise<string> {
  await Deno.mkdir(join(path, ".."), { recursive: true });
  if (typeof text === "string") await Deno.writeTextFile(path, text);
  else await Deno.writeFile(path, text);
  return path;
}

/** The deepest folder holding every path of `paths` (`/`-separated, absolute). */
function commonFolder(paths: readonly string[]): string | undefined {
  if (paths.length === 0) return undefined;
  const split = paths.map((p) => p.replace(/\\/g, "/").split("/"));
  const first = split[0]!;
  let n = 0;
  while (n < first.length && split.every((s) => s[n] === first[n])) n++;
  const folder = first.slice(0, n).join("/");
  return folder.startsWith("/") && folder.length > 1 ? folder : undefined;
}

/** A session id a sample records, when it is safe in a file name; else one made from its path. */
function idOf(value: unknown, file: Placed): string {
  return typeof value === "string" && /^[A-Za-z0-9-]{1,64}$/.test(value)
    ? value
    : sha256Hex(file.rel).slice(0, 32);
}

function parsed(text: string): Record<string, unknown> {
  return JSON.parse(withoutLead(text)) as Record<string, unknown>;
}

export async function layOutFiles(
  home: string,
  placed: readonly Placed[],
  truth: TruthFile,
  add: Add,
): Promise<void> {
  const real = (file: Placed, path: string, name = file.name): LaidOut => ({
    name,
    kind: "real",
    path,
    truth: {
      prompts: truth[`${file.kind}/${name}`]?.prompts ?? [],
      generated: truth[`${file.kind}/${name}`]?.generated ?? [],
    },
  });

  const sample = (
    name: string,
    path: string,
    made: { prompts: string[]; generated: string[] },
    refId?: string,
  ): LaidOut => ({
    name,
    kind: "sample",
    path,
    ...(refId === undefined ? {} : { refId }),
    truth: { prompts: made.prompts, generated: made.generated },
  });
  const of = (kind: Placed["kind"]) => placed.filter((p) => p.kind === kind);

  const laying: Laying = { placed, add, real, sample, of };
  await layOutAider(home, laying);
  await layOutContinue(home, laying);
  await layOutCopilotCli(home, laying);

  const qwenProject = "/fidelity/samples/qwen-code";
  const qwen = qwenSample("5d6e7f80-9a1b-4c2d-8e3f-405162738495", qwenProject);
  const qwenPath = await qwen.write(join(home, ".qwen"));
  add("qwen-code", qwenProject, undefined, sample("qwen-code-sample", qwenPath, qwen));

  const gooseProject = "/fidelity/samples/goose";
  const goose = gooseSample("20260203_1", gooseProject);
  const gooseDb = join(home, ".local", "share", "goose", "sessions", "sessions.db");
  writeGooseDb(gooseDb, [goose.session]).close();
  add("goose", gooseProject, undefined, sample("goose-sample", gooseDb, goose, goose.session.id));
}

/** What laying out a kind of file needs: the placed real files, the scans, the truths. */
interface Laying {
  placed: readonly Placed[];
  add: Add;
  /** A real file laid out at `path`, with its ground truth (by its kind and `name`). */
  real: (file: Placed, path: string, name?: string) => LaidOut;
  /** A generated sample, with the prompts and answers it was generated from as its truth. */
  sample: (
    name: string,
    path: string,
    made: { prompts: string[]; generated: string[] },
    refId?: string,
  ) => LaidOut;
  of: (kind: Placed["kind"]) => Placed[];
}

/**
 * Aider: each history in a project folder of its own, with the input history that goes with
 * it; every launch discovery finds in it is a session (`allSessions`).
 */
async function layOutAider(home: string, laying: Laying): Promise<void> {
  const { add, real, sample, of } = laying;
  for (const [i, file] of of("aider").entries()) {
    const project = join(home, "projects", i === 0 ? "aider-real" : `aider-real-${i}`);
    const history = await put(
      join(project, ".aider.chat.history.md"),
      await Deno.readFile(file.path),
    );
    const input = inputFor(file, laying.placed);
    if (input) await put(join(project, ".aider.input.history"), await Deno.readFile(input.path));
    add("aider", project, undefined, { ...real(file, history), allSessions: true });
  }
  const aiderSynthetic = join(home, "projects", "aider-sample");
  const log = aiderSample();
  const chat = await put(join(aiderSynthetic, ".aider.chat.history.md"), log.chat);
  await put(join(aiderSynthetic, ".aider.input.history"), log.input);
  // Launches 0 (empty) and 1 (no answer) are not sessions.
  for (const launch of log.launches.slice(2)) {
    add(
      "aider",
      aiderSynthetic,
      undefined,
      sample(`aider-sample#${launch.id}`, chat, launch, launch.id),
    );
  }
}

/**
 * Continue: each real session under its id, listed in the index the extension writes.
 */
async function layOutContinue(home: string, laying: Laying): Promise<void> {
  const { add, real, sample, of } = laying;
  const continueDir = join(home, ".continue", "sessions");
  const index: Record<string, string>[] = [];
  for (const file of of("continue")) {
    const text = await Deno.readTextFile(file.path);
    const doc = parsed(text);
    const safeId = idOf(doc["sessionId"], file);
    const workspace = typeof doc["workspaceDirectory"] === "string" && doc["workspaceDirectory"]
      ? doc["workspaceDirectory"]
      : "/fidelity/real/continue";
    const path = await put(join(continueDir, `${safeId}.json`), text);
    index.push({
      sessionId: safeId,
      title: typeof doc["title"] === "string" ? doc["title"] : "",
      dateCreated: "1733839200000",
      workspaceDirectory: workspace,
    });
    add("continue", workspace.replace(/^file:\/\//, ""), undefined, real(file, path));
  }
  const continueProject = "/fidelity/samples/continue";
  const chats = continueSample(continueProject);
  const samples = join(home, "continue-samples");
  const dir = await writeContinue(
    samples,
    chats.map((c, i) => ({ chat: c, dateCreated: String(1767225600000 + i) })),
  );
  for (const c of chats) {
    add(
      "continue",
      continueProject,
      samples,
      sample(`continue-sample-${c.sessionId}`, join(dir, `${c.sessionId}.json`), c),
    );
  }
  if (index.length > 0) await put(join(continueDir, "sessions.json"), JSON.stringify(index));
}

/**
 * GitHub Copilot CLI: an older single-JSON session records no folder: its project is the
 * folder its tools worked in. A newer events file records its folder in its first event.
 */
async function layOutCopilotCli(home: string, laying: Laying): Promise<void> {
  const { add, real, sample, of } = laying;
  for (const [i, file] of of("copilot-cli").entries()) {
    const text = await Deno.readTextFile(file.path);
    const copilotHome = join(home, "copilot-real", String(i));
    if (file.format === "events") {
      const start = parsed(text.slice(0, text.indexOf("\n") + 1 || undefined));
      const data = start["data"] as
        | { sessionId?: unknown; context?: { cwd?: unknown } }
        | undefined;
      const id = idOf(data?.sessionId, file);
      const cwd = typeof data?.context?.cwd === "string" ? data.context.cwd : "/";
      const path = await put(join(copilotHome, "session-state", id, "events.jsonl"), text);
      add("copilot-cli", cwd, copilotHome, real(file, path));
      continue;
    }
    const doc = parsed(text);
    const id = idOf(doc["sessionId"], file);
    const started = Date.parse(String(doc["startTime"])) || 1760182820882;
    const path = await put(
      join(copilotHome, "history-session-state", `session_${id}_${started}.json`),
      text,
    );
    const project = commonFolder(legacyPaths(doc)) ?? "/fidelity/real/copilot-cli";
    add("copilot-cli", project, copilotHome, real(file, path));
  }
  const copilotProject = "/fidelity/samples/copilot-cli";
  const events = copilotSample("9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", copilotProject);
  const eventsPath = await events.write(join(home, ".copilot"));
  add("copilot-cli", copilotProject, undefined, sample("copilot-cli-sample", eventsPath, events));
}
