/**
 * Corpus eleven, how a secret is written: wrapped over lines, split in parts, or encoded (hex,
 * base64 once or twice, percent, JSON escapes, char codes, a hex dump).
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  armour,
  b64,
  BASE64,
  BASE64URL,
  g,
  HEX,
  hexOf,
  pwd,
  S,
  urlPwd,
} from "./_heldout_eleven_make.ts";

export function forms(): HeldOutSecret[] {
  return [
    S("wrapped", "api key wrapped with backslash continuation", (_k, add) => {
      const a = add(g(30, BASE64URL));
      const b = add(g(30, BASE64URL));
      return `export INTERNAL_API_KEY="${a}\\\n${b}"`;
    }),
    S("wrapped", "long token split across a markdown table cell", (_k, add) => {
      const a = add(g(32, HEX));
      const b = add(g(32, HEX));
      return `| service | token |\n|---|---|\n| billing | ${a} |\n|  | ${b} |`;
    }),
    S("wrapped", "secret wrapped inside a terminal box", (_k, add) => {
      const a = add(g(36));
      const b = add(g(28));
      return `╭────────────────────────────────────────────╮\n│ Your new API key (shown once):             │\n│ ak_${a}     │\n│ ${b}                 │\n╰────────────────────────────────────────────╯`;
    }),
    S("wrapped", "yaml folded scalar splits a key", (_k, add) => {
      const a = add(g(40));
      const b = add(g(24));
      return `apiKey: >-\n  ${a}\n  ${b}`;
    }),
    S("wrapped", "python implicit concatenation across lines", (_k, add) => {
      const a = add(g(24, BASE64URL));
      const b = add(g(24, BASE64URL));
      return `TOKEN = (\n    "${a}"\n    "${b}"\n)`;
    }),
    S("wrapped", "base64 secret wrapped at 76 columns", (_k, add) => {
      const enc = b64(g(90));
      add(enc.slice(0, 76));
      add(enc.slice(76).replace(/=+$/, ""));
      return `encryption_key:\n${enc.slice(0, 76)}\n${enc.slice(76)}`;
    }),
    S("wrapped", "password typed in two chat messages", (_k, add) => {
      const a = add(g(5) + "#" + g(4));
      const b = add(g(4) + "!" + g(5));
      return `[user] the root pw starts with ${a}\n[user] and ends with ${b}`;
    }),
    S("wrapped", "token wrapped by the terminal in gh auth token output", (_k, add) => {
      const a = add(g(20));
      const b = add(g(16));
      return `$ gh auth token\ngho_${a}\n${b}\n$ `;
    }),
    S("wrapped", "azure storage key split into two env variables", (_k, add) => {
      const a = add(g(44, BASE64));
      const b = add(g(42, BASE64));
      return `STORAGE_KEY_PART1=${a}\nSTORAGE_KEY_PART2=${b}==\n# key = PART1 + PART2`;
    }),
    S("wrapped", "connection string wrapped with dockerfile continuation", (_k, add) => {
      const a = add(g(9) + "-" + g(4));
      return `ENV DATABASE_URL=postgres://app:${a}@\\\n    db.internal:5432/app`;
    }),
    S("wrapped", "secret given as json array of chunks", (_k, add) => {
      const parts = [add(g(16, BASE64URL)), add(g(16, BASE64URL)), add(g(16, BASE64URL))];
      return `{"signing_key_chunks": [\n  "${parts.join('",\n  "')}"\n]}`;
    }),
    S("wrapped", "private key body lines quoted and concatenated in javascript", (_k, add) => {
      const rows = [g(64, BASE64), g(64, BASE64), g(30, BASE64) + "="].map(add);
      return `const key =\n  "${armour("BEGIN", "")}\\n" +\n${
        rows.map((r) => `  "${r}\\n" +`).join("\n")
      }\n  "${armour("END", "")}";`;
    }),
    S(
      "encoded",
      "hex-encoded password in config",
      (_k, add) => `db_password_hex = "${add(hexOf(pwd()))}"`,
    ),
    S("encoded", "base64 basic auth header in python", (_k, add) => {
      const enc = b64(`api:${g(32, HEX)}`);
      add(enc.replace(/=+$/, ""));
      return `headers = {"Authorization": "Basic ${enc}"}`;
    }),
    S("encoded", "double base64 of a token", (_k, add) => {
      const enc = b64(b64(g(30)));
      add(enc.replace(/=+$/, ""));
      return `TOKEN_B64B64=${enc}`;
    }),
    S("encoded", "percent-encoded secret in form body", (_k, add) => {
      const raw = g(8) + "+" + g(8) + "/" + g(8) + "=";
      return `grant_type=client_credentials&client_id=web&client_secret=${
        add(encodeURIComponent(raw))
      }`;
    }),
    S("encoded", "json escaped password with quote and backslash", (_k, add) => {
      const a = add(g(8));
      const b = add(g(8));
      return `{"password":"${a}\\"\\\\${b}"}`;
    }),
    S("encoded", "base64 env file in ci variable", (_k, add) => {
      const enc = b64(`DB_PASSWORD=${urlPwd()}\nSTRIPE_KEY=sk_live_${g(40)}\n`);
      for (let i = 0; i + 48 <= enc.length; i += 48) add(enc.slice(i, i + 48));
      return `ENV_FILE_B64: ${enc}`;
    }),
    S(
      "encoded",
      "url-safe base64 of json credentials",
      (_k, add) =>
        `GOOGLE_CREDENTIALS_B64=${
          add(
            b64(JSON.stringify({ client_id: "web", client_secret: "GOCSPX-" + g(28, BASE64URL) }))
              .replace(/=+$/, ""),
          )
        }`,
    ),
    S("encoded", "hex dump of a key file", (_k, add) => {
      const raw = g(32);
      const h = hexOf(raw);
      const rows: string[] = [];
      for (let i = 0; i < h.length; i += 32) {
        rows.push(h.slice(i, i + 32).replace(/(..)(?!$)/g, "$1 "));
      }
      rows.forEach(add);
      return rows.map((r, i) => `${(i * 16).toString(16).padStart(8, "0")}  ${r}`).join("\n");
    }),
    S("encoded", "reversed token in code comment trick", (_k, add) => {
      const t = g(40);
      return `const k = "${add([...t].reverse().join(""))}".split("").reverse().join("");`;
    }),
    S("encoded", "char codes in javascript", (_k, add) => {
      const t = g(12);
      const codes = [...t].map((c) => c.charCodeAt(0)).join(",");
      add(codes.slice(0, 30));
      return `const secret = String.fromCharCode(${codes});`;
    }),
  ];
}
