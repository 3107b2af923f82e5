/**
 * Corpus nineteen, family "HAR files and proxy captures": a HAR entry (headers, cookies, query
 * string, postData), mitmproxy, Charles and Fiddler exports, raw HTTP/1.1 requests and nghttp's
 * HTTP/2 frames.
 */
import {
  amzIds,
  C,
  cfRay,
  crossed,
  draw,
  etag,
  formPass,
  ga,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  host,
  httpDate,
  ip,
  num,
  S,
  type Template,
  traceparent,
  uuid,
} from "./_heldout_nineteen_make.ts";

/** A HAR log of one entry whose request has `headers`, `cookies` and optionally `postData`. */
function har(
  url: string,
  headers: [string, string][],
  cookies: [string, string][],
  postData?: { mimeType: string; text: string },
): string {
  const entry = {
    startedDateTime: new Date(Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59))).toISOString(),
    time: num(20, 900) + num(0, 999) / 1000,
    request: {
      method: postData ? "POST" : "GET",
      url,
      httpVersion: "h2",
      headers: headers.map(([name, value]) => ({ name, value })),
      queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
      cookies: cookies.map(([name, value]) => ({ name, value })),
      headersSize: -1,
      bodySize: postData ? postData.text.length : 0,
      ...(postData ? { postData } : {}),
    },
    response: {
      status: 200,
      headers: [{ name: "etag", value: etag() }, { name: "x-request-id", value: uuid() }],
    },
    _initiator: { type: "script" },
  };
  return JSON.stringify(
    {
      log: {
        version: "1.2",
        creator: { name: "WebInspector", version: "537.36" },
        entries: [entry],
      },
    },
    null,
    2,
  );
}

const TEMPLATES: readonly Template[] = [
  {
    label: "HAR entry with an authorization header",
    shape: "block",
    write: (t) =>
      har(`https://api.${host()}/v1/me?expand=org`, [[":method", "GET"], [
        "authorization",
        `Bearer ${t}`,
      ], ["traceparent", traceparent()]], [["_ga", ga()]]),
  },
  {
    label: "HAR entry with the token in the query string",
    shape: "block",
    write: (t) =>
      har(`https://${host()}/export?format=csv&access_token=${t}`, [["accept", "text/csv"]], []),
  },
  {
    label: "mitmproxy flow detail",
    shape: "output",
    write: (t) => {
      const h = host();
      return [
        `${ip()}:${num(40000, 65000)}: GET https://${h}/api/v2/feed`,
        `    Host: ${h}`,
        `    X-Access-Token: ${t}`,
        `    Accept-Encoding: gzip`,
        ` << 200 OK ${num(1, 90)}.${num(0, 9)}k`,
        `    Date: ${httpDate()}`,
        `    CF-RAY: ${cfRay()}`,
      ].join("\n");
    },
  },
  {
    label: "Fiddler raw request",
    shape: "output",
    write: (t) => {
      const h = host();
      const body = `{"deviceId":"${uuid()}"}`;
      return [
        `POST https://${h}/mobile/v4/register HTTP/1.1`,
        `Host: ${h}`,
        `Connection: keep-alive`,
        `Authorization: Bearer ${t}`,
        `Content-Type: application/json`,
        `Content-Length: ${body.length}`,
        ``,
        body,
      ].join("\r\n");
    },
  },
  {
    label: "nghttp -v HTTP/2 HEADERS frame",
    shape: "output",
    write: (t) =>
      [
        `[  0.0${num(10, 99)}] send HEADERS frame <length=${
          num(60, 400)
        }, flags=0x25, stream_id=13>`,
        `          ; END_STREAM | END_HEADERS | PRIORITY`,
        `          (padlen=0, dep_stream_id=11, weight=16, exclusive=0)`,
        `          :method: GET`,
        `          :path: /v1/models`,
        `          :scheme: https`,
        `          :authority: ${host()}`,
        `          authorization: Bearer ${t}`,
        `[  0.${num(100, 400)}] recv (stream_id=13) :status: 200`,
      ].join("\n"),
  },
  {
    label: "Charles session exported as JSON",
    shape: "block",
    write: (t) => {
      const h = host();
      return JSON.stringify(
        [{
          status: "COMPLETE",
          method: "GET",
          protocolVersion: "HTTP/1.1",
          scheme: "https",
          host: h,
          path: "/v1/account",
          request: {
            header: {
              headers: [{ name: "Host", value: h }, { name: "X-Api-Key", value: t }],
            },
          },
          response: {
            status: 200,
            header: { headers: [{ name: "X-Amz-Request-Id", value: amzIds()[0] }] },
          },
        }],
        null,
        2,
      );
    },
  },
];

/** HAR postData of a login form and a raw request dump with a password. */
function formCases(): HeldOutSecret[] {
  return [1, 2, 3].flatMap((i) => [
    S("block", `HAR login postData with a password ${i}`, (_k, add) => {
      const user = `dev${num(1, 99)}@example.com`;
      const pw = formPass(add);
      return har(
        `https://${host()}/login`,
        [["content-type", "application/x-www-form-urlencoded"]],
        [["csrftoken", draw(32)]],
        {
          mimeType: "application/x-www-form-urlencoded",
          text: `email=${encodeURIComponent(user)}&password=${pw}&remember=1`,
        },
      );
    }),
    S("output", `raw HTTP/1.1 form post with a password ${i}`, (_k, add) => {
      const body = `username=admin&password=${formPass(add)}`;
      return `POST /admin/login HTTP/1.1\nHost: ${host()}\nContent-Type: application/x-www-form-urlencoded\nContent-Length: ${body.length}\n\n${body}`;
    }),
  ]);
}

/** HAR files and proxy captures carrying a credential. */
export function buildHar(): HeldOutSecret[] {
  return [...crossed(TEMPLATES, 4), ...formCases()];
}

/** The same captures of public traffic: ids, ETags, digests, analytics cookies. */
export function buildCleanHar(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (let i = 1; i <= 5; i++) {
    const [rid, id2] = amzIds();
    out.push(C(
      `HAR entry of a public bucket object ${i}`,
      har(`https://assets-${num(1, 9)}.s3.amazonaws.com/img/${hex(12)}.webp`, [
        ["accept", "image/webp"],
        ["x-amz-request-id", rid],
        ["x-amz-id-2", id2],
      ], [["_ga", ga()]]),
    ));
  }
  for (let i = 1; i <= 4; i++) {
    const h = host();
    out.push(C(
      `mitmproxy flow of a health check ${i}`,
      `${ip()}:${
        num(40000, 65000)
      }: GET https://${h}/status\n    Host: ${h}\n    X-Request-Id: ${uuid()}\n << 200 OK 312b\n    ETag: ${etag()}\n    Digest: sha-256=${digest()}`,
    ));
  }
  for (let i = 1; i <= 4; i++) {
    out.push(C(
      `raw HTTP request with a masked authorization ${i}`,
      `GET /v1/me HTTP/1.1\r\nHost: ${host()}\r\nAuthorization: Bearer ${
        ["***", "<token>", "[REDACTED]", "${TOKEN}"][i - 1]
      }\r\ntraceparent: ${traceparent()}\r\n\r\n`,
    ));
  }
  return out;
}

/** A SHA-256 content digest in base64 (44 characters). */
function digest(): string {
  const bytes = new Uint8Array(32).map(() => num(0, 255));
  return btoa(String.fromCharCode(...bytes));
}
