/**
 * Corpus sixteen's file containers: a whole `.env` or YAML configuration of many lines where one
 * or two values matter, shown as a file, through an assistant's Read tool, as a unified diff, or
 * quoted in a chat answer. The other lines are ordinary settings, ids and public values.
 */
import {
  bury,
  type Container,
  draw,
  hex,
  lines,
  num,
  pick,
  tick,
  uuid,
} from "./_heldout_sixteen_make.ts";
import { claudeToolResult } from "./_heldout_sixteen_boxes.ts";

/** An ordinary `.env` line: a setting, an id, a public value or a comment. */
function envLine(): string {
  return pick([
    `NODE_ENV=production`,
    `PORT=${num(3000, 9000)}`,
    `LOG_LEVEL=${pick(["info", "debug", "warn"])}`,
    `AWS_REGION=${pick(["eu-west-1", "us-east-2", "ap-southeast-2"])}`,
    `S3_BUCKET=acme-assets-${pick(["prod", "staging"])}-${hex(6)}`,
    `BUILD_SHA=${hex(40)}`,
    `RELEASE_ID=${uuid()}`,
    `OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.observability:4317`,
    `FEATURE_FLAGS=new-checkout,beta-search,${draw(6).toLowerCase()}`,
    `DATABASE_POOL_SIZE=${num(5, 40)}`,
    `REDIS_HOST=cache-${hex(4)}.internal`,
    `CDN_URL=https://d${hex(12)}.cloudfront.net`,
    `SENTRY_RELEASE=shop@${num(1, 9)}.${num(0, 40)}.${num(0, 9)}+${hex(7)}`,
    `# --- ${pick(["payments", "mail", "storage", "auth", "search"])} ---`,
    ``,
    `CORS_ORIGINS=https://shop.acme.dev,https://admin.acme.dev`,
    `RATE_LIMIT_PER_MINUTE=${num(60, 600)}`,
    `STRIPE_PRICE_PRO=price_1${draw(23)}`,
    `GOOGLE_CLIENT_ID=${num(100000000000, 999999999999)}-${
      draw(32, "abcdefghijklmnopqrstuvwxyz0123456789")
    }.apps.googleusercontent.com`,
    `IMAGE_DIGEST=sha256:${hex(64)}`,
    `TZ=UTC`,
    `APP_URL=https://shop.acme.dev`,
    `API_BASE_URL=https://api.acme.dev/v${num(1, 3)}`,
    `WEB_CONCURRENCY=${num(2, 8)}`,
    `SIDEKIQ_CONCURRENCY=${num(5, 25)}`,
    `SESSION_COOKIE_NAME=__Host-shop_session`,
    `SESSION_TTL_SECONDS=${num(3600, 604800)}`,
    `UPLOAD_MAX_MB=${num(5, 100)}`,
    `MAIL_FROM=no-reply@acme.dev`,
    `SUPPORT_EMAIL=support@acme.dev`,
    `DEFAULT_LOCALE=${pick(["en", "de", "fr", "pt-BR"])}`,
    `CURRENCY=${pick(["EUR", "USD", "GBP"])}`,
    `SEARCH_INDEX=products_${pick(["v3", "v4", "v5"])}`,
    `METRICS_PORT=${num(9000, 9999)}`,
    `HEALTHCHECK_PATH=/healthz`,
    `TRUSTED_PROXIES=10.0.0.0/8,172.16.0.0/12`,
    `GIT_BRANCH=main`,
    `DEPLOYED_AT=${tick()}`,
    `ALGOLIA_APP_ID=${draw(10).toUpperCase()}`,
    `MAPBOX_STYLE=mapbox://styles/acme/${draw(25, "abcdefghijklmnopqrstuvwxyz0123456789")}`,
    `POSTHOG_HOST=https://eu.i.posthog.com`,
    `DB_HOST=db.internal`,
    `DB_PORT=5432`,
    `DB_NAME=shop`,
    `DB_USER=shop_app`,
  ]);
}

