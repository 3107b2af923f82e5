/**
 * Corpus thirty-six, clean school texts: what learning platforms, student information systems and
 * university IT print that looks like a secret and is not — student and course ids, LTI client and
 * deployment ids, `kid`s and public JWKS, grade hashes, sync run ids, public certificates, and
 * configuration that names where a secret is kept or holds a placeholder.
 */
import {
  B64,
  B64URL,
  type CleanTemplate,
  DIGITS,
  draw,
  epoch,
  expandClean,
  type HeldOutClean,
  hex,
  iso,
  num,
  person,
  pick,
  school,
  uuid,
} from "./_heldout_thirtysix_make.ts";

const section = (): string =>
  `${pick(["BIO", "CHEM", "HIST", "MATH", "ENGL", "CS"])}-${num(100, 499)}-${
    String(num(1, 12)).padStart(2, "0")
  }`;
const studentId = (): string => `S${draw(7, DIGITS)}`;

const TEMPLATES: readonly CleanTemplate[] = [
  ["Canvas enrollment JSON", () =>
    JSON.stringify(
      [1, 2, 3].map(() => ({
        id: num(100000, 999999),
        user_id: num(10000, 99999),
        sis_user_id: studentId(),
        course_section_id: num(1000, 9999),
        sis_section_id: section(),
        enrollment_state: "active",
        created_at: iso(),
      })),
      null,
      2,
    )],
  ["LTI 1.3 tool registration", () =>
    [
      `Client ID:        1000000000${num(1000, 9999)}`,
      `Deployment ID:    ${num(1, 400)}:${hex(40)}`,
      `Issuer:           https://canvas.${school()}.edu`,
      `OIDC login URL:   https://canvas.${school()}.edu/api/lti/authorize_redirect`,
      `Public JWKS URL:  https://canvas.${school()}.edu/api/lti/security/jwks`,
      `Tool key id:      ${hex(16)}`,
    ].join("\n")],
  ["a tool's public JWKS", () =>
    JSON.stringify(
      {
        keys: [{
          kty: "RSA",
          alg: "RS256",
          use: "sig",
          kid: draw(43, B64URL),
          e: "AQAB",
          n: draw(342, B64URL),
        }],
      },
      null,
      2,
    )],
  ["Moodle config.php reading its password from the environment", () =>
    [
      "<?php",
      "$CFG->dbtype    = 'pgsql';",
      `$CFG->dbhost    = 'db${num(1, 9)}.${school()}.internal';`,
      "$CFG->dbuser    = 'moodleuser';",
      "$CFG->dbpass    = getenv('MOODLE_DB_PASSWORD');",
      `$CFG->wwwroot   = 'https://moodle.${school()}.edu';`,
      "$CFG->passwordsaltmain = getenv('MOODLE_SALT');",
    ].join("\n")],
  [
    "Moodle web service documentation with a placeholder token",
    () =>
      `curl "https://moodle.${school()}.edu/webservice/rest/server.php?wstoken=YOUR_TOKEN_HERE&wsfunction=core_course_get_courses&moodlewsrestformat=json" # course ${
        num(2, 900)
      }`,
  ],
  ["a tool's .env.example", () =>
    [
      `CANVAS_BASE_URL=https://canvas.${school()}.edu`,
      `CANVAS_CLIENT_ID=1000000000${num(1000, 9999)}`,
      "CANVAS_CLIENT_SECRET=<developer key secret from Admin > Developer Keys>",
      "BRIGHTSPACE_CLIENT_SECRET=changeme",
      `SESSION_TTL_MINUTES=${num(30, 240)}`,
    ].join("\n")],
  ["gradebook export with submission hashes", () =>
    [
      "student_id,section,assignment,score,submission_sha256",
      ...[1, 2, 3, 4].map(() =>
        `${studentId()},${section()},A${num(1, 9)},${num(0, 100)},${hex(64)}`
      ),
    ].join("\n")],
  ["SIS sync run summary", () =>
    [
      `sync run ${uuid()} finished ${iso()}`,
      `  users: ${num(100, 9000)} updated, ${num(0, 40)} created, ${num(0, 9)} deactivated`,
      `  sections: ${num(50, 900)}  enrollments: ${num(1000, 40000)}`,
      `  previous run ${uuid()} (${num(20, 600)} s)`,
    ].join("\n")],
  ["Clever sections with object ids", () =>
    JSON.stringify({
      data: [1, 2].map(() => ({
        data: {
          id: hex(24),
          district: hex(24),
          school: hex(24),
          sis_id: section(),
          name: `Period ${num(1, 8)}`,
        },
      })),
    })],
  ["OneRoster classes.csv", () =>
    [
      "sourcedId,status,dateLastModified,title,classCode,courseSourcedId,schoolSourcedId",
      ...[1, 2, 3].map(() =>
        `${uuid()},active,${iso()},${section()},${section()},${uuid()},${uuid()}`
      ),
    ].join("\n")],
  ["Shibboleth secrets.properties rendered from a template", () =>
    [
      `# Values come from Vault (secret/idp/${school()}) through Ansible; rendered ${iso()}.`,
      "idp.sealer.storePassword = {{ vault_idp_sealer_store_password }}",
      "idp.sealer.keyPassword = {{ vault_idp_sealer_key_password }}",
      `idp.persistentId.sourceAttribute = ${
        pick(["uid", "employeeNumber", "eduPersonPrincipalName"])
      }`,
    ].join("\n")],
  ["SAML metadata with the public signing certificate", () =>
    [
      `<md:EntityDescriptor entityID="https://idp.${school()}.edu/idp/shibboleth">`,
      '  <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>',
      "MII" + draw(61, B64),
      ...[1, 2, 3, 4, 5].map(() => draw(64, B64)),
      "  </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>",
      "</md:EntityDescriptor>",
    ].join("\n")],
  ["eduroam clients.conf reading the secret from the environment", () =>
    [
      `client ap-${pick(["library", "halls", "core"])}-${num(1, 99)} {`,
      `    ipaddr = 10.${num(0, 255)}.${num(0, 255)}.0/24`,
      "    secret = $ENV{RADIUS_SHARED_SECRET}",
      "    shortname = eduroam-ap",
      "}",
    ].join("\n")],
  ["EZproxy config.txt database stanzas", () =>
    [
      `Title ${pick(["JSTOR", "Web of Science", "PubMed Central", "ProQuest"])}`,
      `URL https://www.example-db-${num(1, 99)}.org`,
      "DJ example-db.org",
      `Option Cookie`,
      `# stanza reviewed ${iso().slice(0, 10)} by ${person()}`,
    ].join("\n")],
  ["Slurm queue", () =>
    [
      "JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)",
      ...[1, 2, 3].map(() =>
        `${num(1000000, 9999999)}       gpu ${draw(8, "abcdefghijklmnopqrstuvwxyz")} ${
          person().replace(".", "")
        }  R ${num(0, 23)}:${num(10, 59)}:${num(10, 59)}      1 gpu-${num(1, 64)}`
      ),
    ].join("\n")],
  ["moosh commands with placeholders", () =>
    [
      `sudo -u www-data moosh -n user-create --password '<new password>' --email ${person()}@${school()}.edu newstaff${
        num(100, 99999)
      }`,
      "sudo -u www-data moosh -n webservice-token-create <username> <service>",
    ].join("\n")],
  ["PowerSchool plugin.xml", () =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<plugin xmlns="http://plugin.powerschool.pearson.com" name="${school()} roster export" version="${
        num(1, 4)
      }.${num(0, 9)}.${num(0, 20)}">`,
      "  <oauth></oauth>",
      `  <publisher name="${school()} district IT"><contact email="sis@${school()}.org"/></publisher>`,
      "</plugin>",
    ].join("\n")],
  ["LTI launch log without the token", () =>
    [
      `[${iso()}] lti.launch ok deployment_id=${num(1, 400)}:${hex(40)}`,
      `  message_type=LtiResourceLinkRequest resource_link=${uuid()} context=${hex(40)}`,
      `  roles=Learner iat=${epoch()} kid=${hex(16)}`,
    ].join("\n")],
  ["service account keys list", () =>
    [
      "KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED",
      `${hex(40)}  ${iso().slice(0, 19)}Z  9999-12-31T23:59:59Z  False`,
      `${hex(40)}  ${iso().slice(0, 19)}Z  9999-12-31T23:59:59Z  True`,
    ].join("\n")],
  [
    "course sections and student numbers",
    () =>
      `Moved ${studentId()}, ${studentId()} and ${studentId()} from ${section()} to ${section()} (term ${
        num(2025, 2027)
      }${pick(["FA", "SP", "SU"])}).`,
  ],
];

/** The clean school cases: each template three times. */
export function buildCleanSchool(): HeldOutClean[] {
  return expandClean(TEMPLATES, 3);
}
