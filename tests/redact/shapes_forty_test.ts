/**
 * The shapes mended after held-out corpus forty was seen (docs/redaction.md, "Corpus forty after
 * it was seen": dotfiles and a developer's own machine): other tools and other wording than the
 * corpus text, each with a near miss on the other side — as written, inside a JSONL record and
 * with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, HEX, UPPER_DIGITS } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 60_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n - 2, HEX) + "a1";
/** A password with a digit and a sign, as a person or a manager makes one. */
const pw = (n: number) => key(n - 2) + "!7";
/** A passphrase of made-up words and a number. */
const phrase = () => `${key(6, "abcdefgh")}-${key(7, "ijklmnop")}-${key(5, "qrstuvw")}-42`;
const STAMP = "2026-12-01T08:15:02Z ";

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const v = phrase();
  add(
    "gopass show -o under a log's time stamps",
    `${STAMP}$ gopass show -o web/github.com\n${STAMP}${v}\n${STAMP}$ exit`,
    v,
  );
}
{
  const v = phrase();
  add(
    "secret-tool lookup of a mail password in a tool result",
    `⏺ Bash(secret-tool lookup server imap.example.org user me)\n  ⎿  ${v}\n`,
    v,
  );
}
{
  const v = phrase();
  add(
    "the keychain's internet password under a zsh prompt",
    `me@mbp ~ % security find-internet-password -s git.example.org -w\n${v}\nme@mbp ~ %`,
    v,
  );
}
{
  const v = `${hex(8)}-${hex(4)}-4${hex(3)}-9${hex(3)}-${hex(12)}`;
  add(
    "heroku auth:token with one warning in a tool result",
    `⏺ Bash(heroku auth:token)\n  ⎿   ›   Warning: token will expire 01/01/2028\n     ${v}`,
    v,
  );
}
{
  const v = phrase();
  add("cat of borg's passphrase file", `$ cat ~/.config/borg/passphrase\n${v}\n$ borg list`, v);
}
{
  const v = phrase().replaceAll("-", " ");
  add(
    "a LUKS passphrase echoed to cryptsetup",
    `$ echo -n '${v}' | sudo cryptsetup luksOpen /dev/sdb1 backup -`,
    v,
  );
}
{
  const v = phrase().replaceAll("-", " ");
  add(
    "a borg passphrase echoed into its file",
    `echo '${v}' > ~/.config/borg/passphrase && chmod 600 ~/.config/borg/passphrase`,
    v,
  );
}
{
  const v = pw(20);
  add(
    "a registry password echoed to podman",
    `echo "${v}" | podman login quay.io -u me --password-stdin`,
    v,
  );
}
{
  const v = key(24) + "\\x2d" + key(20);
  add(
    "a fish universal PGPASSWORD with an escaped dash",
    `# VERSION: 3.0\nSETUVAR --export PGPASSWORD:${v}\nSETUVAR fish_greeting:\\x1d`,
    v,
  );
}
{
  const v = hex(64);
  add(
    "iwd's SAE-PT for group 20",
    `[Security]\nSAE-PT-Group20=${v}\n[Settings]\nAutoConnect=true`,
    v,
  );
}
{
  const a = key(64, BASE64);
  const b = key(22, BASE64) + "==";
  const mac = hex(64);
  add(
    "a two-line PuTTY key indented in a tool result",
    `⏺ Read(~/keys/home.ppk)\n  ⎿  PuTTY-User-Key-File-3: ssh-rsa\n     Encryption: none\n     Private-Lines: 2\n     ${a}\n     ${b}\n     Private-MAC: ${mac}`,
    a,
    b,
  );
}
{
  const lines = [hex(32), hex(32), hex(32)];
  const pre = "Dec  1 08:15:02 nas openvpn[812]: ";
  add(
    "an OpenVPN static key under syslog prefixes",
    `${pre}-----BEGIN OpenVPN Static key V1-----\n${
      lines.map((l) => pre + l).join("\n")
    }\n${pre}-----END OpenVPN Static key V1-----`,
    ...lines,
  );
}
{
  const v = key(32, UPPER_DIGITS);
  add(
    "a TOTP seed in a password manager's JSON",
    `{"name": "gitlab", "otp": "${v}", "notes": ""}`,
    v,
  );
}

