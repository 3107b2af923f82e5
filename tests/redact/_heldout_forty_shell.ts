/**
 * Corpus forty, shell start-up files and what a shell prints: `.zshrc`, `.bashrc`, `.profile`,
 * `.envrc`, fish's `set -x` and its universal variables file, a PowerShell profile, `launchctl
 * setenv`, and the output of `env`, `set` and `printenv`, and a dotfiles repository's diff.
 */
import {
  anthropicKey,
  awsId,
  awsSecret,
  B64URL,
  combine,
  draw,
  ghTok,
  githubPat,
  type HeldOutSecret,
  HEX,
  hex,
  hfTok,
  host,
  LOWER_DIGITS,
  openaiKey,
  pass,
  pick,
  type Template,
  user,
} from "./_heldout_forty_make.ts";

const home = () => `/Users/${user()}`;

const TEMPLATES: readonly Template[] = [
  {
    label: ".zshrc exports an OpenAI key and a Homebrew GitHub token",
    shape: "vendor",
    make: (k, add) => [
      'export PATH="$HOME/.local/bin:$PATH"',
      'eval "$(starship init zsh)"',
      `export OPENAI_API_KEY="${openaiKey(k)}"`,
      `export HOMEBREW_GITHUB_API_TOKEN=${ghTok(add, "ghp_")}`,
      "export EDITOR=nvim",
    ],
  },
  {
    label: ".bashrc exports an Anthropic key",
    shape: "vendor",
    make: (k) => [
      "# added by setup script",
      `export ANTHROPIC_API_KEY=${anthropicKey(k)}`,
      "[ -f ~/.fzf.bash ] && source ~/.fzf.bash",
    ],
  },
  {
    label: ".envrc of a project with a database URL and AWS keys",
    shape: "url",
    make: (k, add) => [
      "$ cat .envrc",
      "layout python3",
      `export DATABASE_URL=postgres://app:${pass(add)}@localhost:5432/app_dev`,
      `export AWS_ACCESS_KEY_ID=${awsId()}`,
      `export AWS_SECRET_ACCESS_KEY=${awsSecret(k)}`,
      "$ direnv allow",
    ],
  },
  {
    label: "fish config with set -gx tokens",
    shape: "vendor",
    make: (k) => [
      "# ~/.config/fish/config.fish",
      "set -gx fish_greeting",
      `set -gx HF_TOKEN ${hfTok(k)}`,
      `set -x GROQ_API_KEY gsk_${k(52)}`,
      "fish_add_path ~/.cargo/bin",
    ],
  },
  {
    label: "fish_variables with an escaped OpenAI key",
    shape: "encoded",
    make: (_k, add) => {
      const esc = (s: string) => s.replace(/-/g, "\\x2d");
      const body = draw(74, B64URL) + "T3Blbk" + "FJ" + draw(74, B64URL);
      return [
        "# This file contains fish universal variable definitions.",
        "# VERSION: 3.0",
        "SETUVAR __fish_initialized:3400",
        `SETUVAR --export OPENAI_API_KEY:sk\\x2dproj\\x2d${add(esc(body))}`,
        "SETUVAR fish_color_command:blue",
      ];
    },
  },
  {
    label: "env output with a fine-grained GitHub token and an ngrok authtoken",
    shape: "output",
    make: (k) => [
      "$ env | sort",
      `HOME=${home()}`,
      "LANG=en_US.UTF-8",
      `GITHUB_TOKEN=${githubPat(k)}`,
      `NGROK_AUTHTOKEN=2${k(26)}_${k(21)}`,
      "SHELL=/bin/zsh",
      `TMPDIR=/var/folders/${draw(2, LOWER_DIGITS)}/${draw(30, LOWER_DIGITS)}/T/`,
      "TERM=xterm-256color",
    ],
  },
  {
    label: "bash set output with a Vault token",
    shape: "output",
    make: (k) => [
      "$ set | grep -i -e vault -e token",
      "VAULT_ADDR=https://vault.home.arpa:8200",
      `VAULT_TOKEN=hvs.${k(91, B64URL)}`,
      `_=/usr/local/bin/vault`,
    ],
  },
  {
    label: "dotfiles repository diff adding a Cloudflare token",
    shape: "assignment",
    make: (k) => [
      "diff --git a/zsh/secrets.zsh b/zsh/secrets.zsh",
      `index ${hex(7)}..${hex(7)} 100644`,
      "--- a/zsh/secrets.zsh",
      "+++ b/zsh/secrets.zsh",
      "@@ -1,3 +1,4 @@",
      ' export CLOUDFLARE_ACCOUNT_ID="' + hex(32) + '"',
      `+export CLOUDFLARE_API_TOKEN="${k(40, B64URL.replace("-", ""))}"`,
      " export WRANGLER_SEND_METRICS=false",
    ],
  },
  {
    label: ".zshrc alias with a database password in a URL",
    shape: "url",
    make: (_k, add) => [
      `alias prod-db='psql "postgresql://admin:${pass(add)}@${
        pick(["10.0.4.12", "db.nas.lan"])
      }:5432/main"'`,
      "alias ll='eza -la --git'",
      `export PGPASSWORD='${pass(add)}'`,
    ],
  },
  {
    label: ".profile sources a secrets file with a DigitalOcean token",
    shape: "vendor",
    make: (k) => [
      "$ cat ~/.secrets",
      `export DIGITALOCEAN_ACCESS_TOKEN=dop_v1_${k(64, HEX)}`,
      `export TF_VAR_do_token=$DIGITALOCEAN_ACCESS_TOKEN`,
    ],
  },
  {
    label: "printenv of one key, the value alone",
    shape: "output",
    make: (k) => {
      const at = `${user()}@${host()} ~ % `;
      return [`${at}printenv OPENAI_API_KEY`, openaiKey(k), at];
    },
  },
  {
    label: "launchctl setenv with an Anthropic key",
    shape: "command",
    make: (
      k,
    ) => [`$ launchctl setenv ANTHROPIC_API_KEY ${anthropicKey(k)}`, "$ launchctl getenv PATH"],
  },
  {
    label: "PowerShell profile setting tokens",
    shape: "assignment",
    make: (_k, add) => [
      "PS C:\\Users\\me> Get-Content $PROFILE",
      "Import-Module posh-git",
      `$env:GITHUB_TOKEN = "${ghTok(add, "ghp_")}"`,
      `[Environment]::SetEnvironmentVariable("NPM_TOKEN", "${ghTok(add, "npm_")}", "User")`,
    ],
  },
];

/** The shell start-up files family. */
export function buildShell(): HeldOutSecret[] {
  return combine(TEMPLATES);
}
