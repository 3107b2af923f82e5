/**
 * Corpus thirty-six, admin commands: `moosh` and `php admin/cli` runs, Canvas rake tasks, database
 * dumps, container and Kubernetes secrets, shell history — the commands a school's or an HR team's
 * admin types (or an assistant proposes) with a secret on the line.
 */
import {
  b64,
  draw,
  expand,
  type HeldOutSecret,
  HEX,
  hex,
  humanPass,
  num,
  pass,
  person,
  pick,
  school,
  type Template,
  uuid,
} from "./_heldout_thirtysix_make.ts";

const TEMPLATES: readonly Template[] = [
  [
    "command",
    "moosh user-create with a password",
    (_k, add) =>
      `sudo -u www-data moosh -n user-create --password '${
        humanPass(add)
      }' --email ${person()}@${school()}.edu --city Leeds ${person().replace(".", "")}`,
  ],
  ["command", "Moodle CLI install with database and admin passwords", (_k, add) =>
    [
      "sudo -u www-data php admin/cli/install.php --non-interactive --agree-license \\",
      `  --wwwroot=https://moodle.${school()}.edu --dataroot=/var/moodledata \\`,
      `  --dbtype=mariadb --dbuser=moodle --dbpass='${pass(add)}' \\`,
      `  --fullname="${school()} VLE" --shortname=VLE --adminpass='${pass(add)}'`,
    ].join("\n")],
  [
    "command",
    "Moodle cfg.php setting the SMTP password",
    (_k, add) =>
      `php admin/cli/cfg.php --name=smtppass --set='${
        pass(add)
      }' && php admin/cli/purge_caches.php`,
  ],
  ["output", "moosh creating a web service token", (k) =>
    [
      `$ moosh -n webservice-token-create ${person().replace(".", "")} ${
        pick(["moodle_mobile_app", "sis_sync", "grades_export"])
      }`,
      `Token created: ${k(32, HEX)}`,
    ].join("\n")],
  [
    "command",
    "mysqldump of the Moodle database",
    (_k, add) =>
      `mysqldump -h db.${school()}.internal -u moodle -p'${
        pass(add)
      }' --single-transaction moodle | gzip > moodle_202611${
        String(num(1, 27)).padStart(2, "0")
      }.sql.gz`,
  ],
  ["command", "docker run of Moodle with environment secrets", (_k, add) =>
    [
      "docker run -d --name moodle -p 8080:8080 \\",
      `  -e MOODLE_DATABASE_PASSWORD=${pass(add)} \\`,
      `  -e MOODLE_PASSWORD=${pass(add)} \\`,
      `  bitnami/moodle:${num(4, 5)}.${num(0, 5)}`,
    ].join("\n")],
  [
    "command",
    "Canvas initial setup rake task",
    (_k, add) =>
      `RAILS_ENV=production CANVAS_LMS_ADMIN_EMAIL=lms@${school()}.edu CANVAS_LMS_ADMIN_PASSWORD='${
        pass(add)
      }' CANVAS_LMS_STATS_COLLECTION=opt_out bundle exec rake db:initial_setup`,
  ],
  [
    "command",
    "kubectl secret for the Workday integration",
    (_k, add) =>
      `kubectl -n hr-integrations create secret generic workday-isu --from-literal=username=ISU_${school().toUpperCase()} --from-literal=password='${
        pass(add)
      }'`,
  ],
  ["output", "shell history with exported keys", (k) =>
    [
      "$ history | tail -5",
      `  ${num(400, 900)}  cd /opt/hr-sync`,
      `  ${num(901, 950)}  export BAMBOO_API_KEY=${k(40, HEX)}`,
      `  ${num(951, 990)}  export CLEVER_TOKEN=${k(40, HEX)}`,
      `  ${num(991, 999)}  python sync.py --dry-run`,
    ].join("\n")],
  [
    "url",
    "psql connecting to Canvas's database",
    (_k, add) =>
      `psql "postgresql://canvas:${
        pass(add)
      }@canvas-db.${school()}.internal:5432/canvas_production"`,
  ],
  ["encoded", "Infinite Campus Basic credentials made with base64", (_k, add) => {
    const encoded = b64(`${school()}_api:${draw(num(12, 16))}`);
    return `$ echo -n '…' | base64\n${
      add(encoded)
    }\n$ curl -H "Authorization: Basic ${encoded}" https://${school()}.infinitecampus.org/campus/api/oneroster/v1p2/schools`;
  }],
  ["wrapped", "Moodle token in a long command wrapped by the terminal", (_k, add) => {
    const token = hex(32);
    const cut = num(10, 22);
    return [
      `curl "https://moodle.${school()}.edu/webservice/rest/server.php?wsfunction=core_user_get_users&wstoken=${
        add(token.slice(0, cut))
      }`,
      `${
        add(token.slice(cut))
      }&criteria[0][key]=email&criteria[0][value]=${person()}%40${school()}.edu"`,
    ].join("\n");
  }],
  [
    "command",
    "az keyvault storing the ADP secret",
    (_k, add) =>
      `az keyvault secret set --vault-name kv-${school()}-hr --name adp-client-secret --value '${
        add(
          uuid(),
        )
      }'`,
  ],
];

/** The admin command cases: each template three times. */
export function buildCli(): HeldOutSecret[] {
  return expand(TEMPLATES, 2);
}
