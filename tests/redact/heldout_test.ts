/**
 * Held-out corpora four to twenty-one as regression corpora: every secret case stays caught (as
 * written and inside a JSONL record) but the misses listed here, each with the reason it is not
 * caught (docs/redaction.md, "What is still missed" and "Held-out corpora"); every clean case
 * comes out byte for byte but the changes listed here. Corpus six's to twenty-one's lists
 * hold only first-sight misses and changes: their figures cannot fall below first sight. A case
 * named in a list that becomes caught (or untouched) fails too, so the lists stay true.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import {
  asRecord,
  HELD_OUT_CLEAN,
  HELD_OUT_SECRETS,
  type HeldOutClean,
  type HeldOutSecret,
  piecesGone,
  piecesPresent,
} from "./_heldout.ts";
import { FIVE_CLEAN, FIVE_SECRETS } from "./_heldout_five.ts";
import { SIX_CLEAN, SIX_SECRETS } from "./_heldout_six.ts";
import { SEVEN_CLEAN, SEVEN_SECRETS } from "./_heldout_seven.ts";
import { EIGHT_CLEAN, EIGHT_SECRETS } from "./_heldout_eight.ts";
import { NINE_CLEAN, NINE_SECRETS } from "./_heldout_nine.ts";
import { TEN_CLEAN, TEN_SECRETS } from "./_heldout_ten.ts";
import { ELEVEN_CLEAN, ELEVEN_SECRETS } from "./_heldout_eleven.ts";
import { TWELVE_CLEAN, TWELVE_SECRETS } from "./_heldout_twelve.ts";
import { THIRTEEN_CLEAN, THIRTEEN_SECRETS } from "./_heldout_thirteen.ts";
import { FOURTEEN_CLEAN, FOURTEEN_SECRETS } from "./_heldout_fourteen.ts";
import { FOURTEEN_CHANGED, FOURTEEN_MISSED } from "./_heldout_fourteen_known.ts";
import { FIFTEEN_CLEAN, FIFTEEN_SECRETS } from "./_heldout_fifteen.ts";
import { FIFTEEN_CHANGED, FIFTEEN_MISSED } from "./_heldout_fifteen_known.ts";
import { SIXTEEN_CLEAN, SIXTEEN_SECRETS } from "./_heldout_sixteen.ts";
import { SIXTEEN_CHANGED, SIXTEEN_MISSED } from "./_heldout_sixteen_known.ts";
import { SEVENTEEN_CLEAN, SEVENTEEN_SECRETS } from "./_heldout_seventeen.ts";
import { SEVENTEEN_CHANGED, SEVENTEEN_MISSED } from "./_heldout_seventeen_known.ts";
import { EIGHTEEN_CLEAN, EIGHTEEN_SECRETS } from "./_heldout_eighteen.ts";
import { EIGHTEEN_CHANGED, EIGHTEEN_MISSED } from "./_heldout_eighteen_known.ts";
import { NINETEEN_CLEAN, NINETEEN_SECRETS } from "./_heldout_nineteen.ts";
import { NINETEEN_CHANGED, NINETEEN_MISSED } from "./_heldout_nineteen_known.ts";
import { TWENTY_CLEAN, TWENTY_SECRETS } from "./_heldout_twenty.ts";
import { TWENTY_CHANGED, TWENTY_MISSED } from "./_heldout_twenty_known.ts";
import { TWENTYONE_CLEAN, TWENTYONE_SECRETS } from "./_heldout_twentyone.ts";
import { TWENTYONE_CHANGED, TWENTYONE_MISSED } from "./_heldout_twentyone_known.ts";
import { TWENTYTWO_CLEAN, TWENTYTWO_SECRETS } from "./_heldout_twentytwo.ts";
import { TWENTYTWO_CHANGED, TWENTYTWO_MISSED } from "./_heldout_twentytwo_known.ts";
import { TWENTYTHREE_CLEAN, TWENTYTHREE_SECRETS } from "./_heldout_twentythree.ts";
import { TWENTYTHREE_CHANGED, TWENTYTHREE_MISSED } from "./_heldout_twentythree_known.ts";
import { TWENTYFOUR_CLEAN, TWENTYFOUR_SECRETS } from "./_heldout_twentyfour.ts";
import { TWENTYFOUR_CHANGED, TWENTYFOUR_MISSED } from "./_heldout_twentyfour_known.ts";
import { TWENTYFIVE_CLEAN, TWENTYFIVE_SECRETS } from "./_heldout_twentyfive.ts";
import { TWENTYFIVE_CHANGED, TWENTYFIVE_MISSED } from "./_heldout_twentyfive_known.ts";
import { TWENTYSIX_CLEAN, TWENTYSIX_SECRETS } from "./_heldout_twentysix.ts";
import { TWENTYSIX_CHANGED, TWENTYSIX_MISSED } from "./_heldout_twentysix_known.ts";
import { TWENTYSEVEN_CLEAN, TWENTYSEVEN_SECRETS } from "./_heldout_twentyseven.ts";
import { TWENTYSEVEN_CHANGED, TWENTYSEVEN_MISSED } from "./_heldout_twentyseven_known.ts";
import { TWENTYEIGHT_CLEAN, TWENTYEIGHT_SECRETS } from "./_heldout_twentyeight.ts";
import { TWENTYEIGHT_CHANGED, TWENTYEIGHT_MISSED } from "./_heldout_twentyeight_known.ts";
import { TWENTYNINE_CLEAN, TWENTYNINE_SECRETS } from "./_heldout_twentynine.ts";
import { TWENTYNINE_CHANGED, TWENTYNINE_MISSED } from "./_heldout_twentynine_known.ts";
import { THIRTY_CLEAN, THIRTY_SECRETS } from "./_heldout_thirty.ts";
import { THIRTY_CHANGED, THIRTY_MISSED } from "./_heldout_thirty_known.ts";
import { THIRTYONE_CLEAN, THIRTYONE_SECRETS } from "./_heldout_thirtyone.ts";
import { THIRTYONE_CHANGED, THIRTYONE_MISSED } from "./_heldout_thirtyone_known.ts";
import { THIRTYTWO_CLEAN, THIRTYTWO_SECRETS } from "./_heldout_thirtytwo.ts";
import { THIRTYTWO_CHANGED, THIRTYTWO_MISSED } from "./_heldout_thirtytwo_known.ts";
import { THIRTYTHREE_CLEAN, THIRTYTHREE_SECRETS } from "./_heldout_thirtythree.ts";
import { THIRTYTHREE_CHANGED, THIRTYTHREE_MISSED } from "./_heldout_thirtythree_known.ts";
import { THIRTYFOUR_CLEAN, THIRTYFOUR_SECRETS } from "./_heldout_thirtyfour.ts";
import { THIRTYFOUR_CHANGED, THIRTYFOUR_MISSED } from "./_heldout_thirtyfour_known.ts";
import { THIRTYFIVE_CLEAN, THIRTYFIVE_SECRETS } from "./_heldout_thirtyfive.ts";
import { THIRTYFIVE_CHANGED, THIRTYFIVE_MISSED } from "./_heldout_thirtyfive_known.ts";
import { THIRTYSIX_CLEAN, THIRTYSIX_SECRETS } from "./_heldout_thirtysix.ts";
import { THIRTYSIX_CHANGED, THIRTYSIX_MISSED } from "./_heldout_thirtysix_known.ts";
import { THIRTYSEVEN_CLEAN, THIRTYSEVEN_SECRETS } from "./_heldout_thirtyseven.ts";
import { THIRTYSEVEN_CHANGED, THIRTYSEVEN_MISSED } from "./_heldout_thirtyseven_known.ts";
import { THIRTYEIGHT_CLEAN, THIRTYEIGHT_SECRETS } from "./_heldout_thirtyeight.ts";
import { THIRTYEIGHT_CHANGED, THIRTYEIGHT_MISSED } from "./_heldout_thirtyeight_known.ts";
import { THIRTYNINE_CLEAN, THIRTYNINE_SECRETS } from "./_heldout_thirtynine.ts";
import { THIRTYNINE_CHANGED, THIRTYNINE_MISSED } from "./_heldout_thirtynine_known.ts";
import { FORTY_CLEAN, FORTY_SECRETS } from "./_heldout_forty.ts";
import { FORTY_CHANGED, FORTY_MISSED } from "./_heldout_forty_known.ts";
import { FORTYONE_CLEAN, FORTYONE_SECRETS } from "./_heldout_fortyone.ts";
import { FORTYONE_CHANGED, FORTYONE_MISSED } from "./_heldout_fortyone_known.ts";
import { FORTYTWO_CLEAN, FORTYTWO_SECRETS } from "./_heldout_fortytwo.ts";
import { FORTYTWO_CHANGED, FORTYTWO_MISSED } from "./_heldout_fortytwo_known.ts";
import { FORTYTHREE_CLEAN, FORTYTHREE_SECRETS } from "./_heldout_fortythree.ts";
import { FORTYTHREE_CHANGED, FORTYTHREE_MISSED } from "./_heldout_fortythree_known.ts";

/**
 * Known misses of corpora four and five: label → why. None left: corpus four's wrapped Azure key
 * table and GitHub token at 30 columns and corpus five's `word7.WORD7` password are caught since
 * the wrapped and laid-out shapes (docs/redaction.md, "Shapes that generalise").
 */
