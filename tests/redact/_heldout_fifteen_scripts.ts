/**
 * Corpus fifteen, shells and query languages: bash, zsh, fish, PowerShell and cmd scripts and
 * sessions; SQL of several dialects; GraphQL documents and variables.
 */
import { B64, type HeldOutSecret, HEX, LOWNUM, pw, S, v } from "./_heldout_fifteen_make.ts";

export function shellsAndQueries(): HeldOutSecret[] {
  return [
    S(
      "command",
      "bash: export in a deploy script with set -euo pipefail",
      (k) =>
        `#!/usr/bin/env bash\nset -euo pipefail\nexport CF_API_TOKEN="${
          k(40, B64.slice(0, 62) + "_")
        }"\n./scripts/purge-cache.sh`,
    ),
    S(
      "command",
      "bash: a function that curls with a token in a local variable",
      (k) =>
        `notify() {\n  local token='${
          k(44)
        }'\n  curl -fsS -X POST -H "Authorization: Bearer $token" "$HOOK_URL" -d "$1"\n}`,
    ),
    S(
      "command",
      "bash: read from a heredoc into a config file",
      (_k, add) =>
        `cat > /etc/myapp/db.conf <<EOF\nhost=10.0.0.5\nuser=myapp\npass=${pw(add, 16)}\nEOF`,
    ),
    S(
      "command",
      "bash: a password piped into docker login on one line",
      (_k, add) =>
        `echo '${pw(add, 20)}' | docker login registry.corp.example -u ci-bot --password-stdin`,
    ),
    S(
      "command",
      "zsh: a line of ~/.zshrc with an alias that embeds the key",
      (k) => `alias gpt='OPENAI_API_KEY=sk-${k(48)} llm chat -m gpt-4o'`,
    ),
    S(
      "command",
      "zsh: extended history with a timestamp",
      (_k, add) =>
        `: 1732751044:0;mysql -h db.stage -u root -p'${pw(add, 15)}' -e 'show databases'`,
    ),
    S(
      "command",
      "fish: set -gx in config.fish",
      (k) => `set -gx ANTHROPIC_API_KEY sk-ant-api03-${k(93, B64.slice(0, 62) + "-_")}AA`,
    ),
    S(
      "command",
      "fish: an abbr that passes a password flag",
      (_k, add) =>
        `abbr -a pgprod 'PGPASSWORD=${pw(add, 17, "-_.")} psql -h pg.prod -U admin main'`,
    ),
    S(
      "command",
      "PowerShell: $env: assignment in a profile",
      (k) =>
        `$env:AZURE_DEVOPS_EXT_PAT = '${
          k(52, "abcdefghijklmnopqrstuvwxyz234567")
        }'\naz devops project list`,
    ),
    S(
      "command",
      "PowerShell: Invoke-WebRequest with a hashtable of headers",
      (k) =>
        `Invoke-WebRequest -Uri 'https://api.pagerduty.example/incidents' -Headers @{ 'Authorization' = 'Token token=${
          k(20, LOWNUM + "_+")
        }'; 'Accept' = 'application/json' }`,
    ),
    S(
      "command",
      "PowerShell: New-Object PSCredential from a plain string",
      (_k, add) =>
        `$sec = ConvertTo-SecureString '${
          pw(add, 16)
        }' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ('CORP\\svc_backup', $sec)`,
    ),
    S(
      "command",
      "cmd: set and a sqlcmd call in a .bat file",
      (_k, add) =>
        `@echo off\nset SQLPWD=${
          pw(add, 14, "#-_")
        }\nsqlcmd -S SQL01\\INST -U sa -P %SQLPWD% -i migrate.sql`,
    ),
    S(
      "command",
      "cmd: runas-style net use with the password in the command",
      (_k, add) =>
        `C:\\> net use Z: \\\\fs02\\finance ${pw(add, 13, "#-_")} /user:CORP\\jdoe /persistent:no`,
    ),
    S(
      "command",
      "bash: ssh-agent-less git clone with a token in the URL inside a for loop",
      (k) =>
        `for r in api web worker; do\n  git clone "https://oauth2:glpat-${
          k(20, B64.slice(0, 62) + "-_")
        }@gitlab.corp.example/platform/$r.git"\ndone`,
    ),
    S(
      "command",
      "bash: a systemd-run with an --setenv secret",
      (k) =>
        `sudo systemd-run --unit=reindex --setenv=ES_API_KEY=${
          k(60, B64.slice(0, 62))
        } /opt/search/reindex`,
    ),
    S(
      "command",
      "bash: openssl enc with a -k passphrase in a backup cron",
      (_k, add) =>
        `0 3 * * * tar cz /srv/data | openssl enc -aes-256-cbc -pbkdf2 -k '${
          pw(add, 22)
        }' > /backup/data.tgz.enc`,
    ),
    S(
      "command",
      "bash: mc alias set for MinIO",
      (k) => `mc alias set local http://127.0.0.1:9000 minioadmin ${k(40)}`,
    ),
    S(
      "command",
      "bash: az storage blob upload with --account-key",
      (k) =>
        `az storage blob upload --account-name stassets01 --account-key "${
          k(86, B64)
        }==" -c web -f dist/app.js -n app.js`,
    ),
    S(
      "assignment",
      "SQL (PostgreSQL): CREATE ROLE with LOGIN PASSWORD",
      (_k, add) =>
        `CREATE ROLE analytics_ro WITH LOGIN PASSWORD '${
          pw(add, 18, "#-_.")
        }' VALID UNTIL '2027-01-01';`,
    ),
    S(
      "assignment",
      "SQL (PostgreSQL): CREATE USER MAPPING for a foreign server",
      (_k, add) =>
        `CREATE USER MAPPING FOR app SERVER legacy_mysql OPTIONS (username 'bridge', password '${
          pw(add, 16, "#-_.")
        }');`,
    ),
    S(
      "assignment",
      "SQL (MySQL): ALTER USER IDENTIFIED BY",
      (_k, add) =>
        `ALTER USER 'wp'@'%' IDENTIFIED WITH mysql_native_password BY '${pw(add, 17, "#-_.")}';`,
    ),
    S(
      "assignment",
      "SQL (MySQL): CHANGE REPLICATION SOURCE with SOURCE_PASSWORD",
      (_k, add) =>
        `CHANGE REPLICATION SOURCE TO SOURCE_HOST='10.0.0.21', SOURCE_USER='repl', SOURCE_PASSWORD='${
          pw(add, 16, "#-_.")
        }', SOURCE_AUTO_POSITION=1;`,
    ),
    S(
      "assignment",
      "SQL (SQL Server): CREATE DATABASE SCOPED CREDENTIAL with a SAS SECRET",
      (k) =>
        `CREATE DATABASE SCOPED CREDENTIAL BlobCred WITH IDENTITY = 'SHARED ACCESS SIGNATURE',\nSECRET = 'sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&sig=${
          k(43, B64)
        }%3D';`,
    ),
    S(
      "assignment",
      "SQL (Oracle): CREATE DATABASE LINK with IDENTIFIED BY",
      (_k, add) =>
        `CREATE DATABASE LINK hr_link CONNECT TO hr_reader IDENTIFIED BY "${
          pw(add, 15, "#_")
        }" USING 'HRPROD';`,
    ),
    S(
      "assignment",
      "SQL (Snowflake): CREATE STAGE with AWS keys in CREDENTIALS",
      (k) =>
        `CREATE STAGE raw_events URL='s3://acme-events/raw/'\n  CREDENTIALS=(AWS_KEY_ID='AKIA${
          v(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        }' AWS_SECRET_KEY='${k(40, B64)}');`,
    ),
    S(
      "assignment",
      "SQL (ClickHouse): a CREATE USER with sha256 by plaintext",
      (_k, add) =>
        `CREATE USER grafana IDENTIFIED WITH sha256_password BY '${pw(add, 19, "#-_.")}' HOST ANY;`,
    ),
    S(
      "assignment",
      "SQL (SQLite seed): an INSERT of an api key row",
      (k) =>
        `INSERT INTO api_keys (id, owner, key, created_at) VALUES (1, 'seed-admin', '${
          k(40)
        }', CURRENT_TIMESTAMP);`,
    ),
    S(
      "assignment",
      "SQL (BigQuery): EXTERNAL_QUERY connection with a password option in a comment",
      (_k, add) =>
        `-- connection created with: bq mk --connection --properties='{"instanceId":"p:r:pg","database":"app","type":"POSTGRES"}' --connection_credential='{"username":"bq","password":"${
          pw(add, 18, "#-_.")
        }"}'\nSELECT * FROM EXTERNAL_QUERY('p.us.pg', 'SELECT 1');`,
    ),
    S(
      "assignment",
      "GraphQL: a login mutation with inline arguments",
      (_k, add) =>
        `mutation {\n  login(email: "qa+admin@example.com", password: "${
          pw(add, 16)
        }") {\n    token\n  }\n}`,
    ),
    S(
      "assignment",
      "GraphQL: variables JSON with an API secret for a createIntegration mutation",
      (k) =>
        `{\n  "input": {\n    "provider": "SHOPIFY",\n    "apiSecret": "${k(32, HEX)}"\n  }\n}`,
    ),
    S(
      "assignment",
      "GraphQL: a request header block in a GraphiQL tab",
      (k) => `{\n  "Authorization": "Bearer ${k(64, HEX)}"\n}`,
    ),
    S(
      "command",
      "bash: gh api graphql with a token env prefix",
      (k) => `GH_TOKEN=github_pat_${k(22)}_${k(59)} gh api graphql -f query='{ viewer { login } }'`,
    ),
    S(
      "command",
      "bash: a Kafka console producer with SASL config in a properties string",
      (_k, add) =>
        `kafka-console-producer.sh --bootstrap-server b1:9096 --topic audit --producer-property 'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="audit" password="${
          pw(add, 18, "-_.")
        }";'`,
    ),
    S(
      "command",
      "bash: a URL with a key query parameter in wget",
      (k) =>
        `wget -qO- "https://maps.example.com/api/geocode/json?address=Berlin&key=${k(32, HEX)}"`,
    ),
    S(
      "command",
      "PowerShell: Connect-ExchangeOnline with a certificate password",
      (_k, add) =>
        `Connect-ExchangeOnline -CertificateFilePath .\\exo.pfx -CertificatePassword (ConvertTo-SecureString -String "${
          pw(add, 16)
        }" -AsPlainText -Force) -AppID $appId -Organization contoso.onmicrosoft.com`,
    ),
  ];
}
