/**
 * Corpus forty, keys and their passphrases: SSH private keys in several formats (OpenSSH, PEM
 * RSA, encrypted PEM, PKCS#8, PuTTY), `.ssh/config` beside a key, passphrases given to
 * `ssh-keygen`, `sshpass` and an askpass script, GPG's `--export-secret-keys --armor` and
 * `--passphrase`, an age identity, and a key written by a bootstrap script's `printf`.
 */
import {
  B64,
  combine,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  host,
  opensshBlock,
  pass,
  pemBlock,
  pgpBlock,
  phrase,
  pick,
  type Template,
  UPPER_ALNUM,
  user,
} from "./_heldout_forty_make.ts";

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

const TEMPLATES: readonly Template[] = [
  {
    label: "cat of an OpenSSH ed25519 private key",
    shape: "block",
    make: (k) => ["$ cat ~/.ssh/id_ed25519", ...opensshBlock(k, 5)],
  },
  {
    label: ".ssh/config beside the RSA key it names",
    shape: "block",
    make: (k) => [
      "$ cat ~/.ssh/config ~/.ssh/homelab_rsa",
      "Host homelab",
      `  HostName ${pick(["192.168.1.20", "nas.lan", "pve.home.arpa"])}`,
      `  User ${user()}`,
      "  IdentityFile ~/.ssh/homelab_rsa",
      "  IdentitiesOnly yes",
      ...pemBlock(k, "RSA ", 12),
    ],
  },
  {
    label: "an encrypted PEM RSA key with its DEK-Info header",
    shape: "block",
    make: (k) => {
      const [begin = "", ...rest] = pemBlock(k, "RSA ", 10);
      return [
        begin,
        "Proc-Type: 4,ENCRYPTED",
        `DEK-Info: AES-128-CBC,${hex(32).toUpperCase()}`,
        "",
        ...rest,
      ];
    },
  },
  {
    label: "a PKCS#8 EC key from openssl genpkey",
    shape: "block",
    make: (k) => [
      "$ openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 | tee key.pem",
      ...pemBlock(k, "", 3),
    ],
  },
  {
    label: "ssh-keygen with a passphrase on the command line",
    shape: "command",
    make: (_k, add) => [
      `$ ssh-keygen -t ed25519 -C "${user()}@${host()}" -f ~/.ssh/id_work -N '${phrase(add)}'`,
      "Generating public/private ed25519 key pair.",
      "Your identification has been saved in /home/me/.ssh/id_work",
    ],
  },
  {
    label: "ssh-keygen -p changing a passphrase",
    shape: "command",
    make: (_k, add) => [
      `$ ssh-keygen -p -f ~/.ssh/id_rsa -P "${pass(add)}" -N "${pass(add)}"`,
      "Your identification has been saved with the new passphrase.",
    ],
  },
  {
    label: "sshpass with a password",
    shape: "command",
    make: (_k, add) => [
      `$ sshpass -p '${pass(add)}' ssh -o StrictHostKeyChecking=no pi@raspberrypi.local uptime`,
      " 19:02:11 up 41 days,  3:12,  1 user,  load average: 0.08, 0.03, 0.01",
    ],
  },
  {
    label: "a PuTTY .ppk key file",
    shape: "block",
    make: (k) => [
      "PuTTY-User-Key-File-3: ssh-ed25519",
      "Encryption: none",
      `Comment: ${user()}@${host()}`,
      "Public-Lines: 1",
      "AAAAC3NzaC1lZDI1NTE5AAAAI" + draw(43, B64),
      "Private-Lines: 1",
      "AAAAI" + k(43, B64),
      `Private-MAC: ${k(64, HEX)}`,
    ],
  },
  {
    label: "gpg --export-secret-keys --armor",
    shape: "block",
    make: (k) => [
      `$ gpg --export-secret-keys --armor ${hex(16).toUpperCase()}`,
      ...pgpBlock(k, 9),
    ],
  },
  {
    label: "gpg batch decrypt with a passphrase",
    shape: "command",
    make: (_k, add) => [
      `$ gpg --batch --yes --pinentry-mode loopback --passphrase '${
        phrase(add)
      }' -d backup.tar.gpg | tar x`,
      `gpg: encrypted with 4096-bit RSA key, ID ${hex(16).toUpperCase()}, created 2024-03-02`,
    ],
  },
  {
    label: "age-keygen output with the secret key",
    shape: "vendor",
    make: (k) => [
      "$ age-keygen -o ~/.config/sops/age/keys.txt && cat ~/.config/sops/age/keys.txt",
      "# created: 2026-11-12T10:41:07+01:00",
      `# public key: age1${draw(58, BECH32)}`,
      `AGE-SECRET-KEY-1${k(58, BECH32.toUpperCase())}`,
    ],
  },
  {
    label: "an askpass script that prints the passphrase",
    shape: "output",
    make: (_k, add) => [
      "$ cat ~/bin/askpass.sh",
      "#!/bin/sh",
      `echo "${pass(add)}"`,
      "$ SSH_ASKPASS=~/bin/askpass.sh SSH_ASKPASS_REQUIRE=force ssh-add ~/.ssh/id_ed25519",
      `Identity added: /home/me/.ssh/id_ed25519 (${user()}@${host()})`,
    ],
  },
  {
    label: "a bootstrap script writing a key with printf",
    shape: "block",
    make: (k) => {
      const body = opensshBlock(k, 4);
      return [
        // printf reads its format's `\n` escapes as line breaks (`--`: the format starts with dashes).
        `printf -- '${body.join("\\n")}\\n' > ~/.ssh/id_ed25519`,
        "chmod 600 ~/.ssh/id_ed25519",
      ];
    },
  },
  {
    label: "a PEM key's passphrase in ssh-add -v through expect",
    shape: "command",
    make: (_k, add) => [
      `$ expect -c 'spawn ssh-add ~/.ssh/id_rsa; expect "Enter passphrase"; send "${
        pass(add)
      }\\r"; interact'`,
      `Identity added: /home/me/.ssh/id_rsa (rsa w/o comment ${draw(6, UPPER_ALNUM)})`,
    ],
  },
  {
    label: "an age identity wrapped in a 60-column tmux pane",
    shape: "wrapped",
    make: (_k, add) => {
      const key = "AGE-SECRET-KEY-1" + draw(58, BECH32.toUpperCase());
      return [
        "$ cat ~/.config/sops/age/keys.txt",
        ...(() => {
          const pub = `# public key: age1${draw(58, BECH32)}`;
          return [pub.slice(0, 60), pub.slice(60)];
        })(),
        `${key.slice(0, 16)}${add(key.slice(16, 60))}`,
        add(key.slice(60)),
      ];
    },
  },
];

/** The keys and passphrases family. */
export function buildKeys(): HeldOutSecret[] {
  return combine(TEMPLATES, 2);
}
