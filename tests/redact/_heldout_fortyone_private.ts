/**
 * Corpus forty-one, private clouds and virtualisation: Proxmox API tokens (`user@pam!id=uuid`),
 * VMware vCenter/ESXi passwords (govc, PowerCLI, Ansible, Terraform) and OpenStack (`clouds.yaml`,
 * `openrc`, `OS_PASSWORD`, application credentials).
 */
import {
  B64URL,
  combine,
  type HeldOutSecret,
  hex,
  I,
  type Insertion,
  ip,
  num,
  pass,
  pick,
  site,
  user,
  uuid,
} from "./_heldout_fortyone_make.ts";

const PVE = () => `pve${num(1, 9)}.lab.internal`;
const VC = () => pick(["vcenter01", "vc-prod", "vcsa"]) + ".corp.internal";

const INSERTIONS: readonly Insertion[] = [
  I("Proxmox API token in a header", "command", (_k, add) => [
    `$ curl -k -H "Authorization: PVEAPIToken=root@pam!${pick(["ci", "terraform", "packer"])}=${
      add(uuid())
    }" \\`,
    `    https://${PVE()}:8006/api2/json/nodes`,
  ]),
  I("pveum token add output", "output", (_k, add) => [
    "$ pveum user token add terraform@pve tf --privsep 0",
    "┌──────────────┬──────────────────────────────────────┐",
    "│ key          │ value                                │",
    "╞══════════════╪══════════════════════════════════════╡",
    "│ full-tokenid │ terraform@pve!tf                     │",
    '│ info         │ {"privsep":"0"}                     │',
    `│ value        │ ${add(uuid())} │`,
    "└──────────────┴──────────────────────────────────────┘",
  ]),
  I("Proxmox provider token secret", "assignment", (_k, add) => [
    'provider "proxmox" {',
    `  pm_api_url          = "https://${PVE()}:8006/api2/json"`,
    '  pm_api_token_id     = "terraform@pve!tf"',
    `  pm_api_token_secret = "${add(uuid())}"`,
    "  pm_tls_insecure     = true",
    "}",
  ]),
  I("Packer Proxmox password", "assignment", (_k, add) => [
    `PKR_VAR_proxmox_username=root@pam`,
    `PKR_VAR_proxmox_password=${pass(add)}`,
    `PKR_VAR_proxmox_node=${PVE()}`,
  ]),
  I("govc URL with credentials", "url", (_k, add) => [
    `export GOVC_URL='https://administrator%40vsphere.local:${pass(add)}@${VC()}/sdk'`,
    "export GOVC_INSECURE=1",
    "$ govc about",
  ]),
  I("govc password variable", "assignment", (_k, add) => [
    `export GOVC_URL=${VC()}`,
    "export GOVC_USERNAME=administrator@vsphere.local",
    `export GOVC_PASSWORD=${pass(add)}`,
  ]),
  I("PowerCLI Connect-VIServer", "command", (_k, add) => [
    `PS> Connect-VIServer -Server ${VC()} -User administrator@vsphere.local -Password '${
      pass(add)
    }'`,
    `Name                           Port  User`,
  ]),
  I("ESXi root password in Ansible vars", "assignment", (_k, add) => [
    "esxi_hosts:",
    `  - ${ip()}`,
    "esxi_username: root",
    `esxi_password: "${pass(add)}"`,
    `vcenter_hostname: ${VC()}`,
  ]),
  I("vSphere provider password", "assignment", (_k, add) => [
    'provider "vsphere" {',
    '  user                 = "administrator@vsphere.local"',
    `  password             = "${pass(add)}"`,
    `  vsphere_server       = "${VC()}"`,
    "  allow_unverified_ssl = true",
    "}",
  ]),
  I("OpenStack clouds.yaml with a password", "block", (_k, add) => [
    "clouds:",
    `  ${site()}:`,
    "    auth:",
    `      auth_url: https://keystone.${
      pick(["ovh.net", "cloud.example-dc.net", "infomaniak.example"])
    }:5000/v3`,
    `      username: "${user()}"`,
    `      password: "${pass(add)}"`,
    `      project_id: ${hex(32)}`,
    '      user_domain_name: "Default"',
    `    region_name: "${pick(["GRA11", "SBG5", "RegionOne"])}"`,
    "    identity_api_version: 3",
  ]),
  I("OpenStack openrc", "assignment", (_k, add) => [
    "export OS_AUTH_URL=https://auth.cloud.ovh.net/v3",
    "export OS_IDENTITY_API_VERSION=3",
    `export OS_USERNAME="user-${hex(12)}"`,
    `export OS_PASSWORD="${pass(add)}"`,
    `export OS_TENANT_ID=${hex(32)}`,
  ]),
  I("openstack --os-password on the command line", "command", (_k, add) => [
    `$ openstack --os-username ${user()} --os-password '${pass(add)}' server list`,
  ]),
  I("clouds.yaml application credential", "assignment", (k) => [
    "clouds:",
    "  prod:",
    "    auth_type: v3applicationcredential",
    "    auth:",
    "      auth_url: https://identity.example-cloud.net/v3",
    `      application_credential_id: ${hex(32)}`,
    `      application_credential_secret: ${k(86, B64URL)}`,
  ]),
  I("application credential create output", "output", (k) => [
    `$ openstack application credential create ${site()}-ci`,
    "+--------------+----------------------------------------------------------------------------------------+",
    "| Field        | Value                                                                                  |",
    `| id           | ${hex(32)} |`,
    `| secret       | ${k(86, B64URL)} |`,
    "| unrestricted | False |",
  ]),
];

/** Private-cloud cases, each insertion in two containers. */
export function buildPrivate(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
