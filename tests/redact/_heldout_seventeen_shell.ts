/**
 * Corpus seventeen, shell and containers: scripts (bash, PowerShell, Makefile), Dockerfiles and
 * compose files, CI steps — commands that carry a secret as an argument, a header, a heredoc, an
 * exported variable or a build argument.
 */
import {
  B64,
  b64,
  code,
  draw,
  type HeldOutSecret,
  HEX,
  num,
  pass,
  pick,
  UPPER_ALNUM,
  vendor,
} from "./_heldout_seventeen_make.ts";

export function buildShell(): HeldOutSecret[] {
  return [
    code("command", "bash curl with a bearer header", "scripts/release.sh", "bash", (k) => [
      "#!/usr/bin/env bash",
      "set -euo pipefail",
      "curl -fsS -X POST https://deploy.acme.io/api/v1/releases \\",
      `  -H "Authorization: Bearer ${k(48)}" \\`,
      `  -d '{"version":"${num(1, 9)}.${num(0, 20)}.${num(0, 40)}"}'`,
    ]),
    code(
      "command",
      "bash docker login with a password flag",
      "scripts/push.sh",
      "bash",
      (k, add) => [
        `docker login ghcr.io -u acme-bot -p ${vendor("GitHub classic").token(k, add)}`,
        "docker push ghcr.io/acme/api:latest",
      ],
    ),
    code("command", "bash mysql with a glued password", "scripts/dump.sh", "bash", (_k, add) => [
      `mysqldump -h db.acme.internal -u backup -p${pass(add)} --single-transaction shop > shop.sql`,
    ]),
    code("assignment", "bash exported variable", "scripts/env.sh", "bash", (k, add) => [
      "export AWS_REGION=eu-west-1",
      `export AWS_ACCESS_KEY_ID=${vendor("AWS key id").token(k, add)}`,
      `export AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
    ]),
    code(
      "block",
      "bash heredoc writing a config with a password",
      "scripts/provision.sh",
      "bash",
      (_k, add) => [
        "cat > /etc/pgbouncer/userlist.txt <<'EOF'",
        `"app" "${pass(add)}"`,
        `"metrics" "${pass(add)}"`,
        "EOF",
      ],
    ),
    code("command", "bash htpasswd batch mode", "scripts/basic_auth.sh", "bash", (_k, add) => [
      `htpasswd -bc /etc/nginx/.htpasswd admin ${pass(add)}`,
    ]),
    code("command", "bash kubectl create secret", "scripts/k8s_secret.sh", "bash", (k) => [
      "kubectl -n payments create secret generic api-keys \\",
      `  --from-literal=PSP_SECRET=${k(40)} \\`,
      `  --from-literal=PSP_WEBHOOK=${k(32)}`,
    ]),
    code("command", "bash psql with PGPASSWORD inline", "scripts/migrate.sh", "bash", (_k, add) => [
      `PGPASSWORD='${pass(add)}' psql -h pg.acme.internal -U migrator -d app -f migrations/up.sql`,
    ]),
    code("command", "bash git remote with a token", "scripts/mirror.sh", "bash", (k, add) => [
      `git remote add mirror https://oauth2:${
        vendor("GitLab").token(k, add)
      }@gitlab.acme.io/acme/api.git`,
      "git push --mirror mirror",
    ]),
    code("command", "bash openssl with a passphrase", "scripts/sign.sh", "bash", (_k, add) => [
      `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${
        pass(add)
      }`,
    ]),
    code(
      "command",
      "PowerShell ConvertTo-SecureString",
      "deploy/Set-Service.ps1",
      "powershell",
      (_k, add) => [
        `$pw = ConvertTo-SecureString '${pass(add)}' -AsPlainText -Force`,
        "$cred = New-Object System.Management.Automation.PSCredential('svc_deploy', $pw)",
        "New-Service -Name AcmeAgent -BinaryPathName C:\\acme\\agent.exe -Credential $cred",
      ],
    ),
    code(
      "command",
      "PowerShell az login with a client secret",
      "deploy/Login.ps1",
      "powershell",
      (_k, add) => [
        `az login --service-principal -u ${draw(8, HEX)}-${draw(4, HEX)}-4${draw(3, HEX)}-a${
          draw(3, HEX)
        }-${draw(12, HEX)} \``,
        `  -p "${
          add(draw(3) + num(1, 9) + pick(["Q", "R", "K"]) + "~" + draw(34, ALNUM_DOT))
        }" --tenant acme.onmicrosoft.com`,
      ],
    ),
    code("assignment", "PowerShell env assignment", "profile.ps1", "powershell", (k, add) => [
      `$env:HF_TOKEN = "${vendor("Hugging Face").token(k, add)}"`,
      '$env:HF_HOME = "D:\\hf"',
    ]),
    code("command", "Makefile deploy target", "Makefile", "make", (k) => [
      "deploy:",
      `\t./bin/deploy --env prod --token ${k(40)}`,
      "",
      "test:",
      "\tgo test ./...",
    ]),
    code("assignment", "Makefile variable", "Makefile", "make", (_k, add) => [
      "REGISTRY := registry.acme.io",
      `REGISTRY_PASSWORD ?= ${pass(add)}`,
      "login:",
      "\t@echo $(REGISTRY_PASSWORD) | docker login $(REGISTRY) -u ci --password-stdin",
    ]),
    code("assignment", "Dockerfile ENV with a key", "Dockerfile", "dockerfile", (k, add) => [
      "FROM python:3.12-slim",
      "WORKDIR /app",
      `ENV SENDGRID_API_KEY=${vendor("SendGrid").token(k, add)}`,
      "COPY . .",
      'CMD ["gunicorn", "app:app"]',
    ]),
    code(
      "command",
      "Dockerfile RUN with an index URL password",
      "docker/worker.Dockerfile",
      "dockerfile",
      (_k, add) => [
        "FROM python:3.11",
        `RUN pip install --index-url https://ci:${pass(add)}@pypi.acme.io/simple/ acme-worker==${
          num(1, 5)
        }.${num(0, 9)}`,
      ],
    ),
    code("command", "Dockerfile npm token in a RUN", "web/Dockerfile", "dockerfile", (k, add) => [
      "FROM node:22-alpine",
      `RUN echo "//registry.npmjs.org/:_authToken=${
        vendor("npm automation").token(k, add)
      }" > .npmrc && npm ci`,
    ]),
    code("assignment", "Dockerfile ARG default", "Dockerfile.build", "dockerfile", (k) => [
      "FROM golang:1.23 AS build",
      `ARG GOPRIVATE_TOKEN=${k(40)}`,
      'RUN git config --global url."https://${GOPRIVATE_TOKEN}@git.acme.io/".insteadOf "https://git.acme.io/"',
    ]),
    code("assignment", "docker-compose environment", "docker-compose.yml", "yaml", (_k, add) => [
      "services:",
      "  db:",
      "    image: postgres:16",
      "    environment:",
      "      POSTGRES_USER: app",
      `      POSTGRES_PASSWORD: ${pass(add)}`,
      "  cache:",
      `    command: redis-server --requirepass ${pass(add)}`,
    ]),
    code(
      "command",
      "GitHub Actions step with a hard-coded token",
      ".github/workflows/publish.yml",
      "yaml",
      (k, add) => [
        "      - name: Publish",
        `        run: cargo publish --token cio${add(draw(32))}`,
        "      - name: Notify",
        `        run: curl -X POST -d '{"text":"published"}' https://hooks.slack.com/services/T${
          k(10, UPPER_ALNUM)
        }/B${k(10, UPPER_ALNUM)}/${k(24)}`,
      ],
    ),
    code("command", "bash gh secret set with a value", "scripts/bootstrap.sh", "bash", (k, add) => [
      `gh secret set PULUMI_ACCESS_TOKEN --body "${vendor("Pulumi").token(k, add)}"`,
    ]),
    code(
      "command",
      "bash vault write with a password",
      "scripts/vault_seed.sh",
      "bash",
      (_k, add) => [
        `vault kv put secret/app/db username=app password='${pass(add)}'`,
      ],
    ),
    code("command", "bash sshpass", "scripts/legacy_copy.sh", "bash", (_k, add) => [
      `sshpass -p '${pass(add)}' scp build.tar.gz deploy@10.20.${num(0, 9)}.${
        num(2, 250)
      }:/srv/releases/`,
    ]),
    code(
      "encoded",
      "bash Basic header from a base64 literal",
      "scripts/jira.sh",
      "bash",
      (_k, add) => [
        `curl -s -H "Authorization: Basic ${add(b64(`bot@acme.io:${draw(24)}`))}" \\`,
        "  https://acme.atlassian.net/rest/api/3/myself",
      ],
    ),
    code(
      "command",
      "fish set -x universal",
      "~/.config/fish/conf.d/keys.fish",
      "fish",
      (k, add) => [
        `set -Ux GROQ_API_KEY ${vendor("Groq").token(k, add)}`,
        `set -Ux EDITOR ${pick(["nvim", "hx"])}`,
      ],
    ),
    code(
      "command",
      "bash Terraform Cloud login token file write",
      "scripts/tfc.sh",
      "bash",
      (k, add) => [
        "mkdir -p ~/.terraform.d",
        `printf '{"credentials":{"app.terraform.io":{"token":"%s"}}}' "${
          vendor("Terraform Cloud").token(k, add)
        }" > ~/.terraform.d/credentials.tfrc.json`,
      ],
    ),
    code(
      "output",
      "terminal: a script echoing its secret under set -x",
      "scripts/release.sh (run)",
      "text",
      (k) => [
        "$ bash -x scripts/release.sh",
        "+ VERSION=" + num(1, 9) + "." + num(0, 9) + ".0",
        `+ DEPLOY_SECRET=${k(40)}`,
        "+ curl -fsS https://deploy.acme.io/hook",
        "ok",
      ],
    ),
    code(
      "output",
      "docker compose config printing a resolved password",
      "docker compose config",
      "text",
      (_k, add) => [
        "services:",
        "  db:",
        "    environment:",
        `      POSTGRES_PASSWORD: ${pass(add)}`,
        "    image: postgres:16",
      ],
    ),
    code(
      "output",
      "helm get values showing a token",
      "helm get values api -n prod",
      "text",
      (k, add) => [
        "USER-SUPPLIED VALUES:",
        "env:",
        `  LINEAR_API_KEY: ${vendor("Linear").token(k, add)}`,
        "replicaCount: 3",
      ],
    ),
    code(
      "output",
      "terraform output -json with a sensitive value shown",
      "terraform output -json",
      "json",
      (_k, add) =>
        JSON.stringify(
          {
            db_endpoint: { sensitive: false, type: "string", value: "db.acme.internal:5432" },
            db_password: { sensitive: true, type: "string", value: pass(add) },
          },
          null,
          2,
        ).split("\n"),
    ),
    code("output", "kubectl secret decoded in a terminal", "terminal", "text", (k) => [
      "$ kubectl get secret api -o jsonpath='{.data.SIGNING_KEY}' | base64 -d",
      k(48),
      "$ ",
    ]),
    code("output", "pytest failure diff showing the key", "pytest output", "text", (k) => {
      const key = k(40);
      return [
        "    def test_client_uses_key():",
        `>       assert client.headers["X-Api-Key"] == "${key}x"`,
        `E       AssertionError: assert '${key}' == '${key}x'`,
        "tests/test_client.py:14: AssertionError",
      ];
    }),
    code("output", "cargo test panic printing a config", "cargo test output", "text", (_k, add) => [
      "---- config::tests::loads_prod stdout ----",
      `thread 'config::tests::loads_prod' panicked at src/config.rs:${num(20, 200)}:9:`,
      `unexpected config: Config { db_url: "postgres://app:${
        pass(add)
      }@pg.acme.internal/app", workers: 4 }`,
    ]),
  ];
}

const ALNUM_DOT = B64.slice(0, 62) + "._-";
