/**
 * Corpus thirty-one, clean mail texts: DKIM public keys in DNS TXT records (`p=` is public), SPF
 * and DMARC records, mail logs with queue ids and Message-IDs, header dumps with DKIM signatures
 * and ARC seals (signatures are public), configurations that only point at where a credential is
 * kept, placeholders and documentation examples.
 */
import {
  B64,
  b64,
  B64URL,
  digits,
  domain,
  draw,
  framedClean,
  type HeldOutClean,
  hex,
  ip,
  num,
  pick,
  pubIp,
  publicKeyBody,
  queueId,
  syslogTime,
  timesClean,
} from "./_heldout_thirtyone_make.ts";

/** Postfix long queue ids: digits and consonants (no vowels), upper and lower case. */
const QUEUE_ALPHABET = "0123456789" + "BCDFGHJKLMNPQRSTVWXYZ" + "bcdfghjklmnpqrstvwxyz";

/** A Message-ID as a mail client or a sending service writes it. */
const messageId = (d: string): string =>
  pick([
    () => `<${hex(16)}.${digits(6)}@${d}>`,
    () => `<${draw(24, B64URL)}@mail.gmail.com>`,
    () =>
      `<0100019${hex(9)}-${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${
        hex(12)
      }-000000@email.amazonses.com>`,
  ])();

function txt(s: string): string {
  return s.match(/.{1,250}/g)!.map((p) => `"${p}"`).join(" ");
}

