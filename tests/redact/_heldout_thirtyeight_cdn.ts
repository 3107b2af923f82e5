/**
 * Corpus thirty-eight, CDNs and WAFs: Fastly API tokens (purge calls, the CLI's profile), Akamai
 * EdgeGrid credentials (`.edgerc`, environment), Bunny and KeyCDN keys, Imperva and Sucuri API
 * keys, CloudFront key-pair private keys, signed URLs and signed cookies, and a Varnish secret.
 */
import { combine, type Insertion } from "./_heldout_thirtyeight_boxes.ts";
import {
  akamaiId,
  ALNUM,
  B64,
  b64,
  B64URL,
  bunnyKey,
  draw,
  type HeldOutSecret,
  hex,
  host,
  LOWER_DIGITS,
  num,
  pemBlock,
  pick,
  UPPER_ALNUM,
  uuid,
  zone,
} from "./_heldout_thirtyeight_make.ts";

/** CloudFront's URL-safe base64: `+` `=` `/` written as `-` `_` `~`. */
const CF_SIG = ALNUM + "-_~";
const expires = () => String(num(1795000000, 1799999999));

const INSERTIONS: readonly Insertion[] = [
  {
    label: "Fastly purge with Fastly-Key",
    shape: "command",
    make: (k) => [
      `curl -X POST -H "Fastly-Key: ${k(32, B64URL)}" \\`,
      `  -H "Fastly-Soft-Purge: 1" https://api.fastly.com/service/${draw(22)}/purge/${
        pick(["product-pages", "blog", "assets-v3"])
      }`,
      `{"status":"ok","id":"${num(100, 999)}-${num(1700000000, 1799999999)}-${
        num(1000000, 9999999)
      }"}`,
    ],
  },
  {
    label: "Fastly CLI profile",
    shape: "assignment",
    make: (k) => [
      `# ~/.config/fastly/config.toml`,
      `[fastly]`,
      `api_endpoint = "https://api.fastly.com"`,
      ``,
      `[profile.${pick(["work", "default", "prod"])}]`,
      `default = true`,
      `email = "${pick(["edge", "ops", "ines"])}@${zone()}"`,
      `token = "${k(32, B64URL)}"`,
    ],
  },
  {
    label: "Akamai .edgerc section",
    shape: "assignment",
    make: (k, add) => [
      `[default]`,
      `client_secret = ${k(43, B64)}=`,
      `host = akab-${akamaiId()}.luna.akamaiapis.net`,
      `access_token = akab-${add(akamaiId())}`,
      `client_token = akab-${add(akamaiId())}`,
    ],
  },
  {
    label: "Akamai EdgeGrid environment for the CLI",
    shape: "assignment",
    make: (k, add) => [
      `AKAMAI_HOST=akab-${akamaiId()}.luna.akamaiapis.net`,
      `AKAMAI_CLIENT_TOKEN=akab-${add(akamaiId())}`,
      `AKAMAI_CLIENT_SECRET=${k(43, B64)}=`,
      `AKAMAI_ACCESS_TOKEN=akab-${add(akamaiId())}`,
    ],
  },
  {
    label: "Bunny purge with an AccessKey header",
    shape: "command",
    make: (_k, add) => [
      `curl --request POST \\`,
      `     --url 'https://api.bunny.net/purge?url=https%3A%2F%2F${zone()}%2Fassets%2F*&async=false' \\`,
      `     --header 'AccessKey: ${add(bunnyKey())}'`,
    ],
  },
  {
    label: "Bunny storage zone password in an rclone config",
    shape: "assignment",
    make: (_k, add) => [
      `[bunny]`,
      `type = ftp`,
      `host = storage.bunnycdn.com`,
      `user = ${pick(["site-assets", "media-prod", "downloads"])}`,
      `pass = ${add(uuid() + "-" + hex(4) + "-" + hex(4))}`,
    ],
  },
  {
    label: "KeyCDN key as curl user",
    shape: "url",
    make: (k) => [
      `curl "https://${k(32, ALNUM)}:@api.keycdn.com/zones/purgeurl/${num(10000, 99999)}.json" \\`,
      `  -X DELETE -H "Content-Type: application/json" --data '{"urls":["${zone()}/css/app.css"]}'`,
    ],
  },
  {
    label: "Imperva API id and key headers",
    shape: "command",
    make: (_k, add) => [
      `curl -s -X GET "https://api.imperva.com/sites/v1/${num(1000000, 9999999)}/settings" \\`,
      `  -H "x-API-Id: ${num(10000, 99999)}" \\`,
      `  -H "x-API-Key: ${add(uuid())}"`,
    ],
  },
  {
    label: "Sucuri WAF API key and secret in a URL",
    shape: "url",
    make: (k) => [
      `curl "https://waf.sucuri.net/api?v2" --data "k=${k(32, "0123456789abcdef")}" --data "s=${
        k(32, "0123456789abcdef")
      }" --data "a=clearcache"`,
      `{"status":1,"messages":["Cache cleared"]}`,
    ],
  },
  {
    label: "CloudFront key pair private key",
    shape: "block",
    make: (k) => [
      `$ cat private_key-${"APKA" + draw(16, UPPER_ALNUM)}.pem`,
      ...pemBlock(k, "RSA ", 12),
    ],
  },
  {
    label: "CloudFront signed URL",
    shape: "url",
    make: (k) => [
      `https://${draw(13, LOWER_DIGITS)}.cloudfront.net/${pick(["videos", "reports", "exports"])}/${
        draw(10, LOWER_DIGITS)
      }.mp4?Expires=${expires()}&Signature=${k(172, CF_SIG)}__&Key-Pair-Id=K${
        draw(13, UPPER_ALNUM)
      }`,
    ],
  },
  {
    label: "CloudFront signed cookies",
    shape: "output",
    make: (k) => {
      const policy = JSON.stringify({
        Statement: [{
          Resource: `https://${host()}/private/*`,
          Condition: { DateLessThan: { "AWS:EpochTime": Number(expires()) } },
        }],
      });
      return [
        `Set-Cookie: CloudFront-Policy=${
          b64(policy).replace(/\+/g, "-").replace(/=/g, "_").replace(/\//g, "~")
        }; Path=/; Secure; HttpOnly`,
        `Set-Cookie: CloudFront-Signature=${k(172, CF_SIG)}__; Path=/; Secure; HttpOnly`,
        `Set-Cookie: CloudFront-Key-Pair-Id=K${draw(13, UPPER_ALNUM)}; Path=/; Secure; HttpOnly`,
      ];
    },
  },
  {
    label: "Varnish admin secret",
    shape: "output",
    make: (_k, add) => [
      `$ sudo cat /etc/varnish/secret`,
      add(uuid()),
      `$ varnishadm -S /etc/varnish/secret -T localhost:6082 ban req.url '~' /`,
      `200`,
    ],
  },
  {
    label: "Fastly token in a GitHub Actions step",
    shape: "assignment",
    make: (k) => [
      `- name: Purge`,
      `  env:`,
      `    FASTLY_API_TOKEN: ${k(32, B64URL)}`,
      `    FASTLY_SERVICE_ID: ${draw(22)}`,
      `  run: fastly purge --all --service-id "$FASTLY_SERVICE_ID"`,
    ],
  },
  {
    label: "Bunny token authentication key",
    shape: "assignment",
    make: (_k, add) => [
      `// sign-url.ts: Bunny's token authentication`,
      `const PULL_ZONE = "https://${draw(8, LOWER_DIGITS)}.b-cdn.net";`,
      `const SECURITY_KEY = "${add(uuid())}";`,
      `const expires = Math.floor(Date.now() / 1000) + 3600;`,
    ],
  },
  {
    label: "Imperva Terraform provider",
    shape: "assignment",
    make: (_k, add) => [
      `provider "incapsula" {`,
      `  api_id  = "${num(10000, 99999)}"`,
      `  api_key = "${add(uuid())}"`,
      `}`,
    ],
  },
];

/** The CDN and WAF cases: each insertion in two containers. */
export function buildCdn(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
