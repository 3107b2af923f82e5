/**
 * Corpus thirty, site services: captcha secret keys (reCAPTCHA, Turnstile, hCaptcha), Algolia's
 * admin key, Mapbox `sk.` tokens, a server-side Google Maps key, mail and marketing keys
 * (Mailchimp, Mandrill, Klaviyo's private `pk_`, SendGrid, Postmark, Mailgun), an analytics
 * measurement-protocol secret, a social feed token, and Stripe and PayPal on a storefront.
 */
import {
  b64,
  b64u,
  B64URL,
  draw,
  halves,
  HEX,
  hex,
  type Insertion,
  low,
  num,
  pick,
  shown,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirty_make.ts";
import type { HeldOutSecret, Piece } from "./_heldout_make.ts";

/** A Mapbox token of `kind` (`pk` or `sk`): base64url of its user and id, then its 22-char part. */
export function mapbox(kind: "pk" | "sk", k?: Piece): string {
  const head = b64u(JSON.stringify({ u: low(8), a: low(25) }));
  return `${kind}.${head}.${k ? k(22, B64URL) : draw(22, B64URL)}`;
}

const INSERTIONS: readonly Insertion[] = [
  {
    label: "a reCAPTCHA secret in a PHP contact form",
    shape: "assignment",
    file: "contact.php",
    make: (k) => [
      "<?php",
      `$siteKey = '6L${draw(38, B64URL)}'; // in the form`,
      `$secret  = '6L${k(38, B64URL)}';`,
      "$resp = file_get_contents('https://www.google.com/recaptcha/api/siteverify?secret=' . $secret",
      "  . '&response=' . urlencode($_POST['g-recaptcha-response']));",
      "if (!json_decode($resp)->success) { http_response_code(400); exit; }",
    ],
  },
  {
    label: "curl to Turnstile siteverify with the secret",
    shape: "command",
    file: "terminal",
    make: (k) => [
      "$ curl -s https://challenges.cloudflare.com/turnstile/v0/siteverify \\",
      `    -d secret=0x4AAAAAAA${k(22, B64URL)} -d response=XXXX.DUMMY.TOKEN.XXXX`,
      '{"success":false,"error-codes":["invalid-input-response"],"messages":[]}',
    ],
  },
  {
    label: "an hCaptcha secret in .env",
    shape: "assignment",
    file: ".env",
    make: (k) => [
      `HCAPTCHA_SITEKEY=${uuid()}`,
      `HCAPTCHA_SECRET=0x${k(40, HEX)}`,
      "FORM_RATE_LIMIT=5",
    ],
  },
  {
    label: "an Algolia admin key in an indexing script",
    shape: "assignment",
    file: "scripts/index-products.mjs",
    make: (k) => [
      "import { algoliasearch } from 'algoliasearch'",
      "",
      `const client = algoliasearch('${draw(10, UPPER_ALNUM)}', '${k(32, HEX)}') // admin key`,
      "const products = await (await fetch(process.env.FEED_URL)).json()",
      "await client.saveObjects({ indexName: 'products', objects: products })",
    ],
  },
  {
    label: "a Mapbox secret token for tileset uploads",
    shape: "vendor",
    file: "terminal",
    make: (k) => [
      `$ export MAPBOX_ACCESS_TOKEN=${mapbox("sk", k)}`,
      `$ tilesets upload-source ${low(8)} stores stores.geojson.ld`,
      `upload progress  [####################################]  100%`,
    ],
  },
  {
    label: "a server-side Google Maps key in a geocoding URL",
    shape: "url",
    file: "geocode.log",
    make: (k) => [
      `[geocode] GET https://maps.googleapis.com/maps/api/geocode/json?address=${num(1, 200)}+${
        pick(["High+St", "Main+St", "Rue+Oberkampf"])
      }&key=AIza${k(35, B64URL)} -> 200 (${num(80, 400)} ms)`,
    ],
  },
  {
    label: "a Mailchimp API key in a WordPress plugin option",
    shape: "assignment",
    file: "wp option get",
    make: (k) => [
      "$ wp option get mc4wp --format=json",
      `{"api_key":"${k(32, HEX)}-us${
        num(2, 21)
      }","allow_usage_tracking":0,"debug_log_level":"warning"}`,
    ],
  },
  {
    label: "a Mandrill key in a transactional mail config",
    shape: "vendor",
    file: "config/mail.yml",
    make: (k) => [
      "production:",
      "  delivery_method: mandrill",
      `  api_key: md-${k(22, B64URL)}`,
      `  from: orders@${low(7)}.shop`,
    ],
  },
  {
    label: "a Klaviyo private key in curl",
    shape: "command",
    file: "terminal",
    make: (k) => [
      "$ curl -s 'https://a.klaviyo.com/api/lists/' \\",
      `    -H 'Authorization: Klaviyo-API-Key pk_${k(34, HEX)}' \\`,
      "    -H 'revision: 2026-10-15' | jq '.data[].attributes.name'",
      `"${pick(["Newsletter", "VIP", "Back in stock"])}"`,
    ],
  },
  {
    label: "a SendGrid key in WP Mail SMTP settings",
    shape: "vendor",
    file: "wp-config.php",
    make: (k) => [
      "define( 'WPMS_ON', true );",
      "define( 'WPMS_MAILER', 'sendgrid' );",
      `define( 'WPMS_SENDGRID_API_KEY', 'SG.${k(22, B64URL)}.${k(43, B64URL)}' );`,
      `define( 'WPMS_MAIL_FROM', 'hello@${low(7)}.com' );`,
    ],
  },
  {
    label: "a GA4 measurement-protocol secret in a collect URL",
    shape: "url",
    file: "lib/analytics.ts",
    make: (k) => [
      "export const track = (clientId: string, name: string) =>",
      `  fetch('https://www.google-analytics.com/mp/collect?measurement_id=G-${
        draw(10, UPPER_ALNUM)
      }&api_secret=${k(22, B64URL)}', {`,
      "    method: 'POST', body: JSON.stringify({ client_id: clientId, events: [{ name }] }),",
      "  })",
    ],
  },
  {
    label: "Stripe restricted key and webhook secret in a shop's env",
    shape: "vendor",
    file: ".env.production",
    make: (k) => [
      `STRIPE_PUBLISHABLE_KEY=pk_live_${draw(99)}`,
      `STRIPE_RESTRICTED_KEY=rk_live_${k(99)}`,
      `STRIPE_WEBHOOK_SECRET=whsec_${k(32)}`,
    ],
  },
  {
    label: "stripe listen printing its signing secret",
    shape: "output",
    file: "terminal",
    make: (k) => [
      "$ stripe listen --forward-to localhost:3000/api/webhooks",
      `> Ready! You are using Stripe API Version [2026-10-28]. Your webhook signing secret is whsec_${
        k(64, HEX)
      } (^C to quit)`,
      `${
        new Date(Date.UTC(2026, 10, num(1, 27))).toISOString().slice(0, 10)
      } --> checkout.session.completed [evt_${draw(24)}]`,
    ],
  },
  {
    label: "PayPal client credentials in an OAuth curl",
    shape: "command",
    file: "terminal",
    make: (k) => [
      "$ curl -s -X POST https://api-m.paypal.com/v1/oauth2/token \\",
      `    -u "A${draw(79, B64URL)}:E${k(79, B64URL)}" \\`,
      '    -d "grant_type=client_credentials" | jq -r .expires_in',
      String(num(28000, 32400)),
    ],
  },
  {
    label: "a Postmark server token in a header",
    shape: "command",
    file: "send.sh",
    make: (_k, add) => [
      "curl https://api.postmarkapp.com/email \\",
      '  -H "Accept: application/json" -H "Content-Type: application/json" \\',
      `  -H "X-Postmark-Server-Token: ${add(uuid())}" \\`,
      `  -d '{"From":"shop@${low(6)}.com","To":"me@${
        low(6)
      }.com","Subject":"Test","TextBody":"hi"}'`,
    ],
  },
  {
    label: "SMTP AUTH PLAIN with a SendGrid key, base64",
    shape: "encoded",
    file: "smtp.log",
    make: (_k, add) => [
      "send: 'ehlo [127.0.1.1]\\r\\n'",
      "reply: b'250-smtp.sendgrid.net'",
      `send: 'AUTH PLAIN ${
        add(b64(`\u0000apikey\u0000SG.${draw(22, B64URL)}.${draw(43, B64URL)}`))
      }\\r\\n'`,
      "reply: b'235 Authentication successful'",
    ],
  },
  {
    label: "an Algolia admin key wrapped in a terminal",
    shape: "wrapped",
    file: "terminal",
    make: (_k, add) => {
      const [a, b] = halves(add, hex(32));
      return [
        `$ npx algolia indices browse products --application-id ${
          draw(10, UPPER_ALNUM)
        } --api-key ${a}`,
        `${b} | head -3`,
      ];
    },
  },
  {
    label: "an Instagram feed token in a theme setting",
    shape: "assignment",
    file: "config/settings_data.json",
    make: (k) => [
      "{",
      '  "current": {',
      `    "instagram_access_token": "IGQV${k(num(140, 170), B64URL)}",`,
      `    "color_accent": "#${hex(6)}",`,
      `    "logo_width": ${num(90, 240)}`,
      "  }",
      "}",
    ],
  },
];

/** The family's cases: each insertion in two views. */
export function buildServices(): HeldOutSecret[] {
  return shown(INSERTIONS, 2);
}
