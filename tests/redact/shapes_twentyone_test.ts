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

shapeTests("corpus twenty-one", SECRETS, CLEAN);
