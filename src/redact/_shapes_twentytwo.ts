/**
 * Shapes read from held-out corpus twenty-two's misses (docs/redaction.md, "Corpus twenty-two
 * after it was seen": network gear, IoT and embedded): the words a device's own configuration
 * language uses for a secret, and where the value sits after them — a type digit or a word saying
 * how it is written (`key 7 …`, `pre-shared-key ascii-text "…"`, `set psksecret ENC …`, `secret
 * sha512 …`), quoted or not, in IOS, NX-OS, EOS, ASA, Junos, FortiOS, EdgeOS and VyOS alike —
 * and Junos' reversible `$9$` encoding wherever it stands.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { strongValue } from "./_config_more.ts";
import { READ_NUMBER, type Rule, rule } from "./_rule.ts";

const B64 = ALNUM + "+/";
const PW = sample(10, ALNUM, 2201) + "-" + sample(4, ALNUM, 2202);
const type7 = (seed: number) => sample(20, HEX, seed).toUpperCase();
const junos = (n: number, seed: number) => "$9$" + sample(n, ALNUM + "./-", seed);

// Where a line starts: in a text, in a transcript record read JSON-unescaped (after `":"`), and
// after the number the Read tool gives each line of a file (`     5→`).
export const LINE_LEAD = String.raw`(?:^|\n|":")${READ_NUMBER}`;

// Community strings every device ships with: a default, not a secret of the site.
export const DEFAULT_COMMUNITY = /^(?:public|private)$/i;

// What a device prints for a value it hides, or a word standing where a value would.
// (Also the words that say how a value is written, read as the value when none follows them, and
// a dashed word: `read-only`, `network-admin`.)
const HIDDEN =
  /^(?:\*+|encrypted|unencrypted|hidden|\(hidden\)|ENC|removed|none|null|ascii|hex|md5|sha\d*)$/i;
const DASHED = /^[a-z]+(?:-[a-z]+)+$/;
// A hash or an encoding a device writes with its scheme between `$` (`$sha512$5000$…`, `$6$…$…`,
// `$9$…`): a value, though it starts like a shell variable.
const SCHEMED = /^\$[\w-]{1,10}\$[^\s<>…]{8,}$/;

// What stands after a secret's word on a device line and is no secret: an address, a MAC, an
// interface (`Vlan10`, `ge-0/0/1.0`, `GigabitEthernet1/0/3`), a key id or a number.
const NOT_A_VALUE =
  /^(?:\d+|\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-f]{2}(?:[:-][0-9a-f]{2}){5}|[0-9a-f]{4}(?:\.[0-9a-f]{4}){2}|(?:vlan|loopback|port-channel|tunnel|(?:ten|forty|hundred)?gig(?:abit)?ethernet|fastethernet|ethernet|serial|dialer|bvi|null|management|mgmt|gi|te|fa|eth?|lo|po|tu|wlan|br|bond|ens|enp\d{1,2}s|wg|ppp|ge-|xe-|et-|ae|irb|em|fxp)\d{1,4}(?:[\/.:]\d{1,4}){0,4})$/i;

/**
 * Whether `value`, after a secret's word on a device's line, is a secret: a hash or an encoding
 * the device writes with its scheme, or a strong value (`strongValue`: a digit or a symbol, or
 * cases mixed inside) that is not hidden, an address or an interface.
 */
export function deviceValue(value: string): boolean {
  const v = value.trim();
  // (A placeholder written inside a value: `$1$<salt>$<hash>`, `$8$…`.)
  if (/[<>…]|\.\.\./.test(v)) return false;
  if (SCHEMED.test(v)) return true;
  return !HIDDEN.test(v) && !DASHED.test(v) && !NOT_A_VALUE.test(v) && !isNotASecret(v) &&
    strongValue(v);
}

// How a device says a value is written, between the secret's word and the value: a type digit
// (`7`, `5`), a key id (`message-digest-key 7 md5 …`), `ascii-text`, `hex`, an algorithm
// (`sha512`, `md5`) or FortiOS' `ENC`.
const MOD = String
  .raw`(?:[ \t]+(?:\d{1,3}|ascii-text|ascii|hex|md5|sha(?:1|256|512)?|ENC|encrypted|unencrypted))`;
// The value: double-quoted (also JSON-escaped), single-quoted or bare up to a space, `;` or `{`.
const VALUE = String
  .raw`[ \t]+(?:\\?"(?<q>[^"\\\r\n]{1,300})\\?"|'(?<s>[^'\r\n]{1,300})'|(?<b>[^\s"'\\;{}\x60]{3,300}))`;
