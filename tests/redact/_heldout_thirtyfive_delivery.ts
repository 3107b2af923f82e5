/**
 * Corpus thirty-five, ride and delivery platforms: Uber Direct client secrets and tokens, DoorDash
 * Drive JWTs and signing secrets, Onfleet keys, Bringg tokens, Lalamove and Stuart secrets, on the
 * shared surfaces and in the code that signs their requests.
 */
import {
  appHost,
  B64,
  b64,
  B64URL,
  digits,
  draw,
  type HeldOutSecret,
  hex,
  jwt,
  num,
  pick,
  S,
  uuid,
} from "./_heldout_thirtyfive_make.ts";
import { type Cred, spread } from "./_heldout_thirtyfive_surface.ts";

/** A DoorDash Drive JWT (HS256, `dd-ver` header); its signature is the piece. */
function doordashJwt(k: (n: number, a?: string) => string): string {
  const now = num(1_790_000_000, 1_799_000_000);
  return jwt(k, { aud: "doordash", iss: uuid(), kid: uuid(), exp: now + 300, iat: now }, "HS256", {
    "dd-ver": "DD-JWT-V1",
  });
}

const CREDS: readonly Cred[] = [
  {
    name: "Uber Direct client secret",
    env: "UBER_DIRECT_CLIENT_SECRET",
    section: "uber_direct",
    key: "client_secret",
    value: (k) => k(40, B64URL),
    curl: (v) =>
      `-X POST https://auth.uber.com/oauth/v2/token -d client_id=${
        draw(32, B64URL)
      } -d client_secret=${v} -d grant_type=client_credentials -d scope=eats.deliveries`,
  },
  {
    name: "Uber Direct access token",
    env: "UBER_DIRECT_TOKEN",
    section: "uber_token",
    key: "access_token",
    value: (k) => "IA." + k(num(150, 190), B64URL),
    curl: (v) =>
      `-H "Authorization: Bearer ${v}" https://api.uber.com/v1/customers/${uuid()}/delivery_quotes -d @quote.json`,
  },
  {
    name: "DoorDash Drive signing secret",
    env: "DOORDASH_SIGNING_SECRET",
    section: "doordash",
    key: "signing_secret",
    value: (k) => k(43, B64URL),
    curl: (v) => `-X POST http://localhost:${num(3000, 3999)}/dev/doordash-jwt -d "secret=${v}"`,
  },
  {
    name: "DoorDash Drive JWT",
    env: "DOORDASH_JWT",
    section: "doordash_jwt",
    key: "jwt",
    value: (k) => doordashJwt(k),
    wraps: false,
    curl: (v) =>
      `-H "Authorization: Bearer ${v}" https://openapi.doordash.com/drive/v2/quotes -d @quote.json`,
  },
  {
    name: "Onfleet API key",
    env: "ONFLEET_API_KEY",
    section: "onfleet",
    key: "api_key",
    value: (k) => k(32, "0123456789abcdef"),
    curl: (v) =>
      `-u "${v}:" https://onfleet.com/api/v2/tasks/all?from=${
        num(1_790_000_000, 1_799_000_000)
      }000`,
  },
  {
    name: "Bringg secret key",
    env: "BRINGG_SECRET_KEY",
    section: "bringg",
    key: "secret_key",
    value: (k) => k(30),
    curl: (v) =>
      `-X POST https://developer-api.bringg.com/partner_api/tasks -d "access_token=${
        draw(24)
      }&secret_key=${v}&company_id=${digits(5)}"`,
  },
  {
    name: "Lalamove API secret",
    env: "LALAMOVE_API_SECRET",
    section: "lalamove",
    key: "api_secret",
    value: (k) => "sk_prod_" + k(56, B64),
    curl: (v) => `-X POST http://localhost:${num(3000, 3999)}/dev/sign -d "secret=${v}"`,
  },
  {
    name: "Stuart client secret",
    env: "STUART_CLIENT_SECRET",
    section: "stuart",
    key: "client_secret",
    value: (k) => k(64, "0123456789abcdef"),
    curl: (v) =>
      `-X POST https://api.stuart.com/oauth/token -d client_id=${
        hex(64)
      } -d client_secret=${v} -d scope=api -d grant_type=client_credentials`,
  },
];

