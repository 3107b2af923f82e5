import assert from "node:assert/strict";
import { join } from "node:path";
import { createAiderSource } from "../../../src/assistants/aider/reader.ts";
import { parseAiderSection } from "../../../src/assistants/aider/_parse.ts";
import { localTime, splitSections } from "../../../src/assistants/aider/_sections.ts";
import type { Session } from "../../../src/types.ts";
import { realFixture, tempDir, writeFile } from "../../_helpers.ts";
import { turnLines, userTexts } from "../../sources/_shape.ts";
import { AiderLog, aiderSample } from "../../fixtures/aider_history.ts";
import { readAllSessions } from "../_read_all.ts";

const REAL = "aider/alexshchuka-mozgoslav_v0.86.2.aider";

/** The project folder holding the two files, read through the source as `ctx init` reads it. */
function readAll(dir: string, options: { dir?: string } = {}) {
  return readAllSessions(createAiderSource(), {
    projectPath: dir,
    home: "/nonexistent",
    ...options,
  });
}

async function project(chat: string, input?: string) {
  const dir = await tempDir("ctx-aider-");
  await writeFile(join(dir.path, ".aider.chat.history.md"), chat);
  if (input !== undefined) await writeFile(join(dir.path, ".aider.input.history"), input);
  return dir;
}

function generatedTexts(session: Session): string[] {
  return session.turns.flatMap((t) =>
    t.parts.flatMap((p) => p.kind === "injected" ? [`${p.label}: ${p.text.split("\n")[0]}`] : [])
  );
}

Deno.test("aider: the real v0.86.2 history is two sessions (the launch that never got an answer is left out), every typed prompt the human's, the group choices generated, each prompt dated by the input history", async () => {
  await using dir = await project(
    Deno.readTextFileSync(realFixture(`${REAL}.chat.history.md`)),
    Deno.readTextFileSync(realFixture(`${REAL}.input.history`)),
  );
  const { refs, warnings, sessions, readWarnings } = await readAll(dir.path);
  assert.deepEqual([warnings, readWarnings], [[], []]);
  assert.deepEqual(refs.map((r) => r.id), ["20260422-224047", "20260422-231303"]);
  const [first, second] = sessions as [Session, Session];
  assert.deepEqual(userTexts(first).map((t) => t.slice(0, 30)), [
    "hi",
    "Про что проект мозгослав и на ",
    "А почитай про хоткей и push-to",
    "изучи",
    "сам запроси доступ к файлам",
    "Ты зациклился. Удалось понять ",
  ]);
  assert.deepEqual(userTexts(second).map((t) => t.trim().slice(0, 30)), [
    "Мы работали над задачей",
    "А почитай про хоткей и push-to",
    "куда ты создал файл",
    "создай файл в корневой папке м",
  ]);
  // The 285-line prompt pasted in one go is one prompt, whole, as the input history holds it.
  const pasted = Deno.readTextFileSync(realFixture(`${REAL}.input.history`)).split("\n# ")
    .find((e) => e.includes("+ А почитай"))!.split("\n").filter((l) => l.startsWith("+"));
  assert.equal(pasted.length, 285);
  assert.deepEqual(userTexts(second)[1]!.split("\n"), pasted.map((l) => l.slice(1)));
  assert.deepEqual(
    generatedTexts(second).filter((g) => g.startsWith("aider-confirm")).length,
    8,
    "the group's remembered 'all' logged as #### lines",
  );
  // Local times without a zone, read on this machine: the start line and the typed prompts.
  assert.equal(first.started, localTime("2026-04-22 22:40:47")!.iso);
  assert.deepEqual(
    first.turns.filter((t) => t.role === "user").map((t) => t.at),
    [
      "2026-04-22 22:40:54.526883",
      "2026-04-22 22:42:34.233236",
      "2026-04-22 22:46:56.248851",
      "2026-04-22 22:52:42.039422",
      "2026-04-22 22:53:19.358852",
      "2026-04-22 23:08:33.570524",
    ].map((s) => localTime(s)!.iso),
  );
  assert.equal(second.updated, localTime("2026-04-22 23:26:07.718")!.iso);
  // aider's own output is tool output; its API error is kept as a failure.
  assert.ok(
    second.turns.every((t) => t.role === "assistant" || t.parts.every((p) => p.kind === "text")),
  );
});

