/**
 * Corpus twenty-five, honeytokens and CTF write-ups. A honeytoken (a Canarytoken's AWS key, a decoy
 * GitHub token or `.env`) is a credential by its text: nothing in a transcript tells a decoy from a
 * live key, so it counts as a secret. A CTF write-up's credentials (a box's SSH password, a cracked
 * JWT secret, a recovered key) are secrets too; its flags are not (see the clean families).
 */
import {
  awsSecret,
  draw,
  ghToken,
  type HeldOutSecret,
  jwt,
  keyId,
  LOWER,
  num,
  pass,
  pemBlock,
  pick,
  spread,
  type Template,
  tick,
  urlPass,
} from "./_heldout_twentyfive_make.ts";

const box = () =>
  pick(["Cascade", "Monteverde", "Forest", "Sauna", "Heist", "Editorial", "Cicada"]);
const htb = () => `10.10.11.${num(2, 250)}`;

const TEMPLATES: Template[] = [
  {
    label: "Canarytoken AWS key file, as planted",
    shape: "assignment",
    make: (k) =>
      [
        "# planted by the blue team in /home/deploy/.aws/credentials (canarytokens.org, AWS API key)",
        "[default]",
        `aws_access_key_id = ${keyId()}`,
        `aws_secret_access_key = ${awsSecret(k)}`,
        "output = json",
        "region = us-east-2",
      ].join("\n"),
  },
  {
    label: "decoy GitHub token in a honeypot repository",
    shape: "vendor",
    make: (_k, add) =>
      [
        "# deploy.sh in the decoy repo `infra-legacy` (alerts the SOC when used)",
        `export GITHUB_TOKEN=${ghToken(add, "ghp_")}`,
        "git clone https://github.com/acme/infra-legacy-secrets.git",
      ].join("\n"),
  },
  {
    label: "decoy .env of a honeypot web app",
    shape: "assignment",
    make: (_k, add) =>
      [
        "APP_ENV=production",
        "APP_DEBUG=false",
        "DB_CONNECTION=mysql",
        `DB_HOST=10.${num(0, 9)}.${num(0, 9)}.${num(2, 99)}`,
        "DB_USERNAME=forge",
        `DB_PASSWORD=${pass(add)}`,
        `# honeytoken ${draw(8, LOWER)}: any login with these fires an alert`,
      ].join("\n"),
  },
  {
    label: "CTF write-up, SSH password found on the box",
    shape: "command",
    make: (_k, add) =>
      [
        `## ${box()} — user`,
        "",
        "`/var/www/html/config.php` holds the database password, and it is reused for `developer`:",
        "",
        "```",
        `$ sshpass -p '${pass(add)}' ssh developer@${htb()}`,
        "developer@box:~$ cat user.txt",
        "```",
      ].join("\n"),
  },
  {
    label: "CTF write-up, a JWT's HMAC secret cracked",
    shape: "output",
    make: (k, add) =>
      [
        "The session cookie is an HS256 JWT; hashcat mode 16500 cracks its secret:",
        "",
        "```",
        `$ hashcat -m 16500 jwt.txt rockyou.txt --show`,
        `${jwt(k, { user: "guest", admin: false, iat: num(1.76e9, 1.79e9) })}:${
          add(draw(num(10, 14), LOWER) + draw(3, "0123456789"))
        }`,
        "```",
        "",
        'With it we sign `{"user":"admin","admin":true}` and get the admin panel.',
      ].join("\n"),
  },
  {
    label: "CTF write-up, a private key recovered from .git",
    shape: "block",
    make: (k) =>
      [
        "`git-dumper` gets the repository; an old commit still has the deploy key:",
        "",
        "```",
        `$ git show ${draw(7, "0123456789abcdef")}:keys/deploy`,
        ...pemBlock(k, "RSA ", 6),
        "```",
      ].join("\n"),
  },
  {
    label: "CTF write-up, credentials in a URL in client JavaScript",
    shape: "url",
    make: (_k, add) =>
      [
        `Reading \`app.${draw(8, "0123456789abcdef")}.js\` of ${box()}:`,
        "",
        `    const api = "http://admin:${urlPass(add)}@api.${box().toLowerCase()}.htb:8080/v1";`,
      ].join("\n"),
  },
  {
    label: "canary alert, the decoy key's secret quoted back",
    shape: "assignment",
    make: (k) =>
      [
        `Canarytoken triggered at ${tick()}`,
        "Token type: AWS API key · Memo: jenkins-01 ~/.aws/credentials",
        "The key that was used (from the planted file):",
        `  aws_secret_access_key=${awsSecret(k)}`,
        "  user agent: aws-cli/2.17.0 Python/3.12.6 Linux/6.8",
      ].join("\n"),
  },
];

/** Honeytokens and CTF credentials. */
export function buildCanary(): HeldOutSecret[] {
  return spread(TEMPLATES, 3);
}
