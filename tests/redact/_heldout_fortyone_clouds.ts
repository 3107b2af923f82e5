/**
 * Corpus forty-one, compute clouds: Linode/Akamai, Vultr, Hetzner Cloud and Robot, OVHcloud,
 * Scaleway, UpCloud and Exoscale credentials in their CLIs' config files, environments and calls.
 */
import {
  B64URL,
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
  uuid,
} from "./_heldout_fortyone_make.ts";

const INSERTIONS: readonly Insertion[] = [
  I("Linode token exported", "assignment", (k) => [
    `export LINODE_TOKEN=${k(64, HEX)}`,
    `linode-cli linodes list --region ${pick(["eu-central", "us-east", "ap-south"])}`,
  ]),
  I("linode-cli config file", "block", (k) => [
    "$ cat ~/.config/linode-cli",
    "[DEFAULT]",
    `default-user = ${user()}`,
    "",
    `[${user()}]`,
    `token = ${k(64, HEX)}`,
    "region = eu-central",
    "type = g6-standard-2",
  ]),
  I("Linode object storage keys created", "output", (k) => [
    `$ linode-cli object-storage keys-create --label ${site()}`,
    "┌────────┬──────────────────────┬──────────────────────────────────────────┐",
    "│ id     │ access_key           │ secret_key                               │",
    `│ ${num(100000, 999999)} │ ${k(20, UPPER_ALNUM)} │ ${k(40)} │`,
  ]),
  I("Vultr API key in a curl header", "command", (k) => [
    `$ curl -s "https://api.vultr.com/v2/instances" -H "Authorization: Bearer ${
      k(36, UPPER_ALNUM)
    }"`,
    `{"instances":[],"meta":{"total":0}}`,
  ]),
  I("vultr-cli config", "assignment", (k) => [
    "# ~/.vultr-cli.yaml",
    `api-key: ${k(36, UPPER_ALNUM)}`,
    "output: json",
  ]),
  I("Hetzner token before hcloud", "command", (k) => [
    `$ HCLOUD_TOKEN=${k(64)} hcloud server list -o columns=name,ipv4,status`,
    `${site()}   ${ip()}   running`,
  ]),
  I("hcloud cli.toml", "output", (k) => [
    "$ cat ~/.config/hcloud/cli.toml",
    `active_context = "${site()}"`,
    "",
    "[[contexts]]",
    `  name = "${site()}"`,
    `  token = "${k(64)}"`,
  ]),
  I("Hetzner Robot webservice user", "command", (_k, add) => [
    `$ curl -u "#ws+${hex(8)}:${pass(add)}" https://robot-ws.your-server.de/server`,
  ]),
  I("OVH ovh.conf", "block", (k) => [
    "$ cat ~/ovh.conf",
    "[default]",
    "endpoint=ovh-eu",
    "",
    "[ovh-eu]",
    `application_key=${k(16)}`,
    `application_secret=${k(32)}`,
    `consumer_key=${k(32)}`,
  ]),
  I("OVH keys for Terraform", "assignment", (k) => [
    "export OVH_ENDPOINT=ovh-eu",
    `export OVH_APPLICATION_KEY=${k(16)}`,
    `export OVH_APPLICATION_SECRET=${k(32)}`,
    `export OVH_CONSUMER_KEY=${k(32)}`,
  ]),
  I("Scaleway CLI config", "output", (_k, add) => [
    "$ cat ~/.config/scw/config.yaml",
    `access_key: SCW${draw17()}`,
    `secret_key: ${add(uuid())}`,
    `default_organization_id: ${uuid()}`,
    `default_project_id: ${uuid()}`,
    "default_region: fr-par",
    "default_zone: fr-par-1",
  ]),
  I("Scaleway secret in docker run", "command", (_k, add) => [
    `$ docker run --rm -e SCW_ACCESS_KEY=SCW${draw17()} -e SCW_SECRET_KEY=${add(uuid())} \\`,
    "    scaleway/cli:latest instance server list",
  ]),
  I("UpCloud API user in the environment", "assignment", (_k, add) => [
    `UPCLOUD_USERNAME=${user()}`,
    `UPCLOUD_PASSWORD=${pass(add)}`,
  ]),
  I("UpCloud API with basic auth", "command", (_k, add) => [
    `$ curl -u "${user()}:${pass(add)}" https://api.upcloud.com/1.3/server`,
  ]),
  I("UpCloud token", "vendor", (k) => [
    `$ upctl account show --token ucat_${k(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")}`,
  ]),
  I("Exoscale CLI config", "output", (k) => [
    "$ cat ~/.config/exoscale/exoscale.toml",
    'defaultaccount = "main"',
    "[[accounts]]",
    `  defaultZone = "${pick(["ch-gva-2", "de-fra-1", "at-vie-1"])}"`,
    `  key = "EXO${hex(24)}"`,
    '  name = "main"',
    `  secret = "${k(43, B64URL)}"`,
  ]),
  I("Exoscale secret exported", "assignment", (k) => [
    `export EXOSCALE_API_KEY=EXO${hex(24)}`,
    `export EXOSCALE_API_SECRET=${k(43, B64URL)}`,
  ]),
];

/** A Scaleway access key's 17 characters after `SCW` (an identifier, not secret). */
function draw17(): string {
  return draw(17, UPPER_ALNUM);
}

/** Compute-cloud cases, each insertion in two containers. */
export function buildClouds(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
