/**
 * Corpus twenty-one, clean operations files and sessions: monitoring configs reading their
 * secrets from files and variables, SSH and VPN sessions with public keys and fingerprints only,
 * shell history and environment dumps without credentials, crash output with addresses and ids,
 * backup commands that take their passwords from elsewhere.
 */
import {
  b64,
  bytes,
  digest,
  draw,
  fingerprint,
  type HeldOutClean,
  hex,
  host,
  sha,
  traceId,
  twiceClean,
  uuid,
  wgKey,
  when,
} from "./_heldout_twentyone_make.ts";

export function buildCleanOps(): HeldOutClean[] {
  return [
    ...twiceClean("Prometheus basic_auth with a password file", (v) =>
      [
        "scrape_configs:",
        `  - job_name: ${v === 0 ? "rabbitmq" : "pgbouncer"}`,
        "    basic_auth:",
        "      username: prometheus",
        "      password_file: /etc/prometheus/secrets/scrape-password",
        "    static_configs:",
        `      - targets: ['${host()}:15692']`,
      ].join("\n")),
    ...twiceClean("Grafana provisioning with an environment reference", (v) =>
      [
        "datasources:",
        `  - name: ${v === 0 ? "Postgres ops" : "Loki"}`,
        `    uid: ${draw(9, "abcdefghijklmnopqrstuvwxyz0123456789")}`,
        "    secureJsonData:",
        "      password: $__env{GRAFANA_PG_PASSWORD}",
      ].join("\n")),
    ...twiceClean("Datadog agent YAML reading the key from a secret backend", (v) =>
      [
        "api_key: ENC[datadog_api_key]",
        "secret_backend_command: /opt/datadog-agent/bin/secret-helper",
        `site: datadoghq.${v === 0 ? "eu" : "com"}`,
        `hostname: ${host()}`,
        "tags:",
        `  - build:${sha().slice(0, 8)}`,
      ].join("\n")),
    ...twiceClean("Alertmanager with the webhook in a file", (v) =>
      [
        "receivers:",
        `  - name: ${v === 0 ? "oncall-slack" : "db-team"}`,
        "    slack_configs:",
        "      - api_url_file: /etc/alertmanager/slack-url",
        "        channel: '#alerts'",
        `        title: '{{ .CommonLabels.alertname }} ${hex(6)}'`,
      ].join("\n")),
    ...twiceClean("WireGuard public keys from wg show", (v) =>
      [
        `$ sudo wg show wg${v}`,
        `interface: wg${v}`,
        `  public key: ${wgKey()}`,
        "  private key: (hidden)",
        "  listening port: 51820",
        "",
        `peer: ${wgKey()}`,
        `  endpoint: ${host()}.example.net:51820`,
        `  latest handshake: ${draw(2, "123456789")} seconds ago`,
      ].join("\n")),
    ...twiceClean("ssh-keygen fingerprints and a public key", (v) =>
      [
        "$ ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub",
        `256 ${fingerprint()} root@${host()} (ED25519)`,
        "$ cat ~/.ssh/id_ed25519.pub",
        `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(bytes(32), false).slice(0, 43)} ops@${
          v === 0 ? "laptop" : "bastion"
        }`,
      ].join("\n")),
    ...twiceClean("an ssh session's debug lines", (v) =>
      [
        `$ ssh -v ops@${host()}`,
        `debug1: Server host key: ssh-ed25519 ${fingerprint()}`,
        "debug1: Host is known and matches the ED25519 host key.",
        `debug1: Offering public key: /home/ops/.ssh/id_ed25519 ED25519 ${fingerprint()} agent`,
        `debug1: Authenticated to ${host()} ([10.0.${v}.4]:22) using "publickey".`,
      ].join("\n")),
    ...twiceClean("OpenVPN log without credentials", (v) =>
      [
        `${when()} OpenVPN 2.6.12 x86_64-pc-linux-gnu`,
        `${when()} TCP/UDP: Preserving recently used remote address: [AF_INET]203.0.113.${
          10 + v
        }:1194`,
        `${when()} VERIFY OK: depth=0, CN=vpn-${v}.example.net`,
        `${when()} Peer Connection Initiated with [AF_INET]203.0.113.${10 + v}:1194`,
        `${when()} Initialization Sequence Completed`,
      ].join("\n")),
    ...twiceClean("shell history without secrets", (v) =>
      [
        "$ history | tail -5",
        ` ${draw(3, "123456789")}  kubectl -n ingress logs deploy/nginx --since=10m | grep ' 502 '`,
        ` ${draw(3, "123456789")}  export GITHUB_TOKEN=$(gh auth token)`,
        ` ${draw(3, "123456789")}  git checkout ${sha().slice(0, 10)}`,
        ` ${draw(3, "123456789")}  aws s3 ls s3://acme-backups/${host()}/ --profile ${
          v === 0 ? "ops" : "ro"
        }`,
      ].join("\n")),
    ...twiceClean("env dump without credentials", (v) =>
      [
        "$ env | sort",
        `HOSTNAME=${host()}`,
        `IMAGE_DIGEST=${digest()}`,
        `OTEL_TRACE_PARENT=00-${traceId()}-${hex(16)}-01`,
        `POD_UID=${uuid()}`,
        `GIT_COMMIT=${sha()}`,
        `AWS_REGION=${v === 0 ? "eu-west-1" : "us-east-1"}`,
        "DB_PASSWORD_FILE=/run/secrets/db_password",
      ].join("\n")),
    ...twiceClean("a Go panic with addresses only", (v) =>
      [
        "panic: runtime error: invalid memory address or nil pointer dereference",
        `[signal SIGSEGV: segmentation violation code=0x1 addr=0x${hex(2)} pc=0x${hex(6)}]`,
        "",
        `goroutine ${draw(3, "123456789")} [running]:`,
        `main.(*Ledger).Apply(0xc000${hex(6)}, {0x${hex(6)}, 0xc000${hex(6)}})`,
        `\t/src/ledger/apply.go:${100 + v} +0x${hex(3)}`,
      ].join("\n")),
    ...twiceClean("coredumpctl list", (v) =>
      [
        "$ coredumpctl list --since today",
        "TIME                           PID  UID  GID SIG     COREFILE EXE",
        `${when().slice(0, 19)} ${
          draw(5, "123456789")
        }  998  998 SIGSEGV present  /usr/local/bin/exporter`,
        `${when().slice(0, 19)} ${draw(5, "123456789")}  998  998 ${
          v === 0 ? "SIGABRT" : "SIGBUS "
        } present  /usr/local/bin/exporter`,
      ].join("\n")),
    ...twiceClean("a Python traceback without locals", (v) =>
      [
        "Traceback (most recent call last):",
        `  File "/app/sync/${v === 0 ? "billing" : "crm"}.py", line 88, in push`,
        "    resp.raise_for_status()",
        `requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.partner.example/v2/push?batch=${
          hex(12)
        }`,
      ].join("\n")),
    ...twiceClean("restic snapshots listing", (v) =>
      [
        `$ restic -r s3:s3.amazonaws.com/acme-backups/${host()} snapshots --password-file /etc/restic/pw`,
        "ID        Time                 Host          Tags     Paths",
        "--------------------------------------------------------------------",
        `${hex(8)}  ${
          when().slice(0, 19).replace("T", " ")
        }  ${host()}  nightly  /var/lib/postgresql`,
        `${hex(8)}  ${when().slice(0, 19).replace("T", " ")}  ${host()}  ${
          v === 0 ? "nightly" : "manual "
        }  /var/lib/postgresql`,
      ].join("\n")),
    ...twiceClean("borg list archives", (v) =>
      [
        `$ BORG_PASSCOMMAND='cat /root/.borg-pass' borg list ssh://borg@${host()}/./${
          v === 0 ? "db" : "files"
        }`,
        `${host()}-${when().slice(0, 19)}   ${when().slice(0, 10)} [${hex(64)}]`,
        `${host()}-${when().slice(0, 19)}   ${when().slice(0, 10)} [${hex(64)}]`,
      ].join("\n")),
    ...twiceClean("rclone.conf with env-provided keys", (v) =>
      [
        `[${v === 0 ? "wasabi" : "r2"}]`,
        "type = s3",
        "provider = Other",
        "env_auth = true",
        `endpoint = https://s3.${
          v === 0 ? "eu-central-1.wasabisys.com" : "r2.cloudflarestorage.com"
        }`,
        `# bucket acme-backups-${hex(6)}`,
      ].join("\n")),
    ...twiceClean("pg_dump with a service file", (v) =>
      [
        `$ pg_dump "service=${v === 0 ? "orders" : "ledger"}_backup" -Fc -f /backups/${
          when().slice(0, 10)
        }.dump`,
        "$ sha256sum /backups/*.dump",
        `${hex(64)}  /backups/${when().slice(0, 10)}.dump`,
      ].join("\n")),
    ...twiceClean("an age public key and a recipients file", (v) =>
      [
        `$ cat /etc/backup/${v === 0 ? "dump" : "wal"}.recipients`,
        `age1${draw(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`,
        `age1${draw(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`,
      ].join("\n")),
    ...twiceClean("a gpg key listing", (v) =>
      [
        "$ gpg --list-secret-keys --keyid-format long",
        "sec   ed25519/" + hex(16).toUpperCase() + ` 2026-0${v + 1}-14 [SC]`,
        "      " + hex(40).toUpperCase(),
        "uid                 [ultimate] Backups <backups@example.net>",
        "ssb   cv25519/" + hex(16).toUpperCase() + " 2026-01-14 [E]",
      ].join("\n")),
    ...twiceClean("a trace export in JSON", (v) =>
      JSON.stringify(
        {
          traceId: traceId(),
          spans: [
            { spanId: hex(16), name: "POST /ledger", status: v === 0 ? "ERROR" : "OK" },
            { spanId: hex(16), name: "SELECT ledger_entries", durationMs: 1200 + v },
          ],
          resource: { "service.name": "ledger", "service.version": sha().slice(0, 7) },
        },
        null,
        2,
      )),
    ...twiceClean("a change ticket naming rotated secrets", (v) =>
      [
        `CHG-${draw(5, "0123456789")}: rotate ${
          v === 0 ? "database" : "broker"
        } credentials after ${"INC-" + draw(4, "0123456789")}`,
        "Scope: app_rw, replicator, monitor users; values generated by Vault, not recorded here.",
        `Old key id: ${uuid()} (revoked ${when().slice(0, 10)})`,
        "Verification: application health checks green on all hosts.",
      ].join("\n")),
  ];
}
