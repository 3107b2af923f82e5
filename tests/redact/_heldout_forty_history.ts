/**
 * Corpus forty, shell and REPL history: `history | grep`, `.bash_history`, `fc -l`, zsh's
 * extended history, fish's YAML history, PowerShell's `ConsoleHost_history.txt`, `.psql_history`,
 * `.python_history`, `.node_repl_history`, and a history line the terminal wrapped at 80 columns.
 */
import {
  anthropicKey,
  awsSecret,
  B64URL,
  combine,
  draw,
  ghBody,
  ghTok,
  type HeldOutSecret,
  hex,
  num,
  openaiKey,
  pass,
  pick,
  type Template,
  user,
} from "./_heldout_forty_make.ts";

/** A history line number. */
const n = () => String(num(100, 9999)).padStart(5, " ");
/** A zsh extended-history time stamp. */
const when = () => `: 17${num(30, 64)}${draw(6, "0123456789")}:${num(0, 9)};`;

const TEMPLATES: readonly Template[] = [
  {
    label: "history | grep token",
    shape: "command",
    make: (_k, add) => [
      "$ history | grep -i token",
      `${n()}  export GITHUB_TOKEN=${ghTok(add, "ghp_")}`,
      `${n()}  gh auth login --with-token <<< ${ghTok(add, "gho_")}`,
      `${n()}  history | grep -i token`,
    ],
  },
  {
    label: ".bash_history with curl -u and docker login -p",
    shape: "command",
    make: (_k, add) => [
      "$ tail -5 ~/.bash_history",
      "cd ~/src/homelab",
      `curl -u admin:${pass(add)} http://nas.local:5000/webapi/auth.cgi`,
      `docker login -u ${user()} -p dckr_pat_${add(draw(27, B64URL))}`,
      "ls -la",
    ],
  },
  {
    label: "fc -l with mysql -p glued to its password",
    shape: "command",
    make: (_k, add) => [
      "$ fc -l -6",
      `${n()}  brew services start mysql`,
      `${n()}  mysql -uroot -p${pass(add)} -e 'show databases'`,
      `${n()}  mysql_secure_installation`,
    ],
  },
  {
    label: "zsh extended history with aws configure set",
    shape: "command",
    make: (k) => [
      "$ grep aws ~/.zsh_history | tail -3",
      `${when()}aws configure set aws_secret_access_key ${awsSecret(k)} --profile personal`,
      `${when()}aws sts get-caller-identity --profile personal`,
    ],
  },
  {
    label: "fish history setting a universal OpenAI key",
    shape: "command",
    make: (k) => [
      "$ grep -A1 OPENAI ~/.local/share/fish/fish_history",
      `- cmd: set -Ux OPENAI_API_KEY ${openaiKey(k)}`,
      `  when: 17${num(30, 64)}${draw(6, "0123456789")}`,
    ],
  },
  {
    label: "PowerShell history with ConvertTo-SecureString",
    shape: "command",
    make: (_k, add) => [
      "PS> Get-Content (Get-PSReadLineOption).HistorySavePath | Select-String Secure",
      `$pw = ConvertTo-SecureString '${pass(add)}' -AsPlainText -Force`,
      `New-SmbMapping -LocalPath Z: -RemotePath \\\\nas\\backup -UserName ${user()} -Password '${
        pass(add)
      }'`,
    ],
  },
  {
    label: ".psql_history with ALTER USER PASSWORD",
    shape: "command",
    make: (_k, add) => [
      "$ cat ~/.psql_history",
      "\\l",
      `ALTER USER ${pick(["app", "grafana", "nextcloud"])} WITH PASSWORD '${pass(add)}';`,
      "\\q",
    ],
  },
  {
    label: ".python_history setting an Anthropic key",
    shape: "assignment",
    make: (k) => [
      "import anthropic",
      `client = anthropic.Anthropic(api_key="${anthropicKey(k)}")`,
      "client.models.list()",
    ],
  },
  {
    label: ".node_repl_history with an Octokit token",
    shape: "assignment",
    make: (_k, add) => [
      "$ head -3 ~/.node_repl_history",
      "await o.rest.users.getAuthenticated()",
      `const o = new Octokit({ auth: '${ghTok(add, "ghp_")}' })`,
      'const { Octokit } = await import("@octokit/rest")',
    ],
  },
  {
    label: "a curl history line wrapped by the terminal",
    shape: "wrapped",
    make: (_k, add) => {
      const tok = "ghp_" + ghBody();
      const line =
        `${n()}  curl -sH "Authorization: token ${tok}" https://api.github.com/user/repos`;
      const cut = line.indexOf(tok) + 4 + num(12, 24);
      add(line.slice(line.indexOf(tok) + 4, cut));
      add(line.slice(cut, line.indexOf(tok) + tok.length));
      return [line.slice(0, cut), line.slice(cut)];
    },
  },
  {
    label: "history with npm config set of an auth token",
    shape: "command",
    make: (_k, add) => [
      `${n()}  npm config set //registry.npmjs.org/:_authToken ${ghTok(add, "npm_")}`,
      `${n()}  npm whoami`,
    ],
  },
  {
    label: "history with redis-cli -a",
    shape: "command",
    make: (_k, add) => [
      `${n()}  redis-cli -h 127.0.0.1 -a '${pass(add)}' --no-auth-warning INFO keyspace`,
      `${n()}  docker compose logs -f redis`,
    ],
  },
  {
    label: "history with git remote set-url holding a token",
    shape: "url",
    make: (_k, add) => [
      `${n()}  git remote set-url origin https://${user()}:${
        ghTok(add, "ghp_")
      }@github.com/${user()}/dotfiles.git`,
      `${n()}  git push -u origin main`,
      `${n()}  git log --oneline -1  # ${hex(7)}`,
    ],
  },
];

/** The shell history family. */
export function buildHistory(): HeldOutSecret[] {
  return combine(TEMPLATES, 2);
}
