/**
 * Corpus forty-one, what tools print: a CLI's `--trace` with the bearer header, provider API
 * answers that hand back a root password, `heroku config`, database connection tables, deploy logs
 * that echo a registry login, and key-creation tables of Scaleway, Exoscale and IBM Cloud.
 */
import {
  B64,
  B64URL,
  combine,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  hmsRun,
  I,
  type Insertion,
  ip,
  iso,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  site,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_fortyone_make.ts";

const INSERTIONS: readonly Insertion[] = [
  I("doctl --trace request headers", "output", (k) => [
    "$ doctl compute droplet list --trace",
    `${iso()} DEBUG GET https://api.digitalocean.com/v2/droplets?page=1&per_page=200`,
    "Accept: application/json",
    `Authorization: Bearer dop_v1_${k(64, HEX)}`,
    "User-Agent: doctl/1.115.0-release godo/1.128.0",
  ]),
  I("Vultr create-instance answer with a default password", "output", (_k, add) => [
    `{"instance":{"id":"${uuid()}","os":"Ubuntu 24.04 LTS x64","ram":2048,"main_ip":"0.0.0.0",`,
    `"region":"${pick(["ams", "fra", "ewr"])}","status":"pending","default_password":"${
      pass(add)
    }",`,
    `"label":"${site()}","tag":"","v6_main_ip":""}}`,
  ]),
  I("hcloud server create root password", "output", (_k, add) => [
    `$ hcloud server create --name ${site()} --type cx22 --image ubuntu-24.04`,
    " ✓ Waiting for create_server  100% 4.2s",
    `Server ${num(10000000, 99999999)} created`,
    `IPv4: ${ip()}`,
    `Root password: ${add(draw(20))}`,
  ]),
  I("doctl databases connection table", "output", (_k, add) => {
    const pw = add("AVNS_" + draw(19, B64URL.replace("-", "")));
    const host = `${site()}-do-user-${num(1000000, 9999999)}-0.b.db.ondigitalocean.com`;
    return [
      `$ doctl databases connection ${uuid()}`,
      "URI                                                         Database     Host       Port    User       Password   SSL",
      `postgresql://doadmin:${pw}@${host}:25060/defaultdb?sslmode=require    defaultdb    ${host}    25060    doadmin    ${pw}    true`,
    ];
  }),
  I("deploy log echoing a registry login", "output", (k) => {
    const [a, b, c, d] = hmsRun(4);
    return [
      `[${a}] Step 3/7 : registry login`,
      `[${b}] + docker login registry.digitalocean.com -u ${k(64, HEX)} -p ${k(64, HEX)}`,
      `[${c}] Login Succeeded`,
      `[${d}] Step 4/7 : docker push registry.digitalocean.com/${site()}/web:${hex(7)}`,
    ];
  }),
  I("heroku config", "url", (_k, add) => {
    const app = site();
    const id = (n: number) => draw(n, LOWER_DIGITS);
    return [
      `$ heroku config -a ${app}`,
      `=== ${app} Config Vars`,
      `DATABASE_URL: postgres://u${id(13)}:p${add(draw(63, HEX))}@c${
        id(10)
      }.cluster.eu-west-1.rds.amazonaws.com:5432/d${id(13)}`,
      `REDIS_TLS_URL: rediss://:p${add(draw(63, HEX))}@ec2-${
        ip().replace(/\./g, "-")
      }.compute-1.amazonaws.com:${num(10000, 30000)}`,
      "WEB_CONCURRENCY: 2",
    ];
  }),
  I("Render API answer with environment values", "output", (_k, add) => [
    `$ curl -s https://api.render.com/v1/services/srv-${
      hex(20)
    }/env-vars -H "Authorization: Bearer $RENDER_API_KEY"`,
    `[{"envVar":{"key":"NODE_ENV","value":"production"},"cursor":"${draw(16)}"},`,
    ` {"envVar":{"key":"SMTP_PASSWORD","value":"${pass(add)}"},"cursor":"${draw(16)}"}]`,
  ]),
  I("env printed in a Fly machine", "output", (k) => [
    `$ fly ssh console -a ${site()} -C env`,
    "FLY_REGION=ams",
    `FLY_MACHINE_ID=${hex(14)}`,
    `FLY_API_TOKEN=FlyV1 fm2_${k(num(160, 200), B64)}`,
    "PRIMARY_REGION=ams",
  ]),
  I("scw iam api-key create output", "output", (_k, add) => [
    `$ scw iam api-key create application-id=${uuid()} description=ci`,
    `AccessKey          SCW${draw(17, UPPER_ALNUM)}`,
    `SecretKey          ${add(uuid())}`,
    `ApplicationID      ${uuid()}`,
    "DefaultProjectID   " + uuid(),
  ]),
  I("exo iam api-key create output", "output", (k) => [
    `$ exo iam api-key create ${site()} ${pick(["admin", "readonly", "deploy"])}`,
    "┼────────┼──────────────────────────────────────────────┼",
    `│ Key    │ EXO${hex(24)}                           │`,
    `│ Secret │ ${k(43, B64URL)} │`,
    `│ Role   │ ${uuid()} │`,
  ]),
  I("ibmcloud iam api-key-create table", "output", (k) => [
    "$ ibmcloud iam api-key-create deploy-key -d 'ci deploy'",
    "Creating API key deploy-key under " + hex(32) + " as dev@example.com...",
    "OK",
    "Please preserve the API key! It cannot be retrieved after it's created.",
    "",
    `ID            ApiKey-${uuid()}`,
    "Name          deploy-key",
    `API Key       ${k(44, B64URL)}`,
    "Locked        false",
  ]),
  I("Linode API answer quoted with root_pass", "output", (_k, add) => {
    const pw = pass(add);
    return [
      `$ linode-cli --debug linodes create --root_pass '${pw}' --type g6-standard-1`,
      `DEBUG: POST https://api.linode.com/v4/linode/instances`,
      `DEBUG: Body: {"type": "g6-standard-1", "region": "eu-central", "image": "linode/debian12", "root_pass": "${pw}"}`,
    ];
  }),
];

/** Printed-output cases, each insertion in two containers. */
export function buildPrinted(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
