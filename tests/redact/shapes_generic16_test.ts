/**
 * First-sight classes across corpora, second pass (docs/redaction.md, "First-sight classes across
 * corpora (g-generic16)"): each class in the forms several corpora met it in (a keychain, a device
 * console, a robot's parameter server, a mail or CMS setting, an unknown vendor's key) and in
 * subjects no corpus had (a database console, a game server, a home router, a CI log), each with
 * near misses beside it — as written, inside a JSONL record and with CRLF (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 61_600;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const pw = () => key(9) + "#" + key(4) + "7";
const lowerDigits = (n: number) => key(n, "abcdefghijklmnopqrstuvwxyz0123456789") + "4k5m6n";
// Letters alone in both cases, as a generated key with no digit (one in thirty has none).
const letters = () => key(19, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// A value printed alone under a command that reads a secret, whatever the prompt.
{
  const k = key(12) + "+x";
  add(
    "a zsh prompt, then a keychain's password",
    `dev@studio ~ % security find-generic-password -a ci -s deploy -w\n${k}\ndev@studio ~ % `,
    k,
  );
}
{
  const k = lowerDigits(30);
  add(
    "a parameter server's token under a label",
    `$ rosparam get /uplink/auth_token\nString value is: ${k}`,
    k,
  );
}
{
  const k = pw();
  add(
    "a secret manager's value in a Read result",
    `     1→$ gcloud secrets versions access latest --secret=smtp-password\n     2→${k}`,
    k,
  );
}
{
  const k = key(64, HEX);
  add("a device console's key, `>` prompt", `> nvs get wifi.psk\n${k}\n> nvs get wifi.ssid`, k);
}
{
  const k = lowerDigits(28);
  add("a game server console's rcon password", `] rcon_password show\n${k}\n] status`, k);
}
{
  const k = pw();
  add("a CI log's tool output under the step", `  ⎿  $ op read op://ci/db/password\n  ⎿  ${k}`, k);
}
{
  const k = lowerDigits(30);
  add(
    "a key-value store's console, then the quoted value",
    `redis 127.0.0.1:6379> get session:signing_secret\n"${k}"\nredis 127.0.0.1:6379> `,
    k,
  );
}
{
  const k = lowerDigits(30);
  add("a token file read over ssh", `$ minikube ssh -- cat /etc/app/token\n${k}\n$ `, k);
}
CLEAN.push(
  ["a console's id under a secret's name", `> nvs get wifi.psk_id\n${key(24, HEX)}`],
  ["a public key's fingerprint", `$ show signing-key fingerprint\n${key(40, HEX)}`],
  ["a variable printed unexpanded", `% echo $API_TOKEN\n\${API_TOKEN}`],
  [
    "a diff's next assignment",
    `+SESSION_SECRET=<openssl rand -hex 32>\n+SMTP_PASSWORD=your-password`,
  ],
  ["a token's time to live", "> show token ttl\n3600"],
);

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

// A token whose own prefix says it is a secret, for a vendor no rule knows.
{
  const k = "fox_sk_" + key(32);
  add("a robotics vendor's key in chat", `got it from the settings page: ${k}`, k);
}
{
  const k = "ta-secret." + letters();
  add("a fleet API's client secret with letters alone", `client_secret: ${k}`, k);
}
{
  const k = "zed_secret_" + key(24);
  add("an editor vendor's secret in prose", `use ${k} to log in from the CLI`, k);
}
{
  const k = "secret_prodbox_" + key(32, HEX) + "." + key(32, HEX);
  add("a GPU cloud's secret with its name", `here: ${k}`, k);
}
{
  const k = "kiro_sec_" + key(28);
  add("a bot platform's secret in a sentence", `the bot uses ${k} since Monday`, k);
}
CLEAN.push(
  ["an OAuth auth method's name", "token_endpoint_auth_method: client_secret_basic"],
  ["a masked key", "acme_sk_xxxxxxxxxxxxxxxxxxxxxxxx"],
  ["a file of a guide", "see docs/secret_rotation_guide_v2.md for the steps"],
  ["a snake-case identifier", "def rotate_secret_for_tenant(tenant_id):"],
);

shapeTests("g-generic16", SECRETS, CLEAN);
