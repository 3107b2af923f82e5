import assert from "node:assert/strict";
import { BackendError, ERROR_CODES, InterruptedError } from "../../src/errors.ts";
import { backoffMs, HTTP_POLICY, parseRetryAfter, postJson } from "../../src/backends/_http.ts";
import { createChatCompletionsBackend } from "../../src/backends/chat_completions.ts";
import { createMessagesApiBackend } from "../../src/backends/messages_api.ts";
import { closedPortUrl, fakeDeps, startFakeVendor } from "../_fakes.ts";
import { testHome } from "./_setup.ts";

const SECRET_PROMPT = "PROMPT-TEXT-THAT-MUST-NOT-LEAK";

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return await promise.then(() => undefined, (e: unknown) => e);
}

Deno.test("postJson() waits Retry-After seconds after a 429 and then succeeds", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-b", {
    respond: (_body, n) =>
      n === 1
        ? {
          status: 429,
          headers: { "retry-after": "1" },
          json: { error: { message: "Rate limit reached" } },
        }
        : { text: "[]" },
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const result = await createChatCompletionsBackend("vendor-b", vendor.apiKey, deps)
    .complete({ system: "s", prompt: "p" });

  assert.equal(result.text, "[]");
  assert.equal(vendor.requests.length, 2);
  assert.deepEqual(deps.sleeps, [1000]);
});

Deno.test("postJson() caps a long Retry-After at 60 seconds", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a", {
    respond: (_body, n) =>
      n === 1 ? { status: 429, headers: { "retry-after": "3600" }, json: {} } : { text: "[]" },
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  await createMessagesApiBackend(vendor.apiKey, deps).complete({ system: "s", prompt: "p" });

  assert.deepEqual(deps.sleeps, [60_000]);
});

Deno.test("postJson() retries a 500 with jittered exponential backoff", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-b", {
    respond: (_body, n) =>
      n <= 2 ? { status: 500, json: { error: { message: "boom" } } } : { text: "[]" },
  });
  const deps = { ...fakeDeps({ env: { ...home.env, ...vendor.env() } }), random: () => 0.5 };

  const result = await createChatCompletionsBackend("vendor-b", vendor.apiKey, deps)
    .complete({ system: "s", prompt: "p" });

  assert.equal(result.text, "[]");
  assert.equal(vendor.requests.length, 3);
  // 1 s then 2 s ceilings, each half fixed + half × 0.5.
  assert.deepEqual(deps.sleeps, [750, 1500]);
});

Deno.test("postJson() gives up after 4 attempts of 503 with a retryable BackendError", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-c", {
    respond: () => ({ status: 503, body: "<html>Service Unavailable</html>" }),
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const error = await failure(
    createChatCompletionsBackend("vendor-c", vendor.apiKey, deps).complete({
      system: "s",
      prompt: SECRET_PROMPT,
    }),
  );

  assert.ok(error instanceof BackendError);
  assert.equal(
    error.message,
    "Vendor C API failed after 4 attempts: Vendor C API answered HTTP 503: <html>Service Unavailable</html>",
  );
  assert.equal(error.retryable, true);
  assert.equal(vendor.requests.length, 4);
  assert.equal(deps.sleeps.length, 3);
});

Deno.test("postJson() does not retry a 401, names the key variable and never shows the key", async () => {
  await using home = await testHome();
  const key = "sk-proj-THISKEYMUSTNOTLEAK1234567890";
  // The fake accepts the key, then refuses like vendors do: echoing the key back in the message.
  await using vendor = await startFakeVendor("vendor-b", {
    apiKey: key,
    respond: () => ({
      status: 401,
      json: {
        error: { message: `Incorrect API key provided: ${key}.`, type: "invalid_request_error" },
      },
    }),
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const error = await failure(
    createChatCompletionsBackend("vendor-b", key, deps).complete({
      system: "s",
      prompt: SECRET_PROMPT,
    }),
  );

  assert.ok(error instanceof BackendError);
  assert.equal(
    error.message,
    "Vendor B API answered HTTP 401: Incorrect API key provided: [REDACTED].",
  );
  assert.equal(error.hint, "check VENDORB_API_KEY, or save a working key with ctx install --setup");
  assert.equal(error.code, ERROR_CODES.backendAuth, "a refused key stops a run");
  assert.equal(error.retryable, false);
  assert.equal(vendor.requests.length, 1);
  assert.deepEqual(deps.sleeps, []);
  const everything = `${String(error)} ${error.hint} ${error.stack}`;
  assert.ok(!everything.includes(key));
  assert.ok(!everything.includes(SECRET_PROMPT));
});

Deno.test("postJson() names VENDORA_API_KEY when the fake refuses a wrong Vendor A key", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a");
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const error = await failure(
    createMessagesApiBackend("sk-wrong-key-0000000000", deps).complete({
      system: "s",
      prompt: "p",
    }),
  );

  assert.ok(error instanceof BackendError);
  assert.equal(error.message, "Vendor A API answered HTTP 401: Invalid API key");
  assert.equal(error.hint, "check VENDORA_API_KEY, or save a working key with ctx install --setup");
  assert.equal(error.code, ERROR_CODES.backendAuth);
  assert.equal(vendor.requests.length, 1);
});

Deno.test("postJson() does not retry a 400 and shows the vendor's reason", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a", {
    respond: () => ({
      status: 400,
      json: {
        type: "error",
        error: {
          type: "invalid_request_error",
          message: "temperature and top_p cannot both be specified",
        },
      },
    }),
  });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env(), TOP_P: "0.5" } });

  const error = await failure(
    createMessagesApiBackend(vendor.apiKey, deps).complete({ system: "s", prompt: SECRET_PROMPT }),
  );

  assert.ok(error instanceof BackendError);
  assert.equal(
    error.message,
    "Vendor A API answered HTTP 400: temperature and top_p cannot both be specified",
  );
  assert.equal(error.hint, "check MODEL, TEMPERATURE, TOP_P and MAX_COMPLETION_TOKENS");
  assert.equal(vendor.requests.length, 1);
});

