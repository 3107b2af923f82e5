/**
 * Corpus fifteen (written blind, see docs/redaction-corpus-fifteen.md): its misses and changed
 * clean texts. First sight, against main with every rule of the tenth round merged: 297/315 =
 * 94.3 % recall and 119/125 = 95.2 % untouched (docs/redaction.md "Held-out corpus fifteen");
 * against the rules at the start of that round, 91.4 % and 96.0 %. Read as shapes since ("Corpus
 * fifteen after it was seen"): 312/315 = 99.0 % and 120/125 = 96.0 %. What it still misses, label
 * → the shape that keeps it missed. Caught since by g-announce's general shapes: `set SQLPWD=…` in
 * a .bat file, a variable a command below passes as its password (`sqlcmd -P %SQLPWD%`).
 */
export const FIFTEEN_MISSED: Record<string, string> = {
  "test fixture: a WireMock stub mapping with a basic auth header":
    '`Basic <base64>` under a matcher (`"equalTo":`) inside `"Authorization": { … }`, in a long JSON line, with base64 that decodes to no `user:password`',
  "ASP.NET Core EF log with sensitive data logging enabled":
    "a parameter `@p1='…'` of a logged command: the parameters have no names, only positions in SQL the log does not show",
};

/**
 * Corpus fifteen's clean texts still changed, label → why it stays changed (by decision). Mended
 * since: a Vault token `accessor` (a handle that looks a token up or revokes it, never usable as
 * it: random-token leaves a value named `accessor`).
 */
export const FIFTEEN_CHANGED: Record<string, string> = {
  "PHP: password_hash output stored in a fixture (bcrypt)":
    "by decision: a password hash under `password` goes (a bcrypt hash can be cracked offline, and a hash next to its user is what a breach leaks; earlier rounds decided the same for crypt-format hashes under a secret name)",
  "SQL (MySQL): CREATE USER with a native password hash (AS)":
    "by decision: a `mysql_native_password` hash is enough to log in (the protocol's challenge is answered from the stored SHA1(SHA1(password)), no password needed), so it is a credential",
  "Maven settings.xml: an encrypted password":
    "by decision: a Maven `{…}` password is decrypted by anyone holding the master password in settings-security.xml, which sits beside it on the same machine; `<password>` keeps its value out",
  "test fixture: a dummy key clearly marked":
    'by decision: `API_KEY = "test-key-do-not-use"` — the value\'s own words say test, but the env rule judges a value under a secret name by its form, and a real key written as words would go out too; the comment after it is not read',
  "SQL (PostgreSQL): a SCRAM verifier in pg_authid":
    "by decision (after corpus twenty-one, which counted the same rows as secrets): a SCRAM verifier's salt and keys let its password be cracked offline and the StoredKey lets one pose as the server; a hash next to its user is what a breach leaks, as for bcrypt and mysql_native_password",
  "a Sentry DSN (public by design)":
    "by decision (earlier rounds): a DSN's key lets anyone send events to the project (spam, quota), so it is kept out of what leaves the machine",
};
