/**
 * Corpus twenty-five, SAST and DAST reports: Semgrep JSON, CodeQL SARIF, Burp Suite issue exports
 * with the request and response, ZAP alerts with their evidence, nuclei findings with the value a
 * template extracted — each holding the secret the finding is about or one the request carried.
 */
import {
  b64,
  b64Part,
  b64u,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  LOWER,
  num,
  pass,
  pick,
  pubIp,
  spread,
  type Template,
  tick,
  urlPass,
  uuid,
} from "./_heldout_twentyfive_make.ts";

const site = () =>
  `${pick(["shop", "portal", "api", "admin", "app"])}.${
    pick(["acme-corp", "globex", "initech"])
  }.com`;

/** A Burp Suite issue as its XML export writes it, the request and response base64'd or not. */
function burpIssue(
  name: string,
  path: string,
  request: string,
  response: string,
  encoded: boolean,
): string {
  const enc = (s: string) => (encoded ? b64(s) : `<![CDATA[${s}]]>`);
  return [
    `<?xml version="1.0"?>`,
    `<issues burpVersion="2024.${num(1, 12)}.${num(1, 5)}" exportTime="${
      new Date(Date.parse(tick())).toUTCString()
    }">`,
    "  <issue>",
    `    <serialNumber>${draw(19, "0123456789")}</serialNumber>`,
    `    <type>${num(1000000, 9000000)}</type>`,
    `    <name>${name}</name>`,
    `    <host ip="${pubIp()}">https://${site()}</host>`,
    `    <path><![CDATA[${path}]]></path>`,
    "    <severity>High</severity>",
    "    <confidence>Certain</confidence>",
    "    <requestresponse>",
    `      <request method="POST" base64="${encoded}">${enc(request)}</request>`,
    `      <response base64="${encoded}">${enc(response)}</response>`,
    "      <responseRedirected>false</responseRedirected>",
    "    </requestresponse>",
    "  </issue>",
    "</issues>",
  ].join("\n");
}

