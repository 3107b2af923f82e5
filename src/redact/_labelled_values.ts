/**
 * Secrets under a label that other rules read as something else: a `Secret ID` (Consul, Nomad,
 * Vault's `secret_id`: a UUID that is the secret, beside its accessor), a `Private key: 0x…`
 * (64 hex digits, where `0x…` is otherwise an address or a hash), a recovery, security or stream
 * key in groups (`633778-430939-…`, `EsQa 7yMo joau …`, `diwh-0g6p-…`), a seed phrase (12 to 24
 * lower-case words after `mnemonic`, `seed phrase`, `recovery phrase`), and the words of a
 * passphrase after `passphrase ->`.
 */
import { publishedMnemonic } from "./_chain_checks.ts";
import { HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { type Rule, rule } from "./_rule.ts";

const UUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 3301 + i)).join("-");
const PW = sample(8, HEX, 3320) + "Qx!" + sample(6, HEX, 3321);
const WORDS12 = "maple orbit candle river mango pilot velvet stone quartz falcon ember tulip";

// The end of a value: the end of its line (or of a JSONL record's string), or a closing quote.
const END = String.raw`(?=['"]?[ \t]*(?:\r?\n|\r?$|"[,}\]]))`;

/** The rules of this file, in the order they run (with the late rules). */
export const LABELLED_VALUE_RULES: readonly Rule[] = [
  rule({
    id: "secret-id",
    examples: {
      match: [
        "AccessorID:   " + UUID.replace(/^.{4}/, "abcd") + "\nSecretID:     «" + UUID + "»",
        "Secret ID    = «" + UUID + "»",
        "secret_id             «" + UUID + "»",
      ],
      clean: [
        "secret_id_ttl         24h",
        "SecretID:     <hidden>",
        "secret_id_accessor    " + UUID,
        "SecretId:        AKID" + UUID.replaceAll("-", "").slice(0, 25) + "*******",
      ],
    },
    description:
      "a `SecretID`, `Secret ID` or `secret_id` (Consul, Nomad, Vault AppRole): the UUID or token after it is the secret itself, not an identifier",
    keywords: ["secretid", "secret id", "secret_id", "secret-id"],
    pattern:
      /\bsecret[ _-]?id\b(?![ _-]?(?:accessor|ttl|num|uses))["']?(?:[ \t]*[:=][ \t]*|\t[ \t]*|[ \t]{2,})["']?(?<v>[A-Za-z0-9-]{16,100})(?![A-Za-z0-9*•-])/gdi,
    secret: ["v"],
    // (Not a head a display masks, `AKIDz8kr…*******`: the value runs on to its `*`.)
    accept: (value) =>
      /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value) ||
      /\d/.test(value) && /[A-Za-z]/.test(value) && !isNotASecret(value),
  }),
  rule({
    id: "labelled-hex-private-key",
    examples: {
      match: ["Private key: 0x«" + sample(64, HEX, 3310) + "»"],
      clean: ["Address:     0x" + sample(40, HEX, 3311), "private key: 0x" + "0".repeat(64)],
    },
    description:
      "a 64-hex-digit private key after `private key`, `secret key` or `privkey` (an Ethereum key printed as `0x…`)",
    keywords: ["private key", "private_key", "privatekey", "privkey", "secret key"],
    pattern:
      /(?:private|secret|priv)[ _]?key\b["']?[ \t]*[:=]?[ \t]*["']?0x(?<v>[0-9a-fA-F]{64})(?![0-9a-fA-F])/gdi,
    secret: ["v"],
    accept: (value) => !/^(.)\1+$/.test(value),
  }),
  rule({
    id: "grouped-recovery-key",
    examples: {
      match: [
        "Recovery Key: «633778-430939-737994-401157-693408-731387-415091-523297»",
        "Your recovery key: «EsQa 7yMo joau 6ihM Gu3c 4gen R41m 1qJT nKi8 Wpv2 KDKY ugia»",
        "Stream key: «diwh-0g6p-g3q9-ayml-yjue»",
        "Recovery key = '«0255-Q87O-Q01D-65US-JVW0-L736»'",
      ],
      clean: [
        "Recovery key: stored in the vault",
        "Stream key: xxxx-xxxx-xxxx-xxxx-xxxx",
        "recovery key id: 2026-03-01",
      ],
    },
    description:
      "a recovery, security or stream key printed in groups of 4 to 6 letters and digits joined by `-` or spaces (BitLocker, FileVault, Matrix, YouTube)",
    keywords: ["recovery key", "security key", "stream key", "recovery_key", "stream_key"],
    pattern: new RegExp(
      String
        .raw`(?:recovery|security|stream)[ _]key\b["']?[ \t]*[:=][ \t]*["']?(?<v>[A-Za-z0-9]{4,6}(?:[- ][A-Za-z0-9]{4,6}){3,11})${END}`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value) => /\d/.test(value) && !/^(?:x{4,6}[- ])+x{4,6}$/i.test(value),
  }),
  rule({
    id: "seed-phrase",
    examples: {
      match: [
        'MNEMONIC="«' + WORDS12 + '»"',
        "Your new wallet mnemonic (write it down):\n\n«" + WORDS12 + "»\n",
        "backup disk passphrase -> «meadow raven harbor zephyr island 445»",
      ],
      clean: [
        "the mnemonic is a list of words you write down",
        "passphrase -> use the one in the vault",
        "seed phrase: twelve words from the BIP39 list",
        'mnemonic: "test test test test test test test test test test test junk"',
      ],
    },
    description:
      "a wallet seed phrase (12 to 24 lower-case words after `mnemonic`, `seed phrase`, `recovery phrase`, on its line or the next ones; not a published one, `test … junk` or a test vector) and a passphrase of words after `passphrase ->`",
    keywords: ["mnemonic", "seed phrase", "seed_phrase", "recovery phrase", "passphrase"],
    reach: { before: 20, after: 400 },
    pattern:
      /(?:mnemonic|seed[ _]phrase|recovery[ _]phrase)\b[^\r\n:=]{0,80}[:=][ \t]*(?:\r?\n[ \t]*){0,2}["']?(?<words>[a-z]{3,8}(?: [a-z]{3,8}){11,23})(?![ \w])|passphrase[ \t]*(?:->|=>|→)[ \t]*(?<phrase>[a-z]{3,10}(?: [a-z0-9]{2,10}){3,10})[ \t]*(?=\r?\n|\r?$|"[,}\]])/gdi,
    secret: ["words", "phrase"],
    accept: (value, group) =>
      group === "words"
        ? !publishedMnemonic(value.split(" "))
        : /\d/.test(value) || value.split(" ").length >= 5 &&
            !/\b(?:the|a|an|to|in|of|is|use|and|for|from|with|your|vault)\b/i.test(value),
  }),
  rule({
    id: "hidden-setting-default",
    examples: {
      match: [
        'Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n    Default: "«' + PW +
        '»"',
        "    Security key           : Present\n    Key Content            : «harboramberkettle386»",
      ],
      clean: ["    NoEcho: true\n    Default: ''", "    Key Content            : Absent"],
    },
    description:
      "the `Default` of a CloudFormation parameter marked `NoEcho: true`, and the `Key Content` of a Wi-Fi profile `netsh wlan show profile … key=clear` prints",
    keywords: ["noecho", "key content"],
    reach: { before: 20, after: 300 },
    pattern: new RegExp(
      String
        .raw`NoEcho["']?[ \t]*:[ \t]*["']?true["']?,?[ \t]*\r?\n(?:[ \t]+["']?\w{1,30}["']?[ \t]*:[^\r\n]{0,100}\r?\n){0,4}?[ \t]+["']?Default["']?[ \t]*:[ \t]*["']?(?<v>[^"'\r\n]{4,300}?)["']?,?${END}|Key Content[ \t]*:[ \t]*(?<wifi>[^\s"\\]{8,63})${END}`,
      "gdi",
    ),
    secret: ["v", "wifi"],
    accept: (value) => !isNotASecret(value) && /\d|[^\w]/.test(value),
  }),
];
