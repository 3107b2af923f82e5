/**
 * Corpus thirty, CMS configuration: WordPress's wp-config.php and wp-cli, Drupal's settings.php
 * and drush, Joomla's configuration.php, Ghost, Strapi, Directus and Payload — database passwords,
 * keys and salts, admin API keys and tokens as a site's files and tools show them.
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
  num,
  pass,
  pick,
  salt,
  shown,
  uuid,
} from "./_heldout_thirty_make.ts";
import type { HeldOutSecret } from "./_heldout_make.ts";

const WP_KEYS = [
  "AUTH_KEY",
  "SECURE_AUTH_KEY",
  "LOGGED_IN_KEY",
  "NONCE_KEY",
  "AUTH_SALT",
  "SECURE_AUTH_SALT",
  "LOGGED_IN_SALT",
  "NONCE_SALT",
];

/** The head of a wp-config.php: database settings around `password`. */
function wpHead(password: string): string[] {
  const db = `wp_${low(6)}`;
  return [
    "<?php",
    "/**",
    " * The base configuration for WordPress",
    " * @package WordPress",
    " */",
    "",
    "// ** Database settings - You can get this info from your web host ** //",
    `define( 'DB_NAME', '${db}' );`,
    `define( 'DB_USER', '${db}_usr' );`,
    `define( 'DB_PASSWORD', '${password}' );`,
    `define( 'DB_HOST', '${
      pick(["localhost", "127.0.0.1:3306", `mysql-${low(5)}.hosting.internal`])
    }' );`,
    "define( 'DB_CHARSET', 'utf8mb4' );",
    "define( 'DB_COLLATE', '' );",
    "",
  ];
}

const wpTail = [
  "",
  `$table_prefix = 'wp_';`,
  "",
  "define( 'WP_DEBUG', false );",
  "define( 'WP_AUTO_UPDATE_CORE', 'minor' );",
  "",
  "if ( ! defined( 'ABSPATH' ) ) {",
  "\tdefine( 'ABSPATH', __DIR__ . '/' );",
  "}",
  "require_once ABSPATH . 'wp-settings.php';",
];

