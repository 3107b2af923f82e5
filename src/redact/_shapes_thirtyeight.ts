/**
 * Shapes read from held-out corpus thirty-eight's misses (docs/redaction.md, "Corpus thirty-eight
 * after it was seen": DNS, domains, CDN, edge and TLS certificates), as shapes of any text: a
 * TSIG key as `[algorithm:]name:secret` (`nsupdate -y`, `dig -y`, what `ps` and DiG print, a
 * `transfer-key`), BIND's `secret "…";`, an HMAC `KEY` record, a DNSSEC `K*.private` file's
 * private fields, `openssl … -text`'s private numbers, Cloudflare's scannable tokens and Porkbun's
 * keys by their prefix, a 37-hex Global API key beside its header's name, Sucuri's `k=`/`s=`, a
 * TLS key log's secrets, a key's hex under `xxd`, an HTTP header's key written as a parameter (`X-NSONE-Key=`) and a
 * domain's transfer auth code.
 */
import { ALNUM, BASE64, HEX, sample } from "./_examples.ts";
import { isNotASecret, isPath } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

/** True for base64 with two character classes at least (not a word, not a run of one). */
const base64Key = (v: string) =>
  !isNotASecret(v) && [/[a-z]/, /[A-Z]/, /\d/, /[+/]/].filter((c) => c.test(v)).length >= 2 &&
  !/^(.)\1+=*$/.test(v);

/** True for a run of hex digits with letters and digits both. */
const hexKey = (v: string) => /[a-f]/i.test(v) && /\d/.test(v) && !/^(.)\1+$/.test(v);

// A line break as written or JSON-escaped, then a Read tool's line number.
const BR = String.raw`(?:\r?\n|\\r?\\n)(?:[ \t]*\d{1,6}→)?`;

// One line of colon hex as `openssl … -text` prints a number (15 bytes, the last line shorter).
const HEX_LINE = String.raw`(?:[0-9a-f]{2}:){0,31}[0-9a-f]{2}:?`;

