/**
 * Corpus thirty-six, learning platforms: Canvas developer keys and access tokens, Moodle web
 * service tokens and `config.php`, Blackboard REST keys, D2L/Brightspace OAuth clients, Turnitin and
 * proctoring integration secrets — as a teacher's script, a platform admin's config or a paste
 * into chat shows them.
 */
import {
  b64,
  B64URL,
  DIGITS,
  draw,
  expand,
  type HeldOutSecret,
  HEX,
  hms,
  later,
  LOWER_DIGITS,
  num,
  pass,
  person,
  pick,
  school,
  type Template,
  uuid,
  wrapValue,
} from "./_heldout_thirtysix_make.ts";

/** A Canvas access token: the root account's id, a tilde and 64 letters and digits. */
const canvasToken = (k: (n: number) => string): string => `${num(1, 25000)}~${k(64)}`;

const TEMPLATES: readonly Template[] = [
  ["vendor", "Canvas access token pasted into a question", (k) =>
    [
      `my script gets 401 from /api/v1/courses/${num(1000, 99999)}/assignments all of a sudden.`,
      `token is ${canvasToken(k)} — generated it yesterday under Account > Settings.`,
      "is there an expiry I missed?",
    ].join("\n")],
  ["command", "curl to the Canvas API with a bearer token", (k) => {
    const host = `${school()}.instructure.com`;
    return [
      `$ curl -s -H "Authorization: Bearer ${canvasToken(k)}" \\`,
      `    "https://${host}/api/v1/courses/${num(100, 9999)}/enrollments?per_page=100" | jq length`,
      `${num(12, 400)}`,
    ].join("\n");
  }],
  ["assignment", "Canvas developer key in a tool's .env", (k) =>
    [
      `CANVAS_BASE_URL=https://canvas.${school()}.edu`,
      `CANVAS_CLIENT_ID=1000000000${num(1000, 9999)}`,
      `CANVAS_CLIENT_SECRET=${k(64)}`,
      `CANVAS_REDIRECT_URI=https://tools.${school()}.edu/oauth/callback`,
      `SESSION_TTL_MINUTES=${num(30, 240)}`,
    ].join("\n")],
  ["assignment", "Moodle config.php database password and salt", (_k, add) =>
    [
      "<?php  // Moodle configuration file",
      "unset($CFG);",
      "global $CFG;",
      "$CFG = new stdClass();",
      "$CFG->dbtype    = 'pgsql';",
      "$CFG->dblibrary = 'native';",
      `$CFG->dbhost    = 'db${num(1, 9)}.${school()}.internal';`,
      "$CFG->dbname    = 'moodle';",
      "$CFG->dbuser    = 'moodleuser';",
      `$CFG->dbpass    = '${pass(add)}';`,
      "$CFG->prefix    = 'mdl_';",
      `$CFG->wwwroot   = 'https://moodle.${school()}.edu';`,
      "$CFG->dataroot  = '/var/moodledata';",
      `$CFG->passwordsaltmain = '${add(draw(num(24, 40)))}';`,
      "require_once(__DIR__ . '/lib/setup.php');",
    ].join("\n")],
  [
    "url",
    "Moodle web service REST URL with its wstoken",
    (k) =>
      `GET https://moodle.${school()}.edu/webservice/rest/server.php?wstoken=${
        k(32, HEX)
      }&wsfunction=core_enrol_get_enrolled_users&moodlewsrestformat=json&courseid=${num(2, 900)}`,
  ],
  ["output", "Blackboard REST application registered on the developer portal", (k) =>
    [
      "Application registered.",
      `  Application ID:  ${uuid()}`,
      `  Application Key: ${uuid()}`,
      `  Secret:          ${k(32)}`,
      "Copy the secret now: it will not be shown again.",
    ].join("\n")],
  ["encoded", "Blackboard OAuth token request with a Basic header", (_k, add) => {
    const header = add(b64(`${uuid()}:${draw(32)}`));
    return [
      `curl -X POST https://learn.${school()}.edu/learn/api/public/v1/oauth2/token \\`,
      `  -H "Authorization: Basic ${header}" \\`,
      "  -d grant_type=client_credentials",
    ].join("\n");
  }],
  ["assignment", "D2L Brightspace OAuth client in YAML", (k) =>
    [
      "brightspace:",
      `  host: https://${school()}.brightspace.com`,
      `  client_id: ${uuid()}`,
      `  client_secret: ${k(43, B64URL)}`,
      `  refresh_token: rt.${pick(["ca1", "us1", "eu1"])}.${k(num(40, 56), B64URL)}`,
      "  scope: core:*:* grades:gradeobjects:read",
    ].join("\n")],
  ["block", "Turnitin and proctoring integration settings", (k) =>
    [
      "[integrations]",
      `turnitin.account_id = ${num(10000, 99999)}`,
      `turnitin.secret_key = ${k(num(16, 24))}`,
      `turnitin.api_url = https://${school()}.turnitin.com/api`,
      "",
      "[proctoring]",
      `vendor = ${pick(["honorlock", "proctoru", "respondus"])}`,
      `api_key = ${k(40, HEX)}`,
      `webhook_secret = ${k(48)}`,
    ].join("\n")],
  ["wrapped", "Canvas token wrapped at the terminal's edge", (_k, add) => {
    const token = `${num(1, 25000)}~${draw(64)}`;
    const [a, b] = [token.slice(0, 36), token.slice(36)];
    return [
      `${person()}@lms-admin:~$ export CANVAS_TOKEN=${add(a)}`,
      add(b),
      `${person()}@lms-admin:~$ python sync_sections.py --term ${num(2025, 2027)}FA`,
    ].join("\n");
  }],
  ["output", "Moodle mobile app log with a private token", (k) =>
    [
      `${later()} [core_login] Site ${school()}.moodle.edu authenticated`,
      `${later()} [core_login] token=${k(32, HEX)} privatetoken=${k(64)}`,
      `${later()} [core_sync] ${num(3, 40)} courses to refresh`,
    ].join("\n")],
  ["wrapped", "D2L client secret split over a chat message", (_k, add) => {
    const secret = draw(64, LOWER_DIGITS + "ABCDEFGHJKLMNPQRSTUVWXYZ");
    return [
      `the brightspace secret (copied from the manage extensibility page at ${hms()}):`,
      ...wrapValue(add, secret, 32),
      "do I put it in the tool config or the LTI registration?",
    ].join("\n");
  }],
  [
    "command",
    "Canvas data CLI with its key and secret",
    (k) =>
      `canvasDataCli sync -c config.js # CD_API_KEY=${k(40, DIGITS + "abcdef")} CD_API_SECRET=${
        k(40)
      }`,
  ],
];

/** The learning-platform cases: each template three times. */
export function buildLms(): HeldOutSecret[] {
  return expand(TEMPLATES, 3);
}