const TEMPLATES: Template[] = [
  {
    label: "Semgrep JSON, a hard-coded password in the matched lines",
    shape: "assignment",
    make: (_k, add) => {
      const line = num(10, 120);
      return JSON.stringify(
        {
          results: [{
            check_id: "python.lang.security.audit.hardcoded-password-default-argument",
            path: "app/db/session.py",
            start: { line, col: 5, offset: num(300, 4000) },
            end: { line, col: 60, offset: num(4001, 5000) },
            extra: {
              message: "Hardcoded password is used as a default argument to 'connect'.",
              lines: `def connect(host="db.internal", user="svc_app", password="${pass(add)}"):`,
              metadata: { cwe: ["CWE-798: Use of Hard-coded Credentials"], confidence: "MEDIUM" },
              severity: "WARNING",
              fingerprint: hex(64),
            },
          }],
          errors: [],
          version: `1.${num(80, 99)}.0`,
        },
        null,
        2,
      );
    },
  },
  {
    label: "CodeQL SARIF, a hard-coded credential in the region snippet",
    shape: "assignment",
    make: (k) =>
      JSON.stringify(
        {
          ruleId: "java/hardcoded-credential-api-call",
          ruleIndex: num(0, 40),
          message: { text: "Hard-coded value flows to [sensitive API call](1)." },
          locations: [{
            physicalLocation: {
              artifactLocation: {
                uri: "src/main/java/com/acme/billing/GatewayClient.java",
                uriBaseId: "%SRCROOT%",
              },
              region: {
                startLine: num(20, 200),
                startColumn: 9,
                endColumn: 80,
                snippet: { text: `    private static final String API_SECRET = "${k(32)}";` },
              },
            },
          }],
          partialFingerprints: { primaryLocationLineHash: `${hex(16)}:1` },
        },
        null,
        2,
      ),
  },
  {
    label: "Burp issue export, a session cookie in the request",
    shape: "output",
    make: (k) =>
      burpIssue(
        "SQL injection",
        "/account/orders",
        `POST /account/orders HTTP/2\r\nHost: ${site()}\r\nCookie: session=${
          k(48, B64URL)
        }; lang=en\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\nsort=date'%20AND%201=1--`,
        "HTTP/2 500 Internal Server Error\r\nContent-Type: text/html\r\n\r\n<h1>ORA-00933: SQL command not properly ended</h1>",
        false,
      ),
  },
  {
    label: "Burp issue export base64, a bearer JWT in the request",
    shape: "encoded",
    make: (_k, add) => {
      const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
      const claims = b64u(JSON.stringify({ sub: uuid(), role: "admin", iat: num(1.76e9, 1.79e9) }));
      const sig = draw(43, B64URL);
      const req =
        `POST /api/v2/export HTTP/1.1\r\nHost: ${site()}\r\nAuthorization: Bearer ${head}.${claims}.${sig}\r\n\r\n{"format":"csv"}`;
      add(b64Part(req, sig));
      return burpIssue(
        "Broken access control",
        "/api/v2/export",
        req,
        "HTTP/1.1 200 OK\r\n\r\nid,email",
        true,
      );
    },
  },
  {
    label: "ZAP alert, an API key in the evidence",
    shape: "output",
    make: (k) =>
      JSON.stringify(
        {
          pluginid: "10027",
          alertRef: "10027",
          alert: "Information Disclosure - Suspicious Comments",
          name: "Information Disclosure - Suspicious Comments",
          riskcode: "1",
          confidence: "2",
          riskdesc: "Low (Medium)",
          instances: [{
            uri: `https://${site()}/static/js/main.${hex(8)}.js`,
            method: "GET",
            param: "",
            attack: "",
            evidence: `// TODO remove before release: apiKey: "${k(40, LOWER + "0123456789")}"`,
          }],
          count: "1",
          cweid: "200",
          wascid: "13",
          sourceid: String(num(1, 9)),
        },
        null,
        2,
      ),
  },
  {
    label: "ZAP alert, basic auth credentials in a URL",
    shape: "url",
    make: (_k, add) =>
      [
        `WARN-NEW: Credentials in URL [${num(10000, 10099)}] x 1`,
        `\thttps://deploy:${
          urlPass(add)
        }@${site()}/jenkins/job/release/buildWithParameters (200 OK)`,
        `\tevidence: the URL holds a user name and password`,
        `PASS: Cookie No HttpOnly Flag [10010]`,
        `FAIL-NEW: ${num(1, 3)}\tFAIL-INPROG: 0\tWARN-NEW: ${
          num(2, 9)
        }\tWARN-INPROG: 0\tINFO: 0\tIGNORE: 0\tPASS: ${num(40, 70)}`,
      ].join("\n"),
  },
  {
    label: "nuclei finding, an extracted Google API key",
    shape: "vendor",
    make: (k) =>
      `[${
        tick().slice(0, 19).replace("T", " ")
      }] [google-api-key] [http] [info] https://${site()}/config.js ["AIza${k(35, B64URL)}"]`,
  },
  {
    label: "nuclei JSONL, an exposed .env with a database password",
    shape: "output",
    make: (_k, add) =>
      JSON.stringify({
        "template-id": "exposed-env-file",
        info: {
          name: "Laravel .env - Exposure",
          severity: "high",
          tags: ["config", "exposure", "laravel"],
        },
        type: "http",
        host: `https://${site()}`,
        "matched-at": `https://${site()}/.env`,
        "extracted-results": [`DB_PASSWORD=${pass(add)}`],
        ip: pubIp(),
        timestamp: tick(),
        "curl-command": `curl -X 'GET' -H 'User-Agent: Mozilla/5.0' 'https://${site()}/.env'`,
        "matcher-status": true,
      }),
  },
  {
    label: "Burp repeater pasted, a JSON login with a password",
    shape: "command",
    make: (_k, add) =>
      [
        `curl -i -s -k -X $'POST' \\`,
        `    -H $'Host: ${site()}' -H $'Content-Type: application/json' \\`,
        `    -b $'csrftoken=${draw(32)}' \\`,
        `    --data-binary $'{\\"username\\":\\"admin\\",\\"password\\":\\"${pass(add)}\\"}' \\`,
        `    $'https://${site()}/api/login'`,
      ].join("\n"),
  },
  {
    label: "Semgrep text output, a generic secret matched",
    shape: "assignment",
    make: (k) =>
      [
        "┌─────────────────┐",
        "│ 1 Code Finding  │",
        "└─────────────────┘",
        "",
        "    infra/k8s/secret.yaml",
        "    ❯❱ generic.secrets.security.detected-generic-secret.detected-generic-secret",
        "          Generic Secret detected",
        "",
        `           ${num(5, 30)}┆ client_secret: ${k(num(36, 44), LOWER + "0123456789")}`,
        "",
        `Ran ${num(200, 900)} rules on ${num(30, 400)} files: 1 finding.`,
      ].join("\n"),
  },
];

/** Secrets in what SAST and DAST tools report. */
export function buildSast(): HeldOutSecret[] {
  return spread(TEMPLATES, 3);
}
