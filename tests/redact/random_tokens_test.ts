/**
 * The detector of a token by its own characters (`random-token`, src/redact/_random_tokens.ts):
 * generated values caught where no word, name or vendor prefix says secret, and every kind of
 * public look-alike left as it is. Fakes are drawn at run time (`sample`), so no line here reads
 * as a secret to a scanner.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, BASE64, BASE64URL, HEX, sample } from "../../src/redact/_examples.ts";
import { randomRun } from "../../src/redact/_random_tokens.ts";
import { asRecord } from "./_heldout.ts";
import { generatedRunsLine } from "./_worst_cases.ts";

const KEY = sample(40, ALNUM, 7001);
const KEY32 = sample(32, ALNUM, 7002);
// (With a `-` and a `_` in it. One drawn as `qg-…` reads as an object id, `fc_…`, `call_…`: kept.)
const URLSAFE = sample(43, BASE64URL, 7006);

/** The texts `redact` must take `secret` out of, as written and inside a transcript record. */
function caught(text: string, secret: string) {
  for (const input of [text, asRecord(text)]) {
    const out = redact(input);
    assert.ok(!out.text.includes(secret), `still there: ${out.text.slice(0, 200)}`);
    assert.ok(out.findings.some((f) => f.rule === "random-token"), JSON.stringify(out.findings));
  }
}

/** The texts `redact` must leave byte for byte, as written and inside a transcript record. */
function kept(text: string) {
  for (const input of [text, asRecord(text)]) assert.equal(redact(input).text, input);
}

Deno.test("random-token: a generated value with no word that names it is caught", () => {
  caught(`try with this one: ${KEY}`, KEY);
  caught(`relay.conf:\n  upstream ${URLSAFE} 443`, URLSAFE);
  caught(`deployed with ${KEY} yesterday, rotate it after the demo`, KEY);
  caught(`| prod | ${KEY32} | rotated monthly |`, KEY32);
  caught(`আমার কী হল ${KEY} এটা রাখো`, KEY);
  caught(`- staging\n  - ${KEY32}`, KEY32);
});

Deno.test("random-token: a value under a name or given to a call is left to the rules on names", () => {
  // The name rules judged these by their name (`monkey`, `title`, `x` say nothing secret): the
  // detector does not overrule them, so a plain name keeps what a test or a fixture sets.
  kept(`frobnicate = ${URLSAFE}`);
  kept(`[upstream]\nendpoint = "https://api.acme.io"\nshared = "${KEY32}"`);
  kept(`{"x": "${KEY32}", "y": "${KEY}"}`);
  kept(`const token = getToken("${KEY32}")`);
  kept(`stripe.customers.create("${KEY32}")`);
});

Deno.test("random-token: digests, ids and versions are kept", () => {
  kept(`commit ${sample(40, HEX, 7010)} fixed the token refresh`);
  kept(`sha256 ${sample(64, HEX, 7011)}  ctx-linux-x64`);
  kept("request 95c53972-3858-43ee-9f04-a7fa8d8480b6 took 12 ms");
  kept("event 01K5CP3NYF4KF283CQEEKC0GNK enqueued");
  kept(`batch 2${sample(26, ALNUM, 7012)} committed`);
  kept(`"integrity": "sha512-${sample(86, BASE64, 7013)}=="`);
  kept(`image: ghcr.io/acme/api@sha256:${sample(64, HEX, 7014)}`);
  kept(`github.com/pkg/errors v0.9.1 h1:${sample(43, BASE64, 7015)}=`);
  kept(`{"requestId": "${KEY32}", "status": 200}`);
  kept(`{"id": "toolu_01${sample(22, ALNUM, 7016)}", "type": "tool_use"}`);
  kept(`Message SM${sample(32, HEX, 7017)} queued`);
  kept(`spotify:track:${sample(22, ALNUM, 7018)}`);
  kept("ctx 2.9.6-rc.1+build.20261128 (deno 2.9.6, v8 13.5.212.4-rusty)");
});

Deno.test("random-token: public keys, certificates and encoded data are kept", () => {
  kept(`github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${sample(43, BASE64, 7020)}`);
  kept(
    `-----BEGIN CERTIFICATE-----\n${sample(64, BASE64, 7021)}\n${
      sample(30, BASE64, 7022)
    }==\n-----END CERTIFICATE-----`,
  );
  kept(`-----BEGIN PUBLIC KEY-----\n${sample(64, BASE64, 7023)}\n-----END PUBLIC KEY-----`);
  kept(`peer: ${sample(43, BASE64, 7024)}=\n  endpoint: 203.0.113.7:51820`);
  kept(`<img src="data:image/png;base64,iVBORw0KGgo${sample(60, BASE64, 7025)}">`);
  kept(`payload: ${btoa("the build of 28 November 2026 passed all checks")}`);
  kept(`minisign -Vm ctx.tar.gz -P RW${sample(54, BASE64, 7026)}`);
  kept(`|1|${sample(27, BASE64, 7027)}=|${sample(27, BASE64, 7028)}= ssh-ed25519 AAAAC3Nz`);
  kept(`{"kty":"EC","crv":"P-256","x":"${URLSAFE}","y":"${sample(43, BASE64URL, 7029)}"}`);
});

Deno.test("random-token: code, paths, URLs and words are kept", () => {
  kept("see TestCompactTranscriptHandler2024 and getHTTPClient2ForUser in src/http2Client.ts");
  kept(`open /uploads/avatars/${KEY32}.png and ./build/${KEY32}/index.js`);
  kept(`https://images.acme.io/photo-1?ixlib=rb-4.0.3&ixid=${KEY}&w=1600`);
  kept('<div class="md:grid-cols-3 lg:gap-x-12 xl:max-w-7xl 2xl:px-24"></div>');
  kept("const a1=b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0;");
  kept("cargo 1.85.0 (d73d2caf9 2026-01-28) rustc 1.85.0 (4d91de4e4 2026-02-17)");
});

Deno.test("random-token: its character test reads randomness, not words", () => {
  assert.ok(randomRun(KEY));
  assert.ok(randomRun(URLSAFE));
  // One class only, or hex: a digest or an id.
  assert.ok(!randomRun(sample(40, HEX, 7030)));
  assert.ok(!randomRun("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCD"));
  // Words run for several letters each: an identifier.
  assert.ok(!randomRun("UserAccountSettingsPanel2Handler"));
  assert.ok(!randomRun("my-service-name-v2-production-build"));
  // A pattern repeated holds few distinct characters.
  assert.ok(!randomRun("aB3dE5aB3dE5aB3dE5aB3dE5"));
  // Too short, or a blob (a signature, encrypted content).
  assert.ok(!randomRun(KEY.slice(0, 16)));
  assert.ok(!randomRun(sample(180, ALNUM, 7031)));
});

Deno.test("random-token: a line of 1 MB of generated runs loses each run whole", () => {
  // (Each run's check read its whole line to know whether the run fills it: on one line of 1 MB
  // that took 5 s to 7 s on this machine; read outward from the run, 1 s to 2 s. The time is a
  // figure of `deno task bench --only=redaction`, "a worst case", never asserted here.)
  const text = generatedRunsLine(1 << 20);
  const runs = text.split(" ");
  const out = redact(text).text.split(" ");
  assert.equal(out.length, runs.length);
  // Each run is random: it goes whole or (a run that reads as a word) stays whole, never in part.
  assert.ok(out.every((w, i) => w === "[REDACTED]" || w === runs[i]));
  assert.ok(out.filter((w) => w === "[REDACTED]").length > runs.length * 0.9);
});