/** An ordinary top-level YAML block of a service's configuration. */
function yamlBlock(): string[] {
  return pick([
    () => [
      `image:`,
      `  repository: ghcr.io/acme/api`,
      `  tag: "${hex(7)}"`,
      `  digest: sha256:${hex(64)}`,
    ],
    () => [`resources:`, `  limits:`, `    cpu: ${num(1, 4)}`, `    memory: ${num(1, 8)}Gi`],
    () => [
      `ingress:`,
      `  enabled: true`,
      `  className: nginx`,
      `  hosts:`,
      `    - host: api.acme.dev`,
    ],
    () => [`logging:`, `  level: ${pick(["info", "debug"])}`, `  format: json`],
    () => [`server:`, `  port: ${num(8000, 9000)}`, `  shutdown: graceful`],
    () => [
      `tracing:`,
      `  sampler: parentbased_traceidratio`,
      `  ratio: 0.${num(1, 9)}`,
      `  service_id: ${uuid()}`,
    ],
    () => [`podAnnotations:`, `  checksum/config: ${hex(64)}`],
    () => [`autoscaling:`, `  minReplicas: ${num(2, 4)}`, `  maxReplicas: ${num(6, 20)}`],
    () => [`cache:`, `  ttl: ${num(30, 3600)}s`, `  key_prefix: shop:${hex(8)}:`],
    () => [`nameOverride: ""`, `fullnameOverride: shop-api`],
    () => [`service:`, `  type: ClusterIP`, `  port: 80`, `  targetPort: ${num(8000, 9000)}`],
    () => [`nodeSelector:`, `  kubernetes.io/arch: ${pick(["amd64", "arm64"])}`],
    () => [
      `tolerations:`,
      `  - key: dedicated`,
      `    operator: Equal`,
      `    value: api`,
      `    effect: NoSchedule`,
    ],
    () => [
      `livenessProbe:`,
      `  httpGet:`,
      `    path: /healthz`,
      `    port: http`,
      `  periodSeconds: ${num(5, 30)}`,
    ],
    () => [
      `serviceAccount:`,
      `  create: true`,
      `  annotations:`,
      `    eks.amazonaws.com/role-arn: arn:aws:iam::${
        num(100000000000, 999999999999)
      }:role/shop-api`,
    ],
    () => [`metrics:`, `  enabled: true`, `  serviceMonitor:`, `    interval: ${num(15, 60)}s`],
    () => [
      `features:`,
      `  newCheckout: ${pick(["true", "false"])}`,
      `  betaSearch: ${pick(["true", "false"])}`,
    ],
    () => [
      `database:`,
      `  host: db.internal`,
      `  port: 5432`,
      `  name: shop`,
      `  pool: ${num(5, 40)}`,
    ],
    () => [
      `storage:`,
      `  bucket: acme-assets-${hex(6)}`,
      `  region: eu-west-1`,
      `  cdn: https://d${hex(12)}.cloudfront.net`,
    ],
    () => [
      `podSecurityContext:`,
      `  runAsNonRoot: true`,
      `  runAsUser: ${num(1000, 65000)}`,
      `  fsGroup: ${num(1000, 65000)}`,
    ],
  ])();
}

