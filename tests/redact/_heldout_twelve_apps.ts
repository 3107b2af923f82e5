/**
 * Corpus twelve: configuration of self-hosted applications as people paste it — PHP arrays and
 * `define`s of CMSs and shops, INI sections of Git forges, homeserver YAML, `.env.production`
 * files of social, identity, headless-CMS and automation servers, comma-joined key lists.
 * Shapes: assignment.
 */
import {
  ALNUM,
  BASE64,
  BASE64URL,
  g,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  pwd,
  S,
  uuid,
} from "./_heldout_twelve_make.ts";

const SALTY = ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|";

export function appConfigs(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "wp-config define db password and salts",
      (k, add) =>
        `define( 'DB_NAME', 'wp_shop' );
define( 'DB_USER', 'wp_shop' );
define( 'DB_PASSWORD', '${add(pwd(20).replace(/'/g, "q"))}' );
define( 'DB_HOST', 'localhost' );
define( 'AUTH_KEY',         '${k(64, SALTY)}' );
define( 'SECURE_AUTH_KEY',  '${k(64, SALTY)}' );
define( 'NONCE_SALT',       '${k(64, SALTY)}' );`,
    ),
    S("assignment", "nextcloud config.php array", (k, add) =>
      `<?php
$CONFIG = array (
  'instanceid' => 'oc${g(10, LOWER_DIGITS)}',
  'passwordsalt' => '${k(30, ALNUM + "/+")}',
  'secret' => '${k(48, ALNUM + "/+")}',
  'dbtype' => 'pgsql',
  'dbuser' => 'oc_admin',
  'dbpassword' => '${add(g(30, ALNUM))}',
);`),
    S(
      "assignment",
      "drupal settings database array and hash salt",
      (k, add) =>
        `$databases['default']['default'] = [
  'database' => 'drupal',
  'username' => 'drupal',
  'password' => '${add(pwd(18))}',
  'host' => 'db',
  'driver' => 'mysql',
];
$settings['hash_salt'] = '${k(74, BASE64URL)}';`,
    ),
    S("assignment", "joomla configuration class properties", (k, add) =>
      `class JConfig {
	public $dbtype = 'mysqli';
	public $user = 'joomla';
	public $password = '${add(pwd(16))}';
	public $secret = '${k(16)}${k(16)}';
	public $mailer = 'smtp';
	public $smtppass = '${add(pwd(14))}';
}`),
    S("assignment", "magento env.php crypt key", (k, add) =>
      `return [
    'crypt' => [
        'key' => '${k(32, HEX)}'
    ],
    'db' => [
        'connection' => [
            'default' => [
                'host' => 'mysql',
                'username' => 'magento',
                'password' => '${add(pwd(16))}',
            ]
        ]
    ],`),
    S("assignment", "gitea app.ini security section", (k) =>
      `[security]
INSTALL_LOCK   = true
SECRET_KEY     = ${k(64)}
INTERNAL_TOKEN = ${jwt({ nbf: 1700000000 }, "HS256", k)}

[oauth2]
JWT_SECRET = ${k(43, BASE64URL)}`),
    S(
      "assignment",
      "synapse homeserver secrets",
      (k) =>
        `registration_shared_secret: "${k(50, ALNUM + ".;~:@,")}"
macaroon_secret_key: "${k(50, ALNUM + ".;~:@,")}"
form_secret: "${k(50, ALNUM + ".;~:@,")}"
signing_key_path: "/data/matrix.example.org.signing.key"`,
    ),
    S("assignment", "mastodon env production", (k) =>
      `LOCAL_DOMAIN=social.example.org
SECRET_KEY_BASE=${k(128, HEX)}
OTP_SECRET=${k(128, HEX)}
VAPID_PRIVATE_KEY=${k(43, BASE64URL)}=
VAPID_PUBLIC_KEY=B${g(86, BASE64URL)}=
SMTP_PASSWORD=${k(32, ALNUM)}`),
    S("assignment", "authelia configuration secrets", (k) =>
      `identity_validation:
  reset_password:
    jwt_secret: '${k(64, ALNUM)}'
session:
  secret: '${k(64, ALNUM)}'
storage:
  encryption_key: '${k(64, ALNUM)}'`),
    S("assignment", "strapi env app keys list", (k) =>
      `HOST=0.0.0.0
PORT=1337
APP_KEYS=${k(22, BASE64)}==,${k(22, BASE64)}==,${k(22, BASE64)}==,${k(22, BASE64)}==
API_TOKEN_SALT=${k(22, BASE64)}==
ADMIN_JWT_SECRET=${k(22, BASE64)}==`),
    S("assignment", "directus env key and secret", (_k, add) =>
      `KEY="${add(uuid())}"
SECRET="${add(g(32, ALNUM))}"
ADMIN_EMAIL="admin@example.com"
ADMIN_PASSWORD="${add(pwd(16))}"`),
    S("assignment", "n8n encryption key env", (k) =>
      `N8N_ENCRYPTION_KEY=${k(32, ALNUM)}
N8N_HOST=flows.example.org
WEBHOOK_URL=https://flows.example.org/`),
    S("assignment", "vaultwarden admin token", (k) =>
      `ADMIN_TOKEN=${k(64, BASE64)}
SIGNUPS_ALLOWED=false
DOMAIN=https://vault.example.org`),
    S("assignment", "symfony app secret in env local", (k) =>
      `###> symfony/framework-bundle ###
APP_ENV=prod
APP_SECRET=${k(32, HEX)}
###< symfony/framework-bundle ###`),
  ];
}
