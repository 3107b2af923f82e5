/**
 * Corpus thirty-eight, clean configuration and chat: where a secret of this subject is referred to
 * and not written — certbot's documented example token, placeholders and masked values, `_FILE`
 * paths and `${{ secrets.X }}`, SOPS ciphertext, BIND includes, Terraform's `(sensitive value)`,
 * wrangler's hidden prompt, token and service-token listings without their values, Access's public
 * JWKS, an audit log, account, zone and namespace ids, and AWS's documented example keys.
 */
import { type Alike, combineClean } from "./_heldout_thirtyeight_boxes.ts";
import {
  draw,
  type HeldOutClean,
  hex,
  host,
  ip4,
  keyB64,
  keyB64u,
  num,
  pick,
  ray,
  tick,
  uuid,
  zone,
} from "./_heldout_thirtyeight_make.ts";

/** AWS's documented example secret access key (public, in its docs). */
export const AWS_EXAMPLE_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

const ALIKES: readonly Alike[] = [
  ["certbot's documented example token", () => [
    `# Cloudflare API token used by Certbot`,
    `dns_cloudflare_api_token = 0123456789abcdef0123456789abcdef01234567`,
    ``,
    `That is the example from the plugin's docs; replace it with the token you create for ${zone()}.`,
  ]],
  ["edgerc template with placeholders", () => [
    `[default]`,
    `client_secret = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=`,
    `host = akab-xxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx.luna.akamaiapis.net`,
    `access_token = akab-xxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx`,
    `client_token = akab-xxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx`,
    `max-body = ${pick(["131072", "65536"])}`,
  ]],
  ["wrangler secret put prompt", () => [
    `$ npx wrangler secret put ${pick(["ORIGIN_AUTH_SECRET", "SIGNING_KEY", "TURNSTILE_SECRET"])}`,
    `✔ Enter a secret value: … ****************************************`,
    `🌀 Creating the secret for the Worker "${pick(["edge-auth", "geo-router"])}-${num(100, 999)}"`,
    `✨ Success! Uploaded secret`,
  ]],
  ["wrangler.toml with ids", () => [
    `name = "${pick(["edge-auth", "img-resize", "og-cards"])}"`,
    `account_id = "${hex(32)}"`,
    `routes = [{ pattern = "${host()}/*", zone_id = "${hex(32)}" }]`,
    ``,
    `[[kv_namespaces]]`,
    `binding = "CACHE"`,
    `id = "${hex(32)}"`,
    `preview_id = "${hex(32)}"`,
    ``,
    `[[d1_databases]]`,
    `binding = "DB"`,
    `database_id = "${uuid()}"`,
  ]],
  ["Terraform plan with sensitive values", () => [
    `  + resource "cloudflare_zero_trust_tunnel_cloudflared" "edge" {`,
    `      + account_id    = "${hex(32)}"`,
    `      + id            = (known after apply)`,
    `      + tunnel_secret = (sensitive value)`,
    `    }`,
    `  + resource "cloudflare_api_token" "dns_edit" {`,
    `      + value = (sensitive value)`,
    `      + name  = "dns-edit-${zone()}"`,
    `    }`,
  ]],
  ["API token listing without values", () => [
    JSON.stringify({
      result: [{
        id: hex(32),
        name: `certbot ${zone()}`,
        status: "active",
        issued_on: tick(),
        last_used_on: tick(),
        policies: [{
          id: hex(32),
          effect: "allow",
          resources: { [`com.cloudflare.api.account.zone.${hex(32)}`]: "*" },
        }],
      }],
      success: true,
    }),
  ]],
  ["workflow with secrets references", () => [
    `      - name: Deploy worker`,
    `        uses: cloudflare/wrangler-action@v3`,
    `        with:`,
    `          apiToken: \${{ secrets.CLOUDFLARE_API_TOKEN }}`,
    `          accountId: \${{ vars.CLOUDFLARE_ACCOUNT_ID }}`,
    `      - run: curl -fsS -X POST -H "Fastly-Key: $FASTLY_KEY" https://api.fastly.com/service/$SVC/purge_all`,
    `        env: { FASTLY_KEY: "\${{ secrets.FASTLY_API_TOKEN }}", SVC: "\${{ vars.FASTLY_SERVICE }}" }`,
  ]],
  ["lego with _FILE paths", () => [
    `CLOUDFLARE_DNS_API_TOKEN_FILE=/run/secrets/cf_dns_token`,
    `CLOUDFLARE_ZONE_API_TOKEN_FILE=/run/secrets/cf_zone_token`,
    `LEGO_EMAIL=certs@${zone()}`,
    `LEGO_CA_CERTIFICATES=/etc/ssl/certs/ca-certificates.crt`,
    `lego --dns cloudflare -d ${zone()} --path /var/lib/lego run`,
  ]],
  ["SOPS-encrypted certbot ini", () => [
    `dns_cloudflare_api_token = ENC[AES256_GCM,data:${keyB64(40).replace(/=+$/, "")},iv:${
      keyB64(32)
    },tag:${keyB64(16)},type:str]`,
    `sops_age__list_0__map_recipient = age1${draw(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`,
    `sops_lastmodified = ${tick().slice(0, 19)}Z`,
    `sops_mac = ENC[AES256_GCM,data:${keyB64(32)},iv:${keyB64(32)},tag:${keyB64(16)},type:str]`,
    `sops_version = 3.9.${num(0, 4)}`,
  ]],
  ["named.conf with key includes", () => {
    const z = zone();
    return [
      `include "/etc/bind/keys/xfr.key";`,
      `include "/etc/bind/rndc.key";`,
      `zone "${z}" {`,
      `    type secondary;`,
      `    primaries { ${ip4()} key xfr-${z}; };`,
      `    file "/var/cache/bind/db.${z}";`,
      `    allow-transfer { key xfr-${z}; };`,
      `};`,
    ];
  }],
  ["ddclient with masked and env passwords", () => [
    `# ddclient --query / ddclient -verbose`,
    `protocol=cloudflare, zone=${zone()}, login=token, password_env=CF_DDNS_TOKEN ${host()}`,
    `protocol=dyndns2, server=members.dyndns.org, login=${
      pick(["hanna", "mk"])
    }, password=******** home.${zone()}`,
    `INFO:     forcing update of ${host()} (ip ${ip4()})`,
  ]],
  ["service token listing", () => [
    `$ curl -s "https://api.cloudflare.com/client/v4/accounts/${
      hex(32)
    }/access/service_tokens" -H "Authorization: Bearer $CF_API_TOKEN" | jq -c '.result[]'`,
    JSON.stringify({
      client_id: `${hex(32)}.access`,
      id: uuid(),
      name: "ci-runner",
      expires_at: tick(),
    }),
    JSON.stringify({
      client_id: `${hex(32)}.access`,
      id: uuid(),
      name: "grafana-probe",
      expires_at: tick(),
    }),
    `# the client_secret is only shown once, when the token is created`,
  ]],
  ["Access certs JWKS", () => [
    `$ curl -s https://${
      pick(["acme", "larkspur"])
    }.cloudflareaccess.com/cdn-cgi/access/certs | jq '.keys[0]'`,
    `{`,
    `  "kid": "${hex(64)}",`,
    `  "kty": "RSA",`,
    `  "alg": "RS256",`,
    `  "use": "sig",`,
    `  "e": "AQAB",`,
    `  "n": "${keyB64u(256)}"`,
    `}`,
  ]],
  ["audit log entries", () => [
    JSON.stringify({
      action: { info: "rec_set", result: true, type: "update" },
      actor: { email: `ops@${zone()}`, id: hex(32), ip: ip4(), type: "user" },
      id: uuid(),
      metadata: { zone_name: zone(), ray_id: ray() },
      resource: { id: hex(32), type: "DNS_record" },
      when: tick(),
    }),
    `cf-ray: ${ray()}   request-id: ${uuid()}`,
  ]],
  ["answer with placeholders", () => [
    `Put the token in the credentials file, not in the command:`,
    ``,
    `    dns_cloudflare_api_token = <YOUR_API_TOKEN>`,
    ``,
    `For Porkbun the pair looks like \`pk1_...\` and \`sk1_...\`; for GoDaddy the header is`,
    `\`Authorization: sso-key <KEY>:<SECRET>\`. Run \`chmod 600\` on the file, and keep the`,
    `value in your password manager (op://Infra/${zone()}/credential) rather than in the repository.`,
  ]],
  ["Route 53 credentials from AWS docs", () => [
    `[dns-example]`,
    `aws_access_key_id = AKIAIOSFODNN7EXAMPLE`,
    `aws_secret_access_key = ${AWS_EXAMPLE_SECRET}`,
    `# the example pair from the AWS CLI guide, replace before running`,
    `region = us-east-1`,
  ]],
  ["tunnel info output", () => {
    const id = uuid();
    return [
      `$ cloudflared tunnel info ${pick(["edge", "homelab"])}`,
      `NAME:     ${pick(["edge", "homelab"])}`,
      `ID:       ${id}`,
      `CREATED:  ${tick()}`,
      ``,
      `CONNECTOR ID                         CREATED              ARCHITECTURE VERSION   ORIGIN IP      EDGE`,
      `${uuid()} ${tick().slice(0, 19)}Z linux_amd64  2026.${num(1, 11)}.0 ${ip4()} 2x${
        pick(["fra", "ams"])
      }${num(1, 20)}`,
      `credentials file: /etc/cloudflared/${id}.json`,
    ];
  }],
];

/** The clean configuration and chat cases: each look-alike in three containers. */
export function buildCleanConfig(): HeldOutClean[] {
  return combineClean(ALIKES, 3);
}
