/**
 * Held-out corpus four: name/value assignments across ecosystems. See _heldout.ts for the format; every secret is built at run time from pieces.
 */
import { ALNUM, BASE64, BASE64URL, HEX } from "./_fakes.ts";
import { type HeldOutSecret, LOWER, LOWER_DIGITS, pw, r, type Shape } from "./_heldout_make.ts";

function s(shape: Shape, label: string, text: string, ...pieces: string[]): HeldOutSecret {
  return { shape, label, text, pieces };
}

export const ASSIGNMENT_SECRETS: HeldOutSecret[] = [
  ...((): HeldOutSecret[] => {
    const out: HeldOutSecret[] = [];
    const add = (label: string, make: (p: string) => string, p = pw(ALNUM)) =>
      out.push(s("assignment", label, make(p), p));
    add("django secret key", (p) => `SECRET_KEY = 'django-insecure-${p}'`, r(50, LOWER_DIGITS));
    add("flask secret key", (p) => `app.secret_key = "${p}"`, r(32, HEX));
    add("laravel app key", (p) => `APP_KEY=base64:${p}`, r(43, BASE64) + "=");
    add("rails secret_key_base", (p) => `production:\n  secret_key_base: ${p}`, r(128, HEX));
    add("wp-config password", (p) => `define( 'DB_PASSWORD', '${p}' );`);
    add("wp-config auth key", (p) => `define('AUTH_KEY',         '${p}');`, r(40, ALNUM) + "#;)");
    add("spring datasource", (p) => `spring.datasource.password=${p}`);
    add(
      "appsettings connection",
      (p) =>
        `"ConnectionStrings": { "Default": "Server=sql01;Database=shop;User Id=sa;Password=${p};" }`,
    );
    add("go const", (p) => `const apiKey = "${p}"`, r(32, ALNUM));
    add("rust let", (p) => `let client_secret = "${p}";`, r(40, BASE64URL));
    add("ruby stripe", (p) => `Stripe.api_key = ENV.fetch("STRIPE_KEY", "${p}")`, r(30, ALNUM));
    add("tfvars", (p) => `db_password = "${p}"`);
    add("ansible become", (p) => `ansible_become_password: ${p}`);
    add("toml api key", (p) => `[openweather]\napi_key = "${p}"`, r(32, HEX));
    add("ini password", (p) => `[database]\nhost = db.internal\npassword = ${p}\n`);
    add(
      "maven settings",
      (p) =>
        `<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>${p}</password>\n</server>`,
    );
    add("gradle properties", (p) => `ossrhPassword=${p}`);
    add("nuget config", (p) =>
      `<packageSourceCredentials><feed><add key="Username" value="ci" />` +
      `<add key="ClearTextPassword" value="${p}" /></feed></packageSourceCredentials>`);
    add(
      "web.config appSetting",
      (p) => `<add key="PaymentApiSecret" value="${p}" />`,
      r(40, ALNUM),
    );
    add(
      "yarnrc npmAuthToken",
      (p) => `npmRegistries:\n  "https://npm.acme.io":\n    npmAuthToken: ${p}`,
      r(36, ALNUM),
    );
    add(
      "docker compose list",
      (p) => `    environment:\n      - MYSQL_ROOT_PASSWORD=${p}\n      - MYSQL_DATABASE=shop`,
    );
    add("docker run -e", (p) => `docker run -d -e POSTGRES_PASSWORD=${p} -p 5432:5432 postgres:16`);
    add("k8s secret stringData", (p) => `stringData:\n  DB_PASSWORD: "${p}"`);
    add(
      "k8s secret data base64",
      (p) => `apiVersion: v1\nkind: Secret\ndata:\n  password: ${p}`,
      btoa(pw(ALNUM)),
    );
    add(
      "helm --set",
      (p) => `helm upgrade --install db bitnami/postgresql --set auth.postgresPassword=${p}`,
    );
    add(
      "kubectl from-literal",
      (p) => `kubectl create secret generic api --from-literal=api-token=${p}`,
      r(40, ALNUM),
    );
    add("jwt secret env", (p) => `JWT_SECRET=${p}`, r(64, HEX));
    add("session secret env", (p) => `SESSION_SECRET="${p}"`, r(48, BASE64URL));
    add("nextauth secret", (p) => `NEXTAUTH_SECRET=${p}`, r(43, BASE64) + "=");
    add("encryption key env", (p) => `ENCRYPTION_KEY=${p}`, r(43, BASE64) + "=");
    add("webhook secret env", (p) => `GITHUB_WEBHOOK_SECRET=${p}`, r(40, HEX));
    add("python dict", (p) => `config = {"user": "admin", "passwd": "${p}", "host": "db"}`);
    add("js object", (p) => `const db = { host: "db", user: "app", password: '${p}' };`);
    add("php array", (p) => `'password' => '${p}',`);
    add("yaml anchor", (p) => `defaults: &defaults\n  password: &pw "${p}"`);
    add(
      "powershell securestring",
      (p) => `$pw = ConvertTo-SecureString '${p}' -AsPlainText -Force`,
    );
    add("setx", (p) => `setx API_TOKEN ${p}`, r(40, ALNUM));
    add("fish set", (p) => `set -gx OPENWEATHER_API_KEY ${p}`, r(32, HEX));
    add(
      "postman env",
      (p) => `{"key": "apiKey", "value": "${p}", "type": "secret", "enabled": true}`,
      r(40, ALNUM),
    );
    add(
      "markdown table",
      (p) => `| name | value |\n|---|---|\n| STRIPE_SECRET | ${p} |`,
      r(32, ALNUM),
    );
    add(
      "git diff added line",
      (p) => `@@ -3,3 +3,4 @@\n DB_HOST=db\n+DB_PASSWORD=${p}\n DB_PORT=5432`,
    );
    add(
      "python traceback locals",
      (p) =>
        `  File "app.py", line 42, in connect\n    password = '${p}'\nOperationalError: auth failed`,
    );
    add(
      "vault kv get table",
      (p) =>
        `====== Data ======\nKey         Value\n---         -----\npassword    ${p}\nusername    app`,
    );
    add("human password yaml", (p) => `db:\n  password: ${p}`, "Bluebird-Harbor-88");
    add(
      "wireguard private key",
      (p) => `[Interface]\nPrivateKey = ${p}\nAddress = 10.0.0.2/32`,
      r(43, BASE64) + "=",
    );
    add("wireguard preshared key", (p) => `[Peer]\nPresharedKey = ${p}`, r(43, BASE64) + "=");
    add(
      "otpauth secret",
      (p) => `otpauth://totp/Acme:dev@acme.io?secret=${p}&issuer=Acme`,
      r(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
    );
    add(
      "jwk private exponent",
      (p) => `{"kty":"RSA","kid":"k1","n":"${r(60, BASE64URL)}","e":"AQAB","d":"${p}"}`,
      r(120, BASE64URL),
    );
    add(
      "oauth body client_secret",
      (p) => `grant_type=client_credentials&client_id=web-app&client_secret=${p}`,
      r(40, BASE64URL),
    );
    add(
      "url fragment access token",
      (p) => `https://app.acme.io/callback#access_token=${p}&token_type=Bearer&expires_in=3600`,
      r(43, BASE64URL),
    );
    add(
      "api key query param",
      (p) => `GET /v1/forecast?lat=48.8&lon=2.3&appid=${p} 200`,
      r(32, HEX),
    );
    add(
      "apple app-specific password",
      (p) =>
        `xcrun notarytool submit app.zip --apple-id dev@acme.io --password ${p} --team-id ABCDE12345`,
      r(4, LOWER) + "-" + r(4, LOWER) + "-" + r(4, LOWER) + "-" + r(4, LOWER),
    );
    add("fastlane password", (p) => `FASTLANE_PASSWORD=${p}`);
    add("rails master key env", (p) => `RAILS_MASTER_KEY=${p}`, r(32, HEX));
    add("hcl vault token", (p) => `provider "vault" {\n  token = "${p}"\n}`, r(26, ALNUM));
    add("redis requirepass", (p) => `requirepass ${p}`);
    return out;
  })(),
];
