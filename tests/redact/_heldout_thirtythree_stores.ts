/**
 * Corpus thirty-three, secret stores other than Vault: 1Password service-account and Connect
 * tokens, Bitwarden Secrets Manager access tokens and Vaultwarden admin tokens, Doppler,
 * Infisical, Akeyless and CyberArk Conjur credentials.
 */
import {
  ALNUM,
  B64,
  b64u,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  host,
  jwt,
  LOWER_DIGITS,
  many,
  num,
  org,
  pick,
  prompt,
  split2,
  user,
  uuid,
} from "./_heldout_thirtythree_make.ts";

/** A 1Password service-account token: `ops_` and the base64url of its JSON. */
function opsToken(add: (p: string) => string): string {
  const body = {
    signInAddress: `${org()}.1password.com`,
    userAuth: { method: "SRPg-4096", alg: "PBES2g-HS256", iterations: 650000, salt: draw(22) },
    email: `${draw(12, LOWER_DIGITS)}@1passwordserviceaccounts.com`,
    srpX: draw(64, HEX),
    muk: { alg: "A256GCM", ext: true, k: draw(43), key_ops: ["encrypt", "decrypt"], kty: "oct" },
    secretKey: `A3-${draw(6, "ABCDEFGHJKLMNPQRSTVWXYZ23456789")}-${draw(6)}`,
    deviceUuid: draw(26, LOWER_DIGITS),
  };
  return add("ops_" + b64u(JSON.stringify(body)));
}

/** A Bitwarden Secrets Manager access token: `0.`, a UUID, a client secret and a key. */
function bwsToken(add: (p: string) => string): string {
  return add(`0.${uuid()}.${draw(30)}:${draw(22, B64)}==`);
}

/** A Doppler token of `kind` (`st`, `pt`, `sa`, `ct`). */
function doppler(add: (p: string) => string, kind: string): string {
  const env = kind === "st" ? `${pick(["dev", "stg", "prd"])}.` : "";
  return add(`dp.${kind}.${env}${draw(43)}`);
}

