/**
 * Corpus eleven, deployment and service configuration: systemd units, nginx and Apache,
 * Dockerfiles, Kubernetes manifests, CI pipelines, package-manager rc files, dotenv files with
 * names in every case style and language, and daemon configs (databases, VPN, LDAP, editors).
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  guid,
  HEX,
  LOWER_DIGITS,
  passphrase,
  pwd,
  S,
  urlPwd,
} from "./_heldout_eleven_make.ts";

export function deploy(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "systemd unit Environment line",
      (k) =>
        `[Service]\nUser=app\nEnvironment="NODE_ENV=production" "API_SIGNING_KEY=${
          k(64, HEX)
        }"\nExecStart=/usr/bin/node /srv/app/server.js`,
    ),
    S(
      "assignment",
      "systemd EnvironmentFile content shown",
      (_k, add) =>
        `$ sudo cat /etc/default/metabase\nMB_DB_TYPE=postgres\nMB_DB_USER=metabase\nMB_DB_PASS=${
          add(pwd())
        }\nMB_ENCRYPTION_SECRET_KEY=${add(g(44, BASE64))}`,
    ),
    S(
      "assignment",
      "nginx proxy_set_header authorization",
      (_k, add) =>
        `location /api/ {\n    proxy_pass https://upstream.internal;\n    proxy_set_header Authorization "Basic ${
          add(b64(`svc:${urlPwd()}`).replace(/=+$/, ""))
        }";\n}`.replace(
          /Basic ([A-Za-z0-9+/]+)";/,
          (_m, v) => `Basic ${v}${"=".repeat((4 - v.length % 4) % 4)}";`,
        ),
    ),
    S(
      "assignment",
      "nginx map of api keys",
      (k) =>
        `map $http_x_api_key $api_client {\n    default "";\n    "${k(32, HEX)}" "mobile";\n    "${
          k(32, HEX)
        }" "partner";\n}`,
    ),
    S(
      "assignment",
      "apache SetEnv",
      (k) =>
        `<VirtualHost *:443>\n  ServerName shop.acme.example\n  SetEnv STRIPE_SECRET sk_live_${
          k(99)
        }\n</VirtualHost>`,
    ),
    S(
      "assignment",
      "apache proxy basic auth via RequestHeader",
      (_k, add) => `RequestHeader set X-Upstream-Token "${add(g(48, BASE64URL))}"`,
    ),
    S(
      "assignment",
      "dockerfile ENV api token",
      (k) => `FROM node:20-alpine\nWORKDIR /app\nENV NPM_TOKEN=npm_${k(36)}\nRUN npm ci --omit=dev`,
    ),
    S(
      "assignment",
      "dockerfile ARG default password",
      (_k, add) =>
        `ARG DB_PASSWORD=${add(urlPwd())}\nRUN ./scripts/migrate.sh --password "$DB_PASSWORD"`,
    ),
    S(
      "assignment",
      "dockerfile RUN echo into netrc",
      (_k, add) =>
        `RUN echo "machine github.com login ci password ${
          add(g(40, HEX))
        }" > /root/.netrc && \\\n    pip install git+https://github.com/acme/private-lib.git`,
    ),
    S("encoded", "k8s secret data base64", (_k, add) => {
      const a = add(b64(pwd()).replace(/=+$/, ""));
      const b = add(b64(`postgres://app:${urlPwd()}@pg:5432/app`).replace(/=+$/, ""));
      return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-db\ntype: Opaque\ndata:\n  password: ${a}${
        "=".repeat((4 - a.length % 4) % 4)
      }\n  url: ${b}${"=".repeat((4 - b.length % 4) % 4)}`;
    }),
    S(
      "assignment",
      "k8s secret stringData",
      (k) =>
        `apiVersion: v1\nkind: Secret\nmetadata:\n  name: anthropic\nstringData:\n  ANTHROPIC_API_KEY: sk-ant-api03-${
          k(93, BASE64URL)
        }AA`,
    ),
    S(
      "assignment",
      "k8s deployment env value inline",
      (_k, add) =>
        `        env:\n          - name: RABBITMQ_URL\n            value: amqps://orders:${
          add(urlPwd())
        }@mq.internal:5671/prod\n          - name: LOG_FORMAT\n            value: json`,
    ),
    S("encoded", "dockerconfigjson base64 auth", (_k, add) => {
      const auth = add(b64(`robot$ci:${g(32)}`).replace(/=+$/, ""));
      return `{"auths":{"harbor.corp.example":{"auth":"${auth}${
        "=".repeat((4 - auth.length % 4) % 4)
      }"}}}`;
    }),
    S(
      "assignment",
      "github actions env with literal",
      (k) =>
        `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      VERCEL_TOKEN: ${
          k(24)
        }\n    steps:\n      - run: npx vercel deploy --prod --token=$VERCEL_TOKEN`,
    ),
    S(
      "assignment",
      "gitlab ci variables block",
      (_k, add) =>
        `variables:\n  POSTGRES_DB: test\n  POSTGRES_PASSWORD: "${
          add(urlPwd())
        }"\n  DOCKER_AUTH_CONFIG: '{"auths":{}}'`,
    ),
    S(
      "assignment",
      "circleci config environment",
      (k, add) =>
        `    docker:\n      - image: cimg/python:3.12\n        environment:\n          CODECOV_TOKEN: ${
          add(guid())
        }\n          PYPI_PASSWORD: pypi-AgEIcHlwaS5vcmc${k(100, BASE64URL)}`,
    ),
    S(
      "assignment",
      "bitbucket pipelines script with secret",
      (_k, add) =>
        `pipelines:\n  default:\n    - step:\n        script:\n          - export SONAR_TOKEN=squ_${
          add(g(40, HEX))
        }\n          - sonar-scanner`,
    ),
    S(
      "assignment",
      "azure pipelines variable",
      (k) => `variables:\n  - name: ACR_PASSWORD\n    value: '${k(52, ALNUM)}'`,
    ),
    S(
      "assignment",
      "jenkinsfile environment",
      (_k, add) =>
        `pipeline {\n  agent any\n  environment {\n    NEXUS_PASS = '${add(pwd())}'\n  }\n}`,
    ),
    S(
      "assignment",
      "drone yml settings password",
      (_k, add) =>
        `steps:\n- name: publish\n  image: plugins/docker\n  settings:\n    username: acmebot\n    password: ${
          add(pwd())
        }\n    repo: acme/api`,
    ),
    S(
      "assignment",
      "yarnrc yml npmAuthToken",
      (_k, add) =>
        `npmScopes:\n  acme:\n    npmAlwaysAuth: true\n    npmAuthToken: ${
          add(guid())
        }\n    npmRegistryServer: "https://npm.corp.example"`,
    ),
    S(
      "assignment",
      "pip.conf extra index with password",
      (_k, add) =>
        `[global]\nextra-index-url = https://__token__:${
          add(g(40))
        }@gitlab.com/api/v4/projects/4211/packages/pypi/simple`,
    ),
    S("assignment", "gemrc credentials", (k) => `---\n:rubygems_api_key: rubygems_${k(48, HEX)}`),
    S(
      "assignment",
      "composer auth json",
      (_k, add) =>
        `{\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "${
          add(g(48, HEX))
        }"\n    }\n  }\n}`,
    ),
    S(
      "assignment",
      "nuget config cleartext password",
      (_k, add) =>
        `<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="ci" />\n    <add key="ClearTextPassword" value="${
          add(g(52, LOWER_DIGITS))
        }" />\n  </AcmeFeed>\n</packageSourceCredentials>`,
    ),
    S(
      "assignment",
      "dotenv with export and comments",
      (k, add) =>
        `# local only — do not commit\nexport APP_KEY=base64:${
          add(g(43, BASE64))
        }=\nexport MAIL_PASSWORD=${add(urlPwd())}\nPADDLE_API_KEY=pdl_live_apikey_${
          k(26, LOWER_DIGITS)
        }`,
    ),
    S("assignment", "dotenv name in camelCase", (k) => `resendApiKey=re_${k(8)}_${k(24)}`),
    S("assignment", "dotenv name in kebab case", (_k, add) => `smtp-password: ${add(pwd())}`),
    S(
      "assignment",
      "german name Passwort",
      (_k, add) => `datenbank:\n  benutzer: shop\n  passwort: ${add(pwd())}`,
    ),
    S("assignment", "french name mot_de_passe", (_k, add) => `MOT_DE_PASSE_SMTP="${add(pwd())}"`),
    S(
      "assignment",
      "spanish name contrasena",
      (_k, add) => `"usuario": "admin", "contraseña": "${add(pwd())}"`,
    ),
    S("assignment", "unusual separator double colon", (k) => `prod::webhook_secret::${k(32, HEX)}`),
    S(
      "assignment",
      "unusual separator arrow in ruby hash",
      (k) => `config = { :host => "api.acme.example", :secret_key => "${k(40, BASE64URL)}" }`,
    ),
    S(
      "assignment",
      "odbc ini pwd",
      (_k, add) =>
        `[SnowflakeDSN]\nDriver=/usr/lib/snowflake/odbc/lib/libSnowflake.so\nServer=acme.snowflakecomputing.com\nUID=LOADER\nPWD=${
          add(pwd())
        }`,
    ),
    S(
      "assignment",
      "pgpass line",
      (_k, add) => `$ cat ~/.pgpass\ndb.internal:5432:*:report:${add(pwd())}`,
    ),
    S(
      "assignment",
      "my.cnf client section",
      (_k, add) => `[client]\nuser=root\npassword="${add(pwd())}"\nhost=127.0.0.1`,
    ),
    S(
      "assignment",
      "redis conf requirepass",
      (k) => `bind 0.0.0.0\nprotected-mode yes\nrequirepass ${k(48, BASE64URL)}\nmaxmemory 2gb`,
    ),
    S(
      "assignment",
      "pgbouncer userlist md5 (pass-the-hash equivalent)",
      (k) => `"app" "md5${k(32, HEX)}"`,
    ),
    S(
      "assignment",
      "wireguard private key in conf",
      (k) =>
        `[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${
          k(43, BASE64)
        }=\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${
          g(43, BASE64)
        }=\nEndpoint = vpn.acme.example:51820`,
    ),
    S(
      "assignment",
      "openvpn auth-user-pass inline",
      (_k, add) => `<auth-user-pass>\nvpnuser\n${add(pwd())}\n</auth-user-pass>`,
    ),
    S(
      "assignment",
      "wpa supplicant psk",
      (_k, add) => `network={\n    ssid="AcmeOffice"\n    psk="${add(passphrase(3, " "))}"\n}`,
    ),
    S(
      "assignment",
      "ldap bind password in sssd conf",
      (_k, add) =>
        `[domain/corp]\nldap_uri = ldaps://ldap.corp.example\nldap_default_bind_dn = cn=svc-sssd,ou=svc,dc=corp,dc=example\nldap_default_authtok = ${
          add(pwd())
        }`,
    ),
    S(
      "assignment",
      "vscode settings json token",
      (k) =>
        `{\n  "editor.formatOnSave": true,\n  "sonarlint.connectedMode.connections.sonarqube": [{ "serverUrl": "https://sonar.corp.example", "token": "squ_${
          k(40, HEX)
        }" }]\n}`,
    ),
    S(
      "assignment",
      "mcp server config with env key",
      (k) =>
        `{\n  "mcpServers": {\n    "brave-search": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-brave-search"],\n      "env": { "BRAVE_API_KEY": "BSA${
          k(28)
        }" }\n    }\n  }\n}`,
    ),
    S(
      "assignment",
      "numeric-only pin in config",
      (k) => `atm_simulator:\n  operator_pin: "${k(8, DIGITS)}"`,
    ),
  ];
}