// The words after which a device writes a secret, with what may stand between (see `MOD`).
const WORDS = [
  // Words no other text uses for anything else.
  String
    .raw`(?:key-string|pre-shared-key|authentication-key|privacy-key|psksecret|(?:encrypted|plaintext|ldap-login|area|domain)-password|message-digest-key|set-key)${MOD}{0,3}`,
  // `password` and `secret` when a device's type word follows (`password 5`, `secret sha512`,
  // `set password ENC`), or a hash's or an encoding's `$` does.
  String.raw`(?:password|secret)(?:${MOD}{1,3}|(?=[ \t]+\\?["']?\$))`,
  // IS-IS, VRRP and HSRP, the TACACS+ and RADIUS servers, IKEv1's `crypto isakmp key`.
  String.raw`(?<=\bisis[ \t]{1,4})password`,
  String.raw`(?<=\bauthentication[ \t]{1,4})text`,
  String
    .raw`(?<=\b(?:tacacs|radius)-server\b[^\r\n]{0,80}[ \t]|\bisakmp[ \t]{1,4}|\bpre-shared-key[ \t]{1,4}(?:address|hostname)[ \t]{1,4}[^\s]{1,80}[ \t]{1,4})key${MOD}?`,
  String.raw`(?<=\bsnmp-server[ \t]{1,4})community`,
  // What `show key chain` and `show snmp community` print: `key 1 -- text "…"`, `Community name: …`.
  String.raw`(?<=\bkey[ \t]{1,4}\d{1,3}[ \t]{1,4}--[ \t]{1,4})text`,
  String.raw`(?<=${LINE_LEAD}[ \t]{0,8})Community name:`,
  // Junos, EdgeOS and VyOS: a community opening its block (`community s3cr3t {`).
  String.raw`(?<=${LINE_LEAD}[ \t]{0,40})community(?=[ \t]+[^\s{]{1,64}[ \t]*\{)`,
].join("|");
// RouterOS: an SNMP community's keys as `name=value` (`authentication-password=…`).
const ROUTEROS = String.raw`(?:authentication|encryption)-password=(?<r>[^\s"'\\;]{4,200})`;
// An SNMP user's keys on the user's line (IOS, NX-OS): `auth sha … priv aes 128 …`, the
// localized keys written `0x…`.
const SNMP_USER = String
  .raw`(?<=\bsnmp-server[ \t]{1,4}user\b[^\r\n]{0,120}[ \t])(?:auth[ \t]{1,4}(?:md5|sha\d{0,3})|priv(?:[ \t]{1,4}(?:aes(?:-?\d{3})?(?:[ \t]{1,4}\d{3})?|3?des))?)[ \t]{1,4}(?:0x)?(?<u>[^\s"'\\;{}]{6,300})`;

// A TACACS+ or RADIUS server's line, then up to eight lines of its block (each indented).
const SERVER_BLOCK = new RegExp(
  String
    .raw`${LINE_LEAD}(?:tacacs|radius) server [^\n]{1,80}(?:\r?\n${READ_NUMBER}[ \t]+[^\n]{0,160}){0,8}$`,
);

