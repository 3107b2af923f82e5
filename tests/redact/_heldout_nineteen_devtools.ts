/**
 * Corpus nineteen, family "browser devtools copies": a request copied from the network panel as
 * cURL (bash and cmd), as fetch, as Node.js fetch and as PowerShell, with the headers and cookies
 * the browser sent, and a token a narrow terminal wrapped.
 */
import {
  B64URL,
  C,
  crossed,
  draw,
  ga,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  host,
  nonce,
  num,
  pick,
  type Piece,
  S,
  type Template,
  traceparent,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_nineteen_make.ts";

const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The headers Chrome adds to every copied request. */
function chromeHeaders(h: string): [string, string][] {
  return [
    ["accept", "application/json, text/plain, */*"],
    ["accept-language", "en-GB,en;q=0.9"],
    ["origin", `https://app.${h}`],
    ["referer", `https://app.${h}/dashboard/${num(100, 9999)}`],
    ["sec-ch-ua", '"Chromium";v="131", "Not_A Brand";v="24"'],
    ["sec-fetch-mode", "cors"],
    ["user-agent", UA],
  ];
}

/** A session cookie whose value is a piece (an Express signed cookie or a bare id). */
function sessionCookie(k: Piece): string {
  return pick([true, false])
    ? `connect.sid=s%3A${k(32, B64URL)}.${k(43, B64URL)}`
    : `sessionid=${k(32, "abcdefghijklmnopqrstuvwxyz0123456789")}`;
}

const TEMPLATES: readonly Template[] = [
  {
    label: "Copy as cURL (bash) with the bearer and cookies",
    shape: "command",
    write: (t) => {
      const h = host();
      const lines = [`curl 'https://api.${h}/graphql'`];
      for (const [n, v] of chromeHeaders(h)) lines.push(`  -H '${n}: ${v}'`);
      lines.push(`  -H 'authorization: Bearer ${t}'`);
      lines.push(`  -b '_ga=${ga()}; theme=dark'`);
      lines.push(
        `  --data-raw '{"operationName":"Viewer","variables":{},"query":"query Viewer { viewer { id } }"}'`,
      );
      return lines.join(" \\\n");
    },
  },
  {
    label: "Copy as cURL (cmd) with carets",
    shape: "command",
    write: (t) => {
      const h = host();
      return [
        `curl ^"https://${h}/api/v1/projects?page=${num(1, 9)}^" ^`,
        `  -H ^"accept: application/json^" ^`,
        `  -H ^"x-api-key: ${t}^" ^`,
        `  -H ^"user-agent: ${UA}^"`,
      ].join("\n");
    },
  },
  {
    label: "Copy as fetch with the headers object",
    shape: "command",
    write: (t) => {
      const h = host();
      const headers: Record<string, string> = Object.fromEntries(chromeHeaders(h));
      headers["authorization"] = `Bearer ${t}`;
      return `fetch("https://api.${h}/v1/reports/${uuid()}", {\n  "headers": ${
        JSON.stringify(headers, null, 4).replace(/\n/g, "\n  ")
      },\n  "body": null,\n  "method": "GET",\n  "mode": "cors",\n  "credentials": "include"\n});`;
    },
  },
  {
    label: "Copy as fetch (Node.js) with a token and a session cookie",
    shape: "command",
    write: (t, k) => {
      const h = host();
      return [
        `fetch("https://${h}/internal/flags", {`,
        `  "headers": {`,
        `    "accept": "*/*",`,
        `    "x-auth-token": "${t}",`,
        `    "cookie": "${sessionCookie(k)}; _ga=${ga()}",`,
        `    "Referer": "https://${h}/"`,
        `  },`,
        `  "body": null,`,
        `  "method": "GET"`,
        `});`,
      ].join("\n");
    },
  },
  {
    label: "Copy as PowerShell with a web session",
    shape: "command",
    write: (t) => {
      const h = host();
      return [
        `$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession`,
        `$session.UserAgent = "${UA}"`,
        `$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "${ga()}", "/", ".${h}")))`,
        `Invoke-WebRequest -UseBasicParsing -Uri "https://${h}/api/billing/usage" \``,
        `-WebSession $session \``,
        `-Headers @{`,
        `"authority"="${h}"`,
        `  "method"="GET"`,
        `  "authorization"="Bearer ${t}"`,
        `}`,
      ].join("\n");
    },
  },
  {
    label: "network panel's request headers pasted as text",
    shape: "output",
    write: (t) => {
      const h = host();
      return [
        ":authority:",
        `api.${h}`,
        ":method:",
        "POST",
        ":path:",
        `/v3/sync?since=${num(1780000000, 1790000000)}`,
        "accept-encoding:",
        "gzip, deflate, br, zstd",
        "authorization:",
        `Bearer ${t}`,
        "traceparent:",
        traceparent(),
      ].join("\n");
    },
  },
];

/** A bearer token cut at the 80 columns of a pasted terminal: both halves are pieces. */
function wrappedCases(): HeldOutSecret[] {
  const heads = [
    "Copy as cURL pasted from an 80-column terminal",
    "fetch headers wrapped by a chat box",
  ];
  return heads.flatMap((label, i) =>
    [1, 2].map((j) =>
      S("wrapped", `${label} ${j}`, (k) => {
        const first = k(num(30, 40), B64URL);
        const second = k(num(30, 40), B64URL);
        return i === 0
          ? `curl 'https://${host()}/v1/me' \\\n  -H 'authorization: Bearer ${first}\n${second}' \\\n  --compressed`
          : `fetch("https://${host()}/v1/me", {\n  "headers": {\n    "authorization": "Bearer ${first}\n${second}",\n    "accept": "*/*"\n  }\n});`;
      })
    )
  );
}

/** Devtools copies carrying a credential. */
export function buildDevtools(): HeldOutSecret[] {
  return [...crossed(TEMPLATES, 4), ...wrappedCases()];
}

/** Devtools copies of public requests: analytics cookies, nonces, trace ids, a CSRF token. */
export function buildCleanDevtools(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (let i = 0; i < 4; i++) {
    const h = host();
    const lines = [`curl 'https://${h}/assets/app.${hex(8)}.js'`];
    for (const [n, v] of chromeHeaders(h)) lines.push(`  -H '${n}: ${v}'`);
    lines.push(
      `  -b '_ga=${ga()}; _ga_${draw(10, UPPER_ALNUM)}=GS1.1.${num(1780000000, 1790000000)}.1.0'`,
    );
    lines.push(`  -H 'if-none-match: W/"${hex(20)}"'`);
    out.push(C(`Copy as cURL of a static asset ${i + 1}`, lines.join(" \\\n")));
  }
  for (let i = 0; i < 3; i++) {
    out.push(C(
      `Copy as fetch with a CSP nonce and request id ${i + 1}`,
      `fetch("https://${host()}/csp-report", {\n  "headers": {\n    "content-type": "application/csp-report",\n    "x-request-id": "${uuid()}",\n    "x-csp-nonce": "${nonce()}"\n  },\n  "method": "POST"\n});`,
    ));
  }
  for (let i = 0; i < 3; i++) {
    out.push(C(
      `Copy as cURL with the authorization masked ${i + 1}`,
      `curl 'https://${host()}/api/me' \\\n  -H 'authorization: Bearer ${
        pick(["<redacted>", "••••••••", "{{access_token}}", "$ACCESS_TOKEN"])
      }' \\\n  -H 'x-request-id: ${uuid()}'`,
    ));
  }
  // Decided clean: a CSRF token in a form anyone can load is no credential by itself (it only
  // proves the form came from the site; it is worth nothing without the session cookie).
  for (let i = 0; i < 3; i++) {
    out.push(C(
      `Copy as cURL of a public form post with its CSRF token ${i + 1}`,
      `curl 'https://${host()}/newsletter/subscribe' \\\n  -H 'content-type: application/x-www-form-urlencoded' \\\n  --data-raw 'csrfmiddlewaretoken=${
        draw(64)
      }&email=reader%40example.com'`,
    ));
  }
  return out;
}