export function buildStores(): HeldOutSecret[] {
  return [
    ...many("vendor", "1Password service-account token exported", 3, (_k, add) =>
      [
        `${prompt()}export OP_SERVICE_ACCOUNT_TOKEN=${opsToken(add)}`,
        `${prompt()}op vault list`,
      ].join("\n")),
    ...many(
      "assignment",
      "1Password service-account token in a GitHub Actions step",
      2,
      (_k, add) =>
        [
          "      - uses: 1password/load-secrets-action@v2",
          "        env:",
          `          OP_SERVICE_ACCOUNT_TOKEN: ${opsToken(add)}`,
          `          OKTA_TOKEN: op://${pick(["Infra", "Identity"])}/okta/credential`,
        ].join("\n"),
    ),
    ...many("vendor", "1Password Connect token in a bearer header", 2, (k) => {
      const t = jwt(k, {
        aud: ["com.1password.connect"],
        iss: "com.1password.b5",
        jti: draw(26, LOWER_DIGITS),
        sub: draw(26, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
        "1password.com/vts": [{ u: draw(26, LOWER_DIGITS), a: 48 }],
      }, "ES256");
      return `${prompt()}curl -H "Authorization: Bearer ${t}" http://localhost:8080/v1/vaults`;
    }),
    ...many("vendor", "Bitwarden Secrets Manager access token", 3, (_k, add) =>
      [
        `${prompt()}export BWS_ACCESS_TOKEN=${bwsToken(add)}`,
        `${prompt()}bws secret list ${uuid()}`,
      ].join("\n")),
    ...many("assignment", "Vaultwarden ADMIN_TOKEN in plain text", 2, (k) =>
      [
        `DOMAIN=https://${host("vault")}`,
        "SIGNUPS_ALLOWED=false",
        `ADMIN_TOKEN=${k(64, B64)}`,
        "WEBSOCKET_ENABLED=true",
      ].join("\n")),
    ...many(
      "assignment",
      "Vaultwarden ADMIN_TOKEN as an Argon2 PHC string",
      2,
      (k) =>
        `ADMIN_TOKEN='$argon2id$v=19$m=65540,t=3,p=4$${k(43, B64.slice(0, 64))}$${
          k(43, B64.slice(0, 64))
        }'`,
    ),
    ...many(
      "vendor",
      "Doppler service token",
      3,
      (_k, add) =>
        `${prompt()}DOPPLER_TOKEN=${doppler(add, "st")} doppler run -- ./bin/sync-directory`,
    ),
    ...many("vendor", "Doppler personal and service-account tokens in a config", 2, (_k, add) =>
      [
        "scoped:",
        `    /home/${user()}/src/${org()}:`,
        `        token: ${doppler(add, "pt")}`,
        `        enclave.project: ${pick(["identity", "sso", "directory"])}`,
        `# CI uses ${doppler(add, "sa")}`,
      ].join("\n")),
    ...many(
      "vendor",
      "Infisical service token",
      2,
      (_k, add) =>
        `${prompt()}infisical export --token=${
          add(`st.${hex(24)}.${hex(32)}.${hex(32)}`)
        } --env=prod`,
    ),
    ...many("assignment", "Infisical universal-auth client secret", 2, (k) =>
      [
        `INFISICAL_UNIVERSAL_AUTH_CLIENT_ID=${uuid()}`,
        `INFISICAL_UNIVERSAL_AUTH_CLIENT_SECRET=${k(64, HEX)}`,
        `INFISICAL_API_URL=https://${host("secrets")}/api`,
      ].join("\n")),
    ...many(
      "command",
      "Akeyless access key passed to the CLI",
      2,
      (k) =>
        `${prompt()}akeyless auth --access-id p-${draw(12, LOWER_DIGITS)} --access-key ${
          k(43, B64)
        }= --access-type access_key`,
    ),
    ...many(
      "output",
      "Akeyless auth answer with a t- token",
      2,
      (k) =>
        JSON.stringify({ token: `t-${k(32, LOWER_DIGITS)}`, expiry: num(1790000000, 1799999999) }),
    ),
    ...many("assignment", "CyberArk Conjur host API key", 2, (k) =>
      [
        `CONJUR_APPLIANCE_URL=https://${host("conjur")}`,
        `CONJUR_ACCOUNT=${org()}`,
        `CONJUR_AUTHN_LOGIN=host/${pick(["ci", "k8s", "ansible"])}/${pick(["runner", "deployer"])}`,
        `CONJUR_AUTHN_API_KEY=${k(num(51, 55), LOWER_DIGITS)}`,
      ].join("\n")),
    ...many("output", "CyberArk Central Credential Provider answer", 2, (_k, add) =>
      JSON.stringify(
        {
          Content: add(draw(num(14, 20)) + pick(["!", "#", "%"]) + draw(4)),
          UserName: `svc-${pick(["oracle", "mssql", "sap"])}`,
          Address: host("db"),
          Safe: `${pick(["Prod", "Infra"])}-ServiceAccounts`,
          Folder: "Root",
          Name: `Operating System-WinDomain-${org()}-svc`,
          PasswordChangeInProcess: "False",
        },
        null,
        2,
      )),
    ...many("wrapped", "1Password token wrapped in an editor", 2, (_k, add) => {
      const t = "ops_" +
        b64u(JSON.stringify({ srpX: draw(64, HEX), signInAddress: "my.1password.com" }));
      const at = num(40, 70);
      add(t.slice(0, at));
      add(t.slice(at));
      return `OP_SERVICE_ACCOUNT_TOKEN="${t.slice(0, at)}\n${t.slice(at)}"`;
    }),
    ...many(
      "url",
      "Doppler token in a download URL",
      2,
      (_k, add) =>
        `https://${
          doppler(add, "st")
        }@api.doppler.com/v3/configs/config/secrets/download?format=env`,
    ),
    ...many("encoded", "Bitwarden token percent-encoded in a query", 2, (_k, add) => {
      const t = `0.${uuid()}.${draw(30)}:${draw(22, B64)}==`;
      return `GET /sync?access_token=${add(encodeURIComponent(t))}&project=${uuid()} HTTP/1.1`;
    }),
    ...many("wrapped", "Conjur API key cut in a log viewer", 2, (_k, add) => {
      const key = draw(54, LOWER_DIGITS);
      const [a, b] = split2(add, key, num(20, 30));
      return `${
        pick(["INFO", "WARN"])
      } conjur: rotated api key for host/ci/runner -> ${a}\n${b} (len ${key.length})`;
    }),
    ...many(
      "command",
      "Akeyless gateway access key in docker run",
      2,
      (k) =>
        `${prompt()}docker run -d -e GATEWAY_ACCESS_ID=p-${
          draw(12, LOWER_DIGITS)
        } -e GATEWAY_ACCESS_KEY=${k(43, ALNUM)}= akeyless/base`,
    ),
  ];
}
