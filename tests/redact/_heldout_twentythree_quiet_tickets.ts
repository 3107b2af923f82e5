/**
 * Corpus twenty-three, clean tickets and code talk: a reset done without the value, ticket and
 * build numbers with commits, a masked key's last four characters, a revoked token named by its
 * label, code that reads a password from the environment, a commit pointing to a vault path, a
 * BitLocker recovery key's id, a customer's contact data, an image digest, an error with a
 * request id.
 */
import { handle } from "./_heldout_twentythree_code.ts";
import { jiraKey, ticketNo } from "./_heldout_twentythree_tickets.ts";
import {
  acrossClean,
  type CleanTpl,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  num,
  orderNo,
  phoneNo,
  q,
  sha,
  UPPER,
  uuid,
  when,
  who,
} from "./_heldout_twentythree_make.ts";

const TEMPLATES: readonly CleanTpl[] = [
  ["ServiceNow: a password reset done, no value", (L) =>
    [
      `${ticketNo("INC", 7)} | ${L.pw} reset | 4 - Low`,
      `${when(L)} - ${who(L, 2)} (Work notes)`,
      `${L.forgot} → ${L.linkSent}`,
      "State: Resolved",
    ].join("\n")],
  ["Jira: ticket, build numbers and commits", (L) =>
    [
      `${jiraKey()} · ${who(L, 1)} · ${when(L)}`,
      `Fixed in v${num(1, 4)}.${num(0, 20)}.${num(0, 9)} (build #${num(1000, 9999)}),`,
      `commits ${sha()} and ${sha().slice(0, 12)}. See also ${jiraKey()}.`,
    ].join("\n")],
  ["Zendesk: a key shown masked but for its last four", (L) =>
    [
      `#${num(10000, 99999)} · ${who(L, 0)}`,
      `${L.key}${L.colon} sk_live_••••••••••••${draw(4)} (${L.masked})`,
      L.thanks,
    ].join("\n")],
  ["GitHub issue: a revoked token named by its label", (L) =>
    [
      `**${handle(L, 0)}** commented · ${when(L)}`,
      `${L.token} ${q(L, "release-bot")} — ${L.revoked}`,
      "The new one is in the org secrets as RELEASE_TOKEN.",
    ].join("\n")],
  ["Review: code that reads the password from the environment", (L) =>
    [
      "```python",
      `# ${L.pw}: ${L.vault} "prod db"`,
      'DB_PASSWORD = os.environ["DB_PASSWORD"]',
      `engine = create_engine(f"postgresql://app:{DB_PASSWORD}@db:5432/app")`,
      "```",
      `**${handle(L, 1)}** 👍`,
    ].join("\n")],
  ["Commit message: credentials rotated, values in Vault", (L) =>
    [
      `commit ${sha()}`,
      `Author: ${handle(L, 2)} <${handle(L, 2)}@example.dev>`,
      `Date:   ${when(L)}`,
      "",
      "    ops: rotate staging credentials",
      "",
      `    ${L.revoked} Values: vault kv get secret/staging/db`,
    ].join("\n")],
  ["ServiceNow: a BitLocker recovery key's id only", (L) =>
    [
      `${ticketNo("RITM", 7)} | BitLocker | ${who(L, 0)}`,
      `Recovery key ID${L.colon} ${uuid().toUpperCase()}`,
      `Device${L.colon} LT-${draw(6, DIGITS)}`,
      `${L.use}: https://aka.ms/myrecoverykey`,
    ].join("\n")],
  ["Zendesk: a customer's contact data and order", (L) =>
    [
      `#${num(10000, 99999)} ${L.order} ${orderNo()}`,
      `${who(L, 1)}, ${L.phone} ${phoneNo()}`,
      `${L.pw}${L.colon} ${L.masked}`,
      `${when(L, "long")}`,
    ].join("\n")],
  ["Pull request: an image digest and a version", (L) =>
    [
      `${who(L, 2)} · ${when(L)}`,
      `ghcr.io/acme/api:${num(1, 3)}.${num(0, 40)}.${num(0, 9)}`,
      `digest: sha256:${hex(64)}`,
      L.thanks,
    ].join("\n")],
  ["Jira: a login error with its request id", (L) =>
    [
      `${jiraKey()}: 401 invalid password`,
      `${L.forgot}`,
      `request-id: ${uuid()}, trace ${hex(32)}`,
      `Ref ${draw(2, UPPER)}-${draw(6, DIGITS)}`,
    ].join("\n")],
];

/** The clean tickets and code family: each template in four languages. */
export function buildQuietTickets(): HeldOutClean[] {
  return acrossClean(TEMPLATES, 4, 6);
}
