/**
 * Corpus forty, what the tools print when asked: `gh auth token` and `gh auth status
 * --show-token`, `aws configure get`, `heroku auth:token`, `git credential fill`, a Docker
 * credential helper's `get`, `chezmoi data`, `base64 -d` of a saved auth, a vault password file,
 * a bootstrap script that decodes a base64 `.netrc`, and lines a terminal wrapped.
 */
import {
  awsSecret,
  b64,
  B64URL,
  combine,
  draw,
  ghBody,
  ghTok,
  type HeldOutSecret,
  hfTok,
  host,
  num,
  openaiKey,
  pass,
  phrase,
  pick,
  type Template,
  user,
  uuid,
} from "./_heldout_forty_make.ts";

const TEMPLATES: readonly Template[] = [
  {
    label: "gh auth token: the token alone",
    shape: "vendor",
    make: (_k, add) => [`${user()}@${host()} ~ % gh auth token`, ghTok(add, "gho_")],
  },
  {
    label: "gh auth status --show-token",
    shape: "output",
    make: (_k, add) => [
      "$ gh auth status --show-token",
      "github.com",
      `  ✓ Logged in to github.com account ${user()} (keyring)`,
      "  - Active account: true",
      "  - Git operations protocol: ssh",
      `  - Token: ${ghTok(add, "gho_")}`,
      "  - Token scopes: 'admin:public_key', 'gist', 'read:org', 'repo'",
    ],
  },
  {
    label: "aws configure get: the secret alone",
    shape: "output",
    make: (k) => ["$ aws configure get aws_secret_access_key --profile default", awsSecret(k)],
  },
  {
    label: "heroku auth:token: a UUID alone",
    shape: "output",
    make: (_k, add) => [
      "$ heroku auth:token",
      " ›   Warning: token will expire 11/28/2027",
      " ›   Use heroku authorizations:create to generate a long-term token",
      add(uuid()),
    ],
  },
  {
    label: "git credential fill",
    shape: "output",
    make: (_k, add) => [
      '$ printf "protocol=https\\nhost=github.com\\n\\n" | git credential fill',
      "protocol=https",
      "host=github.com",
      `username=${user()}`,
      `password=${ghTok(add, "gho_")}`,
    ],
  },
  {
    label: "docker-credential-desktop get",
    shape: "output",
    make: (_k, add) => [
      "$ echo https://index.docker.io/v1/ | docker-credential-desktop get",
      `{"ServerURL":"https://index.docker.io/v1/","Username":"${user()}","Secret":"dckr_pat_${
        add(draw(27, B64URL))
      }"}`,
    ],
  },
  {
    label: "chezmoi data with template secrets",
    shape: "assignment",
    make: (k) => [
      "$ chezmoi data | jq .secrets",
      "{",
      `  "email": "${user()}@example.org",`,
      `  "huggingface": "${hfTok(k)}",`,
      `  "openai": "${openaiKey(k)}"`,
      "}",
    ],
  },
  {
    label: "base64 -d of a Docker auth, the decoded pair",
    shape: "output",
    make: (_k, add) => [
      "$ jq -r '.auths[\"ghcr.io\"].auth' ~/.docker/config.json | base64 -d",
      `${user()}:${ghTok(add, "ghp_")}`,
    ],
  },
  {
    label: "an Ansible vault password file",
    shape: "output",
    make: (_k, add) => [
      "$ cat ~/.ansible/vault_pass.txt",
      phrase(add, pick(["-", "."])),
      "$ ansible-playbook -i hosts site.yml --vault-password-file ~/.ansible/vault_pass.txt",
    ],
  },
  {
    label: "a bootstrap script decoding a base64 .netrc",
    shape: "encoded",
    make: (_k, add) => {
      const netrc = `machine api.github.com login ${user()} password ghp_${ghBody()}\n`;
      return [`echo '${add(b64(netrc))}' | base64 -d > ~/.netrc`, "chmod 600 ~/.netrc"];
    },
  },
  {
    label: "a bootstrap script writing a base64 .pypirc password",
    shape: "encoded",
    make: (_k, add) => {
      const pw = draw(num(14, 20)) + "!";
      return [
        `PYPI_PW_B64=${add(b64(pw))}`,
        'printf "[pypi]\\nusername = %s\\npassword = %s\\n" "$USER" "$(echo $PYPI_PW_B64 | base64 -d)" > ~/.pypirc',
      ];
    },
  },
  {
    label: "a k3s node token wrapped at 80 columns in a terminal copy",
    shape: "wrapped",
    make: (_k, add) => {
      const tok = `K10${draw(64, "0123456789abcdef")}::server:${draw(32, "0123456789abcdef")}`;
      add(tok.slice(3, 80));
      add(tok.slice(80));
      return ["$ sudo cat /var/lib/rancher/k3s/server/node-token", tok.slice(0, 80), tok.slice(80)];
    },
  },
  {
    label: "an OpenAI key in env wrapped at 100 columns",
    shape: "wrapped",
    make: (_k, add) => {
      const key = openaiKey((n, a) => draw(n, a ?? B64URL));
      const body = key.slice(8);
      // The terminal is 100 columns wide: the first line holds 77 characters of the body.
      return [
        "$ env | grep OPENAI",
        `OPENAI_API_KEY=sk-proj-${add(body.slice(0, 77))}`,
        add(body.slice(77)),
      ];
    },
  },
  {
    label: "a Wi-Fi password spoken in a message",
    shape: "output",
    make: (_k, add) => [
      `guest wifi is "${pick(["Home-5G", "CasaDeMara"])}" and the password is ${
        pass(add)
      } — can you`,
      "write the nmcli line for the raspberry pi?",
    ],
  },
  {
    label: "a NAS admin password in a setup note",
    shape: "output",
    make: (_k, add) => [
      "## NAS setup (done 2026-11-02)",
      `- admin user: ${user()}`,
      `- pw: ${pass(add)}`,
      "- shares: media, backup, timemachine",
    ],
  },
  {
    label: "a restic password file created with echo",
    shape: "command",
    make: (_k, add) => [
      `$ echo '${phrase(add, " ")}' > ~/.config/restic/password && chmod 600 $_`,
      "$ restic -r /mnt/usb/restic --password-file ~/.config/restic/password init",
      `created restic repository ${draw(10, "0123456789abcdef")} at /mnt/usb/restic`,
    ],
  },
];

/** The printed-by-tools family. */
export function buildPrinted(): HeldOutSecret[] {
  return combine(TEMPLATES, 2);
}
