/**
 * Held-out corpus eight, clean: public keys and certificates, keys public by design,
 * placeholders and documented example keys, references to secrets kept elsewhere.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import {
  AN,
  b64,
  B64URL,
  b64url,
  cl,
  DIGITS,
  g,
  HEX,
  JWT_HS,
  LD,
  LOWER,
  pem,
  rb64,
  UD,
  uuid,
} from "./_heldout_eight_make.ts";

const certLines = Array.from({ length: 8 }, () => rb64(48));
const pubLines = Array.from({ length: 6 }, () => rb64(48));
const anonClaims = b64url(
  JSON.stringify({
    iss: "supabase",
    ref: g(20, LOWER),
    role: "anon",
    iat: 1732700000,
    exp: 2048276000,
  }),
);

export const EIGHT_PUBLIC: readonly HeldOutClean[] = [
  cl(
    "ssh ed25519 public key",
    `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g(43, AN + "+/")} jane@laptop`,
  ),
  cl(
    "authorized keys rsa",
    `$ cat ~/.ssh/authorized_keys\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${
      g(500, AN + "+/")
    }= deploy@ci`,
  ),
  cl(
    "pem public key",
    `${pem("BEGIN", "PUBLIC KEY")}\n${pubLines.join("\n")}\n${pem("END", "PUBLIC KEY")}`,
  ),
  cl(
    "pem certificate",
    `$ cat fullchain.pem\n${pem("BEGIN", "CERTIFICATE")}\n${certLines.join("\n")}\n${
      pem("END", "CERTIFICATE")
    }`,
  ),
  cl(
    "certificate request",
    `${pem("BEGIN", "CERTIFICATE REQUEST")}\n${pubLines.slice(0, 4).join("\n")}\n${
      pem("END", "CERTIFICATE REQUEST")
    }`,
  ),
  cl(
    "age recipient",
    `age -r age1${g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")} -o secrets.age secrets.txt`,
  ),
  cl(
    "wireguard peer public key",
    `[Peer]\nPublicKey = ${rb64(32)}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820`,
  ),
  cl(
    "jwks document",
    `{"keys":[{"kty":"RSA","use":"sig","kid":"${g(16, HEX)}","alg":"RS256","n":"${
      g(342, B64URL)
    }","e":"AQAB"}]}`,
  ),
  cl(
    "ec public jwk",
    `{"kty":"EC","crv":"P-256","x":"${g(43, B64URL)}","y":"${g(43, B64URL)}","use":"sig"}`,
  ),
  cl(
    "gpg public key block header",
    `${pem("BEGIN", "PGP PUBLIC KEY BLOCK")}\n\n${pubLines.slice(0, 3).join("\n")}\n=${g(4, AN)}\n${
      pem("END", "PGP PUBLIC KEY BLOCK")
    }`,
  ),
  cl(
    "stripe publishable key in frontend",
    `const stripe = await loadStripe("pk_live_${g(99, AN)}");`,
  ),
  cl(
    "clerk publishable key",
    `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${b64url("clerk.acme.io$")}`,
  ),
  cl(
    "mapbox public token",
    `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOi${g(30, B64URL)}.${g(22, B64URL)}';`,
  ),
  cl("recaptcha site key", `<div class="g-recaptcha" data-sitekey="6L${g(38, B64URL)}"></div>`),
  cl(
    "posthog project key",
    `posthog.init('phc_${g(43, AN)}', { api_host: 'https://eu.i.posthog.com' })`,
  ),
  cl("supabase anon key", `NEXT_PUBLIC_SUPABASE_ANON_KEY=${JWT_HS}.${anonClaims}.${g(43, B64URL)}`),
  cl(
    "algolia search only key",
    `const searchClient = algoliasearch("${g(10, UD)}", "${
      g(32, HEX)
    }"); // search-only API key, safe in the browser`,
  ),
  cl(
    "google oauth client id",
    `GOOGLE_CLIENT_ID=${g(12, DIGITS)}-${g(32, LD)}.apps.googleusercontent.com`,
  ),
  cl("github app client id", `client_id: Iv1.${g(16, HEX)}\napp_id: ${g(6, DIGITS)}`),
  cl(
    "sentry dsn public",
    `Sentry.init({ dsn: "https://${g(32, HEX)}@o${g(6, DIGITS)}.ingest.sentry.io/${
      g(7, DIGITS)
    }" });`,
  ),
  cl(
    "aws documented example keys",
    `# from the AWS docs\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ),
  cl(
    "jwt io example",
    `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c`,
  ),
  cl("x placeholder token", `GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX`),
  cl("x placeholder stripe", `STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx`),
  cl(
    "angle bracket placeholders",
    `curl -H "Authorization: Bearer <YOUR_API_TOKEN>" https://api.acme.io/v1/me\ngit clone https://<username>:<personal-access-token>@github.com/acme/app.git`,
  ),
  cl(
    "your key here placeholders",
    `OPENAI_API_KEY=your-openai-api-key-here\nANTHROPIC_API_KEY=sk-ant-...\nDATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME`,
  ),
  cl(
    "masked key in dashboard",
    `API keys\nName        Key                       Created\nproduction  sk-proj-...${
      g(4, AN)
    }             2026-10-01\nci          ****************${g(4, AN)}    2026-11-02`,
  ),
  cl(
    "stars and redacted",
    `"password": "********",\n"token": "[REDACTED]",\n"secret": "<redacted>"`,
  ),
  cl(
    "template variables",
    `Authorization: Bearer {{access_token}}\nX-Api-Key: {{ api_key }}\npassword: "{{ vault_db_password }}"`,
  ),
  cl(
    "printf placeholders",
    `log.Printf("login user=%s password=%s", user, strings.Repeat("*", len(pw)))`,
  ),
  cl(
    "example dot com connection",
    `# e.g. postgres://user:password@localhost:5432/mydb\nDATABASE_URL=`,
  ),
  cl(
    "github actions secrets refs",
    `env:\n  NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n  AWS_SECRET_ACCESS_KEY: \${{ secrets.AWS_SECRET_ACCESS_KEY }}\n  GITHUB_TOKEN: \${{ github.token }}`,
  ),
  cl(
    "gitlab ci job token ref",
    `script:\n  - docker login -u gitlab-ci-token -p "$CI_JOB_TOKEN" "$CI_REGISTRY"\n  - echo "$DEPLOY_KEY" > key && chmod 600 key`,
  ),
  cl(
    "k8s secret key ref",
    `env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password\nenvFrom:\n  - secretRef:\n      name: api-secrets`,
  ),
  cl(
    "docker compose secrets files",
    `services:\n  db:\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt`,
  ),
  cl(
    "secrets manager arn",
    `arn:aws:secretsmanager:eu-west-1:${g(12, DIGITS)}:secret:prod/payments/stripe-${g(6, AN)}`,
  ),
  cl(
    "ssm parameter arn and cli",
    `aws ssm get-parameter --name /prod/api/signing_key --with-decryption --query Parameter.Value\narn:aws:ssm:us-east-1:${
      g(12, DIGITS)
    }:parameter/prod/api/signing_key`,
  ),
  cl(
    "gcp secret resource name",
    `gcloud secrets versions access latest --secret=openai-api-key --project=acme-prod\nprojects/${
      g(12, DIGITS)
    }/secrets/openai-api-key/versions/3`,
  ),
  cl(
    "azure key vault reference",
    `"ConnectionStrings__Db": "@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/DbPassword/${
      g(32, HEX)
    })"`,
  ),
  cl(
    "vault paths",
    `vault kv get -field=password secret/data/prod/postgres\npath "secret/data/ci/*" { capabilities = ["read"] }`,
  ),
  cl(
    "one password references",
    `DB_PASSWORD=op://Engineering/Postgres Prod/password\nSTRIPE_KEY=op://Engineering/Stripe/credential`,
  ),
  cl(
    "env lookups in code",
    `api_key = os.environ["OPENAI_API_KEY"]\nconst secret = process.env.STRIPE_WEBHOOK_SECRET!;\nlet token = std::env::var("GITHUB_TOKEN")?;\nString pw = System.getenv("DB_PASSWORD");`,
  ),
  cl(
    "helm template refs",
    `password: {{ .Values.postgresql.auth.password | quote }}\napiKey: {{ required "apiKey is required" .Values.apiKey }}`,
  ),
  cl(
    "terraform variable refs",
    `resource "aws_db_instance" "main" {\n  password = var.db_password\n  username = data.aws_secretsmanager_secret_version.db.secret_string\n}\n\nvariable "db_password" {\n  type      = string\n  sensitive = true\n}`,
  ),
  cl(
    "shell variable refs",
    `echo "$REGISTRY_PASSWORD" | docker login ghcr.io -u "$REGISTRY_USER" --password-stdin\nexport API_TOKEN="\${API_TOKEN:?set API_TOKEN first}"`,
  ),
  cl(
    "empty env values",
    `# .env.example\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nOPENAI_API_KEY=\nDATABASE_URL=`,
  ),
  cl(
    "ansible vault encrypted",
    `db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${g(64, HEX)}\n  ${g(64, HEX)}\n  ${
      g(40, HEX)
    }`,
  ),
  cl(
    "sops encrypted value",
    `db_password: ENC[AES256_GCM,data:${rb64(18)},iv:${rb64(32)},tag:${
      rb64(16)
    },type:str]\nsops:\n  kms: []\n  version: 3.9.1`,
  ),
  cl(
    "sealed secret",
    `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag${
      g(300, B64URL)
    }==`,
  ),
  cl(
    "external secrets manifest",
    `kind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-secrets\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/db\n        property: password`,
  ),
  cl(
    "keychain and pass commands",
    `security find-generic-password -s "ctx" -a default -w\npass show work/aws/secret-key\nsecret-tool lookup service ctx account default`,
  ),
  cl(
    "netrc without password",
    `machine github.com\n  login jane-dev\n# password comes from the credential helper`,
  ),
  cl(
    "error naming a key without value",
    `Error: Invalid API key provided: sk_live_****${
      g(4, AN)
    }. You can find your API key at https://dashboard.stripe.com/apikeys.`,
  ),
  cl(
    "password policy config",
    `password:\n  min_length: 12\n  require_symbols: true\n  max_age_days: 90\ntoken:\n  ttl: 3600\n  refresh_ttl: 1209600`,
  ),
  cl("doc example uuid key", `X-Api-Key: 00000000-0000-0000-0000-000000000000`),
  cl(
    "public base64 config",
    `const cfg = JSON.parse(atob("${
      b64(JSON.stringify({ theme: "dark", locale: "de-DE", beta: false }))
    }"));`,
  ),
  cl(
    "secret names in listing",
    `$ kubectl get secrets -n prod\nNAME                  TYPE                             DATA   AGE\napi-secrets           Opaque                           4      12d\nregistry-pull         kubernetes.io/dockerconfigjson   1      80d\ntls-acme-io           kubernetes.io/tls                2      3d`,
  ),
  cl(
    "gh secret list",
    `$ gh secret list\nNAME               UPDATED\nFLY_API_TOKEN      about 2 days ago\nNPM_TOKEN          about 1 month ago\nSENTRY_AUTH_TOKEN  about 1 month ago`,
  ),
  cl(
    "aws identity output",
    `{\n    "UserId": "AIDA${g(17, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}",\n    "Account": "${
      g(12, DIGITS)
    }",\n    "Arn": "arn:aws:iam::${g(12, DIGITS)}:user/ci-deployer"\n}`,
  ),
  cl(
    "uuid env that is an id",
    `AZURE_TENANT_ID=${uuid()}\nAZURE_CLIENT_ID=${uuid()}\nAZURE_SUBSCRIPTION_ID=${uuid()}`,
  ),
];
