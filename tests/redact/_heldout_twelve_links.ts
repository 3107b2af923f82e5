/**
 * Corpus twelve: links and connection URLs with a secret — an OAuth implicit-flow fragment, signed
 * storage links, meeting links with a password, an authenticator export URI, magic login links,
 * and database, broker, file-sharing and telephony URLs of less common engines. Shapes: url.
 */
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  pwd,
  S,
  upw,
} from "./_heldout_twelve_make.ts";

export function linkUrls(): HeldOutSecret[] {
  return [
    S(
      "url",
      "oauth implicit flow fragment",
      (k) =>
        `http://localhost:3000/callback#access_token=${
          k(40, BASE64URL)
        }&token_type=Bearer&expires_in=3600&state=${g(16, HEX)}`,
    ),
    S(
      "url",
      "oauth callback with id token in fragment",
      (k) =>
        `https://app.example.org/auth/callback#id_token=${
          jwt(
            {
              iss: "https://accounts.google.com",
              aud: "123.apps.googleusercontent.com",
              sub: g(21, DIGITS),
              email: "dev@example.org",
            },
            "RS256",
            k,
          )
        }&state=${g(12)}`,
    ),
    S(
      "url",
      "zoom meeting link with password",
      (k) => `Join: https://us06web.zoom.us/j/${g(11, DIGITS)}?pwd=${k(32)}.1`,
    ),
    S(
      "url",
      "authenticator export uri",
      (_k, add) =>
        `otpauth-migration://offline?data=${
          add(encodeURIComponent(b64("\n" + g(20) + "\u0012\u0007github" + g(12)) + "=="))
        }`,
    ),
    S(
      "url",
      "neo4j bolt url with password",
      (_k, add) => `NEO4J_URI=neo4j+s://neo4j:${add(upw())}@${g(8, HEX)}.databases.neo4j.io`,
    ),
    S(
      "url",
      "couchbase connection with credentials",
      (_k, add) => `couchbases://app:${add(upw())}@cb.${g(10, LOWER_DIGITS)}.cloud.couchbase.com`,
    ),
    S(
      "url",
      "clickhouse http url",
      (_k, add) =>
        `CLICKHOUSE_URL=https://default:${add(upw())}@${
          g(10, LOWER_DIGITS)
        }.eu-central-1.aws.clickhouse.cloud:8443`,
    ),
    S(
      "url",
      "opensearch url",
      (_k, add) =>
        `OPENSEARCH_URL=https://admin:${add(upw())}@search-logs-${
          g(26, LOWER_DIGITS)
        }.eu-west-1.es.amazonaws.com`,
    ),
    S(
      "url",
      "mqtt url with credentials",
      (_k, add) => `MQTT_URL=mqtts://zigbee2mqtt:${add(upw())}@mqtt.lan:8883`,
    ),
    S(
      "url",
      "s3 url with key and secret",
      (k) =>
        `restic -r s3:https://AKIA${g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}:${
          k(40, BASE64URL)
        }@s3.eu-central-1.amazonaws.com/backups snapshots`,
    ),
    S(
      "url",
      "webdav url in rclone remote",
      (_k, add) =>
        `rclone lsd :webdav,url='https://nextcloud.example.org/remote.php/dav/files/anna',user=anna,pass=${
          add(g(24, BASE64URL))
        }:`,
    ),
    S(
      "url",
      "svn url with password",
      (_k, add) =>
        `svn checkout https://builder:${add(upw())}@svn.corp.example/repos/legacy/trunk legacy`,
    ),
    S(
      "url",
      "imap url in a fetchmail style config",
      (_k, add) => `IMAP_URL=imaps://me%40example.org:${add(upw())}@imap.example.org:993/INBOX`,
    ),
    S(
      "url",
      "sip uri with password",
      (_k, add) => `sip:1001:${add(upw())}@pbx.example.org;transport=tls`,
    ),
    S("url", "vnc connection url", (_k, add) => `vnc://:${add(g(8))}@10.0.0.44:5900`),
    S(
      "url",
      "jdbc sql server url with password property",
      (_k, add) =>
        `jdbc:sqlserver://sql01.corp:1433;databaseName=Billing;user=billing;password=${
          add(pwd(18).replace(/[;{}]/g, "j"))
        };encrypt=true`,
    ),
    S(
      "url",
      "oracle thin url with password",
      (_k, add) => `jdbc:oracle:thin:scott/${add(upw())}@//ora.corp:1521/ORCLPDB1`,
    ),
    S(
      "url",
      "kafka url with sasl credentials",
      (_k, add) => `KAFKA_URL=kafka+ssl://svc-orders:${add(upw())}@broker-1.kafka.internal:9093`,
    ),
    S(
      "url",
      "supabase storage signed url",
      (k) =>
        `https://${
          g(20, "abcdefghijklmnopqrst")
        }.supabase.co/storage/v1/object/sign/invoices/2026-03.pdf?token=${
          jwt({ url: "invoices/2026-03.pdf", iat: 1767225600, exp: 1767229200 }, "HS256", k)
        }`,
    ),
    S(
      "url",
      "magic login link",
      (k) =>
        `Click to sign in: https://app.example.org/auth/magic?email=anna%40example.org&token=${
          k(64, HEX)
        }`,
    ),
    S(
      "url",
      "kubernetes dashboard url with token",
      (k) =>
        `http://localhost:8001/api/v1/namespaces/kubernetes-dashboard/services/https:kubernetes-dashboard:/proxy/#/login?token=${
          jwt(
            {
              iss: "kubernetes/serviceaccount",
              "kubernetes.io/serviceaccount/namespace": "kube-system",
            },
            "RS256",
            k,
          )
        }`,
    ),
    S(
      "url",
      "git url with bitbucket app password",
      (k) => `git clone https://x-token-auth:ATBB${k(32)}@bitbucket.org/shop/mobile.git`,
    ),
    S(
      "url",
      "line notify style token in query",
      (k) => `https://notify.example.org/api/notify?access_token=${k(43, ALNUM)}&message=door`,
    ),
    S(
      "url",
      "websocket url with api key",
      (k) => `const ws = new WebSocket("wss://stream.example.com/v1/ticks?apikey=${k(32)}");`,
    ),
    S("url", "pgbouncer style url with percent encoded password", (_k, add) => {
      const p = g(8) + "/" + g(8) + "#";
      return `DATABASE_URL=postgres://app:${add(encodeURIComponent(p))}@pgbouncer:6432/app`;
    }),
    S(
      "url",
      "redis sentinel url",
      (_k, add) =>
        `REDIS_URL=redis+sentinel://:${add(upw())}@sentinel-0:26379,sentinel-1:26379/mymaster/0`,
    ),
    S(
      "url",
      "amqp url with vhost",
      (_k, add) => `CELERY_BROKER_URL=amqps://celery:${add(upw())}@mq.internal:5671/%2Fshop`,
    ),
    S(
      "url",
      "basic auth url in a browser bookmark",
      (_k, add) => `https://admin:${add(upw())}@router.lan/cgi-bin/luci`,
    ),
    S(
      "url",
      "tunnel share url with secret path",
      (k) =>
        `Public URL: https://${g(8, LOWER_DIGITS)}.trycloudflare.com/share/${k(40, BASE64URL)}`,
    ),
    S(
      "url",
      "s3 compatible presigned with v2 signature",
      (_k, add) =>
        `https://minio.internal:9000/backups/db.sql.gz?AWSAccessKeyId=minio-ci&Expires=1767229200&Signature=${
          add(encodeURIComponent(g(27, BASE64) + "="))
        }`,
    ),
  ];
}
