/**
 * Tokens and key material known by their own shape: AWS Bedrock API keys (`ABSK…`), OneSignal
 * keys (`os_v2_app_…`), WooCommerce consumer keys (`ck_` + 40 hex), RevenueCat-style secret keys
 * (`sk_` + 32 letters and digits), Fernet tokens (`gAAAAAB…`, what OpenStack Keystone issues),
 * BIP32 extended private keys (`xprv…`, `tprv…`), lnd macaroons in hex (`0201036c6e64…`), a
 * private key's DER in base64 on one line (`MIIEvQIBADAN…`), a ZeroTier `identity.secret`, a
 * minisign secret key, an SSH2 (RFC 4716) private key block, and the keys `klist -K` prints.
 */
import { ALNUM, BASE64, BASE64URL, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { type Rule, rule } from "./_rule.ts";

const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** A token body with letters and digits, not one repeated character or a placeholder. */
function realBody(value: string): boolean {
  return /\d/.test(value) && /[A-Za-z]/.test(value) && !/^(.)\1+$/.test(value) &&
    !isNotASecret(value);
}

/** The base64 lines of an SSH2 key block, as [start, end) offsets (not its headers). */
function blockLines(body: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of body.matchAll(/^[ \t]*([A-Za-z0-9+\/=]{16,100})[ \t]*\r?$/gm)) {
    const start = m.index! + m[0].indexOf(m[1]!);
    out.push([start, start + m[1]!.replace(/=+$/, "").length]);
  }
  return out;
}

