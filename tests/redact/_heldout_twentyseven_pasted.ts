/**
 * Corpus twenty-seven, what is pasted: CSV exports of users with their passwords, a password sheet
 * as tab-separated cells, emails forwarded with a temporary password (plain, quoted and wrapped,
 * or inside a base64 MIME body), the OCR text of screenshots of credential pages and a sticky note,
 * chat messages in prose, reset links; most values with no name a program would recognise.
 */
import {
  b64,
  day,
  DIGITS,
  draw,
  halves,
  type HeldOutSecret,
  hex,
  hm,
  type Insertion,
  LOWER_DIGITS,
  num,
  org,
  pass,
  person,
  pick,
  spread,
} from "./_heldout_twentyseven_make.ts";

const ROLES = ["Sales Rep", "Warehouse", "Accounts Payable", "Store Manager", "Support Agent"];

const INSERTIONS: readonly Insertion[] = [
  ["output", "CSV export of users with a password column", (_k, add) => {
    const d = org().domain;
    const rows = Array.from({ length: 4 }, () => {
      const p = person(d);
      return `${p.email},${p.first},${p.last},${pick(ROLES)},${pass(add)},${day()}`;
    });
    return ["email,first_name,last_name,role,password,created", ...rows].join("\n");
  }],
  ["block", "password sheet pasted as tab-separated cells", (_k, add) => {
    const d = org().domain;
    return [
      "System\tURL\tUser\tPassword\tNotes",
      `ERP\thttps://erp.${d}/web\tadmin\t${pass(add)}\tchanged ${day()}`,
      `Shop backend\thttps://shop.${d}/admin\t${person(d).email}\t${pass(add)}\t`,
      `Bank portal\thttps://business.${pick(["barclays", "commerzbank", "ing"])}.com\t${
        draw(8, DIGITS)
      }\t${pass(add)}\tPIN on paper`,
    ].join("\n");
  }],
  ["output", "forwarded email with a temporary password", (_k, add) => {
    const p = person();
    return `---------- Forwarded message ---------\nFrom: IT Service Desk <servicedesk@${
      p.email.split("@")[1]
    }>\nDate: ${day()} ${hm()}\nSubject: Your new ERP account\nTo: ${p.email}\n\nHello ${p.first},\n\nyour account has been created.\nUsername: ${p.login}\nTemporary password: ${
      pass(add)
    }\nYou will be asked to change it at first login.\n\nKind regards\nService Desk`;
  }],
  ["output", "welcome email listing login and password for the supplier portal", (_k, add) => {
    const p = person();
    return `Dear ${p.first} ${p.last},\n\nWelcome to the supplier portal. Your access details:\n\n  Portal:    https://suppliers.${org().domain}\n  Login:     ${p.email}\n  Password:  ${
      pass(add)
    }\n\nSupplier no. ${num(100000, 999999)}`;
  }],
  ["vendor", "OCR of a screenshot of Shopify's API credentials page", (_k, add) => {
    return `Admin API access token\n${add(`shpat_${hex(32)}`)}\nReveal token once\nAPI key\n${
      hex(32)
    }\nAPI secret key\n${add(hex(32))}\nCreated ${day()}`;
  }],
  ["output", "OCR of a NetSuite access token screen", (_k, add) => {
    return `Access Tokens\nToken was created successfully\nTOKEN ID ${add(hex(64))}\nTOKEN SECRET ${
      add(hex(64))
    }\nNote: Token ID and Token Secret will not be displayed again\nApplication name ${
      pick(["Shopify Connector", "Celigo", "Power BI"])
    } | User ${person().first} | Role Administrator`;
  }],
  ["wrapped", "OCR of a screenshot that broke a token over two lines", (_k, add) => {
    const [a, b] = halves(add, draw(num(36, 44)));
    return `Integrations > API keys\nName  ShipStation\nKey\n${a}\n${b}\nCopy  Regenerate\n`;
  }],
  ["assignment", "chat message telling the team a shared mailbox password", (_k, add) => {
    return `@channel the password for the finance@ mailbox changed today, it's now ${
      pass(add)
    } — please update Outlook on the shared laptop. ${person().first}`;
  }],
  ["assignment", "Teams message with the 3PL's SFTP login", (_k, add) => {
    return `${person().first} ${person().last} ${hm()}\nnew SFTP for the warehouse files:\nsftp.${
      pick(["dhl-fulfil", "shipbob", "3pl-connect"])
    }.com port 22\nuser ${draw(6, LOWER_DIGITS)}_edi\npw ${pass(add)}`;
  }],
  ["encoded", "raw email with the temporary password inside a base64 body", (_k, add) => {
    const p = person();
    const body = add(
      b64(`Hi ${p.first}, your temporary password is ${draw(num(10, 12))}. Change it today.`),
    );
    return `Content-Type: text/plain; charset="UTF-8"\nContent-Transfer-Encoding: base64\nTo: ${p.email}\nSubject: Account\n\n${body}`;
  }],
  ["output", "helpdesk ticket reply with a reset password", (_k, add) => {
    return `Ticket #${
      num(10000, 99999)
    } · Status: Solved\n${person().first} (agent) replied:\nHi, I reset your Xero login. New password: ${
      pass(add)
    }\nPlease change it after you log in.`;
  }],
  ["output", "OCR of a photo of a sticky note on a monitor", (_k, add) => {
    return `WIFI guest\n${pass(add)}\n\nsage admin\n${pass(add)}\n\nfor Mon: call ${
      pick(["Anna", "Marco", "Priya"])
    } re invoices`;
  }],
  ["wrapped", "quoted email whose password line wrapped at 72 columns", (_k, add) => {
    const p = person();
    const [a, b] = halves(add, draw(num(24, 30)));
    return `On ${day()} ${hm()}, ${p.first} ${p.last} <${p.email}> wrote:\n> Login for the bank statement import user is stmt_import and the key is ${a}\n> ${b}\n> (it is a long one, sorry)`;
  }],
  ["url", "password reset link forwarded by email", (k) => {
    return `Click the link below to set your password (valid 24 hours):\nhttps://app.${
      pick(["bill", "expensify", "pleo"])
    }.com/account/reset?token=${k(40)}&email=${encodeURIComponent(person().email)}`;
  }],
  ["output", "unnamed shipping API key pasted after a question", (k) => {
    return `this is the key they sent for the shipping rates:\n\n${
      k(32, "0123456789abcdef")
    }\n\ncan you put it in the sheet so the formula works`;
  }],
  ["block", "user import file for a support tool with initial passwords", (_k, add) => {
    const d = org().domain;
    const rows = Array.from({ length: 3 }, () => {
      const p = person(d);
      return `"${p.first} ${p.last}";"${p.email}";"agent";"${pass(add)}"`;
    });
    return [`"name";"email";"role";"initial_password"`, ...rows].join("\n");
  }],
];

/** The pasted-text cases, each insertion in two frames. */
export function buildPasted(): HeldOutSecret[] {
  return spread(INSERTIONS, 2);
}
