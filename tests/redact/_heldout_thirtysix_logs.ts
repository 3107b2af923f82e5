/**
 * Corpus thirty-six, logs and exports: what is printed when school and HR software runs — a
 * gradebook export's debug output, an HR integration's error log and stack trace, an SFTP batch
 * log, a framework's debug page, an LTI launch error, a web server's access log, a sync job's CI
 * output.
 */
import {
  B64,
  b64,
  draw,
  epoch,
  expand,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  later,
  laterHms,
  num,
  pass,
  pick,
  school,
  type Template,
  uuid,
} from "./_heldout_thirtysix_make.ts";

const TEMPLATES: readonly Template[] = [
  ["url", "gradebook export's urllib3 debug with the token in the query", (k) =>
    [
      `Exporting gradebook for course ${num(1000, 99999)} (${num(20, 300)} students)`,
      `DEBUG:urllib3.connectionpool:https://canvas.${school()}.edu:443 "GET /api/v1/courses/${
        num(1000, 99999)
      }/students/submissions?student_ids[]=all&access_token=${num(1, 9999)}~${
        k(64)
      } HTTP/1.1" 200 None`,
      `Wrote grades_${num(20261101, 20261127)}.csv`,
    ].join("\n")],
  ["output", "Workday integration error naming the ISU password", (_k, add) =>
    [
      `${later()} ERROR [Integration: INT_${pick(["PAYROLL", "BENEFITS", "ROSTER"])}_OUT] Event ${
        num(10000, 99999)
      }$${num(100, 999)}`,
      `  Authentication failed for ISU_Integration@${school()}: password '${
        pass(add)
      }' rejected (expired)`,
      `${later()} WARN  retry ${num(1, 3)}/3 scheduled`,
    ].join("\n")],
  ["encoded", "stack trace with the request headers printed", (_k, add) =>
    [
      "Traceback (most recent call last):",
      '  File "/opt/hr-sync/bamboo.py", line 88, in fetch_directory',
      "    resp.raise_for_status()",
      `requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.bamboohr.com/api/gateway.php/${school()}/v1/employees/directory`,
      `request headers: {'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Basic ${
        add(b64(`${hex(40)}:x`))
      }'}`,
    ].join("\n")],
  ["output", "SFTP batch log of a managed transfer tool", (_k, add) =>
    [
      `${laterHms()} [job ${num(1000, 9999)}] connecting sftp://mft.${school()}bank.com:22`,
      `${laterHms()} [job] session opened: user=payroll_xfer password=${pass(add)} auth=password`,
      `${laterHms()} [job] put PAYROLL_${num(100000, 999999)}.ach.pgp ${num(20000, 900000)} bytes`,
      `${laterHms()} [job] sha256 ${hex(64)}`,
    ].join("\n")],
  ["assignment", "framework debug page's environment table", (_k, add) =>
    [
      "Environment & details:",
      `APP_ENV            production`,
      `APP_KEY            base64:${add(b64(draw(32, B64)))}`,
      `DB_HOST            hr-portal-db.${school()}.internal`,
      `DB_PASSWORD        ${pass(add)}`,
      `MAIL_PASSWORD      ${pass(add)}`,
    ].join("\n")],
  ["output", "Moodle print_r of $CFG", (_k, add) =>
    [
      "stdClass Object",
      "(",
      "    [dbtype] => mysqli",
      `    [dbhost] => db.${school()}.internal`,
      "    [dbuser] => moodle",
      `    [dbpass] => ${pass(add)}`,
      `    [wwwroot] => https://moodle.${school()}.edu`,
      ")",
    ].join("\n")],
  ["output", "error tracker event with the request body", (_k, add) =>
    JSON.stringify(
      {
        event_id: hex(32),
        level: "error",
        message: "invalid_client",
        request: {
          url: `https://${school()}.powerschool.com/oauth/access_token`,
          data: {
            grant_type: "client_credentials",
            client_id: uuid(),
            client_secret: add(uuid()),
          },
        },
      },
      null,
      2,
    )],
  ["output", "LTI launch error with the id_token logged", (k) => {
    const now = epoch();
    const claims = {
      iss: `https://${school()}.moodle.edu`,
      aud: hex(16),
      sub: `${num(2, 9000)}`,
      iat: now,
      exp: now + 60,
      nonce: hex(16),
    };
    return [
      `[${later()}] lti.launch ERROR: nonce already used`,
      `[${later()}] lti.launch id_token=${jwt(k, claims, "RS256", draw(20))}`,
    ].join("\n");
  }],
  [
    "url",
    "nginx access log with a Moodle token in the query",
    (k) =>
      `10.${num(0, 255)}.${num(0, 255)}.${num(1, 254)} - - [${
        num(1, 27)
      }/Nov/2026:${laterHms()} +0000] "GET /webservice/pluginfile.php/${
        num(10, 999)
      }/mod_resource/content/1/syllabus.pdf?token=${k(32, HEX)} HTTP/2.0" 200 ${
        num(10000, 900000)
      } "-" "MoodleMobile"`,
  ],
  ["command", "sync job's CI log with the lftp command echoed", (_k, add) =>
    [
      `${later()} $ ./push_oneroster.sh`,
      `${later()} + lftp -u oneroster_${school()},${
        pass(add)
      } sftp://sftp.classlink.com -e 'mirror -R out/ /; bye'`,
      `${later()} Transferring file 'users.csv'`,
    ].join("\n")],
  [
    "output",
    "ADP API error echoing the client secret",
    (_k, add) =>
      `{"error":"invalid_client","error_description":"client authentication failed for client_secret=${
        add(uuid())
      }","trace_id":"${hex(32)}"}`,
  ],
  ["wrapped", "syslog line wrapped at 100 columns through an API key", (_k, add) => {
    const key = draw(40, HEX);
    const head = `${laterHms()} hr-sync[${num(1000, 9999)}]: checkr request with key=`;
    const cut = Math.max(8, 100 - head.length);
    return [
      head + add(key.slice(0, Math.min(cut, 32))),
      add(key.slice(Math.min(cut, 32))) + " status=401",
    ].join("\n");
  }],
  ["block", "gradebook CSV with a bot account's password in the notes column", (_k, add) =>
    [
      "Student,ID,SIS User ID,Section,Quiz 1 (" + num(1000, 9999) + "),Final Score,Notes",
      `"Okafor, Ada",${num(1000, 9999)},S${num(100000, 999999)},BIO-101-0${num(1, 4)},${
        num(0, 10)
      },${num(50, 100)}.${num(0, 9)},`,
      `"Grader Bot",${num(1000, 9999)},svc-grader,BIO-101-0${num(1, 4)},,,login grader_bot / ${
        pass(add)
      }`,
      `"Lindqvist, Jon",${num(1000, 9999)},S${num(100000, 999999)},BIO-101-0${num(1, 4)},${
        num(0, 10)
      },${num(50, 100)}.${num(0, 9)},`,
    ].join("\n")],
];

/** The log and export cases: each template three times. */
export function buildLogs(): HeldOutSecret[] {
  return expand(TEMPLATES, 2);
}
