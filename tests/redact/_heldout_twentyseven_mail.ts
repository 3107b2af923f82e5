/**
 * Corpus twenty-seven, marketing and email: Mailchimp keys with their datacenter suffix, Mandrill,
 * SendGrid keys (as API keys and as SMTP passwords), Mailgun keys old and new, Postmark server
 * tokens, Klaviyo private keys, Brevo API and SMTP keys, SMTP passwords in scripts, plugins and an
 * `AUTH LOGIN` dialogue.
 */
import {
  ALNUM,
  b64,
  B64URL,
  draw,
  halves,
  type HeldOutSecret,
  hex,
  type Insertion,
  num,
  org,
  pass,
  person,
  pick,
  spread,
  uuid,
} from "./_heldout_twentyseven_make.ts";

const dc = (): string => `us${num(1, 21)}`;
const mailchimp = (): string => `${hex(32)}-${dc()}`;
const sendgrid = (): string => `SG.${draw(22, B64URL)}.${draw(43, B64URL)}`;
const brevo = (kind: string): string => `x${kind}sib-${hex(64)}-${draw(16)}`;

const INSERTIONS: readonly Insertion[] = [
  ["vendor", "Mailchimp key with its datacenter in the Python client", (_k, add) => {
    const key = add(mailchimp());
    return `import mailchimp_marketing as MailchimpMarketing\n\nclient = MailchimpMarketing.Client()\nclient.set_config({"api_key": "${key}", "server": "${
      key.split("-")[1]
    }"})\nprint(client.lists.get_all_lists(count=${num(10, 100)}))`;
  }],
  ["url", "Mailchimp key as the password of an API URL", (_k, add) => {
    const key = add(mailchimp());
    return `https://anystring:${key}@${key.split("-")[1]}.api.mailchimp.com/3.0/lists/${
      hex(10)
    }/members?count=${num(100, 1000)}&status=subscribed`;
  }],
  ["command", "SendGrid key in a curl send", (_k, add) => {
    const p = person();
    return `curl --request POST --url https://api.sendgrid.com/v3/mail/send --header "Authorization: Bearer ${
      add(sendgrid())
    }" --header 'Content-Type: application/json' --data '{"personalizations":[{"to":[{"email":"${p.email}"}]}],"from":{"email":"news@${org().domain}"},"subject":"November offers","content":[{"type":"text/plain","value":"Hi ${p.first}"}]}'`;
  }],
  ["assignment", "SendGrid key as the SMTP password in PowerShell", (_k, add) => {
    return `$smtpPass = ConvertTo-SecureString "${
      add(sendgrid())
    }" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ("apikey", $smtpPass)\nSend-MailMessage -SmtpServer smtp.sendgrid.net -Port 587 -UseSsl -Credential $cred -From "reports@${org().domain}" -To "finance@${org().domain}" -Subject "Daily sales" -Attachments .\\sales.xlsx`;
  }],
  ["command", "Mailgun private key in curl -u api:", (_k, add) => {
    const d = org().domain;
    return `curl -s --user 'api:${
      add("key-" + hex(32))
    }' https://api.eu.mailgun.net/v3/mg.${d}/messages -F from='Shop <shop@mg.${d}>' -F to=${
      person(d).email
    } -F subject='Your order' -F text='Thanks!'`;
  }],
  ["assignment", "Mailgun key of the newer form in a .env", (_k, add) => {
    return `MAILGUN_DOMAIN=mg.${org().domain}\nMAILGUN_API_KEY=${
      add(`${hex(32)}-${hex(8)}-${hex(8)}`)
    }\nMAILGUN_ENDPOINT=api.eu.mailgun.net\nMAIL_FROM_ADDRESS=noreply@${org().domain}`;
  }],
  ["assignment", "Postmark server token in a PHP mailer", (_k, add) => {
    return `<?php\n$client = new Postmark\\PostmarkClient("${
      add(uuid())
    }");\n$client->sendEmailWithTemplate("billing@${org().domain}", $customer->email, ${
      num(10000000, 39999999)
    }, ["invoice_id" => $invoice->number, "amount" => $invoice->total]);`;
  }],
  ["command", "Klaviyo private key in an API call", (_k, add) => {
    return `curl --request GET --url 'https://a.klaviyo.com/api/profiles/?page[size]=${
      num(20, 100)
    }' --header 'Authorization: Klaviyo-API-Key ${
      add("pk_" + hex(34))
    }' --header 'revision: 2024-10-15' --header 'accept: application/json'`;
  }],
  ["vendor", "Brevo API key in a Node script", (_k, add) => {
    return `const brevo = require('@getbrevo/brevo');\nlet apiInstance = new brevo.TransactionalEmailsApi();\napiInstance.setApiKey(brevo.TransactionalEmailsApiApiKeys.apiKey, '${
      add(brevo("key"))
    }');`;
  }],
  ["assignment", "Brevo SMTP key in WP Mail SMTP's wp-config constants", (_k, add) => {
    return `define( 'WPMS_ON', true );\ndefine( 'WPMS_MAILER', 'smtp' );\ndefine( 'WPMS_SMTP_HOST', 'smtp-relay.brevo.com' );\ndefine( 'WPMS_SMTP_PORT', 587 );\ndefine( 'WPMS_SMTP_USER', '${
      draw(6, "0123456789abcdef")
    }001@smtp-brevo.com' );\ndefine( 'WPMS_SMTP_PASS', '${add(brevo("smtp"))}' );`;
  }],
  ["assignment", "SMTP password in a newsletter script", (_k, add) => {
    const p = person();
    return `import smtplib\nfrom email.message import EmailMessage\n\nmsg = EmailMessage()\nmsg["Subject"] = "Newsletter – November"\nmsg["From"] = "${p.email}"\nwith smtplib.SMTP("smtp.office365.com", 587) as s:\n    s.starttls()\n    s.login("${p.email}", "${
      pass(add)
    }")\n    s.send_message(msg)`;
  }],
  ["encoded", "SMTP AUTH LOGIN dialogue with the password in base64", (_k, add) => {
    const p = person();
    return `S: 220 smtp.${org().domain} ESMTP ready\nC: EHLO crm-worker\nS: 250-AUTH LOGIN PLAIN\nC: AUTH LOGIN\nS: 334 VXNlcm5hbWU6\nC: ${
      b64(p.email)
    }\nS: 334 UGFzc3dvcmQ6\nC: ${
      add(b64(draw(num(10, 14)) + pick(["!", "#", "2026"])))
    }\nS: 235 2.7.0 Authentication successful`;
  }],
  ["wrapped", "Mailchimp key wrapped in a pasted support ticket", (_k, add) => {
    const [a, b] = halves(add, mailchimp());
    return `Ticket #${
      num(100000, 999999)
    } — "Audience sync failing"\nCustomer wrote: our key is ${a}\n${b} and it worked until yesterday.`;
  }],
  ["output", "Mailchimp for WordPress settings dumped by wp-cli", (_k, add) => {
    return `$ wp option get mc4wp --format=yaml\napi_key: ${
      add(mailchimp())
    }\nallow_usage_tracking: 0\ndebug_log_level: warning\nlist_ids:\n  - ${hex(10)}`;
  }],
  ["block", "PHPMailer settings block with the SMTP password", (_k, add) => {
    const p = person();
    return `$mail = new PHPMailer(true);\n$mail->isSMTP();\n$mail->Host       = 'mail.${
      p.email.split("@")[1]
    }';\n$mail->SMTPAuth   = true;\n$mail->Username   = '${p.email}';\n$mail->Password   = '${
      pass(add)
    }';\n$mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;\n$mail->Port       = 587;`;
  }],
  ["assignment", "Mandrill key in an Apps Script", (_k, add) => {
    return `var MANDRILL_KEY = '${
      add("md-" + draw(22, ALNUM + "-_"))
    }';\nfunction sendReceipt(row) {\n  UrlFetchApp.fetch('https://mandrillapp.com/api/1.0/messages/send', {method: 'post', payload: JSON.stringify({key: MANDRILL_KEY, message: {to: [{email: row[2]}]}})});\n}`;
  }],
];

/** The marketing and email cases, each insertion in two frames. */
export function buildMail(): HeldOutSecret[] {
  return spread(INSERTIONS, 2);
}
