/**
 * Shapes read from held-out corpus twenty-five's misses (docs/redaction.md, "Corpus twenty-five
 * after it was seen": security work): a password or a hash in what offensive and defensive tools
 * take and print — Impacket's `domain/user:password@host` and `-hashes lm:nt`, the `-p`/`-H` of
 * NetExec, CrackMapExec and evil-winrm, Rubeus's `/rc4:` and `rc4_hmac hash:`, NetExec's working
 * login `[+] domain\user:password`, a secret scanner's JSON finding (`Raw`, `RawV2`, `Secret`,
 * `Match`: the value goes whatever its vendor; a masked one stays), a PAM vault's `"Content"`, a
 * registry value named for a password as Sysmon or `reg query` shows it, and an auditd record's
 * hex arguments that hold a password option.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = (seed: number) => sample(8, ALNUM, seed) + "*" + sample(4, ALNUM, seed + 1);
const H32 = (seed: number) => sample(32, HEX, seed);
const EMPTY_LM = "aad3b435b51404eeaad3b435b51404ee";

/** Whether `value` is a password given on a command line, not a file of them or a stand-in. */
function givenPassword(value: string): boolean {
  return anyRealValue(value) && !/^\$|\.(?:txt|lst|dic|list)$/i.test(value) &&
    !/^(?:\*+|REDACTED|\[REDACTED\])$/.test(value);
}

// A quoted or bare argument: `'…'`, `"…"` (also JSON-escaped), or up to a space.
const ARG = String
  .raw`(?:'(?<sq>[^'\r\n]{1,200})'|\\?"(?<dq>[^"\\\r\n]{1,200})\\?"|(?<bare>[^\s'"\\]{1,200}))`;

// A value that a scanner masked: stars, a `REDACTED` word, or `…` in the middle.
const MASKED = /\*{3,}|REDACTED|…|\.\.\./;

// The password option of a command whose hex auditd logs (`-pX`, `--password=X`, `-P X`).
const HEX_PASSWORD = /^(?:-p|--password=|--pass=|-P)(.+)$/;

// The offsets, in a hex run auditd logged, of the password arguments it decodes to (`split`).
let hexFound: Array<[number, number]> = [];

/** Whether `hex` decodes to arguments (NUL-separated) of which one gives a password. */
function hexArguments(hex: string): boolean {
  hexFound = [];
  if (hex.length % 2 !== 0) return false;
  const bytes = hex.match(/../g)!.map((b) => Number.parseInt(b, 16));
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0) continue;
    const arg = String.fromCharCode(...bytes.slice(start, i));
    const m = HEX_PASSWORD.exec(arg);
    if (m && /^[\x21-\x7e]{4,}$/.test(m[1]!) && givenPassword(m[1]!)) {
      hexFound.push([2 * (start + arg.length - m[1]!.length), 2 * i]);
    }
    start = i + 1;
  }
  return hexFound.length > 0;
}

