/**
 * Corpus twenty-three, messengers' exports and copies: a Telegram `result.json`, BotFather's
 * message forwarded, a WeChat copy with a Feishu app secret, a DingTalk robot's webhook and its
 * signing secret, a LINE chat history, a WhatsApp export, a KakaoTalk export, a key split over
 * two Feishu messages.
 */
import {
  across,
  B64,
  B64URL,
  chosen,
  day,
  draw,
  gen,
  type HeldOutSecret,
  hex,
  hm,
  type Lang,
  LOWER_DIGITS,
  num,
  phrase,
  q,
  type SecretTpl,
  telegramBot,
  when,
  who,
} from "./_heldout_twentythree_make.ts";

/**
 * A Telegram export's messages, `lines` of [writer, text] (writer 0, 1 or 2 of the language's
 * people), numbered from `first`, a few seconds to minutes apart, each writer with one id.
 */
function tgMessages(L: Lang, first: number, lines: [number, string][]): Record<string, unknown>[] {
  const ids = [0, 1, 2].map(() => `user${draw(10, "0123456789")}`);
  let ms = Date.UTC(2026, 10, num(2, 27), num(7, 18), num(0, 59), num(0, 59));
  return lines.map(([w, text], i) => {
    ms += num(4, 400) * 1000;
    return {
      id: first + i,
      type: "message",
      date: new Date(ms).toISOString().slice(0, 19),
      date_unixtime: String(ms / 1000),
      from: who(L, w),
      from_id: ids[w],
      text,
    };
  });
}

const TEMPLATES: readonly SecretTpl[] = [
  ["Telegram result.json: a password in a message's text", "assignment", (L, _k, add) => {
    const first = num(4000, 9000);
    const chat = {
      name: `ops-${draw(4, LOWER_DIGITS)}`,
      type: "private_supergroup",
      id: num(1000000000, 1999999999),
      messages: tgMessages(L, first, [
        [0, `${L.hi}! ${L.pw} Grafana?`],
        [1, L.chat[0]],
        [1, `${L.here}${L.colon} ${gen(add)}`],
        [0, L.thanks],
        [1, L.chat[1]],
        [0, L.chat[2]],
      ]),
    };
    return JSON.stringify(chat, null, 1);
  }],
  ["Telegram: BotFather's message forwarded with the bot token", "output", (L, k) => {
    const bot = `${draw(6, "abcdefghijklmnopqrstuvwxyz")}_alerts_bot`;
    return [
      `${who(L, 2)}, [${when(L)}]`,
      "[Forwarded from BotFather]",
      `Done! Congratulations on your new bot. You will find it at t.me/${bot}.`,
      "",
      "Use this token to access the HTTP API:",
      telegramBot(k),
      "Keep your token secure and store it safely, it can be used by anyone to control your bot.",
      "",
      `${who(L, 2)}, [${hm()}]`,
      `↑ ${L.token} @${bot} — ${L.use}`,
    ].join("\n");
  }],
  ["WeChat copy: a Feishu app secret with its public app id", "assignment", (L, k) =>
    [
      `${who(L, 0)} ${hm()}`,
      `${L.hi}, Feishu bot:`,
      `App ID${L.colon}cli_${hex(16)}`,
      `App Secret${L.colon}${k(32)}`,
      `${who(L, 1)} ${hm()}`,
      `${L.thanks} ${L.chat[3]}`,
    ].join("\n")],
  ["DingTalk: a robot webhook and its signing secret", "url", (L, k) =>
    [
      `${who(L, 1)} ${hm()}`,
      `${L.use}${L.colon}`,
      `https://oapi.dingtalk.com/robot/send?access_token=${k(64, "0123456789abcdef")}`,
      `SEC${L.colon}SEC${k(64, "0123456789abcdef")}`,
    ].join("\n")],
  ["LINE chat history: a channel access token and secret", "vendor", (L, k) =>
    [
      `[LINE] ${who(L, 0)}`,
      `Saved on: 2026/11/${num(10, 27)} ${hm()}`,
      "",
      `2026/11/${num(2, 9)}(Mon)`,
      `${hm()}\t${who(L, 0)}\tMessaging API — ${L.token}${L.colon}`,
      `${hm()}\t${who(L, 0)}\t${k(171, B64)}=`,
      `${hm()}\t${who(L, 0)}\tChannel secret${L.colon} ${k(32, "0123456789abcdef")}`,
      `${hm()}\t${who(L, 1)}\t${L.thanks}`,
      `${hm()}\t${who(L, 1)}\t${L.chat[2]}`,
    ].join("\n")],
  ["WhatsApp export: a Wi-Fi password", "assignment", (L, _k, add) => {
    const d = `${num(10, 27)}/11/2026`;
    return [
      `${d}, ${hm()} - ${who(L, 2)}: ${L.wifi} ${q(L, "Casa-Office")}`,
      `${d}, ${hm()} - ${who(L, 2)}: ${L.pw}${L.colon} ${chosen(add, L)}`,
      `${d}, ${hm()} - ${who(L, 0)}: ${L.thanks} 🙏`,
      `${d}, ${hm()} - ${who(L, 2)}: ${L.chat[1]}`,
      `${d}, ${hm()} - ${who(L, 0)}: ${L.chat[2]}`,
    ].join("\n");
  }],
  ["KakaoTalk export: a passphrase for the backup disk", "assignment", (L, _k, add) => {
    const d = day(L);
    return [
      `${d} ${hm()}, ${who(L, 1)} : ${L.pw} (backup / VeraCrypt) ${L.newIs}`,
      `${d} ${hm()}, ${who(L, 1)} : ${phrase(add, L, " ")}`,
      `${d} ${hm()}, ${who(L, 2)} : ${L.thanks}`,
    ].join("\n");
  }],
  ["Feishu: an Anthropic key split over two messages", "wrapped", (L, _k, add) => {
    const key = `${draw(93, B64URL)}AA`;
    const cut = num(40, 70);
    const colon = L.colon === "：" ? "：" : `${L.colon} `;
    return [
      `${who(L, 0)} ${hm()}`,
      `Anthropic ${L.key}${colon}sk-ant-api03-${add(key.slice(0, cut))}`,
      `${who(L, 1)} ${hm()}`,
      L.chat[1],
      `${who(L, 0)} ${hm()}`,
      `${L.rest}${colon}${add(key.slice(cut))}`,
    ].join("\n");
  }],
];

/** The messenger family: each template in four languages. */
export function buildMessengers(): HeldOutSecret[] {
  return across(TEMPLATES, 4, 7);
}
