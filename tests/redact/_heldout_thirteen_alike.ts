/**
 * Corpus thirteen, clean look-alikes of the second kind: references to secrets kept elsewhere in
 * syntaxes of other tools, password hashes and ciphertext, placeholders, masked and redacted
 * values, code and settings named like secrets with no value, and prose about secrets.
 */
import {
  ALNUM,
  B64,
  B64URL,
  C,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  LOWER_DIGITS,
  uuid,
} from "./_heldout_thirteen_make.ts";

export function cleanAlikes(): HeldOutClean[] {
  return [
    C(
      "tool result JSON holding git output with SHAs",
      JSON.stringify({
        type: "tool_result",
        tool_use_id: "toolu_01" + draw(22, ALNUM),
        content: `commit ${hex(40)}\nAuthor: Jane Doe <jane@example.com>\n\n    bump lockfile\n`,
      }),
    ),
    C(
      "diff changing only a lockfile integrity hash",
      `-      "integrity": "sha512-${draw(86, B64)}=="\n+      "integrity": "sha512-${
        draw(86, B64)
      }=="`,
    ),
    C(
      "diff of a .env.example adding an empty key",
      `@@ -3,2 +3,3 @@\n LOG_LEVEL=info\n+PAYMENTS_API_KEY=\n DATABASE_URL=postgres://user:password@localhost:5432/dev`,
    ),
    C(
      "notebook output with a model id and a request id",
      JSON.stringify({
        output_type: "stream",
        name: "stdout",
        text: [`model: claude-sonnet-4-5\n`, `request id: req_01${draw(22, ALNUM)}\n`],
      }),
    ),
    C(
      "BuildKit log with layer digests",
      `#5 [internal] load metadata for docker.io/library/node:20-alpine\n#5 DONE 0.8s\n#6 sha256:${
        hex(64)
      } 3.35MB / 3.35MB 0.4s done`,
    ),
    C(
      "terraform output -json with a sensitive output not shown",
      JSON.stringify({
        db_password: { sensitive: true, type: "string" },
        endpoint: { sensitive: false, type: "string", value: "db.internal:5432" },
      }),
    ),
    C(
      "kubectl get events with an image digest and a pod uid",
      `LAST SEEN   TYPE     REASON    OBJECT        MESSAGE\n1m          Normal   Pulled    pod/api-7d9   Container image "acme/api@sha256:${
        hex(64)
      }" already present on machine (uid ${uuid()})`,
    ),
    C(
      "GitHub Actions log with a masked secret",
      `2026-02-11T09:14:03.1190021Z + curl -s -H 'Authorization: Bearer ***' https://api.internal/deploy\n2026-02-11T09:14:03.1190532Z ##[endgroup]`,
    ),
    C(
      "asciinema event typing a command that reads a secret from a file",
      `[1.930, "o", "export MEILI_MASTER_KEY=$(cat /run/secrets/meili)\\r\\n"]`,
    ),
    C(
      "journalctl JSON line with a boot id and machine id",
      JSON.stringify({
        _BOOT_ID: hex(32),
        _MACHINE_ID: hex(32),
        MESSAGE: "Started sync.service.",
        PRIORITY: "6",
      }),
    ),
    C(
      "Kustomize secretGenerator from files (no literal)",
      `secretGenerator:\n- name: app-secrets\n  files:\n  - secrets/db_password.txt\n  envs:\n  - secrets/.env.prod\n`,
    ),
    C(
      "Helm value referencing an existing secret",
      `auth:\n  existingSecret: keycloak-admin\n  passwordSecretKey: admin-password\n`,
    ),
    C(
      "Caddyfile basicauth with a bcrypt hash",
      `basicauth /admin/* {\n\tadmin $2a$14$${draw(53, ALNUM + "./")}\n}`,
    ),
    C("htpasswd line with an apr1 hash", `admin:$apr1$${draw(8, ALNUM)}$${draw(22, ALNUM + "./")}`),
    C(
      "Argon2 hash in a user table dump",
      `| 7 | ops@example.com | $argon2id$v=19$m=65536,t=3,p=4$${draw(22, B64.slice(0, 64))}$${
        draw(43, B64.slice(0, 64))
      } |`,
    ),
    C(
      "Ansible Vault encrypted header and body",
      `$ANSIBLE_VAULT;1.1;AES256\n${hex(80)}\n${hex(80)}\n`,
    ),
    C(
      "SOPS-encrypted YAML value",
      `db_password: ENC[AES256_GCM,data:${draw(24, B64)},iv:${draw(43, B64)}=,tag:${
        draw(22, B64)
      }==,type:str]`,
    ),
    C(
      "sealed-secrets encryptedData",
      `spec:\n  encryptedData:\n    password: AgB${draw(120, B64)}==\n`,
    ),
    C(
      "Pulumi config with a secure ciphertext",
      `config:\n  app:dbPassword:\n    secure: v1:${draw(16, B64)}:${draw(44, B64)}\n`,
    ),
    C(
      "Rails credentials.yml.enc content is ciphertext",
      `${draw(80, B64)}--${draw(16, B64)}--${draw(22, B64)}==`,
    ),
    C(
      "GitHub Actions secret references",
      "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  GH_TOKEN: ${{ github.token }}\n",
    ),
    C(
      "Azure Pipelines variable group reference",
      `variables:\n- group: prod-secrets\nsteps:\n- script: ./deploy.sh\n  env:\n    API_KEY: $(ApiKey)\n`,
    ),
    C(
      "systemd LoadCredential instead of a value",
      `[Service]\nLoadCredential=db-password:/etc/credstore/db-password\nEnvironment=DB_PASSWORD_FILE=%d/db-password\n`,
    ),
    C(
      "Podman secret reference in a quadlet",
      `[Container]\nSecret=pg-pass,type=env,target=POSTGRES_PASSWORD\n`,
    ),
    C(
      "launchd plist with a keychain lookup",
      `<key>ProgramArguments</key>\n<array>\n\t<string>/bin/sh</string>\n\t<string>-c</string>\n\t<string>TOKEN=$(security find-generic-password -s sync -w) exec /usr/local/bin/sync</string>\n</array>`,
    ),
    C(
      "1Password inject template",
      `DATABASE_URL=postgres://app:{{ op://Prod/db/password }}@db.internal/app`,
    ),
    C(
      "Vault agent template",
      `{{ with secret "database/creds/readonly" }}\nusername={{ .Data.username }}\npassword={{ .Data.password }}\n{{ end }}`,
    ),
    C(
      "placeholders in a README table",
      `| Variable | Example |\n|---|---|\n| STRIPE_SECRET_KEY | sk_live_... |\n| OPENAI_API_KEY | sk-... |\n| DATABASE_URL | postgres://user:password@localhost:5432/db |\n`,
    ),
    C(
      "angle-bracket placeholders in a command",
      `curl -H "Authorization: Bearer <YOUR_TOKEN>" https://api.example.com/v1/me`,
    ),
    C(
      "a .env.example with empty values",
      `STRIPE_SECRET_KEY=\nSENDGRID_API_KEY=\nJWT_SECRET=change-me\n`,
    ),
    C(
      "masked values in a CLI listing",
      `NAME              VALUE\nDATABASE_URL      postgres://app:****@db.internal/app\nREDIS_PASSWORD    ********\nSENTRY_DSN        https://…@o1.ingest.sentry.io/2\n`,
    ),
    C(
      "already redacted log line",
      `2026-02-11 10:00:01 INFO login user=ops password=[REDACTED] token=<redacted>`,
    ),
    C(
      "docs sentence naming a variable",
      `Set OPENAI_API_KEY in your shell before running the script; ctx never prints it.`,
    ),
    C(
      "code reading secrets from the environment",
      `api_key = os.environ["OPENWEATHER_KEY"]\nsecret = os.getenv("WEBHOOK_SECRET", "")\n`,
    ),
    C(
      "TypeScript type with secret-named fields and no values",
      `interface Credentials {\n  accessKeyId: string;\n  secretAccessKey: string;\n  sessionToken?: string;\n}`,
    ),
    C(
      "password policy config",
      `password:\n  min_length: 12\n  require_symbols: true\n  max_age_days: 90\n  history: 5\n`,
    ),
    C(
      "token budget settings of a language model",
      `max_tokens: 4096\nmax_input_tokens: 200000\ntoken_budget: 32000\n`,
    ),
    C(
      "CSS with long hex colours and a data font",
      `.btn { color: #${hex(6)}; background: #${
        hex(6)
      }; }\n@font-face { src: url(data:font/woff2;base64,d09GMgABAAAAA${draw(60, B64)}) }`,
    ),
    C(
      "SVG path data",
      `<path d="M${draw(3, DIGITS)}.5 ${draw(2, DIGITS)}.25c-1.2 0-2.4.6-3.1 1.6L${
        draw(3, DIGITS)
      } ${draw(3, DIGITS)}z"/>`,
    ),
    C(
      "a UUID v7 primary key in a SQL result",
      `  id                                   | status\n--------------------------------------+--------\n ${
        hex(8)
      }-${hex(4)}-7${hex(3)}-9${hex(3)}-${hex(12)} | active\n`,
    ),
    C(
      "Slack channel and team ids",
      `channel: C0${draw(9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")} team: T0${
        draw(9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }`,
    ),
    C(
      "Google Drive file id in a share link",
      `https://drive.google.com/file/d/1${draw(32, B64URL)}/view?usp=sharing`,
    ),
    C(
      "YouTube video and playlist ids",
      `https://www.youtube.com/watch?v=${draw(11, B64URL)}&list=PL${draw(32, B64URL)}`,
    ),
    C("Notion page URL with its id", `https://www.notion.so/acme/Runbook-${hex(32)}`),
    C(
      "AWS ARN of a KMS key and a secret name",
      `arn:aws:kms:eu-west-1:123456789012:key/${uuid()}\narn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/api/stripe-${
        draw(6, ALNUM)
      }`,
    ),
    C(
      "AWS documented example keys",
      `aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ),
    C(
      "Terraform plan showing sensitive values hidden",
      `  + resource "aws_db_instance" "main" {\n      + password = (sensitive value)\n      + username = "app"\n    }`,
    ),
    C(
      "gitleaks rule in a TOML config",
      `[[rules]]\nid = "generic-api-key"\nregex = '''(?i)api[_-]?key\\s*[:=]\\s*['"]?([a-z0-9]{32,})'''\n`,
    ),
    C(
      "a hash table of test vectors (public)",
      `HMAC-SHA256("key", "The quick brown fox jumps over the lazy dog") = f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8`,
    ),
    C(
      "prose: how to rotate a leaked key",
      `If the key leaked, revoke it in the dashboard, create a new one, store it in the secret manager and redeploy; the old value stops working immediately.`,
    ),
    C(
      "commit message about a secret, no value",
      `fix(ci): read NPM_TOKEN from the org secret instead of the repo one\n\nThe old token was revoked on 2026-02-10.`,
    ),
    C(
      "random-looking but public: a YubiKey OTP public id prefix and counter",
      `public id: cccc${draw(8, "cbdefghijklnrtuv")} counter: ${draw(4, DIGITS)}`,
    ),
    C(
      "base32 of a non-secret label",
      `label_b32: ${"ONSWG4TFOQ======"}\nnote: decodes to the word 'secret', not a key`,
    ),
    C(
      "session replay ids in a support ticket",
      `LogRocket session: https://app.logrocket.com/acme/web/s/${draw(1, DIGITS)}-${uuid()}/0`,
    ),
    C(
      "a Hex package fingerprint and a Gradle build scan",
      `Build scan: https://scans.gradle.com/s/${draw(13, LOWER_DIGITS)}\nPackage checksum: ${
        hex(64)
      }`,
    ),
  ];
}