{
  const a = pw(14);
  const b = phrase();
  add(
    "a KeePassXC CSV export quoted cell by cell",
    `"Group","Title","Username","Password","URL"\n"Root","nas","admin","${a}","https://nas.lan"\n"Root","mail","me","${b}","https://mail.example.org"`,
    a,
    b,
  );
}
{
  const a = phrase();
  add(
    "a Chrome passwords CSV under a log's time stamps",
    `${STAMP}name,url,username,password,note\n${STAMP}nas.lan,https://nas.lan/,admin,${a},\n${STAMP}Done.`,
    a,
  );
}
{
  const head = key(44);
  const rest = key(20);
  add(
    "a token wrapped by the terminal under a log's time stamps",
    `${STAMP}$ gh auth status -t\n${STAMP}  - Token: gho_${head}\n${STAMP}${rest}\n${STAMP}$ exit`,
    head,
    rest,
  );
}
{
  const head = key(58, BASE64);
  const rest = key(28, BASE64) + "==";
  add(
    "a Bitwarden session key exported and wrapped",
    `$ bw unlock\nYour vault is now unlocked!\n$ export BW_SESSION="${head}\n${rest}"\n$ bw sync`,
    head,
    rest,
  );
}

CLEAN.push([
  "secret-tool finding nothing",
  "$ secret-tool lookup service rclone account me\n$ echo $?\n1",
]);
CLEAN.push(["pass listing its store", "$ pass show\nPassword Store\n└── email\n    └── work"]);
CLEAN.push(["heroku's whoami", "$ heroku auth:whoami\nme@example.org"]);
CLEAN.push([
  "a vault password file's example",
  "$ cat ~/.ansible/vault_pass.txt.example\nchange-me-please",
]);
CLEAN.push(["a variable echoed into a password file", 'echo "$VAULT_PASS" > ~/.vault_pass.txt']);
CLEAN.push([
  "a log line echoed beside a password file",
  "echo 'build 42 finished' > /tmp/password-reset.log",
]);
CLEAN.push([
  "a CSV export whose password column is a date",
  `"id","email","password_changed_at"\n"1","a@example.org","2026-01-02T10:00:00Z"`,
]);
CLEAN.push(["a session variable set from a command", 'export BW_SESSION="$(bw unlock --raw)"']);
CLEAN.push([
  "two log lines with a commit id at one's end",
  `${STAMP}deploy: checked out main at ${hex(40)}\n${STAMP}Done in 3.2s`,
]);
CLEAN.push(["fish's own key bindings", "SETUVAR fish_key_bindings:fish_vi_key_bindings"]);
CLEAN.push([
  "a certificate under syslog prefixes",
  `Dec  1 08:15:02 nas openvpn[812]: -----BEGIN CERTIFICATE-----\nDec  1 08:15:02 nas openvpn[812]: ${
    key(64, BASE64)
  }\nDec  1 08:15:02 nas openvpn[812]: -----END CERTIFICATE-----`,
]);
CLEAN.push([
  "ssh-add's MD5 fingerprints",
  `$ ssh-add -l -E md5\n3072 MD5:${hex(32).match(/../g)!.join(":")} me@laptop (RSA)`,
]);
CLEAN.push([
  "git's SSH signing key as ed25519",
  `[user]\n\tsigningkey = ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${
    key(43, BASE64)
  } me@laptop\n[gpg]\n\tformat = ssh`,
]);
CLEAN.push([
  "git's SSH signing key as nistp384",
  `git config --global user.signingkey "ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAI${
    key(60, BASE64)
  }="`,
]);

shapeTests("corpus forty", SECRETS, CLEAN);
