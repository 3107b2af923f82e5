/**
 * `deno run -A scripts/mcp_handshake.ts`: record what the MCP SDK's server answers to the
 * handshake (`initialize`, `tools/list`) into `src/mcp/_handshake.json`, which `ctx mcp` answers
 * with before it loads the SDK (src/mcp/_handshake.ts). Run it after changing a tool's
 * definition, the server's instructions or capabilities, or the SDK;
 * tests/mcp/handshake_test.ts fails while the file differs from what the server answers.
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import type { HandshakeAnswers } from "../src/mcp/_handshake.ts";
import { StdioTransport } from "../src/mcp/_stdio.ts";
import { createMcpServer } from "../src/mcp/mod.ts";
import { stderrOnlyOutput } from "../src/output.ts";

export const HANDSHAKE_JSON = new URL("../src/mcp/_handshake.json", import.meta.url);

/**
 * What the SDK's server (ctx's, with its tools) writes back to `lines` sent on its stdin, one
 * after the other, through the same transport `ctx mcp` uses; each answer as parsed JSON.
 */
export async function sdkAnswers(lines: readonly string[]): Promise<unknown[]> {
  const input = new TextEncoder().encode(lines.map((l) => l + "\n").join(""));
  let out = "";
  const decoder = new TextDecoder();
  const transport = new StdioTransport({
    input: new ReadableStream({
      start(controller) {
        controller.enqueue(input);
      },
    }),
    write: (bytes) => {
      out += decoder.decode(bytes, { stream: true });
      return Promise.resolve(bytes.length);
    },
  });
  const noDeps = () => {
    throw new Error("the handshake needs no dependencies");
  };
  const { server } = createMcpServer(noDeps, stderrOnlyOutput());
  const expected = lines.filter((l) => {
    try {
      return "id" in JSON.parse(l);
    } catch {
      return false;
    }
  }).length;
  await server.connect(transport);
  // Every request is answered (or refused) at once; a line that is not a message gets nothing.
  for (let i = 0; i < 100 && out.split("\n").length - 1 < expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await server.close();
  return out.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l));
}

/** The answers `_handshake.json` holds, asked of the SDK's server now. */
export async function recordHandshake(): Promise<HandshakeAnswers> {
  const [latest] = SUPPORTED_PROTOCOL_VERSIONS;
  const answers = await sdkAnswers([
    JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: latest,
        capabilities: {},
        clientInfo: { name: "r", version: "1" },
      },
    }),
    JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }),
    JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }),
  ]) as Array<{ result: Record<string, unknown> }>;
  const [initialize, toolsList] = answers.map((a) => a.result);
  if (!initialize || !toolsList) throw new Error("the SDK's server did not answer the handshake");
  // ctx's version is read when `ctx mcp` runs: a release changes no recorded answer.
  const { version: _, ...serverInfo } = initialize.serverInfo as Record<string, unknown>;
  return {
    protocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
    initialize: { ...initialize, serverInfo } as HandshakeAnswers["initialize"],
    toolsList,
  };
}

if (import.meta.main) {
  const text = JSON.stringify(await recordHandshake(), null, 2) + "\n";
  await Deno.writeTextFile(HANDSHAKE_JSON, text);
  console.error(`wrote ${HANDSHAKE_JSON.pathname}`);
}
