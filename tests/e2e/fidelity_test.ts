/**
 * The fidelity report (`deno task fidelity`) over the real samples and the synthetic ones of
 * issue 12: at the default budget every session is found and sent, every human prompt reaches
 * the model in the human's voice, and nothing the human did not type is sent as theirs.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { REAL_FIXTURES, realFixture, REPO_ROOT, tempDir } from "../_helpers.ts";
import { copilotSample } from "../fixtures/copilot_cli_events.ts";

interface Row {
  source: string;
  kind: string;
  sessions: number;
  sent: number;
  prompts: number;
  reached: number;
  foreign: number;
  generatedAsHuman: number;
  malformed: number;
}

async function report(...args: string[]) {
  realFixture("PROVENANCE.md"); // a clear error when ../shared/fixtures/real is absent
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(REPO_ROOT, "scripts", "fidelity.ts"), "--json", ...args],
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).output();
  const stderr = new TextDecoder().decode(out.stderr);
  assert.equal(out.code, 0, stderr);
  return JSON.parse(new TextDecoder().decode(out.stdout)) as {
    laidOut: number;
    missing: string[];
    noTruth: string[];
    notPlaced: { file: string; why: string }[];
    sources: Row[];
    sessions: (Row & { name: string })[];
  };
}

Deno.test("deno task fidelity: every prompt of every real and sample session reaches the model as the human's, at the default budget", async () => {
  const r = await report();
  assert.deepEqual(r.missing, [], `not found under ${REAL_FIXTURES}`);
  for (const row of r.sources) {
    const what = `${row.source} ${row.kind}`;
    assert.equal(row.sent, row.sessions, `${what}: every session is sent`);
    assert.ok(row.prompts > 0, `${what}: has prompts`);
    assert.equal(row.reached, row.prompts, `${what}: every prompt reaches the model`);
    assert.equal(
      row.foreign + row.generatedAsHuman,
      0,
      `${what}: nothing else in the human's voice`,
    );
    assert.equal(row.malformed, 0, `${what}: no valid record called malformed`);
  }
  assert.deepEqual(
    [...new Set(r.sources.map((s) => s.source))].sort(),
    [
      "aider",
      "claude-code",
      "cline",
      "codex",
      "continue",
      "copilot",
      "copilot-cli",
      "crush",
      "cursor",
      "gemini",
      "goose",
      "kilo-code",
      "kiro",
      "opencode",
      "qwen-code",
      "roo-code",
    ],
  );
});

Deno.test("deno task fidelity --real=DIR lays out files of any name, and a folder may be absent", async () => {
  await using dir = await tempDir("ctx-fidelity-real-");
  const copies: string[] = [];
  for (const folder of ["claude-code", "gemini-cli", "kiro-amazon-q", "cursor"]) {
    await Deno.mkdir(join(dir.path, folder));
    let i = 0;
    for (const entry of Deno.readDirSync(join(REAL_FIXTURES, folder))) {
      if (!entry.isFile || entry.name.includes("abridged") || entry.name.endsWith(".vscdb")) {
        continue;
      }
      const ext = entry.name.slice(entry.name.lastIndexOf("."));
      const name = `renamed-${++i}${ext}`;
      await Deno.copyFile(join(REAL_FIXTURES, folder, entry.name), join(dir.path, folder, name));
      copies.push(`${folder}/${name}`);
    }
  }
  const r = await report(`--real=${dir.path}`);
  assert.deepEqual(r.missing, []);
  assert.deepEqual([...r.noTruth].sort(), [...copies].sort(), "each copy said to have no truth");
  const real = r.sources.filter((s) => s.kind === "real");
  assert.equal(real.reduce((n, s) => n + s.sessions, 0), copies.length, "every copy was found");
  assert.ok(real.every((s) => s.sent === s.sessions));
});

Deno.test("deno task fidelity --real=DIR places each file by its content, whatever its name and folder, and names what it cannot place", async () => {
  await using dir = await tempDir("ctx-fidelity-any-");
  const aider = "alexshchuka-mozgoslav_v0.86.2.aider";
  // Real samples under names and folders no assistant uses: "<kind>/<name>" when renamed.
  const copies: Record<string, string> = {
    [`aider/${aider}.chat.history.md`]: "inbox/history-a.md",
    [`aider/${aider}.input.history`]: "inbox/typed-a.txt",
    "continue/sessions/oleg121203-developer_2024-12_32d4f58f.json": "inbox/chat-export.json",
    "copilot-cli/vibecodingtracker_copilot-cli-legacy-session_2025-10-11a_zh.json":
      "inbox/cli-session.json",
    "codex/entire-external-agents_c3b191fe1158_codex-0.123.0_rollout.jsonl": "inbox/r1.log",
    "claude-code/git-ai_claude-code-with-thinking_v2.0.69.jsonl": "inbox/nested/deep/c.jsonl",
    "gemini-cli/git-ai_gemini-session_legacy.json": "g.json",
    "kiro-amazon-q/metaneutrons-SnapcastClient_q-chat-save_2025-08.json": "k.json",
    "cursor/git-ai_cursor-agent-transcript.jsonl": "cur.txt",
    "vscode-copilot/git-ai_copilot_chatSessions_mutation-log.jsonl": "vs.data",
  };
  const place = async (from: string, to: string) => {
    await Deno.mkdir(join(dir.path, to, ".."), { recursive: true });
    await Deno.copyFile(join(REAL_FIXTURES, from), join(dir.path, to));
  };
  for (const [from, to] of Object.entries(copies)) await place(from, to);
  // Kept under their own names in another folder: their ground truth is still found.
  await place(`aider/${aider}.chat.history.md`, `kept/${aider}.chat.history.md`);
  await place(`aider/${aider}.input.history`, `kept/${aider}.input.history`);
  // Files that are no sample this report can lay out.
  await place("windsurf/git-ai_windsurf-hook-transcript.jsonl", "w.jsonl");
  await place("cursor/git-ai_cursor_test_globalStorage-subset.vscdb", "state.db");
  await Deno.writeTextFile(join(dir.path, "inbox", "notes.txt"), "remember to rotate the key\n");
  // A newer Copilot CLI events file (synthetic: no real one is in the fixtures), renamed.
  const events = copilotSample("5b0e2c1d-3f4a-4b5c-8d6e-7f8091a2b3c4", "/home/dev/shop");
  await Deno.writeTextFile(join(dir.path, "inbox", "cli-events.log"), events.text());

  const r = await report(`--real=${dir.path}`);
  assert.deepEqual(r.missing, []);
  assert.deepEqual(r.notPlaced.map((n) => n.file).sort(), [
    "inbox/notes.txt",
    "state.db",
    "w.jsonl",
  ]);
  const why = Object.fromEntries(r.notPlaced.map((n) => [n.file, n.why]));
  assert.match(why["w.jsonl"]!, /Windsurf is not a ctx source/);
  assert.match(why["state.db"]!, /database/);
  assert.match(why["inbox/notes.txt"]!, /not a transcript format/);

  const real = r.sessions.filter((s) => s.kind === "real");
  const count = (source: string) => real.filter((s) => s.source === source).length;
  assert.deepEqual(
    Object.fromEntries(
      [
        "aider",
        "claude-code",
        "codex",
        "continue",
        "copilot",
        "copilot-cli",
        "cursor",
        "gemini",
        "kiro",
      ]
        .map((s) => [s, count(s)]),
    ),
    {
      aider: 4,
      "claude-code": 1,
      codex: 1,
      continue: 1,
      copilot: 1,
      "copilot-cli": 2,
      cursor: 1,
      gemini: 1,
      kiro: 1,
    },
    "each renamed copy found by its assistant's own discovery, both aider launches of each history",
  );
  assert.ok(real.every((s) => s.sent), "every real copy is sent");
  // The renamed copies have no ground truth, and are said to have none; the aider history kept
  // under its own name has, and every prompt of it reaches the model.
  assert.deepEqual(
    [...r.noTruth].sort(),
    [
      "aider/history-a.md#20260422-224047",
      "aider/history-a.md#20260422-231303",
      "codex/r1.log",
      "continue/chat-export.json",
      "copilot-cli/cli-events.log",
      "copilot-cli/cli-session.json",
      "cursor/cur.txt",
      "claude-code/c.jsonl",
      "gemini-cli/g.json",
      "kiro-amazon-q/k.json",
      "vscode-copilot/vs.data",
    ].sort(),
  );
  const kept = real.filter((s) => s.name.startsWith(`${aider}.chat.history.md#`));
  assert.equal(kept.length, 2);
  assert.ok(
    kept.every((s) => s.prompts > 0 && s.reached === s.prompts),
    "kept: every prompt reached",
  );
  const renamed = real.filter((s) => s.name.startsWith("history-a.md#"));
  assert.deepEqual(
    renamed.map((s) => s.name.split("#")[1]),
    kept.map((s) => s.name.split("#")[1]),
    "the renamed history is read with its input history: the same launches",
  );
});

Deno.test("deno task fidelity --real= names a path that is not there, and takes one file on its own", async () => {
  await using dir = await tempDir("ctx-fidelity-one-");
  const missing = join(dir.path, "no-such-folder");
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(REPO_ROOT, "scripts", "fidelity.ts"), `--real=${missing}`],
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).output();
  assert.equal(out.code, 2);
  assert.match(new TextDecoder().decode(out.stderr), /no-such-folder: no such file or folder/);

  const one = join(dir.path, "session-copy.json");
  await Deno.copyFile(
    join(REAL_FIXTURES, "continue", "sessions", "oleg121203-developer_2024-12_32d4f58f.json"),
    one,
  );
  const r = await report(`--real=${one}`);
  assert.deepEqual(r.notPlaced, []);
  assert.deepEqual(r.noTruth, ["continue/session-copy.json"]);
  assert.equal(r.sessions.filter((s) => s.kind === "real").length, 1);
});
