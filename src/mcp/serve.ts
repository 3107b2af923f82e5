/**
 * `serveStdio`, what `ctx mcp` runs: the MCP server on stdin and stdout until the client closes
 * stdin (every request received by then is answered first) or `signal` aborts.
 *
 * The handshake is answered before the SDK is loaded (`_handshake.ts`): this module loads only
 * the lines' reader and the recorded answers. Once the tools are listed (the client's next
 * message is a call, which should not wait for the SDK), or at the first message the handshake
 * does not answer, the SDK's server with the tools (`mod.ts`) is loaded and takes over the lines
 * with the handshake it did not see; from there the SDK's server speaks the protocol.
 */
import type { Deps } from "../deps.ts";
import { Handshake } from "./_handshake.ts";
import { StdioLines } from "./_lines.ts";

/** `deps` is called by the first tool call. */
export async function serveStdio(
  deps: () => Deps,
  { output, signal }: Pick<Deps, "output" | "signal">,
): Promise<void> {
  const lines = new StdioLines();
  const handshake = new Handshake();
  const backlog: string[] = [];
  // Whether the SDK's server is needed ("sdk"), or the lines ended first.
  const next = Promise.withResolvers<"sdk" | "end">();
  lines.online = (line) => {
    if (backlog.length === 0) {
      const reply = handshake.reply(line);
      if (reply !== undefined) {
        // A failed write is the client gone: its input ends next.
        if (reply) lines.write(reply).catch(() => {});
        if (handshake.listed) next.resolve("sdk");
        return;
      }
    }
    backlog.push(line);
    next.resolve("sdk");
  };
  // An overlong line before the SDK is loaded closes the lines, as the SDK's transport does.
  lines.onend = () => next.resolve("end");
  lines.onclose = () => next.resolve("end");
  const abort = () => next.resolve("end");
  signal.addEventListener("abort", abort, { once: true });
  if (signal.aborted) abort();
  lines.start();
  const needed = await next.promise;
  signal.removeEventListener("abort", abort);
  if (needed === "end") {
    lines.close();
    await lines.drained();
    return;
  }
  const { serveLines } = await import("./mod.ts");
  await serveLines(deps, { output, signal }, {
    lines,
    backlog: () => [...handshake.replay(), ...backlog.splice(0)],
    answered: handshake.answered,
  });
}
