/**
 * The fidelity layout of Aider, Continue, GitHub Copilot CLI, Qwen Code and Goose (see
 * `_fidelity_layout.ts`): the real samples of `shared/fixtures/real/{aider,continue,copilot-cli}`
 * and the synthetic ones of `tests/fixtures/` (the only ones for Qwen Code and Goose), each where
 * its assistant keeps it. An aider history holds one session per
 * launch: each is laid out as its own entry (`<file>#<session id>`), with its own ground truth.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { SourceId } from "../src/types.ts";
import { aiderSample } from "../tests/fixtures/aider_history.ts";
import { continueSample, writeContinue } from "../tests/fixtures/continue_sessions.ts";
import { copilotSample } from "../tests/fixtures/copilot_cli_events.ts";
import { gooseSample, writeGooseDb } from "../tests/fixtures/goose_db.ts";
import { qwenSample } from "../tests/fixtures/qwen_records.ts";
import type { LaidOut, TruthFile } from "./_fidelity_types.ts";

type Add = (source: SourceId, project: string, dir: string | undefined, file: LaidOut) => void;

async function put(path: string, text: string | Uint8Array): Promise<string> {
  await Deno.mkdir(join(path, ".."), { recursive: true });
  if (typeof text === "string") await Deno.writeTextFile(path, text);
  else await Deno.writeFile(path, text);
  return path;
}

/** The aider sessions of the real history (its launches that were read), by session id. */
const AIDER_REAL = {
  file: "alexshchuka-mozgoslav_v0.86.2.aider.chat.history.md",
  input: "alexshchuka-mozgoslav_v0.86.2.aider.input.history",
  sessions: ["20260422-224047", "20260422-231303"],
};

export async function layOutFiles(
  home: string,
  realRoot: string,
  truth: TruthFile,
  add: Add,
): Promise<void> {
  const real = (folder: string, name: string, path: string): LaidOut => ({
    name,
    kind: "real",
    path,
    truth: {
      prompts: truth[`${folder}/${name}`]?.prompts ?? [],
      generated: truth[`${folder}/${name}`]?.generated ?? [],
    },
  });

  // These real samples are laid out by their names: a `--real=DIR` without them skips them.
  const present = (folder: string, name: string) => existsSync(join(realRoot, folder, name));

  // Aider: the project's own folder holds the two files.
  const aiderReal = join(home, "projects", "aider-real");
  if (present("aider", AIDER_REAL.file) && present("aider", AIDER_REAL.input)) {
    const history = await put(
      join(aiderReal, ".aider.chat.history.md"),
      await Deno.readFile(join(realRoot, "aider", AIDER_REAL.file)),
    );
    await put(
      join(aiderReal, ".aider.input.history"),
      await Deno.readFile(join(realRoot, "aider", AIDER_REAL.input)),
    );
    for (const id of AIDER_REAL.sessions) {
      add("aider", aiderReal, undefined, {
        ...real("aider", `${AIDER_REAL.file}#${id}`, history),
        refId: id,
      });
    }
  }
  const aiderSynthetic = join(home, "projects", "aider-sample");
  const log = aiderSample();
  const chat = await put(join(aiderSynthetic, ".aider.chat.history.md"), log.chat);
  await put(join(aiderSynthetic, ".aider.input.history"), log.input);
  // Launches 0 (empty) and 1 (no answer) are not sessions.
  for (const launch of log.launches.slice(2)) {
    add("aider", aiderSynthetic, undefined, {
      name: `aider-sample#${launch.id}`,
      kind: "sample",
      path: chat,
      refId: launch.id,
      truth: { prompts: launch.prompts, generated: launch.generated },
    });
  }

  // Continue: the real session with the index entry the extension writes beside it.
  const continueDir = join(home, ".continue", "sessions");
  const session = "oleg121203-developer_2024-12_32d4f58f.json";
  if (present(join("continue", "sessions"), session)) {
    const continuePath = await put(
      join(continueDir, "32d4f58f-0af0-4664-bdd9-e8f12f06dd67.json"),
      await Deno.readFile(join(realRoot, "continue", "sessions", session)),
    );
    add("continue", "/workspace", undefined, real("continue", session, continuePath));
  }
  const continueProject = "/fidelity/samples/continue";
  const chats = continueSample(continueProject);
  const samples = join(home, "continue-samples");
  const dir = await writeContinue(
    samples,
    chats.map((c, i) => ({ chat: c, dateCreated: String(1767225600000 + i) })),
  );
  for (const c of chats) {
    add("continue", continueProject, samples, {
      name: `continue-sample-${c.sessionId}`,
      kind: "sample",
      path: join(dir, `${c.sessionId}.json`),
      truth: { prompts: c.prompts, generated: c.generated },
    });
  }
  // The index lists the real session too (its workspace is "/workspace").
  await put(
    join(continueDir, "sessions.json"),
    JSON.stringify([{
      sessionId: "32d4f58f-0af0-4664-bdd9-e8f12f06dd67",
      title: "Відновлення пош",
      dateCreated: "1733839200000",
      workspaceDirectory: "/workspace",
    }]),
  );

  // GitHub Copilot CLI: the real session is of the older single-JSON format.
  const legacy = "vibecodingtracker_copilot-cli-legacy-session_2025-10-11a_zh.json";
  if (present("copilot-cli", legacy)) {
    const legacyPath = await put(
      join(
        home,
        ".copilot",
        "history-session-state",
        "session_06141331-92e8-4e9e-8bbb-9b7a729eb01a_1760182820882.json",
      ),
      await Deno.readFile(join(realRoot, "copilot-cli", legacy)),
    );
    add(
      "copilot-cli",
      "/home/wei/repo/VibeCodingTracker",
      undefined,
      real("copilot-cli", legacy, legacyPath),
    );
  }
  const copilotProject = "/fidelity/samples/copilot-cli";
  const events = copilotSample("9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", copilotProject);
  const eventsPath = await events.write(join(home, ".copilot"));
  add("copilot-cli", copilotProject, undefined, {
    name: "copilot-cli-sample",
    kind: "sample",
    path: eventsPath,
    truth: { prompts: events.prompts, generated: events.generated },
  });

  const qwenProject = "/fidelity/samples/qwen-code";
  const qwen = qwenSample("5d6e7f80-9a1b-4c2d-8e3f-405162738495", qwenProject);
  const qwenPath = await qwen.write(join(home, ".qwen"));
  add("qwen-code", qwenProject, undefined, {
    name: "qwen-code-sample",
    kind: "sample",
    path: qwenPath,
    truth: { prompts: qwen.prompts, generated: qwen.generated },
  });

  const gooseProject = "/fidelity/samples/goose";
  const goose = gooseSample("20260203_1", gooseProject);
  const gooseDb = join(home, ".local", "share", "goose", "sessions", "sessions.db");
  writeGooseDb(gooseDb, [goose.session]).close();
  add("goose", gooseProject, undefined, {
    name: "goose-sample",
    kind: "sample",
    path: gooseDb,
    refId: goose.session.id,
    truth: { prompts: goose.prompts, generated: goose.generated },
  });
}
