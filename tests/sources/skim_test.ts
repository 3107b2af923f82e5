/**
 * The JSON skim: where a value ends and what an object's members are, read off the text
 * without parsing it. Checked against `JSON.parse` on values of every kind, escapes and nesting
 * included, and on cut or garbled text (which the skim must refuse, never misread).
 */
import assert from "node:assert/strict";
import {
  afterMember,
  END,
  firstMember,
  memberKey,
  nextMember,
  span,
  stringAt,
  valueAt,
  valueEnd,
} from "../../src/sources/skim.ts";

const VALUES: unknown[] = [
  "plain",
  'with "quotes" and \\ backslashes\\',
  "ends with a backslash \\",
  '\\\\"',
  "unicode é 日 😀 \u2028",
  "",
  0,
  -12.5e-3,
  true,
  false,
  null,
  [],
  {},
  [1, "two", { three: [4, { five: "]}" }] }],
  { 'key with "quote"': { nested: ["[", "{", "}", "]"] }, n: null },
];

Deno.test("valueEnd() finds the end of every kind of value, whatever its strings hold", () => {
  for (const value of VALUES) {
    for (const space of [undefined, 1]) {
      const text = JSON.stringify(value, null, space);
      assert.equal(valueEnd(`${text} ,`, 0), text.length, text);
      assert.deepEqual(valueAt(text, 0, valueEnd(text, 0)), value);
    }
  }
});

Deno.test("valueEnd() refuses cut and mismatched values instead of guessing", () => {
  for (const bad of ['"open', '{"a":1', "[1,2", '{"a":[1}', "[1}", '{"a":"b"]', ":", "[,"]) {
    const end = valueEnd(bad, 0);
    assert.ok(end === -1 || end < bad.length, `${bad} → ${end}`);
  }
  assert.equal(valueEnd('{"a":1]', 0), -1);
  assert.equal(valueEnd("[".repeat(40) + "]".repeat(40), 0), -1, "deeper than any record");
});

Deno.test("the members of an object come out as JSON.parse sees them, in order", () => {
  const object = { type: "user", 'we"ird': [1, { x: "}" }], message: { content: "hi" }, n: 1 };
  for (const space of [undefined, 2]) {
    const text = JSON.stringify(object, null, space);
    const m = span();
    const seen: Array<[string, unknown]> = [];
    let p = firstMember(text, 0);
    while (p >= 0) {
      p = nextMember(text, p, m);
      assert.notEqual(p, -1);
      seen.push([stringAt(text, m.keyStart, m.keyEnd), valueAt(text, m.start, m.end)]);
    }
    assert.equal(p, END);
    assert.deepEqual(seen, Object.entries(object));
  }
  assert.equal(firstMember("{}", 0), END);
  assert.equal(firstMember("[]", 0), -1);
  const m = span();
  assert.equal(memberKey('{"a" 1}', 1, m), -1, "no colon");
  assert.equal(afterMember('{"a":1 "b":2}', 6), -1, "no comma");
});
