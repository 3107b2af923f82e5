/**
 * Held-out corpus four, clean part: text that looks like a secret and is not — hashes, ids,
 * placeholders, ARNs, UUIDs, public keys, references, base64 of non-secrets, encrypted values
 * made to be committed. Each must come out of `redact()` byte for byte.
 */
import { ALNUM, BASE64, BASE64URL, fake, HEX } from "./_fakes.ts";
import { DIGITS, type HeldOutClean, LOWER_DIGITS, r, UPPER, uuid } from "./_heldout_make.ts";

const UPPER_DIGITS = UPPER + DIGITS;
const B32 = "abcdefghijklmnopqrstuvwxyz234567";
const NIX = "0123456789abcdfghijklmnpqrsvwxyz";
const c = (label: string, text: string): HeldOutClean => ({ label, text });
const sha = () => r(40, HEX);
const sha256 = () => r(64, HEX);

export const HELD_OUT_CLEAN: HeldOutClean[] = [
  // Hashes and digests.
  c("git log", `commit ${sha()}\nAuthor: Dev <dev@acme.io>\n\n    fix token refresh`),
  c("git short shas", `${r(7, HEX)} Fix password reset\n${r(7, HEX)} Rotate keys docs`),
  c("merge line", `Merge: ${r(7, HEX)} ${r(7, HEX)}`),
  c("git rev-parse", `$ git rev-parse HEAD\n${sha()}`),
  c("sha256sum", `${sha256()}  ctx-linux-x64.tar.gz`),
  c("md5sum", `${r(32, HEX)}  config/master.key.example`),
  c("docker digest", `docker pull node@sha256:${sha256()}`),
  c(
    "docker images",
    `REPOSITORY   TAG     IMAGE ID       CREATED\napp          latest  ${r(12, HEX)}   2 days ago`,
  ),
  c("container id", `$ docker run -d nginx\n${sha256()}`),
  c("npm integrity", `"integrity": "sha512-${r(86, BASE64)}=="`),
  c(
    "go.sum",
    `github.com/acme/lib v1.2.3 h1:${r(43, BASE64)}=\ngithub.com/acme/lib v1.2.3/go.mod h1:${
      r(43, BASE64)
    }=`,
  ),
  c("cargo lock checksum", `[[package]]\nname = "serde"\nchecksum = "${sha256()}"`),
  c("pip hash", `requests==2.31.0 \\\n    --hash=sha256:${sha256()}`),
  c("yarn lock", `  resolved "https://registry.yarnpkg.com/a/-/a-1.0.0.tgz#${sha()}"`),
  c("poetry lock", `{file = "pkg-1.0.tar.gz", hash = "sha256:${sha256()}"}`),
  c("nix store path", `/nix/store/${r(32, NIX)}-openssl-3.0.13`),
  c("etag", `ETag: "${sha()}"`),
  c("content-md5", `Content-MD5: ${r(22, BASE64)}==`),
  c("ssh fingerprint", `ED25519 key fingerprint is SHA256:${r(43, BASE64)}.`),
  c(
    "gpg fingerprint",
    `Key fingerprint = ${r(4, "0123456789ABCDEF")} ${r(4, "0123456789ABCDEF")} ${
      r(4, "0123456789ABCDEF")
    } ${r(4, "0123456789ABCDEF")}`,
  ),
  c("gpg key id", `gpg: key ${r(16, "0123456789ABCDEF")}: public key "Dev <dev@acme.io>" imported`),
  c("lambda code sha", `"CodeSha256": "${r(43, BASE64)}="`),
  c("webpack chunk", `main.${r(8, HEX)}.js  245 KiB  [emitted] [immutable]`),
  c("css module class", `<div class="Button_root__${r(5, BASE64URL)} css-${r(6, LOWER_DIGITS)}">`),
  c("kubeadm ca hash", `--discovery-token-ca-cert-hash sha256:${sha256()}`),
  c(
    "kubeadm join placeholder",
    `kubeadm join 10.0.0.10:6443 --token <token> --discovery-token-ca-cert-hash sha256:${sha256()}`,
  ),
  c("tx hash", `tx 0x${sha256()} confirmed in block 19283746`),
  c("eth address", `send to 0x${r(40, HEX)}`),
  c("ipfs cid", `ipfs://bafybei${r(52, B32)}`),
  c("go pseudo version", `github.com/acme/x v0.0.0-20240102150405-${r(12, HEX)}`),
  c("semver build meta", `version 1.4.0-rc.2+sha.${r(7, HEX)}`),
  c("sentry event id", `Sentry event ${r(32, HEX)} captured`),
  c("trace ids", `traceparent: 00-${r(32, HEX)}-${r(16, HEX)}-01`),
  c(
    "request id header",
    `x-amz-request-id: ${r(16, "0123456789ABCDEF")}\nx-amz-id-2: ${r(76, BASE64)}=`,
  ),
  c("x-request-id", `X-Request-Id: ${uuid(HEX)}`),
  c("cloudfront id", `X-Amz-Cf-Id: ${r(54, BASE64URL)}==`),
  c(
    "bcrypt in sql",
    `INSERT INTO users (email, password_hash) VALUES ('a@acme.io', '$2b$12$${
      r(53, BASE64.replace("+", "."))
    }');`,
  ),
  c(
    "argon2 hash",
    `password_hash: $argon2id$v=19$m=65536,t=3,p=4$${r(22, BASE64)}$${r(43, BASE64)}`,
  ),
  c(
    "sri script",
    `<script src="/app.js" integrity="sha384-${r(64, BASE64)}" crossorigin="anonymous"></script>`,
  ),
  c("requirements hash mode", `--require-hashes`),
  c("cache key", `Cache restored from key: node-modules-${sha256()}`),
  c("actions cache", `Cache saved with key: Linux-pnpm-store-${sha256()}`),
  c("terraform lineage", `"serial": 42,\n"lineage": "${uuid(HEX)}"`),
  c("uuid list", `${uuid(HEX)}\n${uuid(HEX)}\n${uuid(HEX)}`),
  c("mongodb object id", `{"_id": ObjectId("${r(24, HEX)}")}`),
  c("ulid", `order ${r(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")} created`),
  c("nanoid", `id: "V1StGXR8_Z5jdHi6B-myT"`),
  c("k8s pod names", `web-7d9f8b6c5-${r(5, LOWER_DIGITS)}   1/1   Running   0   3d`),
  c("short url id", `https://youtu.be/${r(11, BASE64URL)}`),
  // Vendor ids that are not credentials.
  c("stripe object ids", `cus_${r(14, ALNUM)} paid pi_3${r(23, ALNUM)} (ch_3${r(23, ALNUM)})`),
  c("stripe event id", `evt_1${r(23, ALNUM)} customer.subscription.updated`),
  c("stripe publishable", `const stripe = Stripe('pk` + `_live_${r(99, ALNUM)}');`),
  c("twilio message sid", `Message SID: SM${r(32, HEX)} status=delivered`),
  c("twilio account sid alone", `Account SID: AC${r(32, HEX)}`),
  c(
    "slack ids",
    `channel=C${r(8, UPPER_DIGITS)} user=U${r(8, UPPER_DIGITS)} ts=1714650000.${r(6, DIGITS)}`,
  ),
  c("github node id", `"node_id": "MDQ6VXNlcjE=", "id": 1`),
  c("github new node id", `"node_id": "I_kwDO${r(14, BASE64URL)}"`),
  c("relay id", `query { node(id: "VXNlcjox") { id } }`),
  c(
    "github run url",
    `https://github.com/acme/app/actions/runs/${r(10, DIGITS)}/job/${r(11, DIGITS)}`,
  ),
  c("aws account id", `Account: ${r(12, DIGITS)}`),
  c(
    "aws caller identity",
    `{\n    "UserId": "AIDA${r(17, UPPER_DIGITS)}",\n    "Account": "${
      r(12, DIGITS)
    }",\n    "Arn": "arn:aws:iam::${r(12, DIGITS)}:user/deploy"\n}`,
  ),
  c("aws role id", `"UserId": "AROA${r(17, UPPER_DIGITS)}:botocore-session-1714650000"`),
  c("azure tenant and client ids", `AZURE_TENANT_ID=${uuid(HEX)}\nAZURE_CLIENT_ID=${uuid(HEX)}`),
  c(
    "azure subscription path",
    `/subscriptions/${uuid(HEX)}/resourceGroups/prod/providers/Microsoft.Web/sites/api`,
  ),
  c(
    "google client id",
    `client_id: ${r(12, DIGITS)}-${r(32, LOWER_DIGITS)}.apps.googleusercontent.com`,
  ),
  c("gcp service account email", `deploy@acme-prod-${r(6, DIGITS)}.iam.gserviceaccount.com`),
  c("firebase sender id", `messagingSenderId: "${r(12, DIGITS)}"`),
  c(
    "posthog project key",
    `posthog.init('phc` + `_${r(43, ALNUM)}', { api_host: 'https://eu.posthog.com' })`,
  ),
  c(
    "mapbox public token",
    `mapboxgl.accessToken = 'pk` + `.eyJ1IjoiYWNtZSIsImEiOiJjbGV4YW1wbGUifQ.${r(22, BASE64URL)}';`,
  ),
  c("cloudfront distribution", `DistributionId: E${r(13, UPPER_DIGITS)}`),
  c("kms key id", `KmsKeyId: ${uuid(HEX)}`),
  c(
    "ghsa id",
    `GHSA-${r(4, "23456789cfghjmpqrvwx")}-${r(4, "23456789cfghjmpqrvwx")}-${
      r(4, "23456789cfghjmpqrvwx")
    }`,
  ),
  c("onion address", `http://${r(56, B32)}.onion/`),
  // ARNs and references to secrets.
  c(
    "secrets manager arn",
    `arn:aws:secretsmanager:us-east-1:${r(12, DIGITS)}:secret:prod/db-${r(6, ALNUM)}`,
  ),
  c(
    "secrets manager arn in json",
    `"SecretId": "arn:aws:secretsmanager:eu-west-1:${r(12, DIGITS)}:secret:api/stripe-key-${
      r(6, ALNUM)
    }"`,
  ),
  c(
    "secrets manager cli",
    `aws secretsmanager get-secret-value --secret-id prod/app/db-password --query SecretString`,
  ),
  c(
    "ssm parameter arn",
    `valueFrom: arn:aws:ssm:us-east-1:${r(12, DIGITS)}:parameter/prod/db/password`,
  ),
  c("kms key arn", `arn:aws:kms:us-east-1:${r(12, DIGITS)}:key/${uuid(HEX)}`),
  c("iam role arn", `RoleArn: arn:aws:iam::${r(12, DIGITS)}:role/github-deploy`),
  c(
    "ecs secrets block",
    `"secrets": [{"name": "DB_PASSWORD", "valueFrom": "arn:aws:secretsmanager:us-east-1:${
      r(12, DIGITS)
    }:secret:db-${r(6, ALNUM)}:password::"}]`,
  ),
  c(
    "cloudformation resolve",
    `Password: '{{resolve:secretsmanager:MyRdsSecret:SecretString:password}}'`,
  ),
  c("cfn ref", `MasterUserPassword: !Ref DbPassword`),
  c("terraform reference", `password = random_password.db.result`),
  c("terraform sensitive output", `db_password = <sensitive>\napi_token = (sensitive value)`),
  c("key vault uri", `https://acme-kv.vault.azure.net/secrets/db-password/${r(32, HEX)}`),
  c("gcp secret path", `projects/${r(12, DIGITS)}/secrets/stripe-api-key/versions/latest`),
  c("k8s secretKeyRef", `valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password`),
  c("k8s secretName", `tls:\n  - hosts: [api.acme.io]\n    secretName: api-tls`),
  c("helm values ref", `password: {{ .Values.db.password | b64enc | quote }}`),
  c("ansible lookup", `db_password: "{{ lookup('env', 'DB_PASSWORD') }}"`),
  c("1password ref", `STRIPE_KEY=op://Prod/Stripe/credential`),
  c("vault path ref", `password: vault:secret/data/db#password`),
  c("gh actions secret", `env:\n  NPM_TOKEN: \${{ secrets.NPM_TOKEN }}`),
  c(
    "sops encrypted",
    `password: ENC[AES256_GCM,data:${r(24, BASE64)},iv:${r(43, BASE64)}=,tag:${
      r(22, BASE64)
    }==,type:str]`,
  ),
  c("sealed secret", `encryptedData:\n  password: AgB${r(300, BASE64)}==`),
  c(
    "ansible vault",
    `$ANSIBLE_VAULT;1.1;AES256\n${r(80, DIGITS + "abcdef")}\n${r(80, DIGITS + "abcdef")}`,
  ),
  // Public keys and certificates.
  c("ssh public key", `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r(43, BASE64)} dev@laptop`),
  c("ssh rsa public key", `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r(300, BASE64)}= ci@runner`),
  c(
    "known_hosts hashed",
    `|1|${r(27, BASE64)}=|${r(27, BASE64)}= ecdsa-sha2-nistp256 AAAAE2VjZHNh`,
  ),
  c(
    "pem public key",
    "-----BEGIN PUBLIC KEY-----\n" + r(64, BASE64) + "\n" + r(64, BASE64) + "\n" + r(24, BASE64) +
      "==\n-----END PUBLIC KEY-----",
  ),
  c(
    "certificate",
    "-----BEGIN CERTIFICATE-----\n" + r(64, BASE64) + "\n" + r(64, BASE64) + "\n" + r(30, BASE64) +
      "=\n-----END CERTIFICATE-----",
  ),
  c("wireguard public key", `[Peer]\nPublicKey = ${r(43, BASE64)}=\nAllowedIPs = 10.0.0.0/24`),
  c(
    "age recipient",
    `age -r age1${r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")} -o secrets.age secrets.txt`,
  ),
  c(
    "jwks public",
    `{"keys":[{"kty":"RSA","kid":"${r(16, HEX)}","use":"sig","n":"${
      r(120, BASE64URL)
    }","e":"AQAB"}]}`,
  ),
  c("minisign public key", `untrusted comment: minisign public key\nRW${r(54, BASE64)}`),
  c(
    "kubeconfig ca data",
    `certificate-authority-data: ${
      btoa(
        "-----BEGIN CERTIFICATE-----\n" + fake(64, BASE64, 9901) + "\n-----END CERTIFICATE-----\n",
      )
    }`,
  ),
  c(
    "caBundle",
    `caBundle: ${
      btoa(
        "-----BEGIN CERTIFICATE-----\n" + fake(64, BASE64, 9902) + "\n-----END CERTIFICATE-----\n",
      )
    }`,
  ),
  // Base64 of things that are not secrets.
  c("base64 json config", `config: ${btoa('{"theme":"dark","lang":"en","beta":true}')}`),
  c("base64 properties", `app.properties: ${btoa("log.level=debug\nserver.port=8080\n")}`),
  c("base64 hello", `echo ${btoa("hello world from the build")} | base64 -d`),
  c(
    "websocket key",
    `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=`,
  ),
  c("base64 image", `background: url(data:image/png;base64,iVBORw0KGgo${r(200, BASE64)}=)`),
  c("base64 gzip", `H4sIAAAAAAAA/${r(120, BASE64)}==`),
  c("jwt header only", `JWS header: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9`),
  c("cursor pagination", `"next_cursor": "${btoa('{"id":' + r(6, DIGITS) + ',"ts":1714650000}')}"`),
  c("graphql cursor", `after: "${btoa("arrayconnection:" + r(3, DIGITS))}"`),
  // Placeholders and masked values.
  c("aws docs example key id", "AK" + "IAIOSFODNN7EXAMPLE"),
  c(
    "aws docs example pair",
    `aws_access_key_id = AK` +
      `IAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCY` + `EXAMPLEKEY`,
  ),
  c("aws x placeholder", "AK" + "IAXXXXXXXXXXXXXXXX"),
  c(
    "aws x placeholder in env",
    `AWS_ACCESS_KEY_ID=AK` +
      `IAXXXXXXXXXXXXXXXX\nAWS_SECRET_ACCESS_KEY=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX`,
  ),
  c("aws masked", `Access key ID: AK` + `IA****************`),
  c("github x placeholder", `GITHUB_TOKEN=gh` + `p_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`),
  c("github masked", `✓ Token: gh` + `o_************************************`),
  c("openai masked", `OPENAI_API_KEY=sk-...${r(4, ALNUM)} (set in dashboard)`),
  c("openai placeholder", `OPENAI_API_KEY=sk-your-key-here`),
  c("stripe placeholder", `STRIPE_SECRET_KEY=sk` + `_test_XXXXXXXXXXXXXXXXXXXXXXXX`),
  c("slack placeholder", `SLACK_BOT_TOKEN=xo` + `xb-your-bot-token`),
  c("angle placeholder", `Authorization: Bearer <ACCESS_TOKEN>`),
  c(
    "env var ref bearer",
    `curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user`,
  ),
  c("powershell env ref", `$headers = @{ Authorization = "Bearer $env:API_TOKEN" }`),
  c("masked stars", `"password": "********"`),
  c("actions masked", `Run ./deploy.sh --token ***`),
  c("redacted word", `password: [REDACTED]`),
  c("hidden", `DB_PASSWORD=<hidden>`),
  c("env example empty", `STRIPE_SECRET_KEY=\nDATABASE_URL=`),
  c("template var url", `postgres://\${PGUSER}:\${PGPASSWORD}@\${PGHOST}:5432/app`),
  c("jinja url", `amqp://{{ rabbit_user }}:{{ rabbit_password }}@rabbit:5672//`),
  c(
    "teams webhook placeholder",
    `https://acme.webhook.office.com/webhookb2/<group-id>@<tenant-id>/IncomingWebhook/<id>/<owner-id>`,
  ),
  c("master key example", `$ cat config/master.key.example\n# put the key here`),
  // Code and settings about secrets.
  c("token getter", `const token = await getAccessToken({ scopes: ["read"] });`),
  c("password hashed", `user.password = await bcrypt.hash(password, saltRounds);`),
  c("settings", `PASSWORD_RESET_TIMEOUT=3600\nTOKEN_TTL_SECONDS=900\nSESSION_COOKIE_AGE=1209600`),
  c(
    "django validators",
    `AUTH_PASSWORD_VALIDATORS = [{"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"}]`,
  ),
  c("api key header name", `API_KEY_HEADER = "X-API-Key"`),
  c("token endpoint", `token_endpoint: https://oauth2.googleapis.com/token`),
  c("oauth state param", `GET /callback?state=${r(16, ALNUM)}&scope=openid%20email 302`),
  c("migration name", `20240102150405_add_api_tokens_table.rb`),
  c("secret type annotation", `def rotate(secret: SecretStr, ttl: int = 3600) -> None:`),
  c("keyof", `type Keys = keyof typeof secrets;`),
  c(
    "sql schema",
    `CREATE TABLE api_keys (id uuid PRIMARY KEY, key_hash text NOT NULL, prefix char(8));`,
  ),
  c("prefix shown", `Key created: prefix ak_live_${r(4, ALNUM)} (the full key was shown once)`),
  c("token count", `Tokens: 12,345 input, 6,789 output (cache read ${r(5, DIGITS)})`),
  c("password policy prose", `Passwords must be 12+ characters; tokens expire after 90 days.`),
  c("gitignore", `.env\n*.pem\nconfig/master.key\n.vault_pass`),
  c(
    "cat of a public file",
    `$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r(43, BASE64)} dev@laptop`,
  ),
  c("cat of a version file", `$ cat .nvmrc\n20.11.1`),
  c("cat of a lock hash", `$ cat .terraform.lock.hcl | grep h1\n    "h1:${r(43, BASE64)}=",`),
  c("ls secrets dir", `$ ls config/credentials/\nproduction.key.example  production.yml.enc`),
  c(
    "rails credentials enc",
    `$ cat config/credentials.yml.enc\n${r(120, BASE64)}--${r(16, BASE64)}--${r(22, BASE64)}==`,
  ),
  c("hex color list", `--primary: #${r(6, HEX)}; --accent: #${r(6, HEX)};`),
  c("uuid in log", `2024-05-02T10:11:12Z INFO job ${uuid(HEX)} finished in 1.2s`),
  c(
    "pgp key id in apt",
    `apt-key adv --keyserver keyserver.ubuntu.com --recv-keys ${r(40, "0123456789ABCDEF")}`,
  ),
  c("windows product guid", `{${uuid(HEX).toUpperCase()}}`),
  c("dotnet user secrets id", `<UserSecretsId>${uuid(HEX)}</UserSecretsId>`),
  c("random seed", `torch.manual_seed(${r(8, DIGITS)})`),
];