Deno.test("aider: architect echoes, a chat command's repeated message, /help's documentation, /add and ! commands, group choices and blank inputs never reach the model as the human's", async () => {
  const log = aiderSample();
  const { chat, input } = log.text();
  await using dir = await project(chat, input);
  const { refs, sessions, warnings } = await readAll(dir.path);
  assert.deepEqual(warnings, []);
  // Five launches: the empty one and the one cut short before any answer are left out.
  assert.equal(refs.length, 3);
  const prompts = sessions.flatMap(userTexts);
  assert.deepEqual(prompts, log.prompts.slice(1), "every typed prompt, once, in order");
  const sent = sessions.flatMap((s) => s.turns).filter((t) => t.role === "user")
    .flatMap((t) =>
      t.parts.filter((p) => p.kind === "text").map((p) => (p as { text: string }).text)
    );
  for (const text of log.generated) {
    assert.ok(!sent.some((s) => s.includes(text.split("\n")[0]!)), `not the human's: ${text}`);
  }
  const architect = sessions[0]!;
  assert.deepEqual(generatedTexts(architect), [
    "aider-command: /add src/cache.ts",
    "aider-confirm: Add file to the chat? (Y)es/(N)o/(A)ll/(S)kip all/(D)on't ask again [Yes]: all",
    "aider-command: !npm test",
    "aider-help-docs: # Question: how do I undo?",
  ]);
  // The architect's plan stays the model's answer (once), never an input.
  const answers = architect.turns.filter((t) => t.role === "assistant")
    .flatMap((t) =>
      t.parts.filter((p) => p.kind === "text").map((p) => (p as { text: string }).text)
    );
  assert.equal(answers.filter((a) => a.startsWith("The cache key omits the build id.")).length, 1);
  assert.ok(answers.some((a) => a.includes("#### Edit plan")), "a Markdown heading in an answer");
  // --message: one prompt, though the command line names it too (as aider's output).
  assert.deepEqual(userTexts(sessions[1]!), ["Rename fetchAll to loadAll everywhere"]);
  assert.deepEqual(turnLines(sessions[1]!), [
    "assistant: tool_result",
    "user: text",
    "assistant: text, tool_result!",
  ]);
});

Deno.test("aider: without an input history the same prompts are read (the architect's echo is recognised by its text), undated", async () => {
  const log = aiderSample();
  await using dir = await project(log.text().chat);
  const { sessions } = await readAll(dir.path);
  assert.deepEqual(sessions.flatMap(userTexts), log.prompts.slice(1));
  assert.ok(sessions.flatMap((s) => s.turns).every((t) => t.at === undefined));
  assert.equal(sessions[0]!.started, sessions[0]!.updated, "only the start line dates it");
});

Deno.test("aider: a prompt the human typed that repeats the answer above it is still the human's when the input history holds it", () => {
  const log = new AiderLog().launch();
  log.type("Summarize the fix in one line.");
  log.answer("Include the build id in the cache key.");
  log.type("Include the build id in the cache key.");
  log.answer("Agreed.");
  const [section] = splitSections(new TextEncoder().encode(log.text().chat));
  const text = log.text().chat.slice(section!.offset);
  const withTyped = parseAiderSection(text, {
    id: section!.id,
    cwd: "/p",
    typed: [
      { text: "Summarize the fix in one line.", ms: 1 },
      { text: "Include the build id in the cache key.", ms: 2 },
    ],
  });
  assert.deepEqual(userTexts(withTyped.session!), log.prompts);
  const without = parseAiderSection(text, { id: section!.id, cwd: "/p" });
  assert.deepEqual(userTexts(without.session!), [log.prompts[0]], "taken for an echo without it");
});

