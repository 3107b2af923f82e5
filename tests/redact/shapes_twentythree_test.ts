/**
 * Corpus twenty-three read as shapes (docs/redaction.md, "Corpus twenty-three after it was
 * seen"): what people hand over in their own words and languages — a value on the line of the
 * sentence that hands it over (`here it is: …`, `вот он: …`, `新的是：…`, a typo corrected, a value
 * reset to in quotation marks) — with the look-alikes each must leave, in several languages and
 * layouts none of the corpus's, as written, inside a JSONL record and with CRLF line ends.
 */
import { ALNUM, fake } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 23_500;
// A password a person chose: a word, digits and a symbol (as people type them).
const chosen = (word: string) => word + fake(3, "0123456789", seed++) + fake(1, "!#%&*+?", seed++);
const mixed = (n = 14) => fake(n, ALNUM, seed++);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: (v: string) => string, value: string) =>
  SECRETS.push({ label, text: text(value), pieces: [value] });

// A value on the line of the sentence that hands it over, a secret named above.
add(
  "English, the answer to a question in a thread",
  (v) => `mia: does anyone have the wiki admin password?\nlee: one sec\nlee: here you go: ${v}`,
  chosen("Lighthouse"),
);
add(
  "German, in an IRC log",
  (v) => `<kai> Kennwort fürs Backup-NAS?\n<eva> moment\n<eva> hier bitte: ${v}`,
  chosen("Apfelbaum"),
);
add(
  "Russian, a typo corrected",
  (v) => `пароль от jenkins: Berezka11!\nой, опечатка, правильный: ${v}`,
  chosen("Berezka"),
);
add(
  "Chinese, a mail's subject names the password",
  (v) => `Subject: 数据库密码\n\n你好，\n\n新的是：${v}\n\n谢谢`,
  mixed(16),
);
add(
  "Turkish, a message in a JSON export",
  (v) =>
    `[\n {\n  "from": "Ayşe",\n  "text": "şifre lazım, wiki?"\n },\n {\n  "from": "Can",\n  "text": "buyrun: ${v}"\n }\n]`,
  mixed(18),
);
add(
  "Vietnamese, reset to in quotation marks",
  (v) => `Chào anh,\nem đã đặt lại thành “${v}”\nCảm ơn!`,
  chosen("Hoahong"),
);
add(
  "English, reset to in quotation marks, no word above",
  (v) => `Hi Sam,\nI reset it to "${v}", please change it when you log in.`,
  chosen("Harbour"),
);

// A passphrase of words under its word; a value under a chat head on a line of its own.
add(
  "a passphrase of words in a runbook, in German",
  (v) => `## Backup\nBorg-Repository auf nas2\nPasswort (Passphrase):\n\n    ${v}\n`,
  "wolke fenster brezel laterne 42",
);
add(
  "a passphrase of words under an English label",
  (v) => `- KeePass database passphrase:\n  ${v}`,
  "maple quartz ferry lantern 7",
);
add(
  "Teams, the value in the next message under its head",
  (v) =>
    `[14:02] Ana Lima\nnova senha do wiki (admin):\n[14:03] Ana Lima\n${v}\n[14:05] Rui\nvaleu`,
  mixed(16),
);

// A share link's secret part: a one-time-secret link's key, a Bitwarden Send link's key.
add(
  "a one-time-secret link in a Polish chat",
  (v) => `[10:12] ola: link jednorazowy: https://onetimesecret.com/secret/${v} (wygasa za 24h)`,
  fake(31, "abcdefghijklmnopqrstuvwxyz0123456789", seed++),
);
add(
  "a self-hosted Send link in a French mail",
  (v) =>
    `Bonjour,\nvoici le lien : https://vault.example.fr/#/send/${
      fake(22, ALNUM, seed++)
    }/${v}\nCordialement`,
  mixed(22),
);

// Printed backup codes under their heading; an authenticator key in lower-case groups of four.
const DIGITS = "0123456789";
const codes = [0, 1, 2, 3].map(() => fake(4, DIGITS, seed++) + " " + fake(4, DIGITS, seed++));
SECRETS.push({
  label: "a printed sheet of backup codes, numbered, in Spanish",
  text: "Códigos de respaldo\nmarta@example.es\n" +
    codes.map((c, i) => ` ${i + 1}. ${c}`).join("\n"),
  pieces: codes,
});
const group = () => fake(4, "abcdefghijklmnopqrstuvwxyz234567", seed++);
add(
  "an authenticator key in lower-case groups, in German",
  (v) => `Einrichtungsschlüssel (TOTP, GitLab admin):\n${v}`,
  [group().slice(0, 3) + "7", group(), group(), group(), group(), group()].join(" "),
);

// A SIM card's PUK, a credential by its name.
add(
  "a PUK in German minutes",
  (v) => `- Bereitschaftshandy: SIM gesperrt, PUK: ${v}\n- neue PIN wählt Jonas`,
  "7" + fake(7, DIGITS, seed++),
);

