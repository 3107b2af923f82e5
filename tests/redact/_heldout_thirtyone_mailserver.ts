/**
 * Corpus thirty-one, mail servers: the relay credentials of Postfix (`sasl_passwd`, `main.cf`),
 * Dovecot `passwd-file` lines and its SQL connect string, Exim's client authenticators, OpenDKIM
 * signing keys and the `mail._domainkey` key pair made for them, Rspamd and Roundcube settings.
 */
import {
  armour,
  B64,
  b64,
  domain,
  draw,
  framed,
  type HeldOutSecret,
  ip,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  plainPass,
  S,
  startClock,
  times,
} from "./_heldout_thirtyone_make.ts";

const RELAYS = [
  "[smtp.sendgrid.net]:587",
  "[smtp.mailgun.org]:587",
  "[email-smtp.eu-west-1.amazonaws.com]:587",
  "[smtp.postmarkapp.com]:587",
  "[in-v3.mailjet.com]:587",
  "[smtp.office365.com]:587",
  "[smtp.gmail.com]:587",
];

const HEXU = "0123456789ABCDEF";
const CRYPT = "./" + LOWER_DIGITS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The secret cases of the mail-server family. */
export function buildMailServer(): HeldOutSecret[] {
  return [
    ...framed("assignment", "postfix sasl_passwd relay line", [0, 1, 3], (_k, add) => {
      const relay = pick(RELAYS);
      const user = pick(["apikey", "postmaster@mg." + domain(), "relay@" + domain()]);
      return [
        "/etc/postfix/sasl_passwd",
        `# relay credentials\n${relay}    ${user}:${pass(add)}\n`,
      ];
    }),
    ...framed("assignment", "postfix sasl_passwd with two relays", [0, 2], (k, add) => {
      const a = `[${pick(["smtp.gmail.com", "smtp.zoho.eu"])}]:587 ops@${domain()}:${plainPass(k)}`;
      const b = `[mail.${domain()}]:submission backup:${pass(add)}`;
      return ["/etc/postfix/sasl_passwd", `${a}\n${b}`];
    }),
    ...framed("assignment", "main.cf relay with an inline smtp_sasl_password_maps", [0, 4], (k) => {
      const cf = [
        `myhostname = mx1.${domain()}`,
        "smtpd_banner = $myhostname ESMTP",
        `relayhost = ${pick(RELAYS)}`,
        "smtp_sasl_auth_enable = yes",
        `smtp_sasl_password_maps = static:relay-user:${plainPass(k)}`,
        "smtp_sasl_security_options = noanonymous",
        "smtp_tls_security_level = encrypt",
      ];
      return ["/etc/postfix/main.cf", cf.join("\n")];
    }),
    ...framed("assignment", "dovecot passwd-file with plain passwords", [0, 1, 3], (k) => {
      const d = domain();
      const u = (n: string) =>
        `${n}@${d}:{PLAIN}${
          plainPass(k)
        }:5000:5000::/var/vmail/${d}/${n}::userdb_quota_rule=*:storage=${num(1, 9)}G`;
      return ["/etc/dovecot/users", [u("alice"), u("billing"), u("noreply")].join("\n")];
    }),
    ...framed("assignment", "dovecot passwd-file with SHA512-CRYPT hashes", [0, 2], (k) => {
      const d = domain();
      const u = (n: string) =>
        `${n}@${d}:{SHA512-CRYPT}$6$${draw(16, CRYPT)}$${k(86, CRYPT)}::::::`;
      return ["/etc/dovecot/passwd", [u("info"), u("support")].join("\n")];
    }),
    ...framed("url", "dovecot-sql connect string", [0, 4], (k) => {
      const body = [
        "driver = pgsql",
        `connect = host=${ip()} dbname=mailserver user=mailuser password=${plainPass(k)}`,
        "default_pass_scheme = SHA512-CRYPT",
        "password_query = SELECT email AS user, password FROM virtual_users WHERE email='%u'",
      ];
      return ["/etc/dovecot/dovecot-sql.conf.ext", body.join("\n")];
    }),
    ...framed("assignment", "exim client authenticator", [0, 2, 3], (k) => {
      const body = [
        "begin authenticators",
        "",
        "smarthost_login:",
        "  driver = plaintext",
        "  public_name = LOGIN",
        `  client_send = : relay@${domain()} : ${plainPass(k)}`,
      ];
      return ["/etc/exim4/exim4.conf.template", body.join("\n")];
    }),
    ...framed("assignment", "exim passwd.client", [0, 1], (_k, add) => {
      const body =
        `# password file used when the local exim is authenticating to a remote host\n*.${domain()}:mailer@${domain()}:${
          pass(add)
        }`;
      return ["/etc/exim4/passwd.client", body];
    }),
    ...framed("block", "opendkim signing key", [0, 1, 2, 4], (k) => {
      const sel = pick(["mail", "default", "s2026", "dkim1"]);
      return [`/etc/opendkim/keys/${domain()}/${sel}.private`, pemBlock(k, "RSA ", 13).join("\n")];
    }),
    ...times(3, "block", "opendkim-genkey and the key printed after it", (k) => {
      const d = domain();
      return [
        `$ sudo opendkim-genkey -b 1024 -d ${d} -D /etc/opendkim/keys/${d} -s mail -v`,
        "opendkim-genkey: generating private key",
        "opendkim-genkey: private key written to mail.private",
        "opendkim-genkey: extracting public key",
        "opendkim-genkey: DNS TXT record written to mail.txt",
        `$ sudo cat /etc/opendkim/keys/${d}/mail.private`,
        ...pemBlock(k, "RSA ", 13),
      ].join("\n");
    }),
    ...times(2, "wrapped", "DKIM key as a single-line env value", (k) => {
      const body = Array.from({ length: 8 }, () => k(64, B64)).join("\\n");
      return `DKIM_SELECTOR=mail\nDKIM_DOMAIN=${domain()}\nDKIM_PRIVATE_KEY="${
        armour("RSA ", false)
      }\\n${body}\\n${armour("RSA ", true)}"\n`;
    }),
    ...times(
      2,
      "assignment",
      "rspamd dkim_signing with an inline key and the controller password",
      (k) => {
        return [
          "# /etc/rspamd/local.d/worker-controller.inc",
          `password = "${plainPass(k)}";`,
          "# /etc/rspamd/local.d/dkim_signing.conf",
          `domain { ${domain()} { selector = "mail"; path = "/var/lib/rspamd/dkim/mail.key"; } }`,
        ].join("\n");
      },
    ),
    ...times(2, "assignment", "roundcube config with des_key and SMTP password", (k) => {
      return [
        "<?php",
        `$config['db_dsnw'] = 'mysql://roundcube:${plainPass(k)}@localhost/roundcubemail';`,
        `$config['smtp_server'] = 'tls://mail.${domain()}';`,
        "$config['smtp_user'] = '%u';",
        "$config['smtp_pass'] = '%p';",
        `$config['des_key'] = '${k(24)}';`,
      ].join("\n");
    }),
    S("output", "postfix sasl_passwd.db dumped with postmap -s", (_k, add) => {
      startClock();
      return `$ sudo postmap -s hash:/etc/postfix/sasl_passwd\n[smtp.office365.com]:587\tnotify@${domain()}:${
        pass(add)
      }\n$ echo $?\n0`;
    }),
    ...times(2, "encoded", "mailcow API key base64-encoded in a kubernetes secret", (_k, add) => {
      const key = draw(6, HEXU) + "-" + draw(6, HEXU) + "-" + draw(6, HEXU) + "-" + draw(6, HEXU);
      return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: mailcow-api\ntype: Opaque\ndata:\n  API_KEY: ${
        add(b64(key))
      }\n  API_ALLOW_FROM: ${b64(ip())}\n`;
    }),
  ];
}
