/**
 * A raw 32-byte hex private key where the text says key, read from held-out corpus twenty-four's
 * misses (docs/redaction.md, "Corpus twenty-four after it was seen"): a transaction or block hash
 * has the same form, so only the words before it make it a key. Runs right after the checksummed
 * wallet shapes of `_shapes_twentyfour.ts`.
 */
import { HEX, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";

const HEX_KEY = sample(64, HEX, 2407);

// Where a hex key is named (`key 0x…` is a word before the key, not a key's name; not a key of
// storage, a cache or an index, `storage key 0x…`, which the pattern's look-behind leaves).
const NAMED_KEY_WORDS =
  "private-key private_key privatekeytoaccount wallet( pk signing accounts.add( from_key seed";

export const TWENTYFOUR_HEX_RULES: readonly Rule[] = [
  rule({
    id: "named-hex-private-key",
    examples: {
      match: [
        "forge script Deploy.s.sol --rpc-url $RPC --private-key 0x«" + HEX_KEY + "» --broadcast",
        'const account = privateKeyToAccount("0x«' + HEX_KEY + '»");',
        'const wallet = new ethers.Wallet("0x«' + HEX_KEY + '»", provider);',
        ">>> acct = accounts.add('0x«" + HEX_KEY + "»')",
        "pk: «" + HEX_KEY + "»",
        "PRIVATE_KEY=«" + HEX_KEY + "»",
        '{"msg":"signer init {\\"pk\\":\\"0x«' + HEX_KEY + '»\\"}"}',
      ],
      clean: [
        "cast receipt 0x" + HEX_KEY + " --rpc-url $RPC",
        "--private-key $PRIVATE_KEY",
        "pk: 0x" + "0".repeat(64),
        'Upload.objects.get(pk="' + HEX_KEY + '")',
        "GET /files/?pk=" + HEX_KEY,
        'await connectWallet("0x' + HEX_KEY + '")',
        "cast storage $TOKEN 3 # mapping key 0x" + HEX_KEY,
      ],
    },
    description:
      'a raw 32-byte hex private key where the text says key: `--private-key 0x…`, `privateKeyToAccount("0x…")`, `new Wallet("0x…")`, `pk: …` (a label; `pk=` is a database row\'s key), `PRIVATE_KEY=…` without its `0x` (with it, `labelled-hex-private-key`); a transaction or block hash stays',
    keywords: ["key 0x", "key `0x", ...NAMED_KEY_WORDS.split(" ")],
    pattern: new RegExp(
      String
        .raw`(?:--private-key|private_key(?=[ \t]*[=:][ \t]*["']?(?!0x)[0-9a-fA-F])|signing[_ ]?key|privateKeyToAccount\(|\bWallet\(|\bpk(?=(?:\\?["'])?[ \t]*:)|accounts\.add\(|\bfrom_key(?=["']?[ \t]*:)|(?<!(?:public|pub|verif\w{0,8}|storage|slot|mapping|cache|partition|idempotency|dedup|sort|primary|foreign|row|lookup|index|topic|hash)[ \t])\bkey(?=[ \t]+\x60?0x)|\b[Ss]ecret[ _]seed)(?:[ \t]*[=:(,]?[ \t]*(?:\\?["'\x60]|\\?")?){0,3}[ \t]*(?:0x)?(?<v>[0-9a-fA-F]{64})(?![0-9A-Za-z])`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value) => new Set(value.toLowerCase()).size > 4,
  }),
];
