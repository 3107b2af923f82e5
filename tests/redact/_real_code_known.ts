/**
 * What redact() changes in the real third-party files `real_code_test.ts` reads, each kept by
 * decision: the file, the form it was read in and the rule with its count, and why it stays
 * (never the value). A change mended leaves the list; the test fails while its entry remains.
 */
export interface RealKnown {
  /** `<root>/<path> (<form>): <rule>×<count>`, as the test writes it. */
  change: string;
  why: string;
}

/** The Python whose standard library (Debian's) the list was made on: `python3 --version`. */
export const REAL_PYTHON = "3.11.2";

const GEMINI = "node_modules/@google/gemini-cli/bundle/";
const DOTENV_URL =
  "dotenv's error message shows `dotenv://:key_…@dotenvx.com/…`: a word and digits in a URL's " +
  "password place read as a password could (kept: URL passwords have no placeholder shape)";

export const REAL_KNOWN: readonly RealKnown[] = [
  { change: GEMINI + "chunk-2YTYPKEZ.js (as written): url-password×1", why: DOTENV_URL },
  { change: GEMINI + "chunk-5V744PDA.js (as written): url-password×1", why: DOTENV_URL },
  { change: GEMINI + "chunk-DZZAUXYI.js (as written): url-password×1", why: DOTENV_URL },
  {
    change: "python3.11/distutils/command/register.py (as written): password-line×1",
    why: "a `.pypirc` example in a docstring, `password: <a made-up word>`: any word after " +
      "`password:` on a YAML-like line is taken (real passwords are words too)",
  },
  {
    change: "python3.11/distutils/command/register.py (in a record): password-line×1",
    why: "the same docstring inside a JSONL record",
  },
  {
    change: "python3.11/http/cookies.py (as written): cookie×3",
    why: "doctests printing `Set-Cookie: name=value` headers: a cookie's value is what the " +
      "cookie rule takes, whatever its words",
  },
  {
    change: "python3.11/http/cookies.py (in a record): cookie×3",
    why: "the same doctests inside a JSONL record",
  },
  {
    change: "python3.11/importlib/_bootstrap_external.py (as written): prefixed-string-secret×1",
    why: "`key = b'<an environment variable's name>'`: one word of capitals in a bytes literal " +
      "under `key` (a password may be one word of capitals)",
  },
  {
    change: "python3.11/importlib/_bootstrap_external.py (in a record): prefixed-string-secret×1",
    why: "the same literal inside a JSONL record",
  },
  {
    change: "python3.11/secrets.py (as written): nearby-secret×2",
    why: "doctest answers of token_hex() and token_urlsafe(): random tokens, as a real one is",
  },
  {
    change: "python3.11/secrets.py (as written): repl-answer-secret×1",
    why: "the doctest answer of token_bytes(): random bytes after a `>>> token_…()` prompt",
  },
  {
    change: "python3.11/secrets.py (in a record): nearby-secret×2",
    why: "the same doctest answers inside a JSONL record",
  },
  {
    change: "python3.11/secrets.py (in a record): repl-answer-secret×1",
    why: "the same doctest answer inside a JSONL record",
  },
  {
    change: "python3.11/urllib/request.py (as written): secret-assignment×1",
    why: "a docstring's example `passwd='<word>$<word>'`: a literal given as a password",
  },
  {
    change: "python3.11/urllib/request.py (in a record): secret-assignment×1",
    why: "the same example inside a JSONL record",
  },
];
