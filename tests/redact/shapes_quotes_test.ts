/**
 * Quoted values read whole, round two (`_shapes_quotes.ts`), each as generated variants: a variant
 * is caught when no piece of its secret is left, as written, inside a JSONL record and with CRLF
 * line ends; a look-alike must come out byte for byte all three ways. The quoted values must also
 * go whole: one `[REDACTED]` where the value stood, its own quotes kept, nothing of it after.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { asRecord } from "./_heldout.ts";
import { shapeTests } from "./_shape_tests.ts";
import { CLEAN, SECRETS } from "./_shapes_quotes.ts";

shapeTests("quotes round two", SECRETS, CLEAN);

Deno.test("quotes round two: a value is one [REDACTED] within its own quotes", () => {
  const cases: Array<[string, string]> = [
    ["ALTER ROLE app PASSWORD 'Qx7mPa2''Lk9vRt4';", "ALTER ROLE app PASSWORD '[REDACTED]';"],
    ["export DB_PASS=$'Qx7mPa2\\x21Lk9vRt4'", "export DB_PASS=$'[REDACTED]'"],
    [
      "mysql -u root -p'Qx7mPa2'\"'\"'Lk9vRt4' -e 'SELECT 1'",
      "mysql -u root -p'[REDACTED]' -e 'SELECT 1'",
    ],
    [
      "curl -u admin:'Qx7mPa2'\\''Lk9vRt4' https://x.example",
      "curl -u admin:'[REDACTED]' https://x.example",
    ],
    ["✔ Password: a6ggFD6qXQRr}a)o7dsgSxo7YWF[JRH9", "✔ Password: [REDACTED]"],
  ];
  for (const [input, want] of cases) {
    assert.equal(redact(input).text, want);
    assert.equal(redact(asRecord(input)).text, asRecord(want));
  }
});