/** A whole `.env` file: 40–100 lines. */
function envFile(middle: string[]): string {
  const keys = new Set(middle.map((l) => l.split("=")[0]));
  const plain = lines(num(50, 110), envLine).filter((l) => {
    const key = l.split("=")[0]!;
    if (l === "" || l.startsWith("#")) return true;
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
  return bury(plain, middle).join("\n") + "\n";
}

/** A YAML configuration of many top-level blocks. */
function yamlFile(middle: string[]): string {
  const heads = new Set([middle[0]]);
  const blocks = lines(num(14, 26), yamlBlock).filter((b) => {
    if (heads.has(b[0])) return false;
    heads.add(b[0]);
    return true;
  }).map((b) => b.join("\n"));
  return bury(blocks, [middle.join("\n")]).join("\n") + "\n";
}

/** The file's lines numbered as a Read tool shows them. */
function numbered(text: string): string {
  return text.split("\n").map((l, i) => `${String(i + 1).padStart(6)}\u2192${l}`).join("\n");
}

/** Claude Code's JSONL record of a Read tool's result. */
function claudeRead(file: (m: string[]) => string, path: string): (m: string[]) => string {
  return (middle) => {
    const text = file(middle);
    const numLines = text.split("\n").length;
    return claudeToolResult(numbered(text), {
      toolUseResult: { type: "text", file: { filePath: path, numLines } },
    });
  };
}

/** A `git show` of a commit changing a source file and `path`, the middle lines added to `path`. */
function diffOf(file: (m: string[]) => string, path: string): (m: string[]) => string {
  return (middle) => {
    const before = file([]).split("\n");
    let at = num(12, Math.max(13, before.length - 14));
    while (at < before.length - 1 && /^[ -]/.test(before[at]!)) at++;
    const ctx = before.slice(at - 10, at + 10).map((l) => ` ${l}`);
    const code = lines(num(20, 40), (i) =>
      pick([" ", " ", "+", "-"]) +
      pick([
        `  const ${pick(["cfg", "opts", "env"])}${i} = load${
          pick(["Config", "Env", "Secrets"])
        }();`,
        `  if (!res.ok) throw new Error(\`deploy ${hex(7)} failed\`);`,
        `  log.info({ release: "${hex(12)}" }, "starting");`,
        `  return { ...defaults, ...overrides };`,
        `}`,
      ]));
    return [
      `commit ${hex(40)}`,
      `Author: Dana Reyes <dana@acme.dev>`,
      `Date:   ${new Date(Date.parse(tick())).toUTCString()}`,
      ``,
      `    Move settings for the ${
        pick(["payments", "mail", "search"])
      } rollout into the deploy config`,
      ``,
      `diff --git a/src/config/load.ts b/src/config/load.ts`,
      `index ${hex(7)}..${hex(7)} 100644`,
      `--- a/src/config/load.ts`,
      `+++ b/src/config/load.ts`,
      `@@ -${num(10, 80)},${code.length} +${num(10, 80)},${code.length} @@`,
      ...code,
      `diff --git a/${path} b/${path}`,
      `index ${hex(7)}..${hex(7)} 100644`,
      `--- a/${path}`,
      `+++ b/${path}`,
      `@@ -${at - 9},20 +${at - 9},${20 + middle.length} @@`,
      ...ctx.slice(0, 10),
      ...middle.map((l) => `+${l}`),
      ...ctx.slice(10),
    ].join("\n");
  };
}

/** A Cursor chat bubble: the assistant's answer quoting the file in a fence. */
function cursorAnswer(file: (m: string[]) => string, fence: string): (m: string[]) => string {
  return (middle) =>
    JSON.stringify({
      _v: 3,
      type: 2,
      bubbleId: uuid(),
      text: [
        `I looked through the configuration you attached. The problem is not in the values themselves but in the order they are loaded: the container reads this file before the secrets mount is ready, so the first request after a deploy uses the defaults.`,
        ``,
        `Here is the file as it is now in your workspace:`,
        ``,
        "```" + fence,
        file(middle).trimEnd(),
        "```",
        ``,
        `Two suggestions:`,
        ``,
        `1. Move the loading into the entrypoint so that it runs after the mount.`,
        `2. Keep only non-secret settings in the committed copy and read the rest from the environment.`,
        ``,
        `Want me to make that change and open a PR?`,
      ].join("\n"),
      tokenCount: { inputTokens: num(2000, 90000), outputTokens: num(100, 2000) },
    });
}

/** A Copilot chat request whose user message pastes the file. */
function copilotPaste(file: (m: string[]) => string): (m: string[]) => string {
  return (middle) =>
    JSON.stringify({
      requestId: `request_${uuid()}`,
      message: {
        text: `why does the staging deploy pick up the wrong settings? here's the whole file:\n\n${
          file(middle)
        }\nit worked last week`,
      },
      response: [{ value: "Let me look at how the file is loaded…" }],
      timestamp: Date.parse(tick()),
    });
}

/** The containers for `.env` lines. */
export const ENV_BOXES: readonly Container[] = [
  { label: "whole .env file", wrap: envFile },
  {
    label: "Claude Code Read of .env.production",
    wrap: claudeRead(envFile, "/srv/app/.env.production"),
  },
  { label: "diff of .env.staging", wrap: diffOf(envFile, ".env.staging") },
  { label: "Cursor answer quoting .env", wrap: cursorAnswer(envFile, "dotenv") },
  { label: "Copilot request pasting .env", wrap: copilotPaste(envFile) },
];

/** The containers for a top-level YAML block. */
export const YAML_BOXES: readonly Container[] = [
  { label: "whole values.yaml", wrap: yamlFile },
  {
    label: "Claude Code Read of config.yaml",
    wrap: claudeRead(yamlFile, "/home/dev/api/config.yaml"),
  },
  { label: "diff of deploy/values-prod.yaml", wrap: diffOf(yamlFile, "deploy/values-prod.yaml") },
  { label: "Cursor answer quoting application.yml", wrap: cursorAnswer(yamlFile, "yaml") },
  { label: "Copilot request pasting config.yaml", wrap: copilotPaste(yamlFile) },
];
