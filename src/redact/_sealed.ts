/**
 * Ciphertext that is public by design, kept out of every rule's sight: a SealedSecret's
 * `encryptedData:` children (`password: AgB…`) can be opened only by the cluster's controller
 * and are committed to git; their names say "password" and "token", so a rule that reads a name
 * would take them. Before the rules run, each such value is put aside behind a placeholder that
 * reads as a reference (`${…}`, which every rule leaves), and put back after. A value that is not
 * base64 ciphertext (a plain password typed under `encryptedData` by mistake) stays in sight.
 */

const WORD = "encryptedData";
const MARK = "CTX_SEALED_VALUE_";

// Base64 ciphertext: 40 or more characters (a sealed value is hundreds).
const CIPHER = /^[A-Za-z0-9+\/]{40,}={0,2}$/;

// The quote marks a quoted message's line starts with (`> `, `>> `, `> > `).
const QUOTE_MARKS = /^[ \t]{0,3}>(?:[ \t]?>)*[ \t]?/;

// A line break as written or inside a JSON string.
const BREAK = /\r?\n|\\r\\n|\\n/g;

// A YAML child line: indent, a name (quoted or not), `:`, the value, then the line's end (or the
// end of the JSON string the YAML is in, `"}]}`: a transcript record's last line).
const CHILD =
  /^([ \t]*)(["']?[\w.-]{1,253}["']?[ \t]*:[ \t]*)(["']?)([^\s"'#]{1,20000})\3[ \t]*(?:"[}\],]{0,8})?$/;

// JSON: `"encryptedData": { "name": "value", … }` (escaped quotes inside a JSON string too).
const JSON_BLOCK = /(\\?")encryptedData\1[ \t]*:[ \t]*\{([^{}]{0,200000})\}/g;

/** [start, end) spans of the ciphertext values under `encryptedData` in `text`. */
export function sealedSpans(text: string): Array<[number, number]> {
  if (!text.includes(WORD)) return [];
  const spans: Array<[number, number]> = [];
  // YAML: the lines after `encryptedData:` indented more than it.
  const lines: Array<[number, number]> = [];
  let last = 0;
  for (const m of text.matchAll(BREAK)) {
    lines.push([last, m.index]);
    last = m.index + m[0].length;
  }
  lines.push([last, text.length]);
  for (let i = 0; i < lines.length; i++) {
    const [start, end] = lines[i]!;
    // (A quoted message's lines, `> `, read behind the quote marks each of them repeats.)
    const marks = QUOTE_MARKS.exec(text.slice(start, end))?.[0] ?? "";
    const line = text.slice(start + marks.length, end);
    const parent = /^([ \t]*(?:-[ \t]+)?)["']?encryptedData["']?[ \t]*:[ \t]*(?:#.*)?$/.exec(
      // (The first line of a JSON string may start after its quote.)
      line.replace(/^.*"(?=[ \t]*encryptedData:)/, ""),
    );
    if (parent === null) continue;
    const depth = parent[1]!.length;
    for (let j = i + 1; j < lines.length; j++) {
      const [s, e] = lines[j]!;
      if (!text.startsWith(marks, s)) break;
      const child = text.slice(s + marks.length, e);
      if (child.trim() === "") continue;
      const m = CHILD.exec(child);
      if (m === null || m[1]!.length <= depth) break;
      if (!CIPHER.test(m[4]!)) continue;
      const at = s + marks.length + m[1]!.length + m[2]!.length + m[3]!.length;
      spans.push([at, at + m[4]!.length]);
    }
  }
  // JSON: each base64 string value of the object.
  for (const block of text.matchAll(JSON_BLOCK)) {
    const q = block[1] === '"' ? '"' : String.raw`\\"`;
    const bodyAt = block.index + block[0].indexOf("{") + 1;
    const pair = new RegExp(
      String.raw`${q}[\w.-]{1,253}${q}\s*:\s*${q}([A-Za-z0-9+\/=]+)${q}`,
      "gd",
    );
    for (const m of block[2]!.matchAll(pair)) {
      if (!CIPHER.test(m[1]!)) continue;
      const [start, end] = m.indices![1]!;
      spans.push([bodyAt + start, bodyAt + end]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/**
 * `redact(text)` run with the sealed values of `text` put aside: `run` sees a placeholder in
 * their place, and the placeholders left in its result are replaced by the values again.
 */
export function withSealedAside<R extends { text: string }>(
  text: string,
  run: (text: string) => R,
): R {
  const spans = text.includes(MARK) ? [] : sealedSpans(text);
  if (spans.length === 0) return run(text);
  const values: string[] = [];
  const out: string[] = [];
  let last = 0;
  for (const [start, end] of spans) {
    if (start < last) continue;
    out.push(text.slice(last, start), "${" + MARK + values.length + "}");
    values.push(text.slice(start, end));
    last = end;
  }
  out.push(text.slice(last));
  const result = run(out.join(""));
  const back = result.text.replace(
    new RegExp(String.raw`\$\{${MARK}(\d{1,6})\}`, "g"),
    (whole, n: string) => values[Number(n)] ?? whole,
  );
  return { ...result, text: back };
}
