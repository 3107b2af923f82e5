import assert from "node:assert/strict";
import {
  constantTimeEqual,
  generateKey,
  hashKey,
  KEY_LOOKUP_LENGTH,
  keyPrefixShown,
  looksLikeKey,
  maskKey,
} from "../../src/team/_keys.ts";
import { RateLimiter } from "../../src/team/_ratelimit.ts";
import { TeamStore } from "../../src/team/_storage.ts";

Deno.test("generateKey() gives ctxt_ + 40 base62 characters, different every time", () => {
  const keys = new Set(Array.from({ length: 200 }, () => generateKey()));
  assert.equal(keys.size, 200);
  for (const key of keys) {
    assert.match(key, /^ctxt_[0-9A-Za-z]{40}$/);
    assert.ok(looksLikeKey(key));
  }
});

Deno.test("constantTimeEqual() is true only for identical strings", () => {
  assert.equal(constantTimeEqual("abc", "abc"), true);
  assert.equal(constantTimeEqual("abc", "abd"), false);
  assert.equal(constantTimeEqual("abc", "ab"), false);
  assert.equal(constantTimeEqual("", ""), true);
});

Deno.test("maskKey() shows ctxt_ and the first and last four characters of the secret only", () => {
  assert.equal(maskKey("ctxt_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123459f3a"), "ctxt_ABCD…9f3a");
  // What list-keys shows of the same key is the start of its mask.
  assert.equal(keyPrefixShown("ctxt_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123459f3a"), "ctxt_ABCD…");
  assert.equal(keyPrefixShown("ctxt_ABCDEFG"), "ctxt_ABCD…");
  // Too short to be a key: nothing of it is shown.
  assert.equal(maskKey("ctxt_env"), "…");
  assert.equal(maskKey("short"), "…");
  assert.equal(maskKey("sk-ant-api03-0123456789abcdefghij"), "…");
});

Deno.test("TeamStore keeps only the hash and a short prefix of a key", async () => {
  const storage = await TeamStore.open(":memory:");
  const { key, team } = await storage.createTeam("acme", { label: "alice" });
  const [row] = await storage.listKeys(team.id);
  assert.equal(row?.hash, await hashKey(key));
  assert.equal(row?.lookup, key.slice(0, KEY_LOOKUP_LENGTH));
  assert.equal(row?.label, "alice");
  assert.ok(!JSON.stringify(await storage.listKeys()).includes(key.slice(KEY_LOOKUP_LENGTH)));
  await storage.close();
});

Deno.test("TeamStore.revokeKey() takes an id or a key prefix and refuses unknown or revoked ones", async () => {
  const storage = await TeamStore.open(":memory:");
  const { team } = await storage.createTeam("acme");
  const second = await storage.addKey("acme", { label: "bob" });
  await assert.rejects(() => storage.revokeKey("ctxt_"), /Invalid key reference/);
  await assert.rejects(() => storage.revokeKey("999"), (error: Error & { hint?: string }) => {
    assert.match(error.message, /No active key matches "999"/);
    assert.match(error.hint ?? "", /ctx serve list-keys/, "says where the keys are listed");
    return true;
  });
  const revoked = await storage.revokeKey(second.key.slice(0, 12));
  assert.equal(revoked.id, second.keyId);
  assert.ok(revoked.revokedAt);
  await assert.rejects(() => storage.revokeKey(String(second.keyId)), /No active key/);
  assert.equal((await storage.teamMe({ teamId: team.id, keyId: 0 }, new Date())).usage.members, 1);
  await storage.close();
});

Deno.test("TeamStore.addKey() refuses a key beyond the team's member limit", async () => {
  const storage = await TeamStore.open(":memory:");
  await storage.createTeam("duo", { limits: { members: 2 } });
  await storage.addKey("duo");
  await assert.rejects(() => storage.addKey("duo"), /2 of 2 members/);
  await assert.rejects(() => storage.addKey("nobody"), /No team "nobody"/);
  await storage.close();
});

Deno.test("RateLimiter.take() allows a burst, then refills at the set rate", () => {
  let now = 0;
  const limiter = new RateLimiter({ capacity: 3, refillPerSecond: 1 }, () => now);
  assert.deepEqual([1, 2, 3].map(() => limiter.take("k").allowed), [true, true, true]);
  assert.deepEqual(limiter.take("k"), { allowed: false, retryAfterSeconds: 1 });
  assert.equal(limiter.take("other").allowed, true);
  now += 1000;
  assert.equal(limiter.take("k").allowed, true);
  assert.equal(limiter.take("k").allowed, false);
  now += 60_000;
  // Refill is capped at the capacity.
  assert.deepEqual([1, 2, 3, 4].map(() => limiter.take("k").allowed), [true, true, true, false]);
});
