/**
 * Corpus thirty-eight, certificates: certbot DNS plugin `.ini` credential files, acme.sh and lego
 * environment variables, External Account Binding HMAC keys, ACME account keys as JWKs (RSA and
 * EC), `.pfx`/keystore passwords, private keys beside CSRs, and a key inside a Kubernetes TLS
 * secret.
 */
import { combine, type Insertion } from "./_heldout_thirtyeight_boxes.ts";
import {
  ALNUM,
  armour,
  B64,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  host,
  keyB64,
  keyB64u,
  num,
  pass,
  pemBlock,
  pick,
  publicBlock,
  zone,
} from "./_heldout_thirtyeight_make.ts";

const email = () => `${pick(["certs", "hostmaster", "ana", "letsencrypt"])}@${zone()}`;

const INSERTIONS: readonly Insertion[] = [
  {
    label: "certbot cloudflare.ini",
    shape: "assignment",
    make: (k) => [
      `# /root/.secrets/certbot/cloudflare.ini (chmod 600)`,
      `dns_cloudflare_api_token = ${k(40, B64URL)}`,
    ],
  },
  {
    label: "certbot rfc2136.ini",
    shape: "assignment",
    make: (_k, add) => [
      `dns_rfc2136_server = ${pick(["192.0.2.53", "198.51.100.53"])}`,
      `dns_rfc2136_port = 53`,
      `dns_rfc2136_name = certbot.`,
      `dns_rfc2136_secret = ${add(keyB64(64))}`,
      `dns_rfc2136_algorithm = HMAC-SHA512`,
    ],
  },
  {
    label: "certbot digitalocean.ini",
    shape: "vendor",
    make: (_k, add) => [
      `$ cat ~/.secrets/digitalocean.ini`,
      `dns_digitalocean_token = dop_v1_${add(hex(64))}`,
      `$ certbot certonly --dns-digitalocean --dns-digitalocean-credentials ~/.secrets/digitalocean.ini -d ${zone()}`,
    ],
  },
  {
    label: "certbot Gandi and OVH credentials",
    shape: "assignment",
    make: (k) => [
      `dns_gandi_token=${k(40, "0123456789abcdef")}`,
      ``,
      `# ovh.ini`,
      `dns_ovh_endpoint = ovh-eu`,
      `dns_ovh_application_key = ${draw(16)}`,
      `dns_ovh_application_secret = ${k(32)}`,
      `dns_ovh_consumer_key = ${k(32)}`,
    ],
  },
  {
    label: "acme.sh Cloudflare exports",
    shape: "command",
    make: (k) => [
      `export CF_Token="${k(40, B64URL)}"`,
      `export CF_Account_ID="${hex(32)}"`,
      `acme.sh --issue --dns dns_cf -d ${zone()} -d '*.${zone()}' --server letsencrypt`,
    ],
  },
  {
    label: "acme.sh account.conf saved keys",
    shape: "assignment",
    make: (k) => [
      `LOG_FILE='/root/.acme.sh/acme.sh.log'`,
      `AUTO_UPGRADE='1'`,
      `SAVED_GD_Key='${k(num(32, 36), ALNUM + "_")}'`,
      `SAVED_GD_Secret='${k(22)}'`,
      `USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin'`,
    ],
  },
  {
    label: "lego with a DNS token on the command line",
    shape: "command",
    make: (k) => [
      `CLOUDFLARE_DNS_API_TOKEN=${k(40, B64URL)} \\`,
      `  lego --email ${email()} --dns cloudflare -d ${zone()} -d "*.${zone()}" run`,
      `[INFO] [${zone()}] acme: Obtaining bundled SAN certificate`,
    ],
  },
  {
    label: "certbot register with EAB",
    shape: "command",
    make: (_k, add) => [
      `certbot register --server https://acme.zerossl.com/v2/DV90 \\`,
      `  --eab-kid ${keyB64u(16)} \\`,
      `  --eab-hmac-key ${add(keyB64u(64))} \\`,
      `  -m ${email()} --agree-tos`,
    ],
  },
  {
    label: "EAB credentials from the CA's API",
    shape: "output",
    make: (_k, add) => [
      `{"success":true,"eab_kid":"${keyB64u(16)}","eab_hmac_key":"${add(keyB64u(64))}"}`,
    ],
  },
  {
    label: "certbot ACME account RSA JWK",
    shape: "output",
    make: (_k, add) => {
      const p = (n: number) => add(keyB64u(n));
      return [
        `$ sudo cat /etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/${
          hex(32)
        }/private_key.json`,
        JSON.stringify({
          n: keyB64u(256),
          e: "AQAB",
          d: p(256),
          p: p(128),
          q: p(128),
          dp: p(128),
          dq: p(128),
          qi: p(128),
          kty: "RSA",
        }),
      ];
    },
  },
  {
    label: "ACME account EC JWK",
    shape: "block",
    make: (_k, add) => [
      `{`,
      `  "kty": "EC",`,
      `  "crv": "P-256",`,
      `  "x": "${keyB64u(32)}",`,
      `  "y": "${keyB64u(32)}",`,
      `  "d": "${add(keyB64u(32))}"`,
      `}`,
    ],
  },
  {
    label: "pkcs12 export with a pass on the command line",
    shape: "command",
    make: (_k, add) => [
      `openssl pkcs12 -export -out ${zone()}.pfx -inkey privkey.pem -in fullchain.pem \\`,
      `  -name "${zone()}" -passout pass:${pass(add)}`,
    ],
  },
  {
    label: "Import-PfxCertificate with a plain password",
    shape: "command",
    make: (_k, add) => [
      `$pw = ConvertTo-SecureString -String '${pass(add)}' -Force -AsPlainText`,
      `Import-PfxCertificate -FilePath C:\\certs\\${zone()}.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password $pw`,
    ],
  },
  {
    label: "keytool with storepass",
    shape: "command",
    make: (_k, add) => [
      `keytool -importkeystore -srckeystore ${zone()}.p12 -srcstoretype PKCS12 \\`,
      `  -srcstorepass ${pass(add)} -destkeystore edge.jks -deststorepass ${pass(add)}`,
    ],
  },
  {
    label: "private key beside a CSR",
    shape: "block",
    make: (k) => [
      `$ openssl req -new -newkey rsa:2048 -nodes -keyout ${zone()}.key -out ${zone()}.csr -subj "/CN=${host()}"`,
      `$ cat ${zone()}.key ${zone()}.csr`,
      ...pemBlock(k, "", 11),
      ...publicBlock("CERTIFICATE REQUEST", num(8, 12)),
    ],
  },
  {
    label: "EC privkey.pem from live",
    shape: "block",
    make: (k) => [
      `$ sudo cat /etc/letsencrypt/live/${zone()}/privkey.pem`,
      armour("", false),
      k(64, B64),
      k(64, B64),
      k(56, B64),
      armour("", true),
    ],
  },
  {
    label: "Kubernetes TLS secret with tls.key",
    shape: "encoded",
    make: (_k, add) => {
      const key = [
        armour("EC ", false),
        draw(64, B64),
        draw(64, B64),
        draw(52, B64),
        armour("EC ", true),
      ].join("\n");
      return [
        `apiVersion: v1`,
        `kind: Secret`,
        `type: kubernetes.io/tls`,
        `metadata: { name: ${zone().replace(/\./g, "-")}-tls }`,
        `data:`,
        `  tls.crt: ${b64(publicBlock("CERTIFICATE", 6).join("\n")).slice(0, 120)}...`,
        `  tls.key: ${add(b64(key))}`,
      ];
    },
  },
  {
    label: "Caddyfile with a literal DNS token",
    shape: "assignment",
    make: (k) => [
      `${zone()}, *.${zone()} {`,
      `  tls {`,
      `    dns cloudflare ${k(40, B64URL)}`,
      `    resolvers 1.1.1.1`,
      `  }`,
      `  reverse_proxy localhost:${num(3000, 9000)}`,
      `}`,
    ],
  },
];

/** The certificate cases: each insertion in two containers. */
export function buildAcme(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