/** The rules of this file, in order (before the assignments). */
export const THIRTYEIGHT_RULES: readonly Rule[] = [
  rule({
    id: "tsig-key-triple",
    examples: {
      match: [
        "nsupdate -y hmac-sha256:ddns-key:" + mark(sample(43, BASE64, 38_001) + "=") + " upd.txt",
        '"transfer-key": "hmac-sha512:xfr:' + mark(sample(86, BASE64, 38_002) + "==") + '"',
        "dig -y axfr-key:" + mark(sample(22, BASE64, 38_003) + "==") + " @ns1 example.org AXFR",
        "server ns1\nkey hmac-sha256:ddns " + mark(sample(43, BASE64, 38_022) + "=") + "\nsend",
        "xfr-key. hmac-sha256. " + mark(sample(43, BASE64, 38_023) + "="),
      ],
      clean: [
        "nsupdate -y hmac-sha256:ddns-key:$TSIG_SECRET upd.txt",
        "algorithm hmac-sha256; # see hmac-sha256:name:secret in the man page",
        "grep -y pattern file.txt",
        "tsig-keygen -a hmac-sha256 transferkey2026west",
        "X-Signature: hmac-sha256 " + sample(43, BASE64, 38_029) + "=",
      ],
    },
    description:
      "a TSIG key written `[hmac-<alg>:]name:secret`: after `-y` of `nsupdate`, `dig`, `kdig` (also as `ps` and DiG's own banner print it), or anywhere with its HMAC algorithm first (dnscontrol's `transfer-key`); nsupdate's `key hmac-<alg>:name secret`; `pdnsutil`'s `name. hmac-<alg>. secret`",
    keywords: ["hmac-", "-y "],
    pattern:
      /(?:(?<![\w-])hmac-(?:md5|sha1|sha224|sha256|sha384|sha512)(?:\.sig-alg\.reg\.int)?(?::[\w.-]{1,253}:|(?<=\bkey[ \t]+hmac-\w{2,6}):[\w.-]{1,253}[ \t]+|(?<w>\.?[ \t]+)(?<=(?:^|[\s"'])[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.?[ \t]+hmac-\w{2,6}\.?[ \t]+))|\b(?:nsupdate|k?dig|knsupdate|DiG)\b[^\n]{0,200}?[ \t]-y[ \t]+[\w.-]{1,253}:)(?<v>[A-Za-z0-9+/]{16,128}={0,2})(?![A-Za-z0-9+/=])/gd,
    secret: ["v"],
    // (After a key's name, the algorithm and a blank alone, `pdnsutil`'s `name. hmac-sha256.
    // <secret>`: base64 of a key's length, not a key's name (`tsig-keygen -a hmac-sha256 <name>`);
    // not after a header's name, `Signature: hmac-sha256 …`.)
    accept: (v, _g, m) =>
      base64Key(v) &&
      (m.groups?.w === undefined || v.length >= 22 && (v.endsWith("=") || /[+/]/.test(v))),
  }),
  rule({
    id: "bind-key-secret",
    examples: {
      match: [
        'key "rndc-key" {\n\talgorithm hmac-sha256;\n\tsecret "' +
        mark(sample(43, BASE64, 38_004) + "=") + '";\n};',
        "tsig {\n  secret example.org.key. " + mark(sample(43, BASE64, 38_024) + "=") + "\n}",
      ],
      clean: [
        'secret "changeme";',
        'include "/etc/bind/ddns.key";',
        'secret "${TSIG_SECRET}";',
        "the secret example.org. holds is in the vault",
      ],
    },
    description:
      "BIND's and its tools' key statement `secret \"…\";` (`tsig-keygen`, `rndc-confgen`, `named.conf`), CoreDNS's `secret <name>. <key>`: a base64 shared secret",
    keywords: ["secret "],
    pattern:
      /\bsecret[ \t]+(?:\\?"(?<v>[A-Za-z0-9+/]{16,128}={0,2})\\?"[ \t]*;|[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.[ \t]+(?<w>[A-Za-z0-9+/]{16,128}={0,2})(?![^\s"\\]))/gd,
    secret: ["v", "w"],
    accept: base64Key,
  }),
  rule({
    id: "hmac-key-record",
    examples: {
      match: ["ddns.example.org. IN KEY 512 3 157 " + mark(sample(22, BASE64, 38_005) + "==")],
      clean: ["example.org. IN DNSKEY 257 3 13 " + sample(86, BASE64, 38_006) + "=="],
    },
    description:
      "a `KEY` record of an HMAC algorithm (157, 161–165), as BIND's old `dnssec-keygen -a HMAC-…` wrote a TSIG key's `K*.key` file: the shared secret itself",
    keywords: ["3 157 ", "3 161 ", "3 162 ", "3 163 ", "3 164 ", "3 165 "],
    pattern:
      /\bKEY(?:[ \t]|\\t)+\d{1,5}[ \t]+3[ \t]+(?:157|16[1-5])[ \t]+(?<v>[A-Za-z0-9+/]{8,128}={0,2})(?![A-Za-z0-9+/=])/gd,
    secret: ["v"],
    accept: base64Key,
  }),
  rule({
    id: "dnssec-private-field",
    examples: {
      match: [
        "Private-key-format: v1.3\nAlgorithm: 8 (RSASHA256)\nPublicExponent: AQAB\nPrime1: " +
        mark(sample(128, BASE64, 38_007)) + "\nCoefficient: " + mark(sample(128, BASE64, 38_008)),
        "Private-key-format: v1.2\nAlgorithm: 163 (HMAC_SHA256)\nKey: " +
        mark(sample(43, BASE64, 38_009) + "="),
      ],
      clean: [
        "Private-key-format: v1.3\nAlgorithm: 13 (ECDSAP256SHA256)\nPrivateKey: ${KEY}",
        "Prime1: 7\nExponent1: 3",
      ],
    },
    description:
      "a DNSSEC or TSIG `K*.private` file's private fields (`PrivateKey`, `PrivateExponent`, `Prime1`, `Prime2`, `Exponent1`, `Exponent2`, `Coefficient`, an HMAC `Key`), in a text holding `Private-key-format:` (the modulus and the public exponent are public)",
    keywords: ["private-key-format"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`(?:^|\n|\\n)(?:[ \t]*\d{1,6}→)?[ \t]*(?:PrivateKey|PrivateExponent|Prime[12]|Exponent[12]|Coefficient|Key|GostAsn1):[ \t]*(?<v>[A-Za-z0-9+/]{8,1400}={0,2})(?![A-Za-z0-9+/=])`,
      "gd",
    ),
    secret: ["v"],
    accept: base64Key,
  }),
  rule({
    id: "openssl-text-private-number",
    examples: {
      match: [
        "privateExponent:\n    " + mark(
          sample(30, HEX, 38_010).replace(/(..)/g, "$1:") + "\n    " +
            "4e:a1:07",
        ),
        "read EC key\npriv:\n    " + mark("9f:31:0c:5a:e2:77:18:b4:c0:d3:6e:21:9a:4f:05"),
      ],
      clean: [
        "modulus:\n    00:c3:91:5e:2a:7f:10:d8:44:b6:e9:03:5c:71:aa:\n    09:3d",
        "pub:\n    04:1b:9e:6c:33:a8:f0:52:07:de:64:19:c5:82:7b",
      ],
    },
    description:
      "a private number as `openssl rsa|ec|dsa|pkey -text` prints it: the colon hex lines under `privateExponent:`, `prime1:`, `prime2:`, `exponent1:`, `exponent2:`, `coefficient:` or `priv:` (the modulus and `pub:` are public)",
    keywords: [
      "privateexponent",
      "priv:",
      "prime1:",
      "prime2:",
      "exponent1:",
      "exponent2:",
      "coefficient:",
    ],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(
      String
        .raw`\b(?:privateExponent|prime[12]|exponent[12]|coefficient|priv):[ \t]*${BR}[ \t]+(?<v>${HEX_LINE}(?:${BR}[ \t]+${HEX_LINE}){0,80})`,
      "gd",
    ),
    secret: ["v"],
    accept: (v) => v.length >= 8 && /[0-9a-f]{2}:[0-9a-f]{2}/.test(v),
  }),
  rule({
    id: "tls-key-log-secret",
    examples: {
      match: [
        "CLIENT_RANDOM " + sample(64, HEX, 38_025) + " " + mark(sample(96, HEX, 38_026)),
        "# keylog\nCLIENT_RANDOM " + sample(64, HEX, 38_027) + " " + mark(sample(96, HEX, 38_028)),
      ],
      clean: ["export SSLKEYLOGFILE=~/tls-keys.log", "CLIENT_RANDOM <random> <master secret>"],
    },
    description:
      "a TLS key log line (`SSLKEYLOGFILE`, NSS's format Wireshark reads): the secret after `CLIENT_RANDOM`, `…_TRAFFIC_SECRET_N`, `…_HANDSHAKE_TRAFFIC_SECRET`, `EXPORTER_SECRET` and the client random (which is public)",
    keywords: ["client_random", "traffic_secret", "exporter_secret"],
    pattern:
      /\b(?:CLIENT_RANDOM|(?:CLIENT|SERVER)_(?:HANDSHAKE_TRAFFIC_SECRET|TRAFFIC_SECRET_\d{1,3})|CLIENT_EARLY_TRAFFIC_SECRET|(?:EARLY_)?EXPORTER_SECRET)[ \t]+[0-9a-fA-F]{64}[ \t]+(?<v>[0-9a-fA-F]{32,192})(?![0-9a-fA-F])/gd,
    secret: ["v"],
    accept: hexKey,
  }),
  rule({
    id: "dns-vendor-prefixed-key",
    examples: {
      match: [
        "it's " + mark("cfut_" + sample(40, ALNUM, 38_011) + sample(8, HEX, 38_012)) + " — use it",
        "api: " + mark("pk1_" + sample(64, HEX, 38_013)),
      ],
      clean: ["apikey: pk1_...", "cfut_ then 40 characters", "sk1_" + "x".repeat(64)],
    },
    description:
      "Cloudflare's scannable API tokens (`cfut_`, `cfat_`, `cfk_` and 40 or more characters) and Porkbun's API key pair (`pk1_`, `sk1_` and 64 hex), anywhere",
    keywords: ["cfut_", "cfat_", "cfk_", "pk1_", "sk1_"],
    pattern: /(?<![\w-])(?<v>cf(?:ut|at|k)_[A-Za-z0-9]{40,64}|[ps]k1_[0-9a-f]{64})(?![\w-])/gd,
    secret: ["v"],
    accept: (v) => !isNotASecret(v) && /\d/.test(v.slice(4)) && /[a-z]/i.test(v.slice(4)),
  }),
  rule({
    id: "global-api-key-named-beside",
    examples: {
      match: [
        "`X-Auth-Key` wants the Global API key; you sent (`" + mark(sample(37, HEX, 38_014)) +
        "`)",
      ],
      clean: ["X-Auth-Key: $CF_API_KEY", "the Global API key is 37 hex digits"],
    },
    description:
      "a Cloudflare Global API key (37 hex digits) on a line that names it (`X-Auth-Key`, `Global API key`): repeated in a sentence",
    keywords: ["x-auth-key", "global api key"],
    pattern: /(?<![0-9A-Za-z])(?<v>[0-9a-f]{37})(?![0-9A-Za-z])/gd,
    secret: ["v"],
    accept: hexKey,
  }),
  rule({
    id: "sucuri-key-and-secret",
    examples: {
      match: [
        'curl "https://waf.sucuri.net/api?v2" -d "k=' + mark(sample(32, HEX, 38_015)) +
        '" -d "s=' + mark(sample(32, HEX, 38_016)) + '" -d "a=show_settings"',
      ],
      clean: ['curl "https://waf.sucuri.net/api?v2" -d "k=$SUCURI_KEY" -d "s=$SUCURI_SECRET"'],
    },
    description:
      "Sucuri's WAF API key and secret, `k=` and `s=` (32 hex each), on a line naming Sucuri",
    keywords: ["sucuri"],
    pattern: /(?<![\w-])[ks]=(?<v>[0-9a-f]{32})(?![0-9a-zA-Z])/gd,
    secret: ["v"],
    accept: hexKey,
  }),
  rule({
    id: "key-hex-under-xxd",
    examples: {
      match: ['$ echo -n "$TSIG_KEY" | base64 -d | xxd -p\n' + mark(sample(64, HEX, 38_018))],
      clean: ["$ xxd -p firmware.bin | head -1\n" + sample(64, HEX, 38_019)],
    },
    description:
      "a key's bytes as `xxd -p` prints them under a command that decodes a variable or file named a key, secret, token, password or TSIG",
    keywords: ["xxd"],
    // (The name is on the command's own line: in a record, not on a line before an escaped break.)
    pattern: new RegExp(
      String
        .raw`\bxxd(?<=(?:tsig|secret|key|token|passw)(?:[^\n\\]|\\[^nr]){0,200}xxd)\b[^\n\\]{0,60}${BR}[ \t]*(?<v>[0-9a-f]{32,256})(?![0-9a-fA-F])`,
      "gdi",
    ),
    wholeText: true,
    startsNearKeyword: { above: 0 },
    secret: ["v"],
    accept: hexKey,
  }),
  rule({
    id: "header-key-as-parameter",
    examples: {
      match: [
        "GET https://api.example.net/v1/zones X-NSONE-Key=" + mark(sample(20, ALNUM, 38_020) + "7"),
      ],
      clean: ["X-Api-Key=$NS1_KEY", "X-Cache-Key=/example.org/index.html"],
    },
    description:
      "an HTTP header's key or token written as a parameter, `X-…-Key=`, `X-…-Token=` (a debug log's request line)",
    keywords: ["-key=", "-token=", "-secret="],
    pattern: /\bX-[A-Za-z0-9-]{0,40}(?:Key|Token|Secret)=(?<v>[A-Za-z0-9._~+\/-]{12,200})/gdi,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 12) && !isPath(v),
  }),
  rule({
    id: "domain-transfer-auth-code",
    examples: {
      match: ["Auth code (transfer): " + mark(sample(16, ALNUM, 38_021) + "4")],
      clean: ["Auth code: see the registrar's panel", "EPP code: <requested>"],
    },
    description:
      "a domain's transfer authorization code by its name (`Auth code`, `EPP code`, `transfer code`): letters with digits, or both cases (not sendmail's `AuthInfo`)",
    keywords: ["auth code", "authcode", "auth-code", "auth_code", "epp code", "transfer code"],
    pattern:
      /\b(?:auth[ _-]?code|epp[ _-]?code|transfer[ _-]?code)(?:[ \t]*\([^)\n]{0,30}\))?[ \t]*[:=][ \t]*\\?["']?(?<v>[^\s"'<>\\]{6,64})/gdi,
    secret: ["v"],
    accept: (v) =>
      !isNotASecret(v) && /[A-Za-z]/.test(v) &&
      (/\d/.test(v) || (/[a-z]/.test(v) && /[A-Z]/.test(v))),
  }),
];
