/**
 * Corpus forty-one, platform tokens: DigitalOcean, Render, Railway, Fly.io, Heroku, Netlify,
 * Vercel and Koyeb tokens as a deploy with an assistant shows them — exported, passed to a CLI,
 * read back from the CLI's own config file, printed by the CLI.
 */
import {
  ALNUM,
  B64,
  combine,
  type HeldOutSecret,
  HEX,
  hex,
  I,
  type Insertion,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  site,
  user,
  uuid,
} from "./_heldout_fortyone_make.ts";

const INSERTIONS: readonly Insertion[] = [
  I("DigitalOcean token exported", "vendor", (k) => [
    `$ export DIGITALOCEAN_ACCESS_TOKEN=dop_v1_${k(64, HEX)}`,
    "$ doctl compute droplet list --format Name,PublicIPv4",
  ]),
  I("doctl auth init with the token on the line", "command", (k) => [
    `$ doctl auth init --context ${site()} --access-token dop_v1_${k(64, HEX)}`,
    "Validating token... OK",
  ]),
  I("doctl config file read back", "output", (k) => [
    "$ cat ~/.config/doctl/config.yaml",
    `access-token: dop_v1_${k(64, HEX)}`,
    "auth-contexts:",
    `  ${site()}: dop_v1_${k(64, HEX)}`,
    "context: default",
    "output: text",
  ]),
  I("Render API key in a curl header", "command", (k) => [
    `$ curl -s -H "Authorization: Bearer rnd_${k(32)}" \\`,
    "    https://api.render.com/v1/services?limit=20 | jq '.[].service.name'",
  ]),
  I("Render deploy hook URL", "url", (k) => [
    `$ curl -X POST "https://api.render.com/deploy/srv-${hex(20)}?key=${k(11)}"`,
    `{"deploy":{"id":"dep-${hex(20)}"}}`,
  ]),
  I("Railway project token in a workflow", "assignment", (_k, add) => [
    "    - name: Deploy",
    "      env:",
    `        RAILWAY_TOKEN: ${add(uuid())}`,
    `      run: railway up --service ${site()} --detach`,
  ]),
  I("fly tokens create deploy output", "output", (k) => [
    `$ fly tokens create deploy -x 720h -a ${site()}`,
    `FlyV1 fm2_${k(num(180, 220), B64)},fm2_${k(num(120, 160), B64)}`,
  ]),
  I("fly secrets set with a database URL", "url", (_k, add) => [
    `$ fly secrets set DATABASE_URL=postgres://${user()}:${
      pass(add)
    }@${site()}-db.flycast:5432/app`,
    "Secrets are staged for the first deployment",
  ]),
  I("Heroku API key from auth:token", "output", (_k, add) => [
    "$ heroku auth:token",
    " ›   Warning: token will expire 11/30/2027",
    add(uuid()),
  ]),
  I("Heroku credentials in .netrc", "block", (_k, add) => [
    "$ cat ~/.netrc",
    "machine api.heroku.com",
    `  login ${user()}@example.com`,
    `  password ${add(uuid())}`,
    "machine git.heroku.com",
    `  login ${user()}@example.com`,
    `  password ${add(uuid())}`,
  ]),
  I("Heroku new-style key in CI", "vendor", (k) => [
    `HEROKU_API_KEY=HRKU-AA${k(num(50, 58), ALNUM + "_-")}`,
    `HEROKU_APP=${site()}`,
  ]),
  I("Netlify personal access token", "vendor", (k) => [
    `$ NETLIFY_AUTH_TOKEN=nfp_${k(36)} netlify deploy --prod --dir=dist`,
    "Deploy path: /home/ci/work/dist",
  ]),
  I("Netlify CLI config.json", "output", (k) => [
    "$ cat ~/.config/netlify/config.json",
    `{"userId":"${hex(24)}","users":{"${hex(24)}":{"id":"${hex(24)}","auth":{"token":"${
      k(43, ALNUM + "-_")
    }","github":{}}}}}`,
  ]),
  I("vercel deploy with --token", "command", (k) => [
    `$ vercel deploy --prod --token ${k(24)} --scope ${pick(["acme", "team-web", "studio"])}`,
    "Vercel CLI 39.1.0",
  ]),
  I("Vercel auth.json", "assignment", (k) => [
    "// ~/.local/share/com.vercel.cli/auth.json",
    "{",
    '  "// Note": "This is your Vercel credentials file. DO NOT SHARE!",',
    `  "token": "${k(24)}"`,
    "}",
  ]),
  I("Koyeb CLI config", "assignment", (k) => [
    "$ cat ~/.koyeb.yaml",
    `token: ${k(64, LOWER_DIGITS)}`,
    "organization: " + hex(8),
  ]),
  I("koyeb secret created on the command line", "command", (_k, add) => [
    `$ koyeb secrets create SMTP_PASSWORD --value '${pass(add)}'`,
    "ID        NAME           TYPE",
  ]),
  I("Railway variables table", "output", (_k, add) => [
    "$ railway variables",
    "║ DATABASE_URL  │ postgresql://postgres:" + pass(add) + "@roundhouse.proxy.rlwy.net:" +
    num(10000, 60000) + "/railway ║",
    `║ PORT          │ ${num(3000, 9000)} ║`,
  ]),
];

/** Platform-token cases, each insertion in two containers. */
export function buildPaas(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
