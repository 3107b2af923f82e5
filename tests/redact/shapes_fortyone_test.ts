/**
 * The shapes mended after held-out corpus forty-one was seen (docs/redaction.md, "Corpus forty-one
 * after it was seen": hosting providers and the clouds beyond the big three): other tools and other
 * wording than the corpus text, each with a near miss on the other side — as written, inside a
 * JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 61_000;
const key = (n: number, alphabet = ALNUM) => fake(n - 2, alphabet, seed++) + "Q7";
const hex = (n: number) => fake(n - 2, HEX, seed++) + "a1";
const uuid = () => [8, 4, 4, 4, 12].map((n) => fake(n, HEX, seed++)).join("-");
const upper = (n: number) => fake(n - 2, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", seed++) + "K9";

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const a = key(20, BASE64) + "x", b = key(60, BASE64);
  add(
    "a Fly.io token quoted in a log",
    `[deploy] using FlyV1 fm1r_${a},fm2_${b} for org acme`,
    a,
    b,
  );
}
{
  const k = key(16), s = hex(32);
  add(
    "Datadog's application key in a provider block",
    `provider "datadog" {\n  api_key         = "${s}"\n  app_key         = "x"\n  application_key = "${k}"\n}`,
    k,
  );
}
{
  const letters = ALNUM.slice(0, 52);
  const p = fake(7, letters, seed++) + "." + fake(8, letters, seed++);
  add("a pass phrase in an INI profile", `[ADMIN]\nregion=eu-frankfurt-1\npass_phrase=${p}`, p);
}
{
  const p = key(12) + "-x";
  add("an admin password flag", `$ vultr-cli instance create --admin_pass ${p} --plan vc2-1c`, p);
}
{
  const u = hex(64), p = hex(64);
  add(
    "a token as a podman login's user",
    `podman login --username ${u} --password ${p} reg.example`,
    u,
    p,
  );
}
{
  const t = uuid();
  add(
    "an API token created, printed in a box",
    `$ mycloud api-token create --name ci\n+-------+--------------------------------------+\n| name  | secret                               |\n| ci    | ${t} |\n+-------+--------------------------------------+`,
    t,
  );
}
{
  const id = upper(20), s = key(40);
  add("an access key created, two columns", `$ stor access-key create backup\n${id}  ${s}`, id, s);
}
{
  const t = uuid();
  add(
    "a CLI's auth token after two warning lines",
    `$ heroku auth:token\n ›   Warning: token will expire 01/02/2027\n ›   Use heroku authorizations:create for long-lived tokens\n${t}`,
    t,
  );
}
{
  const t = upper(32);
  add("a key read from a secrets folder", `$ cat ./secrets/hetzner\n${t}\n$ ls`, t);
}
{
  const a = key(12), b = key(14);
  add(
    "an AMQP URL folded by a terminal",
    `broker: amqps://svc:${a}\n${b}@mq.example.net/vhost`,
    a,
    b,
  );
}
{
  const a = key(16, BASE64), b = key(12);
  add(
    "a secret cut across a Markdown table row",
    `| env  | appKey           |\n|------|------------------|\n| prod | ${a} |\n|      | ${b}     |`,
    a,
    b,
  );
}

CLEAN.push(["a Fly token variable", `FLY_API_TOKEN="FlyV1 fm2_\${FLY_MACAROON}"`]);
CLEAN.push(["an application key's id", `application_key_id = 4211\napplication_key = "<app key>"`]);
CLEAN.push(["an empty pass phrase", "pass_phrase=\nkey_file=~/.oci/key.pem"]);
CLEAN.push(["a pass flag from a variable", `linode-cli linodes create --root_pass "$ROOT_PW"`]);
CLEAN.push([
  "a registry login with a named user",
  "docker login -u ci-bot --password-stdin ghcr.io",
]);
CLEAN.push([
  "a token list",
  `$ pveum user token list ci@pve\n│ tokenid │ ${uuid()} │`,
]);
CLEAN.push(["a server created", `$ hcloud server create --name web-2\nServer ${hex(8)} created`]);
CLEAN.push([
  "an ssh key added",
  "$ doctl compute ssh-key create laptop --public-key-file k.pub\nID 4711",
]);
CLEAN.push([
  "a URL with a port, then a mail address",
  "open http://localhost:8080\nadmin@example.com",
]);
CLEAN.push([
  "a note cut across a table row",
  "| step | note             |\n|------|------------------|\n| 1    | restore from the |\n|      | nightly snapshot |",
]);
CLEAN.push(["a vendor's masked secret id", `SecretId: AKID${key(29)}*******`]);
CLEAN.push(["a placeholder after a prefix", "DIGITALOCEAN_TOKEN=dop_v1_<token>"]);

shapeTests("corpus forty-one", SECRETS, CLEAN);
