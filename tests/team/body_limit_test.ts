/**
 * A body over the limit gets a 413 the client actually receives, from real clients that write
 * their whole body before reading the answer (Python's urllib; curl without `Expect`), and a
 * declared size over the limit is refused before the body is sent (`Expect: 100-continue`).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { tempDir } from "../_helpers.ts";
import { startServer } from "./_setup.ts";

const BIG = 21 * 1024 * 1024;

async function run(command: string, args: string[]): Promise<{ code: number; out: string }> {
  const output = await new Deno.Command(command, { args, stdout: "piped", stderr: "piped" })
    .output();
  return {
    code: output.code,
    out: new TextDecoder().decode(output.stdout) + new TextDecoder().decode(output.stderr),
  };
}

async function hasProgram(name: string): Promise<boolean> {
  try {
    return (await run(name, ["--version"])).code === 0;
  } catch {
    return false;
  }
}

const PYTHON = await hasProgram("python3");
const CURL = await hasProgram("curl");
if (!PYTHON || !CURL) {
  console.error(`note: body limit tests need python3 and curl (python3: ${PYTHON}, curl: ${CURL})`);
}

/** Python's urllib: sends the whole body, then reads the status (or the error it got). */
const URLLIB = `
import sys, urllib.request, urllib.error
url, key, size = sys.argv[1], sys.argv[2], int(sys.argv[3])
request = urllib.request.Request(url, data=b"x" * size, method="POST", headers={
    "Authorization": "Bearer " + key, "Content-Type": "application/json"})
try:
    urllib.request.urlopen(request, timeout=60)
    print("status 200")
except urllib.error.HTTPError as error:
    print("status", error.code, error.read().decode())
except Exception as error:
    print("failed", type(error).__name__, error)
`;

Deno.test({
  name: "a 21 MB push from Python's urllib gets a 413 it can read",
  ignore: !PYTHON,
  fn: async () => {
    await using dir = await tempDir();
    await using server = await startServer(dir.path);
    const { key } = await server.storage.createTeam("acme");
    const result = await run("python3", [
      "-c",
      URLLIB,
      `${server.url}/api/insights`,
      key,
      `${BIG}`,
    ]);
    assert.match(result.out, /^status 413 .*Request body too large: the limit is 1000000 bytes/);
    // The server goes on serving.
    const again = await run("python3", ["-c", URLLIB, `${server.url}/api/insights`, key, "10"]);
    assert.match(again.out, /^status 400 /);
  },
});

Deno.test({
  name: "curl with Expect: 100-continue gets the 413 before sending the body, and without it after",
  ignore: !CURL,
  fn: async () => {
    await using dir = await tempDir();
    await using server = await startServer(dir.path);
    const { key } = await server.storage.createTeam("acme");
    const file = join(dir.path, "big.json");
    await Deno.writeFile(file, new Uint8Array(BIG).fill(0x78));
    const curl = (expect: string[]) =>
      run("curl", [
        "-sS",
        "-o",
        "-",
        "-w",
        "\\nstatus=%{http_code} sent=%{size_upload}",
        "-H",
        `Authorization: Bearer ${key}`,
        "-H",
        "Content-Type: application/json",
        ...expect,
        "--data-binary",
        `@${file}`,
        `${server.url}/api/insights`,
      ]);
    const expecting = await curl(["-H", "Expect: 100-continue", "--expect100-timeout", "30"]);
    assert.match(expecting.out, /Request body too large/);
    assert.match(expecting.out, /status=413 sent=(\d+)/);
    // Refused on the declared size: (almost) nothing of the 21 MB was sent.
    const sent = Number(/sent=(\d+)/.exec(expecting.out)![1]);
    assert.ok(sent < 1_000_000, `sent ${sent} bytes`);
    const plain = await curl(["-H", "Expect:"]);
    assert.match(plain.out, /Request body too large/);
    assert.match(plain.out, /status=413/);
  },
});
