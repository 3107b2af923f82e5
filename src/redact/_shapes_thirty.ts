/**
 * Shapes read from held-out corpus thirty's misses (docs/redaction.md, "Corpus thirty after it was
 * seen": websites, CMS, storefronts), as shapes of any text: what a PHP site prints (a stack
 * trace's connect arguments, phpinfo()'s environment rows), WordPress's keys and salts whose value
 * starts with `$` or holds `|`, a Ghost Admin API key (`id:secret`), a Cloudflare tunnel token, a
 * Flask (itsdangerous) session cookie, a commerce admin's integration details, a key given as a
 * URL's user.
 */
import { ALNUM, HEX, LOWER_DIGITS, sample, UPPER_DIGITS } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { isPlaceholder } from "./_filters_placeholders.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

// WordPress's eight keys and salts (`AUTH_KEY`, `SECURE_AUTH_SALT`, `NONCE_KEY`, …).
const WP_SALT = String.raw`(?:SECURE_AUTH|AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)`;

// A salt as WordPress's generator makes it: 64 printable characters, any symbol among them.
const SALT = sample(40, ALNUM + "$|&[]{}()%#^:;~", 30_001);

// A Flask session cookie's parts: the JSON payload (base64url), its timestamp, its signature.
const FLASK = btoa(JSON.stringify({ _user_id: "4217", _fresh: true, cart: [3, 1, 2] }))
  .replace(/=+$/, "") +
  "." + sample(6, ALNUM, 30_002) + "." +
  sample(27, ALNUM + "-_", 30_003);

// The name of an environment row that holds a secret (phpinfo()'s `DB_PASSWORD`, `STRIPE_SECRET`).
const SECRET_ROW = /pass|secret|token|(?:^|_)(?:api_?)?key$|salt|credential|private/i;
const PUBLIC_ROW = /public|publishable|(?:^|_)id$|_url$|_host$|_user(?:name)?$/i;

/** A value that is a value, not a stand-in, a reference or nothing. */
const value = (v: string) => v.trim() !== "" && !isNotASecret(v.replace(/\\n|\r?\n/g, ""));

/** Generated: both cases or hex, or one case with digits spread through it (`B0L2KC3HHX…`). */
const generated = (v: string, min: number) =>
  looksGenerated(v, min) || digitsSpread(v.toLowerCase());

