/**
 * Corpus seventeen, package managers' and tools' credential files: `.pypirc`, cargo
 * `credentials.toml`, `.npmrc`, `.yarnrc.yml`, `.netrc`, `.gem/credentials`, docker
 * `config.json`, `.git-credentials`, `.pgpass`, `.my.cnf`, `rclone.conf`, a macOS plist, pip and
 * conda configs, `.s3cfg`, `.boto`, `.env.local`, a Hugging Face token file.
 */
import {
  B64,
  b64,
  checksummed,
  code,
  draw,
  type HeldOutSecret,
  HEX,
  num,
  pass,
  pick,
  vendor,
} from "./_heldout_seventeen_make.ts";

/** A PyPI API token: `pypi-` and a macaroon in base64url whose first bytes name pypi.org. */
function pypi(add: (p: string) => string): string {
  return "pypi-AgEIcHlwaS5vcmc" + add("CJ" + draw(num(150, 170), B64.slice(0, 62) + "-_"));
}

export function buildDotfiles(): HeldOutSecret[] {
  return [
    code("vendor", ".pypirc with an upload token", "~/.pypirc", "ini", (_k, add) => [
      "[distutils]",
      "index-servers = pypi",
      "",
      "[pypi]",
      "username = __token__",
      `password = ${pypi(add)}`,
    ]),
    code("assignment", ".pypirc with a private index password", ".pypirc", "ini", (_k, add) => [
      "[acme]",
      "repository = https://pypi.acme.io/",
      "username = ci",
      `password = ${pass(add)}`,
    ]),
    code("vendor", "cargo credentials.toml", "~/.cargo/credentials.toml", "toml", (_k, add) => [
      "[registry]",
      `token = "cio${add(draw(32))}"`,
    ]),
    code(
      "assignment",
      "cargo credentials for a private registry",
      ".cargo/credentials.toml",
      "toml",
      (k) => [
        "[registries.acme]",
        `token = "Bearer ${k(48)}"`,
      ],
    ),
    code("vendor", ".npmrc with an auth token", ".npmrc", "ini", (k, add) => [
      "@acme:registry=https://registry.npmjs.org/",
      `//registry.npmjs.org/:_authToken=${vendor("npm automation").token(k, add)}`,
    ]),
    code("encoded", ".npmrc with a base64 _auth", "~/.npmrc", "ini", (_k, add) => [
      "registry=https://nexus.acme.io/repository/npm-all/",
      `_auth=${add(b64(`ci:${draw(20)}`))}`,
      "always-auth=true",
    ]),
    code("assignment", ".npmrc with a _password for a scope", ".npmrc", "ini", (_k, add) => [
      "//npm.pkg.acme.io/:username=ci",
      `//npm.pkg.acme.io/:_password=${add(b64(draw(18)))}`,
    ]),
    code("vendor", ".yarnrc.yml npmAuthToken", ".yarnrc.yml", "yaml", (k, add) => [
      "npmScopes:",
      "  acme:",
      '    npmRegistryServer: "https://npm.pkg.github.com"',
      `    npmAuthToken: "${vendor("GitHub classic").token(k, add)}"`,
    ]),
    code("assignment", ".netrc with a machine password", "~/.netrc", "netrc", (_k, add) => [
      "machine api.acme-paas.io",
      "  login ops@acme.io",
      `  password ${add(draw(40, HEX))}`,
      "machine git.acme.io",
      `  login ci password ${pass(add)}`,
    ]),
    code("vendor", ".gem/credentials", "~/.gem/credentials", "yaml", (k, add) => [
      "---",
      `:rubygems_api_key: ${vendor("RubyGems").token(k, add)}`,
    ]),
    code("encoded", "docker config.json auths", "~/.docker/config.json", "json", (_k, add) => [
      "{",
      '  "auths": {',
      '    "registry.acme.io": {',
      `      "auth": "${add(b64(`deploy:${draw(28)}`))}"`,
      "    }",
      "  }",
      "}",
    ]),
    code("url", ".git-credentials", "~/.git-credentials", "text", (k, add) => [
      `https://acme-bot:${vendor("GitHub classic").token(k, add)}@github.com`,
      `https://ci:${pass(add)}@git.acme.io`,
    ]),
    code("assignment", ".pgpass", "~/.pgpass", "text", (_k, add) => [
      `pg-${num(1, 9)}.acme.internal:5432:app:app:${pass(add)}`,
      `*:*:*:replica:${pass(add)}`,
    ]),
    code("assignment", ".my.cnf", "~/.my.cnf", "ini", (_k, add) => [
      "[client]",
      "user=admin",
      `password="${pass(add)}"`,
      "host=mysql.acme.internal",
    ]),
    code("assignment", "rclone.conf S3 remote", "~/.config/rclone/rclone.conf", "ini", (k, add) => [
      "[backup]",
      "type = s3",
      "provider = AWS",
      `access_key_id = ${vendor("AWS key id").token(k, add)}`,
      `secret_access_key = ${k(40, B64)}`,
    ]),
    code("assignment", "macOS plist with an API secret", "App/Secrets.plist", "xml", (k) => [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<plist version="1.0">',
      "<dict>",
      "  <key>AnalyticsSecret</key>",
      `  <string>${k(40)}</string>`,
      "  <key>Environment</key>",
      "  <string>production</string>",
      "</dict>",
      "</plist>",
    ]),
    code(
      "vendor",
      "macOS launchd plist EnvironmentVariables",
      "~/Library/LaunchAgents/io.acme.agent.plist",
      "xml",
      (k, add) => [
        "<key>EnvironmentVariables</key>",
        "<dict>",
        "  <key>LINEAR_API_KEY</key>",
        `  <string>${vendor("Linear").token(k, add)}</string>`,
        "</dict>",
      ],
    ),
    code("url", "pip.conf index URL", "~/.config/pip/pip.conf", "ini", (_k, add) => [
      "[global]",
      `index-url = https://ci:${pass(add)}@nexus.acme.io/repository/pypi/simple`,
    ]),
    code("url", ".condarc channel with a token", "~/.condarc", "yaml", (k) => [
      "channels:",
      `  - https://conda.acme.io/t/${k(36, HEX)}/main`,
      "  - conda-forge",
    ]),
    code("assignment", ".s3cfg", "~/.s3cfg", "ini", (k, add) => [
      "[default]",
      `access_key = ${vendor("AWS key id").token(k, add)}`,
      `secret_key = ${k(40, B64)}`,
      "host_base = s3.amazonaws.com",
    ]),
    code("vendor", "Hugging Face token file", "~/.cache/huggingface/token", "text", (k, add) => [
      vendor("Hugging Face").token(k, add),
    ]),
    code("vendor", ".env.local with several vendors", ".env.local", "dotenv", (k, add) => [
      "NEXT_PUBLIC_APP_URL=http://localhost:3000",
      `ANTHROPIC_API_KEY=${vendor("Anthropic").token(k, add)}`,
      `STRIPE_WEBHOOK_SECRET=${vendor("Stripe webhook").token(k, add)}`,
      `DATABRICKS_TOKEN=${vendor("Databricks").token(k, add)}`,
    ]),
    code("vendor", "gh hosts.yml", "~/.config/gh/hosts.yml", "yaml", (_k, add) => [
      "github.com:",
      "    user: acme-dev",
      `    oauth_token: gho_${add(checksummed())}`,
      "    git_protocol: https",
    ]),
    code("assignment", "wrangler toml vars", "wrangler.toml", "toml", (k) => [
      'name = "edge-api"',
      "[vars]",
      `SIGNING_SECRET = "${k(44)}"`,
    ]),
    code(
      "assignment",
      "Vercel project env JSON",
      ".vercel/.env.production.local",
      "dotenv",
      (k) => [
        "# Created by Vercel CLI",
        `PROTECTION_BYPASS_SECRET="${k(32)}"`,
        `CRON_SECRET="${k(32)}"`,
      ],
    ),
    code("vendor", "Doppler CLI config", "~/.doppler/.doppler.yaml", "yaml", (k, add) => [
      "scoped:",
      "  /home/dev/acme:",
      `    token: ${vendor("Doppler").token(k, add)}`,
      `    enclave.project: ${pick(["api", "web"])}`,
    ]),
    code(
      "vendor",
      "Postman environment export",
      "postman/prod.postman_environment.json",
      "json",
      (k, add) => [
        "{",
        '  "name": "prod",',
        '  "values": [',
        `    { "key": "apiKey", "value": "${vendor("Postman").token(k, add)}", "enabled": true }`,
        "  ]",
        "}",
      ],
    ),
  ];
}
