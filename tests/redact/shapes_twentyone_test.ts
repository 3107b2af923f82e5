/**
 * The shapes mended after held-out corpus twenty-one was seen (docs/redaction.md, "Corpus
 * twenty-one after it was seen": operations and incident response): other instances of each shape
 * than the corpus text, with a near miss on the other side of each (a `wg show` public key stays,
 * a private key goes; an alert's dedup key stays, an integration key goes) — as written, inside a
 * JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 31_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const upperHex = (n: number) => hex(n).toUpperCase();
const wgKey = () => key(43, BASE64) + "=";

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// An alert's dedup key groups its events (PagerDuty, Opsgenie): an id. Its integration key is not.
CLEAN.push([
  "a PagerDuty resolve with its dedup key",
  `[PagerDuty] RESOLVED P${key(13).toUpperCase()}: 5xx rate back under 1%\n` +
  `Dedup key: ${hex(32)}  Escalation: ops-primary`,
]);
const integration = hex(32);
add(
  "an integration key under the same alert",
  `[PagerDuty] TRIGGERED: queue lag on workers\nDedup key: ${
    hex(32)
  }\nIntegration key: ${integration}`,
  integration,
);

// `kafka-configs --describe` hides a sensitive value (`null`, or nothing, before
// `sensitive=true`); one shown with `sensitive=false` is a value.
CLEAN.push([
  "kafka-configs describe of a broker's hidden passwords",
  `$ kafka-configs --bootstrap-server kafka-1:9093 --describe --entity-type brokers --entity-name 2\n` +
  `  ssl.key.password=null sensitive=true synonyms={}\n` +
  `  ssl.truststore.password= sensitive=true synonyms={DYNAMIC_BROKER_CONFIG:ssl.truststore.password=null}`,
]);
const shown = key(14);
add(
  "kafka-configs describe with a password shown",
  `$ kafka-configs --bootstrap-server kafka-1:9093 --describe --entity-type brokers --entity-name 2\n` +
    `  ssl.truststore.password=${shown} sensitive=false synonyms={}`,
  shown,
);

// `wg show` prints public keys (`public key:`, `peer:`), never the private one unless asked.
CLEAN.push([
  "wg show of two peers",
  `interface: wg0\n  public key: ${wgKey()}\n  private key: (hidden)\n  listening port: 51820\n\n` +
  `peer: ${wgKey()}\n  allowed ips: 10.8.0.2/32\n\npeer: ${wgKey()}\n  allowed ips: 10.8.0.3/32`,
]);
const wgPrivate = wgKey();
add(
  "wg show with its private key",
  `interface: wg0\n  public key: ${wgKey()}\n  private key: ${wgPrivate}\n  listening port: 51820`,
  wgPrivate,
);

// A gpg listing's fingerprints and key ids are public, under `--list-secret-keys` too.
CLEAN.push([
  "gpg --list-secret-keys of two keys",
  `$ gpg --list-secret-keys --keyid-format long\n/root/.gnupg/pubring.kbx\n------------------------\n` +
  `sec   rsa4096/${upperHex(16)} 2025-03-02 [SC] [expires: 2027-03-02]\n      ${upperHex(40)}\n` +
  `uid                 [ultimate] Release signing <release@example.net>\n` +
  `ssb   rsa4096/${upperHex(16)} 2025-03-02 [E]\n\n` +
  `sec#  ed25519/${upperHex(16)} 2026-01-14 [SC]\n      ${upperHex(40)}`,
]);
const passphrase = key(24);
add(
  "a passphrase under a gpg listing",
  `$ gpg --list-secret-keys\nsec   ed25519/${upperHex(16)} 2026-01-14 [SC]\n      ${
    upperHex(40)
  }\nthe passphrase for that secret key:\n      ${passphrase}`,
  passphrase,
);

// An Erlang node's cookie in a crash dump (RabbitMQ, CouchDB, an Elixir release); `nocookie` is none.
const cookie = key(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
add(
  "an Elixir release's crash dump",
  `=erl_crash_dump:0.5\nTue Nov 24 03:12:09 2026\nSlogan: init terminating in do_boot\n` +
    `System version: Erlang/OTP 27 [erts-15.1]\n=node:app@web-3\n=cookie:${cookie}\n=proc:<0.0.0>`,
  cookie,
);
CLEAN.push([
  "a crash dump of a node without a cookie",
  `=erl_crash_dump:0.5\nSlogan: eheap_alloc: Cannot allocate 2545496 bytes\n=node:nonode@nohost\n=cookie:nocookie`,
]);

// A network device's running config: hashed and type-7 secrets and a community string go; the
// default community and a config line naming the feature stay.
const enable = `$8$${key(14)}$${key(43)}`;
const type7 = upperHex(22);
const community = key(12);
add(
  "an IOS running config",
  `sw-core# show run\nhostname sw-core\nenable secret 8 ${enable}\nsnmp-server community ${community} RW\n` +
    `line vty 0 4\n password 7 ${type7}\n login`,
  enable,
  type7,
  community,
);
CLEAN.push([
  "an IOS config without secrets",
  `service password-encryption\nsnmp-server community public RO\nenable secret 9 <removed>\n` +
  `line con 0\n password required\n logging synchronous`,
]);

// A SCRAM verifier, wherever it is printed: its salt and both keys.
const scram = [key(24, BASE64), key(44, BASE64), key(44, BASE64)];
add(
  "a SCRAM verifier in a pg_dumpall",
  `CREATE ROLE app_ro;\nALTER ROLE app_ro WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:${scram[0]}$${
    scram[1]
  }:${scram[2]}';`,
  ...scram,
);
CLEAN.push([
  "a postgres setting naming SCRAM",
  `password_encryption = 'scram-sha-256'\n# verifiers look like SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`,
]);

// Opsgenie's key after its scheme's name, outside a header.
const genie = [8, 4, 4, 4, 12].map(hex).join("-");
add(
  "a GenieKey in a heartbeat script",
  `curl -X GET 'https://api.opsgenie.com/v2/heartbeats/cron/ping' # GenieKey ${genie}`,
  genie,
);
CLEAN.push([
  "an alert's id beside the word GenieKey",
  `set the GenieKey header from the integration page; alert ${
    [8, 4, 4, 4, 12].map(hex).join("-")
  } closed`,
]);

// `sshpass -e` reads SSHPASS; a variable standing in for it stays.
const sshpass = key(12) + "!" + key(3);
add(
  "SSHPASS exported before sshpass -e",
  `export SSHPASS="${sshpass}"\nsshpass -e ssh ops@bastion uptime`,
  sshpass,
);
CLEAN.push([
  "SSHPASS from a variable",
  `SSHPASS="$BASTION_PW" sshpass -e rsync -a ./ ops@bastion:/srv/`,
]);

// A debugger printing a secret-named `char *`: its string goes, the address stays.
const gdbToken = key(32);
add(
  "lldb printing a token field",
  `(lldb) p *client\n(client_t) $0 = {\n  url = 0x000060000210c000 "https://api.acme.dev"\n` +
    `  auth_token = 0x000060000210c040 "${gdbToken}"\n  retries = 3\n}`,
  gdbToken,
);
CLEAN.push([
  "gdb printing a struct without secrets",
  `$2 = {host = 0x5581c0a1 "db-1", user = 0x5581c0b2 "app", password = 0x0, tls = true}`,
]);

// `borg key export --paper`: the key lines go, the repository id stays.
const borg = [0, 1, 2].map(() => [0, 1, 2, 3].map(() => hex(6)).join(" "));
add(
  "borg paper key of three lines",
  `BORG PAPER KEY v1\nid: 20 / ${hex(6)} ${hex(6)} ${hex(6)} - 5c\n` +
    borg.map((l, i) => ` ${i + 1}: ${l} - ${hex(2)}`).join("\n"),
  ...borg,
);
CLEAN.push([
  "borg's restore hint",
  `To restore key use borg key import --paper /path/to/repo\nBORG PAPER KEY v1\nid: 20 / ${
    hex(6)
  } ${hex(6)} ${hex(6)} - d3`,
]);

// An OpenVPN auth-user-pass file printed by cat: the second line goes.
const vpnPw = key(16);
add(
  "cat of the file --auth-user-pass names",
  `$ sudo cat /etc/openvpn/vpn-login\nsvc-vpn-ops\n${vpnPw}\n$ sudo openvpn --config dc.ovpn --auth-user-pass /etc/openvpn/vpn-login`,
  vpnPw,
);
CLEAN.push([
  "cat of a two-line file beside openvpn",
  `$ cat /etc/openvpn/server.conf.d/port\n1194\nudp\n$ sudo openvpn --config dc.ovpn --auth-user-pass /etc/openvpn/vpn-login`,
]);

// restic reads a repository's password from a pipe; a variable echoed stays.
const resticPw = key(10) + "$" + key(3);
add(
  "a password piped to restic backup",
  `$ printf '%s' '${resticPw}' | restic -r sftp:backup@nas:/srv/restic backup /etc`,
  resticPw,
);
CLEAN.push([
  "a variable piped to restic",
  `$ echo "$RESTIC_PASSWORD" | restic -r /srv/restic snapshots --password-file /dev/stdin`,
]);

// A psql table whose first column is wider than four characters: the secret column's cells go,
// a column named for a token's count stays.
const tokens = [key(40), key(40)];
add(
  "psql rows with a wide first column and a token column",
  `app=# SELECT email, token FROM api_tokens;\n        email         |                  token\n` +
    `----------------------+------------------------------------------\n` +
    ` ci@example.org       | ${tokens[0]}\n deploy@example.org   | ${tokens[1]}\n(2 rows)`,
  ...tokens,
);
CLEAN.push([
  "psql rows with a wide first column and no secret column",
  `app=# SELECT email, token_count FROM usage;\n        email         | token_count\n` +
  `----------------------+-------------\n ci@example.org       |        1200\n(1 row)`,
]);

// Recovery codes under words that say so without naming them (`use one of these codes once`).
const codes = [0, 1, 2].map(() =>
  `${key(5, "abcdefghijklmnopqrstuvwxyz0123456789")}-${key(5, "0123456789")}`
);
add(
  "2FA codes under 'these codes'",
  `## Break-glass 2FA\n\nIf the YubiKey is gone, sign in with one of these codes:\n\n${
    codes.join("\n")
  }`,
  ...codes,
);
CLEAN.push([
  "error codes under 'these codes'",
  `The importer exits with these codes:\n\nE1001-4412\nE1002-4413`,
]);

// A value alone on its chat line, announced above or disowned below; a host or a plain word
// there stays.
const pasted = key(14) + "_" + key(4);
add(
  "a password in the message after 'new password below'",
  `[09:12] lena: rotated the grafana admin, new password below\n[09:12] lena: ${pasted}\n[09:14] omar: in, thanks`,
  pasted,
);
const typed = `Spring${key(4, "0123456789")}!${key(3, "abcdefghijklmnopqrstuvwxyz")}`;
add(
  "a password typed into a Slack thread",
  `omar  2026-11-02 09:40\nssh ops@bastion-2\n\nomar  2026-11-02 09:41\n${typed}\n\nomar  2026-11-02 09:41\noops, wrong window`,
  typed,
);
CLEAN.push([
  "a host after a password announcement",
  `[09:12] lena: the password is in 1Password, host below\n[09:12] lena: grafana-prod-2.internal\n[09:14] omar: thanks`,
]);
CLEAN.push([
  "a word before 'ignore that'",
  `[02:11] ana: sudo systemctl restart pgbouncer\n[02:12] ana: Restarting...\n[02:12] ana: ignore that`,
]);

// A Markdown table row whose secret cell the page wrapped onto the next row (no closing `|`).
const cell = [key(24), key(24)];
add(
  "a wrapped secret cell in a Markdown table",
  `| Service | Token |\n|---|---|\n| ci | ${cell[0]}\n| | ${cell[1]} |\n| docs | none |`,
  ...cell,
);
CLEAN.push([
  "a wrapped note cell in a Markdown table",
  `| Service | Notes |\n|---|---|\n| ci | rotated ${hex(8)} quarterly, see\n| | the ${
    key(10)
  } runbook |`,
]);

shapeTests("corpus twenty-one", SECRETS, CLEAN);
