/**
 * The benchmarks' fake Messages API, run in a Worker: its own event loop, like a remote vendor,
 * so the pipeline's own work cannot delay the fake's answers (and skew the figures).
 */
/// <reference lib="deno.worker" />

const ANSWER = JSON.stringify([{
  type: "fix",
  title: "Benchmark insight",
  summary: "A fixed answer from the benchmark's fake Messages API.",
  tags: ["bench"],
}]);

let inFlight = 0;
let maxInFlight = 0;
let calls = 0;
let server: Deno.HttpServer | undefined;

self.onmessage = async (event: MessageEvent<{ cmd: string; latencyMs?: number }>) => {
  const { cmd } = event.data;
  if (cmd === "start") {
    const latencyMs = event.data.latencyMs ?? 0;
    server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
      await req.arrayBuffer();
      calls++;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
      inFlight--;
      return Response.json({
        id: "msg_bench",
        type: "message",
        role: "assistant",
        model: "bench",
        content: [{ type: "text", text: ANSWER }],
        stop_reason: "end_turn",
        usage: { input_tokens: 1, output_tokens: 1 },
      });
    });
    self.postMessage({ port: (server.addr as Deno.NetAddr).port });
  } else if (cmd === "stats") {
    self.postMessage({ calls, maxInFlight });
  } else if (cmd === "stop") {
    await server?.shutdown();
    self.postMessage({ stopped: true });
  }
};
