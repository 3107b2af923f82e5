/**
 * Where a vendor key goes: `ctx status` shows each vendor backend's endpoint; a key never goes
 * over plain HTTP to another machine unless `CTX_BACKEND_ALLOW_HTTP` says so (the team key's
 * rule); a key saved by `ctx install --setup` that a `*_BASE_URL` sends elsewhere is said once.
 * "Another machine" is this machine's own network address, which the rule cannot tell from a
 * remote one: a fake vendor listens there and records whether anything arrived.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { openBackend } from "../../src/backends/mod.ts";
import { ConfigError } from "../../src/errors.ts";
import { FAKE_KEYS, fakeDeps, lanAddress, startFakeVendor } from "../_fakes.ts";
import { runCtx, tempDir } from "../_helpers.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { startFakeModels } from "../install/_fake_models.ts";
import { testHome } from "./_setup.ts";

const lan = lanAddress();
const noLan = lan === undefined;

/** A temp HOME with one Claude Code session of the project `shop`, and ctx's environment. */
async function scene(dir: string) {
  const home = join(dir, "home");
  const project = join(dir, "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, { sessionId: "sess-1", cwd: project });
  const env = { HOME: home, CTX_HOME: join(dir, "ctx-home"), CTX_KEYCHAIN: "off" };
  return { home, project, env };
}

Deno.test({
  name:
    "ctx init refuses to send a key over plain HTTP to another machine: nothing arrives, the error names the URL and CTX_BACKEND_ALLOW_HTTP",
  ignore: noLan,
  async fn() {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    await using vendor = await startFakeVendor("vendor-a", { hostname: lan });
    const run = await runCtx(["init", "claude-code"], {
      env: { ...s.env, ...vendor.env() },
      cwd: s.project,
    });
    assert.equal(run.code, 2, run.stderr);
    assert.equal(
      run.stderr,
      `error: Refusing to send the Vendor A API key to "${vendor.url}": it is plain HTTP to ` +
        "another machine, so anyone on the network could read the key\n" +
        "hint: use an https:// URL in VENDORA_BASE_URL, or set CTX_BACKEND_ALLOW_HTTP=1 to " +
        "accept the risk on a network you trust\n",
    );
    assert.equal(vendor.requests.length, 0, "nothing reached the endpoint");
    assert.equal(run.stdout, "");

    // The user accepts the risk: the same endpoint now gets the session.
    const allowed = await runCtx(["init", "claude-code"], {
      env: { ...s.env, ...vendor.env(), CTX_BACKEND_ALLOW_HTTP: "1" },
      cwd: s.project,
    });
    assert.equal(allowed.code, 0, allowed.stderr);
    assert.match(allowed.stdout, /^Distilled: 1$/m);
    assert.equal(vendor.requests.length, 1);
    assert.equal(vendor.requests[0]?.headers["x-api-key"], vendor.apiKey);
  },
});

Deno.test({
  name:
    "ctx install --setup refuses to check a key against plain HTTP on another machine, and saves nothing",
  ignore: noLan,
  async fn() {
    await using dir = await tempDir();
    const s = await scene(dir.path);
    await using vendor = await startFakeVendor("vendor-b", { hostname: lan });
    const run = await runCtx(["install", "--setup", "--backend", "vendor-b", "--key-stdin"], {
      env: { ...s.env, VENDORB_BASE_URL: vendor.url },
      stdin: `${FAKE_KEYS["vendor-b"]}\n`,
    });
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, /^error: Refusing to send the Vendor B API key to "http:\/\/.*\/v1"/);
    assert.equal(vendor.requests.length, 0);
    const saved = await Deno.readTextFile(join(s.env.CTX_HOME, "credentials.json")).catch(() => "");
    assert.ok(!saved.includes(FAKE_KEYS["vendor-b"]), "the key is not saved");
  },
});

Deno.test("plain HTTP to this machine (a local proxy, a test server) needs no permission", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-c");
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });
  const { backend } = await openBackend(deps);
  await backend.complete({ system: "s", prompt: "p" });
  assert.equal(vendor.requests.length, 1);
  assert.deepEqual(deps.output.stderr, [], "a key from the environment goes where it says");
});

