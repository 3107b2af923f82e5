/**
 * Corpus thirty-eight, DNS servers: the shared keys and private keys a name server keeps — BIND's
 * `tsig-keygen` output and `key { secret …; }` blocks, `nsupdate -y`, `rndc.key` and
 * `rndc-confgen`, DNSSEC `K*.private` files (ECDSA, Ed25519, RSA with its private parts), Knot's
 * keys and `kdig -y`, Unbound's control key, a PowerDNS key export and a Terraform DNS provider.
 */
import { combine, type Insertion } from "./_heldout_thirtyeight_boxes.ts";
import {
  B64,
  draw,
  type HeldOutSecret,
  hex,
  hms,
  host,
  ip4,
  keyB64,
  LOWER,
  num,
  pemBlock,
  pick,
  type Piece,
  zone,
} from "./_heldout_thirtyeight_make.ts";

const ALGS = ["hmac-sha256", "hmac-sha512", "hmac-sha256", "hmac-sha384"] as const;
const BYTES: Record<string, number> = { "hmac-sha256": 32, "hmac-sha384": 48, "hmac-sha512": 64 };

/** A TSIG secret of `alg`'s length, recorded as a piece. */
function tsig(add: (p: string) => string, alg: string): string {
  return add(keyB64(BYTES[alg]!));
}

const keyName = () => `${pick(["xfr", "ddns", "acme", "update", "transfer"])}-${draw(4, LOWER)}`;

/** A DNSSEC key file's timing lines. */
function timing(): string[] {
  const two = (lo: number, hi: number) => String(num(lo, hi)).padStart(2, "0");
  const at = () => `2026${two(1, 11)}${two(10, 28)}${two(0, 23)}${two(0, 59)}${two(0, 59)}`;
  return [`Created: ${at()}`, `Publish: ${at()}`];
}

/** An RSA key's private parts as a K*.private file writes them, each a piece. */
function rsaPrivate(k: Piece): string[] {
  return [
    `Modulus: ${draw(344, B64)}`,
    `PublicExponent: AQAB`,
    `PrivateExponent: ${k(340, B64)}==`,
    `Prime1: ${k(172, B64)}`,
    `Prime2: ${k(172, B64)}`,
    `Exponent1: ${k(172, B64)}`,
    `Exponent2: ${k(170, B64)}==`,
    `Coefficient: ${k(171, B64)}=`,
  ];
}

