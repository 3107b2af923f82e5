/**
 * Corpus forty-one, clean configuration: files of the same providers that name where a secret is
 * kept instead of holding it — an OCI config's fingerprint and key path, public SSH keys,
 * Terraform variables, `${{ secrets.X }}`, placeholders and the vendors' documented masked keys.
 */
import {
  type Alike,
  B64,
  combineClean,
  draw,
  fingerprint,
  type HeldOutClean,
  hex,
  ip,
  num,
  ocid,
  pick,
  site,
  user,
} from "./_heldout_fortyone_make.ts";

/** A public ed25519 key line (public by design). */
const sshPub = () =>
  `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(43, B64)} ${user()}@${
    pick(["laptop", "ci", "mbp"])
  }`;

const ALIKES: readonly Alike[] = [
  ["OCI config with fingerprint and key path", () => [
    "[DEFAULT]",
    `user=${ocid("user")}`,
    `fingerprint=${fingerprint()}`,
    `tenancy=${ocid("tenancy")}`,
    "region=eu-frankfurt-1",
    "key_file=~/.oci/oci_api_key.pem",
  ]],
  ["doctl ssh-key list", () => [
    "$ doctl compute ssh-key list",
    "ID          Name        FingerPrint",
    `${num(40000000, 49999999)}    ${user()}    ${fingerprint()}`,
    `${num(40000000, 49999999)}    ${user()}    ${fingerprint()}`,
  ]],
  ["cloud-init with public keys only", () => [
    "#cloud-config",
    "users:",
    `  - name: ${user()}`,
    "    ssh_authorized_keys:",
    `      - ${sshPub()}`,
    "packages: [nginx, fail2ban]",
    "ssh_pwauth: false",
  ]],
  ["Terraform token as a sensitive variable", () => [
    'variable "do_token" {',
    "  type      = string",
    "  sensitive = true",
    "}",
    'provider "digitalocean" {',
    "  token = var.do_token",
    "}",
    'provider "hcloud" {',
    "  token = var.hcloud_token",
    "}",
  ]],
  [".env.example with placeholders", () => [
    "# copy to .env and fill in",
    "DIGITALOCEAN_ACCESS_TOKEN=dop_v1_<your-token-here>",
    "HCLOUD_TOKEN=changeme",
    "OVH_APPLICATION_SECRET=",
    "SCW_SECRET_KEY=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
    "CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name>",
    `APP_NAME=${site()}`,
  ]],
  ["workflow reading secrets by name", () => [
    "    - name: Deploy to Hetzner",
    "      env:",
    "        HCLOUD_TOKEN: ${{ secrets.HCLOUD_TOKEN }}",
    "        DIGITALOCEAN_ACCESS_TOKEN: ${{ secrets.DIGITALOCEAN_ACCESS_TOKEN }}",
    `      run: ./scripts/deploy.sh ${site()} ${hex(7)}`,
  ]],
  ["FileZilla site asking for the password", () => [
    "    <Server>",
    `      <Host>${ip()}</Host>`,
    "      <Port>22</Port>",
    "      <Protocol>1</Protocol>",
    "      <Logontype>3</Logontype>",
    `      <User>${user()}</User>`,
    `      <Name>${site()}</Name>`,
    "    </Server>",
  ]],
  ["Proxmox provider reading its secret from a variable", () => [
    'provider "proxmox" {',
    `  pm_api_url          = "https://pve${num(1, 4)}.lab.internal:8006/api2/json"`,
    '  pm_api_token_id     = "terraform@pve!tf"',
    "  pm_api_token_secret = var.pm_api_token_secret",
    "}",
  ]],
  ["rclone Spaces remote with env_auth", () => [
    "[spaces]",
    "type = s3",
    "provider = DigitalOcean",
    "env_auth = true",
    `endpoint = ${pick(["fra1", "ams3"])}.digitaloceanspaces.com`,
    `# bucket: ${site()}-assets`,
  ]],
  ["vendors' documented masked keys", () => [
    "From the provider docs:",
    "  AccessKeyId:     LTAI****************",
    "  SecretId:        AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******",
    "  Scaleway:        SCWXXXXXXXXXXXXXXXXX",
    "  OVH consumer:    <consumer_key>",
    `Our project id is ${hex(32)} and the region ${pick(["GRA", "SBG", "BHS"])}.`,
  ]],
  ["Kubernetes secretKeyRef for the CSI driver", () => [
    "        env:",
    "          - name: DIGITALOCEAN_ACCESS_TOKEN",
    "            valueFrom:",
    "              secretKeyRef:",
    "                name: digitalocean",
    "                key: access-token",
    `          - name: CLUSTER_ID`,
    `            value: "${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}"`,
  ]],
  ["Vault paths where the hosting keys live", () => [
    "$ vault kv list secret/hosting",
    "Keys",
    "----",
    "hetzner/",
    "ovh/",
    "scaleway/",
    `# read with: vault kv get -field=token secret/hosting/hetzner/${site()}`,
  ]],
  ["OpenStack clouds.yaml without credentials", () => [
    "clouds:",
    `  ${site()}:`,
    "    auth:",
    "      auth_url: https://auth.cloud.ovh.net/v3",
    `      project_id: ${hex(32)}`,
    "    region_name: GRA11",
    "# the password is in secure.yaml, which is not in git",
  ]],
  ["WinSCP session without a stored password", () => {
    const [who, host] = [user(), ip()];
    return [
      `[Sessions\\${who}@${host}]`,
      `HostName=${host}`,
      `UserName=${who}`,
      "FSProtocol=2",
      `PublicKeyFile=C:%5CUsers%5C${who}%5C.ssh%5Cid_ed25519.ppk`,
    ];
  }],
];

/** Clean configuration, each in three containers. */
export function buildQuietConfig(): HeldOutClean[] {
  return combineClean(ALIKES, 3);
}
