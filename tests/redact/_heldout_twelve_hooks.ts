/**
 * Corpus twelve: URLs that are themselves the secret or carry it in path or query — notification
 * URLs of Apprise, chat-ops webhooks, automation hooks, signed workflow triggers, function keys,
 * deploy hooks of hosting platforms, build triggers and heartbeat pings. Shapes: url.
 */
import {
  BASE64URL,
  DIGITS,
  g,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  S,
  upw,
  uuid,
} from "./_heldout_twelve_make.ts";

export function hookUrls(): HeldOutSecret[] {
  return [
    S(
      "url",
      "apprise telegram url",
      (k) => `APPRISE_URLS="tgram://${g(10, DIGITS)}:AA${k(33, BASE64URL)}/${g(9, DIGITS)}"`,
    ),
    S(
      "url",
      "apprise mailto with password",
      (_k, add) =>
        `apprise -b "backup ok" "mailtos://alerts:${
          add(upw())
        }@smtp.example.org?to=ops@example.org"`,
    ),
    S("url", "apprise discord url", (k) => `discord://${g(19, DIGITS)}/${k(68, BASE64URL)}`),
    S(
      "url",
      "feishu bot webhook",
      (_k, add) => `https://open.feishu.cn/open-apis/bot/v2/hook/${add(uuid())}`,
    ),
    S(
      "url",
      "dingtalk robot access token",
      (k) =>
        `curl 'https://oapi.dingtalk.com/robot/send?access_token=${
          k(64, HEX)
        }' -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"deploy ok"}}'`,
    ),
    S(
      "url",
      "wecom group robot key",
      (_k, add) =>
        `WECOM_WEBHOOK=https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${add(uuid())}`,
    ),
    S(
      "url",
      "mattermost incoming webhook",
      (k) => `MATTERMOST_HOOK=https://chat.example.org/hooks/${k(26, LOWER_DIGITS)}`,
    ),
    S(
      "url",
      "rocket chat incoming webhook",
      (k) => `https://rocket.example.org/hooks/${k(24)}/${k(48)}`,
    ),
    S(
      "url",
      "ifttt maker webhook key",
      (k) => `https://maker.ifttt.com/trigger/door_open/with/key/${k(22, BASE64URL)}`,
    ),
    S("url", "make scenario webhook", (k) => `https://hook.eu2.make.com/${k(32, LOWER_DIGITS)}`),
    S(
      "url",
      "power automate signed trigger url",
      (k) =>
        `https://prod-42.westeurope.logic.azure.com:443/workflows/${
          g(32, HEX)
        }/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${
          k(43, BASE64URL)
        }`,
    ),
    S(
      "url",
      "azure function key in query",
      (k) => `POST https://shop-fn.azurewebsites.net/api/resize?code=${k(54, BASE64URL)}==`,
    ),
    S(
      "url",
      "firebase realtime database legacy secret",
      (k) =>
        `curl "https://shop-prod-default-rtdb.europe-west1.firebasedatabase.app/orders.json?auth=${
          k(40)
        }"`,
    ),
    S(
      "url",
      "firebase storage download token",
      (_k, add) =>
        `https://firebasestorage.googleapis.com/v0/b/shop-prod.appspot.com/o/invoices%2F2026-03.pdf?alt=media&token=${
          add(uuid())
        }`,
    ),
    S(
      "url",
      "netlify build hook",
      (k) => `curl -X POST -d {} https://api.netlify.com/build_hooks/${k(24, HEX)}`,
    ),
    S(
      "url",
      "vercel deploy hook",
      (k) => `https://api.vercel.com/v1/integrations/deploy/prj_${g(28)}/${k(10)}`,
    ),
    S(
      "url",
      "render deploy hook key",
      (k) => `https://api.render.com/deploy/srv-${g(20, LOWER_DIGITS)}?key=${k(11)}`,
    ),
    S(
      "url",
      "jenkins build by token",
      (k) => `curl -X POST "https://ci.corp.example/job/shop-deploy/build?token=${k(32)}"`,
    ),
    S(
      "url",
      "gitlab pipeline trigger url",
      (k) =>
        `curl -X POST --fail -F token=glptt-${
          k(40, HEX)
        } -F ref=main https://gitlab.corp.example/api/v4/projects/42/trigger/pipeline`,
    ),
    S(
      "url",
      "healthchecks ping url",
      (_k, add) =>
        `0 3 * * * /usr/local/bin/backup.sh && curl -fsS -m 10 --retry 5 https://hc-ping.com/${
          add(uuid())
        }`,
    ),
    S(
      "url",
      "uptime kuma push url",
      (k) => `https://status.example.org/api/push/${k(10)}?status=up&msg=OK&ping=`,
    ),
  ];
}