const MISSED: Record<string, string> = {};

/**
 * Corpus six: what it still misses of its first-sight misses (2026-11-27; docs/redaction.md,
 * "Held-out corpora"), label → the shape. Fixed since: a `DD-Application-Key` header, a URL
 * password holding `%40` and `%2F`, a key split into two string literals joined by `+`, a key in
 * `OTEL_EXPORTER_OTLP_HEADERS`, an unnamed 32-hex key as a positional argument, an API key as a
 * URL path segment, a bare `"Key":` name with a 64-character base64 value, and the
 * `user:password` that `base64 -d` prints.
 */
const SIX_MISSED: Record<string, string> = {};

/**
 * Corpus six's clean texts still changed, label → why. Both changed at first sight are fixed: a
 * GitHub node id (`04:User1823456` decoded) and `mysql -p` before a JSON-escaped line break.
 */
const SIX_CHANGED: Record<string, string> = {};

/**
 * Corpus seven (written blind, see _heldout_seven.ts): what it still misses of its first-sight
 * misses against the rules of 2026-11-27 (docs/redaction.md, "Held-out corpus seven"), label →
 * the shape. Fixed since, as general shapes: vendor formats (`ops_`, `…NRAL`, Convex, Zapier),
 * names (`_PAT`, `_HMAC`, `pass_phrase`, `routing_key`, `auth =`, Python's `= ("…" "…")`),
 * headers with a scheme of their own, tokens given to CLI auth commands and to calls named for
 * them, a Terraform variable's default, an HCL `tokens { }` block, what `rails secret` and
 * `heroku config:get` print, a URL user holding `@`, `&amp;` in a connection-string password.
 */
