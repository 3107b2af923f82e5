/**
 * More command lines that carry a secret as an argument: Windows (`net use`, `cmdkey`,
 * PowerShell's `ConvertTo-SecureString`), package and cloud CLIs (`npm config set`, `cargo login`,
 * `gh secret set`, `aws configure set`, …) and a few tools with a flag of their own. Only the
 * argument goes; the command stays.
 */
import { ALNUM, sample } from "./_examples.ts";
import { isNotASecret, looksLikeBareSecret } from "./_filters.ts";
import { tokenOrUuid } from "./_positions.ts";
import {
  anyRealValue,
  ARG,
  ARG_GROUPS,
  bareValueEnds,
  QUOTED_ARG,
  type Rule,
  rule,
} from "./_rule.ts";

function argAccept(value: string, group: string, match: RegExpExecArray): boolean {
  return (group !== "bare" || bareValueEnds(match, group)) && anyRealValue(value) &&
    !/^(?:env|file|fd):/.test(value) && value !== "*";
}

// A glued short flag's value (`7z a -pSECRET`): quoted or bare.
const GLUED = String
  .raw`(?:${QUOTED_ARG}|(?<bare>[^\s'"\x60;&|<>()]{1,300}))`;
// The rest of a command up to the flag: no pipe, `;` or `&` (another command starts there).
const UPTO = String.raw`[^\n|;&]{0,200}?[ \t]`;

/** The non-option words of `net use` after the share: the password (`*` prompts). */
function netUseWords(args: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of args.matchAll(/\S+/g)) {
    const word = m[0];
    if (word.startsWith("/") || word === "*" || !anyRealValue(word)) continue;
    spans.push([m.index, m.index + word.length]);
  }
  return spans;
}

// A UUID for the examples.
const UUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, "0123456789abcdef", 171 + i)).join("-");

// A password for the examples.
const PW = sample(6, ALNUM, 169) + "." + sample(6, ALNUM, 168);

