/**
 * Corpus sixteen's clean look-alikes in the same long chunks as its secrets: logs, `.env` and YAML
 * files — with masked values, references, placeholders, public keys, digests
 * and ciphertext where the secrets were. Each must come out byte for byte.
 */
import {
  B64,
  b64,
  combineClean,
  draw,
  type HeldOutClean,
  hex,
  num,
  uuid,
} from "./_heldout_sixteen_make.ts";
import { LOG_BOXES } from "./_heldout_sixteen_boxes.ts";
import { ENV_BOXES, YAML_BOXES } from "./_heldout_sixteen_files.ts";

type Alike = readonly [string, () => string[]];

const LOG: readonly Alike[] = [
  [
    "bearer header masked by the runner",
    () => [
      `+ curl -sf -X POST -H 'Authorization: Bearer ***' https://api.acme.dev/v1/deploys -d @payload.json`,
      `{"id":"dep_${draw(12).toLowerCase()}","status":"queued"}`,
    ],
  ],
  [
    "docker login through stdin",
    () => [
      `+ echo "***" | docker login ghcr.io -u acme-bot --password-stdin`,
      `WARNING! Your password will be stored unencrypted in /home/runner/.docker/config.json.`,
      `Login Succeeded`,
    ],
  ],
  [
    "npm publish notices with shasum and integrity",
    () => [
      `npm notice 📦  @acme/ui@${num(1, 9)}.${num(0, 20)}.${num(0, 9)}`,
      `npm notice package size: ${num(10, 900)}.${num(1, 9)} kB`,
      `npm notice shasum: ${hex(40)}`,
      `npm notice integrity: sha512-${draw(20, B64)}[...]${draw(10, B64)}==`,
      `npm notice Publishing to https://registry.npmjs.org/ with tag latest and default access`,
    ],
  ],
  [
    "terraform plan with a sensitive value",
    () => [
      `  # aws_db_instance.main will be updated in-place`,
      `  ~ resource "aws_db_instance" "main" {`,
      `        id       = "db-${hex(26).toUpperCase()}"`,
      `      ~ password = (sensitive value)`,
      `        arn      = "arn:aws:rds:eu-west-1:${num(100000000000, 999999999999)}:db:shop-prod"`,
      `    }`,
    ],
  ],
  [
    "image push with digests",
    () => [
      `${hex(12)}: Pushed`,
      `${hex(12)}: Layer already exists`,
      `main: digest: sha256:${hex(64)} size: ${num(1000, 4000)}`,
    ],
  ],
  [
    "sts get-caller-identity",
    () => [
      `{`,
      `    "UserId": "AROA${draw(17, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}:gha-${
        num(1000000000, 9999999999)
      }",`,
      `    "Account": "${num(100000000000, 999999999999)}",`,
      `    "Arn": "arn:aws:sts::${num(100000000000, 999999999999)}:assumed-role/deploy/gha-${
        num(1000000000, 9999999999)
      }"`,
      `}`,
    ],
  ],
  [
    "helm values pointing at an existing secret",
    () => [
      `USER-SUPPLIED VALUES:`,
      `redis:`,
      `  auth:`,
      `    enabled: true`,
      `    existingSecret: redis-auth`,
      `    existingSecretPasswordKey: redis-password`,
    ],
  ],
  [
    "cosign signing output",
    () => [
      `Generating ephemeral keys...`,
      `Retrieving signed certificate...`,
      `tlog entry created with index: ${num(100000000, 999999999)}`,
      `Pushing signature to: ghcr.io/acme/api:sha256-${hex(64)}.sig`,
    ],
  ],
  [
    "ssh-keygen fingerprint and public key",
    () => [
      `+ ssh-keygen -lf deploy_key.pub`,
      `256 SHA256:${draw(43, B64).replace(/\+/g, "a")} deploy@ci (ED25519)`,
      `+ cat deploy_key.pub`,
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(43, B64)} deploy@ci`,
    ],
  ],
  [
    "vault token lookup with the token hidden",
    () => [
      `Key                 Value`,
      `---                 -----`,
      `accessor            (hidden)`,
      `display_name        github-acme-ci`,
      `entity_id           ${uuid()}`,
      `policies            [default deploy]`,
      `ttl                 767h59m${num(10, 59)}s`,
    ],
  ],
  [
    "placeholder in a setup script's help",
    () => [
      `Missing OPENAI_API_KEY. Create one at https://platform.openai.com/api-keys and run:`,
      `  export OPENAI_API_KEY=<your-key>`,
      `  echo 'OPENAI_API_KEY=sk-...' >> .env.local`,
    ],
  ],
];