const SEVEN_MISSED: Record<string, string> = {};

/**
 * Corpus seven's clean texts still changed of those changed at first sight, label → why. Fixed
 * since: an elided `"eyJhbGciOi..."` in documentation, a `not-a-real-password` fixture.
 */
const SEVEN_CHANGED: Record<string, string> = {
  "sentry dsn in frontend": "the public key of a Sentry DSN (public by design)",
};

/**
 * A login's password hash on the line or row that names the login (a password file's `user:hash`
 * line, Caddy's `user hash`, a user's row of a printed table or an SQL insert under a password
 * column) is redacted since t-red36, for every corpus: it cracks offline
 * into that login (docs/redaction.md, "Corpus thirty's rest (t-red36)"). Corpora four, five, nine,
 * thirteen and fourteen counted such a hash as clean: changed by that decision.
 */
const LOGIN_HASH = "a login's password hash beside its login, redacted by decision (t-red36)";
const FOUR_CHANGED: Record<string, string> = { "bcrypt in sql": LOGIN_HASH };
const FIVE_CHANGED: Record<string, string> = { "htpasswd hash line": LOGIN_HASH };

/**
 * Corpus eight (written blind, see _heldout_eight.ts): its first-sight misses against the rules
 * of 2026-11-27 (docs/redaction.md, "Held-out corpus eight"), label → the shape. Fixed since
 * round four ("Shapes that generalise, round four"): a token wrapped with more text after it, an
 * `AccountKey` broken by the terminal, a Markdown table and a CSV export with a secret column, a
 * token given to `base64 -d`, a hex-encoded password under its name. Since round five ("Shapes that
 * generalise, round five"), none: a base64 key given to a decoder under `signing_key`, hex split
 * into adjacent literals under `SECRET_KEY = (`, a 40-hex token under `value:` below `tokens:`.
 */
