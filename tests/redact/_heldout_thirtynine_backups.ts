/**
 * Corpus thirty-nine, backups and their keys: pgBackRest's cipher pass and S3 keys, WAL-G's
 * libsodium and PGP keys, Barman's conninfo, Percona XtraBackup's encryption key, Oracle TDE's
 * keystore password, SQL Server's master key, restic, CloudNativePG's object-store secret and
 * CockroachDB's client key.
 */
import {
  B64,
  dbname,
  draw,
  type HeldOutSecret,
  hex,
  host,
  type Insertion,
  lines,
  num,
  pass,
  pemBlock,
  pick,
  role,
  slug,
  spread,
  UPPER_DIGITS,
} from "./_heldout_thirtynine_make.ts";

/** An AWS access key id (public beside its secret, never a piece). */
const keyId = (): string => "AKIA" + draw(16, UPPER_DIGITS);

const BACKUPS: readonly Insertion[] = [
  ["pgbackrest.conf with cipher pass and S3 secret", "assignment", (k, add) => [
    `[global]`,
    `repo1-type=s3`,
    `repo1-s3-bucket=${pick(["pg-backups", "db-archive"])}-${slug(6)}`,
    `repo1-s3-region=eu-west-1`,
    `repo1-s3-key=${keyId()}`,
    `repo1-s3-key-secret=${k(40, B64)}`,
    `repo1-cipher-type=aes-256-cbc`,
    `repo1-cipher-pass=${pass(add)}`,
    `repo1-retention-full=${num(2, 7)}`,
  ]],
  ["WAL-G libsodium key in the environment", "assignment", (_k, add) => [
    `WALG_S3_PREFIX=s3://${pick(["wal", "pg-wal"])}-${slug(6)}/${dbname()}`,
    `WALG_LIBSODIUM_KEY=${add(hex(64))}`,
    `WALG_LIBSODIUM_KEY_TRANSFORM=hex`,
    `WALG_COMPRESSION_METHOD=zstd`,
  ]],
  ["WAL-G PGP key block", "block", (k) => [
    `WALG_PGP_KEY_PASSPHRASE=${k(num(16, 24))}`,
    `WALG_PGP_KEY="-----BEGIN PGP PRIVATE KEY BLOCK-----`,
    ``,
    ...lines(6, () => k(64, B64)),
    `${k(num(20, 50), B64)}`,
    `-----END PGP PRIVATE KEY BLOCK-----"`,
  ]],
  ["barman.conf conninfo with a password", "assignment", (_k, add) => [
    `[${dbname()}]`,
    `description = "Main PostgreSQL server"`,
    `conninfo = host=${host()} user=barman dbname=postgres password=${pass(add)}`,
    `streaming_conninfo = host=${host()} user=streaming_barman password=${pass(add)}`,
    `backup_method = postgres`,
  ]],
  ["xtrabackup --encrypt-key", "command", (k) => [
    `xtrabackup --backup --target-dir=/data/backups/$(date +%F) --user=backup --password=${
      k(num(14, 20))
    } --encrypt=AES256 --encrypt-key=${k(32)}`,
  ]],
  ["Oracle TDE keystore opened with its password", "command", (_k, add) => [
    `SQL> ADMINISTER KEY MANAGEMENT SET KEYSTORE OPEN IDENTIFIED BY "${pass(add)}" CONTAINER=ALL;`,
    ``,
    `keystore altered.`,
  ]],
  ["SQL Server master key and backup certificate", "command", (_k, add) => [
    `USE master;`,
    `CREATE MASTER KEY ENCRYPTION BY PASSWORD = '${pass(add)}';`,
    `CREATE CERTIFICATE BackupCert WITH SUBJECT = 'Backup encryption';`,
    `BACKUP CERTIFICATE BackupCert TO FILE = 'C:\\keys\\BackupCert.cer' WITH PRIVATE KEY (FILE = 'C:\\keys\\BackupCert.pvk', ENCRYPTION BY PASSWORD = '${
      pass(add)
    }');`,
  ]],
  ["restic repository password for dumps", "assignment", (k, add) => [
    `export RESTIC_REPOSITORY=s3:s3.amazonaws.com/${pick(["dumps", "db-restic"])}-${slug(6)}`,
    `export RESTIC_PASSWORD='${pass(add)}'`,
    `export AWS_ACCESS_KEY_ID=${keyId()}`,
    `export AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
    `pg_dumpall | restic backup --stdin --stdin-filename all.sql`,
  ]],
  ["CloudNativePG backup secret stringData", "assignment", (k) => [
    `apiVersion: v1`,
    `kind: Secret`,
    `metadata:`,
    `  name: ${dbname().replace(/_/g, "-")}-backup-creds`,
    `stringData:`,
    `  ACCESS_KEY_ID: ${keyId()}`,
    `  ACCESS_SECRET_KEY: ${k(40, B64)}`,
  ]],
  ["CockroachDB client key shown with cat", "block", (k) => [
    `$ cat certs/client.${role()}.key`,
    ...pemBlock(k, "RSA ", 10),
  ]],
  ["MySQL keyring encrypted backup password in a cron line", "command", (_k, add) => [
    `0 3 * * * mysqlbackup --user=backup --password=${
      pass(add)
    } --backup-image=/backups/$(date +\\%F).mbi --encrypt --key-file=/etc/mysql/backup.key backup-to-image`,
  ]],
  ["pg_probackup with PGPASSWORD in a systemd unit", "assignment", (_k, add) => [
    `[Service]`,
    `Type=oneshot`,
    `User=postgres`,
    `Environment=PGPASSWORD=${pass(add)}`,
    `ExecStart=/usr/bin/pg_probackup-16 backup -B /backup --instance ${dbname()} -b DELTA --stream`,
  ]],
  ["Percona Backup for MongoDB config", "assignment", (k) => [
    `storage:`,
    `  type: s3`,
    `  s3:`,
    `    region: us-west-2`,
    `    bucket: pbm-${slug(8)}`,
    `    credentials:`,
    `      access-key-id: ${keyId()}`,
    `      secret-access-key: ${k(40, B64)}`,
    `    serverSideEncryption:`,
    `      sseCustomerAlgorithm: AES256`,
    `      sseCustomerKey: ${k(43, B64)}=`,
  ]],
  ["Velero-style restore note quoting the dump's gpg passphrase", "output", (_k, add) => [
    `Restore steps for ${dbname()}:`,
    `1. aws s3 cp s3://db-archive-${slug(6)}/${dbname()}.sql.gpg .`,
    `2. gpg -d ${dbname()}.sql.gpg > ${dbname()}.sql   (passphrase: ${pass(add)})`,
    `3. psql -f ${dbname()}.sql`,
  ]],
];

/** The backup family: every case in two settings. */
export function buildBackups(): HeldOutSecret[] {
  return spread(BACKUPS, 2);
}
