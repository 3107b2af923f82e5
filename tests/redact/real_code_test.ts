/**
 * Real third-party code and documentation as a standing corpus of clean text (docs/redaction.md,
 * "Real code as a standing clean corpus"): every selected file of the MCP clients' packages and
 * of Debian's Python standard library (`_real_code.ts`) is redacted as written, and inside a JSONL
 * record too (all but the largest). Every change must be in the known list, by file, form and
 * rule, and every entry of the list must still happen: a ratchet both ways, so a rule that stops
 * changing a file shrinks the list, and a new false positive is seen by its file and rule (never
 * its value).
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord } from "./_heldout.ts";
import { REAL_KNOWN } from "./_real_code_known.ts";
import { readText, REAL_ROOTS, type RealFile, realFiles } from "./_real_code.ts";

// The least text (characters) a root must give: less means a partial install or another version.
const MIN_CHARS: Record<string, number> = { node_modules: 12_000_000, "python3.11": 10_000_000 };
// The files read inside a JSONL record as well: all up to 256 KB (not the largest bundles).
const RECORD_MAX = 256_000;

/** `file (form): rule×count` for each change redact() makes to the file in that form. */
function changes(file: RealFile, form: string, text: string): string[] {
  const out = redact(text);
  if (out.text === text) return [];
  return out.findings.map((f) => `${file.name} (${form}): ${f.rule}×${f.count}`);
}

Deno.test("real third-party code comes out of redact() unchanged but for the known list", () => {
  const seen: string[] = [];
  for (const root of REAL_ROOTS) {
    let chars = 0;
    for (const file of realFiles(root)) {
      const text = readText(file);
      if (text === undefined) continue;
      chars += text.length;
      seen.push(...changes(file, "as written", text));
      if (text.length <= RECORD_MAX) {
        seen.push(...changes(file, "in a record", asRecord(text)));
      }
    }
    assert.ok(
      chars >= MIN_CHARS[root.name]!,
      `${root.dir} holds ${chars} characters of selected text, less than ${
        MIN_CHARS[root.name]
      }: a partial install? ${root.hint}`,
    );
  }
  const known = new Set(REAL_KNOWN.map((k) => k.change));
  const unexpected = seen.filter((c) => !known.has(c));
  const gone = [...known].filter((c) => !seen.includes(c));
  assert.deepEqual(
    { unexpected, gone },
    { unexpected: [], gone: [] },
    "a change not in tests/redact/_real_code_known.ts (a new false positive: mend it as a shape, " +
      "or list it with why), or a listed change that no longer happens (remove it from the list)",
  );
});
