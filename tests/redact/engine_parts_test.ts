import assert from "node:assert/strict";
import { Doc } from "../../src/redact/_doc.ts";
import { GITLEAKS_RULE_DATA } from "../../src/redact/_gitleaks.ts";
import {
  captureGroups,
  capturesInLookaround,
  groupSpan,
  searched,
  searching,
} from "../../src/redact/_indices.ts";
import { KeywordIndex } from "../../src/redact/_keywords.ts";
import { allRules } from "../../src/redact/_rules.ts";
import { lineStarts } from "../../src/redact/_lines.ts";
import { mulberry32 } from "../_mulberry32.ts";

Deno.test("capturesInLookaround() finds a capture group inside a look-ahead or look-behind", () => {
  assert.equal(capturesInLookaround(String.raw`a(?=(b))`), true);
  assert.equal(capturesInLookaround(String.raw`(?<=x(?<n>y))z`), true);
  assert.equal(capturesInLookaround(String.raw`(?!a|(?:c(b)))`), true);
  // Outside a look-around, escaped, or in a character class: not a capture in one.
  assert.equal(capturesInLookaround(String.raw`(?<n>a)(?=b)(?<!c)`), false);
  assert.equal(capturesInLookaround(String.raw`[(?=](b)`), false);
  assert.equal(capturesInLookaround(String.raw`\(?=(b)`), false);
  assert.equal(capturesInLookaround(String.raw`(?:(?=a)a)(c)`), false);
});

Deno.test("captureGroups() counts the groups a regex captures, as the regex itself does", () => {
  // What the regex engine says: the groups of a match of the empty alternative.
  const groups = (source: string, flags: string) =>
    new RegExp(`${source}|`, flags).exec("")!.length - 1;
  const sources: Array<[string, string]> = [
    [String.raw`a(b)(?:c)(?<n>d)(?=(e))(?<=f)(?<!g)[(](\))\(`, ""],
    [String.raw`[\](](x)[^)]`, ""],
    ...allRules().map((r) => [r.pattern.source, r.pattern.flags] as [string, string]),
    ...GITLEAKS_RULE_DATA.map((d) => [d.source, d.flags] as [string, string]),
  ];
  for (const [source, flags] of sources) {
    assert.equal(captureGroups(source).count, groups(source, flags), source);
  }
});

/** The offsets `groupSpan` gives for every group of every match of `pattern` in `text`. */
function spans(pattern: RegExp, text: string, groups: string[]) {
  const { search, exact } = searching(pattern);
  const out: Array<[number, number] | undefined> = [];
  search.lastIndex = 0;
  for (let m = search.exec(text); m !== null; m = search.exec(text)) {
    searched(m, exact);
    for (const g of groups) out.push(groupSpan(m, g));
  }
  return out;
}

/** The same offsets read from the regex's own `d` flag. */
function truth(pattern: RegExp, text: string, groups: string[]) {
  const out: Array<[number, number] | undefined> = [];
  for (const m of text.matchAll(pattern)) {
    for (const g of groups) {
      const n = Number(g);
      const span = Number.isInteger(n) ? m.indices![n] : m.indices!.groups![g];
      out.push(span === undefined ? undefined : [span[0], span[1]]);
    }
  }
  return out;
}

Deno.test("groupSpan() gives the regex's own offsets, also for a value that repeats in the match", () => {
  const cases: Array<[RegExp, string, string[]]> = [
    // The value occurs twice in the match: only its second occurrence is the group.
    [/(?<name>ab)=(?<v>ab)/gd, "x ab=ab y ab=ab", ["0", "name", "v"]],
    [/key=(?<v>[a-z]+)(?:;(?<w>[a-z]+))?/gd, "key=abc;de key=q", ["v", "w"]],
    // A group in a look-ahead captures text after the match.
    [/token(?=:(?<v>\w+))/gd, "token:abc and token:xyz", ["0", "v"]],
    [/(a)(b)?(a)/gd, "aba aa", ["1", "2", "3"]],
    [/p=(?<v>)x/gd, "p=x", ["v"]],
  ];
  for (const [pattern, text, groups] of cases) {
    assert.deepEqual(spans(pattern, text, groups), truth(pattern, text, groups), String(pattern));
  }
});

