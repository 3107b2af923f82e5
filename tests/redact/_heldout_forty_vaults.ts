/**
 * Corpus forty, keyrings and password managers: `pass show`, KeePassXC's CLI, macOS `security`,
 * `secret-tool`, Windows `cmdkey` and PowerShell credentials, `op read` and `bw get`, and the
 * exports people make when they move machines: a browser's saved-password CSV, Firefox's, a
 * Bitwarden JSON, a 1Password CSV.
 */
import {
  B64,
  combine,
  draw,
  ghTok,
  type HeldOutSecret,
  host,
  LOWER_DIGITS,
  num,
  pass,
  phrase,
  pick,
  type Template,
  UPPER_DIGITS,
  user,
  uuid,
} from "./_heldout_forty_make.ts";

const SITES = ["github.com", "fastmail.com", "news.ycombinator.com", "router.lan", "bank.example"];

const TEMPLATES: readonly Template[] = [
  {
    label: "pass show: the password alone on the first line",
    shape: "output",
    make: (_k, add) => [
      `$ pass show email/${pick(["fastmail", "proton", "gmail"])}`,
      pass(add),
      `login: ${user()}@example.org`,
      "url: https://app.fastmail.com",
    ],
  },
  {
    label: "pass show with an otpauth URI",
    shape: "url",
    make: (_k, add) => [
      "$ pass show dev/github",
      pass(add),
      `otpauth://totp/GitHub:${user()}?secret=${add(draw(32, UPPER_DIGITS))}&issuer=GitHub`,
    ],
  },
  {
    label: "keepassxc-cli show -s",
    shape: "output",
    make: (_k, add) => [
      "$ keepassxc-cli show -s ~/Sync/vault.kdbx 'Homelab/Proxmox'",
      `Enter password to unlock /home/${user()}/Sync/vault.kdbx:`,
      "Title: Proxmox",
      "UserName: root@pam",
      `Password: ${pass(add)}`,
      "URL: https://pve.home.arpa:8006",
      "Notes: ",
    ],
  },
  {
    label: "security find-generic-password -w: the value alone",
    shape: "output",
    make: (_k, add) => [
      `$ security find-generic-password -a "${user()}" -s "${
        pick(["restic-b2", "borg-nas", "npm-publish"])
      }" -w`,
      pass(add),
    ],
  },
  {
    label: "security find-generic-password -ga with the password line",
    shape: "output",
    make: (_k, add) => [
      `$ security find-generic-password -ga "${
        pick(["HomeWiFi", "Synology", "Docker Credentials"])
      }"`,
      'keychain: "/Users/me/Library/Keychains/login.keychain-db"',
      "version: 512",
      'class: "genp"',
      "attributes:",
      `    "acct"<blob>="${user()}"`,
      '    "svce"<blob>="Synology"',
      `password: "${pass(add)}"`,
    ],
  },
  {
    label: "secret-tool lookup: the value alone",
    shape: "output",
    make: (_k, add) => [
      `$ secret-tool lookup service rclone account ${user()}`,
      phrase(add, "-"),
    ],
  },
  {
    label: "secret-tool search --all with a secret line",
    shape: "output",
    make: (_k, add) => [
      "$ secret-tool search --all xdg:schema org.gnome.keyring.NetworkPassword",
      `[/org/freedesktop/secrets/collection/login/${num(2, 40)}]`,
      "label = smb://nas.local/media",
      `secret = ${pass(add)}`,
      `created = 2026-0${num(1, 9)}-1${num(0, 9)} 08:14:02`,
      `attribute.user = ${user()}`,
      "attribute.server = nas.local",
    ],
  },
  {
    label: "cmdkey /generic with a password",
    shape: "command",
    make: (_k, add) => [
      `C:\\> cmdkey /generic:TERMSRV/${pick(["desk01", "buildbox", "nas"])} /user:${user()} /pass:${
        pass(add)
      }`,
      "CMDKEY: Credential added successfully.",
    ],
  },
  {
    label: "Chrome's saved passwords CSV",
    shape: "output",
    make: (_k, add) => [
      "$ head -4 ~/Downloads/Chrome\\ Passwords.csv",
      "name,url,username,password,note",
      ...SITES.slice(0, 3).map((s) => `${s},https://${s}/login,${user()},${pass(add)},`),
    ],
  },
  {
    label: "Firefox's logins.csv",
    shape: "output",
    make: (_k, add) => [
      '"url","username","password","httpRealm","formActionOrigin","guid","timeCreated"',
      ...SITES.slice(2).map((s) =>
        `"https://${s}","${user()}","${pass(add)}",,"https://${s}","{${uuid()}}","17${
          draw(11, "0123456789")
        }"`
      ),
    ],
  },
  {
    label: "Bitwarden JSON export with a login and a TOTP seed",
    shape: "assignment",
    make: (_k, add) => [
      "{",
      '  "encrypted": false,',
      '  "items": [',
      "    {",
      `      "id": "${uuid()}",`,
      '      "type": 1,',
      '      "name": "GitHub",',
      '      "login": {',
      `        "username": "${user()}",`,
      `        "password": "${pass(add)}",`,
      `        "totp": "${add(draw(32, UPPER_DIGITS))}"`,
      "      }",
      "    }",
      "  ]",
      "}",
    ],
  },
  {
    label: "1Password CSV export",
    shape: "output",
    make: (_k, add) => [
      "Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes",
      `Router,http://192.168.1.1,admin,${pass(add)},,false,false,home,`,
      `Synology,https://nas.local:5001,${user()},${pass(add)},,true,false,home,`,
    ],
  },
  {
    label: "op read printing a GitHub token",
    shape: "vendor",
    make: (_k, add) => [
      '$ op read "op://Private/GitHub CLI/token"',
      ghTok(add, "ghp_"),
    ],
  },
  {
    label: "bw get password: the value alone",
    shape: "output",
    make: (_k, add) => [
      `$ export BW_SESSION=$(bw unlock --raw) && bw get password ${
        pick(["router", "nas-admin", "proxmox"])
      }`,
      add(draw(num(18, 24), LOWER_DIGITS + "ABCDEFGHJKLMNPQRSTUVWXYZ")),
    ],
  },
  {
    label: "KeePassXC opened with a master password on stdin",
    shape: "command",
    make: (_k, add) => [
      `$ echo '${phrase(add, " ")}' | keepassxc-cli ls ~/Sync/vault.kdbx`,
      "Homelab/",
      "Email/",
      "Banking/",
    ],
  },
  {
    label: "PowerShell reading a stored credential's password",
    shape: "output",
    make: (_k, add) => [
      `PS> (Get-StoredCredential -Target "${host()}").GetNetworkCredential().Password`,
      pass(add),
    ],
  },
  {
    label: "bw unlock's session key wrapped at 80 columns",
    shape: "wrapped",
    make: (_k, add) => {
      // `export BW_SESSION="` is 20 columns: the first line holds 60 characters of the key.
      const key = draw(86, B64) + "==";
      return [
        "$ bw unlock",
        "Your vault is now unlocked!",
        "To unlock your vault, set your session key to the `BW_SESSION` environment variable. ex:",
        `$ export BW_SESSION="${add(key.slice(0, 60))}`,
        `${add(key.slice(60))}"`,
      ];
    },
  },
];

/** The keyrings and password managers family. */
export function buildVaults(): HeldOutSecret[] {
  return combine(TEMPLATES, 2);
}