Deno.test("aider: session ids come from the start lines, so appending a launch keeps the earlier ids and fingerprints; two launches in one second get -2", async () => {
  const log = new AiderLog(new Date(2026, 0, 5, 23, 59, 0));
  log.launch("aider", 30).type("First question about the parser?").answer("An answer.");
  const firstText = log.text();
  await using dir = await project(firstText.chat, firstText.input);
  const before = await readAll(dir.path);
  // A launch that exits at once, and another in the same second.
  log.launch("aider", 60).launch("aider", 0).type("Second, same second?").answer("Another.");
  log.launch("aider", 120).type("Third, two minutes later?").answer("Yes.");
  await writeFile(join(dir.path, ".aider.chat.history.md"), log.text().chat);
  await writeFile(join(dir.path, ".aider.input.history"), log.text().input);
  const after = await readAll(dir.path);
  assert.deepEqual(before.refs.map((r) => [r.id, r.fingerprint]), [
    [after.refs[0]!.id, after.refs[0]!.fingerprint],
  ]);
  assert.deepEqual(after.refs.map((r) => r.id), [
    "20260105-235930",
    "20260106-000035-2",
    "20260106-000240",
  ]);
  assert.deepEqual(after.sessions.map(userTexts), [
    ["First question about the parser?"],
    ["Second, same second?"],
    ["Third, two minutes later?"],
  ]);
});

Deno.test("aider: CRLF line ends, a file whose trailing spaces an editor stripped, and --aider-dir as the folder or the file", async () => {
  const log = aiderSample();
  const { chat, input } = log.text();
  const crlf = chat.replaceAll("\n", "\r\n");
  await using dir = await project(crlf, input.replaceAll("\n", "\r\n"));
  assert.deepEqual((await readAll(dir.path)).sessions.flatMap(userTexts), log.prompts.slice(1));

  // Without the two trailing spaces a `####` line is told from an answer's `####` heading by
  // nothing: this history's answers have none.
  const plain = new AiderLog().launch();
  plain.type("/ask where is the retry loop?", { prompt: "where is the retry loop?" });
  plain.logged("where is the retry loop?").answer("In `src/queue.ts`, `drain()`.");
  plain.type("Is it bounded?").answer("> quoting: yes, by `maxRetries`.").tool("Tokens: 1k sent");
  const stripped = plain.text().chat.split("\n").map((l) => l.trimEnd()).join("\n");
  await using other = await tempDir("ctx-aider-dir-");
  const history = join(other.path, "elsewhere", ".aider.chat.history.md");
  await writeFile(history, stripped);
  await using empty = await tempDir("ctx-aider-project-");
  const byFolder = await readAll(empty.path, { dir: join(other.path, "elsewhere") });
  assert.deepEqual(byFolder.sessions.flatMap(userTexts), plain.prompts);
  assert.ok(byFolder.sessions.every((s) => s.cwd === empty.path), "the project being read");
  const byFile = await readAll(empty.path, { dir: history });
  assert.deepEqual(byFile.refs.map((r) => r.id), byFolder.refs.map((r) => r.id));
});

Deno.test("aider: no history in the project is silent; a missing --aider-dir, a FIFO and a file that is not aider's are one warning each", async () => {
  await using dir = await tempDir("ctx-aider-");
  assert.deepEqual(await readAll(dir.path), {
    refs: [],
    warnings: [],
    sessions: [],
    readWarnings: [],
  });
  const missing = await readAll(dir.path, { dir: join(dir.path, "nope") });
  assert.match(missing.warnings.join("\n"), /Cannot read ".*nope\/\.aider\.chat\.history\.md"/);

  const fifo = join(dir.path, ".aider.chat.history.md");
  await new Deno.Command("mkfifo", { args: [fifo] }).output();
  const fromFifo = await readAll(dir.path);
  assert.equal(fromFifo.refs.length, 0);
  assert.match(fromFifo.warnings.join("\n"), /not a regular file/);
  await Deno.remove(fifo);

  await writeFile(fifo, "# My notes\n\n#### not aider  \n");
  const notAider = await readAll(dir.path);
  assert.match(notAider.warnings.join("\n"), /no "# aider chat started at" line/);
});

Deno.test("aider: a launch still being written (cut mid-answer) is read up to where it stops", async () => {
  const log = new AiderLog().launch().type("Why is the queue stuck?");
  log.answer("The consumer holds the lock while it retries, so the queue cannot drain until it");
  const { chat, input } = log.text();
  await using dir = await project(chat.slice(0, chat.length - 12), input);
  const { sessions, warnings } = await readAll(dir.path);
  assert.deepEqual(warnings, []);
  assert.deepEqual(sessions.map(userTexts), [["Why is the queue stuck?"]]);
  assert.match(
    JSON.stringify(sessions[0]!.turns.at(-1)),
    /The consumer holds the lock while it retries, so the queue/,
  );
});
