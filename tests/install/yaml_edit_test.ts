import assert from "node:assert/strict";
import { parse } from "yaml";
import { editYamlEntry, readYamlEntry } from "../../src/edit/_yaml.ts";
import { GOOSE } from "./_home.ts";

const PATH = ["extensions", "ctx"] as const;
const OURS = {
  enabled: true,
  type: "stdio",
  name: "ctx",
  cmd: "/opt/ctx/bin/ctx",
  args: ["mcp"],
  timeout: 300,
};

function edit(text: string, value: Record<string, unknown> | undefined) {
  const result = editYamlEntry(text, PATH, value);
  if (!result.ok) throw new Error(result.error);
  return result;
}

Deno.test("editYamlEntry() adds ctx as the last extension at their indentation, every other byte kept, and removing it gives the original back", () => {
  const added = edit(GOOSE, OURS);
  assert.equal(added.changed, true);
  const at = GOOSE.indexOf("\n# modes below");
  assert.equal(added.text.slice(0, at), GOOSE.slice(0, at));
  assert.ok(added.text.endsWith(GOOSE.slice(at)));
  const block = added.text.slice(at, added.text.length - (GOOSE.length - at));
  assert.match(block, /^ {4}ctx:\n {6}enabled: true\n/);
  assert.deepEqual(parse(added.text).extensions.ctx, OURS);
  assert.deepEqual(Object.keys(parse(added.text).extensions), ["developer", "memory", "ctx"]);
  const read = readYamlEntry(added.text, PATH);
  assert.ok(read.ok);
  assert.deepEqual(read.existing, OURS);
  assert.equal(edit(added.text, OURS).changed, false, "the same entry again: nothing to do");
  assert.equal(edit(added.text, undefined).text, GOOSE);
});

Deno.test("editYamlEntry() adds the extensions mapping to a file without one, or makes the file, and removes what it added", () => {
  const plain = "GOOSE_PROVIDER: openai\n";
  const added = edit(plain, OURS);
  assert.equal(added.text.slice(0, plain.length), plain);
  assert.deepEqual(parse(added.text), { GOOSE_PROVIDER: "openai", extensions: { ctx: OURS } });
  assert.equal(edit(added.text, undefined).text, plain);
  const created = edit("", OURS);
  assert.deepEqual(parse(created.text), { extensions: { ctx: OURS } });
  assert.equal(edit(created.text, undefined).text, "");
});

Deno.test("editYamlEntry() updates ctx's entry in place, keeping the user's other entries and comments byte for byte", () => {
  const before = edit(GOOSE, { ...OURS, cmd: "/old/ctx" }).text;
  const updated = edit(before, { ...OURS, timeout: 600 });
  const start = before.indexOf("    ctx:");
  assert.equal(updated.text.slice(0, start), before.slice(0, start));
  assert.ok(updated.text.endsWith("\n# modes below\nGOOSE_MODE: smart_approve\n"));
  assert.deepEqual(parse(updated.text).extensions.ctx, { ...OURS, timeout: 600 });
  assert.deepEqual(updated.existing, { ...OURS, cmd: "/old/ctx" });
});

Deno.test("editYamlEntry() refuses what it cannot edit by lines and leaves no half edit: bad YAML, flow style, a scalar", () => {
  for (
    const [text, error] of [
      ["extensions:\n  a: [1\n", /^invalid YAML at line \d+, column \d+$/],
      ["extensions: {developer: {enabled: true}}\n", /"extensions" is not a block mapping/],
      ["{extensions: {}}\n", /not a block mapping/],
      ["extensions:\n  ctx: on\n", /"extensions\.ctx" is not a mapping/],
    ] as const
  ) {
    const result = editYamlEntry(text, PATH, OURS);
    assert.equal(result.ok, false, text);
    assert.match((result as { error: string }).error, error);
  }
});

Deno.test("editYamlEntry() writes CRLF lines in a CRLF file, goes after the comments under the last extension, and fills an empty extensions", () => {
  const crlf = "a: 1\r\nextensions:\r\n  dev:\r\n    enabled: true\r\nb: 2\r\n";
  const added = edit(crlf, OURS).text;
  assert.doesNotMatch(added.replaceAll("\r\n", ""), /\n/, "no bare LF");
  assert.equal(edit(added, undefined).text, crlf);

  const commented = "extensions:\n  dev:\n    enabled: true\n    # about dev\n# top\nb: 2\n";
  const after = edit(commented, OURS).text;
  assert.ok(after.startsWith("extensions:\n  dev:\n    enabled: true\n    # about dev\n  ctx:\n"));
  assert.ok(after.endsWith("\n# top\nb: 2\n"));

  for (const empty of ["a: 1\nextensions: {}\nb: 2\n", "a: 1\nextensions:\nb: 2\n"]) {
    const filled = edit(empty, OURS).text;
    assert.deepEqual(parse(filled), { a: 1, extensions: { ctx: OURS }, b: 2 });
    assert.deepEqual(parse(edit(filled, undefined).text), { a: 1, b: 2 });
  }
});
