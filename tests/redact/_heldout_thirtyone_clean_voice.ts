/**
 * Corpus thirty-one, clean telephony texts: SIP traces (Call-IDs, branch and tag parameters, a
 * Digest challenge's nonce and a client's cnonce), `asterisk -rx` listings, PBX configuration that
 * includes its secrets from elsewhere, call records and phone numbers, TwiML, and provider
 * webhooks' request logs (ids and a per-request signature, no credential).
 */
import {
  B64,
  branch,
  callId,
  digits,
  domain,
  draw,
  framedClean,
  type HeldOutClean,
  hex,
  ip,
  num,
  phone,
  pick,
  pubIp,
  syslogTime,
  tag,
  tick,
  timesClean,
  uuid,
} from "./_heldout_thirtyone_make.ts";

function invite(withAuth: boolean): string {
  const me = ip();
  const ext = digits(3);
  const to = phone();
  const cid = callId();
  const lines = [
    `U ${tick().replace("T", " ").slice(0, 23)} ${me}:5060 -> ${pubIp()}:5060`,
    `INVITE sip:${to}@${pick(["sip.telnyx.com", "sip.voip.ms"])} SIP/2.0`,
    `Via: SIP/2.0/UDP ${me}:5060;rport;branch=${branch()}`,
    "Max-Forwards: 70",
    `From: "Ext ${ext}" <sip:${ext}@${me}>;tag=${tag()}`,
    `To: <sip:${to}@trunk>`,
    `Contact: <sip:${ext}@${me}:5060>`,
    `Call-ID: ${cid}`,
    "CSeq: 102 INVITE",
    "User-Agent: Asterisk PBX 20.5.0",
  ];
  if (withAuth) {
    lines.push(
      `Proxy-Authorization: Digest username="${digits(6)}", realm="sip.voip.ms", nonce="${hex(8)}${
        hex(16)
      }", uri="sip:${to}@trunk", algorithm=MD5, cnonce="${
        hex(16)
      }", qop=auth, nc=00000002, opaque="${hex(16)}"`,
    );
  }
  return [...lines, "Content-Type: application/sdp", `Content-Length: ${num(200, 400)}`].join("\n");
}