const EIGHT_MISSED: Record<string, string> = {};

/** Corpus eight's clean texts changed at first sight, label → the shape. */
const EIGHT_CHANGED: Record<string, string> = {
  "sentry dsn public": "the public key of a Sentry DSN (public by design)",
};

/**
 * Corpus nine: what it still misses of its first-sight misses (after the declared case
 * corrections, docs/redaction.md "Held-out corpus nine"), label → the shape. Fixed since, as
 * shapes ("Corpus nine after it was seen"): login passwords with a glued `&`, `printenv` lines, PHP
 * variables, Basic credentials anywhere, XML secret elements (CDATA, `name="…"`), passwords and
 * keys in prose, WorkOS and Discord tokens, Salesforce sessions, recovery codes, shell `'\\''`
 * quoting. Since round four: a key wrapped in a table cell or log column, a Markdown table's key
 * column, a hex-encoded password, a packed private key under `client-key-data`, the password line
 * of a two-line credentials file `cat` prints. Since round five, none: keyfile contents in a YAML
 * comment.
 */
const NINE_MISSED: Record<string, string> = {};
/**
 * Corpus nine's clean texts still changed of those changed at first sight, label → the shape.
 * Fixed since: a Vault KV lookup path after `secret=`.
 */
const NINE_CHANGED: Record<string, string> = {
  "sentry public dsn": "a Sentry DSN, public by design",
  "bcrypt hash in fixture": LOGIN_HASH,
  "lorem base32 totp doc": "the documented example TOTP secret",
};

/**
 * Corpus ten (written blind, see docs/redaction-corpus-ten.md): its misses at first sight, against
 * the rules after round four (docs/redaction.md, "Held-out corpus ten"), label → the shape. Fixed
 * since, as families (docs/redaction.md, "Shapes that generalise, round five"): keys in chat prose,
 * f-strings, template literals, comments and commit messages near a word that says secret, ANSI
 * colour codes, prompt answers, a token as a URL's user, psql tables and UUIDs under key columns,
 * short and percent-encoded `?key=` values, `AUTH PLAIN`, configuration lines (`authtok`, msmtp),
 * base64 starting with `/`, dotted passwords under camel-cased names, (user, password) pairs,
 * `base64 FILE` output, a heredoc body under a key word. Since round six: a GraphQL variable
 * given to a secret argument. Since the detector of a token by its own characters (`random-token`,
 * docs/redaction.md "A token judged by its own characters"): none.
 */
const TEN_MISSED: Record<string, string> = {};

/**
 * Corpus ten's clean texts changed at first sight, label → the shape.
 */
const TEN_CHANGED: Record<string, string> = {
  "aws list-access-keys ids only": "an access key id alone (`AKIA…`), redacted by decision",
  "sentry dsn in browser init": "a Sentry DSN's public key, redacted by decision",
};

