/**
 * Corpus nineteen, family "presigned URLs and webhooks": S3 presigned URLs with a session token,
 * GCS and CloudFront signed URLs, Azure SAS, and webhook secrets (Stripe, Slack, GitHub, Svix)
 * and webhook URLs that are themselves the credential. Decided: a presigned URL's signature is a
 * secret while the URL is live (it is a bearer of the object); a webhook's per-delivery signature
 * header is not (it proves one payload and cannot sign another), so those are clean cases.
 */
import {
  ALNUM,
  AWS_ID,
  B64URL,
  C,
  DIGITS,
  draw,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  host,
  httpDate,
  num,
  pick,
  type Piece,
  times,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_nineteen_make.ts";

/** An amz date of November 2026 (`20261127T101500Z`). */
const amzDate = () =>
  `202611${String(num(1, 27)).padStart(2, "0")}T${String(num(10, 23))}${num(10, 59)}00Z`;

/** A session token as a URL carries it: base64 whose `/`, `+` and `=` are percent-encoded. */
function sessionTokenInUrl(k: Piece): string {
  return `IQoJb3JpZ2luX2VjE${k(num(60, 90))}%2F${k(num(80, 120))}%2B${k(num(60, 90))}%3D`;
}

/** An S3 presigned GET. */
function s3Url(k: Piece, withToken: boolean): string {
  const d = amzDate();
  const id = (withToken ? "AS" + "IA" : "AK" + "IA") + k(16, AWS_ID);
  const region = pick(["eu-west-1", "us-east-1", "ap-southeast-2"]);
  return `https://${pick(["uploads", "exports", "media"])}-${
    hex(6)
  }.s3.${region}.amazonaws.com/${uuid()}.pdf` +
    `?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${id}%2F${
      d.slice(0, 8)
    }%2F${region}%2Fs3%2Faws4_request` +
    `&X-Amz-Date=${d}&X-Amz-Expires=${num(300, 604800)}` +
    (withToken ? `&X-Amz-Security-Token=${sessionTokenInUrl(k)}` : "") +
    `&X-Amz-SignedHeaders=host&X-Amz-Signature=${k(64, "0123456789abcdef")}`;
}

/** Signed URLs and webhook secrets. */
export function buildSigned(): HeldOutSecret[] {
  return [
    ...times(4, "S3 presigned URL with a session token", "url", (k) => s3Url(k, true)),
    ...times(
      3,
      "S3 presigned URL pasted in a curl command",
      "command",
      (k) => `curl -o report.pdf '${s3Url(k, false)}'`,
    ),
    ...times(3, "S3 presigned URL cut by an 80-column terminal", "wrapped", (k, add) => {
      const url =
        `https://exports-${
          hex(6)
        }.s3.amazonaws.com/${uuid()}.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256` +
        `&X-Amz-Credential=AK${"IA"}${k(16, AWS_ID)}%2F20261127%2Fus-east-1%2Fs3%2Faws4_request` +
        `&X-Amz-Date=${amzDate()}&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=`;
      const full = url + draw(64, "0123456789abcdef");
      const rows = full.match(/.{1,80}/g)!;
      // The signature's part on each row is a piece (the URL's length is fixed, so are the rows).
      rows.forEach((_, i) => {
        const part = full.slice(Math.max(i * 80, url.length), (i + 1) * 80);
        if (part.length >= 8) add(part);
      });
      return `$ aws s3 presign s3://exports/${hex(8)}.zip --expires-in 3600\n${rows.join("\n")}`;
    }),
    ...times(
      3,
      "GCS V4 signed URL",
      "url",
      (k) =>
        `https://storage.googleapis.com/${pick(["builds", "backups"])}-${
          hex(6)
        }/${uuid()}.tar.gz?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40proj-${
          num(1000, 9999)
        }.iam.gserviceaccount.com%2F20261127%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=${amzDate()}&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${
          k(512, "0123456789abcdef")
        }`,
    ),
    ...times(
      4,
      "Azure blob SAS URL",
      "url",
      (k) =>
        `https://${pick(["stprod", "stlogs", "stdata"])}${
          hex(6)
        }.blob.core.windows.net/exports/${uuid()}.json?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-${
          num(10, 30)
        }T12:00:00Z&st=2026-11-27T08:00:00Z&spr=https&sig=${k(num(18, 24))}%2B${k(num(18, 20))}%3D`,
    ),
    ...times(
      2,
      "Azure connection string with a SAS",
      "assignment",
      (k) =>
        `AZURE_STORAGE_CONNECTION_STRING="BlobEndpoint=https://st${
          hex(8)
        }.blob.core.windows.net/;SharedAccessSignature=sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2027-01-01T00:00:00Z&sig=${
          k(num(30, 40))
        }%3D"`,
    ),
    ...times(
      2,
      "CloudFront signed URL",
      "url",
      (k) =>
        `https://d${draw(13, "abcdefghijklmnopqrstuvwxyz0123456789")}.cloudfront.net/videos/${
          hex(10)
        }.m3u8?Expires=${num(1790000000, 1799999999)}&Signature=${
          k(num(160, 200), ALNUM + "-~")
        }__&Key-Pair-Id=K${draw(13, UPPER_ALNUM)}`,
    ),
    ...times(
      3,
      "stripe listen printing the webhook signing secret",
      "output",
      (k) =>
        `$ stripe listen --forward-to http://localhost:${
          num(3000, 8999)
        }/api/webhooks\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is whs${"ec"}_${
          k(32)
        } (^C to quit)\n${httpDate()}   --> checkout.session.completed [evt_${draw(24)}]`,
    ),
    ...times(
      3,
      "Stripe webhook secret in an env file",
      "assignment",
      (k) =>
        `STRIPE_PUBLISHABLE_KEY=pk_live_${draw(99)}\nSTRIPE_WEBHOOK_SECRET=whs${"ec"}_${
          k(32)
        }\nWEBHOOK_URL=https://${host()}/api/webhooks/stripe`,
    ),
    ...times(
      3,
      "Slack signing secret in a verification snippet",
      "assignment",
      (k) =>
        `// POST https://${host()}/slack/events: verify X-Slack-Signature\nconst SLACK_SIGNING_SECRET = "${
          k(32, "0123456789abcdef")
        }";\nconst base = \`v0:\${req.headers["x-slack-request-timestamp"]}:\${rawBody}\`;`,
    ),
    ...times(
      2,
      "GitHub webhook secret in a hook config",
      "block",
      (k) =>
        JSON.stringify(
          {
            name: "web",
            active: true,
            events: ["push", "pull_request"],
            config: {
              url: `https://ci.${host()}/hooks/github`,
              content_type: "json",
              secret: k(40, B64URL),
              insecure_ssl: "0",
            },
          },
          null,
          2,
        ),
    ),
    ...times(
      3,
      "Slack incoming webhook URL",
      "url",
      (k) =>
        `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' https://hooks.slack.com/services/T${
          k(10, UPPER_ALNUM)
        }/B${k(10, UPPER_ALNUM)}/${k(24)}`,
    ),
    ...times(
      2,
      "Discord webhook URL",
      "url",
      (k) => `https://discord.com/api/webhooks/${k(19, DIGITS)}/${k(68, B64URL)}`,
    ),
  ];
}

/** Signed traffic that carries no usable secret. */
export function buildCleanSigned(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (let i = 1; i <= 3; i++) {
    const ts = num(1780000000, 1790000000);
    out.push(C(
      `Stripe webhook delivery with its signature header ${i}`,
      `POST /api/webhooks/stripe HTTP/1.1\nHost: ${host()}\nStripe-Signature: t=${ts},v1=${
        hex(64)
      },v0=${hex(64)}\nContent-Type: application/json; charset=utf-8\n\n{"id":"evt_${
        draw(24)
      }","type":"invoice.paid"}`,
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `GitHub webhook delivery headers ${i}`,
      `Request URL: https://ci.${host()}/hooks/github\nRequest method: POST\nX-GitHub-Delivery: ${uuid()}\nX-GitHub-Event: push\nX-GitHub-Hook-ID: ${
        num(100000000, 999999999)
      }\nX-Hub-Signature: sha1=${hex(40)}\nX-Hub-Signature-256: sha256=${hex(64)}`,
    ));
  }
  for (let i = 1; i <= 2; i++) {
    out.push(C(
      `Slack request signature headers ${i}`,
      `X-Slack-Request-Timestamp: ${num(1780000000, 1790000000)}\nX-Slack-Signature: v0=${hex(64)}`,
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `presigned URL with the signature redacted ${i}`,
      `https://exports-${
        hex(6)
      }.s3.amazonaws.com/${uuid()}.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[REDACTED]&X-Amz-Date=${amzDate()}&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=***`,
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `S3 response ids and ETag ${i}`,
      `< HTTP/1.1 200 OK\n< x-amz-id-2: ${draw(76, ALNUM + "+/")}\n< x-amz-request-id: ${
        draw(16, UPPER_ALNUM)
      }\n< ETag: "${hex(32)}"\n< x-amz-version-id: ${
        draw(32, B64URL.replace("-", "."))
      }\n< x-amz-checksum-crc32: ${draw(6, ALNUM)}==`,
    ));
  }
  return out;
}
