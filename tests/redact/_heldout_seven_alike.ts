/**
 * Held-out corpus seven (see _heldout_seven.ts), clean: resource names and ARNs of secrets (not
 * their values), settings named like secrets whose values are not (lengths, types, flags, paths),
 * code around secrets, long identifiers, slugs and versions. Each must come out byte for byte.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import { ALNUM, C, digits, g, hex, LOWER_ALNUM, uuid } from "./_heldout_seven_make.ts";

const acct = () => digits(12);

export const SEVEN_ALIKE_CLEAN: readonly HeldOutClean[] = [
  C(
    "secrets manager arn with suffix",
    `Resource: arn:aws:secretsmanager:eu-west-1:${acct()}:secret:prod/orders/db-credentials-${
      g(6, ALNUM)
    }`,
  ),
  C("kms key arn", `"KmsKeyId": "arn:aws:kms:eu-west-1:${acct()}:key/${uuid()}"`),
  C(
    "iam role arn and policy",
    `{"Effect":"Allow","Action":["secretsmanager:GetSecretValue"],"Resource":"arn:aws:secretsmanager:*:${acct()}:secret:app/*"}\nrole: arn:aws:iam::${acct()}:role/github-actions-deploy`,
  ),
  C(
    "ssm parameter names",
    `$ aws ssm get-parameters-by-path --path /prod/api --query 'Parameters[].Name'\n[\n    "/prod/api/DB_PASSWORD",\n    "/prod/api/STRIPE_SECRET_KEY",\n    "/prod/api/JWT_SECRET"\n]`,
  ),
  C(
    "gcp secret manager resource",
    `projects/acme-prod-311204/secrets/stripe-secret-key/versions/7`,
  ),
  C(
    "azure key vault secret uri",
    `@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/db-password/${
      hex(32)
    })`,
  ),
  C(
    "kubernetes secret names listing",
    `$ kubectl get secrets -n prod\nNAME                       TYPE                             DATA   AGE\ndb-credentials-${
      g(5, LOWER_ALNUM)
    }     Opaque                           2      41d\nregistry-pull-secret       kubernetes.io/dockerconfigjson   1      200d\ntls-api-acme-dev           kubernetes.io/tls                2      12d`,
  ),
  C(
    "kubectl describe secret sizes",
    `$ kubectl describe secret orders-db\nName:         orders-db\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  10 bytes`,
  ),
  C(
    "github secrets list",
    `$ gh secret list\nNAME                 UPDATED\nAWS_ROLE_ARN         about 2 months ago\nNPM_TOKEN            about 6 days ago\nSENTRY_AUTH_TOKEN    about 1 year ago`,
  ),
  C(
    "password policy settings",
    `password_min_length: 12\npassword_require_symbols: true\npassword_max_age_days: 90\ntoken_ttl: 15m\nrefresh_token_ttl: 720h`,
  ),
  C(
    "oauth token response metadata",
    `{"token_type":"Bearer","expires_in":3600,"scope":"repo read:org","refresh_token_expires_in":15811200}`,
  ),
  C(
    "llm token usage",
    `Usage: input_tokens=18432 output_tokens=1209 cache_read_input_tokens=120311 (max_tokens 8192)`,
  ),
  C(
    "tokenizer names",
    `tokenizer = tiktoken.get_encoding("cl100k_base")\nenc = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")`,
  ),
  C(
    "django password hashers",
    `PASSWORD_HASHERS = [\n    "django.contrib.auth.hashers.Argon2PasswordHasher",\n    "django.contrib.auth.hashers.PBKDF2PasswordHasher",\n]\nAUTH_PASSWORD_VALIDATORS = []`,
  ),
  C(
    "secret flags false",
    `secret: false\napi_key_required: true\nauthorization: "required"\nprivate: true`,
  ),
  C(
    "header names config",
    `auth:\n  api_key_header: X-API-Key\n  token_header: Authorization\n  cookie_name: __Host-session`,
  ),
  C(
    "function names with secret words",
    `export async function rotateApiKey(userId: string): Promise<ApiKeyRecord> {\n  const record = await getApiKeyRecord(userId);\n  return issueNewSecretForRecord(record);\n}`,
  ),
  C(
    "type definitions with token fields",
    `interface Credentials {\n  accessKeyId: string;\n  secretAccessKey: string;\n  sessionToken?: string;\n}\ntype Password = Brand<string, "Password">;`,
  ),
  C(
    "sql schema with password column",
    `CREATE TABLE users (\n  id uuid PRIMARY KEY,\n  email text UNIQUE NOT NULL,\n  password_hash text NOT NULL,\n  api_key_prefix char(8)\n);`,
  ),
  C(
    "primary and foreign keys",
    `t.primary_key :id\nt.references :account, foreign_key: true\nadd_index :api_keys, :key_digest, unique: true`,
  ),
  C(
    "cache key with hashfiles",
    `      - uses: actions/cache@v4\n        with:\n          path: ~/.npm\n          key: \${{ runner.os }}-node-\${{ hashFiles('**/package-lock.json') }}`,
  ),
  C(
    "keyboard shortcut key names",
    `{ "key": "ctrl+shift+k", "command": "editor.action.deleteLines", "when": "editorTextFocus" }`,
  ),
  C(
    "i18n keys",
    `"auth.password.tooShort": "Password must be at least {min} characters",\n"auth.token.expired": "Your session expired, sign in again"`,
  ),
  C(
    "long camel identifiers",
    `AbstractSingletonProxyFactoryBeanConfigurationPropertiesBindingPostProcessorRegistrar.register(ctx)`,
  ),
  C(
    "css module class hashes",
    `<div class="Button_primary__${g(5, ALNUM)} _container_${g(6, LOWER_ALNUM)}_1 css-${
      g(7, LOWER_ALNUM)
    }">`,
  ),
  C(
    "docker image tags",
    `FROM ghcr.io/acme/base:2026.11.27-${
      hex(7)
    }\nFROM mcr.microsoft.com/dotnet/aspnet:9.0.0-bookworm-slim-amd64`,
  ),
  C(
    "debian package versions",
    `ii  openssl   3.0.15-1~deb12u1   amd64   Secure Sockets Layer toolkit\nii  libssl3   3.0.15-1~deb12u1   amd64   Secure Sockets Layer toolkit - shared libraries`,
  ),
  C(
    "npm audit output",
    `# npm audit report\n\ncross-spawn  <6.0.6\nSeverity: high\nRegular Expression Denial of Service (ReDoS) in cross-spawn - https://github.com/advisories/GHSA-3xgq-45jj-v275\nfix available via \`npm audit fix\``,
  ),
  C(
    "cve and ghsa ids",
    `Fixed CVE-2025-29927 and GHSA-f82v-jwr5-mffw (next.js middleware bypass); bumped next to 15.2.3.`,
  ),
  C(
    "gitlab pipeline url ids",
    `Pipeline #${digits(10)} passed: https://gitlab.com/acme/web/-/pipelines/${digits(10)} (job ${
      digits(10)
    })`,
  ),
  C(
    "jira and linear keys",
    `Closes ACME-4211, relates to ENG-1187. Linear: https://linear.app/acme/issue/ENG-1187/export-times-out`,
  ),
  C(
    "slack ids",
    `Posted to channel C0${g(9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")} by U0${
      g(9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    } (ts 1764240000.${digits(6)})`,
  ),
  C("twilio message sid", `Message queued: SM${hex(32)} status=queued`),
  C(
    "google analytics ids",
    `gtag('config', 'G-${g(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}');\n<!-- GTM-${
      g(7, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    } -->`,
  ),
  C(
    "youtube and short urls",
    `See https://www.youtube.com/watch?v=${g(11, ALNUM + "-_")} and https://bit.ly/${g(7, ALNUM)}`,
  ),
  C(
    "s3 object keys",
    `upload: ./build/app.js to s3://acme-web-assets/releases/2026-11-27/${uuid()}/app.js`,
  ),
  C(
    "sql query with password word",
    `SELECT id, email FROM users WHERE password_reset_token IS NOT NULL AND password_reset_sent_at < now() - interval '1 day';`,
  ),
  C(
    "error about wrong password",
    `FATAL:  password authentication failed for user "orders"\nDETAIL:  Connection matched pg_hba.conf line 98: "host all all 0.0.0.0/0 scram-sha-256"`,
  ),
  C(
    "bcrypt cost and algorithm names",
    `hash = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))\nalgorithm = "HS256"  # from settings.JWT_ALGORITHM`,
  ),
  C(
    "ssh keygen output art",
    `Your public key has been saved in /home/dana/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:${
      g(43, ALNUM + "+/")
    } dana@laptop\nThe key's randomart image is:\n+--[ED25519 256]--+\n|      .o+*=.     |\n+----[SHA256]-----+`,
  ),
  C(
    "uuid primary keys in json",
    `[{"id":"${uuid()}","name":"Starter","priceId":"price_basic"},{"id":"${uuid()}","name":"Pro","priceId":"price_pro"}]`,
  ),
  C(
    "random test seed and nonce counter",
    `Running 214 tests with --seed=${digits(10)} (shuffle)\nnonce counter: ${digits(6)}`,
  ),
  C(
    "timestamps and durations",
    `2026-11-27T10:31:09.123456789Z  took 1m32.418s  epoch 1764239469123`,
  ),
  C(
    "markdown table of env vars",
    `| Name | Required | Description |\n|------|----------|-------------|\n| \`STRIPE_SECRET_KEY\` | yes | Secret key from the dashboard |\n| \`SENTRY_DSN\` | no | Error reporting |`,
  ),
  C(
    "password field in html form",
    `<input type="password" name="password" autocomplete="current-password" minlength="12" required>`,
  ),
];
