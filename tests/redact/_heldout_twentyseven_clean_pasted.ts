/**
 * Corpus twenty-seven, clean: what people paste with no secret in it — user exports without
 * passwords, emails about a reset that carry no password, OCR of invoices and of credential pages
 * after the value was hidden, messages that say where a password is kept, deal exports, mail
 * provider event logs, error messages with request ids.
 */
import {
  day,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  hm,
  num,
  orderNo,
  org,
  person,
  pick,
  spreadClean,
  uuid,
} from "./_heldout_twentyseven_make.ts";

const ALIKES: readonly (readonly [string, () => string])[] = [
  ["CSV user export without passwords", () => {
    const d = org().domain;
    const rows = Array.from({ length: num(3, 6) }, () => {
      const p = person(d);
      return `${p.email},${pick(["Sales Rep", "Warehouse", "Admin"])},${day()} ${hm()},${
        pick(["yes", "no"])
      },${pick(["yes", "no"])}`;
    });
    return ["email,role,last_login,mfa_enabled,password_set", ...rows].join("\n");
  }],
  ["email about a reset with no password in it", () => {
    const p = person();
    return `Hello ${p.first},\n\nwe received a request to reset the password of ${p.email} (ticket #${
      num(10000, 99999)
    }). If this was you, open the portal and choose "Forgot password". Your current password has not been changed.\n\nIT Service Desk`;
  }],
  ["OCR of a supplier invoice", () => {
    return `INVOICE\nNo. ${orderNo()}   Date ${day()}\nCustomer no. ${
      num(10000, 99999)
    }   Your order ${orderNo()}\n${num(1, 40)} x Tea ${pick(["Earl Grey", "Sencha"])} 250g   ${
      num(3, 9)
    },${num(10, 99)} EUR\nTotal ${num(100, 900)},${num(10, 99)} EUR\nIBAN DE${draw(2, DIGITS)} ${
      draw(4, DIGITS)
    } ${draw(4, DIGITS)} ${draw(4, DIGITS)} ${draw(4, DIGITS)} ${draw(2, DIGITS)}`;
  }],
  ["OCR of a credential page after the token was hidden", () => {
    return `Admin API access token\nshpat_••••••••••\nThis token was revealed on ${day()} and can't be shown again.\nAPI key\n${
      hex(32)
    }\nAPI secret key\n••••••••••••••••`;
  }],
  ["message saying where a password is kept", () => {
    return `${person().first}: the Xero admin login is in 1Password, vault "Finance", item "Xero – admin". Ask ${person().first} if you don't see it. Don't paste it here please.`;
  }],
  ["helpdesk reply that sent the password another way", () => {
    return `Ticket #${
      num(10000, 99999)
    } · Solved\nHi, I've reset your NetSuite password and sent the new one to your phone by SMS (ending ${
      draw(3, DIGITS)
    }). Reference ${uuid()}.`;
  }],
  ["HubSpot deal export", () => {
    const rows = Array.from(
      { length: num(3, 5) },
      () =>
        `${draw(11, DIGITS).replace(/^0/, "2")},${
          pick(["Renewal", "New logo", "Upsell"])
        } ${org().name},${num(1000, 90000)},${day()},${person().email}`,
    );
    return ["Record ID,Deal Name,Amount,Close Date,Deal owner", ...rows].join("\n");
  }],
  ["Mailgun event log with message ids", () => {
    const d = org().domain;
    return Array.from(
      { length: num(3, 5) },
      () =>
        `${day()}T${hm()}:${num(10, 59)}Z ${pick(["delivered", "opened", "failed"])} <${
          draw(14, DIGITS)
        }.${hex(16)}@mg.${d}> to=${person(d).email}`,
    ).join("\n");
  }],
  ["401 error pasted with its request id", () => {
    return `HTTP 401 Unauthorized\n{"errors":[{"code":"INVALID_TOKEN","message":"The access token provided is invalid or expired."}],"requestId":"${uuid()}","x-request-id":"${
      hex(24)
    }"}`;
  }],
  ["shop order confirmation email", () => {
    const p = person();
    return `Thank you for your order, ${p.first}!\nOrder ${orderNo()} · ${day()}\nPayment: Visa ending ${
      draw(4, DIGITS)
    }\nDelivery to: ${p.first} ${p.last}, ${num(1, 200)} ${
      pick(["High Street", "Hauptstraße"])
    }\nDiscount code used: WELCOME${num(10, 20)}`;
  }],
  ["screenshot OCR of a workflow list", () => {
    return Array.from(
      { length: num(3, 5) },
      () =>
        `${pick(["Approve invoices", "New order → Slack", "Sync contacts"])}  ${
          pick(["On", "Off"])
        }  Modified ${day()}  ${uuid()}`,
    ).join("\n");
  }],
  ["sticky note OCR with no password", () => {
    return `call ${person().first} re: order ${orderNo()}\nSKU TEA-${
      draw(3, "ABCDEFGHJKLMNPRSTUVWXYZ")
    }-250G restock ${num(10, 90)}\nmeeting ${hm()} room ${num(1, 4)}.${num(10, 30)}`;
  }],
  ["password policy text pasted from the intranet", () => {
    return `Passwords must be at least ${num(12, 16)} characters and are changed every ${
      num(60, 180)
    } days. Never send a password by email; use the portal at https://id.${org().domain}/reset.`;
  }],
  ["bank statement lines with references", () => {
    return Array.from(
      { length: num(3, 5) },
      () =>
        `${day()};SEPA credit;${orderNo()};${pick(["Acme GmbH", "Kestrel BV"])};${num(100, 9000)},${
          num(10, 99)
        };EREF ${draw(12, DIGITS)}`,
    ).join("\n");
  }],
];

/** The clean pasted texts, each in three frames. */
export function buildCleanPasted(): HeldOutClean[] {
  return spreadClean(ALIKES, 3);
}
