/**
 * Corpus forty-one, infrastructure as code: Terraform provider blocks and tfvars for the smaller
 * clouds, `terraform state show` and `output -json`, Pulumi config, and cloud-init user-data with
 * passwords and tokens written onto the new machine.
 */
import {
  b64,
  combine,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  I,
  type Insertion,
  ip,
  num,
  pass,
  pick,
  site,
  UPPER_ALNUM,
  user,
} from "./_heldout_fortyone_make.ts";

const INSERTIONS: readonly Insertion[] = [
  I("digitalocean provider with a literal token", "vendor", (k) => [
    'provider "digitalocean" {',
    `  token = "dop_v1_${k(64, HEX)}"`,
    "}",
  ]),
  I("hcloud provider token", "assignment", (k) => [
    "terraform {",
    '  required_providers { hcloud = { source = "hetznercloud/hcloud" } }',
    "}",
    'provider "hcloud" {',
    `  token = "${k(64)}"`,
    "}",
  ]),
  I("terraform.tfvars for Vultr and Linode", "assignment", (k) => [
    "# terraform.tfvars",
    `region       = "${pick(["ams", "fra", "ewr"])}"`,
    `vultr_api_key = "${k(36, UPPER_ALNUM)}"`,
    `linode_token  = "${k(64, HEX)}"`,
  ]),
  I("ovh provider block", "assignment", (k) => [
    'provider "ovh" {',
    '  endpoint           = "ovh-eu"',
    `  application_key    = "${k(16)}"`,
    `  application_secret = "${k(32)}"`,
    `  consumer_key       = "${k(32)}"`,
    "}",
  ]),
  I("terraform state show of a managed database", "output", (_k, add) => {
    const host = `${site()}-do-user-${num(1000000, 9999999)}-0.b.db.ondigitalocean.com`;
    const pw = add("AVNS_" + draw(19));
    return [
      "$ terraform state show digitalocean_database_cluster.pg",
      "# digitalocean_database_cluster.pg:",
      'resource "digitalocean_database_cluster" "pg" {',
      `    host       = "${host}"`,
      `    id         = "${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}"`,
      `    password   = "${pw}"`,
      `    uri        = "postgresql://doadmin:${pw}@${host}:25060/defaultdb?sslmode=require"`,
      '    user       = "doadmin"',
      "}",
    ];
  }),
  I("terraform output -json", "output", (_k, add) => [
    "$ terraform output -json",
    `{"db_password":{"sensitive":true,"type":"string","value":"${
      pass(add)
    }"},"server_ip":{"sensitive":false,"type":"string","value":"${ip()}"}}`,
  ]),
  I("Pulumi config set --secret shown in history", "command", (k) => [
    `$ pulumi config set --secret hcloud:token ${k(64)}`,
    "$ pulumi up --yes",
  ]),
  I("cloud-init chpasswd list", "block", (_k, add) => [
    "#cloud-config",
    "chpasswd:",
    "  expire: false",
    "  users:",
    `    - {name: root, password: ${pass(add)}, type: text}`,
    `    - {name: ${user()}, password: ${pass(add)}, type: text}`,
    "ssh_pwauth: true",
  ]),
  I("cloud-init plain_text_passwd", "assignment", (_k, add) => [
    "#cloud-config",
    "users:",
    `  - name: ${user()}`,
    "    sudo: ALL=(ALL) NOPASSWD:ALL",
    `    plain_text_passwd: ${pass(add)}`,
    "    lock_passwd: false",
  ]),
  I("cloud-init write_files with a Hetzner token", "block", (k) => [
    "#cloud-config",
    "write_files:",
    "  - path: /etc/hcloud-csi.env",
    "    permissions: '0600'",
    "    content: |",
    `      HCLOUD_TOKEN=${k(64)}`,
    `      HCLOUD_NETWORK=${num(1000000, 9999999)}`,
    "runcmd:",
    "  - systemctl restart hcloud-csi",
  ]),
  I("Linode user data as base64", "encoded", (_k, add) => {
    const config = [
      "#cloud-config",
      "users:",
      "  - name: deploy",
      `    plain_text_passwd: ${draw(num(12, 16))}`,
    ].join("\n");
    return [
      "$ linode-cli linodes create --debug --label " + site(),
      `> POST https://api.linode.com/v4/linode/instances`,
      `> {"type": "g6-nanode-1", "region": "eu-west", "metadata": {"user_data": "${
        add(b64(config))
      }"}}`,
    ];
  }),
  I("TF_VAR with a DigitalOcean token", "vendor", (k) => [
    `$ TF_VAR_do_token=dop_v1_${k(64, HEX)} terraform plan -out=tfplan`,
    "Refreshing state...",
  ]),
];

/** Infrastructure-as-code cases, each insertion in two containers. */
export function buildIac(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
