/**
 * The shapes mended after held-out corpus twenty-five was seen (docs/redaction.md, "Corpus
 * twenty-five after it was seen": security work): hashes that log in or crack offline into a
 * password, and the passwords and hashes attack tools take and print, scanners' JSON findings,
 * a PAM vault's answer, a registry password, auditd's hex — each written unlike the corpus's
 * texts, with a near miss left alone, as written, inside a JSONL record and with CRLF line ends.
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 32_900;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const pw = () => key(7) + "!" + key(4);
const EMPTY_LM = "aad3b435b51404eeaad3b435b51404ee";
const EMPTY_NT = "31d6cfe0d16ae931b73c59d7e0c089c0";
const asHex = (s: string) =>
  Array.from(s, (c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join("");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const [lm, nt, nt2, plain] = [hex(32), hex(32), hex(32), pw()];
  add(
    "a pwdump file with an LM hash, and John's --show with the password in the second field",
    `$ cat sam.pwdump\nbackup:1003:${lm}:${nt}:::\nGuest:501:${EMPTY_LM}:${EMPTY_NT}:::\n` +
      `$ john --format=NT --show sam.pwdump\nops:${plain}:1004:${EMPTY_LM}:${nt2}:::`,
    lm,
    nt,
    nt2,
    plain,
  );
}
CLEAN.push([
  "a pwdump of accounts with no password, and the format's header",
  `Dumping local SAM hashes (uid:rid:lmhash:nthash)\nGuest:501:${EMPTY_LM}:${EMPTY_NT}:::\n` +
  `WDAGUtilityAccount:504:${EMPTY_LM}:${EMPTY_NT}:::`,
]);

{
  const [nt, lm, aes] = [hex(32), hex(32), hex(64)];
  add(
    "Mimikatz lsadump::dcsync of one account",
    `mimikatz # lsadump::dcsync /user:CORP\\svc_web\nSAM Username : svc_web\n` +
      `Credentials:\n  Hash NTLM: ${nt}\n    ntlm- 0: ${nt}\n    lm  - 0: ${lm}\n` +
      `Supplemental Credentials:\n  * Primary:Kerberos-Newer-Keys *\n      aes256_hmac (4096) : ${aes}`,
    nt,
    lm,
  );
}
CLEAN.push([
  "Mimikatz with no password and the NT hash of the empty one",
  `mimikatz # sekurlsa::logonpasswords\n        wdigest :\n         * Username : WEB01$\n` +
  `         * Password : (null)\n        msv :\n         * NTLM     : ${EMPTY_NT}`,
]);

{
  const [chk, body, tail] = [hex(24), hex(180), pw()];
  add(
    "an AES Kerberoast hash cracked by hashcat",
    `$ hashcat -m 19700 roast.txt words.txt --show\n` +
      `$krb5tgs$18$svc_web$CORP.LOCAL$*http/web01*$${chk}$${body}:${tail}`,
    chk,
    body,
    tail,
  );
}
CLEAN.push([
  "hashcat's example format of a Kerberoast hash, with placeholders",
  `Mode 13100 wants lines like $krb5tgs$23$*user$realm$spn*$<checksum>$<edata2>\n` +
  `and mode 18200 $krb5asrep$23$user@domain:<checksum>$<edata2>`,
]);

{
  const [proof, blob] = [hex(32), hex(240)];
  add(
    "an NTLMv2 response captured by ntlmrelayx",
    `[*] SMBD-Thread-5: Received connection from 10.1.2.3\n` +
      `[*] CORP\\p.ng::CORP:1122334455667788:${proof}:${blob}`,
    proof,
    blob,
  );
}
CLEAN.push([
  "Rust paths and a C++ scope, with hex after a double colon",
  `use std::collections::HashMap;\nlet id = Uuid::parse_str("${hex(32)}");\n` +
  `auto v = ns::Type::from(0x1122334455667788);`,
]);

{
  const [h1, p1, h2, p2] = [hex(32), pw(), hex(40), pw()];
  add(
    "a potfile of NT and SHA1 hashes",
    `$ tail -2 ~/.john/john.pot\n${h1}:${p1}\n${h2}:${p2}`,
    h1,
    p1,
    p2,
  );
}
CLEAN.push([
  "git grep output after a word on cracking, and a hash with its salt",
  `We cracked nothing yet. git grep -n TODO ${hex(40)}\n${
    hex(40)
  }:src/auth/login.ts:42: // TODO\n` +
  `$ hashcat --show salted.txt\n${hex(32)}:${hex(16)}`,
]);

{
  const [t1, t2] = [key(90, ALNUM + "+/"), key(90, ALNUM + "+/")];
  add(
    "a TGT dumped by Rubeus and passed back",
    `[*] Dumping Kerberos tickets\n      ServiceName : krbtgt/CORP.LOCAL\n      Base64EncodedTicket   :\n\n` +
      `        doIF${t1}\n        ${t2}\n\nRubeus.exe ptt /ticket:doIE${t2}`,
    t1,
    t2,
  );
}
CLEAN.push([
  "code with doIt methods, and a ticket placeholder",
  `function doItAll() { return doItNow(); }\nRubeus.exe ptt /ticket:<base64 kirbi>`,
]);

{
  const [a, nt, b] = [pw(), hex(32), pw()];
  add(
    "Impacket and NetExec given a password and a hash",
    `secretsdump.py corp.local/da_admin:${a}@10.0.0.10 -just-dc-user krbtgt\n` +
      `nxc smb 10.0.0.0/24 -u Administrator -H ${EMPTY_LM}:${nt} --local-auth\n` +
      `crackmapexec mssql 10.0.0.12 -u sa -p "${b}" -q "SELECT 1"`,
    a,
    nt,
    b,
  );
}
CLEAN.push([
  "attack tools given files, variables and Kerberos tickets",
  `nxc smb targets.txt -u users.lst -p passwords.lst\nimpacket-secretsdump -k -no-pass corp.local/da@dc01\n` +
  `evil-winrm -i 10.0.0.9 -u admin -p "$WINRM_PASS"`,
]);

{
  const [a, b] = [pw(), pw()];
  add(
    "NetExec's working logins over LDAP and SSH",
    `LDAP   10.0.0.10   389   DC01   [+] corp.local\\j.ng:${a}\n` +
      `SSH    10.0.0.21   22    web01  [+] root:${b}  Linux - Shell access!`,
    a,
    b,
  );
}
CLEAN.push([
  "NetExec's failed logins and a masked one",
  `SMB   10.0.0.10   445   DC01   [-] corp.local\\j.ng:Summer2026 STATUS_LOGON_FAILURE\n` +
  `SMB   10.0.0.10   445   DC01   [+] corp.local\\admin:(Pwn3d!)`,
]);

{
  const [a, b] = [key(40), key(36)];
  add(
    "a gitleaks JSON report and a secret scanning alert",
    `[\n {\n  "RuleID": "generic-api-key",\n  "Match": "token = ${a}",\n  "Secret": "${a}",\n` +
      `  "File": "deploy/app.env"\n }\n]\n{"number": 4, "secret_type": "jwt", "secret": "${b}"}`,
    a,
    b,
  );
}
CLEAN.push([
  "gitleaks run with --redact, and an alert without its value",
  `{"RuleID": "aws-access-token", "Match": "REDACTED", "Secret": "REDACTED", "Entropy": 3.4}\n` +
  `{"number": 5, "secret_type": "slack_bot_token", "state": "resolved", "resolution": "revoked"}`,
]);

{
  const [a, b, c] = [pw(), pw(), pw()];
  add(
    "a vault's answers: CyberArk's Content, Delinea's item and a registry value",
    `{"Content":"${a}","UserName":"svc_app","Address":"db01","Safe":"APP-PROD"}\n` +
      `{"fieldName": "Password", "slug": "password", "itemValue": "${b}", "isPassword": true}\n` +
      `HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\n` +
      `    AutoAdminLogon    REG_SZ    1\n    DefaultPassword    REG_SZ    ${c}`,
    a,
    b,
    c,
  );
}
CLEAN.push([
  "vault listings without values, and registry values that are settings",
  `{"Content":"see the runbook","Title":"DB access","Safe":"APP-PROD"}\n{"fieldName": "Password", "slug": "password", "itemValue": ""}\n` +
  `    PasswordExpiryWarning    REG_DWORD    0xe\n    DefaultUserName    REG_SZ    kiosk`,
]);

{
  const value = pw();
  const arg = asHex("--password=" + value).toUpperCase();
  add(
    "auditd's EXECVE of a client given --password=",
    `type=EXECVE msg=audit(1793344008.523:91): argc=3 a0="psql" a1="-h" a2=${arg}`,
    asHex(value).toUpperCase(),
  );
}
CLEAN.push([
  "auditd's hex process title of a command with no password",
  `type=PROCTITLE msg=audit(1793344008.523:92): proctitle=${asHex("ls\0-la\0/tmp").toUpperCase()}`,
]);

{
  // (A person's password, word and digits: no rule but the table's takes it.)
  const [a, b] = [pw(), "Monkey" + key(4, "0123456789") + "*" + key(2)];
  add(
    "a Bitwarden CSV export in a Claude Code record, its last row ending the record's string",
    JSON.stringify({
      type: "user",
      message: {
        content: [{
          type: "tool_result",
          content:
            `folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n` +
            `Work,,login,VPN,,,0,https://vpn.example,j.ng,${a},\n` +
            `Work,1,login,Router,,,0,https://10.0.0.1,admin,${b},`,
        }],
      },
      uuid: "6ca51be2-e965-490e-b022-3ee50049527b",
      timestamp: "2026-11-20T11:58:26.505Z",
    }),
    a,
    b,
  );
}
CLEAN.push([
  "a CSV export of the same header whose password cells are empty",
  `folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n` +
  `Work,,login,VPN,,,0,https://vpn.example,j.ng,,\nWork,1,note,Wi-Fi,ask IT,,0,,,,`,
]);

{
  const LOWER = "abcdefghijklmnopqrstuvwxyz", UPPER = LOWER.toUpperCase();
  const [a, b] = [key(24), key(60, ALNUM + "_")];
  // (A tail of letters alone whose case changes as no name's does: the end of a JWT signature.)
  const tail = key(1, LOWER) + key(2, UPPER) + key(1, LOWER) + key(3, UPPER) + key(2, LOWER) +
    key(3, UPPER) + key(2, LOWER) + "_" + key(3, LOWER);
  add(
    "a bearer token a box-drawn table's column wraps over three rows, its tail of letters alone",
    `| user_agent | kubectl/v1.31                                                |\n` +
      `| cmdline    | kubectl -H "Authorization: Bearer ${a} |\n` +
      `|            | ${b} |\n` +
      `|            | ${tail}" get secrets -A                                     |`,
    a,
    b,
    tail,
  );
}
CLEAN.push([
  "a box-drawn table whose next row holds a class name",
  `| token     | [REDACTED]                                   |\n` +
  `|           | HTTPServerURLHandler                         |`,
]);

shapeTests("corpus twenty-five", SECRETS, CLEAN);
