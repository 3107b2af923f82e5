/**
 * Corpus thirty-eight, what is printed: `curl -v` to DNS and CDN APIs with the credential in its
 * request lines, `dig -y` echoing its own arguments, `ps` showing `nsupdate -y`, Terraform plans
 * and outputs for DNS and tunnels with a value not marked sensitive, a CDN purge log, Python's
 * HTTP debug, and `openssl … -text` printing a private key's numbers as colon hex (each line a
 * piece: the value is wrapped by the tool itself).
 */
import { combine, type Insertion } from "./_heldout_thirtyeight_boxes.ts";
import {
  ALNUM,
  B64URL,
  bunnyKey,
  colonLines,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  hms,
  host,
  httpDate,
  ip4,
  keyB64,
  num,
  pick,
  ray,
  tick,
  uuid,
  zone,
} from "./_heldout_thirtyeight_make.ts";

const cfHeaders = () => [
  `< date: ${httpDate()}`,
  `< content-type: application/json`,
  `< cf-ray: ${ray()}`,
  `< server: cloudflare`,
];

const INSERTIONS: readonly Insertion[] = [
  {
    label: "curl -v to the Cloudflare API",
    shape: "output",
    make: (k) => [
      `*   Trying 104.16.${num(0, 255)}.${num(1, 254)}:443...`,
      `* Connected to api.cloudflare.com port 443`,
      `* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384`,
      `> GET /client/v4/user/tokens/verify HTTP/2`,
      `> Host: api.cloudflare.com`,
      `> Authorization: Bearer ${k(40, B64URL)}`,
      `> accept: */*`,
      `>`,
      `< HTTP/2 200`,
      ...cfHeaders(),
      `{"result":{"id":"${hex(32)}","status":"active"},"success":true}`,
    ],
  },
  {
    label: "curl -v to Gandi with an Apikey header",
    shape: "output",
    make: (k) => [
      `> GET /v5/livedns/domains/${zone()}/records HTTP/1.1`,
      `> Host: api.gandi.net`,
      `> Authorization: Apikey ${k(24)}`,
      `> User-Agent: curl/8.${num(4, 11)}.0`,
      `< HTTP/1.1 403 Forbidden`,
      `< X-Request-Id: ${uuid()}`,
    ],
  },
  {
    label: "curl -v to GoDaddy with sso-key",
    shape: "output",
    make: (k) => [
      `> PATCH /v1/domains/${zone()}/records HTTP/2`,
      `> host: api.godaddy.com`,
      `> authorization: sso-key ${k(num(32, 36), ALNUM + "_")}:${k(22)}`,
      `> content-type: application/json`,
      `< HTTP/2 422`,
      `{"code":"INVALID_BODY","message":"Request body doesn't fulfill schema"}`,
    ],
  },
  {
    label: "dig -y echoing its arguments",
    shape: "output",
    make: (_k, add) => {
      const z = zone();
      const secret = add(keyB64(32));
      return [
        `; <<>> DiG 9.18.${num(20, 33)} <<>> -y hmac-sha256:transfer-${
          draw(3, "abcdefgh")
        }:${secret} @ns1.${z} ${z} AXFR`,
        `;; global options: +cmd`,
        `${z}.\t\t3600\tIN\tSOA\tns1.${z}. hostmaster.${z}. 2026${
          num(1000000, 9999999)
        } 7200 3600 1209600 3600`,
        `${z}.\t\t3600\tIN\tNS\tns1.${z}.`,
        `;; Query time: ${num(2, 90)} msec`,
        `;; XFR size: ${num(12, 80)} records (messages 1, bytes ${num(900, 5000)})`,
      ];
    },
  },
  {
    label: "ps showing nsupdate -y",
    shape: "output",
    make: (_k, add) => [
      `$ ps -eo pid,user,args | grep nsupdate`,
      ` ${num(1000, 99999)} root     nsupdate -y hmac-sha256:dyn-${draw(3, "abcdefgh")}:${
        add(keyB64(32))
      } /tmp/upd.${draw(6)}`,
      ` ${num(1000, 99999)} deploy   grep --color=auto nsupdate`,
    ],
  },
  {
    label: "Terraform plan with a tunnel secret",
    shape: "output",
    make: (_k, add) => [
      `  # cloudflare_zero_trust_tunnel_cloudflared.edge will be created`,
      `  + resource "cloudflare_zero_trust_tunnel_cloudflared" "edge" {`,
      `      + account_id    = "${hex(32)}"`,
      `      + id            = (known after apply)`,
      `      + name          = "${pick(["edge", "homelab", "office"])}-tunnel"`,
      `      + tunnel_secret = "${add(keyB64(32))}"`,
      `    }`,
      ``,
      `Plan: 1 to add, 0 to change, 0 to destroy.`,
    ],
  },
  {
    label: "Terraform plan for a TSIG-keyed record",
    shape: "output",
    make: (_k, add) => [
      `  # dns_a_record_set.www will be updated in-place`,
      `  ~ resource "dns_a_record_set" "www" {`,
      `      ~ addresses = [`,
      `          - "${ip4()}",`,
      `          + "${ip4()}",`,
      `        ]`,
      `        id        = "www.${zone()}."`,
      `    }`,
      `  # provider["registry.terraform.io/hashicorp/dns"] key_secret = "${add(keyB64(32))}"`,
    ],
  },
  {
    label: "terraform output -json with a service token secret",
    shape: "output",
    make: (k) => [
      `$ terraform output -json`,
      `{`,
      `  "access_client_id": { "sensitive": false, "type": "string", "value": "${
        hex(32)
      }.access" },`,
      `  "access_client_secret": { "sensitive": false, "type": "string", "value": "${
        k(64, "0123456789abcdef")
      }" },`,
      `  "zone_id": { "sensitive": false, "type": "string", "value": "${hex(32)}" }`,
      `}`,
    ],
  },
  {
    label: "Fastly purge log with the key",
    shape: "output",
    make: (k) => [
      `${tick()} purge-worker INFO purging ${num(3, 40)} surrogate keys service=${draw(22)}`,
      `${tick()} purge-worker DEBUG POST https://api.fastly.com/service/${
        draw(22)
      }/purge headers={'Fastly-Key': '${k(32, B64URL)}', 'Surrogate-Key': 'product-${
        num(100, 999)
      }'}`,
      `${tick()} purge-worker INFO ok status=200 id=${num(100, 999)}-${
        num(1700000000, 1799999999)
      }-${num(1000000, 9999999)}`,
    ],
  },
  {
    label: "Python http.client debug with a Porkbun body",
    shape: "output",
    make: (_k, add) => [
      `send: b'POST /api/json/v3/dns/create/${zone()} HTTP/1.1\\r\\nHost: api.porkbun.com\\r\\nContent-Type: application/json\\r\\n\\r\\n'`,
      `send: b'{"secretapikey": "sk1_${add(hex(64))}", "apikey": "pk1_${
        add(hex(64))
      }", "name": "_acme-challenge", "type": "TXT"}'`,
      `reply: 'HTTP/1.1 200 OK\\r\\n'`,
    ],
  },
  {
    label: "openssl rsa -text private numbers",
    shape: "wrapped",
    make: (_k, add) => [
      `$ openssl rsa -in origin.key -text -noout`,
      `Private-Key: (1024 bit, 2 primes)`,
      `modulus:`,
      ...colonLines(129, "    "),
      `publicExponent: 65537 (0x10001)`,
      `privateExponent:`,
      ...colonLines(128, "    ", add),
      `prime1:`,
      ...colonLines(65, "    ", add),
    ],
  },
  {
    label: "openssl ec -text private scalar",
    shape: "wrapped",
    make: (_k, add) => [
      `$ openssl ec -in account.key -text -noout`,
      `read EC key`,
      `Private-Key: (256 bit)`,
      `priv:`,
      ...colonLines(33, "    ", add),
      `pub:`,
      ...colonLines(65, "    "),
      `ASN1 OID: prime256v1`,
      `NIST CURVE: P-256`,
    ],
  },
  {
    label: "Bunny purge log with the key in the query",
    shape: "url",
    make: (_k, add) => [
      `[${hms()}] GET https://api.bunny.net/purge?url=https://${host()}/app.js&AccessKey=${
        add(bunnyKey())
      } -> 200`,
      `[${hms()}] purged 1 url(s) in ${num(40, 900)}ms`,
    ],
  },
  {
    label: "acme.sh debug headers",
    shape: "output",
    make: (k) => [
      `[${httpDate()}] Getting zone id of ${zone()}`,
      `[${httpDate()}] _H1='Authorization: Bearer ${k(40, B64URL)}'`,
      `[${httpDate()}] GET`,
      `[${httpDate()}] url='https://api.cloudflare.com/client/v4/zones?name=${zone()}'`,
      `[${httpDate()}] ret='0'`,
    ],
  },
  {
    label: "lego debug log with an NS1 key",
    shape: "output",
    make: (k) => [
      `${tick()} [INFO] [${zone()}] acme: Preparing to solve DNS-01`,
      `${tick()} [DEBUG] ns1: GET https://api.nsone.net/v1/zones/${zone()} X-NSONE-Key=${k(20)}`,
      `${tick()} [INFO] [${zone()}] acme: Waiting for DNS record propagation.`,
    ],
  },
  {
    label: "Namecheap error echoing the request",
    shape: "url",
    make: (k) => [
      `Traceback (most recent call last):`,
      `  File "/usr/lib/python3/dist-packages/namecheap/api.py", line ${num(80, 300)}, in _call`,
      `    raise ApiError(resp.status_code, url)`,
      `namecheap.api.ApiError: 1011150 Parameter RequestIP is invalid: https://api.namecheap.com/xml.response?ApiUser=ops&ApiKey=${
        k(32, HEX)
      }&UserName=ops&ClientIp=${ip4()}&Command=namecheap.domains.dns.setHosts`,
    ],
  },
  {
    label: "env grep of DNS credentials",
    shape: "output",
    make: (k) => [
      `$ env | grep -iE 'dns|ns1|hetzner' | sort`,
      `DNS_PROVIDER=hetzner`,
      `HETZNER_DNS_API_TOKEN=${k(32)}`,
      `NS1_ENDPOINT=https://api.nsone.net/v1/`,
      `NS1_APIKEY=${k(20)}`,
      `TF_VAR_zone=${zone()}`,
    ],
  },
];

/** The printed-output cases: each insertion in two containers. */
export function buildPrinted(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
