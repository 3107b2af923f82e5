/**
 * `sha256Hex` hashes short texts itself (no node:crypto to load, for a project's path) and the
 * rest with node:crypto: both give SHA-256, whatever the length (every padding case around the
 * 64-byte blocks) and whatever the characters (UTF-8 of one to four bytes, NUL); `sha256HexAsync`
 * (WebCrypto) gives the same answers.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { sha256Bytes, sha256Hex, sha256HexAsync } from "../src/fsutil.ts";

const reference = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

Deno.test("sha256Hex() gives FIPS 180-4's answers for its test vectors", () => {
  assert.equal(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  assert.equal(
    sha256Hex("abc"),
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
  assert.equal(
    sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
  );
});

Deno.test("sha256Hex() of a text of any length and characters is node:crypto's SHA-256", () => {
  for (let length = 0; length <= 1_100; length++) {
    for (const char of ["a", "é", "€", "😀", "\u0000"]) {
      const text = char.repeat(length).slice(0, length);
      assert.equal(sha256Hex(text), reference(text), `${length} × ${JSON.stringify(char)}`);
    }
  }
  const path = "/home/user/work/a project/ünïcode/src";
  assert.equal(sha256Hex(path), reference(path));
  const bytes = new TextEncoder().encode(path);
  assert.equal(sha256Hex(bytes), reference(bytes));
});

Deno.test("sha256HexAsync() is sha256Hex's answer, short or long, whatever the characters", async () => {
  for (const length of [0, 1, 55, 56, 63, 64, 65, 1_024, 1_025, 200_000]) {
    for (const char of ["a", "é", "😀", "\u0000"]) {
      const text = char.repeat(length).slice(0, length);
      assert.equal(await sha256HexAsync(text), reference(text), `${length} × ${char}`);
    }
  }
  assert.equal(await sha256HexAsync("abc"), sha256Hex("abc"));
});

Deno.test("sha256Bytes() is the digest's 32 bytes, for every padding case", () => {
  for (let length = 0; length <= 130; length++) {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 0xff);
    assert.deepEqual(
      sha256Bytes(bytes),
      new Uint8Array(createHash("sha256").update(bytes).digest()),
    );
  }
});
