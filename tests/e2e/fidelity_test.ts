/**
 * The fidelity report (`deno task fidelity`) over the real samples and the synthetic ones of
 * issue 12: at the default budget every session is found and sent, every human prompt reaches
 * the model in the human's voice, and nothing the human did not type is sent as theirs.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { REAL_FIXTURES, realFixture, REPO_ROOT, tempDir } from "../_helpers.ts";

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
    sources: Row[];
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