export const TWENTYTWO_RULES: readonly Rule[] = [
  rule({
    id: "device-config-secret",
    examples: {
      match: [
        "enable secret 9 «$9$" + sample(14, ALNUM, 2104) + "$" + sample(43, ALNUM, 2105) + "»",
        "username netops privilege 15 secret 5 «$1$" + sample(4, ALNUM, 2106) + "$" +
        sample(22, ALNUM, 2107) + "»",
        "line vty 0 4\n password 7 «" + sample(20, HEX, 2108).toUpperCase() + "»",
        "snmp-server community «" + sample(16, ALNUM, 2109) + "» RO 10",
        'tacacs-server host 10.1.4.20 key 7 "«' + type7(2203) + '»"',
        "crypto isakmp key «" + PW + "» address 192.0.2.7",
        "  peer dc2\n   pre-shared-key «" + PW + "»",
        " ip ospf message-digest-key 3 md5 «" + PW + "»",
        "        set psksecret ENC «" + sample(96, B64, 2204) + "»",
        "username admin privilege 15 role network-admin secret sha512 «$6$" +
        sample(16, ALNUM, 2205) + "$" + sample(86, ALNUM, 2206) + "»",
        "snmp-server user nms NMS v3 auth sha «" + PW + "» priv aes 128 «" +
        sample(14, ALNUM, 2207) +
        "»",
        " vrrp 12 authentication text «" + sample(8, ALNUM, 2208) + "»",
        "config wlan security wpa akm psk set-key ascii «" + PW + "» 3",
        'Key-chain OSPF:\n    key 1 -- text "«' + PW + '»"',
        "Community name: «" + sample(12, ALNUM, 2209) + "»\nCommunity Index: cisco0",
      ],
      clean: [
        "snmp-server community public RO",
        "enable secret 9 <removed>",
        "no service password-encryption",
        "password required for sudo",
        "the enable secret is type 9 (scrypt) since 15.3",
        "key chain OSPF\n key 7\n  key-string 7 <removed>",
        " ikev1 pre-shared-key *****",
        "the pre-shared-key must match on both peers",
        "snmp-server user nms NMS v3 auth sha priv aes 128",
        "Community name: ILMI\nCommunity Index: cisco2",
      ],
    },
    description:
      "a secret in a network device's configuration, after the word the device writes it with and what says how it is written (`enable secret 9 …`, `password 7 …`, `key-string …`, `tacacs-server key 7 \"…\"`, `crypto isakmp key …`, `pre-shared-key ascii-text …`, `message-digest-key 1 md5 …`, `set psksecret ENC …`, `secret sha512 …`, `snmp-server community …` but `public`/`private`, an SNMP user's `auth sha … priv aes 128 …`): IOS, NX-OS, EOS, ASA, Junos, FortiOS, EdgeOS alike; a hash there is the device's stored login, as decided (docs/redaction.md, corpus twenty-two)",
    // (The words themselves, or a word with the type after it: a rule run on every line with
    // `secret` or `key` in it cost a quarter of `redact()`'s time on prose.)
    keywords: [
      "key-string",
      "pre-shared-key",
      "authentication-key",
      "privacy-key",
      "psksecret",
      "-password",
      "message-digest-key",
      "set-key",
      ...[..."0123456789"].flatMap((d) => [`password ${d}`, `secret ${d}`]),
      ...["enc", "sha", "$", '"$', "'$"].flatMap((t) => [`password ${t}`, `secret ${t}`]),
      "isis password",
      "authentication text",
      "server key",
      "server host",
      "isakmp key",
      "snmp-server community",
      "snmp-server user",
      "community",
      "-- text",
    ],
    pattern: new RegExp(
      String.raw`(?<![\w-])(?:(?:${WORDS})${VALUE}|${SNMP_USER}|${ROUTEROS})`,
      "gd",
    ),
    secret: ["q", "s", "b", "u", "r"],
    // (Not a community's defaults, `public` and `private`, under any of the words.)
    accept: (value) => deviceValue(value) && !DEFAULT_COMMUNITY.test(value),
  }),
  rule({
    id: "device-server-key",
    examples: {
      match: [
        "tacacs server ACS\n address ipv4 10.2.8.4\n key 7 «" + type7(2210) + "»",
        "radius server NPS\n address ipv4 10.2.8.5 auth-port 1812 acct-port 1813\n key «" + PW +
        "»",
      ],
      clean: [
        "key chain OSPF\n key 7\n  key-string 7 <removed>",
        "tacacs server ACS\n key 7 *****",
      ],
    },
    description:
      "the shared key of a TACACS+ or RADIUS server block (IOS-XE `tacacs server NAME` / `radius server NAME`, then ` key 7 …` or ` key …` on a line of its own)",
    keywords: ["tacacs server", "radius server"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`\n${READ_NUMBER}[ \t]+key(?:[ \t]+[0-7])?[ \t]+(?:\\?"(?<q>[^"\\\r\n]{1,300})\\?"|(?<b>[^\s"'\\;{}]{3,300}))(?=[ \t]*(?:\r?\n|\r?$|"[,}\]]))`,
      "gd",
    ),
    secret: ["q", "b"],
    // (In the block: the server's line within the eight lines above, each of them indented.)
    accept: (value, _group, match) =>
      deviceValue(value) &&
      SERVER_BLOCK.test(
        match.input.slice(Math.max(0, match.index - 1600), match.index),
      ),
  }),
  rule({
    id: "junos-encoded-secret",
    examples: {
      match: [
        '  authentication md5 1 key "«' + junos(30, 2211) + '»"; ## SECRET-DATA',
        '    pre-shared-key ascii-text "«' + junos(22, 2212) + "\n" + sample(26, ALNUM, 2213) +
        '»"; ## SECRET-DATA',
      ],
      clean: [
        "type 9 is `secret 9 $9$…`",
        'secret "$9$<encoded>"; ## SECRET-DATA',
        "echo $9$HOME",
      ],
    },
    description:
      'a value in Junos\' reversible `$9$` encoding wherever it stands (`authentication-key "$9$…"`, `secret "$9$…"; ## SECRET-DATA`), also cut across two lines by a narrow console: anyone decodes it',
    keywords: ["$9$"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`(?<![\w$])(?:\\?"(?<q>\$9\$[^\s"\\;]{8,300}(?:(?:\r?\n|(?:\\r)?\\n)[^\s"\\;]{2,200})?)\\?"|(?<b>\$9\$[^\s"'\\;\x60]{8,300}))`,
      "gd",
    ),
    secret: ["q", "b"],
    accept: (value) => deviceValue(value.replace(/\\?\r?\n|\\n/, "")),
  }),
];
