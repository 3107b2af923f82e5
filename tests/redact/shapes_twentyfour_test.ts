/**
 * The shapes mended after held-out corpus twenty-four was seen (docs/redaction.md, "Corpus
 * twenty-four after it was seen": blockchain, payments and fintech): values judged by their own
 * form in texts other than the corpus's — a BIP-39 mnemonic, an extended key, a WIF, a named hex
 * key, a card number, a node provider's URL key, a keystore's ciphertext — each with a near miss on the other side (a published vector, a broken
 * checksum, a transaction hash, a test card, prose of list words) — as written, inside a JSONL
 * record and with CRLF line ends (_shape_tests.ts).
 */
import { BIP39_ENGLISH, BIP39_SPANISH } from "../../src/redact/_bip39_words.ts";
import { bip39Words, luhn, toBase58check } from "../../src/redact/_chain_checks.ts";
import { fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 34_000;
const bytes = (n: number) =>
  Uint8Array.from({ length: n }, () => parseInt(fake(3, HEX, seed++).slice(0, 2), 16));
const words = (n: number, list = BIP39_ENGLISH) => bip39Words(bytes((n * 4) / 3), list);
const hex = (n: number) => fake(n, HEX, seed++);
const xprv = (version: number[]) =>
  toBase58check(Uint8Array.from([...version, 3, ...bytes(8), ...bytes(32), 0, ...bytes(32)]));
const pan = (prefix: string, length: number) => {
  const body = prefix + fake(length - prefix.length - 1, "0123456789", seed++);
  return body + [...Array(10).keys()].find((d) => luhn(body + d));
};

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const m = words(21).join(" ");
  add("a 21-word mnemonic in a restore prompt's answer", `? Enter your seed > ${m}\n✔ restored`, m);
  const s = words(15, BIP39_SPANISH).join(" ");
  add("a Spanish mnemonic in a note", `notas del viaje\n${s}\nno perder`, s);
  const q = words(12);
  add(
    "a mnemonic as a quoted Python list",
    `SEED = [${q.map((w) => `'${w}'`).join(", ")}]`,
    q.join("', '"),
  );
  const g = words(12);
  const grid = [0, 3, 6, 9].map((i) =>
    g.slice(i, i + 3).map((w, j) => `${i + j + 1}) ${w}`).join("    ")
  );
  add("a mnemonic in a 3-column grid", grid.join("\n"), ...grid.map((r) => r.slice(3)));
  const t = words(24);
  t[5] = t[5]!.slice(0, -1) + "q";
  add("a 24-word backup with a typo", `backup phrase: ${t.join(" ")}`, t.join(" "));
}
CLEAN.push(
  [
    "a BIP-39 vector in a unit test",
    'expect(toSeed("legal winner thank year wave sausage worth useful legal winner thank yellow"))',
  ],
  [
    "Hardhat's default accounts",
    'mnemonic: "test test test test test test test test test test test junk"',
  ],
  [
    "prose of list words with no seed named",
    "please write down these words carefully before you close the window again",
  ],
  ["eleven list words and no seed named", words(12).slice(0, 11).join(" ")],
  [
    "a name generator's array of list words",
    `const NOUNS = [${
      ("river breeze moon rain sea snow lake sunset shadow leaf forest hill cloud meadow sun bird " +
        "dust field fire flower grass mountain night pond sound thunder water wave wood dream tree")
        .split(" ").map((w) => `'${w}'`).join(", ")
    }];`,
  ],
  [
    "an array named words of twelve list words",
    `const words = [${
      "apple banana cherry orange lemon grape mango pear kiwi dog cat horse".split(" ")
        .map((w) => `"${w}"`).join(", ")
    }];`,
  ],
  ["the wordlist printed", `$ head -60 english.txt\n${BIP39_ENGLISH.slice(0, 60).join("\n")}`],
  [
    "a restore note over a long row of list words",
    `backup of the tag list: ${BIP39_ENGLISH.slice(300, 340).join(" ")}`,
  ],
);
{
  const m = words(12).join(" ");
  add("a mnemonic with two list words beside it", `seed phrase ${m} please help`, m);
  const q = words(12).join(" ");
  add("a mnemonic followed by a question of list words", `${q} can you check if this is valid`, q);
}

