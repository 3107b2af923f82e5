/**
 * Corpus eighteen's kinds: the texts that bring a secret into a session (a pasted token, a
 * command, a file the model reads or writes, an HTTP exchange), each written by the format boxes
 * of the families. Vendor tokens have their vendors' documented prefixes, lengths and alphabets
 * (GitHub and npm tokens their CRC-32 checksum); home-made services' keys, passwords, cookies and
 * connection strings are random.
 */
import {
  B64,
  b64,
  B64URL,
  DIGITS,
  draw,
  ghBody,
  HEX,
  jwt,
  type Kind,
  LOWER,
  num,
  pass,
  pemBlock,
  pick,
  uuid,
} from "./_heldout_eighteen_make.ts";

const host = () => pick(["db", "pg", "main", "orders", "ledger"]) + "-" + draw(4, LOWER + DIGITS);

/** Vendor tokens, pasted or set. */
const VENDOR: Kind[] = [
  {
    label: "GitHub classic token pasted alone",
    shape: "vendor",
    splits: true,
    make: (_k, add) => add("ghp_" + ghBody()),
  },
  {
    label: "GitHub fine-grained token in an export",
    shape: "vendor",
    splits: true,
    make: (k) => `export GITHUB_TOKEN=github_pat_${k(22)}_${k(59)}`,
  },
  {
    label: "GitHub app token in a git remote",
    shape: "url",
    splits: true,
    make: (_k, add) =>
      `git remote set-url origin https://x-access-token:${
        add("ghs_" + ghBody())
      }@github.com/acme/infra.git`,
  },
  {
    label: "npm token in .npmrc",
    shape: "assignment",
    splits: true,
    make: (_k, add) =>
      `//registry.npmjs.org/:_authToken=${add("npm_" + ghBody())}\nalways-auth=true`,
  },
  {
    label: "AWS key pair in credentials",
    shape: "block",
    make: (k) =>
      `[default]\naws_access_key_id = ${"AK" + "IA"}${
        k(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      }\naws_secret_access_key = ${k(40, B64)}\nregion = eu-central-1`,
  },
  {
    label: "Anthropic key as the first words",
    shape: "vendor",
    splits: true,
    make: (k) =>
      `sk-ant-api03-${k(93, B64URL)}AA is the key for the eval runner, use it for the batch`,
  },
  {
    label: "OpenAI project key in a Python client",
    shape: "assignment",
    splits: true,
    make: (k) => `client = OpenAI(api_key="sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}")`,
  },
  {
    label: "Slack bot token in a curl header",
    shape: "command",
    splits: true,
    make: (k) =>
      `curl -s -H "Authorization: Bearer xoxb-${k(11, DIGITS)}-${k(12, DIGITS)}-${
        k(24)
      }" https://slack.com/api/auth.test`,
  },
  {
    label: "GitLab token at the end of a line",
    shape: "vendor",
    make: (k) => `the CI variable is set, value glpat-${k(20, B64URL)}`,
  },
  {
    label: "Hugging Face token in huggingface-cli",
    shape: "command",
    make: (k) => `huggingface-cli login --token hf_${k(34, LOWER + "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}`,
  },
  {
    label: "Stripe secret key in .env",
    shape: "assignment",
    splits: true,
    make: (k) =>
      `STRIPE_PUBLISHABLE_KEY=pk_live_${draw(24)}\nSTRIPE_SECRET_KEY=sk_live_${
        k(99)
      }\nSTRIPE_WEBHOOK_SECRET=whsec_${k(32)}`,
  },
  {
    label: "SendGrid key in a settings file",
    shape: "assignment",
    make: (k) =>
      `EMAIL_BACKEND = "sendgrid"\nSENDGRID_API_KEY = "SG.${k(22, B64URL)}.${k(43, B64URL)}"`,
  },
  {
    label: "DigitalOcean token in doctl",
    shape: "command",
    make: (k) => `doctl auth init --access-token dop_v1_${k(64, HEX)}`,
  },
  {
    label: "Groq key in a config object",
    shape: "assignment",
    make: (k) => `{ provider: "groq", apiKey: "gsk_${k(52)}", model: "llama-3.3-70b" }`,
  },
  {
    label: "Docker Hub token in docker login",
    shape: "command",
    make: (k) => `echo dckr_pat_${k(27, B64URL)} | docker login -u acmebuild --password-stdin`,
  },
  {
    label: "Google OAuth client secret in JSON",
    shape: "assignment",
    make: (k) =>
      `{"installed":{"client_id":"${draw(12, DIGITS)}-${
        draw(32, LOWER + DIGITS)
      }.apps.googleusercontent.com","client_secret":"GOCSPX-${k(28, B64URL)}"}}`,
  },
  {
    label: "Vault token in an env dump",
    shape: "output",
    make: (k) =>
      `VAULT_ADDR=https://vault.acme.internal:8200\nVAULT_TOKEN=hvs.${
        k(91, B64URL)
      }\nHOME=/home/dev`,
  },
  {
    label: "Google API key in a request URL",
    shape: "url",
    make: (k) =>
      `https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=AIza${k(35, B64URL)}`,
  },
  {
    label: "Shopify token in a header",
    shape: "vendor",
    make: (k) => `X-Shopify-Access-Token: shpat_${k(32, HEX)}`,
  },
  {
    label: "Sentry user token in sentry-cli",
    shape: "command",
    make: (k) => `SENTRY_AUTH_TOKEN=sntryu_${k(64, HEX)} sentry-cli releases new 4.2.0`,
  },
  {
    label: "age secret key at the very end",
    shape: "vendor",
    make: (k) => `# age key for sops\nAGE-SECRET-KEY-1${k(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")}`,
  },
  {
    label: "Slack webhook in a notify script",
    shape: "url",
    make: (k) =>
      `SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T${
        k(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }/B${k(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}/${k(24)}`,
  },
];

