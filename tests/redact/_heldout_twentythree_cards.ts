/**
 * Corpus twenty-three, cards and lists people hand over: a Wi-Fi card with its QR payload, printed
 * backup codes, an authenticator's `otpauth://` URI, a password manager's CSV export, IT's welcome
 * card with an initial password, an authenticator key in groups of four, a key pasted from a
 * vendor's dashboard with its label, a one-time-secret link with its passphrase.
 */
import {
  across,
  anthropic,
  chosen,
  DIGITS,
  draw,
  gen,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  num,
  q,
  type SecretTpl,
  temp,
  UPPER_DIGITS,
  when,
  who,
} from "./_heldout_twentythree_make.ts";
import { handle } from "./_heldout_twentythree_code.ts";

/** A card drawn with box characters around `lines`. */
const card = (lines: string[]): string[] => {
  const w = Math.max(...lines.map((l) => l.length)) + 2;
  return [
    `┌${"─".repeat(w)}┐`,
    ...lines.map((l) => `│ ${l.padEnd(w - 2)} │`),
    `└${"─".repeat(w)}┘`,
  ];
};

const TEMPLATES: readonly SecretTpl[] = [
  ["Wi-Fi card with its QR payload", "assignment", (L, _k, add) => {
    const ssid = `Guest-${draw(3, LOWER)}`;
    const pass = chosen(add, L);
    return [
      ...card([`${L.wifi} — ${L.hi}!`, `SSID${L.colon} ${ssid}`, `${L.pw}${L.colon} ${pass}`]),
      `QR: WIFI:T:WPA;S:${ssid};P:${pass};;`,
    ].join("\n");
  }],
  ["Printed backup codes for a Google account", "output", (L, _k, add) =>
    [
      "BACKUP VERIFICATION CODES",
      `${handle(L, 0)}@example.org`,
      ...Array.from({ length: 10 }, (_, i) =>
        `${String(i + 1).padStart(2)}. ${add(`${draw(4, DIGITS)} ${draw(4, DIGITS)}`)}`),
      `${when(L)} — ${L.use}`,
    ].join("\n")],
  ["Authenticator setup: an otpauth URI with its secret", "url", (L, _k, add) =>
    [
      `2FA (shared admin account) — ${L.here}${L.colon}`,
      `otpauth://totp/Example:ops-admin?secret=${add(draw(32, UPPER_DIGITS))}&issuer=Example`,
    ].join("\n")],
  ["Password manager CSV export", "output", (L, _k, add) =>
    [
      `${L.hi}, export${L.colon}`,
      "name,url,username,password,totp",
      `Grafana,https://grafana.example.org,admin,${gen(add)},`,
      `Router,http://192.168.${num(0, 9)}.1,admin,${chosen(add, L)},`,
      `Mailbox,https://mail.example.org,office,${gen(add)},`,
    ].join("\n")],
  ["IT's welcome card: user name and initial password", "output", (L, _k, add) =>
    card([
      `${L.hi}, ${who(L, 1)}!`,
      `${L.user}${L.colon} ${draw(1, LOWER)}.${draw(6, LOWER)}`,
      `${L.pw}${L.colon} ${temp(add)}`,
      `(${when(L, "short")})`,
    ]).join("\n")],
  ["Authenticator key in groups of four", "assignment", (L, _k, add) => {
    const key = Array.from({ length: 8 }, () => draw(4, "abcdefghijklmnopqrstuvwxyz234567"));
    return [
      `${L.key} (TOTP, AWS root)${L.colon}`,
      add(key.join(" ")),
    ].join("\n");
  }],
  ["Vendor dashboard: an Anthropic key pasted with its label", "vendor", (L, k) =>
    [
      `${L.key} ${L.newIs}${L.colon}`,
      `Name      ci-nightly-${num(1, 9)}`,
      `Key       ${anthropic(k)}`,
      `Created   ${when(L)}`,
      `Workspace ${q(L, "Default")}`,
    ].join("\n")],
  ["One-time-secret link with its passphrase", "url", (L, _k, add) =>
    [
      `${L.here}${L.colon} https://onetimesecret.com/secret/${add(draw(31, LOWER_DIGITS))}`,
      `${L.pw} (passphrase)${L.colon} ${chosen(add, L)}`,
    ].join("\n")],
];

/** The cards and lists family: each template in four languages. */
export function buildCards(): HeldOutSecret[] {
  return across(TEMPLATES, 4, 17);
}
