/**
 * Corpus twenty-three, chat threads as people paste them from Slack, Teams, Discord and
 * Mattermost: a password after "here it is", a value alone in the next message, a bot token with
 * its label, a key split over two messages, a typo corrected, a command with a password in it, a
 * Wi-Fi password (isolated left to right inside right-to-left text, as RTL clients paste it).
 */
import {
  across,
  B64URL,
  chosen,
  discordBot,
  draw,
  gen,
  ghp,
  type HeldOutSecret,
  hm,
  type Lang,
  num,
  pick,
  q,
  type SecretTpl,
  who,
} from "./_heldout_twentythree_make.ts";
import { handle } from "./_heldout_twentythree_code.ts";

/** A value as a right-to-left client pastes it: wrapped in left-to-right isolates. */
const ltr = (L: Lang, v: string): string =>
  L.tag === "ar" || L.tag === "he" ? `\u2066${v}\u2069` : v;

/** A Slack message as copied: the name, two spaces and the time, then the text. */
const slack = (name: string, text: string): string => `${name}  ${hm()}\n${text}`;
/** A Teams message as copied: the time in brackets and the name, then the text. */
const teams = (name: string, text: string): string => `[${hm()}] ${name}\n${text}`;

const TEMPLATES: readonly SecretTpl[] = [
  ["Slack: a chosen password after 'here it is'", "assignment", (L, _k, add) =>
    [
      slack(who(L, 0), `${L.hi}! ${L.pw} — staging-jenkins?`),
      slack(who(L, 1), L.chat[0]),
      slack(who(L, 1), `${L.here}${L.colon} ${ltr(L, chosen(add, L))}`),
      slack(who(L, 0), `${L.thanks} :pray:`),
      slack(who(L, 1), L.chat[1]),
      slack(who(L, 0), L.chat[2]),
    ].join("\n")],
  ["Teams: the value alone in the next message", "assignment", (L, _k, add) =>
    [
      teams(
        who(L, 2),
        `@${who(L, 0)} ${L.pw} VPN (${L.user} ${draw(1, "abcdefgh")}.${
          pick(["ops", "admin", "svc"])
        }) — ${L.resetTo}${L.colon}`,
      ),
      teams(who(L, 2), gen(add)),
      teams(who(L, 0), L.chat[3]),
      teams(who(L, 0), `${L.chat[2]} ${L.thanks}`),
    ].join("\n")],
  ["Discord: a bot token pasted with its label", "vendor", (L, k) =>
    [
      `${who(L, 1)} — ${hm()}`,
      `${L.token} (discord bot, test server) ${L.here} 👇`,
      "`" + discordBot(k) + "`",
      `${who(L, 2)} — ${hm()}`,
      `${L.thanks} 👍 ${L.chat[0]}`,
      `${who(L, 2)} — ${hm()}`,
      L.chat[2],
    ].join("\n")],
  ["Mattermost: an OpenAI key split over two messages", "wrapped", (L, _k, add) => {
    const key = `${draw(74, B64URL)}T3BlbkFJ${draw(74, B64URL)}`;
    const cut = num(50, 100);
    return [
      `@${handle(L, 0)} ${hm()}`,
      `${L.key} (OpenAI, team-eval)${L.colon} sk-proj-${add(key.slice(0, cut))}`,
      `@${handle(L, 0)} ${hm()}`,
      `${L.rest}${L.colon} ${add(key.slice(cut))}`,
      `@${handle(L, 1)} ${hm()}`,
      L.chat[1],
    ].join("\n");
  }],
  ["Slack: a typo corrected in the next message", "assignment", (L, _k, add) => {
    const right = chosen((p) => p, L);
    const at = right.search(/[0-9]/);
    const wrong = right.slice(0, at) + ((Number(right[at]) + 1) % 10) + right.slice(at + 1);
    return [
      slack(who(L, 0), `${L.hi}! NAS?`),
      slack(who(L, 2), `${L.pw} NAS (admin)${L.colon} ${ltr(L, add(wrong))}`),
      slack(who(L, 0), L.chat[1]),
      slack(who(L, 2), `${L.typo}${L.colon} ${ltr(L, add(right))}`),
      slack(who(L, 0), L.chat[2]),
    ].join("\n");
  }],
  ["Teams: a mysql command with the password glued on", "command", (L, _k, add) =>
    [
      teams(who(L, 0), `${L.hi}! reporting DB?`),
      teams(who(L, 1), `${L.chat[0]} ${L.use}${L.colon}`),
      `mysql -h db-stg-${num(1, 9)}.internal -u report -p${gen(add, true)} reporting`,
      teams(who(L, 0), `${L.thanks}`),
    ].join("\n")],
  ["Slack thread: a GitHub token after 'use this'", "vendor", (L, _k, add) =>
    [
      slack(who(L, 0), `CI ${L.token}? (release-bot)`),
      `${num(2, 6)} replies`,
      slack(who(L, 1), `${L.use}${L.colon} ${ghp(add)}`),
      slack(who(L, 0), L.chat[1]),
      slack(who(L, 2), L.chat[2]),
    ].join("\n")],
  ["Discord: a Wi-Fi password in the language's quotation marks", "assignment", (L, _k, add) =>
    [
      `${who(L, 2)} — ${hm()}`,
      `${L.wifi} Office-${num(2, 5)}G — ${L.pw}${L.colon} ${q(L, ltr(L, chosen(add, L)))}`,
      `${who(L, 0)} — ${hm()}`,
      `${L.thanks} ${L.chat[2]}`,
    ].join("\n")],
];

/** The chat family: each template in four languages. */
export function buildChat(): HeldOutSecret[] {
  return across(TEMPLATES, 4, 0);
}
