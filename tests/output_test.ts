import assert from "node:assert/strict";
import { memoryOutput, streamOutput } from "../src/output.ts";

const HOSTILE = "\x1b]0;pwned\x07\x1b]52;c;ZXZpbA==\x07\x1b[2J\x9b2J\u202e\x08\x7f";

/** An Output over recording writers, as the terminal would receive the bytes. */
function recorded(stderrIsTty: boolean) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const output = streamOutput((t) => void stdout.push(t), (t) => void stderr.push(t), {
    stdoutIsTty: false,
    stderrIsTty,
  });
  return { output, stdout, stderr };
}

Deno.test("Output cleans every line on stdout and stderr, keeping newlines and tabs", () => {
  const { output, stdout, stderr } = recorded(false);
  output.out(`title ${HOSTILE}end\n\tindented\r\nnext`);
  output.err(`warning: cwd "/w/${HOSTILE}app"`);
  assert.deepEqual(stdout, ["title end\n\tindented\nnext\n"]);
  assert.deepEqual(stderr, ['warning: cwd "/w/app"\n']);
});

Deno.test("Output.json() prints valid JSON whose strings and keys carry no control", () => {
  const { output, stdout } = recorded(false);
  output.json({ title: `a${HOSTILE}b`, [`k${HOSTILE}`]: ["x\x9b", "\x9d0;t\x9cy"], n: 1 });
  assert.equal(stdout.length, 1);
  assert.ok(stdout[0]!.endsWith("}\n"));
  assert.deepEqual(JSON.parse(stdout[0]!), { title: "ab", k: ["x", "y"], n: 1 });
  assert.doesNotMatch(stdout[0]!, /\\u001b|\\u0007/, "not even as JSON escapes");
});

Deno.test("Output.raw() writes exactly what it is given; only `ctx redact` uses it", () => {
  const { output, stdout } = recorded(false);
  output.raw(`\ufeffkeep ${HOSTILE} as is`);
  assert.deepEqual(stdout, [`\ufeffkeep ${HOSTILE} as is`]);
});

Deno.test("Output.status() keeps ctx's own line control and cleans the line to one line", () => {
  const tty = recorded(true);
  tty.output.status(`Pulling a${HOSTILE}\nb`);
  tty.output.err("done");
  assert.deepEqual(tty.stderr, ["\r\x1b[2KPulling a b", "\r\x1b[2K", "done\n"]);
  const pipe = recorded(false);
  pipe.output.status("Pulling a");
  assert.deepEqual(pipe.stderr, [], "no progress line without a terminal");
});

Deno.test("memoryOutput() records what the terminal would show", () => {
  const output = memoryOutput();
  output.out(`a${HOSTILE}b`);
  output.err(`c${HOSTILE}d`);
  output.json({ e: `f${HOSTILE}` });
  output.raw(`g${HOSTILE}`);
  assert.deepEqual(output.stdout, ["ab", '{\n  "e": "f"\n}', `g${HOSTILE}`]);
  assert.deepEqual(output.stderr, ["cd"]);
});
