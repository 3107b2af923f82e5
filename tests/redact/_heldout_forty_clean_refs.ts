/**
 * Corpus forty, clean: dotfiles and tool output where a secret would be but is not — masked
 * values (`aws configure list`, `npm config list`, `nmcli` without `-s`, `netsh` without
 * `key=clear`), references to where a secret is kept (`op://`, `pass`, the keychain,
 * `secret-tool`, credential helpers, `BORG_PASSCOMMAND`), placeholders and documentation's example
 * keys, and an `env` dump with nothing secret.
 */
import {
  combineClean,
  draw,
  type HeldOutClean,
  hex,
  host,
  LOWER_DIGITS,
  num,
  pick,
  user,
  uuid,
} from "./_heldout_forty_make.ts";

const ALIKES: readonly (readonly [string, () => string[]])[] = [
  [
    "aws configure list with masked keys",
    () => [
      "$ aws configure list",
      "      Name                    Value             Type    Location",
      "      ----                    -----             ----    --------",
      `   profile                 ${pick(["default", "work"])}           manual    --profile`,
      `access_key     ****************${
        draw(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
      } shared-credentials-file`,
      `secret_key     ****************${
        draw(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
      } shared-credentials-file`,
      "    region                eu-west-1      config-file    ~/.aws/config",
    ],
  ],
  [
    "npm config list with the token protected",
    () => [
      "$ npm config list",
      '; "user" config from /Users/me/.npmrc',
      "",
      "//registry.npmjs.org/:_authToken = (protected)",
      `init-author-name = "${user()}"`,
      "save-exact = true",
    ],
  ],
  [
    ".zshrc reading keys from 1Password references",
    () => [
      'export OPENAI_API_KEY="op://Private/OpenAI/credential"',
      `export ANTHROPIC_API_KEY="op://${pick(["Private", "Dev"])}/Anthropic/api key"`,
      'alias claude="op run --no-masking -- claude"',
      `# item id ${draw(26, LOWER_DIGITS)}`,
    ],
  ],
  [
    ".bashrc reading tokens from pass and the keychain",
    () => [
      'export GITHUB_TOKEN="$(pass show dev/github/token)"',
      `export NPM_TOKEN="$(security find-generic-password -a "$USER" -s npm-publish -w)"`,
      'export RESTIC_PASSWORD_COMMAND="secret-tool lookup service restic"',
      "export BORG_PASSCOMMAND='pass show backup/borg'",
    ],
  ],
  [
    ".gitconfig with credential helpers",
    () => [
      "[credential]",
      `\thelper = ${
        pick(["osxkeychain", "/usr/lib/git-core/git-credential-libsecret", "manager"])
      }`,
      '[credential "https://github.com"]',
      "\thelper = !/opt/homebrew/bin/gh auth git-credential",
      '[url "git@github.com:"]',
      "\tinsteadOf = https://github.com/",
    ],
  ],
  [
    ".docker/config.json with a credential store only",
    () => [
      "{",
      '  "auths": {',
      '    "ghcr.io": {},',
      '    "https://index.docker.io/v1/": {}',
      "  },",
      `  "credsStore": "${pick(["desktop", "osxkeychain", "pass"])}",`,
      `  "currentContext": "${pick(["desktop-linux", "colima", "orbstack"])}"`,
      "}",
    ],
  ],
  [
    ".kube/config with an exec credential plugin",
    () => [
      "users:",
      `- name: arn:aws:eks:eu-west-1:${num(100000000000, 999999999999)}:cluster/${
        pick(["dev", "lab"])
      }`,
      "  user:",
      "    exec:",
      "      apiVersion: client.authentication.k8s.io/v1beta1",
      "      command: aws",
      "      args: [eks, get-token, --cluster-name, dev, --output, json]",
    ],
  ],
  [
    ".npmrc and .pypirc with placeholders",
    () => [
      "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
      "[pypi]",
      "username = __token__",
      "password = <paste your pypi- token here>",
    ],
  ],
  [
    "documentation's example AWS keys",
    () => [
      "# from the AWS CLI guide, not real",
      "[default]",
      "aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
      "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      `region = ${pick(["us-west-2", "eu-central-1"])}`,
    ],
  ],
  [
    "a README's example tokens",
    () => [
      "Set your token before running the bootstrap:",
      "",
      "    export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "    export OPENAI_API_KEY=sk-...",
      `    export HF_TOKEN=hf_********  # step ${num(2, 9)}`,
    ],
  ],
  [
    "WireGuard and wpa_supplicant templates",
    () => [
      "[Interface]",
      "PrivateKey = <contents of /etc/wireguard/privatekey>",
      `Address = 10.${num(0, 200)}.0.${num(2, 250)}/32`,
      "network={",
      '\tssid="YOUR_SSID"',
      "\tpsk=ext:home_psk",
      "}",
    ],
  ],
  [
    "nmcli without -s hides the psk",
    () => [
      `$ nmcli connection show "${pick(["Home-5G", "eduroam"])}" | grep -E 'uuid|psk|mac'`,
      `connection.uuid:                        ${uuid()}`,
      "802-11-wireless-security.psk:           <hidden>",
      `802-11-wireless.mac-address:            ${
        Array.from({ length: 6 }, () => hex(2).toUpperCase()).join(":")
      }`,
    ],
  ],
  [
    "netsh without key=clear",
    () => [
      `C:\\> netsh wlan show profile name="${pick(["Home-5G", "TP-Link_8E2A"])}"`,
      "    Authentication         : WPA2-Personal",
      "    Cipher                 : CCMP",
      "    Security key           : Present",
      `    Cost                   : Unrestricted`,
    ],
  ],
  [
    "gh auth status without the token",
    () => [
      "$ gh auth status",
      "github.com",
      `  ✓ Logged in to github.com account ${user()} (keyring)`,
      "  - Token: gho_************************************",
      "  - Token scopes: 'gist', 'read:org', 'repo'",
    ],
  ],
  [
    "an env dump with nothing secret",
    () => [
      "$ env | sort | head -9",
      `HOME=/home/${user()}`,
      `HOSTNAME=${host()}`,
      "LANG=en_GB.UTF-8",
      `SSH_AUTH_SOCK=/run/user/1000/keyring/ssh`,
      `GPG_TTY=/dev/pts/${num(0, 9)}`,
      `XDG_SESSION_ID=${num(1, 40)}`,
      `DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus,guid=${hex(32)}`,
      "SHELL=/usr/bin/zsh",
    ],
  ],
  [
    "rclone.conf with env_auth and an empty pass",
    () => [
      "[s3]",
      "type = s3",
      "provider = AWS",
      "env_auth = true",
      "region = eu-central-1",
      "[nas]",
      "type = sftp",
      "host = nas.lan",
      "key_file = ~/.ssh/id_ed25519",
      "pass = ",
    ],
  ],
];

/** The clean references and masks family. */
export function buildCleanRefs(): HeldOutClean[] {
  return combineClean(ALIKES);
}
