/**
 * Drive the real `ctx mcp` (from `main.ts` or the bundle) with the SDK's real client over stdio,
 * in a temporary HOME and CTX_HOME with an explicit environment.
 */
import { dirname, join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { ListRootsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { BUNDLE_JS, MAIN_TS, REPO_ROOT } from "../_helpers.ts";

export interface ServerOptions {
  home: string;
  ctxHome: string;
  /** Working directory of the server process. */
  cwd?: string;
  /** Run `dist/ctx.js` instead of `main.ts`. */
  bundle?: boolean;
  /** Workspace roots the client declares (file paths); none = no roots capability. */
  roots?: string[];
  /** Extra environment (a fake vendor's key and base URL). */
  env?: Record<string, string>;
}

export interface RunningServer extends AsyncDisposable {
  client: Client;
  /** Everything the server wrote on stderr so far. */
  stderr(): string;
  /** Errors the client saw on the stream (a non-JSON line on stdout shows up here). */
  clientErrors: Error[];
}

/** The environment of the server: nothing inherited but PATH and Deno's cache. */
export function serverEnv(
  options: Pick<ServerOptions, "home" | "ctxHome">,
): Record<string, string> {
  return {
    HOME: options.home,
    CTX_HOME: options.ctxHome,
    NO_COLOR: "1",
    TZ: "UTC",
    // A subscription CLI that cannot exist: no backend is available, whatever the machine has.
    CTX_CLI_BACKEND: "ctx-test-no-such-cli",
    CTX_KEYCHAIN: "off",
    PATH: [dirname(Deno.execPath()), "/usr/local/bin", "/usr/bin", "/bin"].join(":"),
    DENO_DIR: Deno.env.get("DENO_DIR") ?? defaultDenoDir(),
  };
}

/** Spawn `ctx mcp` and connect the SDK client to it. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: ["run", "-A", "--quiet", options.bundle ? BUNDLE_JS : MAIN_TS, "mcp"],
    env: { ...serverEnv(options), ...options.env },
    cwd: options.cwd ?? REPO_ROOT,
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Uint8Array | string) => {
    stderr += typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk);
  });
  const roots = options.roots;
  const client = new Client(
    { name: "ctx-test", version: "1.0.0" },
    { capabilities: roots ? { roots: { listChanged: false } } : {} },
  );
  if (roots) {
    client.setRequestHandler(ListRootsRequestSchema, () => ({
      roots: roots.map((path) => ({ uri: new URL(`file://${path}`).href, name: path })),
    }));
  }
  const clientErrors: Error[] = [];
  client.onerror = (error: Error) => void clientErrors.push(error);
  await client.connect(transport);
  return {
    client,
    stderr: () => stderr,
    clientErrors,
    async [Symbol.asyncDispose]() {
      await client.close();
    },
  };
}

/** The text of a tool result's first content item. */
export function resultText(result: unknown): string {
  const content = (result as { content?: Array<{ type: string; text?: string }> }).content;
  return content?.[0]?.text ?? "";
}

function defaultDenoDir(): string {
  const home = Deno.env.get("HOME") ?? "/root";
  if (Deno.build.os === "darwin") return join(home, "Library", "Caches", "deno");
  return join(Deno.env.get("XDG_CACHE_HOME") ?? join(home, ".cache"), "deno");
}

/** What a raw client (no SDK) sends first: `initialize`, then `notifications/initialized`. */
export const RAW_HANDSHAKE: readonly object[] = [
  {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "raw", version: "1" },
    },
  },
  { jsonrpc: "2.0", method: "notifications/initialized" },
];

/** A JSON-RPC `tools/call` request as a raw client writes it. */
export function toolCall(id: number, name: string, args: Record<string, unknown> = {}): object {
  return { jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } };
}

/** Spawn the real `ctx mcp` (`entry`: `main.ts` or the bundle) for a raw client: every stream piped. */
export function spawnMcp(
  entry: string,
  options: { cwd: string; env: Record<string, string> },
): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", entry, "mcp"],
    cwd: options.cwd,
    env: options.env,
    clearEnv: true,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}
