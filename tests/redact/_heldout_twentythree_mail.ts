/**
 * Corpus twenty-three, emails with quoted replies and signatures: a password in the quoted
 * original, a vendor's welcome mail forwarded, a plain-text table of logins, a service desk's
 * automatic mail, a URL with a percent-encoded password, a key wrapped at 72 columns in a quoted
 * reply, a vault link with its password in a postscript, a private key in the body.
 */
import {
  across,
  B64URL,
  chosen,
  draw,
  gen,
  type HeldOutSecret,
  type Lang,
  num,
  pemBlock,
  phoneNo,
  pick,
  type SecretTpl,
  sendgrid,
  temp,
  when,
  who,
} from "./_heldout_twentythree_make.ts";

/** A mail signature: the delimiter, the name, a company and a phone number. */
export function signature(L: Lang, name: string): string[] {
  const co = pick(["Nordlicht Software", "Atelier Numérique", "Kumo Systems", "Vela Labs"]);
  return ["-- ", name, co, `${L.phone} ${phoneNo()}`];
}

/** The line a reply puts above the quoted original. */
export const wrote = (L: Lang, name: string): string =>
  L.wrote.replace("{d}", when(L, "long")).replace("{n}", name);

/** `lines` quoted as a mail reply quotes them. */
export const quoted = (lines: string[]): string[] => lines.map((l) => (l ? `> ${l}` : ">"));

/** A mail's header block. */
const head = (from: string, to: string, subject: string, L: Lang): string[] => [
  `From: ${from}`,
  `To: ${to}`,
  `Date: ${when(L, "long")}`,
  `Subject: ${subject}`,
  "",
];

const TEMPLATES: readonly SecretTpl[] = [
  ["Mail reply: the password in the quoted original", "assignment", (L, _k, add) =>
    [
      ...head(who(L, 1), who(L, 0), `Re: ${L.pw} QA`, L),
      L.thanks,
      who(L, 1),
      "",
      wrote(L, who(L, 0)),
      ...quoted([
        `${L.hi},`,
        "",
        `${L.user}${L.colon} qa-${draw(4, "abcdefghijklmnop")}`,
        `${L.pw}${L.colon} ${chosen(add, L)}`,
        "",
        ...signature(L, who(L, 0)),
      ]),
    ].join("\n")],
  ["Forwarded mail: a SendGrid key from the vendor's welcome mail", "vendor", (L, k) =>
    [
      `${L.hi}, ${L.key} ↓`,
      "",
      "---------- Forwarded message ---------",
      "From: SendGrid <noreply@sendgrid.com>",
      `Date: ${when(L)}`,
      "Subject: Your new API key",
      "",
      `Your API key "mailer-prod-${num(1, 9)}" has been created:`,
      sendgrid(k),
      "For security reasons we will not show it again.",
    ].join("\n")],
  ["Mail: logins in a plain-text table", "assignment", (L, _k, add) =>
    [
      ...head(who(L, 2), who(L, 1), `${L.user} / ${L.pw}`, L),
      `${L.hi},`,
      "",
      `Env       | ${L.user.padEnd(12)} | ${L.pw}`,
      `----------+--------------+------------------`,
      `dev       | app_dev      | ${gen(add)}`,
      `staging   | app_stg      | ${gen(add)}`,
      `prod-ro   | readonly     | ${chosen(add, L)}`,
      "",
      ...signature(L, who(L, 2)),
    ].join("\n")],
  ["Service desk's automatic mail with a temporary password", "output", (L, _k, add) =>
    [
      ...head(
        "IT Service Desk <servicedesk@example.org>",
        who(L, 0),
        `[INC${draw(7, "0123456789")}] ${L.pw}`,
        L,
      ),
      `${who(L, 0)},`,
      "",
      `${L.newIs}${L.colon} ${temp(add)}`,
      "(!) Change it at the next logon.",
      "",
      "This is an automated message, please do not reply.",
    ].join("\n")],
  ["Mail: a database URL whose password is percent-encoded", "encoded", (L, _k, add) => {
    const raw = `${draw(num(5, 7))}@${draw(num(3, 5))}/${draw(num(3, 5))}#${draw(2)}`;
    return [
      `${L.hi},`,
      `${L.use}${L.colon}`,
      "",
      `postgresql://billing:${add(encodeURIComponent(raw))}@pg-${
        num(1, 4)
      }.db.internal:5432/billing?sslmode=require`,
      "",
      ...signature(L, who(L, 1)),
    ].join("\n");
  }],
  ["Quoted reply: a Stripe key wrapped at 72 columns", "wrapped", (L, _k, add) => {
    const key = draw(99);
    const first = "STRIPE_SECRET_KEY=sk_live_";
    const cut = 70 - first.length;
    return [
      L.thanks,
      "",
      wrote(L, who(L, 2)),
      `> ${first}${add(key.slice(0, cut))}`,
      `> ${add(key.slice(cut))}`,
      ">",
      `> ${L.here}.`,
    ].join("\n");
  }],
  ["Mail: a Bitwarden Send link, its password in a postscript", "url", (L, _k, add) =>
    [
      `${L.hi},`,
      "",
      `https://send.bitwarden.com/#${draw(22, B64URL)}/${add(draw(22, B64URL))}`,
      "",
      ...signature(L, who(L, 0)),
      "",
      `PS: ${L.pw}${L.colon} ${gen(add)}`,
    ].join("\n")],
  ["Mail: a deploy key pasted in the body", "block", (L, k) =>
    [
      ...head(who(L, 0), who(L, 2), `deploy key build-${num(1, 9)}`, L),
      `${L.here}${L.colon}`,
      "",
      ...pemBlock(k, pick(["RSA ", "EC ", "OPENSSH ", ""]), 7),
      "",
      ...signature(L, who(L, 0)),
    ].join("\n")],
];

/** The mail family: each template in four languages. */
export function buildMail(): HeldOutSecret[] {
  return across(TEMPLATES, 4, 3);
}
