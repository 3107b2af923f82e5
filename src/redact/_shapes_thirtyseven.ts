/**
 * Shapes read from held-out corpus thirty-seven's misses (docs/redaction.md, "Corpus thirty-seven
 * after it was seen": vehicles, robots and drones), as shapes of any text: a TURN URI's inline
 * password and turnutils' `-w password`, MAVProxy's `signing setup <passphrase>`, a key printed
 * alone on the line after the command that printed it (`ros2 param get … api_key`, MAVProxy's
 * `signing key`, `openssl rand -hex 32`), a key's bytes by their name (`keyBytes=`, a TUF key's
 * `"private":`), and a 64-digit hex key wrapped over two lines.
 */
import { ALNUM, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { isNotASecret, isPath } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";
import { mayHoldHexRun } from "./_stretches.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

/** True for a run of hex digits with letters and digits both (no `000…`, no `deadbeef…`). */
const hexKey = (v: string) => /[a-f]/i.test(v) && /\d/.test(v) && !/^(.)\1+$/.test(v);

/** True for a run with a digit and a letter, no stand-in and no words joined by `-` or `_`. */
const generatedRun = (v: string) =>
  /\d/.test(v) && /[A-Za-z]/.test(v) && !isNotASecret(v) && !/^[a-z]+(?:[_-][a-z]+)*$/i.test(v);

/** The rules of this file, in order (before the assignments). */
export const THIRTYSEVEN_RULES: readonly Rule[] = [
  rule({
    id: "turn-uri-password",
    examples: {
      match: [
        "TELEOP_TURN=turn:operator:" + mark(sample(14, ALNUM, 37_001)) + "@relay.example.io:3478",
        "turnutils_uclient -u teleop -w " + mark(sample(12, ALNUM, 37_002)) +
        " -y turn.example.net",
      ],
      clean: [
        "urls: turn:relay.example.io:3478?transport=udp",
        "turnutils_uclient -u teleop -w $TURN_PASSWORD turn.example.net",
        "turn:host:3478 then turn:other:5349",
      ],
    },
    description:
      "a TURN relay's password: inline in a `turn:`/`turns:` URI (`turn:user:password@host`), or given to coturn's `turnutils_uclient -w`",
    keywords: ["turn:", "turns:", "turnutils"],
    pattern:
      /(?<![\w-])(?:turns?:[A-Za-z0-9._~-]{1,64}:(?<v>[^\s@:/]{6,128})@[A-Za-z0-9.-]|turnutils_[a-z]{1,12}\b[^\n]{0,200}?[ \t]-w[ \t]+["']?(?<w>[^\s"'$]{6,128}))/gdi,
    secret: ["v", "w"],
    // (Letters of both cases with no digit too: a generated password need not hold one.)
    accept: (v) =>
      (generatedRun(v) || (/[a-z]/.test(v) && /[A-Z]/.test(v) && !isNotASecret(v))) &&
      !/^(?:password|secret)$/i.test(v),
  }),
  rule({
    id: "mavlink-signing-passphrase",
    examples: {
      match: ["MAV> signing setup " + mark(sample(16, ALNUM, 37_003))],
      clean: ["MAV> signing setup", "MAV> signing key set", "signing setup <passphrase>"],
    },
    description:
      "MAVProxy's `signing setup <passphrase>`: the passphrase the vehicle's MAVLink signing key is made from",
    keywords: ["signing setup"],
    pattern: /\bsigning setup[ \t]+(?<v>[^\s<>$"'\\]{8,128})(?![^\s"'\\])/gdi,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 8),
  }),
  rule({
    id: "key-printed-after-its-command",
    examples: {
      match: [
        "$ ros2 param get /fleet_client api_key\nString value is: " +
        mark(sample(40, LOWER_DIGITS, 37_004)),
        "MAV> signing key\n" + mark(sample(64, HEX, 37_005)),
        "$ openssl rand -hex 32 | tee mavlink.key\n" + mark(sample(64, HEX, 37_006)),
      ],
      clean: [
        "$ ros2 param get /fleet_client use_sim_time\nBoolean value is: False",
        "$ ros2 param get /fleet_client api_key\nString value is: ${FLEET_API_KEY}",
        "MAV> signing key\nNo signing key set",
        "$ openssl rand -hex 32 > key.hex\n$ ls",
      ],
    },
    description:
      "a key printed alone on the line after the command that printed it: `ros2 param get` of a parameter named a key, secret, token or password (`String value is: …`), MAVProxy's `signing key`, `openssl rand -hex|-base64 N`",
    keywords: ["param get", "signing key", "rand -hex", "rand -base64"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /(?:\bparam get[^\n]{0,200}?(?:key|secret|token|password|passwd)[^\n]{0,40}|\bsigning key[ \t]*|\brand -(?:hex|base64) \d{1,4}[^\n]{0,200}?)(?:\r?\n|\\r?\\n)[ \t]*(?:\d{1,6}(?:→|\t|\\t))?[ \t]*(?:String value is:[ \t]*)?(?<v>[A-Za-z0-9+/_-]{20,200}={0,2})(?=[ \t]*(?:$|\\[nr"]|"))/gdim,
    secret: ["v"],
    accept: (v) => generatedRun(v) && (!/^[0-9a-f]+$/i.test(v) || hexKey(v)),
  }),
  rule({
    id: "key-bytes-named",
    examples: {
      match: [
        "[MAVLinkSigning]\nkeyBytes=" + mark(sample(64, HEX, 37_007)),
        '    "private": "' + mark(sample(64, HEX, 37_008)) + '"',
      ],
      clean: [
        '    "public": "' + sample(64, HEX, 37_009) + '"',
        '"private": true',
        "keyBytes=0000000000000000000000000000000000000000000000000000000000000000",
      ],
    },
    description:
      "a key's bytes by their name: `keyBytes=` (QGroundControl's MAVLink signing key) or a TUF/Uptane key's `\"private\":` in hex, 32 digits or more",
    keywords: ["keybytes", "key_bytes", '"private"'],
    pattern:
      /(?:\bkey_?bytes\\?["']?[ \t]*[:=][ \t]*\\?["']?|\\?"private\\?"[ \t]*:[ \t]*\\?")(?<v>[0-9a-fA-F]{32,256})(?![\w])/gdi,
    secret: ["v"],
    accept: hexKey,
  }),
  rule({
    id: "hex-key-wrapped-over-two-lines",
    examples: {
      match: [
        "no label on it:\n" + mark(sample(40, HEX, 37_010)) + "\n" + mark(sample(24, HEX, 37_011)),
        "the director key:\n> " + mark(sample(40, HEX, 37_012)) + "\n> " +
        mark(sample(24, HEX, 37_013)),
      ],
      clean: [
        "commits:\n" + sample(40, HEX, 37_014) + "\n" + sample(40, HEX, 37_015),
        "digests:\n" + sample(40, HEX, 37_016) + "\n" + sample(16, HEX, 37_017),
        "ids:\n" + sample(40, HEX, 37_018) + "\n" + sample(24, HEX, 37_019) + "\n" +
        sample(40, HEX, 37_020),
      ],
    },
    description:
      "a 32- or 64-byte key in hex wrapped over two lines, each alone on its line (or quoted with `>`): a first line longer than the second, which together make 64 or 128 digits (a list of hashes has lines of one length)",
    keywords: [],
    // (Its regex reads every line's start: 1 ms on 1 MB of code. A skipping search for 32 hex
    // digits in a row first.)
    when: mayHoldHexRun,
    wholeText: true,
    around: { above: 1, below: 2 },
    pattern:
      /(?:\n|\\n)[ \t]*(?:>[ \t]?|\d{1,6}→)?(?<a>[0-9a-fA-F]{32,64})[ \t]*(?:\r?\n|\\r?\\n)[ \t]*(?:>[ \t]?|\d{1,6}→)?(?<b>[0-9a-fA-F]{8,63})(?=[ \t]*(?:$|\\[r"]|"|\r?\n(?![ \t]*(?:>[ \t]?|\d{1,6}→)?[0-9a-fA-F]{8})|\\n(?![ \t]*(?:>[ \t]?|\d{1,6}→)?[0-9a-fA-F]{8})))/gd,
    secret: ["a", "b"],
    accept: (_v, _g, m) => {
      const { a = "", b = "" } = m.groups ?? {};
      return a.length > b.length && (a.length + b.length) % 64 === 0 && hexKey(a + b);
    },
  }),
  rule({
    id: "user-then-password-flags",
    examples: {
      match: [
        "$ ntripclient -s caster.example.com -r 2101 -m MOUNT1 -u rover24 -p " +
        mark(sample(13, ALNUM, 37_021)) + " -M 4",
        "str2str -in ntrip://x -u base7 -p " + mark(sample(11, ALNUM, 37_022) + "7"),
      ],
      clean: [
        "docker run -u 1000 -p 8080:80 nginx",
        "ntripclient -u rover24 -p $NTRIP_PASSWORD -m MOUNT1",
        "iperf3 -u -p 5201 -c host",
        "tool -u admin -p tcp/443",
      ],
    },
    description:
      "a password given as `-p` after the user's `-u` on one command line (`ntripclient … -u rover24 -p …`, up to three flags between): letters with a digit or both cases, not a port, a variable or a path",
    keywords: [" -p "],
    pattern:
      /(?<![\w-])-u[ \t]+[\w.@+-]{1,60}(?:[ \t]+-[A-Za-z][ \t]+[^\s-][^\s]{0,60}){0,3}[ \t]+-p[ \t]+["']?(?<v>[^\s"'$<>\x60@%{-][^\s"'\x60\\]{5,127})(?=[\s"'\\]|$)/gd,
    secret: ["v"],
    accept: (v) =>
      /[A-Za-z]/.test(v) && (/\d/.test(v) || (/[a-z]/.test(v) && /[A-Z]/.test(v))) &&
      !isNotASecret(v) && !isPath(v) && !/^(?:tcp|udp)\b|^\d+(?::\d+)*$/i.test(v),
  }),
  rule({
    id: "key-for-something-in-a-sentence",
    examples: {
      match: [
        "DJI key for the staging app: " + mark(sample(32, HEX, 37_023)) + " (don't commit it)",
        "the key to the test fleet: " + mark(sample(30, ALNUM, 37_024) + "9z"),
      ],
      clean: [
        "the key for the staging app: see the vault",
        "key for the cache: " + "user:42:profile",
        "primary key for the table: id",
      ],
    },
    description:
      "a key handed over in a sentence, `<name> key for|to <what>: <value>`: 32+ hex, or a generated value of 24+",
    keywords: ["key for ", "key to "],
    pattern:
      /\bkey[ \t]+(?:for|to)[ \t][^:\n]{1,60}?:[ \t]+\x60?(?<v>[A-Za-z0-9_+\/=.-]{24,200})(?![\w+\/=-])/gdi,
    secret: ["v"],
    accept: (v) =>
      (/^[0-9a-f]{32,}$/i.test(v) && hexKey(v)) || (generatedRun(v) && looksGenerated(v, 24)),
  }),
  rule({
    id: "key-decoded-into-a-flag",
    examples: {
      match: [
        "mender-artifact write rootfs-image -k <(echo '" + mark(sample(64, ALNUM + "+/", 37_025)) +
        "' | base64 -d) -o release.mender",
        'signer --key <(echo "' + mark(sample(44, ALNUM, 37_026)) + '" | base64 --decode)',
      ],
      clean: [
        'tool -k <(echo "$SIGNING_KEY_B64" | base64 -d) -o out',
        "diff <(echo 'aGVsbG8=' | base64 -d) expected.txt",
      ],
    },
    description:
      "a key written on the command line as base64 and decoded into a file a flag reads (`-k <(echo '…' | base64 -d)`, bash's process substitution): a generated run of 24+",
    keywords: ["<(echo"],
    pattern:
      /<\(echo(?:[ \t]+-n)?[ \t]+(?:"|')?(?<v>[A-Za-z0-9+\/_-]{24,4096}={0,2})(?:"|')?[ \t]*\|[ \t]*base64[ \t]+(?:-d|-D|--decode)\b/gd,
    secret: ["v"],
    accept: (v) => generatedRun(v) && /[A-Z]/.test(v) && /[a-z]/.test(v),
  }),
];
