/**
 * Corpus eleven, clean look-alikes named or shaped like secrets: public keys and certificates,
 * values public by design, placeholders and documented examples, references to secrets kept
 * elsewhere, masked values, and code or settings whose names say token/secret/password but
 * hold no value. These must come out byte for byte.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import {
  b64,
  BASE64,
  BASE64URL,
  C,
  DIGITS,
  g,
  guid,
  HEX,
  LOWER_DIGITS,
  UPPER_NUM,
} from "./_heldout_eleven_make.ts";

/** A public armour line (certificate, public key), built at run time like the private ones. */
function pub(edge: "BEGIN" | "END", kind: string): string {
  return "-".repeat(5) + edge + " " + kind + "-".repeat(5);
}

export function alike(): HeldOutClean[] {
  const lines = (n: number) => Array.from({ length: n }, () => g(64, BASE64)).join("\n");
  return [
    C(
      "ssh ed25519 public key in authorized_keys",
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g(43, BASE64)} ana@laptop`,
    ),
    C("ssh rsa public key", `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${g(300, BASE64)}= deploy@ci`),
    C("known_hosts line", `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g(43, BASE64)}`),
    C(
      "x509 certificate pem (public)",
      `${pub("BEGIN", "CERTIFICATE")}\n${lines(6)}\n${g(40, BASE64)}==\n${
        pub("END", "CERTIFICATE")
      }`,
    ),
    C(
      "public key pem",
      `${pub("BEGIN", "PUBLIC KEY")}\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${g(28, BASE64)}\n${
        g(60, BASE64)
      }==\n${pub("END", "PUBLIC KEY")}`,
    ),
    C(
      "pgp public key block",
      `${pub("BEGIN", "PGP PUBLIC KEY BLOCK")}\n\n${lines(4)}\n=${g(4, BASE64)}\n${
        pub("END", "PGP PUBLIC KEY BLOCK")
      }`,
    ),
    C(
      "jwks with only public members",
      JSON.stringify({
        keys: [{
          kty: "RSA",
          kid: g(16, HEX),
          use: "sig",
          alg: "RS256",
          n: g(342, BASE64URL),
          e: "AQAB",
        }],
      }),
    ),
    C(
      "age recipient public key",
      `sops --encrypt --age age1${g(58, LOWER_DIGITS)} secrets.yaml > secrets.enc.yaml`,
    ),
    C("minisign public key", `minisign -Vm ctx.tar.gz -P RWQ${g(53, BASE64)}`),
    C(
      "csr is public",
      `${pub("BEGIN", "CERTIFICATE REQUEST")}\n${lines(3)}\n${g(20, BASE64)}=\n${
        pub("END", "CERTIFICATE REQUEST")
      }`,
    ),
    C(
      "base64 png data uri",
      `<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h${
        g(200, BASE64)
      }=" />`,
    ),
    C(
      "base64 woff2 font in css",
      `@font-face { font-family: "Inter"; src: url(data:font/woff2;base64,d09GMgABAAAAA${
        g(240, BASE64)
      }) format("woff2"); }`,
    ),
    C(
      "base64 svg background",
      `background-image: url("data:image/svg+xml;base64,${
        b64(
          `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><path d="M0 0h4v4H0z" fill="#${
            g(6, HEX)
          }"/></svg>`,
        )
      }");`,
    ),
    C(
      "css colours and hex",
      `:root { --brand: #${g(6, HEX)}; --accent: #${g(6, HEX)}; --shadow: #${g(8, HEX)}; }`,
    ),
    C(
      "placeholder in angle brackets",
      `curl https://api.acme.example/v1/me -H "Authorization: Bearer <your-api-key>"`,
    ),
    C(
      "placeholder of x characters",
      `OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
    ),
    C(
      "aws documented example keys",
      `aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ),
    C("aws placeholder of X", `"AccessKeyId": "AKIAXXXXXXXXXXXXXXXX"`),
    C("shell variable reference", `export GITHUB_TOKEN="\${GITHUB_TOKEN:?set GITHUB_TOKEN first}"`),
    C(
      "github actions secret reference",
      `        env:\n          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n          DATABASE_URL: \${{ secrets.DATABASE_URL }}`,
    ),
    C(
      "gitlab ci masked variable reference",
      `script:\n  - docker login -u "$CI_REGISTRY_USER" -p "$CI_REGISTRY_PASSWORD" "$CI_REGISTRY"`,
    ),
    C(
      "k8s secretKeyRef",
      `        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: app-db\n                key: password`,
    ),
    C("1password secret reference", `DATABASE_PASSWORD=op://Production/orders-db/password`),
    C(
      "vault path reference",
      `password: "{{ lookup('hashi_vault', 'secret=secret/data/orders/db:password') }}"`,
    ),
    C(
      "aws ssm parameter reference",
      `"password": "{{resolve:ssm-secure:/prod/orders/db-password:3}}"`,
    ),
    C(
      "doppler command fetching secret",
      `export STRIPE_KEY="$(doppler secrets get STRIPE_KEY --plain)"`,
    ),
    C("docker secret file reference", `POSTGRES_PASSWORD_FILE=/run/secrets/postgres_password`),
    C(
      "env file template with empty values",
      `# copy to .env and fill in\nDATABASE_URL=\nSTRIPE_SECRET_KEY=\nSENDGRID_API_KEY=\nJWT_SECRET=`,
    ),
    C(
      "readme with changeme placeholder",
      `## Quick start\n\n\`\`\`yaml\nadmin:\n  password: changeme   # change this before going live\n\`\`\``,
    ),
    C("placeholder word password in a url", `postgres://user:password@localhost:5432/mydb`),
    C("placeholder with your_ prefix", `client = OpenAI(api_key="YOUR_API_KEY")`),
    C(
      "masked secret in cli output",
      `$ gh secret list\nNAME            UPDATED\nNPM_TOKEN       about 2 days ago\nSENTRY_TOKEN    about 1 month ago`,
    ),
    C("masked value with stars", `Stripe key: sk_live_••••••••••••••••••••4242 (last 4 shown)`),
    C("redacted marker already", `Authorization: Bearer [REDACTED]\nX-Api-Key: ***`),
    C(
      "python reading secret from env",
      `api_key = os.environ["ANTHROPIC_API_KEY"]\nclient = Anthropic(api_key=api_key)`,
    ),
    C(
      "typescript reading token from env",
      `const token = Deno.env.get("GITHUB_TOKEN") ?? "";\nif (!token) throw new Error("GITHUB_TOKEN is not set");`,
    ),
    C(
      "secret-named variables with no value",
      `let accessToken: string | null = null;\nlet refreshToken: string | null = null;\nconst tokenExpiresAt = Date.now() + expiresIn * 1000;`,
    ),
    C(
      "max_tokens and tokenizer settings",
      `{"model": "claude-3-5-sonnet", "max_tokens": 4096, "temperature": 0.2, "tokenizer": "cl100k_base"}`,
    ),
    C(
      "password policy settings",
      `PASSWORD_MIN_LENGTH=12\nPASSWORD_REQUIRE_SYMBOL=true\nTOKEN_TTL_SECONDS=3600\nSESSION_SECRET_ROTATION_DAYS=30`,
    ),
    C(
      "csrf token template tag",
      `<form method="post">{% csrf_token %}<input type="password" name="password" autocomplete="current-password"></form>`,
    ),
    C(
      "sql schema with password hash column",
      `CREATE TABLE users (\n  id uuid PRIMARY KEY,\n  email text UNIQUE NOT NULL,\n  password_hash text NOT NULL,\n  api_token_last4 char(4)\n);`,
    ),
    C(
      "function names about secrets",
      `def rotate_api_key(user_id: int) -> None: ...\ndef verify_webhook_signature(secret: str, body: bytes, header: str) -> bool: ...`,
    ),
    C(
      "read -s password prompt in script",
      `read -rsp "Password for $USER: " PASSWORD\necho\nexport PGPASSWORD="$PASSWORD"`,
    ),
    C(
      "docker login with password-stdin from variable",
      `echo "$REGISTRY_TOKEN" | docker login ghcr.io -u "$GITHUB_ACTOR" --password-stdin`,
    ),
    C(
      "terraform sensitive variable without default",
      `variable "db_password" {\n  type      = string\n  sensitive = true\n}`,
    ),
    C(
      "helm values with existing secret name",
      `auth:\n  existingSecret: orders-db-credentials\n  secretKeys:\n    adminPasswordKey: postgres-password`,
    ),
    C(
      "jwt header and claims decoded (no signature)",
      `{\n  "alg": "RS256",\n  "typ": "JWT",\n  "kid": "${
        g(16, HEX)
      }"\n}\n{\n  "sub": "${guid()}",\n  "iss": "https://auth.acme.example/",\n  "exp": 1718274151\n}`,
    ),
    C(
      "sentry dsn (public key, client-side by design)",
      `Sentry.init({ dsn: "https://${g(32, HEX)}@o${g(6, DIGITS)}.ingest.sentry.io/${
        g(7, DIGITS)
      }" });`,
    ),
    C(
      "recaptcha site key (public by design)",
      `<div class="g-recaptcha" data-sitekey="6L${g(38, BASE64URL)}"></div>`,
    ),
    C(
      "mapbox public token (pk, public by design)",
      `mapboxgl.accessToken = "pk.${
        b64(JSON.stringify({ u: "acme", a: "c" + g(24, LOWER_DIGITS) })).replace(/=+$/, "")
      }.${g(22, BASE64URL)}";`,
    ),
    C("google analytics measurement id", `gtag('config', 'G-${g(10, UPPER_NUM)}');`),
    C("algolia app id alone (public)", `ALGOLIA_APP_ID=${g(10, UPPER_NUM)}`),
    C(
      "oauth client id (public identifier)",
      `GOOGLE_CLIENT_ID=${g(12, DIGITS)}-${g(32, LOWER_DIGITS)}.apps.googleusercontent.com`,
    ),
    C(
      "github app id and installation id",
      `GITHUB_APP_ID=${g(6, DIGITS)}\nGITHUB_INSTALLATION_ID=${g(8, DIGITS)}`,
    ),
    C("vapid public key for web push", `const applicationServerKey = "B${g(86, BASE64URL)}";`),
    C(
      "ssh-keygen fingerprint output and randomart",
      `Your public key has been saved in /home/ana/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:${
        g(43, BASE64)
      } ana@laptop`,
    ),
    C(
      "encrypted sops value (ciphertext, not the secret)",
      `db_password: ENC[AES256_GCM,data:${g(24, BASE64)},iv:${g(43, BASE64)}=,tag:${
        g(22, BASE64)
      }==,type:str]`,
    ),
    C(
      "ansible vault encrypted blob",
      `$ANSIBLE_VAULT;1.1;AES256\n${g(64, HEX)}\n${g(64, HEX)}\n${g(64, HEX)}`,
    ),
    C(
      "bcrypt cost parameter talk",
      `bcrypt rounds: 12 — hashes look like $2b$12$ followed by 53 characters`,
    ),
    C(
      "documentation of key format",
      `Keys start with \`sk_live_\` (secret) or \`pk_live_\` (publishable) followed by 24 or more characters.`,
    ),
    C(
      "regex for detecting tokens in docs",
      `const GITHUB_TOKEN_RE = /\\bgh[pousr]_[A-Za-z0-9]{36}\\b/;`,
    ),
    C(
      "revoked key mentioned only by last 4",
      `I revoked the old key ending in ${g(4, HEX)} and created a new one in the dashboard.`,
    ),
    C(
      "env var names list",
      `Required: ANTHROPIC_API_KEY, OPENAI_API_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, DATABASE_URL`,
    ),
    C(
      "connection string with env placeholders",
      `postgresql://\${DB_USER}:\${DB_PASSWORD}@\${DB_HOST}:5432/\${DB_NAME}`,
    ),
    C("spring property placeholder", `spring.datasource.password=\${SPRING_DATASOURCE_PASSWORD}`),
    C(
      "dotnet user secrets command without value",
      `dotnet user-secrets set "Stripe:SecretKey" "$STRIPE_SECRET_KEY"`,
    ),
    C(
      "git credential helper config",
      `[credential]\n\thelper = osxkeychain\n[credential "https://github.com"]\n\tusername = ana-dev`,
    ),
    C(
      "npmrc with env var token",
      `//registry.npmjs.org/:_authToken=\${NPM_TOKEN}\nalways-auth=true`,
    ),
    C(
      "netrc template with placeholder",
      `machine api.example.com\n  login YOUR_LOGIN\n  password YOUR_PASSWORD`,
    ),
    C(
      "secret-looking file names",
      `ls config/\ncredentials.yml.enc  master.key.example  secrets.example.json  token_store.py`,
    ),
    C(
      "high-entropy test vector from an rfc (hmac-sha256 test case)",
      `Key  = 0x0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b\nData = "Hi There"\nHMAC-SHA-256 = b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7`,
    ),
    C(
      "uuid namespace constants (rfc 4122)",
      `NAMESPACE_DNS = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"\nNAMESPACE_URL = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"`,
    ),
    C(
      "lorem ipsum random words",
      `Our ${
        g(6, "abcdefghijklmnopqrstuvwxyz")
      } release adds token counting to the export view and a password strength meter.`,
    ),
    C(
      "minified js variable soup",
      `!function(e,t){var n=t.createElement("script");n.src="https://cdn.acme.example/w.${
        g(8, HEX)
      }.js",e.ACME_KEY_NAME="publicWidget"}(window,document);`,
    ),
    C(
      "base64 of a public json web config",
      `window.__CONFIG__ = JSON.parse(atob("${
        b64(
          JSON.stringify({
            apiBase: "https://api.acme.example",
            features: ["export", "search"],
            build: g(7, HEX),
          }),
        )
      }"));`,
    ),
  ];
}
