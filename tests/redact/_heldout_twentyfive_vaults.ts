/**
 * Corpus twenty-five, vault and PAM tools handing a secret back: CyberArk (CCP REST and the CLI
 * SDK), Delinea Secret Server (REST and a CSV export), 1Password and Bitwarden CLI JSON, KeePass XML
 * exports and keepassxc-cli, HashiCorp Vault and AWS Secrets Manager.
 */
import {
  awsSecret,
  B32,
  B64URL,
  domain,
  draw,
  type HeldOutSecret,
  hex,
  human,
  ip,
  keyId,
  LOWER,
  num,
  pass,
  pick,
  spread,
  type Template,
  tick,
  user,
  uuid,
} from "./_heldout_twentyfive_make.ts";

const safe = () => pick(["PROD-DB", "Infra-Linux", "WinDomainAdmins", "Payments-App"]);

const TEMPLATES: Template[] = [
  {
    label: "CyberArk CCP REST, the account's Content",
    shape: "output",
    make: (_k, add) =>
      [
        `$ curl -s --cert app.pem --key app.key "https://ccp.${domain().toLowerCase()}.local/AIMWebService/api/Accounts?AppID=billing&Safe=${safe()}&Object=Database-MSSQL-sql01" | jq .`,
        JSON.stringify(
          {
            Content: pass(add),
            CreationMethod: "PVWA",
            Address: `sql01.${domain().toLowerCase()}.local`,
            Safe: safe(),
            UserName: "svc_billing",
            PolicyID: "MSSQL",
            DeviceType: "Database",
            Name: "Database-MSSQL-sql01 svc_billing",
            PasswordChangeInProcess: "False",
          },
          null,
          2,
        ),
      ].join("\n"),
  },
  {
    label: "CyberArk CLIPasswordSDK GetPassword",
    shape: "output",
    make: (_k, add) =>
      [
        `$ /opt/CARKaim/sdk/clipasswordsdk GetPassword -p AppDescs.AppID=Batch -p Query="Safe=${safe()};Object=Operating System-UnixSSH-${ip()}-root" -o Password,PassProps.UserName`,
        `${pass(add)},root`,
      ].join("\n"),
  },
  {
    label: "Delinea Secret Server REST, the password item",
    shape: "output",
    make: (_k, add) =>
      JSON.stringify(
        {
          id: num(1000, 9999),
          name: `${domain()} Domain Admin`,
          secretTemplateName: "Active Directory Account",
          folderId: num(10, 99),
          items: [
            {
              itemId: num(1, 9e4),
              fieldName: "Domain",
              slug: "domain",
              itemValue: `${domain().toLowerCase()}.local`,
            },
            { itemId: num(1, 9e4), fieldName: "Username", slug: "username", itemValue: "adm_ops" },
            {
              itemId: num(1, 9e4),
              fieldName: "Password",
              slug: "password",
              itemValue: pass(add),
              isPassword: true,
            },
            {
              itemId: num(1, 9e4),
              fieldName: "Notes",
              slug: "notes",
              itemValue: "rotated weekly by RPC",
            },
          ],
          lastPasswordChangeAttempt: tick(),
        },
        null,
        2,
      ),
  },
  {
    label: "Delinea CSV export",
    shape: "output",
    make: (_k, add) =>
      [
        "SecretName,Folder,Template,Server,Username,Password,Notes",
        `sql01 sa,\\Databases,SQL Server Account,sql01,sa,${pass(add)},`,
        `vpn appliance,\\Network,Generic,${ip()},admin,${human(add)},console only`,
      ].join("\n"),
  },
  {
    label: "1Password op item get --format json",
    shape: "output",
    make: (_k, add) =>
      JSON.stringify(
        {
          id: draw(26, "abcdefghijklmnopqrstuvwxyz0123456789"),
          title: "Prod Postgres",
          version: num(2, 30),
          vault: { id: draw(26, "abcdefghijklmnopqrstuvwxyz0123456789"), name: "Infrastructure" },
          category: "DATABASE",
          fields: [
            { id: "username", type: "STRING", label: "username", value: "app_owner" },
            {
              id: "password",
              type: "CONCEALED",
              label: "password",
              value: pass(add),
              entropy: 86.2,
            },
            {
              id: "hostname",
              type: "STRING",
              label: "server",
              value: `pg-prod.${draw(6, LOWER)}.internal`,
            },
          ],
        },
        null,
        2,
      ),
  },
  {
    label: "1Password op read, a Stripe restricted key",
    shape: "vendor",
    make: (k) => `$ op read "op://Payments/Stripe reporting/credential"\nrk_live_${k(99)}`,
  },
  {
    label: "Bitwarden bw get item, password and TOTP seed",
    shape: "output",
    make: (k, add) =>
      JSON.stringify({
        object: "item",
        id: uuid(),
        organizationId: uuid(),
        folderId: null,
        type: 1,
        name: "AWS root (break glass)",
        login: {
          uris: [{ match: null, uri: "https://signin.aws.amazon.com/" }],
          username: `aws-root@${domain().toLowerCase()}.com`,
          password: pass(add),
          totp: `otpauth://totp/AWS:root?secret=${k(32, B32)}&issuer=Amazon`,
          passwordRevisionDate: tick(),
        },
        revisionDate: tick(),
      }),
  },
  {
    label: "Bitwarden secure note, AWS keys in notes",
    shape: "assignment",
    make: (k) =>
      [
        `$ bw get notes "ci deploy user"`,
        `aws_access_key_id=${keyId()}`,
        `aws_secret_access_key=${awsSecret(k)}`,
        "# created for the Jenkins pipeline, owner: platform team",
      ].join("\n"),
  },
  {
    label: "KeePass XML export, an entry's protected password",
    shape: "output",
    make: (_k, add) =>
      [
        `<?xml version="1.0" encoding="utf-8" standalone="yes"?>`,
        "<KeePassFile>",
        "  <Root><Group><Name>Network</Name>",
        `    <Entry><UUID>${draw(22, B64URL)}==</UUID>`,
        "      <String><Key>Title</Key><Value>FortiGate admin</Value></String>",
        "      <String><Key>UserName</Key><Value>admin</Value></String>",
        `      <String><Key>Password</Key><Value ProtectInMemory="True">${
          pass(add)
        }</Value></String>`,
        `      <String><Key>URL</Key><Value>https://${ip()}:10443</Value></String>`,
        "    </Entry>",
        "  </Group></Root>",
        "</KeePassFile>",
      ].join("\n"),
  },
  {
    label: "keepassxc-cli show with -s",
    shape: "output",
    make: (_k, add) =>
      [
        `$ keepassxc-cli show -s ~/vault.kdbx "VPN/${user()}"`,
        "Enter password to unlock /home/analyst/vault.kdbx:",
        "Title: VPN",
        `UserName: ${user()}`,
        `Password: ${human(add)}`,
        "URL: https://vpn.example.org",
        "Notes: ",
      ].join("\n"),
  },
  {
    label: "HashiCorp Vault kv get, a database password",
    shape: "output",
    make: (_k, add) =>
      [
        "$ vault kv get -format=json secret/prod/payments/db",
        JSON.stringify(
          {
            request_id: uuid(),
            lease_duration: 0,
            renewable: false,
            data: {
              data: { username: "payments_rw", password: pass(add) },
              metadata: { created_time: tick(), version: num(2, 14) },
            },
          },
          null,
          2,
        ),
      ].join("\n"),
  },
  {
    label: "AWS Secrets Manager get-secret-value, a JSON SecretString",
    shape: "output",
    make: (_k, add) =>
      JSON.stringify(
        {
          ARN: `arn:aws:secretsmanager:eu-west-1:${draw(12, "0123456789")}:secret:prod/app/db-${
            draw(6)
          }`,
          Name: "prod/app/db",
          VersionId: uuid(),
          SecretString: JSON.stringify({
            username: "app",
            password: pass(add),
            host: `db.${hex(6)}.internal`,
          }),
          VersionStages: ["AWSCURRENT"],
          CreatedDate: tick(),
        },
        null,
        4,
      ),
  },
  {
    label: "vault token create, the token wrapped by the terminal",
    shape: "wrapped",
    make: (k) =>
      [
        "$ vault token create -policy=ci-deploy -ttl=24h",
        "Key                  Value",
        "---                  -----",
        `token                hvs.CAESI${k(54, B64URL)}`,
        k(32, B64URL),
        `token_accessor       ${draw(24)}`,
        "token_duration       24h",
        "token_renewable      true",
        'token_policies       ["ci-deploy" "default"]',
      ].join("\n"),
  },
];

/** Secrets as vault and PAM tools hand them back. */
export function buildVaults(): HeldOutSecret[] {
  return spread(TEMPLATES, 3);
}
