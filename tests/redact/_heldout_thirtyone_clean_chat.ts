/**
 * Corpus thirty-one, clean chat, support and push texts: Slack event payloads (team, channel,
 * user and app ids), Discord messages (snowflakes), Telegram updates (chat ids, phone numbers),
 * Matrix room and event ids, Mattermost post ids, support tickets, push settings that point at a
 * key file, public client keys, workflow files that read secrets from the CI's store, and the
 * vendors' own documentation examples.
 */
import {
  B64URL,
  digits,
  domain,
  draw,
  framedClean,
  type HeldOutClean,
  hex,
  LOWER_DIGITS,
  num,
  phone,
  pick,
  tick,
  timesClean,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyone_make.ts";
import { snowflake } from "./_heldout_thirtyone_bots.ts";

const slackId = (p: string): string => p + draw(num(8, 10), UPPER_ALNUM);
const ts = (): string => `${digits(10)}.${digits(6)}`;

/** The clean chat, support and push cases. */
export function buildCleanChat(): HeldOutClean[] {
  return [
    ...timesClean(4, "Slack event payload", () => {
      const ev = {
        team_id: slackId("T"),
        api_app_id: slackId("A"),
        event: {
          type: "message",
          channel: slackId("C"),
          user: slackId("U"),
          text: pick(["deploy please", "is prod down?", "lgtm"]),
          ts: ts(),
          event_ts: ts(),
          channel_type: "channel",
        },
        type: "event_callback",
        event_id: "Ev" + draw(10, UPPER_ALNUM),
        event_time: Number(digits(10)),
        authorizations: [{
          enterprise_id: null,
          team_id: slackId("T"),
          user_id: slackId("U"),
          is_bot: true,
        }],
      };
      return JSON.stringify(ev, null, 2);
    }),
    ...timesClean(2, "Slack docs example token", (i) => {
      return [
        `# From the Slack docs: the token below is a placeholder\nexport SLACK_BOT_TOKEN=xoxb-your-token\nnode app.js # channel ${
          slackId("C")
        }`,
        `client = WebClient(token=os.environ["SLACK_BOT_TOKEN"])  # e.g. xoxb-111-222-xxxxxxxxxxxxxxxxxxxxxxxx\nclient.conversations_history(channel="${
          slackId("C")
        }", limit=${num(10, 200)})`,
      ][i]!;
    }),
    ...timesClean(3, "Discord message JSON", () => {
      return JSON.stringify({
        id: snowflake(),
        channel_id: snowflake(),
        guild_id: snowflake(),
        author: {
          id: snowflake(),
          username: pick(["ana", "deploybot", "kai"]),
          discriminator: "0",
          avatar: hex(32),
        },
        content: "build #" + num(100, 999) + " passed",
        timestamp: tick(),
        mentions: [],
        attachments: [],
        components: [],
      });
    }),
    ...timesClean(2, "Discord webhook object without its token", () => {
      const id = snowflake();
      return `$ curl -s -H "Authorization: Bot $DISCORD_TOKEN" https://discord.com/api/v10/channels/${snowflake()}/webhooks | jq '.[] | {id, name, channel_id}'\n{\n  "id": "${id}",\n  "name": "${
        pick(["alerts", "ci"])
      }",\n  "channel_id": "${snowflake()}"\n}`;
    }),
    ...timesClean(3, "Telegram getUpdates", () => {
      return JSON.stringify({
        ok: true,
        result: [{
          update_id: Number(digits(9)),
          message: {
            message_id: num(10, 9999),
            from: { id: Number(digits(10)), is_bot: false, first_name: "Ana", language_code: "en" },
            chat: { id: -Number("100" + digits(10)), title: "ops", type: "supergroup" },
            date: Number(digits(10)),
            contact: { phone_number: phone().slice(1), first_name: "Ana" },
          },
        }],
      });
    }),
    ...timesClean(2, "Telegram docs example token", () => {
      return `The token looks like \`123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11\` (that is the example from the Bot API docs). Put yours in TELEGRAM_BOT_TOKEN and the bot will post to chat ${-Number(
        "100" + digits(10),
      )}.`;
    }),
    ...timesClean(3, "Matrix room and event ids", () => {
      return `$ curl -s https://matrix.${domain()}/_matrix/client/v3/rooms/%21${
        draw(18)
      }%3A${domain()}/messages?dir=b&limit=1 -H "Authorization: Bearer $MATRIX_TOKEN"\n{"chunk":[{"event_id":"$${
        draw(43, B64URL)
      }","room_id":"!${
        draw(18)
      }:${domain()}","sender":"@alertbot:${domain()}","type":"m.room.message","content":{"body":"disk at ${
        num(80, 99)
      }%","msgtype":"m.notice"}}]}`;
    }),
    ...timesClean(2, "Mattermost post with its ids", () => {
      return JSON.stringify({
        id: draw(26, LOWER_DIGITS),
        create_at: Number(digits(13)),
        user_id: draw(26, LOWER_DIGITS),
        channel_id: draw(26, LOWER_DIGITS),
        root_id: "",
        message: "release " + num(1, 9) + "." + num(0, 30) + " is out",
        type: "",
        hashtags: "",
        pending_post_id: "",
      });
    }),
    ...framedClean("CI workflow reading bot tokens from the secret store", [0, 4], () => {
      const body = [
        "name: notify",
        "on: [deployment_status]",
        "jobs:",
        "  notify:",
        "    runs-on: ubuntu-latest",
        "    steps:",
        "      - uses: slackapi/slack-github-action@v2",
        "        with:",
        "          method: chat.postMessage",
        "          token: ${{ secrets.SLACK_BOT_TOKEN }}",
        "          payload: |",
        `            channel: ${slackId("C")}`,
        "            text: deployed ${{ github.sha }}",
        '      - run: curl -s "https://api.telegram.org/bot${{ secrets.TG_TOKEN }}/sendMessage?chat_id=${{ vars.TG_CHAT }}&text=ok"',
      ];
      return [".github/workflows/notify.yml", body.join("\n")];
    }),
    ...timesClean(3, "Zendesk ticket", () => {
      return JSON.stringify(
        {
          ticket: {
            id: num(1000, 99999),
            url: `https://acme.zendesk.com/api/v2/tickets/${num(1000, 99999)}.json`,
            external_id: uuid(),
            subject: "SMS codes not arriving",
            requester_id: Number(digits(12)),
            via: { channel: "email", source: { from: { address: `user@${domain()}` } } },
            custom_fields: [{ id: Number(digits(12)), value: phone() }],
          },
        },
        null,
        2,
      );
    }),
    ...framedClean("APNs settings pointing at the key file", [0, 2], () => {
      return [
        "config/push.yml",
        `apns:\n  key_id: ${draw(10, UPPER_ALNUM)}\n  team_id: ${
          draw(10, UPPER_ALNUM)
        }\n  key_path: /run/secrets/AuthKey_${draw(10, UPPER_ALNUM)}.p8\n  topic: com.${
          pick(["acme", "northwind"])
        }.app\n  production: true\nfcm:\n  project_id: push-${
          hex(6)
        }\n  credentials: /run/secrets/fcm-service-account.json`,
      ];
    }),
    ...timesClean(3, "Pusher client with its public key", () => {
      return `// browser: the app key is public, the secret stays on the server\nconst pusher = new Pusher("${
        hex(20)
      }", { cluster: "${
        pick(["eu", "mt1"])
      }", authEndpoint: "/pusher/auth" });\nconst channel = pusher.subscribe("private-orders-${
        num(1, 999)
      }");`;
    }),
    ...timesClean(2, "OneSignal app id and a player id", () => {
      return `OneSignal.init({ appId: "${uuid()}", safari_web_id: "web.onesignal.auto.${uuid()}" });\n// subscribed player ${uuid()}`;
    }),
    ...timesClean(3, "webhook paths without secrets", () => {
      return `location /webhooks/ {\n  proxy_pass http://bots:8080;\n}\n# routes: /webhooks/telegram  /webhooks/slack/events  /webhooks/twilio/sms/${uuid()}\n# LINE: https://bots.${domain()}/webhooks/line  (signature in X-Line-Signature, checked in code)`;
    }),
    ...timesClean(2, "Bot Framework manifest with ids only", () => {
      return JSON.stringify(
        {
          $schema:
            "https://developer.microsoft.com/json-schemas/teams/v1.17/MicrosoftTeams.schema.json",
          manifestVersion: "1.17",
          id: uuid(),
          bots: [{ botId: uuid(), scopes: ["team", "personal"] }],
          validDomains: [`bots.${domain()}`],
          webApplicationInfo: { id: uuid(), resource: `api://bots.${domain()}/${uuid()}` },
        },
        null,
        2,
      );
    }),
    ...timesClean(3, "chat about a rotated token, no value", (i) => {
      return [
        `I rotated the Slack bot token after it showed up in the CI log (job ${
          num(1000, 99999)
        }). The new one is in Vault at kv/bots/slack and the app was reinstalled to workspace ${
          slackId("T")
        }.`,
        `Discord reset the bot token for app ${snowflake()} — update DISCORD_TOKEN in the deploy secrets, not in .env.example. Webhook ${snowflake()} was deleted.`,
        `The Telegram bot ${
          pick(["@acme_alerts_bot", "@ops_notify_bot"])
        } got a new token from @BotFather (/revoke at ${tick()}); I updated the k8s secret telegram-bot and restarted the pod.`,
      ][i]!;
    }),
  ];
}
