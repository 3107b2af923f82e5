/**
 * Corpus twenty-one, backup and restore: `pg_dump` and `pg_restore` URLs, `mongodump --uri`,
 * restic and borg passphrases, `rclone.conf` remotes, S3 sync keys, age and GPG passphrases for
 * encrypted dumps.
 */
import {
  awsKeyId,
  azureKey,
  B64,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  host,
  humanPass,
  pass,
  twice,
  when,
} from "./_heldout_twentyone_make.ts";

const AGE = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";

export function buildBackup(): HeldOutSecret[] {
  return [
    ...twice(
      "url",
      "pg_dump by a URL",
      (_k, add, v) =>
        `$ pg_dump "postgres://backup:${pass(add)}@${host()}:5432/${
          v === 0 ? "orders" : "ledger"
        }" -Fc -f /backups/${when().slice(0, 10)}.dump`,
    ),
    ...twice("command", "pg_restore with PGPASSWORD inline", (_k, add, v) =>
      [
        `$ PGPASSWORD='${pass(add)}' pg_restore -h ${host()} -U postgres -d ${
          v === 0 ? "orders" : "ledger"
        }_restore -j 4 /backups/latest.dump`,
        "pg_restore: warning: errors ignored on restore: 2",
      ].join("\n")),
    ...twice("url", "mongodump --uri", (_k, add, v) =>
      [
        `$ mongodump --uri="mongodb://backup:${
          pass(add)
        }@${host()}:27017/?authSource=admin" --gzip --archive=/backups/mongo-${v}.gz`,
        `${when()}\twriting admin.system.users to archive '/backups/mongo.gz'`,
      ].join("\n")),
    ...twice("assignment", "restic environment for a backup job", (k, add, v) =>
      [
        `export RESTIC_REPOSITORY=s3:s3.${
          v === 0 ? "eu-west-1" : "us-east-2"
        }.amazonaws.com/acme-backups/${host()}`,
        `export RESTIC_PASSWORD='${pass(add)}'`,
        `export AWS_ACCESS_KEY_ID=${add(awsKeyId())}`,
        `export AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
        "restic backup /var/lib/postgresql --tag nightly",
      ].join("\n")),
    ...twice("command", "restic with the password piped in", (_k, add, v) =>
      [
        `$ echo '${humanPass(add)}' | restic -r /mnt/nas/restic ${
          v === 0 ? "snapshots" : "check"
        } --password-file /dev/stdin`,
        "repository " + hex(8) + " opened (version 2, compression level auto)",
      ].join("\n")),
    ...twice("assignment", "borg passphrase in a cron wrapper", (_k, add, v) =>
      [
        "#!/bin/sh",
        `export BORG_REPO=ssh://borg@${host()}:22/./${v === 0 ? "db" : "files"}`,
        `export BORG_PASSPHRASE="${
          add(
            draw(6, "abcdefghijklmnopqrstuvwxyz") + "-" + draw(6, "abcdefghijklmnopqrstuvwxyz") +
              "-" + draw(6, "abcdefghijklmnopqrstuvwxyz") + "-" + draw(4, "0123456789"),
          )
        }"`,
        "borg create --stats ::'{hostname}-{now}' /srv",
      ].join("\n")),
    ...twice("output", "borg key export printing the repository key", (_k, add, v) =>
      [
        `$ borg key export --paper ssh://borg@${host()}/./${v === 0 ? "db" : "files"}`,
        "To restore key use borg key import --paper /path/to/repo",
        "",
        `BORG PAPER KEY v1`,
        `id: 20 / ${hex(6)} ${hex(6)} ${hex(6)} - ${hex(2)}`,
        ` 1: ${add(hex(6) + " " + hex(6) + " " + hex(6) + " " + hex(6))} - ${hex(2)}`,
        ` 2: ${add(hex(6) + " " + hex(6) + " " + hex(6) + " " + hex(6))} - ${hex(2)}`,
      ].join("\n")),
    ...twice("assignment", "rclone.conf with an S3 remote", (k, add, v) =>
      [
        "$ cat ~/.config/rclone/rclone.conf",
        `[${v === 0 ? "wasabi" : "r2"}]`,
        "type = s3",
        "provider = Other",
        `access_key_id = ${add(draw(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))}`,
        `secret_access_key = ${k(40, B64)}`,
        `endpoint = https://s3.${
          v === 0 ? "eu-central-1.wasabisys.com" : "r2.cloudflarestorage.com"
        }`,
      ].join("\n")),
    ...twice("encoded", "rclone.conf with an obscured SFTP password", (_k, add, v) =>
      [
        `[${v === 0 ? "offsite" : "nas"}]`,
        "type = sftp",
        `host = ${host()}.example.net`,
        "user = backup",
        `pass = ${add(draw(num42(v), B64URL))}`,
        "shell_type = unix",
      ].join("\n")),
    ...twice(
      "command",
      "azcopy with a SAS token",
      (_k, add, v) =>
        `$ azcopy copy '/backups/*.dump' 'https://stbackup${v}.blob.core.windows.net/pg?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&st=2026-11-01T00:00:00Z&spr=https&sig=${
          add(encodeURIComponent(azureKey().slice(0, 44)))
        }' --recursive`,
    ),
    ...twice("encoded", "an age secret key for encrypted dumps", (_k, add, v) =>
      [
        `$ cat /etc/backup/${v === 0 ? "dump" : "wal"}.agekey`,
        `# created: ${when()}`,
        `# public key: age1${draw(58, AGE.toLowerCase())}`,
        add("AGE-SECRET-KEY-1" + draw(58, AGE)),
      ].join("\n")),
    ...twice(
      "command",
      "gpg decrypting a dump with --passphrase",
      (_k, add, v) =>
        `$ gpg --batch --pinentry-mode loopback --passphrase '${pass(add)}' -d /backups/${
          v === 0 ? "orders" : "crm"
        }.sql.gpg | psql -h ${host()} -U postgres`,
    ),
    ...twice("output", "the restic password file shown with cat", (_k, add, v) =>
      [
        `root@${host()}:~# cat /etc/restic/${v === 0 ? "pw" : "password.txt"}`,
        add(draw(num42(v) - 6, B64.slice(0, 62))),
        `root@${host()}:~# restic -r /mnt/nas/restic snapshots --password-file /etc/restic/pw | tail -1`,
        "12 snapshots",
      ].join("\n")),
  ];
}

/** Length of an rclone-obscured password (its nonce and the password, base64url). */
function num42(v: number): number {
  return 38 + v * 4;
}
