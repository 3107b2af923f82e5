/**
 * First-sight classes across corpora, second pass (docs/redaction.md, "First-sight classes across
 * corpora (g-generic16)"): each class in the forms several corpora met it in (a keychain, a device
 * console, a robot's parameter server, a mail or CMS setting, an unknown vendor's key) and in
 * subjects no corpus had (a database console, a game server, a home router, a CI log), each with
 * near misses beside it — as written, inside a JSONL record and with CRLF (_shape_tests.ts).
 */
import { ALNUM, fake } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 61_600;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// A setter command given a value for a setting whose name ends in a credential noun.
{
  const k = key(14);
  add("redis CONFIG SET requirepass", `127.0.0.1:6379> CONFIG SET requirepass "${k}"`, k);
}
{
  const k = key(14);
  add("a CMS option by its CLI", `$ wp option update smtp_pass '${k}' --autoload=no`, k);
}
{
  const k = key(30);
  add("a ROS parameter set to a key", `$ ros2 param set /uplink api_key ${k}`, k);
}
{
  const k = key(14);
  add(
    "a cloud file server's setting with --value",
    `sudo -u www-data php occ config:system:set mail_smtppassword --value='${k}'`,
    k,
  );
}
{
  const k = key(14);
  add("a Drupal mail setting", `drush config:set system.mail smtp_password '${k}' -y`, k);
}
CLEAN.push(
  ["a setting that is no credential", "$ redis-cli CONFIG SET maxmemory-policy allkeys-lru"],
  ["a cache key set to a value", `$ redis-cli SET cache_key ${key(24)}`],
  ["a password set from a variable", '$ wp option update smtp_pass "$SMTP_PASS"'],
  [
    "a placeholder given to the setter",
    "$ occ config:system:set mail_smtppassword --value=<password>",
  ],
  ["an image set on a deployment", "$ kubectl set image deploy/web app=registry.io/app:v2.4.1"],
);

shapeTests("g-generic16", SECRETS, CLEAN);
