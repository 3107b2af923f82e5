/**
 * Corpus twenty-three, handover notes and meeting minutes: a root password in a bullet list, a
 * new password in an action item, an admin account's recovery codes, a Slack webhook, a backup
 * passphrase of several words, an age key for SOPS, a SIM card's PUK, a key kept in two halves by
 * two people.
 */
import {
  across,
  ageKey,
  DIGITS,
  draw,
  gen,
  type HeldOutSecret,
  hex,
  type Lang,
  num,
  phrase,
  q,
  type SecretTpl,
  when,
  who,
} from "./_heldout_twentythree_make.ts";

/** A document's title line: what it is, for whom, and when. */
const title = (L: Lang, what: string): string =>
  `# ${what} — ${who(L, 0)} → ${who(L, 1)} (${when(L)})`;

const TEMPLATES: readonly SecretTpl[] = [
  ["Handover note: the NAS root password in a bullet list", "assignment", (L, _k, add) =>
    [
      title(L, L.handover),
      "",
      `- Backups: nightly, 02:${num(10, 59)}`,
      `- NAS root ${L.pw}${L.colon} ${gen(add)}`,
      "- UPS: firmware 2.1",
      `- ${L.thanks}`,
    ].join("\n")],
  ["Meeting minutes: a new password quoted in an action item", "assignment", (L, _k, add) =>
    [
      title(L, L.minutes),
      "",
      "1. Q4 roadmap",
      `2. Shared mailbox support@ — ${who(L, 2)}: ${L.resetTo} ${q(L, gen(add))}`,
      `3. ${L.meeting}: next week`,
    ].join("\n")],
  ["Handover: recovery codes of the admin account", "output", (L, _k, add) =>
    [
      title(L, L.handover),
      "",
      `GitHub org owner (${who(L, 0)}) — recovery codes${L.colon}`,
      ...Array.from({ length: 8 }, () => `  ${add(`${hex(5)}-${hex(5)}`)}`),
    ].join("\n")],
  ["Meeting minutes: a Slack webhook for the alerts channel", "url", (L, _k, add) =>
    [
      title(L, L.minutes),
      "",
      `- #alerts → ${L.use}${L.colon}`,
      `  https://hooks.slack.com/services/T${draw(8, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")}/B${
        draw(10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
      }/${add(draw(24))}`,
    ].join("\n")],
  ["Handover: the backup passphrase of several words", "assignment", (L, _k, add) =>
    [
      title(L, L.handover),
      "",
      `Restic repository s3:backup-${num(1, 9)}`,
      `${L.pw} (passphrase)${L.colon}`,
      `    ${phrase(add, L, " ")}`,
    ].join("\n")],
  ["Handover: an age secret key for SOPS", "vendor", (L, k) =>
    [
      title(L, L.handover),
      "",
      `SOPS / age (secret key)${L.colon}`,
      `# created: 2026-11-${num(10, 27)}T${num(10, 23)}:00:00Z`,
      `# public key: age1${draw(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`,
      ageKey(k),
    ].join("\n")],
  ["Minutes: a SIM card's PUK for the on-call phone", "assignment", (L, _k, add) =>
    [
      title(L, L.minutes),
      "",
      `- On-call phone: SIM locked — PUK${L.colon} ${add(draw(8, DIGITS))}`,
      `- ${L.pin} → new one chosen by ${who(L, 2)}`,
    ].join("\n")],
  ["Handover: an encryption key kept in two halves by two people", "wrapped", (L, _k, add) =>
    [
      title(L, L.handover),
      "",
      `Vault unseal key (1/2, ${who(L, 0)})${L.colon} ${add(draw(22))}`,
      `${L.rest} (2/2, ${who(L, 1)})${L.colon} ${add(draw(22))}`,
    ].join("\n")],
];

/** The handover and minutes family: each template in four languages. */
export function buildNotes(): HeldOutSecret[] {
  return across(TEMPLATES, 4, 13);
}
