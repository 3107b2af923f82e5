/**
 * Corpus thirty-six, clean HR, payroll and log texts: employee ids, Workday WIDs, ADP associate
 * ids, payroll batch numbers, public bank routing numbers and masked account numbers, public key
 * fingerprints and host keys, placeholders and references to where a secret is kept, and logs of
 * HR and transfer jobs that hold no secret.
 */
import {
  B64,
  type CleanTemplate,
  DIGITS,
  draw,
  expandClean,
  type HeldOutClean,
  hex,
  hms,
  iso,
  later,
  laterHms,
  num,
  person,
  pick,
  school,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtysix_make.ts";

const employeeId = (): string => `E${draw(6, DIGITS)}`;

/** A routing number with its ABA check digit (public: printed on every cheque). */
function routing(): string {
  const d = draw(8, DIGITS).split("").map(Number);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = d.reduce((s, x, i) => s + x * w[i]!, 0);
  return d.join("") + String((10 - (sum % 10)) % 10);
}

const TEMPLATES: readonly CleanTemplate[] = [
  ["employee directory JSON", () =>
    JSON.stringify(
      {
        employees: [1, 2, 3].map(() => ({
          id: employeeId(),
          displayName: person(),
          department: pick(["Registrar", "Facilities", "Payroll", "Admissions"]),
          supervisorEid: employeeId(),
        })),
      },
      null,
      2,
    )],
  ["Workday report with WIDs", () =>
    [
      "Worker_WID,Employee_ID,Position_WID,Supervisory_Org",
      ...[1, 2, 3].map(() => `${hex(32)},${employeeId()},${hex(32)},SUP-${num(100, 999)}`),
    ].join("\n")],
  ["payroll batch summary", () =>
    [
      `Pay group ${pick(["BW-STAFF", "MO-FACULTY", "BW-HOURLY"])} · batch ${
        num(2026000, 2026999)
      }-${num(10, 99)}`,
      `Pay date ${iso().slice(0, 10)}  employees ${num(40, 3000)}  gross $${num(100000, 9000000)}.${
        num(10, 99)
      }`,
      `Previous batch ${num(2026000, 2026999)}-${num(10, 99)} posted ${iso().slice(0, 10)}`,
    ].join("\n")],
  ["NACHA file header and entry with masked account", () =>
    [
      `101 ${routing()} ${draw(10, DIGITS)}${num(261101, 261127)}${num(1000, 2359)}A094101${
        pick(["FIRST COAST BANK", "UNION VALLEY BANK"]).padEnd(23)
      }${school().toUpperCase().slice(0, 23).padEnd(23)}`,
      `6220${routing().slice(0, 8)}XXXXXX${draw(4, DIGITS)}       ${
        String(num(10000, 900000)).padStart(10, "0")
      }${employeeId()}       ${person().toUpperCase().padEnd(22)}  0${draw(15, DIGITS)}`,
    ].join("\n")],
  [
    "pay stub deposit lines",
    () =>
      `Direct deposit: routing ${routing()}, account ****${draw(4, DIGITS)} — net $${
        num(900, 6000)
      }.${num(10, 99)} (check no. ${num(100000, 999999)})`,
  ],
  ["ADP workers with associate OIDs", () =>
    JSON.stringify({
      workers: [1, 2].map(() => ({
        associateOID: "G3" + draw(14, UPPER_ALNUM),
        workerID: { idValue: draw(9, UPPER_ALNUM) },
        workerStatus: { statusCode: { codeValue: "Active" } },
      })),
    })],
  ["gpg list-keys of the payroll recipients", () =>
    [
      `pub   rsa4096 ${iso().slice(0, 10)} [SC]`,
      `      ${hex(40).toUpperCase()}`,
      `uid           [ full ] Payroll <payroll@${school()}.edu>`,
      `sub   rsa4096 ${iso().slice(0, 10)} [E]`,
    ].join("\n")],
  [
    "bank host key from ssh-keyscan",
    () =>
      `# mft.${pick(["firstcoast", "unionvalley", "meridian"])}.com:22 SSH-2.0-OpenSSH_9.${
        num(0, 8)
      }\nmft.bank.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(43, B64)}`,
  ],
  ["HR integration .env.example", () =>
    [
      "BAMBOO_SUBDOMAIN=" + school(),
      "BAMBOO_API_KEY=your-api-key",
      "PERSONIO_CLIENT_ID=papi-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
      "PERSONIO_CLIENT_SECRET=",
      `SYNC_BATCH_SIZE=${num(50, 500)}`,
    ].join("\n")],
  ["workflow referencing repository secrets", () =>
    [
      "    steps:",
      "      - run: python hr_sync.py --since " + iso().slice(0, 10),
      "        env:",
      "          BAMBOO_API_KEY: ${{ secrets.BAMBOO_API_KEY }}",
      "          WORKDAY_ISU_PASSWORD: ${{ secrets.WORKDAY_ISU_PASSWORD }}",
      `          RUN_ID: ${uuid()}`,
    ].join("\n")],
  [
    "vault reads of HR secrets",
    () =>
      `vault kv get -field=password secret/hr/${school()}/workday-isu | kubectl create secret generic isu --from-file=password=/dev/stdin # rotated ${iso()}`,
  ],
  [
    "documentation example for a Basic-auth HR API",
    () =>
      `Authenticate with your API key as the user name and any password: curl -u "{API_KEY}:x" https://api.bamboohr.com/api/gateway.php/{companyDomain}/v1/employees/${
        num(1, 99999)
      }?fields=${pick(["firstName", "jobTitle", "hireDate"])}`,
  ],
  ["Kronos timecard export", () =>
    [
      "PersonNumber,Date,InPunch,OutPunch,Hours,PayCode",
      ...[1, 2, 3].map(() =>
        `${draw(6, DIGITS)},${iso().slice(0, 10)},0${num(6, 9)}:${num(10, 59)}:00,1${num(4, 8)}:${
          num(10, 59)
        }:00,${num(6, 9)}.${num(10, 99)},REG`
      ),
    ].join("\n")],
  [
    "background check webhook without secrets",
    () =>
      JSON.stringify({
        id: hex(24),
        type: "report.completed",
        data: { object: { id: hex(24), candidate_id: hex(24), status: "clear" } },
      }),
  ],
  ["SFTP batch log without a password", () =>
    [
      `${laterHms()} connecting to mft.${school()}bank.com:22 as payroll_xfer (key ${hex(8)})`,
      `${laterHms()} put PAYROLL_${num(100000, 999999)}.ach.pgp ${num(20000, 900000)} bytes`,
      `${laterHms()} sha256 ${hex(64)} verified`,
    ].join("\n")],
  [
    "HR integration error with only the client id",
    () =>
      `{"error":"invalid_client","client_id":"${uuid()}","trace_id":"${hex(32)}","at":"${iso()}"}`,
  ],
  ["stack trace naming the environment variable", () =>
    [
      "Traceback (most recent call last):",
      '  File "/opt/hr-sync/config.py", line 12, in <module>',
      '    API_KEY = os.environ["BAMBOO_API_KEY"]',
      `KeyError: 'BAMBOO_API_KEY' (run ${uuid()})`,
    ].join("\n")],
  ["CI log with the secret masked", () =>
    [
      `${later()} + lftp -u oneroster_${school()},*** sftp://sftp.classlink.com`,
      `${later()} Transferring file 'users.csv' (${num(1000, 90000)} rows)`,
    ].join("\n")],
  [
    "gradebook export debug with the token filtered",
    () =>
      `DEBUG:urllib3.connectionpool:https://canvas.${school()}.edu:443 "GET /api/v1/courses/${
        num(1000, 99999)
      }/students/submissions?access_token=[FILTERED]&per_page=100 HTTP/1.1" 200 None`,
  ],
  [
    "nginx access log of a file download",
    () =>
      `10.${num(0, 255)}.${num(0, 255)}.${num(1, 254)} - - [${
        num(1, 27)
      }/Nov/2026:${hms()} +0000] "GET /pluginfile.php/${
        num(10, 999)
      }/mod_resource/content/1/syllabus.pdf?forcedownload=1&rev=${hex(40)} HTTP/2.0" 200 ${
        num(10000, 900000)
      }`,
  ],
];

/** The clean HR, payroll and log cases: each template three times. */
export function buildCleanPeople(): HeldOutClean[] {
  return expandClean(TEMPLATES, 3);
}
