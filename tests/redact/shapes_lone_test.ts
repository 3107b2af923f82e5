/**
 * Values typed alone (docs/redaction.md, "Values typed alone (g-lone)"): the answer to a question
 * that asks for a credential (the value alone, or after `sure —`, `it's`, `here:`, on the next
 * line, after a chat head, or as the next transcript record), and a user's message or a tool's
 * result that is one typed password and nothing else; with the near misses each must leave (a
 * question about a secret's scope or policy, a name, a path, a commit, a UUID, hex, an id a tool
 * prints, an assistant's message, a name of words with a number) — as written, inside a JSONL
 * record and with CRLF line ends.
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

const LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";
let seed = 43_000;
// (One case and digits: at least two runs of digits, as `credentialLike` asks.)
const lower = (n = 14) => fake(n - 3, LOWER_DIGITS, seed++) + "k4z";
const mixed = (n = 14) => fake(n - 2, ALNUM, seed++) + "Q7";
// (A password a person types: runs of one class and a symbol, which `typed-password` leaves.)
const typed = () =>
  fake(3, "ABCDEFGHJKLMNPQRSTUVWXYZ", seed++) + fake(2, "abcdefghijkmnpqrstuvwxyz", seed++) +
  "8!" + fake(2, "ABCDEFGHJKLMNPQRSTUVWXYZ", seed++) + fake(2, "abcdefghijkmnpqrstuvwxyz", seed++) +
  "5";
const uuid = () => [8, 4, 4, 4, 12].map((n) => fake(n, HEX, seed++)).join("-");
const record = (role: string, text: string) =>
  JSON.stringify({ type: role, message: { role, content: [{ type: "text", text }] } });
const toolResult = (text: string) =>
  JSON.stringify({
    type: "user",
    message: {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "toolu_01", content: text }],
    },
  });

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: (v: string) => string, value: string) =>
  SECRETS.push({ label, text: text(value), pieces: [value] });

// The answer to a question that asks for a credential.
add("an answer after `sure —`", (v) => `Could you send me the vpn password?\nsure — ${v}`, lower());
add("an answer after `it's`", (v) => `what is the wifi password?\nit's ${v}`, mixed());
add("an answer after `here:`", (v) => `can you paste the API token?\nhere: \`${v}\``, lower(18));
add("an answer alone after a blank line", (v) => `admin password for grafana?\n\n${v}`, lower());
add(
  "an answer in a chat export",
  (v) => `[10:01] ana: what's the root password for db2?\n[10:02] raj: ${v}`,
  lower(),
);
add(
  "the next transcript record answers",
  (v) => record("assistant", "What's the admin password?") + "\n" + record("user", `sure, ${v}`),
  mixed(),
);
add("an answer in Spanish", (v) => `¿cuál es la contraseña del router?\nclaro: ${v}`, lower());
add("an answer to a question in Russian", (v) => `какой пароль от сервера?\nвот ${v}`, mixed());
add("an answer to a question in Japanese", (v) => `本番のパスワードは？\n${v}`, lower(16));
// A message or a tool's result that is one typed password.
add("a user's whole message", (v) => record("user", v), mixed());
add(
  "a user's whole message as a string",
  (v) => JSON.stringify({ type: "user", message: { role: "user", content: v } }),
  mixed(12),
);
add("a tool's whole result", (v) => toolResult(v), typed());
add("a `[user]` turn of a rendered transcript", (v) => `[user]\n${v}\n\n[assistant]\nOk.`, typed());

// A line that names a secret with no colon, and the value under it.
add("under a line that names it", (v) => `new db password\n${v}`, mixed());
add(
  "the next message after an ask",
  (v) =>
    record("assistant", "Please paste the deploy token and I'll add it to the workflow.") + "\n" +
    record("user", v),
  mixed(),
);
add(
  "hex under a line that says key",
  (v) => `here is the new api key\n\n    ${v}\n`,
  fake(40, HEX, seed++),
);
// A list of credentials under a line that names them.
add(
  "a list item after a label",
  (v) => `Credentials for staging:\n- db: ${v}\n- redis: ${mixed()}`,
  mixed(),
);
add(
  "the second item of a numbered list",
  (v) => `### Staging passwords\n\n1. grafana admin — ${lower()}\n2. jenkins — \`${v}\``,
  lower(),
);
add("a bare item in a list of keys", (v) => `API keys (prod):\n- ${mixed()}\n- ${v}`, mixed());

// Near misses: what a question about a secret gets back that is not one.
CLEAN.push(["a question about a scope", "what's the token's scope?\nrepo-read-write"]);
CLEAN.push(["a question about a policy", "what's the password policy?\nat-least-12-chars"]);
CLEAN.push(["a secret's name", "Which secret failed?\nDEPLOY_KEY_2024"]);
CLEAN.push(["where a key is kept", "where is the API key stored?\n/etc/app/key"]);
CLEAN.push(["a yes with a date", "Is the token still valid?\nyes, until 2026-12-01"]);
CLEAN.push(["a Wi-Fi's name", "what's the wifi password?\nAttic-5G-guest"]);
CLEAN.push([
  "a request's id",
  `what's the request id for the token call?\n${fake(12, ALNUM, seed++)}`,
]);
CLEAN.push(["a branch", "which branch has the password fix?\nfeature/Login2"]);
CLEAN.push(["a question with no secret word", `what's the build number?\n${lower()}`]);
CLEAN.push([
  "a function under a line about a token",
  "the function that refreshes the token\ngetToken2",
]);
CLEAN.push(["hex under a secret's file", `the checksum of secrets.env\n${fake(64, HEX, seed++)}`]);
CLEAN.push(["a digest under a command", `$ sha256sum secret.txt\n${fake(64, HEX, seed++)}`]);
CLEAN.push([
  "a shell prompt under prose",
  "Never paste the real password lines.\nroot@rtr-br-39:~$",
]);
CLEAN.push([
  "a list of accounts",
  "Credentials for staging:\n- user: deploy2024x9k1\n- host: db-prod-1.internal",
]);
CLEAN.push([
  "a list of variable names",
  "API keys to rotate:\n- STRIPE_SECRET_KEY\n- SENDGRID_API_KEY",
]);
CLEAN.push(["a list of formats", `Token formats:\n- classic: ${lower()}\n- session: ${lower()}`]);
CLEAN.push([
  "steps of a reset",
  "Steps to reset the password:\n1. open Settings2\n2. click ResetPassword",
]);
CLEAN.push(["code asking", "if (password?)\n  return cfg.Pw2Xk9Lm4Qz"]);
// Near misses: a message or a tool's result that is one value but no password.
CLEAN.push(["a name of words and a number", record("user", "MyApp2024Prod")]);
CLEAN.push(["a word and a year", record("user", "Release2024")]);
CLEAN.push(["a UUID typed alone", record("user", uuid())]);
CLEAN.push(["hex typed alone", record("user", fake(32, HEX, seed++))]);
CLEAN.push(["an id a tool prints", toolResult(fake(14, ALNUM, seed++))]);
CLEAN.push(["a pod's name a tool prints", toolResult("web-7d9f8b6c4-x2kqz")]);
CLEAN.push(["an assistant's message", record("assistant", mixed())]);
CLEAN.push(["a user's sentence", record("user", "run the tests again please")]);
CLEAN.push(["a path typed alone", record("user", "src/Api2Client.ts")]);
CLEAN.push([
  "a screen's public key over its hidden secret",
  `Partner app credentials\nclient key\n${fake(32, HEX, seed++)}\nclient secret\n************`,
]);

export { CLEAN, SECRETS };
shapeTests("lone", SECRETS, CLEAN);
