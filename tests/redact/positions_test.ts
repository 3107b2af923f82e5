/**
 * Secrets known by their position (src/redact/_positions.ts) and the plain echo of a password a
 * base64 value hides: each shape caught in forms its rule's examples do not show (other vendors,
 * other languages), and the look-alikes that share the position left alone.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, BASE64, fake, HEX, UPPER_DIGITS } from "./_fakes.ts";

const R = "[REDACTED]";

/** `before + secret + after` comes out with exactly the secret replaced, plain and in JSON. */
function caught(rule: string, before: string, secret: string, after = "") {
  const text = before + secret + after;
  const out = redact(text);
  assert.equal(out.text, before + R + after, text);
  assert.ok(out.findings.some((f) => f.rule === rule), `${rule}: ${JSON.stringify(out.findings)}`);
  const record = JSON.stringify({ content: text });
  assert.ok(!redact(record).text.includes(secret), `in a JSON string: ${record}`);
}

function untouched(text: string) {
  assert.equal(redact(text).text, text);
  const record = JSON.stringify({ content: text });
  assert.equal(redact(record).text, record);
}

Deno.test("key-argument: the key of an (id, key) pair of literals given to a client", () => {
  const hex = fake(32, HEX, 301);
  caught("key-argument", `client = algoliasearch("${fake(10, UPPER_DIGITS, 302)}", "`, hex, `")`);
  caught("key-argument", "const pusher = new Pusher('1234567', '", fake(40, ALNUM, 303), "');");
  caught("key-argument", "twilio = Client(account_sid, '", hex, "')");
  caught("key-argument", "const catalog = new Catalog('shop', '", fake(40, ALNUM, 329), "');");
  caught("key-argument", 'crypto.createHmac("sha256", "', fake(48, BASE64, 304), '")');
});

Deno.test("key-argument: comparisons, digests, lookups and words stay", () => {
  const hex = fake(32, HEX, 305);
  for (
    const text of [
      `assert.strictEqual(result, '${hex}')`,
      `expect(md5('hello')).toBe('${hex}')`,
      `self.assertEqual('${hex}', '${fake(32, HEX, 306)}')`,
      `cache.get('user', '${hex}')`,
      `emit('progress', 'InstallingPackagesFromLockfile')`,
      `loadImage('avatar', 'uploads/userAvatars/${fake(32, ALNUM, 307)}')`,
      `render(items, '${fake(32, ALNUM, 308)}')`,
      `uuid.validate('id', '550e8400-e29b-41d4-a716-446655440000')`,
    ]
  ) untouched(text);
});

Deno.test("url-path-key: a key as a path segment after an API version or a key word", () => {
  caught("url-path-key", "https://polygon-mainnet.g.alchemy.com/v2/", fake(32, ALNUM, 309));
  caught(
    "url-path-key",
    'provider = JsonRpcProvider("https://mainnet.infura.io/v3/',
    fake(32, HEX, 310),
    '")',
  );
  caught(
    "url-path-key",
    "wss://eth-mainnet.ws.acme-rpc.io/v1/",
    fake(40, ALNUM, 311),
    "/ is the socket",
  );
  caught("url-path-key", "curl https://api.acme.io/token/", fake(28, ALNUM, 312), "/refresh");
});

Deno.test("url-path-key: resources, UUIDs, digests in paths and words stay", () => {
  for (
    const text of [
      "https://api.github.com/v3/repos/acme/app/pulls",
      "GET https://api.acme.io/v1/550e8400-e29b-41d4-a716-446655440000",
      `https://api.acme.io/v2/${fake(40, HEX, 313)}/status`,
      "https://registry-1.docker.io/v2/library/node/manifests/latest",
      "https://docs.acme.io/v2/GettingStartedWithTheApi",
      "https://acme.io/token/expired-or-revoked",
      "see /v2/ of the API and the /token/ endpoint",
    ]
  ) untouched(text);
});

Deno.test("key-assignment: a generated value under a name that is key", () => {
  caught("key-assignment", '{"Encryption": {"Key": "', fake(44, BASE64, 314), '"}}');
  caught("key-assignment", "  jwt_key: ", fake(64, HEX, 315));
  caught("key-assignment", "this.key = '", fake(40, ALNUM, 316), "';");
  caught("key-assignment", "$key = '", fake(32, ALNUM, 317), "';");
  caught("key-assignment", 'public static final String KEY = "', fake(40, ALNUM, 327), '";');
});

Deno.test("key-assignment: public keys, cache and sort keys, paths, fingerprints and prose stay", () => {
  for (
    const text of [
      `{"publicKey": "${fake(88, BASE64, 318)}"}`,
      `vapid_public_key: ${fake(87, ALNUM, 319)}`,
      `cache_key = "${fake(64, HEX, 320)}"`,
      `{"key": "welcome_message_title"}`,
      `monkey = "${fake(40, ALNUM, 328)}"`,
      `{"Bucket": "media", "Key": "uploads/avatars/${fake(40, ALNUM, 321)}"}`,
      `  key: ${fake(40, "0123456789ABCDEF", 322)}`,
      `Restored cache from key: Linux-node-${fake(64, HEX, 323)}`,
      `GET /repos/o/r/actions/secrets/public-key {"key_id": "5682501672", "key": "${
        fake(44, BASE64, 324)
      }"}`,
      `"key": "sha512-${fake(86, BASE64, 325)}"`,
    ]
  ) untouched(text);
});

Deno.test("a password a base64 value hides is replaced where it stands in plain too", () => {
  const pass = fake(14, ALNUM, 326);
  const b64 = btoa(`admin:${pass}`);
  assert.equal(
    redact(`$ echo ${b64} | base64 -d\nadmin:${pass}\n$ echo -n 'admin:${pass}' | base64\n${b64}`)
      .text,
    `$ echo ${R} | base64 -d\nadmin:${R}\n$ echo -n 'admin:${R}' | base64\n${R}`,
  );
  // Not inside a longer word, and a short password (`hunter`-like) only in its base64 value.
  const short = btoa("deploy:abc12");
  assert.equal(
    redact(`auth: ${short}\nabc12 is the build id, x${pass}y stays`).text,
    `auth: ${R}\nabc12 is the build id, x${pass}y stays`,
  );
});
