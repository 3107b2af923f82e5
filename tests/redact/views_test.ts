import assert from "node:assert/strict";
import { base64Runs, jsonView, urlView, views } from "../../src/redact/_views.ts";

Deno.test("jsonView() decodes JSON string escapes and maps each character back to its escape", () => {
  const text = 'a\\nb\\"c\\u0041\\\\d';
  const view = jsonView(text)!;
  assert.equal(view.text, 'a\nb"cA\\d');
  // a, \n, b, \", c, \u0041, \\, d
  assert.deepEqual([...view.map], [0, 1, 3, 4, 6, 7, 13, 15, 16]);
  assert.equal(jsonView("no escapes here"), undefined);
});

Deno.test("jsonView() keeps a backslash that starts no escape", () => {
  const view = jsonView("C:\\x and \\n")!;
  assert.equal(view.text, "C:\\x and \n");
});

Deno.test("urlView() decodes %XX byte by byte and leaves a stray % alone", () => {
  const view = urlView("a%3Db%2 100%")!;
  assert.equal(view.text, "a=b%2 100%");
  assert.deepEqual([...view.map].slice(0, 4), [0, 1, 4, 5]);
  assert.equal(urlView("plain"), undefined);
});

Deno.test("views() decodes twice: JSON inside JSON and URL-encoding inside JSON", () => {
  const inner = JSON.stringify({ cmd: "echo a%3Db" });
  const text = JSON.stringify({ output: inner });
  const decoded = views(text).map((v) => v.text);
  assert.ok(decoded.some((t) => t.includes('{"cmd":"echo a%3Db"}')), "one level");
  assert.ok(decoded.some((t) => t.includes("echo a=b")), "JSON, then URL");
  for (const view of views(text)) assert.equal(view.map.length, view.text.length + 1);
});

Deno.test("base64Runs() decodes values that are text and skips words, digests and binary", () => {
  const userPass = btoa("deploy:" + "s3cr3t-Value");
  const text = `auth: "${userPass}" configuration sha512-${btoa("\x00\x01\x02".repeat(20))} ` +
    btoa(String.fromCharCode(137, 80, 78, 71, 0, 0, 1, 2, 3, 250, 251, 252, 253, 254, 255));
  const runs = base64Runs(text);
  assert.deepEqual(runs.map((r) => r.decoded), ["deploy:s3cr3t-Value"]);
  assert.equal(text.slice(runs[0]!.start, runs[0]!.end), userPass);
});
