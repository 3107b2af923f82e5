/**
 * First-sight classes across corpora (docs/redaction.md, "First-sight classes across corpora
 * (g-generic15)"): a value under a name that is a compound of a credential noun the name rules
 * did not know. Every blind corpus met some at first sight, each in its subject's words (a
 * wallet's `MASTER_SEED`, a device's `pairing_code`, a CMS's `admin_pw`, a signer's
 * `key_material`, a client's `secret_value`): the nouns here are the subject-free ones, mined
 * from the seen corpora and gitleaks' generic keywords (`creds`, `access`, `passw`), each with
 * the words that make it a credential. A value must look generated (a password's name, `_pw`,
 * takes a password's form), so a schema word, a path or a number under such a name stays.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { isPlaceholder } from "./_filters_placeholders.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { passwordLike } from "./_prose.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

// The words before `seed` that make it a key's seed (not a random generator's: `random_seed`,
// `np.random.seed`, `SEED = 42`), before `code` that make it a way in (not `status_code`,
// `country_code`), before `material` that make it a key's bytes; the credential nouns a
// representation suffix may follow (`secret_value`, `psk_hex`, `creds_b64`); keys glued to their
// owner that no name rule reads (`appkey`, `rootkey`).
const SEED_OWNERS = [
  "master",
  "wallet",
  "totp",
  "otp",
  "mfa",
  "2fa",
  "hd",
  "root",
  "key",
  "secret",
  "license",
  "licence",
  "signing",
  "recovery",
  "private",
  "account",
  "node",
  "validator",
  "mnemonic",
];
const CODE_OWNERS = [
  "access",
  "pass",
  "pin",
  "recovery",
  "backup",
  "unlock",
  "pairing",
  "enrollment",
  "enrolment",
  "activation",
  "master",
  "admin",
  "secret",
  "door",
  "alarm",
];
const MATERIAL_OWNERS = ["key", "keying", "signing", "secret", "private", "seed"];
const NOUNS = String
  .raw`creds?|credentials?|secret|token|password|passwd|passphrase|psk|api[_.-]?key|private[_.-]?key`;
const SUFFIXES = String
  .raw`value|val|string|str|text|raw|plain|plaintext|b64|base64|hex|data|blob|bytes`;
const SEP = ["", "_", "-", "."];
// The nouns and suffixes above as the keywords they hold (lower case).
const NOUN_WORDS = [
  "secret",
  "token",
  "password",
  "passwd",
  "passphrase",
  "psk",
  "apikey",
  "api_key",
  "api-key",
  "api.key",
  "privatekey",
  "private_key",
  "private-key",
  "private.key",
];
const SUFFIX_WORDS = SUFFIXES.split("|");

const NAME = String.raw`(?<name>(?:${SEED_OWNERS.join("|")})[_.-]?seed|(?:${
  CODE_OWNERS.join("|")
})[_.-]?code|(?:${
  MATERIAL_OWNERS.join("|")
})[_.-]?material|(?:${NOUNS})[_.-]?(?:${SUFFIXES})|(?:app|root)key|(?<![a-z\d])creds|licen[cs]e|[_.-]auth|[_.-]pw|(?<![\w.$-])pwd(?=["']?[ \t]*=[ \t]*["']))`;

// A licence family's name, its version and a separator (or nothing) after it.
const LICENCE_FAMILY =
  /^(?:[AL]?GPL|GFDL|BSD|MIT|Apache|MPL|ISC|CC|Unicode|X11(?:R\d)?|Expat|Artistic|Zlib|EPL|CDDL|PSF|OFL)(?:v?\d{1,3}\+?)?(?:[-_+]|$)/i;

/** True when `v` looks like a generated secret of 16 characters or more. */
const generated = (v: string) =>
  looksGenerated(v, 16) || digitsSpread(v) ||
  /^[A-Z0-9]{16,128}$/.test(v) && v.replace(/[A-Z]/g, "").length >= 3 &&
    v.replace(/\d/g, "").length >= 3;

