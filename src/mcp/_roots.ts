/**
 * The client's workspace roots (`roots/list`). Asked only when the client declared the `roots`
 * capability; a client that fails or answers slowly falls back to the working directory.
 */
import { fileURLToPath } from "node:url";
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Output } from "../output.ts";
import { errorMessage } from "../errors.ts";

/** Local path of the client's first `file://` root, or `undefined`. */
export async function clientRootPath(
  server: McpServer,
  output: Pick<Output, "err">,
): Promise<string | undefined> {
  if (!server.server.getClientCapabilities()?.roots) return undefined;
  try {
    const { roots } = await server.server.listRoots(undefined, { timeout: 5000 });
    return firstFileRoot(roots.map((r) => r.uri));
  } catch (error) {
    output.err(`warning: The client did not list its roots: ${errorMessage(error)}`);
    return undefined;
  }
}

/** The first `file:` URI of `uris` as a local path. */
export function firstFileRoot(uris: string[]): string | undefined {
  for (const uri of uris) {
    if (!uri.startsWith("file:")) continue;
    try {
      return fileURLToPath(uri);
    } catch {
      // Not a local file URL (e.g. a remote host): try the next root.
    }
  }
  return undefined;
}
