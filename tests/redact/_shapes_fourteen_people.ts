/**
 * Generated variants of the shapes added after held-out corpus fourteen's people, languages and
 * chat misses were seen (docs/redaction.md, "Corpus fourteen after it was seen: people, languages
 * and chat"): other instances of each shape than the corpus text, and the look-alikes each must
 * leave alone. Read by shapes_fourteen_people_test.ts.
 */
import { ALNUM, fake, HEX, UPPER_DIGITS } from "./_fakes.ts";
import { LOWER_DIGITS } from "./_heldout_make.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 24_000;
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const SYMBOLS = "!#$%&*?@^~";
/** A generated password: letters of both cases and digits with two symbols, like a manager's. */
function password(): string {
  const sym = () => SYMBOLS[seed++ % SYMBOLS.length]!;
  return "Qa" + key(5) + "7" + sym() + key(4) + "Rb" + sym() + key(4) + "x2";
}

export const SECRETS: Variant[] = [];
export const CLEAN: Array<readonly [string, string]> = [];

// A generated password typed or pasted anywhere a person writes: prose with no word for it, a
// chat export, a list, a table cell, the assistant repeating it, other languages.
const typed: Array<[string, (p: string) => string]> = [
  ["after 'new one'", (p) => `new one: ${p} (the old got flagged)`],
  ["in a Teams export line", (p) => `[11/27 4:02 PM] Priya N.: vpn is ${p}`],
  ["in a Discord export line", (p) => `ops-bot — Today at 09:13\nroot on the nas: ${p}`],
  ["in a to-do checkbox", (p) => `- [ ] change ${p} after the audit`],
  ["in a Markdown table cell", (p) => `| staging | grafana | ${p} |`],
  ["in a quote", (p) => `> she said to use ${p} for now`],
  ["repeated by the assistant", (p) => `Assistant: Updated \`config.yml\` to use \`${p}\`.`],
  ["in Dutch", (p) => `het wachtwoord van de router is nu ${p}, niet delen`],
  ["in Polish prose", (p) => `nowe: ${p} — zmień po zalogowaniu`],
  ["in Korean", (p) => `새 비번 ${p} 로 바꿨어요`],
  ["in a here-string", (p) => `mysql -u app -p <<< "${p}"`],
  ["in an SMS-style message", (p) => `Your temporary code is ${p}. Do not share it.`],
];
for (const [label, write] of typed) {
  const p = password();
  SECRETS.push({ label: `a typed password ${label}`, text: write(p), pieces: [p] });
}

// A value handed over by a phrase that says "use this" with no name for it.
const handed: Array<[string, (v: string) => string, string]> = [
  ["use this one", (v) => `revoked the old token, use this one: ${v}`, LOWER_DIGITS],
  ["try this", (v) => `try this → ${v} and tell me`, ALNUM],
  ["the new one is", (v) => `the new one is ${v}`, HEX],
  ["the value you sent", (v) => `Assistant: The value you sent (${v}) is 32 hex digits.`, HEX],
  ["German", (v) => `nimm diesen hier: ${v}`, LOWER_DIGITS],
  ["Spanish", (v) => `usa este otro: ${v}`, ALNUM],
  ["French", (v) => `utilise celle-ci : ${v}`, ALNUM],
  ["Italian", (v) => `usa questo: ${v}`, LOWER_DIGITS],
  ["Chinese", (v) => `旧的不能用了，用這個：${v}`, LOWER_DIGITS],
  ["Japanese", (v) => `これを使って：${v}`, ALNUM],
  ["a string from the console", (v) => `the key from the console: ${v}`, UPPER_DIGITS],
  ["hard-coded in a diff note", (v) => `removed the hardcoded '${v}' from main.py`, HEX],
];
for (const [label, write, alphabet] of handed) {
  const v = alphabet === HEX
    ? key(32, HEX)
    : alphabet === UPPER_DIGITS
    ? "K" + key(14, alphabet) + "9" + key(14, alphabet) + "7X"
    : key(12, alphabet) + "4" + key(12, alphabet) + "8" + key(10, alphabet) + "3";
  SECRETS.push({ label: `a value handed over: ${label}`, text: write(v), pieces: [v] });
}
const code = [key(5, UPPER_DIGITS), key(5, UPPER_DIGITS), "Q7" + key(3, UPPER_DIGITS)].join("-");
SECRETS.push({
  label: "an activation code in groups from the email",
  text: `activation code from the email: ${code}`,
  pieces: [code],
});

// Markdown code spans naming a secret env variable, and a Discord bot token.
for (const name of ["SENDGRID_API_KEY", "GH_TOKEN", "SMTP_PASSWORD", "JWT_SECRET"]) {
  const v = key(6, LOWER_DIGITS) + "_" + key(30);
  SECRETS.push({
    label: `\`${name}\` = \`…\` in Markdown`,
    text: `I read \`.env\`: \`${name}\` = \`${v}\` and \`PORT\` = \`3000\`.`,
    pieces: [v],
  });
}
const hmac = key(38, ALNUM + "-_");
SECRETS.push({
  label: "a Discord bot token in Python",
  text: `bot.run("${key(26)}.${key(6)}.${hmac}")`,
  pieces: [hmac],
});

// Look-alikes: what people write that is not a secret.
CLEAN.push(
  ["a keyboard shortcut", "press Ctrl+Shift+F10 then Alt+F4 to close it"],
  ["a query string", "GET /api/items?sortBy=CreatedAt2&pageSize=25&page=3"],
  ["an e-mail", "write to Jane.Doe2024@Example.org about it"],
  ["code with operators", "if (xS2&&yT3||z) count+=Step2; else j**=K3"],
  ["a base64 digest with padding", "Content-MD5: Q2hlY2sgSW50ZWdyaXR5IQ=="],
  ["a shell assignment", "export CFLAGS=-O2 LDFLAGS=-Wl,--as-needed"],
  ["a version with build metadata", "upgraded to 2.14.0-rc.1+Build7 yesterday"],
  ["a percent-encoded path", "open /files/My%20Doc%202024%20Final.pdf"],
  [
    "a UUID glued to a byte",
    `bubbleId:${key(8, HEX)}-${key(4, HEX)}-4${key(3, HEX)}-a${key(3, HEX)}-${key(12, HEX)}+W`,
  ],
  ["a C++ standard", "compile with -std=c++17 and Wall"],
  ["'use this' before a path", "use this instead: ./scripts/build-2024-release.sh"],
  ["'use this' before a URL", "use this one: https://example.org/docs/v3/install"],
  ["'try with' before a flag", "try with --max-old-space-size=4096 and see"],
  ["'用这个' before a command", "用这个：npm install --save-dev typescript@5"],
  ["a backticked env name and a reference", "`API_KEY` = `${process.env.API_KEY}`"],
  ["a backticked env name and a word", "`CACHE_KEY` = `user_session`"],
  ["a dotted name of three parts", "see docs.example.com/guide/setup.html and a.b.c"],
  ["a bcrypt hash under a password word", `пароль хранится как $2b$12$${key(53, ALNUM)}`],
  ["a SemVer and a hash", `v1.2.3 built from ${key(40, HEX)}`],
  ["'use this' before a build id", `use this build id instead: ${key(12, HEX)}4${key(20, HEX)}`],
  ["'try with' before a commit", `try with ${key(40, HEX)} checked out`],
);
