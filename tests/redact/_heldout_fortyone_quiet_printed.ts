/**
 * Corpus forty-one, clean output: what the providers print when nothing secret is in it — account
 * details, plans with `(sensitive value)`, masked deploy logs, deployment ids and image digests,
 * key listings without their secrets, invoices and status pages.
 */
import {
  type Alike,
  combineClean,
  draw,
  type HeldOutClean,
  hex,
  hmsRun,
  ip,
  iso,
  LOWER_DIGITS,
  num,
  ocid,
  site,
  user,
  uuid,
} from "./_heldout_fortyone_make.ts";

const ALIKES: readonly Alike[] = [
  ["doctl account get", () => [
    "$ doctl account get",
    "User Email            Team          Droplet Limit    Email Verified    User UUID                               Status",
    `${user()}@example.com    ${site()}    25    true    ${uuid()}    active`,
  ]],
  ["b2 account get without keys", () => [
    "$ b2 account get",
    "{",
    `    "accountId": "${hex(12)}",`,
    '    "allowed": {"buckets": null, "capabilities": ["listBuckets", "readFiles"]},',
    `    "apiUrl": "https://api00${num(1, 5)}.backblazeb2.com",`,
    `    "s3endpoint": "https://s3.us-west-00${num(1, 4)}.backblazeb2.com"`,
    "}",
  ]],
  ["terraform plan with sensitive values", () => [
    "  # hcloud_server.web will be created",
    '  + resource "hcloud_server" "web" {',
    "      + id           = (known after apply)",
    `      + image        = "ubuntu-24.04"`,
    `      + name         = "${site()}"`,
    "      + user_data    = (sensitive value)",
    "    }",
    '  + resource "digitalocean_database_user" "app" {',
    "      + password = (sensitive value)",
    "    }",
    "Plan: 2 to add, 0 to change, 0 to destroy.",
  ]],
  ["deploy log with masked token", () => {
    const [a, b, c, d] = hmsRun(4);
    return [
      `[${a}] Run doctl registry login --expiry-seconds 600`,
      `[${b}] + doctl auth init -t ***`,
      `[${c}] Logging Docker in to registry.digitalocean.com`,
      `[${d}] request-id: ${uuid()}`,
    ];
  }],
  ["vercel deploy output", () => [
    "$ vercel deploy --prod",
    `🔍  Inspect: https://vercel.com/${site()}/web/${draw(9, LOWER_DIGITS)}${hex(20)} [2s]`,
    `✅  Production: https://web-${draw(9, LOWER_DIGITS)}-${site()}.vercel.app [41s]`,
    `Deployment id dpl_${draw(28)}`,
  ]],
  ["fly deploy with image digest", () => {
    const app = site();
    return [
      `$ fly deploy -a ${app}`,
      `image: registry.fly.io/${app}:deployment-${draw(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")}`,
      `image size: ${num(40, 300)} MB`,
      `Updating existing machines in '${app}' with rolling strategy`,
      `  Machine ${hex(14)} [app] update succeeded`,
      `sha256:${hex(64)}`,
    ];
  }],
  ["heroku releases", () => [
    `$ heroku releases -a ${site()} -n 3`,
    `=== ${site()} Releases`,
    ...Array.from(
      { length: 3 },
      (_, i) =>
        `v${num(100, 300) - i}  Deploy ${hex(8)}  ${user()}@example.com  2026/11/${num(10, 27)}`,
    ),
  ]],
  ["cPanel API answer listing databases", () => [
    `{"status":1,"errors":null,"messages":null,"metadata":{"transformed":1},`,
    `"data":[{"database":"${user()}_wp","disk_usage":${
      num(1000000, 90000000)
    },"users":["${user()}_wp"]}]}`,
  ]],
  ["oci auth token list", () => [
    `$ oci iam auth-token list --user-id ${ocid("user")}`,
    `{"data": [{"description": "ocir-push", "id": "${
      ocid("credential")
    }", "lifecycle-state": "ACTIVE", "time-created": "${iso()}", "token": null}]}`,
  ]],
  ["ibmcloud api-keys list", () => [
    "$ ibmcloud iam api-keys",
    "ID                                             Name           Description   Created At",
    `ApiKey-${uuid()}   deploy-key     ci deploy     ${iso()}`,
    `ApiKey-${uuid()}   terraform-ci                 ${iso()}`,
  ]],
  ["yc access key list", () => [
    `$ yc iam access-key list --service-account-name ${site()}-s3`,
    "|          ID          | KEY ID                        |",
    `| aje${draw(17, LOWER_DIGITS)} | YCAJE${draw(20, LOWER_DIGITS)} |`,
  ]],
  ["Hetzner invoice list", () => [
    "Invoice      Date         Amount     Status",
    ...Array.from(
      { length: 3 },
      () =>
        `R${num(1000000000, 9999999999)}   2026-${String(num(1, 11)).padStart(2, "0")}-01   €${
          num(5, 400)
        }.${num(10, 99)}   paid`,
    ),
    `Customer number K${num(1000000000, 9999999999)}`,
  ]],
  ["netlify status", () => [
    "$ netlify status",
    `Email: ${user()}@example.com`,
    `Current site: ${site()}`,
    `Admin URL:    https://app.netlify.com/sites/${site()}`,
    `Site Id:      ${uuid()}`,
    `Site URL:     https://${site()}.netlify.app`,
  ]],
  ["Proxmox token list without secrets", () => [
    "$ pveum user token list terraform@pve",
    "│ tokenid │ comment │ expire │ privsep │",
    `│ tf      │ ${site()} │      0 │       0 │`,
    `Connected to ${ip()}:8006`,
  ]],
];

/** Clean output, each in three containers. */
export function buildQuietPrinted(): HeldOutClean[] {
  return combineClean(ALIKES, 3);
}
