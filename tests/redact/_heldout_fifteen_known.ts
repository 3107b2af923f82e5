/**
 * Corpus fifteen (written blind, see docs/redaction-corpus-fifteen.md): its misses and changed
 * clean texts at first sight, against main with every round of the tenth round merged (corpus
 * thirteen's and fourteen's shapes, random-token; none of them saw it): 297/315 = 94.3 % recall and
 * 119/125 = 95.2 % untouched (docs/redaction.md "Held-out corpus fifteen"); against the rules at
 * the start of that round, 91.4 % and 96.0 %. Not yet read as shapes: label → the case's shape and
 * family.
 */
export const FIFTEEN_MISSED: Record<string, string> = {
  "Swift: a static let inside an enum of keys":
    "assignment, in the family code: Go, Rust, JVM, .NET, Apple, PHP, Ruby, BEAM",
  "Lua: an OpenResty access_by_lua check":
    "assignment, in the family code: functional, scripting and systems languages",
  "C: a static const char array initialiser":
    "assignment, in the family code: functional, scripting and systems languages",
  "C++: a constexpr string_view":
    "assignment, in the family code: functional, scripting and systems languages",
  "cmd: set and a sqlcmd call in a .bat file": "command, in the family shells and query languages",
  "test fixture: a WireMock stub mapping with a basic auth header":
    "assignment, in the family build files and framework config",
  "Redis: a redis.conf-style masterauth in a Sentinel setup note":
    "url, in the family database and broker connection strings",
  "Kafka: a KafkaServer JAAS file with user_ entries":
    "url, in the family database and broker connection strings",
  "CIFS: an fstab line with password= in the options":
    "url, in the family network URIs, remotes and proxies",
  "InfluxDB v1 URL with u and p query parameters":
    "url, in the family network URIs, remotes and proxies",
  "Memcached SASL in a PHP options array": "url, in the family network URIs, remotes and proxies",
  "Flask debug log echoing a form with a password field":
    "output, in the family framework, debugger and environment output",
  "Sequelize logging an INSERT with replacements":
    "output, in the family framework, debugger and environment output",
  "ASP.NET Core EF log with sensitive data logging enabled":
    "output, in the family framework, debugger and environment output",
  "JWK with a private d in a Node jose import":
    "assignment, in the family keys, encoded, wrapped, people and transcripts",
  "a base64 password passed to a Go program by flag":
    "encoded, in the family keys, encoded, wrapped, people and transcripts",
  "a Bash variable built from two halves":
    "wrapped, in the family keys, encoded, wrapped, people and transcripts",
  "chat: a French user pasting a DB password":
    "assignment, in the family keys, encoded, wrapped, people and transcripts",
};

/** Corpus fifteen's clean texts changed at first sight, label → the family. */
export const FIFTEEN_CHANGED: Record<string, string> = {
  "PHP: password_hash output stored in a fixture (bcrypt)":
    "in the family code and build look-alikes",
  "SQL (MySQL): CREATE USER with a native password hash (AS)":
    "in the family code and build look-alikes",
  "Maven settings.xml: an encrypted password": "in the family code and build look-alikes",
  "test fixture: a dummy key clearly marked": "in the family code and build look-alikes",
  "a Sentry DSN (public by design)": "in the family connection strings without secrets",
  "vault token lookup with an accessor (not the token)": "in the family tool output look-alikes",
};
