/**
 * Corpus fourteen (written blind, see docs/redaction-corpus-fourteen.md): its misses and changed
 * clean texts at first sight, against main with round A of the tenth round merged (t-red15's
 * corpus-thirteen shapes and t-red16's random-token, neither of which saw it): 266/331 = 80.4 %
 * recall and 122/128 = 95.3 % untouched (docs/redaction.md "Held-out corpus fourteen"). Against the
 * rules at the start of that round: 74.9 % and 96.1 %. Label → the case's shape and family. The
 * people, languages and chat families are read as shapes (docs/redaction.md, "Corpus fourteen
 * after it was seen: people, languages and chat"): what is left of them says why it is missed,
 * or that it is beyond a promise (a value read aloud, spelled or dictated in pieces).
 */
export const FOURTEEN_MISSED: Record<string, string> = {
  "chat: a value read aloud with spaces":
    "beyond a promise: a value read aloud as groups of four with spaces between (`v3s6 kg7r …`): every group alone is a word-sized run, and joining words of prose would take ordinary text",
  "chat: a password spelled letter by letter":
    "beyond a promise: a password spelled one character at a time with spaces (`n s 3 b …`)",
  "chat: a password spelled with NATO words for capitals":
    "beyond a promise: a password dictated in pieces (`capital-K then … then …`), each piece a lower-case word-sized run",
  "chat: a recovery code list pasted to 'keep somewhere'":
    "a list of recovery codes (`xxxxx-xxxxx` on each line) after a phrase that does not name them (`keep these somewhere`): each code is too short to judge alone, and no rule reads a list of them yet",
  "chat: a PIN-and-password combo for a bank sandbox":
    "a value after `pin+pass` (a word joined by `+`, not one of the password words) of digits then lower-case letters and digits",
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
  "chat export: a WhatsApp export with a key":
    "a 16-character value ending a WhatsApp line after `clave del wifi … nueva` (the word, then more words, no colon or verb)",
  "mail: a signature block with a PIN and a code":
    "a 10-digit conference PIN with `#` after `PIN`: digits alone are a phone number's shape",
  "java: a password built from two literals": "wrapped, in the family wrapped and split",
  "yaml: a folded >- scalar holding a long SAS token query":
    "wrapped, in the family wrapped and split",
  "makefile: a variable continued with a backslash": "wrapped, in the family wrapped and split",
  "tool outputs: cut -c over two JSON tool results": "wrapped, in the family wrapped and split",
  "tmux: a pane copied with hard wraps at its width": "wrapped, in the family wrapped and split",
  "terraform: join of chunks": "wrapped, in the family wrapped and split",
  "armour: an ssh.com SSH2 private key": "block, in the family wrapped and split",
  "k8s: a websocket bearer in Sec-WebSocket-Protocol": "encoded, in the family encoded",
  "js bundle: a token as \\u escapes in a minified line": "encoded, in the family encoded",
  "quoted-printable: a password containing '=' as =3D": "encoded, in the family encoded",
  "mail: a MIME encoded-word subject holding a code": "encoded, in the family encoded",
  "cloud-init: a .env written with encoding gz+b64": "encoded, in the family encoded",
  "python: a KeyError whose key is the token": "output, in the family errors and stack traces",
  "go: a test failure with got and want tokens": "output, in the family errors and stack traces",
  "go: strconv error echoing a misplaced secret": "output, in the family errors and stack traces",
  "php: a PDO stack trace with constructor arguments":
    "output, in the family errors and stack traces",
  "php: a mysqli warning echoing the call": "output, in the family errors and stack traces",
  "erlang: a supervisor report with a password tuple":
    "output, in the family errors and stack traces",
  "psql: a password with @ mistaken for the host": "output, in the family errors and stack traces",
  "config: haproxy stats auth": "assignment, in the family configuration, code and commands",
  "command: an expect script sending the password":
    "command, in the family configuration, code and commands",
  "command: a numeric conference PIN as a flag":
    "command, in the family configuration, code and commands",
  "key: a TOTP seed shown as groups in a setup page copy":
    "assignment, in the family keys and leftovers",
};

/**
 * Corpus fourteen's clean texts still changed, label → why. None: the six changed at first sight
 * are mended (docs/redaction.md, "Corpus fourteen after it was seen: people, languages and chat"):
 * a bcrypt hash under Russian `пароля`, RFC 7617's `Aladdin:open sesame`, an ssh.com SSH2 public
 * key's body, a UUID in the next JSON field after `\u`-escaped `パスワード`, gzip+base64 of a note,
 * a percent-encoded search for `password`.
 */
export const FOURTEEN_CHANGED: Record<string, string> = {};
