/**
 * Corpus eleven, secrets in URLs: userinfo passwords, query strings and fragments, webhook paths
 * (Slack, Discord, Teams, Google Chat, Zapier, Telegram), SAS tokens and connection strings,
 * presigned signatures, reset and invite links.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  guid,
  HEX,
  LOWER_DIGITS,
  pwd,
  S,
  UPPER_DIGITS,
  UPPER_NUM,
  urlPwd,
} from "./_heldout_eleven_make.ts";

export function urls(): HeldOutSecret[] {
  return [
    S(
      "url",
      "postgres url with userinfo password",
      (_k, add) =>
        `DATABASE_URL=postgresql://orders_rw:${
          add(urlPwd())
        }@orders.cluster-cz1.eu-west-1.rds.amazonaws.com:5432/orders`,
    ),
    S("url", "percent-encoded password in url", (_k, add) => {
      const raw = g(6) + "@" + g(5) + "/" + g(4);
      return `mysql://root:${add(encodeURIComponent(raw))}@127.0.0.1:3306/wp`;
    }),
    S(
      "url",
      "amqp url in prose",
      (_k, add) =>
        `broker is at amqps://events:${add(urlPwd())}@b-1.mq.eu-west-1.amazonaws.com:5671 now`,
    ),
    S(
      "url",
      "redis url with only password",
      (k) =>
        `REDIS_URL=rediss://:${
          k(32, ALNUM)
        }@redis-14022.c1.eu-central-1-1.ec2.cloud.redislabs.com:14022`,
    ),
    S(
      "url",
      "mongodb url with options",
      (_k, add) =>
        `mongodb://reporter:${
          add(urlPwd())
        }@mongo-0.mongo,mongo-1.mongo/reports?replicaSet=rs0&authSource=admin`,
    ),
    S(
      "url",
      "ftp url with credentials",
      (_k, add) => `lftp ftp://upload:${add(urlPwd())}@ftp.partner.example/incoming`,
    ),
    S(
      "url",
      "smtp url with password",
      (_k, add) =>
        `EMAIL_URL=smtp+tls://postmaster%40mg.acme.example:${add(g(32, HEX))}-${
          add(g(8, HEX))
        }@smtp.mailgun.org:587`,
    ),
    S(
      "url",
      "https url with api key query param",
      (k) =>
        `https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=AIza${
          k(35, BASE64URL)
        }`,
    ),
    S(
      "url",
      "url with access_token param in middle",
      (k) =>
        `https://graph.facebook.com/v19.0/me/accounts?access_token=EAAG${k(180)}&fields=name,id`,
    ),
    S(
      "url",
      "url with token in fragment",
      (k) =>
        `https://app.acme.example/oauth/callback#access_token=${
          k(43, BASE64URL)
        }&token_type=bearer&expires_in=3600`,
    ),
    S(
      "url",
      "url with password param in form get",
      (_k, add) => `GET /login.php?user=admin&pass=${add(urlPwd())}&submit=1 HTTP/1.1`,
    ),
    S(
      "url",
      "slack incoming webhook",
      (k) =>
        `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' https://hooks.slack.com/services/T${
          g(10, UPPER_NUM)
        }/B${g(10, UPPER_NUM)}/${k(24)}`,
    ),
    S(
      "url",
      "discord webhook in env",
      (k) =>
        `DISCORD_WEBHOOK=https://discord.com/api/webhooks/${g(19, DIGITS)}/${k(68, BASE64URL)}`,
    ),
    S(
      "url",
      "teams incoming webhook",
      (k) =>
        `https://acme.webhook.office.com/webhookb2/${guid()}@${guid()}/IncomingWebhook/${
          k(32, HEX)
        }/${guid()}/V2${k(40, BASE64URL)}`,
    ),
    S(
      "url",
      "google chat webhook key and token",
      (k) =>
        `https://chat.googleapis.com/v1/spaces/AAAA${g(7)}/messages?key=AIza${
          k(35, BASE64URL)
        }&token=${k(43, BASE64URL)}%3D`,
    ),
    S(
      "url",
      "zapier catch hook",
      (k) => `POST https://hooks.zapier.com/hooks/catch/${g(7, DIGITS)}/${k(8, LOWER_DIGITS)}/`,
    ),
    S(
      "url",
      "telegram bot api url",
      (k) =>
        `https://api.telegram.org/bot${g(10, DIGITS)}:AA${
          k(33, BASE64URL)
        }/sendMessage?chat_id=-100${g(10, DIGITS)}`,
    ),
    S(
      "url",
      "azure blob sas url",
      (k) =>
        `https://acmebackups.blob.core.windows.net/db/dump.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-07-01T00:00:00Z&st=2024-06-12T00:00:00Z&spr=https&sig=${
          k(43, BASE64)
        }%3D`,
    ),
    S(
      "url",
      "azure service bus connection string",
      (k) =>
        `Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${
          k(43, BASE64)
        }=`,
    ),
    S(
      "url",
      "azure storage connection string",
      (k) =>
        `DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=${
          k(86, BASE64)
        }==;EndpointSuffix=core.windows.net`,
    ),
    S(
      "url",
      "s3 presigned url signature",
      (k) =>
        `https://acme-exports.s3.eu-west-1.amazonaws.com/2024/06/export.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${
          g(16, UPPER_DIGITS)
        }%2F20240612%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20240612T102231Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${
          k(64, HEX)
        }`,
    ),
    S(
      "url",
      "gcs signed url",
      (k) =>
        `https://storage.googleapis.com/acme-media/v.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%40acme.iam.gserviceaccount.com%2F20240612%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20240612T102231Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${
          k(512, HEX)
        }`,
    ),
    S(
      "url",
      "s3 presigned url with security token",
      (k) =>
        `?X-Amz-Security-Token=IQoJb3JpZ2luX2Vj${k(200, ALNUM + "%")}&X-Amz-Signature=${
          k(64, HEX)
        }`,
    ),
    S(
      "url",
      "password reset link token",
      (k) =>
        `Reset your password: https://app.acme.example/reset?token=${
          k(64, HEX)
        } (expires in 1 hour)`,
    ),
    S(
      "url",
      "magic login link",
      (k) => `https://acme.slack.com/z-app-${g(12, DIGITS)}-${k(40, LOWER_DIGITS)}?s=slack`,
    ),
    S(
      "url",
      "invite link with secret code",
      (k) => `join with https://meet.acme.example/j/${g(10, DIGITS)}?pwd=${k(32, ALNUM)}.1`,
    ),
    S(
      "url",
      "git remote with bitbucket app password",
      (_k, add) =>
        `origin\thttps://acme-ci:${add("ATBB" + g(28))}@bitbucket.org/acme/api.git (fetch)`,
    ),
    S(
      "url",
      "jdbc url with password param",
      (_k, add) =>
        `jdbc:sqlserver://sql01:1433;databaseName=crm;user=crm;password=${add(pwd())};encrypt=true`,
    ),
    S(
      "url",
      "elastic url with basic credentials",
      (_k, add) => `ES_URL=https://elastic:${add(urlPwd())}@es01.internal:9200`,
    ),
    S(
      "url",
      "websocket url with token query",
      (k) => `wss://stream.acme.example/v1/live?token=${k(48, BASE64URL)}&channel=orders`,
    ),
    S(
      "url",
      "rtsp camera url",
      (_k, add) =>
        `ffmpeg -i "rtsp://admin:${
          add(urlPwd())
        }@192.168.1.64:554/Streaming/Channels/101" -t 10 clip.mp4`,
    ),
    S(
      "url",
      "docker registry url with creds in compose",
      (_k, add) => `image: https://ci:${add(urlPwd())}@registry.corp.example/acme/api:1.4`,
    ),
    S(
      "url",
      "proxy env with credentials",
      (_k, add) => `export HTTPS_PROXY=http://jdoe:${add(urlPwd())}@proxy.corp.example:3128`,
    ),
    S(
      "url",
      "pagerduty events routing key in json",
      (k) =>
        `{"routing_key":"${
          k(32, HEX)
        }","event_action":"trigger","payload":{"summary":"disk full","severity":"critical","source":"db-1"}}`,
    ),
    S(
      "url",
      "webhook url with secret path segment",
      (k) =>
        `Stripe-style endpoint registered: https://api.acme.example/hooks/inbound/${
          k(40, LOWER_DIGITS)
        }`,
    ),
    S(
      "url",
      "home assistant long-lived token in url",
      (k) => `http://homeassistant.local:8123/api/camera_proxy/camera.door?token=${k(64, HEX)}`,
    ),
  ];
}
