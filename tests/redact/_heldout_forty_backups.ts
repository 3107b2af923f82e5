/**
 * Corpus forty, sync and backups: `rclone.conf` (an OAuth token, an obscured `pass`), `rclone
 * config show`, restic's and Kopia's passwords, borg's passphrase and exported key, Syncthing's
 * API key, Time Machine and NAS shares, rsync's password file, a Synology login URL.
 */
import {
  awsId,
  awsSecret,
  B64,
  B64URL,
  combine,
  draw,
  type HeldOutSecret,
  hex,
  LOWER_DIGITS,
  num,
  pass,
  phrase,
  pick,
  type Template,
  user,
} from "./_heldout_forty_make.ts";

const TEMPLATES: readonly Template[] = [
  {
    label: "rclone.conf with a Google Drive OAuth token",
    shape: "assignment",
    make: (k) => [
      "$ cat ~/.config/rclone/rclone.conf",
      "[gdrive]",
      "type = drive",
      "scope = drive",
      `token = {"access_token":"ya29.a0${k(num(150, 170), B64URL)}","token_type":"Bearer",` +
      `"refresh_token":"1//0${k(num(95, 100), B64URL)}","expiry":"2026-11-2${num(0, 8)}T1${
        num(0, 9)
      }:0${num(0, 9)}:11.0+01:00"}`,
      "team_drive = ",
    ],
  },
  {
    label: "rclone.conf with an obscured sftp password",
    shape: "encoded",
    make: (k) => [
      "[nas]",
      "type = sftp",
      `host = ${pick(["nas.lan", "192.168.1.10", "backup.home.arpa"])}`,
      `user = ${user()}`,
      `pass = ${k(num(40, 60), B64URL)}`,
      "shell_type = unix",
    ],
  },
  {
    label: "rclone config show for a B2 remote",
    shape: "output",
    make: (k) => [
      "$ rclone config show b2",
      "[b2]",
      "type = b2",
      `account = 005${draw(22, "0123456789abcdef")}`,
      `key = K005${k(27, B64)}`,
      "hard_delete = true",
    ],
  },
  {
    label: "a restic environment file with B2 keys",
    shape: "assignment",
    make: (k, add) => [
      "$ cat ~/.config/restic/env",
      `export RESTIC_REPOSITORY=b2:${user()}-backups:/laptop`,
      `export RESTIC_PASSWORD='${phrase(add, " ")}'`,
      `export B2_ACCOUNT_ID=005${draw(22, "0123456789abcdef")}`,
      `export B2_ACCOUNT_KEY=K005${k(27, B64)}`,
    ],
  },
  {
    label: "restic run with the password before the command",
    shape: "command",
    make: (_k, add) => [
      `$ RESTIC_PASSWORD='${pass(add)}' restic -r sftp:${user()}@nas.lan:/srv/restic snapshots`,
      `repository ${hex(8)} opened (version 2, compression level auto)`,
      "ID        Time                 Host        Tags",
      `${hex(8)}  2026-11-2${num(0, 7)} 03:00:0${num(0, 9)}  thinkpad`,
    ],
  },
  {
    label: "a borg backup script with its passphrase",
    shape: "assignment",
    make: (_k, add) => [
      "#!/bin/sh",
      `export BORG_REPO=ssh://${user()}@nas.lan/./borg`,
      `export BORG_PASSPHRASE='${phrase(add)}'`,
      "borg create --stats --compression zstd ::'{hostname}-{now}' ~/Documents ~/src",
    ],
  },
  {
    label: "borg key export",
    shape: "block",
    make: (k) => [
      "$ borg key export ssh://nas.lan/./borg /dev/stdout",
      `BORG_KEY ${hex(64)}`,
      ...Array.from({ length: 6 }, () => k(80, B64)),
      k(num(20, 40), B64) + "=",
    ],
  },
  {
    label: "Syncthing config.xml gui block with its API key",
    shape: "assignment",
    make: (k) => [
      '    <gui enabled="true" tls="false" debugging="false">',
      "        <address>127.0.0.1:8384</address>",
      `        <user>${user()}</user>`,
      `        <apikey>${k(32, LOWER_DIGITS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}</apikey>`,
      "        <theme>default</theme>",
      "    </gui>",
    ],
  },
  {
    label: "curl to Syncthing's REST API with X-API-Key",
    shape: "command",
    make: (k) => [
      `$ curl -s -H "X-API-Key: ${
        k(32, LOWER_DIGITS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
      }" http://127.0.0.1:8384/rest/system/status | jq .uptime`,
      String(num(1000, 900000)),
    ],
  },
  {
    label: "tmutil setdestination with an SMB URL",
    shape: "url",
    make: (_k, add) => [
      `$ sudo tmutil setdestination -a "smb://${user()}:${pass(add)}@nas.local/TimeMachine"`,
      "$ tmutil destinationinfo",
      "Name          : TimeMachine",
      "Kind          : Network",
    ],
  },
  {
    label: "a CIFS credentials file and its fstab line",
    shape: "assignment",
    make: (_k, add) => [
      "$ sudo cat /etc/samba/creds-nas",
      `username=${user()}`,
      `password=${pass(add)}`,
      "domain=WORKGROUP",
      "$ grep cifs /etc/fstab",
      "//nas.local/media /mnt/media cifs credentials=/etc/samba/creds-nas,uid=1000,iocharset=utf8 0 0",
    ],
  },
  {
    label: "an fstab line with the password in its options",
    shape: "assignment",
    make: (_k, add) => [
      `//192.168.1.10/backup /mnt/backup cifs username=${user()},password=${
        pass(add)
      },vers=3.0,_netdev 0 0`,
    ],
  },
  {
    label: "rsync daemon password file and RSYNC_PASSWORD",
    shape: "command",
    make: (_k, add) => {
      const pw = pass(add);
      return [
        "$ cat ~/.rsync-pass",
        pw,
        `$ RSYNC_PASSWORD=${pw} rsync -av ~/Photos rsync://${user()}@nas.lan/photos/`,
      ];
    },
  },
  {
    label: "kopia repository connect with a password",
    shape: "command",
    make: (k, add) => [
      `$ kopia repository connect s3 --bucket=${user()}-kopia --access-key=${awsId()} --secret-access-key=${
        awsSecret(k)
      } --password='${pass(add)}'`,
      "Connected to repository.",
    ],
  },
  {
    label: "a Synology login URL with passwd",
    shape: "url",
    make: (_k, add) => [
      `$ curl -s 'http://nas.local:5000/webapi/auth.cgi?api=SYNO.API.Auth&version=3&method=login&account=admin&passwd=${
        add(draw(num(12, 18)))
      }&session=FileStation&format=sid'`,
      `{"data":{"sid":"${draw(20, B64URL)}"},"success":true}`,
    ],
  },
];

/** The sync and backups family. */
export function buildBackups(): HeldOutSecret[] {
  return combine(TEMPLATES, 2);
}
