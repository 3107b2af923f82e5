/**
 * Corpus ten, clean texts II: look-alikes of secrets that are none — keys public by design and so
 * documented (publishable keys, DSNs, site keys, public keys and certificates, signatures),
 * documented example keys, placeholders and masked values, references to a secret kept elsewhere
 * in every syntax, values encrypted by design (SOPS, Ansible Vault, Sealed Secrets, Travis), and
 * code, docs and errors that only talk about secrets. Each must come out byte for byte.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import { ALNUM, b64, b64u, B64URL, DIGITS, HEX, LOWER_NUM, type Ten } from "./_heldout_ten_make.ts";

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const DASH5 = "-".repeat(5);

/** Base64 body lines of `n` bytes, 64 characters a line, as certificates and public keys show. */
function wrap64(s: string): string {
  return s.match(/.{1,64}/g)!.join("\n");
}

export function tenAlike(t: Ten): HeldOutClean[] {
  const { C, g, guid } = t;
  const ed25519Pub = () => "AAAAC3NzaC1lZDI1NTE5AAAAI" + g(43, ALNUM + "+/");
  return [
    C(
      "stripe publishable key in frontend",
      `const stripe = await loadStripe("pk_live_51${g(97, ALNUM)}");`,
    ),
    C(
      "stripe test publishable key in env example",
      `NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51${g(97, ALNUM)}`,
    ),
    C(
      "clerk publishable key",
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${b64u("clerk.acme.io$")}`,
    ),
    C(
      "mapbox public token",
      `mapboxgl.accessToken = "pk.${b64u(JSON.stringify({ u: "acme", a: g(25, LOWER_NUM) }))}.${
        g(22, B64URL)
      }";`,
    ),
    C(
      "posthog project key",
      `posthog.init("phc_${g(43, ALNUM)}", { api_host: "https://eu.i.posthog.com" })`,
    ),
    C(
      "sentry dsn in browser init",
      `Sentry.init({ dsn: "https://${g(32, HEX)}@o${g(6, DIGITS)}.ingest.de.sentry.io/${
        g(16, DIGITS)
      }", tracesSampleRate: 0.1 });`,
    ),
    C("recaptcha site key", `<div class="g-recaptcha" data-sitekey="6L${g(38, B64URL)}"></div>`),
    C("hcaptcha sitekey", `<div class="h-captcha" data-sitekey="${guid()}"></div>`),
    C(
      "google analytics and tag manager ids",
      `gtag('config', 'G-${g(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}'); // and GTM-${
        g(7, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }`,
    ),
    C(
      "algolia app id and index name",
      `ALGOLIA_APP_ID=${
        g(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }\nALGOLIA_INDEX=prod_products`,
    ),
    C(
      "cognito pool ids",
      `UserPoolId: eu-west-1_${g(9, ALNUM)}\nUserPoolClientId: ${
        g(26, LOWER_NUM)
      }\nIdentityPoolId: eu-west-1:${guid()}`,
    ),
    C(
      "auth0 spa config",
      `createAuth0Client({ domain: "acme.eu.auth0.com", clientId: "${
        g(32, ALNUM)
      }", authorizationParams: { redirect_uri: window.location.origin } })`,
    ),
    C(
      "ssh ed25519 public key",
      `$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 ${ed25519Pub()} ana@laptop`,
    ),
    C(
      "authorized keys with options",
      `command="/usr/local/bin/backup-only",no-pty ssh-ed25519 ${ed25519Pub()} backup@nas\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${
        b64(t.bytes(380))
      } ana@work`,
    ),
    C(
      "known hosts",
      `github.com ssh-ed25519 ${ed25519Pub()}\n|1|${b64(t.bytes(20))}|${
        b64(t.bytes(20))
      } ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${
        b64(t.bytes(64))
      }`,
    ),
    C(
      "x509 certificate",
      `${DASH5}BEGIN CERTIFICATE${DASH5}\n${
        wrap64("MIIF" + b64(t.bytes(700)))
      }\n${DASH5}END CERTIFICATE${DASH5}`,
    ),
    C(
      "certificate request",
      `${DASH5}BEGIN CERTIFICATE REQUEST${DASH5}\n${
        wrap64("MIIC" + b64(t.bytes(400)))
      }\n${DASH5}END CERTIFICATE REQUEST${DASH5}`,
    ),
    C(
      "pem public key",
      `${DASH5}BEGIN PUBLIC KEY${DASH5}\n${
        wrap64("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(t.bytes(240)))
      }\n${DASH5}END PUBLIC KEY${DASH5}`,
    ),
    C(
      "pgp public key block",
      `${DASH5}BEGIN PGP PUBLIC KEY BLOCK${DASH5}\n\n${wrap64("mDMEZ" + b64(t.bytes(300)))}\n=${
        g(4, ALNUM)
      }\n${DASH5}END PGP PUBLIC KEY BLOCK${DASH5}`,
    ),
    C(
      "git commit gpg signature",
      `gpgsig ${DASH5}BEGIN PGP SIGNATURE${DASH5}\n \n ${
        ("iQIzBAABCAAdFiEE" + b64(t.bytes(150))).match(/.{1,64}/g)!.join("\n ")
      }\n =${g(4, ALNUM)}\n ${DASH5}END PGP SIGNATURE${DASH5}`,
    ),
    C(
      "ssh signature of a commit",
      `${DASH5}BEGIN SSH SIGNATURE${DASH5}\n${
        wrap64("U1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAg" + b64(t.bytes(200)))
      }\n${DASH5}END SSH SIGNATURE${DASH5}`,
    ),
    C("age public key recipients", `# recipients.txt\nage1${g(58, BECH32)}\nage1${g(58, BECH32)}`),
    C(
      "wireguard peer public key only",
      `[Peer]\n# laptop\nPublicKey = ${b64(t.bytes(32))}\nAllowedIPs = 10.8.0.3/32`,
    ),
    C(
      "jwks public keys",
      `{"keys":[{"kty":"RSA","use":"sig","kid":"${g(27, B64URL)}","alg":"RS256","e":"AQAB","n":"${
        b64(t.bytes(256)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")
      }"}]}`,
    ),
    C("kubeadm ca cert hash alone", `discovery-token-ca-cert-hash: sha256:${g(64, HEX)}`),
    C(
      "cosign signature bundle",
      `{"base64Signature":"${b64(t.bytes(70))}","payload":"${b64(t.bytes(180))}"}`,
    ),
    C(
      "aws documented example keys",
      `aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ),
    C(
      "aws placeholder x key id",
      `aws_access_key_id: AKIAXXXXXXXXXXXXXXXX\naws_secret_access_key: XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX`,
    ),
    C(
      "angle bracket placeholders",
      `curl -H "Authorization: Bearer <your-api-token>" -H "X-Api-Key: <YOUR_API_KEY>" https://api.example.com/v1/me`,
    ),
    C(
      "env example empty values",
      `# .env.example\nSTRIPE_SECRET_KEY=\nOPENAI_API_KEY=sk-...\nDATABASE_URL=postgres://user:password@localhost:5432/app`,
    ),
    C(
      "xxxx placeholders",
      `GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSLACK_BOT_TOKEN=xoxb-xxxxxxxxxxxx-xxxxxxxxxxxxx-xxxxxxxxxxxxxxxxxxxxxxxx`,
    ),
    C(
      "docs style your-key-here",
      `api_key: "your-api-key-here"   # get one at https://dashboard.example.com/keys\npassword: "<changeme>"`,
    ),
    C(
      "masked aws configure list",
      `      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************${
        g(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      } shared-credentials-file\nsecret_key     ****************${
        g(4, ALNUM)
      } shared-credentials-file`,
    ),
    C(
      "vendor masked key in error",
      `openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************${
        g(4, ALNUM)
      }. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error'}}`,
    ),
    C(
      "gh secret list",
      `$ gh secret list\nNAME              UPDATED\nNPM_TOKEN         about 2 days ago\nSTRIPE_SECRET     about 1 month ago`,
    ),
    C(
      "fly secrets list digests",
      `$ fly secrets list\nNAME              DIGEST            CREATED AT\nDATABASE_URL      ${
        g(16, HEX)
      }  2h ago\nSECRET_KEY_BASE   ${g(16, HEX)}  2h ago`,
    ),
    C(
      "vercel env ls",
      `$ vercel env ls\n name                 value       environments        created\n STRIPE_SECRET_KEY    Encrypted   Production          3d ago`,
    ),
    C(
      "redacted markers",
      `DB_PASSWORD=********\nAPI_KEY=[REDACTED]\nTOKEN=<redacted>\nSECRET=REDACTED`,
    ),
    C(
      "shell variable references",
      `psql "postgres://app:$DB_PASSWORD@db:5432/app"\ncurl -H "Authorization: Bearer \${API_TOKEN}" https://api.example.com`,
    ),
    C(
      "github actions secrets context",
      `env:\n  NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}\n  AWS_SECRET_ACCESS_KEY: \${{ secrets.AWS_SECRET_ACCESS_KEY }}`,
    ),
    C(
      "gitlab masked variable reference",
      `script:\n  - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"`,
    ),
    C(
      "helm template reference",
      `password: {{ .Values.postgresql.auth.password | b64enc | quote }}`,
    ),
    C(
      "k8s secretKeyRef",
      `- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db-credentials\n      key: password`,
    ),
    C(
      "terraform variable reference",
      `resource "aws_db_instance" "main" {\n  password = var.db_password\n  # or: random_password.db.result\n}`,
    ),
    C(
      "cloudformation dynamic reference",
      `MasterUserPassword: '{{resolve:secretsmanager:prod/db:SecretString:password}}'`,
    ),
    C(
      "1password and vault references",
      `DB_PASSWORD=op://Engineering/Postgres Prod/password\nAPI_KEY=vault:secret/data/prod/api#key`,
    ),
    C(
      "docker buildkit secret mount",
      `RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n# docker build --secret id=npmrc,src=$HOME/.npmrc .`,
    ),
    C(
      "kubectl create secret from command substitution",
      `kubectl create secret generic db --from-literal=password="$(openssl rand -base64 24)"`,
    ),
    C(
      "process env and os environ reads",
      `const key = process.env.STRIPE_SECRET_KEY;\napi_key = os.environ["OPENAI_API_KEY"]\nString pw = System.getenv("DB_PASSWORD");`,
    ),
    C("windows env reference", `set PGPASSWORD=%DB_PASSWORD%\npsql -h db -U app`),
    C(
      "sops encrypted yaml",
      `db_password: ENC[AES256_GCM,data:${b64(t.bytes(18))},iv:${b64(t.bytes(32))},tag:${
        b64(t.bytes(16))
      },type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:eu-west-1:${
        g(12, DIGITS)
      }:key/${guid()}`,
    ),
    C(
      "ansible vault blob",
      `$ANSIBLE_VAULT;1.1;AES256\n${Array.from({ length: 5 }, () => g(80, HEX)).join("\n")}`,
    ),
    C(
      "sealed secret encrypted data",
      `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: AgB${
        b64(t.bytes(380))
      }`,
    ),
    C("travis secure value", `env:\n  global:\n    - secure: "${b64(t.bytes(256))}"`),
    C(
      "terraform sensitive output",
      `Outputs:\n\ndb_endpoint = "prod-db.c9akciq32.eu-west-1.rds.amazonaws.com"\ndb_password = <sensitive>`,
    ),
    C(
      "code that handles secrets",
      `def rotate_secret(secret_id: str, client) -> None:\n    new_password = generate_password(length=32)\n    client.put_secret_value(SecretId=secret_id, SecretString=new_password)`,
    ),
    C(
      "getpass prompt",
      `password = getpass.getpass("Vault password: ")\ntoken = vault.auth.userpass.login(username=user, password=password)["auth"]["client_token"]`,
    ),
    C(
      "token pattern in a scanner",
      `const GITHUB_PAT = /ghp_[A-Za-z0-9]{36}/;\nconst AWS_KEY_ID = /AKIA[0-9A-Z]{16}/;`,
    ),
    C(
      "password policy constants",
      `PASSWORD_MIN_LENGTH = 12\nPASSWORD_RESET_TOKEN_TTL = 3600\nAPI_KEY_HEADER = "X-Api-Key"`,
    ),
    C(
      "openapi password schema",
      `password:\n  type: string\n  format: password\n  minLength: 12\n  writeOnly: true`,
    ),
    C(
      "llm token talk",
      `max_tokens: 4096\ntemperature: 0.2\n# prompt used 15342 input tokens and 812 output tokens`,
    ),
    C(
      "auth error messages",
      `psql: error: connection to server at "db" (10.0.0.5), port 5432 failed: FATAL:  password authentication failed for user "app"\nError: 401 Unauthorized - invalid or expired token`,
    ),
    C(
      "docs prose about tokens",
      `Create a fine-grained personal access token with "Contents: read" on the repository, then save it as the GH_TOKEN secret. Never paste the token itself into an issue.`,
    ),
    C(
      "empty and null passwords",
      `{"username": "guest", "password": "", "token": null, "apiKey": false}`,
    ),
    C(
      "stripe test card numbers",
      `Use card 4242 4242 4242 4242, any future date, any CVC (e.g. 123).`,
    ),
    C(
      "hmac verification code",
      `expected = hmac.new(secret.encode(), payload, hashlib.sha256).hexdigest()\nif not hmac.compare_digest(expected, signature):\n    raise InvalidSignature()`,
    ),
    C(
      "generate a secret command without output",
      `$ python -c 'import secrets; print(secrets.token_urlsafe(32))'\n# paste the output into .env as SECRET_KEY (not here)`,
    ),
    C(
      "log line about a refreshed token",
      `2026-11-27T18:22:01Z INFO  auth: access token refreshed for user_id=${
        g(5, DIGITS)
      } (expires_in=3600s)`,
    ),
    C(
      "ssh private key path and permissions",
      `$ ls -l ~/.ssh\n-rw------- 1 ana ana  411 Nov 27 18:01 id_ed25519\n-rw-r--r-- 1 ana ana   97 Nov 27 18:01 id_ed25519.pub`,
    ),
    C(
      "jwt header alone in docs",
      `Every token starts with the same header, {"alg":"HS256","typ":"JWT"}, which base64url-encodes to eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.`,
    ),
    C(
      "secret named monkey config",
      `monkey_patch: true\nturkey_count: 3\nhockey_score: "${g(2, DIGITS)}-${g(2, DIGITS)}"`,
    ),
    C(
      "ssm parameter names",
      `aws ssm get-parameters-by-path --path /prod/api/ --query "Parameters[].Name"\n[\n    "/prod/api/db-password",\n    "/prod/api/stripe-secret-key"\n]`,
    ),
    C(
      "secret ids in a vault listing",
      `$ vault kv list secret/prod\nKeys\n----\napi-token\ndb-password\nstripe/`,
    ),
  ];
}
