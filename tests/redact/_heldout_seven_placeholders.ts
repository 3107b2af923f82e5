/**
 * Held-out corpus seven (see _heldout_seven.ts), clean: placeholders and documented examples
 * where a secret would stand, and references to secrets kept elsewhere (environment variables,
 * template expressions, secret stores, mounted files). Each must come out byte for byte.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import { C } from "./_heldout_seven_make.ts";

const awsDocId = "AKIA" + "IOSFODNN7" + "EXAMPLE";
const awsDocSecret = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY";

export const SEVEN_PLACEHOLDER_CLEAN: readonly HeldOutClean[] = [
  C(
    "env example placeholders",
    `# .env.example — copy to .env and fill in\nOPENAI_API_KEY=your-api-key-here\nSTRIPE_SECRET_KEY=sk_live_...\nDATABASE_URL=postgres://user:password@localhost:5432/dbname`,
  ),
  C(
    "readme angle bracket token",
    `Then run:\n\n    curl -H "Authorization: Bearer <token>" https://api.acme.dev/v1/me\n\nwhere <token> is the value shown on your settings page.`,
  ),
  C(
    "shell variable references",
    `curl -H "Authorization: Bearer $GITHUB_TOKEN" -H "X-Api-Key: \${ACME_API_KEY}" https://api.acme.dev/v1/deploy`,
  ),
  C(
    "github actions secrets expressions",
    `      - name: Publish\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}\n          PYPI_PASSWORD: \${{ secrets.PYPI_API_TOKEN }}\n        run: npm publish --provenance`,
  ),
  C(
    "x placeholders",
    `aws_access_key_id = ${"AKIA" + "X".repeat(16)}\naws_secret_access_key = ${"x".repeat(40)}`,
  ),
  C(
    "ghp x placeholder",
    `export GITHUB_TOKEN=${"ghp_" + "x".repeat(36)}  # replace with your token`,
  ),
  C(
    "changeme documented default",
    `| Variable | Default | Notes |\n|---|---|---|\n| \`ADMIN_PASSWORD\` | \`changeme\` | change it on first login |\n| \`PORT\` | \`8080\` | |`,
  ),
  C(
    "aws documented example keys",
    `# From the AWS CLI docs (example values):\n[default]\naws_access_key_id = ${awsDocId}\naws_secret_access_key = ${awsDocSecret}`,
  ),
  C(
    "redacted and masked values",
    `DATABASE_PASSWORD=********\nAPI_KEY=[REDACTED]\nSTRIPE_KEY=sk_live_••••••••••••4242`,
  ),
  C(
    "python env lookups",
    `api_key = os.environ["OPENAI_API_KEY"]\ndb_password = os.getenv("DB_PASSWORD", "")\ntoken = settings.GITHUB_TOKEN`,
  ),
  C(
    "node env lookups",
    `const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2025-10-29.clover" });\nconst secret = process.env.JWT_SECRET ?? throwMissing("JWT_SECRET");`,
  ),
  C(
    "go and rust env lookups",
    `apiKey := os.Getenv("ACME_API_KEY")\nlet token = std::env::var("GITHUB_TOKEN").expect("GITHUB_TOKEN not set");`,
  ),
  C(
    "kubernetes secret key ref",
    `        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: orders-db\n                key: password`,
  ),
  C(
    "docker secrets file",
    `services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt`,
  ),
  C(
    "terraform variable reference",
    `resource "aws_db_instance" "main" {\n  engine   = "postgres"\n  username = "app"\n  password = random_password.db.result\n  # or var.db_password, marked sensitive\n}`,
  ),
  C(
    "cloudformation dynamic reference",
    `MasterUserPassword: '{{resolve:secretsmanager:prod/orders/db:SecretString:password}}'`,
  ),
  C(
    "one password references",
    `DATABASE_URL="op://Engineering/orders-db/connection string"\nSTRIPE_KEY="op://Engineering/Stripe/live secret key"`,
  ),
  C(
    "vault agent template",
    `{{ with secret "secret/data/app/prod" }}\nexport API_KEY="{{ .Data.data.api_key }}"\n{{ end }}`,
  ),
  C(
    "helm values template",
    `password: {{ .Values.postgresql.auth.password | quote }}\napiKey: {{ required "apiKey is required" .Values.apiKey }}`,
  ),
  C(
    "ansible vault reference",
    `db_password: "{{ vault_db_password }}"\napi_token: "{{ lookup('env', 'API_TOKEN') }}"`,
  ),
  C(
    "spring placeholders",
    `spring.datasource.password=\${DB_PASSWORD}\nspring.mail.password=\${MAIL_PASSWORD:}\napp.jwt.secret=\${JWT_SECRET}`,
  ),
  C(
    "rails credentials reference",
    `Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)\nconfig.secret_key_base = ENV.fetch("SECRET_KEY_BASE")`,
  ),
  C(
    "dotnet user secrets command",
    `dotnet user-secrets set "Stripe:SecretKey" "<your-stripe-secret-key>"\ndotnet user-secrets list`,
  ),
  C(
    "empty and null passwords",
    `DB_PASSWORD=\nREDIS_PASSWORD=""\npassword: null\nsmtp_password: ~`,
  ),
  C(
    "docs example jwt elided",
    `The response looks like {"access_token": "eyJhbGciOi...", "token_type": "Bearer", "expires_in": 3600}.`,
  ),
  C(
    "sk elided in prose",
    `Keys start with \`sk-ant-\` (Anthropic) or \`sk-proj-\` (OpenAI); never paste them into an issue.`,
  ),
  C(
    "password prompt transcript",
    `$ psql -h db.acme.internal -U admin orders\nPassword for user admin: \npsql (16.4)\nType "help" for help.`,
  ),
  C(
    "docker login password stdin",
    `echo "$CR_PAT" | docker login ghcr.io -u USERNAME --password-stdin`,
  ),
  C("mysql -p prompts", `$ mysql -u root -p\nEnter password: \nWelcome to the MySQL monitor.`),
  C(
    "curl -u user only",
    `curl -u "$USER" https://nexus.acme.internal/service/rest/v1/status   # curl prompts for the password`,
  ),
  C(
    "test fixture labelled fake",
    `// Fake credentials for the unit tests; not valid anywhere.\nconst FAKE_API_KEY = "test-api-key";\nconst FAKE_PASSWORD = "not-a-real-password";`,
  ),
  C(
    "ci service password defaults",
    `    services:\n      postgres:\n        image: postgres:16\n        env:\n          POSTGRES_USER: postgres\n          POSTGRES_PASSWORD: postgres\n        ports: ["5432:5432"]`,
  ),
  C(
    "localhost dev url with default password",
    `DATABASE_URL=postgres://postgres:postgres@localhost:5432/app_dev`,
  ),
  C(
    "template url with placeholders",
    `mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/?retryWrites=true&w=majority`,
  ),
  C("netrc documented example", `machine example.com\nlogin USERNAME\npassword PASSWORD`),
  C(
    "connection string placeholders",
    `"Server=myServerAddress;Database=myDataBase;User Id=myUsername;Password=myPassword;"`,
  ),
  C(
    "ssh key path config",
    `Host github.com\n  HostName github.com\n  User git\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes`,
  ),
  C(
    "gcloud credentials path",
    `export GOOGLE_APPLICATION_CREDENTIALS="$HOME/.config/gcloud/application_default_credentials.json"`,
  ),
  C(
    "key file flags",
    `openssl req -new -newkey rsa:4096 -nodes -keyout server.key -out server.csr -subj "/CN=api.acme.dev"`,
  ),
  C(
    "private key header mentioned in prose",
    `The loader expects PEM; a file beginning with "BEGIN OPENSSH PRIVATE KEY" must be converted with ssh-keygen -p -m PEM first.`,
  ),
];
