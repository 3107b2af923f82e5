/**
 * Corpus thirty, bare values: a website's secrets with no name beside them — a token shown once
 * by a dashboard, a value pasted from the clipboard, a handover table, a list of keys to rotate, a
 * cookie's value copied alone, an authenticator's seed. Each is shown in one view.
 */
import {
  B64,
  B64URL,
  draw,
  HEX,
  hex,
  type Insertion,
  low,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  shown,
} from "./_heldout_thirty_make.ts";
import type { HeldOutSecret } from "./_heldout_make.ts";
import { UPPER_DIGITS } from "./_fakes.ts";

const INSERTIONS: readonly Insertion[] = [
  {
    label: "a token a dashboard shows once",
    shape: "output",
    file: "chat",
    make: (k) => [
      "Copied from the Vercel dashboard after creating the token (Full Account, no expiry):",
      "",
      `    ${k(24)}`,
      "",
      "It says I won't be able to see it again. Where should it go so the GitHub action can use it?",
    ],
  },
  {
    label: "a clipboard paste with nothing around it",
    shape: "output",
    file: "terminal",
    make: (k) => ["$ pbpaste", k(32, HEX), "$ pbpaste | wc -c", "      33"],
  },
  {
    label: "a client handover table of logins",
    shape: "assignment",
    file: "handover.md",
    make: (_k, add) => [
      `# ${pick(["Bakery", "Dental", "Gallery"])} site — handover`,
      "",
      "| What | Login | |",
      "| --- | --- | --- |",
      `| WordPress admin | studio@${low(6)}.co | ${pass(add)} |`,
      `| cPanel | ${low(8)} | ${pass(add)} |`,
      `| Domain registrar | owner@${low(6)}.co | ${pass(add)} |`,
    ],
  },
  {
    label: "a list of keys to rotate",
    shape: "assignment",
    file: "scripts/rotate.ts",
    make: (k) => [
      "// the keys that were in the leaked bundle — revoke each, then delete this file",
      "const leaked = [",
      `  '${k(40)}',`,
      `  '${k(32, HEX)}',`,
      `  '${k(43, B64URL)}',`,
      "]",
      "for (const key of leaked) await revoke(key)",
    ],
  },
  {
    label: "a session cookie's value copied alone",
    shape: "output",
    file: "chat",
    make: (k) => [
      "When I log in on staging I get logged out on the next click. Devtools → Application → Cookies,",
      "the value of the session cookie is",
      "",
      k(num(40, 48)),
      "",
      `and it changes on every request (ticket ${num(100, 999)}).`,
    ],
  },
  {
    label: "an authenticator seed for the WordPress admin",
    shape: "url",
    file: "2fa.txt",
    make: (k) => [
      "Scan this in the authenticator app, or enter it by hand:",
      `otpauth://totp/${low(7)}.com:admin?secret=${k(32, UPPER_DIGITS)}&issuer=WordPress&digits=6`,
    ],
  },
  {
    label: "a webhook secret passed along in chat",
    shape: "output",
    file: "chat",
    make: (k) => [
      `Ok, I created the endpoint for https://${
        low(7)
      }.com/api/orders/webhook. The signing secret:`,
      `${k(64, HEX)}`,
      "Put it in the server env, not in the theme.",
    ],
  },
  {
    label: "two passwords on one line of notes",
    shape: "output",
    file: "notes.txt",
    make: (_k, add) => [
      `${
        new Date(Date.UTC(2026, 10, num(1, 27))).toISOString().slice(0, 10)
      } migration to the new host`,
      `ftp ${low(6)} ${pass(add)}   db ${low(6)} ${pass(add)}`,
      "dns moved at 14:00, ttl 300",
    ],
  },
  {
    label: "a key passed in a form body",
    shape: "encoded",
    file: "devtools",
    make: (_k, add) => [
      `POST https://${low(7)}.com/wp-admin/admin-ajax.php`,
      "Form Data (view URL-encoded):",
      `action=save_settings&api_key=${
        add(encodeURIComponent(draw(20) + pick(["+", "/", "="]) + draw(20)))
      }&mode=live`,
    ],
  },
  {
    label: "an API key read out in a support chat",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ curl -s https://api.${low(6)}.com/v1/sites -H "Authorization: ${k(48)}"`,
      `[{"id":${num(100, 999)},"domain":"${low(7)}.com","plan":"pro"}]`,
    ],
  },
  {
    label: "a value removed in a diff of a list",
    shape: "assignment",
    file: "config/allowed.php",
    make: (k) => [
      "@@ -3,7 +3,6 @@ return [",
      "     'partners' => [",
      `         '${hex(12)}',`,
      `-        '${k(40)}',`,
      `         '${hex(12)}',`,
      "     ],",
    ],
  },
  {
    label: "a CSV export of API keys",
    shape: "output",
    file: "keys.csv",
    make: (k) => [
      "id,label,created,value",
      `${num(100, 199)},checkout,2026-10-${num(10, 28)},${k(36)}`,
      `${num(200, 299)},reports,2026-11-${num(10, 27)},${k(36)}`,
    ],
  },
  {
    label: "openssl rand output before it is stored",
    shape: "command",
    file: "terminal",
    make: (k) => [
      "$ openssl rand -base64 32",
      `${k(43, B64)}=`,
      "$ vercel env add NEXTAUTH_SECRET production",
      "? What's the value of NEXTAUTH_SECRET? [hidden]",
    ],
  },
  {
    label: "admin backup codes",
    shape: "output",
    file: "backup-codes.txt",
    make: (_k, add) => {
      const code = () => add(`${draw(5, LOWER_DIGITS)}-${draw(5, LOWER_DIGITS)}`);
      return [
        `Backup codes for admin@${low(7)}.shop — each works once`,
        "",
        `  ${code()}    ${code()}`,
        `  ${code()}    ${code()}`,
      ];
    },
  },
  {
    label: "a reset password in a host's email",
    shape: "output",
    file: "chat",
    make: (_k, add) => [
      "the host sent me this, is it safe to paste into FileZilla?",
      "",
      "> Hello, the password for your account has been reset. Your new credentials:",
      `>     ${low(8)}`,
      `>     ${pass(add)}`,
      `> Server: ftp.${low(6)}.hosting`,
    ],
  },
  {
    label: "a dashboard's key list copied as text",
    shape: "output",
    file: "dashboard",
    make: (k) => [
      "Name          Key                                            Created",
      `Production    ${k(48, B64URL)}   ${num(2, 30)} days ago`,
      `Preview       ${"•".repeat(12)}${draw(4)}                               ${
        num(2, 30)
      } days ago`,
    ],
  },
];

/** The family's cases: each insertion in one view. */
export function buildBare(): HeldOutSecret[] {
  return shown(INSERTIONS, 1);
}
