/**
 * Node providers' URLs and wallet keystores, read from held-out corpus twenty-four's misses
 * (docs/redaction.md, "Corpus twenty-four after it was seen"): a key a provider puts in the path
 * of the RPC URL it hands out (by a list of providers: a hex segment is no key in a URL at large,
 * a commit or a transaction hash has the same form), and a keystore's encrypted private key (by
 * decision: the file is the wallet, its password one a person chose).
 */
import { HEX, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";

const QUICKNODE = sample(40, HEX, 2421);
const ANKR = sample(64, HEX, 2422);
const UUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 2423 + i)).join("-");
const CHAINSTACK_USER = sample(8, "abcdefghijklmnopqrstuvwxyz0123456789", 2428);
const CIPHERTEXT = sample(64, HEX, 2429);
const VAULT = sample(96, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 2430);

/** Where a keystore's key derivation is named: a keystore, not an AES test vector. */
const KDF = /\\?"kdf(?:params)?\\?"|\\?"keyMetadata\\?"|\\?"salt\\?"/;

export const TWENTYFOUR_NODE_RULES: readonly Rule[] = [
  rule({
    id: "rpc-provider-url-key",
    examples: {
      match: [
        "RPC_URL=https://wispy-dawn.quiknode.pro/«" + QUICKNODE + "»/",
        "cast block-number --rpc-url https://rpc.ankr.com/eth/«" + ANKR + "»",
        "wss://rpc.ankr.com/bsc/ws/«" + ANKR + "»",
        "curl -X POST https://eth-mainnet.blastapi.io/«" + UUID + "»",
        "https://user-«" + CHAINSTACK_USER + "»:[REDACTED]@nd-123-456-789.p2pify.com",
      ],
      clean: [
        "https://docs.quiknode.pro/docs/ethereum/eth_blockNumber",
        "curl https://rpc.ankr.com/eth",
        "https://blastapi.io/public-api/ethereum",
      ],
    },
    description:
      "the key a node provider puts in the path of the RPC URL it hands out: QuickNode's `*.quiknode.pro/<hex>`, Ankr's `rpc.ankr.com/<chain>/<64 hex>`, Blast's `*.blastapi.io/<uuid>`, and Chainstack's `user-…` name before the password (a list of providers: a hex segment of any URL may be a commit or a transaction hash)",
    keywords: ["quiknode.pro", "rpc.ankr.com", "blastapi.io", "p2pify.com"],
    pattern: new RegExp(
      String
        .raw`(?:https?|wss?)://(?:[a-z0-9-]{1,63}\.){1,4}quiknode\.pro/(?<q>[0-9a-f]{32,64})(?![0-9A-Za-z])|(?:https?|wss?)://rpc\.ankr\.com/[a-z0-9_]{2,30}(?:/ws)?/(?<a>[0-9a-f]{64})(?![0-9A-Za-z])|(?:https?|wss?)://(?:[a-z0-9-]{1,63}\.){1,3}blastapi\.io/(?<b>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9A-Za-z])|(?:https?|wss?)://user-(?<u>[a-z0-9]{6,16}):[^\s@/]{1,100}@(?:[a-z0-9-]{1,63}\.){1,4}p2pify\.com`,
      "gdi",
    ),
    secret: ["q", "a", "b", "u"],
    accept: (value) => new Set(value.toLowerCase()).size > 4,
  }),
  rule({
    id: "wallet-keystore-ciphertext",
    examples: {
      match: [
        '{"crypto":{"cipher":"aes-128-ctr","ciphertext":"«' + CIPHERTEXT +
        '»","kdf":"scrypt","kdfparams":{"n":262144}}}',
        '"cipher": {\n  "function": "aes-128-ctr",\n  "params": {\n    "iv": "' +
        sample(32, HEX, 2431) + '"\n  },\n  "message": "«' + CIPHERTEXT + '»"\n}\n"kdf": {}',
        '{"vault":"{\\"data\\":\\"«' + VAULT + '»\\",\\"salt\\":\\"' + sample(8, HEX, 2432) +
        '\\"}"}',
      ],
      clean: [
        '{"plaintext": "' + sample(32, HEX, 2433) + '", "ciphertext": "' + sample(32, HEX, 2434) +
        '"}',
        '"ciphertext": ""',
      ],
    },
    description:
      "a wallet keystore's encrypted key: an Ethereum keystore's `ciphertext`, an EIP-2335 validator keystore's `cipher` `message`, a MetaMask vault's `data`, where the record names its key derivation (`kdf`, a salt); by decision a secret (the file is the wallet, locked by a password a person chose), unlike a sealed value made to be committed",
    keywords: ["ciphertext", "aes-128-ctr", "vault"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`\\?"ciphertext\\?"[ \t]*:[ \t]*\\?"(?<c>[0-9a-fA-F]{32,4096})\\?"|aes-128-ctr\\?"[^{}]{0,80}\{[^{}]{0,200}\}[^{}]{0,80}?\\?"message\\?"[ \t]*:[ \t]*\\?"(?<m>[0-9a-fA-F]{32,4096})\\?"|\\?"vault\\?"[ \t]*:[ \t]*\\?"\{\\*"data\\*"[ \t]*:[ \t]*\\*"(?<d>[A-Za-z0-9+\/]{40,8192}={0,2})\\*"`,
      "gd",
    ),
    secret: ["c", "m", "d"],
    accept: (_value, _group, m) =>
      KDF.test(m.input.slice(Math.max(0, m.index - 1000), m.index + m[0].length + 1000)),
  }),
];
