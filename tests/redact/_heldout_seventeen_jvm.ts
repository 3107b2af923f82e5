/**
 * Corpus seventeen, the JVM and .NET (Java, Kotlin, Scala, Groovy/Gradle, C#): annotations,
 * builder calls, `.properties` and `application.yml`, Maven `settings.xml`, `NuGet.config`,
 * `appsettings.json`, verbatim and triple-quoted strings, JDBC URLs, keys as `byte[]` and base64.
 */
import {
  B64,
  b64,
  byteLiterals,
  bytes,
  code,
  draw,
  type HeldOutSecret,
  HEX,
  num,
  pass,
  pemBlock,
  pick,
  vendor,
} from "./_heldout_seventeen_make.ts";

export function buildJvm(): HeldOutSecret[] {
  return [
    code(
      "assignment",
      "Java @Value default with a password",
      "src/main/java/com/acme/DbConfig.java",
      "java",
      (_k, add) => [
        "@Configuration",
        "public class DbConfig {",
        `    @Value("\${spring.datasource.password:${pass(add)}}")`,
        "    private String password;",
        "}",
      ],
    ),
    code(
      "url",
      "Java JDBC URL with a password parameter",
      "src/main/java/com/acme/Reports.java",
      "java",
      (_k, add) => [
        "Connection c = DriverManager.getConnection(",
        `    "jdbc:postgresql://pg-${num(1, 9)}.acme.internal:5432/reports?user=reporter&password=${
          pass(add)
        }&ssl=true");`,
      ],
    ),
    code(
      "assignment",
      "Java builder with a password",
      "src/main/java/com/acme/Mail.java",
      "java",
      (_k, add) => [
        "MailClient mail = MailClient.builder()",
        '    .host("smtp.acme.io")',
        '    .username("notifications@acme.io")',
        `    .password("${pass(add)}")`,
        "    .build();",
      ],
    ),
    code(
      "encoded",
      "Java byte[] HMAC key",
      "src/main/java/com/acme/Signer.java",
      "java",
      (_k, add) => [
        "private static final byte[] KEY = new byte[] {",
        `    (byte) ${byteLiterals(add, 10, ", (byte) ")},`,
        `    (byte) ${byteLiterals(add, 10, ", (byte) ")}`,
        "};",
      ],
    ),
    code(
      "assignment",
      "Java text block with a client secret",
      "src/test/java/com/acme/OAuthIT.java",
      "java",
      (k) => [
        'String body = """',
        "    grant_type=client_credentials",
        `    &client_id=svc-${num(100, 999)}`,
        `    &client_secret=${k(40)}`,
        '    """;',
      ],
    ),
    code(
      "wrapped",
      "Java key concatenated over lines",
      "src/main/java/com/acme/Legacy.java",
      "java",
      (k) => [
        'private static final String LEGACY_API_SECRET = "' + k(22) + '"',
        '    + "' + k(22) + '";',
      ],
    ),
    code(
      "assignment",
      "Java enum constants with secrets",
      "src/main/java/com/acme/Tenant.java",
      "java",
      (k) => [
        "public enum Tenant {",
        `    NORTH("north", "${k(32, HEX)}"),`,
        `    SOUTH("south", "${k(32, HEX)}");`,
        "    Tenant(String id, String signingSecret) { /* … */ }",
        "}",
      ],
    ),
    code(
      "assignment",
      "Kotlin data class default",
      "src/main/kotlin/Settings.kt",
      "kotlin",
      (k) => [
        "data class Settings(",
        '    val endpoint: String = "https://queue.acme.io",',
        `    val accessSecret: String = "${k(44)}",`,
        ")",
      ],
    ),
    code(
      "assignment",
      "Kotlin raw string with YAML",
      "src/test/kotlin/ConfigTest.kt",
      "kotlin",
      (_k, add) => [
        'val yaml = """',
        "    redis:",
        "      host: cache.acme.io",
        `      password: ${pass(add)}`,
        '""".trimIndent()',
      ],
    ),
    code("vendor", "Kotlin withApiKey call", "src/main/kotlin/Chat.kt", "kotlin", (k, add) => [
      `val client = AnthropicOkHttpClient.builder().apiKey("${
        vendor("Anthropic").token(k, add)
      }").build()`,
    ]),
    code(
      "assignment",
      "Scala Typesafe config string",
      "src/main/resources/application.conf",
      "hocon",
      (_k, add) => [
        "db {",
        '  url = "jdbc:mysql://mysql.acme.internal/orders"',
        '  user = "orders"',
        `  password = "${pass(add)}"`,
        "}",
      ],
    ),
    code(
      "assignment",
      "Scala case class in a spec",
      "src/test/scala/AuthSpec.scala",
      "scala",
      (k) => [
        "val creds = Credentials(",
        '  key = "svc-ingest",',
        `  secret = "${k(40)}"`,
        ")",
      ],
    ),
    code("assignment", "Gradle publishing credentials", "build.gradle", "groovy", (_k, add) => [
      "publishing {",
      "  repositories {",
      "    maven {",
      `      url = uri("https://nexus.acme.io/repository/releases/")`,
      "      credentials {",
      '        username = "deployer"',
      `        password = "${pass(add)}"`,
      "      }",
      "    }",
      "  }",
      "}",
    ]),
    code(
      "assignment",
      "gradle.properties signing password",
      "gradle.properties",
      "properties",
      (_k, add) => [
        "org.gradle.jvmargs=-Xmx4g",
        "signing.keyId=" + draw(8, HEX.toUpperCase().slice(0, 16)),
        `signing.password=${pass(add)}`,
        `ossrhPassword=${pass(add)}`,
      ],
    ),
    code(
      "assignment",
      "Maven settings.xml server password",
      "~/.m2/settings.xml",
      "xml",
      (_k, add) => [
        "<settings>",
        "  <servers>",
        "    <server>",
        "      <id>acme-releases</id>",
        "      <username>ci-bot</username>",
        `      <password>${pass(add)}</password>`,
        "    </server>",
        "  </servers>",
        "</settings>",
      ],
    ),
    code(
      "vendor",
      "Maven settings.xml with a GitHub Packages token",
      "settings.xml",
      "xml",
      (k, add) => [
        "<server>",
        "  <id>github</id>",
        "  <username>acme-ci</username>",
        `  <password>${vendor("GitHub classic").token(k, add)}</password>`,
        "</server>",
      ],
    ),
    code(
      "assignment",
      "Spring application.properties",
      "src/main/resources/application.properties",
      "properties",
      (k, add) => [
        "server.port=8080",
        `spring.datasource.password=${pass(add)}`,
        `app.jwt.secret=${k(64, HEX)}`,
        "management.endpoints.web.exposure.include=health",
      ],
    ),
    code(
      "assignment",
      "Spring application.yml",
      "src/main/resources/application-prod.yml",
      "yaml",
      (k) => [
        "spring:",
        "  security:",
        "    oauth2:",
        "      client:",
        "        registration:",
        "          keycloak:",
        `            client-id: portal-${num(1, 99)}`,
        `            client-secret: ${k(32)}`,
      ],
    ),
    code("vendor", "NuGet.config with a feed key", "NuGet.config", "xml", (k, add) => [
      "<configuration>",
      "  <apikeys>",
      `    <add key="https://api.nuget.org/v3/index.json" value="${
        vendor("NuGet").token(k, add)
      }" />`,
      "  </apikeys>",
      "</configuration>",
    ]),
    code("assignment", "NuGet.config ClearTextPassword", "nuget.config", "xml", (_k, add) => [
      "<packageSourceCredentials>",
      "  <AcmeFeed>",
      '    <add key="Username" value="build" />',
      `    <add key="ClearTextPassword" value="${pass(add)}" />`,
      "  </AcmeFeed>",
      "</packageSourceCredentials>",
    ]),
    code(
      "url",
      "appsettings.json connection string",
      "src/Api/appsettings.Production.json",
      "json",
      (_k, add) => [
        "{",
        '  "ConnectionStrings": {',
        `    "Default": "Server=sql-${
          num(1, 9)
        }.acme.internal;Database=Shop;User Id=shop;Password=${
          pass(add)
        };TrustServerCertificate=true"`,
        "  }",
        "}",
      ],
    ),
    code("url", "C# Azure storage connection string", "src/Api/Storage.cs", "csharp", (_k, add) => [
      "var blob = new BlobServiceClient(",
      `    "DefaultEndpointsProtocol=https;AccountName=acmeprod${num(1, 9)};AccountKey=${
        add(draw(86, B64))
      }==;EndpointSuffix=core.windows.net");`,
    ]),
    code("assignment", "C# verbatim string with a secret", "src/Api/Startup.cs", "csharp", (k) => [
      `const string SigningSecret = @"${k(48)}";`,
    ]),
    code("encoded", "C# Convert.FromBase64String key", "src/Api/Crypto.cs", "csharp", (_k, add) => [
      `private static readonly byte[] Key = Convert.FromBase64String("${add(b64(bytes(32)))}");`,
    ]),
    code("assignment", "C# record initialiser", "tests/Api.Tests/Fixtures.cs", "csharp", (k) => [
      "var options = new PaymentOptions",
      "{",
      '    MerchantId = "acme-shop",',
      `    ApiSecret = "${k(40)}",`,
      "};",
    ]),
    code(
      "block",
      "C# raw string literal with a private key",
      "tests/Api.Tests/Keys.cs",
      "csharp",
      (k) => [
        'const string Pem = """',
        ...pemBlock(k, "RSA ", 5, "    "),
        '    """;',
      ],
    ),
    code(
      "vendor",
      "Gradle Kotlin DSL with a token in a header",
      "build.gradle.kts",
      "kotlin",
      (k, add) => [
        "repositories {",
        '    maven("https://gitlab.acme.io/api/v4/projects/42/packages/maven") {',
        "        credentials(HttpHeaderCredentials::class) {",
        '            name = "Private-Token"',
        `            value = "${vendor("GitLab").token(k, add)}"`,
        "        }",
        '        authentication { create<HttpHeaderAuthentication>("header") }',
        "    }",
        "}",
      ],
    ),
    code(
      "assignment",
      "Java keystore password in a properties file",
      "config/ssl.properties",
      "properties",
      (_k, add) => [
        "ssl.keystore.location=/etc/kafka/keystore.jks",
        `ssl.keystore.password=${pass(add)}`,
        `ssl.key.password=${pass(add)}`,
        `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${
          pick(["app", "svc"])
        }" password="${pass(add)}";`,
      ],
    ),
  ];
}
