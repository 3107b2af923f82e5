/**
 * Corpus seventeen, keys and long values in code: private key blocks in string literals of many
 * languages (escaped `\n` in JSON and Java, Go raw strings, YAML block scalars, Terraform
 * heredocs), age and WireGuard keys, JWTs in fixtures, base64 and hex keys wrapped over lines.
 */
import {
  B64,
  b64,
  b64of32,
  byteLiterals,
  bytes,
  code,
  draw,
  type HeldOutSecret,
  HEX,
  jwt,
  num,
  pemBlock,
  pick,
} from "./_heldout_seventeen_make.ts";

/** The bech32 alphabet of age keys. */
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

export function buildKeys(): HeldOutSecret[] {
  return [
    code(
      "block",
      "service-account JSON with an escaped private key",
      "keys/sa.json",
      "json",
      (k) => {
        const body = pemBlock(k, "", 6);
        return [
          "{",
          '  "type": "service_account",',
          `  "project_id": "acme-prod-${num(100, 999)}",`,
          `  "private_key": "${body.join("\\n")}\\n",`,
          `  "client_email": "deployer@acme-prod.iam.gserviceaccount.com"`,
          "}",
        ];
      },
    ),
    code(
      "block",
      "Java string with escaped newlines",
      "src/test/java/KeysTest.java",
      "java",
      (k) => {
        const body = pemBlock(k, "RSA ", 4);
        return [`private static final String KEY = "${body.join("\\n")}";`];
      },
    ),
    code("block", "Terraform heredoc with a private key", "infra/bastion.tf", "hcl", (k) => [
      'resource "tls_private_key" "imported" {',
      "  private_key_pem = <<-EOT",
      ...pemBlock(k, "OPENSSH ", 5, "    "),
      "  EOT",
      "}",
    ]),
    code(
      "block",
      "Ansible vars with a deploy key block",
      "group_vars/all/deploy.yml",
      "yaml",
      (k) => [
        "deploy_key: |",
        ...pemBlock(k, "OPENSSH ", 4, "  "),
      ],
    ),
    code("block", "Python triple-quoted key", "tests/test_signing.py", "python", (k) => [
      'PRIVATE_KEY = """',
      ...pemBlock(k, "EC ", 3),
      '"""',
    ]),
    code("block", "Ruby heredoc with a key", "spec/support/keys.rb", "ruby", (k) => [
      "TEST_KEY = <<~PEM",
      ...pemBlock(k, "RSA ", 5, "  "),
      "PEM",
    ]),
    code("block", "Kotlin raw string key", "src/test/kotlin/JwtTest.kt", "kotlin", (k) => [
      'private val pem = """',
      ...pemBlock(k, "", 4, "    "),
      '""".trimIndent()',
    ]),
    code("block", "Elixir sigil with a key", "test/support/keys.ex", "elixir", (k) => [
      '@private_key ~S"""',
      ...pemBlock(k, "RSA ", 4),
      '"""',
    ]),
    code("block", "age identity file", "secrets/age.key", "text", (_k, add) => [
      `# created: 2026-${num(10, 11)}-${num(10, 28)}T${num(10, 23)}:${num(10, 59)}:00Z`,
      `# public key: age1${draw(58, BECH32)}`,
      `AGE-SECRET-KEY-1${add(draw(58, BECH32.toUpperCase()))}`,
    ]),
    code("encoded", "WireGuard config private key", "/etc/wireguard/wg0.conf", "ini", (_k, add) => [
      "[Interface]",
      `Address = 10.${num(0, 99)}.0.1/24`,
      `PrivateKey = ${add(b64of32())}`,
      "",
      "[Peer]",
      `PublicKey = ${b64of32()}`,
    ]),
    code("assignment", "JWT in a Go test table", "internal/auth/middleware_test.go", "go", (k) => [
      "tests := []struct{ name, token string }{",
      `\t{"admin", "${jwt(k, { sub: "1", role: "admin", iat: 1700000000 + num(0, 9999999) })}"},`,
      "}",
    ]),
    code("assignment", "JWT in a C# test", "tests/Api.Tests/AuthTests.cs", "csharp", (k) => [
      `client.DefaultRequestHeaders.Authorization = new("Bearer", "${
        jwt(k, { sub: "svc", aud: "api" })
      }");`,
    ]),
    code("wrapped", "base64 key wrapped over YAML lines", "config/signing.yaml", "yaml", (k) => [
      "signing:",
      "  key: >-",
      `    ${k(40, B64)}`,
      `    ${k(40, B64)}`,
    ]),
    code("wrapped", "hex key split over a Rust concat!", "src/keys.rs", "rust", (k) => [
      "const KEY_HEX: &str = concat!(",
      `    "${k(32, HEX)}",`,
      `    "${k(32, HEX)}",`,
      ");",
    ]),
    code(
      "wrapped",
      "Kotlin key joined from parts",
      "src/main/kotlin/Obfuscated.kt",
      "kotlin",
      (k) => [
        `private val part1 = "${k(16)}"`,
        `private val part2 = "${k(16)}"`,
        "val apiSecret = part1 + part2",
      ],
    ),
    code(
      "encoded",
      "Swift Data from a base64 key",
      "Sources/Crypto/Keys.swift",
      "swift",
      (_k, add) => [
        `let symmetricKey = SymmetricKey(data: Data(base64Encoded: "${add(b64(bytes(32)))}")!)`,
      ],
    ),
    code("encoded", "Dart Uint8List key", "lib/crypto/keys.dart", "dart", (_k, add) => [
      `final key = Uint8List.fromList([${byteLiterals(add, 16)}]);`,
    ]),
    code("encoded", "Lua string.char key", "lua/sign.lua", "lua", (_k, add) => [
      `local key = string.char(${byteLiterals(add, 16)})`,
    ]),
    code("encoded", "PHP hex2bin key", "src/Crypto.php", "php", (k) => [
      `$key = hex2bin('${k(64, HEX)}');`,
      `$tag = hash_hmac('sha256', $payload, $key);`,
    ]),
    code("block", "PGP private key in a CI variable file", "ci/signing.asc", "text", (k) => [
      "-----BEGIN PGP PRIVATE KEY BLOCK-----",
      "",
      ...Array.from({ length: 4 }, () => k(64, B64)),
      "-----END PGP PRIVATE KEY BLOCK-----",
    ]),
    code(
      "encoded",
      "Java hex key in a static block",
      "src/main/java/com/acme/Keys.java",
      "java",
      (k) => [
        "static {",
        `    SECRET = HexFormat.of().parseHex("${k(64, HEX)}");`,
        `    ALG = "${pick(["HmacSHA256", "HmacSHA512"])}";`,
        "}",
      ],
    ),
    code(
      "wrapped",
      "Swift key concatenated over lines",
      "Sources/App/Legacy.swift",
      "swift",
      (k) => [
        `let legacySecret = "${k(20)}" +`,
        `    "${k(20)}"`,
      ],
    ),
    code("wrapped", "Terraform join of key parts", "infra/legacy.tf", "hcl", (k) => [
      "locals {",
      `  partner_secret = join("", ["${k(16)}", "${k(16)}", "${k(16)}"])`,
      "}",
    ]),
    code(
      "wrapped",
      "C# key split over a verbatim concatenation",
      "src/Legacy/Keys.cs",
      "csharp",
      (k) => [
        `public const string PartnerSecret = "${k(24)}"`,
        `    + "${k(24)}";`,
      ],
    ),
  ];
}
