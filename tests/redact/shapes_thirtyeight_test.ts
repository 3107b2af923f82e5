/**
 * The shapes mended after held-out corpus thirty-eight was seen (docs/redaction.md, "Corpus
 * thirty-eight after it was seen": DNS, domains, CDN, edge and TLS certificates): other tools and
 * other wording than the corpus text, each with a near miss on the other side — as written, inside
 * a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, BASE64URL, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 58_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const b64 = (n: number) => key(n - 2, BASE64) + "x9";
const hex = (n: number) => key(n - 2, HEX) + "a1";
const upperHex = (n: number) => key(n - 2, "0123456789ABCDEF") + "C4";
/** `n` bytes as colon hex, 15 a line, indented as `openssl … -text` prints them. */
const colonHex = (n: number) => {
  const bytes = hex(2 * n).match(/../g)!;
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += 15) lines.push(bytes.slice(i, i + 15).join(":"));
  return lines.map((l, i) => "    " + l + (i < lines.length - 1 ? ":" : ""));
};

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const k = b64(43) + "=";
  add(
    "knsupdate -y with its algorithm in a script",
    `knsupdate -y hmac-sha256:ddns-web:${k} <<'EOF'\nupdate delete old.example.org. A\nEOF`,
    k,
  );
}
{
  const k = b64(22) + "==";
  add("dig -y without an algorithm", `dig @ns2.example.net -y xfr-key:${k} example.net AXFR`, k);
}
{
  const k = b64(86) + "==";
  add("a TSIG triple in YAML", `tsig: "hmac-sha512:octodns-xfr:${k}"`, k);
}
{
  const k = b64(43) + "=";
  add(
    "rndc-confgen's key statement",
    `key "rndc-key" {\n\talgorithm hmac-sha256;\n\tsecret "${k}";\n};`,
    k,
  );
}
{
  const k = b64(22) + "==";
  add("BIND's old HMAC-MD5 key file", `host1.example.com. IN KEY 512 3 157 ${k}`, k);
}
{
  const k = b64(43);
  add(
    "an Ed25519 K-private file",
    `Private-key-format: v1.3\nAlgorithm: 15 (ED25519)\nPrivateKey: ${k}=\nCreated: 20260101000000`,
    k,
  );
}
{
  const [a, b, c] = colonHex(32);
  add(
    "openssl pkey -text of an EC key",
    `$ openssl pkey -in k.pem -text -noout\nPrivate-Key: (256 bit)\npriv:\n${a}\n${b}\n${c}\npub:\n    04:aa`,
    a!.trim(),
    b!.trim(),
    c!.trim(),
  );
}
{
  const lines = colonHex(64);
  add(
    "openssl rsa -text's second prime",
    `prime2:\n${lines.join("\n")}\nexponent1:\n    00`,
    ...lines.map((l) => l.trim()),
  );
}
{
  const k = "cfat_" + key(40) + hex(8);
  add("a Cloudflare account token in chat", `here you go: ${k} (read-only)`, k);
}
{
  const a = "pk1_" + hex(64);
  const s = "sk1_" + hex(64);
  add("Porkbun keys in a notes file", `porkbun\n  key ${a}\n  secret ${s}`, a, s);
}
{
  const k = hex(37);
  add(
    "a Global API key quoted back in a sentence",
    `Your X-Auth-Key header carries ${k}, which is the Global API key, not a token.`,
    k,
  );
}
{
  const k = hex(32);
  const s = hex(32);
  add(
    "Sucuri's key and secret in a query string",
    `https://waf.sucuri.net/api?v2&k=${k}&s=${s}&a=audit_trails`,
    k,
    s,
  );
}
{
  const k = "1b4e28ba-2fa1-4d3b-9c5e-" + hex(12);
  add("sudo cat of a secret file", `$ sudo cat /etc/varnish/secret\n${k}\n$ `, k);
}
{
  const k = hex(64);
  add("a secret's hex under xxd", `$ printf %s "$DDNS_SECRET" | base64 -d | xxd -p -c 32\n${k}`, k);
}
{
  const k = key(24) + "7";
  add("an API token header as a log parameter", `DEBUG request X-Api-Token=${k} status=200`, k);
}
{
  const k = key(14) + "5q";
  add("an EPP code in a handover note", `EPP code: ${k}\nexpires in 5 days`, k);
}