Deno.test("Doc keeps the whole text right when lines change, few or many", () => {
  const lines = Array.from({ length: 40 }, (_, i) => `line ${i} secret${i} end`);
  const text = lines.join("\n");
  const spansOf = (every: number) => {
    const out: Array<[number, number]> = [];
    let at = 0;
    lines.forEach((line, i) => {
      const s = line.indexOf("secret");
      if (i % every === 0) out.push([at + s, at + s + 6 + String(i).length]);
      at += line.length + 1;
    });
    return out;
  };
  for (const every of [1, 2, 13]) {
    const doc = new Doc(text);
    doc.replace(spansOf(every));
    const expected = lines.map((l, i) => i % every === 0 ? l.replace(/secret\d+/, "[REDACTED]") : l)
      .join("\n");
    assert.equal(doc.text, expected);
    // Changed again after being joined: the second join starts from the first.
    const again = new Doc(doc.text);
    assert.equal(again.text, expected);
    doc.replace([[0, 4]]);
    assert.equal(doc.text, "[REDACTED]" + expected.slice(4));
    assert.equal(doc.stretch(1, 2), doc.text.split("\n").slice(1, 3).join("\n"));
  }
});

/** What `KeywordIndex.scan()` reports on `text`: each keyword, where it starts, its line. */
function scanned(keywords: string[], text: string): Array<[string, number, number]> {
  const index = new KeywordIndex(keywords);
  const found: Array<[string, number, number]> = [];
  index.scan(text, (id, start, line) => found.push([index.keywords[id]!, start, line]));
  return found;
}

Deno.test("KeywordIndex.scan() reports every keyword where it starts, with its line", () => {
  assert.deepEqual(scanned(["pass", "password", "word", "::"], "a PASSWORD\nx::y pass\u212a"), [
    ["pass", 2, 0],
    ["password", 2, 0],
    ["word", 6, 0],
    ["::", 12, 1],
    ["pass", 16, 1],
  ]);
});

Deno.test("KeywordIndex.scan() finds keywords among characters no keyword holds, and after them", () => {
  // Characters outside every keyword (`!`, `é`, `✓`, a line break) lead back to the start.
  assert.deepEqual(scanned(["token", "to", "k=v"], "tok!token✓\nTOKé k=v"), [
    ["to", 0, 0],
    ["to", 4, 0],
    ["token", 4, 0],
    ["to", 11, 1],
    ["k=v", 16, 1],
  ]);
});

Deno.test("lineStarts() gives every line start of a long text, its lines short or long", () => {
  for (const width of [0, 5, 31, 32, 200]) {
    const lines = Array.from({ length: 5000 }, (_, i) => "x".repeat((i * 7) % (width + 1)));
    for (const text of [lines.join("\n"), lines.join("\n") + "\n"]) {
      const expected = [0];
      for (let i = 0; i < text.length; i++) if (text[i] === "\n") expected.push(i + 1);
      assert.deepEqual([...lineStarts(text)], expected);
    }
  }
});

Deno.test("KeywordIndex.scan() reads a long text as one reading from its start would", () => {
  // A long text is read in two halves side by side: keywords across the middle, overlapping
  // ones, and the lines of the second half must come out as a reading from the start gives them.
  const keywords = ["token", "to", "oken", "password", "pass", "word", "k=v", "secret_key"];
  // Every occurrence, by where it ends, the longest first (as one automaton reports them).
  const naive = (text: string) => {
    const lower = text.toLowerCase();
    const found: Array<[string, number, number]> = [];
    const byLength = [...keywords].sort((a, b) => b.length - a.length);
    let line = 0;
    for (let end = 0; end < lower.length; end++) {
      if (lower[end] === "\n") line++;
      for (const k of byLength) {
        const start = end + 1 - k.length;
        if (start >= 0 && lower.startsWith(k, start)) found.push([k, start, line]);
      }
    }
    return found;
  };
  const random = mulberry32(24);
  const pieces = [...keywords, "PassWord", "x", " ", "\n", "=", "é"];
  for (const size of [4_095, 4_096, 4_097, 9_001, 20_000]) {
    for (let round = 0; round < 5; round++) {
      let text = "";
      while (text.length < size) text += pieces[Math.floor(random() * pieces.length)];
      text = text.slice(0, size);
      assert.deepEqual(scanned(keywords, text), naive(text), `size ${size}`);
    }
  }
});
