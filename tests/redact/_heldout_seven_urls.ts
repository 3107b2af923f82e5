/**
 * Held-out corpus seven (see _heldout_seven.ts): secrets in URLs and connection strings (database
 * and broker URLs, JDBC and ADO.NET strings, presigned and signed URLs, webhooks).
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { alnumPass, g, hex, pass, S } from "./_heldout_seven_make.ts";

const a = Array.from({ length: 12 }, () => alnumPass(18));
const q = [pass(14)];
const bearer = g(48);
const presignSig = hex(64);
const presignToken = g(300, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789%");
const sasSig = g(44, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");
const goog = hex(256);
const zapier = g(7, "abcdefghijklmnopqrstuvwxyz0123456789");
const ifttt = g(22);
const owm = hex(32);

export const SEVEN_URL_SECRETS: readonly HeldOutSecret[] = [
  S(
    "url",
    "postgres url in psql",
    `$ psql "postgresql://reporting:${
      a[0]
    }@db-replica.acme.internal:5432/warehouse?sslmode=verify-full"`,
    a[0]!,
  ),
  S("url", "mysql url in env", `DATABASE_URL=mysql://root:${a[1]}@127.0.0.1:3306/app_test`, a[1]!),
  S(
    "url",
    "redis url password only",
    `REDIS_URL=redis://:${a[2]}@redis-master.cache.svc.cluster.local:6379/0`,
    a[2]!,
  ),
  S(
    "url",
    "amqp url in log",
    `2026-11-27 10:14:02,118 INFO [celery] Connected to amqp://orders:${
      a[3]
    }@rabbitmq.acme.internal:5672//`,
    a[3]!,
  ),
  S(
    "url",
    "smtp url",
    `EMAIL_URL=smtp://postmaster@mg.acme.dev:${a[4]}@smtp.eu.mailgun.org:587/?tls=True`,
    a[4]!,
  ),
  S(
    "url",
    "mongodb url with replica set",
    `mongodump --uri="mongodb://backup:${
      a[5]
    }@mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0&authSource=admin" --gzip`,
    a[5]!,
  ),
  S(
    "url",
    "jdbc url with password parameter",
    `jdbc:sqlserver://sql01.acme.internal:1433;databaseName=Billing;user=billing_rw;password=${
      a[6]
    };encrypt=true`,
    a[6]!,
  ),
  S(
    "url",
    "jdbc postgres query password",
    `spring.datasource.url=jdbc:postgresql://pg:5432/app?user=app&password=${a[7]}&ssl=true`,
    a[7]!,
  ),
  S(
    "url",
    "ado net connection string in code",
    `var cs = "Data Source=tcp:acme.database.windows.net,1433;Initial Catalog=crm;User ID=crm_app;Password=${
      a[8]
    };";`,
    a[8]!,
  ),
  S(
    "url",
    "https basic auth in pip install",
    `pip install --index-url https://deploy:${
      a[9]
    }@nexus.acme.internal/repository/pypi/simple acme-core==4.2.0`,
    a[9]!,
  ),
  S(
    "url",
    "ftp url",
    `lftp -e "mirror -R dist /htdocs" ftp://acme_web:${a[10]}@ftp.hosting.example.net`,
    a[10]!,
  ),
  S(
    "url",
    "elasticsearch url",
    `ELASTICSEARCH_URL=https://elastic:${a[11]}@es.acme.internal:9200`,
    a[11]!,
  ),
  S(
    "url",
    "url-encoded password with at and slash",
    `DATABASE_URL=postgres://app:${encodeURIComponent(q[0]! + "@/")}@db:5432/app`,
    q[0]! + "@/",
  ),
  S(
    "url",
    "token as query parameter",
    `GET /api/v2/export?format=csv&access_token=${bearer} HTTP/1.1" 200 48211 "-" "python-requests/2.32.3"`,
    bearer,
  ),
  S(
    "url",
    "api key query param in fetch",
    `const res = await fetch(\`https://api.openweathermap.org/data/2.5/weather?q=Oslo&appid=${owm}&units=metric\`);`,
    owm,
  ),
  S(
    "url",
    "s3 presigned url",
    `https://acme-exports.s3.eu-west-1.amazonaws.com/2026/11/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA${
      g(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    }%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T101500Z&X-Amz-Expires=3600&X-Amz-Security-Token=${presignToken}&X-Amz-SignedHeaders=host&X-Amz-Signature=${presignSig}`,
    presignToken,
    presignSig,
  ),
  S(
    "url",
    "azure sas url",
    `https://acmebackups.blob.core.windows.net/db/dump.bak?sv=2022-11-02&ss=b&srt=o&sp=rl&se=2026-12-01T00:00:00Z&st=2026-11-27T00:00:00Z&spr=https&sig=${
      encodeURIComponent(sasSig + "=")
    }`,
    sasSig,
  ),
  S(
    "url",
    "gcs signed url",
    `https://storage.googleapis.com/acme-media/v.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40acme.iam.gserviceaccount.com%2F20261127%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261127T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${goog}`,
    goog,
  ),
  S(
    "url",
    "zapier hook",
    `ZAPIER_HOOK=https://hooks.zapier.com/hooks/catch/${g(7, "0123456789")}/${zapier}/`,
    zapier,
  ),
  S(
    "url",
    "ifttt maker key",
    `curl -X POST https://maker.ifttt.com/trigger/build_failed/with/key/${ifttt}`,
    ifttt,
  ),
];
