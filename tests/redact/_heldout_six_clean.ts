/**
 * Held-out corpus six, clean look-alikes: text of coding sessions that holds long random-looking
 * strings, secret words or key-shaped names and must come out byte for byte — placeholders,
 * hashes, ids, public keys, documented examples, resource names, versions, code.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import {
  ALNUM,
  armour,
  b64,
  BASE64,
  BASE64URL,
  c,
  DIGITS,
  g,
  HEX,
  LOWER_DIGITS,
  uid,
  UPPER_DIGITS,
} from "./_heldout_six_make.ts";

function placeholders(): HeldOutClean[] {
  return [
    c(
      "env placeholder angle",
      "OPENAI_API_KEY=<your-openai-key>\nANTHROPIC_API_KEY=<your-anthropic-key>",
    ),
    c("env placeholder words", "STRIPE_SECRET_KEY=your_stripe_secret_key_here"),
    c("env empty values", "DATABASE_URL=\nJWT_SECRET=\nSMTP_PASSWORD="),
    c(
      "shell variable reference",
      'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user',
    ),
    c("braced variable", 'export PGPASSWORD="${DB_PASSWORD:?set DB_PASSWORD first}"'),
    c(
      "actions secret expression",
      "        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
    ),
    c("helm template value", "password: {{ .Values.postgresql.auth.password | quote }}"),
    c(
      "os environ lookup",
      'api_key = os.environ["OPENAI_API_KEY"]\nclient = OpenAI(api_key=api_key)',
    ),
    c(
      "process env lookup",
      "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });",
    ),
    c("masked key display", "Your API key: sk-...Qx7f (created Nov 3, last used 2 days ago)"),
    c("asterisks", "password: ********\ntoken: ****************************"),
    c("redacted marker", 'DB_PASSWORD=[REDACTED]\n"apiKey": "[REDACTED]"'),
    c("xxx token", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    c(
      "changeme",
      "# default credentials, change before deploying\nADMIN_USER=admin\nADMIN_PASSWORD=changeme",
    ),
    c("docker secret mount", "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci"),
    c(
      "k8s secretKeyRef",
      "        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: db-creds\n              key: password",
    ),
    c(
      "password policy prose",
      "Passwords must be at least 12 characters and the API token expires after 90 days.",
    ),
    c("token budget", "max_tokens=4096, temperature=0.2, token_count=18234"),
    c("tokenizer", 'tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")'),
    c("grant type", "grant_type=client_credentials&scope=read%3Aorders"),
    c(
      "password field html",
      '<input type="password" name="password" autocomplete="current-password" required>',
    ),
    c(
      "secret name in aws cli",
      "aws secretsmanager get-secret-value --secret-id prod/api/stripe --query SecretString",
    ),
    c("1password reference", 'OPENAI_API_KEY="op://Engineering/OpenAI/credential"'),
    c("vault path", "vault kv get -field=password secret/data/prod/postgres"),
    c(
      "aws documented example",
      "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    ),
  ];
}

function hashes(): HeldOutClean[] {
  const sha = g(40, HEX);
  return [
    c(
      "git log",
      `commit ${sha}\nAuthor: Dana <dana@acme.io>\nDate:   Thu Nov 26 17:02:11 2026 +0100\n\n    Fix retry loop`,
    ),
    c(
      "git short shas",
      `${g(7, HEX)} Merge pull request #512 from acme/fix-cache\n${g(7, HEX)} Bump vite to 5.4.2`,
    ),
    c(
      "git rebase output",
      `Successfully rebased and updated refs/heads/main.\nHEAD is now at ${
        g(7, HEX)
      } ${"Add index on orders(created_at)"}`,
    ),
    c("pinned action", `      - uses: actions/checkout@${g(40, HEX)} # v4.1.7`),
    c(
      "npm integrity",
      `"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-${
        g(86, BASE64)
      }=="\n}`,
    ),
    c(
      "sri attribute",
      `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.2" integrity="sha384-${
        g(64, BASE64)
      }" crossorigin="anonymous"></script>`,
    ),
    c("docker digest", `FROM node:20-alpine@sha256:${g(64, HEX)}`),
    c(
      "docker pull output",
      `Digest: sha256:${g(64, HEX)}\nStatus: Downloaded newer image for postgres:16`,
    ),
    c(
      "go sum",
      `golang.org/x/net v0.28.0 h1:${g(43, BASE64)}=\ngolang.org/x/net v0.28.0/go.mod h1:${
        g(43, BASE64)
      }=`,
    ),
    c(
      "cargo lock checksum",
      `[[package]]\nname = "serde"\nversion = "1.0.210"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${
        g(64, HEX)
      }"`,
    ),
    c("pip hash", `requests==2.32.3 \\\n    --hash=sha256:${g(64, HEX)}`),
    c("sha256sum output", `${g(64, HEX)}  ctx-x86_64-unknown-linux-gnu.tar.gz`),
    c("md5 etag", `ETag: "${g(32, HEX)}"`),
    c(
      "ssh fingerprint",
      `ED25519 key fingerprint is SHA256:${
        g(43, BASE64)
      }.\nAre you sure you want to continue connecting (yes/no)?`,
    ),
    c(
      "gpg fingerprint",
      `pub   ed25519 2024-03-01 [SC]\n      ${
        g(40, HEX).toUpperCase()
      }\nuid           [ultimate] Dana <dana@acme.io>`,
    ),
    c(
      "nix store path",
      `/nix/store/${g(32, "0123456789abcdfghijklmnpqrsvwxyz")}-nodejs-20.11.1/bin/node`,
    ),
    c("yarn berry checksum", `  checksum: 10c0/${g(128, HEX)}`),
    c(
      "webpack chunk names",
      `dist/assets/index-${g(8, BASE64URL)}.js   142.31 kB │ gzip: 45.90 kB\ndist/assets/vendor-${
        g(8, BASE64URL)
      }.css   8.02 kB`,
    ),
  ];
}

function ids(): HeldOutClean[] {
  return [
    c("request ids", `x-request-id: ${uid()}\ntraceparent: 00-${g(32, HEX)}-${g(16, HEX)}-01`),
    c("k8s uid", `metadata:\n  name: api\n  uid: ${uid()}\n  resourceVersion: "48213377"`),
    c(
      "anthropic message ids",
      `{"id":"msg_01${g(22, ALNUM)}","type":"message","content":[{"type":"tool_use","id":"toolu_01${
        g(22, ALNUM)
      }","name":"Bash"}]}`,
    ),
    c(
      "openai object ids",
      `chatcmpl-${g(29, ALNUM)} file-${g(24, ALNUM)} asst_${g(24, ALNUM)} thread_${g(24, ALNUM)}`,
    ),
    c(
      "stripe object ids",
      `Created customer cus_${g(14, ALNUM)} and payment intent pi_${g(24, ALNUM)} for price_${
        g(24, ALNUM)
      }`,
    ),
    c(
      "slack ids",
      `channel=C0${g(9, UPPER_DIGITS)} user=U0${g(9, UPPER_DIGITS)} ts=1732701234.001200`,
    ),
    c(
      "aws resource ids",
      `i-0${g(16, HEX)}  sg-0${g(16, HEX)}  vpc-0${g(16, HEX)}  ami-0${g(16, HEX)}`,
    ),
    c(
      "arns",
      "arn:aws:iam::123456789012:role/github-actions-deploy\narn:aws:kms:eu-west-1:123456789012:key/" +
        uid(),
    ),
    c(
      "secrets manager arn",
      "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db/master-AbC123",
    ),
    c("gcp secret resource", "projects/acme-prod/secrets/stripe-api-key/versions/latest"),
    c(
      "azure resource id",
      `/subscriptions/${uid()}/resourceGroups/rg-prod/providers/Microsoft.KeyVault/vaults/kv-acme-prod`,
    ),
    c(
      "key vault secret uri",
      `https://kv-acme-prod.vault.azure.net/secrets/DbPassword/${g(32, HEX)}`,
    ),
    c(
      "google oauth client id",
      `GOOGLE_CLIENT_ID=${g(12, DIGITS)}-${g(32, LOWER_DIGITS)}.apps.googleusercontent.com`,
    ),
    c(
      "docker ps",
      `CONTAINER ID   IMAGE         COMMAND                  STATUS\n${
        g(12, HEX)
      }   postgres:16   "docker-entrypoint.s…"   Up 2 hours`,
    ),
    c(
      "kubectl get pods",
      `NAME                   READY   STATUS    RESTARTS   AGE\napi-7d9f8b6c5d-${
        g(5, LOWER_DIGITS)
      }   1/1     Running   0          3h`,
    ),
    c("google docs url", `https://docs.google.com/spreadsheets/d/1${g(43, BASE64URL)}/edit#gid=0`),
    c(
      "youtube and figma links",
      `https://www.youtube.com/watch?v=${g(11, BASE64URL)} and https://www.figma.com/design/${
        g(22, ALNUM)
      }/Checkout?node-id=12-3`,
    ),
    c(
      "ethereum address and tx",
      `0x${g(40, HEX)} sent 0.5 ETH, tx https://etherscan.io/tx/0x${g(64, HEX)}`,
    ),
    c("sentry event id", `Sentry event ${g(32, HEX)} captured for issue ACME-API-4F2`),
    c(
      "jira and pr refs",
      "Fixes PAY-1432; see https://github.com/acme/api/pull/2210#discussion_r1843356712",
    ),
    c("bitcoin address", `bc1q${g(38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`),
  ];
}

function publicAndEncoded(): HeldOutClean[] {
  const cert = [];
  for (let i = 0; i < 10; i++) cert.push(g(64, BASE64));
  const pub = [];
  for (let i = 0; i < 6; i++) pub.push(g(64, BASE64));
  return [
    c(
      "ssh ed25519 public key",
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g(43, BASE64)} dana@laptop`,
    ),
    c(
      "ssh rsa authorized_keys",
      `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${g(360, BASE64)} ci@build`,
    ),
    c(
      "certificate pem",
      `${armour("BEGIN", "CERTIFICATE")}\n${cert.join("\n")}\n${armour("END", "CERTIFICATE")}`,
    ),
    c(
      "public key pem",
      `${armour("BEGIN", "PUBLIC KEY")}\n${pub.join("\n")}\n${armour("END", "PUBLIC KEY")}`,
    ),
    c(
      "age public key",
      `age -r age1${g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")} -o secrets.enc secrets.txt`,
    ),
    c(
      "wireguard public key",
      `[Peer]\nPublicKey = ${
        g(43, BASE64)
      }=\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820`,
    ),
    c("stripe publishable key", `const stripe = Stripe('pk_live_51${g(97, ALNUM)}');`),
    c(
      "data uri png",
      `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${g(120, BASE64)}" />`,
    ),
    c(
      "source map data uri",
      `//# sourceMappingURL=data:application/json;base64,${
        b64('{"version":3,"sources":["../src/index.ts"],"names":[],"mappings":"AAAA,SAAS"}')
      }`,
    ),
    c(
      "configmap base64 of text",
      `binaryData:\n  banner.txt: ${b64("Welcome to the Acme build server\n")}`,
    ),
    c(
      "basic auth explanation",
      "Basic auth sends base64(user:password), e.g. `Authorization: Basic <base64>`; never log it.",
    ),
    c(
      "jwt header only",
      'Every token starts with eyJhbGciOi because the header is base64url of {"alg":…}.',
    ),
    c(
      "k8s secret with placeholders",
      "data:\n  password: <base64-encoded-password>\n  username: <base64-encoded-user>",
    ),
  ];
}

export const SIX_LOOKALIKE_CLEAN: HeldOutClean[] = [
  ...placeholders(),
  ...hashes(),
  ...ids(),
  ...publicAndEncoded(),
];
