/**
 * Corpus sixteen, configuration: one or two secret values among the many lines of a whole `.env`
 * or YAML configuration, as a file, a Read tool's result, a diff or a chat quote.
 */
import {
  armour,
  B64,
  b64,
  B64URL,
  combine,
  draw,
  ghBody,
  type HeldOutSecret,
  HEX,
  hex,
  type Insertion,
  num,
  pass,
} from "./_heldout_sixteen_make.ts";
import { ENV_BOXES, YAML_BOXES } from "./_heldout_sixteen_files.ts";
import { LOWER } from "./_heldout_make.ts";

const ENV: readonly Insertion[] = [
  {
    label: "DATABASE_URL with a password",
    shape: "url",
    make: (k) => [`DATABASE_URL=postgresql://shop:${k(24)}@db.internal:5432/shop?sslmode=require`],
  },
  {
    label: "Stripe live secret key",
    shape: "vendor",
    make: (k) => [`STRIPE_SECRET_KEY=sk_live_${k(99)}`, `STRIPE_WEBHOOK_SECRET=whsec_${k(32)}`],
  },
  {
    label: "JWT_SECRET of hex",
    shape: "assignment",
    make: (k) => [`JWT_SECRET=${k(64, HEX)}`, `JWT_TTL=3600`],
  },
  {
    label: "quoted SESSION_SECRET with a symbol",
    shape: "assignment",
    make: (_k, add) => [`SESSION_SECRET="${pass(add)}"`],
  },
  {
    label: "AWS key pair",
    shape: "assignment",
    make: (
      k,
    ) => [
      `AWS_ACCESS_KEY_ID=AKIA${draw(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`,
      `AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
    ],
  },
  {
    label: "SendGrid key",
    shape: "vendor",
    make: (k) => [`SENDGRID_API_KEY=SG.${k(22, B64URL)}.${k(43, B64URL)}`],
  },
  {
    label: "fine-grained GitHub token",
    shape: "vendor",
    make: (k) => [`GITHUB_TOKEN=github_pat_${k(22)}_${k(59)}`],
  },
  {
    label: "rediss URL with the default user",
    shape: "url",
    make: (
      k,
    ) => [
      `REDIS_URL=rediss://default:${k(32)}@redis-${num(10000, 99999)}.c${
        num(1, 300)
      }.eu-west-1-2.ec2.cloud.redislabs.com:${num(10000, 19999)}`,
    ],
  },
  {
    label: "SMTP password of a mail relay",
    shape: "assignment",
    make: (
      _k,
      add,
    ) => [
      `SMTP_HOST=smtp.mailgun.org`,
      `SMTP_USER=postmaster@mg.acme.dev`,
      `SMTP_PASSWORD=${pass(add)}`,
    ],
  },
  {
    label: "NEXTAUTH_SECRET base64 of 32 bytes",
    shape: "assignment",
    make: (k) => [`NEXTAUTH_URL=https://shop.acme.dev`, `NEXTAUTH_SECRET=${k(43, B64)}=`],
  },
  {
    label: "Google OAuth client secret",
    shape: "vendor",
    make: (k) => [`GOOGLE_CLIENT_SECRET=GOCSPX-${k(28, B64URL)}`],
  },
  {
    label: "Twilio auth token",
    shape: "assignment",
    make: (k) => [`TWILIO_ACCOUNT_SID=AC${hex(32)}`, `TWILIO_AUTH_TOKEN=${k(32, HEX)}`],
  },
  {
    label: "Django SECRET_KEY in single quotes",
    shape: "assignment",
    make: (k) => [`DJANGO_SECRET_KEY='${k(50, LOWER + "0123456789!@$^&*(-_=+)")}'`],
  },
  {
    label: "Firebase private key with escaped newlines",
    shape: "block",
    make: (k) => [
      `FIREBASE_CLIENT_EMAIL=firebase-adminsdk-${
        draw(5).toLowerCase()
      }@acme-shop.iam.gserviceaccount.com`,
      `FIREBASE_PRIVATE_KEY="${armour("", false)}\\n${k(64, B64)}\\n${k(64, B64)}\\n${
        k(64, B64)
      }\\n${k(40, B64)}=\\n${armour("", true)}\\n"`,
    ],
  },
  {
    label: "Laravel APP_KEY",
    shape: "assignment",
    make: (k) => [`APP_NAME=Shop`, `APP_KEY=base64:${k(43, B64)}=`],
  },
  {
    label: "Anthropic key exported",
    shape: "vendor",
    make: (k) => [`export ANTHROPIC_API_KEY=sk-ant-api03-${k(93, B64URL)}AA`],
  },
  {
    label: "Datadog API and app keys",
    shape: "assignment",
    make: (k) => [`DD_API_KEY=${k(32, HEX)}`, `DD_APP_KEY=${k(40, HEX)}`, `DD_SITE=datadoghq.eu`],
  },
  {
    label: "MongoDB SRV URI",
    shape: "url",
    make: (
      k,
    ) => [
      `MONGO_URI=mongodb+srv://admin:${k(20)}@cluster0.${
        draw(5, LOWER)
      }.mongodb.net/prod?retryWrites=true&w=majority`,
    ],
  },
  {
    label: "Cloudflare API token exported",
    shape: "assignment",
    make: (k) => [`export CLOUDFLARE_API_TOKEN=${k(40, B64URL)}`],
  },
  {
    label: "npm token for a private scope",
    shape: "vendor",
    make: (_k, add) => [`NPM_TOKEN=npm_${add(ghBody())}`],
  },
  {
    label: "Hugging Face token among ML settings",
    shape: "vendor",
    make: (k) => [`HF_HOME=/data/hf`, `HF_TOKEN=hf_${k(34, LOWER + LOWER.toUpperCase())}`],
  },
  {
    label: "AMQP URL with a password",
    shape: "url",
    make: (
      k,
    ) => [
      `CELERY_BROKER_URL=amqps://worker:${k(22)}@b-${uuid8()}.mq.eu-west-1.amazonaws.com:5671//`,
    ],
  },
];

