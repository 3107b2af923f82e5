/**
 * Corpus thirty-eight, registrars and DNS hosts: the credentials of the APIs that hold a zone —
 * Cloudflare (legacy and scannable API tokens, the Global API key, the Origin CA key), Route 53
 * through an access key pair, NS1, DNSimple, Gandi (personal access token and legacy key),
 * Namecheap, GoDaddy's `sso-key`, Porkbun's key pair, Hetzner DNS, deSEC and PowerDNS — as they
 * stand in `.env` files, headers, request bodies and provider blocks.
 */
import { combine, type Insertion } from "./_heldout_thirtyeight_boxes.ts";
import {
  ALNUM,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  host,
  ip4,
  LOWER_DIGITS,
  num,
  pick,
  uuid,
  zone,
} from "./_heldout_thirtyeight_make.ts";

const CF = "https://api.cloudflare.com/client/v4";

const INSERTIONS: readonly Insertion[] = [
  {
    label: "Cloudflare API token in a .env",
    shape: "assignment",
    make: (k) => [
      `# edge automation`,
      `CLOUDFLARE_ACCOUNT_ID=${hex(32)}`,
      `CLOUDFLARE_ZONE_ID=${hex(32)}`,
      `CLOUDFLARE_API_TOKEN=${k(40, B64URL)}`,
      `DNS_TTL=${pick(["60", "300", "3600"])}`,
    ],
  },
  {
    label: "Cloudflare scannable user token in a curl header",
    shape: "vendor",
    make: (_k, add) => {
      const t = add(draw(40) + hex(8));
      return [
        `curl -s "${CF}/zones/${hex(32)}/dns_records?type=A&name=${host()}" \\`,
        `  -H "Authorization: Bearer cfut_${t}" \\`,
        `  -H "Content-Type: application/json" | jq '.result[0].content'`,
        `"${ip4()}"`,
      ];
    },
  },
  {
    label: "Cloudflare account token exported in a script",
    shape: "vendor",
    make: (_k, add) => [
      `#!/usr/bin/env bash`,
      `set -euo pipefail`,
      `export CF_API_TOKEN=cfat_${add(draw(40) + hex(8))}`,
      `export CF_ACCOUNT=${hex(32)}`,
      `./bin/sync-records --zone ${zone()} --dry-run`,
    ],
  },
  {
    label: "Cloudflare Global API key with X-Auth-Key",
    shape: "command",
    make: (k) => [
      `curl -X PATCH "${CF}/zones/${hex(32)}/settings/ssl" \\`,
      `     -H "X-Auth-Email: ${pick(["hostmaster", "ops", "sam"])}@${zone()}" \\`,
      `     -H "X-Auth-Key: ${k(37, HEX)}" \\`,
      `     --data '{"value":"strict"}'`,
    ],
  },
  {
    label: "Cloudflare Origin CA key header",
    shape: "vendor",
    make: (_k, add) => [
      `POST ${CF}/certificates HTTP/1.1`,
      `X-Auth-User-Service-Key: v1.0-${add(hex(24) + "-" + hex(146))}`,
      `Content-Type: application/json`,
      ``,
      `{"hostnames":["*.${zone()}"],"requested_validity":5475,"request_type":"origin-ecc"}`,
    ],
  },
  {
    label: "Route 53 access key pair in a credentials profile",
    shape: "assignment",
    make: (k) => [
      `[default]`,
      `region = eu-west-1`,
      ``,
      `[dns-admin]`,
      `aws_access_key_id = AKIA${draw(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`,
      `aws_secret_access_key = ${k(40, ALNUM + "+/")}`,
      `region = us-east-1`,
    ],
  },
  {
    label: "NS1 API key header",
    shape: "command",
    make: (k) => [
      `curl -sX PUT -H "X-NSONE-Key: ${k(20)}" \\`,
      `  https://api.nsone.net/v1/zones/${zone()}/${host()}/A \\`,
      `  -d '{"answers":[{"answer":["${ip4()}"]}]}'`,
    ],
  },
  {
    label: "DNSimple token in a Terraform provider",
    shape: "assignment",
    make: (k) => [
      `provider "dnsimple" {`,
      `  account = "${num(10000, 199999)}"`,
      `  token   = "${k(32)}"`,
      `}`,
      ``,
      `resource "dnsimple_zone_record" "www" {`,
      `  zone_name = "${zone()}"`,
      `  name      = "www"`,
      `  value     = "${ip4()}"`,
      `  type      = "A"`,
      `}`,
    ],
  },
  {
    label: "Gandi personal access token",
    shape: "command",
    make: (k) => [
      `http GET https://api.gandi.net/v5/livedns/domains/${zone()}/records \\`,
      `  "Authorization:Bearer ${k(40, HEX)}"`,
    ],
  },
  {
    label: "Gandi legacy API key",
    shape: "assignment",
    make: (k) => [
      `# ~/.config/gandi/config.yaml`,
      `api:`,
      `  host: https://api.gandi.net`,
      `  key: ${k(24)}`,
      `sharing_id: ${uuid()}`,
    ],
  },
  {
    label: "Namecheap API key in a query string",
    shape: "url",
    make: (k) => {
      const user = pick(["kestrelops", "mfarrow", "larkspur"]);
      return [
        `GET https://api.namecheap.com/xml.response?ApiUser=${user}&ApiKey=${
          k(32, HEX)
        }&UserName=${user}&Command=namecheap.domains.dns.getHosts&ClientIp=${ip4()}&SLD=${
          draw(8, LOWER_DIGITS)
        }&TLD=com`,
        `<ApiResponse Status="OK"><Errors /><CommandResponse Type="namecheap.domains.dns.getHosts">`,
      ];
    },
  },
  {
    label: "GoDaddy sso-key header",
    shape: "command",
    make: (k) => [
      `curl -X PUT "https://api.godaddy.com/v1/domains/${zone()}/records/A/@" \\`,
      `  -H "Authorization: sso-key ${k(num(32, 36), ALNUM + "_")}:${k(22)}" \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -d '[{"data":"${ip4()}","ttl":600}]'`,
    ],
  },
  {
    label: "Porkbun key pair in a JSON body",
    shape: "vendor",
    make: (_k, add) => [
      `curl -s https://api.porkbun.com/api/json/v3/dns/retrieve/${zone()} -d '{`,
      `  "apikey": "pk1_${add(hex(64))}",`,
      `  "secretapikey": "sk1_${add(hex(64))}"`,
      `}'`,
      `{"status":"SUCCESS","records":[{"id":"${num(100000000, 499999999)}","type":"A"}]}`,
    ],
  },
  {
    label: "Hetzner DNS API token",
    shape: "command",
    make: (k) => [
      `curl "https://dns.hetzner.com/api/v1/records?zone_id=${draw(22)}" \\`,
      `     -H "Auth-API-Token: ${k(32)}"`,
    ],
  },
  {
    label: "deSEC token header",
    shape: "command",
    make: (k) => [
      `curl -X PATCH https://desec.io/api/v1/domains/${zone()}/rrsets/ \\`,
      `    --header "Authorization: Token ${k(28, B64URL)}" \\`,
      `    --header "Content-Type: application/json" --data @rrsets.json`,
    ],
  },
  {
    label: "PowerDNS api-key in pdns.conf",
    shape: "assignment",
    make: (k) => [
      `launch=gpgsql`,
      `gpgsql-host=127.0.0.1`,
      `api=yes`,
      `api-key=${k(num(24, 32))}`,
      `webserver-address=0.0.0.0`,
      `webserver-allow-from=10.0.0.0/8`,
    ],
  },
  {
    label: "cert-manager Secret with a base64 Cloudflare token",
    shape: "encoded",
    make: (_k, add) => [
      `apiVersion: v1`,
      `kind: Secret`,
      `metadata:`,
      `  name: cloudflare-api-token`,
      `  namespace: cert-manager`,
      `type: Opaque`,
      `data:`,
      `  api-token: ${add(b64(draw(40, B64URL)))}`,
    ],
  },
];

/** The registrar and DNS host cases: each insertion in two containers. */
export function buildRegistrars(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