/** The rules of this file, in order (after the assignments, before prose). */
export const CREDENTIAL_NOUN_RULES: readonly Rule[] = [
  rule({
    id: "credential-noun-name",
    examples: {
      match: [
        "MASTER_SEED=" + mark(sample(64, HEX, 15_001)),
        'pairing_code: "' + mark(sample(24, ALNUM, 15_002)) + '"',
        "signing_material = " + mark(sample(40, ALNUM, 15_003)),
        "wifi_psk_value = " + mark(sample(24, ALNUM, 15_004)),
        "admin_pw = " + mark("Rk7" + sample(6, ALNUM, 15_005) + "!q"),
        "appkey: " + mark(sample(32, HEX, 15_006)),
        'client = Acme(license="' + mark(sample(32, ALNUM, 15_007)) + '")',
        '<Login Name="deploy" Pwd="' + mark("Tq4" + sample(7, ALNUM, 15_008) + "#z") + '" />',
      ],
      clean: [
        "random_seed = 42",
        "status_code: 404",
        "pairing_code: ${PAIRING_CODE}",
        "secret_value: null",
        "show_pw = false",
        "key_material: /etc/keys/signing.pem",
        "token_data: tokenizer_output",
        '"license": "Apache-2.0"',
        '"license": "LGPL-3.0-or-later"',
        "License: BSD-2-Clause-style",
        "basic_auth = true",
        'pwd="$(pwd)"',
        'PWD="/home/dev2/app"',
      ],
    },
    description:
      "a generated value under a name compounding a credential noun no name rule reads: a key's `…_seed` (`MASTER_SEED`, `totp_seed`, not a random generator's), a way in's `…_code` (`access_code`, `pairing_code`, `recovery_code`, not `status_code`), a key's `…_material`, a credential noun with a representation after it (`secret_value`, `psk_hex`, `creds_b64`), `appkey`, `rootkey`, `creds`, a `license`, a `…_auth`; and a password under `…_pw` or a quoted `Pwd=`",
    keywords: [
      ...SEED_OWNERS.flatMap((w) => SEP.map((s) => w + s + "seed")),
      ...CODE_OWNERS.flatMap((w) => SEP.map((s) => w + s + "code")),
      ...MATERIAL_OWNERS.flatMap((w) => SEP.map((s) => w + s + "material")),
      "appkey",
      "rootkey",
      "license",
      "licence",
      "_auth",
      "-auth",
      ".auth",
      "pwd",
      "cred",
      "_pw",
      "-pw",
      ".pw",
      ...NOUN_WORDS.flatMap((n) => SEP.flatMap((p) => SUFFIX_WORDS.map((x) => n + p + x))),
    ],
    // (Every match holds a separator after its name.)
    lineHas: /[:=]/g,
    pattern: new RegExp(
      String
        .raw`${NAME}(?![\w-])["']?[ \t]*(?:=>|:=|=|:)[ \t]*["']?(?<v>[A-Za-z0-9_~+\/=.!@#%^*-]{8,200})(?![\w$\{(])`,
      "gdi",
    ),
    secret: ["v"],
    accept: (v, _g, m) => {
      if (isNotASecret(v) || isPlaceholder(v)) return false;
      const name = (m.groups?.name ?? "").toLowerCase();
      // (Not a path: `PWD="/home/dev2/app"` is the shell's working directory.)
      if (/^(?:[_.-]pw|pwd)$/.test(name)) return passwordLike(v) && !/^[~.]?\//.test(v);
      // A licence's name is SPDX's (`LGPL-3.0-or-later`, `Apache-2.0`): a key has no dot. Or
      // a licence family's with words after it, as Debian's copyright files name their variants
      // (`BSD-2-Clause-style`, `LGPLv3+_or_GPLv2+`, `Unicode-DFS-2016`, `X11R5-permissive`).
      if (
        /^licen[cs]e$/.test(name) &&
        (v.includes(".") || /-(?:or|only|later)\b/i.test(v) || LICENCE_FAMILY.test(v))
      ) return false;
      // A `…_seed` may be a hex key of 32 digits or more, a generated value otherwise.
      return generated(v.replace(/[!@#%^*]+$/, "")) && /^[A-Za-z0-9_~+\/=.-]+$/.test(v);
    },
  }),
];

// A host name after `@`: labels of letters, digits and `-`, a dot between, a TLD of letters (or
// an IPv4 address).
const HOST = String.raw`(?:[A-Za-z0-9-]{1,63}\.){1,10}[A-Za-z]{2,24}|\d{1,3}(?:\.\d{1,3}){3}`;

// What may stand before the colon that is no user: a digest's name (`sha256:…@`), a scheme
// whose body is an address, not a user and a password (`mailto:perl5-porters@perl.org`, `xmpp:`,
// `sip:`, WebFinger's `acct:`), or a date (`2018-03-28:<message id>@host:`, a list of signed-off
// mails), after a JSON string's `\n` too.
const NOT_A_USER =
  /(?:^|\\[nrt]|[^\w.+-])(?:(?:sha|md|blake)\d[A-Za-z0-9_.+-]{0,60}|mailto|xmpp|sips?|acct|im|pres|\d{4}-\d\d-\d\d)$/i;

/** The rules of this file that read a value by where it stands, not by a name. */
export const CREDENTIAL_PLACE_RULES: readonly Rule[] = [
  rule({
    id: "authority-without-scheme",
    examples: {
      match: [
        "http_proxy=deploy:" + mark("w8mWO!" + sample(6, ALNUM, 15_011)) +
        "@proxy.example.com:3128",
        "rsync -av ./dist deploy:" +
        mark(sample(5, ALNUM, 15_012) + "!9" + sample(5, ALNUM, 15_013)) +
        "@files.example.com::module",
        "register => 1001:" + mark("Sq7" + sample(6, ALNUM, 15_014) + "%k") +
        "@sip.example.com/1001",
      ],
      clean: [
        "git@github.com:org/repo.git",
        "name:John.Smith2@example.com",
        "mailto:ops@example.com",
        "mailto:perl5-porters@perl.org",
        "image: registry.example.com/app:1.4.2@sha256:" + sample(64, HEX, 15_015),
        "user:${PASSWORD}@db.example.com",
      ],
    },
    description:
      "a password in a host's user part written with no scheme before it (`user:pass@host`: a proxy setting, an rsync or scp target, a SIP registration): a password's form (letters, a digit and a symbol or both cases, 8 or more) or a generated value",
    // (`@` is one character, no keyword: a cheap search for it, then the lines that hold it.)
    keywords: [],
    when: (t) => t.includes("@"),
    // (A host's first label and its dot after the `@`: a literal to scan for, then its lines.)
    lineHas: /@[A-Za-z0-9-]{1,63}\./g,
    // (From the colon, a literal the engine scans for: the user before it is read back in
    // `accept`, which a pattern starting at the user's first character would try at every one.)
    pattern: new RegExp(
      String
        .raw`:(?<p>[^\s:@\/\\"'<>()\[\]{}\x60,;]{4,128})@(?:${HOST})(?![\w-])`,
      "gd",
    ),
    secret: ["p"],
    accept: (p, _g, m) =>
      // A user of word characters, dots, `+` and `-` before the colon, at a word's start, and
      // no digest's name nor an address's scheme (`NOT_A_USER`).
      /(?:^|[^\w.:\/@%+~-])[A-Za-z0-9_.+-]{1,64}$/.test(
        m.input.slice(Math.max(0, m.index - 66), m.index),
      ) &&
      !NOT_A_USER.test(m.input.slice(Math.max(0, m.index - 66), m.index)) &&
      !isNotASecret(p) && !isPlaceholder(p) && !p.includes(".") && !/^\$/.test(p) &&
      (passwordLike(p) || generated(p)),
  }),
  rule({
    id: "secret-word-line",
    examples: {
      match: [
        "client 10.0.0.0/24 {\n  secret " + mark("Rw8" + sample(6, ALNUM, 15_021) + "!x") + "\n}",
        "tacacs-server host 10.1.1.1\n shared-secret " +
        mark("b7" + sample(5, ALNUM, 15_022) + "!4x"),
      ],
      clean: [
        "  secret none",
        "  secret /etc/raddb/secret.txt",
        "  secret $RADIUS_SECRET",
        "keep it secret forever",
        "  secret {{ radius_secret }}",
      ],
    },
    description:
      "a device's or a daemon's config line that is a secret's name, a space and one value (`secret …`, `shared-secret …`, `client-secret …`, the way RADIUS clients, TACACS and routers write them): a password's form or a generated value",
    keywords: ["secret"],
    pattern:
      /(?:^|(?<=\\n))[ \t]*(?:shared[_-]|client[_-]|server[_-])?secret[ \t]+(?<v>[^\s"'#;{}$<>\\]{6,128})[ \t]*;?[ \t]*(?=\r?$|\\[nr]|")/gdm,
    secret: ["v"],
    accept: (v) =>
      !isNotASecret(v) && !isPlaceholder(v) && !v.includes("/") &&
      (passwordLike(v) || generated(v)),
  }),
  rule({
    id: "key-flag-value",
    examples: {
      match: [
        "signer --hmac-key=" + mark(sample(32, HEX, 15_031)) + " --in a.bin",
        "lora-cli device set --appkey " + mark(sample(32, HEX, 15_032).toUpperCase()) +
        " --nwkskey " + mark(sample(32, HEX, 15_033).toUpperCase()),
        "flasher --device-key " + mark(sample(40, HEX, 15_034)),
      ],
      clean: [
        "tool --cache-key " + sample(32, HEX, 15_035),
        "tool --public-key " + sample(64, HEX, 15_036),
        "tool --sort-key created_at --key-file ./k.pem",
        "tool --idempotency-key " + sample(32, HEX, 15_037),
        "gpg --keyserver keys.example.org --recv-key " + sample(40, HEX, 15_038).toUpperCase(),
        "gpg-wks-server --install-key " + sample(40, HEX, 15_039).toUpperCase() +
        " alice@example.org",
      ],
    },
    description:
      "a command-line flag whose name ends in `key` (`--hmac-key`, `--aes-key`, `--appkey`, `--nwkskey`, `--device-key`) given 32 hex digits or more or a generated value (not a cache, sort, idempotency, public, routing or GPG key, nor hex of under 32 digits, a key's id)",
    keywords: ["key ", "key="],
    pattern:
      /-(?<=(?<![\w-])-)-?(?<name>[a-z][a-z0-9]{0,20}(?:[-_.][a-z0-9]{1,20}){0,3})(?<=key)(?:=|[ ]+)["']?(?<v>(?:0x)?[A-Za-z0-9_+\/=.-]{16,200})(?![\w$\{(])/gdi,
    secret: ["v"],
    accept: (v, _g, m) => {
      const name = (m.groups?.name ?? "").toLowerCase();
      if (
        /(?:^|[-_.])(?:cache|sort|idempotency|public|pub|routing|partition|primary|foreign|dedupe?|hash|lookup|object|s3|map|group|api[-_.]?version|id|recv|default|gpg|pgp|trusted|host|install|delete|export|edit|l?sign|locate|fetch|send)[-_.]?key$/
          .test(name) || !/key$/.test(name)
      ) return false;
      if (isNotASecret(v) || isPlaceholder(v)) return false;
      // (An SSH public key's body, `AAAAB3NzaC1yc2E…`: its type's name in base64 starts it.)
      if (/^AAAA[B-E][0-9A-Za-z]NzaC1|^AAAAE2VjZHNh/.test(v)) return false;
      // (Hex shorter than 32 digits is a key's id or fingerprint: `gpg --recv-key`'s 16.)
      if (/^(?:0x)?[0-9a-fA-F]+$/.test(v)) {
        return /^(?:0x)?[0-9a-fA-F]{32,128}$/.test(v) && /\d/.test(v) && /[a-fA-F]/.test(v);
      }
      return generated(v);
    },
  }),
];
