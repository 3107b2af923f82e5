/**
 * Corpus thirteen, configuration in formats and ecosystems eleven and twelve did not show: mobile
 * and game builds, process managers and service units of other systems, gateways, Kustomize and
 * GitOps, JSON5, KDL, RON, textproto, XML CDATA and YAML flow maps.
 */
import {
  B64,
  DIGITS,
  draw,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  passphrase,
  password,
  S,
} from "./_heldout_thirteen_make.ts";

export function configFormats(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "Flutter android/key.properties",
      (_k, add) =>
        `storePassword=${add(password())}\nkeyPassword=${
          add(password())
        }\nkeyAlias=upload\nstoreFile=/home/dev/upload-keystore.jks\n`,
    ),
    S(
      "assignment",
      "fastlane Matchfile with MATCH_PASSWORD in a comment",
      (_k, add) =>
        `git_url("git@github.com:acme/certs.git")\nstorage_mode("git")\ntype("appstore")\n# MATCH_PASSWORD=${
          add(passphrase(4, "-"))
        }\n`,
    ),
    S(
      "assignment",
      "Expo eas.json build env",
      (k) =>
        JSON.stringify(
          { build: { production: { env: { SENTRY_AUTH_TOKEN: "sntrys_" + k(60) } } } },
          null,
          2,
        ),
    ),
    S(
      "assignment",
      "Unity ProjectSettings cloud build secret",
      (k) =>
        `  cloudProjectId: ${draw(8, HEX)}-${draw(4, HEX)}\n  cloudBuildApiKey: ${k(32, HEX)}\n`,
    ),
    S(
      "assignment",
      "Godot export_presets.cfg keystore password",
      (_k, add) =>
        `[preset.0.options]\nkeystore/release="res://release.keystore"\nkeystore/release_user="release"\nkeystore/release_password="${
          add(password())
        }"\n`,
    ),
    S(
      "assignment",
      "Steam config.vdf style key/value",
      (k) => `"WebAPI"\n{\n\t"key"\t\t"${k(32, "0123456789ABCDEF")}"\n\t"appid"\t\t"480"\n}\n`,
    ),
    S(
      "assignment",
      "PM2 ecosystem.config.js env block",
      (k) =>
        `module.exports = {\n  apps: [{\n    name: "api",\n    script: "dist/main.js",\n    env_production: { JWT_SECRET: "${
          k(40)
        }", PORT: 8080 },\n  }],\n};\n`,
    ),
    S(
      "assignment",
      "supervisord environment= line",
      (_k, add) =>
        `[program:worker]\ncommand=/srv/venv/bin/celery -A app worker\nenvironment=BROKER_URL="amqp://worker:${
          add(password())
        }@mq:5672//",C_FORCE_ROOT="1"\n`,
    ),
    S(
      "assignment",
      "launchd plist EnvironmentVariables",
      (k) =>
        `<key>EnvironmentVariables</key>\n<dict>\n\t<key>BACKUP_ENCRYPTION_KEY</key>\n\t<string>${
          k(44, B64)
        }</string>\n</dict>\n`,
    ),
    S(
      "assignment",
      "Podman quadlet .container Environment=",
      (k) =>
        `[Container]\nImage=docker.io/library/postgres:16\nEnvironment=POSTGRES_PASSWORD=${
          k(22)
        }\nVolume=pg:/var/lib/postgresql/data\n`,
    ),
    S(
      "assignment",
      "Windows scheduled task XML with a stored password argument",
      (_k, add) =>
        `<Exec>\n  <Command>C:\\Tools\\sync.exe</Command>\n  <Arguments>--user svc_sync --pass "${
          add(password())
        }"</Arguments>\n</Exec>\n`,
    ),
    S(
      "assignment",
      "crontab with an inline environment variable",
      (k) =>
        `MAILTO=""\n15 3 * * * B2_APPLICATION_KEY=K00${
          k(28)
        } /usr/local/bin/backup.sh >/dev/null 2>&1\n`,
    ),
    S(
      "assignment",
      "Caddyfile DNS provider token",
      (k) =>
        `*.home.example.org {\n\ttls {\n\t\tdns cloudflare ${
          k(40, LOWER_DIGITS + "_-")
        }\n\t}\n\treverse_proxy 10.0.0.5:8123\n}\n`,
    ),
    S(
      "assignment",
      "Traefik dynamic config with an ACME EAB HMAC",
      (k) =>
        `certificatesResolvers:\n  zerossl:\n    acme:\n      eab:\n        kid: ${
          draw(22, B64.slice(0, 62))
        }\n        hmacEncoded: ${k(86, B64.slice(0, 62) + "-_")}\n`,
    ),
    S(
      "assignment",
      "Kong declarative config consumer key-auth",
      (k) => `consumers:\n- username: mobile-app\n  keyauth_credentials:\n  - key: ${k(32)}\n`,
    ),
    S(
      "assignment",
      "Envoy static secret inline_string",
      (k) => `- name: hmac\n  generic_secret:\n    secret:\n      inline_string: "${k(48, B64)}"\n`,
    ),
    S(
      "assignment",
      "Kustomize secretGenerator literals",
      (_k, add) =>
        `secretGenerator:\n- name: app-secrets\n  literals:\n  - DB_PASSWORD=${
          add(password())
        }\n  - STRIPE_WEBHOOK_KEY=whsec_${add(draw(32))}\n`,
    ),
    S(
      "assignment",
      "Flux HelmRelease inline values",
      (_k, add) =>
        `spec:\n  chart:\n    spec: { chart: keycloak }\n  values:\n    auth:\n      adminUser: admin\n      adminPassword: ${
          add(password())
        }\n`,
    ),
    S(
      "assignment",
      "Helmfile values with set",
      (k) =>
        `releases:\n  - name: grafana\n    chart: grafana/grafana\n    set:\n      - name: adminPassword\n        value: ${
          k(20)
        }\n`,
    ),
    S(
      "assignment",
      "docker-compose environment as a list of KEY=value",
      (k) =>
        `services:\n  minio:\n    image: minio/minio\n    environment:\n      - MINIO_ROOT_USER=minioadmin\n      - MINIO_ROOT_PASSWORD=${
          k(24)
        }\n`,
    ),
    S(
      "assignment",
      "JSON5 with unquoted keys and a trailing comma",
      (k) =>
        `{\n  // local overrides\n  apiBase: 'https://api.example.com',\n  apiSecret: '${
          k(40)
        }',\n}\n`,
    ),
    S(
      "assignment",
      "JSONC tsconfig-style comment then a key",
      (k) =>
        `{\n  /* do not commit */\n  "algolia.adminKey": "${k(32, HEX)}",\n  "algolia.appId": "${
          draw(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        }"\n}\n`,
    ),
    S(
      "assignment",
      "KDL config node",
      (k) => `server "prod" {\n    host "10.1.2.3"\n    token "${k(36)}"\n}\n`,
    ),
    S(
      "assignment",
      "RON (Rust Object Notation) settings",
      (k) =>
        `(\n    endpoint: "https://ingest.internal",\n    api_key: Some("${
          k(40)
        }"),\n    retries: 3,\n)\n`,
    ),
    S(
      "assignment",
      "protobuf text format",
      (k) => `credentials {\n  kind: SERVICE\n  shared_secret: "${k(32)}"\n}\n`,
    ),
    S(
      "assignment",
      "XML CDATA section",
      (_k, add) =>
        `<connection name="erp">\n  <user>erp_app</user>\n  <password><![CDATA[${
          add(password())
        }]]></password>\n</connection>\n`,
    ),
    S(
      "assignment",
      "YAML flow mapping on one line",
      (k) =>
        `smtp: {host: smtp.mailgun.org, port: 587, user: postmaster@mg.example.com, pass: ${
          k(32, HEX)
        }-${k(8, HEX)}-${k(8, HEX)}}\n`,
    ),
    S(
      "assignment",
      "YAML anchor merged into two environments",
      (k) =>
        `x-common: &common\n  SEGMENT_WRITE_KEY: ${
          k(32)
        }\nstaging:\n  <<: *common\nproduction:\n  <<: *common\n`,
    ),
    S(
      "assignment",
      "INI with a colon separator and a comment after the value",
      (_k, add) => `[mysql]\nhost: db.internal\npassword: ${add(password())} ; rotated in March\n`,
    ),
    S(
      "assignment",
      "TOML inline table",
      (k) =>
        `[tool.publish]\nrepository = { url = "https://pkgs.internal/simple", token = "${
          k(44)
        }" }\n`,
    ),
    S(
      "assignment",
      "TOML multi-line literal string",
      (k) => `license_key = '''\n${k(64, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")}\n'''\n`,
    ),
    S(
      "assignment",
      ".envrc for direnv with export and a subshell default",
      (k) =>
        `export AWS_PROFILE=dev\nexport OPENAI_ORG=org-${
          draw(24)
        }\nexport ANTHROPIC_API_KEY="\${ANTHROPIC_API_KEY:-sk-ant-api03-${
          k(93, B64.slice(0, 62) + "-_")
        }AA}"\n`,
    ),
    S(
      "assignment",
      "Procfile-style release command with a secret",
      (k) =>
        `release: DJANGO_SECRET=${
          k(50, LOWER_DIGITS)
        } python manage.py migrate\nweb: gunicorn app.wsgi\n`,
    ),
    S(
      "assignment",
      "JetBrains dataSources.local.xml",
      (_k, add) =>
        `<data-source name="prod@db" uuid="${
          draw(8, HEX)
        }-0000">\n  <user-name>report</user-name>\n  <password>${
          add(password())
        }</password>\n</data-source>\n`,
    ),
    S(
      "assignment",
      "Sublime Text SFTP config",
      (_k, add) =>
        `{\n    "type": "sftp",\n    "host": "web01.example.com",\n    "user": "deploy",\n    "password": "${
          add(password())
        }",\n    "remote_path": "/var/www/"\n}\n`,
    ),
    S(
      "assignment",
      "Zed settings.json language model key",
      (k) =>
        `{\n  "language_models": {\n    "openai_compatible": { "api_url": "https://llm.internal/v1", "api_key": "${
          k(48)
        }" }\n  }\n}\n`,
    ),
    S(
      "assignment",
      "Continue config.yaml model entry",
      (k) =>
        `models:\n  - name: Mistral\n    provider: mistral\n    model: codestral-latest\n    apiKey: ${
          k(32)
        }\n`,
    ),
    S(
      "assignment",
      "Aider .aider.conf.yml",
      (k) => `model: deepseek/deepseek-coder\napi-key:\n  - deepseek=sk-${k(32, HEX)}\n`,
    ),
    S(
      "assignment",
      "Home Assistant secrets.yaml with a passphrase",
      (_k, add) =>
        `wifi_ssid: "Attic"\nwifi_password: "${add(passphrase(3, " "))}"\nmqtt_password: ${
          add(password())
        }\n`,
    ),
    S(
      "assignment",
      "ESPHome OTA and API encryption key",
      (k) =>
        `api:\n  encryption:\n    key: "${
          k(43, B64)
        }="\not:\n  - platform: esphome\n    password: "${k(32, HEX)}"\n`,
    ),
    S("assignment", "Moonraker power device with a Home Assistant long-lived token", (_k, add) => {
      const t = jwt("HS256", { iss: draw(32, HEX), iat: 1739265243, exp: 2054625243 });
      return `[power printer]\ntype: homeassistant\naddress: ha.local\ntoken: ${t.head}.${
        add(t.sig)
      }\n`;
    }),
    S(
      "assignment",
      "R .Rprofile Sys.setenv",
      (k) =>
        `Sys.setenv(CENSUS_API_KEY = "${
          k(40, HEX)
        }")\noptions(repos = c(CRAN = "https://cloud.r-project.org"))\n`,
    ),
    S(
      "assignment",
      "SSH config with a ProxyCommand carrying a password",
      (_k, add) =>
        `Host legacy\n  HostName 10.20.0.4\n  ProxyCommand sshpass -p '${
          add(password())
        }' ssh -W %h:%p jump@bastion\n`,
    ),
    S(
      "assignment",
      "pgbouncer userlist with a plain password",
      (_k, add) => `"app" "${add(password())}"\n"stats" "md5${draw(32, HEX)}"\n`,
    ),
    S(
      "assignment",
      "Mosquitto password in a bridge config",
      (k) =>
        `connection cloud-bridge\naddress broker.hivemq.cloud:8883\nremote_username bridge\nremote_password ${
          k(20)
        }\n`,
    ),
    S(
      "assignment",
      "Asterisk sip.conf peer secret",
      (k) => `[1001]\ntype=friend\nhost=dynamic\nsecret=${k(16)}\ncontext=internal\n`,
    ),
    S(
      "assignment",
      "Icinga/Nagios resource.cfg macro",
      (_k, add) => `$USER1$=/usr/lib/nagios/plugins\n$USER3$=${add(password())}\n`,
    ),
    S(
      "assignment",
      "numeric-only PIN-style secret in a config comment block",
      (k) => `# alarm panel\npanel:\n  host: 192.168.1.40\n  master_code: "${k(10, DIGITS)}"\n`,
    ),
  ];
}
