/**
 * Corpus thirty-three, clean look-alikes of directories and secret stores: LDAP DNs and searches
 * without a password, group and role names, Vault accessors and lease ids (an accessor cannot log
 * in; a lease id names a lease), policy documents, placeholders, documentation example values and
 * references to where a secret is kept.
 */
import {
  ALNUM,
  draw,
  type HeldOutClean,
  hex,
  host,
  LOWER_DIGITS,
  manyClean,
  num,
  org,
  pick,
  prompt,
  stamp,
  user,
  uuid,
} from "./_heldout_thirtythree_make.ts";

export function buildCleanStores(): HeldOutClean[] {
  return [
    ...manyClean(
      "ldapsearch that prompts for the password",
      4,
      () =>
        `${prompt()}ldapsearch -x -W -H ldaps://${host("ldap")} -D "cn=${user()},ou=people,dc=${
          org().replace(/-.*/, "")
        },dc=com" -b "ou=groups,dc=corp,dc=com" "(member=uid=${user()})" cn`,
    ),
    ...manyClean("LDAP search answer with DNs and groups", 4, () =>
      [
        `dn: uid=${user()},ou=people,dc=${org().replace(/-.*/, "")},dc=com`,
        `objectClass: inetOrgPerson`,
        `memberOf: cn=${pick(["sre", "helpdesk", "finance"])},ou=groups,dc=corp,dc=com`,
        `entryUUID: ${uuid()}`,
        `modifyTimestamp: ${stamp().replace(/[-:T]/g, "").slice(0, 14)}Z`,
      ].join("\n")),
    ...manyClean("sssd.conf reading the password from a file", 3, () =>
      [
        "[domain/default]",
        `ldap_uri = ldaps://${host("ldap")}`,
        "ldap_default_authtok_type = obfuscated_password",
        "# authtok set by sss_obfuscate, not stored here",
        `ldap_search_base = dc=${org().replace(/-.*/, "")},dc=com`,
      ].join("\n")),
    ...manyClean("klist of a keytab (principals and kvno only)", 3, () =>
      [
        `${prompt()}klist -kte /etc/krb5.keytab`,
        "KVNO Timestamp           Principal",
        `   ${num(2, 9)} ${stamp().slice(0, 10)} host/${
          host("web")
        }@CORP.LOCAL (aes256-cts-hmac-sha1-96)`,
      ].join("\n")),
    ...manyClean("vault token lookup by accessor", 4, () =>
      [
        `${prompt()}vault token lookup -accessor ${draw(24, ALNUM)}`,
        "Key                 Value",
        `accessor            ${draw(24, ALNUM)}`,
        `display_name        approle`,
        `entity_id           ${uuid()}`,
        `policies            [default ${pick(["deploy", "read-okta", "pki"])}]`,
      ].join("\n")),
    ...manyClean(
      "vault lease ids",
      3,
      () =>
        `${prompt()}vault lease revoke database/creds/${pick(["readonly", "app"])}/${
          draw(24, ALNUM)
        }\nAll revocation operations queued successfully!`,
    ),
    ...manyClean("a Vault policy document", 3, () =>
      [
        `path "secret/data/${pick(["okta", "auth0", "ldap"])}/*" {`,
        `  capabilities = ["read", "list"]`,
        "}",
        `path "auth/approle/role/${pick(["ci", "argo"])}-${hex(4)}/secret-id" {`,
        `  capabilities = ["update"]`,
        "}",
      ].join("\n")),
    ...manyClean("references to where secrets are kept", 4, () =>
      [
        `OKTA_API_TOKEN=op://${pick(["Infra", "Identity"])}/okta-${hex(6)}/credential`,
        `VAULT_ROLE_ID_PATH=/var/run/secrets/approle/role-id`,
        `AUTH0_CLIENT_SECRET=\${{ secrets.AUTH0_CLIENT_SECRET_${pick(["PROD", "STAGE"])} }}`,
        `LDAP_BIND_PASSWORD_FILE=/run/secrets/ldap-bind-${num(1, 99)}`,
      ].join("\n")),
    ...manyClean("placeholders in a README", 3, () =>
      [
        "```bash",
        `export OKTA_API_TOKEN=<your-okta-api-token>`,
        `export VAULT_TOKEN="\${VAULT_TOKEN:?set me}"`,
        `export BWS_ACCESS_TOKEN=your_access_token_here`,
        `kcadm.sh config credentials --server https://${
          host("sso")
        } --realm master --user admin --password "$KC_ADMIN_PASSWORD"`,
        "```",
      ].join("\n")),
    ...manyClean("documentation example values", 3, () =>
      [
        `Example token: hvs.XXXXXXXXXXXXXXXXXXXXXXXX (revision ${num(2, 40)}-${hex(6)})`,
        `Example Okta token: 00xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
        `client_secret: "REPLACE_ME"   # see docs/${pick(["sso", "okta", "auth"])}.md`,
      ].join("\n")),
    ...manyClean("group and role names from an IdP", 3, () =>
      [
        `${prompt()}okta groups list --filter 'profile.name sw "${
          pick(["aws-", "gcp-", "k8s-"])
        }"'`,
        `00g${draw(17)}  aws-${org()}-admins`,
        `00g${draw(17)}  aws-${org()}-readonly`,
        `00g${draw(17)}  k8s-cluster-${pick(["ops", "dev"])}`,
      ].join("\n")),
    ...manyClean("Bitwarden and 1Password item listings (ids only)", 3, () =>
      [
        `${prompt()}op item list --vault Identity --format json | jq '.[].id'`,
        `"${draw(26, LOWER_DIGITS)}"`,
        `"${draw(26, LOWER_DIGITS)}"`,
        `${prompt()}bws project list | jq -r '.[].id'`,
        uuid(),
      ].join("\n")),
    ...manyClean(
      "Doppler and Infisical commands without tokens",
      2,
      () =>
        `${prompt()}doppler setup --project ${pick(["identity", "sso"])}-${
          hex(4)
        } --config prd && infisical run --env=prod -- ./sync`,
    ),
  ];
}
