/**
 * Corpus thirty-one, SMTP sessions and sending services: AUTH PLAIN and LOGIN in base64 in a
 * `swaks` or `openssl s_client` session, `swaks`/`curl` command lines, and the credentials of
 * Mailgun, Postmark, SparkPost, Amazon SES SMTP, Mailjet, Resend, Brevo and an IMAP app password.
 */
import {
  ALNUM,
  B64,
  b64,
  digits,
  domain,
  draw,
  framed,
  type HeldOutSecret,
  HEX,
  hex,
  LOWER,
  num,
  pass,
  pick,
  plainPass,
  pubIp,
  queueId,
  syslogTime,
  times,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_thirtyone_make.ts";

/** An SES SMTP user name: an IAM access key id. */
const sesUser = (): string => "AK" + "IA" + draw(16, UPPER_DIGITS);

function swaksSession(user: string, authLines: string[]): string {
  const d = domain();
  return [
    `=== Trying smtp.${d}:587...`,
    `=== Connected to smtp.${d}.`,
    `<-  220 smtp.${d} ESMTP ready`,
    ` -> EHLO ${pick(["laptop", "ci-runner", "web01"])}.local`,
    `<-  250-smtp.${d}`,
    "<-  250-AUTH PLAIN LOGIN",
    "<-  250 STARTTLS",
    " -> STARTTLS",
    "<-  220 2.0.0 Ready to start TLS",
    `=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256`,
    ...authLines,
    `<~  235 2.7.0 Authentication successful`,
    ` ~> MAIL FROM:<${user}>`,
    "<~  250 2.1.0 Ok",
    ` ~> QUIT`,
    `<~  221 2.0.0 Bye`,
  ].join("\n");
}

/** The secret cases of the SMTP family. */
export function buildSmtp(): HeldOutSecret[] {
  return [
    ...times(4, "encoded", "swaks session with AUTH PLAIN", (_k, add) => {
      const user = `alerts@${domain()}`;
      const token = add(b64(`\u0000${user}\u0000${draw(num(12, 18))}`));
      return swaksSession(user, [` ~> AUTH PLAIN ${token}`]);
    }),
    ...times(3, "encoded", "swaks session with AUTH LOGIN", (_k, add) => {
      const user = `relay@${domain()}`;
      const secret = add(b64(draw(num(14, 20)) + pick(["!", "#", "."]) + draw(3)));
      return swaksSession(user, [
        " ~> AUTH LOGIN",
        "<~  334 VXNlcm5hbWU6",
        ` ~> ${b64(user)}`,
        "<~  334 UGFzc3dvcmQ6",
        ` ~> ${secret}`,
      ]);
    }),
    ...times(3, "encoded", "openssl s_client typed AUTH PLAIN", (_k, add) => {
      const user = `postmaster@${domain()}`;
      return [
        `$ openssl s_client -starttls smtp -connect smtp.${domain()}:587 -crlf -quiet`,
        "depth=2 C = US, O = Internet Security Research Group, CN = ISRG Root X1",
        "verify return:1",
        "250 CHUNKING",
        "EHLO test",
        "250-AUTH PLAIN LOGIN",
        `AUTH PLAIN ${add(b64(`${user}\u0000${user}\u0000${draw(16)}`))}`,
        "235 2.7.0 Authentication successful",
      ].join("\n");
    }),
    ...times(3, "command", "swaks with --auth-password", (_k, add) => {
      return `$ swaks --to ops@${domain()} --from noreply@${domain()} --server smtp.${domain()}:587 --tls --auth LOGIN --auth-user noreply@${domain()} --auth-password '${
        pass(add)
      }' --header "Subject: test"`;
    }),
    ...times(3, "command", "curl smtps upload with --user", (k) => {
      return `curl --ssl-reqd --url 'smtps://smtp.${domain()}:465' --user 'reports@${domain()}:${
        plainPass(k)
      }' --mail-from reports@${domain()} --mail-rcpt cfo@${domain()} --upload-file mail.txt`;
    }),
    ...times(3, "vendor", "Mailgun API key in a curl", (_k, add) => {
      return `curl -s --user 'api:${
        add(`${hex(32)}-${hex(8)}-${hex(8)}`)
      }' https://api.mailgun.net/v3/mg.${domain()}/messages -F from='Alerts <alerts@mg.${domain()}>' -F to=oncall@${domain()} -F subject='disk full' -F text='see grafana'`;
    }),
    ...times(3, "vendor", "Postmark server token header", (_k, add) => {
      return `curl "https://api.postmarkapp.com/email" \\\n  -X POST \\\n  -H "Accept: application/json" \\\n  -H "Content-Type: application/json" \\\n  -H "X-Postmark-Server-Token: ${
        add(uuid())
      }" \\\n  -d '{"From": "sender@${domain()}", "To": "receiver@${domain()}", "Subject": "Postmark test", "TextBody": "Hello"}'`;
    }),
    ...framed("vendor", "SparkPost API key in a .env", [0, 3], (k) => {
      return [
        ".env",
        `SPARKPOST_API_KEY=${
          k(40, HEX)
        }\nSPARKPOST_HOST=api.eu.sparkpost.com\nMAIL_FROM=hello@${domain()}`,
      ];
    }),
    ...framed("assignment", "Amazon SES SMTP credentials in config", [0, 2, 4], (k) => {
      const body = [
        "mail:",
        "  smtp:",
        "    host: email-smtp.us-east-1.amazonaws.com",
        "    port: 587",
        `    username: ${sesUser()}`,
        `    password: B${k(43, B64)}`,
        "    starttls: true",
      ];
      return ["config/production.yml", body.join("\n")];
    }),
    ...times(2, "vendor", "Mailjet key pair in a send script", (k) => {
      return `mailjet = Client(auth=("${k(32, HEX)}", "${
        k(32, HEX)
      }"), version="v3.1")\nresult = mailjet.send.create(data={"Messages": [{"From": {"Email": "pilot@${domain()}"}}]})`;
    }),
    ...times(3, "vendor", "Resend API key", (k, _add, i) => {
      const key = `re_${k(8)}_${k(24)}`;
      return [
        `RESEND_API_KEY=${key}`,
        `const resend = new Resend("${key}");`,
        `Authorization: Bearer ${key}`,
      ][i]!;
    }),
    ...times(2, "vendor", "Brevo SMTP key", (k) => {
      return `spring.mail.host=smtp-relay.brevo.com\nspring.mail.port=587\nspring.mail.username=${
        digits(6)
      }001@smtp-brevo.com\nspring.mail.password=xkeysib-${k(64, HEX)}-${k(16)}`;
    }),
    ...times(3, "assignment", "IMAP app password in a mail client config", (_k, add, i) => {
      const groups = [draw(4, LOWER), draw(4, LOWER), draw(4, LOWER), draw(4, LOWER)];
      const app = add(groups.join(i === 1 ? "" : " "));
      return [
        `# ~/.mbsyncrc\nIMAPAccount gmail\nHost imap.gmail.com\nUser me@${domain()}\nPass "${app}"\nSSLType IMAPS`,
        `[account]\nimap_server = imap.gmail.com\nusername = ops@${domain()}\napp_password = ${app}`,
        `Google gave me this app password: ${app} — I put it in Thunderbird but IMAP still says AUTHENTICATIONFAILED`,
      ][i]!;
    }),
    ...times(2, "output", "postfix log with a relay error quoting the SASL login", (k) => {
      const q = queueId();
      return [
        `${syslogTime()} mx1 postfix/smtp[${
          num(1000, 99999)
        }]: ${q}: to=<ceo@${domain()}>, relay=smtp.${domain()}[${pubIp()}]:587, delay=${
          num(1, 9)
        }.${
          num(1, 9)
        }, dsn=4.7.0, status=deferred (SASL authentication failed; server smtp.${domain()}[${pubIp()}] said: 535 5.7.8 Error: authentication failed: user=relay, password=${
          plainPass(k)
        })`,
        `${syslogTime()} mx1 postfix/qmgr[${num(1000, 9999)}]: ${queueId()}: removed`,
      ].join("\n");
    }),
    ...times(2, "url", "SMTP URL in an app setting", (_k, add) => {
      const p = pass(add);
      return `EMAIL_URL=smtp+tls://notifications%40${domain()}:${
        encodeURIComponent(p)
      }@smtp.${domain()}:587\nDEFAULT_FROM_EMAIL=notifications@${domain()}\n# queue ${uuid()} ${
        hex(8)
      }`;
    }),
    ...times(1, "wrapped", "SES SMTP password wrapped by the terminal", (k) => {
      const a = k(num(20, 26), ALNUM);
      const b = k(num(16, 22), B64.replace("+/", ""));
      return `$ aws ssm get-parameter --name /mail/ses-smtp --with-decryption --query Parameter.Value\n"B${a}\n${b}"`;
    }),
  ];
}
