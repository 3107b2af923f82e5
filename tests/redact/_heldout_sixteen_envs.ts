/**
 * Corpus sixteen, environment dumps: a secret variable among a process's environment as docker
 * inspect, kubectl, ECS, ps and systemd print it; and the clean look-alikes in the same dumps.
 */
import {
  B64,
  b64,
  B64URL,
  combine,
  combineClean,
  draw,
  ghBody,
  type HeldOutClean,
  type HeldOutSecret,
  HEX,
  hex,
  type Insertion,
  num,
  pass,
  uuid,
} from "./_heldout_sixteen_make.ts";
import { DUMP_BOXES } from "./_heldout_sixteen_dumps.ts";

const ENVS: readonly Insertion[] = [
  {
    label: "DATABASE_URL",
    shape: "url",
    make: (k) => [`DATABASE_URL=postgres://api:${k(26)}@shop-db.prod.svc:5432/shop`],
  },
  { label: "STRIPE_API_KEY", shape: "vendor", make: (k) => [`STRIPE_API_KEY=rk_live_${k(99)}`] },
  {
    label: "SECRET_KEY_BASE",
    shape: "output",
    make: (k) => [`RAILS_ENV=production`, `SECRET_KEY_BASE=${k(128, HEX)}`],
  },
  {
    label: "GitHub App private key id and webhook secret",
    shape: "output",
    make: (k) => [`GITHUB_APP_ID=${num(100000, 999999)}`, `GITHUB_WEBHOOK_SECRET=${k(40)}`],
  },
  {
    label: "AWS secret key",
    shape: "output",
    make: (
      k,
    ) => [
      `AWS_ACCESS_KEY_ID=AKIA${draw(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`,
      `AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
    ],
  },
  { label: "Groq key", shape: "vendor", make: (k) => [`GROQ_API_KEY=gsk_${k(52)}`] },
  {
    label: "admin password",
    shape: "output",
    make: (_k, add) => [`ADMIN_EMAIL=ops@acme.dev`, `ADMIN_PASSWORD=${pass(add)}`],
  },
  {
    label: "Docker Hub token",
    shape: "vendor",
    make: (k) => [`DOCKERHUB_TOKEN=dckr_pat_${k(27, B64URL)}`],
  },
  {
    label: "basic auth header value",
    shape: "encoded",
    make: (_k, add) => [`UPSTREAM_AUTH=Basic ${add(b64(`metrics:${draw(20)}`))}`],
  },
  {
    label: "Elasticsearch URL with a password",
    shape: "url",
    make: (k) => [`ELASTICSEARCH_URL=https://elastic:${k(24)}@es-prod.acme.internal:9200`],
  },
  {
    label: "GitHub token for a bot",
    shape: "vendor",
    make: (_k, add) => [`GH_TOKEN=ghp_${add(ghBody())}`],
  },
  {
    label: "Sentry auth token",
    shape: "vendor",
    make: (k) => [`SENTRY_AUTH_TOKEN=sntryu_${k(64, HEX)}`],
  },
  {
    label: "encryption key of a field cipher",
    shape: "output",
    make: (k) => [`FIELD_ENCRYPTION_KEY=${k(43, B64URL)}=`],
  },
  {
    label: "DigitalOcean token",
    shape: "vendor",
    make: (k) => [`DIGITALOCEAN_ACCESS_TOKEN=dop_v1_${k(64, HEX)}`],
  },
  {
    label: "Consul ACL token",
    shape: "output",
    make: (
      _k,
      add,
    ) => [
      `CONSUL_HTTP_ADDR=https://consul.service.consul:8501`,
      `CONSUL_HTTP_TOKEN=${add(uuid())}`,
    ],
  },
  {
    label: "PGPASSWORD beside the other libpq variables",
    shape: "output",
    make: (_k, add) => [`PGHOST=db.internal`, `PGUSER=reporting`, `PGPASSWORD=${pass(add)}`],
  },
  {
    label: "Slack bot token",
    shape: "vendor",
    make: (
      k,
    ) => [
      `SLACK_BOT_TOKEN=xoxb-${num(1000000000, 9999999999)}-${num(1000000000000, 9999999999999)}-${
        k(24)
      }`,
    ],
  },
  { label: "Linear API key", shape: "vendor", make: (k) => [`LINEAR_API_KEY=lin_api_${k(40)}`] },
];

const DUMP: readonly (readonly [string, () => string[]])[] = [
  [
    "secrets read from files",
    () => [
      `DB_PASSWORD_FILE=/run/secrets/db_password`,
      `GOOGLE_APPLICATION_CREDENTIALS=/var/secrets/google/key.json`,
    ],
  ],
  [
    "web identity for IRSA",
    () => [
      `AWS_ROLE_ARN=arn:aws:iam::${num(100000000000, 999999999999)}:role/shop-api`,
      `AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token`,
    ],
  ],
  [
    "ECS credentials URI",
    () => [
      `AWS_CONTAINER_CREDENTIALS_RELATIVE_URI=/v2/credentials/${uuid()}`,
      `ECS_CONTAINER_METADATA_URI_V4=http://169.254.170.2/v4/${hex(32)}-${
        num(1000000000, 9999999999)
      }`,
    ],
  ],
  [
    "Vault address and role",
    () => [
      `VAULT_ADDR=https://vault.acme.internal:8200`,
      `VAULT_ROLE=shop-api`,
      `VAULT_NAMESPACE=admin/shop`,
    ],
  ],
  [
    "empty and placeholder keys",
    () => [`API_KEY=`, `STRIPE_KEY=set-me-in-the-dashboard`, `SMTP_PASSWORD=none`],
  ],
  [
    "build ids and digests",
    () => [
      `BUILD_ID=${uuid()}`,
      `SOURCE_VERSION=${hex(40)}`,
      `BASE_IMAGE_DIGEST=sha256:${hex(64)}`,
    ],
  ],
  [
    "OpenTelemetry headers by reference",
    () => [
      `OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=\${HONEYCOMB_API_KEY}`,
      `OTEL_TRACES_SAMPLER=parentbased_always_on`,
    ],
  ],
  [
    "public VAPID key and a masked private one",
    () => [
      `VAPID_PUBLIC_KEY=B${draw(86, B64.slice(0, 62) + "-_")}`,
      `VAPID_PRIVATE_KEY=[REDACTED]`,
    ],
  ],
];

/** The family: each variable in two dumps. */
export function buildEnvs(): HeldOutSecret[] {
  return combine(ENVS, DUMP_BOXES, 2);
}

/** The clean family: each look-alike in two dumps. */
export function buildCleanEnvs(): HeldOutClean[] {
  return combineClean(DUMP, DUMP_BOXES, 2);
}
