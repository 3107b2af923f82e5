/**
 * Corpus thirty-one, chat bots: Slack bot, user and app-level tokens, signing secrets and incoming
 * webhooks; Discord bot tokens and webhook URLs; Telegram bot tokens; Matrix access tokens and a
 * homeserver's shared secrets; Mattermost, Rocket.Chat and Zulip credentials; a Bot Framework app
 * password; WhatsApp Cloud API, LINE and Viber tokens.
 */
import {
  B64,
  b64,
  B64URL,
  digits,
  domain,
  draw,
  framed,
  type HeldOutSecret,
  HEX,
  hex,
  LOWER_DIGITS,
  num,
  pick,
  times,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyone_make.ts";

/** The three kinds of Slack token: bot, user, app-level. */
export const slackBot = (): string =>
  `xox${"b"}-${digits(num(10, 13))}-${digits(num(10, 13))}-${draw(24)}`;
/** A Slack user token. */
export const slackUser = (): string =>
  `xox${"p"}-${digits(12)}-${digits(12)}-${digits(13)}-${draw(32, HEX)}`;
const slackApp = (): string => `xapp-1-A${draw(10, UPPER_ALNUM)}-${digits(13)}-${draw(64, HEX)}`;
/** A Discord snowflake (an id, public). */
export const snowflake = (): string => `1${draw(18, "0123456789")}`;
/** A Discord bot token: the bot's id in base64, a timestamp, an HMAC. */
export const discordToken = (): string =>
  `${b64(snowflake(), false)}.${draw(6, B64URL)}.${draw(38, B64URL)}`;
/** A Telegram bot token: the bot's id and a 35-character secret. */
export const telegramToken = (): string => `${digits(10)}:AA${draw(33, B64URL)}`;
const matrixToken = (user: string): string => `syt_${b64(user, false)}_${draw(20)}_${draw(6)}`;

/** The secret cases of the chat-bot family. */
export function buildBots(): HeldOutSecret[] {
  return [
    ...framed(
      "vendor",
      "Slack bot token and signing secret in a bot's .env",
      [0, 1, 3],
      (k, add) => {
        const body = [
          `SLACK_BOT_TOKEN=${add(slackBot())}`,
          `SLACK_SIGNING_SECRET=${k(32, HEX)}`,
          `SLACK_APP_TOKEN=${add(slackApp())}`,
          "PORT=3000",
        ];
        return [".env", body.join("\n")];
      },
    ),
    ...times(3, "vendor", "Slack user token in a script", (_k, add) => {
      return `from slack_sdk import WebClient\nclient = WebClient(token="${
        add(slackUser())
      }")\nclient.chat_postMessage(channel="C${draw(10, UPPER_ALNUM)}", text="deploy finished")`;
    }),
    ...times(3, "url", "Slack incoming webhook", (k) => {
      return `curl -X POST -H 'Content-type: application/json' --data '{"text":"backup failed on db-${
        num(1, 9)
      }"}' https://hooks.slack.com/services/T${draw(10, UPPER_ALNUM)}/B${draw(10, UPPER_ALNUM)}/${
        k(24)
      }`;
    }),
    ...times(3, "vendor", "Discord bot token", (_k, add, i) => {
      const t = add(discordToken());
      return [
        `DISCORD_TOKEN=${t}\nGUILD_ID=${snowflake()}`,
        `client.login("${t}");`,
        `$ curl -H "Authorization: Bot ${t}" https://discord.com/api/v10/users/@me`,
      ][i]!;
    }),
    ...times(3, "url", "Discord webhook URL", (k, _add, i) => {
      const url = `https://discord.com/api/webhooks/${snowflake()}/${k(68, B64URL)}`;
      return [
        `ALERT_WEBHOOK=${url}`,
        `requests.post("${url}", json={"content": "nightly build red"})`,
        `I set up the webhook (${url}) but nothing shows in #alerts`,
      ][i]!;
    }),
    ...times(3, "vendor", "Telegram bot token", (_k, add, i) => {
      const t = add(telegramToken());
      return [
        `TELEGRAM_BOT_TOKEN=${t}\nTELEGRAM_CHAT_ID=-100${digits(10)}`,
        `bot = telebot.TeleBot("${t}")`,
        `curl -s "https://api.telegram.org/bot${t}/sendMessage?chat_id=${digits(9)}&text=ok"`,
      ][i]!;
    }),
    ...framed("assignment", "Matrix homeserver secrets", [0, 2, 4], (k) => {
      const body = [
        `server_name: "matrix.${domain()}"`,
        "enable_registration: false",
        `registration_shared_secret: "${k(48, B64URL)}"`,
        `macaroon_secret_key: "${k(48, B64URL)}"`,
        `form_secret: "${k(48, B64URL)}"`,
        'signing_key_path: "/data/homeserver.signing.key"',
      ];
      return ["/data/homeserver.yaml", body.join("\n")];
    }),
    ...times(3, "vendor", "Matrix access token", (_k, add, i) => {
      const user = pick(["alertbot", "maubot", "hookshot", "admin"]);
      const t = add(matrixToken(user));
      return [
        `$ curl -H "Authorization: Bearer ${t}" https://matrix.${domain()}/_matrix/client/v3/account/whoami\n{"user_id":"@${user}:${domain()}","device_id":"${
          draw(10, UPPER_ALNUM)
        }"}`,
        `homeserver: https://matrix.${domain()}\nuser_id: "@${user}:${domain()}"\naccess_token: ${t}`,
        `{"access_token":"${t}","device_id":"${
          draw(10, UPPER_ALNUM)
        }","home_server":"${domain()}","user_id":"@${user}:${domain()}"}`,
      ][i]!;
    }),
    ...times(2, "url", "Mattermost incoming webhook", (k) => {
      return `MATTERMOST_HOOK=https://chat.${domain()}/hooks/${k(26, LOWER_DIGITS)}`;
    }),
    ...times(2, "vendor", "Mattermost personal access token", (k) => {
      return `$ mmctl auth login https://chat.${domain()} --name prod --access-token ${
        k(26, LOWER_DIGITS)
      }\n  credentials for "prod": "sysadmin@https://chat.${domain()}" stored`;
    }),
    ...times(2, "vendor", "Rocket.Chat REST headers", (k) => {
      return `curl -H "X-Auth-Token: ${k(43, B64URL)}" -H "X-User-Id: ${
        draw(17)
      }" https://rocket.${domain()}/api/v1/me`;
    }),
    ...framed("assignment", "zuliprc", [0, 1, 3], (k) => {
      return [
        "~/.zuliprc",
        `[api]\nemail=deploy-bot@${domain()}\nkey=${k(32)}\nsite=https://${
          pick(["chat", "zulip"])
        }.${domain()}`,
      ];
    }),
    ...times(3, "assignment", "Bot Framework app password", (_k, add, i) => {
      const pw = add(draw(3) + "8Q~" + draw(34, B64URL.replace("_", "~").replace("-", ".")));
      return [
        `MicrosoftAppType=SingleTenant\nMicrosoftAppId=${uuid()}\nMicrosoftAppPassword=${pw}\nMicrosoftAppTenantId=${uuid()}`,
        `{\n  "MicrosoftAppId": "${uuid()}",\n  "MicrosoftAppPassword": "${pw}"\n}`,
        `az bot create --resource-group rg-bots --name helpdesk --app-type SingleTenant --appid ${uuid()} --password "${pw}"`,
      ][i]!;
    }),
    ...times(3, "vendor", "WhatsApp Cloud API token", (k) => {
      return `$ curl -i -X POST https://graph.facebook.com/v19.0/${
        digits(15)
      }/messages -H 'Authorization: Bearer EAA${
        k(num(170, 200))
      }' -H 'Content-Type: application/json' -d '{ "messaging_product": "whatsapp", "to": "${
        digits(11)
      }", "type": "template", "template": { "name": "hello_world", "language": { "code": "en_US" } } }'`;
    }),
    ...times(2, "assignment", "LINE channel secret and access token", (k) => {
      return `LINE_CHANNEL_ID=${digits(10)}\nLINE_CHANNEL_SECRET=${
        k(32, HEX)
      }\nLINE_CHANNEL_ACCESS_TOKEN=${k(171, B64)}=`;
    }),
    ...times(2, "vendor", "Viber bot auth token", (_k, add) => {
      return `$ curl -X POST https://chatapi.viber.com/pa/set_webhook -H "X-Viber-Auth-Token: ${
        add(`${hex(16)}-${hex(16)}-${hex(16)}`)
      }" -d '{"url":"https://bots.${domain()}/viber"}'`;
    }),
  ];
}
