/**
 * docs/redaction.md's rule tables are written from the rules (scripts/redact_rules_doc.ts): the
 * committed tables must be what the rules say today.
 */
import assert from "node:assert/strict";
import { BEGIN, DOC, END, ruleTables, updatedDoc } from "../../scripts/redact_rules_doc.ts";
import { OWN_RULES } from "../../src/redact/_rules.ts";

Deno.test("docs/redaction.md's rule tables are the ones the rules write", async () => {
  const doc = await Deno.readTextFile(DOC);
  assert.ok(
    (await updatedDoc(doc)) === doc,
    "the rule tables of docs/redaction.md are stale: run deno run -A scripts/redact_rules_doc.ts",
  );
});

Deno.test("the rule tables have one row per rule, and show no whole example secret", async () => {
  const tables = ruleTables();
  const rows = tables.split("\n").filter((l) => /^\| `[a-z0-9-]+` \|/.test(l));
  assert.equal(rows.length, OWN_RULES.length);
  const doc = await Deno.readTextFile(DOC);
  const section = doc.slice(doc.indexOf(BEGIN), doc.indexOf(END));
  for (const rule of OWN_RULES) {
    for (const example of rule.examples!.match) {
      for (const [, secret] of example.matchAll(/«([^«»]{15,})»/g)) {
        assert.ok(!section.includes(secret!), `a secret of ${rule.id}'s examples is in the docs`);
      }
    }
  }
});
