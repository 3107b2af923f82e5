/**
 * Corpus thirty-six, student information systems: PowerSchool plugin clients, Infinite Campus and
 * ClassLink OneRoster clients, Ellucian Banner and Colleague database and Ethos credentials, Clever
 * district tokens, OneRoster CSV feeds over SFTP — as a district's integration script, a sync
 * server's files or a registrar's terminal show them.
 */
import {
  type Add,
  b64,
  DIGITS,
  draw,
  expand,
  type HeldOutSecret,
  HEX,
  hex,
  hms,
  iso,
  LOWER,
  num,
  pass,
  pemBlock,
  pick,
  school,
  type Template,
  uuid,
  wrapValue,
} from "./_heldout_thirtysix_make.ts";

/** A UUID as one piece (a PowerSchool plugin's secret is UUID-shaped). */
const uuidPiece = (add: Add): string => add(uuid());

const TEMPLATES: readonly Template[] = [
  ["output", "PowerSchool plugin's client id and secret from the plugin page", (_k, add) =>
    [
      `Plugin: ${pick(["Gradebook Sync", "Roster Export", "Attendance Bridge"])} (enabled)`,
      `Client ID:     ${uuid()}`,
      `Client Secret: ${uuidPiece(add)}`,
      `Installed ${iso().slice(0, 10)} by ${pick(["psadmin", "district-it", "sis-support"])}`,
    ].join("\n")],
  ["encoded", "PowerSchool token request with the client pair in Basic", (_k, add) =>
    [
      `POST https://${school()}.powerschool.com/oauth/access_token`,
      `Authorization: Basic ${add(b64(`${uuid()}:${uuid()}`))}`,
      "Content-Type: application/x-www-form-urlencoded;charset=UTF-8",
      "",
      "grant_type=client_credentials",
    ].join("\n")],
  [
    "output",
    "PowerSchool access token in the response",
    (_k, add) =>
      `{"access_token":"${uuidPiece(add)}","token_type":"Bearer","expires_in":"${
        num(100000, 2600000)
      }"}`,
  ],
  ["assignment", "Infinite Campus OneRoster client in Python", (k) =>
    [
      "ONEROSTER = {",
      `    "base_url": "https://${school()}.infinitecampus.org/campus/api/oneroster/v1p2/${school()}",`,
      `    "client_id": "${hex(24)}",`,
      `    "client_secret": "${k(num(32, 48))}",`,
      "}",
    ].join("\n")],
  [
    "command",
    "Banner database login with sqlplus",
    (_k, add) =>
      `[oracle@banner-db ~]$ sqlplus baninst1/${pass(add)}@${
        pick(["PROD", "PPRD", "TEST"])
      } @gurjobs.sql`,
  ],
  [
    "url",
    "Banner JDBC URL with the proxy user's password",
    (_k, add) =>
      `bannerDataSource.url = "jdbc:oracle:thin:banproxy/${
        pass(add)
      }@//banner-db.${school()}.edu:1521/PROD"`,
  ],
  ["assignment", "Banner and Colleague passwords in a groovy config", (_k, add) =>
    [
      "bannerDataSource {",
      `    username = "banproxy"`,
      `    password = "${pass(add)}"`,
      "}",
      "bannerSsbDataSource {",
      `    username = "ban_ss_user"`,
      `    password = "${pass(add)}"`,
      "}",
    ].join("\n")],
  [
    "command",
    "Clever district token in a curl",
    (k) =>
      `curl -H "Authorization: Bearer ${k(40, HEX)}" "https://api.clever.com/v3.0/sections?limit=${
        num(50, 500)
      }"`,
  ],
  ["assignment", "ClassLink and Ethos keys in a sync server's .env", (k, add) =>
    [
      `CLASSLINK_TENANT=${num(1000, 9999)}`,
      `CLASSLINK_ONEROSTER_KEY=${hex(24)}`,
      `CLASSLINK_ONEROSTER_SECRET=${k(24, HEX)}`,
      `ETHOS_API_KEY=${uuidPiece(add)}`,
      `SYNC_CRON="15 ${num(1, 5)} * * *"`,
    ].join("\n")],
  [
    "url",
    "OneRoster CSV feed over SFTP with the password in the URL",
    (_k, add) =>
      `feed: sftp://${school()}-${num(100, 999)}:${pass(add)}@sftp.${
        pick(["clever.com", "classlink.com", "oneroster.net"])
      }/rostering/oneroster_v1p1.zip`,
  ],
  [
    "command",
    "lftp upload of OneRoster CSVs",
    (_k, add) =>
      `lftp -u ${school()}_sis,'${
        pass(add)
      }' sftp://sftp.clever.com -e "mirror -R ./oneroster /; bye"`,
  ],
  ["block", "SFTP feed's private key in the sync server", (k, _add, i) =>
    [
      `root@sis-sync:~# cat /home/oneroster/.ssh/id_ed25519`,
      ...pemBlock(k, "OPENSSH ", 4 + i),
      `root@sis-sync:~# `,
    ].join("\n")],
  ["wrapped", "Colleague Web API password wrapped in an email quote", (_k, add) => {
    const secret = draw(48, LOWER + DIGITS + "ABCDEFGHJKLMNPQRSTUVWXYZ");
    return [
      `> From: registrar-it@${school()}.edu  ${hms()}`,
      "> Colleague Web API service account is colleague_api, password:",
      ...wrapValue(add, secret, 24).map((l) => "> " + l),
      "> (no line breaks in the real value)",
    ].join("\n");
  }],
  [
    "vendor",
    "Clever instant-login app secret",
    (k) => `Clever app "${school()} reading" — client id ${hex(20)}, client secret ${k(40, HEX)}`,
  ],
];

/** The student information system cases: each template three times. */
export function buildSis(): HeldOutSecret[] {
  return expand(TEMPLATES, 3);
}