/** The clean telephony cases. */
export function buildCleanVoice(): HeldOutClean[] {
  return [
    ...timesClean(3, "SIP INVITE trace", () => invite(false)),
    ...timesClean(3, "SIP INVITE trace with a Digest challenge answered", () => invite(true)),
    ...timesClean(3, "401 with WWW-Authenticate nonce", () => {
      const me = ip();
      return `SIP/2.0 401 Unauthorized\nVia: SIP/2.0/UDP ${me}:5060;branch=${branch()};received=${pubIp()};rport=${
        num(1024, 65535)
      }\nFrom: <sip:${digits(6)}@trunk>;tag=${tag()}\nTo: <sip:${digits(6)}@trunk>;tag=as${
        hex(8)
      }\nCall-ID: ${callId()}\nCSeq: 1 REGISTER\nWWW-Authenticate: Digest algorithm=MD5, realm="asterisk", nonce="${
        hex(8)
      }", qop="auth", opaque="${draw(20, B64.slice(0, 62))}"\nContent-Length: 0`;
    }),
    ...timesClean(2, "sngrep call flow list", () => {
      const row = (i: number) =>
        `  ${i}  ${pick(["INVITE", "REGISTER", "OPTIONS"]).padEnd(9)} ${phone().padEnd(14)} ${
          phone().padEnd(14)
        } ${num(2, 11)} ${callId()}`;
      return `sngrep - SIP messages flow viewer\n  Idx Method    From           To             Msgs Call-ID\n${
        [1, 2, 3, 4].map(row).join("\n")
      }`;
    }),
    ...framedClean("pjsip.conf including its secrets from another file", [0, 2, 4], () => {
      return [
        "/etc/asterisk/pjsip.conf",
        `[global]\ntype=global\nuser_agent=${
          pick(["Acme PBX", "Asterisk"])
        }\n\n#include pjsip_trunk_secrets.conf ; auth sections, root-only, not in git\n\n[trunk]\ntype=registration\nserver_uri=sip:sip.telnyx.com\nclient_uri=sip:${
          digits(10)
        }@sip.telnyx.com\noutbound_auth=trunk-auth\nretry_interval=${num(30, 120)}`,
      ];
    }),
    ...timesClean(3, "asterisk -rx pjsip show endpoints", () => {
      const ep = (e: string) =>
        ` Endpoint:  ${e}/${e}                                         Not in use    0 of inf\n     InAuth:  ${e}-auth/${e}\n        Aor:  ${e}                                               2\n      Contact:  ${e}/sip:${e}@${ip()}:${
          num(1024, 65535)
        };ob ${hex(10)} Avail        ${num(5, 90)}.${num(100, 999)}`;
      return `$ asterisk -rx "pjsip show endpoints"\n\n Endpoint:  <Endpoint/CID.....................................>  <State.....>  <Channels.>\n==========================================================================================\n\n${
        ep(digits(3))
      }\n\n${ep(digits(3))}\n\nObjects found: 2`;
    }),
    ...timesClean(2, "asterisk -rx sip show peer with the secret masked", () => {
      const ext = digits(3);
      return `$ asterisk -rx "sip show peer ${ext}"\n\n  * Name       : ${ext}\n  Description  : \n  Secret       : <Set>\n  MD5Secret    : <Not set>\n  Context      : from-internal\n  Callerid     : "Desk ${ext}" <${ext}>\n  Addr->IP     : ${ip()}:${
        num(1024, 65535)
      }\n  Useragent    : Yealink SIP-T46U ${num(10, 99)}.${num(10, 99)}.0.${num(10, 99)}`;
    }),
    ...framedClean("FreeSWITCH user using the global default password variable", [0, 3], () => {
      const ext = digits(4);
      return [
        `/etc/freeswitch/directory/default/${ext}.xml`,
        `<include>\n  <user id="${ext}">\n    <params>\n      <param name="password" value="$\${default_password}"/>\n      <param name="vm-password" value="${ext}"/>\n    </params>\n  </user>\n</include>`,
      ];
    }),
    ...timesClean(3, "Twilio webhook request log", () => {
      return `${tick()} POST /voice/incoming 200 ${num(5, 90)}ms\n  X-Twilio-Signature: ${
        draw(27, B64)
      }=\n  CallSid=CA${hex(32)}&AccountSid=AC${hex(32)}&From=${encodeURIComponent(phone())}&To=${
        encodeURIComponent(phone())
      }&CallStatus=ringing&Direction=inbound&ApiVersion=2010-04-01&FromCountry=US`;
    }),
    ...timesClean(3, "call detail records", () => {
      const row = () =>
        `"${phone()}","${phone()}","${digits(4)}","from-internal","SIP/${digits(3)}-${hex(8)}","${
          tick().slice(0, 19).replace("T", " ")
        }",${num(1, 900)},"ANSWERED","${digits(10)}.${num(1, 999)}"`;
      return `$ tail -n 3 /var/log/asterisk/cdr-csv/Master.csv\n${row()}\n${row()}\n${row()}`;
    }),
    ...timesClean(2, "TwiML for an IVR", () => {
      return `<?xml version="1.0" encoding="UTF-8"?>\n<Response>\n  <Gather input="dtmf speech" action="https://ivr.${domain()}/menu?step=${
        num(1, 5)
      }" timeout="${
        num(3, 9)
      }">\n    <Say voice="Polly.Joanna">Press 1 for sales.</Say>\n  </Gather>\n  <Dial callerId="${phone()}"><Number>${phone()}</Number></Dial>\n</Response>`;
    }),
    ...timesClean(2, "twilio phone-numbers:list output", () => {
      const row = () =>
        `PN${hex(32)}  ${phone()}  (${num(200, 999)}) ${num(200, 999)}-${digits(4)}`;
      return `$ twilio phone-numbers:list\nSID                                 Phone Number  Friendly Name\n${row()}\n${row()}`;
    }),
    ...timesClean(3, "provider settings as placeholders", (i) => {
      return [
        `TWILIO_ACCOUNT_SID=ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nTWILIO_AUTH_TOKEN=your_auth_token\nTWILIO_NUMBER=${phone()}`,
        `vonage:\n  api_key: "\${VONAGE_API_KEY}"\n  api_secret: "\${VONAGE_API_SECRET}"\n  application_id: ${uuid()}\n  private_key_path: /run/secrets/vonage_private_key`,
        `# plivo: credentials live in Vault at kv/telephony/plivo (rotated ${syslogTime()})\nPLIVO_AUTH_ID=<auth id>\nPLIVO_AUTH_TOKEN=<auth token>`,
      ][i]!;
    }),
    ...timesClean(2, "kamailio dispatcher list", () => {
      return `$ kamcmd dispatcher.list\n{\n  NRSETS: 1\n  RECORDS: {\n    SET: {\n      ID: 1\n      TARGETS: {\n        DEST: {\n          URI: sip:${ip()}:5060\n          FLAGS: AP\n          PRIORITY: 0\n          ATTRS: { BODY: duid=${
        hex(8)
      };weight=50 }\n        }\n      }\n    }\n  }\n}`;
    }),
    ...timesClean(2, "asterisk verbose log of a call", () => {
      const ch = `PJSIP/${digits(3)}-${hex(8)}`;
      return `[${tick().replace("T", " ").slice(0, 19)}] VERBOSE[${num(1000, 9999)}][C-${
        hex(8)
      }] pbx.c: Executing [${phone().slice(1)}@from-trunk:1] Answer("${ch}", "") in new stack\n[${
        tick().replace("T", " ").slice(0, 19)
      }] VERBOSE[${num(1000, 9999)}][C-${hex(8)}] app_dial.c: Called PJSIP/${digits(3)}\n[${
        tick().replace("T", " ").slice(0, 19)
      }] VERBOSE[${num(1000, 9999)}][C-${hex(8)}] res_pjsip_registrar.c: Added contact 'sip:${
        digits(3)
      }@${ip()}:5060;transport=udp' to AOR '${digits(3)}' with expiration of 3600 seconds`;
    }),
    ...timesClean(3, "SMS status callbacks with message SIDs", () => {
      const row = () =>
        `${tick()} POST /sms/status MessageSid=SM${hex(32)}&MessageStatus=${
          pick(["sent", "delivered", "undelivered"])
        }&To=${encodeURIComponent(phone())}&ErrorCode=${pick(["", "30003", "30005"])}`;
      return [row(), row(), row()].join("\n");
    }),
  ];
}
