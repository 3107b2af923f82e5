/**
 * What a check remembers during one `redact()` is let go when the call ends, so that no text is
 * kept alive after it (1 MB texts, and the last text a card or mnemonic check read).
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { forgetting, remembered } from "../../src/redact/_remembered.ts";

Deno.test("remembered: an answer is asked once in a call and again after it", () => {
  let asked = 0;
  const check = remembered((v: string) => (asked++, v.length));
  assert.equal(check("abc"), 3);
  assert.equal(check("abc"), 3);
  assert.equal(asked, 1);
  redact("nothing here");
  assert.equal(check("abc"), 3);
  assert.equal(asked, 2);
});

Deno.test("forgetting: a check's last text is let go when a redact() call ends", () => {
  let kept: string | undefined = "a text a check read";
  forgetting(() => kept = undefined);
  redact("card 4111 1111 1111 1111 and nothing else");
  assert.equal(kept, undefined);
});
