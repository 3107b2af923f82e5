/**
 * Corpus thirty-eight, the edge: Cloudflare Workers secrets (`wrangler secret put`, `.dev.vars`, a
 * value left in `wrangler.toml`), wrangler's OAuth file, tunnel credentials JSON with its
 * `TunnelSecret` and the base64 tunnel token, Zero Trust service tokens and an Access JWT, R2's S3
 * keys and a Pages deploy hook.
 */
import { combine, type Insertion } from "./_heldout_thirtyeight_boxes.ts";
import {
  b64u,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  host,
  keyB64,
  LOWER_DIGITS,
  num,
  pick,
  type Piece,
  tunnelToken,
  uuid,
  zone,
} from "./_heldout_thirtyeight_make.ts";

/** An Access JWT (RS256) for `aud`; its signature is a piece. */
function accessJwt(k: Piece): string {
  const head = b64u(JSON.stringify({ alg: "RS256", kid: hex(64), typ: "JWT" }));
  const now = num(1795000000, 1799999999);
  const claims = b64u(JSON.stringify({
    aud: [hex(64)],
    email: `${pick(["nadia", "tom", "ops"])}@${zone()}`,
    exp: now + 86400,
    iat: now,
    iss: `https://${pick(["acme", "larkspur", "quill"])}.cloudflareaccess.com`,
    sub: uuid(),
  }));
  return `${head}.${claims}.${k(342, B64URL)}`;
}

const workerName = () =>
  `${pick(["edge-auth", "img-resize", "geo-router", "og-cards"])}-${draw(3, LOWER_DIGITS)}`;

const INSERTIONS: readonly Insertion[] = [
  {
    label: "wrangler secret put from echo",
    shape: "command",
    make: (k) => {
      const worker = workerName();
      return [
        `echo "${
          k(64, "0123456789abcdef")
        }" | npx wrangler secret put SIGNING_KEY --name ${worker}`,
        ` ⛅️ wrangler 3.${num(60, 99)}.${num(0, 9)}`,
        `🌀 Creating the secret for the Worker "${worker}"`,
        `✨ Success! Uploaded secret SIGNING_KEY`,
      ];
    },
  },
  {
    label: "wrangler secret bulk from a JSON file",
    shape: "assignment",
    make: (k) => [
      `$ cat secrets.json`,
      `{`,
      `  "UPSTREAM_TOKEN": "${k(48)}",`,
      `  "SESSION_HMAC": "${k(44, B64URL)}"`,
      `}`,
      `$ npx wrangler secret bulk secrets.json`,
      `✨ 2 secrets successfully uploaded`,
    ],
  },
  {
    label: "Workers .dev.vars",
    shape: "assignment",
    make: (k) => [
      `# .dev.vars (local only)`,
      `ENVIRONMENT=dev`,
      `ORIGIN_AUTH_SECRET=${k(40)}`,
      `TURNSTILE_SECRET_KEY=0x4AAAAAAA${k(22, B64URL)}`,
    ],
  },
  {
    label: "secret left in wrangler.toml vars",
    shape: "assignment",
    make: (k) => [
      `name = "${workerName()}"`,
      `main = "src/index.ts"`,
      `compatibility_date = "2026-0${num(1, 9)}-${num(10, 28)}"`,
      `account_id = "${hex(32)}"`,
      ``,
      `[vars]`,
      `ORIGIN = "https://${host()}"`,
      `ORIGIN_API_KEY = "${k(36)}"`,
    ],
  },
  {
    label: "wrangler OAuth config file",
    shape: "assignment",
    make: (k) => [
      `oauth_token = "${k(43, B64URL)}.${k(43, B64URL)}"`,
      `expiration_time = "2026-11-${num(10, 28)}T${num(10, 23)}:${num(10, 59)}:00.000Z"`,
      `refresh_token = "${k(43, B64URL)}.${k(43, B64URL)}"`,
      `scopes = [ "account:read", "user:read", "workers:write", "zone:read", "offline_access" ]`,
    ],
  },
  {
    label: "tunnel credentials JSON",
    shape: "output",
    make: (_k, add) => {
      const id = uuid();
      return [
        `$ cat ~/.cloudflared/${id}.json`,
        `{"AccountTag":"${hex(32)}","TunnelSecret":"${
          add(keyB64(32))
        }","TunnelID":"${id}","Endpoint":""}`,
      ];
    },
  },
  {
    label: "cloudflared run with a tunnel token",
    shape: "encoded",
    make: (_k, add) => [
      `docker run -d --restart unless-stopped cloudflare/cloudflared:2026.${num(1, 11)}.0 \\`,
      `  tunnel --no-autoupdate run --token ${add(tunnelToken())}`,
    ],
  },
  {
    label: "tunnel token in a compose file",
    shape: "encoded",
    make: (_k, add) => [
      `services:`,
      `  tunnel:`,
      `    image: cloudflare/cloudflared:latest`,
      `    command: tunnel run`,
      `    environment:`,
      `      - TUNNEL_TOKEN=${add(tunnelToken())}`,
    ],
  },
  {
    label: "Zero Trust service token headers",
    shape: "command",
    make: (k) => [
      `curl -H "CF-Access-Client-Id: ${hex(32)}.access" \\`,
      `     -H "CF-Access-Client-Secret: ${k(64, "0123456789abcdef")}" \\`,
      `     https://${host()}/internal/healthz`,
    ],
  },
  {
    label: "service token created by the API",
    shape: "output",
    make: (k) => [
      `{`,
      `  "result": {`,
      `    "client_id": "${hex(32)}.access",`,
      `    "client_secret": "${k(64, "0123456789abcdef")}",`,
      `    "created_at": "2026-11-${num(10, 28)}T0${num(1, 9)}:${num(10, 59)}:${num(10, 59)}Z",`,
      `    "id": "${uuid()}",`,
      `    "name": "${pick(["ci-runner", "grafana-probe", "backup-agent"])}",`,
      `    "duration": "8760h"`,
      `  },`,
      `  "success": true, "errors": [], "messages": []`,
      `}`,
    ],
  },
  {
    label: "Access JWT in a request header",
    shape: "vendor",
    make: (k) => [
      `> GET /admin HTTP/2`,
      `> Host: ${host()}`,
      `> cf-access-jwt-assertion: ${accessJwt(k)}`,
      `> user-agent: curl/8.${num(4, 11)}.0`,
      `< HTTP/2 200`,
    ],
  },
  {
    label: "R2 S3 credentials for rclone",
    shape: "assignment",
    make: (k) => [
      `[r2]`,
      `type = s3`,
      `provider = Cloudflare`,
      `access_key_id = ${hex(32)}`,
      `secret_access_key = ${k(64, "0123456789abcdef")}`,
      `endpoint = https://${hex(32)}.r2.cloudflarestorage.com`,
    ],
  },
  {
    label: "Pages deploy hook URL",
    shape: "url",
    make: (_k, add) => [
      `curl -X POST "https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/${
        add(uuid())
      }"`,
      `{"result":{"id":"${uuid()}"},"success":true,"errors":[],"messages":[]}`,
    ],
  },
];

/** The edge cases: each insertion in two or three containers. */
export function buildEdge(): HeldOutSecret[] {
  return [...combine(INSERTIONS.slice(0, 7), 3), ...combine(INSERTIONS.slice(7), 2)];
}
