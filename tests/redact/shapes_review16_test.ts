/**
 * The round's new rules read over real text (docs/redaction.md, "Review of the sixteenth round
 * (r-mend16)"): each false-positive class met in real code or documentation, and each private
 * value a public-material check let go, with the case of the same place on the other side — as
 * written, inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64URL, fake } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 61_600;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// publicMaterial: a DNS-01 value alone on its line is public under the client's own words, not
// under a line that names a secret (43 characters of base64url: also `secrets.token_urlsafe(32)`).
{
  const v = key(41, BASE64URL) + "k7";
  add(
    "a key named alone above its value, under a dig of an acme-challenge record",
    `$ dig +short TXT _acme-challenge.example.com\n"${key(43, BASE64URL)}"\n` +
      `Here is the EAB HMAC key:\n${v}`,
    v,
  );
}
CLEAN.push([
  "certbot's DNS-01 value under its words",
  "Please deploy a DNS TXT record under the name:\n\n_acme-challenge.example.org.\n\n" +
  `with the following value:\n\n${key(41, BASE64URL)}x2\n\nBefore continuing, verify the record.`,
]);
CLEAN.push([
  "a DNS-01 value right under the record's name",
  `_acme-challenge.shop.example.net.\n${key(41, BASE64URL)}Q9`,
]);

shapeTests("review of round sixteen", SECRETS, CLEAN);
