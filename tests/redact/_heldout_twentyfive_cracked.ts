/**
 * Corpus twenty-five, what a pentest cracks and loots: hashcat pot files and `--show`, john's
 * `--show`, NetExec/CrackMapExec lines with the working password, Hydra hits, browser-password
 * dumps (LaZagne, SharpChrome), keepass2john hashes, keys and cloud credentials found on a share or
 * in a bucket, and the Markdown report that quotes them.
 */
import {
  awsSecret,
  domain,
  draw,
  EMPTY_LM,
  type HeldOutSecret,
  HEX,
  host,
  human,
  ip,
  keyId,
  nt,
  num,
  pass,
  pemBlock,
  pick,
  spread,
  type Template,
  user,
} from "./_heldout_twentyfive_make.ts";

const nxc = (proto: string, at: string, h: string) =>
  `${proto.padEnd(8)}${at.padEnd(16)}${proto === "SMB" ? "445" : "5985"}    ${
    h.toUpperCase().padEnd(16)
  }`;

const TEMPLATES: Template[] = [
  {
    label: "hashcat potfile, NT hashes and their passwords",
    shape: "output",
    make: (k, add) =>
      [
        "$ cat ~/.local/share/hashcat/hashcat.potfile",
        `${nt(k)}:${human(add)}`,
        `${nt(k)}:${human(add)}`,
        `${nt(k)}:${pass(add)}`,
      ].join("\n"),
  },
  {
    label: "john --show on a pwdump, cracked accounts",
    shape: "output",
    make: (k, add) => {
      const a = user(), b = user() + "2";
      return [
        "$ john --format=NT --show hashes.ntds",
        `${a}:${human(add)}:${num(1100, 1500)}:${EMPTY_LM}:${nt(k)}:::`,
        `${b}:${human(add)}:${num(1501, 1900)}:${EMPTY_LM}:${nt(k)}:::`,
        "",
        `2 password hashes cracked, ${num(40, 400)} left`,
      ].join("\n");
    },
  },
  {
    label: "hashcat --show, a cracked Kerberoast hash",
    shape: "output",
    make: (k, add) => {
      const d = `${domain()}.LOCAL`;
      return [
        "$ hashcat -m 13100 kerberoast.txt rockyou.txt -r best64.rule --show",
        `$krb5tgs$23$*svc_sql$${d}$${d.toLowerCase()}/svc_sql*$${k(32, HEX)}$${
          k(num(600, 900), HEX)
        }:${human(add)}`,
      ].join("\n");
    },
  },
  {
    label: "NetExec password spray, the working login",
    shape: "output",
    make: (_k, add) => {
      const d = domain(), h = host(), at = ip();
      return [
        `$ nxc smb ${
          at.replace(/\.\d+$/, ".0")
        }/24 -u users.txt -p passwords.txt --continue-on-success`,
        `${
          nxc("SMB", at, h)
        }[*] Windows Server 2019 Build 17763 x64 (name:${h.toUpperCase()}) (domain:${d.toLowerCase()}.local) (signing:False) (SMBv1:False)`,
        `${
          nxc("SMB", at, h)
        }[-] ${d.toLowerCase()}.local\\${user()}:Autumn2026 STATUS_LOGON_FAILURE`,
        `${nxc("SMB", at, h)}[+] ${d.toLowerCase()}.local\\${user()}:${human(add)} (Pwn3d!)`,
      ].join("\n");
    },
  },
  {
    label: "CrackMapExec --sam, local hashes",
    shape: "output",
    make: (k) => {
      const h = host(), at = ip();
      return [
        `$ crackmapexec smb ${at} -u administrator -H ${nt(k)} --local-auth --sam`,
        `${nxc("SMB", at, h)}[+] ${h.toUpperCase()}\\administrator:${"*".repeat(8)} (Pwn3d!)`,
        `${nxc("SMB", at, h)}[+] Dumping SAM hashes`,
        `${nxc("SMB", at, h)}Administrator:500:${EMPTY_LM}:${nt(k)}:::`,
        `${nxc("SMB", at, h)}helpdesk:1001:${EMPTY_LM}:${nt(k)}:::`,
        `${nxc("SMB", at, h)}[+] Added 3 SAM hashes to the database`,
      ].join("\n");
    },
  },
  {
    label: "NetExec winrm spray, the command with the password",
    shape: "command",
    make: (_k, add) => `nxc winrm ${ip()} -u ${user()} -p '${human(add)}' -x 'whoami /priv'`,
  },
  {
    label: "SharpChrome logins, browser passwords",
    shape: "output",
    make: (_k, add) =>
      [
        "[*] Action: Chrome Saved Logins Triage",
        `[*] Triaging Chrome Logins for ALL users`,
        "",
        "file_path,signon_realm,origin_url,date_created,times_used,username,password",
        `C:\\Users\\${user()}\\AppData\\Local\\Google\\Chrome\\User Data\\Default\\Login Data,https://vpn.${domain().toLowerCase()}.com/,https://vpn.${domain().toLowerCase()}.com/login,11/${
          num(1, 27)
        }/2026,${num(1, 90)},${user()},${pass(add)}`,
        `C:\\Users\\${user()}\\AppData\\Local\\Google\\Chrome\\User Data\\Default\\Login Data,https://github.com/,https://github.com/session,10/${
          num(1, 30)
        }/2026,${num(1, 90)},${user()},${human(add)}`,
      ].join("\n"),
  },
  {
    label: "LaZagne, a password found",
    shape: "output",
    make: (_k, add) =>
      [
        "|====================================================================|",
        "|                        The LaZagne Project                         |",
        "|====================================================================|",
        "",
        "------------------- Firefox passwords -----------------",
        "",
        "[+] Password found !!!",
        `URL: https://mail.${domain().toLowerCase()}.com`,
        `Login: ${user()}`,
        `Password: ${human(add)}`,
        "",
        `[+] ${num(2, 9)} passwords have been found.`,
      ].join("\n"),
  },
  {
    label: "keepass2john hash of a vault found on a share",
    shape: "output",
    make: (k) =>
      `$ keepass2john Passwords.kdbx\nPasswords:$keepass$*2*60000*0*${k(64, HEX)}*${k(64, HEX)}*${
        k(32, HEX)
      }*${k(64, HEX)}*${k(64, HEX)}`,
  },
  {
    label: "Hydra hit on SSH",
    shape: "output",
    make: (_k, add) =>
      [
        `Hydra v9.5 (c) 2023 by van Hauser/THC & David Maciejak - Please do not use in military or secret service organizations`,
        `[DATA] attacking ssh://${ip()}:22/`,
        `[22][ssh] host: ${ip()}   login: backup   password: ${pass(add)}`,
        "1 of 1 target successfully completed, 1 valid password found",
      ].join("\n"),
  },
  {
    label: "cloud credentials found in an open bucket",
    shape: "assignment",
    make: (k) =>
      [
        `$ aws s3 cp s3://${pick(["acme", "globex", "initech"])}-${
          draw(6, "abcdefghijklmnopqrstuvwxyz")
        }-backups/home/deploy/.aws/credentials - --no-sign-request`,
        "[default]",
        `aws_access_key_id = ${keyId()}`,
        `aws_secret_access_key = ${awsSecret(k)}`,
        "region = eu-west-1",
      ].join("\n"),
  },
  {
    label: "OpenSSH key looted from a share",
    shape: "block",
    make: (k) =>
      [
        `$ smbclient //${ip()}/IT -U '${user()}' -c 'get scripts/id_ed25519 -'`,
        ...pemBlock(k, "OPENSSH ", 5),
      ].join("\n"),
  },
  {
    label: "pentest report, a connection string from web.config",
    shape: "assignment",
    make: (_k, add) =>
      [
        `### 4.${num(1, 9)} Credentials stored in an SMB share (High)`,
        "",
        `While browsing \\\\${host().toUpperCase()}\\Deploy we found \`web.config\` of the intranet application:`,
        "",
        "```xml",
        `<add name="Intranet" connectionString="Server=sql01;Database=Intranet;User Id=sa;Password=${
          pass(add)
        };" providerName="System.Data.SqlClient" />`,
        "```",
        "",
        "The `sa` login was valid on SQL01 and allowed `xp_cmdshell`. **Recommendation:** rotate the",
        "password, restrict the share to the deployment group.",
      ].join("\n"),
  },
];

/** Cracked and looted credentials, as the tools print them and reports quote them. */
export function buildCracked(): HeldOutSecret[] {
  return spread(TEMPLATES, 3);
}
