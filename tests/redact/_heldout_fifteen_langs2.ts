/**
 * Corpus fifteen, code in functional, scripting and systems languages: Haskell, OCaml, Clojure,
 * Lua, Perl, R, Julia, Dart, Zig, Nim, C and C++.
 */
import { ALNUM, type HeldOutSecret, HEX, LOWNUM, pw, S, v } from "./_heldout_fifteen_make.ts";

export function functionalAndScriptCode(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "Haskell: a top-level binding with a type signature",
      (k) => `stripeKey :: ByteString\nstripeKey = "${k(48)}"`,
    ),
    S(
      "assignment",
      "Haskell: a postgresql-simple ConnectInfo record",
      (_k, add) =>
        `conn <- connect defaultConnectInfo { connectHost = "db", connectUser = "hs", connectPassword = "${
          pw(add, 15)
        }", connectDatabase = "hs" }`,
    ),
    S(
      "assignment",
      "OCaml: a let in a config module",
      (k) => `let telegram_token = "${v(10, "0123456789")}:${k(35)}"`,
    ),
    S(
      "assignment",
      "Clojure: a def with a map of db spec",
      (_k, add) =>
        `(def db-spec {:dbtype "postgresql" :dbname "inventory" :host "pg.lan" :user "inv" :password "${
          pw(add, 17)
        }"})`,
    ),
    S(
      "assignment",
      "Clojure: a defonce with a token string",
      (k) => `(defonce github-token "${k(40, HEX)}")`,
    ),
    S(
      "assignment",
      "Lua: a LÖVE game's leaderboard secret in a table",
      (k) =>
        `local config = {\n  leaderboard_url = "https://scores.example.org",\n  leaderboard_secret = "${
          k(32)
        }",\n}`,
    ),
    S(
      "assignment",
      "Lua: an OpenResty access_by_lua check",
      (k) =>
        `if ngx.var.http_x_api_key ~= "${
          k(36, LOWNUM)
        }" then\n  return ngx.exit(ngx.HTTP_FORBIDDEN)\nend`,
    ),
    S(
      "assignment",
      "Perl: a DBI->connect with the password inline",
      (_k, add) =>
        `my $dbh = DBI->connect("dbi:Pg:dbname=legacy;host=10.1.1.9", "legacy", "${
          pw(add, 14)
        }", { RaiseError => 1 });`,
    ),
    S(
      "assignment",
      "Perl: a hash with an API secret under a bareword key",
      (k) => `my %cfg = (\n    api_user   => 'svc-report',\n    api_secret => '${k(40)}',\n);`,
    ),
    S(
      "assignment",
      "R: Sys.setenv at the top of an analysis script",
      (k) => `Sys.setenv(OPENAI_API_KEY = "sk-${k(48)}")\nlibrary(dplyr)`,
    ),
    S(
      "assignment",
      "R: a DBI dbConnect with a password argument",
      (_k, add) =>
        `con <- dbConnect(RPostgres::Postgres(), host = "warehouse", dbname = "dw", user = "analyst", password = "${
          pw(add, 16)
        }")`,
    ),
    S(
      "assignment",
      "Julia: a const global and an HTTP header tuple",
      (k) =>
        `const API_TOKEN = "${
          k(40)
        }"\nresp = HTTP.get(url, ["Authorization" => "Token $API_TOKEN"])`,
    ),
    S(
      "assignment",
      "Dart: a static const in a Flutter env class",
      (k) => `class Env {\n  static const String supabaseServiceKey = '${k(40)}';\n}`,
    ),
    S(
      "assignment",
      "Zig: a comptime constant byte slice",
      (k) => `const webhook_secret: []const u8 = "${k(40)}";`,
    ),
    S(
      "assignment",
      "Nim: a const with a strformat header",
      (k) => `const apiKey = "${k(32, HEX)}"\nlet headers = newHttpHeaders({"X-Api-Key": apiKey})`,
    ),
    S(
      "assignment",
      "C: a #define of a device key in firmware",
      (k) =>
        `#define WIFI_SSID     "shop-floor"\n#define WIFI_PASSWORD "${
          k(20)
        }"\n#define MQTT_PORT     8883`,
    ),
    S(
      "assignment",
      "C: a static const char array initialiser",
      (k) => `static const char api_key[] = "${k(40, LOWNUM)}";`,
    ),
    S(
      "assignment",
      "C++: a std::string in a struct's default member initialiser",
      (_k, add) =>
        `struct DbConfig {\n    std::string host = "127.0.0.1";\n    std::string user = "game";\n    std::string password = "${
          pw(add, 18)
        }";\n};`,
    ),
    S(
      "assignment",
      "C++: a constexpr string_view",
      (k) => `constexpr std::string_view kLicenseKey{"${k(25, ALNUM.slice(0, 36))}"};`,
    ),
  ];
}
