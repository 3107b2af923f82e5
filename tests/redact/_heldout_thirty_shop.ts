/**
 * Corpus thirty, storefronts: Shopify (Admin API and theme access tokens, app secrets, Theme Kit,
 * webhooks, Hydrogen), WooCommerce's consumer keys, Magento / Adobe Commerce, BigCommerce and
 * PrestaShop — in env files, scripts, CLIs and what an admin page shows.
 */
import {
  B64,
  b64,
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
  UPPER_ALNUM,
} from "./_heldout_thirty_make.ts";
import type { HeldOutSecret } from "./_heldout_make.ts";

const shop = (): string =>
  `${pick(["acme", "north", "wild", "oak", "blue"])}-${low(5)}.myshopify.com`;

const INSERTIONS: readonly Insertion[] = [
  {
    label: "a Shopify app's .env with Admin API token and app secret",
    shape: "vendor",
    file: ".env",
    make: (k) => [
      `SHOPIFY_API_KEY=${hex(32)}`,
      `SHOPIFY_API_SECRET=shpss_${k(32, HEX)}`,
      `SHOPIFY_ADMIN_ACCESS_TOKEN=shpat_${k(32, HEX)}`,
      `SHOP=${shop()}`,
      "SCOPES=read_products,write_orders,read_customers",
    ],
  },
  {
    label: "shopify theme push with a Theme Access password",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ shopify theme push --store ${shop()} --password shptka_${k(32, HEX)} --unpublished --json`,
      `{"theme":{"id":${num(100000000000, 199999999999)},"name":"Development (${
        hex(6)
      })","role":"unpublished"}}`,
    ],
  },
  {
    label: "a Theme Kit config.yml with a private app password",
    shape: "block",
    file: "config.yml",
    make: (k) => [
      "development:",
      `  password: shppa_${k(32, HEX)}`,
      `  theme_id: "${num(100000000000, 199999999999)}"`,
      `  store: ${shop()}`,
      "  ignore_files:",
      "    - config/settings_data.json",
      "production:",
      `  password: shppa_${k(32, HEX)}`,
      "  theme_id: live",
      `  store: ${shop()}`,
    ],
  },
  {
    label: "a Shopify webhook handler with its secret inline",
    shape: "assignment",
    file: "api/webhooks.js",
    make: (k) => [
      "import crypto from 'node:crypto'",
      "",
      `const SHOPIFY_WEBHOOK_SECRET = '${k(64, HEX)}'`,
      "",
      "export function verify(rawBody, hmacHeader) {",
      "  const digest = crypto.createHmac('sha256', SHOPIFY_WEBHOOK_SECRET).update(rawBody).digest('base64')",
      "  return crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(hmacHeader))",
      "}",
    ],
  },
  {
    label: "curl to the Admin API with an access-token header",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ curl -s -X GET "https://${shop()}/admin/api/2026-10/orders.json?status=any&limit=5" \\`,
      `  -H "X-Shopify-Access-Token: shpat_${k(32, HEX)}" | jq '.orders[].name'`,
      `"#${num(1000, 9999)}"`,
      `"#${num(1000, 9999)}"`,
    ],
  },
  {
    label: "a Hydrogen .env with private storefront token and session secret",
    shape: "assignment",
    file: ".env",
    make: (k) => [
      `SESSION_SECRET="${k(40)}"`,
      `PUBLIC_STOREFRONT_API_TOKEN="${hex(32)}"`,
      `PRIVATE_STOREFRONT_API_TOKEN="shpat_${k(32, HEX)}"`,
      `PUBLIC_STORE_DOMAIN="${shop()}"`,
      `PUBLIC_STOREFRONT_ID="${num(1000000, 9999999)}"`,
    ],
  },
  {
    label: "WooCommerce REST keys in a Node client",
    shape: "vendor",
    file: "lib/woo.js",
    make: (k) => [
      "const WooCommerceRestApi = require('@woocommerce/woocommerce-rest-api').default",
      "",
      "module.exports = new WooCommerceRestApi({",
      `  url: 'https://${low(8)}.co.uk',`,
      `  consumerKey: 'ck_${k(40, HEX)}',`,
      `  consumerSecret: 'cs_${k(40, HEX)}',`,
      "  version: 'wc/v3',",
      "})",
    ],
  },
  {
    label: "curl to WooCommerce with the keys as user and password",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ curl https://${low(7)}.shop/wp-json/wc/v3/products?per_page=3 -u ck_${k(40, HEX)}:cs_${
        k(40, HEX)
      }`,
      `[{"id":${num(10, 999)},"name":"${pick(["Mug", "Tote", "Candle"])}","price":"${
        num(5, 60)
      }.00"}]`,
    ],
  },
  {
    label: "a WooCommerce Basic header captured by a proxy",
    shape: "encoded",
    file: "mitmproxy",
    make: (_k, add) => [
      `POST https://${low(7)}.shop/wp-json/wc/v3/orders HTTP/2.0`,
      "content-type: application/json",
      `authorization: Basic ${add(b64(`ck_${draw(40, HEX)}:cs_${draw(40, HEX)}`))}`,
      `user-agent: ${
        pick(["axios/1.7.9", "python-requests/2.32.3", "WooCommerce REST API - JS Client/1.0.1"])
      }`,
    ],
  },
  {
    label: "Magento app/etc/env.php with crypt key and database password",
    shape: "block",
    file: "app/etc/env.php",
    make: (k, add) => [
      "<?php",
      "return [",
      "    'backend' => ['frontName' => 'admin_" + low(6) + "'],",
      `    'crypt' => ['key' => 'base64${k(43, B64)}='],`,
      "    'db' => [",
      "        'table_prefix' => '',",
      "        'connection' => ['default' => [",
      "            'host' => 'localhost',",
      "            'dbname' => 'magento',",
      "            'username' => 'magento',",
      `            'password' => '${pass(add)}',`,
      "            'active' => '1',",
      "        ]],",
      "    ],",
      "    'MAGE_MODE' => 'production',",
      "];",
    ],
  },
  {
    label: "bin/magento setup:install with database and admin passwords",
    shape: "command",
    file: "install.sh",
    make: (_k, add) => [
      "bin/magento setup:install \\",
      `  --base-url=https://${low(7)}.store/ \\`,
      "  --db-host=127.0.0.1 --db-name=magento --db-user=magento \\",
      `  --db-password='${pass(add)}' \\`,
      `  --admin-user=admin --admin-password='${pass(add)}' \\`,
      "  --search-engine=opensearch --opensearch-host=localhost",
    ],
  },
  {
    label: "Adobe Commerce integration details as the admin shows them",
    shape: "output",
    file: "integration.txt",
    make: (k) => [
      "Integration Details",
      `Name              ERP sync ${num(1, 9)}`,
      `Consumer Key      ${k(32, LOWER_DIGITS)}`,
      `Consumer Secret   ${k(32, LOWER_DIGITS)}`,
      `Access Token      ${k(32, LOWER_DIGITS)}`,
      `Access Token Secret ${k(32, LOWER_DIGITS)}`,
      "Status            Active",
    ],
  },
  {
    label: "BigCommerce V3 API call with X-Auth-Token",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ http GET https://api.bigcommerce.com/stores/${low(10)}/v3/catalog/products limit==2 \\`,
      `    X-Auth-Token:${k(31, LOWER_DIGITS)} Accept:application/json`,
      "HTTP/1.1 200 OK",
      `X-Rate-Limit-Requests-Left: ${num(100, 450)}`,
    ],
  },
  {
    label: "BigCommerce app client id and secret",
    shape: "assignment",
    file: ".env",
    make: (k) => [
      `BC_CLIENT_ID=${low(31)}`,
      `BC_CLIENT_SECRET=${k(64, HEX)}`,
      "BC_AUTH_CALLBACK=https://app.example.org/auth",
      `BC_STORE_HASH=${low(10)}`,
    ],
  },
  {
    label: "a PrestaShop webservice key as a URL user",
    shape: "url",
    file: "sync.php",
    make: (k) => [
      "<?php",
      "require_once './PSWebServiceLibrary.php';",
      `$url = 'https://${k(32, UPPER_ALNUM)}@${
        low(7)
      }.fr/api/products?display=full&output_format=JSON';`,
      "$json = file_get_contents($url);",
    ],
  },
  {
    label: "PrestaShop parameters.php with database password and secret",
    shape: "block",
    file: "app/config/parameters.php",
    make: (k, add) => [
      "<?php return array (",
      "  'parameters' => ",
      "  array (",
      "    'database_host' => '127.0.0.1',",
      "    'database_name' => 'prestashop',",
      "    'database_user' => 'ps_user',",
      `    'database_password' => '${pass(add)}',`,
      "    'database_prefix' => 'ps_',",
      `    'secret' => '${k(56)}',`,
      `    'cookie_key' => '${k(64)}',`,
      "    'ps_caching' => 'CacheMemcache',",
      "  ),",
      ");",
    ],
  },
  {
    label: "a Shopify Admin token wrapped in a narrow log pane",
    shape: "wrapped",
    file: "app.log",
    make: (_k, add) => {
      const [a, b] = halves(add, `shpat_${draw(32, HEX)}`);
      return [
        `${
          new Date(Date.UTC(2026, 10, num(1, 27))).toISOString().slice(0, 10)
        } INFO  session loaded shop=${shop()} tok=${a}`,
        b,
        "INFO  graphql products(first: 50) cost=52",
      ];
    },
  },
  {
    label: "fly secrets set with the Shopify app secret",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ fly secrets set SHOPIFY_API_SECRET=${k(32, HEX)} SHOPIFY_API_KEY=${hex(32)} -a ${
        low(6)
      }-app`,
      "Updating existing machines with rolling strategy",
      `  Machine ${hex(14)} [app] update succeeded`,
    ],
  },
];

/** The family's cases: each insertion in two views. */
export function buildShop(): HeldOutSecret[] {
  return shown(INSERTIONS, 2);
}
