/**
 * Shapes read from the rest of held-out corpus twenty-four's misses (docs/redaction.md, "Corpus
 * twenty-four, the rest": blockchain and payments), as shapes of any text: other chains' key
 * files and exports (a Cardano `.skey`'s `cborHex`, Sui's `suiprivkey1…`), a hex key printed
 * under `cat` of a key's file (an engine-API JWT secret, a wallet backup), a payment HSM's clear keys and a KMS data key's plaintext, the key half
 * of an exchange bot's key and secret, and a password handed to a flag through `<(echo …)`.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { anyRealValue, type Rule, rule, tokenAtStart } from "./_rule.ts";

const HEX_KEY = sample(64, HEX, 2851);
const KEY = sample(24, ALNUM, 2852);

// A payment HSM's key types (ANSI X9.24, Thales/Futurex names): zone master, PIN, encryption and
// MAC keys, terminal keys, local master keys, key-encrypting and data-encrypting keys.
const HSM_KEY = "ZMK|ZPK|ZEK|ZAK|TMK|TPK|TAK|PVK|CVK|LMK|KEK|DEK|BDK|IPEK|KBPK";

/** True when base64 `value` decodes to a key's length (16, 24, 32, 48 or 64 bytes). */
function keyLength(value: string): boolean {
  const bytes = Math.floor(value.replace(/=+$/, "").length * 3 / 4);
  return [16, 24, 32, 48, 64].includes(bytes);
}