/** The rules of this file, in the order they run (with the late rules). */
export const MORE_KEY_RULES: readonly Rule[] = [
  rule({
    id: "shaped-token-more",
    examples: {
      match: [
        "[ABSK«" + sample(120, BASE64, 3901) + "»]",
        "Authorization: Key os_v2_app_«" + sample(113, LOWER_DIGITS, 3902) + "»",
        'consumerKey: "ck_«' + sample(40, HEX, 3903) + '»"',
        'static let revenueCat = "sk_«' + sample(32, ALNUM, 3904) + '»"',
        "| id         | gAAAAAB«" + sample(56, BASE64URL, 3905) + "» |",
        "XPRV=xprv9s21ZrQH«143K" + sample(95, B58, 3906) + "»",
        "LND_MACAROON=0201036c6e64«" + sample(200, HEX, 3907) + "»",
      ],
      clean: [
        "ABSKETCH_FILE=design.sketch",
        "ck_editor_config = true",
        "sk_learn_pipeline_components",
        '{"type":"reasoning","encrypted_content":"gAAAAAB' + sample(120, BASE64URL, 3920) + '=="}',
        "xpub661MyMwAqRbcF" + sample(94, B58, 3908),
      ],
    },
    description:
      "tokens with a prefix of their own: AWS Bedrock `ABSK…`, OneSignal `os_v2_app_…`, WooCommerce `ck_`, RevenueCat-style `sk_` + 32, Fernet `gAAAAAB…` as a token or an `id` (OpenStack tokens; not a model's `encrypted_content`), BIP32 `xprv`/`tprv`, lnd macaroons in hex",
    keywords: ["absk", "os_v2_", "ck_", "sk_", "gaaaaab", "xprv", "tprv", "0201036c6e64"],
    pattern:
      /(?<![A-Za-z0-9_+\/-])(?:ABSK(?<bedrock>[A-Za-z0-9+\/]{80,400}={0,2})|os_v2_(?:app|org)_(?<onesignal>[a-z0-9]{50,200})|ck_(?<woo>[0-9a-f]{40})|sk_(?<rc>[A-Za-z0-9]{32})(?![A-Za-z0-9_])|(?<=\b(?:id|token)["']?[ \t]*[|:=][ \t]*["']?)gAAAAAB(?<fernet>[A-Za-z0-9_-]{40,400}={0,2})|[xt]prv[1-9A-HJ-NP-Za-km-z]{8}(?<xprv>[1-9A-HJ-NP-Za-km-z]{90,110})|0201036c6e64(?<macaroon>[0-9a-f]{64,4000}))(?![A-Za-z0-9])/gd,
    secret: ["bedrock", "onesignal", "woo", "rc", "fernet", "xprv", "macaroon"],
    accept: (value) => realBody(value),
  }),
  rule({
    id: "key-material-more",
    examples: {
      match: [
        "- MIIEvQIBADAN«BgkqhkiG9w0BAQEFAASC" + sample(200, BASE64, 3909) + "»",
        "fb7885089f:0:" + sample(128, HEX, 3910) + ":«" + sample(128, HEX, 3911) + "»",
        "   2 host/web01@CORP (aes256-cts-hmac-sha1-96)  (0x«" + sample(64, HEX, 3913) + "»)",
      ],
      clean: [
        "CA_CERT=MIIDdzCCAl+gAwIBAgIE" + sample(100, BASE64, 3914),
        "fb7885089f:0:" + sample(128, HEX, 3915),
      ],
    },
    description:
      "private key material on one line: a DER private key in base64 (`MIIEvQIBADAN…`, `MIIEpAIBAAKCAQEA…`, `MIGHAgEAMBMG…`), a ZeroTier `identity.secret`'s private half, a key `klist -K` prints",
    // (Each keyword is a piece of one form: a DER private key's version and algorithm, the
    // `:0:` of an identity, the `(0x` of a klist key.)
    keywords: ["ibadan", "ibaakca", "ageambmg", ":0:", "(0x"],
    pattern:
      /(?<![A-Za-z0-9+\/])MI(?:I[A-Za-z0-9+\/]{3}IBA(?:DAN|AKCA)|G[A-Za-z0-9+\/]AgEAMBMG)(?<der>[A-Za-z0-9+\/]{100,8000}={0,2})|(?<![0-9a-f])[0-9a-f]{10}:0:[0-9a-f]{64,128}:(?<zt>[0-9a-f]{64,128})(?![0-9a-f])|\((?:aes|des|rc4|arcfour|camellia)[\w-]{0,40}\)[ \t]+\(0x(?<kt>[0-9a-f]{32,128})\)/gd,
    secret: ["der", "zt", "kt"],
    accept: (value) => !/^(.)\1+$/.test(value),
  }),
  rule({
    id: "key-material-more",
    examples: {
      match: [
        "untrusted comment: minisign encrypted secret key\nRWRTY0Iy«" +
        sample(150, BASE64, 3912) + "»",
      ],
      clean: ["untrusted comment: minisign public key\nRWQ" + sample(53, BASE64, 3916)],
    },
    description: "a minisign secret key on the line under its `untrusted comment`",
    keywords: ["minisign"],
    wholeText: true,
    pattern:
      /minisign[^\r\n]{0,40}secret key[ \t]*\r?\n[ \t]*RW[A-Za-z0-9+\/]{6}(?<mini>[A-Za-z0-9+\/]{100,300}={0,2})/gd,
    secret: ["mini"],
    accept: (value) => !/^(.)\1+$/.test(value),
  }),
];

/**
 * The ones that run before the nearby rules, which would take an armour's lines one by one and
 * leave the first (corpus fourteen).
 */
export const MORE_KEY_EARLY_RULES: readonly Rule[] = [
  rule({
    id: "ssh2-private-key-block",
    examples: {
      match: [
        '---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "rsa, deploy"\n«' +
        sample(70, BASE64, 3917) + "»\n«" + sample(40, BASE64, 3918) +
        "»=\n---- END SSH2 ENCRYPTED PRIVATE KEY ----",
      ],
      clean: [
        '---- BEGIN SSH2 PUBLIC KEY ----\nComment: "rsa"\n' + sample(70, BASE64, 3919) +
        "\n---- END SSH2 PUBLIC KEY ----",
      ],
    },
    description:
      "the base64 lines of an SSH2 (RFC 4716) private key block (`---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----`), not its headers",
    keywords: ["begin ssh2"],
    wholeText: true,
    pattern:
      /---- BEGIN SSH2 (?:ENCRYPTED )?PRIVATE KEY ----(?<body>[\s\S]{1,20000}?)---- END SSH2/gd,
    secret: ["body"],
    accept: (value) => blockLines(value).length > 0,
    split: (value) => blockLines(value),
  }),
];