/**
 * Corpus eleven (written blind, see docs/redaction-corpus-eleven.md): what it still misses of its
 * first-sight misses (84.0 % against main before round five, 87.2 % after it; docs/redaction.md
 * "Held-out corpus eleven"), after its shapes were caught ("Corpus eleven after it was seen"),
 * label → the shape. Caught since, as shapes (round six): a JSON password holding an escaped
 * quote, a PIN under a PIN name, a C# `$"…"` header value, a GraphQL variable, a key in a
 * box-drawn panel, a password told in halves, `_PART1`/`_PART2` pieces, an `xxd` dump; and (after
 * corpus nineteen, when the decision on it turned) an OAuth callback's one-time `code=` in a syslog
 * line (`oauth-code`).
 */
const ELEVEN_MISSED: Record<string, string> = {};

/** Corpus eleven's clean texts changed at first sight and still changed, label → the shape. */
const ELEVEN_CHANGED: Record<string, string> = {
  "sentry dsn (public key, client-side by design)":
    "a Sentry DSN's public key, redacted by decision",
  "vapid public key for web push":
    "a Web Push VAPID public key in a call, its word `key` before it",
};

/**
 * Corpus twelve (written blind, see docs/redaction-corpus-twelve.md): first sight against main at
 * 4c1a4ef was 588/727 = 80.9 % recall and 154/158 = 97.5 % untouched (docs/redaction.md "Held-out
 * corpus twelve"). What it still misses after its shapes were caught ("Corpus twelve after it was
 * seen"), label → the shape. Caught since by `random-token` (a token judged by its own
 * characters): a SQL `'…' || '…'` literal's second half, a value after `try with this one:`. Caught
 * after corpus eighteen: a token split over two server-sent `text_delta` events. Caught after
 * corpus twenty-four's rest: an Etherscan key (upper case and digits) under a bare `key`.
 */
const TWELVE_MISSED: Record<string, string> = {
  "influx auth create token":
    "a token in a tab-separated table with ragged columns (`Token` header)",
  "pushover app token and user key": "a Pushover user key (`user=` + 30 lower-case characters)",
  "terse user slash pass note": "`service: admin / password`, a note with no secret word",
};

/** Corpus twelve's clean texts changed at first sight and still changed, label → the shape. */
const TWELVE_CHANGED: Record<string, string> = {
  "supabase secrets list shows digests":
    "a digest column beside secret names: `nearby-secret` reads only the row (it runs on the lines holding its words), not the `DIGEST` header two lines up",
};

/**
 * Corpus thirteen (written blind, see docs/redaction-corpus-thirteen.md): first sight was 281/332 =
 * 84.6 % recall and 103/111 = 92.8 % untouched (docs/redaction.md "Held-out corpus thirteen"). What
 * it still misses after its shapes were read ("Corpus thirteen after it was seen"), label → the
 * shape that keeps it missed. Caught since, as shapes: the word for password in more languages and
 * scripts, calls that only wrap a literal, owner-glued `…pass` names, typed constants, the secret
 * flags of more programs and more stdin readers, a key name with its encoding after it, multi-line
 * literals, Caddy `dns` tokens, `$USERn$` macros. By `random-token` (a token judged by its own
 * characters): a value under a name written in backspace overstrike, a key pasted after `use this
 * instead`. By `typed-password` (corpus fourteen's people shapes, a generated password judged by
 * its own characters): pgbouncer's `"user" "password"` line, a password given by position to
 * `read -r USER PASS <<<`. By `secret-pair-tuple` (corpus fifteen's shapes): the literal default
 * of `env('…_SECRET', '…')`, a name and its value paired in parentheses. By g-announce's general
 * shapes: a table whose header is separated by `===+===` (Airflow's `connections get`), read as
 * psql's `---+---`. By `netscape-cookie-session` (corpus thirty-two's shapes): a session cookie's
 * value in a tab-separated cookies.txt row. By `session-variable-key` (corpus forty's shapes): the
 * session key Bitwarden's CLI prints under `BW_SESSION`.
 */
