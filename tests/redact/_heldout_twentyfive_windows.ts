/**
 * Corpus twenty-five, Windows and Active Directory credentials as pentest tools print them:
 * Mimikatz (logonpasswords, dcsync, DPAPI master keys), secretsdump (NTDS hashes, Kerberos keys,
 * LSA secrets), Kerberoast and AS-REP roast hashes, Rubeus tickets in base64, Responder's NetNTLMv2
 * captures and the command lines that reuse what was found (Impacket, evil-winrm, xfreerdp).
 */
import {
  B64,
  domain,
  draw,
  EMPTY_LM,
  EMPTY_NT,
  type HeldOutSecret,
  HEX,
  hex,
  HEXU,
  host,
  human,
  ip,
  nt,
  num,
  pass,
  pick,
  spread,
  type Template,
  user,
} from "./_heldout_twentyfive_make.ts";

const fqdn = (d: string) => `${d.toLowerCase()}.local`;
const logonTime = () =>
  `11/${num(1, 27)}/2026 ${num(1, 12)}:${num(10, 59)}:${num(10, 59)} ${pick(["AM", "PM"])}`;
const sid = () =>
  `S-1-5-21-${draw(10, "0123456789")}-${draw(10, "0123456789")}-${draw(9, "0123456789")}-${
    num(1100, 1900)
  }`;