/** The rules of this file, in the order they run (before the generic context rules). */
export const TWENTYFIVE_TOOL_RULES: readonly Rule[] = [
  rule({
    id: "attack-tool-credential",
    examples: {
      match: [
        "impacket-psexec 'INITECH/administrator:«" + PW(2571) + "»@10.0.0.8'",
        "wmiexec.py -hashes " + EMPTY_LM + ":«" + H32(2572) + "» ACME/administrator@10.0.0.9",
        "evil-winrm -i 10.0.0.9 -u administrator -H «" + H32(2573) + "»",
        "nxc winrm 10.0.0.9 -u a.moreau -p '«" + PW(2574) + "»' -x whoami",
        "Rubeus.exe asktgt /user:j.doe /rc4:«" + H32(2575) + "» /ptt",
        "impacket-mssqlclient sa:«" + PW(2577) + "»@10.0.0.12 -windows-auth",
        "hydra -l admin -p «" + PW(2578) + "» ssh://10.0.0.3",
        "[*] Using rc4_hmac hash: «" + H32(2576) + "»",
      ],
      clean: [
        "nxc smb 10.0.0.0/24 -u users.txt -p passwords.txt --continue-on-success",
        "impacket-psexec 'INITECH/administrator@10.0.0.8' -k -no-pass",
        "evil-winrm -i 10.0.0.9 -u administrator -p $PASSWORD",
        "os.execv(path, args)  # mailto:maintainer@example.org",
      ],
    },
    description:
      "a password or NT hash given to an attack tool: Impacket's target `[domain/]user:password@host` and `-hashes lm:nt`, the `-p`/`-H` of NetExec, CrackMapExec and evil-winrm and Hydra's and Medusa's `-p` (not a file of passwords), Rubeus's and Mimikatz's `/rc4:`/`/ntlm:`/`/aes256:`/`/password:` and its `Using rc4_hmac hash:`",
    // (Not `exec`: code holds `execute` on every few lines; Impacket's scripts say `impacket-` or
    // `.py`, NetExec and CrackMapExec their own names.)
    keywords: [
      "impacket",
      ".py ",
      "-hashes",
      "winrm",
      "nxc ",
      "netexec",
      "mapexec",
      "cme ",
      "rubeus",
      "/rc4:",
      "/aes",
      "/ntlm:",
      "rc4_hmac",
      "hydra",
      "medusa",
    ],
    pattern: new RegExp(
      [
        // Impacket's target: `domain/user:password@host`, quoted or not, and `user:password@host`
        // on an Impacket command's line (`mailto:a@b` is not one).
        String
          .raw`(?:(?<![\w/:.])[\w.-]{1,64}\/|(?<=\b(?:impacket-\w{2,20}|\w{2,20}\.py)\b[^\r\n]{0,120}[ \t'"]))[\w.$-]{1,64}:(?<imp>[^@\s'"\\]{1,128})@[\w.-]{1,253}(?=['"\s\\]|$)`,
        String.raw`(?<=\s)-hashes[ \t]+(?<lm>[0-9A-Fa-f]{32})?:(?<nt>[0-9A-Fa-f]{32})\b`,
        String
          .raw`\b(?:evil-winrm|nxc|netexec|crackmapexec|cme)\b[^\r\n]{0,200}?[ \t]-(?:H|-hash)[ \t]+(?:[0-9A-Fa-f]{32}:)?(?<h>[0-9A-Fa-f]{32})\b`,
        String
          .raw`\b(?:evil-winrm|nxc|netexec|crackmapexec|cme|hydra|medusa)\b[^\r\n]{0,200}?[ \t]-(?:p|-password)[ \t]+${ARG}`,
        String
          .raw`(?:\/(?:rc4|aes256|aes128|ntlm|des):|\brc4_hmac hash:[ \t]{0,4})(?<rc>[0-9A-Fa-f]{32,64})\b|\/password:(?<rp>[^\s"'\\]{1,200})`,
      ].join("|"),
      "gd",
    ),
    secret: ["imp", "lm", "nt", "h", "sq", "dq", "bare", "rc", "rp"],
    accept: (value, group) =>
      ["lm", "nt", "h", "rc"].includes(group)
        ? value.toLowerCase() !== EMPTY_LM &&
          value.toLowerCase() !== "31d6cfe0d16ae931b73c59d7e0c089c0"
        : givenPassword(value),
  }),
  rule({
    id: "netexec-login",
    examples: {
      match: [
        "SMB  10.0.0.5  445  SQL46  [+] acme.local\\a.moreau:«" + PW(2581) + "» (Pwn3d!)",
        "WINRM  10.0.0.5  5985  DC01  [+] ACME\\svc:«" + PW(2582) + "»",
      ],
      clean: [
        "SMB  10.0.0.5  445  DC25  [+] DC25\\administrator:******** (Pwn3d!)",
        "SMB  10.0.0.5  445  DC25  [+] Dumping SAM hashes",
      ],
    },
    description:
      "the password of a working login NetExec or CrackMapExec prints (`SMB  host  445  NAME  [+] domain\\user:password (Pwn3d!)`)",
    keywords: ["[+]"],
    pattern:
      /\b(?:SMB|WINRM|LDAP|MSSQL|SSH|RDP|WMI|FTP|VNC|NFS)[ \t]+\S{1,64}[ \t]+\d{1,5}[ \t]+\S{1,64}[ \t]+\[\+\][ \t]+[^\s:]{1,100}:(?<p>[^\s\\]{1,200}?)(?=[ \t]|\r?\n|\\[nr"]|"|$)/gdm,
    secret: ["p"],
    // (`(Pwn3d!)` glued after the colon: a login with an empty password.)
    accept: (value) => givenPassword(value) && !isNotASecret(value) && !value.startsWith("("),
  }),
  rule({
    id: "scanner-finding-value",
    examples: {
      match: [
        '{"DetectorName":"AWS","Verified":true,"RawV2":"«AKIA' +
        sample(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 2591) + "»:«" + sample(40, ALNUM, 2592) +
        '»"}',
        '{"RuleID": "generic-api-key", "Secret": "«' + sample(32, ALNUM, 2593) +
        '»", "File": "app.env"}',
      ],
      clean: [
        '{"RuleID": "generic-api-key", "Secret": "REDACTED", "Match": "api_key = REDACTED"}',
        '{"DetectorName":"Github","Raw":"ghp_ab…****…yz"}',
      ],
    },
    description:
      "the value a secret scanner's JSON finding shows (trufflehog's `Raw`/`RawV2`, gitleaks' `Secret`/`Match`, a secret-scanning alert's `secret`), whatever its vendor: a masked value stays",
    // (The fields that say a scanner's finding: `"Secret"` and `"Raw"` alone stand in any JSON.)
    keywords: ['"detectorname"', '"detectortype"', '"ruleid"', '"secret_type"', '"sourcemetadata"'],
    wholeText: true,
    pattern:
      /"(?:Raw|RawV2|Secret|Match|secret)"[ \t]*:[ \t]*"(?:\[REDACTED\]:)?(?<v>(?:[^"\\\r\n]|\\[^\r\n]){6,2000})"/gd,
    secret: ["v"],
    accept: (value) => !MASKED.test(value) && anyRealValue(value),
  }),
  rule({
    id: "vault-content-field",
    examples: {
      match: [
        '{\n  "Content": "«' + PW(2601) +
        '»",\n  "Safe": "PROD-DB",\n  "UserName": "svc_billing",\n  "PolicyID": "MSSQL"\n}',
      ],
      clean: ['{\n  "Content": "Monthly report",\n  "Title": "Notes"\n}'],
    },
    description:
      'the password CyberArk\'s Central Credential Provider returns (`"Content": "…"` beside `"Safe"`, `"PolicyID"`, `"UserName"`)',
    // (Not `"content"`: every transcript record holds it.)
    keywords: ['"policyid"', "aimwebservice", '"cpmstatus"', '"safe"'],
    wholeText: true,
    pattern: /"Content"[ \t]*:[ \t]*"(?<v>[^"\\\r\n]{1,500})"/gd,
    secret: ["v"],
    accept: (value) => anyRealValue(value) && !/\s/.test(value),
  }),
  rule({
    id: "registry-password-value",
    examples: {
      match: [
        '<Data Name="TargetObject">HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\\DefaultPassword</Data>\n    <Data Name="Details">«' +
        PW(2611) + "»</Data>",
        "    DefaultPassword    REG_SZ    «" + PW(2612) + "»",
      ],
      clean: [
        '<Data Name="TargetObject">HKLM\\SOFTWARE\\Policies\\PasswordComplexity</Data>\n    <Data Name="Details">DWORD (0x00000001)</Data>',
      ],
    },
    description:
      "a registry value named for a password (Winlogon's `DefaultPassword`, `AutoAdminPassword`…) and its data, as a Sysmon registry event (`TargetObject` then `Details`, XML or JSON) or `reg query` shows it",
    keywords: ["targetobject", "reg_sz"],
    wholeText: true,
    pattern:
      /TargetObject(?:">|"[ \t]*:[ \t]*")[^<"\r\n]{0,300}\\{1,2}(?<n>[^\\<"\r\n]{0,60}(?:Password|Passwd|Pwd)[^\\<"\r\n]{0,30})(?:<\/Data>|")[\s\S]{0,400}?Details(?:">|"[ \t]*:[ \t]*")(?<v>[^<"\r\n]{1,300})(?:<\/Data>|")|\b(?<rn>\w{0,40}(?:Password|Passwd|Pwd)\w{0,20})[ \t]+REG_(?:SZ|EXPAND_SZ)[ \t]+(?<rv>[^\r\n\\"]{1,200}?)(?=[ \t]*(?:\r?\n|\\[nr"]|$))/gd,
    secret: ["v", "rv"],
    accept: (value) =>
      anyRealValue(value) &&
      !/^(?:DWORD|QWORD|Binary Data|\(Empty\)|\(value not set\))/i.test(value) &&
      !/^(?:0x[0-9a-f]+|\d+)$/i.test(value),
  }),
  rule({
    id: "auditd-hex-password",
    examples: {
      match: [
        'type=EXECVE msg=audit(1793344008.523:83403): argc=3 a0="mysql" a1="-uroot" a2=2D70«' +
        Array.from(PW(2621), (c) => c.charCodeAt(0).toString(16).toUpperCase()).join("") + "»",
      ],
      clean: [
        "type=PROCTITLE msg=audit(1793344008.523:83403): proctitle=6C73002D6C61002F746D70",
      ],
    },
    description:
      "a password option (`-pX`, `--password=X`, `-P X`) inside the hex auditd logs an argument or a process title in (`a2=2D70…`, `proctitle=…`): the hex of the password goes",
    keywords: ["proctitle=", "type=execve"],
    pattern: /(?<=[ \t])(?:proctitle|a\d{1,3})=(?<h>[0-9A-F]{8,8000})(?![0-9A-Za-z])/gd,
    secret: ["h"],
    accept: (value) => hexArguments(value),
    split: () => hexFound,
  }),
];
