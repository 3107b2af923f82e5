/**
 * Corpus thirty, what a site prints: PHP error pages with the arguments of a failed connect,
 * phpinfo() and Ignition dumps, a devtools network tab and its storage panel, `.htpasswd` lines,
 * WordPress and Laravel cookies, an exposed `.env` or `.git/config` fetched from a live site, and a
 * config endpoint that answers with server keys.
 */
import {
  B64,
  b64,
  B64URL,
  CRYPT,
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
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirty_make.ts";
import { type HeldOutSecret, tokenChecksum } from "./_heldout_make.ts";

const INSERTIONS: readonly Insertion[] = [
  {
    label: "a PHP fatal error whose stack trace shows the connect arguments",
    shape: "output",
    file: "error page",
    make: (_k, add) => [
      "PHP Fatal error:  Uncaught mysqli_sql_exception: Access denied for user 'wp_" + low(5) +
      "'@'localhost' (using password: YES) in /var/www/html/wp-includes/class-wpdb.php:1982",
      "Stack trace:",
      `#0 /var/www/html/wp-includes/class-wpdb.php(1982): mysqli_real_connect(Object(mysqli), 'localhost', 'wp_${
        low(5)
      }', '${pass(add)}', NULL, 3306, NULL, 0)`,
      "#1 /var/www/html/wp-includes/class-wpdb.php(786): wpdb->db_connect()",
      "#2 /var/www/html/wp-includes/load.php(676): wpdb->__construct('wp_user', '', 'wp', 'localhost')",
      "#3 {main}",
      "  thrown in /var/www/html/wp-includes/class-wpdb.php on line 1982",
    ],
  },
  {
    label: "a phpinfo() page's environment rows",
    shape: "output",
    file: "phpinfo.html",
    make: (k, add) => [
      "<h2>Environment</h2>",
      '<table><tr class="h"><th>Variable</th><th>Value</th></tr>',
      `<tr><td class="e">HOSTNAME </td><td class="v">${hex(12)} </td></tr>`,
      `<tr><td class="e">DB_PASSWORD </td><td class="v">${pass(add)} </td></tr>`,
      `<tr><td class="e">STRIPE_SECRET </td><td class="v">sk_live_${k(99)} </td></tr>`,
      `<tr><td class="e">PHP_VERSION </td><td class="v">8.3.${num(1, 14)} </td></tr>`,
      "</table>",
    ],
  },
  {
    label: "Laravel's error page listing the environment",
    shape: "output",
    file: "ignition",
    make: (k, add) => [
      "Illuminate\\Database\\QueryException",
      "SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: select * from `sessions`)",
      "",
      "Environment Variables",
      "APP_ENV       local",
      `APP_KEY       base64:${k(43, B64)}=`,
      "DB_HOST       127.0.0.1",
      `DB_PASSWORD   ${pass(add)}`,
      `MAIL_PASSWORD ${pass(add)}`,
    ],
  },
  {
    label: "devtools request headers with a bearer token and admin cookie",
    shape: "output",
    file: "devtools",
    make: (k) => [
      `Request URL: https://${low(7)}.com/wp-json/wc/store/v1/cart`,
      "Request Method: POST",
      "Status Code: 403 Forbidden",
      "",
      ":authority: " + low(7) + ".com",
      `authorization: Bearer ${k(40)}`,
      `x-wp-nonce: ${hex(10)}`,
      "content-type: application/json",
    ],
  },
  {
    label: "an .htpasswd with an apr1 hash",
    shape: "output",
    file: ".htpasswd",
    make: (
      k,
    ) => [
      `admin:$apr1$${draw(8, CRYPT.slice(2))}$${k(22, CRYPT)}`,
      `editor:$apr1$${draw(8, CRYPT.slice(2))}$${k(22, CRYPT)}`,
    ],
  },
  {
    label: "htpasswd -nbB with the password and its bcrypt hash",
    shape: "command",
    file: "terminal",
    make: (k, add) => [
      `$ htpasswd -nbB staging '${pass(add)}'`,
      `staging:$2y$05$${k(53, CRYPT)}`,
      "",
    ],
  },
  {
    label: "a WordPress logged-in cookie header",
    shape: "encoded",
    file: "devtools",
    make: (k) => [
      `cookie: wordpress_test_cookie=WP%20Cookie%20check; wordpress_logged_in_${hex(32)}=admin%7C${
        num(1793491200, 1796083199)
      }%7C${k(43)}%7C${k(64, HEX)}; wp-settings-time-1=${num(1793491200, 1796083199)}`,
    ],
  },
  {
    label: "a Laravel session cookie in a curl",
    shape: "encoded",
    file: "terminal",
    make: (_k, add) => {
      const value = b64(
        JSON.stringify({ iv: draw(22, B64) + "==", value: draw(64, B64), mac: hex(64), tag: "" }),
      );
      return [
        `$ curl -s https://${low(7)}.test/admin -H 'Cookie: XSRF-TOKEN=${
          draw(20)
        }; laravel_session=${add(encodeURIComponent(value))}' -o /dev/null -w '%{http_code}'`,
        "200",
      ];
    },
  },
  {
    label: "a .git/config with a GitHub token in the remote",
    shape: "url",
    file: ".git/config",
    make: (k) => {
      const body = k(30);
      return [
        "[core]",
        "\trepositoryformatversion = 0",
        "\tbare = false",
        '[remote "origin"]',
        `\turl = https://${low(6)}:ghp_${body}${tokenChecksum(body)}@github.com/${low(6)}/${
          low(8)
        }-site.git`,
        "\tfetch = +refs/heads/*:refs/remotes/origin/*",
        '[branch "main"]',
        "\tremote = origin",
      ];
    },
  },
  {
    label: "a .git/config fetched from a live site",
    shape: "url",
    file: "terminal",
    make: (_k, add) => [
      `$ curl -s https://www.${low(7)}.com/.git/config`,
      "[core]",
      "\trepositoryformatversion = 0",
      '[remote "origin"]',
      `\turl = https://deploy:${pass(add)}@gitlab.${low(6)}.net/web/${low(7)}.git`,
    ],
  },
  {
    label: "wp config list as a table",
    shape: "output",
    file: "terminal",
    make: (k, add) => [
      "$ wp config list --fields=name,value",
      "+------------------+------------------------------------------------------------------+",
      "| name             | value                                                            |",
      "+------------------+------------------------------------------------------------------+",
      `| DB_NAME          | wp_${low(6)}${" ".repeat(55)}|`,
      `| DB_PASSWORD      | ${pass(add)}${" ".repeat(40)}|`,
      `| AUTH_KEY         | ${salt(k)} |`,
      "+------------------+------------------------------------------------------------------+",
    ],
  },
  {
    label: "an exposed .env fetched from a site",
    shape: "output",
    file: "terminal",
    make: (k, add) => [
      `$ curl -s https://${low(7)}.com/.env | head`,
      "APP_ENV=production",
      "APP_DEBUG=false",
      `DB_PASSWORD=${pass(add)}`,
      `MAILGUN_SECRET=${k(32, HEX)}-${k(8, HEX)}-${k(8, HEX)}`,
      `AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
    ],
  },
  {
    label: "php -i filtered for secrets",
    shape: "output",
    file: "terminal",
    make: (k) => [
      "$ php -i | grep -iE 'secret|key'",
      `$_SERVER['APP_SECRET'] => ${k(32, HEX)}`,
      `$_ENV['APP_SECRET'] => ${k(32, HEX)}`,
      "session.hash_function => 0",
    ],
  },
  {
    label: "a Firebase refresh token in devtools local storage",
    shape: "output",
    file: "devtools",
    make: (k) => [
      `Key: firebase:authUser:AIza${"x".repeat(35)}:[DEFAULT]`,
      `Value: {"uid":"${draw(28)}","email":"${
        low(6)
      }@gmail.com","stsTokenManager":{"refreshToken":"AMf-vB${
        k(num(180, 220), B64URL)
      }","expirationTime":${num(1793491200, 1796083199)}000}}`,
    ],
  },
  {
    label: "a config endpoint answering with server keys",
    shape: "output",
    file: "devtools",
    make: (k) => [
      `GET https://${low(7)}.com/api/config  200  ${num(1, 9)}.${num(1, 9)} kB  ${num(20, 300)} ms`,
      "Response:",
      `{"algoliaAppId":"${draw(10, UPPER_ALNUM)}","algoliaAdminKey":"${
        k(32, HEX)
      }","sentryDsn":"https://${hex(32)}@o1.ingest.sentry.io/${
        num(10000, 99999)
      }","shopifyAdminToken":"shpat_${k(32, HEX)}"}`,
    ],
  },
  {
    label: "a PHP connect error wrapped in the browser",
    shape: "wrapped",
    file: "error page",
    make: (_k, add) => {
      const [a, b] = halves(add, draw(18) + pick(["!", "_", "."]) + draw(6));
      return [
        "Warning: mysqli::__construct(): (HY000/1045): Access denied in /srv/site/db.php on line 7",
        `#0 /srv/site/db.php(7): mysqli->__construct('db', 'shop', '${a}`,
        `${b}', 'shop')`,
      ];
    },
  },
  {
    label: "a percent-encoded DSN password in a PDO error",
    shape: "encoded",
    file: "error page",
    make: (_k, add) => [
      "PDOException: SQLSTATE[08006] [7] could not connect to server",
      `DSN: pgsql://shop:${
        add(encodeURIComponent(draw(9) + pick(["@", "#", "/", "?"]) + draw(7)))
      }@db.${low(6)}.internal:5432/shop`,
      `in /var/www/${low(6)}/vendor/doctrine/dbal/src/Driver/PDO/Exception.php:${num(20, 40)}`,
      `request_id=${uuid()}`,
    ],
  },
];

/** The family's cases: each insertion in two views. */
export function buildPrinted(): HeldOutSecret[] {
  return shown(INSERTIONS, 2);
}
