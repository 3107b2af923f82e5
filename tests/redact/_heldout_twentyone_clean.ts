/**
 * Corpus twenty-one, clean incident text: chat threads, alerts, runbooks and postmortems full of
 * look-alikes — incident, alert, trace and request ids, commit SHAs, image digests, host
 * fingerprints, masked values, references to where a secret lives, revoked keys named by id.
 */
import {
  b64,
  digest,
  draw,
  fingerprint,
  type HeldOutClean,
  hex,
  host,
  incidentId,
  pdId,
  sha,
  teams,
  thread,
  traceId,
  twiceClean,
  uuid,
  when,
} from "./_heldout_twentyone_make.ts";

const chat = (v: number, lines: string[]) => (v === 0 ? thread(lines) : teams(lines));

export function buildCleanChat(): HeldOutClean[] {
  return [
    ...twiceClean("incident thread with trace ids", (v) =>
      chat(v, [
        `${incidentId()} opened, p99 latency on checkout at 4.2s`,
        `slowest trace: ${traceId()} span ${hex(16)}`,
        `request id ${uuid()} hits the ledger timeout`,
        "rolling back",
      ])),
    ...twiceClean("deploy thread with commit SHAs", (v) =>
      chat(v, [
        `rolled back to ${sha()} from ${sha()}`,
        `image ${host()}/api@${digest()}`,
        "error rate back to baseline",
      ])),
    ...twiceClean("PagerDuty alert without credentials", (v) =>
      [
        `[${
          v === 0 ? "PagerDuty" : "Opsgenie"
        }] TRIGGERED ${pdId()}: disk usage above 90% on ${host()}`,
        `Incident: ${incidentId()}  Service: ${pdId()}  Created: ${when()}`,
        `Dedup key: ${hex(32)}`,
        "Acknowledge: reply 4  Resolve: reply 6",
      ].join("\n")),
    ...twiceClean("a password said to be in the vault, not pasted", (v) =>
      chat(v, [
        "who has the break-glass password for the primary?",
        "it's in 1Password, vault 'Ops', item 'pg primary break-glass'. don't paste it here",
        `ok, got it. in now (${incidentId()})`,
      ])),
    ...twiceClean("rotated-and-revoked note naming a key by id", (v) =>
      chat(v, [
        `revoked the leaked deploy key (fingerprint ${fingerprint()})`,
        `AWS key ending ${draw(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")} deactivated at ${
          when().slice(11, 16)
        }, replacement is in Secrets Manager`,
        `rotation ticket ${incidentId()} closed`,
      ])),
    ...twiceClean("masked values quoted from a dashboard", (v) =>
      chat(v, [
        "the config page shows:",
        "DB_PASSWORD = ********",
        `STRIPE_SECRET_KEY = sk_live_****${draw(4, "abcdefghijklmnopqrstuvwxyz")}`,
        `API_TOKEN = <redacted>${v === 0 ? "" : " (set " + when().slice(0, 10) + ")"}`,
      ])),
    ...twiceClean("an SSH host key warning", (v) =>
      [
        "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@",
        "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @",
        "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@",
        `The ${v === 0 ? "ED25519" : "ECDSA"} key fingerprint for the ${host()} host is`,
        fingerprint() + ".",
        `Offending ED25519 key in /home/ops/.ssh/known_hosts:${draw(2, "123456789")}`,
      ].join("\n")),
    ...twiceClean("runbook pointing at the vault path", (v) =>
      [
        "# Rotate the replication password",
        "",
        "1. Read the current value:",
        "   ```",
        `   vault kv get -field=password secret/${v === 0 ? "orders" : "ledger"}/replication`,
        "   ```",
        "2. Generate a new one with `openssl rand -base64 24` and write it back with `vault kv put`.",
        `3. Restart replicas in order: ${host()}, ${host()}.`,
      ].join("\n")),
    ...twiceClean("postmortem with ids and digests only", (v) =>
      [
        `# Postmortem ${incidentId()}: bad image rolled out`,
        "",
        "## Timeline (UTC)",
        `- ${when().slice(11, 16)} deploy of ${digest()} began`,
        `- ${when().slice(11, 16)} alert ${pdId()} fired`,
        `- ${when().slice(11, 16)} rollback to commit ${sha().slice(0, v === 0 ? 7 : 12)}`,
        "## Root cause",
        "A config default changed between minor versions.",
      ].join("\n")),
    ...twiceClean("references to variables in a runbook", (v) =>
      [
        "```bash",
        `psql "postgres://app_rw:\${DB_PASSWORD}@${host()}:5432/orders"`,
        `curl -H "Authorization: Bearer $${
          v === 0 ? "GRAFANA_TOKEN" : "API_TOKEN"
        }" https://grafana.example.net/api/health`,
        "export AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key --profile ops)",
        "```",
      ].join("\n")),
    ...twiceClean("a request id table from a log search", (v) =>
      [
        "| time | request_id | status | trace_id |",
        "|---|---|---|---|",
        `| ${when()} | ${uuid()} | 502 | ${traceId()} |`,
        `| ${when()} | ${uuid()} | 502 | ${traceId()} |`,
        `| ${when()} | ${uuid()} | ${v === 0 ? 504 : 200} | ${traceId()} |`,
      ].join("\n")),
    ...twiceClean("a chat with KMS key ARNs", (v) =>
      chat(v, [
        `the bucket is encrypted with arn:aws:kms:eu-west-1:${
          draw(12, "0123456789")
        }:key/${uuid()}`,
        `and the role is arn:aws:iam::${draw(12, "0123456789")}:role/${
          v === 0 ? "backup-writer" : "restore"
        }`,
        "policy looks fine, it's the grant that's missing",
      ])),
    ...twiceClean("base64 of a non-secret config in a thread", (v) =>
      chat(v, [
        "the configmap value decodes to the log settings, nothing sensitive:",
        b64(
          `log.level=${v === 0 ? "debug" : "info"}\nlog.format=json\nsampling.rate=0.${
            draw(2, "123456789")
          }\n`,
        ),
      ])),
    ...twiceClean("an alert with a dedup key and a runbook link", (v) =>
      [
        `FIRING: ${
          v === 0 ? "RabbitMQQueueBacklog" : "KafkaConsumerLag"
        } (${host()}, severity=page)`,
        `fingerprint: ${hex(16)}`,
        `runbook: https://wiki.example.net/ops/runbooks/${v === 0 ? "rabbitmq" : "kafka"}-backlog`,
        `dashboard: https://grafana.example.net/d/${
          draw(9, "abcdefghijklmnopqrstuvwxyz0123456789")
        }/queues?from=now-1h`,
      ].join("\n")),
    ...twiceClean("a status page update", (v) =>
      [
        `${v === 0 ? "Investigating" : "Resolved"} - ${when().slice(0, 16).replace("T", " ")} UTC`,
        "We are seeing elevated error rates for API requests in the EU region.",
        `Reference: ${incidentId()}`,
      ].join("\n")),
    ...twiceClean("handover note with no values", (v) =>
      [
        `## Handover ${when().slice(0, 10)}`,
        `- ${incidentId()} mitigated; follow-up: rotate the SMTP credentials (owner: ${
          v === 0 ? "aiko" : "lars"
        })`,
        "- The Datadog API key was rotated; the new one is in the agent secret, not in chat.",
        `- Pending: restore test of snapshot ${hex(8)}.`,
      ].join("\n")),
    ...twiceClean("git log of the incident fix", (v) =>
      [
        "$ git log --oneline -4",
        `${sha().slice(0, 7)} fix: retry ledger writes with jitter (${incidentId()})`,
        `${sha().slice(0, 7)} chore: bump pgbouncer to 1.23.${v}`,
        `${sha().slice(0, 7)} revert: "feat: batch settlement"`,
        `${sha().slice(0, 7)} docs: runbook for queue backlog`,
      ].join("\n")),
    ...twiceClean("a Teams message with a meeting link and ids", (v) =>
      chat(v, [
        `bridge for ${incidentId()}: https://teams.example.com/l/meetup-join/19%3ameeting_${
          draw(20, "abcdefghijklmnopqrstuvwxyz")
        }%40thread.v2/0`,
        `tenant ${uuid()}`,
        "joining now",
      ])),
  ];
}
