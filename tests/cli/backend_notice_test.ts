import assert from "node:assert/strict";
import { join } from "node:path";
import { cliEnv, runCtx, tempDir } from "../_helpers.ts";
import { FAKE_KEYS, startFakeVendor } from "../_fakes.ts";
import { startFakeModels } from "../install/_fake_models.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";

Deno.test("a key variable the saved choice overrides is said once, and status shows why", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "shop");
  await Deno.mkdir(project, { recursive: true });
  const base = cliEnv(dir.path);
  const credentials = join(base.CTX_HOME, "credentials.json");

  // Setup saves Vendor A with its key in the key file, and says so (once, at setup).
  await using models = startFakeModels("vendor-a", FAKE_KEYS["vendor-a"]);
  const setup = await runCtx(["install", "--setup", "--backend", "vendor-a", "--key-stdin"], {
    env: { ...base, VENDORA_BASE_URL: models.url },
    stdin: `${FAKE_KEYS["vendor-a"]}\n`,
  });
  assert.equal(setup.code, 0, setup.stderr);
  assert.match(setup.stderr, /^Using the key file ".*credentials\.json" \(mode 0600\)/);

  // A Vendor B key is also in the environment: the saved choice wins.
  await using vendorA = await startFakeVendor("vendor-a");
  await using vendorB = await startFakeVendor("vendor-b");
  const env = {
    ...base,
    VENDORA_BASE_URL: vendorA.env().VENDORA_BASE_URL!,
    ...vendorB.env(),
  };
  const note = "note: VENDORB_API_KEY is set but not used: the backend saved by ctx install " +
    "--setup (Vendor A API) comes first; run ctx install --setup to switch";
  await writeClaudeSession(home, { sessionId: "sess-1", cwd: project });
  const first = await runCtx(["init", "claude-code"], { env, cwd: project });
  assert.equal(first.code, 0, first.stderr);
  assert.equal(first.stderr.split("\n").filter((l) => l === note).length, 1, first.stderr);
  assert.doesNotMatch(first.stderr, /Using the key file/);

  // A second run with new work: the same situation is not said again.
  await writeClaudeSession(home, { sessionId: "sess-2", cwd: project });
  const second = await runCtx(["init", "claude-code"], { env, cwd: project });
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stdout, /^Distilled: 1$/m);
  assert.doesNotMatch(second.stderr, /note:|Using the key file/);
  assert.equal(vendorA.requests.length, 2);
  assert.equal(vendorB.requests.length, 0);

  // Status shows the resolution rule by rule, the unused key, and where keys are kept.
  const status = await runCtx(["status"], { env, cwd: project });
  assert.equal(status.code, 0, status.stderr);
  const lines = status.stdout.split("\n");
  assert.match(lines[0]!, /^Backend: +Vendor A API \(.*\) — saved preference: Vendor A API/);
  assert.ok(lines.includes(`  note:      ${note.slice("note: ".length)}`), status.stdout);
  assert.match(
    status.stdout,
    /\n {4}1 saved choice {6}Vendor A API: used, key saved by ctx install --setup\n/,
  );
  assert.match(status.stdout, /\n {4}2 key variables {5}VENDORB_API_KEY set: not reached\n/);
  assert.match(
    status.stdout,
    /\nKeys: +kept in the key file "[^"]+credentials\.json" \(mode 0600\): CTX_KEYCHAIN=off\n/,
  );
  assert.ok(
    !status.stdout.includes(FAKE_KEYS["vendor-a"]) &&
      !status.stderr.includes(FAKE_KEYS["vendor-a"]),
  );
  const json = JSON.parse((await runCtx(["status", "--json"], { env, cwd: project })).stdout);
  assert.equal(json.keys.store, "file");
  assert.equal(json.keys.label, `key file "${credentials}" (mode 0600)`);
  assert.deepEqual(json.backend.steps.map((s: { used: boolean }) => s.used), [
    true,
    false,
    false,
    false,
  ]);
});
