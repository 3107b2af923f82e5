/**
 * Corpus twelve: private keys and key material in formats and places earlier corpora did not
 * show — EC parameters before the key, DSA, short Ed25519 PKCS#8, Nebula, OpenVPN static keys,
 * ssh.com SSH2 keys, cosign, minisign and signify secret keys, Tor and ZeroTier and Yggdrasil
 * identities, .NET RSA XML, JWKs with private members, TLS key logs, keytab listings, wallet keys
 * (WIF, xprv, nsec, a Solana key array, a Lightning macaroon), recovery keys of disk encryption
 * and chat backups; and PEM blocks inside YAML, Terraform heredocs and `.env` lines. Shapes:
 * block, assignment, output, encoded.
 */
import {
  armour,
  b64,
  BASE58,
  BASE64,
  BASE64URL,
  BECH32,
  body,
  DIGITS,
  g,
  type HeldOutSecret,
  HEX,
  HEX_UP,
  int,
  pem,
  phrase,
  pwd,
  S,
  UPPER_DIGITS,
} from "./_heldout_twelve_make.ts";

/** An armour line of another kind of key block (`---- BEGIN SSH2 … ----` style when `dashes` is 4). */
function edge(e: "BEGIN" | "END", kind: string, dashes = 5): string {
  const d = "-".repeat(dashes);
  return `${d}${dashes === 4 ? " " : ""}${e} ${kind}${dashes === 4 ? " " : ""}${d}`;
}

