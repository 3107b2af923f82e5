/**
 * Corpus eleven, prose and URLs: what people type into chat (a password in a sentence, a key
 * with no name, a name in another language), commit messages and code comments, and secrets in
 * URLs — userinfo, query strings, webhook paths, SAS tokens and presigned signatures.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  BASE64URL,
  DIGITS,
  g,
  HEX,
  LOWER_DIGITS,
  passphrase,
  pwd,
  S,
  UPPER_DIGITS,
  urlPwd,
} from "./_heldout_eleven_make.ts";

export function prose(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "chat: the password is in a sentence",
      (_k, add) =>
        `the staging db password is ${add(pwd())} — can you check why the migration times out?`,
    ),
    S(
      "assignment",
      "chat: key pasted after a colon with no name",
      (k) =>
        `here you go: ${
          k(40, BASE64URL)
        }\nthat's the one from the dashboard, it should have write access`,
    ),
    S(
      "assignment",
      "chat: obvious from context, quoted in backticks",
      (k) => `I regenerated it, new one is \`${k(32, HEX)}\` — update the worker and redeploy`,
    ),
    S(
      "assignment",
      "chat: password and user in natural language",
      (_k, add) => `log in as admin with ${add(pwd())} and open Settings → Integrations`,
    ),
    S(
      "assignment",
      "chat: german prose Kennwort",
      (_k, add) => `Das Kennwort für den FTP-Server lautet ${add(pwd())}, bitte nicht weitergeben.`,
    ),
    S(
      "assignment",
      "chat: french prose mot de passe",
      (_k, add) => `le mot de passe root du NAS est « ${add(pwd())} » depuis la mise à jour`,
    ),
    S(
      "assignment",
      "chat: spanish prose clave",
      (_k, add) => `la clave del wifi de la oficina es ${add(passphrase(3, ""))}`,
    ),
    S(
      "assignment",
      "chat: portuguese senha",
      (_k, add) => `senha do banco: ${add(pwd())} (usuário: relatorios)`,
    ),
    S(
      "assignment",
      "chat: japanese パスワード",
      (_k, add) => `本番DBのパスワードは ${add(pwd())} です。`,
    ),
    S("assignment", "chat: russian пароль", (_k, add) => `пароль от сервера: ${add(pwd())}`),
    S(
      "assignment",
      "chat: chinese 密钥",
      (k) => `这是测试环境的API密钥：${k(32, HEX)}，用完请删掉`,
    ),
    S(
      "assignment",
      "chat: passphrase for the ssh key",
      (_k, add) => `the passphrase for deploy_ed25519 is "${add(passphrase(5, " "))}"`,
    ),
    S(
      "assignment",
      "chat: recovery codes list",
      (_k, add) => {
        const code = () => add(`${g(5, LOWER_DIGITS)}-${g(5, LOWER_DIGITS)}`);
        return `GitHub recovery codes (keep safe):\n${code()}\n${code()}\n${code()}\n${code()}`;
      },
    ),
    S(
      "assignment",
      "chat: backup codes inline numbers",
      (_k, add) =>
        `Google backup codes: ${add(g(4, DIGITS) + " " + g(4, DIGITS))}, ${
          add(g(4, DIGITS) + " " + g(4, DIGITS))
        }, ${add(g(4, DIGITS) + " " + g(4, DIGITS))}`,
    ),
    S(
      "assignment",
      "chat: totp seed to add to authenticator",
      (k) =>
        `add this to 1Password as the TOTP secret for the shared admin: ${k(32, UPPER_DIGITS)}`,
    ),
    S(
      "assignment",
      "chat: bitwarden export line",
      (_k, add) =>
        `"login": {"username": "ops@acme.example", "password": "${
          add(pwd())
        }", "totp": "otpauth://totp/Acme:ops?secret=${add(g(32, UPPER_DIGITS))}&issuer=Acme"}`,
    ),
    S(
      "assignment",
      "commit message leaking a token",
      (k) =>
        `commit ${g(40, HEX)}\n\n    temp: hardcode sentry token until CI secret is fixed (sntryu_${
          k(64, HEX)
        })`,
    ),
    S(
      "assignment",
      "commit message with password in subject",
      (_k, add) => `git commit -m "reset grafana admin pw to ${add(pwd())}"`,
    ),
    S(
      "assignment",
      "code comment with old key",
      (k) => `// old key, revoked? ${k(32, HEX)}\nconst key = process.env.MAPS_KEY;`,
    ),
    S(
      "assignment",
      "todo comment with credentials",
      (_k, add) => `# TODO(ana): remove before merge — test user qa@acme.example / ${add(pwd())}`,
    ),
    S(
      "assignment",
      "yaml comment holding password",
      (_k, add) => `  replicas: 3\n  # redis auth: ${add(urlPwd())}\n  resources: {}`,
    ),
    S(
      "assignment",
      "issue text pasted with api key",
      (k) =>
        `### Steps to reproduce\n1. \`export WEATHER_KEY=${
          k(32, HEX)
        }\`\n2. run \`npm start\`\n3. see 401`,
    ),
  ];
}
