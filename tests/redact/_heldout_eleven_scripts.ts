/**
 * Corpus eleven, more code: PHP, Ruby, Perl, Lua, Elixir, Scala, Dart, R, C, Haskell, Clojure,
 * PowerShell and shell scripts, Makefiles, SQL, test fixtures and smart-contract configs.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  BASE64,
  BASE64URL,
  g,
  guid,
  HEX,
  passphrase,
  pwd,
  S,
  UPPER_DIGITS,
  urlPwd,
  words,
} from "./_heldout_eleven_make.ts";

/** A string's bytes as a comma-separated list in `fmt` (decimal or 0x hex). */
function bytes(s: string, fmt: "dec" | "hex"): string {
  return [...new TextEncoder().encode(s)]
    .map((b) => (fmt === "dec" ? String(b) : "0x" + b.toString(16).padStart(2, "0")))
    .join(", ");
}

export function scripts(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "php define",
      (_k, add) =>
        `<?php\ndefine('DB_PASSWORD', '${add(pwd())}');\ndefine('AUTH_KEY', '${
          add(g(64, ALNUM + "!@#%^*()-_[]{}<>~+=,.;:/?|"))
        }');`,
    ),
    S(
      "assignment",
      "php array config",
      (k) =>
        `return [\n    'mailgun' => [\n        'domain' => 'mg.acme.example',\n        'secret' => 'key-${
          k(32, HEX)
        }',\n    ],\n];`,
    ),
    S(
      "assignment",
      "ruby heredoc with credentials",
      (_k, add) =>
        `DB_URL = <<~URL.strip\n  postgres://rails:${
          add(urlPwd())
        }@db.internal/app_production\nURL`,
    ),
    S(
      "assignment",
      "ruby symbol hash",
      (k) => `Stripe.api_key = ENV.fetch("STRIPE_KEY") { "sk_live_${k(99)}" }`,
    ),
    S(
      "assignment",
      "perl my variable",
      (_k, add) => `my $dbh = DBI->connect("dbi:Pg:dbname=ops", "ops", "${add(pwd())}");`,
    ),
    S(
      "assignment",
      "lua table",
      (k) => `local cfg = { host = "redis", auth = "${k(32, HEX)}", db = 0 }`,
    ),
    S(
      "assignment",
      "elixir config",
      (k) => `config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: "${k(64, BASE64)}"`,
    ),
    S(
      "assignment",
      "scala implicit config",
      (_k, add) => `val jdbcPassword: String = sys.env.getOrElse("JDBC_PASSWORD", "${add(pwd())}")`,
    ),
    S("assignment", "dart const", (k) => `const String kAlgoliaAdminKey = '${k(32, HEX)}';`),
    S(
      "assignment",
      "r script Sys.setenv",
      (k) => `Sys.setenv(OPENAI_API_KEY = "sk-proj-${k(48, BASE64URL)}")`,
    ),
    S("encoded", "c char array initialiser", (_k, add) => {
      const key = g(16);
      add(key.slice(0, 10).split("").map((c) => `'${c}'`).join(", "));
      return `static const char psk[] = { ${
        key.split("").map((c) => `'${c}'`).join(", ")
      }, '\\0' };`;
    }),
    S("encoded", "c byte array decimal of secret", (_k, add) => {
      const key = g(24);
      add(bytes(key.slice(0, 12), "dec"));
      return `uint8_t hmac_key[24] = {${bytes(key, "dec")}};`;
    }),
    S("assignment", "haskell let binding", (k) => `let apiKey = "${k(40, HEX)}" :: Text`),
    S(
      "assignment",
      "clojure def",
      (_k, add) =>
        `(def db-spec {:dbtype "postgresql" :dbname "ledger" :user "ledger" :password "${
          add(pwd())
        }"})`,
    ),
    S(
      "assignment",
      "powershell ConvertTo-SecureString plain",
      (_k, add) =>
        `$pw = ConvertTo-SecureString "${
          add(pwd())
        }" -AsPlainText -Force\n$cred = New-Object PSCredential("CORP\\svc_backup", $pw)`,
    ),
    S(
      "assignment",
      "bash heredoc writing env file",
      (k, add) =>
        `cat > .env <<'EOF'\nDATABASE_URL=postgresql://app:${
          add(urlPwd())
        }@localhost:5432/app\nNEXTAUTH_SECRET=${k(44, BASE64)}\nEOF`,
    ),
    S(
      "assignment",
      "bash variable in script with quotes",
      (k) =>
        `#!/usr/bin/env bash\nset -euo pipefail\nCF_API_TOKEN='${
          k(40, BASE64URL)
        }'\ncurl -s -H "Authorization: Bearer $CF_API_TOKEN" "$CF/zones"`,
    ),
    S(
      "assignment",
      "makefile variable",
      (k) =>
        `DOCKERHUB_TOKEN := dckr_pat_${
          k(27, BASE64URL)
        }\n\npush:\n\techo $(DOCKERHUB_TOKEN) | docker login -u acme --password-stdin`,
    ),
    S(
      "assignment",
      "sql create user with password",
      (_k, add) => `CREATE USER reporting WITH PASSWORD '${add(pwd())}' VALID UNTIL '2025-01-01';`,
    ),
    S(
      "assignment",
      "sql alter role",
      (_k, add) => `ALTER ROLE app_rw WITH LOGIN PASSWORD '${add(urlPwd())}';`,
    ),
    S(
      "assignment",
      "mysql identified by",
      (_k, add) =>
        `mysql> CREATE USER 'grafana'@'%' IDENTIFIED BY '${
          add(pwd())
        }';\nQuery OK, 0 rows affected (0.02 sec)`,
    ),
    S(
      "assignment",
      "sql insert of api key row",
      (_k, add) =>
        `INSERT INTO integrations (id, provider, api_key) VALUES (7, 'hubspot', 'pat-na1-${
          add(guid())
        }');`,
    ),
    S(
      "assignment",
      "snowflake create stage credentials",
      (k) =>
        `CREATE STAGE raw_events URL='s3://acme-raw/events/' CREDENTIALS=(AWS_KEY_ID='AKIA${
          g(16, UPPER_DIGITS)
        }' AWS_SECRET_KEY='${k(40, BASE64)}');`,
    ),
    S(
      "assignment",
      "test fixture with realistic token",
      (k) =>
        `describe("webhook", () => {\n  const secret = "whsec_${
          k(32, BASE64)
        }";\n  it("accepts a signed body", () => verify(body, sign(body, secret), secret));\n});`,
    ),
    S(
      "assignment",
      "pytest conftest fixture password",
      (_k, add) =>
        `@pytest.fixture\ndef admin_client(client):\n    client.login(username="admin", password="${
          add(pwd())
        }")\n    return client`,
    ),
    S(
      "assignment",
      "go test table entry",
      (k) => `\t{name: "valid", header: "Bearer ${k(40, BASE64URL)}", want: 200},`,
    ),
    S(
      "assignment",
      "swift keychain add fallback",
      (_k, add) => `try keychain.set("${add(passphrase(5, " "))}", key: "vault-master")`,
    ),
    S(
      "assignment",
      "yaml ansible vars plain",
      (_k, add) => `mysql_root_password: "${add(pwd())}"\nmysql_databases:\n  - name: wordpress`,
    ),
    S(
      "assignment",
      "groovy gradle publishing credentials",
      (_k, add) =>
        `repositories {\n  maven {\n    url "https://maven.pkg.github.com/acme/libs"\n    credentials {\n      username = "acme-bot"\n      password = "ghp_${
          add(g(36))
        }"\n    }\n  }\n}`,
    ),
    S(
      "assignment",
      "objective-c NSString",
      (k) => `static NSString * const kMixpanelSecret = @"${k(32, HEX)}";`,
    ),
    S(
      "assignment",
      "vue env in code",
      (k) =>
        `const stripe = Stripe(import.meta.env.VITE_STRIPE_PK)\nconst adminKey = "${
          k(64, HEX)
        }" // TODO move to server`,
    ),
    S(
      "assignment",
      "graphql variables json",
      (_k, add) =>
        `{"query":"mutation Login($u:String!,$p:String!){login(username:$u,password:$p){token}}","variables":{"u":"qa@acme.example","p":"${
          add(pwd())
        }"}}`,
    ),
    S(
      "assignment",
      "solidity private key in hardhat config",
      (k) =>
        `module.exports = {\n  networks: {\n    sepolia: { url: process.env.RPC_URL, accounts: ["0x${
          k(64, HEX)
        }"] },\n  },\n};`,
    ),
    S(
      "assignment",
      "mnemonic seed phrase in js",
      (_k, add) => `const wallet = ethers.Wallet.fromPhrase("${add(words(6))} ${add(words(6))}");`,
    ),
  ];
}
