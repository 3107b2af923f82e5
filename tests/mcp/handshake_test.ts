/**
 * The handshake `ctx mcp` answers before it loads the SDK (src/mcp/_handshake.ts): the recorded
 * answers are what the SDK's server answers today, every message answered early is answered
 * exactly as the SDK answers it, what the early path is not sure of goes to the SDK, and the real
 * `ctx mcp` answers each request once, in a session that goes on past the handshake.
 */
import assert from "node:assert/strict";
import { Handshake } from "../../src/mcp/_handshake.ts";
import { recordHandshake, sdkAnswers } from "../../scripts/mcp_handshake.ts";
import recorded from "../../src/mcp/_handshake.json" with { type: "json" };
import { MAIN_TS, tempDir } from "../_helpers.ts";
import { serverEnv, spawnMcp } from "./_client.ts";

const initialize = (params: unknown, id: unknown = 1) =>
  JSON.stringify({ jsonrpc: "2.0", id, method: "initialize", params });
const clientInfo = { name: "client", version: "1.2.3" };
const INITIALIZED = JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" });
const TOOLS_LIST = JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" });

Deno.test("_handshake.json holds what the SDK's server answers today (else run scripts/mcp_handshake.ts)", async () => {
  assert.deepEqual(
    await recordHandshake(),
    recorded,
    "src/mcp/_handshake.json is stale: run deno run -A scripts/mcp_handshake.ts",
  );
});

/** `initialize` messages real clients send: each must be answered early. */
const COMMON = [
  ...["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07", "2099-01-01"].map(
    (protocolVersion) => initialize({ protocolVersion, capabilities: {}, clientInfo }),
  ),
  initialize({
    protocolVersion: "2025-06-18",
    capabilities: { roots: { listChanged: true }, sampling: {}, elicitation: {} },
    clientInfo: { ...clientInfo, title: "A Client" },
  }, "a-string-id"),
  initialize({
    protocolVersion: "2025-11-25",
    capabilities: {
      roots: {},
      sampling: { context: {}, tools: {} },
      elicitation: { form: { applyDefaults: true }, url: {} },
      experimental: { thing: {} },
      extensions: { "vendor/x": {} },
      somethingNew: 42,
    },
    clientInfo: { ...clientInfo, websiteUrl: "https://example.com", description: "d", extra: 1 },
    unknownParam: [1],
  }, 0),
];

/** Messages the early path must leave to the SDK (whatever the SDK answers). */
const LEFT = [
  "not json",
  "[]",
  JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  initialize({ protocolVersion: "2025-06-18", capabilities: {}, clientInfo }, 1.5),
  initialize({ protocolVersion: "2025-06-18", capabilities: {}, clientInfo }, null),
  initialize({ protocolVersion: "2025-06-18", capabilities: {}, clientInfo }, 2 ** 60),
  initialize({ protocolVersion: 20250618, capabilities: {}, clientInfo }),
  initialize({ protocolVersion: "2025-06-18", clientInfo }),
  initialize({ protocolVersion: "2025-06-18", capabilities: [], clientInfo }),
  initialize({ protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x" } }),
  initialize({
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { ...clientInfo, title: null },
  }),
  initialize({
    protocolVersion: "2025-06-18",
    capabilities: { roots: { listChanged: "yes" } },
    clientInfo,
  }),
  initialize({
    protocolVersion: "2025-06-18",
    capabilities: { sampling: { tools: null } },
    clientInfo,
  }),
  initialize({ protocolVersion: "2025-06-18", capabilities: { elicitation: [] }, clientInfo }),
  initialize({
    protocolVersion: "2025-06-18",
    capabilities: { elicitation: { form: { applyDefaults: 1 } } },
    clientInfo,
  }),
  initialize({
    protocolVersion: "2025-06-18",
    capabilities: { experimental: { x: 1 } },
    clientInfo,
  }),
  initialize({ protocolVersion: "2025-06-18", capabilities: { tasks: {} }, clientInfo }),
  initialize({
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo,
    _meta: { progressToken: 1 },
  }),
  JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo },
    extra: true,
  }),
  JSON.stringify({
    jsonrpc: "1.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo },
  }),
];

