/** Held-out corpus eight: URLs with userinfo and connection strings of databases and brokers. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { AN, B64URL, g, HEX, pw, pwAlnum, sec } from "./_heldout_eight_make.ts";

export const EIGHT_URLS: readonly HeldOutSecret[] = [
  sec(
    "url",
    "postgres url in env",
    [pw(16, "!*-_.~")],
    ([a]) => `DATABASE_URL=postgres://app:${a}@db.acme.internal:5432/app?sslmode=require`,
  ),
  sec(
    "url",
    "postgresql url psql command",
    [pwAlnum(20)],
    ([a]) => `psql "postgresql://analyst:${a}@10.20.0.5/warehouse"`,
  ),
  sec(
    "url",
    "mysql url in log",
    [pw(14, "!*-_.~")],
    ([a]) =>
      `[2026-11-27 10:01:44] ERROR Could not connect to mysql://root:${a}@127.0.0.1:3306/shop: ECONNREFUSED`,
  ),
  sec(
    "url",
    "mongodb srv url",
    [pwAlnum(16)],
    ([a]) =>
      `MONGO_URI="mongodb+srv://admin:${a}@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority"`,
  ),
  sec(
    "url",
    "redis url tls",
    [g(32, AN)],
    ([a]) => `REDIS_URL=rediss://default:${a}@eu1-driven-cod-12345.upstash.io:6379`,
  ),
  sec(
    "url",
    "redis url password only",
    [pw(18, "!*-_.~")],
    ([a]) => `CELERY_BROKER_URL = "redis://:${a}@redis:6379/0"`,
  ),
  sec(
    "url",
    "amqp url",
    [pw(16, "!*-_.~")],
    ([a]) => `amqp://orders:${a}@rabbit.acme.internal:5672/%2Fprod`,
  ),
  sec(
    "url",
    "kafka sasl jaas",
    [pw(20)],
    ([a]) =>
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${
        g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }" password="${a}";`,
  ),
  sec(
    "url",
    "jdbc url with password parameter",
    [pw(16, "!*-_.~")],
    ([a]) => `jdbc:mysql://db1:3306/erp?user=erp&password=${a}&useSSL=true`,
  ),
  sec(
    "url",
    "sqlserver ado string",
    [pw(16)],
    ([a]) =>
      `Server=sql01.acme.local;Database=Payroll;User Id=payroll_svc;Password=${a};TrustServerCertificate=True`,
  ),
  sec(
    "url",
    "oracle easy connect",
    [pwAlnum(14)],
    ([a]) => `sqlplus system/${a}@//ora.acme.local:1521/ORCLPDB1`,
  ),
  sec(
    "url",
    "clickhouse url",
    [pw(16, "!*-_.~")],
    ([a]) => `clickhouse://default:${a}@ch.acme.io:9440/events?secure=true`,
  ),
  sec(
    "url",
    "elasticsearch url in code",
    [pwAlnum(24)],
    ([a]) => `es = Elasticsearch("https://elastic:${a}@es01.acme.local:9200", verify_certs=False)`,
  ),
  sec(
    "url",
    "neo4j credentials",
    [pwAlnum(16)],
    ([a]) => `NEO4J_URI=neo4j+s://db.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD=${a}`,
  ),
  sec(
    "url",
    "ftp url",
    [pw(12, "!*-_.~")],
    ([a]) => `wget ftp://backup:${a}@files.acme.local/dumps/latest.sql.gz`,
  ),
  sec(
    "url",
    "smtp url",
    [pw(16, "!*-_.~")],
    ([a]) => `MAILER_DSN=smtp://apikey:${a}@smtp.sendgrid.net:587`,
  ),
  sec(
    "url",
    "git https url with token user",
    [g(40, HEX)],
    ([a]) =>
      `fatal: unable to access 'https://${a}@git.acme.io/platform/api.git/': SSL certificate problem`,
  ),
  sec(
    "url",
    "proxy url",
    [pw(14, "!*-_.~")],
    ([a]) => `export HTTPS_PROXY=http://jdoe:${a}@proxy.corp.acme.com:3128`,
  ),
  sec(
    "url",
    "password percent encoded in url",
    [g(6, AN) + "%40" + g(5, AN) + "%23" + g(4, AN)],
    ([a]) => `postgres://svc:${a}@pg.acme.io/db`,
  ),
  sec("url", "nats url", [g(24, AN)], ([a]) => `nats://app:${a}@nats.acme.internal:4222`),
  sec(
    "url",
    "mqtt url",
    [pw(14, "!*-_.~")],
    ([a]) => `client.connect("mqtts://device-17:${a}@broker.hivemq.cloud:8883")`,
  ),
  sec(
    "url",
    "influx token",
    [g(86, B64URL) + "=="],
    ([a]) =>
      `influx config create --config-name prod --host-url https://eu-central-1-1.aws.cloud2.influxdata.com --org acme --token ${a} --active`,
  ),
  sec(
    "url",
    "webhook url with token query",
    [g(40, AN)],
    ([a]) => `POST https://api.acme.io/hooks/deploy?token=${a} -> 202 Accepted`,
  ),
  sec(
    "url",
    "signed s3 url",
    [g(64, HEX), g(200, AN)],
    ([a, t]) =>
      `https://acme-backups.s3.eu-west-1.amazonaws.com/db.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA${
        g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      }%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T101500Z&X-Amz-Expires=3600&X-Amz-Security-Token=IQoJb3JpZ2luX2Vj${t}&X-Amz-SignedHeaders=host&X-Amz-Signature=${a}`,
  ),
];