/** The rules of this file, in the order they run (with the other corpus-twenty-four shapes). */
export const TWENTYEIGHT_CHAIN_RULES: readonly Rule[] = [
  rule({
    id: "chain-payment-token",
    examples: {
      match: [
        "«suiprivkey1q" + sample(58, "023456789acdefghjklmnpqrstuvwxyz", 2853) + "»",
        "FLW_SECRET=«FLWSECK-" + sample(32, HEX, 2854) + "-X»",
        '.SecretKey("«sk_sbox_' + sample(27, "abcdefghijklmnopqrstuvwxyz0123456789", 2855) + '»")',
      ],
      clean: ["export with sui keytool export: suiprivkey1 + bech32", "FLWSECK-xxxxxxxx-X"],
    },
    description:
      "keys with a shape of their own from chains and payment vendors: Sui's exported `suiprivkey1…` (bech32), Flutterwave's `FLWSECK-…-X` and `FLWSECK_TEST-…`, Checkout.com's sandbox `sk_sbox_…`",
    keywords: ["suiprivkey1", "flwseck", "sk_sbox_"],
    pattern:
      /(?<v>suiprivkey1[02-9ac-hj-np-z]{50,70}|FLWSECK(?:_TEST)?-[0-9a-f]{32}-X|sk_sbox_[a-z0-9]{26,40})(?![A-Za-z0-9])/gd,
    secret: ["v"],
    accept: tokenAtStart,
  }),
  rule({
    id: "cardano-signing-key",
    examples: {
      match: [
        '{\n  "type": "PaymentSigningKeyShelley_ed25519",\n  "description": "Payment Signing Key",\n  "cborHex": "«5820' +
        HEX_KEY + '»"\n}',
      ],
      clean: [
        '{"type": "PaymentVerificationKeyShelley_ed25519", "cborHex": "5820' + HEX_KEY + '"}',
      ],
    },
    description:
      "a Cardano key file's `cborHex` under a `type` that says signing key (`PaymentSigningKeyShelley_ed25519`, `StakeSigningKey…`, extended keys): the private key; a verification key is public",
    keywords: ["cborhex"],
    anchors: ["cborhex"],
    reach: { before: 400, after: 300 },
    pattern:
      /"type"[ \t]*:[ \t]*"[A-Za-z0-9_]{0,40}SigningKey[A-Za-z0-9_]{0,40}"[^{}]{0,300}?"cborHex"[ \t]*:[ \t]*"(?<v>58[0-9a-fA-F]{66,300})"/gd,
    secret: ["v"],
  }),
  rule({
    id: "printed-hex-key",
    examples: {
      match: [
        "$ cat /secrets/jwt.hex\n0x«" + HEX_KEY + "»",
        "$ cat wallet-backup.txt\n«" + HEX_KEY + "»",
        "echo «" + HEX_KEY + "» > /tmp/jwt && geth --authrpc.jwtsecret /tmp/jwt",
      ],
      clean: [
        "openssl rand -hex 32 > /secrets/jwt.hex",
        "$ cat deploy.log\n" + HEX_KEY,
        "$ cat jwt.hex.sha256\n" + HEX_KEY,
      ],
    },
    description:
      "a 32-byte hex key printed alone under `cat` of a file named for a key (`jwt.hex`, `wallet-backup.txt`, `…secret`, `…key…`: an execution client's engine-API secret, a wallet's key), or echoed into the file a `--authrpc.jwtsecret`/`--jwt-secret` flag reads",
    // (`cat ` with its blank: `catch` and `category` stand on every few lines of code.)
    keywords: ["jwt", "cat "],
    anchors: ["jwt", "cat "],
    reach: { before: 120, after: 120 },
    pattern:
      /\bcat[ \t]+[^\s|;&]{0,200}(?:jwt|wallet|key|secret|seed|priv|mnemonic|backup)[^\s|;&]{0,60}(?<!\.(?:sha\d{0,3}|md5|sums?|sig|pub|asc))[ \t]*\r?\n[ \t]*(?:0x)?(?<v>[0-9a-fA-F]{64})[ \t]*(?=\r?\n|\r?$|"[,}\]])|\becho[ \t]+(?:-n[ \t]+)?["']?(?:0x)?(?<e>[0-9a-fA-F]{64})["']?[ \t]*>[ \t]*[^\s|;&]{1,200}(?=[^\r\n]{0,300}jwt)/gdi,
    secret: ["v", "e"],
    accept: (value) => new Set(value.toLowerCase()).size > 6,
  }),
  rule({
    id: "hsm-clear-key",
    examples: {
      match: [
        "ZMK component 1: «" + sample(32, "0123456789ABCDEF", 2856) + "»  KCV E6DCEC",
        "    dek_hex: «" + HEX_KEY + "»",
        "clear ZPK = «" + sample(16, "0123456789ABCDEF", 2857) + "» «" +
        sample(16, "0123456789ABCDEF", 2858) + "»",
        "LMK pair 04-05 (clear, ceremony copy):\n«" + sample(16, "0123456789ABCDEF", 2869) + "» «" +
        sample(16, "0123456789ABCDEF", 2870) + "»",
      ],
      clean: ["ZMK component 1: KCV E6DCEC", "dek_version: 8", "KEK rotation is yearly"],
    },
    description:
      "a payment HSM's or a key ceremony's clear key by its type (`ZMK component 1:`, `clear ZPK =`, `LMK`, `TMK`, `BDK`, `KEK`, `dek_hex:`): 16, 24 or 32 bytes in hex, grouped in sixteens or not, also on the lines under a heading that names the key clear or a component (its KCV stays)",
    // (Not `tak`: `take` and `mistake` stand in most prose.)
    keywords: HSM_KEY.toLowerCase().split("|").filter((k) => k !== "tak"),
    // (A printout's key may stand on the lines under its heading.)
    reach: { after: 400 },
    pattern: new RegExp(
      String
        .raw`\b(?:${HSM_KEY})(?:(?:[ _-]?(?:component|comp|part|clear|key|hex|value|plain)){0,3}[ \t]*(?:#?\d{1,2})?[ \t]*[:=][ \t]*["']?(?<v>[0-9A-Fa-f]{16}(?:[ ]?[0-9A-Fa-f]{16}){1,3})(?![0-9A-Za-z])|\b[^\r\n]{0,80}\b(?:clear|plain|component)\b[^\r\n]{0,80}\r?\n(?<b>(?:[ \t]*[0-9A-F]{16}(?:[ \t]+[0-9A-F]{16}){1,3}[ \t]*(?:\r?\n|$)){0,3}[ \t]*[0-9A-F]{16}(?:[ \t]+[0-9A-F]{16}){1,3}))`,
      "gdi",
    ),
    secret: ["v", "b"],
    // (A printout's block goes group by group: its spaces and line breaks stay.)
    split: (value) =>
      /\s/.test(value)
        ? [...value.matchAll(/[0-9A-Fa-f]{16}/g)].map((m) => [m.index, m.index + 16])
        : [[0, value.length]],
    accept: (value) => new Set(value.toLowerCase().replace(/\s/g, "")).size > 6,
  }),
  rule({
    id: "kms-plaintext-key",
    examples: {
      match: [
        '{\n    "CiphertextBlob": "AQIDAHh' + sample(60, ALNUM, 2859) + '",\n    "Plaintext": "«' +
        sample(43, ALNUM, 2860) +
        '=»",\n    "KeyId": "arn:aws:kms:eu-west-1:111122223333:key/x"\n}',
      ],
      clean: ['"Plaintext": "hello world"', '"Plaintext": "SGVsbG8gd29ybGQ="'],
    },
    description:
      "the `Plaintext` of AWS KMS's `generate-data-key` and `decrypt` output: a data key in clear, base64 of 16 to 64 bytes",
    keywords: ['"plaintext"'],
    pattern: /"Plaintext"[ \t]*:[ \t]*"(?<v>[A-Za-z0-9+\/]{20,88}={0,2})"/gd,
    secret: ["v"],
    accept: (value) => keyLength(value),
  }),
  rule({
    id: "exchange-key-pair",
    examples: {
      match: [
        '"exchange": {\n    "name": "bybit",\n    "key": "«' + KEY + '»",\n    "secret": "«' +
        sample(36, ALNUM, 2861) + '»",',
        "NORDIGEN_SECRET_ID=«" + [8, 4, 4, 4, 12].map((n, i) =>
          sample(n, HEX, 2862 + i)
        ).join("-") +
        "»\nNORDIGEN_SECRET_KEY=«" + sample(128, HEX, 2867) + "»",
      ],
      clean: [
        '{"key": "ETH/USDT", "secret": "${EXCHANGE_SECRET}"}',
        "NORDIGEN_SECRET_ID=${ID}\nNORDIGEN_SECRET_KEY=${KEY}",
      ],
    },
    description:
      'the key half of a key and secret pair: an exchange bot\'s `"key"`/`"apiKey"` beside its `"secret"` (freqtrade, ccxt), a `…_SECRET_ID` beside its `…_SECRET_KEY` (GoCardless): whoever has the secret needs the key too',
    keywords: ['"key"', '"apikey"', '"api_key"', "secret_id"],
    reach: { before: 300, after: 300 },
    pattern:
      /"(?:key|apiKey|api_key)"[ \t]*:[ \t]*"(?<k>[A-Za-z0-9_-]{16,100})"(?=[ \t]*,\s{0,40}"(?:secret|apiSecret|api_secret)"[ \t]*:[ \t]*"(?:\[REDACTED\]|[^"\s$]{16,200})")|\b(?<name>[A-Z][A-Z0-9]{0,30})_SECRET_ID[ \t]*=[ \t]*["']?(?<i>[A-Za-z0-9-]{16,100})(?=["']?[ \t]*\r?\n(?:[^\r\n]{0,200}\r?\n){0,3}?\k<name>_SECRET_KEY[ \t]*=)/gd,
    secret: ["k", "i"],
    accept: (value) => anyRealValue(value) && /\d/.test(value) && /[A-Za-z]/.test(value),
  }),
  rule({
    id: "substituted-password-file",
    examples: {
      match: [
        "prysm.sh validator accounts import --wallet-password-file=<(echo '«" +
        sample(12, ALNUM, 2868) + "*Q»') --accept-terms-of-use",
      ],
      clean: ["--wallet-password-file=<(echo $WALLET_PASSWORD)", "diff <(echo a) <(echo b)"],
    },
    description:
      "a password handed to a file flag through process substitution: `--wallet-password-file=<(echo '…')`, `--password-file <(printf …)`",
    keywords: ["<(echo", "<(printf"],
    pattern:
      /-(?:[\w-]{0,40}(?:password|passphrase|secret|token|key)[\w-]{0,20})[ \t=]+<\((?:echo(?:[ \t]+-n)?|printf(?:[ \t]+'%s')?)[ \t]+(?:'(?<sq>[^'\r\n]{1,200})'|"(?<dq>[^"\r\n]{1,200})"|(?<bare>[^\s'")]{1,200}))[ \t]*\)/gdi,
    secret: ["sq", "dq", "bare"],
    accept: (value) => anyRealValue(value) && !value.startsWith("$"),
  }),
  rule({
    id: "chainlink-api-file",
    examples: {
      match: [
        "$ cat ~/.chainlink-sepolia/.api\nnode-admin@example.org\n«" + sample(16, ALNUM, 2871) +
        "»",
      ],
      clean: ["$ cat ~/.chainlink/.api\nnode-admin@example.org\n$ chainlink node start"],
    },
    description:
      "a Chainlink node's `.api` file printed by `cat`: the API user's e-mail on its first line, the password on the second",
    keywords: ["/.api"],
    anchors: ["/.api"],
    reach: { after: 300 },
    pattern:
      /\bcat[ \t]+[^\s|;&]{0,200}\/\.api[ \t]*\r?\n[ \t]*[^\s@]{1,64}@[^\s@]{1,100}[ \t]*\r?\n[ \t]*(?<p>[^\s"$][^\s"]{5,99})[ \t]*(?=\r?\n|\r?$|"[,}\]])/gd,
    secret: ["p"],
    accept: (value) => anyRealValue(value) && /\d/.test(value) && /[A-Za-z]/.test(value),
  }),
];
