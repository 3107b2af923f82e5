/**
 * Corpus twenty-three, clean chat, messenger and mail texts: the same kinds of message with no
 * secret — a forgotten password and a reset link, a pointer to a vault entry, order and tracking
 * numbers, a company-wide meeting's public id and dial-in, a masked value, a release note with
 * versions and a commit, an invoice's IBAN, a revoked key named without its value, phone numbers.
 */
import { quoted, signature, wrote } from "./_heldout_twentythree_mail.ts";
import {
  acrossClean,
  type CleanTpl,
  DIGITS,
  draw,
  type HeldOutClean,
  hm,
  iban,
  num,
  orderNo,
  phoneNo,
  q,
  sha,
  tracking,
  when,
  who,
} from "./_heldout_twentythree_make.ts";

const TEMPLATES: readonly CleanTpl[] = [
  ["Slack: a forgotten password and the reset link", (L) =>
    [
      `${who(L, 0)}  ${hm()}`,
      L.forgot,
      `${who(L, 1)}  ${hm()}`,
      L.chat[0],
      `${who(L, 1)}  ${hm()}`,
      `${L.linkSent} (Okta, ${when(L)})`,
      `${who(L, 0)}  ${hm()}`,
      L.chat[2],
    ].join("\n")],
  ["Teams: where the password lives", (L) =>
    [
      `[${hm()}] ${who(L, 2)}`,
      `${L.pw} prod db?`,
      `[${hm()}] ${who(L, 1)}`,
      `${L.vault} ${q(L, "prod db")} (vault: Platform).`,
      `[${hm()}] ${who(L, 2)}`,
      `${L.thanks} ${L.chat[3]}`,
    ].join("\n")],
  ["Mail: an order and its tracking number", (L) =>
    [
      `Subject: ${L.order} ${orderNo()}`,
      "",
      `${L.hi},`,
      `${L.order}${L.colon} ${orderNo()}`,
      `${L.tracking}${L.colon} ${tracking()}`,
      "",
      ...signature(L, who(L, 0)),
    ].join("\n")],
  ["Mail: a company-wide meeting's public id and dial-in", (L) => {
    const id = `${draw(3, DIGITS)} ${draw(4, DIGITS)} ${draw(4, DIGITS)}`;
    return [
      `Subject: All-hands ${when(L, "long")}`,
      "",
      `${L.hi}! Livestream for everyone, no login:`,
      `${L.meeting}${L.colon} ${id}`,
      `Dial-in${L.colon} ${phoneNo()}, ${L.meeting} ${id.replaceAll(" ", "")}#`,
      "Public webinar: no passcode.",
    ].join("\n");
  }],
  ["Chat: a masked password from the portal", (L) =>
    [
      `${who(L, 1)} ${hm()}`,
      `${L.pw}${L.colon} •••••••• / ****`,
      `${who(L, 2)} ${hm()}`,
      `${L.masked} — ${L.forgot}`,
      `${who(L, 1)} ${hm()}`,
      L.chat[0],
    ].join("\n")],
  ["Chat: a release announcement with versions and a commit", (L) =>
    [
      `${who(L, 0)}  ${hm()}`,
      `🚀 v${num(2, 5)}.${num(0, 30)}.${num(0, 9)} (${sha().slice(0, 7)}) → prod, ${when(L)}`,
      `full: ${sha()}`,
      `node 22.${num(1, 12)}.0, postgres 16.${num(1, 6)}`,
    ].join("\n")],
  ["Telegram: a password reset announced without the value", (L) =>
    JSON.stringify(
      {
        id: num(1000, 9999),
        type: "message",
        date: `2026-11-${num(10, 27)}T${hm().padStart(5, "0")}:00`,
        from: who(L, 2),
        text: `${L.resetTo} … ${L.linkSent} ${L.vault} ${q(L, "Grafana admin")}.`,
      },
      null,
      1,
    )],
  ["WeChat: an invoice with the supplier's IBAN", (L) =>
    [
      `${who(L, 0)} ${hm()}`,
      `Invoice RE-2026-${draw(5, DIGITS)}`,
      `IBAN${L.colon}${L.colon === "：" ? "" : " "}${iban(L)}`,
      `BIC${L.colon}${L.colon === "：" ? "" : " "}COBADEFFXXX`,
      `${L.thanks}`,
    ].join("\n")],
  ["Mail reply: a revoked key named without its value", (L) =>
    [
      L.thanks,
      "",
      wrote(L, who(L, 1)),
      ...quoted([
        `${L.revoked} (key "ci-deploy-2025", ${when(L)})`,
        `${L.vault} ${q(L, "CI deploy")}.`,
      ]),
    ].join("\n")],
  ["LINE: phone numbers and a meeting time", (L) =>
    [
      `${hm()}\t${who(L, 1)}\t${L.phone} ${phoneNo()}`,
      `${hm()}\t${who(L, 2)}\t${L.phone} ${phoneNo()} — ${when(L)}`,
      `${hm()}\t${who(L, 1)}\t${L.thanks}`,
    ].join("\n")],
];

/** The clean chat and mail family: each template in four languages. */
export function buildQuietChat(): HeldOutClean[] {
  return acrossClean(TEMPLATES, 4, 1);
}
