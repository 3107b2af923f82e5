/**
 * Corpus thirty, clean: the same files and commands with no value in them — example env files,
 * documentation placeholders, references to where a secret is kept (CI secrets, `process.env`,
 * `op://`, `getenv`), CLIs that list secret names or print them masked, and chat about keys.
 */
import { type Alike, hex, low, num, pick, shownClean, uuid } from "./_heldout_thirty_make.ts";
import type { HeldOutClean } from "./_heldout_make.ts";

const ALIKES: readonly Alike[] = [
  ["wp-config-sample.php with its placeholders", "wp-config-sample.php", () => [
    "define( 'DB_NAME', 'database_name_here' );",
    "define( 'DB_USER', 'username_here' );",
    "define( 'DB_PASSWORD', 'password_here' );",
    `define( 'DB_HOST', '${pick(["localhost", "127.0.0.1"])}' );`,
    "define( 'AUTH_KEY',         'put your unique phrase here' );",
    "define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );",
    "define( 'NONCE_SALT',       'put your unique phrase here' );",
    `$table_prefix = 'wp${num(1, 9)}_';`,
  ]],
  ["an .env.example with empty values", ".env.example", () => [
    "# copy to .env.local and fill in",
    "STRIPE_SECRET_KEY=",
    "STRIPE_WEBHOOK_SECRET=",
    "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=",
    "SHOPIFY_ADMIN_ACCESS_TOKEN=your_admin_api_access_token",
    `NEXTAUTH_URL=http://localhost:${pick(["3000", "5173", "4321"])}`,
    "NEXTAUTH_SECRET=# openssl rand -base64 32",
  ]],
  ["docs with x-ed out example keys", "README.md", () => [
    "## Configuration",
    "",
    "| Variable | Example |",
    "| --- | --- |",
    "| `STRIPE_SECRET_KEY` | `sk_live_xxxxxxxxxxxxxxxxxxxxxxxx` |",
    "| `SHOPIFY_ADMIN_ACCESS_TOKEN` | `shpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` |",
    "| `WOO_CONSUMER_KEY` | `ck_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` |",
    `| \`SITE_URL\` | \`https://${low(6)}.example.com\` |`,
  ]],
  ["a workflow that reads secrets from the CI store", ".github/workflows/deploy.yml", () => [
    "    env:",
    "      VERCEL_TOKEN: ${{ secrets.VERCEL_TOKEN }}",
    "      VERCEL_ORG_ID: ${{ secrets.VERCEL_ORG_ID }}",
    "      SHOPIFY_CLI_THEME_TOKEN: ${{ secrets.SHOPIFY_THEME_TOKEN }}",
    "    steps:",
    `      - uses: actions/checkout@${hex(40)} # v4`,
    "      - run: npx vercel deploy --prebuilt --prod --token=$VERCEL_TOKEN",
  ]],
  ["code reading secrets from the environment", "lib/server.ts", () => [
    "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2026-10-28' })",
    "const admin = createClient(process.env.SUPABASE_URL!, process.env.SUPABASE_SERVICE_ROLE_KEY!)",
    "const token = import.meta.env.PRIVATE_CMS_TOKEN",
    `const db = { password: Deno.env.get('DB_PASSWORD'), host: '${pick(["db", "localhost"])}' }`,
  ]],
  ["1Password and Doppler references", ".env.tpl", () => [
    `STRIPE_SECRET_KEY=op://${pick(["Web", "Shop", "Prod"])}/Stripe/secret key`,
    "SHOPIFY_API_SECRET=op://Web/Shopify app/credential",
    `DATABASE_URL=op://Web/Postgres ${num(1, 9)}/connection string`,
    "# run with: op run --env-file=.env.tpl -- npm run dev",
    "# or: doppler run -- npm run dev",
  ]],
  ["an answer on NEXT_PUBLIC_ without values", "chat", () => [
    "Anything prefixed `NEXT_PUBLIC_` is inlined into the client bundle at build time, so only put",
    "keys there that are meant to be public (the Stripe publishable key, the Supabase anon key).",
    "`STRIPE_SECRET_KEY` and `SUPABASE_SERVICE_ROLE_KEY` must stay server-only: read them in a",
    `Route Handler or Server Action. Rotate the key you exposed in build ${
      hex(7)
    } from the dashboard.`,
  ]],
  ["Drupal settings reading the salt from a file", "settings.php", () => [
    "$settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');",
    "$databases['default']['default']['password'] = getenv('DRUPAL_DB_PASSWORD');",
    `$settings['file_private_path'] = '/var/www/private/${low(6)}';`,
  ]],
  ["a Joomla configuration with empty credentials", "configuration.php", () => [
    "class JConfig {",
    "\tpublic $password = '';",
    "\tpublic $smtppass = '';",
    `\tpublic $dbprefix = '${low(5)}_';`,
    "\tpublic $secret = '';",
    "}",
  ]],
  ["wrangler secret put and list", "terminal", () => [
    "$ npx wrangler secret put STRIPE_SECRET_KEY",
    "✔ Enter a secret value: … ********************************",
    "$ npx wrangler secret list",
    '[{"name":"STRIPE_SECRET_KEY","type":"secret_text"},{"name":"JWT_SECRET","type":"secret_text"}]',
  ]],
  ["vercel env ls", "terminal", () => [
    "$ vercel env ls",
    " name                   value               environments                created",
    ` STRIPE_SECRET_KEY      Encrypted           Production, Preview         ${num(2, 40)}d ago`,
    ` DATABASE_URL           Encrypted           Production                  ${num(2, 40)}d ago`,
    ` NEXT_PUBLIC_SITE_URL   Encrypted           Production, Preview, Dev    ${num(2, 40)}d ago`,
  ]],
  ["netlify env:list with masked values", "terminal", () => [
    "$ netlify env:list",
    "| Key                  | Value                  |",
    "| CONTENTFUL_TOKEN     | ********************** |",
    "| ALGOLIA_ADMIN_KEY    | ********************** |",
    `| NODE_VERSION         | ${num(18, 22)}                     |`,
  ]],
  ["keys as dashboards show them, cut short", "chat", () => [
    `I rotated the live key (the old one ended in …${num(1000, 9999)}). The dashboard now shows`,
    `\`sk_live_…${num(1000, 9999)}\` and the restricted key \`rk_live_…${
      num(1000, 9999)
    }\`; the webhook`,
    `endpoint ${`we_${"x".repeat(8)}`} keeps its signing secret.`,
  ]],
  ["htpasswd documentation", "docs/staging.md", () => [
    "Protect staging with Basic auth:",
    "",
    "    htpasswd -c /etc/nginx/.htpasswd <username>",
    "",
    "Each line of the file is `<username>:<hash>`; the hash starts `$apr1$` or `$2y$`.",
    `Keep the file out of the web root (ticket ${num(100, 999)}).`,
  ]],
  ["a chat about rotating keys, names only", "chat", () => [
    `Done — rotated SHOPIFY_API_SECRET and the WooCommerce consumer secret for ${low(7)}.shop.`,
    "The new values are in 1Password (vault Web) and in Vercel's env for Production only.",
    "The old Theme Kit password was revoked; the theme deploys with a Theme Access app now.",
  ]],
  ["shopify app env show with masked values", "terminal", () => [
    "$ shopify app env show",
    `    SHOPIFY_API_KEY=${hex(32)}`,
    "    SHOPIFY_API_SECRET=**********",
    "    SCOPES=write_products",
  ]],
  ["a Kubernetes secret templated from CI", "k8s/secret.tmpl.yaml", () => [
    "apiVersion: v1",
    "kind: Secret",
    `metadata: { name: ${low(6)}-web }`,
    "stringData:",
    "  DB_PASSWORD: ${DB_PASSWORD}",
    "  NEXTAUTH_SECRET: ${NEXTAUTH_SECRET}",
  ]],
  ["a generator command without its output", "README.md", () => [
    "Generate the secrets once per environment:",
    "",
    "    openssl rand -base64 32   # NEXTAUTH_SECRET",
    "    php artisan key:generate  # APP_KEY",
    "    curl -s https://api.wordpress.org/secret-key/1.1/salt/ >> wp-config.php",
    `(see runbook ${uuid()})`,
  ]],
  ["a .gitignore and its reasons", ".gitignore", () => [
    "# secrets",
    ".env",
    ".env*.local",
    ".dev.vars",
    "wp-config.php",
    "serviceAccountKey.json",
    `# build ${hex(7)}`,
    ".next/",
    "dist/",
  ]],
  ["Turnstile's documented test keys in e2e config", "playwright.env", () => [
    "# Cloudflare's dummy keys: always pass, never a real widget",
    "TURNSTILE_SITE_KEY=1x00000000000000000000AA",
    "TURNSTILE_SECRET_KEY=1x0000000000000000000000000000000AA",
    `BASE_URL=http://localhost:${pick(["3000", "4173", "8788"])}`,
  ]],
  ["a redacted error report", "chat", () => [
    "Here is the error with the credentials taken out:",
    "",
    "    mysqli_real_connect(Object(mysqli), 'localhost', '[REDACTED]', '[REDACTED]', NULL, 3306)",
    `    Access denied for user '***'@'localhost' (request ${hex(12)})`,
  ]],
];

/** The family's clean cases: each look-alike in two views. */
export function buildCleanDocs(): HeldOutClean[] {
  return shownClean(ALIKES, 2);
}