function uuid8(): string {
  return hex(8);
}

const YAML: readonly Insertion[] = [
  {
    label: "Postgres password of a subchart",
    shape: "assignment",
    make: (
      k,
    ) => [
      `postgresql:`,
      `  auth:`,
      `    username: shop`,
      `    password: ${k(24)}`,
      `    database: shop`,
    ],
  },
  {
    label: "Secret stringData",
    shape: "assignment",
    make: (k) => [`secret:`, `  stringData:`, `    api-key: "${k(32)}"`, `    region: eu-west-1`],
  },
  {
    label: "Secret data in base64",
    shape: "encoded",
    make: (
      _k,
      add,
    ) => [`secretData:`, `  DB_PASSWORD: ${add(b64(draw(20)))}`, `  DB_USER: ${b64("shop")}`],
  },
  {
    label: "npm token hard-coded in a workflow env",
    shape: "vendor",
    make: (_k, add) => [`env:`, `  NODE_AUTH_TOKEN: npm_${add(ghBody())}`, `  CI: "true"`],
  },
  {
    label: "Spring datasource password",
    shape: "assignment",
    make: (
      _k,
      add,
    ) => [
      `spring:`,
      `  datasource:`,
      `    url: jdbc:postgresql://db:5432/shop`,
      `    username: shop`,
      `    password: '${pass(add)}'`,
    ],
  },
  {
    label: "DOCKER_AUTH_CONFIG JSON with base64 auth",
    shape: "encoded",
    make: (
      _k,
      add,
    ) => [
      `variables:`,
      `  DOCKER_AUTH_CONFIG: '{"auths":{"registry.acme.dev":{"auth":"${
        add(b64(`ci:${draw(24)}`))
      }"}}}'`,
    ],
  },
  {
    label: "Slack signing secret",
    shape: "assignment",
    make: (
      k,
    ) => [`slack:`, `  app_id: A0${draw(9).toUpperCase()}`, `  signing_secret: ${k(32, HEX)}`],
  },
  {
    label: "Prometheus basic_auth password",
    shape: "assignment",
    make: (
      _k,
      add,
    ) => [
      `remote_write:`,
      `  - url: https://prometheus-prod-10.grafana.net/api/prom/push`,
      `    basic_auth:`,
      `      username: ${num(100000, 999999)}`,
      `      password: ${pass(add)}`,
    ],
  },
  {
    label: "PagerDuty routing key",
    shape: "assignment",
    make: (
      k,
    ) => [
      `receivers:`,
      `  - name: oncall`,
      `    pagerduty_configs:`,
      `      - routing_key: ${k(32, HEX)}`,
    ],
  },
  {
    label: "Grafana secureJsonData",
    shape: "assignment",
    make: (
      k,
    ) => [
      `datasources:`,
      `  - name: Loki`,
      `    basicAuth: true`,
      `    secureJsonData:`,
      `      basicAuthPassword: ${k(40, B64URL)}`,
    ],
  },
  {
    label: "kubeconfig user token",
    shape: "assignment",
    make: (k) => [`users:`, `- name: ci-deployer`, `  user:`, `    token: ${k(64, B64URL)}`],
  },
  {
    label: "S3 keys of a backup tool",
    shape: "assignment",
    make: (
      k,
    ) => [
      `backup:`,
      `  s3:`,
      `    access_key: AKIA${draw(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`,
      `    secret_key: ${k(40, B64)}`,
    ],
  },
  {
    label: "OpenAI key under an llm block",
    shape: "vendor",
    make: (
      k,
    ) => [
      `llm:`,
      `  provider: openai`,
      `  api_key: sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`,
    ],
  },
  {
    label: "Kafka SASL JAAS line",
    shape: "assignment",
    make: (
      k,
    ) => [
      `kafka:`,
      `  sasl.jaas.config: org.apache.kafka.common.security.plain.PlainLoginModule required username="${
        draw(16).toUpperCase()
      }" password="${k(64, B64)}";`,
    ],
  },
  {
    label: "SMTP URL in a mailer block",
    shape: "url",
    make: (k) => [`mailer:`, `  dsn: smtp://apikey:${k(30)}@smtp.sendgrid.net:587`],
  },
  {
    label: "webhook HMAC secret quoted",
    shape: "assignment",
    make: (k) => [`webhooks:`, `  github:`, `    secret: "${k(40, HEX)}"`],
  },
];

/** The family: each `.env` line in three containers, each YAML block in two. */
export function buildConfig(): HeldOutSecret[] {
  return [...combine(ENV, ENV_BOXES, 3), ...combine(YAML, YAML_BOXES, 2)];
}
