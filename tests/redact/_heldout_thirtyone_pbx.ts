/**
 * Corpus thirty-one, PBX configuration: Asterisk `sip.conf`, `pjsip.conf` auth sections,
 * `manager.conf` AMI users and `register =>` trunk lines, FreeSWITCH directory XML and gateways,
 * Kamailio and OpenSIPS database URLs, a FusionPBX/FreePBX database setting, a softphone's
 * provisioning file.
 */
import {
  digits,
  domain,
  framed,
  type HeldOutSecret,
  hex,
  ip,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  plainPass,
  pubIp,
  times,
} from "./_heldout_thirtyone_make.ts";

const TRUNKS = [
  "sip.twilio.com",
  "sip.telnyx.com",
  "sip.voip.ms",
  "sip.flowroute.com",
  "trunk.sipgate.de",
];

/** The secret cases of the PBX family. */
export function buildPbx(): HeldOutSecret[] {
  return [
    ...framed("assignment", "sip.conf peer with secret", [0, 1, 3], (k) => {
      const ext = digits(3);
      const body = [
        `[${ext}]`,
        "type=friend",
        "host=dynamic",
        `secret=${plainPass(k)}`,
        "context=from-internal",
        "disallow=all",
        "allow=ulaw,alaw,g722",
        "nat=force_rport,comedia",
      ];
      return ["/etc/asterisk/sip.conf", body.join("\n")];
    }),
    ...framed("assignment", "pjsip.conf trunk auth", [0, 2, 4], (_k, add) => {
      const t = pick(TRUNKS);
      const body = [
        "[trunk-auth]",
        "type=auth",
        "auth_type=userpass",
        `username=${digits(10)}`,
        `password=${pass(add)}`,
        "",
        "[trunk]",
        "type=registration",
        `server_uri=sip:${t}`,
        `client_uri=sip:${digits(10)}@${t}`,
        "outbound_auth=trunk-auth",
        "retry_interval=60",
      ];
      return ["/etc/asterisk/pjsip.conf", body.join("\n")];
    }),
    ...framed("assignment", "pjsip.conf endpoint auth for a desk phone", [0, 3], (k) => {
      const ext = digits(4);
      return [
        "/etc/asterisk/pjsip.endpoint.conf",
        `[${ext}]\ntype=endpoint\ncontext=office\nauth=${ext}-auth\naors=${ext}\n\n[${ext}-auth]\ntype=auth\nauth_type=userpass\nusername=${ext}\npassword=${
          k(num(16, 24), LOWER_DIGITS)
        }\n\n[${ext}]\ntype=aor\nmax_contacts=2`,
      ];
    }),
    ...framed("assignment", "manager.conf AMI user", [0, 1, 2], (k) => {
      const body = [
        "[general]",
        "enabled = yes",
        "port = 5038",
        "bindaddr = 127.0.0.1",
        "",
        `[${pick(["fop2", "crm", "monitor", "dialer"])}]`,
        `secret = ${plainPass(k)}`,
        "deny = 0.0.0.0/0.0.0.0",
        "permit = 127.0.0.1/255.255.255.0",
        "read = system,call,log,verbose,agent,user,config,dtmf,reporting,cdr,dialplan",
        "write = system,call,agent,originate",
      ];
      return ["/etc/asterisk/manager.conf", body.join("\n")];
    }),
    ...times(3, "assignment", "sip.conf register line", (k) => {
      const t = pick(TRUNKS);
      return `[general]\nregister => ${digits(8)}:${k(num(14, 20))}@${t}/${
        digits(4)
      }\nregisterattempts=0\nlocalnet=${ip()}/255.255.0.0\nexternip=${pubIp()}`;
    }),
    ...framed("block", "FreeSWITCH directory user", [0, 2, 4], (k) => {
      const ext = digits(4);
      const body = [
        "<include>",
        `  <user id="${ext}">`,
        "    <params>",
        `      <param name="password" value="${plainPass(k)}"/>`,
        `      <param name="vm-password" value="${ext}"/>`,
        "    </params>",
        "    <variables>",
        `      <variable name="effective_caller_id_name" value="Extension ${ext}"/>`,
        '      <variable name="user_context" value="default"/>',
        "    </variables>",
        "  </user>",
        "</include>",
      ];
      return [`/etc/freeswitch/directory/default/${ext}.xml`, body.join("\n")];
    }),
    ...framed("block", "FreeSWITCH gateway", [0, 3], (k) => {
      const body = [
        `<gateway name="${pick(["flowroute", "voipms", "bandwidth"])}">`,
        `  <param name="username" value="${digits(8)}"/>`,
        `  <param name="password" value="${plainPass(k)}"/>`,
        `  <param name="realm" value="${pick(TRUNKS)}"/>`,
        '  <param name="register" value="true"/>',
        "</gateway>",
      ];
      return ["/etc/freeswitch/sip_profiles/external/trunk.xml", body.join("\n")];
    }),
    ...times(2, "assignment", "FreeSWITCH event socket password", (k) => {
      return `<configuration name="event_socket.conf" description="Socket Client">\n  <settings>\n    <param name="listen-ip" value="127.0.0.1"/>\n    <param name="listen-port" value="8021"/>\n    <param name="password" value="${
        k(num(14, 20))
      }"/>\n  </settings>\n</configuration>`;
    }),
    ...framed("url", "kamailio DBURL", [0, 1, 4], (k) => {
      return [
        "/etc/kamailio/kamailio.cfg",
        `#!define WITH_MYSQL\n#!define WITH_AUTH\n#!ifdef WITH_MYSQL\n#!define DBURL "mysql://kamailio:${
          plainPass(k)
        }@${ip()}/kamailio"\n#!endif\nloadmodule "auth_db.so"`,
      ];
    }),
    ...times(2, "url", "opensips db_url modparam", (k) => {
      return `loadmodule "usrloc.so"\nmodparam("usrloc", "db_url", "postgres://opensips:${
        plainPass(k)
      }@${ip()}:5432/opensips")\nmodparam("usrloc", "nat_bflag", "NAT")`;
    }),
    ...times(2, "assignment", "kamctlrc database passwords", (k) => {
      return `## database read/write user\nDBRWUSER="kamailio"\nDBRWPW="${
        plainPass(k)
      }"\n## database read only user\nDBROUSER="kamailioro"\nDBROPW="${plainPass(k)}"`;
    }),
    ...times(2, "assignment", "FreePBX amportal.conf", (k) => {
      return `AMPDBHOST=localhost\nAMPDBUSER=freepbxuser\nAMPDBPASS=${
        k(32, LOWER_DIGITS)
      }\nAMPMGRUSER=admin\nAMPMGRPASS=${plainPass(k)}\nASTETCDIR=/etc/asterisk`;
    }),
    ...times(3, "assignment", "Yealink provisioning file", (k) => {
      const ext = digits(3);
      return [
        "#!version:1.0.0.1",
        "account.1.enable = 1",
        `account.1.label = ${ext}`,
        `account.1.auth_name = ${ext}`,
        `account.1.user_name = ${ext}`,
        `account.1.password = ${plainPass(k)}`,
        `account.1.sip_server.1.address = pbx.${domain()}`,
        `static.security.user_password = admin:${k(num(12, 16))}`,
        `# ${hex(12)}.cfg`,
      ].join("\n");
    }),
  ];
}
