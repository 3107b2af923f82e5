/**
 * Corpus twenty-five, clean CTF write-ups, documentation examples, vault metadata and redaction
 * markers. A CTF flag (`HTB{…}`, `picoCTF{…}`, a box's `user.txt` hash) is not a secret: it opens
 * nothing outside the game and write-ups publish it. Vault and PAM tools listing items without their
 * values, documentation's example keys and placeholders, and texts already redacted are clean too.
 */
import {
  ALNUM,
  domain,
  draw,
  type HeldOutClean,
  hex,
  ip,
  LOWER,
  LOWER_DIGITS,
  num,
  pick,
  spreadClean,
  tick,
  user,
  uuid,
} from "./_heldout_twentyfive_make.ts";

const leet = () =>
  [
    pick(["n0", "y0u", "th3", "m4ster"]),
    pick(["r3vers1ng", "k3rb3r0s", "sqli", "d3s3r14l"]),
    draw(4, LOWER_DIGITS),
  ]
    .join("_");
const op = () => draw(26, "abcdefghijklmnopqrstuvwxyz0123456789");

const ALIKES: (readonly [string, () => string])[] = [
  ["HTB write-up with the flags", () =>
    [
      `## ${pick(["Cascade", "Forest", "Sauna", "Editorial"])} — flags`,
      "",
      "```",
      "$ cat /home/developer/user.txt",
      hex(32),
      "# cat /root/root.txt",
      hex(32),
      "```",
      "",
      `Challenge flag from the web part: \`HTB{${leet()}}\``,
    ].join("\n")],
  ["picoCTF and CTFd flags in a team's notes", () =>
    [
      `- crypto/${draw(5, LOWER)}: picoCTF{${leet()}_${hex(8)}} (solved ${tick().slice(0, 10)})`,
      `- pwn/${draw(5, LOWER)}: flag{${hex(32)}}`,
      `- web/${draw(5, LOWER)}: CTF{${leet()}}`,
      "- forensics: still open (the pcap has only DNS)",
    ].join("\n")],
  ["AWS documentation's example keys", () =>
    [
      `# from the AWS CLI guide, step ${num(2, 9)} (example values, not real keys)`,
      "[default]",
      "aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
      "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      `region = ${pick(["us-west-2", "eu-west-1", "ap-southeast-2"])}`,
    ].join("\n")],
  ["placeholders in a report template", () =>
    [
      `# Finding template v${num(2, 9)}`,
      "",
      "Evidence: `Authorization: Bearer <token>`",
      "Example key format: `sk_live_xxxxxxxxxxxxxxxxxxxxxxxx` (Stripe), `ghp_<36 characters>` (GitHub)",
      "Password field: `{{ vault_db_password }}` — never paste the value in the report",
      `Template id: ${uuid()}`,
    ].join("\n")],
  ["1Password item list, no values", () =>
    [
      "$ op item list --vault Infrastructure",
      "ID                            TITLE                 VAULT             EDITED",
      `${op()}    Prod Postgres         Infrastructure    ${num(2, 9)} days ago`,
      `${op()}    Stripe reporting      Infrastructure    ${num(2, 9)} weeks ago`,
      "",
      '$ op item get "Prod Postgres" --fields label=password',
      "[use 'op item get " + op() + " --reveal' to reveal]",
    ].join("\n")],
  ["Bitwarden status and folder list", () =>
    JSON.stringify(
      {
        serverUrl: `https://vault.${domain().toLowerCase()}.com`,
        lastSync: tick(),
        userEmail: `${user()}@${domain().toLowerCase()}.com`,
        userId: uuid(),
        status: "locked",
        folders: [{ id: uuid(), name: "Break glass" }, { id: uuid(), name: "CI" }],
      },
      null,
      2,
    )],
  ["Vault kv metadata, versions only", () =>
    [
      "$ vault kv metadata get secret/prod/payments/db",
      "======= Metadata Path =======",
      "secret/metadata/prod/payments/db",
      "",
      "========== Metadata ==========",
      "Key                     Value",
      "---                     -----",
      `created_time            ${tick()}`,
      `current_version         ${num(2, 14)}`,
      "max_versions            0",
      `updated_time            ${tick()}`,
    ].join("\n")],
  ["CyberArk account list from PVWA", () =>
    JSON.stringify(
      {
        value: [0, 1].map(() => ({
          id: `${num(10, 99)}_${num(1, 99)}`,
          name: `Operating System-WinDomain-${domain().toLowerCase()}-adm_${draw(4, LOWER)}`,
          address: `${domain().toLowerCase()}.local`,
          userName: `adm_${draw(4, LOWER)}`,
          platformId: "WinDomain",
          safeName: "WinDomainAdmins",
          secretType: "password",
          secretManagement: {
            automaticManagementEnabled: true,
            status: "success",
            lastModifiedTime: num(1.76e9, 1.79e9),
          },
        })),
        count: 2,
      },
      null,
      2,
    )],
  ["KeePass XML export of an entry without a password", () =>
    [
      `<?xml version="1.0" encoding="utf-8" standalone="yes"?>`,
      "<KeePassFile><Root><Group><Name>Recycle Bin</Name>",
      `  <Entry><UUID>${draw(22, ALNUM)}==</UUID>`,
      "    <String><Key>Title</Key><Value>old switch</Value></String>",
      `    <String><Key>URL</Key><Value>ssh://${ip()}</Value></String>`,
      '    <String><Key>Password</Key><Value ProtectInMemory="True" /></String>',
      "  </Entry>",
      "</Group></Root></KeePassFile>",
    ].join("\n")],
  ["a transcript already redacted", () =>
    [
      `$ nxc smb ${ip()} -u ${user()} -p '[REDACTED]'`,
      `SMB  ${ip()}  445  ${
        pick(["DC01", "FS02", "SQL01"])
      }  [+] ${domain().toLowerCase()}.local\\${user()}:******** (Pwn3d!)`,
      "export AWS_SECRET_ACCESS_KEY=<redacted:aws-secret>",
      "GITHUB_TOKEN: ${{ secrets.RELEASE_TOKEN }}",
      `DB_PASSWORD=$(vault kv get -field=password secret/prod/db)  # ${hex(8)}`,
    ].join("\n")],
];

/** Clean CTF flags, documentation examples, vault metadata and redacted texts. */
export function buildQuietDocs(): HeldOutClean[] {
  return spreadClean(ALIKES, 3);
}
