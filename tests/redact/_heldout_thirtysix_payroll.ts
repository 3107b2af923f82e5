/**
 * Corpus thirty-six, payroll and bank files: ADP certificate and client secret pairs, Paychex
 * clients, payroll files sent to the bank over SFTP and signed or encrypted with PGP, bank
 * verification keys — as a payroll run's scripts, a scheduler's job and a bank's onboarding show them.
 */
import {
  DIGITS,
  draw,
  expand,
  type HeldOutSecret,
  HEX,
  hex,
  iso,
  num,
  pass,
  pemBlock,
  pgpBlock,
  pick,
  school,
  type Template,
  uuid,
} from "./_heldout_thirtysix_make.ts";

const bank = (): string => pick(["firstcoast", "unionvalley", "meridian", "harborbank"]);

const TEMPLATES: readonly Template[] = [
  ["block", "ADP client key next to its certificate", (k, _add, i) =>
    [
      `$ ls certs/ && cat certs/payroll_auth.key`,
      `payroll_auth.csr  payroll_auth.key  payroll_auth.pem`,
      ...pemBlock(k, "", 10 + i * 3),
    ].join("\n")],
  ["command", "ADP token request with the client secret", (_k, add) =>
    [
      `curl --cert certs/payroll_auth.pem --key certs/payroll_auth.key \\`,
      "  https://accounts.adp.com/auth/oauth/v2/token \\",
      `  -d grant_type=client_credentials -d client_id=${uuid()} -d client_secret=${add(uuid())}`,
    ].join("\n")],
  ["assignment", "Paychex API client in YAML", (k) =>
    [
      "paychex:",
      "  base_url: https://api.paychex.com",
      `  client_id: ${draw(8, "ABCDEFGHJKLMNPQRSTUVWXYZ")}-${draw(8, DIGITS)}`,
      `  client_secret: ${k(num(32, 40))}`,
      `  company_id: "${draw(8, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")}"`,
    ].join("\n")],
  [
    "command",
    "sshpass in the payroll push job",
    (_k, add) =>
      `sshpass -p '${pass(add)}' sftp -oBatchMode=no payroll@sftp.${bank()}.com <<< "put PPD_${
        num(10000, 99999)
      }.ach.pgp /inbound/"`,
  ],
  ["block", "PGP private key for signing payroll files", (k, _add, i) =>
    [
      `$ gpg --export-secret-keys --armor payroll@${school()}.edu`,
      ...pgpBlock(k, 8 + i * 3),
    ].join("\n")],
  [
    "command",
    "gpg decrypt with the passphrase on the command line",
    (_k, add) =>
      `gpg --batch --pinentry-mode loopback --passphrase '${pass(add)}' -d ACK_${
        num(100000, 999999)
      }.txt.pgp`,
  ],
  [
    "url",
    "bank SFTP URL with the password",
    (_k, add) => `PAYROLL_DROP=sftp://payroll_xfer:${pass(add)}@mft.${bank()}.com:22/inbound/ach`,
  ],
  ["output", "WinSCP script printed by the scheduler", (_k, add) =>
    [
      `Job PAYROLL-ACH started ${iso()}`,
      `> open sftp://${school()}_pay:${pass(add)}@mft.${bank()}.com/ -hostkey="ssh-ed25519 255 ${
        draw(43)
      }"`,
      "> put payroll.ach.pgp",
      "> exit",
    ].join("\n")],
  ["encoded", "percent-encoded bank SFTP password", (_k, add) => {
    const raw = draw(num(6, 9)) + pick(["@", "/", "#", ":"]) + draw(num(5, 8)) + pick(["?", "&"]);
    return `transfer_url = "sftp://acme_pay:${add(encodeURIComponent(raw))}@sftp.${bank()}.com/in"`;
  }],
  ["wrapped", "ADP client secret split by a line continuation in a crontab", (_k, add) => {
    const secret = draw(48);
    return [
      `30 2 * * 5 /opt/payroll/push.sh --client ${uuid()} --secret ${add(secret.slice(0, 24))}\\`,
      `${add(secret.slice(24))} --period ${num(1, 26)}`,
    ].join("\n");
  }],
  ["vendor", "Plaid access token and secret for bank verification", (k, add) =>
    [
      `PLAID_CLIENT_ID=${hex(24)}`,
      `PLAID_SECRET=${k(30, HEX)}`,
      `PLAID_ACCESS_TOKEN=access-production-${add(uuid())}`,
    ].join("\n")],
  ["assignment", "payroll database password in application.properties", (_k, add) =>
    [
      `spring.datasource.url=jdbc:sqlserver://payroll-db.${school()}.local:1433;databaseName=PAY`,
      "spring.datasource.username=pay_app",
      `spring.datasource.password=${pass(add)}`,
    ].join("\n")],
  ["assignment", "SFTP and PGP secrets in a transfer tool's config", (_k, add) =>
    [
      "[bank]",
      `host = mft.${bank()}.com`,
      "user = payroll_xfer",
      `password = ${pass(add)}`,
      "[pgp]",
      `recipient = ${hex(16).toUpperCase()}`,
      `passphrase = ${pass(add)}`,
    ].join("\n")],
];

/** The payroll cases: each template three times. */
export function buildPayroll(): HeldOutSecret[] {
  return expand(TEMPLATES, 2);
}
