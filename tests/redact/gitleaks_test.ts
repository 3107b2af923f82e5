/**
 * The bundled gitleaks rule data: its translation from Go RE2 to JavaScript
 * (scripts/_gitleaks_rules.ts) and gitleaks' rule semantics as ctx runs them (src/redact/_gitleaks.ts).
 */
import assert from "node:assert/strict";
import { translate } from "../../scripts/_gitleaks_rules.ts";
import { GITLEAKS_RULE_DATA, GITLEAKS_VERSION } from "../../src/redact/_gitleaks.ts";
import { gitleaksScope } from "../../src/redact/_gitleaks_scope.ts";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, fake, HEX } from "./_fakes.ts";

Deno.test("translate() turns a leading (?i) into the i flag", () => {
  assert.deepEqual(translate("(?i)abc"), { source: "abc", flags: "i" });
});

Deno.test("translate() scopes a (?i) in the middle of a pattern to the rest of its group", () => {
  const { source, flags } = translate(String.raw`\b(LTAI(?i)[a-z0-9]{20})(?:\s|$)`);
  assert.equal(flags, "");
  assert.equal(source, String.raw`\b(LTAI(?i:[a-z0-9]{20}))(?:\s|$)`);
  const re = new RegExp(source);
  assert.ok(re.test("LTAI" + "AbCdEfGhIjKlMnOpQrSt "));
  assert.ok(!re.test("ltai" + "abcdefghijklmnopqrst "), "the prefix stays case-sensitive");
});

Deno.test("translate() maps \\z and [[:alnum:]] and drops the name-widening prefix", () => {
  assert.equal(translate(String.raw`x(?:\W|\z)`).source, String.raw`x(?:\W|(?![\s\S]))`);
  assert.equal(translate("[[:alnum:]]{4}").source, "[A-Za-z0-9]{4}");
  assert.equal(
    translate(String.raw`(?i)[\w.-]{0,50}?(?:adafruit)=([a-z]{4})`).source,
    String.raw`(?:adafruit)=([a-z]{4})`,
  );
});

Deno.test("the bundled gitleaks data is pinned, has unique ids, and leaves out what ctx does itself", () => {
  assert.equal(GITLEAKS_VERSION, "v8.30.1");
  const ids = GITLEAKS_RULE_DATA.map((r) => r.id);
  assert.equal(new Set(ids).size, ids.length);
  assert.ok(ids.length > 200);
  for (const own of ["generic-api-key", "private-key", "jwt", "curl-auth-header"]) {
    assert.ok(!ids.includes(own), `${own} is imported`);
  }
});

Deno.test("redact() names a gitleaks finding gitleaks:<id> and replaces only its secret group", () => {
  const token = "pu" + "l-" + fake(40, HEX, 300);
  const { text, findings } = redact(`pulumi login --cloud-url x ${token} done`);
  assert.equal(text, "pulumi login --cloud-url x [REDACTED] done");
  assert.deepEqual(findings, [{ rule: "gitleaks:pulumi-api-token", count: 1 }]);
});

Deno.test("redact() applies gitleaks' entropy threshold and allowlists to its rules", () => {
  // Entropy 0 (one character repeated) is under the rule's threshold of 2 bits.
  const flat = "pu" + "l-" + "0".repeat(40);
  assert.equal(redact(`run ${flat} now`).text, `run ${flat} now`);
  // The global stopword "abcdefghijklmnopqrstuvwxyz" marks an example value.
  const example = "pscale" + "_tkn_" + "abcdefghijklmnopqrstuvwxyz" + fake(12, ALNUM, 301);
  assert.equal(redact(`see ${example} in the docs`).text, `see ${example} in the docs`);
});

Deno.test("each bundled rule's scope is the one its pattern gives (written by the import script)", () => {
  for (const rule of GITLEAKS_RULE_DATA) {
    assert.deepEqual(rule.scope, gitleaksScope(rule.source), rule.id);
  }
  // Both kinds occur: rules placed per line by their anchors, and rules run on the whole text.
  assert.ok(GITLEAKS_RULE_DATA.some((r) => r.scope.anchors !== undefined));
  assert.ok(GITLEAKS_RULE_DATA.some((r) => r.scope.wholeText === true));
});
