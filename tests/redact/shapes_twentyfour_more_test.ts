/**
 * The rest of held-out corpus twenty-four's shapes (docs/redaction.md, "Corpus twenty-four, the
 * rest": blockchain and payments): other chains' key files, clients' engine secrets, HSM and KMS
 * clear keys, an exchange key beside its secret — in other files, words and layouts than the
 * corpus text, each with a near miss — as written, inside a JSONL record and with CRLF line ends.
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 49_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const HEXU = "0123456789ABCDEF";

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const v = "5880" + hex(256);
  add(
    "a Cardano extended signing key file on one line",
    `{"type":"PaymentExtendedSigningKeyShelley_ed25519_bip32","description":"","cborHex":"${v}"}`,
    v,
  );
}
CLEAN.push([
  "a Cardano verification key file",
  `{\n  "type": "StakeVerificationKeyShelley_ed25519",\n  "description": "Stake Verification Key",\n  "cborHex": "5820${
    hex(64)
  }"\n}`,
]);
{
  const v = "suiprivkey1q" + key(58, "023456789acdefghjklmnpqrstuvwxyz");
  add("a Sui key pasted in chat", `here's the deployer key for testnet: ${v} — rotate after`, v);
}
{
  const v = "FLWSECK_TEST-" + hex(32) + "-X";
  add("a Flutterwave test secret in a .env", `FLUTTERWAVE_KEY=${v}`, v);
}
{
  const v = hex(64);
  add(
    "a consensus client's JWT secret printed by cat",
    `$ cat ~/.lighthouse/jwtsecret\n${v}\n$ lighthouse bn --execution-jwt ~/.lighthouse/jwtsecret`,
    v,
  );
}
CLEAN.push([
  "a JWT secret made from random bytes, and its digest printed",
  `openssl rand -hex 32 | tr -d "\\n" > /secrets/jwt.hex\n$ cat jwt.hex.sha256\n${hex(64)}`,
]);
{
  const v = key(32, HEXU);
  add("a terminal master key part in a ceremony log", `TMK part 2 = ${v} (KCV 4F1A0C)`, v);
}
CLEAN.push([
  "a key ceremony's check values only",
  "ZMK component 1: KCV E6DCEC\nKEK: rotate yearly",
]);
{
  const v = key(22, ALNUM) + "==";
  add(
    "AWS KMS decrypt output with a 16-byte plaintext",
    `{\n  "KeyId": "arn:aws:kms:us-east-2:111122223333:key/1234",\n  "Plaintext": "${v}",\n  "EncryptionAlgorithm": "SYMMETRIC_DEFAULT"\n}`,
    v,
  );
}
CLEAN.push(["a KMS plaintext that is text", `{"Plaintext": "hello from the docs"}`]);
{
  const [k, s] = [key(20), key(40)];
  add(
    "a ccxt exchange config's apiKey beside its secret",
    `const kraken = new ccxt.kraken({\n  "apiKey": "${k}",\n  "secret": "${s}",\n});`,
    k,
    s,
  );
}
{
  const pw = key(14) + "!";
  add(
    "a keystore password given through `<(printf …)`",
    `lighthouse account validator import --directory keys --password-file <(printf '%s' '${pw}')`,
    pw,
  );
}
CLEAN.push([
  "process substitution of a variable, and a diff of two echoes",
  `geth account import --password <(echo $KEY_PASSWORD) key.txt\ndiff <(echo a) <(echo b)`,
]);
{
  const v = hex(64);
  add("brownie's from_key in YAML", `wallets:\n  from_key: '0x${v}'`, v);
}
CLEAN.push([
  "a public key and a transaction hash printed by a script",
  `public key 0x${hex(64)}\ntx 0x${hex(64)}`,
]);

// Later additions: a printout's block, a node's `.api`, a key column, a setter, a key quoted back.
{
  const [a, b] = [key(16, HEXU), key(16, HEXU)];
  add(
    "a BDK component printed in a block under its heading",
    `BDK component 2 (plain, for custodian B)\n${a} ${b}\nKCV 9F21C3`,
    a,
    b,
  );
}
{
  const pw = key(12) + "7";
  add(
    "a Chainlink node's .api file read back in a Read view",
    `$ cat /home/node/.chainlink-mainnet/.api\nops@node.example\n${pw}`,
    pw,
  );
}
{
  const v = hex(64);
  add(
    "a 0x key in a Markdown table's key column",
    `| name | key |\n|---|---|\n| relayer | 0x${v} |`,
    v,
  );
}
{
  const pw = key(14);
  add(
    "a snake-case setter given a literal password",
    `admin.set_password("${pw}")\nadmin.save()`,
    pw,
  );
}
{
  const v = hex(64);
  add(
    "a key quoted back in backticks",
    `Sure — I'll use the key \`0x${v}\` only for the local fork.`,
    v,
  );
}
CLEAN.push([
  "public-by-design values: Adyen's client key, Plaid's link token, withdrawal credentials",
  `clientKey: "test_${
    key(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
  }"\n{"link_token":"link-production-${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${
    hex(12)
  }"}\n"withdrawal_credentials": "010000000000000000000000${hex(40)}"`,
]);
CLEAN.push([
  "a Solana signature confirmed, and a constant's name as a config value",
  `solana confirm -v ${
    key(87, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
  }\netherscan: { apiKey: ETHERSCAN_API_KEY },`,
]);

CLEAN.push([
  "a contract's storage and mapping keys and an idempotency key, each a 32-byte hex (r-mend14)",
  `the storage key 0x${hex(64)} holds the owner\nmapping key \`0x${
    hex(64)
  }\` -> 0x01\nidempotency key 0x${hex(64)}`,
]);

shapeTests("corpus twenty-four, the rest", SECRETS, CLEAN);
