/**
 * Corpus twelve, clean: look-alikes a careless redactor would change — references to secrets kept
 * elsewhere in syntaxes earlier corpora did not show (Azure Key Vault references, CloudFormation
 * dynamic references, Spring placeholders, Helm and Go templates, ERB), commands that read a
 * secret from a prompt or stdin, masked values in new styles, secret scanners' own patterns,
 * public keys and records public by design (DKIM TXT, domain verification, a cluster's CA
 * bundle), names and settings that only talk about secrets, documented examples. Must come out
 * byte for byte.
 */
import {
  b64,
  BASE64,
  BASE64URL,
  C,
  DIGITS,
  g,
  type HeldOutClean,
  HEX,
  HEX_UP,
  LOWER_DIGITS,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_twelve_make.ts";

export function cleanAlikes(): HeldOutClean[] {
  return [
    C(
      "azure key vault reference in app settings",
      `"DbPassword": "@Microsoft.KeyVault(SecretUri=https://kv-shop.vault.azure.net/secrets/DbPassword/)"`,
    ),
    C(
      "cloudformation dynamic reference",
      `MasterUserPassword: '{{resolve:secretsmanager:prod/orders/db:SecretString:password}}'`,
    ),
    C("spring placeholder with default", `spring.datasource.password=\${DB_PASSWORD:}`),
    C("helm template value reference", `password: {{ .Values.auth.password | b64enc | quote }}`),
    C(
      "go template secret reference",
      `token = "{{ with secret \\"secret/data/ci\\" }}{{ .Data.data.token }}{{ end }}"`,
    ),
    C("erb env reference in database yml", `password: <%= ENV.fetch("DATABASE_PASSWORD") %>`),
    C("vs code settings env reference", `"openai.apiKey": "\${env:OPENAI_API_KEY}"`),
    C("docker secret file path", `POSTGRES_PASSWORD_FILE=/run/secrets/postgres_password`),
    C("external secrets remote ref", `remoteRef:\n  key: prod/orders/db\n  property: password`),
    C(
      "sealed secret ciphertext name only",
      `kubeseal --format yaml < secret.yaml > sealed-secret.yaml  # commit the sealed one`,
    ),
    C(
      "github vars and secrets references",
      `env:\n  REGION: \${{ vars.AWS_REGION }}\n  TOKEN: \${{ secrets.DEPLOY_TOKEN }}`,
    ),
    C(
      "gitlab predefined job token variable",
      `curl --header "JOB-TOKEN: $CI_JOB_TOKEN" "$CI_API_V4_URL/projects/$CI_PROJECT_ID/packages"`,
    ),
    C("doppler run wrapper", `doppler run --project shop --config prd -- node server.js`),
    C("infisical run wrapper", `infisical run --env=prod --path=/api -- npm start`),
    C("bitwarden secrets manager run", `bws run --project-id ${uuid()} -- ./deploy.sh`),
    C(
      "password read from stdin",
      `aws ecr get-login-password --region eu-central-1 | docker login --username AWS --password-stdin ${
        g(12, DIGITS)
      }.dkr.ecr.eu-central-1.amazonaws.com`,
    ),
    C("mysql prompting for the password", `mysql -h db.internal -u admin -p shop`),
    C("psql reading pgpass", `PGPASSFILE=~/.pgpass psql -h pg.internal -U report shop`),
    C("read -s prompt in a script", `read -rsp "Vault token: " VAULT_TOKEN && export VAULT_TOKEN`),
    C(
      "powershell get-credential",
      `$cred = Get-Credential -UserName 'CORP\\svc_sql' -Message 'SQL service account'`,
    ),
    C("github actions masked log", `Run echo "token is $TOKEN"\ntoken is ***`),
    C("last four characters only", `Using key sk-…${g(4)} (set in ~/.config/shop/env)`),
    C("stars with a suffix", `STRIPE_SECRET_KEY=sk_live_************************${g(4, DIGITS)}`),
    C(
      "redacted marker in json",
      `{"password": "[REDACTED]", "user": "etl", "host": "db.internal"}`,
    ),
    C(
      "filtered parameters in a rails log",
      `Parameters: {"user"=>{"email"=>"a@example.org", "password"=>"[FILTERED]"}}`,
    ),
    C(
      "django sensitive variables page",
      `password = '********************'\nsecret_key = '********************'`,
    ),
    C(
      "gitleaks rule regex",
      `[[rules]]\nid = "stripe-secret"\nregex = '''(?i)\\b(sk_(?:live|test)_[a-zA-Z0-9]{10,99})\\b'''`,
    ),
    C(
      "detect secrets baseline entry",
      `"hashed_secret": "${
        g(40, HEX)
      }",\n"is_verified": false,\n"line_number": 12,\n"type": "Secret Keyword"`,
    ),
    C(
      "trufflehog style pattern in code",
      `const OPENAI_KEY_RE = /sk-(?:proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}/;`,
    ),
    C(
      "dkim public key txt record",
      `mail._domainkey.example.org. 3600 IN TXT "v=DKIM1; k=rsa; p=${
        "MIIBIjANBgkqhkiG9w0B" + "AQEFAAOCAQ8AMIIBCgKCAQEA"
      }${g(40, BASE64)}" "${g(60, BASE64)}IDAQAB"`,
    ),
    C(
      "domain verification txt records",
      `example.org. IN TXT "google-site-verification=${
        g(43, BASE64URL)
      }"\nexample.org. IN TXT "MS=ms${
        g(8, DIGITS)
      }"\nexample.org. IN TXT "facebook-domain-verification=${g(30, LOWER_DIGITS)}"`,
    ),
    C("acme challenge txt", `_acme-challenge.example.org. 60 IN TXT "${g(43, BASE64URL)}"`),
    C(
      "kubeconfig cluster ca data",
      `clusters:\n- cluster:\n    certificate-authority-data: ${
        b64("-----BEGIN CERTIFICATE-----\n" + g(64, BASE64))
      }\n    server: https://10.0.0.1:6443`,
    ),
    C(
      "cloudflare turnstile site key public by design",
      `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${g(14)}"></div>`,
    ),
    C(
      "hcaptcha site key public by design",
      `<div class="h-captcha" data-sitekey="${uuid()}"></div>`,
    ),
    C(
      "posthog project key public by design",
      `posthog.init('phc_${g(43)}', { api_host: 'https://eu.i.posthog.com' })`,
    ),
    C(
      "firebase web config public by design",
      `const firebaseConfig = {\n  apiKey: "AIza${
        g(35, BASE64URL)
      }",\n  authDomain: "shop-prod.firebaseapp.com",\n  projectId: "shop-prod",\n  appId: "1:${
        g(12, DIGITS)
      }:web:${g(22, HEX)}"\n};`,
    ),
    C(
      "razorpay key id public by design",
      `new Razorpay({ key: "rzp_live_${g(14)}", amount: 5000, currency: "INR" })`,
    ),
    C(
      "launchdarkly client side id public by design",
      `LDClient.initialize('${g(24, HEX)}', { key: 'anon' })`,
    ),
    C(
      "env example with empty values",
      `# copy to .env and fill in\nDATABASE_URL=\nSTRIPE_SECRET_KEY=\nSESSION_SECRET=`,
    ),
    C(
      "env example with angle placeholders",
      `OPENAI_API_KEY=<paste-your-key-here>\nANTHROPIC_API_KEY=<your-anthropic-key>`,
    ),
    C(
      "placeholder with repeated zeros",
      `AWS_SECRET_ACCESS_KEY=0000000000000000000000000000000000000000`,
    ),
    C(
      "placeholder in a helm values doc",
      `auth:\n  # -- Password for the admin user. Set via --set auth.password=...\n  password: ""`,
    ),
    C(
      "documented example passphrase",
      `Prefer long passphrases over complex short passwords — the classic example is "correct horse battery staple".`,
    ),
    C(
      "password policy text",
      `Passwords must be 12–128 characters and include three of: upper case, lower case, digits, symbols.`,
    ),
    C(
      "names of secrets in a terraform plan",
      `  # aws_secretsmanager_secret.db will be created\n  + resource "aws_secretsmanager_secret" "db" {\n      + name = "prod/orders/db-password"\n    }`,
    ),
    C(
      "sensitive value hidden by terraform",
      `  + password = (sensitive value)\n  + username = "orders"`,
    ),
    C("pulumi secret shown as secret", `    shop:dbPassword  [secret]`),
    C("vault policy text", `path "secret/data/shop/*" {\n  capabilities = ["read", "list"]\n}`),
    C(
      "code that generates a secret",
      `SECRET_KEY = os.environ.get("SECRET_KEY") or secrets.token_urlsafe(50)`,
    ),
    C(
      "code that checks a password",
      `if (!await bcrypt.compare(req.body.password, user.passwordHash)) return res.status(401).end();`,
    ),
    C(
      "typescript type with token fields",
      `interface Session { accessToken: string; refreshToken?: string; expiresAt: number }`,
    ),
    C(
      "settings about keys without a value",
      `"security.rotateApiKeysAfterDays": 90,\n"security.requireMfaForSecrets": true`,
    ),
    C(
      "sql schema with password columns",
      `CREATE TABLE users (id bigserial PRIMARY KEY, email text UNIQUE, password_hash text NOT NULL, api_key_prefix char(8));`,
    ),
    C(
      "cli help text about tokens",
      `  -t, --token string     API token (or set SHOP_TOKEN)\n      --token-file path  read the token from a file`,
    ),
    C(
      "error message naming a missing key",
      `Error: Missing required environment variable STRIPE_SECRET_KEY. See docs/setup.md#payments.`,
    ),
    C(
      "semantic versions and build metadata",
      `shop-api 4.12.0+build.${g(7, HEX)} (go1.23.4, linux/amd64)`,
    ),
    C(
      "long hex color palette",
      `--palette: #${g(6, HEX)} #${g(6, HEX)} #${g(6, HEX)} #${g(6, HEX)} #${g(6, HEX)} #${
        g(6, HEX)
      };`,
    ),
    C(
      "lorem-like generated slug list",
      `slugs: ${Array.from({ length: 6 }, () => g(10, LOWER_DIGITS)).join(", ")}`,
    ),
    C(
      "base64 of a public certificate in json",
      `"x5c": ["${b64("-----BEGIN CERTIFICATE-----\n" + g(80, BASE64))}"]`,
    ),
    C(
      "age recipient list",
      `age1${g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}\nage1${
        g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
      }`,
    ),
    C(
      "minisign public key",
      `untrusted comment: minisign public key ${g(16, HEX_UP)}\nRWQ${g(53, BASE64)}`,
    ),
    C(
      "wireguard public keys of peers",
      `peer: ${g(43, BASE64)}=\n  endpoint: 198.51.100.7:51820\n  allowed ips: 10.8.0.2/32`,
    ),
    C(
      "ssh certificate authority public key line",
      `@cert-authority *.corp.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${
        g(43, BASE64)
      } ca@corp`,
    ),
    C(
      "totp setup shown as a qr description",
      `Scan the QR code with your authenticator app. Can't scan? Open Settings → Security → "Show setup key".`,
    ),
    C(
      "password field in a form without a value",
      `<input type="password" name="password" autocomplete="current-password" required minlength="12">`,
    ),
    C(
      "token endpoint documentation",
      `POST /oauth/token with grant_type=client_credentials, client_id and client_secret; the response has access_token and expires_in.`,
    ),
    C(
      "opaque ids that end in key",
      `primary_key=${g(10, DIGITS)} partition_key=${g(8, HEX)} sort_key=2026-03-02T10:00:00Z`,
    ),
    C("idempotency key header", `Idempotency-Key: ${uuid()}`),
    C("cache key in build output", `Cache restored from key: node-modules-linux-${g(64, HEX)}`),
    C(
      "turbo and nx cache hashes",
      `• Running build in 12 packages\n@shop/web:build: cache hit, replaying logs ${g(16, HEX)}`,
    ),
    C(
      "bazel action digest",
      `INFO: From Compiling src/main.cc: remote cache hit for ${g(64, HEX)}/${g(4, DIGITS)}`,
    ),
    C(
      "aws example secret key written with x",
      `aws_secret_access_key = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
    ),
    C(
      "a key id next to a note that the secret is elsewhere",
      `key_id: ${g(20, UPPER_DIGITS)}  # the secret is in 1Password, item "CI signing"`,
    ),
    C(
      "aws configure list masks the keys",
      `      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                 shop-prod           manual    --profile
access_key     ****************${g(4, UPPER_DIGITS)} shared-credentials-file
secret_key     ****************${g(4)} shared-credentials-file
    region             eu-central-1      config-file    ~/.aws/config`,
    ),
    C(
      "npm config list protects the token",
      `; "user" config from /home/dev/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\nregistry = "https://registry.npmjs.org/"`,
    ),
    C(
      "vercel env ls shows encrypted",
      `  name                 value               environments        created\n  STRIPE_SECRET_KEY    Encrypted           Production          12d ago\n  DATABASE_URL         Encrypted           Production, Preview 30d ago`,
    ),
    C(
      "supabase secrets list shows digests",
      `  NAME              │ DIGEST\n  ──────────────────┼──────────────────────────────────────────────────────────────────\n  STRIPE_SECRET_KEY │ ${
        g(64, HEX)
      }\n  RESEND_API_KEY    │ ${g(64, HEX)}`,
    ),
    C(
      "npm token list truncated",
      `┌────────┬─────────┬────────────┬──────────┐\n│ id     │ token   │ created    │ readonly │\n├────────┼─────────┼────────────┼──────────┤\n│ ${
        g(6, HEX)
      } │ npm_${g(3)}… │ 2026-01-04 │ no       │\n└────────┴─────────┴────────────┴──────────┘`,
    ),
    C(
      "java keystore listing without secrets",
      `Keystore type: PKCS12\nKeystore provider: SUN\n\nYour keystore contains 1 entry\n\nupload, Mar 2, 2026, PrivateKeyEntry,\nCertificate fingerprint (SHA-256): ${
        Array.from({ length: 32 }, () => g(2, "0123456789ABCDEF")).join(":")
      }`,
    ),
  ];
}
