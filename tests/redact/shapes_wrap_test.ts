/**
 * Values wrapped by code (docs/redaction.md, "Values wrapped by code (g-wrap)"): a secret code
 * splits into string pieces over lines — Python's implicit concatenation, `+` in JS, Java, C# and
 * Go, f-strings and template literals split over lines, a YAML value folded or continued, a shell
 * string continued with `\`, a Dockerfile `ENV` over lines, a list of pieces joined at run time —
 * each piece gone; with the look-alikes each must leave (two ordinary strings joined, a URL built
 * from pieces, a base64 image split over lines, SQL built from pieces). As written, inside a JSONL
 * record and with CRLF line ends.
 */
import { ALNUM, fake } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 52_000;
const piece = (n = 20) => fake(n, ALNUM, seed++);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: (a: string, b: string) => string, n = 16) => {
  const a = piece(n), b = piece(n);
  SECRETS.push({ label, text: text(a, b), pieces: [a, b] });
};

add("Python's implicit concatenation", (a, b) => `API_KEY = (\n    "${a}"\n    "${b}"\n)`);
add(
  "Python's implicit concatenation in a call",
  (a, b) => `client = Client(\n    token="${a}"\n          "${b}",\n)`,
);
add("JS `+` over lines", (a, b) => `const apiKey = "${a}" +\n  "${b}";`);
add("Java `+` at the next line's start", (a, b) => `String secret = "${a}"\n    + "${b}";`);
add("C# `+`", (a, b) => `private const string Token =\n    "${a}" +\n    "${b}";`);
add("Go `+`", (a, b) => `const apiSecret = "${a}" +\n\t"${b}"`);
add(
  "an f-string split over lines",
  (a, b) => `auth = (f"Bearer {a}"\n        f"${b}")`.replace("{a}", a),
);
add(
  "a template literal split over lines",
  (a, b) => "const token = `${" + "''}" + a + "` +\n  `" + b + "`;",
);
add(
  "a template literal's pieces",
  (a, b) => "const apiKey = \x60" + a + "\x60 +\n  \x60" + b + "\x60;",
);
add(
  "a Go raw string's pieces",
  (a, b) => "const apiKey = \x60" + a + "\x60 +\n\t\x60" + b + "\x60",
);
add("C#'s verbatim pieces", (a, b) => `var clientSecret = @"${a}" +\n    @"${b}";`);
add("a YAML value folded with >-", (a, b) => `secrets:\n  api_key: >-\n    ${a}\n    ${b}\n`);
add("a YAML value in a literal block", (a, b) => `auth:\n  token: |\n    ${a}\n    ${b}\n`);
add("a YAML plain value continued", (a, b) => `db:\n  password: ${a}\n    ${b}\nhost: x`);
add("a YAML double-quoted value continued", (a, b) => `auth:\n  token: "${a}\n    ${b}"\n`);
add("a dotenv value quoted over lines", (a, b) => `API_SECRET="${a}\n${b}"`);
add("a shell string continued with \\", (a, b) => `export TOKEN="${a}\\\n${b}"`);
add("a Dockerfile ENV over lines", (a, b) => `ENV API_KEY=${a}\\\n    ${b} \\\n    PORT=8080`);
add(
  "a Python list of pieces joined",
  (a, b) => `SECRET_KEY = "".join([\n    "${a}",\n    "${b}",\n])`,
);
add("a JS array of pieces joined", (a, b) => `const key = [\n  "${a}",\n  "${b}",\n].join("");`);

CLEAN.push([
  "two ordinary strings joined",
  `message = ("Could not connect to the server, "\n           "please try again later.")`,
]);
CLEAN.push([
  "a long URL built from pieces",
  `const url = "https://api.example.com/v2/organizations/" +\n  "projects/settings/notifications";`,
]);
CLEAN.push([
  "SQL built from pieces",
  `query = ("SELECT id, name, created_at FROM users "\n         "WHERE deleted_at IS NULL ORDER BY id")`,
]);
CLEAN.push([
  "a Java message over lines",
  `String msg = "The configuration file could not be read, " +\n    "check the path and permissions.";`,
]);
CLEAN.push([
  "a base64 image split over lines",
  `logo: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h\n  AAAAGXRFWHRTb2Z0d2FyZQBBZG9iZSBJbWFnZVJlYWR5ccllPAAAAA"`,
]);
CLEAN.push([
  "a YAML quoted sentence continued",
  `summary: "Rotates the signing keys every night\n  and notifies the team"\n`,
]);
CLEAN.push([
  "YAML prose folded",
  `description: >-\n  A small service that reads transcripts\n  and answers questions about them.\n`,
]);

export { CLEAN, SECRETS };
shapeTests("wrap", SECRETS, CLEAN);
