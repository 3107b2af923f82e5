/**
 * Corpus thirty-one, telephony on the wire and at the console: `asterisk -rx` printing auth
 * sections and SIP users, an AMI login seen in `ngrep` or typed into `nc`, `kamctl` showing the
 * subscriber table, SIP test tools' command lines (`sipp`, `pjsua`, `fs_cli`, `baresip`), and a
 * SIP trace whose Digest lines sit beside a secret carried elsewhere (the Digest response is not a
 * piece: it is a hash made for one nonce).
 */
import {
  branch,
  callId,
  digits,
  domain,
  type HeldOutSecret,
  hex,
  ip,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  plainPass,
  pubIp,
  syslogTime,
  tag,
  times,
} from "./_heldout_thirtyone_make.ts";

/** The secret cases of the SIP family. */
export function buildSip(): HeldOutSecret[] {
  return [
    ...times(3, "output", "asterisk -rx pjsip show auth", (k) => {
      const name = pick(["trunk-auth", "voipms-auth", "101-auth"]);
      return [
        `$ sudo asterisk -rx "pjsip show auth ${name}"`,
        "",
        "  Auth:  <AuthId/UserName.....................................................>",
        "==========================================================================================",
        `  Auth:  ${name}/${digits(6)}`,
        "",
        " ParameterName                : ParameterValue",
        " ============================================================",
        " auth_type                    : userpass",
        ` md5_cred                     : `,
        " nonce_lifetime               : 32",
        ` password                     : ${plainPass(k)}`,
        ` realm                        : `,
        ` username                     : ${digits(6)}`,
      ].join("\n");
    }),
    ...times(3, "output", "asterisk -rx sip show users", (k) => {
      const row = (u: string) =>
        `${u.padEnd(26)}${k(num(12, 16)).padEnd(20)}from-internal    No         No        `;
      return [
        `$ asterisk -rx "sip show users"`,
        "Username                   Secret              Context          ACL        Forcerport",
        row(digits(3)),
        row(digits(3)),
        `${digits(3).padEnd(26)}${"".padEnd(20)}from-internal    No         No        `,
      ].join("\n");
    }),
    ...times(3, "output", "ngrep of an AMI login", (k) => {
      const from = ip();
      return [
        `$ sudo ngrep -d any -W byline port 5038`,
        "interface: any",
        "filter: ( port 5038 ) and (ip || ip6)",
        "####",
        `T ${from}:${num(40000, 60000)} -> ${ip()}:5038 [AP] #${num(4, 40)}`,
        "Action: Login.",
        `Username: ${pick(["crm", "fop2", "dialer"])}.`,
        `Secret: ${plainPass(k)}.`,
        `ActionID: ${hex(8)}.`,
        ".",
        "##",
        `T ${ip()}:5038 -> ${from}:${num(40000, 60000)} [AP] #${num(41, 90)}`,
        "Response: Success.",
        "Message: Authentication accepted.",
      ].join("\n");
    }),
    ...times(2, "command", "AMI login typed into nc", (k) => {
      return `$ printf 'Action: Login\\r\\nUsername: admin\\r\\nSecret: ${
        plainPass(k)
      }\\r\\n\\r\\nAction: Command\\r\\nCommand: core show channels\\r\\n\\r\\n' | nc 127.0.0.1 5038`;
    }),
    ...times(3, "output", "kamctl db show subscriber", (k) => {
      const d = domain();
      const row = (u: string) =>
        `| ${num(1, 99)} | ${u} | ${d} | ${k(num(12, 16))} | ${hex(32)} | ${hex(32)} |`;
      return [
        "$ kamctl db show subscriber",
        "+----+----------+----------------+------------------+----------------------------------+----------------------------------+",
        "| id | username | domain         | password         | ha1                              | ha1b                             |",
        "+----+----------+----------------+------------------+----------------------------------+----------------------------------+",
        row(digits(4)),
        row(digits(4)),
        "+----+----------+----------------+------------------+----------------------------------+----------------------------------+",
      ].join("\n");
    }),
    ...times(3, "command", "sipp with -au and -ap", (k) => {
      return `$ sipp -sf uac_auth.xml -s ${digits(10)} -au ${digits(6)} -ap '${plainPass(k)}' ${
        pick(["sip.telnyx.com", pubIp()])
      }:5060 -m 1 -trace_err`;
    }),
    ...times(2, "command", "pjsua with --password", (_k, add) => {
      return `./pjsua --id sip:${
        digits(4)
      }@pbx.${domain()} --registrar sip:pbx.${domain()} --realm '*' --username ${
        digits(4)
      } --password "${pass(add)}" --null-audio --auto-answer 200`;
    }),
    ...times(2, "command", "fs_cli with a password", (k) => {
      return `$ fs_cli -H ${ip()} -P 8021 -p '${k(num(14, 20))}' -x "sofia status gateway ${
        pick(["flowroute", "voipms"])
      }"`;
    }),
    ...times(2, "assignment", "baresip accounts file", (k) => {
      return `<sip:${digits(4)}@pbx.${domain()}>;auth_pass=${
        plainPass(k)
      };outbound="sip:pbx.${domain()};transport=tls";regint=600\n<sip:${
        digits(4)
      }@sip.linphone.org>;regint=0`;
    }),
    ...times(3, "output", "sngrep REGISTER with a trunk password in an X-header", (k) => {
      const cid = callId();
      const me = ip();
      return [
        `${syslogTime()} sngrep: REGISTER sip:${
          pick(["sip.voip.ms", "trunk.example.net"])
        } SIP/2.0`,
        `Via: SIP/2.0/UDP ${me}:5060;rport;branch=${branch()}`,
        `From: <sip:${digits(6)}@trunk>;tag=${tag()}`,
        `To: <sip:${digits(6)}@trunk>`,
        `Call-ID: ${cid}`,
        "CSeq: 2 REGISTER",
        `Authorization: Digest username="${digits(6)}", realm="trunk", nonce="${
          hex(40)
        }", uri="sip:trunk", response="${hex(32)}", algorithm=MD5, cnonce="${
          hex(16)
        }", qop=auth, nc=00000001`,
        `X-Provisioning: user=${digits(6)};pass=${plainPass(k)}`,
        "Expires: 3600",
        "User-Agent: Asterisk PBX 20.5.0",
        "Content-Length: 0",
      ].join("\n");
    }),
    ...times(2, "url", "SIP URI with a password in a dial string", (k) => {
      return `exten => _9NXXNXXXXXX,1,Dial(SIP/${digits(7)}:${
        k(num(12, 18))
      }@${pubIp()}/\${EXTEN:1},60)\nsame => n,Hangup()`;
    }),
    ...times(2, "wrapped", "pjsip password wrapped in a narrow terminal", (k) => {
      return [
        " ParameterName   : ParameterValue",
        " ===================================",
        " auth_type       : userpass",
        ` password        : ${k(18)}`,
        `${k(num(10, 14), LOWER_DIGITS)}`,
        ` username        : ${digits(6)}`,
      ].join("\n");
    }),
  ];
}
