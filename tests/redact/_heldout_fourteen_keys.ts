/**
 * Corpus fourteen, key material outside PEM's usual places and a few configuration leftovers: a
 * key echoed by a Dockerfile, minisign, Nostr, a Solana keypair array, CRLF output, a multi-line
 * .env value, hex seeds, grouped TOTP seeds, job cards.
 */
import {
  BASE64,
  BECH32,
  d,
  DIGITS,
  type HeldOutSecret,
  HEX,
  pem,
  plain,
  S,
  UPPER,
  UPPER_DIGITS,
} from "./_heldout_fourteen_make.ts";

export function keysAndLeftovers(): HeldOutSecret[] {
  return [
    S("block", "key: a Dockerfile echoing a key with \\n escapes", (_k, add) => {
      const body = Array.from({ length: 3 }, () => add(d(64, BASE64)));
      return `RUN mkdir -p /root/.ssh && echo "-----BEGIN OPENSSH PRIVATE ${"KEY"}-----\\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU${
        body.join("\\n")
      }\\n-----END OPENSSH PRIVATE ${"KEY"}-----" > /root/.ssh/id_ed25519`;
    }),
    S(
      "block",
      "key: a minisign secret key file",
      (k) =>
        `$ cat ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\nRWRTY0Iy${
          k(204, BASE64)
        }`,
    ),
    S(
      "assignment",
      "key: a Nostr nsec in a client config",
      (k) => `{"relays": ["wss://relay.damus.io"], "nsec": "nsec1${k(58, BECH32)}"}`,
    ),
    S("assignment", "key: a Solana keypair JSON array", (_k, add) => {
      const bytes = Array.from({ length: 64 }, () => Number.parseInt(d(2, HEX), 16));
      return `$ cat ~/.config/solana/id.json\n[${add(bytes.slice(0, 32).join(","))},${
        add(bytes.slice(32).join(","))
      }]`;
    }),
    S(
      "block",
      "key: an RSA key printed by cat with CRLF and a trailing prompt",
      (k) => `PS C:\\keys> type deploy.pem\r\n${pem("RSA ", 5, k, "", "\r\n")}\r\nPS C:\\keys>`,
    ),
    S(
      "block",
      "key: a PKCS#8 key in a .env multi-line double quote",
      (k) => `JWT_PRIVATE_KEY="${pem("", 4, k)}"\nJWT_ISSUER=https://auth.example.com`,
    ),
    S(
      "assignment",
      "key: an Ed25519 seed as hex in a node config",
      (k) => `[identity]\nprivate_key = "${k(64, HEX)}"\npublic_key = "${d(64, HEX)}"`,
    ),
    S(
      "assignment",
      "key: a TOTP seed shown as groups in a setup page copy",
      (_k, add) =>
        `Can't scan? Enter this key:\n${
          add(d(4, UPPER_DIGITS) + " " + d(4, UPPER_DIGITS) + " " + d(4, UPPER_DIGITS))
        } ${add(d(4, UPPER_DIGITS) + " " + d(4, UPPER_DIGITS) + " " + d(4, UPPER_DIGITS))}`,
    ),
    S(
      "assignment",
      "key: an HMAC secret as base64 in a Kong plugin",
      (k) => `plugins:\n- name: hmac-auth\n  config:\n    secret: ${k(44, BASE64)}`,
    ),
    S(
      "assignment",
      "key: a master key file printed with its name",
      (k) => `$ cat config/master.key\n${k(32, HEX)}`,
    ),
    S(
      "vendor",
      "vendor: Vercel token in a project .vercel env pull log",
      (k) =>
        `Vercel CLI 39.1.0\n> Using token from VERCEL_TOKEN=${
          k(24)
        }\n> Downloading development Environment Variables`,
    ),
    S(
      "vendor",
      "vendor: Fly.io deploy token",
      (k) => `FLY_API_TOKEN="FlyV1 fm2_${k(120, BASE64)}"`,
    ),
    S(
      "vendor",
      "vendor: Netlify personal token in netlify-cli config",
      (k) => `{"userId": "${d(24, HEX)}", "users": {"u": {"auth": {"token": "nfp_${k(36)}"}}}}`,
    ),
    S(
      "assignment",
      "config: Ansible inventory host password",
      (_k, add) =>
        `[routers]\nrtr01 ansible_host=10.0.0.1 ansible_user=admin ansible_password=${
          add(plain())
        } ansible_network_os=ios`,
    ),
    S(
      "assignment",
      "config: a Samba credentials file",
      (_k, add) => `username=media\npassword=${add(plain())}\ndomain=WORKGROUP`,
    ),
    S(
      "assignment",
      "config: UPPER-case only legacy password in a mainframe job card",
      (k) => `//BACKUP   JOB (ACCT),'NIGHTLY',USER=OPSBAT,PASSWORD=${k(8, UPPER + DIGITS)}`,
    ),
  ];
}
