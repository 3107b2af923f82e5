import assert from "node:assert/strict";
import { safeBlock, safeLine, stripControl } from "../src/safe_text.ts";

Deno.test("safeLine() removes CSI, OSC and other escape sequences whole", () => {
  assert.equal(safeLine("a\x1b[2Jb\x1b[38;5;196mc\x1b[0m"), "abc");
  // OSC 0 (window title), OSC 52 (clipboard), OSC 8 (hyperlink), ended by BEL or ST.
  assert.equal(safeLine("x\x1b]0;pwned\x07y\x1b]52;c;ZXZpbA==\x1b\\z"), "xyz");
  assert.equal(safeLine("\x1b]8;;http://evil\x07link\x1b]8;;\x07"), "link");
  // DCS, and short escapes (reset, charset).
  assert.equal(safeLine("a\x1bPq#0;2\x1b\\b\x1bcc\x1b(Bd"), "abcd");
  // 8-bit CSI and OSC.
  assert.equal(safeLine("a\x9b2Jb\x9d0;t\x9cc"), "abc");
});

Deno.test("safeLine() drops control characters and an unterminated sequence's introducer", () => {
  assert.equal(safeLine("a\x00b\x07c\x08d\x7fe\x85f"), "abcdef");
  // Without its terminator an OSC cannot act: its text shows, its ESC does not.
  assert.equal(safeLine("a\x1b]0;title"), "a0;title");
});

Deno.test("safeLine() turns newlines and tabs into spaces; safeBlock() keeps them", () => {
  assert.equal(safeLine("a\nb\tc\r\nd\re"), "a b c d e");
  assert.equal(safeBlock("a\nb\tc\r\nd\re\u2028f"), "a\nb\tc\nd\ne\nf");
  assert.equal(stripControl("a\n\x1b[1mb", { multiline: true }), "a\nb");
});

Deno.test("safeLine() removes bidirectional overrides and isolates", () => {
  assert.equal(safeLine("admin\u202e\u2066txt.exe\u2069\u200f"), "admintxt.exe");
});

Deno.test("safeLine() leaves ordinary text, accents and emoji alone", () => {
  const text = "Éric's fix: `a < b` — 100% ✓ 😀 日本語";
  assert.equal(safeLine(text), text);
});
