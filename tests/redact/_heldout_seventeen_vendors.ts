/**
 * Corpus seventeen, vendor tokens in code: every vendor token of the corpus hard-coded in two
 * languages' source files, chosen in turn from sixteen ways a project writes a constant (a Go
 * const block, a Rust `const &str`, a Kotlin companion object, a C# attribute, a Swift enum, an
 * Elixir config, a Lua table, a Dart map, an R call, a PHP define, a Ruby initializer, a Scala
 * object, a C `#define`, a Java builder, a PowerShell splat, a Zig constant).
 */
import { code, type HeldOutSecret, num, pick, VENDORS } from "./_heldout_seventeen_make.ts";

const snake = (env: string) => env.toLowerCase();
const camel = (env: string) =>
  env.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A language's file holding a token under a name: its kind, path, fence language and lines. */
type Template = readonly [
  string,
  (env: string) => string,
  string,
  (env: string, tok: string, vendor: string) => string[],
];

const TEMPLATES: readonly Template[] = [
  ["Go const block", (env) => `internal/clients/${snake(env)}.go`, "go", (env, tok, vendor) => [
    "package clients",
    "",
    `// ${vendor} credentials for the sync job.`,
    "const (",
    `\tdefaultTimeout = ${num(5, 60)} * time.Second`,
    `\t${camel(env)} = "${tok}"`,
    ")",
  ]],
  ["Rust const", (env) => `src/config/${snake(env)}.rs`, "rust", (env, tok) => [
    "use std::time::Duration;",
    "",
    `pub const ${env}: &str = "${tok}";`,
    `pub const RETRY: Duration = Duration::from_millis(${num(100, 900)});`,
  ]],
  [
    "Kotlin companion object",
    (env) => `app/src/main/kotlin/${camel(env)}.kt`,
    "kotlin",
    (env, tok) => [
      "class ApiClient(private val http: HttpClient) {",
      "    companion object {",
      `        private const val ${env} = "${tok}"`,
      `        private const val PAGE_SIZE = ${num(20, 200)}`,
      "    }",
      "}",
    ],
  ],
  ["C# attribute", (env) => `src/Jobs/${camel(env)}.cs`, "csharp", (_env, tok) => [
    "[ApiController]",
    `[ApiKey("${tok}")]`,
    "public sealed class SyncJob : ControllerBase",
    "{",
    `    private const int BatchSize = ${num(10, 500)};`,
    "}",
  ]],
  ["Swift enum", (env) => `Sources/App/${camel(env)}.swift`, "swift", (env, tok) => [
    "enum Secrets {",
    `    static let ${camel(env)} = "${tok}"`,
    `    static let region = "${pick(["eu-west-1", "us-east-2", "ap-south-1"])}"`,
    "}",
  ]],
  ["Elixir config", (env) => `config/${snake(env)}.exs`, "elixir", (env, tok) => [
    "import Config",
    "",
    "config :my_app, MyApp.Client,",
    `  ${snake(env)}: "${tok}",`,
    `  pool_size: ${num(2, 20)}`,
  ]],
  ["Lua table", (env) => `scripts/${snake(env)}.lua`, "lua", (env, tok) => [
    "local M = {}",
    "M.settings = {",
    `  ${snake(env)} = "${tok}",`,
    `  timeout = ${num(1, 30)},`,
    "}",
    "return M",
  ]],
  ["Dart map", (env) => `lib/src/${snake(env)}.dart`, "dart", (env, tok) => [
    "const Map<String, String> kEnv = {",
    `  '${env}': '${tok}',`,
    `  'FLAVOR': 'prod',`,
    "};",
  ]],
  ["R call", (env) => `analysis/${snake(env)}.R`, "r", (env, tok) => [
    "library(httr)",
    `Sys.setenv(${env} = "${tok}")`,
    `res <- GET("https://api.example.net/v${num(1, 3)}/items")`,
  ]],
  ["PHP define", (env) => `app/${snake(env)}.php`, "php", (env, tok) => [
    "<?php",
    "declare(strict_types=1);",
    "",
    `define('${env}', '${tok}');`,
    "require __DIR__ . '/../vendor/autoload.php';",
  ]],
  ["Ruby initializer", (env) => `config/initializers/${snake(env)}.rb`, "ruby", (env, tok) => [
    "Rails.application.configure do",
    `  config.x.${snake(env)} = "${tok}"`,
    `  config.x.retries = ${num(1, 5)}`,
    "end",
  ]],
  ["Scala object", (env) => `src/main/scala/${camel(env)}.scala`, "scala", (env, tok) => [
    "object Keys {",
    `  val ${camel(env)}: String = "${tok}"`,
    `  val maxConnections: Int = ${num(4, 64)}`,
    "}",
  ]],
  ["C define", (env) => `src/net/${snake(env)}.h`, "c", (env, tok) => [
    "#pragma once",
    `#define ${env} "${tok}"`,
    `#define AUTH_RETRIES ${num(1, 9)}`,
  ]],
  ["Java builder", (env) => `src/main/java/com/acme/${camel(env)}.java`, "java", (_env, tok) => [
    "Client client = Client.builder()",
    `    .endpoint("https://api.acme.io")`,
    `    .apiKey("${tok}")`,
    `    .timeout(Duration.ofSeconds(${num(5, 60)}))`,
    "    .build();",
  ]],
  ["PowerShell splat", (env) => `deploy/${camel(env)}.ps1`, "powershell", (_env, tok) => [
    "$params = @{",
    `    Uri     = 'https://api.acme.io/v2/sync'`,
    `    Headers = @{ Authorization = "Bearer ${tok}" }`,
    "    Method  = 'Post'",
    "}",
    "Invoke-RestMethod @params",
  ]],
  ["Zig constant", (env) => `src/${snake(env)}.zig`, "zig", (env, tok) => [
    'const std = @import("std");',
    `pub const ${snake(env)} = "${tok}";`,
  ]],
];

/** Each vendor in two templates, chosen in turn so that neighbours differ. */
export function buildVendors(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  VENDORS.forEach((v, i) => {
    for (const j of [0, 7]) {
      const [kind, path, lang, lines] = TEMPLATES[(i + j) % TEMPLATES.length]!;
      out.push(
        code(
          "vendor",
          `${v.name} in a ${kind}`,
          path(v.env),
          lang,
          (k, add) => lines(v.env, v.token(k, add), v.name),
        ),
      );
    }
  });
  return out;
}
