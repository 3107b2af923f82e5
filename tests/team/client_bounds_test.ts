/**
 * `TeamClient`'s bounds against a scripted server on 127.0.0.1 that is slow on purpose: silent,
 * trickling, or slow page after page. Limits are lowered so the tests take well under a second.
 */
import assert from "node:assert/strict";
import { ERROR_CODES, TeamError } from "../../src/errors.ts";
import { cleanWire, scrubKey, TeamClient } from "../../src/team/client.ts";
import { changesBody, json, meBody, startScripted, wireInsight } from "./_hostile.ts";

const KEY = "ctxt_" + "T".repeat(40);

function client(url: string, limits: ConstructorParameters<typeof TeamClient>[0]["limits"]) {
  return new TeamClient({ apiUrl: url, apiKey: KEY, fetch, limits });
}

/** Never answers; gives up when the client hangs up (so the test server can shut down). */
const never = (request: Request) =>
  new Promise<Response>((resolve) => {
    request.signal.addEventListener("abort", () => resolve(new Response(null, { status: 499 })));
  });

Deno.test("TeamClient gives up on a server that goes quiet before or during its answer", async () => {
  await using silent = startScripted(never);
  await assert.rejects(
    () => client(silent.url, { idleTimeoutMs: 150 }).me(),
    (error: unknown) =>
      error instanceof TeamError && error.code === ERROR_CODES.teamTimeout &&
      error.message === `The team server "${silent.url}/api/teams/me" went quiet for 0.2 s`,
  );
  await using stalls = startScripted(() =>
    new Response(
      new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"team_id":')) }),
    )
  );
  await assert.rejects(() => client(stalls.url, { idleTimeoutMs: 150 }).me(), /went quiet/);
});

Deno.test("TeamClient gives up on an answer that trickles past the request timeout", async () => {
  let timer: ReturnType<typeof setInterval> | undefined;
  await using trickle = startScripted(() =>
    new Response(
      new ReadableStream({
        start(controller) {
          timer = setInterval(() => {
            try {
              controller.enqueue(new TextEncoder().encode(" "));
            } catch {
              clearInterval(timer);
            }
          }, 20);
        },
        cancel: () => clearInterval(timer),
      }),
    )
  );
  await assert.rejects(
    () => client(trickle.url, { idleTimeoutMs: 200, requestTimeoutMs: 300 }).me(),
    (error: unknown) =>
      error instanceof TeamError &&
      error.message ===
        `The team server "${trickle.url}/api/teams/me" did not finish answering within 0.3 s`,
  );
  clearInterval(timer);
});

Deno.test("TeamClient stops a slow listing at its deadline", async () => {
  let pages = 0;
  await using slow = startScripted(async (_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    pages++;
    await new Promise((r) => setTimeout(r, 60));
    return changesBody([wireInsight("p", pages)], { cursor: `e1.${pages}`, more: true });
  });
  const team = client(slow.url, { deadlineMs: 400 });
  await assert.rejects(
    async () => {
      let cursor: string | undefined;
      for (;;) cursor = (await team.changes("p", cursor)).cursor;
    },
    (error: unknown) =>
      error instanceof TeamError &&
      /^The team server ".*\/api\/changes" kept this command busy for more than 0\.4 s: stopped$/
        .test(error.message),
  );
  assert.ok(pages >= 2 && pages < 20, `${pages} pages`);
});

Deno.test("TeamClient refuses one page over its answer budget", async () => {
  await using big = startScripted(() =>
    changesBody([wireInsight("p", 1, { summary: "x".repeat(20_000) })])
  );
  await assert.rejects(
    () => client(big.url, { maxResponseBytes: 10_000 }).changes("p"),
    (error: unknown) => error instanceof TeamError && /api\/changes/.test(error.message),
  );
});

Deno.test("scrubKey() removes the key, any team key and any bearer credential", () => {
  assert.equal(
    scrubKey(`Authorization: Bearer ${KEY}; other ctxt_abcdEFGH1234 and bearer\tabc.def`, KEY),
    "Authorization: Bearer [REDACTED]; other [REDACTED] and bearer\t[REDACTED]",
  );
  assert.equal(scrubKey(`key=${KEY.slice(5)}`, KEY.slice(5)), "key=[REDACTED]");
});

Deno.test("cleanWire() keeps a summary's lines and makes every other string one clean line", () => {
  assert.deepEqual(
    cleanWire({
      insights: [{ title: "a\x1b[2J\nb", summary: "one\n\x1b]0;x\x07two\ttab", tags: ["\x07t"] }],
      next_cursor: null,
    }),
    { insights: [{ title: "a b", summary: "one\ntwo\ttab", tags: ["t"] }], next_cursor: null },
  );
});

Deno.test("cleanWire() keeps __proto__ a plain key and drops what is nested deeper than any answer", () => {
  const wire = JSON.parse(
    '{"__proto__": {"name": "from the prototype"}, "a": [[[[[[[[[[[[[[[[[["deep"]]]]]]]]]]]]]]]]]]}',
  );
  const clean = cleanWire(wire) as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(clean), Object.prototype);
  assert.equal(clean.name, undefined);
  assert.deepEqual(Object.keys(clean), ["__proto__", "a"]);
  assert.doesNotMatch(JSON.stringify(clean), /deep/);
});