const THIRTEEN_MISSED: Record<string, string> = {
  "an assistant's thinking trace repeating a key it saw":
    "a Mapbox `sk.` token in prose after `sets MAPBOX_SECRET to` (`to`, not `=`; shorter than the vendor rule's shape)",
  "PowerShell Get-ChildItem Env: table":
    "an `_EXT_PAT` value in a two-column `Name Value` table (the env name's `_PAT` is read only as `NAME=`)",
  "Python % formatting building a DSN":
    "a password filled into `%s:%s@` by position from a tuple: the name is only in the template",
  "JavaScript Map built from entries":
    "keys as the values of `[name, value]` pairs under `keys` (the pair names are `primary`, `fallback`)",
  "PlanetScale password in a Prisma DATABASE_URL":
    "the URL's generated user name (the password is caught): a URL's user is kept as a name",
  "hex of a token passed to xxd -r -p":
    "a hex-encoded token echoed into `xxd -r -p` with no secret word (the file is `token.bin`)",
  "Python textwrap output of a key in a comment block":
    "a key wrapped over `#` comment lines under `# key:` (the pieces are indented inside comments)",
  "PowerShell here-string joined with -join":
    "a key in three quoted pieces of a `@(…)` array joined later by `-join` into `$env:API_KEY`",
  "an SMS-style two-part message":
    "a code split over two messages marked `(1/2)`/`(2/2)`, the second with no word",
  "Go raw string with the key on two lines":
    "a key split over the lines of a Go raw string under `sig` (not a secret name)",
  "CSV cell with a quoted newline splitting a secret":
    "a CSV cell's value split by a quoted line break, under the `secret` column",
  "a secret as a JavaScript array of char codes joined at run time":
    "a secret as `String.fromCharCode(…)` decimal codes under a one-letter name",
  "a Wi-Fi password on a guest note":
    "a passphrase of words under `WPA2:` (a security mode's name, not a secret word)",
  "voice-dictated password with words for symbols":
    "a password spelled with words for its symbols (`… then exclamation mark then …`): the second part",
};

/**
 * Corpus thirteen's clean texts still changed, label → why. Mended since: a SealedSecret's
 * `encryptedData` (its values are put aside before the rules), systemd `LoadCredential=` (a name
 * and a file), an ARN's `secret:` after an escaped line break.
 */
const THIRTEEN_CHANGED: Record<string, string> = {
  "Algolia search-only key (public by design)":
    "an Algolia key in a call, redacted by decision: a search-only key and an admin key look alike",
  "Supabase publishable key (public by design)":
    "a Supabase key, redacted by decision: told from the secret one only by the vendor's documentation",
  "Firebase google-services.json current_key (public by design)":
    "a Firebase `AIza…` key, redacted by decision: the same shape as a Google API key that is secret",
  "Sentry DSN in a browser bundle (public by design)":
    "a Sentry DSN's public key, redacted by decision",
  "VAPID public key in a service worker (public by design)":
    "a Web Push VAPID public key under `applicationServerKey`, redacted by decision (a key name and a generated value)",
  "htpasswd line with an apr1 hash": LOGIN_HASH,
  "Caddyfile basicauth with a bcrypt hash": LOGIN_HASH,
};

function check(
  corpus: string,
  secrets: readonly HeldOutSecret[],
  clean: readonly HeldOutClean[],
  known: { missed: Record<string, string>; changed: Record<string, string> } = {
    missed: MISSED,
    changed: {},
  },
) {
  Deno.test(`held-out corpus ${corpus}: every secret is caught but the known misses`, () => {
    const missed: string[] = [];
    for (const c of secrets) {
      assert.ok(piecesPresent(c), `${c.label}: the case does not hold its own secret`);
      for (const text of [c.text, asRecord(c.text)]) {
        if (!piecesGone(redact(text).text, c.pieces, text)) missed.push(c.label);
      }
    }
    const expected = secrets.filter((c) => known.missed[c.label] !== undefined).map((c) => c.label);
    assert.deepEqual([...new Set(missed)], expected);
  });
  Deno.test(`held-out corpus ${corpus}: every clean text comes out byte for byte but the known changes`, () => {
    const changed = clean.filter((c) =>
      redact(c.text).text !== c.text || redact(asRecord(c.text)).text !== asRecord(c.text)
    );
    const expected = clean.filter((c) => known.changed[c.label] !== undefined).map((c) => c.label);
    assert.deepEqual(changed.map((c) => c.label), expected);
  });
}

