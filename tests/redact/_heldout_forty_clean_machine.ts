/**
 * Corpus forty, clean: the ids and digests of a machine that look random and are not secret —
 * disk and partition UUIDs (`blkid`, `fstab`, `lsblk`), MAC addresses, checksums of downloads,
 * git commit ids, a plugin lockfile, Nix store paths, image digests, hardware UUIDs, Syncthing
 * device ids, backup snapshot ids, base64 of harmless settings, theme and prompt settings.
 */
import {
  B64,
  b64,
  combineClean,
  draw,
  type HeldOutClean,
  hex,
  host,
  num,
  pick,
  UPPER_ALNUM,
  user,
  uuid,
} from "./_heldout_forty_make.ts";

const mac = () => Array.from({ length: 6 }, () => hex(2)).join(":");
const NIX = "0123456789abcdfghijklmnpqrsvwxyz";
const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

const ALIKES: readonly (readonly [string, () => string[]])[] = [
  [
    "blkid output",
    () => [
      "$ sudo blkid",
      `/dev/nvme0n1p1: UUID="${hex(4).toUpperCase()}-${
        hex(4).toUpperCase()
      }" TYPE="vfat" PARTUUID="${uuid()}"`,
      `/dev/nvme0n1p2: UUID="${uuid()}" TYPE="crypto_LUKS" PARTUUID="${uuid()}"`,
      `/dev/mapper/root: UUID="${uuid()}" BLOCK_SIZE="4096" TYPE="btrfs"`,
    ],
  ],
  [
    "/etc/fstab by UUID",
    () => [
      "# <file system> <mount point> <type> <options> <dump> <pass>",
      `UUID=${uuid()} /     btrfs subvol=@,compress=zstd 0 0`,
      `UUID=${uuid()} /home btrfs subvol=@home,compress=zstd 0 0`,
      `UUID=${hex(4).toUpperCase()}-${hex(4).toUpperCase()} /boot/efi vfat umask=0077 0 2`,
    ],
  ],
  [
    "crypttab and LUKS header dump (no key)",
    () => [
      `luks-${uuid()} UUID=${uuid()} none discard`,
      "$ sudo cryptsetup luksDump /dev/nvme0n1p2 | head -6",
      "LUKS header information",
      "Version:       \t2",
      `UUID:          \t${uuid()}`,
      `Keyslots:\n  0: luks2\n\tSalt:       ${Array.from({ length: 4 }, () => hex(8)).join(" ")}`,
    ],
  ],
  [
    "ip link with MAC addresses",
    () => [
      "$ ip link show",
      "2: enp3s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP",
      `    link/ether ${mac()} brd ff:ff:ff:ff:ff:ff`,
      "3: wlp2s0: <BROADCAST,MULTICAST> mtu 1500 qdisc noop state DOWN",
      `    link/ether ${mac()} brd ff:ff:ff:ff:ff:ff permaddr ${mac()}`,
    ],
  ],
  [
    "checksums of downloads",
    () => [
      "$ sha256sum -c SHA256SUMS --ignore-missing",
      "ubuntu-24.04.1-desktop-amd64.iso: OK",
      "$ cat SHA256SUMS",
      `${hex(64)} *ubuntu-24.04.1-desktop-amd64.iso`,
      `${hex(64)} *ubuntu-24.04.1-live-server-amd64.iso`,
      `$ shasum -a 1 rclone-v1.68.2-osx-arm64.zip`,
      `${hex(40)}  rclone-v1.68.2-osx-arm64.zip`,
    ],
  ],
  [
    "git log of a dotfiles repository",
    () => [
      "$ git log --format='%H %s' -4",
      `${hex(40)} zsh: move secrets to pass`,
      `${hex(40)} nvim: pin lazy.nvim`,
      `${hex(40)} git: sign commits with ssh key`,
      `${hex(40)} initial commit`,
    ],
  ],
  [
    "lazy-lock.json of editor plugins",
    () => [
      "{",
      `  "lazy.nvim": { "branch": "main", "commit": "${hex(40)}" },`,
      `  "nvim-treesitter": { "branch": "master", "commit": "${hex(40)}" },`,
      `  "telescope.nvim": { "branch": "master", "commit": "${hex(40)}" }`,
      "}",
    ],
  ],
  [
    "Nix store paths and a flake lock entry",
    () => [
      "$ nix path-info -r ~/.nix-profile | head -3",
      `/nix/store/${draw(32, NIX)}-home-manager-path`,
      `/nix/store/${draw(32, NIX)}-zsh-5.9`,
      `      "narHash": "sha256-${draw(43, B64)}=",`,
      `      "rev": "${hex(40)}",`,
    ],
  ],
  [
    "docker images with digests",
    () => [
      "$ docker images --digests | head -3",
      "REPOSITORY             TAG       DIGEST                                                                    IMAGE ID",
      `ghcr.io/home-assistant/home-assistant   stable    sha256:${hex(64)}   ${hex(12)}`,
      `syncthing/syncthing    latest    sha256:${hex(64)}   ${hex(12)}`,
    ],
  ],
  [
    "hardware UUID and serial",
    () => [
      "$ system_profiler SPHardwareDataType | grep -E 'Serial|UUID'",
      `      Serial Number (system): ${draw(10, UPPER_ALNUM)}`,
      `      Hardware UUID: ${uuid().toUpperCase()}`,
      `      Provisioning UDID: 0000${num(6000, 8200)}-${hex(16).toUpperCase()}`,
    ],
  ],
  [
    "Syncthing device ids",
    () => [
      "$ syncthing cli show system | jq -r .myID",
      Array.from({ length: 8 }, () => draw(7, B32)).join("-"),
      "$ grep '<device id' ~/.local/state/syncthing/config.xml | head -2",
      `    <device id="${
        Array.from({ length: 8 }, () => draw(7, B32)).join("-")
      }" name="${host()}">`,
    ],
  ],
  [
    "restic snapshots and borg list",
    () => [
      "$ restic snapshots --compact",
      `${hex(8)}  2026-11-2${num(0, 7)} 03:00:01  ${host()}  /home/${user()}`,
      `${hex(8)}  2026-11-2${num(0, 7)} 03:00:02  ${host()}  /home/${user()}`,
      "$ borg list ::",
      `${host()}-2026-11-2${num(0, 7)}T03:00:0${num(0, 9)} Mon, 2026-11-2${num(0, 7)} 03:00:0${
        num(0, 9)
      } [${hex(64)}]`,
    ],
  ],
  [
    "base64 of harmless terminal settings",
    () => {
      const settings = JSON.stringify({
        theme: pick(["Catppuccin Mocha", "Gruvbox Dark", "Tokyo Night"]),
        fontFamily: "JetBrains Mono",
        fontSize: num(12, 16),
        cursorBlink: false,
      });
      return [
        "# exported profile, pasted into the new machine",
        `defaults write com.example.term Profile -data ${b64(settings)}`,
      ];
    },
  ],
  [
    "starship and tmux theme settings",
    () => [
      "# ~/.config/starship.toml",
      'format = "$directory$git_branch$git_status$character"',
      `[character]\nsuccess_symbol = "[➜](bold green)"`,
      "# ~/.tmux.conf",
      `set -g @catppuccin_flavour '${pick(["mocha", "latte", "frappe"])}'`,
      `set -g status-style 'bg=#${hex(6)} fg=#${hex(6)}'`,
      "set -g @plugin 'tmux-plugins/tpm'",
    ],
  ],
];

/** The clean machine ids family. */
export function buildCleanMachine(): HeldOutClean[] {
  return combineClean(ALIKES);
}