const ENV: readonly Alike[] = [
  [
    "DATABASE_URL built from references",
    () => [
      `DATABASE_URL=postgresql://shop:\${DB_PASSWORD}@db.internal:5432/shop?sslmode=require`,
      `DB_PASSWORD_FILE=/run/secrets/db_password`,
    ],
  ],
  [
    "publishable Stripe key and an empty secret",
    () => [`STRIPE_PUBLISHABLE_KEY=pk_live_${draw(99)}`, `STRIPE_SECRET_KEY=`],
  ],
  [
    "placeholders from .env.example",
    () => [
      `JWT_SECRET=change-me`,
      `SESSION_SECRET=<generate with: openssl rand -hex 32>`,
      `SMTP_PASSWORD=your-smtp-password`,
    ],
  ],
  [
    "AWS documented example keys",
    () => [
      `AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE`,
      `AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ],
  ],
  [
    "1Password references",
    () => [
      `STRIPE_SECRET_KEY=op://Engineering/Stripe/live/secret-key`,
      `GITHUB_TOKEN=op://Engineering/GitHub Bot/token`,
    ],
  ],
  [
    "SOPS-encrypted dotenv values",
    () => [
      `API_KEY=ENC[AES256_GCM,data:${draw(44, B64)},iv:${draw(43, B64)}=,tag:${
        draw(22, B64)
      }==,type:str]`,
      `sops_version=3.9.${num(0, 4)}`,
      `sops_lastmodified=${
        new Date(Date.parse("2026-11-01") + num(0, 9e8)).toISOString().slice(0, 19)
      }Z`,
      `sops_mac=ENC[AES256_GCM,data:${draw(88, B64)},iv:${draw(43, B64)}=,tag:${
        draw(22, B64)
      }==,type:str]`,
    ],
  ],
  [
    "masked values from a platform's export",
    () => [
      `GITHUB_TOKEN=****************`,
      `ANTHROPIC_API_KEY=sk-ant-…${draw(4)}`,
      `DATABASE_URL=postgres://shop:********@db.internal:5432/shop`,
    ],
  ],
  [
    "cache keys and digests",
    () => [
      `CACHE_KEY=node-modules-${hex(64)}`,
      `LOCKFILE_SHA256=${hex(64)}`,
      `BUILDKIT_INLINE_CACHE=1`,
    ],
  ],
  [
    "Sentry DSN and public client ids",
    () => [
      `NEXT_PUBLIC_SENTRY_DSN=https://${hex(32)}@o${num(100000, 999999)}.ingest.us.sentry.io/${
        num(1000000, 9999999)
      }`,
      `NEXT_PUBLIC_POSTHOG_KEY=phc_${draw(43)}`,
    ],
  ],
];

const YAML: readonly Alike[] = [
  [
    "existing secret for a subchart",
    () => [
      `postgresql:`,
      `  auth:`,
      `    username: shop`,
      `    existingSecret: shop-db`,
      `    secretKeys:`,
      `      userPasswordKey: password`,
    ],
  ],
  [
    "workflow env from secrets",
    () => [
      `env:`,
      `  NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}`,
      `  DB_PASSWORD: \${{ secrets.DB_PASSWORD }}`,
      `  CI: "true"`,
    ],
  ],
  [
    "secretKeyRef and a template",
    () => [
      `extraEnv:`,
      `  - name: API_KEY`,
      `    valueFrom:`,
      `      secretKeyRef:`,
      `        name: payments-api`,
      `        key: api-key`,
      `  - name: DB_PASSWORD`,
      `    value: "{{ .Values.db.password }}"`,
    ],
  ],
  [
    "SealedSecret ciphertext",
    () => [
      `sealedSecret:`,
      `  encryptedData:`,
      `    password: AgB${draw(340, B64)}==`,
      `    username: AgC${draw(340, B64)}==`,
    ],
  ],
  [
    "checksums and pull secrets",
    () => [
      `podAnnotations:`,
      `  checksum/secret: ${hex(64)}`,
      `  checksum/config: ${hex(64)}`,
      `imagePullSecrets:`,
      `  - name: ghcr-pull`,
    ],
  ],
  [
    "caBundle of a public certificate",
    () => [
      `webhook:`,
      `  caBundle: ${
        b64(
          `-----BEGIN CERTIFICATE-----\nMIIC${draw(60, B64)}\n${
            draw(64, B64)
          }\n-----END CERTIFICATE-----\n`,
        )
      }`,
    ],
  ],
  [
    "bcrypt hash of an admin password",
    () => [
      `admin:`,
      `  username: admin`,
      `  passwordHash: "$2b$12$${draw(53, "./" + B64.slice(0, 62))}"`,
    ],
  ],
  [
    "Vault agent template",
    () => [
      `vault:`,
      `  role: api`,
      `  template: |`,
      `    {{- with secret "kv/data/shop/api" -}}`,
      `    API_KEY={{ .Data.data.api_key }}`,
      `    {{- end }}`,
    ],
  ],
];

/** The family: each look-alike in the containers its secrets use. */
export function buildCleanChunks(): HeldOutClean[] {
  return [
    ...combineClean(LOG, LOG_BOXES, 3),
    ...combineClean(ENV, ENV_BOXES, 3),
    ...combineClean(YAML, YAML_BOXES, 3),
  ];
}
