/**
 * Corpus forty-one, clean listings: what the providers' CLIs list — droplet, server, instance and
 * VM ids, OCIDs, CRNs, regions and zones, image ids, public IPs, request ids — with no secret.
 */
import {
  type Alike,
  combineClean,
  draw,
  type HeldOutClean,
  hex,
  ip,
  LOWER_DIGITS,
  num,
  ocid,
  pick,
  site,
  uuid,
} from "./_heldout_fortyone_make.ts";

const rows = <T>(n: number, row: () => T): T[] => Array.from({ length: n }, row);

const ALIKES: readonly Alike[] = [
  ["doctl droplet list", () => [
    "$ doctl compute droplet list --format ID,Name,PublicIPv4,Region,Image,Status",
    "ID           Name              Public IPv4       Region    Image                   Status",
    ...rows(
      num(3, 6),
      () =>
        `${num(400000000, 499999999)}    ${site()}    ${ip()}    ${
          pick(["fra1", "ams3", "nyc3"])
        }    Ubuntu 24.04 (LTS) x64    active`,
    ),
  ]],
  ["hcloud server describe", () => [
    `$ hcloud server describe ${site()}`,
    `ID:		${num(40000000, 59999999)}`,
    `Name:		${site()}`,
    "Status:		running",
    `Created:	2026-11-${num(10, 27)} 09:${num(10, 59)}:12 +0000 UTC`,
    "Server Type:	cx22 (ID: 104)",
    "Public Net:",
    `  IPv4:		${ip()}`,
    `  IPv6:		2a01:4f8:c17:${hex(4)}::/64`,
    "Image:",
    `  ID:		${num(100000000, 199999999)}`,
    "  Name:		ubuntu-24.04",
    "Datacenter:",
    "  Name:		fsn1-dc14",
  ]],
  ["oci compute instance list", () => [
    `$ oci compute instance list -c ${
      ocid("compartment")
    } --query 'data[].{id:id,name:"display-name",ad:"availability-domain"}'`,
    "[",
    ...rows(
      2,
      () =>
        `  {"ad": "Uocm:US-ASHBURN-AD-${num(1, 3)}", "id": "${
          ocid("instance")
        }", "name": "${site()}"},`,
    ),
    "]",
  ]],
  ["linode-cli linodes list", () => [
    "$ linode-cli linodes list --text",
    "id	label	region	type	image	status	ipv4",
    ...rows(
      num(2, 5),
      () =>
        `${num(50000000, 69999999)}	${site()}	${
          pick(["eu-central", "us-east"])
        }	g6-standard-2	linode/debian12	running	${ip()}`,
    ),
  ]],
  ["vultr instance list", () => [
    "$ vultr-cli instance list",
    "ID					IP		LABEL		OS			STATUS	REGION",
    ...rows(
      num(2, 4),
      () =>
        `${uuid()}	${ip()}	${site()}	Ubuntu 24.04 LTS x64	active	${
          pick(["ams", "fra", "ewr"])
        }`,
    ),
  ]],
  ["scw instance server list", () => [
    "$ scw instance server list zone=fr-par-1",
    "ID                                    NAME          TYPE      STATE    ZONE      PUBLIC IP",
    ...rows(num(2, 4), () => `${uuid()}  ${site()}  DEV1-S    running  fr-par-1  ${ip()}`),
  ]],
  ["yc compute instance list", () => [
    "$ yc compute instance list",
    "|          ID          |     NAME     |    ZONE ID    | STATUS  |  EXTERNAL IP  |",
    ...rows(
      num(2, 4),
      () => `| fhm${draw(17, LOWER_DIGITS)} | ${site()} | ru-central1-a | RUNNING | ${ip()} |`,
    ),
  ]],
  ["aliyun DescribeInstances answer", () => [
    "$ aliyun ecs DescribeInstances --RegionId cn-hangzhou",
    `{"RequestId": "${uuid().toUpperCase()}", "TotalCount": 1, "Instances": {"Instance": [`,
    `  {"InstanceId": "i-bp1${
      draw(17, LOWER_DIGITS)
    }", "ImageId": "ubuntu_24_04_x64_20G_alibase_2026${num(1000, 1231)}.vhd",`,
    `   "PublicIpAddress": {"IpAddress": ["${ip()}"]}, "ZoneId": "cn-hangzhou-${
      pick(["h", "i", "j"])
    }"}]}}`,
  ]],
  ["tccli DescribeInstances answer", () => [
    "$ tccli cvm DescribeInstances --region ap-guangzhou",
    `{"TotalCount": 1, "InstanceSet": [{"InstanceId": "ins-${draw(8, LOWER_DIGITS)}",`,
    `  "InstanceName": "${site()}", "ImageId": "img-${
      draw(8, LOWER_DIGITS)
    }", "PublicIpAddresses": ["${ip()}"]}],`,
    ` "RequestId": "${uuid()}"}`,
  ]],
  ["ibmcloud service instances", () => [
    "$ ibmcloud resource service-instances --long",
    "GUID                                   Name               Location   State",
    ...rows(num(2, 3), () => `${uuid()}   ${site()}-cos   global     active`),
    `crn:v1:bluemix:public:cloud-object-storage:global:a/${hex(32)}:${uuid()}::`,
  ]],
  ["openstack server list", () => [
    "$ openstack server list -c ID -c Name -c Networks -c Status",
    "+--------------------------------------+-----------+------------------------+--------+",
    ...rows(num(2, 4), () => `| ${uuid()} | ${site()} | Ext-Net=${ip()} | ACTIVE |`),
  ]],
  ["pvesh cluster resources", () => [
    "$ pvesh get /cluster/resources --type vm --output-format json-pretty",
    ...rows(
      num(2, 3),
      () =>
        `{"id": "qemu/${num(100, 999)}", "name": "${site()}", "node": "pve${
          num(1, 4)
        }", "status": "running", "maxmem": ${num(2, 16) * 1073741824}}`,
    ),
  ]],
  ["exo compute instance list", () => [
    "$ exo compute instance list",
    "┼──────────────────────────────────────┼──────────────┼──────────┼─────────────────┼",
    ...rows(num(2, 4), () => `│ ${uuid()} │ ${site()} │ ch-gva-2 │ ${ip()} │ running │`),
  ]],
];

/** Clean listings, each in three containers. */
export function buildQuietIds(): HeldOutClean[] {
  return combineClean(ALIKES, 3);
}
