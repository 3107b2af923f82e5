/**
 * Corpus thirty-eight, clean certificates and edge output: public certificates and CSRs,
 * `openssl x509 -text` with serials, key identifiers, a modulus and a signature in colon hex,
 * fingerprints, certbot's success message naming where the key lives, response headers of
 * Cloudflare (ray ids, NEL report URL), Fastly, CloudFront (`x-amz-cf-id`) and Akamai (cache keys),
 * HSTS and HPKP pins, crt.sh entries, cert-manager status, ACME http-01 tokens in an access log,
 * purge responses and an `openssl s_client` chain.
 */
import { type Alike, combineClean } from "./_heldout_thirtyeight_boxes.ts";
import {
  B64URL,
  colonHex,
  colonLines,
  draw,
  type HeldOutClean,
  hex,
  hms,
  host,
  httpDate,
  ip4,
  keyB64,
  num,
  pick,
  publicBlock,
  ray,
  tick,
  uuid,
  zone,
} from "./_heldout_thirtyeight_make.ts";

const ALIKES: readonly Alike[] = [
  ["fullchain.pem", () => [
    `$ cat /etc/letsencrypt/live/${zone()}/fullchain.pem`,
    ...publicBlock("CERTIFICATE", num(16, 22)),
    ...publicBlock("CERTIFICATE", num(20, 26)),
  ]],
  ["openssl x509 -text", () => {
    const z = zone();
    return [
      `Certificate:`,
      `    Data:`,
      `        Version: 3 (0x2)`,
      `        Serial Number:`,
      `            ${hex(36).replace(/(..)(?!$)/g, "$1:")}`,
      `        Signature Algorithm: sha256WithRSAEncryption`,
      `        Issuer: C = US, O = Let's Encrypt, CN = R${num(10, 14)}`,
      `        Subject: CN = ${z}`,
      `        Subject Public Key Info:`,
      `            Public Key Algorithm: rsaEncryption`,
      `                Public-Key: (2048 bit)`,
      `                Modulus:`,
      ...colonLines(257, "                    "),
      `                Exponent: 65537 (0x10001)`,
      `            X509v3 Subject Key Identifier:`,
      `                ${colonHex(20)}`,
      `            X509v3 Authority Key Identifier:`,
      `                ${colonHex(20)}`,
      `            X509v3 Subject Alternative Name:`,
      `                DNS:${z}, DNS:*.${z}`,
      `    Signature Value:`,
      ...colonLines(256, "        "),
    ];
  }],
  ["fingerprints and serial", () => [
    `$ openssl x509 -in cert.pem -noout -serial -fingerprint -sha256 -enddate`,
    `serial=${hex(36).toUpperCase()}`,
    `sha256 Fingerprint=${colonHex(32)}`,
    `notAfter=Feb ${num(10, 28)} ${hms()} 2027 GMT`,
    `$ openssl x509 -in cert.pem -noout -fingerprint -sha1`,
    `sha1 Fingerprint=${colonHex(20)}`,
  ]],
  ["certbot success message", () => {
    const z = zone();
    return [
      `Successfully received certificate.`,
      `Certificate is saved at: /etc/letsencrypt/live/${z}/fullchain.pem`,
      `Key is saved at:         /etc/letsencrypt/live/${z}/privkey.pem`,
      `This certificate expires on 2027-02-${num(10, 28)}.`,
      `These files will be updated when the certificate renews.`,
      `Certbot has set up a scheduled task to automatically renew this certificate in the background.`,
    ];
  }],
  ["curl -I through Cloudflare", () => [
    `HTTP/2 200`,
    `date: ${httpDate()}`,
    `content-type: text/html; charset=utf-8`,
    `cf-cache-status: ${pick(["HIT", "DYNAMIC", "MISS", "REVALIDATED"])}`,
    `age: ${num(1, 9000)}`,
    `etag: W/"${hex(num(8, 40))}"`,
    `report-to: {"endpoints":[{"url":"https:\\/\\/a.nel.cloudflare.com\\/report\\/v4?s=${
      draw(num(100, 140), B64URL.replace("-", "").replace("_", "")).replace(/(.{20})/g, "$1%2B")
    }"}],"group":"cf-nel","max_age":604800}`,
    `nel: {"success_fraction":0,"report_to":"cf-nel","max_age":604800}`,
    `server: cloudflare`,
    `cf-ray: ${ray()}`,
    `alt-svc: h3=":443"; ma=86400`,
  ]],
  ["Fastly debug headers", () => [
    `HTTP/2 200`,
    `x-served-by: cache-${pick(["fra-eddf", "ams-ehaa", "lhr-egll"])}${num(8000000, 8200000)}-${
      pick(["FRA", "AMS", "LHR"])
    }`,
    `x-cache: ${pick(["HIT", "MISS, HIT", "HIT, HIT"])}`,
    `x-cache-hits: ${num(0, 90)}`,
    `x-timer: S${num(1795000000, 1799999999)}.${num(100000, 999999)},VS0,VE${num(0, 90)}`,
    `surrogate-key: product-${num(100, 999)} category-${num(10, 99)} ${hex(12)}`,
    `fastly-debug-digest: ${hex(64)}`,
    `etag: "${hex(32)}"`,
  ]],
  ["CloudFront response headers", () => [
    `< HTTP/2 200`,
    `< content-type: application/javascript`,
    `< x-cache: Hit from cloudfront`,
    `< via: 1.1 ${hex(32)}.cloudfront.net (CloudFront)`,
    `< x-amz-cf-pop: ${pick(["FRA56-P", "AMS1-C", "LHR61-P"])}${num(1, 9)}`,
    `< x-amz-cf-id: ${draw(54, B64URL)}==`,
    `< x-amz-version-id: ${draw(32, B64URL)}`,
    `< etag: "${hex(32)}"`,
  ]],
  ["Akamai pragma debug headers", () => {
    const h = host();
    return [
      `X-Cache: TCP_MEM_HIT from a${num(20, 220)}-${num(1, 250)}-${num(1, 250)}-${
        num(1, 250)
      }.deploy.akamaitechnologies.com (AkamaiGHost/22.${num(1, 9)}.0-${num(100000, 999999)}) (-)`,
      `X-Cache-Key: S/L/${num(1000, 9999)}/${num(100000, 999999)}/1d/origin-${h}/assets/app.${
        hex(8)
      }.js`,
      `X-Check-Cacheable: YES`,
      `X-Akamai-Request-ID: ${hex(8)}.${hex(8)}`,
      `X-Serial: ${num(1000, 9999)}`,
      `X-Akamai-Session-Info: name=AKA_PM_CACHEABLE_OBJECT; value=true`,
    ];
  }],
  ["HSTS and HPKP in a review", () => [
    `Strict-Transport-Security: max-age=63072000; includeSubDomains; preload`,
    `Public-Key-Pins: pin-sha256="${keyB64(32)}"; pin-sha256="${
      keyB64(32)
    }"; max-age=5184000; includeSubDomains`,
    ``,
    `HPKP is deprecated and browsers ignore it; the two pins above are SHA-256 hashes of public keys,`,
    `so removing the header is safe. Keep HSTS with preload.`,
  ]],
  ["crt.sh entries", () => {
    const z = zone();
    const entry = () =>
      JSON.stringify({
        issuer_ca_id: num(100000, 299999),
        issuer_name: `C=US, O=Let's Encrypt, CN=E${num(5, 8)}`,
        common_name: z,
        id: num(10000000000, 19999999999),
        entry_timestamp: tick().replace("Z", ""),
        serial_number: hex(36),
      });
    return [
      `$ curl -s "https://crt.sh/?q=${z}&output=json" | jq -c '.[]' | head -3`,
      entry(),
      entry(),
      entry(),
    ];
  }],
  ["cert-manager certificate status", () => {
    const z = zone();
    return [
      `Status:`,
      `  Conditions:`,
      `    Last Transition Time:  ${tick().slice(0, 19)}Z`,
      `    Message:               Certificate is up to date and has not expired`,
      `    Reason:                Ready`,
      `    Status:                True`,
      `    Type:                  Ready`,
      `  Not After:               2027-02-${num(10, 28)}T${hms()}Z`,
      `  Revision:                ${num(2, 30)}`,
      `Spec:`,
      `  Secret Name:  ${z.replace(/\./g, "-")}-tls`,
      `  Issuer Ref:   { kind: ClusterIssuer, name: letsencrypt-dns01 }`,
    ];
  }],
  ["http-01 tokens in an access log", () => [
    `${ip4()} - - [${num(10, 28)}/Nov/2026:${hms()} +0000] "GET /.well-known/acme-challenge/${
      draw(43, B64URL)
    } HTTP/1.1" 200 87 "-" "Mozilla/5.0 (compatible; Let's Encrypt validation server)"`,
    `${ip4()} - - [${num(10, 28)}/Nov/2026:${hms()} +0000] "GET /.well-known/acme-challenge/${
      draw(43, B64URL)
    } HTTP/1.1" 200 87 "-" "Mozilla/5.0 (compatible; Let's Encrypt validation server)"`,
  ]],
  ["purge responses", () => [
    `{"result":{"id":"${hex(32)}"},"success":true,"errors":[],"messages":[]}`,
    `{"status":"ok","id":"${num(100, 999)}-${num(1700000000, 1799999999)}-${
      num(1000000, 9999999)
    }"}`,
    `HTTP/1.1 204 No Content (bunny purge, request ${uuid()})`,
  ]],
  ["openssl s_client chain", () => {
    const z = zone();
    return [
      `CONNECTED(00000003)`,
      `depth=2 C = US, O = Internet Security Research Group, CN = ISRG Root X1`,
      `depth=0 CN = ${z}`,
      `---`,
      `New, TLSv1.3, Cipher is TLS_AES_256_GCM_SHA384`,
      `Server public key is 256 bit`,
      `    Session-ID: ${hex(64).toUpperCase()}`,
      `    Session-ID-ctx:`,
      `    Verify return code: 0 (ok)`,
      `issuer=C = US, O = Let's Encrypt, CN = E${num(5, 8)}`,
    ];
  }],
];

/** The clean certificate and edge cases: each look-alike in three containers. */
export function buildCleanCerts(): HeldOutClean[] {
  return combineClean(ALIKES, 3);
}