{
  const x = xprv([0x04, 0xb2, 0x43, 0x0c]);
  add("a zprv in an Electrum export", `{"keystore": {"xprv": "${x}", "type": "bip32"}}`, x);
  const t = xprv([0x04, 0x35, 0x83, 0x94]);
  add("a tprv in a descriptor", `tr(${t}/86'/1'/0'/0/*)#${hex(8)}`, t);
  const w = toBase58check(Uint8Array.from([0x80, ...bytes(32)]));
  add("an uncompressed WIF in a paper wallet", `Private key:\n${w}\nAddress: 1${fake(30)}`, w);
}
{
  const xpub = toBase58check(
    Uint8Array.from([0x04, 0x88, 0xb2, 0x1e, 0, ...bytes(40), 2, ...bytes(32)]),
  );
  CLEAN.push(["an xpub for a watch-only wallet", `watch-only: ${xpub}`]);
}

{
  const k = hex(64);
  add("a hex key after --private-key=", `cast send $TOKEN "mint()" --private-key=${k}`, k);
  const j = hex(64);
  add("a hex key given to a signer", `signer = Wallet("0x${j}")`, j);
}
CLEAN.push(
  ["a transaction hash", `cast tx 0x${hex(64)} --rpc-url $RPC`],
  [
    "a block hash after a key word in prose",
    `the private key signed block 0x${hex(64)}? no, that's the hash`,
  ],
);

{
  const v = pan("4", 16);
  const grouped = v.match(/.{4}/g)!.join("-");
  add("a dashed Visa number in a ticket", `Card: ${grouped}  Exp: 11/28`, grouped);
  const d = pan("6011", 16);
  add("a Discover number in a CSV row", `42,jane,${d},0328`, d);
}
{
  const v = pan("4", 16);
  const wrong = v.slice(0, -1) + String((Number(v.slice(-1)) + 3) % 10);
  CLEAN.push(
    ["a number failing Luhn", `invoice ${wrong}`],
    ["Stripe's test card", "card: 4000 0000 0000 0077"],
    ["a masked PAN", `card ${v.slice(0, 4)} **** **** ${v.slice(-4)}`],
  );
  // (Made to pass Luhn, as one in ten does by chance: a length no network issues.)
  CLEAN.push(
    ["a German mobile number", `call me at +${pan("49151", 13)}`],
    ["a German EAN-13", `EAN ${pan("400", 13)} (Kaffee 500g)`],
    ["a chat's snowflake id in Discover's range", `channel_id = ${pan("65", 18)}`],
    ["a snowflake id in JCB's range", `<@${pan("354", 18)}> joined`],
  );
}

{
  const q = hex(40);
  add(
    "a QuickNode URL in a hardhat config",
    `url: "https://icy-sky.base-mainnet.quiknode.pro/${q}/",`,
    q,
  );
  const a = hex(64);
  add("an Ankr URL for polygon", `export POLYGON_RPC=https://rpc.ankr.com/polygon/${a}`, a);
  const b = [8, 4, 4, 4, 12].map((n) => hex(n)).join("-");
  add(
    "a Blast URL in a TOML file",
    `[rpc_endpoints]\narbitrum = "https://arbitrum-one.blastapi.io/${b}"`,
    b,
  );
}
CLEAN.push(
  ["Ankr's public endpoint", "curl -X POST https://rpc.ankr.com/eth --data '{}'"],
  ["a commit in a GitHub URL", `see https://github.com/acme/node/commit/${hex(40)}`],
);

{
  const c = hex(64);
  const v3 = `{"address":"${hex(40)}","crypto":{"cipher":"aes-128-ctr","ciphertext":"${c}",` +
    `"cipherparams":{"iv":"${hex(32)}"},"kdf":"pbkdf2","kdfparams":{"c":262144,"salt":"${
      hex(64)
    }"},"mac":"${hex(64)}"},"version":3}`;
  add("a geth keystore printed by cat", `$ cat keystore/UTC--2026-11-02T10-00-00Z--a\n${v3}`, c);
  const m = hex(64);
  add(
    "an EIP-2335 keystore's cipher",
    `{"crypto": {"kdf": {"function": "scrypt", "params": {"salt": "${hex(64)}"}},\n` +
      ` "cipher": {"function": "aes-128-ctr", "params": {"iv": "${hex(32)}"}, "message": "${m}"}}}`,
    m,
  );
}
CLEAN.push(
  [
    "an AES test vector",
    `{"plaintext": "${hex(32)}", "ciphertext": "${hex(32)}", "iv": "${hex(32)}"}`,
  ],
  ["a MetaMask vault in a question", 'where does MetaMask keep "vault": "{...}" on disk?'],
);

shapeTests("corpus twenty-four", SECRETS, CLEAN);
