/**
 * Quoted values read whole, round two (docs/redaction.md, "Quoted values read whole, round two"),
 * as generated variants: every quoting convention's own escape read whole, so no value is cut at
 * a quote its convention puts inside it (SQL's doubled `''`, bash's `$'…'`, a shell password
 * spliced round an apostrophe in every argument form, a SQL `'…' || '…'` value), and a printed
 * password holding `}` or `)`. Next to them the look-alikes each must leave alone byte for byte:
 * empty and quoted-empty arguments, SQL comparisons, `$'\n'` separators, a call's argument, a
 * SOPS ciphertext, hashed secrets under names that say so.
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import type { Variant } from "./_shapes_six.ts";

let seed = 71300;
const key = (n = 9, alphabet = ALNUM) => fake(n, alphabet, seed++);

export const SECRETS: Variant[] = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// 1. SQL's doubled quote inside a literal, and a literal concatenated with `||`.
{
  const forms: Array<[string, (a: string, b: string) => string]> = [
    ["postgres alter role", (a, b) => `ALTER ROLE app WITH LOGIN PASSWORD '${a}''${b}';`],
    ["mysql identified by", (a, b) => `CREATE USER 'app'@'%' IDENTIFIED BY '${a}''${b}';`],
    [
      "oracle identified by",
      (a, b) => `ALTER USER scott IDENTIFIED BY '${a}''${b}' ACCOUNT UNLOCK;`,
    ],
    ["password()", (a, b) => `SET PASSWORD FOR 'app'@'localhost' = PASSWORD('${a}''${b}');`],
    ["yaml single quotes", (a, b) => `db:\n  password: '${a}''${b}'`],
    [
      "insert values joined by ||",
      (a, b) => `INSERT INTO integrations (name, api_key) VALUES ('erp', '${a}' || '${b}');`,
    ],
    ["assignment joined by ||", (a, b) => `password = '${a}' || '${b}'`],
    [
      "settings row by name",
      (a, b) => `UPDATE app_settings SET value = '${a}''${b}' WHERE name = 'smtp_password';`,
    ],
    [
      "wordpress option",
      (a, b) =>
        `UPDATE wp_options SET option_value = '${a}''${b}' WHERE option_name = 'mailer_api_key';`,
    ],
  ];
  for (const [label, make] of forms) {
    const a = key();
    const b = key();
    add(`sql quote: ${label}`, make(a, b), a, b);
  }
}

// 2. bash's ANSI-C quoting: the tail after an escape.
{
  const forms: Array<[string, (a: string, b: string) => string]> = [
    ["export \\x21", (a, b) => `export DB_PASS=$'${a}\\x21${b}'`],
    ["env \\'", (a, b) => `PGPASSWORD=$'${a}\\'${b}' psql -h db -U app`],
    ["yaml-ish name", (a, b) => `password: $'${a}\\t${b}'`],
    ["cli flag", (a, b) => `mysql -u root -p$'${a}\\x27${b}' -e 'SELECT 1'`],
    ["long flag", (a, b) => `vault login -method=userpass username=ops password=$'${a}\\n${b}'`],
    ["sshpass", (a, b) => `sshpass -p $'${a}\\'${b}' ssh deploy@10.0.0.5`],
  ];
  for (const [label, make] of forms) {
    const a = key(8);
    const b = key(8);
    add(`ansi-c: ${label}`, make(a, b), a, b);
  }
}

// 3. A shell password spliced round an apostrophe, in every command-argument form.
{
  const splices: Array<[string, string]> = [["'\"'\"'", "'\"'\"'"], ["'\\''", "'\\''"]];
  const forms: Array<[string, (v: string) => string]> = [
    ["mysql -p glued", (v) => `mysql -u root -p'${v}' -e 'SHOW DATABASES'`],
    ["--password=", (v) => `mysqldump -u root --password='${v}' shop > shop.sql`],
    ["sshpass -p", (v) => `sshpass -p '${v}' ssh deploy@10.0.0.5`],
    ["docker login -p", (v) => `docker login -u ci -p '${v}' registry.example.com`],
    ["curl -u user:", (v) => `curl -u admin:'${v}' https://api.example.com/v1/me`],
    ["requirepass", (v) => `requirepass '${v}'`],
    ["export", (v) => `export DB_PASSWORD='${v}'`],
  ];
  for (const [label, make] of forms) {
    for (const [name, splice] of splices) {
      const a = key();
      const b = key();
      add(`spliced ${name}: ${label}`, make(`${a}${splice}${b}`), a, b);
    }
  }
}

// 4. A printed password holding a bracket that closes what never opened.
{
  const forms: Array<[string, (v: string) => string]> = [
    ["step ca prompt", (v) => `✔ [leave empty and we'll generate one]:\n✔ Password: ${v}`],
    ["generated for you", (v) => `Generated admin password: ${v}`],
    ["secret: in a log", (v) => `INFO bootstrap secret: ${v} (store it now)`],
  ];
  for (const [label, make] of forms) {
    const v = key(10) + "}" + key(3) + ")" + key(10) + "]" + key(6);
    add(`bracket inside: ${label}`, make(v), v);
  }
}

export const CLEAN: Array<[string, string]> = [
  ["an empty password argument", "mysql -u root -p'' -e 'SHOW DATABASES'"],
  ["two quoted arguments", "grep -e 'password' -e 'token' config.ini"],
  ["sql comparison with a doubled quote", "SELECT * FROM users WHERE name = 'O''Brien';"],
  ["ansi-c separator", "IFS=$'\\n' read -r -d '' -a lines < file.txt"],
  ["ansi-c printf", "printf $'token\\tvalue\\n' > header.tsv"],
  ["a call as a value", "secret = generate_secret(32)"],
  ["an index as a value", 'token = tokens["default"]'],
  ["a call chain", "api_key = get_key(vault).strip()"],
  ["sops ciphertext", "password: ENC[AES256_GCM,data:Zm9vYmFy,iv:aXY=,tag:dGFn,type:str]"],
  [
    "detect-secrets baseline",
    `"hashed_secret": "${fake(40, HEX, 71390)}",\n"is_verified": false,\n"type": "Secret Keyword"`,
  ],
  ["hashed password in a fixture", `hashedPassword: "${fake(64, HEX, 71391)}"`],
  ["hashed password in an env file", `HASHED_PASSWORD=${fake(64, HEX, 71392)}`],
  ["password hash column", `password_hash = "${fake(40, HEX, 71393)}"`],
  ["a key's digest", `api_key_sha256: ${fake(64, HEX, 71394)}`],
  ["a secret's digest", `secret_digest: "${fake(40, HEX, 71395)}"`],
  ["prose in brackets", "(the password is set in the vault)"],
  [
    "a setting about a password",
    "UPDATE settings SET value = '12' WHERE name = 'password_min_length';",
  ],
  ["a port setting", "UPDATE app_settings SET value = '587' WHERE name = 'smtp_port';"],
];
