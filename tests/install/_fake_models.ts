/**
 * A tiny vendor API on 127.0.0.1 that answers the key check (`GET /v1/models`) the way the
 * vendors do: 200 for the accepted key, 401 otherwise. Records every request line and header
 * so tests can assert which key was sent, and scan the log for leaks.
 */
export interface FakeModels extends AsyncDisposable {
  /** Base URL for `VENDORx_BASE_URL` (Vendor A: no `/v1`; B and C: ending in `/v1`). */
  url: string;
  requests: Array<{ method: string; path: string; headers: Record<string, string> }>;
  /** Everything the server logged, as text. */
  log: string[];
}

export function startFakeModels(kind: "vendor-a" | "vendor-b" | "vendor-c", accepted: string) {
  const requests: FakeModels["requests"] = [];
  const log: string[] = [];
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (req) => {
    const path = new URL(req.url).pathname;
    const headers = Object.fromEntries(req.headers);
    requests.push({ method: req.method, path, headers });
    log.push(`${req.method} ${path}`);
    const ok = kind === "vendor-a"
      ? headers["x-api-key"] === accepted && headers["anthropic-version"] === "2023-06-01"
      : headers["authorization"] === `Bearer ${accepted}`;
    if (req.method !== "GET" || path !== "/v1/models") {
      return Response.json({ error: "not found" }, { status: 404 });
    }
    if (!ok) return Response.json({ error: { message: "invalid api key" } }, { status: 401 });
    return Response.json({ data: [{ id: "model-1" }] });
  });
  const url = `http://127.0.0.1:${server.addr.port}${kind === "vendor-a" ? "" : "/v1"}`;
  const fake: FakeModels = {
    url,
    requests,
    log,
    [Symbol.asyncDispose]: () => server.shutdown(),
  };
  return fake;
}
