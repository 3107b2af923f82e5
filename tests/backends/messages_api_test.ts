import assert from "node:assert/strict";
import { BackendError } from "../../src/errors.ts";
import { createMessagesApiBackend } from "../../src/backends/messages_api.ts";
import { FAKE_INSIGHTS_TEXT, fakeDeps, startFakeVendor } from "../_fakes.ts";
import { testHome } from "./_setup.ts";

Deno.test("createMessagesApiBackend() posts a Messages API request and returns the text", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a");
  const deps = fakeDeps({
    env: { ...home.env, ...vendor.env(), TEMPERATURE: "0.2", MAX_COMPLETION_TOKENS: "2000" },
  });
  const backend = createMessagesApiBackend(vendor.apiKey, deps);

  const result = await backend.complete({ system: "You distill.", prompt: "The transcript" });

  assert.deepEqual(result, { text: FAKE_INSIGHTS_TEXT, model: "claude-haiku-4-5-20251001" });
  assert.equal(vendor.requests.length, 1);
  const request = vendor.requests[0]!;
  assert.equal(request.method, "POST");
  assert.equal(request.path, "/v1/messages");
  assert.equal(request.headers["x-api-key"], vendor.apiKey);
  assert.equal(request.headers["anthropic-version"], "2023-06-01");
  assert.equal(request.headers["content-type"], "application/json");
  assert.equal(request.headers["authorization"], undefined);
  assert.deepEqual(request.body, {
    model: "claude-haiku-4-5-20251001",
    max_tokens: 2000,
    temperature: 0.2,
    system: "You distill.",
    messages: [{ role: "user", content: "The transcript" }],
  });
  assert.equal(backend.kind, "vendor-a");
  assert.equal(backend.label, "Vendor A API (claude-haiku-4-5-20251001)");
});

Deno.test("createMessagesApiBackend() sends top_p only when TOP_P differs from 0.95", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a");
  const withDefault = fakeDeps({ env: { ...home.env, ...vendor.env(), TOP_P: "0.95" } });
  const withTopP = fakeDeps({ env: { ...home.env, ...vendor.env(), TOP_P: "0.5" } });

  await createMessagesApiBackend(vendor.apiKey, withDefault).complete({ system: "s", prompt: "p" });
  await createMessagesApiBackend(vendor.apiKey, withTopP).complete({ system: "s", prompt: "p" });

  const [first, second] = vendor.requests.map((r) => r.body as Record<string, unknown>);
  assert.equal("top_p" in first!, false);
  assert.equal(first!["temperature"], 0);
  assert.equal(second!["top_p"], 0.5);
  assert.equal(second!["temperature"], 0);
});

Deno.test("createMessagesApiBackend() uses MODEL, and the request's model over it", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a");
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env(), MODEL: "claude-sonnet-4-5" } });
  const backend = createMessagesApiBackend(vendor.apiKey, deps);

  const plain = await backend.complete({ system: "s", prompt: "p" });
  const repair = await backend.complete({ system: "s", prompt: "p", model: "claude-opus-4-1" });

  assert.equal(backend.model, "claude-sonnet-4-5");
  assert.equal(plain.model, "claude-sonnet-4-5");
  assert.equal(repair.model, "claude-opus-4-1");
  assert.deepEqual(
    vendor.requests.map((r) => (r.body as { model: string }).model),
    ["claude-sonnet-4-5", "claude-opus-4-1"],
  );
});

Deno.test("createMessagesApiBackend() joins several text blocks and skips others", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a", {
    respond: () => ({
      status: 200,
      json: {
        type: "message",
        model: "claude-haiku-4-5-20251001",
        content: [
          { type: "thinking", thinking: "hmm" },
          { type: "text", text: "[" },
          { type: "text", text: "]" },
        ],
        stop_reason: "end_turn",
      },
    }),
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const result = await createMessagesApiBackend(vendor.apiKey, deps).complete({
    system: "s",
    prompt: "p",
  });

  assert.equal(result.text, "[]");
});

Deno.test("createMessagesApiBackend() retries an overloaded_error body and then succeeds", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a", {
    respond: (_body, n) =>
      n === 1
        ? {
          status: 200,
          json: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
        }
        : { text: "[]" },
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const result = await createMessagesApiBackend(vendor.apiKey, deps).complete({
    system: "s",
    prompt: "p",
  });

  assert.equal(result.text, "[]");
  assert.equal(vendor.requests.length, 2);
  assert.equal(deps.sleeps.length, 1);
});

Deno.test("createMessagesApiBackend() retries HTTP 529 and then succeeds", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a", {
    respond: (_body, n) =>
      n === 1
        ? {
          status: 529,
          json: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
        }
        : { text: "[]" },
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const result = await createMessagesApiBackend(vendor.apiKey, deps).complete({
    system: "s",
    prompt: "p",
  });

  assert.equal(result.text, "[]");
  assert.equal(vendor.requests.length, 2);
});

Deno.test("createMessagesApiBackend() fails with a MAX_COMPLETION_TOKENS hint when cut off before any text", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a", {
    respond: () => ({
      status: 200,
      json: { type: "message", content: [], stop_reason: "max_tokens" },
    }),
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const error = await createMessagesApiBackend(vendor.apiKey, deps)
    .complete({ system: "s", prompt: "p" })
    .then(() => undefined, (e: unknown) => e);

  assert.ok(error instanceof BackendError);
  assert.equal(error.message, 'Vendor A API returned no text (model "claude-haiku-4-5-20251001")');
  assert.equal(error.hint, "raise MAX_COMPLETION_TOKENS");
  assert.equal(vendor.requests.length, 1);
});
