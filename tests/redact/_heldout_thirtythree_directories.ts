/**
 * Corpus thirty-three, directories: LDAP bind passwords (`ldapsearch -w`, `sssd.conf`, a
 * `slapd` config), Active Directory service accounts, Kerberos keytabs in base64 and `kinit`,
 * Samba's `smbpasswd`.
 */
import {
  b64,
  draw,
  type HeldOutSecret,
  host,
  humanPass,
  inCase,
  many,
  num,
  org,
  pass,
  pick,
  prompt,
  split2,
  user,
} from "./_heldout_thirtythree_make.ts";

/** A base DN for a company. */
function baseDn(): string {
  return inCase(
    "base dn",
    () => `dc=${org().replace(/-.*/, "")},dc=${pick(["com", "local", "net"])}`,
  );
}

/** A keytab's bytes as base64: the `0x0502` header, then random entries. */
function keytab(n: number): string {
  const bytes = new Uint8Array(n);
  bytes[0] = 5;
  bytes[1] = 2;
  for (let i = 2; i < n; i++) bytes[i] = num(0, 255);
  return b64(bytes);
}

export function buildDirectories(): HeldOutSecret[] {
  return [
    ...many(
      "command",
      "ldapsearch with a bind password after -w",
      4,
      (_k, add) =>
        `${prompt()}ldapsearch -x -H ldaps://${host("ldap")} -D "cn=${
          pick(["admin", "svc-bind", "readonly"])
        },${baseDn()}" -w '${pass(add)}' -b "ou=people,${baseDn()}" "(uid=${user()})" mail`,
    ),
    ...many(
      "command",
      "ldapmodify with the password unquoted",
      2,
      (_k, add) =>
        `${prompt()}ldapmodify -H ldap://${host("ldap")} -D cn=admin,${baseDn()} -w ${
          add(draw(num(10, 14)) + draw(2, "0123456789"))
        } -f add-group.ldif`,
    ),
    ...many("assignment", "sssd.conf bind password", 3, (_k, add) =>
      [
        "[domain/default]",
        "id_provider = ldap",
        `ldap_uri = ldaps://${host("ldap")}`,
        `ldap_search_base = ${baseDn()}`,
        `ldap_default_bind_dn = uid=sssd,ou=services,${baseDn()}`,
        "ldap_default_authtok_type = password",
        `ldap_default_authtok = ${pass(add)}`,
        "cache_credentials = True",
      ].join("\n")),
    ...many("assignment", "application LDAP bind password in YAML", 2, (_k, add) =>
      [
        "ldap:",
        `  url: ldaps://${host("dc01")}:636`,
        `  bindDN: CN=svc-${pick(["gitlab", "jira", "grafana"])},OU=Service Accounts,DC=corp,DC=${
          org().replace(/-.*/, "")
        },DC=com`,
        `  bindPassword: "${humanPass(add)}"`,
        `  userSearchBase: OU=Staff,DC=corp,DC=com`,
      ].join("\n")),
    ...many(
      "command",
      "Active Directory service account password set in PowerShell",
      3,
      (_k, add) =>
        [
          `PS C:\\> $pw = ConvertTo-SecureString '${pass(add)}' -AsPlainText -Force`,
          `PS C:\\> New-ADUser -Name svc-${pick(["backup", "sql", "sccm"])}${
            num(1, 9)
          } -AccountPassword $pw -Enabled $true`,
        ].join("\n"),
    ),
    ...many(
      "command",
      "net user sets a domain password",
      2,
      (_k, add) => `C:\\> net user svc-${pick(["print", "scan", "veeam"])} ${pass(add)} /domain`,
    ),
    ...many("block", "keytab exported as base64 for a CI variable", 2, (_k, add) => {
      const all = keytab(186);
      const lines = all.match(/.{1,76}/g)!;
      return [
        `${prompt()}base64 -w 76 http-${org()}.keytab`,
        ...lines.map((l) => (l.length >= 8 ? add(l) : l)),
      ].join("\n");
    }),
    ...many("encoded", "keytab base64 on one line in a .gitlab-ci.yml", 2, (_k, add) =>
      [
        "variables:",
        `  KRB5_PRINCIPAL: "HTTP/${host("web")}@${org().replace(/-.*/, "").toUpperCase()}.COM"`,
        `  KRB5_KEYTAB_B64: "${add(keytab(num(90, 130)))}"`,
      ].join("\n")),
    ...many("command", "kinit with a password from a file the assistant printed", 2, (_k, add) =>
      [
        `${prompt()}cat ~/.krb-pass`,
        pass(add),
        `${prompt()}kinit ${user()}@${org().replace(/-.*/, "").toUpperCase()}.LOCAL < ~/.krb-pass`,
      ].join("\n")),
    ...many("command", "ktutil adding an entry with its password typed", 2, (_k, add) =>
      [
        `${prompt()}ktutil`,
        `ktutil:  addent -password -p svc-web@CORP.${
          pick(["LAN", "LOCAL"])
        } -k 1 -e aes256-cts-hmac-sha1-96`,
        `Password for svc-web@CORP.LOCAL: ${pass(add)}`,
        "ktutil:  wkt /etc/svc-web.keytab",
      ].join("\n")),
    ...many("command", "smbpasswd fed a password by echo", 2, (_k, add) => {
      const p = pass(add);
      return `${prompt()}(echo '${p}'; echo '${p}') | sudo smbpasswd -s -a ${user()}`;
    }),
    ...many(
      "assignment",
      "Samba join password in a provisioning script",
      2,
      (_k, add) =>
        `samba-tool domain join ${org()}.local DC -U"${org().toUpperCase()}\\administrator" --password='${
          humanPass(add)
        }'`,
    ),
    ...many(
      "url",
      "LDAP URL with credentials for a proxy",
      2,
      (_k, add) =>
        `AUTH_LDAP_URI=ldap://proxy:${add(draw(num(14, 20)))}@${host("ldap")}:389/${baseDn()}`,
    ),
    ...many("wrapped", "bind password line wrapped in a long command", 2, (_k, add) => {
      const p = draw(24);
      const [a, b] = split2(add, p, 12);
      return `${prompt()}ldapwhoami -x -H ldaps://${
        host("ldap")
      } -D uid=bind,${baseDn()} -w ${a}\\\n    ${b}`;
    }),
  ];
}
