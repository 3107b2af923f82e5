import assert from "node:assert/strict";
import { extractJson, parseInsights } from "../../src/distill/parse.ts";

const one = {
  type: "bug",
  title: "ESM import fails",
  summary: "Use dynamic import().",
  tags: ["esm"],
};

Deno.test("parseInsights() accepts a bare array", () => {
  assert.deepEqual(parseInsights(JSON.stringify([one])), {
    ok: true,
    insights: [{
      type: "bug",
      title: "ESM import fails",
      summary: "Use dynamic import().",
      tags: ["esm"],
    }],
    dropped: 0,
  });
});

Deno.test("parseInsights() tolerates fences, preamble and trailing prose", () => {
  const text = "Here are the insights:\n```json\n" + JSON.stringify([one]) +
    "\n```\nHope this helps!";
  const r = parseInsights(text);
  assert.equal(r.ok, true);
  assert.equal(r.ok && r.insights.length, 1);
});

Deno.test("parseInsights() accepts an object with an insights array, or a single insight object", () => {
  const a = parseInsights(JSON.stringify({ insights: [one] }));
  const b = parseInsights(JSON.stringify(one));
  assert.equal(a.ok && a.insights[0]!.title, "ESM import fails");
  assert.equal(b.ok && b.insights[0]!.title, "ESM import fails");
});

Deno.test("parseInsights() treats [] as a valid answer with no insight", () => {
  assert.deepEqual(parseInsights("[]"), { ok: true, insights: [], dropped: 0 });
});

Deno.test("parseInsights() asks for a repair when there is no JSON or no valid element", () => {
  assert.deepEqual(parseInsights("I could not find anything."), {
    ok: false,
    problem: "no JSON array found",
  });
  assert.equal(parseInsights('[{"foo": 1}]').ok, false);
});

Deno.test("parseInsights() normalizes types and tags, de-duplicates titles and caps count and length", () => {
  const many = Array.from({ length: 12 }, (_, i) => ({
    type: i === 0 ? "Bug Fix" : "pitfall",
    title: i === 1 ? "title 0" : `Title ${i}`,
    summary: "s".repeat(3000),
    tags: "A, b c",
    file: i === 2 ? "n/a" : "src/x.ts",
  }));
  const r = parseInsights(JSON.stringify(many));
  assert.ok(r.ok);
  assert.equal(r.insights.length, 8);
  assert.equal(r.insights[0]!.type, "fix");
  assert.equal(r.insights[1]!.type, "gotcha");
  assert.deepEqual(r.insights[0]!.tags, ["a", "b-c"]);
  assert.equal(r.insights[0]!.summary.length, 1200);
  assert.equal(r.insights.some((i) => i.title === "title 0"), false, "duplicate title dropped");
  assert.equal(r.insights[1]!.file, undefined, "placeholder file dropped");
});

Deno.test("extractJson() returns undefined for text without JSON", () => {
  assert.equal(extractJson("nothing here"), undefined);
});
