/**
 * Corpus forty-one, wrapped and encoded values: a token cut by a narrow terminal or split over
 * string concatenation, base64 in a Kubernetes Secret and a Docker `config.json`, a
 * percent-encoded password in a URL, an OCI key with escaped line breaks in a JSON variable.
 */
import {
  B64,
  b64,
  combine,
  draw,
  HEX,
  I,
  type Insertion,
  num,
  pemBlock,
  pick,
  site,
  UPPER_ALNUM,
  user,
} from "./_heldout_fortyone_make.ts";
import type { HeldOutSecret } from "./_heldout_fortyone_make.ts";

const INSERTIONS: readonly Insertion[] = [
  I("Hetzner token cut by a narrow terminal", "wrapped", (k) => [
    "$ cat .envrc",
    `export HCLOUD_TOKEN=${k(32)}`,
    k(32),
    "export HCLOUD_LOCATION=nbg1",
  ]),
  I("Vultr key folded in a pasted describe", "wrapped", (k) => [
    "$ kubectl describe secret vultr-ccm -n kube-system",
    "Name:         vultr-ccm",
    "Type:  Opaque",
    "Data",
    "====",
    `api-key (decoded, pasted from the dashboard): ${k(18, UPPER_ALNUM)}`,
    `${k(18, UPPER_ALNUM)}`,
    "region:  ams",
  ]),
  I("B2 application key split across a table cell", "wrapped", (k) => [
    "| keyName       | applicationKeyId          | applicationKey     |",
    "|---------------|---------------------------|--------------------|",
    `| ${site()}-ci | 005${draw(12, HEX)}0000000003 | K005${k(14, B64)} |`,
    `|               |                           | ${k(13, B64)}      |`,
  ]),
  I("Linode token over string concatenation", "wrapped", (k) => [
    "LINODE_TOKEN = (",
    `    "${k(32, HEX)}"`,
    `    "${k(32, HEX)}"`,
    ")",
  ]),
  I("Cloudinary URL folded in a log", "wrapped", (k) => [
    `config: CLOUDINARY_URL=cloudinary://${draw(15, "0123456789")}:${k(14)}`,
    `${k(13)}@${site()}`,
  ]),
  I("Spaces secret in a Kubernetes Secret", "encoded", (_k, add) => [
    "apiVersion: v1",
    "kind: Secret",
    "metadata:",
    "  name: spaces-credentials",
    "data:",
    `  access-key: ${b64("DO00" + draw(16, UPPER_ALNUM))}`,
    `  secret-key: ${add(b64(draw(43, B64)))}`,
  ]),
  I("DigitalOcean registry auth in docker config.json", "encoded", (_k, add) => {
    const token = "dop_v1_" + draw(64, HEX);
    return [
      "$ cat ~/.docker/config.json",
      '{"auths":{"registry.digitalocean.com":{"auth":"' + add(b64(`${token}:${token}`)) + '"}}}',
    ];
  }),
  I("percent-encoded vCenter password", "encoded", (_k, add) => [
    `GOVC_URL=https://administrator%40vsphere.local:${
      add(draw(num(6, 9)) + pick(["%21", "%23", "%24", "%26"]) + draw(num(5, 8)))
    }@vc01.corp.internal/sdk`,
  ]),
  I("OVH consumer key in a Secret", "encoded", (_k, add) => [
    "stringData:",
    "  endpoint: ovh-eu",
    "data:",
    `  applicationSecret: ${add(b64(draw(32)))}`,
    `  consumerKey: ${add(b64(draw(32)))}`,
  ]),
  I("OCI key with escaped line breaks in a tfvars JSON", "block", (k) => [
    "$ cat oci.auto.tfvars.json",
    `{"tenancy_ocid": "ocid1.tenancy.oc1..aaaa${
      draw(20, "abcdefghijklmnopqrstuvwxyz")
    }", "private_key": "${pemBlock(k, "", 5).join("\\n")}\\n", "user": "${user()}"}`,
  ]),
];

/** Wrapped and encoded cases, each insertion in two containers. */
export function buildWrapped(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