Deno.test("a key saved by ctx install --setup that VENDORA_BASE_URL sends elsewhere is said once, as a warning", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...home.env, VENDORA_BASE_URL: vendor.url };
  const saved = { saved: { kind: "vendor-a" as const, key: vendor.apiKey } };
  const warning = `warning: The Vendor A API key saved by ctx install --setup goes to ` +
    `"${vendor.url}" (VENDORA_BASE_URL), not to https://api.anthropic.com; unset ` +
    "VENDORA_BASE_URL unless you set it (or pass the key for that endpoint in VENDORA_API_KEY)";

  const first = fakeDeps({ env });
  await (await openBackend(first, saved)).backend.complete({ system: "s", prompt: "p" });
  assert.deepEqual(first.output.stderr, [warning]);
  assert.equal(vendor.requests.length, 1, "then the call goes there");

  const second = fakeDeps({ env });
  await openBackend(second, saved);
  assert.deepEqual(second.output.stderr, [], "said once");

  // Another endpoint is another situation: said again.
  await using other = await startFakeVendor("vendor-a");
  const moved = fakeDeps({ env: { ...env, VENDORA_BASE_URL: other.url } });
  await openBackend(moved, saved);
  assert.deepEqual(moved.output.stderr, [warning.replace(vendor.url, other.url)]);

  // The saved key at the vendor's own API, or a key given next to the endpoint: nothing to say.
  await using quiet = await testHome();
  const own = fakeDeps({ env: quiet.env });
  await openBackend(own, saved);
  const fromEnv = fakeDeps({ env: { ...quiet.env, ...vendor.env() } });
  await openBackend(fromEnv, saved);
  assert.deepEqual(own.output.stderr, []);
  assert.deepEqual(fromEnv.output.stderr, [
    "note: VENDORA_API_KEY is used instead of the Vendor A API key saved by ctx install --setup",
  ]);
});

Deno.test("openBackend() refuses a saved key for plain HTTP to another machine too", async () => {
  await using home = await testHome();
  const deps = fakeDeps({ env: { ...home.env, VENDORB_BASE_URL: "http://192.0.2.77:8080/v1" } });
  const error = await openBackend(deps, { saved: { kind: "vendor-b", key: FAKE_KEYS["vendor-b"] } })
    .then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof ConfigError);
  assert.equal(error.code, "backend.insecure_http");
  assert.match(
    error.message,
    /^Refusing to send the Vendor B API key to "http:\/\/192\.0\.2\.77:8080\/v1"/,
  );
  assert.deepEqual(deps.output.stderr, [], "no warning for a key that is not sent");
});

Deno.test("ctx status shows each vendor backend's endpoint, the warning, and a refusal with where it would go", async () => {
  await using dir = await tempDir();
  const s = await scene(dir.path);
  const status = async (extra: Record<string, string>) => {
    const env = { ...s.env, ...extra };
    const text = await runCtx(["status"], { env, cwd: s.project });
    const json = await runCtx(["status", "--json"], { env, cwd: s.project });
    assert.equal(text.code, 0, text.stderr);
    return { text: text.stdout, backend: JSON.parse(json.stdout).backend };
  };

  const own = await status({ VENDORB_API_KEY: FAKE_KEYS["vendor-b"] });
  assert.match(
    own.text,
    /\n {2}endpoint: +https:\/\/api\.openai\.com\/v1 \(the vendor's own API\)\n/,
  );
  assert.deepEqual(own.backend.endpoint, { url: "https://api.openai.com/v1" });
  assert.deepEqual(own.backend.warnings, []);

  await using models = startFakeModels("vendor-a", FAKE_KEYS["vendor-a"]);
  const setup = await runCtx(["install", "--setup", "--backend", "vendor-a", "--key-stdin"], {
    env: { ...s.env, VENDORA_BASE_URL: models.url },
    stdin: `${FAKE_KEYS["vendor-a"]}\n`,
  });
  assert.equal(setup.code, 0, setup.stderr);
  await using vendor = await startFakeVendor("vendor-a");
  const moved = await status({ VENDORA_BASE_URL: vendor.url });
  assert.match(moved.text, new RegExp(`\\n {2}endpoint: +${vendor.url} \\(VENDORA_BASE_URL\\)\\n`));
  assert.match(
    moved.text,
    /\n {2}warning: +The Vendor A API key saved by ctx install --setup goes to/,
  );
  assert.deepEqual(moved.backend.endpoint, { url: vendor.url, setBy: "VENDORA_BASE_URL" });
  assert.equal(moved.backend.warnings.length, 1);

  const refused = await status({ VENDORA_BASE_URL: "http://192.0.2.77:8080" });
  assert.match(
    refused.text,
    /^Backend: +none — Refusing to send the Vendor A API key to "http:\/\/192\.0\.2\.77:8080"/,
  );
  assert.match(refused.text, /\n {2}endpoint: +http:\/\/192\.0\.2\.77:8080 \(VENDORA_BASE_URL\)\n/);
  assert.match(
    refused.text,
    /\n {2}hint: +use an https:\/\/ URL in VENDORA_BASE_URL, or set CTX_BACKEND_ALLOW_HTTP=1/,
  );
  assert.equal(refused.backend.endpoint.url, "http://192.0.2.77:8080");
});
