/**
 * Corpus seventeen, scripting languages (PHP, Ruby, Elixir, Lua, Dart, R, Perl, Python, Node):
 * config arrays and hashes, keyword arguments, heredocs, test fixtures and factories, Jupyter
 * notebook cells, comments holding a key, secrets of home-made services.
 */
import {
  B64,
  b64,
  bytes,
  checksummed,
  code,
  draw,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pemLine,
  pick,
  uuid,
  vendor,
} from "./_heldout_seventeen_make.ts";

/** A Jupyter notebook holding one code cell of `source` lines (and an output). */
function notebook(source: string[], output: string[]): string[] {
  const nb = {
    cells: [{
      cell_type: "code",
      execution_count: num(1, 40),
      metadata: {},
      outputs: [{ name: "stdout", output_type: "stream", text: output.map((l) => l + "\n") }],
      source: source.map((l, i) => (i < source.length - 1 ? l + "\n" : l)),
    }],
    metadata: { kernelspec: { display_name: "Python 3", language: "python", name: "python3" } },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return JSON.stringify(nb, null, 1).split("\n");
}

export function buildScripting(): HeldOutSecret[] {
  return [
    code("assignment", "PHP config array", "config/services.php", "php", (k) => [
      "<?php",
      "return [",
      "    'payments' => [",
      `        'merchant_id' => 'acme-${num(100, 999)}',`,
      `        'secret' => '${k(40)}',`,
      "    ],",
      "];",
    ]),
    code("url", "PHP PDO with a password in the DSN call", "src/Db.php", "php", (_k, add) => [
      `$pdo = new PDO('mysql:host=db.acme.internal;dbname=shop', 'shop', '${pass(add)}');`,
    ]),
    code(
      "vendor",
      "composer auth.json with a GitHub OAuth token",
      "auth.json",
      "json",
      (_k, add) => [
        "{",
        '    "github-oauth": {',
        `        "github.com": "gho_${add(checksummed())}"`,
        "    }",
        "}",
      ],
    ),
    code("assignment", "composer auth.json http-basic", "auth.json", "json", (_k, add) => [
      "{",
      '    "http-basic": {',
      '        "repo.packagist.com": {',
      '            "username": "token",',
      `            "password": "${add(draw(40, HEX))}"`,
      "        }",
      "    }",
      "}",
    ]),
    code("block", "PHP heredoc with a private key", "tests/Fixtures/keys.php", "php", (k) => {
      const body = Array.from({ length: 4 }, () => k(64, B64));
      return [
        "$key = <<<PEM",
        pemLine("BEGIN", ""),
        ...body,
        pemLine("END", ""),
        "PEM;",
      ];
    }),
    code("assignment", "Laravel .env.testing APP_KEY", ".env.testing", "dotenv", (_k, add) => [
      "APP_ENV=testing",
      `APP_KEY=base64:${add(b64(bytes(32)))}`,
      "DB_CONNECTION=sqlite",
    ]),
    code("assignment", "Ruby hash with symbol keys", "lib/acme/client.rb", "ruby", (k) => [
      "DEFAULTS = {",
      '  endpoint: "https://api.acme.io",',
      `  api_secret: "${k(40)}",`,
      "  open_timeout: 5",
      "}.freeze",
    ]),
    code(
      "assignment",
      "Ruby keyword argument in a spec",
      "spec/services/payout_spec.rb",
      "ruby",
      (k) => [
        "RSpec.describe Payout do",
        `  let(:client) { Payout::Client.new(account: "acct_${num(1000, 9999)}", secret_key: "${
          k(36)
        }") }`,
        "end",
      ],
    ),
    code(
      "assignment",
      "Rails credentials decrypted in an editor",
      "tmp/credentials.yml",
      "yaml",
      (k) => [
        `secret_key_base: ${k(128, HEX)}`,
        "aws:",
        `  secret_access_key: ${k(40, B64)}`,
      ],
    ),
    code(
      "assignment",
      "Ruby heredoc with an INI password",
      "test/fixtures/odbc.rb",
      "ruby",
      (_k, add) => [
        "ODBC_INI = <<~INI",
        "  [warehouse]",
        "  Server = dwh.acme.internal",
        `  Password = ${pass(add)}`,
        "INI",
      ],
    ),
    code("assignment", "Elixir Guardian secret in config", "config/prod.exs", "elixir", (k) => [
      "config :my_app, MyApp.Guardian,",
      '  issuer: "my_app",',
      `  secret_key: "${k(64)}"`,
    ]),
    code("url", "Elixir Ecto URL", "config/runtime.exs", "elixir", (_k, add) => [
      "config :my_app, MyApp.Repo,",
      `  url: "ecto://postgres:${pass(add)}@db-${num(1, 9)}.acme.internal/my_app_prod",`,
      "  pool_size: 10",
    ]),
    code("assignment", "Elixir module attribute", "lib/my_app/webhooks.ex", "elixir", (k) => [
      "defmodule MyApp.Webhooks do",
      `  @signing_secret "${k(48)}"`,
      "  def secret, do: @signing_secret",
      "end",
    ]),
    code("assignment", "Lua nginx module with a secret", "lua/auth.lua", "lua", (k) => [
      `local hmac_secret = "${k(40)}"`,
      "local sig = ngx.hmac_sha1(hmac_secret, ngx.var.request_uri)",
    ]),
    code("url", "Lua redis connect with auth", "lua/cache.lua", "lua", (_k, add) => [
      "local red = redis:new()",
      'red:connect("10.1.0.8", 6379)',
      `local ok, err = red:auth("${pass(add)}")`,
    ]),
    code("assignment", "Dart const in a Flutter app", "lib/config.dart", "dart", (k) => [
      "class AppConfig {",
      `  static const String mapsSecret = '${k(40)}';`,
      "  static const bool debug = false;",
      "}",
    ]),
    code("assignment", "Dart test with a password", "test/login_test.dart", "dart", (_k, add) => [
      "test('logs in', () async {",
      `  final r = await api.login(email: 'qa@acme.io', password: '${pass(add)}');`,
      "  expect(r.ok, isTrue);",
      "});",
    ]),
    code("url", "R DBI connection", "R/db.R", "r", (_k, add) => [
      "con <- DBI::dbConnect(RPostgres::Postgres(),",
      '  host = "warehouse.acme.internal", dbname = "dwh",',
      `  user = "analyst", password = "${pass(add)}")`,
    ]),
    code("assignment", "Perl hash with a secret", "lib/Acme/Config.pm", "perl", (k) => [
      "my %config = (",
      "    endpoint   => 'https://api.acme.io',",
      `    api_secret => '${k(40)}',`,
      ");",
    ]),
    code(
      "vendor",
      "Jupyter notebook cell setting an OpenAI key",
      "notebooks/eval.ipynb",
      "json",
      (k, add) =>
        notebook([
          "import os",
          `os.environ["OPENAI_API_KEY"] = "${vendor("OpenAI").token(k, add)}"`,
          "from openai import OpenAI",
        ], ["ready"]),
    ),
    code(
      "output",
      "Jupyter notebook output printing a token",
      "notebooks/explore.ipynb",
      "json",
      (k) =>
        notebook(["print(session.headers)"], [
          `{'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Bearer ${k(48)}'}`,
        ]),
    ),
    code(
      "url",
      "Jupyter notebook SQLAlchemy URL",
      "notebooks/sales.ipynb",
      "json",
      (_k, add) =>
        notebook([
          "import sqlalchemy as sa",
          `engine = sa.create_engine("postgresql+psycopg://analyst:${
            pass(add)
          }@dwh.acme.internal/sales")`,
        ], []),
    ),
    code("assignment", "Python pytest fixture", "tests/conftest.py", "python", (k) => [
      "@pytest.fixture",
      "def client():",
      `    return AcmeClient(api_key="${k(40)}", base_url="https://staging.acme.io")`,
    ]),
    code("assignment", "Python dataclass default", "app/settings.py", "python", (k) => [
      "@dataclass",
      "class Settings:",
      `    webhook_secret: str = "${k(32, HEX)}"`,
      `    session_salt: str = "${k(24)}"`,
    ]),
    code("assignment", "Node module exports", "config/default.js", "javascript", (k) => [
      "module.exports = {",
      `  sessionSecret: '${k(40)}',`,
      "  port: 3000,",
      "};",
    ]),
    code(
      "assignment",
      "TypeScript test factory with a JWT",
      "test/factories/session.ts",
      "typescript",
      (k) => [
        "export const session = {",
        `  userId: "${uuid()}",`,
        `  accessToken: "${jwt(k, { sub: uuid(), scope: "admin" })}",`,
        "};",
      ],
    ),
    code("assignment", "Python comment holding a key", "scripts/backfill.py", "python", (k) => [
      `# prod key: ${k(40)} (ask ops before running)`,
      'KEY = os.environ["BACKFILL_KEY"]',
    ]),
    code("assignment", "Ruby home-made service token", "lib/tasks/sync.rake", "ruby", (k) => [
      "task :sync do",
      `  Inventory::Client.new(token: "${k(num(40, 56), LOWER_DIGITS)}").sync!`,
      "end",
    ]),
    code(
      "wrapped",
      "Python key split by implicit concatenation",
      "app/legacy.py",
      "python",
      (k) => [
        "LEGACY_SECRET = (",
        `    "${k(24)}"`,
        `    "${k(24)}"`,
        ")",
      ],
    ),
    code("wrapped", "PHP key concatenated with dots", "src/Legacy.php", "php", (k) => [
      `$secret = '${k(20)}' .`,
      `    '${k(20)}';`,
    ]),
    code("encoded", "Python bytes.fromhex key", "app/crypto.py", "python", (k) => [
      `FERNET_KEY = bytes.fromhex("${k(64, HEX)}")`,
    ]),
    code("assignment", "Perl DBI connect", "bin/report.pl", "perl", (_k, add) => [
      `my $dbh = DBI->connect("dbi:Pg:dbname=dwh;host=dwh.acme.internal", "report", "${
        pass(add)
      }")`,
      "    or die $DBI::errstr;",
      `# run ${pick(["nightly", "hourly"])}`,
    ]),
  ];
}