// A Confluence or Jira table whose header cell names a password, in several languages; a plain
// text table whose header is in Thai.
const pws = [chosen("Bambu"), chosen("Rendang")];
SECRETS.push({
  label: "a Jira wiki table, Indonesian header",
  text: `h2. Akun uji\n|| Layanan || Pengguna || kata sandi ||\n| wiki | uji | ${
    pws[0]
  } |\n| crm | uji2 | ${pws[1]} |`,
  pieces: pws,
});
add(
  "a Confluence table, Hindi header",
  (v) => `|| सर्वर || यूज़र || पासवर्ड ||\n| db1 | admin | ${v} |`,
  chosen("Masala"),
);
add(
  "a plain-text table, Thai header",
  (v) => `ระบบ    | ผู้ใช้    | รหัสผ่าน\n--------+----------+-----------\nwiki    | admin    | ${v}`,
  chosen("Mamuang"),
);

// A long token (over 128 characters) under its word in a LINE export's tab-separated messages.
add(
  "a long token in a LINE export, in Hebrew",
  (v) => `2026/11/3(Tue)\n10:02\tדנה\tהטוקן של הבוט:\n10:03\tדנה\t${v}\n10:05\tעומר\tתודה!`,
  fake(171, ALNUM + "+/", seed++) + "=",
);

// A passphrase of words in the next message of a chat export, after a sentence that ends its line.
add(
  "a passphrase in the next WhatsApp message, in Indonesian",
  (v) =>
    `12/11/26, 09:14 - Rina: kata sandi brankas yang baru\n12/11/26, 09:15 - Rina: ${v}\n12/11/26, 09:20 - Agus: oke`,
  "nasi padang wayang merapi 38",
);

// A Wi-Fi network's `WIFI:` string, the payload of its QR code, fields in any order.
add(
  "a WIFI: string in a Markdown note, password before the SSID",
  (v) => `Gäste-WLAN (QR-Code drucken):\n\n\`WIFI:T:WPA;P:${v};S:Besprechung-2;H:false;;\``,
  chosen("Kaffeebohne"),
);

// Look-alikes: the sentence hands over something else, or nothing names a secret.
CLEAN.push(["an open network's WIFI: string", "QR: WIFI:T:nopass;S:Cafe-Gast;;"]);
CLEAN.push([
  "a sentence in the next message after a password word",
  "12/11/26, 09:14 - Rina: kata sandi yang baru\n12/11/26, 09:15 - Rina: see you at the desk 10",
]);
CLEAN.push([
  "a LINE export with a message about a token and a link",
  "10:02\tdana\tthe token docs:\n10:03\tdana\thttps://developers.example.com/docs/messaging-api",
]);
CLEAN.push([
  "a Confluence table pointing to the vault",
  "|| Env || User || Password ||\n| dev | tester | see 1Password, item dev |\n| qa | qa_lead | (in Vault) |",
]);
CLEAN.push([
  "a Jira table with no secret column",
  "|| Env || Host || Port ||\n| dev | db1-dev | 5432 |",
]);
CLEAN.push(["a PUK that is a stand-in", "PUK: 12345678 (Beispiel aus der Anleitung)"]);
CLEAN.push([
  "numbered lines under a heading that names no codes",
  "Zimmernummern\n 1. 1204 1206\n 2. 1301 1302",
]);
CLEAN.push(["a lower-case sentence after 2FA", "2FA: turn it on for your team before friday"]);
CLEAN.push([
  "a vault's secret path",
  "read from https://vault.example.org/v1/secret/data/payments-api",
]);
CLEAN.push([
  "a repository's secret folder",
  "see https://git.example.org/ops/infra/tree/main/secret/README.md",
]);
CLEAN.push([
  "a sentence with a number under a password word",
  "Password changed:\nplease contact the helpdesk ext 4321",
]);
CLEAN.push(["words with a number under no secret word", "Notes:\nbring laptop charger adapter 2"]);
CLEAN.push([
  "a branch handed over",
  "which branch has the password fix?\nhere it is: release-2026-11",
]);
CLEAN.push(["a link handed over", "password reset docs?\nhere you go: https://example.org/reset"]);
CLEAN.push([
  "a commit handed over",
  `is the token fix merged?\nhere it is: ${fake(40, "0123456789abcdef", seed++)}`,
]);
CLEAN.push(["a value with no secret named", "what's the build tag?\nhier ist es: Nightly2026x"]);
CLEAN.push(["a reset to a default", "I reset it to the default, the password works again."]);
CLEAN.push(["a reset to a version", 'we reset the pin to "v2.14.3" last week']);
CLEAN.push([
  "a Russian typo about a name",
  "пароль сменили вчера вечером, после того как уволился админ стенда\nопечатка, правильный: db-prod-1.internal",
]);

// A password manager named as the place, and a line after a question about a password (each
// form is also read inside a record, where the line break is escaped).
CLEAN.push([
  "a password kept in 1Password, in German",
  "# Passwort: 1Password-Tresor „CI“, Eintrag db",
]);
CLEAN.push([
  "a request id under a question about a password, in Spanish",
  "olvidé mi contraseña, ¿alguien la resetea?\nrequest-id: 3f1c2a9e-7b4d-4e2a-9c1f-5d6e7f8a9b0c",
]);

export { CLEAN, SECRETS };
shapeTests("twentythree", SECRETS, CLEAN);
