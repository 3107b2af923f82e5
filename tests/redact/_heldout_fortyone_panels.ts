/**
 * Corpus forty-one, shared hosting and its panels: FileZilla's `sitemanager.xml` (base64
 * passwords), WinSCP sessions (obfuscated hex), editor SFTP configs, lftp, curl to FTP, sshpass,
 * cPanel/WHM and Plesk API tokens, a `wp-config.php` on the host, git-ftp.
 */
import {
  b64,
  combine,
  draw,
  type HeldOutSecret,
  HEX_UPPER,
  I,
  type Insertion,
  ip,
  num,
  pass,
  pick,
  site,
  UPPER_ALNUM,
  user,
  uuid,
} from "./_heldout_fortyone_make.ts";

const HOSTS = ["ftp.hostinger-eu.net", "s12.sharedhost.example", "web04.siteground.example"];

const INSERTIONS: readonly Insertion[] = [
  I("FileZilla site manager password", "encoded", (_k, add) => [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>`,
    `<FileZilla3 version="3.67.1" platform="windows">`,
    "  <Servers>",
    "    <Server>",
    `      <Host>${pick(HOSTS)}</Host>`,
    "      <Port>21</Port>",
    "      <Protocol>0</Protocol>",
    `      <User>${user()}</User>`,
    `      <Pass encoding="base64">${add(b64(draw(num(10, 16)) + pick(["!", "#", "."])))}</Pass>`,
    `      <Name>${site()}</Name>`,
    "    </Server>",
    "  </Servers>",
    "</FileZilla3>",
  ]),
  I("FileZilla recent servers password", "encoded", (_k, add) => [
    "<RecentServers>",
    "  <Server>",
    `    <Host>${ip()}</Host>`,
    "    <Port>22</Port>",
    "    <Protocol>1</Protocol>",
    `    <User>${user()}</User>`,
    `    <Pass encoding="base64">${add(b64(draw(num(11, 15))))}</Pass>`,
    "  </Server>",
    "</RecentServers>",
  ]),
  I("WinSCP session password", "encoded", (k) => {
    const [who, host] = [user(), pick(HOSTS)];
    return [
      `[Sessions\\${who}@${host}]`,
      `HostName=${host}`,
      `UserName=${who}`,
      "FSProtocol=5",
      `Password=A35C${k(num(60, 80), HEX_UPPER)}`,
    ];
  }),
  I("VS Code sftp.json", "assignment", (_k, add) => [
    "// .vscode/sftp.json",
    "{",
    `  "name": "${site()}",`,
    `  "host": "${pick(HOSTS)}",`,
    '  "protocol": "sftp",',
    `  "username": "${user()}",`,
    `  "password": "${pass(add)}",`,
    '  "remotePath": "/home/site/public_html",',
    '  "uploadOnSave": true',
    "}",
  ]),
  I("lftp with user and password", "command", (_k, add) => [
    `$ lftp -u ${user()},${pass(add)} ${pick(HOSTS)} -e "mirror -R dist/ public_html/; quit"`,
  ]),
  I("curl upload to an FTP URL", "url", (_k, add) => [
    `$ curl -T dist.zip ftp://${user()}:${pass(add)}@${pick(HOSTS)}/public_html/`,
    "  % Total    % Received % Xferd  Average Speed",
  ]),
  I("cPanel Web Disk URL with credentials", "url", (_k, add) => [
    `$ rclone lsd ":webdav,url='https://${user()}:${pass(add)}@${pick(HOSTS)}:2078/'":`,
    "          -1 2026-11-20 10:12:04        -1 public_html",
  ]),
  I("duplicity backup to an SFTP URL", "url", (_k, add) => [
    `$ duplicity /var/www sftp://${user()}:${pass(add)}@${ip()}//backups/${site()}`,
    "Local and Remote metadata are synchronized, no sync needed.",
  ]),
  I("sshpass into the host", "command", (_k, add) => [
    `$ sshpass -p '${pass(add)}' ssh -p ${
      num(2200, 2299)
    } ${user()}@${ip()} 'cd public_html && git pull'`,
  ]),
  I("cPanel API token in a header", "command", (k) => [
    `$ curl -H "Authorization: cpanel ${user()}:${k(32, UPPER_ALNUM)}" \\`,
    `    "https://${pick(HOSTS)}:2083/execute/Mysql/list_databases"`,
  ]),
  I("cPanel token created by uapi", "output", (k) => {
    const name = `${site()}-deploy`;
    return [
      `$ uapi Tokens create_full_access name=${name} --output=json`,
      `{"result":{"data":{"token":"${k(32, UPPER_ALNUM)}","create_time":${
        num(1760000000, 1790000000)
      },"name":"${name}"},"status":1,"errors":null}}`,
    ];
  }),
  I("WHM API token created", "output", (k) => [
    "$ whmapi1 api_token_create token_name=ci-reseller",
    "---",
    "data:",
    `  create_time: ${num(1760000000, 1790000000)}`,
    "  name: ci-reseller",
    `  token: ${k(32, UPPER_ALNUM)}`,
    "metadata:",
    "  command: api_token_create",
  ]),
  I("Plesk API key in a header", "command", (_k, add) => [
    `$ curl -k -H "X-API-Key: ${add(uuid())}" https://${ip()}:8443/api/v2/domains`,
  ]),
  I("Plesk secret key created", "output", (_k, add) => [
    `$ plesk bin secret_key -c -ip-address ${ip()} -description ci`,
    add(uuid()),
  ]),
  I("wp-config.php on the shared host", "assignment", (_k, add) => [
    "define( 'DB_NAME', '" + user() + "_wp' );",
    "define( 'DB_USER', '" + user() + "_wp' );",
    `define( 'DB_PASSWORD', '${pass(add)}' );`,
    "define( 'DB_HOST', 'localhost' );",
  ]),
  I("git-ftp password set in git config", "command", (_k, add) => [
    `$ git config git-ftp.url "ftp://${pick(HOSTS)}/public_html"`,
    `$ git config git-ftp.user ${user()}`,
    `$ git config git-ftp.password '${pass(add)}'`,
    "$ git ftp push",
  ]),
  I("rsync daemon password", "assignment", (_k, add) => [
    `RSYNC_PASSWORD=${pass(add)} rsync -az dist/ rsync://${user()}@${ip()}/www/`,
  ]),
];

/** Hosting-panel cases, each insertion in two containers. */
export function buildPanels(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
