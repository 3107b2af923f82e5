/**
 * The shapes mended after real third-party code was read as a clean corpus (docs/redaction.md,
 * "Real code as a standing clean corpus"): other instances of each clean shape than the files
 * held, which must come out byte for byte, and a secret of the same form beside each, which must
 * still go — as written, inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 27_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
/** A generated password: letters and digits round a symbol. */
const password = () => key(7) + "!" + key(6);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// A value that is code after a password's name: a call, an index, a parenthesised expression,
// an object's attribute given another name, a double negation.
CLEAN.push(["a call after pwd =", "    pwd = pathlib.Path.cwd()\n    pwd = self.sftp.getcwd()"]);
CLEAN.push(["an index after password =", "        password = parts[3]\n"]);
CLEAN.push([
  "an attribute set from a mapping and a name",
  "        self.password = settings['db_password']\n        this.passwd = passwordStore",
]);
CLEAN.push([
  "a parenthesised expression after pwd =",
  "        pwd = (self.secret.decode('ascii') if self.secret else '')",
]);
CLEAN.push([
  "a double negation after a name holding `hasLo`",
  "  const hasLocalOverride = !!hasLoopbackAdapter;",
]);
const pw1 = password();
add("a password on a properties line", `db.password=${pw1}`, pw1);
const pw2 = password();
add("a password on an INI pass line", `[smtp]\npass = ${pw2}`, pw2);

// An identifier of camel-cased words with a bundler's number after it.
CLEAN.push([
  "camel-cased names with a number",
  "        const itemsToSendAsBatches2 = queue.map(\n" +
  "  let rowsToKeepInMemory12 = [];",
]);
const token = key(32);
add("a random token pasted alone", `try with this one: ${token}`, token);

// A format template where a value goes: `%s:%s`, `{0}:{1}`, `AUTH=%s`.
CLEAN.push([
  "format templates under secret names",
  "            auth_pass = '%s@%s' % (user, host)\n" +
  "            credentials = '{0}:{1}'.format(user, passwd).encode()\n" +
  "        #line = 'SESSION_TOKEN=%s' % tok",
]);
const cred = key(24);
add("a literal under credentials", `credentials = '${cred}'`, cred);

// A constant's name of four words or more as a sentinel value.
CLEAN.push([
  "a sentinel constant under a secret's name",
  'var InternalSecret = "DO_NOT_USE_OR_YOU_WILL_BE_FIRED";',
]);
const sentinel = key(28);
add("a generated value under a secret's name", `var InternalSecret = "${sentinel}";`, sentinel);

// Object identifiers (extended key usages) under `…_AUTH` names.
CLEAN.push([
  "OIDs under _AUTH names",
  "    CODE_SIGNING_AUTH = '1.3.6.1.5.5.7.3.3'\n    EMAIL_AUTH = '1.3.6.1.5.5.7.3.4'",
]);
const auth = key(30);
add("a generated value under _AUTH", `CLIENT_AUTH = '${auth}'`, auth);

// A cipher's name, the first argument of createCipheriv.
CLEAN.push([
  "the cipher named to createCipheriv",
  'const c = crypto.createCipheriv("chacha20-poly1305", key, iv, { authTagLength: 16 });',
]);
const cipherKey = key(32);
add(
  "a literal key given to createCipheriv",
  `crypto.createCipheriv("aes-256-cbc", "${cipherKey}", iv)`,
  cipherKey,
);

// A stand-in in prose, closed by the prose's own punctuation.
CLEAN.push([
  "a stand-in in parentheses and backticks",
  'Pass variables (e.g. `-e DEPLOY_KEY=value`).\n  describe: "Set variables (e.g. -e KEY=value)",',
]);
const envToken = key(36);
add("a value under a _TOKEN name", `API_TOKEN=${envToken}`, envToken);

// Names assigned in a chain in code, not a netrc entry.
CLEAN.push(["a chain of assignments", "        account = login = password = None"]);
const netrcPw = password();
add("a netrc entry", `machine api.acme.io login bob password ${netrcPw}`, netrcPw);

// A list of words under a name holding `key`.
CLEAN.push([
  "package keywords",
  '  "keywords": [\n    "mcp",\n    "agent-sdk",\n    "c++"\n  ],',
]);
const half = key(40);
add(
  "a secret in pieces",
  `secret = "${half.slice(0, 20)}" + "${half.slice(20)}"`,
  half.slice(0, 20),
  half.slice(20),
);

// A ternary after a called function whose name ends in `Key`.
CLEAN.push([
  "a ternary after a call ending in Key",
  "label = cond ? getCacheKey(item, 1) : fallbackName, next(label)",
]);
const prompted = key(30);
add("the answer to a prompt", `Enter your access token (input hidden): ${prompted}`, prompted);

