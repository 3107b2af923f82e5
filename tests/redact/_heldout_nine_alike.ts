/**
 * Corpus nine, clean: public keys and certificates, keys public by design, placeholders and
 * documented examples, references to secrets kept elsewhere, and code or settings named like
 * secrets that hold none.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import { BASE64, BASE64URL, C, DIGITS, g, HEX, UPPER_NUM } from "./_heldout_nine_make.ts";

const cert = (kind: string) =>
  "-----BEGIN " + kind + "-----\n" +
  [g(64, BASE64), g(64, BASE64), g(64, BASE64), g(40, BASE64) + "=="].join("\n") + "\n-----END " +
  kind + "-----";

export const NINE_ALIKE: readonly HeldOutClean[] = [
  C("ssh ed25519 public key", `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g(43, BASE64)} jo@laptop`),
  C(
    "ssh rsa public key in authorized_keys",
    `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${g(300, BASE64)}= deploy@ci`,
  ),
  C(
    "known_hosts line",
    `github.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${
      g(88, BASE64)
    }=`,
  ),
  C("pem certificate", cert("CERTIFICATE")),
  C("pem public key", cert("PUBLIC KEY")),
  C("certificate request", cert("CERTIFICATE REQUEST")),
  C(
    "pgp public key block",
    `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ${g(60, BASE64)}\n${g(64, BASE64)}\n=${
      g(4, BASE64)
    }\n-----END PGP PUBLIC KEY BLOCK-----`,
  ),
  C(
    "jwks public modulus",
    `{"keys":[{"kty":"RSA","kid":"${g(16, HEX)}","use":"sig","alg":"RS256","n":"${
      g(342, BASE64URL)
    }","e":"AQAB"}]}`,
  ),
  C(
    "age public recipient",
    `age -r age1${g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")} -o secrets.age secrets.txt`,
  ),
  C(
    "wireguard public key",
    `[Peer]\nPublicKey = ${g(43, BASE64)}=\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820`,
  ),
  C("stripe publishable key", `const stripe = Stripe('pk_live_51${g(97)}');`),
  C(
    "mapbox public token",
    `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ${g(20, BASE64URL)}In0.${
      g(22, BASE64URL)
    }';`,
  ),
  C(
    "supabase anon key named anon",
    `NEXT_PUBLIC_SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.${
      g(43, BASE64URL)
    }`,
  ),
  C(
    "sentry public dsn",
    `Sentry.init({ dsn: "https://${g(32, HEX)}@o${g(6, DIGITS)}.ingest.sentry.io/${
      g(7, DIGITS)
    }" });`,
  ),
  C("google analytics id", `gtag('config', 'G-${g(10, UPPER_NUM)}');`),
  C("recaptcha site key", `<div class="g-recaptcha" data-sitekey="6L${g(38, BASE64URL)}"></div>`),
  C(
    "algolia search only key named",
    `const searchClient = algoliasearch('${g(10, UPPER_NUM)}', 'search-only-key-see-dashboard');`,
  ),
  C("aws documented example key id", `aws_access_key_id = AKIAIOSFODNN7EXAMPLE`),
  C(
    "aws documented example secret",
    `aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ),
  C("placeholder angle brackets", `export OPENAI_API_KEY=<your-api-key>`),
  C("placeholder xxx", `STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx`),
  C("placeholder changeme", `POSTGRES_PASSWORD=changeme`),
  C("placeholder your_token_here", `GITHUB_TOKEN=your_token_here`),
  C("placeholder ellipsis", `Authorization: Bearer ...`),
  C("placeholder redacted marker", `password: "********"`),
  C("placeholder braces", `api_key: "{{ api_key }}"`),
  C(
    "env reference shell",
    `curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user`,
  ),
  C("env reference braces", `DATABASE_URL=postgres://app:\${DB_PASSWORD}@db:5432/app`),
  C(
    "github actions secret reference",
    `env:\n  NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n  AWS_SECRET_ACCESS_KEY: \${{ secrets.AWS_SECRET_ACCESS_KEY }}`,
  ),
  C(
    "gitlab masked variable reference",
    `script:\n  - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin $CI_REGISTRY`,
  ),
  C(
    "k8s secretKeyRef",
    `env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password`,
  ),
  C(
    "vault path reference",
    `password: "{{ lookup('hashi_vault', 'secret=secret/data/app:db_password') }}"`,
  ),
  C(
    "aws secrets manager arn",
    `arn:aws:secretsmanager:eu-west-1:${g(12, DIGITS)}:secret:prod/app/db-password-${g(6)}`,
  ),
  C(
    "ssm parameter name",
    `aws ssm get-parameter --name /prod/api/stripe_secret_key --with-decryption`,
  ),
  C(
    "azure key vault reference",
    `@Microsoft.KeyVault(SecretUri=https://kv-acme.vault.azure.net/secrets/DbPassword/)`,
  ),
  C("gcp secret manager path", `projects/acme-prod/secrets/db-password/versions/latest`),
  C("1password reference", `DB_PASSWORD=op://Engineering/Postgres/password`),
  C("doppler reference", `doppler run --project api --config prd -- npm start`),
  C("python reads secret from env", `SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]`),
  C(
    "typescript reads token",
    `const token = Deno.env.get("CTX_TOKEN");\nif (!token) throw new Error("CTX_TOKEN is not set");`,
  ),
  C(
    "function named password",
    `def hash_password(password: str) -> str:\n    return bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()`,
  ),
  C(
    "password field in form",
    `<input type="password" name="password" id="password" autocomplete="current-password">`,
  ),
  C(
    "password policy config",
    `password_min_length: 12\npassword_require_symbols: true\npassword_max_age_days: 90`,
  ),
  C("token counting", `max_tokens: 4096\ntemperature: 0.2\ntoken_count: 1834`),
  C("secret type names", `type Secret struct {\n\tName  string\n\tValue []byte\n}`),
  C("api key header name only", `const API_KEY_HEADER = "X-Api-Key";`),
  C(
    "tokenizer output",
    `tokens: [50256, 198, 464, 2068, 7586, 21831, 18045, 625, 262, 16931, 3290, 13]`,
  ),
  C("csrf token meta name", `<meta name="csrf-token" content="{{ csrf_token() }}">`),
  C(
    "secret rotation doc",
    `Rotate the API key every 90 days: Settings → API keys → Regenerate. Old keys stop working after 24 h.`,
  ),
  C(
    "error about missing key",
    `Error: OPENAI_API_KEY environment variable is missing or empty; either provide it, or instantiate the OpenAI client with an apiKey option`,
  ),
  C(
    "auth 401 log",
    `2026-11-27T10:00:00Z WARN auth: invalid token for user_id=4821 (expired at 2026-11-26T10:00:00Z)`,
  ),
  C(
    "bcrypt hash in fixture",
    `INSERT INTO users (email, password_hash) VALUES ('a@example.com', '$2b$12$${
      g(53, "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    }');`,
  ),
  C("argon2 hash", `$argon2id$v=19$m=65536,t=3,p=4$${g(22, BASE64)}$${g(43, BASE64)}`),
  C(
    "shadow-like sha512 crypt",
    `$6$rounds=5000$${g(16, BASE64.replace("+", "."))}$${g(86, BASE64.replace("+", "."))}`,
  ),
  C(
    "kubectl describe secret hides values",
    `Name:         db-creds\nType:  Opaque\n\nData\n====\npassword:  16 bytes\nusername:  3 bytes`,
  ),
  C("redacted output", `DATABASE_URL=postgres://app:****@db:5432/app`),
  C(
    "git config without creds",
    `[remote "origin"]\n\turl = git@github.com:acme/api.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*`,
  ),
  C("url with user no password", `ssh://git@gitlab.acme.io:2222/acme/api.git`),
  C(
    "docker compose with env_file",
    `services:\n  api:\n    env_file: .env\n    environment:\n      - NODE_ENV=production\n      - PORT=3000`,
  ),
  C(
    "terraform variable sensitive declaration",
    `variable "db_password" {\n  type      = string\n  sensitive = true\n}`,
  ),
  C(
    "helm existing secret",
    `auth:\n  existingSecret: redis-auth\n  existingSecretPasswordKey: redis-password`,
  ),
  C(
    "oauth urls",
    `authorization_endpoint: https://accounts.google.com/o/oauth2/v2/auth\ntoken_endpoint: https://oauth2.googleapis.com/token`,
  ),
  C(
    "public oauth client id",
    `GOOGLE_CLIENT_ID=${g(12, DIGITS)}-${
      g(32, "abcdefghijklmnopqrstuvwxyz0123456789")
    }.apps.googleusercontent.com`,
  ),
  C(
    "firebase web config",
    `const firebaseConfig = {\n  authDomain: "acme-app.firebaseapp.com",\n  projectId: "acme-app",\n  storageBucket: "acme-app.appspot.com",\n  messagingSenderId: "${
      g(12, DIGITS)
    }",\n  appId: "1:${g(12, DIGITS)}:web:${g(22, HEX)}"\n};`,
  ),
  C(
    "test vector from rfc",
    `HMAC-SHA256 test case 1: key = 0x0b repeated 20 times, data = "Hi There"`,
  ),
  C(
    "long identifier camel case",
    `getUserAuthenticationTokenRefreshIntervalMillisecondsFromConfiguration()`,
  ),
  C("file path with hash", `~/.cache/deno/deps/https/deno.land/${g(64, HEX)}.metadata.json`),
  C(
    "lorem base32 totp doc",
    `otpauth://totp/Acme:jo@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Acme (example from the RFC docs)`,
  ),
  C("license key format doc", `License keys look like XXXXX-XXXXX-XXXXX-XXXXX-XXXXX.`),
  C(
    "markdown table of env names",
    `| Variable | Purpose |\n|---|---|\n| \`STRIPE_SECRET_KEY\` | server-side Stripe key |\n| \`STRIPE_PUBLISHABLE_KEY\` | browser key |`,
  ),
  C("jwt explanation", `A JWT has three parts: header.payload.signature, each base64url-encoded.`),
  C(
    "semver and hashes in changelog",
    `## 2.4.1 (${g(7, HEX)})\n- fix: token refresh race (#${g(4, DIGITS)})`,
  ),
  C("random css colors", `--c1: #${g(6, HEX)}; --c2: #${g(6, HEX)}; --c3: #${g(6, HEX)};`),
  C(
    "uuid as api key name",
    `api_key_id: ${g(8, HEX)}-${g(4, HEX)}-4${g(3, HEX)}-8${g(3, HEX)}-${
      g(12, HEX)
    } (key id, not the key)`,
  ),
  C("password reset url path", `GET /password/reset?email=jo%40example.com 302`),
];
