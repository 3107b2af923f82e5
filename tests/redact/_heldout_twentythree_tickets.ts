/**
 * Corpus twenty-three, helpdesk and issue-tracker tickets (ServiceNow, Zendesk, Jira): a
 * temporary password in a work note, an agent's reply with a new password, a `.env` in a Jira
 * `{code}` block, a BitLocker recovery key read out to a user, a `curl -u` in a comment, a Stripe
 * key pasted with its dashboard label, a `Basic` header, a bearer JWT from the network tab.
 */
import {
  across,
  b64,
  chosen,
  DIGITS,
  draw,
  gen,
  type HeldOutSecret,
  hex,
  jwt,
  type Lang,
  LOWER,
  num,
  openai,
  q,
  type SecretTpl,
  skLive,
  temp,
  when,
  who,
} from "./_heldout_twentythree_make.ts";

/** A ticket number of `prefix` and `n` digits. */
export const ticketNo = (prefix: string, n: number): string => prefix + draw(n, DIGITS);

/** A Jira key: a project and a number. */
export const jiraKey = (): string =>
  `${["OPS", "PLAT", "SUP", "INFRA", "WEB"][num(0, 4)]}-${num(100, 9999)}`;

/** A ServiceNow record's head lines. */
const snow = (L: Lang, what: string): string[] => [
  `${ticketNo("INC", 7)} | ${what} | 4 - Low | Assignment group: Service Desk L1`,
  `Caller: ${who(L, 0)}`,
  "",
  "Work notes",
  `${when(L)} - ${who(L, 2)} (Work notes)`,
];

const TEMPLATES: readonly SecretTpl[] = [
  ["ServiceNow work note: a temporary password set for the caller", "output", (L, _k, add) =>
    [
      ...snow(L, `${L.pw} reset`),
      `${L.resetTo}${L.colon} ${temp(add)}`,
      "Caller informed by phone; must change at next logon.",
      "",
      "Additional comments (Customer visible)",
      `${when(L)} - ${who(L, 2)}`,
      L.linkSent,
    ].join("\n")],
  ["Zendesk public reply: a new password in quotation marks", "assignment", (L, _k, add) =>
    [
      `#${num(10000, 99999)} Partner portal login`,
      "",
      `${who(L, 1)} (Agent) · ${when(L)}`,
      `${who(L, 0)},`,
      `${L.resetTo} ${q(L, chosen(add, L))}`,
      L.thanks,
      "",
      `${who(L, 0)} · ${when(L)}`,
      L.thanks,
    ].join("\n")],
  ["Jira description: a .env pasted in a {code} block", "vendor", (L, k) =>
    [
      `${jiraKey()}: staging crashes on startup`,
      "*Description*",
      `${L.hi}, .env:`,
      "{code:bash}",
      "NODE_ENV=staging",
      `PORT=${num(3000, 9000)}`,
      `OPENAI_API_KEY=${openai(k)}`,
      "LOG_LEVEL=debug",
      "{code}",
      `*Reporter:* ${who(L, 0)}`,
    ].join("\n")],
  ["ServiceNow: a BitLocker recovery key read out to the user", "output", (L, _k, add) => {
    const groups = Array.from({ length: 8 }, () => draw(6, DIGITS)).join("-");
    return [
      ...snow(L, "BitLocker recovery"),
      `Key ID: ${hex(8).toUpperCase()}`,
      `Recovery key${L.colon} ${add(groups)}`,
      `${L.use} — ${who(L, 0)}`,
    ].join("\n");
  }],
  ["Jira comment: a curl with basic auth", "command", (L, _k, add) =>
    [
      `${jiraKey()} · ${who(L, 1)} commented · ${when(L)}`,
      `${L.here}${L.colon}`,
      "{noformat}",
      `curl -s -u svc-reporting:${gen(add, true)} \\`,
      `  "https://jira.example.org/rest/api/2/search?jql=project%3DOPS&maxResults=${num(10, 99)}"`,
      "{noformat}",
    ].join("\n")],
  ["Zendesk: a customer pastes a Stripe key with its dashboard label", "vendor", (L, k) =>
    [
      `#${num(10000, 99999)} Webhooks not arriving`,
      `${who(L, 0)} · ${when(L)}`,
      `${L.hi}, ${L.key}${L.colon}`,
      "",
      "Secret key",
      skLive(k),
      `Created ${num(1, 28)} Oct · Last used ${num(1, 27)} Nov`,
    ].join("\n")],
  ["Ticket: a Basic header in a pasted request", "encoded", (L, _k, add) =>
    [
      `${jiraKey()}: 401 from the billing API`,
      `${L.hi}, request:`,
      "",
      `GET /v2/invoices?limit=${num(10, 50)} HTTP/1.1`,
      "Host: billing.internal",
      `Authorization: Basic ${
        add(b64(`billing-sync:${draw(num(10, 14))}${["!", "#", "-"][num(0, 2)]}${draw(3)}`))
      }`,
      "Accept: application/json",
    ].join("\n")],
  ["Jira comment: a bearer JWT from the network tab", "assignment", (L, k) =>
    [
      `${jiraKey()} · ${who(L, 2)} commented · ${when(L)}`,
      `${L.here} (DevTools → Network → Headers)${L.colon}`,
      `authorization: Bearer ${
        jwt(k, { sub: draw(8, LOWER), role: "admin", iat: num(1780000000, 1790000000) })
      }`,
    ].join("\n")],
];

/** The ticket family: each template in four languages. */
export function buildTickets(): HeldOutSecret[] {
  return across(TEMPLATES, 4, 11);
}
