/**
 * Corpus thirty-one, what tools print: `postconf -n` with an inline credential, a bot's crash log
 * with its token in the request URL, a mail header dump carrying a secret, a whole `.env` of a bot,
 * `docker compose config` of a mail stack, `journalctl` of a notifier, and a chat message quoting
 * a token the user was told to rotate.
 */
import {
  B64,
  digits,
  domain,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  ip,
  LOWER_DIGITS,
  num,
  phone,
  pick,
  plainPass,
  pubIp,
  queueId,
  syslogTime,
  tick,
  times,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyone_make.ts";
import { discordToken, slackBot, snowflake, telegramToken } from "./_heldout_thirtyone_bots.ts";

/** The secret cases of the printed-output family. */
export function buildPrinted(): HeldOutSecret[] {
  return [
    ...times(3, "output", "postconf -n with a static SASL map", (k) => {
      return [
        "$ postconf -n",
        "alias_database = hash:/etc/aliases",
        "compatibility_level = 3.6",
        "inet_interfaces = all",
        `myhostname = mail.${domain()}`,
        `mynetworks = 127.0.0.0/8 ${ip()}/24`,
        `relayhost = [smtp.${domain()}]:587`,
        "smtp_sasl_auth_enable = yes",
        `smtp_sasl_password_maps = inline:{ [smtp.${domain()}]:587=relay:${plainPass(k)} }`,
        "smtp_tls_security_level = encrypt",
        "smtpd_tls_cert_file = /etc/letsencrypt/live/mail/fullchain.pem",
      ].join("\n");
    }),
    ...times(3, "output", "telegram bot crash log with the token in the URL", (_k, add) => {
      const t = add(telegramToken());
      return [
        "Traceback (most recent call last):",
        '  File "/app/bot.py", line 88, in <module>',
        "    app.run_polling()",
        '  File "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py", line 118, in map_httpcore_exceptions',
        "    raise mapped_exc(message) from exc",
        `httpx.ConnectError: [Errno -3] Temporary failure in name resolution (url: https://api.telegram.org/bot${t}/getUpdates)`,
        `telegram.error.NetworkError: httpx.ConnectError: All connection attempts failed`,
      ].join("\n");
    }),
    ...times(3, "output", "discord.py crash log printing the token", (_k, add) => {
      const t = add(discordToken());
      return [
        `[${
          tick().slice(0, 19).replace("T", " ")
        }] [INFO    ] discord.client: logging in using static token`,
        `[${
          tick().slice(0, 19).replace("T", " ")
        }] [DEBUG   ] bot: config loaded {'token': '${t}', 'prefix': '!', 'guild': ${snowflake()}}`,
        "Traceback (most recent call last):",
        "discord.errors.LoginFailure: Improper token has been passed.",
      ].join("\n");
    }),
    ...times(3, "output", "slack bolt error log with the token", (_k, add) => {
      const t = add(slackBot());
      return `${tick()} [ERROR]  bolt-app An API error occurred: invalid_auth\n${tick()} [DEBUG]  web-api:WebClient:0 http request url: https://slack.com/api/auth.test body: {"token":"${t}"}\n${tick()} [INFO]  bolt-app ⚡️ Bolt app is running!`;
    }),
    ...times(3, "output", "mail header dump with a secret in a custom header", (k) => {
      const d = domain();
      return [
        `Return-Path: <bounce+${hex(6)}@mg.${d}>`,
        `Received: from mg.${d} (mg.${d} [${pubIp()}]) by mx.${domain()} with ESMTPS id ${queueId()}; Thu, 26 Nov 2026 10:${
          num(10, 59)
        }:${num(10, 59)} +0000`,
        `DKIM-Signature: a=rsa-sha256; v=1; c=relaxed/relaxed; d=${d}; s=mx; h=Subject: From: To; bh=${
          draw(43, B64)
        }=; b=${draw(172, B64)}`,
        `Message-ID: <${hex(16)}.${digits(6)}@${d}>`,
        `X-Mailgun-Variables: {"user_id": "${digits(6)}", "reset_token": "${k(40)}"}`,
        `X-Api-Key: ${k(32, HEX)}`,
        "Subject: Reset your password",
      ].join("\n");
    }),
    ...times(3, "assignment", "a whole .env of a chat bot", (k, add) => {
      return [
        "# bot settings",
        "NODE_ENV=production",
        "LOG_LEVEL=info",
        `BOT_NAME=${pick(["helper", "ops-bot", "standup"])}`,
        `SLACK_BOT_TOKEN=${add(slackBot())}`,
        `SLACK_SIGNING_SECRET=${k(32, HEX)}`,
        `DATABASE_URL=postgres://bot:${plainPass(k)}@${ip()}:5432/bot`,
        `REDIS_URL=redis://${ip()}:6379/0`,
        `TWILIO_AUTH_TOKEN=${k(32, HEX)}`,
        `ADMIN_PHONE=${phone()}`,
        `SENTRY_ENVIRONMENT=prod`,
      ].join("\n");
    }),
    ...times(2, "output", "docker compose config of a mail stack", (k) => {
      return [
        "$ docker compose config",
        "services:",
        "  mailserver:",
        "    environment:",
        `      OVERRIDE_HOSTNAME: mail.${domain()}`,
        `      RELAY_HOST: smtp.${domain()}`,
        '      RELAY_PORT: "587"',
        "      RELAY_USER: apikey",
        `      RELAY_PASSWORD: ${k(num(30, 40))}`,
        "    image: ghcr.io/docker-mailserver/docker-mailserver:14",
      ].join("\n");
    }),
    ...times(2, "output", "journalctl of an SMS notifier", (k) => {
      return `$ journalctl -u sms-notify --since today\n${syslogTime()} ops sms-notify[${
        num(100, 9999)
      }]: sending to ${phone()} via vonage\n${syslogTime()} ops sms-notify[${
        num(100, 9999)
      }]: POST https://rest.nexmo.com/sms/json?api_key=${hex(8)}&api_secret=${k(16)}&to=${
        phone().slice(1)
      } -> 200`;
    }),
    ...times(2, "encoded", "Slack webhook URL-encoded in a form post log", (k) => {
      const hook = `https://hooks.slack.com/services/T${draw(10, UPPER_ALNUM)}/B${
        draw(10, UPPER_ALNUM)
      }/${k(24)}`;
      return `${tick()} POST https://alerts.${domain()}/api/integrations\n  body: kind=slack&name=ops&url=${
        encodeURIComponent(hook)
      }&user=U${draw(10, UPPER_ALNUM)}`;
    }),
    ...times(2, "wrapped", "Matrix shared secret wrapped in an email", (k) => {
      return `Hi team,\n\nthe new registration secret for matrix.${domain()} is\n\n  ${
        k(28, LOWER_DIGITS)
      }\n  ${
        k(28, LOWER_DIGITS)
      }\n\n(one line, I split it so the mail client does not mangle it). Please rotate after onboarding.\n\n${uuid()}`;
    }),
  ];
}
