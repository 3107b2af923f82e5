/**
 * The shapes mended after held-out corpus sixteen's false positives were seen (docs/redaction.md,
 * "Corpus sixteen after it was seen: long clean chunks"): other instances of each clean shape than
 * the corpus text, which must come out byte for byte, and a secret of the same form beside each,
 * which must still go — as written, inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, fakePem, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 26_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const b64 = (text: string) => btoa(text);

/** A PEM certificate block (public), with the given number of base64 lines. */
function certificate(lines = 6): string {
  const body: string[] = [];
  for (let i = 0; i < lines; i++) body.push(key(64, BASE64));
  const edge = (e: string) => "-----" + e + " CERTIFICATE-----";
  return [edge("BEGIN"), ...body, edge("END"), ""].join("\n");
}

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// A Subresource Integrity hash (npm, yarn, a <script> tag), shown cut short with `[...]`.
CLEAN.push([
  "npm notice integrity cut short",
  `npm notice shasum:      ${hex(40)}\nnpm notice integrity:   sha512-${key(20)}+${key(6)}[...]${
    key(10)
  }==`,
]);
CLEAN.push([
  "package-lock integrity cut short",
  `      "integrity": "sha384-${key(14)}+${key(5)}[...]${key(8)}=",`,
]);
const typed = key(6) + "+" + key(5) + "-" + key(4) + "7";
add("a password with + and - typed in chat", `prod db, use this one: ${typed}`, typed);

// A Helm pod annotation `checksum/…` holding the sha256 of a rendered manifest.
CLEAN.push([
  "Helm checksum/secret annotations",
  `  annotations:\n    checksum/config: ${hex(64)}\n    checksum/secret: ${hex(64)}\n` +
  `    checksum/db-secret: ${hex(64)}`,
]);
const notDigest = key(40);
add(
  "a generated value under checksum/secret",
  `  annotations:\n    checksum/secret: ${notDigest}`,
  notDigest,
);
const hexSecret = hex(64);
add("a hex secret under client_secret", `oauth:\n  client_secret: ${hexSecret}`, hexSecret);

// base64 of PEM certificates: a webhook's `caBundle:`, a kubeconfig's CA data.
CLEAN.push([
  "caBundle of two certificates",
  `webhooks:\n  - name: validate.acme.dev\n    clientConfig:\n      # the API server checks the serving key against it\n      caBundle: ${
    b64(certificate() + certificate(4))
  }`,
]);
CLEAN.push([
  "a CA bundle beside a secret's name",
  `tls:\n  secret:\n    caBundle: ${b64(certificate(8))}\n    name: webhook-ca`,
]);
const bundled = b64(certificate() + fakePem("", "\n", seed++).block + "\n");
add("a caBundle that also holds a private key", `    caBundle: ${bundled}`, bundled);

// A cache key under a `…CACHE_KEY` name: words, then the digest of a lock file.
CLEAN.push([
  "cache keys of words and a digest",
  `CACHE_KEY=Linux-yarn-cache-${hex(64)}\nTURBO_CACHE_KEY=turbo-build-${hex(40)}`,
]);
const cacheSecret = key(40);
add("a generated value under CACHE_KEY", `CACHE_KEY=${cacheSecret}`, cacheSecret);
const wordsAndHex = "live-" + hex(40);
add("words and hex under a vendor _KEY", `STRIPE_KEY=rk-${wordsAndHex}`, wordsAndHex);

// An empty value in `ps eww` / `env` output, followed on the same line by the next variable.
CLEAN.push([
  "empty token before the next variable",
  `  4711 ?  Ss  0:03 node server.js HOME=/root API_TOKEN= SENDGRID_KEY=set-in-the-vault-later PATH=/usr/bin`,
]);
CLEAN.push(["empty key in env output", "LANG=C.UTF-8 OPENAI_API_KEY= NODE_ENV=production"]);
const ghToken = "ghp_" + key(36);
add(
  "a real token after an empty one",
  `  4711 ?  Ss  0:03 node server.js API_TOKEN= GITHUB_TOKEN=${ghToken} PATH=/usr/bin`,
  ghToken,
);
const spaced = key(30) + "==";
add("a spaced base64 value", `SESSION_SECRET= ${spaced}`, spaced);

// Lines of a file: a URL on one, an `@` on a later one (read across `\n` inside a record).
CLEAN.push([
  "a URL line then a digest and an e-mail",
  `CDN_URL=https://cdn.acme.dev\nIMAGE_DIGEST=sha256:${hex(64)}\nMAIL_FROM=no-reply@acme.dev`,
]);
const pip = key(8) + "." + key(8) + "4";
add(
  "a URL password on the line after another URL",
  `POSTHOG_HOST=https://eu.i.posthog.com\nPIP_INDEX_URL=https://ci:${pip}@pypi.acme.io/simple/`,
  pip,
);

shapeTests("corpus sixteen", SECRETS, CLEAN);
