import assert from "node:assert/strict";
import { base64Runs } from "../../src/redact/_base64_runs.ts";
import { joins } from "../../src/redact/_joins.ts";
import { jsonView, urlView, views } from "../../src/redact/_views.ts";

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

Deno.test("base64Runs() finds a run after short words, right after another's padding and at the end", () => {
  // `k8s:tok3nValue` ends in `=`; `ab:cdef12` is exactly 12 characters, the shortest run read.
  const text = "a bc defghij klmnopqrstu azhzOnRvazNuVmFsdWU=ZGVwbG95Omh1bnRlcjIy " +
    "x.YWRtaW46UGFzc3cwcmQh YWI6Y2RlZjEy";
  const runs = base64Runs(text);
  assert.deepEqual(runs.map((r) => r.decoded), ["k8s:tok3nValue", "deploy:hunter22", "ab:cdef12"]);
  assert.deepEqual(runs.map((r) => text.slice(r.start, r.end)), [
    "azhzOnRvazNuVmFsdWU=",
    "ZGVwbG95Omh1bnRlcjIy",
    "YWI6Y2RlZjEy",
  ]);
  // One character short of a run, at the end of the text: nothing.
  assert.deepEqual(base64Runs("value YWI6Y2RlZjE"), []);
});

Deno.test("joins() ties a string literal to the next line's through a trailing `+`, and only then", () => {
  const [a, b] = ["Xyt7ECdXVlIIpHr1aTBrF2I2Gb6h5wU6", "Vvh9pHlF6K0Xe2dgTX8MT5tGbnL7"];
  const joined = (text: string) => joins(text).map(([s, e]) => text.slice(s, e));
  assert.deepEqual(joined(`key =\n  "${a}" +\n  "${b}";`), ['" +\n  "']);
  assert.deepEqual(joined(`key = '${a}'  +  \n  '${b}'`), ["'  +  \n  '"]);
  // A sum or a literal followed by something else is not a split literal.
  assert.deepEqual(joined(`total = count +\n  "${b}"`), []);
  assert.deepEqual(joined(`key = "${a}" + suffix\n  "${b}"`), []);
});