export function keyMaterial(): HeldOutSecret[] {
  return [
    S(
      "block",
      "openssl ecparam genkey output with parameters",
      (k) =>
        `$ openssl ecparam -name prime256v1 -genkey
-----BEGIN EC PARAMETERS-----
BggqhkjOPQMBBw==
-----END EC PARAMETERS-----
${armour("BEGIN", "EC ")}
${
          k(64, BASE64)
        }
${
          k(64, BASE64)
        }
${
          k(48, BASE64)
        }==
${armour("END", "EC ")}`,
    ),
    S("block", "dsa private key", (k) => pem(k, "DSA ", 10)),
    S(
      "block",
      "short ed25519 pkcs8 key",
      (k) => `${armour("BEGIN", "")}\nMC4CAQAwBQYDK2VwBCIEI${k(43, BASE64)}\n${armour("END", "")}`,
    ),
    S("block", "nebula host key", (k) =>
      `$ cat /etc/nebula/host.key
${armour("BEGIN", "NEBULA X25519 ")}
${k(43, BASE64)}=
${armour("END", "NEBULA X25519 ")}`),
    S("block", "openvpn static key", (k) => {
      const lines = [];
      for (let i = 0; i < 16; i++) lines.push(k(32, HEX));
      return `<tls-crypt>
#
# 2048 bit OpenVPN static key
#
${edge("BEGIN", "OpenVPN Static key V1")}
${lines.join("\n")}
${edge("END", "OpenVPN Static key V1")}
</tls-crypt>`;
    }),
    S("block", "ssh2 encrypted private key", (k) => {
      const lines = [];
      for (let i = 0; i < 8; i++) lines.push(k(70, BASE64));
      return `${edge("BEGIN", "SSH2 ENCRYPTED PRIV" + "ATE KEY", 4)}
Comment: "2048-bit rsa, deploy@legacy"
${lines.join("\n")}
${k(20, BASE64)}=
${edge("END", "SSH2 ENCRYPTED PRIV" + "ATE KEY", 4)}`;
    }),
    S(
      "block",
      "cosign key pair with password",
      (k, add) =>
        `$ COSIGN_PASSWORD='${add(pwd(18))}' cosign generate-key-pair
Private key written to cosign.key
$ cat cosign.key
${edge("BEGIN", "ENCRYPTED SIGSTORE PRIV" + "ATE KEY")}
${body(k, 6).join("\n")}
${edge("END", "ENCRYPTED SIGSTORE PRIV" + "ATE KEY")}`,
    ),
    S("block", "minisign secret key file", (k) =>
      `$ cat ~/.minisign/minisign.key
untrusted comment: minisign encrypted secret key
RWRTY0Iy${k(204, BASE64)}`),
    S("block", "signify secret key", (k) =>
      `untrusted comment: signify secret key
RWRCSwAAA${k(95, BASE64)}=`),
    S("block", "tor onion service secret key base64", (_k, add) => {
      const head = "== ed25519v1-secret: type0 ==\u0000\u0000\u0000";
      let raw = "";
      for (let i = 0; i < 64; i++) raw += String.fromCharCode(int(0, 255));
      const all = btoa(head + raw);
      return `$ base64 -w0 /var/lib/tor/shop/hs_ed25519_secret_key\n${all.slice(0, 40)}${
        add(all.slice(40))
      }`;
    }),
    S(
      "assignment",
      "zerotier identity secret",
      (_k, add) =>
        `$ sudo cat /var/lib/zerotier-one/identity.secret
${
          g(10, HEX)
        }:0:${g(128, HEX)}:${add(g(128, HEX))}`,
    ),
    S("assignment", "yggdrasil private key", (k) =>
      `{
  PrivateKey: ${k(128, HEX)}
  Peers: [ "tls://ygg.example.net:443" ]
}`),
    S(
      "assignment",
      "dotnet rsa key xml with private members",
      (k) =>
        `<RSAKeyValue><Modulus>${g(172, BASE64)}</Modulus><Exponent>AQAB</Exponent><P>${
          k(86, BASE64)
        }==</P><Q>${k(86, BASE64)}==</Q><DP>${k(86, BASE64)}==</DP><DQ>${
          k(86, BASE64)
        }==</DQ><InverseQ>${k(86, BASE64)}==</InverseQ><D>${k(172, BASE64)}==</D></RSAKeyValue>`,
    ),
    S(
      "assignment",
      "okp ed25519 jwk with d",
      (k) =>
        `{"kty":"OKP","crv":"Ed25519","kid":"sig-2026-03","x":"${g(43, BASE64URL)}","d":"${
          k(43, BASE64URL)
        }"}`,
    ),
    S(
      "assignment",
      "jwks with a private rsa key",
      (k) =>
        `{"keys":[{"kty":"RSA","kid":"${g(8, HEX)}","use":"sig","e":"AQAB","n":"${
          g(342, BASE64URL)
        }","d":"${k(342, BASE64URL)}","p":"${k(171, BASE64URL)}","q":"${k(171, BASE64URL)}"}]}`,
    ),
    S("output", "tls key log file lines", (k) =>
      `$ head -2 $SSLKEYLOGFILE
CLIENT_HANDSHAKE_TRAFFIC_SECRET ${g(64, HEX)} ${k(64, HEX)}
SERVER_HANDSHAKE_TRAFFIC_SECRET ${g(64, HEX)} ${k(64, HEX)}`),
    S("output", "klist keytab with keys shown", (k) =>
      `$ klist -k -K -e /etc/krb5.keytab
Keytab name: FILE:/etc/krb5.keytab
KVNO Principal
---- --------------------------------------------------------------------------
   2 host/web01.corp.example@CORP.EXAMPLE (aes256-cts-hmac-sha1-96)  (0x${k(64, HEX)})
   2 host/web01.corp.example@CORP.EXAMPLE (aes128-cts-hmac-sha1-96)  (0x${k(32, HEX)})`),
    S(
      "assignment",
      "bitcoin wif private key",
      (k) => `importprivkey "K${k(51, BASE58)}" "cold-1" false`,
    ),
    S("assignment", "bip32 extended private key", (k) => `XPRV=xprv9s21ZrQH143K${k(95, BASE58)}`),
    S("assignment", "nostr nsec", (k) => `NOSTR_PRIVATE_KEY=nsec1${k(58, BECH32)}`),
    S("assignment", "solana keypair json array", (_k, add) => {
      const nums: number[] = [];
      for (let i = 0; i < 64; i++) nums.push(int(0, 255));
      const half = nums.slice(0, 32).join(",");
      add(half);
      return `$ cat ~/.config/solana/id.json\n[${half},${nums.slice(32).join(",")}]`;
    }),
    S("output", "foundry cast wallet new output", (k) =>
      `$ cast wallet new
Successfully created new keypair.
Address:     0x${g(40, HEX)}
Private key: 0x${k(64, HEX)}`),
    S(
      "encoded",
      "lightning admin macaroon hex",
      (k) => `LND_MACAROON=0201036c6e6402f801030a10${k(290, HEX)}`,
    ),
    S(
      "assignment",
      "matrix security key",
      (_k, add) =>
        `Your recovery key: ${
          add(
            "Es" +
              [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(() => g(4, BASE58)).join(" ").slice(2),
          )
        }`,
    ),
    S("assignment", "bitlocker recovery key", (_k, add) =>
      `BitLocker Drive Encryption recovery key
Identifier: ${g(8, HEX_UP)}-${g(4, HEX_UP)}-${g(4, HEX_UP)}-${g(4, HEX_UP)}-${g(12, HEX_UP)}
Recovery Key: ${add([1, 2, 3, 4, 5, 6, 7, 8].map(() => g(6, DIGITS)).join("-"))}`),
    S(
      "assignment",
      "filevault recovery key",
      (_k, add) =>
        `fdesetup enable output: Recovery key = '${
          add([1, 2, 3, 4, 5, 6].map(() => g(4, UPPER_DIGITS)).join("-"))
        }'`,
    ),
    S("block", "pem in a yaml block scalar", (k) =>
      `tls:
  key: |
    ${armour("BEGIN", "RSA ")}
    ${k(64, BASE64)}
    ${k(64, BASE64)}
    ${k(64, BASE64)}
    ${k(30, BASE64)}==
    ${armour("END", "RSA ")}`),
    S("block", "pem in a terraform heredoc", (k) =>
      `resource "tls_locally_signed_cert" "x" {}
locals {
  ca_key = <<-EOT
    ${armour("BEGIN", "EC ")}
    ${k(64, BASE64)}
    ${k(56, BASE64)}
    ${armour("END", "EC ")}
  EOT
}`),
    S(
      "block",
      "pem in a dotenv line with escaped newlines",
      (k) =>
        `GITHUB_APP_PRIVATE_KEY="${armour("BEGIN", "RSA ")}\\n${k(64, BASE64)}\\n${
          k(64, BASE64)
        }\\n${k(64, BASE64)}\\n${k(24, BASE64)}=\\n${armour("END", "RSA ")}\\n"`,
    ),
    S("block", "apple app store connect p8 key", (k) =>
      `$ cat AuthKey_${g(10, UPPER_DIGITS)}.p8
${armour("BEGIN", "")}
${k(64, BASE64)}
${k(64, BASE64)}
${k(64, BASE64)}
${k(8, BASE64)}
${armour("END", "")}`),
    S(
      "block",
      "encrypted pkcs8 with its passphrase in the command",
      (k, add) =>
        `$ openssl pkcs8 -topk8 -in key.pem -v2 aes256 -passout pass:${add(pwd(16))}
${armour("BEGIN", "ENCRYPTED ")}
${body(k, 5).join("\n")}
${armour("END", "ENCRYPTED ")}`,
    ),
    S(
      "block",
      "dkim private key of opendkim",
      (k) =>
        `$ sudo cat /etc/opendkim/keys/example.org/mail.private
${pem(k, "RSA ", 7)}`,
    ),
    S("block", "pgp secret key exported for ci", (k) => {
      const lines = body(k, 8);
      return `$ gpg --armor --export-secret-keys ci@example.org
${edge("BEGIN", "PGP PRIV" + "ATE KEY BLOCK")}

${lines.join("\n")}
=${g(4, BASE64)}
${edge("END", "PGP PRIV" + "ATE KEY BLOCK")}`;
    }),
    S(
      "block",
      "openssh key pasted into a github actions secret prompt",
      (k) =>
        `gh secret set DEPLOY_KEY < ~/.ssh/deploy_ed25519   # it printed:
${armour("BEGIN", "OPENSSH ")}
b3BlbnNzaC1rZXktdjE${k(51, BASE64)}
${
          k(70, BASE64)
        }
${
          k(70, BASE64)
        }
${
          k(70, BASE64)
        }
${
          k(24, BASE64)
        }
${armour("END", "OPENSSH ")}`,
    ),
    S("encoded", "kubeconfig client key data", (_k, add) =>
      `users:
- name: admin@prod
  user:
    client-certificate-data: ${b64(edge("BEGIN", "CERTIFICATE") + "\n" + g(64, BASE64))}
    client-key-data: ${b64(armour("BEGIN", "RSA ") + "\n").slice(0, 40)}${
        add(b64(armour("BEGIN", "RSA ") + "\n" + g(64, BASE64) + "\n" + g(64, BASE64)).slice(40))
      }`),
    S(
      "encoded",
      "der private key as one base64 line in env",
      (k) =>
        `SIGNING_KEY_DER=${"MIIEvQIBADANBgkqhkiG9w0B" + "AQEFAASCBKcwggSjAgEAAoIBAQ"}${
          k(400, BASE64)
        }`,
    ),
    S(
      "assignment",
      "libsodium keypair printed by a script",
      (k) =>
        `{ publicKey: '${g(43, BASE64)}=', privateKey: '${k(86, BASE64)}==', keyType: 'ed25519' }`,
    ),
    S(
      "assignment",
      "wallet seed phrase in a dotenv",
      (_k, add) => `MNEMONIC="${add(phrase(12, " ").replace(/ \d+$/, ""))}"`,
    ),
  ];
}
