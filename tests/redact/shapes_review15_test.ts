/**
 * The round's new rules read over real text (docs/redaction.md, "Review of the fifteenth round
 * (r-mend15)"): each false-positive class met in real code or documentation, with the secret of
 * the same place on the other side — as written, inside a JSONL record and with CRLF line ends
 * (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 61_500;
const key = (n: number) => fake(n, ALNUM, seed++);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// game-console-password: a numbered password setting, not code under a numbered name.
{
  const v = key(12) + "*x";
  add("a numbered password setting", `[server]\nstreampassword_2=${v}\nstreamid_2=2`, v);
}
CLEAN.push([
  "a module compiled to CommonJS that imports a password prompt",
  'var password_1 = require("@inquirer/password");\nvar input_1 = require("@inquirer/input");',
]);
CLEAN.push([
  "code under numbered password names",
  "password_1 = getPassword();\npassword_2 = self.password\npassword_3 = password_1\n" +
  "password_4 = hasher.encode(raw, salt)",
]);

// authority-without-scheme: a user's password before a host, not a scheme's address.
{
  const v = key(9) + "!7";
  add(
    "a proxy's user and password with no scheme",
    `export https_proxy=ops:${v}@proxy.example.net:8080`,
    v,
  );
}
CLEAN.push([
  "addresses under schemes that hold no password",
  "use L<mailto:perl5-porters@perl.org>.\n" +
  "fastURI.parse('mailto:gorby%25kremvax@example.com')\n" +
  "'mailto:?to=addr1@an.example,addr2@an.example'\n" +
  "xmpp:romeo2-x@example.net\nsip:alice-2b@voip.example.com\nacct:bob-99x@example.social",
]);
CLEAN.push([
  "a project's list of signed-off mails, each a date and a message id",
  "Martin Storsjö <martin@martin.st>\n2018-03-28:dc1605ce-a47d-34c5-8851-d9569f9ea5d3@martin.st:",
]);

// postfix-password-map: a static map's password ends at a Markdown code span's backtick.
{
  const v = key(12) + "-7";
  add(
    "a static map's password in a Markdown code span",
    `Set \`smtp_sasl_password_maps = static:relay:${v}\` in main.cf, then reload.`,
    v,
  );
}
CLEAN.push([
  "a static map's syntax in a sentence's code span",
  "Postfix reads `smtp_sasl_password_maps = static:user:pass`, Dovecot its passwd-file.",
]);

// sip-register-secret: a registration's secret, not the syntax line that names its parts.
{
  const v = key(10) + "[";
  add(
    "a registration's secret that ends in a bracket",
    `register => 1001@pbx.example.net:${v}:1001@pbx.example.net/1001`,
    v,
  );
}
CLEAN.push([
  "Asterisk's register syntax in a sentence",
  "Asterisk's `register => user[@domain]:secret[:authuser]@host` line registers a trunk.",
]);

// credential-noun-name: a licence key, not a Debian copyright file's licence names.
{
  const v = key(28);
  add("a product's licence key in its config", `[product]\nlicense: ${v}\nseats: 25`, v);
}
CLEAN.push([
  "licence names in a Debian copyright file",
  "Files: *\nCopyright: 1994-2016 Christos Zoulas\nLicense: BSD-2-Clause-alike\n\n" +
  "Files: lib/unistring/*\nLicense: LGPLv3+_or_GPLv2+\n\nFiles: data/*\n" +
  "License: Unicode-DFS-2016\n\nFiles: x/*\nLicense: X11R5-permissive\n\n" +
  "Files: man/*\nLicense: BSD-4-clause-Niels-Provos",
]);

// key-flag-value: a key given to a flag, not a public key or a key's fingerprint to act on.
{
  const v = fake(64, HEX, seed++);
  add("a raw AES key given to a flag", `firmware-sign --aes-key ${v} --in fw.bin`, v);
}
CLEAN.push([
  "an SSH public key's body given to a flag",
  `gcloud compute os-login ssh-keys remove --key='AAAAB3NzaC1yc2EAAAADAQABAAABAQ${key(60)}'`,
]);
CLEAN.push([
  "a GPG fingerprint given to a key server's install command",
  `gpg-wks-server --install-key ${fake(40, HEX, seed++).toUpperCase()} alice@example.org`,
]);

// sendmail-authinfo: the password in an AuthInfo line, not the code that builds one.
{
  const v = key(9) + "'" + key(4);
  add(
    "an AuthInfo password with a quote in it",
    `AuthInfo:mx.example.net "U:ops" "P:${v}" "M:LOGIN"`,
    v,
  );
}
CLEAN.push([
  "code that writes an AuthInfo line",
  `const line = 'AuthInfo:' + host + ' "U:' + user + '" "P:' + pw + '"';\n` +
  "$line .= 'AuthInfo:' . $host . ' \"P:' . $pass . '\"';",
]);

shapeTests("review of round fifteen", SECRETS, CLEAN);
