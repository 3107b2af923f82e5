/**
 * Corpus twenty-five, clean forensics: IOC lists (IPs, domains, sample hashes), YARA rules, Sysmon
 * and auditd events of ordinary commands (the PROCTITLE in hex, a benign encoded PowerShell
 * command), CloudTrail events with no credential, detection queries with their regexes, an
 * incident timeline of CVE and ATT&CK ids, memory strings and a Kubernetes audit event of a Secret
 * read without its data.
 */
import {
  b64,
  domain,
  draw,
  type HeldOutClean,
  hex,
  hexOf,
  host,
  ip,
  LOWER,
  num,
  pick,
  pubIp,
  sha256,
  spreadClean,
  tick,
  user,
  utf16le,
  uuid,
} from "./_heldout_twentyfive_make.ts";

const evil = () =>
  `${pick(["cdn", "update", "sync", "telemetry"])}-${draw(6, LOWER)}.${
    pick(["top", "xyz", "online", "site"])
  }`;

const ALIKES: (readonly [string, () => string])[] = [
  ["IOC list of an intrusion", () =>
    [
      "## Indicators of compromise",
      "",
      "| Type | Value | Note |",
      "| --- | --- | --- |",
      `| IPv4 | ${pubIp()} | C2 (Cobalt Strike team server) |`,
      `| domain | ${evil()} | C2, HTTPS beacon every 60 s |`,
      `| SHA-256 | ${sha256()} | loader \`msupdate.dll\` |`,
      `| SHA-256 | ${sha256()} | \`rclone.exe\` renamed \`svchost64.exe\` |`,
      `| MD5 | ${hex(32)} | phishing attachment \`Invoice_${num(1000, 9999)}.iso\` |`,
      `| JA3 | ${hex(32)} | beacon TLS fingerprint |`,
    ].join("\n")],
  ["YARA rule for the loader", () =>
    [
      `rule Loader_${pick(["Kraken", "Mantis", "Bluefin"])}_${num(2024, 2026)} {`,
      "  meta:",
      `    author = "${user()}"`,
      `    hash = "${sha256()}"`,
      "  strings:",
      `    $s1 = "${draw(10, LOWER)}.dll" ascii wide`,
      `    $h1 = { ${Array.from({ length: 12 }, () => hex(2).toUpperCase()).join(" ")} }`,
      `    $h2 = { 48 8B ?? ?? ${hex(2).toUpperCase()} [2-4] E8 }`,
      "  condition:",
      "    uint16(0) == 0x5A4D and filesize < 2MB and all of them",
      "}",
    ].join("\n")],
  ["Sysmon process creation of a backup script", () =>
    [
      "EventID: 1",
      `UtcTime: ${tick().replace("T", " ").slice(0, 23)}`,
      `ProcessGuid: {${uuid()}}`,
      "Image: C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe",
      `CommandLine: powershell.exe -NoProfile -ExecutionPolicy Bypass -File C:\\Scripts\\backup_${
        draw(4, LOWER)
      }.ps1 -Target \\\\${host()}\\backup$`,
      `User: ${domain()}\\svc_backup`,
      `Hashes: MD5=${hex(32).toUpperCase()},SHA256=${sha256().toUpperCase()},IMPHASH=${
        hex(32).toUpperCase()
      }`,
    ].join("\n")],
  ["EDR alert, a benign encoded PowerShell command", () => {
    const script =
      `Get-ChildItem C:\\Users\\${user()}\\Downloads | Select-Object Name,Length | Out-File C:\\Temp\\dl.txt`;
    return JSON.stringify(
      {
        detection_id: `ldt:${hex(32)}:${num(1e9, 9e9)}`,
        severity: "Informational",
        tactic: "Execution",
        technique: "PowerShell",
        behaviors: [{
          filename: "powershell.exe",
          cmdline: `powershell.exe -EncodedCommand ${b64(utf16le(script))}`,
          sha256: sha256(),
        }],
        status: "closed",
        resolution: "false_positive",
      },
      null,
      2,
    );
  }],
  ["auditd events of an ordinary command", () => {
    const n = `${num(1.79e9, 1.8e9)}.${num(100, 999)}:${num(1000, 99999)}`;
    const dir = `/var/log/${pick(["nginx", "apt", "journal"])}`;
    return [
      `type=SYSCALL msg=audit(${n}): arch=c000003e syscall=59 success=yes exit=0 ppid=${
        num(900, 9000)
      } pid=${num(900, 9000)} auid=1000 uid=0 comm="ls" exe="/usr/bin/ls" key="exec"`,
      `type=EXECVE msg=audit(${n}): argc=3 a0="ls" a1="-la" a2="${dir}"`,
      `type=PROCTITLE msg=audit(${n}): proctitle=${hexOf(`ls\u0000-la\u0000${dir}`).toUpperCase()}`,
    ].join("\n");
  }],
  ["CloudTrail console login with MFA", () =>
    JSON.stringify(
      {
        eventVersion: "1.09",
        userIdentity: {
          type: "IAMUser",
          principalId: `AIDA${draw(17, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`,
          arn: `arn:aws:iam::${draw(12, "0123456789")}:user/${user()}`,
        },
        eventTime: tick().slice(0, 19) + "Z",
        eventSource: "signin.amazonaws.com",
        eventName: "ConsoleLogin",
        sourceIPAddress: pubIp(),
        responseElements: { ConsoleLogin: "Success" },
        additionalEventData: { MFAUsed: "Yes", MobileVersion: "No" },
        eventID: uuid(),
      },
      null,
      2,
    )],
  ["Splunk detection that masks what it finds", () =>
    [
      `index=wineventlog EventCode=4688 host=${host().toUpperCase()}`,
      `| rex field=Process_Command_Line "(?i)/p(?:ass(?:word)?)?[:=](?<pw>\\S+)"`,
      '| eval pw=if(isnull(pw), null(), "[REDACTED]")',
      "| stats count by host, user, pw",
      "",
      "host      user          pw          count",
      `${host().toUpperCase().padEnd(8)}  ${user().padEnd(12)}  [REDACTED]  ${num(1, 40)}`,
    ].join("\n")],
  ["incident timeline with CVE and ATT&CK ids", () =>
    [
      `# Incident INC-${num(10000, 99999)} — timeline`,
      "",
      `- ${tick()} exploitation of CVE-2024-${
        num(20000, 49999)
      } on the VPN appliance (${ip()}) — T1190`,
      `- ${tick()} web shell \`/dana-na/${draw(6, LOWER)}.cgi\` (SHA-256 ${sha256()}) — T1505.003`,
      `- ${tick()} LSASS access by rundll32 (comsvcs.dll MiniDump) — T1003.001, alert ${uuid()}`,
      `- ${tick()} all domain passwords reset; krbtgt rotated twice — containment`,
    ].join("\n")],
  ["strings of a memory dump with nothing secret", () =>
    [
      `$ strings -n 12 ${host()}.dmp | sort -u | head`,
      "Global\\{" + uuid().toUpperCase() + "}",
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${
        num(120, 131)
      }.0.0.0`,
      `https://${evil()}/api/v1/checkin`,
      "C:\\Windows\\System32\\comsvcs.dll",
      "PasswordExpiryWarning",
      `\\\\.\\pipe\\msagent_${hex(2)}`,
    ].join("\n")],
  ["Kubernetes audit event of a Secret read, metadata only", () =>
    JSON.stringify({
      kind: "Event",
      apiVersion: "audit.k8s.io/v1",
      level: "Metadata",
      auditID: uuid(),
      stage: "ResponseComplete",
      verb: "get",
      user: { username: `system:serviceaccount:${pick(["ci", "ops", "monitoring"])}:reader` },
      sourceIPs: [ip()],
      objectRef: { resource: "secrets", namespace: "payments", name: "db-credentials" },
      responseStatus: { code: 200 },
      requestReceivedTimestamp: tick(),
    })],
];

/** Clean forensics, IOCs and detections. */
export function buildQuietForensics(): HeldOutClean[] {
  return spreadClean(ALIKES, 3);
}