const TEMPLATES: Template[] = [
  {
    label: "Mimikatz sekurlsa::logonpasswords, wdigest password and msv hashes",
    shape: "output",
    make: (k, add) => {
      const d = domain(), u = user();
      return [
        "mimikatz # sekurlsa::logonpasswords",
        "",
        `Authentication Id : 0 ; ${num(100000, 999999)} (00000000:000${hex(5)})`,
        "Session           : Interactive from 1",
        `User Name         : ${u}`,
        `Domain            : ${d}`,
        `Logon Server      : ${host().toUpperCase()}`,
        `Logon Time        : ${logonTime()}`,
        `SID               : ${sid()}`,
        "        msv :",
        "         [00000003] Primary",
        `         * Username : ${u}`,
        `         * Domain   : ${d}`,
        `         * NTLM     : ${nt(k)}`,
        `         * SHA1     : ${k(40, HEX)}`,
        `         * DPAPI    : ${k(32, HEX)}`,
        "        tspkg :",
        "        wdigest :",
        `         * Username : ${u}`,
        `         * Domain   : ${d}`,
        `         * Password : ${human(add)}`,
        "        kerberos :",
        `         * Username : ${u}`,
        `         * Domain   : ${fqdn(d).toUpperCase()}`,
        "         * Password : (null)",
      ].join("\n");
    },
  },
  {
    label: "secretsdump NTDS, NT hashes and the krbtgt AES key",
    shape: "output",
    make: (k) => {
      const d = fqdn(domain());
      return [
        "[*] Dumping Domain Credentials (domain\\uid:rid:lmhash:nthash)",
        "[*] Using the DRSUAPI method to get NTDS.DIT secrets",
        `Administrator:500:${EMPTY_LM}:${nt(k)}:::`,
        `Guest:501:${EMPTY_LM}:${EMPTY_NT}:::`,
        `krbtgt:502:${EMPTY_LM}:${nt(k)}:::`,
        `${d}\\${user()}:${num(1100, 1900)}:${EMPTY_LM}:${nt(k)}:::`,
        "[*] Kerberos keys grabbed",
        `krbtgt:aes256-cts-hmac-sha1-96:${k(64, HEX)}`,
        `krbtgt:des-cbc-md5:${k(16, HEX)}`,
        "[*] Cleaning up...",
      ].join("\n");
    },
  },
  {
    label: "secretsdump LSA secrets, a service password and DPAPI_SYSTEM",
    shape: "output",
    make: (k, add) => {
      const d = domain();
      return [
        "[*] Dumping cached domain logon information (domain/username:hash)",
        `${d}/${user()}:$DCC2$10240#${user()}#${k(32, HEX)}: (${tick2()})`,
        "[*] Dumping LSA Secrets",
        "[*] $MACHINE.ACC ",
        `${d}\\${host().toUpperCase()}$:plain_password_hex:${k(240, HEX)}`,
        "[*] DPAPI_SYSTEM ",
        `dpapi_machinekey:0x${k(40, HEX)}`,
        `dpapi_userkey:0x${k(40, HEX)}`,
        "[*] _SC_MSSQLSERVER ",
        `${d}\\svc_sql:${pass(add)}`,
        "[*] NL$KM ",
        "[*] Cleaning up... ",
      ].join("\n");
    },
  },
  {
    label: "Mimikatz dpapi::masterkey, the decrypted master key",
    shape: "output",
    make: (k) =>
      [
        `mimikatz # dpapi::masterkey /in:"C:\\Users\\${user()}\\AppData\\Roaming\\Microsoft\\Protect\\${sid()}\\${
          hex(8)
        }-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}" /rpc`,
        "**MASTERKEYS**",
        "  dwVersion          : 00000002 - 2",
        `  szGuid             : {${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}}`,
        "  dwFlags            : 00000005 - 5",
        "[domainkey] with RPC",
        `[DC] '${fqdn(domain())}' will be the domain`,
        `[DC] '${host()}.${fqdn(domain())}' will be the DC server`,
        `  key : ${k(128, HEX)}`,
        `  sha1: ${k(40, HEX)}`,
      ].join("\n"),
  },
  {
    label: "Kerberoast hash for hashcat mode 13100",
    shape: "output",
    make: (k) => {
      const d = fqdn(domain()).toUpperCase();
      return [
        `$ impacket-GetUserSPNs ${d.toLowerCase()}/${user()} -request -outputfile kerberoast.txt`,
        "ServicePrincipalName              Name     MemberOf  PasswordLastSet             LastLogon",
        "--------------------------------  -------  --------  --------------------------  ---------",
        `MSSQLSvc/sql01.${d.toLowerCase()}:1433  svc_sql            2024-03-0${
          num(1, 9)
        } 10:22:41.183  <never>`,
        "",
        `$krb5tgs$23$*svc_sql$${d}$${d.toLowerCase()}/svc_sql*$${k(32, HEX)}$${
          k(num(900, 1400), HEX)
        }`,
      ].join("\n");
    },
  },
  {
    label: "Rubeus kerberoast, the hash wrapped over lines",
    shape: "wrapped",
    make: (k) => {
      const d = fqdn(domain()).toUpperCase();
      const rest: string[] = [];
      for (let i = 0; i < 8; i++) rest.push("      " + k(76, HEXU));
      return [
        "[*] SamAccountName         : svc_backup",
        `[*] DistinguishedName      : CN=svc_backup,OU=Service Accounts,DC=${
          d.split(".")[0]
        },DC=LOCAL`,
        `[*] ServicePrincipalName   : backup/bk01.${d.toLowerCase()}`,
        "[*] Supported ETypes       : RC4_HMAC_DEFAULT",
        `[*] Hash                   : $krb5tgs$23$*svc_backup$${d}$backup/bk01*$${k(32, HEXU)}$${
          k(40, HEXU)
        }`,
        ...rest,
      ].join("\n");
    },
  },
  {
    label: "Rubeus asktgt, the TGT as base64(ticket.kirbi)",
    shape: "wrapped",
    make: (k) =>
      [
        `[*] Using rc4_hmac hash: ${nt(k)}`,
        `[*] Building AS-REQ (w/ preauth) for: '${fqdn(domain())}\\${user()}'`,
        "[+] TGT request successful!",
        "[*] base64(ticket.kirbi):",
        "",
        ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
          "      " + (i === 0 ? "doIF" : "") + k(i === 0 ? 96 : 100, B64)
        ),
        "",
        "  ServiceName              :  krbtgt/" + fqdn(domain()).toUpperCase(),
      ].join("\n"),
  },
  {
    label: "Responder NetNTLMv2 capture",
    shape: "output",
    make: (k) => {
      const d = domain(), u = user();
      return [
        `[SMB] NTLMv2-SSP Client   : ${ip()}`,
        `[SMB] NTLMv2-SSP Username : ${d}\\${u}`,
        `[SMB] NTLMv2-SSP Hash     : ${u}::${d}:${hex(16)}:${k(32, HEXU)}:${
          k(num(280, 420), HEXU)
        }`,
        `[*] Skipping previously captured hash for ${d}\\${u}`,
      ].join("\n");
    },
  },
  {
    label: "AS-REP roast hash for hashcat mode 18200",
    shape: "output",
    make: (k) => {
      const d = fqdn(domain()).toUpperCase();
      const u = user();
      return [
        `$ impacket-GetNPUsers ${d.toLowerCase()}/ -usersfile users.txt -no-pass -format hashcat`,
        `[-] User ${user()} doesn't have UF_DONT_REQUIRE_PREAUTH set`,
        `$krb5asrep$23$${u}@${d}:${k(32, HEX)}$${k(num(400, 600), HEX)}`,
      ].join("\n");
    },
  },
  {
    label: "Impacket psexec with a cleartext password",
    shape: "command",
    make: (_k, add) =>
      [
        `$ impacket-psexec '${domain()}/administrator:${pass(add)}@${ip()}'`,
        "Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies",
        "",
        `[*] Requesting shares on ${ip()}.....`,
        "[*] Found writable share ADMIN$",
        `[*] Uploading file ${draw(8)}.exe`,
        "C:\\Windows\\system32> whoami",
        "nt authority\\system",
      ].join("\n"),
  },
  {
    label: "pass-the-hash with wmiexec and evil-winrm",
    shape: "command",
    make: (k) => {
      const h = nt(k);
      return [
        `proxychains impacket-wmiexec -hashes ${EMPTY_LM}:${h} ${domain()}/administrator@${ip()}`,
        `evil-winrm -i ${ip()} -u administrator -H ${h}`,
        "Evil-WinRM shell v3.5",
        "*Evil-WinRM* PS C:\\Users\\Administrator\\Documents>",
      ].join("\n");
    },
  },
  {
    label: "xfreerdp with the password on the command line",
    shape: "command",
    make: (_k, add) =>
      `xfreerdp /v:${ip()} /u:${user()} /d:${domain()} /p:'${
        human(add)
      }' /cert:ignore +clipboard /dynamic-resolution`,
  },
];

/** A cached-logon timestamp as secretsdump prints it. */
function tick2(): string {
  return `2026-11-${String(num(1, 27)).padStart(2, "0")} ${num(10, 23)}:${num(10, 59)}:${
    num(10, 59)
  }`;
}

/** Windows and Active Directory credentials from pentest tools. */
export function buildWindows(): HeldOutSecret[] {
  return spread(TEMPLATES, 3);
}
