/**
 * Corpus twenty-one, clean console and CLI output: database consoles, broker and HashiCorp admin
 * commands, cloud CLIs' describe output — the same text as the secret families, with key ids,
 * accessors, ARNs, digests and masked or absent values where the secret would be.
 */
import {
  b64,
  digest,
  draw,
  type HeldOutClean,
  hex,
  host,
  sha,
  twiceClean,
  uuid,
  when,
} from "./_heldout_twentyone_make.ts";

const account = () => draw(12, "0123456789");

export function buildCleanCli(): HeldOutClean[] {
  return [
    ...twiceClean("psql \\conninfo and a query", (v) =>
      [
        `$ psql -h ${host()} -U ops_admin orders`,
        "Password for user ops_admin: ",
        "orders=> \\conninfo",
        `You are connected to database "orders" as user "ops_admin" on host "${host()}" at port "${
          5432 + v
        }".`,
        "orders=> SELECT count(*) FROM pg_stat_activity WHERE state = 'idle in transaction';",
        " count ",
        "-------",
        `    ${draw(2, "123456789")}`,
      ].join("\n")),
    ...twiceClean("pg_stat_activity with query ids", (v) =>
      [
        "  pid  | usename |        query_id       | state  |   wait_event",
        "-------+---------+-----------------------+--------+---------------",
        ` ${draw(5, "123456789")} | app_rw  | -${draw(19, "0123456789")} | active | ${
          v === 0 ? "Lock" : "DataFileRead"
        }`,
        ` ${draw(5, "123456789")} | app_rw  | ${draw(19, "0123456789")} | idle   | ClientRead`,
      ].join("\n")),
    ...twiceClean("SHOW GRANTS without passwords", (v) =>
      [
        `mysql> SHOW GRANTS FOR 'reporting'@'10.%';`,
        "+------------------------------------------------------+",
        `| GRANT SELECT, SHOW VIEW ON \`shop${v}\`.* TO \`reporting\`@\`10.%\` |`,
        "+------------------------------------------------------+",
        "1 row in set (0.00 sec)",
      ].join("\n")),
    ...twiceClean("redis INFO and an empty requirepass", (v) =>
      [
        `${host()}:6379> CONFIG GET requirepass`,
        '1) "requirepass"',
        '2) ""',
        `${host()}:6379> INFO server`,
        `redis_version:7.2.${v + 4}`,
        `redis_git_sha1:${hex(8)}`,
        `run_id:${hex(40)}`,
      ].join("\n")),
    ...twiceClean("mongosh rs.status excerpt", (v) =>
      [
        "rs0 [primary] admin> rs.status().members.map(m => [m.name, m.stateStr, m.optimeDate])",
        `[ [ '${host()}:27017', 'PRIMARY', ISODate('${when()}') ],`,
        `  [ '${host()}:27017', '${
          v === 0 ? "SECONDARY" : "RECOVERING"
        }', ISODate('${when()}') ] ]`,
        `rs0 [primary] admin> db.getUsers().users.map(u => u.userId)`,
        `[ UUID('${uuid()}'), UUID('${uuid()}') ]`,
      ].join("\n")),
    ...twiceClean("rabbitmqctl list_users and list_queues", (v) =>
      [
        "$ rabbitmqctl list_users",
        "Listing users ...",
        "user\ttags",
        "ops\t[administrator]",
        `shipping\t[${v === 0 ? "" : "monitoring"}]`,
        "$ rabbitmqctl list_queues name messages consumers",
        `jobs.${hex(8)}\t${draw(4, "123456789")}\t0`,
      ].join("\n")),
    ...twiceClean("kafka-configs describe with sensitive values hidden", (v) =>
      [
        `$ kafka-configs.sh --bootstrap-server ${host()}:9093 --describe --entity-type users --entity-name connect`,
        `SCRAM credential configs for user-principal 'connect' are SCRAM-SHA-${
          v === 0 ? 512 : 256
        }=iterations=8192`,
        `$ kafka-configs.sh --bootstrap-server ${host()}:9093 --describe --entity-type brokers --entity-name 1 | grep ssl`,
        "  ssl.keystore.password=null sensitive=true synonyms={}",
      ].join("\n")),
    ...twiceClean("Elasticsearch _security/api_key listing without keys", (v) =>
      [
        `GET /_security/api_key?name=oncall-${v}`,
        "{",
        '  "api_keys": [',
        `    { "id": "${draw(20)}", "name": "oncall-${v}", "invalidated": true, "creation": ${
          Date.UTC(2026, 10, 2)
        } }`,
        "  ]",
        "}",
      ].join("\n")),
    ...twiceClean("consul acl token list with masked secrets", (v) =>
      [
        "$ consul acl token list",
        `AccessorID:       ${uuid()}`,
        "SecretID:         <hidden>",
        `Description:      ${v === 0 ? "Anonymous Token" : "oncall"}`,
        "Local:            false",
        `Create Time:      ${when()}`,
      ].join("\n")),
    ...twiceClean("vault token lookup with an accessor", (v) =>
      [
        "$ vault token lookup -accessor " + draw(24),
        "Key                 Value",
        "---                 -----",
        "accessor            " + draw(24),
        `creation_time       ${Math.floor(Date.UTC(2026, 10, 20) / 1000)}`,
        "display_name        oidc-oncall",
        "id                  n/a",
        `policies            [default ${v === 0 ? "oncall" : "readonly"}]`,
      ].join("\n")),
    ...twiceClean("vault kv metadata get", (v) =>
      [
        `$ vault kv metadata get secret/${v === 0 ? "orders" : "ledger"}/db`,
        "========== Metadata ==========",
        `created_time            ${when()}`,
        "current_version         7",
        "max_versions            0",
        `updated_time            ${when()}`,
      ].join("\n")),
    ...twiceClean("nomad job status with allocation ids", (v) =>
      [
        `$ nomad job status ${v === 0 ? "ingest" : "exporter"}`,
        "Allocations",
        "ID        Node ID   Task Group  Version  Desired  Status   Created",
        `${hex(8)}  ${hex(8)}  main        ${draw(1, "123456789")}        run      running  ${
          draw(2, "123456789")
        }m ago`,
        `${hex(8)}  ${hex(8)}  main        ${draw(1, "123456789")}        stop     complete 1h ago`,
      ].join("\n")),
    ...twiceClean("aws secretsmanager describe-secret", (v) =>
      [
        `$ aws secretsmanager describe-secret --secret-id prod/orders/db`,
        "{",
        `    "ARN": "arn:aws:secretsmanager:eu-west-1:${account()}:secret:prod/orders/db-${
          draw(6)
        }",`,
        '    "Name": "prod/orders/db",',
        `    "RotationEnabled": ${v === 0 ? "true" : "false"},`,
        `    "LastRotatedDate": "${when()}",`,
        '    "VersionIdsToStages": {',
        `        "${uuid()}": ["AWSCURRENT"]`,
        "    }",
        "}",
      ].join("\n")),
    ...twiceClean("gcloud secrets versions list", (v) =>
      [
        `$ gcloud secrets versions list ledger-signing-key --project=ops-${hex(6)}`,
        "NAME  STATE     CREATED              DESTROYED",
        `${3 + v}     enabled   ${when().slice(0, 19)}  -`,
        `${2 + v}     destroyed ${when().slice(0, 19)}  ${when().slice(0, 19)}`,
      ].join("\n")),
    ...twiceClean("az keyvault secret list", (v) =>
      [
        `$ az keyvault secret list --vault-name kv-ops-${v === 0 ? "weu" : "eus"} -o table`,
        "Name         Id                                                          ContentType",
        `sql-admin    https://kv-ops.vault.azure.net/secrets/sql-admin            text/plain`,
        `api-signing  https://kv-ops.vault.azure.net/secrets/api-signing/${hex(32)}`,
      ].join("\n")),
    ...twiceClean("kubectl describe secret with sizes only", (v) =>
      [
        `$ kubectl -n ${v === 0 ? "payments" : "search"} describe secret db-credentials`,
        "Name:         db-credentials",
        `Namespace:    ${v === 0 ? "payments" : "search"}`,
        "Type:  Opaque",
        "",
        "Data",
        "====",
        `password:  ${draw(2, "123456789")} bytes`,
        "username:  6 bytes",
      ].join("\n")),
    ...twiceClean("kubectl get secret with non-secret base64 data", (v) =>
      [
        "$ kubectl get secret app-settings -o yaml",
        "apiVersion: v1",
        "data:",
        `  LOG_LEVEL: ${b64(v === 0 ? "debug" : "info")}`,
        `  REGION: ${b64("eu-west-1")}`,
        `  FEATURE_FLAGS: ${b64("checkout_v2,search_beta")}`,
        "kind: Secret",
        "metadata:",
        `  uid: ${uuid()}`,
      ].join("\n")),
    ...twiceClean("kubectl get pods with image digests", (v) =>
      [
        "$ kubectl get pods -o custom-columns=NAME:.metadata.name,IMAGE:.status.containerStatuses[0].imageID",
        `api-${hex(10)}-${
          draw(5, "abcdefghijklmnopqrstuvwxyz0123456789")
        }   registry.example.io/api@${digest()}`,
        `worker-${hex(10)}-${
          draw(5, "abcdefghijklmnopqrstuvwxyz0123456789")
        }   registry.example.io/worker@${digest()}`,
        v === 0 ? "" : `# rollout ${sha().slice(0, 8)}`,
      ].join("\n")),
    ...twiceClean("fly secrets list with digests", (v) =>
      [
        `$ fly secrets list -a ${v === 0 ? "edge-proxy" : "status-api"}`,
        "NAME            DIGEST            CREATED AT",
        `DB_PASSWORD     ${hex(16)}  ${draw(1, "123456789")}h ago`,
        `UPSTREAM_TOKEN  ${hex(16)}  ${draw(1, "123456789")}d ago`,
      ].join("\n")),
    ...twiceClean("heroku config with masked values", (v) =>
      [
        `$ heroku config -a orders-${v === 0 ? "prod" : "staging"} --json | jq 'map_values("***")'`,
        "{",
        '  "DATABASE_URL": "***",',
        '  "REDIS_URL": "***",',
        '  "LOG_LEVEL": "***"',
        "}",
      ].join("\n")),
    ...twiceClean("aws iam list-access-keys metadata", (v) =>
      [
        `$ aws iam get-access-key-last-used --access-key-id "$KEY_ID"`,
        "{",
        `    "UserName": "${v === 0 ? "ci-deployer" : "backup"}",`,
        '    "AccessKeyLastUsed": {',
        `        "LastUsedDate": "${when()}",`,
        '        "ServiceName": "s3",',
        '        "Region": "eu-west-1"',
        "    }",
        "}",
      ].join("\n")),
  ];
}