/** Command rules, in the order they run (with the context rules). */
export const COMMAND_RULES: readonly Rule[] = [
  rule({
    id: "cli-password",
    examples: {
      match: [
        "$pw = ConvertTo-SecureString '«" + PW + "»' -AsPlainText -Force",
        "(ConvertTo-SecureString -AsPlainText -Force -String '«" + PW + "»')",
      ],
      clean: ["$pw = Read-Host -AsSecureString | ConvertTo-SecureString"],
    },
    description:
      'PowerShell `ConvertTo-SecureString "…" -AsPlainText` (the flags before or after the string)',
    keywords: ["convertto-securestring"],
    pattern:
      /ConvertTo-SecureString(?:[ \t]+-(?:AsPlainText|Force)\b)*[ \t]+(?:-String[ \t]+)?(?:'(?<sq>[^'\r\n]{1,300})'|"(?<dq>(?:[^"\\\r\n]|\\.){1,300})")/gdi,
    secret: ["sq", "dq"],
    accept: anyRealValue,
  }),
  rule({
    id: "cli-password",
    examples: {
      match: ["net use Z: \\\\fs01\\share «" + PW + "» /user:ACME\\jdoe"],
      clean: ["net use Z: \\\\fs01\\share * /user:ACME\\jdoe"],
    },
    description: "`net use \\\\host\\share PASSWORD /user:…` (Windows; `*` prompts)",
    keywords: ["net use"],
    // `net\tuse` holds no keyword: the keyword decides that it runs, `net` where.
    anchors: ["net"],
    pattern:
      /\bnet[ \t]+use[ \t]+(?:[A-Za-z]:[ \t]+|\*[ \t]+)?\\\\[^\s\\]{1,100}\\\S{0,200}(?<args>(?:[ \t]+[^\s|&"']{1,300}){1,4})/gdi,
    secret: ["args"],
    split: netUseWords,
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "net user deploy «" + PW + "» /add",
        "cmdkey /generic:git /user:bob /pass:«" + PW + "»",
      ],
      clean: ["net user deploy /delete", "cmdkey /list"],
    },
    description: "`net user NAME PASSWORD`, `cmdkey /pass:…`, `psexec -p …` (Windows)",
    keywords: ["net user", "/pass", "psexec"],
    anchors: ["net", "/pass", "/pwd", "psexec"],
    pattern: new RegExp(
      String.raw`(?:\bnet[ \t]+user[ \t]+(?:"[^"\r\n]{1,100}"|[^\s/"]{1,100})[ \t]+|` +
        String
          .raw`\/(?<![\w-]\/)(?:pass|password|passwd|pwd):|\bpsexec(?:64)?\b${UPTO}-p[ \t]+)${ARG}`,
      "gdi",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => !value.startsWith("/") && argAccept(value, group, match),
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "setx API_TOKEN «" + sample(32, ALNUM, 160) + "»",
        "set -gx OPENWEATHER_API_KEY «" + sample(32, ALNUM, 165) + "»",
        "setenv DB_PASSWORD «" + PW + "»",
      ],
      clean: ["setx PATH %PATH%;C:\\tools", "set -euo pipefail"],
    },
    description:
      "`setx NAME value` (Windows), fish `set -gx NAME value`, csh `setenv NAME value`, `launchctl setenv NAME value`, for a NAME that says secret",
    keywords: ["setx", "setenv", "set -"],
    pattern:
      /\b(?:setx|setenv|launchctl[ \t]+setenv|set(?:[ \t]+-[a-zA-Z]{1,4}){1,3})[ \t]+(?<name>\w{1,80})[ \t]+(?:'(?<sq>[^'\r\n]{1,300})'|"(?<dq>(?:[^"\\\r\n]|\\.){1,300})"|(?<bare>[^\s'"\\]{1,300}))/gdi,
    secret: ARG_GROUPS,
    accept: (value, group, match) =>
      /(?:password|passwd|secret|token|_?key|_pass|_pwd)$/i.test(match.groups?.name ?? "") &&
      argAccept(value, group, match),
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "influx setup -username admin -password «" + PW + "» -org acme",
        "openssl enc -aes-256-cbc -k «" + PW + "» -in a",
      ],
      clean: ["fix -token handling in the lexer", "openssl rand -hex 32"],
    },
    description:
      "single-dash flags `-password X`, `-token X` (`influx`), `mssql-cli -P`, `openssl -k`, `bw unlock X`",
    keywords: [
      "pass",
      "token",
      "secret",
      "apikey",
      "api-key",
      "mssql-cli",
      "openssl",
      "unlock",
    ],
    pattern: new RegExp(
      String
        .raw`(?:-(?<![\w-]-)(?!-)(?<flag>[a-z]{0,20}[-_]?(?:password|passwd|passphrase|token|secret|api-?key))(?:=|[ \t]+)|` +
        String
          .raw`\bmssql-cli\b${UPTO}-P[ \t]+|\bopenssl\b${UPTO}-k[ \t]+|\bbw[ \t]+unlock[ \t]+)${ARG}`,
      "gdi",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => {
      if (!argAccept(value, group, match)) return false;
      const flag = match.groups?.flag;
      // -token/-secret in prose (`fix -token handling`): the value must look like one.
      return flag === undefined || /pass/i.test(flag) || looksLikeBareSecret(value, 8);
    },
  }),
  rule({
    id: "cli-password",
    examples: {
      match: ["7z a -p«" + PW + "» backup.7z db/", "unrar x -p«" + PW + "» archive.rar"],
      clean: ["7z a -p backup.7z db/ (prompts)"],
    },
    description: "archive passwords glued to `-p`: `7z a -pX`, `unrar x -pX`",
    keywords: ["7z", "rar"],
    pattern: new RegExp(String.raw`\b(?:7z[arx]?|7za|(?:un)?rar)\b${UPTO}-p${GLUED}`, "gd"),
    secret: ARG_GROUPS,
    accept: argAccept,
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "http -a alice:«" + PW + "» GET https://api.acme.io/me",
        "lftp -u ftp,«" + PW + "» files.acme.io",
      ],
      clean: ["http -a alice GET https://api.acme.io/me"],
    },
    description: "httpie `-a user:X`/`--auth`, `lftp -u user,X`",
    keywords: ["http", "xh", "lftp"],
    pattern:
      /(?:\b(?:https?|xh|xhs)[ \t](?:[^\n|;&]{0,200}?[ \t])?(?:-a|--auth)(?:[ \t]+|=)["']?[^\s:"'@]{1,100}:|\blftp\b[^\n|;&]{0,200}?[ \t]-u[ \t]+["']?[^\s,"']{1,100},)(?<s>[^\s"']{1,200})/gd,
    secret: ["s"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "127.0.0.1:6379> AUTH «" + PW + "»",
        "requirepass «" + PW + "»",
        "sentinel auth-pass mymaster «" + PW + "»",
        "    10→masterauth «" + PW + "»",
        "127.0.0.1:6379> CONFIG SET requirepass «" + PW + "»",
      ],
      clean: ["# requirepass foobared", "redis-cli AUTH", "# sentinel auth-pass <master-name>"],
    },
    description:
      "redis `AUTH [user] X` (at a `redis-cli` or `host:port>` prompt) and `requirepass`/`masterauth`/`sentinel auth-pass <master>` lines (in a diff, a Read tool's numbered view, after `CONFIG SET`)",
    keywords: ["auth", "requirepass"],
    pattern: new RegExp(
      String
        .raw`(?:(?:\bredis\S{0,40}>|\b\d{1,3}(?:\.\d{1,3}){3}:\d{2,5}>|\bredis-cli\b[^\n|;&]{0,200}?)[ \t]*AUTH(?:[ \t]+[^\s'"]{1,100}(?=[ \t]+\S))?|` +
        String
          .raw`(?:^|[\n"'→+]|(?<!-)-(?!-)|\bconfig[ \t]+set)[ \t]*(?:requirepass|masterauth|sentinel[ \t]+auth-pass[ \t]+[\w.-]{1,100}))[ \t]+${ARG}`,
      "gdi",
    ),
    secret: ARG_GROUPS,
    accept: argAccept,
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        'nmcli dev wifi connect "Office" password «' + PW + "»",
        'wpa_passphrase "Office" «' + PW + "»",
      ],
      clean: ["nmcli dev wifi list"],
    },
    description: "Wi-Fi passwords: `nmcli … password X`, `wpa_passphrase SSID X`",
    keywords: ["nmcli", "wpa_passphrase"],
    pattern: new RegExp(
      String
        .raw`(?:\bnmcli\b${UPTO}(?:password|wifi-sec\.psk)|\bwpa_passphrase[ \t]+(?:"[^"\r\n]{1,64}"|\S{1,64}))[ \t]+${ARG}`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: argAccept,
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "npm config set //npm.acme.io/:_authToken «" + sample(36, ALNUM, 161) + "»",
        'gh secret set DEPLOY_KEY --body "«' + sample(40, ALNUM, 162) + '»"',
        "aws configure set aws_secret_access_key «" + sample(40, ALNUM, 163) + "»",
        "composer config --global --auth http-basic.repo.acme.io deploy «" +
        sample(40, ALNUM, 332) + "»",
      ],
      clean: [
        "npm config set registry https://registry.npmjs.org/",
        "gh secret set DEPLOY_KEY < key.txt",
      ],
    },
    description:
      "secrets given to package and cloud CLIs: `npm config set …:_authToken X`, `cargo login X`, `gh secret set NAME --body X`, `aws configure set aws_secret_access_key X`, `poetry config http-basic.R USER X` (`composer config --auth http-basic.R USER X`, `composer config github-oauth.github.com X`), `mc alias set NAME URL KEY X`, `dotnet user-secrets set K X`, `nuget … -k X`",
    keywords: ["config", "login", "secret", "alias", "nuget", "-k", "apikey"],
    pattern: new RegExp(
      String
        .raw`(?:\b(?:npm|pnpm|yarn)[ \t]+config[ \t]+set[ \t]+\S{0,200}?(?:_authToken|_auth|_password|npmAuthToken|npmAuthIdent)["']?(?:=|[ \t]+)|` +
        String.raw`\bcargo[ \t]+login(?:[ \t]+--registry(?:=|[ \t]+)\S{1,100})?[ \t]+|` +
        String.raw`\bgh[ \t]+secret[ \t]+set\b${UPTO}(?:--body(?:=|[ \t]+)|-b[ \t]*)|` +
        String
          .raw`\baws[ \t]+configure[ \t]+set[ \t]+(?:[\w.-]{0,60}\.)?(?:aws_secret_access_key|aws_session_token|\w{0,40}(?:password|secret))[ \t]+|` +
        String
          .raw`\b(?:poetry|composer)[ \t]+config[ \t]+(?:(?:--global|-g|--auth|-a)[ \t]+){0,3}(?:(?:http-basic|bitbucket-oauth)\.\S{1,100}[ \t]+\S{1,100}|(?:pypi-token|github-oauth|gitlab-token|gitlab-oauth|bearer)\.\S{1,100})[ \t]+|` +
        String
          .raw`\bmc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)[ \t]+\S{1,100}[ \t]+\S{1,300}[ \t]+\S{1,200}[ \t]+|` +
        String
          .raw`\buser-secrets[ \t]+set[ \t]+(?:"[^"\r\n]{1,200}"|'[^'\r\n]{1,200}'|\S{1,200})[ \t]+|` +
        String
          .raw`\brclone[ \t]+config[ \t]+(?:create|update)\b${UPTO}(?:\w{0,40}(?:pass|secret|token)\w{0,20}|\w{0,40}_key)[ \t]+|` +
        String.raw`\b(?:nuget|dotnet)\b${UPTO}(?:-k|-ApiKey)[ \t]+)${ARG}`,
      "gd",
    ),
    secret: ARG_GROUPS,
    accept: (value, group, match) => !value.startsWith("-") && argAccept(value, group, match),
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "echo «" + sample(36, ALNUM, 164) + "» | docker login ghcr.io -u bot --password-stdin",
      ],
      clean: ["echo $CR_PAT | docker login ghcr.io -u bot --password-stdin"],
    },
    description:
      "a literal piped to a login: `echo X | docker login --password-stdin`, `… | gh auth login --with-token`",
    keywords: ["-stdin", "--with-token"],
    pattern:
      /\b(?:echo|printf)[ \t]+(?:-n[ \t]+)?(?:'(?<sq>[^'\r\n]{1,300})'|"(?<dq>(?:[^"\\\r\n]|\\.){1,300})"|(?<bare>[^\s'"\x60;&|<>()]{1,300}))[ \t]*\|[^\n|;&]{0,200}?(?:--password-stdin|--with-token|--token-stdin)\b/gd,
    secret: ARG_GROUPS,
    accept: (value) => anyRealValue(value) && !/^%|\\[nt]/.test(value),
  }),
  rule({
    id: "cli-password",
    examples: {
      match: [
        "ngrok config add-authtoken «" + sample(49, ALNUM, 170) + "»",
        "snyk auth «" + UUID + "»",
        "codecov upload-process -t «" + UUID + "» -f coverage/lcov.info",
        "rabbitmqctl add_user orders '«" + PW + "»'",
      ],
      clean: [
        "gh auth login --web",
        "ngrok config add-authtoken $NGROK_AUTHTOKEN",
        "docker build -t acme/api:1.2.3 .",
        "rabbitmqctl add_user orders",
      ],
    },
    description:
      "a token given to a CLI's auth command: `ngrok config add-authtoken X`, `snyk auth X`, `<tool> auth|login|authtoken X` (a UUID or a generated value), `codecov … -t X`; a password after the user: `rabbitmqctl add_user|change_password USER X`, `htpasswd -b FILE USER X`",
    keywords: ["auth", "login", "codecov", "rabbitmqctl", "htpasswd"],
    pattern: new RegExp(
      String
        .raw`(?:\b(?:add-authtoken|authtoken|auth|login)[ \t]+(?:--relogin[ \t]+)?(?<tok>[A-Za-z0-9_.-]{20,300})(?![^\s;&|)"'\x60\\])|` +
        String.raw`\bcodecov\b${UPTO}(?:-t|--token)(?:=|[ \t]+)(?<tok2>[A-Za-z0-9_.-]{20,300})|` +
        String
          .raw`\b(?:rabbitmqctl[ \t]+(?:add_user|change_password)|htpasswd[ \t]+-\w{0,4}b\w{0,4}[ \t]+\S{1,200})[ \t]+[\w.@-]{1,100}[ \t]+${ARG})`,
      "gd",
    ),
    secret: ["tok", "tok2", ...ARG_GROUPS],
    accept: (value, group, match) =>
      group.startsWith("tok")
        ? !isNotASecret(value) &&
          tokenOrUuid(value, 20)
        : argAccept(value, group, match),
  }),
  rule({
    id: "argv-secret",
    examples: {
      match: [
        'subprocess.run(["mytool", "--api-key", "«' + sample(32, ALNUM, 440) + '»"])',
        '    args: ["--db-password", "«' + PW + '»", "--port", "8080"]',
      ],
      clean: [
        'subprocess.run(["mytool", "--api-key", api_key])',
        'args: ["--password-file", "/run/secrets/db"]',
      ],
    },
    description:
      'a secret flag and its value given as two items of an argument list (`subprocess.run([…, "--api-key", "…"])`, `exec.Command(…, "--token", "…")`, Kubernetes `args: ["--db-password", "…"]`)',
    keywords: ["password", "passwd", "token", "secret", "key"].flatMap((w) => [w + '",', w + "',"]),
    pattern:
      /(?<q>["'])--?(?:[a-z][\w-]{0,40})?(?:password|passwd|token|secret|api-?key|access-key|secret-key|private-key)\k<q>[ \t]*,[ \t]*(?<q2>["'])(?<s>[^"'\s]{6,300})\k<q2>/gd,
    secret: ["s"],
    accept: (value) => anyRealValue(value) && !isNotASecret(value) && !value.startsWith("-"),
  }),
];
