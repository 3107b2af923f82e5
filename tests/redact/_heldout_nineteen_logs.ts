/**
 * Corpus nineteen, family "server logs and sockets": nginx and Apache access logs with a token in
 * the query string, a load balancer's JSON log, an HTTP library's debug log printing headers, Go's
 * DumpRequest, WebSocket URLs with a token, and a GraphQL request with its headers.
 */
import {
  C,
  cfRay,
  crossed,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  host,
  ip,
  num,
  pick,
  type Template,
  traceparent,
  uuid,
} from "./_heldout_nineteen_make.ts";

/** An access log's time, `[27/Nov/2026:10:15:03 +0000]`. */
const clf = () =>
  `[${String(num(1, 27)).padStart(2, "0")}/Nov/2026:${num(10, 23)}:${num(10, 59)}:${
    num(10, 59)
  } +0000]`;

/** A few access log lines of ordinary requests around one. */
function accessLog(line: string): string {
  const plain = () =>
    `${ip()} - - ${clf()} "GET /static/${pick(["app", "vendor", "main"])}.${
      hex(8)
    }.js HTTP/1.1" 200 ${num(1000, 90000)} "-" "Mozilla/5.0"`;
  return [plain(), plain(), line, plain()].join("\n");
}

const UA = '"python-requests/2.32.3"';

const TEMPLATES: readonly Template[] = [
  {
    label: "nginx access log with an access_token in the query",
    shape: "output",
    write: (t) =>
      accessLog(
        `${ip()} - - ${clf()} "GET /api/export?access_token=${t}&fmt=csv HTTP/1.1" 200 ${
          num(100, 9999)
        } "-" ${UA}`,
      ),
  },
  {
    label: "Apache combined log with an api_key parameter",
    shape: "output",
    write: (t) =>
      accessLog(
        `${ip()} - - ${clf()} "POST /v1/ingest?api_key=${t} HTTP/1.1" 202 ${
          num(2, 99)
        } "https://${host()}/" "curl/8.5.0"`,
      ),
  },
  {
    label: "WebSocket URL with a token",
    shape: "url",
    write: (t) =>
      `const ws = new WebSocket("wss://${
        pick(["rt", "ws", "stream"])
      }.${host()}/socket?token=${t}&v=${num(1, 4)}");`,
  },
  {
    label: "load balancer JSON log with the request URL",
    shape: "output",
    write: (t) =>
      JSON.stringify({
        time: new Date(Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59))).toISOString(),
        client_ip: ip(),
        method: "GET",
        request_uri: `/callback/feed?key=${t}`,
        http_referer: `https://${host()}/`,
        status: 200,
        trace_id: hex(32),
        cf_ray: cfRay(),
      }),
  },
  {
    label: "requests/urllib3 debug log with the headers sent",
    shape: "output",
    write: (t) => {
      const h = host();
      return [
        `DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): ${h}:443`,
        `send: b'GET /v2/accounts HTTP/1.1\\r\\nHost: ${h}\\r\\nUser-Agent: python-requests/2.32.3\\r\\nAuthorization: Bearer ${t}\\r\\nAccept: */*\\r\\n\\r\\n'`,
        `reply: 'HTTP/1.1 200 OK\\r\\n'`,
        `header: X-Request-Id: ${uuid()}`,
      ].join("\n");
    },
  },
  {
    label: "Go httputil.DumpRequestOut printed by a test",
    shape: "output",
    write: (t) =>
      `    client_test.go:${
        num(20, 200)
      }: GET /v1/things HTTP/1.1\n        Host: ${host()}\n        User-Agent: Go-http-client/1.1\n        X-Api-Token: ${t}\n        Accept-Encoding: gzip`,
  },
  {
    label: "GraphQL request with its headers in an Apollo sandbox export",
    shape: "block",
    write: (t) =>
      JSON.stringify(
        {
          endpoint: `https://${host()}/graphql`,
          headers: { Authorization: `Bearer ${t}`, "apollographql-client-name": "web" },
          operation: "query Me { me { id login } }",
          variables: {},
        },
        null,
        2,
      ),
  },
  {
    label: "Socket.IO handshake in a proxy log",
    shape: "output",
    write: (t) =>
      `${clf()} ${ip()} upstream=${host()} "GET /socket.io/?EIO=4&transport=websocket&auth_token=${t} HTTP/1.1" 101 0 rt=${
        num(1, 900)
      }.${num(100, 999)}`,
  },
];

/** Access logs, sockets and debug output carrying a credential. */
export function buildLogs(): HeldOutSecret[] {
  return crossed(TEMPLATES, 4);
}

/** The same logs with only ids, trace context and hashed assets. */
export function buildCleanLogs(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (let i = 1; i <= 4; i++) {
    out.push(C(
      `nginx access log with request ids and cache keys ${i}`,
      accessLog(
        `${ip()} - - ${clf()} "GET /api/items?page=${num(1, 30)}&cache=${hex(12)} HTTP/1.1" 200 ${
          num(100, 9999)
        } "-" ${UA} req_id=${uuid()} upstream_time=0.0${num(10, 99)}`,
      ),
    ));
  }
  for (let i = 1; i <= 4; i++) {
    out.push(C(
      `log line with a masked token in the query ${i}`,
      accessLog(
        `${ip()} - - ${clf()} "GET /api/export?access_token=${
          pick(["[FILTERED]", "***", "REDACTED", "<hidden>"])
        }&fmt=csv HTTP/1.1" 200 ${num(100, 9999)} "-" ${UA}`,
      ),
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `OpenTelemetry span of an HTTP client call ${i}`,
      JSON.stringify(
        {
          name: "GET",
          traceId: hex(32),
          spanId: hex(16),
          parentSpanId: hex(16),
          attributes: {
            "http.request.method": "GET",
            "url.full": `https://${host()}/v1/items/${uuid()}`,
            "http.response.status_code": 200,
          },
          traceparent: traceparent(),
        },
        null,
        2,
      ),
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `WebSocket URL with a room id ${i}`,
      `const ws = new WebSocket("wss://rt.${host()}/rooms/${uuid()}?client=${hex(20)}&v=${
        num(1, 4)
      }");`,
    ));
  }
  return out;
}
