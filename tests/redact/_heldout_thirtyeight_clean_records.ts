/**
 * Corpus thirty-eight, clean DNS records: what DNS work prints that looks random and is public —
 * DS and DNSKEY records with RRSIG signatures, a `K*.key` public file, TLSA and SSHFP records,
 * verification TXT records (`google-site-verification`, `_acme-challenge` values: public in DNS,
 * so clean), DKIM public keys, a zone file, dig's cookies, NSEC3 hashes, Route 53 and Cloudflare
 * record listings with zone, record and change ids, and a DNS-over-TLS pin.
 */
import { type Alike, combineClean } from "./_heldout_thirtyeight_boxes.ts";
import {
  B64,
  B64URL,
  draw,
  type HeldOutClean,
  hex,
  host,
  ip4,
  ip6,
  keyB64,
  LOWER_DIGITS,
  num,
  pick,
  UPPER_ALNUM,
  zone,
} from "./_heldout_thirtyeight_make.ts";

/** The fixed head of an RSA-2048 SubjectPublicKeyInfo in base64, in two halves. */
const SPKI_HEAD = "MIIBIjANBgkqhkiG9w0BAQEFAA" + "OCAQ8AMIIBCgKCAQEA";
const HEXU = "0123456789ABCDEF";
const B32HEX = "0123456789abcdefghijklmnopqrstuv";
const tag = () => num(1000, 65535);
const serial = () => `2026${String(num(1, 11)).padStart(2, "0")}${num(10, 28)}${num(10, 99)}`;

function rrsig(z: string, type: string): string {
  const until = `202612${num(10, 28)}000000`;
  const from = `202611${num(10, 28)}000000`;
  return `${z}.\t3600\tIN\tRRSIG\t${type} 13 2 3600 ${until} ${from} ${tag()} ${z}. ${keyB64(64)}`;
}

