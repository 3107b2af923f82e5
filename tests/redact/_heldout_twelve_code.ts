/**
 * Corpus twelve: secrets written into code in languages and syntaxes beyond the usual few —
 * functional and systems languages, editor configuration languages, office macros, scientific
 * languages, smart-contract tooling, configuration languages (Nix, Jsonnet, CUE, Dhall, Starlark),
 * build files and infrastructure code. Shapes: assignment.
 */
import {
  BASE64URL,
  checked30,
  g,
  type HeldOutSecret,
  HEX,
  pwd,
  S,
} from "./_heldout_twelve_make.ts";

export function codeLanguages(): HeldOutSecret[] {
  return [
    S("assignment", "elixir runtime config keyword list", (_k, add) =>
      `config :shop, Shop.Repo,
  username: "shop",
  password: "${add(pwd(18))}",
  hostname: "db.internal",
  pool_size: 10`),
    S("assignment", "erlang sys config tuple", (k) =>
      `[{shop, [
    {stripe_secret, <<"sk_live_${k(99)}">>},
    {port, 8080}
]}].`),
    S(
      "assignment",
      "clojure edn map keyword",
      (k) =>
        `{:db {:dbtype "postgresql" :dbname "shop" :user "shop" :password "${k(20)}"}
 :mailgun/api-key "key-${k(32, HEX)}"}`,
    ),
    S("assignment", "haskell let binding", (k) =>
      `main :: IO ()
main = do
  let apiToken = "${k(40, HEX)}" :: Text
  mgr <- newManager tlsManagerSettings
  runReq defaultHttpConfig $ req GET url NoReqBody jsonResponse (oAuth2Bearer (encodeUtf8 apiToken))`),
    S(
      "assignment",
      "ocaml let with string",
      (k) =>
        `let slack_token = "xoxb-${g(12, "0123456789")}-${g(13, "0123456789")}-${k(24)}"
let () = Slack.post ~token:slack_token ~channel:"#deploys" "done"`,
    ),
    S("assignment", "fsharp let binding with literal attribute", (_k, add) =>
      `[<Literal>]
let ConnStr = "Server=tcp:shop.database.windows.net,1433;User ID=shopadmin;Password=${
        add(pwd(18).replace(/[;"]/g, "f"))
      };Encrypt=True;"`),
    S(
      "assignment",
      "nim const",
      (k) => `const openWeatherKey = "${k(32, HEX)}"\nlet client = newHttpClient()`,
    ),
    S("assignment", "zig const slice", (k) =>
      `const api_key: []const u8 = "${k(40)}";
const std = @import("std");`),
    S(
      "assignment",
      "crystal constant",
      (k) =>
        `TELEGRAM_TOKEN = "${g(10, "0123456789")}:AA${k(33, BASE64URL)}"
bot = Tourmaline::Client.new(TELEGRAM_TOKEN)`,
    ),
    S(
      "assignment",
      "d language immutable string",
      (k) =>
        `immutable string discordToken = "${btoa(g(18, "0123456789")).replace(/=+$/, "")}.${
          g(6, BASE64URL)
        }.${k(38, BASE64URL)}";`,
    ),
    S("assignment", "lua neovim plugin setup", (k) =>
      `require("chatgpt").setup({
  api_key_cmd = nil,
  openai_params = { model = "gpt-4o" },
  api_key = "sk-proj-${k(74, BASE64URL)}T3BlbkFJ${k(74, BASE64URL)}",
})`),
    S("assignment", "vimscript global variable", (k) =>
      `let g:codeium_enabled = v:true
let g:copilot_chat_token = '${k(40, HEX)}'`),
    S("assignment", "emacs lisp setq", (k) =>
      `(use-package gptel
  :config
  (setq gptel-api-key "sk-ant-api03-${k(93, BASE64URL)}AA"))`),
    S(
      "assignment",
      "excel vba const",
      (_k, add) =>
        `Private Const DB_PASSWORD As String = "${add(pwd(16).replace(/"/g, "z"))}"
Sub Refresh()
    conn.Open "Provider=SQLOLEDB;Data Source=sql01;User ID=report;Password=" & DB_PASSWORD
End Sub`,
    ),
    S(
      "assignment",
      "applescript set property",
      (_k, add) =>
        `property smtpPassword : "${add(pwd(16))}"
tell application "Mail" to set theAccount to account "Work"`,
    ),
    S(
      "assignment",
      "r sys setenv",
      (k) =>
        `Sys.setenv(OPENAI_API_KEY = "sk-proj-${k(74, BASE64URL)}T3BlbkFJ${k(74, BASE64URL)}")
library(ellmer)`,
    ),
    S(
      "assignment",
      "renviron github pat",
      (_k, add) => `GITHUB_PAT=ghp_${add(checked30())}\nR_LIBS_USER=~/R/library`,
    ),
    S(
      "assignment",
      "julia env index assignment",
      (k) =>
        `ENV["HF_TOKEN"] = "hf_${k(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")}"
using HTTP, JSON3`,
    ),
    S(
      "assignment",
      "matlab weboptions with password",
      (_k, add) =>
        `opts = weboptions('Username','lab','Password','${
          add(pwd(16).replace(/'/g, "a"))
        }','Timeout',30);
data = webread('https://lims.lab.example/api/samples', opts);`,
    ),
    S("assignment", "perl my hash with arrow", (_k, add) =>
      `my %db = (
    dsn      => 'DBI:Pg:dbname=legacy;host=pg.internal',
    user     => 'legacy',
    password => '${add(pwd(16).replace(/'/g, "y"))}',
);`),
    S(
      "assignment",
      "tcl set variable",
      (_k, add) =>
        `set ftp_password "${
          add(pwd(14).replace(/[$"]/g, "t"))
        }"\nftp::Open files.example.org upload $ftp_password`,
    ),
    S("assignment", "cobol working storage value", (_k, add) =>
      `       WORKING-STORAGE SECTION.
       01 WS-DB-USER      PIC X(8)  VALUE 'BATCH01'.
       01 WS-DB-PASSWORD  PIC X(16) VALUE '${
        add(g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
      }'.`),
    S(
      "assignment",
      "fortran character parameter",
      (k) => `character(len=*), parameter :: api_key = '${k(32, HEX)}'`,
    ),
    S(
      "assignment",
      "ada constant string",
      (_k, add) => `Bind_Password : constant String := "${add(pwd(16).replace(/"/g, "a"))}";`,
    ),
    S("assignment", "delphi const", (_k, add) =>
      `const
  FTP_PASS = '${add(pwd(16).replace(/'/g, "d"))}';
  FTP_HOST = 'ftp.example.org';`),
    S("assignment", "apex named credential fallback", (k) =>
      `public with sharing class ErpClient {
    private static final String API_KEY = '${k(40)}';
    public static HttpResponse send(HttpRequest req) { req.setHeader('X-Api-Key', API_KEY); return new Http().send(req); }
}`),
    S(
      "assignment",
      "abap constant",
      (_k, add) => `CONSTANTS lc_password TYPE string VALUE '${add(pwd(16).replace(/'/g, "b"))}'.`,
    ),
    S(
      "assignment",
      "plsql create database link identified by",
      (_k, add) =>
        `CREATE DATABASE LINK erp_link CONNECT TO erp_reader IDENTIFIED BY "${
          add(pwd(16).replace(/"/g, "e"))
        }" USING 'ERPPROD';`,
    ),
    S(
      "assignment",
      "tsql create login with password",
      (_k, add) =>
        `CREATE LOGIN [svc_reporting] WITH PASSWORD = N'${
          add(pwd(18).replace(/'/g, "r"))
        }', CHECK_POLICY = ON;`,
    ),
    S(
      "assignment",
      "mysql create user identified by",
      (_k, add) =>
        `CREATE USER 'etl'@'10.%' IDENTIFIED WITH caching_sha2_password BY '${
          add(pwd(18).replace(/'/g, "m"))
        }';`,
    ),
    S("assignment", "solidity hardhat config accounts", (k) =>
      `module.exports = {
  solidity: "0.8.24",
  networks: {
    sepolia: { url: "https://sepolia.infura.io/v3/${g(32, HEX)}", accounts: ["0x${k(64, HEX)}"] },
  },
};`),
    S("assignment", "foundry toml etherscan key", (k) =>
      `[etherscan]
mainnet = { key = "${k(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}" }`),
    S("assignment", "nix module password option", (_k, add) =>
      `services.nextcloud = {
  enable = true;
  hostName = "cloud.example.org";
  config.adminpassFile = "/run/secrets/nc-admin";
  config.dbpassword = "${add(pwd(18).replace(/["$]/g, "n"))}";
};`),
    S("assignment", "jsonnet local", (k) =>
      `local slackWebhookToken = '${k(24)}';
{ receivers: [{ name: 'slack', slack_configs: [{ api_url: 'https://hooks.slack.com/services/T' + 'ABC/B' + 'DEF/' + slackWebhookToken }] }] }`),
    S(
      "assignment",
      "cue field",
      (_k, add) =>
        `database: {\n\tuser:     "app"\n\tpassword: "${add(pwd(18).replace(/["\\]/g, "c"))}"\n}`,
    ),
    S(
      "assignment",
      "dhall record",
      (_k, add) =>
        `let config = { user = "app", password = "${
          add(pwd(18).replace(/["$]/g, "d"))
        }", port = 5432 }
in  config`,
    ),
    S("assignment", "starlark bazel rule attribute", (k) =>
      `http_archive(
    name = "private_sdk",
    url = "https://bot:${k(40, HEX)}@artifacts.corp.example/sdk-2.1.tar.gz",
    sha256 = "${g(64, HEX)}",
)`),
    S(
      "assignment",
      "scala sbt credentials",
      (_k, add) =>
        `credentials += Credentials("Artifactory Realm", "artifacts.corp.example", "ci", "${
          add(pwd(20))
        }")`,
    ),
    S("assignment", "dart const in flutter", (k) =>
      `const String kMapsServerKey = '${k(40)}';
final client = MapsClient(apiKey: kMapsServerKey);`),
    S(
      "assignment",
      "objective-c nsstring constant",
      (k) => `static NSString * const kAnalyticsSecret = @"${k(40, HEX)}";`,
    ),
    S("assignment", "swift struct static let", (k) =>
      `enum Secrets {
    static let revenueCat = "sk_${k(32)}"
    static let pushPassword = "${k(16)}"
}`),
    S("assignment", "kotlin companion const", (k) =>
      `companion object {
    private const val CLIENT_SECRET = "${k(40, BASE64URL)}"
}`),
    S(
      "assignment",
      "gleam let assert",
      (k) =>
        `let api_key = "${
          k(48)
        }"\nlet req = request.set_header(req, "authorization", "Bearer " <> api_key)`,
    ),
    S(
      "assignment",
      "raku my variable",
      (_k, add) => `my $smtp-password = '${add(pwd(16).replace(/'/g, "q"))}';`,
    ),
  ];
}
