/**
 * Corpus nineteen, family "curl and HTTPie": commands as a developer types or pastes them, and
 * `curl -v` output with its `>` request and `<` response lines.
 */
import {
  amzIds,
  C,
  cfRay,
  crossed,
  etag,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  host,
  httpDate,
  ip,
  num,
  pick,
  type Template,
  traceparent,
  uuid,
} from "./_heldout_nineteen_make.ts";

/** The `curl -v` lines of a TLS connection up to the request. */
function verboseHead(h: string): string[] {
  const addr = ip();
  return [
    `*   Trying ${addr}:443...`,
    `* Connected to ${h} (${addr}) port 443`,
    "* ALPN: curl offers h2,http/1.1",
    "* TLSv1.3 (OUT), TLS handshake, Client hello (1):",
    "* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256 / X25519 / id-ecPublicKey",
    "* Server certificate:",
    `*  subject: CN=${h}`,
    "*  issuer: C=US; O=Let's Encrypt; CN=E6",
    "*  SSL certificate verify ok.",
    `* using HTTP/2`,
  ];
}

/** The response half of a `curl -v` exchange. */
function verboseResponse(status: number): string[] {
  const [rid] = amzIds();
  return [
    `< HTTP/2 ${status}`,
    `< date: ${httpDate()}`,
    "< content-type: application/json; charset=utf-8",
    `< x-request-id: ${uuid()}`,
    `< cf-ray: ${cfRay()}`,
    `< etag: W/${etag()}`,
    `< x-amz-cf-id: ${rid}`,
    "<",
    `{"ok":${status < 400},"id":"${hex(24)}"}`,
    `* Connection #0 to host left intact`,
  ];
}

const TEMPLATES: readonly Template[] = [
  {
    label: "curl with a bearer header",
    shape: "command",
    write: (t) =>
      `$ curl -sS https://${host()}/v1/invoices?limit=${
        num(5, 50)
      } \\\n  -H "Authorization: Bearer ${t}" \\\n  -H 'Accept: application/json' | jq .`,
  },
  {
    label: "curl -v showing the request headers",
    shape: "output",
    write: (t) => {
      const h = host();
      return [
        `$ curl -v https://${h}/api/me -H "Authorization: Bearer ${t}"`,
        ...verboseHead(h),
        `> GET /api/me HTTP/2`,
        `> Host: ${h}`,
        "> User-Agent: curl/8.7.1",
        "> Accept: */*",
        `> Authorization: Bearer ${t}`,
        ">",
        ...verboseResponse(pick([200, 401, 403])),
      ].join("\n");
    },
  },
  {
    label: "curl with an API key header",
    shape: "command",
    write: (t) =>
      `curl -X POST "https://${host()}/v2/jobs" -H "X-API-Key: ${t}" -H "Content-Type: application/json" -d '{"name":"nightly-${
        num(1, 99)
      }"}'`,
  },
  {
    label: "HTTPie with a bearer auth option",
    shape: "command",
    write: (t) =>
      `$ http --auth-type=bearer --auth='${t}' GET ${host()}/orders status==open per_page==${
        num(10, 90)
      }`,
  },
  {
    label: "HTTPie with a header item",
    shape: "command",
    write: (t) =>
      `http -v POST https://${host()}/deploy Authorization:"Token ${t}" ref=main env=prod`,
  },
  {
    label: "curl -v trace-ascii of a POST with the token in the body",
    shape: "output",
    write: (t) => {
      const body = JSON.stringify({ token: t, device: uuid() });
      return [
        `== Info: Connected to ${host()} port 443`,
        `=> Send header, ${num(180, 260)} bytes (0x${hex(3)})`,
        "0000: POST /v1/session/refresh HTTP/1.1",
        `0032: Content-Length: ${body.length}`,
        `=> Send data, ${body.length} bytes (0x${hex(3)})`,
        `0000: ${body}`,
        `<= Recv header, 13 bytes (0xd)`,
        "0000: HTTP/1.1 200 OK",
      ].join("\n");
    },
  },
  {
    label: "wget with a header and the response saved",
    shape: "command",
    write: (t) =>
      `wget --header="Authorization: Bearer ${t}" -O report-${
        num(100, 999)
      }.csv "https://${host()}/exports/latest.csv"`,
  },
  {
    label: "curl in a CI step echoed by set -x",
    shape: "output",
    write: (t) =>
      [
        `+ curl --fail --retry 3 -H 'PRIVATE-TOKEN: ${t}' https://gitlab.${host()}/api/v4/projects/${
          num(100, 9999)
        }/pipelines`,
        `  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current`,
        `100  ${num(1000, 9000)}  100  ${num(1000, 9000)}    0     0  ${
          num(2000, 9000)
        }      0 --:--:-- --:--:-- --:--:--  ${num(2000, 9000)}`,
      ].join("\n"),
  },
];

/** curl and HTTPie commands and verbose output carrying a credential. */
export function buildCurl(): HeldOutSecret[] {
  return crossed(TEMPLATES, 4);
}

/** The same commands with public or placeholder values. */
export function buildCleanCurl(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  const placeholders = [
    "$TOKEN",
    "${API_TOKEN}",
    "<your-token>",
    "***",
    "[REDACTED]",
    "$(op read op://dev/api/token)",
  ];
  placeholders.forEach((p, i) =>
    out.push(
      C(
        `curl with a placeholder bearer ${i + 1}`,
        `curl -sS https://${host()}/v1/me -H "Authorization: Bearer ${p}"`,
      ),
    )
  );
  for (let i = 0; i < 4; i++) {
    const h = host();
    out.push(C(
      `curl -v of a public endpoint ${i + 1}`,
      [
        `$ curl -v https://${h}/healthz -H "traceparent: ${traceparent()}"`,
        ...verboseHead(h),
        `> GET /healthz HTTP/2`,
        `> Host: ${h}`,
        `> X-Request-Id: ${uuid()}`,
        ">",
        ...verboseResponse(200),
      ].join("\n"),
    ));
  }
  out.push(C(
    "curl -v with the bearer masked by curl's own trace",
    `> GET /v1/me HTTP/2\n> Host: ${host()}\n> Authorization: Bearer ***\n> x-correlation-id: ${uuid()}\n>\n< HTTP/2 200`,
  ));
  out.push(C(
    "HTTPie with a session file and an ETag condition",
    `http --session=./dev.json GET ${host()}/items/${
      num(1, 999)
    } If-None-Match:'${etag()}' X-Trace:${hex(16)}`,
  ));
  out.push(C(
    "curl downloading an artifact by its digest",
    `curl -fsSLO https://dl.${host()}/cli/v${num(1, 4)}.${
      num(0, 20)
    }.0/cli-linux-amd64.tar.gz && echo "${hex(64)}  cli-linux-amd64.tar.gz" | sha256sum -c -`,
  ));
  out.push(C(
    "curl posting a cursor id",
    `curl -s "https://${host()}/v1/events?cursor=${hex(32)}&limit=100"`,
  ));
  return out;
}