/** Passwords, connection strings, cookies, JWTs, keys of home-made services. */
const OTHER: Kind[] = [
  {
    label: "Postgres URL with a password",
    shape: "url",
    make: (_k, add) =>
      `DATABASE_URL=postgresql://app_rw:${
        pass(add)
      }@${host()}.acme.internal:5432/app?sslmode=require`,
  },
  {
    label: "MongoDB SRV string in a client",
    shape: "url",
    make: (_k, add) =>
      `const client = new MongoClient("mongodb+srv://svc-orders:${pass(add)}@cluster0.${
        draw(5, LOWER + DIGITS)
      }.mongodb.net/?retryWrites=true");`,
  },
  {
    label: "Redis password on the command line",
    shape: "command",
    make: (_k, add) => `redis-cli -h cache.acme.internal -p 6380 --tls -a ${pass(add)} PING`,
  },
  {
    label: "MySQL password in a compose file",
    shape: "block",
    make: (_k, add) =>
      `services:\n  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: ${
        pass(add)
      }\n      MYSQL_DATABASE: shop`,
  },
  {
    label: "password typed in a prompt",
    shape: "assignment",
    make: (_k, add) =>
      `the staging admin login is ops@acme.io and the password is ${
        pass(add)
      } — reset it after the demo`,
  },
  {
    label: "basic auth header",
    shape: "encoded",
    make: (_k, add) => `Authorization: Basic ${add(b64(`deploy:${draw(14)}`))}`,
  },
  {
    label: "curl with a user and password",
    shape: "command",
    make: (_k, add) =>
      `curl -u admin:${pass(add)} https://jenkins.acme.internal/job/release/build -X POST`,
  },
  {
    label: "session cookie in a request",
    shape: "output",
    make: (k) =>
      `GET /api/v2/me HTTP/1.1\nHost: app.acme.io\nCookie: _ga=GA1.2.${draw(9, DIGITS)}.${
        draw(10, DIGITS)
      }; sessionid=${k(32, "abcdefghijklmnopqrstuvwxyz0123456789")}; csrftoken=${
        k(32)
      }\nAccept: application/json`,
  },
  {
    label: "Set-Cookie with a signed session",
    shape: "output",
    make: (k) =>
      `HTTP/2 200\nset-cookie: connect.sid=s%3A${k(32, B64URL)}.${
        k(43, B64)
      }; Path=/; HttpOnly; Secure\ncontent-type: application/json`,
  },
  {
    label: "JWT bearer in a fetch",
    shape: "vendor",
    splits: true,
    make: (k) =>
      `await fetch(url, { headers: { Authorization: "Bearer ${
        jwt(k, { sub: uuid(), role: "service", iat: 1793500000 + num(0, 99999) })
      }" } });`,
  },
  {
    label: "ES256 JWT in a kube token file",
    shape: "block",
    make: (k) =>
      `apiVersion: v1\nkind: Config\nusers:\n- name: ci\n  user:\n    token: ${
        jwt(
          k,
          { iss: "kubernetes/serviceaccount", sub: "system:serviceaccount:ci:deployer" },
          "ES256",
        )
      }`,
  },
  {
    label: "RSA private key written to a file",
    shape: "block",
    make: (k) => pemBlock(k, "RSA ", 10),
  },
  {
    label: "OpenSSH private key in a deploy step",
    shape: "block",
    make: (k) =>
      `cat > ~/.ssh/id_ed25519 <<'EOF'\n${
        pemBlock(k, "OPENSSH ", 5)
      }\nEOF\nchmod 600 ~/.ssh/id_ed25519`,
  },
  {
    label: "EC private key in a PEM env value",
    shape: "block",
    make: (k) => `APPLE_PUSH_KEY="${pemBlock(k, "", 4).replaceAll("\n", "\\n")}"`,
  },
  {
    label: "home-made service key in a header",
    shape: "assignment",
    splits: true,
    make: (k) => `X-Acme-Api-Key: acme_live_${k(40, HEX)}`,
  },
  {
    label: "internal token in a YAML secret",
    shape: "assignment",
    make: (k) =>
      `billing:\n  endpoint: https://billing.acme.internal\n  service_token: ${
        k(48, B64URL)
      }\n  timeout_ms: 2500`,
  },
  {
    label: "webhook signing secret in Go",
    shape: "assignment",
    make: (k) =>
      `func init() {\n\twebhookSecret = []byte("${k(36)}")\n\tlog.Printf("webhooks ready")\n}`,
  },
  {
    label: "netrc entry",
    shape: "block",
    make: (_k, add) => `machine api.heroku.com\tlogin dev@acme.io\tpassword ${add(uuid())}`,
  },
  {
    label: "Datadog keys in a Makefile recipe",
    shape: "command",
    make: (k) =>
      `deploy-agent:\n\thelm upgrade --install datadog datadog/datadog --set datadog.apiKey=${
        k(32, HEX)
      } --set datadog.appKey=${k(40, HEX)}`,
  },
  {
    label: "kubeconfig client key data",
    shape: "encoded",
    make: (_k, add) =>
      `    client-certificate-data: ${
        b64("-----BEGIN CERTIFICATE-----\n" + draw(30, B64))
      }\n    client-key-data: ${add(b64(pemBlock(() => draw(64, B64), "RSA ", 3)))}`,
  },
  {
    label: "password in a JDBC string with ampersands",
    shape: "url",
    make: (_k, add) =>
      `spring.datasource.url=jdbc:postgresql://${host()}:5432/ledger?user=ledger&password=${
        pass(add)
      }&ssl=true`,
  },
  {
    label: "Azure storage connection string",
    shape: "assignment",
    make: (k) =>
      `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=acmeprod${
        draw(4, LOWER)
      };AccountKey=${k(86, B64)}==;EndpointSuffix=core.windows.net"`,
  },
];

export const KINDS: readonly Kind[] = [...VENDOR, ...OTHER];

/** The kinds a stream can split in two: their longest piece is a long token. */
export const SPLITTABLE: readonly Kind[] = KINDS.filter((k) => k.splits);