/** The clean mail cases. */
export function buildCleanMail(): HeldOutClean[] {
  return [
    ...timesClean(4, "dig of a DKIM public key", (i) => {
      const d = domain();
      const key = publicKeyBody(i % 2 ? 2048 : 1024);
      return `$ dig +short TXT ${pick(["mail", "default", "s1", "google"])}._domainkey.${d}\n${
        txt(`v=DKIM1; k=rsa; p=${key}`)
      }`;
    }),
    ...framedClean("opendkim mail.txt record", [0, 2, 3], () => {
      const key = publicKeyBody(1024);
      return [
        "/etc/opendkim/keys/mail.txt",
        `mail._domainkey\tIN\tTXT\t( "v=DKIM1; h=sha256; k=rsa; "\n\t  "p=${
          key.slice(0, 200)
        }"\n\t  "${key.slice(200)}" )  ; ----- DKIM key mail for ${domain()}`,
      ];
    }),
    ...timesClean(3, "SPF and DMARC records", () => {
      const d = domain();
      return `$ dig +short TXT ${d}\n"v=spf1 ip4:${pubIp()} include:_spf.google.com include:mailgun.org ~all"\n"google-site-verification=${
        draw(43, B64URL)
      }"\n$ dig +short TXT _dmarc.${d}\n"v=DMARC1; p=quarantine; rua=mailto:dmarc@${d}; ruf=mailto:dmarc@${d}; fo=1; adkim=s; aspf=s; pct=${
        num(10, 100)
      }"`;
    }),
    ...timesClean(4, "postfix mail log", () => {
      const q = queueId();
      const d = domain();
      const pid = num(1000, 99999);
      return [
        `${syslogTime()} mx1 postfix/smtpd[${pid}]: ${q}: client=unknown[${pubIp()}], sasl_method=PLAIN, sasl_username=relay@${d}`,
        `${syslogTime()} mx1 postfix/cleanup[${num(1000, 99999)}]: ${q}: message-id=${
          messageId(d)
        }`,
        `${syslogTime()} mx1 postfix/qmgr[${num(1000, 9999)}]: ${q}: from=<noreply@${d}>, size=${
          num(2000, 90000)
        }, nrcpt=1 (queue active)`,
        `${syslogTime()} mx1 postfix/smtp[${num(1000, 99999)}]: ${q}: to=<${
          pick(["bob", "ana", "li"])
        }@${domain()}>, relay=aspmx.l.google.com[${pubIp()}]:25, delay=0.${
          num(10, 99)
        }, delays=0.01/0/0.1/0.2, dsn=2.0.0, status=sent (250 2.0.0 OK  ${digits(10)} ${
          draw(20, B64URL)
        }.${num(100, 999)} - gsmtp)`,
        `${syslogTime()} mx1 postfix/qmgr[${num(1000, 9999)}]: ${q}: removed`,
      ].join("\n");
    }),
    ...timesClean(3, "header dump with DKIM signature and ARC seal", () => {
      const d = domain();
      return [
        `Delivered-To: ops@${domain()}`,
        `Received: by 2002:a05:${hex(4)}:${hex(4)} with SMTP id ${
          draw(12, "abcdefghijklmnopqrstuvwxyz0123456789")
        }; Wed, 25 Nov 2026 0${num(1, 9)}:${num(10, 59)}:${num(10, 59)} -0800 (PST)`,
        `ARC-Seal: i=1; a=rsa-sha256; t=${digits(10)}; cv=none; d=google.com; s=arc-20240605; b=${
          draw(172, B64)
        }==`,
        `ARC-Message-Signature: i=1; a=rsa-sha256; c=relaxed/relaxed; d=google.com; s=arc-20240605; h=to:subject:message-id:date:from:mime-version; bh=${
          draw(43, B64)
        }=; b=${draw(172, B64)}==`,
        `Authentication-Results: mx.google.com; dkim=pass header.i=@${d} header.s=mail header.b=${
          draw(8, B64)
        }; spf=pass (google.com: domain of bounce@${d} designates ${pubIp()} as permitted sender) smtp.mailfrom=bounce@${d}; dmarc=pass (p=QUARANTINE) header.from=${d}`,
        `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${d}; s=mail; t=${
          digits(10)
        }; bh=${draw(43, B64)}=; h=From:To:Subject:Date:Message-ID; b=${draw(172, B64)}==`,
        `Message-ID: ${messageId(d)}`,
        `X-Mailgun-Sid: ${b64(`${hex(8)}`)}`,
        "Subject: Your weekly report",
      ].join("\n");
    }),
    ...framedClean("main.cf pointing at the sasl_passwd map", [0, 2, 4], () => {
      const body = [
        `myhostname = mx.${domain()}`,
        `relayhost = [smtp.${domain()}]:587`,
        "smtp_sasl_auth_enable = yes",
        "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd",
        "smtp_sasl_security_options = noanonymous",
        "smtp_sasl_tls_security_options = noanonymous",
        "smtp_tls_CAfile = /etc/ssl/certs/ca-certificates.crt",
        `mynetworks = 127.0.0.0/8 [::1]/128 ${ip()}/32`,
      ];
      return ["/etc/postfix/main.cf", body.join("\n")];
    }),
    ...timesClean(3, "sasl_passwd with a placeholder", (i) => {
      const ph = ["<YOUR_SENDGRID_API_KEY>", "${SMTP_PASSWORD}", "REPLACE_ME"][i]!;
      return `# /etc/postfix/sasl_passwd — fill in, then: postmap /etc/postfix/sasl_passwd\n[smtp.${
        pick(["sendgrid.net", "mailgun.org"])
      }]:587 apikey:${ph}\n# relay account ${hex(8)} owned by ops@${domain()}`;
    }),
    ...timesClean(3, "swaks with the password from the environment", () => {
      const d = domain();
      return `$ swaks --to test@${d} --server smtp.${d}:587 --tls --auth LOGIN --auth-user noreply@${d} --auth-password "$SMTP_PASSWORD" --protect-auth --suppress-data\n=== Trying smtp.${d}:587...\n<-  220 smtp.${d} ESMTP\n ~> AUTH LOGIN\n<~  334 VXNlcm5hbWU6\n ~> ${
        b64(`noreply@${d}`)
      }\n<~  334 UGFzc3dvcmQ6\n ~> **********\n<~  235 2.7.0 Authentication successful\n=== Connection closed with remote host.`;
    }),
    ...framedClean("dovecot passdb pointing at a file", [0, 3], () => {
      return [
        "/etc/dovecot/conf.d/auth-passwdfile.conf.ext",
        `passdb {\n  driver = passwd-file\n  args = scheme=SHA512-CRYPT username_format=%u /etc/dovecot/users\n}\nuserdb {\n  driver = static\n  args = uid=vmail gid=vmail home=/var/vmail/%d/%n quota_rule=*:storage=${
          num(1, 9)
        }G\n}`,
      ];
    }),
    ...timesClean(2, "SES SMTP with the documentation's example key", () => {
      return `# From the SES docs; do not use\nSMTP_USERNAME=AKIAIOSFODNN7EXAMPLE\nSMTP_HOST=email-smtp.${
        pick(["us-east-1", "eu-west-1", "eu-central-1"])
      }.amazonaws.com\nSMTP_PORT=${
        pick(["587", "2587", "465"])
      }\n# password: generate it with the script in docs/ses.md (run ${hex(7)})`;
    }),
    ...timesClean(3, "mailq output", () => {
      const row = () =>
        `${queueId()}*  ${num(1000, 90000)} ${pick(["Tue", "Wed", "Thu"])} Nov ${num(20, 27)} ${
          num(10, 23)
        }:${num(10, 59)}:${
          num(10, 59)
        }  noreply@${domain()}\n                                         ${
          pick(["ana", "bob"])
        }@${domain()}`;
      return `$ mailq\n-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------\n${row()}\n\n${row()}\n\n-- ${
        num(2, 9)
      } Kbytes in 2 Requests.`;
    }),
    ...timesClean(3, "sending-service settings as references", (i) => {
      return [
        `MAILGUN_DOMAIN=mg.${domain()}\nMAILGUN_API_KEY=\${MAILGUN_API_KEY:?set in vault at secret/mail/mailgun}\nPOSTMARK_SERVER_TOKEN=op://Ops/Postmark/token`,
        `mail:\n  provider: ses\n  region: eu-west-1\n  credentials_from: aws-secretsmanager:mail/ses-smtp-${
          hex(6)
        }\n  from: "Acme <no-reply@${domain()}>"`,
        `RESEND_API_KEY=re_xxxxxxxxx   # from https://resend.com/api-keys, never commit\nMAILJET_API_KEY=your-api-key\nMAILJET_SECRET_KEY=your-secret-key\nSPARKPOST_API_KEY= # see 1Password "SparkPost ${
          hex(4)
        }"`,
      ][i]!;
    }),
    ...timesClean(2, "postfix long queue ids and SES message ids", () => {
      const long = () => draw(num(12, 15), QUEUE_ALPHABET);
      return `${syslogTime()} mx2 postfix/cleanup[${num(1000, 99999)}]: 4${long()}: message-id=<${
        hex(24)
      }@${domain()}>\n${syslogTime()} mx2 postfix/smtp[${
        num(1000, 99999)
      }]: 4${long()}: to=<ops@${domain()}>, relay=email-smtp.eu-west-1.amazonaws.com[${pubIp()}]:587, status=sent (250 Ok 0102019${
        hex(9)
      }-${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}-000000)`;
    }),
  ];
}