const INSERTIONS: readonly Insertion[] = [
  {
    label: "wp-config.php with its password and eight salts",
    shape: "block",
    file: "wp-config.php",
    make: (k, add) => [
      ...wpHead(pass(add)),
      "/**#@+ Authentication unique keys and salts. */",
      ...WP_KEYS.map((key) => `define( '${key}',${" ".repeat(17 - key.length)}'${salt(k)}' );`),
      "/**#@-*/",
      ...wpTail,
    ],
  },
  {
    label: "wp-config.php with its password and the keys left as placeholders",
    shape: "assignment",
    file: "wp-config.php",
    make: (_k, add) => [
      ...wpHead(pass(add)),
      ...WP_KEYS.map((key) => `define( '${key}', 'put your unique phrase here' );`),
      ...wpTail,
    ],
  },
  {
    label: "the WordPress salt generator's answer",
    shape: "output",
    file: "salts.txt",
    make: (k) => [
      `$ curl -s https://api.wordpress.org/secret-key/1.1/salt/`,
      ...WP_KEYS.map((key) => `define('${key}',${" ".repeat(17 - key.length)}'${salt(k)}');`),
    ],
  },
  {
    label: "wp-cli setting the database password and creating an admin",
    shape: "command",
    file: "provision.sh",
    make: (_k, add) => [
      "#!/usr/bin/env bash",
      "set -euo pipefail",
      `cd /var/www/${low(8)}`,
      `wp config set DB_PASSWORD '${pass(add)}' --type=constant`,
      `wp core install --url=https://${
        low(7)
      }.shop --title="Shop" --admin_user=admin --admin_password='${pass(add)}' --admin_email=ops@${
        low(6)
      }.shop --skip-email`,
      "wp plugin install woocommerce --activate",
      "wp rewrite structure '/%postname%/'",
    ],
  },
  {
    label: "Drupal settings.php with the database array and hash salt",
    shape: "block",
    file: "web/sites/default/settings.php",
    make: (k, add) => [
      "<?php",
      "",
      "$databases['default']['default'] = [",
      `  'database' => 'drupal_${low(5)}',`,
      `  'username' => 'drupal',`,
      `  'password' => '${pass(add)}',`,
      `  'host' => '${pick(["localhost", "db", "mariadb"])}',`,
      "  'port' => '3306',",
      "  'driver' => 'mysql',",
      "  'prefix' => '',",
      "  'collation' => 'utf8mb4_general_ci',",
      "];",
      "",
      `$settings['hash_salt'] = '${k(74, B64URL)}';`,
      `$settings['config_sync_directory'] = '../config/sync';`,
      "$settings['trusted_host_patterns'] = ['^www\\.example\\.org$'];",
    ],
  },
  {
    label: "drush site-install with a database URL and an account password",
    shape: "url",
    file: "install.sh",
    make: (_k, add) => [
      `vendor/bin/drush site:install standard -y \\`,
      `  --db-url=mysql://drupal:${pass(add)}@127.0.0.1:3306/drupal_${low(4)} \\`,
      `  --account-name=admin --account-pass='${pass(add)}' \\`,
      `  --site-name="${pick(["Museum", "Bakery", "Clinic", "Library"])} site"`,
    ],
  },
  {
    label: "Joomla configuration.php with the database, secret and SMTP passwords",
    shape: "block",
    file: "configuration.php",
    make: (k, add) => [
      "<?php",
      "class JConfig {",
      "\tpublic $offline = false;",
      `\tpublic $sitename = '${pick(["Trail Club", "Dental Care", "City Choir"])}';`,
      "\tpublic $dbtype = 'mysqli';",
      "\tpublic $host = 'localhost';",
      `\tpublic $user = 'jml_${low(5)}';`,
      `\tpublic $password = '${pass(add)}';`,
      `\tpublic $db = 'jml_${low(5)}';`,
      `\tpublic $dbprefix = '${low(5)}_';`,
      `\tpublic $secret = '${k(16)}';`,
      "\tpublic $mailer = 'smtp';",
      `\tpublic $smtpuser = 'noreply@${low(6)}.org';`,
      `\tpublic $smtppass = '${pass(add)}';`,
      "\tpublic $smtphost = 'smtp.office365.com';",
      "\tpublic $smtpport = 587;",
      "}",
    ],
  },
  {
    label: "Ghost config.production.json with database and Mailgun passwords",
    shape: "assignment",
    file: "config.production.json",
    make: (k, add) => [
      "{",
      `  "url": "https://blog.${low(7)}.com",`,
      '  "server": { "port": 2368, "host": "127.0.0.1" },',
      '  "database": {',
      '    "client": "mysql",',
      `    "connection": { "host": "localhost", "user": "ghost-${num(100, 999)}", "password": "${
        pass(add)
      }", "database": "ghost_prod" }`,
      "  },",
      '  "mail": {',
      '    "transport": "SMTP",',
      '    "options": { "service": "Mailgun", "host": "smtp.eu.mailgun.org", "port": 465, "secure": true,',
      `      "auth": { "user": "postmaster@mg.${low(6)}.com", "pass": "${k(32, HEX)}-${k(8, HEX)}-${
        k(8, HEX)
      }" } }`,
      "  },",
      '  "process": "systemd"',
      "}",
    ],
  },
  {
    label: "a Ghost Admin API key in a publishing script",
    shape: "vendor",
    file: "scripts/publish.mjs",
    make: (k) => [
      "import GhostAdminAPI from '@tryghost/admin-api';",
      "",
      "const api = new GhostAdminAPI({",
      `  url: 'https://${low(6)}.ghost.io',`,
      `  key: '${hex(24)}:${k(64, HEX)}',`,
      "  version: 'v5.0',",
      "});",
      "",
      "await api.posts.add({ title: process.argv[2], status: 'draft' });",
    ],
  },
  {
    label: "a Strapi .env with app keys, salts and JWT secrets",
    shape: "assignment",
    file: ".env",
    make: (k, add) => [
      "HOST=0.0.0.0",
      "PORT=1337",
      `APP_KEYS=${k(22, B64)}==,${k(22, B64)}==`,
      `API_TOKEN_SALT=${k(22, B64)}==`,
      `ADMIN_JWT_SECRET=${k(22, B64)}==`,
      `TRANSFER_TOKEN_SALT=${k(22, B64)}==`,
      "DATABASE_CLIENT=postgres",
      "DATABASE_HOST=127.0.0.1",
      "DATABASE_NAME=strapi",
      "DATABASE_USERNAME=strapi",
      `DATABASE_PASSWORD=${pass(add)}`,
      `JWT_SECRET=${k(22, B64)}==`,
    ],
  },
  {
    label: "a Strapi full-access API token in curl",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ curl -s https://cms.${low(6)}.io/api/articles?populate=* \\`,
      `    -H 'Authorization: Bearer ${k(256, HEX)}' | jq '.data | length'`,
      String(num(3, 90)),
    ],
  },
  {
    label: "a Directus .env with key, secret, admin and database passwords",
    shape: "assignment",
    file: ".env",
    make: (k, add) => [
      `KEY="${uuid()}"`,
      `SECRET="${k(32)}"`,
      "DB_CLIENT=pg",
      "DB_HOST=postgres",
      "DB_DATABASE=directus",
      "DB_USER=directus",
      `DB_PASSWORD="${pass(add)}"`,
      `ADMIN_EMAIL=admin@${low(6)}.dev`,
      `ADMIN_PASSWORD="${pass(add)}"`,
      "CACHE_ENABLED=true",
      "CACHE_STORE=redis",
      "REDIS=redis://cache:6379",
    ],
  },
  {
    label: "a Directus static token in a query string",
    shape: "url",
    file: "server.log",
    make: (k) => [
      `[${num(10, 23)}:${num(10, 59)}:${num(10, 59)}] GET /items/products?limit=-1&access_token=${
        k(32, B64URL)
      } 200 ${num(20, 300)}ms`,
      `[${num(10, 23)}:${num(10, 59)}:${num(10, 59)}] GET /assets/${uuid()}?width=640 200 ${
        num(5, 90)
      }ms`,
    ],
  },
  {
    label: "a Payload .env with its secret and a MongoDB URI",
    shape: "url",
    file: ".env",
    make: (k, add) => [
      `DATABASE_URI=mongodb+srv://payload:${pass(add)}@cluster0.${low(5)}.mongodb.net/${
        low(6)
      }?retryWrites=true`,
      `PAYLOAD_SECRET=${k(24, HEX)}`,
      `NEXT_PUBLIC_SERVER_URL=https://${low(7)}.vercel.app`,
    ],
  },
  {
    label: "a WordPress application password in a Basic header",
    shape: "encoded",
    file: "sync.py",
    make: (_k, add) => {
      const app = Array.from({ length: 6 }, () => draw(4)).join(" ");
      return [
        "import requests",
        "",
        `WP = "https://${low(8)}.com/wp-json/wp/v2"`,
        `HEADERS = {"Authorization": "Basic ${add(b64(`editor:${app}`))}"}`,
        'r = requests.post(f"{WP}/posts", headers=HEADERS, json={"title": t, "status": "draft"})',
      ];
    },
  },
  {
    label: "a Kubernetes secret for the WordPress database password",
    shape: "encoded",
    file: "k8s/wordpress-secret.yaml",
    make: (_k, add) => [
      "apiVersion: v1",
      "kind: Secret",
      "metadata:",
      "  name: wordpress-db",
      "type: Opaque",
      "data:",
      `  WORDPRESS_DB_USER: ${b64(`wp_${low(4)}`)}`,
      `  WORDPRESS_DB_PASSWORD: ${add(b64(draw(num(14, 20))))}`,
    ],
  },
  {
    label: "a Drupal hash salt wrapped at the terminal's edge",
    shape: "wrapped",
    file: "settings.local.php",
    make: (_k, add) => {
      const [a, b] = halves(add, draw(74, B64URL));
      return [
        `$ grep hash_salt web/sites/default/settings.local.php`,
        `$settings['hash_salt'] = '${a}`,
        `${b}';`,
      ];
    },
  },
];

/** The family's cases: each insertion in two views. */
export function buildCms(): HeldOutSecret[] {
  return shown(INSERTIONS, 2);
}
