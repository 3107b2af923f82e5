/**
 * Corpus thirty, hosting and edge: Vercel, Netlify and Cloudflare Pages tokens and deploy hooks,
 * Workers secrets (`wrangler secret put`, `.dev.vars`, `[vars]` by mistake), Cloudflare API tokens
 * and global keys, a tunnel token, Fastly, and Akamai EdgeGrid credentials.
 */
import {
  B64,
  b64,
  B64URL,
  draw,
  halves,
  HEX,
  hex,
  type Insertion,
  low,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  shown,
  uuid,
} from "./_heldout_thirty_make.ts";
import type { HeldOutSecret } from "./_heldout_make.ts";

const akab = (k: (n: number, a?: string) => string): string =>
  `akab-${k(16, LOWER_DIGITS)}-${k(16, LOWER_DIGITS)}`;

const INSERTIONS: readonly Insertion[] = [
  {
    label: "vercel deploy with a token on the command line",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ npx vercel deploy --prod --yes --token=${k(24)} --scope ${low(7)}`,
      `🔍  Inspect: https://vercel.com/${low(7)}/${low(6)}/${draw(9)} [${num(2, 9)}s]`,
      `✅  Production: https://${low(6)}-${low(9)}.vercel.app [${num(20, 80)}s]`,
    ],
  },
  {
    label: "a VERCEL_TOKEN hard-coded in a workflow",
    shape: "assignment",
    file: ".github/workflows/deploy.yml",
    make: (k) => [
      "name: deploy",
      "on: { push: { branches: [main] } }",
      "jobs:",
      "  deploy:",
      "    runs-on: ubuntu-latest",
      "    env:",
      `      VERCEL_ORG_ID: team_${draw(24)}`,
      `      VERCEL_PROJECT_ID: prj_${draw(28)}`,
      `      VERCEL_TOKEN: ${k(24)}`,
      "    steps:",
      "      - uses: actions/checkout@v4",
      "      - run: npx vercel pull --yes --environment=production --token=$VERCEL_TOKEN",
    ],
  },
  {
    label: "a Netlify personal access token in .env",
    shape: "vendor",
    file: ".env",
    make: (k) => [
      `NETLIFY_SITE_ID=${uuid()}`,
      `NETLIFY_AUTH_TOKEN=nfp_${k(36)}`,
      "NODE_VERSION=20",
    ],
  },
  {
    label: "netlify deploy with --auth",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ netlify deploy --dir=dist --prod --auth nfp_${k(36)} --site ${uuid()}`,
      "Deploy path:        /home/runner/work/site/dist",
      `Website URL:        https://${low(8)}.netlify.app`,
    ],
  },
  {
    label: "a Cloudflare API token for wrangler in .env",
    shape: "assignment",
    file: ".env",
    make: (k) => [
      `CLOUDFLARE_ACCOUNT_ID=${hex(32)}`,
      `CLOUDFLARE_API_TOKEN=${k(40, B64URL)}`,
      `CF_ZONE_ID=${hex(32)}`,
    ],
  },
  {
    label: "curl to the Cloudflare API with a global API key",
    shape: "command",
    file: "purge.sh",
    make: (k) => [
      `curl -X POST "https://api.cloudflare.com/client/v4/zones/${hex(32)}/purge_cache" \\`,
      `  -H "X-Auth-Email: webmaster@${low(7)}.com" \\`,
      `  -H "X-Auth-Key: ${k(37, HEX)}" \\`,
      `  -H "Content-Type: application/json" --data '{"purge_everything":true}'`,
    ],
  },
  {
    label: "a webhook secret piped into wrangler secret put",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ echo "whsec_${k(32)}" | npx wrangler secret put STRIPE_WEBHOOK_SECRET`,
      '🌀 Creating the secret for the Worker "shop-api"',
      "✨ Success! Uploaded secret STRIPE_WEBHOOK_SECRET",
    ],
  },
  {
    label: "wrangler.toml with secrets under [vars]",
    shape: "block",
    file: "wrangler.toml",
    make: (k, add) => [
      `name = "${low(6)}-edge"`,
      'main = "src/index.ts"',
      'compatibility_date = "2026-10-01"',
      "",
      "[vars]",
      'ENVIRONMENT = "production"',
      `TURNSTILE_SECRET = "0x4AAAAAAA${k(22, B64URL)}"`,
      `ADMIN_PASSWORD = "${pass(add)}"`,
      "",
      "[[kv_namespaces]]",
      `binding = "CACHE"`,
      `id = "${hex(32)}"`,
    ],
  },
  {
    label: "a Workers .dev.vars file",
    shape: "assignment",
    file: ".dev.vars",
    make: (k, add) => [
      `JWT_SECRET=${k(64, HEX)}`,
      `DB_PASSWORD=${pass(add)}`,
      `RESEND_API_KEY=re_${k(8)}_${k(24)}`,
    ],
  },
  {
    label: "fastly compute publish with an API token",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ FASTLY_API_TOKEN=${k(32, B64URL)} fastly compute publish --service-id ${draw(22)}`,
      "✓ Verifying fastly.toml",
      `✓ Uploading package (${num(900, 4000)} KB)`,
      `✓ Activating service (version ${num(2, 90)})`,
    ],
  },
  {
    label: "an Akamai .edgerc section",
    shape: "block",
    file: "~/.edgerc",
    make: (k) => [
      "[default]",
      `client_secret = ${k(43, B64)}=`,
      `host = akab-${low(16)}-${low(16)}.luna.akamaiapis.net`,
      `access_token = ${akab(k)}`,
      `client_token = akab-${low(16)}-${low(16)}`,
      "max-body = 131072",
    ],
  },
  {
    label: "an EdgeGrid Authorization header printed by a debug log",
    shape: "output",
    file: "purge.log",
    make: (k) => [
      `DEBUG edgegrid: POST /ccu/v3/invalidate/url/production`,
      `DEBUG edgegrid: Authorization: EG1-HMAC-SHA256 client_token=akab-${low(16)}-${
        low(16)
      };access_token=${akab(k)};timestamp=20261${num(101, 127)}T${num(10, 23)}:${num(10, 59)}:${
        num(10, 59)
      }+0000;nonce=${uuid()};signature=${draw(43, B64)}=`,
      `DEBUG edgegrid: 201 Created estimatedSeconds=${num(3, 9)}`,
    ],
  },
  {
    label: "a Cloudflare Pages deploy hook URL",
    shape: "url",
    file: "README.md",
    make: (_k, add) => [
      "## Rebuilding the site",
      "The CMS calls this on publish; you can also run it by hand:",
      "",
      `    curl -X POST https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/${
        add(uuid())
      }`,
    ],
  },
  {
    label: "a Netlify build hook URL in a CMS setting",
    shape: "url",
    file: "cms-settings.json",
    make: (k) => [
      "{",
      `  "site": "${low(7)}",`,
      `  "buildHook": "https://api.netlify.com/build_hooks/${k(24, HEX)}",`,
      `  "previewUrl": "https://deploy-preview-${num(10, 300)}--${low(7)}.netlify.app"`,
      "}",
    ],
  },
  {
    label: "a Vercel deploy hook URL",
    shape: "url",
    file: "sanity.config.ts",
    make: (k) => [
      "// rebuild the site when a post is published",
      `const DEPLOY_HOOK = 'https://api.vercel.com/v1/integrations/deploy/prj_${draw(28)}/${
        k(10)
      }'`,
      "export const onPublish = () => fetch(DEPLOY_HOOK, { method: 'POST' })",
    ],
  },
  {
    label: "cloudflared service install with a tunnel token",
    shape: "encoded",
    file: "terminal",
    make: (_k, add) => {
      const token = add(b64(JSON.stringify({ a: hex(32), t: uuid(), s: b64(draw(32)) }), false));
      const at = Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59), num(0, 59));
      const log = (ms: number, what: string) => `${new Date(at + ms).toISOString()} INF ${what}`;
      return [
        `$ sudo cloudflared service install ${token}`,
        log(num(100, 400), "Using Systemd"),
        log(num(500, 900), "Linux service for cloudflared installed successfully"),
      ];
    },
  },
  {
    label: "a Cloudflare API token wrapped in a chat paste",
    shape: "wrapped",
    file: "chat",
    make: (_k, add) => {
      const [a, b] = halves(add, draw(40, B64URL));
      return [
        `wrangler says "Authentication error [code: 10000]" but the token is ${a}`,
        `${b} and it has Workers Scripts:Edit — ${pick(["why?", "ideas?", "wrong scope?"])}`,
      ];
    },
  },
];

/** The family's cases: each insertion in two views. */
export function buildHosting(): HeldOutSecret[] {
  return shown(INSERTIONS, 2);
}
