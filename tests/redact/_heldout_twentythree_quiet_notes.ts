/**
 * Corpus twenty-three, clean wiki pages, notes and cards: a password policy, an open guest
 * network, a handover that points to vault entries, a webinar's public dial-in, a table of logins
 * with masked passwords, a business card, a rotation note, a VPN page with single sign-on, a list
 * of servers and tickets, public keys (SSH, age, a GPG fingerprint), a company's bank and tax ids.
 */
import { jiraKey } from "./_heldout_twentythree_tickets.ts";
import {
  acrossClean,
  B64,
  type CleanTpl,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  iban,
  LOWER,
  num,
  phoneNo,
  q,
  when,
  who,
} from "./_heldout_twentythree_make.ts";
import { handle } from "./_heldout_twentythree_code.ts";

const TEMPLATES: readonly CleanTpl[] = [
  ["Wiki: the password policy", (L) =>
    [
      `## ${L.pw} — policy (${when(L, "long")})`,
      `- min. ${num(12, 16)} characters, 3 of 4 classes`,
      `- no reuse of the last ${num(5, 24)}`,
      `- ${L.forgot} → https://sso.example.org/reset`,
    ].join("\n")],
  ["Onboarding: an open guest network", (L) =>
    [
      `- ${L.wifi} ${q(L, `Guest-${draw(3, LOWER)}`)}: open network, captive portal`,
      `- ${L.wifi} ${q(L, "Staff")}: 802.1X, SSO login (no shared ${L.pw})`,
    ].join("\n")],
  ["Handover: pointers to vault entries", (L) =>
    [
      `# ${L.handover} — ${who(L, 0)} → ${who(L, 1)}`,
      `- NAS root: ${L.vault} ${q(L, "NAS root")}`,
      `- Backup ${L.pw}: ${L.vault} ${q(L, "restic prod")}`,
      `- ${L.revoked}`,
    ].join("\n")],
  ["Minutes: a public webinar's dial-in", (L) => {
    const id = `${draw(3, DIGITS)} ${draw(3, DIGITS)} ${draw(4, DIGITS)}`;
    return [
      `# ${L.minutes} ${when(L)}`,
      `Public webinar (recorded, open to all): ${L.meeting} ${id}`,
      `Dial-in ${phoneNo()}, access code ${id.replaceAll(" ", "")}#`,
    ].join("\n");
  }],
  ["Wiki: a table of logins with masked passwords", (L) =>
    [
      `|| Env || ${L.user} || ${L.pw} ||`,
      `| dev | tester | •••••••• |`,
      `| qa | qa_lead | ${L.masked} |`,
      `| prod | — | ${L.vault} ${q(L, "prod")} |`,
    ].join("\n")],
  ["Card: a business card", (L) =>
    [
      who(L, 2),
      "Head of IT",
      `${L.phone} ${phoneNo()}`,
      `${draw(1, LOWER)}.${draw(7, LOWER)}@example.org`,
    ].join("\n")],
  ["Notes: a key rotated, the new one in Secrets Manager", (L) =>
    [
      `- ${when(L)}: AWS backup user — ${L.revoked}`,
      "- new key: Secrets Manager prod/backup/aws (no copy here)",
      `- ${jiraKey()}`,
    ].join("\n")],
  ["Wiki: a VPN page with single sign-on", (L) =>
    [
      "## VPN",
      `Download: https://vpn.example.org/profiles/staff-${num(2024, 2026)}.ovpn`,
      `${L.user}${L.colon} SSO (Okta) — ${L.pw}: the same as your laptop`,
      `Support${L.colon} ${phoneNo()}`,
    ].join("\n")],
  ["Handover: servers, ports and tickets", (L) =>
    [
      `# ${L.handover}`,
      `- db-${num(1, 9)}.internal:5432 (PostgreSQL 16)`,
      `- 10.${num(0, 255)}.${num(0, 255)}.${num(1, 254)}:8443 — admin UI`,
      `- open: ${jiraKey()}, ${jiraKey()}`,
    ].join("\n")],
  ["Handover: public keys to add, not secret", (L) =>
    [
      `# ${L.handover} — ${who(L, 1)}`,
      `SSH (authorized_keys)${L.colon}`,
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(43, B64)} ${handle(L, 1)}@laptop`,
      `age (public)${L.colon} age1${draw(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`,
      `GPG${L.colon} ${hex(40).toUpperCase().match(/.{4}/g)!.join(" ")}`,
    ].join("\n")],
  ["Notion: the company's bank and tax ids for invoices", (L) =>
    [
      `## Invoices — ${who(L, 0)}`,
      `IBAN${L.colon} ${iban(L)}`,
      `VAT${L.colon} DE${draw(9, DIGITS)}`,
      `${L.order}${L.colon} PO-${draw(6, DIGITS)}`,
    ].join("\n")],
];

/** The clean wiki, notes and cards family: each template in four languages. */
export function buildQuietNotes(): HeldOutClean[] {
  return acrossClean(TEMPLATES, 4, 15);
}