/** The rules of this file that run early, in order (before every rule that reads a name). */
export const THIRTY_RULES: readonly Rule[] = [
  rule({
    id: "phpinfo-environment-row",
    examples: {
      match: [
        '<tr><td class="e">DB_PASSWORD </td><td class="v">' + mark(sample(16, ALNUM, 30_008)) +
        " </td></tr>",
      ],
      clean: ['<tr><td class="e">PHP_VERSION </td><td class="v">8.3.10 </td></tr>'],
    },
    description:
      'a secret environment row of a phpinfo() page (`<td class="e">DB_PASSWORD </td><td class="v">…`, also inside a JSON string): the value beside a name that says password, secret, token or key',
    keywords: ['class="e"', 'class=\\"e\\"'],
    wholeText: true,
    pattern:
      /<td class=\\?"e\\?">[ \t]*(?<name>[A-Za-z_][\w.]{0,80})[ \t]*<\/td>[ \t]*<td class=\\?"v\\?">[ \t]*(?<v>[^<\s][^<]{0,300}?)[ \t]*<\/td>/gd,
    secret: ["v"],
    accept: (v, _group, match) => {
      const name = match.groups?.name ?? "";
      return SECRET_ROW.test(name) && !PUBLIC_ROW.test(name) && value(v);
    },
  }),
  rule({
    id: "wordpress-salt",
    examples: {
      match: [
        "define( 'SECURE_AUTH_SALT', '" + mark("$" + SALT) + "' );",
        "| AUTH_KEY         | " + mark(SALT) + " |",
      ],
      clean: ["define( 'AUTH_KEY', 'put your unique phrase here' );"],
    },
    description:
      "one of WordPress's eight keys and salts (`AUTH_KEY` … `NONCE_SALT`) in a `define()` or a row of `wp config list`: the whole value, also when it starts with `$` (a single-quoted PHP string reads no variable) or holds `|`",
    keywords: ["auth_key", "auth_salt", "logged_in_", "nonce_"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`define\([ \t]*(['"])${WP_SALT}\1[ \t]*,[ \t]*'(?<v>[^'\r\n]{16,200})'|\|(?<=(?:^|\\n|")\|)[ \t]*${WP_SALT}[ \t]*\|[ \t](?<t>[^\r\n]{16,200}?)[ \t]*\|[ \t]*(?=$|\\[rn]|")`,
      "gmd",
    ),
    secret: ["v", "t"],
    // (A single-quoted PHP string reads no variable, `$…` included; a salt may hold `{{`: only a
    // template's name in it, `{{ wp_auth_key }}`, or a stand-in is no salt.)
    accept: (v) => !isPlaceholder(v) && !/\{\{[ \t]*[\w.]+[ \t]*\}\}|\{%|<%/.test(v),
  }),
  rule({
    id: "ghost-admin-key",
    examples: {
      match: [
        "new GhostAdminAPI({ key: '" + sample(24, HEX, 30_009) + ":" +
        mark(sample(64, HEX, 30_010)) +
        "',",
      ],
      clean: ["key: process.env.GHOST_ADMIN_API_KEY,"],
    },
    description:
      "a Ghost Admin API key (`<24 hex id>:<64 hex secret>`): the secret half, which signs the admin tokens",
    keywords: ["ghost"],
    wholeText: true,
    pattern: /\b[0-9a-f]{24}:(?<v>[0-9a-f]{64})\b/gd,
    secret: ["v"],
  }),
  rule({
    id: "cloudflare-tunnel-token",
    examples: {
      match: [
        "sudo cloudflared service install " + mark(
          btoa(
            `{"a":"${sample(32, HEX, 30_011)}","t":"${sample(36, HEX, 30_012)}","s":"${
              sample(44, ALNUM, 30_013)
            }"}`,
          ).replace(/=+$/, ""),
        ),
      ],
      clean: ["sudo cloudflared service install $TUNNEL_TOKEN"],
    },
    description:
      'a Cloudflare tunnel token (base64 of `{"a":account,"t":tunnel,"s":secret}`, so it starts `eyJhIjoi`), wherever it stands (`cloudflared service install …`, `--token`)',
    keywords: ["eyjhijoi"],
    wholeText: true,
    pattern: /(?<v>eyJhIjoi[A-Za-z0-9+\/_-]{60,2000}={0,2})/gd,
    secret: ["v"],
  }),
  rule({
    id: "flask-session-cookie",
    examples: {
      match: ["session   " + mark(FLASK) + "   .example.app   /"],
      clean: ["session   eyJhbGciOi…   .example.app   /"],
    },
    description:
      "a Flask (itsdangerous) session cookie, `payload.timestamp.signature` (a JSON payload `eyJ…` or a compressed one `.eJw…`, six characters of time, 27 of signature): the whole cookie, which logs in as its user",
    keywords: ["eyj", ".ejw", ".ejy", "[redacted]."],
    wholeText: true,
    // (Or the rest after its payload, which the decoded view of a JSON payload took first.)
    pattern:
      /(?<![\w.-])(?:(?<v>(?:eyJ|\.eJ[wy])[\w-]{10,4000}\.[\w-]{6}\.[\w-]{27})|\[REDACTED\]\.(?<r>[\w-]{6}\.[\w-]{27}))(?![\w.-])/gd,
    secret: ["v", "r"],
  }),
  rule({
    id: "integration-details",
    examples: {
      match: [
        "Consumer Secret   " + mark(sample(32, LOWER_DIGITS, 30_014)),
        "Consumer Key        " + mark(sample(32, LOWER_DIGITS, 30_017)) + "\nAccess Token Secret " +
        mark(sample(32, LOWER_DIGITS, 30_015)),
      ],
      clean: ["Access Token      (shown once)", "Consumer Key      Required"],
    },
    description:
      "an integration's credentials as a commerce admin shows them, a label then its value on one line (`Consumer Key`, `Consumer Secret`, `Access Token`, `Access Token Secret`: Adobe Commerce, WooCommerce, OAuth 1 apps)",
    keywords: ["consumer secret", "consumer key"],
    wholeText: true,
    pattern:
      /(?:Consumer (?:Key|Secret)|Access Token(?: Secret)?)(?<=(?:^|\\n|")(?:[ \t]*\d{1,6}→)?[ \t]*(?:Consumer (?:Key|Secret)|Access Token(?: Secret)?))(?:[ \t]*:)?[ \t]+(?<v>[A-Za-z0-9_-]{20,128})[ \t]*(?=$|\\[rn]|")/gmd,
    secret: ["v"],
    accept: (v) => generated(v, 20),
  }),
];

/**
 * The rules of this file that run late, after the rules that name the same places better
 * (`connect-call-password`'s connect calls in code, `url-password`'s token users of known hosts).
 */
export const THIRTY_LATE_RULES: readonly Rule[] = [
  rule({
    id: "php-connect-arguments",
    examples: {
      match: [
        "#0 /var/www/html/db.php(12): mysqli_real_connect(Object(mysqli), 'localhost', 'wp', '" +
        mark(sample(14, ALNUM, 30_004)) + "', NULL, 3306)",
        "#0 /srv/site/db.php(7): mysqli->__construct('db', 'shop', '" + mark(
          sample(10, ALNUM, 30_005) + "\n" + sample(8, ALNUM, 30_006),
        ) + "', 'shop')",
      ],
      clean: [
        "#2 load.php(676): wpdb->__construct('wp_user', '', 'wp', 'localhost')",
        "mysqli_connect('localhost', 'root', '', 'test')",
      ],
    },
    description:
      "the password a PHP stack trace or error prints among a connect call's arguments (`mysqli_real_connect(Object(mysqli), 'host', 'user', 'pass', …)`, `mysqli->__construct(…)`, `mysqli_connect(…)`, `PDO->__construct('dsn', 'user', 'pass')`): the third string, also when the browser wrapped it",
    keywords: ["mysqli", "pdo->"],
    wholeText: true,
    pattern:
      /(?:mysqli_real_connect\(Object\(mysqli\),|mysqli_connect\(|mysqli->(?:__construct|real_connect|connect)\(|PDO->__construct\()[ \t]*'[^'\n]{0,200}',[ \t]*'[^'\n]{0,100}',[ \t]*'(?<v>[^'\n]{1,200}(?:\r?\n[^'\n]{1,200})?)'/gd,
    secret: ["v"],
    accept: value,
  }),
  rule({
    id: "url-user-key",
    examples: {
      match: [
        "$url = 'https://" + mark(sample(32, UPPER_DIGITS, 30_016)) +
        "@shop.example.fr/api/products';",
      ],
      clean: ["git clone https://git@github.com/org/repo.git", "https://admin@example.org/"],
    },
    description:
      "a key given as a URL's user with no password (`https://<32 characters>@shop/api/…`, PrestaShop's webservice key, an API's basic-auth key): a generated user is no name",
    keywords: ["://"],
    pattern: /:\/\/(?<v>[A-Za-z0-9_-]{24,128})@[\w-]/gd,
    secret: ["v"],
    accept: (v) => generated(v, 24) && /[A-Za-z]/.test(v),
  }),
];
