/**
 * Corpus ten, key material: private keys of every armour (OpenSSH, RSA, EC, DSA, encrypted
 * PKCS#8, PGP), PuTTY and age key files, and wallet keys (Ethereum, Solana, Nostr, Bitcoin WIF),
 * as `cat` or a config shows them. Every line of a key body is a piece; public halves are not.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { B64, BASE58, HEX, keyBlock, type Ten } from "./_heldout_ten_make.ts";

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

export function tenKeys(t: Ten): HeldOutSecret[] {
  const { S, g } = t;
  return [
    S("block", "openssh private key cat", (_k, add) =>
      `$ cat ~/.ssh/id_ed25519
${keyBlock(t, add, "OPENSSH", 4)}`),
    S("block", "rsa private key in pem", (_k, add) => keyBlock(t, add, "RSA", 12)),
    S("block", "ec private key", (_k, add) => keyBlock(t, add, "EC", 2)),
    S("block", "encrypted pkcs8 key", (_k, add) => keyBlock(t, add, "ENCRYPTED", 8)),
    S("block", "pgp private key block", (_k, add) => {
      const body = Array.from({ length: 6 }, () => add(g(64, B64)));
      return `${"-".repeat(5)}BEGIN PGP PRIV${"ATE KEY"} BLOCK${"-".repeat(5)}

${body.join("\n")}
=${g(4, B64)}
${"-".repeat(5)}END PGP PRIV${"ATE KEY"} BLOCK${"-".repeat(5)}`;
    }),
    S("block", "putty ppk file", (_k, add) =>
      `PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: ed25519-key-20261127
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAI${g(43, B64)}
Private-Lines: 1
${add(g(42, B64))}==
Private-MAC: ${g(64, HEX)}`),
    S("vendor", "age secret key file", (k) =>
      `# created: 2026-11-27T18:30:11Z
# public key: age1${g(58, BECH32)}
AGE-SECRET-KEY-1${k(58, BECH32.toUpperCase())}`),
    S(
      "assignment",
      "ethereum private key in hardhat env",
      (k) =>
        `DEPLOYER_PRIVATE_KEY=0x${k(64, HEX)}
ETHERSCAN_API_KEY=${k(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}`,
    ),
    S("encoded", "solana keypair json", (_k, add) =>
      `$ cat ~/.config/solana/id.json
[${add([...t.bytes(64)].join(","))}]`),
    S("vendor", "nostr nsec", (k) => `my nostr key for the bot: nsec1${k(58, BECH32)}`),
    S(
      "command",
      "bitcoin wif",
      (k) => `importprivkey "K${k(51, BASE58)}" "cold" false`,
    ),
    S(
      "block",
      "armour of a dsa key inside markdown fence",
      (_k, add) => "```\n" + keyBlock(t, add, "DSA", 3) + "\n```",
    ),
  ];
}
