/**
 * Corpus forty, clean: the public half of keys and what key tools print without a secret —
 * SSH public keys, `authorized_keys`, `known_hosts` (plain and hashed), `ssh-keygen -l` and
 * `ssh-add -l` fingerprints (SHA256 and MD5), `ssh-agent -s`, a new key's randomart, GPG key
 * listings, a public key block and signature checks, age and WireGuard public keys.
 */
import {
  B64,
  combineClean,
  draw,
  type HeldOutClean,
  hex,
  host,
  num,
  pick,
  user,
  wgKey,
} from "./_heldout_forty_make.ts";

const ED = "AAAAC3NzaC1lZDI1NTE5AAAAI";
const RSA = "AAAAB3NzaC1yc2EAAAADAQABAAABgQ";
const ECDSA = "AAAAE2VjZHNhLXNoYTItbmlz" + "dHAyNTYAAAAIbmlzdHAyNTYAAABBB";
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** An SSH public key line of a random type, with its comment. */
function pub(comment = `${user()}@${host()}`): string {
  const type = pick(["ed", "ed", "rsa", "ecdsa"]);
  if (type === "ed") return `ssh-ed25519 ${ED}${draw(43, B64)} ${comment}`;
  if (type === "rsa") return `ssh-rsa ${RSA}${draw(514, B64)}= ${comment}`;
  return `ecdsa-sha2-nistp256 ${ECDSA}${draw(87, B64)}= ${comment}`;
}

/** An SSH SHA256 fingerprint. */
const sha256fp = () => `SHA256:${draw(43, B64)}`;
/** An SSH MD5 fingerprint, colon form. */
const md5fp = () => Array.from({ length: 16 }, () => hex(2)).join(":");
/** A GPG fingerprint, 40 upper-case hex digits. */
const gpgFp = () => hex(40).toUpperCase();

const ALIKES: readonly (readonly [string, () => string[]])[] = [
  ["cat of an SSH public key", () => ["$ cat ~/.ssh/id_ed25519.pub", pub()]],
  [
    "authorized_keys with three keys",
    () => ["$ cat ~/.ssh/authorized_keys", pub(), pub("backup@nas"), pub(`${user()}@phone`)],
  ],
  [
    "known_hosts, plain and hashed",
    () => [
      `github.com ssh-ed25519 ${ED}${draw(43, B64)}`,
      `|1|${draw(27, B64)}=|${draw(27, B64)}= ecdsa-sha2-nistp256 ${ECDSA}${draw(87, B64)}=`,
      `[nas.local]:2222 ssh-ed25519 ${ED}${draw(43, B64)}`,
    ],
  ],
  [
    "ssh-keygen -lf fingerprints",
    () => [
      "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub",
      `256 ${sha256fp()} ${user()}@${host()} (ED25519)`,
      "$ ssh-keygen -E md5 -lf ~/.ssh/id_ed25519.pub",
      `256 MD5:${md5fp()} ${user()}@${host()} (ED25519)`,
    ],
  ],
  [
    "ssh-add -l listing",
    () => [
      "$ ssh-add -l",
      `256 ${sha256fp()} ${user()}@${host()} (ED25519)`,
      `3072 ${sha256fp()} work-laptop (RSA)`,
    ],
  ],
  [
    "ssh-agent -s output",
    () => {
      const pid = num(1000, 99999);
      return [
        "$ eval $(ssh-agent -s)",
        `SSH_AUTH_SOCK=/tmp/ssh-${draw(12, B64.slice(0, 62))}/agent.${
          pid - 1
        }; export SSH_AUTH_SOCK;`,
        `SSH_AGENT_PID=${pid}; export SSH_AGENT_PID;`,
        `Agent pid ${pid}`,
      ];
    },
  ],
  [
    "ssh-keygen output with its randomart",
    () => [
      "Your public key has been saved in /home/me/.ssh/id_ed25519.pub",
      "The key fingerprint is:",
      `${sha256fp()} ${user()}@${host()}`,
      "The key's randomart image is:",
      "+--[ED25519 256]--+",
      ...Array.from({ length: 9 }, () => `|${draw(17, "            ..oo+=*BOX@%&")}|`),
      "+----[SHA256]-----+",
    ],
  ],
  [
    "the first-connection prompt with a host key fingerprint",
    () => [
      `The authenticity of host '${host()}.lan (192.168.1.${num(2, 250)})' can't be established.`,
      `ED25519 key fingerprint is ${sha256fp()}.`,
      "This key is not known by any other names.",
      "Are you sure you want to continue connecting (yes/no/[fingerprint])? yes",
    ],
  ],
  [
    "gpg --list-secret-keys (ids and fingerprints only)",
    (me = user()) => [
      "$ gpg --list-secret-keys --keyid-format=long",
      "/home/me/.gnupg/pubring.kbx",
      "sec   ed25519/" + hex(16).toUpperCase() + " 2024-03-02 [SC] [expires: 2027-03-02]",
      `      ${gpgFp()}`,
      `uid                 [ultimate] ${me} <${me}@example.org>`,
      `ssb   cv25519/${hex(16).toUpperCase()} 2024-03-02 [E]`,
    ],
  ],
  [
    "an armoured GPG public key",
    () => [
      "$ gpg --armor --export " + hex(16).toUpperCase(),
      "-----BEGIN PGP PUBLIC KEY BLOCK-----",
      "",
      ...Array.from({ length: 7 }, () => draw(64, B64)),
      draw(30, B64) + "=",
      "=" + draw(4, B64),
      "-----END PGP PUBLIC KEY BLOCK-----",
    ],
  ],
  [
    "git log --show-signature",
    (me = user()) => [
      `commit ${hex(40)}`,
      `gpg: Signature made Tue Nov 17 10:0${num(0, 9)}:12 2026 CET`,
      `gpg:                using EDDSA key ${gpgFp()}`,
      `gpg: Good signature from "${me} <${me}@example.org>" [ultimate]`,
      `Author: ${me} <${me}@example.org>`,
      "",
      "    zsh: lazy-load nvm",
    ],
  ],
  [
    "git config for SSH commit signing",
    () => [
      "[gpg]",
      "\tformat = ssh",
      '[gpg "ssh"]',
      "\tallowedSignersFile = ~/.config/git/allowed_signers",
      "[user]",
      `\tsigningkey = ${pub()}`,
      "[commit]",
      "\tgpgsign = true",
    ],
  ],
  [
    "age public key recipients file",
    () => [
      "$ cat ~/.config/sops/age/recipients.txt",
      `age1${draw(58, BECH32)}`,
      `age1${draw(58, BECH32)}`,
    ],
  ],
  [
    "wg show with the private key hidden",
    () => [
      "$ sudo wg show",
      "interface: wg0",
      `  public key: ${wgKey()}`,
      "  private key: (hidden)",
      `  listening port: ${num(40000, 60000)}`,
      "",
      `peer: ${wgKey()}`,
      `  endpoint: 203.0.113.${num(2, 250)}:51820`,
      "  allowed ips: 10.8.0.0/24",
      `  latest handshake: ${num(2, 59)} seconds ago`,
    ],
  ],
];

/** The clean keys family. */
export function buildCleanKeys(): HeldOutClean[] {
  return combineClean(ALIKES);
}