function specials(): HeldOutSecret[] {
  return [
    S("assignment", "DoorDash Drive access key object in code", (k) =>
      [
        `const accessKey = {`,
        `  developer_id: "${uuid()}",`,
        `  key_id: "${uuid()}",`,
        `  signing_secret: "${k(43, B64URL)}",`,
        `};`,
        `const client = new DoorDashClient(accessKey);`,
      ].join("\n")),
    S(
      "output",
      "DoorDash JWT printed by a debug script",
      (k) => `$ node scripts/dd-token.js\n${doordashJwt(k)}\n(valid 5 minutes)`,
    ),
    S("command", "Lalamove HMAC header built in a shell", (k) =>
      [
        `$ SECRET='sk_prod_${k(56, B64)}'`,
        `$ SIG=$(printf '%s\\r\\nPOST\\r\\n/v3/quotations\\r\\n\\r\\n%s' "$TS" "$BODY" | openssl dgst -sha256 -hmac "$SECRET" | cut -d' ' -f2)`,
        `$ curl -X POST https://rest.lalamove.com/v3/quotations -H "Authorization: hmac pk_prod_${
          hex(32)
        }:$TS:$SIG" -H "Market: HK"`,
      ].join("\n")),
    S(
      "vendor",
      "Onfleet key with no name in chat",
      (k) =>
        `the dispatcher account made ${
          k(32, "0123456789abcdef")
        } for us, can the webhook use it too?`,
    ),
    S("encoded", "Onfleet key as Basic auth in a HAR", (_k, add) =>
      JSON.stringify({
        request: {
          method: "GET",
          url: "https://onfleet.com/api/v2/workers",
          headers: [{ name: "Authorization", value: `Basic ${add(b64(`${hex(32)}:`))}` }],
        },
      })),
    S("output", "Uber Direct token response", (k) =>
      JSON.stringify(
        {
          access_token: "IA." + k(num(150, 190), B64URL),
          token_type: "Bearer",
          expires_in: 2592000,
          scope: "eats.deliveries direct.organizations",
        },
        null,
        2,
      )),
    S(
      "url",
      "Onfleet key as the user of an API URL",
      (k) =>
        `fetch("https://${
          k(32, "0123456789abcdef")
        }:@onfleet.com/api/v2/organization").then((r) => r.json())`,
    ),
    S(
      "url",
      "Bringg webhook URL with a token",
      (k) =>
        `webhook: https://${appHost()}/bringg/events?access_token=${k(24)}&company_id=${digits(5)}`,
    ),
    S("block", "delivery providers in a Helm values file", (k) =>
      [
        `deliveryProviders:`,
        `  uberDirect:`,
        `    customerId: ${uuid()}`,
        `    clientId: ${draw(32, B64URL)}`,
        `    clientSecret: ${k(40, B64URL)}`,
        `  stuart:`,
        `    env: production`,
        `    clientSecret: ${k(64, "0123456789abcdef")}`,
      ].join("\n")),
    S(
      "wrapped",
      "Uber Direct secret wrapped in a chat quote",
      (k) => `> UBER_DIRECT_CLIENT_SECRET=${k(20, B64URL)}\n> ${k(20, B64URL)}`,
    ),
    S("assignment", "Lalamove keys in a PHP config", (k) =>
      [
        `<?php`,
        `return [`,
        `    'lalamove' => [`,
        `        'key' => 'pk_prod_${hex(32)}',`,
        `        'secret' => 'sk_prod_${k(56, B64)}',`,
        `        'market' => '${pick(["HK", "SG", "TH", "PH", "MY"])}',`,
        `    ],`,
        `];`,
      ].join("\n")),
    S(
      "vendor",
      "DoorDash signing secret with no name in chat",
      (k) => `regenerated it, new one is ${k(43, B64URL)} (the key id stays the same)`,
    ),
  ];
}

/** The ride and delivery platforms family. */
export function buildDelivery(): HeldOutSecret[] {
  return [...spread(CREDS, 3, 3), ...specials()];
}