{
  const k = b64(43) + "=";
  add(
    "nsupdate's key command in a script",
    `server ns1.example.net\nkey hmac-sha256:web-ddns ${k}\nupdate add a.example.net 60 A 192.0.2.7\nsend`,
    k,
  );
}
{
  const k = b64(86) + "==";
  add("pdnsutil's TSIG key listing", `$ pdnsutil list-tsig-keys\nxfr-west. hmac-sha512. ${k}`, k);
}
{
  const k = b64(43) + "=";
  add(
    "CoreDNS's tsig plugin",
    `example.net {\n  tsig {\n    secret xfr.example.net. ${k}\n  }\n}`,
    k,
  );
}
{
  const k = hex(96);
  add("a TLS key log line", `# SSL/TLS secrets log file\nCLIENT_RANDOM ${hex(64)} ${k}`, k);
}
{
  const body = [b64(64), b64(64), b64(20) + "=="];
  add(
    "cloudflared's cert.pem with its tunnel token",
    `cert.pem holds:\n-----BEGIN ARGO TUNNEL TOKEN-----\n${
      body.join("\n")
    }\n-----END ARGO TUNNEL TOKEN-----`,
    ...body,
  );
}
CLEAN.push([
  "an RSA DNSKEY split in chunks by dig",
  `example.org.\t86400\tIN\tDNSKEY\t256 3 8 ${b64(64)} ${b64(64)} ${b64(44)}==`,
]);
CLEAN.push([
  "an RRSIG over an A record",
  `www.example.org. 300 IN RRSIG A 13 3 300 20270101000000 20261201000000 12345 example.org. ${
    b64(86)
  }==`,
]);
CLEAN.push(["a CDNSKEY record", `example.net. 3600 IN CDNSKEY 257 3 15 ${b64(43)}=`]);
CLEAN.push([
  "an HPKP header",
  `Public-Key-Pins: pin-sha256="${b64(43)}="; pin-sha256="${b64(43)}="; max-age=5184000`,
]);
CLEAN.push([
  "curl's pinned public key",
  `curl --pinnedpubkey 'sha256//${b64(43)}=' https://x.example`,
]);
CLEAN.push([
  "openssl x509 -text's modulus",
  `        Subject Public Key Info:\n                Modulus:\n${
    colonHex(40).map((l) => "            " + l).join("\n")
  }\n                Exponent: 65537 (0x10001)`,
]);
CLEAN.push([
  "openssl s_client's TLS 1.2 session id",
  `SSL-Session:\n    Protocol  : TLSv1.2\n    Session-ID: ${upperHex(64)}\n    Session-ID-ctx: `,
]);
CLEAN.push([
  "an acme-challenge TXT record",
  `_acme-challenge.shop.example.com. 120 IN TXT "${key(41, BASE64URL)}x9"`,
]);
CLEAN.push([
  "lego's DNS-01 instructions",
  `_acme-challenge.example.io.\n\nvalue to put in the TXT record:\n\n${key(41, BASE64URL)}Q1`,
]);
CLEAN.push(["a counting placeholder", `api_token = 12345678901234567890123456789012345678`]);
CLEAN.push(["a padded mask", `client_secret: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=="`]);

CLEAN.push([
  "a DNS stamp in dnscrypt-proxy's config",
  `[static.'my-doh']\nstamp = 'sdns://AgcAAAAAAAAABzEuMC4wLjEAEmRucy5leGFtcGxlLmNvbQovZG5zLXF1ZXJ5'`,
]);
CLEAN.push([
  "an older openssl's authority key id",
  `            X509v3 Authority Key Identifier:\n                keyid:${
    hex(40).toUpperCase().match(/../g)!.join(":")
  }`,
]);
CLEAN.push([
  "Route 53's key-signing key as JSON",
  `"KeySigningKeys": [{\n  "Name": "ksk-west",\n  "DNSKEYRecord": "257 3 13 ${b64(86)}=="\n}]`,
]);
CLEAN.push(["tsig-keygen naming its key", "$ tsig-keygen -a hmac-sha256 transferkey2026west"]);

shapeTests("corpus thirty-eight", SECRETS, CLEAN);
