/**
 * Corpus fourteen (written blind, see docs/redaction-corpus-fourteen.md): first sight, against main
 * with round A of the tenth round merged (t-red15's corpus-thirteen shapes and t-red16's
 * random-token, neither of which saw it), was 266/331 = 80.4 % recall and 122/128 = 95.3 %
 * untouched (docs/redaction.md "Held-out corpus fourteen"); against the rules at the start of that
 * round, 74.9 % and 96.1 %. Read as shapes since (docs/redaction.md, "Corpus fourteen after it was
 * seen: people, languages and chat" and "…: wrapped, encoded, errors and config"): what is left,
 * label → why it is missed, or that it is beyond a promise (a value read aloud, spelled or
 * dictated in pieces). Caught since by g-announce's general shapes (docs/redaction.md, "Values
 * no name announces, as general shapes"): a WhatsApp line's value after `clave del wifi … nueva`
 * and a value after `pin+pass`, each a value that ends the line of a secret word; a list of
 * recovery codes under `keep these somewhere for me:` (codes handed over for safekeeping).
 */
export const FOURTEEN_MISSED: Record<string, string> = {
  "chat: a value read aloud with spaces":
    "beyond a promise: a value read aloud as groups of four with spaces between (`v3s6 kg7r …`): every group alone is a word-sized run, and joining words of prose would take ordinary text",
  "chat: a password spelled letter by letter":
    "beyond a promise: a password spelled one character at a time with spaces (`n s 3 b …`)",
  "chat: a password spelled with NATO words for capitals":
    "beyond a promise: a password dictated in pieces (`capital-K then … then …`), each piece a lower-case word-sized run",
  "chat: a secret at the end of a voice-to-text message":
    "beyond a promise: a key dictated as three space-separated lower-case groups after `the key is`",
  "fr: no keyword, 'c'est la deuxième ligne'":
    "a value alone on a line of a pasted note, pointed to only by a sentence after it (`c’est la deuxième ligne`): no rule reads a pointer back to a line",
  "de: a value read aloud in German":
    "beyond a promise: a value read aloud as space-separated groups of four (`Ich lese vor: e2vs qyeg …`)",
  "md: a table with the secret in a 'Value' column and no name hint":
    "a Markdown table whose header says only `Value` and whose row names a service (`Algolia admin`): the table rules need a column or row that says secret",
  "md: a strikethrough old value beside the new one":
    "32-hex values as `~~old~~ → new` with `(rotated)` after: no word before them says secret",
  "mail: a signature block with a PIN and a code":
    "a 10-digit conference PIN with `#` after `PIN`: digits alone are a phone number's shape",
};

/**
 * Corpus fourteen's clean texts changed at first sight, mended since (a bcrypt hash in Russian
 * prose, RFC 7617's documented example, an ssh.com public key, `\u`-escaped Japanese, gzip+base64
 * of a public note, a percent-encoded query): none left.
 */
export const FOURTEEN_CHANGED: Record<string, string> = {
  "hash: /etc/shadow line":
    "a login's password hash beside its login, redacted by decision (t-red36: it cracks offline into that login)",
};
