/**
 * The shapes mended after held-out corpus thirty was seen (docs/redaction.md, "Corpus thirty after
 * it was seen": websites, CMS, storefronts): other tools and other wording than the corpus text,
 * each with a near miss on the other side — as written, inside a JSONL record and with CRLF line
 * ends (_shape_tests.ts).
 */
import { ALNUM, BASE64URL, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 50_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const lowerDigits = (n: number) => key(n, "abcdefghijklmnopqrstuvwxyz0123456789");
const upperDigits = (n: number) => key(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const p = key(13);
  add(
    "a PDO constructor's password in a Laravel stack trace",
    `PDOException: SQLSTATE[HY000] [1045] Access denied\n#0 vendor/laravel/Connector.php(70): PDO->__construct('mysql:host=127.0.0.1;port=3306;dbname=forge', 'forge', '${p}', Array)\n#1 {main}`,
    p,
  );
}
{
  const [a, b] = [key(9), key(8)];
  add(
    "mysqli_real_connect's password wrapped by the browser",
    `#0 /var/www/inc/db.php(4): mysqli_real_connect(Object(mysqli), 'db.internal', 'shop_rw', '${a}\n${b}', 'shop', 3306)`,
    a,
    b,
  );
}
{
  const p = key(20);
  add(
    "phpinfo()'s row of an API secret",
    `<tr><td class="e">WORDPRESS_DB_PASSWORD </td><td class="v">${p} </td></tr>\n<tr><td class="e">APP_ENV </td><td class="v">production </td></tr>`,
    p,
  );
}
{
  const s = "$" + key(30, ALNUM + "|&[]{}()#") + "|" + key(20);
  add("a WordPress nonce salt that starts with a dollar sign", `define('NONCE_SALT', '${s}');`, s);
}
{
  const s = key(12, ALNUM + "&#^") + "|" + key(12) + "|" + key(25);
  add(
    "wp config list's row of a logged-in key holding a bar",
    `+-----------------+--------+\n| LOGGED_IN_KEY   | ${s} |\n+-----------------+--------+`,
    s,
  );
}
{
  const s = key(64, HEX);
  add(
    "a Ghost Admin key in a Gatsby plugin's options",
    `resolve: 'gatsby-source-ghost',\noptions: { apiUrl: 'https://blog.example.org', adminKey: '${
      key(24, HEX)
    }:${s}' },`,
    s,
  );
}
{
  const t = btoa(
    `{"a":"${key(32, HEX)}","t":"${key(8, HEX)}-${key(4, HEX)}-${key(4, HEX)}-${key(4, HEX)}-${
      key(12, HEX)
    }","s":"${key(44)}"}`,
  ).replace(/=+$/, "");
  add(
    "a tunnel token installed as a Windows service",
    `PS C:\\Users\\ops> cloudflared.exe service install ${t}`,
    t,
  );
}
{
  const c = btoa(JSON.stringify({ _user_id: "88", _fresh: false, lang: "de" })).replace(/=+$/, "") +
    "." + key(6, BASE64URL) + "." + key(27, BASE64URL);
  add(
    "a Flask session cookie in a tab-separated cookie export",
    `session\t${c}\tapp.example.org\t/\t2026-12-01`,
    c,
  );
}
{
  const a = lowerDigits(32);
  const b = lowerDigits(32);
  add(
    "WooCommerce's REST keys as the admin lists them",
    `Consumer Key        ${a}\nConsumer Secret     ${b}\nPermissions         Read/Write`,
    a,
    b,
  );
}
{
  const k = upperDigits(32);
  add(
    "a webservice key as a URL user in curl",
    `curl -s "https://${k}@shop.example.es/api/orders"`,
    k,
  );
}

CLEAN.push([
  "a stack trace whose connect call has an empty password",
  "#0 /var/www/db.php(3): mysqli_connect('localhost', 'root', '', 'test')\n#1 {main}",
]);
CLEAN.push([
  "phpinfo()'s ordinary rows",
  '<tr><td class="e">PHP_VERSION </td><td class="v">8.3.10 </td></tr>\n<tr><td class="e">DB_HOST </td><td class="v">mysql </td></tr>',
]);
CLEAN.push([
  "wp-config's salts from a template",
  "define( 'AUTH_KEY', '{{ wp_auth_key }}' );\ndefine( 'AUTH_SALT', '{{ vault_wp_auth_salt }}' );",
]);
CLEAN.push([
  "wp-config's salts as WordPress ships them",
  "define( 'AUTH_KEY',         'put your unique phrase here' );\ndefine( 'NONCE_SALT',       'put your unique phrase here' );",
]);
CLEAN.push([
  "a Ghost Admin key read from the environment",
  "const key = process.env.GHOST_ADMIN_API_KEY;",
]);
CLEAN.push([
  "integration details before the tokens are made",
  "Consumer Key      (generated on activation)\nAccess Token      Not activated",
]);
CLEAN.push([
  "URLs with a name as their user",
  "git clone https://git@github.com/acme/site.git\nssh://deploy@shop.example.org/var/www",
]);
CLEAN.push(["a tunnel token read from a variable", "cloudflared service install $TUNNEL_TOKEN"]);
shapeTests("corpus thirty", SECRETS, CLEAN);
