import assert from "node:assert/strict";
import { BackendError } from "../../src/errors.ts";
import { createChatCompletionsBackend } from "../../src/backends/chat_completions.ts";
import { FAKE_INSIGHTS_TEXT, fakeDeps, startFakeVendor } from "../_fakes.ts";
import { testHome } from "./_setup.ts";

Deno.test("createChatCompletionsBackend() posts vendor B's request with max_completion_tokens", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-b");
  const deps = fakeDeps({
    env: {
      ...home.env,
      ...vendor.env(),
      TEMPERATURE: "0.3",
      TOP_P: "0.8",
      MAX_COMPLETION_TOKENS: "1000",
    },
  });
  const backend = createChatCompletionsBackend("vendor-b", vendor.apiKey, deps);

  const result = await backend.complete({ system: "You distill.", prompt: "The transcript" });

  assert.deepEqual(result, { text: FAKE_INSIGHTS_TEXT, model: "gpt-4o-mini" });
  assert.equal(vendor.requests.length, 1);
  const request = vendor.requests[0]!;
  assert.equal(request.path, "/v1/chat/completions");
  assert.equal(request.headers["authorization"], `Bearer ${vendor.apiKey}`);
  assert.equal(request.headers["content-type"], "application/json");
  assert.equal(request.headers["x-api-key"], undefined);
  assert.deepEqual(request.body, {
    model: "gpt-4o-mini",
    messages: [
      { role: "system", content: "You distill." },
      { role: "user", content: "The transcript" },
    ],
    temperature: 0.3,
    top_p: 0.8,
    max_completion_tokens: 1000,
  });
  assert.equal(backend.label, "Vendor B API (gpt-4o-mini)");
});

Deno.test("createChatCompletionsBackend() posts vendor C's request with max_tokens", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-c");
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });
  const backend = createChatCompletionsBackend("vendor-c", vendor.apiKey, deps);

  const result = await backend.complete({ system: "S", prompt: "P" });

  assert.deepEqual(result, { text: FAKE_INSIGHTS_TEXT, model: "qwen/qwen3.5-122b-a10b" });
  const request = vendor.requests[0]!;
  assert.equal(request.path, "/v1/chat/completions");
  assert.equal(request.headers["authorization"], `Bearer ${vendor.apiKey}`);
  assert.deepEqual(request.body, {
    model: "qwen/qwen3.5-122b-a10b",
    messages: [{ role: "system", content: "S" }, { role: "user", content: "P" }],
    temperature: 0,
    top_p: 0.95,
    max_tokens: 4096,
  });
});

Deno.test("createChatCompletionsBackend() ignores reasoning_content when content is present", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-c", {
    respond: () => ({
      status: 200,
      json: {
        model: "qwen/qwen3.5-122b-a10b",
        choices: [{
          message: {
            role: "assistant",
            content: "[]",
            reasoning_content: "Let me think [about] it",
          },
          finish_reason: "stop",
        }],
      },
    }),
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const result = await createChatCompletionsBackend("vendor-c", vendor.apiKey, deps)
    .complete({ system: "s", prompt: "p" });

  assert.equal(result.text, "[]");
});

Deno.test("createChatCompletionsBackend() drops a leading <think> block from content", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-c", {
    respond: () => ({ text: "<think>\nThe user wants [x].\n</think>\n\n[]" }),
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const result = await createChatCompletionsBackend("vendor-c", vendor.apiKey, deps)
    .complete({ system: "s", prompt: "p" });

  assert.equal(result.text, "[]");
});

Deno.test("createChatCompletionsBackend() fails without retry when content is null and only reasoning came", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-c", {
    respond: () => ({
      status: 200,
      json: {
        choices: [{
          message: { role: "assistant", content: null, reasoning_content: "thinking…" },
          finish_reason: "length",
        }],
      },
    }),
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const error = await createChatCompletionsBackend("vendor-c", vendor.apiKey, deps)
    .complete({ system: "s", prompt: "p" })
    .then(() => undefined, (e: unknown) => e);

  assert.ok(error instanceof BackendError);
  assert.equal(
    error.message,
    'Vendor C API returned no answer text (model "qwen/qwen3.5-122b-a10b", only reasoning)',
  );
  assert.equal(error.hint, "raise MAX_COMPLETION_TOKENS, or choose a non-reasoning MODEL");
  assert.equal(vendor.requests.length, 1);
});

Deno.test("createChatCompletionsBackend() reports an answer without choices clearly", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-b", {
    respond: () => ({ status: 200, json: { object: "list", data: [] } }),
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const error = await createChatCompletionsBackend("vendor-b", vendor.apiKey, deps)
    .complete({ system: "s", prompt: "p" })
    .then(() => undefined, (e: unknown) => e);

  assert.ok(error instanceof BackendError);
  assert.equal(
    error.message,
    'Vendor B API returned an unexpected answer: no "choices[0].message"',
  );
  assert.equal(error.hint, "check VENDORB_BASE_URL points at a chat completions API");
});