// Stand-ins of words with an article before them.
CLEAN.push([
  "stand-ins with an article",
  '{"apiToken": "a-very-secret-token"}\nAuthorization: Bearer an-example-token',
]);
const bearer = key(40);
add("a generated token under apiToken", `{"apiToken": "${bearer}"}`, bearer);

// A fallback inside a call's argument, not the named value's.
CLEAN.push([
  "a fallback inside an argument",
  'PASSWD = getpass.getpass("password on %s: " % (host or "db-primary"))',
]);
const fallback = password();
add(
  "a fallback of the named value",
  `password = os.environ.get("DB_PASSWORD") or "${fallback}"`,
  fallback,
);

// A prompt's string ending in a secret's name, code after its closing quote (in a JSONL record
// the line break is `\n`, inside the same string).
CLEAN.push([
  "prompts ending in a secret's name",
  "    pw = getpass.getpass('Password: ')\n    user = input('User: ')\n" +
  '    phrase = prompt("Passphrase: ", hidden=True)\n    host = ask("Host: ")',
]);
const quoted = password();
add("a quoted password after password:", `password: '${quoted}'`, quoted);

// A state's name paired with AUTH in a table of tuples (IMAP's command states).
CLEAN.push([
  "states paired with AUTH",
  "Commands = {\n  'FETCH': ('AUTH', 'SELECTED'),\n  'LOGIN': ('NONAUTH',),\n}  # password",
]);
const tupleToken = key(32);
add("a token paired with its name", `[("api_token", "${tupleToken}")]`, tupleToken);

// (A digest as a test value keeps the seed stream in use for hex too.)
const hexKey = key(40, HEX);
add("a hex secret under client_secret", `oauth:\n  client_secret: ${hexKey}`, hexKey);

// A fallback inside one conversion call round it is still the named value's.
const strPw = key(15);
add(
  "a fallback inside str()",
  `password = str(os.environ.get('PW') or '${strPw}')`,
  strPw,
);
const strKey = key(15);
add(
  "a fallback inside str() from settings",
  `api_key = str(settings.get('k') or '${strKey}')`,
  strKey,
);
const bytesKey = key(15);
add(
  "a fallback inside bytes() with an encoding",
  `SECRET = bytes(os.getenv('S') or '${bytesKey}', 'utf-8')`,
  bytesKey,
);
const pin = key(8, "0123456789");
add("a PIN's fallback inside int()", `password = int(os.environ.get('PIN') or '${pin}')`, pin);

// A password with a call's or an index's brackets typed after it (or an opening one before it)
// is not code: its name part is written as a password is (digits, both cases).
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = UPPER.toLowerCase();
const pwName = () =>
  key(1, UPPER) + key(4, LOWER) + key(2, "0123456789") + key(1, UPPER) + key(1, LOWER);
for (
  const [label, shape] of [
    ["a password with () after it on a properties line", (v: string) => `db.password=${v}()`],
    ["a password with () after it in YAML", (v: string) => `password: ${v}()`],
    ["a password after an opening bracket", (v: string) => `mysql.password=(${v}`],
    ["a password with [ after it", (v: string) => `password = ${v}[`],
    ["a password with [ after it in prose", (v: string) => `changed the password to ${v}[`],
    ["a password with [2] after it", (v: string) => `password = ${v}[2]`],
  ] as const
) {
  const v = pwName();
  add(label, shape(v), v);
}
CLEAN.push([
  "calls and indexes after secret names",
  "    password = cfg.get('db', 'password')\n    token = auth[2]\n    pw = os.getcwd()\n" +
  "    digest = hash((self.password.encode('utf-8')))",
]);

// Dotted numbers are kept only as object identifiers; four words only when each is a warning's or
// a stand-in's; a value made only of placeholder words is a placeholder (docs/redaction.md, "What
// is deliberately left alone").
const DIGITS = "0123456789";
const quad = [1, 2, 3, 4].map(() => key(2, "123456789")).join(".");
add("an address-shaped password", `PASSWORD=${quad}`, quad);
const groups = [1, 2, 3, 4].map(() => key(4, DIGITS)).join(".");
add("a password of dotted digit groups", `db_password: ${groups}`, groups);
const words = [1, 2, 3, 4].map(() => key(6, UPPER)).join("_");
add("a passphrase of four capitalised words", `WIFI_PASSWORD=${words}`, words);
CLEAN.push([
  "sentinels and placeholder words under secret names",
  "SECRET_KEY = 'CHANGE_THIS_TO_A_SECRET'\nexport DB_PASSWORD=VerySecret",
]);

shapeTests("real code", SECRETS, CLEAN);