Deno.test("every initialize answered early is the SDK's own answer, and real clients' are answered early", async () => {
  for (const line of COMMON) {
    const reply = new Handshake().reply(line);
    assert.ok(reply, `answered early: ${line}`);
    assert.ok(reply.endsWith("\n"));
    assert.deepEqual(JSON.parse(reply), (await sdkAnswers([line]))[0], line);
  }
});

Deno.test("what the early path is not sure of is left to the SDK", async () => {
  for (const line of LEFT) {
    assert.equal(new Handshake().reply(line), undefined, line);
  }
  // Before `initialize`, nothing else is answered early, not even `tools/list`.
  assert.equal(new Handshake().reply(TOOLS_LIST), undefined);
  assert.equal(new Handshake().reply(INITIALIZED), undefined);
  // What the SDK does with some of them, to show they are its to judge: an error, not a crash.
  const [refused] = await sdkAnswers([LEFT[7]!]) as Array<{ error?: { code: number } }>;
  assert.equal(refused?.error?.code, -32603);
});

Deno.test("after initialize: initialized is kept for the SDK, tools/list answered as the SDK does, anything else left", async () => {
  const handshake = new Handshake();
  const init = COMMON[1]!;
  assert.ok(handshake.reply(init));
  assert.equal(handshake.reply(INITIALIZED), "");
  assert.equal(handshake.listed, false);
  const tools = handshake.reply(TOOLS_LIST);
  assert.equal(handshake.listed, true, "the SDK is loaded once the tools are listed");
  assert.ok(tools);
  const sdk = await sdkAnswers([init, INITIALIZED, TOOLS_LIST]);
  assert.deepEqual(JSON.parse(tools), sdk[1]);
  assert.deepEqual(
    JSON.parse(
      handshake.reply(
        JSON.stringify({ jsonrpc: "2.0", id: "x", method: "tools/list", params: {} }),
      )!,
    ),
    { ...sdk[1] as object, id: "x" },
  );
  for (
    const line of [
      JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/list", params: { cursor: "c" } }),
      JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/list", params: { _meta: {} } }),
      JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "x" } }),
      JSON.stringify({ jsonrpc: "2.0", id: 3, method: "ping" }),
      init, // A second initialize is the SDK's.
      INITIALIZED, // So is a second initialized.
    ]
  ) assert.equal(handshake.reply(line), undefined, line);
  assert.equal(handshake.answered, 1);
  assert.deepEqual(handshake.replay(), [init, INITIALIZED]);
});

Deno.test("ctx mcp answers each request once, the SDK taking over after the handshake with the client it knows", async () => {
  await using tmp = await tempDir();
  const child = spawnMcp(MAIN_TS, {
    cwd: tmp.path,
    env: serverEnv({ home: `${tmp.path}/home`, ctxHome: `${tmp.path}/ctx` }),
  });
  const init = initialize({
    protocolVersion: "2025-06-18",
    capabilities: { roots: { listChanged: true } },
    clientInfo,
  }, 7);
  const lines = [
    init,
    INITIALIZED,
    TOOLS_LIST,
    // The same id as initialize's: its answer is written, not taken for the replayed one's.
    JSON.stringify({ jsonrpc: "2.0", id: 7, method: "ping" }),
    init,
    JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/list", params: { cursor: "c" } }),
  ];
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(lines.map((l) => l + "\n").join("")));
  await writer.close();
  const { stdout, code } = await child.output();
  assert.equal(code, 0);
  const answers = new TextDecoder().decode(stdout).split("\n").filter((l) => l).map((l) =>
    JSON.parse(l)
  );
  const sdk = await sdkAnswers(lines);
  const byId = (list: unknown[]) => list.map((a) => JSON.stringify(a)).sort();
  assert.equal(answers.length, 5, "one answer per request");
  assert.deepEqual(byId(answers), byId(sdk));
});
