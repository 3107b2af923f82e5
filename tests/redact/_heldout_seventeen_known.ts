/**
 * Corpus seventeen (written blind, see docs/redaction-corpus-seventeen.md: source code and
 * infrastructure files of many languages, each shown in one of seven views): its misses and
 * changed clean texts at first sight, against main at befcb2e (the rules at the end of the tenth
 * round; none of that round's engineers saw it): 241/265 = 90.9 % recall and 135/136 = 99.3 %
 * untouched (docs/redaction.md "Held-out corpus seventeen"). Not yet read as shapes: label → the
 * case's shape and family.
 */
export const SEVENTEEN_MISSED: Record<string, string> = {
  "Go HMAC key as a byte slice (pkg/webhook/verify.go) — fenced in an answer":
    "encoded, in the family compiled languages",
  "Go home-made service secret in a map (internal/partners/keys.go) — Read result record":
    "assignment, in the family compiled languages",
  "Rust HMAC key as a byte array (src/sign.rs) — git diff":
    "encoded, in the family compiled languages",
  "C unsigned char key array (firmware/keys.h) — file": "encoded, in the family compiled languages",
  "Go key split over a Sprintf (cmd/seed/main.go) — file":
    "wrapped, in the family compiled languages",
  "Go base64 std decode of a service account (internal/gcp/creds.go) — Read output":
    "encoded, in the family compiled languages",
  "Java byte[] HMAC key (src/main/java/com/acme/Signer.java) — Read output":
    "encoded, in the family JVM and .NET",
  "NuGet.config with a feed key (NuGet.config) — git diff": "vendor, in the family JVM and .NET",
  "Python dataclass default (app/settings.py) — file":
    "assignment, in the family scripting languages and notebooks",
  "bash heredoc writing a config with a password (scripts/provision.sh) — fenced in an answer":
    "block, in the family shell, containers and CI",
  "bash kubectl create secret (scripts/k8s_secret.sh) — Read output":
    "command, in the family shell, containers and CI",
  "PowerShell az login with a client secret (deploy/Login.ps1) — fenced in an answer":
    "command, in the family shell, containers and CI",
  "docker compose config printing a resolved password (docker compose config) — git diff":
    "output, in the family shell, containers and CI",
  "terraform plan showing a secret in clear (terraform plan) — fenced in an answer":
    "output, in the family infrastructure as code",
  "SQL seed inserting an API key (db/seeds/002_partners.sql) — fenced in an answer":
    "assignment, in the family infrastructure as code",
  ".npmrc with a _password for a scope (.npmrc) — apply_patch":
    "assignment, in the family credential files",
  ".pgpass (~/.pgpass) — git diff": "assignment, in the family credential files",
  ".condarc channel with a token (~/.condarc) — Read output": "url, in the family credential files",
  "hex key split over a Rust concat! (src/keys.rs) — git diff":
    "wrapped, in the family keys and long values",
  "Kotlin key joined from parts (src/main/kotlin/Obfuscated.kt) — apply_patch":
    "wrapped, in the family keys and long values",
  "Swift Data from a base64 key (Sources/Crypto/Keys.swift) — Read result record":
    "encoded, in the family keys and long values",
  "Dart Uint8List key (lib/crypto/keys.dart) — Write call record":
    "encoded, in the family keys and long values",
  "Lua string.char key (lua/sign.lua) — fenced in an answer":
    "encoded, in the family keys and long values",
  "PHP hex2bin key (src/Crypto.php) — file": "encoded, in the family keys and long values",
  "C# key split over a verbatim concatenation (src/Legacy/Keys.cs) — Write call record":
    "wrapped, in the family keys and long values",
};

/** Corpus seventeen's clean texts changed at first sight: label → family and the rule that took it. */
export const SEVENTEEN_CHANGED: Record<string, string> = {
  "Android signing fingerprints (2) (docs/android.md) — Write call record":
    "in the family clean public high-entropy data: `pgpass` read a colon-separated SHA-1 fingerprint as a .pgpass line",
};