Deno.test("postJson() retries a network error, then fails with a BackendError", async () => {
  await using home = await testHome();
  const url = await closedPortUrl();
  const deps = fakeDeps({ env: { ...home.env, VENDORA_BASE_URL: url } });

  const error = await failure(
    createMessagesApiBackend("sk-some-key-1234567890", deps).complete({
      system: "s",
      prompt: SECRET_PROMPT,
    }),
  );

  assert.ok(error instanceof BackendError);
  assert.match(
    error.message,
    /^Vendor A API failed after 4 attempts: Cannot reach Vendor A API at "http:\/\/127\.0\.0\.1:\d+": /,
  );
  assert.equal(error.hint, "check your network, or VENDORA_BASE_URL if you set it");
  assert.equal(deps.sleeps.length, 3);
  assert.ok(!String(error).includes("sk-some-key-1234567890"));
  assert.ok(!String(error).includes(SECRET_PROMPT));
});

Deno.test("postJson() treats a timed-out attempt as retryable", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-b", { latencyMs: 400 });
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() } });

  const error = await failure(postJson(
    {
      vendor: "vendor-b",
      url: `${vendor.url}/chat/completions`,
      headers: { authorization: `Bearer ${vendor.apiKey}` },
      body: {},
      secrets: [vendor.apiKey],
    },
    deps,
    { ...HTTP_POLICY, attemptTimeoutMs: 20, maxAttempts: 2 },
  ));

  assert.ok(error instanceof BackendError);
  assert.equal(
    error.message,
    "Vendor B API failed after 2 attempts: Vendor B API did not answer within 0.02 s",
  );
  assert.equal(deps.sleeps.length, 1);
});

Deno.test("postJson() stops with InterruptedError when the run is aborted while waiting to retry", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-b", {
    respond: () => ({ status: 500, json: {} }),
  });
  const controller = new AbortController();
  const deps = {
    ...fakeDeps({ env: { ...home.env, ...vendor.env() }, signal: controller.signal }),
    sleep: () => {
      controller.abort();
      return Promise.reject(controller.signal.reason);
    },
  };

  const error = await failure(
    createChatCompletionsBackend("vendor-b", vendor.apiKey, deps).complete({
      system: "s",
      prompt: "p",
    }),
  );

  assert.ok(error instanceof InterruptedError);
  assert.equal(vendor.requests.length, 1);
});

Deno.test("postJson() sends nothing when the run is already aborted", async () => {
  await using home = await testHome();
  await using vendor = await startFakeVendor("vendor-a");
  const controller = new AbortController();
  controller.abort();
  const deps = fakeDeps({ env: { ...home.env, ...vendor.env() }, signal: controller.signal });

  const error = await failure(
    createMessagesApiBackend(vendor.apiKey, deps).complete({ system: "s", prompt: "p" }),
  );

  assert.ok(error instanceof InterruptedError);
  assert.equal(vendor.requests.length, 0);
});

Deno.test("parseRetryAfter() reads seconds and HTTP dates", () => {
  const now = Date.parse("2025-01-15T12:00:00Z");
  assert.equal(parseRetryAfter(null, now), undefined);
  assert.equal(parseRetryAfter("7", now), 7);
  assert.equal(parseRetryAfter(" 1.5 ", now), 1.5);
  assert.equal(parseRetryAfter("Wed, 15 Jan 2025 12:00:30 GMT", now), 30);
  assert.equal(parseRetryAfter("Wed, 15 Jan 2025 11:00:00 GMT", now), 0);
  assert.equal(parseRetryAfter("soon", now), undefined);
});

Deno.test("backoffMs() doubles up to the cap and stays within [ceiling/2, ceiling]", () => {
  const policy = { ...HTTP_POLICY, baseDelayMs: 1000, maxDelayMs: 5000 };
  assert.deepEqual([1, 2, 3, 4].map((a) => backoffMs(a, policy, () => 0)), [500, 1000, 2000, 2500]);
  assert.deepEqual([1, 2, 3, 4].map((a) => backoffMs(a, policy, () => 0.999999)), [
    1000,
    2000,
    4000,
    5000,
  ]);
});
