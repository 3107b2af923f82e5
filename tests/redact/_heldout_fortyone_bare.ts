/**
 * Corpus forty-one, bare values: a secret printed alone on its line, with no name beside it — read
 * back from a password manager, a secrets store, a Kubernetes Secret or `terraform output -raw`,
 * or pasted by a user — and the clean bare values such commands print (ids, IPs, OCIDs, digests).
 */
import {
  type Alike,
  B64URL,
  combine,
  combineClean,
  draw,
  type HeldOutClean,
  type HeldOutSecret,
  HEX,
  hex,
  I,
  type Insertion,
  ip,
  LOWER_DIGITS,
  num,
  ocid,
  pass,
  site,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_fortyone_make.ts";

const INSERTIONS: readonly Insertion[] = [
  I("1Password read of a Hetzner token", "output", (k) => [
    `$ op read "op://Hosting/Hetzner ${site()}/credential"`,
    k(64),
  ]),
  I("pass show of OVH keys", "output", (k) => [
    "$ pass show hosting/ovh-eu",
    k(32),
    k(32),
    `app: ${draw(16)}`,
  ]),
  I("Kubernetes Secret decoded", "output", (k) => [
    "$ kubectl get secret hcloud -n kube-system -o jsonpath='{.data.token}' | base64 -d",
    k(64),
  ]),
  I("Doppler plain Linode token", "output", (k) => [
    "$ doppler secrets get LINODE_TOKEN --plain",
    k(64, HEX),
  ]),
  I("echo of a Scaleway secret", "output", (_k, add) => [
    "$ echo $SCW_SECRET_KEY",
    add(uuid()),
  ]),
  I("terraform output -raw password", "output", (_k, add) => [
    "$ terraform output -raw cpanel_reseller_password",
    pass(add),
  ]),
  I("Bitwarden CLI password of the FTP account", "output", (_k, add) => [
    `$ bw get password "FTP ${site()}"`,
    pass(add),
  ]),
  I("Vultr key read from a file", "output", (k) => [
    "$ cat ~/.secrets/vultr",
    k(36, UPPER_ALNUM),
  ]),
  I("IBM API key pasted alone in chat", "vendor", (k) => [
    "here's the new one, the old one is revoked",
    "",
    k(44, B64URL),
  ]),
  I("Exoscale secret from a secrets manager", "output", (k) => [
    `$ vault kv get -field=secret secret/exoscale/${site()}`,
    k(43, B64URL),
  ]),
];

const ALIKES: readonly Alike[] = [
  ["droplet id alone", () => [
    `$ doctl compute droplet get ${site()} --format ID --no-header`,
    String(num(400000000, 499999999)),
  ]],
  ["server IP alone", () => [`$ hcloud server ip ${site()}`, ip()]],
  ["instance OCID alone", () => [
    "$ oci compute instance list -c $C --query 'data[0].id' --raw-output",
    ocid("instance"),
  ]],
  ["Scaleway server id alone", () => [
    `$ scw instance server list name=${site()} -o json | jq -r '.[0].id'`,
    uuid(),
  ]],
  ["commit hash alone", () => ["$ git rev-parse HEAD", hex(40)]],
  ["image digest alone", () => [
    `$ docker inspect --format '{{index .RepoDigests 0}}' registry.digitalocean.com/${site()}/web`,
    `registry.digitalocean.com/${site()}/web@sha256:${hex(64)}`,
  ]],
  ["Yandex folder id alone", () => [
    "$ yc config get folder-id",
    `b1g${draw(17, LOWER_DIGITS)}`,
  ]],
  ["Fly machine ids alone", () => [
    `$ fly machine list -q -a ${site()}`,
    hex(14),
    hex(14),
  ]],
];

/** Bare-value secret cases, each insertion in two containers. */
export function buildBare(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}

/** Clean bare values, each in two containers. */
export function buildQuietBare(): HeldOutClean[] {
  return combineClean(ALIKES, 2);
}
