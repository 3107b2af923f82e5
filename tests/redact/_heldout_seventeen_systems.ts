/**
 * Corpus seventeen, compiled languages (Go, Rust, C, C++, Swift): passwords in struct literals and
 * DSNs, signing keys as byte arrays and hex, raw strings, builder calls, test fixtures, a key
 * split over concatenated strings, a home-made service's secret after a name that says so.
 */
import {
  b64,
  byteLiterals,
  bytes,
  code,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  num,
  pass,
  pemBlock,
  pick,
} from "./_heldout_seventeen_make.ts";

export function buildSystems(): HeldOutSecret[] {
  return [
    code(
      "assignment",
      "Go struct literal with a database password",
      "cmd/api/db.go",
      "go",
      (_k, add) => [
        "cfg := pgx.ConnConfig{",
        `\tHost:     "db-${num(1, 9)}.internal",`,
        '\tUser:     "billing",',
        `\tPassword: "${pass(add)}",`,
        '\tDatabase: "billing",',
        "}",
      ],
    ),
    code("url", "Go DSN in sql.Open", "internal/store/open.go", "go", (_k, add) => [
      "func Open() (*sql.DB, error) {",
      `\treturn sql.Open("mysql", "app:${pass(add)}@tcp(10.0.${num(0, 9)}.${
        num(2, 250)
      }:3306)/orders?parseTime=true")`,
      "}",
    ]),
    code("encoded", "Go HMAC key as a byte slice", "pkg/webhook/verify.go", "go", (_k, add) => [
      "// signingKey verifies the X-Hub-Signature-256 header of incoming deliveries.",
      "var signingKey = []byte{",
      `\t${byteLiterals(add, 16)},`,
      `\t${byteLiterals(add, 16)},`,
      "}",
    ]),
    code("encoded", "Go hex-decoded AES key", "pkg/crypt/key.go", "go", (k) => [
      `var aesKey, _ = hex.DecodeString("${k(64, HEX)}")`,
    ]),
    code(
      "assignment",
      "Go test fixture with a live-looking client secret",
      "auth/oauth_test.go",
      "go",
      (k) => [
        "func TestExchange(t *testing.T) {",
        "\tc := &Client{",
        `\t\tClientID:     "${num(100000, 999999)}-web.apps.acme.dev",`,
        `\t\tClientSecret: "${k(40)}",`,
        "\t}",
        "\tif _, err := c.Exchange(ctx, code); err != nil {",
        "\t\tt.Fatal(err)",
        "\t}",
        "}",
      ],
    ),
    code(
      "wrapped",
      "Go key split over concatenated strings",
      "internal/notify/push.go",
      "go",
      (k) => [
        'const pushSecret = "' + k(24) + '" +',
        '\t"' + k(24) + '"',
      ],
    ),
    code("block", "Go raw string holding a private key", "internal/tls/embedded.go", "go", (k) => {
      const b = pemBlock(k, "EC ", 3);
      return ["const serverKey = `" + b[0], ...b.slice(1, -1), b[b.length - 1] + "`"];
    }),
    code(
      "assignment",
      "Go home-made service secret in a map",
      "internal/partners/keys.go",
      "go",
      (k) => [
        "var partnerSecrets = map[string]string{",
        `\t"northwind": "${k(32)}",`,
        `\t"contoso":   "${k(32)}",`,
        "}",
      ],
    ),
    code(
      "output",
      "go test -v printing a loaded secret",
      "internal/config/load_test.go",
      "text",
      (k) => [
        "=== RUN   TestLoadFromFile",
        `    load_test.go:${num(20, 90)}: loaded config: {Env:prod Port:8443 InternalToken:${
          k(40)
        }}`,
        `--- PASS: TestLoadFromFile (0.0${num(1, 9)}s)`,
        "PASS",
        `ok  \tgithub.com/acme/api/internal/config\t0.${num(100, 999)}s`,
      ],
    ),
    code("assignment", "Rust struct literal with a password", "src/db.rs", "rust", (_k, add) => [
      "let opts = PgConnectOptions::new()",
      `    .host("pg-${num(1, 9)}.prod.internal")`,
      '    .username("ledger")',
      `    .password("${pass(add)}")`,
      '    .database("ledger");',
    ]),
    code("assignment", "Rust raw string with a JSON secret", "tests/fixtures.rs", "rust", (k) => [
      'const CONFIG: &str = r#"{',
      `    "api_secret": "${k(36)}",`,
      `    "region": "eu-central-1"`,
      '}"#;',
    ]),
    code("encoded", "Rust byte string with a base64 key", "src/auth/jwt.rs", "rust", (_k, add) => [
      `static JWT_SECRET_B64: &[u8] = b"${add(b64(bytes(32)))}";`,
      "let key = DecodingKey::from_base64_secret(std::str::from_utf8(JWT_SECRET_B64)?)?;",
    ]),
    code("encoded", "Rust HMAC key as a byte array", "src/sign.rs", "rust", (_k, add) => [
      "const HMAC_KEY: [u8; 24] = [",
      `    ${byteLiterals(add, 12)},`,
      `    ${byteLiterals(add, 12)},`,
      "];",
    ]),
    code("url", "Rust redis URL in lazy_static", "src/cache.rs", "rust", (_k, add) => [
      "lazy_static! {",
      `    static ref REDIS_URL: String = "rediss://default:${pass(add)}@cache-${
        num(1, 9)
      }.acme.cloud:6380".into();`,
      "}",
    ]),
    code("assignment", "Rust comment holding an old key", "src/billing/client.rs", "rust", (k) => [
      "// TODO(ana): rotate — old key was " + k(32),
      'let key = std::env::var("BILLING_KEY")?;',
    ]),
    code(
      "block",
      "Rust include_str fixture with an OpenSSH key",
      "tests/data/deploy_key",
      "text",
      (k) => [
        ...pemBlock(k, "OPENSSH ", 5),
      ],
    ),
    code(
      "assignment",
      "C struct initialiser with credentials",
      "src/mqtt_conf.c",
      "c",
      (_k, add) => [
        "static const struct mqtt_conf conf = {",
        `    .host = "broker.acme.io",`,
        `    .port = ${pick([1883, 8883])},`,
        '    .username = "sensor-fleet",',
        `    .password = "${pass(add)}",`,
        "};",
      ],
    ),
    code("encoded", "C unsigned char key array", "firmware/keys.h", "c", (_k, add) => [
      "/* Device provisioning key (do not ship) */",
      "static const unsigned char provision_key[32] = {",
      `  ${byteLiterals(add, 8)},`,
      `  ${byteLiterals(add, 8)},`,
      `  ${byteLiterals(add, 8)},`,
      `  ${byteLiterals(add, 8)}`,
      "};",
    ]),
    code("wrapped", "C string continued over lines", "src/license.c", "c", (k) => [
      "const char *LICENSE_SECRET =",
      `    "${k(20)}"`,
      `    "${k(20)}";`,
    ]),
    code("assignment", "C++ std::string constant", "src/telemetry/exporter.cpp", "cpp", (k) => [
      "namespace telemetry {",
      `const std::string kIngestSecret = "${k(48)}";`,
      "}  // namespace telemetry",
    ]),
    code(
      "assignment",
      "C++ raw string with an INI password",
      "test/config_parser_test.cpp",
      "cpp",
      (_k, add) => [
        "TEST(ConfigParser, ReadsDatabaseSection) {",
        '  const char* ini = R"ini(',
        "[database]",
        "user = reporting",
        `password = ${pass(add)}`,
        ')ini";',
        "  EXPECT_TRUE(Parse(ini).ok());",
        "}",
      ],
    ),
    code(
      "assignment",
      "Swift Info.plist key read into a struct",
      "App/Config.swift",
      "swift",
      (k) => [
        "struct Config {",
        `    static let sharedSecret = "${k(32, HEX)}"`,
        '    static let baseURL = URL(string: "https://api.acme.app")!',
        "}",
      ],
    ),
    code("url", "Swift URLSession with user info", "App/Sync/Client.swift", "swift", (_k, add) => [
      `let url = URL(string: "https://sync:${pass(add)}@dav.acme.app/remote.php/dav")!`,
      "let task = URLSession.shared.dataTask(with: url)",
    ]),
    code("assignment", "Swift test with a JWT", "Tests/AuthTests.swift", "swift", (k) => [
      "func testDecodesSession() throws {",
      `    let token = "${
        jwt(k, { sub: String(num(1000, 9999)), exp: 1900000000 + num(0, 99999) })
      }"`,
      "    XCTAssertNotNil(try Session(token: token))",
      "}",
    ]),
    code("wrapped", "Go key split over a Sprintf", "cmd/seed/main.go", "go", (k) => [
      `key := fmt.Sprintf("%s%s", "${k(20)}", "${k(20)}")`,
      "client := seed.New(key)",
    ]),
    code(
      "encoded",
      "Go base64 std decode of a service account",
      "internal/gcp/creds.go",
      "go",
      (_k, add) => [
        "var creds, _ = base64.StdEncoding.DecodeString(",
        `\t"${
          add(
            b64(
              `{"type":"service_account","private_key_id":"${hex(40)}","client_email":"x@y.iam"}`,
            ),
          )
        }")`,
      ],
    ),
    code("assignment", "Rust builder with an API key", "src/bin/ingest.rs", "rust", (k) => [
      "let client = Client::builder()",
      `    .with_api_key("${k(num(36, 48))}")`,
      "    .with_retries(3)",
      "    .build()?;",
    ]),
    code("encoded", "C++ vector of key bytes", "src/crypto/test_keys.cc", "cpp", (_k, add) => [
      `const std::vector<uint8_t> kSessionKey = {${byteLiterals(add, 20)}};`,
    ]),
    code(
      "assignment",
      "Go const with an internal webhook secret",
      "internal/hooks/const.go",
      "go",
      (k) => [
        `const hookSigningSecret = "${k(48)}"`,
      ],
    ),
  ];
}