const ALIKES: readonly Alike[] = [
  ["DS record from dnssec-dsfromkey", () => {
    const z = zone();
    return [
      `$ dnssec-dsfromkey -2 K${z}.+013+${tag()}.key`,
      `${z}. IN DS ${tag()} 13 2 ${draw(64, HEXU)}`,
    ];
  }],
  ["dig +dnssec DNSKEY with RRSIG", () => {
    const z = zone();
    return [
      `;; ANSWER SECTION:`,
      `${z}.\t3600\tIN\tDNSKEY\t257 3 13 ${keyB64(64)}`,
      `${z}.\t3600\tIN\tDNSKEY\t256 3 13 ${keyB64(64)}`,
      rrsig(z, "DNSKEY"),
      ``,
      `;; Query time: ${num(3, 60)} msec`,
    ];
  }],
  ["K-key public file", () => {
    const z = zone();
    const t = tag();
    const day = num(1, 9);
    const min = num(10, 59);
    return [
      `$ cat K${z}.+013+${t}.key`,
      `; This is a key-signing key, keyid ${t}, for ${z}.`,
      `; Created: 2026110${day}10${min}00 (Mon Nov  ${day} 10:${min}:00 2026)`,
      `${z}. IN DNSKEY 257 3 13 ${keyB64(64)}`,
    ];
  }],
  ["TLSA records for mail", () => {
    const z = zone();
    return [
      `_25._tcp.mail.${z}. 3600 IN TLSA 3 1 1 ${hex(64)}`,
      `_25._tcp.mail.${z}. 3600 IN TLSA 2 1 1 ${hex(64)}`,
      `_443._tcp.${host(z)}. 3600 IN TLSA 3 0 1 ${hex(64)}`,
    ];
  }],
  ["SSHFP records from ssh-keygen -r", () => {
    const h = host();
    return [
      `$ ssh-keygen -r ${h}`,
      `${h} IN SSHFP 1 1 ${hex(40)}`,
      `${h} IN SSHFP 1 2 ${hex(64)}`,
      `${h} IN SSHFP 4 1 ${hex(40)}`,
      `${h} IN SSHFP 4 2 ${hex(64)}`,
    ];
  }],
  ["google-site-verification TXT", () => {
    const z = zone();
    return [
      `$ dig +short TXT ${z}`,
      `"google-site-verification=${draw(43, B64URL)}"`,
      `"v=spf1 include:_spf.google.com include:mailgun.org ~all"`,
      `"MS=ms${num(10000000, 99999999)}"`,
    ];
  }],
  ["certbot manual DNS challenge value", () => {
    const z = zone();
    return [
      `Please deploy a DNS TXT record under the name:`,
      ``,
      `_acme-challenge.${z}.`,
      ``,
      `with the following value:`,
      ``,
      draw(43, B64URL),
      ``,
      `Before continuing, verify the TXT record has been deployed.`,
    ];
  }],
  ["DKIM public key TXT", () => {
    const z = zone();
    const key = SPKI_HEAD + draw(342, B64) + "IDAQAB";
    return [
      `${pick(["google", "s1", "mg", "k1"])}._domainkey.${z}. 3600 IN TXT (`,
      `  "v=DKIM1; k=rsa; p=${key.slice(0, 200)}"`,
      `  "${key.slice(200)}" )`,
    ];
  }],
  ["zone file with verification records", () => {
    const z = zone();
    return [
      `$ORIGIN ${z}.`,
      `$TTL 3600`,
      `@\tIN\tSOA\tns1.${z}. hostmaster.${z}. ( ${serial()} 7200 3600 1209600 3600 )`,
      `@\tIN\tNS\tns1.${z}.`,
      `@\tIN\tA\t${ip4()}`,
      `@\tIN\tAAAA\t${ip6()}`,
      `@\tIN\tCAA\t0 issue "letsencrypt.org"`,
      `@\tIN\tTXT\t"facebook-domain-verification=${draw(30, LOWER_DIGITS)}"`,
      `@\tIN\tTXT\t"apple-domain-verification=${draw(16)}"`,
      `_dmarc\tIN\tTXT\t"v=DMARC1; p=quarantine; rua=mailto:dmarc@${z}"`,
      `www\tIN\tCNAME\t${z}.cdn.cloudflare.net.`,
    ];
  }],
  ["dig with a server cookie", () => {
    const z = zone();
    return [
      `; <<>> DiG 9.18.${num(20, 33)} <<>> ${z} A`,
      `;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${num(1000, 65535)}`,
      `;; OPT PSEUDOSECTION:`,
      `; EDNS: version: 0, flags:; udp: 1232`,
      `; COOKIE: ${hex(16)}${hex(32)} (good)`,
      `; NSID: ${hex(12)} ("${pick(["fra", "ams", "lhr"])}${num(1, 9)}")`,
      `;; ANSWER SECTION:`,
      `${z}.\t\t300\tIN\tA\t${ip4()}`,
    ];
  }],
  ["NSEC3 records and salt", () => {
    const z = zone();
    return [
      `${z}. 0 IN NSEC3PARAM 1 0 0 ${hex(16).toUpperCase()}`,
      `${draw(32, B32HEX)}.${z}. 3600 IN NSEC3 1 0 0 ${hex(16).toUpperCase()} ${
        draw(32, B32HEX)
      } A RRSIG`,
      `${draw(32, B32HEX)}.${z}. 3600 IN NSEC3 1 0 0 ${hex(16).toUpperCase()} ${
        draw(32, B32HEX)
      } NS SOA TXT RRSIG DNSKEY NSEC3PARAM`,
    ];
  }],
  ["Route 53 record sets and change id", () => [
    `$ aws route53 change-resource-record-sets --hosted-zone-id Z${
      draw(num(13, 20), UPPER_ALNUM)
    } --change-batch file://upsert.json`,
    `{`,
    `    "ChangeInfo": {`,
    `        "Id": "/change/C${draw(num(18, 20), UPPER_ALNUM)}",`,
    `        "Status": "PENDING",`,
    `        "SubmittedAt": "2026-11-${num(10, 28)}T${num(10, 23)}:${num(10, 59)}:${num(10, 59)}.${
      num(100, 999)
    }Z"`,
    `    }`,
    `}`,
  ]],
  ["Cloudflare DNS records listing", () => {
    const z = zone();
    const zid = hex(32);
    return [
      `{"result":[{"id":"${hex(32)}","zone_id":"${zid}","zone_name":"${z}","name":"${
        host(z)
      }","type":"A","content":"${ip4()}","proxied":true,"ttl":1},`,
      `{"id":"${
        hex(32)
      }","zone_id":"${zid}","zone_name":"${z}","name":"_acme-challenge.${z}","type":"TXT","content":"${
        draw(43, B64URL)
      }","proxied":false,"ttl":120}],`,
      `"success":true,"errors":[],"messages":[],"result_info":{"page":1,"per_page":100,"count":2,"total_count":2}}`,
    ];
  }],
  ["kdig over TLS with a pin", () => [
    `$ kdig -d @1.1.1.1 +tls-ca +tls-host=cloudflare-dns.com ${zone()} A`,
    `;; DEBUG: #1, CN=cloudflare-dns.com`,
    `;; DEBUG:      SHA-256 PIN: ${keyB64(32)}`,
    `;; DEBUG: #2, CN=DigiCert Global G2 TLS RSA SHA256 2020 CA1`,
    `;; DEBUG:      SHA-256 PIN: ${keyB64(32)}`,
    `;; TLS session (TLS1.3)-(ECDHE-X25519)-(ECDSA-SECP256R1-SHA256)-(AES-256-GCM)`,
    `;; Received ${num(50, 300)} B`,
  ]],
];

/** The clean DNS record cases: each look-alike in three containers. */
export function buildCleanRecords(): HeldOutClean[] {
  return combineClean(ALIKES, 3);
}
