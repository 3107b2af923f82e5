/** Corpus nine: configuration files of many ecosystems holding secrets. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { armour, BASE64, BASE64URL, g, HEX, LOWER_DIGITS, pwd, S } from "./_heldout_nine_make.ts";

export const NINE_CONFIG: readonly HeldOutSecret[] = [
  S(
    "assignment",
    "dotenv database password",
    (_k, add) =>
      `# .env\nDB_HOST=localhost\nDB_USER=app\nDB_PASSWORD=${add(pwd())}\nDB_NAME=app_dev`,
  ),
  S("assignment", "dotenv quoted jwt secret", (k) => `JWT_SECRET="${k(48, BASE64URL)}"`),
  S("assignment", "dotenv session secret single quotes", (k) => `SESSION_SECRET='${k(64, HEX)}'`),
  S(
    "assignment",
    "dotenv django secret key",
    (k) => `DJANGO_SECRET_KEY=django-insecure-${k(50, LOWER_DIGITS + "!@#%^&*(-_=+)")}`,
  ),
  S(
    "assignment",
    "yaml app config password",
    (_k, add) =>
      `database:\n  host: db.internal\n  port: 5432\n  username: svc_orders\n  password: ${
        add(pwd())
      }`,
  ),
  S(
    "assignment",
    "yaml quoted api key",
    (k) => `payments:\n  provider: acme\n  api_key: "${k(40)}"`,
  ),
  S(
    "assignment",
    "spring application.yml datasource",
    (_k, add) =>
      `spring:\n  datasource:\n    url: jdbc:mysql://db:3306/shop\n    username: shop\n    password: ${
        add(pwd())
      }`,
  ),
  S(
    "assignment",
    "spring properties client secret",
    (k) => `spring.security.oauth2.client.registration.github.client-secret=${k(40, HEX)}`,
  ),
  S(
    "assignment",
    "java properties mail password",
    (_k, add) =>
      `mail.smtp.host=smtp.office365.com\nmail.smtp.user=noreply@acme.io\nmail.smtp.password=${
        add(pwd())
      }`,
  ),
  S(
    "assignment",
    "toml secret",
    (k) => `[server]\nport = 8080\nsecret_key = "${k(50, BASE64URL)}"`,
  ),
  S(
    "assignment",
    "ini password",
    (_k, add) => `[mysql]\nhost = 127.0.0.1\nuser = root\npassword = ${add(pwd())}`,
  ),
  S(
    "assignment",
    "json appsettings connection string",
    (_k, add) =>
      `{\n  "ConnectionStrings": {\n    "Default": "Server=sql01;Database=Orders;User Id=sa;Password=${
        add(pwd())
      };TrustServerCertificate=True"\n  }\n}`,
  ),
  S(
    "assignment",
    "json config token",
    (k) => `{"name":"bot","token":"${k(59, BASE64URL)}","prefix":"!"}`,
  ),
  S(
    "assignment",
    "hcl provider password",
    (_k, add) =>
      `provider "postgresql" {\n  host     = "db.internal"\n  username = "terraform"\n  password = "${
        add(pwd())
      }"\n}`,
  ),
  S(
    "assignment",
    "tfvars secret",
    (k) => `# prod.tfvars\ndatadog_api_key = "${k(32, HEX)}"\nregion = "us-east-1"`,
  ),
  S(
    "assignment",
    "xml web.config",
    (_k, add) =>
      `<connectionStrings>\n  <add name="Main" connectionString="Data Source=sql01;Initial Catalog=Main;User ID=app;Password=${
        add(pwd())
      }" providerName="System.Data.SqlClient" />\n</connectionStrings>`,
  ),
  S(
    "assignment",
    "maven settings.xml",
    (_k, add) =>
      `<server>\n  <id>nexus-releases</id>\n  <username>deployer</username>\n  <password>${
        add(pwd())
      }</password>\n</server>`,
  ),
  S(
    "assignment",
    "gradle.properties",
    (k) => `org.gradle.jvmargs=-Xmx2g\nsigningPassword=${k(20)}\nossrhPassword=${k(24)}`,
  ),
  S(
    "assignment",
    "npmrc auth base64",
    (_k, add) =>
      `registry=https://npm.acme.io/\n//npm.acme.io/:_auth=${
        add(btoa("ci-bot:" + pwd()))
      }\nalways-auth=true`,
  ),
  S(
    "assignment",
    "yarnrc npm auth token",
    (k) =>
      `npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "ghp_${
        k(36)
      }"`,
  ),
  S(
    "assignment",
    "pip.conf index url",
    (_k, add) => `[global]\nindex-url = https://build:${add(pwd())}@pypi.acme.io/simple/`,
  ),
  S(
    "assignment",
    "pypirc",
    (k) => `[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmcCJ${k(140, BASE64URL)}`,
  ),
  S(
    "assignment",
    "netrc",
    (_k, add) => `machine api.heroku.com\n  login me@example.com\n  password ${add(pwd())}`,
  ),
  S("assignment", "pgpass", (_k, add) => `db.internal:5432:orders:orders_rw:${add(pwd())}`),
  S("assignment", "my.cnf", (_k, add) => `[client]\nuser=backup\npassword="${add(pwd())}"`),
  S(
    "assignment",
    "docker config auths",
    (_k, add) =>
      `{\n  "auths": {\n    "registry.acme.io": {\n      "auth": "${
        add(btoa("robot$ci:" + pwd()))
      }"\n    }\n  }\n}`,
  ),
  S(
    "assignment",
    "kubeconfig token",
    (k) =>
      `users:\n- name: ci\n  user:\n    token: eyJhbGciOiJSUzI1NiIsImtpZCI6I${
        k(40, BASE64URL)
      }.eyJ${k(297, BASE64URL)}.${k(342, BASE64URL)}`,
  ),
  S(
    "assignment",
    "kubeconfig client key data",
    (k) =>
      `users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTi\n    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQo${
        k(400, BASE64)
      }=`,
  ),
  S(
    "assignment",
    "k8s secret data",
    (_k, add) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: YXBw\n  password: ${
        add(btoa(pwd()))
      }`,
  ),
  S(
    "assignment",
    "k8s secret stringData",
    (k) => `kind: Secret\nstringData:\n  API_TOKEN: ${k(40)}`,
  ),
  S(
    "assignment",
    "docker-compose environment",
    (_k, add) =>
      `services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${
        add(pwd())
      }`,
  ),
  S(
    "assignment",
    "docker-compose list env",
    (_k, add) =>
      `    environment:\n      - MYSQL_ROOT_PASSWORD=${add(pwd())}\n      - MYSQL_DATABASE=wp`,
  ),
  S(
    "assignment",
    "dockerfile env",
    (k) =>
      `FROM node:20-alpine\nENV NODE_ENV=production\nENV API_SECRET=${
        k(32)
      }\nCMD ["node","server.js"]`,
  ),
  S(
    "assignment",
    "dockerfile arg default",
    (k) =>
      `ARG NPM_TOKEN=npm_${
        k(36)
      }\nRUN echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > .npmrc`,
  ),
  S(
    "assignment",
    "github actions env literal",
    (_k, add) =>
      `jobs:\n  test:\n    runs-on: ubuntu-latest\n    env:\n      DATABASE_URL: postgres://ci:${
        add(pwd())
      }@localhost:5432/test`,
  ),
  S(
    "assignment",
    "gitlab ci variables",
    (k) => `variables:\n  DOCKER_DRIVER: overlay2\n  DEPLOY_KEY: "${k(44, BASE64)}"`,
  ),
  S(
    "assignment",
    "systemd environment",
    (_k, add) => `[Service]\nEnvironment="REDIS_PASSWORD=${add(pwd())}"\nExecStart=/usr/bin/app`,
  ),
  S(
    "assignment",
    "nginx basic proxy auth",
    (_k, add) =>
      `location /api/ {\n    proxy_pass http://backend;\n    proxy_set_header Authorization "Basic ${
        add(btoa("svc:" + pwd()))
      }";\n}`,
  ),
  S("assignment", "apache setenv", (k) => `SetEnv APP_SECRET ${k(40, HEX)}`),
  S(
    "assignment",
    "ansible vars",
    (_k, add) => `---\nmysql_root_password: ${add(pwd())}\nmysql_databases:\n  - name: app`,
  ),
  S(
    "assignment",
    "helm values",
    (k) => `redis:\n  auth:\n    enabled: true\n    password: "${k(24)}"`,
  ),
  S(
    "assignment",
    "rails database.yml",
    (_k, add) =>
      `production:\n  adapter: postgresql\n  database: app_production\n  username: app\n  password: ${
        add(pwd())
      }`,
  ),
  S("assignment", "rails master key cat", (k) => `$ cat config/master.key\n${k(32, HEX)}`),
  S(
    "assignment",
    "rails credentials decrypted",
    (k) =>
      `$ bin/rails credentials:show\nsecret_key_base: ${k(128, HEX)}\naws:\n  secret_access_key: ${
        k(40, BASE64)
      }`,
  ),
  S(
    "assignment",
    "django settings",
    (k) => `SECRET_KEY = "${k(50, LOWER_DIGITS + "!@#%^*(-_=+)")}"\nDEBUG = False`,
  ),
  S("assignment", "laravel env app key", (k) => `APP_NAME=Shop\nAPP_KEY=base64:${k(43, BASE64)}=`),
  S(
    "assignment",
    "php config array",
    (_k, add) => `return [\n    'driver' => 'mysql',\n    'password' => '${add(pwd())}',\n];`,
  ),
  S(
    "assignment",
    "wp-config define",
    (k) => `define( 'AUTH_KEY',         '${k(64, BASE64 + "!@#%^&*()")}' );`,
  ),
  S(
    "assignment",
    "gcp service account json",
    (k) =>
      `{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  "private_key_id": "${
        g(40, HEX)
      }",\n  "private_key": "${armour("BEGIN", "")}\\n${k(64, BASE64)}\\n${k(64, BASE64)}\\n${
        k(40, BASE64)
      }=\\n${
        armour("END", "")
      }\\n",\n  "client_email": "deploy@acme-prod.iam.gserviceaccount.com"\n}`,
  ),
  S(
    "assignment",
    "appsettings jwt key",
    (k) => `"Jwt": {\n    "Issuer": "acme",\n    "Key": "${k(64)}"\n  }`,
  ),
  S(
    "assignment",
    "xml android signing",
    (_k, add) => `<string name="keystore_password">${add(pwd())}</string>`,
  ),
  S(
    "assignment",
    "ssh config with sshpass",
    (_k, add) =>
      `Host jump\n  HostName 10.0.0.5\n  ProxyCommand sshpass -p '${
        add(pwd())
      }' ssh -W %h:%p bastion`,
  ),
  S(
    "assignment",
    "git credentials store",
    (_k, add) => `$ cat ~/.git-credentials\nhttps://deploy:${add(pwd())}@git.acme.io`,
  ),
  S(
    "assignment",
    "rclone config",
    (k) => `[s3]\ntype = s3\naccess_key_id = ${g(20)}\nsecret_access_key = ${k(40, BASE64)}`,
  ),
  S(
    "assignment",
    "redis conf requirepass",
    (k) => `bind 0.0.0.0\nrequirepass ${k(32)}\nmaxmemory 2gb`,
  ),
  S(
    "assignment",
    "mongod keyfile line",
    (k) =>
      `security:\n  authorization: enabled\n  keyFile: /etc/mongo/keyfile\n# keyfile contents: ${
        k(756, BASE64)
      }`,
  ),
  S("assignment", "openvpn auth-user-pass", (_k, add) => `$ cat auth.txt\nvpnuser\n${add(pwd())}`),
  S(
    "assignment",
    "wireguard private key",
    (k) => `[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${k(43, BASE64)}=\nDNS = 1.1.1.1`,
  ),
];
