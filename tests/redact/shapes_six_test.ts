/**
 * Round six's shapes (`_shapes_six.ts`), each as generated variants: a variant is caught when no
 * piece of its secret is left, as written, inside a JSONL record and with CRLF line ends; a
 * look-alike must come out byte for byte all three ways. The escaped-quote values must also go
 * whole: one `[REDACTED]` where the value stood, nothing of it after.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord } from "./_heldout.ts";
import { shapeTests } from "./_shape_tests.ts";
import { CLEAN, SECRETS } from "./_shapes_six.ts";

shapeTests("round six", SECRETS, CLEAN);

Deno.test("round six: a value with an escaped quote goes whole, its quotes kept", () => {
  const cases: Array<[string, string]> = [
    ['{"password":"Qx7mPa2\\"Lk9vRt4"}', '{"password":"[REDACTED]"}'],
    ['password = "Qx7mPa2\\"Lk9vRt4" # db', 'password = "[REDACTED]" # db'],
    ["const secret = `Qx7mPa2\\`Lk9vRt4`;", "const secret = `[REDACTED]`;"],
    ['var password = @"Qx7mPa2""Lk9vRt4";', 'var password = @"[REDACTED]";'],
    ["export PASSWORD='Qx7mPa2'\\''Lk9vRt4'", "export PASSWORD='[REDACTED]'"],
    [
      'mysql -u root --password="Qx7mPa2\\"Lk9vRt4" app',
      'mysql -u root --password="[REDACTED]" app',
    ],
    [
      'curl -u "admin:Qx7mPa2\\"Lk9vRt4" https://x.example',
      'curl -u "admin:[REDACTED]" https://x.example',
    ],
    ['the new password is "Qx7mPa2\\"Lk9vRt4"', 'the new password is "[REDACTED]"'],
  ];
  for (const [input, want] of cases) {
    assert.equal(redact(input).text, want);
    assert.equal(redact(asRecord(input)).text, asRecord(want));
  }
});
