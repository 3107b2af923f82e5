/**
 * Held-out corpus eight, clean: code and settings named like secrets but holding none, resource
 * names, minified code and long random-looking strings that are no secret.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import { AN, B64URL, cl, DIGITS, g, HEX, LD, LOWER, rb64, uuid } from "./_heldout_eight_make.ts";

const v = () =>
  g(1, "abcdefghijklmnopqrstuvwxyz") + g(1, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");

export const EIGHT_ALIKE: readonly HeldOutClean[] = [
  cl(
    "secret getter function",
    `def get_secret(name: str, *, version: str = "latest") -> str:\n    client = secretmanager.SecretManagerServiceClient()\n    return client.access_secret_version(name=f"{PREFIX}/{name}/versions/{version}").payload.data.decode()`,
  ),
  cl(
    "tokenizer code",
    `tokens = tokenizer.encode(text)\nif len(tokens) > MAX_TOKENS:\n    tokens = tokens[:MAX_TOKENS]\ntoken_count = len(tokens)`,
  ),
  cl(
    "api key header declaration",
    `api_key_header = APIKeyHeader(name="X-API-Key", auto_error=False)\n\nasync def verify(api_key: str = Security(api_key_header)):\n    if not hmac.compare_digest(api_key, settings.api_key):\n        raise HTTPException(401)`,
  ),
  cl(
    "password hashing code",
    `const hash = await bcrypt.hash(password, 12);\nconst ok = await bcrypt.compare(candidate, user.passwordHash);`,
  ),
  cl(
    "password form fields",
    `<label for="password">Password</label>\n<input id="password" type="password" name="password" autocomplete="current-password" minlength="12" required>`,
  ),
  cl(
    "lexer token types",
    `{ "token": "IDENTIFIER", "value": "userName", "line": 14 }\n{ "token": "STRING", "value": "hello", "line": 14 }`,
  ),
  cl(
    "vscode keybindings",
    `[\n  { "key": "ctrl+shift+p", "command": "workbench.action.showCommands" },\n  { "key": "cmd+k cmd+s", "command": "workbench.action.openGlobalKeybindings" }\n]`,
  ),
  cl(
    "usage token counts",
    `{"usage": {"prompt_tokens": ${g(4, DIGITS)}, "completion_tokens": ${
      g(3, DIGITS)
    }, "total_tokens": ${g(4, DIGITS)}}, "model": "gpt-4o-mini"}`,
  ),
  cl(
    "settings named secret with booleans",
    `secret: false\nauth: true\nrequire_token: yes\npassword_login: disabled\napi_key_rotation_days: 30`,
  ),
  cl(
    "fetch credentials option",
    `await fetch("/api/session", { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" } });`,
  ),
  cl(
    "key file paths",
    `ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes deploy@10.0.0.4\nprivate_key_path: /etc/ssl/private/acme.key\nssl_certificate_key /etc/letsencrypt/live/acme.io/privkey.pem;`,
  ),
  cl(
    "oauth metadata",
    `{"issuer":"https://id.acme.io","token_endpoint":"https://id.acme.io/oauth/token","token_endpoint_auth_methods_supported":["client_secret_basic","client_secret_post","private_key_jwt"],"grant_types_supported":["authorization_code","refresh_token"]}`,
  ),
  cl(
    "password reset settings",
    `PASSWORD_RESET_TIMEOUT = 259200\nAUTH_PASSWORD_VALIDATORS = [{"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"}]`,
  ),
  cl(
    "secret name variables",
    `secret_name = "prod/db/credentials"\nsecret_arn_output = module.db.secret_arn\ntoken_ttl_seconds = 900`,
  ),
  cl(
    "cli prompts",
    `$ npm login\nUsername: jane-dev\nPassword:\nEmail: (this IS public) jane@acme.io\nLogged in as jane-dev on https://registry.npmjs.org/.`,
  ),
  cl(
    "docker login success",
    `$ echo "$CR_PAT" | docker login ghcr.io -u jane-dev --password-stdin\nWARNING! Your password will be stored unencrypted in /home/jane/.docker/config.json.\nLogin Succeeded`,
  ),
  cl(
    "type definitions",
    `interface Credentials {\n  accessKeyId: string;\n  secretAccessKey: string;\n  sessionToken?: string;\n}\ntype Token = { value: string; expiresAt: Date };`,
  ),
  cl(
    "enum of secret kinds",
    `enum SecretKind {\n  ApiKey = "api_key",\n  Password = "password",\n  PrivateKey = "private_key",\n  Token = "token",\n}`,
  ),
  cl(
    "test asserting redaction",
    `expect(output).not.toContain(process.env.TEST_TOKEN);\nexpect(masked).toBe("sk_live_****");`,
  ),
  cl(
    "secret scanning docs",
    `Secret scanning alerts: 0 open\nPush protection: enabled\nCustom patterns: acme_internal_token (regex: acme_[a-z0-9]{32})`,
  ),
  cl(
    "minified javascript",
    `!function(${v()},${v()}){"object"==typeof exports?module.exports=${v()}():"function"==typeof define&&define.amd?define(${v()}):(${v()}=${v()}||self).${
      g(6, LOWER)
    }=${v()}()}(this,function(){"use strict";var ${v()}=Object.assign||function(t){for(var e,n=1;n<arguments.length;n++)for(var r in e=arguments[n])Object.prototype.hasOwnProperty.call(e,r)&&(t[r]=e[r]);return t};return ${v()}});`,
  ),
  cl(
    "source map mappings",
    `{"version":3,"sources":["../src/index.ts"],"names":["main","args"],"mappings":"AAAA,SAASA,KAAKC,GAAG;IACf,OAAOA,KAAK,MAAM;AACpB;AAEA,KAAK,QAAQ","file":"index.js"}`,
  ),
  cl(
    "css modules classes",
    `<div class="Header_root__${g(5, B64URL)} Header_sticky__${g(5, B64URL)}"><a class="css-${
      g(6, LD)
    }">Home</a></div>`,
  ),
  cl(
    "tailwind classes",
    `<button class="inline-flex items-center rounded-md bg-indigo-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2">Save</button>`,
  ),
  cl(
    "unsplash image url",
    `https://images.unsplash.com/photo-${g(13, DIGITS)}-${g(12, HEX)}?ixlib=rb-4.0.3&ixid=M3w${
      g(40, B64URL)
    }&auto=format&fit=crop&w=1600&q=80`,
  ),
  cl(
    "youtube and spotify ids",
    `https://www.youtube.com/watch?v=${g(11, B64URL)}&t=42s\nhttps://open.spotify.com/track/${
      g(22, AN)
    }?si=${g(16, HEX)}`,
  ),
  cl(
    "cdn urls with versions",
    `https://cdn.jsdelivr.net/npm/chart.js@4.4.6/dist/chart.umd.min.js\nhttps://unpkg.com/htmx.org@2.0.3/dist/htmx.min.js\nhttps://d${
      g(13, LD)
    }.cloudfront.net/static/js/app.${g(8, HEX)}.js`,
  ),
  cl(
    "google drive and docs links",
    `https://docs.google.com/document/d/1${g(43, B64URL)}/edit\nhttps://drive.google.com/file/d/1${
      g(32, B64URL)
    }/view?usp=sharing`,
  ),
  cl(
    "long build log ids",
    `Step 4/9 : RUN npm ci\n ---> Running in ${g(12, HEX)}\nRemoving intermediate container ${
      g(12, HEX)
    }\n ---> ${g(12, HEX)}\nSuccessfully built ${g(12, HEX)}`,
  ),
  cl(
    "cloud build ids",
    `Created [https://cloudbuild.googleapis.com/v1/projects/acme/locations/global/builds/${uuid()}].\nLogs are available at [https://console.cloud.google.com/cloud-build/builds/${uuid()}?project=${
      g(12, DIGITS)
    }].`,
  ),
  cl(
    "aws resource ids",
    `i-${g(17, HEX)}  vpc-${g(17, HEX)}  subnet-${g(17, HEX)}  sg-${g(17, HEX)}  ami-${g(17, HEX)}`,
  ),
  cl(
    "aws arns",
    `arn:aws:iam::${g(12, DIGITS)}:role/github-actions-deploy\narn:aws:kms:eu-west-1:${
      g(12, DIGITS)
    }:key/${uuid()}\narn:aws:lambda:eu-west-1:${g(12, DIGITS)}:function:token-refresher`,
  ),
  cl(
    "azure resource id",
    `/subscriptions/${uuid()}/resourceGroups/rg-prod/providers/Microsoft.KeyVault/vaults/acme-kv-prod`,
  ),
  cl(
    "gcp resource names",
    `projects/acme-prod/locations/europe-west1/keyRings/app/cryptoKeys/token-signing\nservice account: deployer@acme-prod.iam.gserviceaccount.com (unique id ${
      g(21, DIGITS)
    })`,
  ),
  cl(
    "kubernetes names",
    `deployment.apps/password-reset-worker configured\nservice/token-exchange unchanged\nsecret/api-keys-v2 created`,
  ),
  cl(
    "resource names with secret words",
    `resource "aws_secretsmanager_secret" "stripe_api_key" {\n  name = "prod/stripe/api-key"\n  recovery_window_in_days = 7\n}`,
  ),
  cl(
    "random looking test names",
    `test_token_refresh_after_expiry ... ok\ntest_password_reset_rejects_reused_token ... ok\ntest_api_key_rotation_keeps_old_key_for_grace_period ... ok`,
  ),
  cl(
    "python regex for keys",
    `KEY_RE = re.compile(r"(?i)(api[_-]?key|secret|token)\\s*[:=]\\s*['\\"]?([A-Za-z0-9_\\-]{16,})")`,
  ),
  cl(
    "hex dump",
    `00000000  7f 45 4c 46 02 01 01 00  00 00 00 00 00 00 00 00  |.ELF............|\n00000010  03 00 3e 00 01 00 00 00  ${
      g(2, HEX)
    } ${g(2, HEX)} 00 00 00 00 00 00  |..>.............|`,
  ),
  cl(
    "benchmark table",
    `| case | ops/s | p99 |\n|---|---|---|\n| tokenize 1k | 48,213 | 0.31 ms |\n| hash 64k | 9,870 | 1.20 ms |`,
  ),
  cl(
    "openapi security scheme",
    `components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-KEY\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT`,
  ),
  cl(
    "http 401 response",
    `HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired"\nContent-Type: application/json\n\n{"error":"invalid_token"}`,
  ),
  cl(
    "random base64 in test vector",
    `// RFC 4648 test vectors\nassert.equal(btoa("foobar"), "Zm9vYmFy");\nassert.equal(btoa("fooba"), "Zm9vYmE=");`,
  ),
  cl("semver and build metadata", `version: 2.14.0-rc.3+build.${g(10, DIGITS)}.sha.${g(7, HEX)}`),
  cl(
    "datadog trace ids in logs",
    `dd.trace_id=${g(19, DIGITS)} dd.span_id=${g(19, DIGITS)} dd.service=checkout dd.env=prod`,
  ),
  cl("opaque pagination token named token", `{"results": [], "nextPageToken": "${g(40, B64URL)}"}`),
  cl("otp field setting", `totp:\n  issuer: Acme\n  digits: 6\n  period: 30\n  algorithm: SHA1`),
  cl(
    "jwt claims explained",
    `The decoded payload is {"sub":"${uuid()}","role":"authenticated","exp":1732786400}; the header says alg HS256.`,
  ),
  cl(
    "sqlite schema with password column",
    `CREATE TABLE users (\n  id INTEGER PRIMARY KEY,\n  email TEXT UNIQUE NOT NULL,\n  password_hash TEXT NOT NULL,\n  api_token_hash TEXT\n);`,
  ),
  cl(
    "redis keys listing",
    `127.0.0.1:6379> KEYS session:*\n1) "session:${g(32, HEX)}"\n2) "session:${g(32, HEX)}"`,
  ),
  cl("random sample data", `seed=${g(10, DIGITS)} shuffle=${g(16, HEX)} run=${g(8, LD)}`),
  cl(
    "react keys",
    `{items.map((item) => <Row key={item.id} token={item.symbol} secret={false} />)}`,
  ),
  cl(
    "make targets",
    `.PHONY: rotate-keys\nrotate-keys:\n\t./scripts/rotate.sh --keys api,webhook --dry-run`,
  ),
  cl(
    "commit message about secrets",
    `fix(auth): stop logging the refresh token on 401 (it was in the debug line since v2.3)`,
  ),
  cl(
    "base64 image in css",
    `background-image: url("data:image/svg+xml;base64,${
      btoa(
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><path d="M0 0h8v8H0z" fill="#eee"/></svg>',
      )
    }");`,
  ),
  cl(
    "large random looking numeric ids",
    `order ${g(19, DIGITS)} shipped; tracking 1Z${g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}`,
  ),
  cl("random wasm hash import", `import init from "./pkg/engine_bg.wasm?url&hash=${g(16, HEX)}";`),
  cl(
    "git stash and reflog",
    `stash@{0}: WIP on main: ${g(7, HEX)} add token refresh\n${
      g(7, HEX)
    } HEAD@{1}: checkout: moving from main to fix/password-reset`,
  ),
  cl(
    "public key fingerprint in config",
    `trusted_keys:\n  - fingerprint: SHA256:${
      rb64(32).replace(/=+$/, "")
    }\n    comment: release signing key (public)`,
  ),
];