check("four", HELD_OUT_SECRETS, HELD_OUT_CLEAN, { missed: MISSED, changed: FOUR_CHANGED });
check("five", FIVE_SECRETS, FIVE_CLEAN, { missed: MISSED, changed: FIVE_CHANGED });
check("six", SIX_SECRETS, SIX_CLEAN, { missed: SIX_MISSED, changed: SIX_CHANGED });
check("seven", SEVEN_SECRETS, SEVEN_CLEAN, { missed: SEVEN_MISSED, changed: SEVEN_CHANGED });
check("eight", EIGHT_SECRETS, EIGHT_CLEAN, { missed: EIGHT_MISSED, changed: EIGHT_CHANGED });
check("nine", NINE_SECRETS, NINE_CLEAN, { missed: NINE_MISSED, changed: NINE_CHANGED });
check("ten", TEN_SECRETS, TEN_CLEAN, { missed: TEN_MISSED, changed: TEN_CHANGED });
check("eleven", ELEVEN_SECRETS, ELEVEN_CLEAN, { missed: ELEVEN_MISSED, changed: ELEVEN_CHANGED });
check("twelve", TWELVE_SECRETS, TWELVE_CLEAN, { missed: TWELVE_MISSED, changed: TWELVE_CHANGED });
check("thirteen", THIRTEEN_SECRETS, THIRTEEN_CLEAN, {
  missed: THIRTEEN_MISSED,
  changed: THIRTEEN_CHANGED,
});
check("fourteen", FOURTEEN_SECRETS, FOURTEEN_CLEAN, {
  missed: FOURTEEN_MISSED,
  changed: FOURTEEN_CHANGED,
});
check("fifteen", FIFTEEN_SECRETS, FIFTEEN_CLEAN, {
  missed: FIFTEEN_MISSED,
  changed: FIFTEEN_CHANGED,
});
check("sixteen", SIXTEEN_SECRETS, SIXTEEN_CLEAN, {
  missed: SIXTEEN_MISSED,
  changed: SIXTEEN_CHANGED,
});
check("seventeen", SEVENTEEN_SECRETS, SEVENTEEN_CLEAN, {
  missed: SEVENTEEN_MISSED,
  changed: SEVENTEEN_CHANGED,
});
check("eighteen", EIGHTEEN_SECRETS, EIGHTEEN_CLEAN, {
  missed: EIGHTEEN_MISSED,
  changed: EIGHTEEN_CHANGED,
});
check("nineteen", NINETEEN_SECRETS, NINETEEN_CLEAN, {
  missed: NINETEEN_MISSED,
  changed: NINETEEN_CHANGED,
});
check("twenty", TWENTY_SECRETS, TWENTY_CLEAN, {
  missed: TWENTY_MISSED,
  changed: TWENTY_CHANGED,
});
check("twenty-one", TWENTYONE_SECRETS, TWENTYONE_CLEAN, {
  missed: TWENTYONE_MISSED,
  changed: TWENTYONE_CHANGED,
});
check("twenty-two", TWENTYTWO_SECRETS, TWENTYTWO_CLEAN, {
  missed: TWENTYTWO_MISSED,
  changed: TWENTYTWO_CHANGED,
});
check("twenty-three", TWENTYTHREE_SECRETS, TWENTYTHREE_CLEAN, {
  missed: TWENTYTHREE_MISSED,
  changed: TWENTYTHREE_CHANGED,
});
check("twenty-four", TWENTYFOUR_SECRETS, TWENTYFOUR_CLEAN, {
  missed: TWENTYFOUR_MISSED,
  changed: TWENTYFOUR_CHANGED,
});
check("twenty-five", TWENTYFIVE_SECRETS, TWENTYFIVE_CLEAN, {
  missed: TWENTYFIVE_MISSED,
  changed: TWENTYFIVE_CHANGED,
});
check("twenty-six", TWENTYSIX_SECRETS, TWENTYSIX_CLEAN, {
  missed: TWENTYSIX_MISSED,
  changed: TWENTYSIX_CHANGED,
});
check("twenty-seven", TWENTYSEVEN_SECRETS, TWENTYSEVEN_CLEAN, {
  missed: TWENTYSEVEN_MISSED,
  changed: TWENTYSEVEN_CHANGED,
});
check("twenty-eight", TWENTYEIGHT_SECRETS, TWENTYEIGHT_CLEAN, {
  missed: TWENTYEIGHT_MISSED,
  changed: TWENTYEIGHT_CHANGED,
});
check("twenty-nine", TWENTYNINE_SECRETS, TWENTYNINE_CLEAN, {
  missed: TWENTYNINE_MISSED,
  changed: TWENTYNINE_CHANGED,
});
check("thirty", THIRTY_SECRETS, THIRTY_CLEAN, {
  missed: THIRTY_MISSED,
  changed: THIRTY_CHANGED,
});
check("thirty-one", THIRTYONE_SECRETS, THIRTYONE_CLEAN, {
  missed: THIRTYONE_MISSED,
  changed: THIRTYONE_CHANGED,
});
check("thirty-two", THIRTYTWO_SECRETS, THIRTYTWO_CLEAN, {
  missed: THIRTYTWO_MISSED,
  changed: THIRTYTWO_CHANGED,
});
check("thirty-three", THIRTYTHREE_SECRETS, THIRTYTHREE_CLEAN, {
  missed: THIRTYTHREE_MISSED,
  changed: THIRTYTHREE_CHANGED,
});
check("thirty-four", THIRTYFOUR_SECRETS, THIRTYFOUR_CLEAN, {
  missed: THIRTYFOUR_MISSED,
  changed: THIRTYFOUR_CHANGED,
});
check("thirty-five", THIRTYFIVE_SECRETS, THIRTYFIVE_CLEAN, {
  missed: THIRTYFIVE_MISSED,
  changed: THIRTYFIVE_CHANGED,
});
check("thirty-six", THIRTYSIX_SECRETS, THIRTYSIX_CLEAN, {
  missed: THIRTYSIX_MISSED,
  changed: THIRTYSIX_CHANGED,
});
check("thirty-seven", THIRTYSEVEN_SECRETS, THIRTYSEVEN_CLEAN, {
  missed: THIRTYSEVEN_MISSED,
  changed: THIRTYSEVEN_CHANGED,
});
check("thirty-eight", THIRTYEIGHT_SECRETS, THIRTYEIGHT_CLEAN, {
  missed: THIRTYEIGHT_MISSED,
  changed: THIRTYEIGHT_CHANGED,
});
check("thirty-nine", THIRTYNINE_SECRETS, THIRTYNINE_CLEAN, {
  missed: THIRTYNINE_MISSED,
  changed: THIRTYNINE_CHANGED,
});
check("forty", FORTY_SECRETS, FORTY_CLEAN, {
  missed: FORTY_MISSED,
  changed: FORTY_CHANGED,
});
check("forty-one", FORTYONE_SECRETS, FORTYONE_CLEAN, {
  missed: FORTYONE_MISSED,
  changed: FORTYONE_CHANGED,
});
check("forty-two", FORTYTWO_SECRETS, FORTYTWO_CLEAN, {
  missed: FORTYTWO_MISSED,
  changed: FORTYTWO_CHANGED,
});
check("forty-three", FORTYTHREE_SECRETS, FORTYTHREE_CLEAN, {
  missed: FORTYTHREE_MISSED,
  changed: FORTYTHREE_CHANGED,
});
