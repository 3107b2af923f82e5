/**
 * Corpus thirty-three, HashiCorp Vault (and OpenBao): service and root tokens, unseal and recovery
 * keys from `vault operator init`, AppRole secret ids, wrapped-token answers, and tokens in an
 * agent's config and the CLI's output.
 */
import {
  ALNUM,
  B64,
  draw,
  type HeldOutSecret,
  hex,
  host,
  many,
  num,
  pick,
  prompt,
  split2,
  uuid,
  vaultToken,
} from "./_heldout_thirtythree_make.ts";

/** An unseal key in base64 (33 bytes: 44 characters, no padding). */
const unsealB64 = (add: (p: string) => string) => add(draw(44, B64));

/** A Vault accessor (24 characters, not a secret: it cannot be used to authenticate). */
const accessor = () => draw(24, ALNUM);

export function buildVault(): HeldOutSecret[] {
  return [
    ...many("output", "vault operator init prints unseal keys and the root token", 3, (k, add) => {
      const keys = Array.from({ length: 5 }, (_, i) => `Unseal Key ${i + 1}: ${unsealB64(add)}`);
      return [
        `${prompt()}vault operator init`,
        ...keys,
        "",
        `Initial Root Token: hvs.${k(24)}`,
        "",
        "Vault initialized with 5 key shares and a key threshold of 3. Please securely",
        "distribute the key shares printed above.",
      ].join("\n");
    }),
    ...many("output", "vault operator init -format=json", 2, (k, add) =>
      JSON.stringify(
        {
          unseal_keys_b64: [unsealB64(add), unsealB64(add), unsealB64(add)],
          unseal_keys_hex: [k(66, "0123456789abcdef"), k(66, "0123456789abcdef")],
          unseal_shares: 3,
          unseal_threshold: 2,
          recovery_keys_b64: [],
          root_token: `hvs.${k(24)}`,
        },
        null,
        2,
      )),
    ...many(
      "command",
      "vault operator unseal with the key on the command line",
      2,
      (_k, add) => `${prompt()}vault operator unseal ${unsealB64(add)}`,
    ),
    ...many("vendor", "Vault service token exported in a shell", 4, (_k, add) =>
      [
        `${prompt()}export VAULT_ADDR=https://${host("vault")}:8200`,
        `${prompt()}export VAULT_TOKEN=${vaultToken(add)}`,
        `${prompt()}vault kv get -mount=secret ${pick(["app/db", "ci/deploy", "okta/api"])}`,
      ].join("\n")),
    ...many("output", "vault token create output", 2, (_k, add) =>
      [
        `${prompt()}vault token create -policy=${
          pick(["deploy", "read-okta", "pki-issuer"])
        } -ttl=1h`,
        "Key                  Value",
        "---                  -----",
        `token                ${vaultToken(add)}`,
        `token_accessor       ${accessor()}`,
        "token_duration       1h",
        "token_renewable      true",
        `token_policies       ["default" "deploy"]`,
      ].join("\n")),
    ...many("output", "AppRole secret id generated", 3, (_k, add) =>
      [
        `${prompt()}vault write -f auth/approle/role/${
          pick(["jenkins", "argo", "nomad"])
        }/secret-id`,
        "Key                   Value",
        "---                   -----",
        `secret_id             ${add(uuid())}`,
        `secret_id_accessor    ${uuid()}`,
        "secret_id_num_uses    0",
        "secret_id_ttl         0s",
      ].join("\n")),
    ...many(
      "command",
      "AppRole login with role and secret ids",
      2,
      (_k, add) =>
        `${prompt()}vault write auth/approle/login role_id=${uuid()} secret_id=${add(uuid())}`,
    ),
    ...many("assignment", "Vault token in an agent config's token file step", 2, (_k, add) =>
      [
        "auto_auth {",
        `  method "token_file" {`,
        `    config = { token_file_path = "/run/vault/token" }`,
        "  }",
        "}",
        `# token in /run/vault/token: ${vaultToken(add)}`,
      ].join("\n")),
    ...many("assignment", "Vault token in a Terraform provider block", 2, (_k, add) =>
      [
        `provider "vault" {`,
        `  address = "https://${host("vault")}:8200"`,
        `  token   = "${vaultToken(add)}"`,
        "}",
      ].join("\n")),
    ...many(
      "vendor",
      "Vault batch token in an X-Vault-Token header",
      2,
      (k) =>
        `${prompt()}curl -H "X-Vault-Token: hvb.${k(num(120, 160), ALNUM + "_-")}" https://${
          host("vault")
        }:8200/v1/${pick(["secret/data/app", "pki/issue/web", "sys/mounts"])}`,
    ),
    ...many("vendor", "legacy s. token in a vault login answer", 2, (k) =>
      [
        `${prompt()}vault login -method=ldap username=${pick(["admin", "ops"])}`,
        "Success! You are now authenticated.",
        `token                  s.${k(24)}`,
        `token_accessor         ${accessor()}`,
      ].join("\n")),
    ...many("output", "response wrapping token", 2, (_k, add) =>
      [
        "Key                              Value",
        `wrapping_token:                  ${vaultToken(add)}`,
        `wrapping_accessor:               ${accessor()}`,
        "wrapping_token_ttl:              5m",
        `wrapped_accessor:                ${accessor()}`,
      ].join("\n")),
    ...many("wrapped", "unseal key split over two lines of a note", 2, (_k, add) => {
      const key = draw(43, B64) + "=";
      const [a, b] = split2(add, key, num(16, 26));
      return `Key share for ${pick(["Alice", "Bob", "Carol"])} (keep offline):\n${a}\n${b}`;
    }),
    ...many("encoded", "Vault token base64 in a Kubernetes secret", 2, (_k, add) =>
      [
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        `  name: vault-token-${hex(5)}`,
        "type: Opaque",
        "data:",
        `  token: ${add(btoa("hvs.CAESI" + draw(86, ALNUM)))}`,
      ].join("\n")),
  ];
}