const INSERTIONS: readonly Insertion[] = [
  {
    label: "tsig-keygen output",
    shape: "output",
    make: (_k, add) => {
      const alg = pick(ALGS);
      const name = keyName();
      return [
        `$ tsig-keygen -a ${alg} ${name}`,
        `key "${name}" {`,
        `\talgorithm ${alg};`,
        `\tsecret "${tsig(add, alg)}";`,
        `};`,
      ];
    },
  },
  {
    label: "named.conf key block and allow-update",
    shape: "block",
    make: (_k, add) => {
      const name = keyName();
      const z = zone();
      return [
        `key "${name}." {`,
        `    algorithm hmac-sha256;`,
        `    secret "${tsig(add, "hmac-sha256")}";`,
        `};`,
        ``,
        `zone "${z}" {`,
        `    type primary;`,
        `    file "/var/lib/bind/db.${z}";`,
        `    update-policy { grant ${name}. name _acme-challenge.${z}. TXT; };`,
        `};`,
      ];
    },
  },
  {
    label: "nsupdate -y on the command line",
    shape: "command",
    make: (_k, add) => {
      const z = zone();
      return [
        `nsupdate -y hmac-sha512:${keyName()}:${tsig(add, "hmac-sha512")} <<EOF`,
        `server ns1.${z}`,
        `update add ${host(z)}. 300 A ${ip4()}`,
        `send`,
        `EOF`,
      ];
    },
  },
  {
    label: "rndc.key file",
    shape: "block",
    make: (_k, add) => [
      `$ sudo cat /etc/bind/rndc.key`,
      `key "rndc-key" {`,
      `\talgorithm hmac-sha256;`,
      `\tsecret "${tsig(add, "hmac-sha256")}";`,
      `};`,
    ],
  },
  {
    label: "rndc-confgen output",
    shape: "output",
    make: (_k, add) => [
      `# Start of rndc.conf`,
      `key "rndc-key" {`,
      `\talgorithm hmac-sha256;`,
      `\tsecret "${tsig(add, "hmac-sha256")}";`,
      `};`,
      ``,
      `options {`,
      `\tdefault-key "rndc-key";`,
      `\tdefault-server 127.0.0.1;`,
      `\tdefault-port 953;`,
      `};`,
      `# End of rndc.conf`,
    ],
  },
  {
    label: "DNSSEC ECDSA K-private file",
    shape: "block",
    make: (_k, add) => {
      const z = zone();
      return [
        `$ cat K${z}.+013+${num(10000, 65535)}.private`,
        `Private-key-format: v1.3`,
        `Algorithm: 13 (ECDSAP256SHA256)`,
        `PrivateKey: ${add(keyB64(32))}`,
        ...timing(),
        `Activate: 20261101000000`,
      ];
    },
  },
  {
    label: "DNSSEC Ed25519 K-private file",
    shape: "block",
    make: (_k, add) => [
      `Private-key-format: v1.3`,
      `Algorithm: 15 (ED25519)`,
      `PrivateKey: ${add(keyB64(32))}`,
      ...timing(),
    ],
  },
  {
    label: "DNSSEC RSA K-private file",
    shape: "block",
    make: (k) => [
      `Private-key-format: v1.3`,
      `Algorithm: 8 (RSASHA256)`,
      ...rsaPrivate(k),
      ...timing(),
    ],
  },
  {
    label: "Knot key section",
    shape: "assignment",
    make: (_k, add) => {
      const name = keyName();
      return [
        `key:`,
        `  - id: ${name}`,
        `    algorithm: hmac-sha256`,
        `    secret: ${tsig(add, "hmac-sha256")}`,
        ``,
        `acl:`,
        `  - id: ${name}-xfr`,
        `    address: ${ip4()}`,
        `    key: ${name}`,
        `    action: transfer`,
      ];
    },
  },
  {
    label: "kdig -y AXFR",
    shape: "command",
    make: (_k, add) => {
      const z = zone();
      return [
        `kdig -y hmac-sha384:${keyName()}:${tsig(add, "hmac-sha384")} @ns1.${z} ${z} AXFR +tcp`,
      ];
    },
  },
  {
    label: "Unbound control key",
    shape: "block",
    make: (k) => [
      `$ sudo unbound-control-setup`,
      `setup in directory /etc/unbound`,
      `Certificate request self-signature ok`,
      `$ sudo cat /etc/unbound/unbound_control.key`,
      ...pemBlock(k, "", 10),
    ],
  },
  {
    label: "PowerDNS zone key export",
    shape: "output",
    make: (_k, add) => [
      `$ pdnsutil export-zone-key ${zone()} ${num(1, 9)}`,
      `Private-key-format: v1.2`,
      `Algorithm: 13 (ECDSAP256SHA256)`,
      `PrivateKey: ${add(keyB64(32))}`,
    ],
  },
  {
    label: "Terraform DNS provider with a TSIG secret",
    shape: "assignment",
    make: (_k, add) => [
      `provider "dns" {`,
      `  update {`,
      `    server        = "${ip4()}"`,
      `    key_name      = "${keyName()}."`,
      `    key_algorithm = "hmac-sha256"`,
      `    key_secret    = "${tsig(add, "hmac-sha256")}"`,
      `  }`,
      `}`,
    ],
  },
  {
    label: "TSIG secret in a dnscontrol creds.json",
    shape: "assignment",
    make: (_k, add) => [
      `{`,
      `  "bind": { "TYPE": "BIND", "directory": "zones" },`,
      `  "axfr": {`,
      `    "TYPE": "AXFRDDNS",`,
      `    "master": "${ip4()}:53",`,
      `    "transfer-key": "hmac-sha256:${keyName()}:${tsig(add, "hmac-sha256")}"`,
      `  }`,
      `}`,
    ],
  },
  {
    label: "journal of a failed update with the key",
    shape: "output",
    make: (_k, add) => [
      `Nov ${num(10, 27)} ${hms()} ns1 named[${num(400, 9000)}]: client @0x7f${hex(10)} ${ip4()}#${
        num(30000, 65000)
      }/key ${keyName()}: signer "${keyName()}" denied`,
      `Nov ${num(10, 27)} ${hms()} ns1 ddns-hook[${
        num(400, 9000)
      }]: retrying with NSUPDATE_KEY=hmac-sha256:${keyName()}:${tsig(add, "hmac-sha256")}`,
    ],
  },
];

/** The name server cases: each insertion in two containers. */
export function buildDnsServers(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
