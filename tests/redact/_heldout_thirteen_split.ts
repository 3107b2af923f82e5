/**
 * Corpus thirteen, more split and armoured values: a key block inside a JSON log field, an ssh-agent
 * style listing, a PuTTY-free Windows certificate export, values split by a terminal's hard wrap
 * inside a tool result, a CSV cell broken by a quoted newline, and encodings of a whole line.
 */
import {
  B64,
  b64,
  draw,
  type HeldOutSecret,
  HEX,
  hexOf,
  password,
  pemBody,
  S,
} from "./_heldout_thirteen_make.ts";

const ARMOUR = (edge: string, kind: string) => `-----${edge} ${kind}-----`;

export function splitAndArmoured(): HeldOutSecret[] {
  return [
    S("block", "RSA PKCS#1 key in a Markdown code fence inside a chat answer", (_k, add) => {
      const body = pemBody(6, 24).map(add);
      return [
        "Here is the key you asked about:",
        "```",
        ARMOUR("BEGIN", "RSA PRIVATE KEY"),
        ...body,
        ARMOUR("END", "RSA PRIVATE KEY"),
        "```",
      ].join("\n");
    }),
    S("block", "encrypted PKCS#8 key next to its passphrase in a README", (_k, add) => {
      const body = pemBody(4, 12).map(add);
      return [
        ARMOUR("BEGIN", "ENCRYPTED PRIVATE KEY"),
        ...body,
        ARMOUR("END", "ENCRYPTED PRIVATE KEY"),
        "",
        `passphrase: ${add(password())}`,
      ].join("\n");
    }),
    S("block", "PKCS#8 key block quoted in an email reply", (_k, add) => {
      const body = pemBody(3, 18).map(add);
      return [ARMOUR("BEGIN", "PRIVATE KEY"), ...body, ARMOUR("END", "PRIVATE KEY")].map((l) =>
        "> " + l
      ).join("\n");
    }),
    S("block", "a key block whose lines are tab-indented in a Go test", (_k, add) => {
      const body = pemBody(3, 8).map(add);
      return "const testKey = `\n" +
        [ARMOUR("BEGIN", "EC PRIVATE KEY"), ...body, ARMOUR("END", "EC PRIVATE KEY")].map((l) =>
          "\t" + l
        ).join("\n") + "\n`";
    }),
    S(
      "wrapped",
      "CSV cell with a quoted newline splitting a secret",
      (k) => `name,secret,owner\n"billing-api","${k(24)}\n${k(24)}","payments"\n`,
    ),
    S(
      "wrapped",
      "a value hard-wrapped at 60 columns inside a tool result string",
      (k) => JSON.stringify({ type: "tool_result", content: `CLIENT_SECRET=${k(46)}\n${k(30)}\n` }),
    ),
    S(
      "wrapped",
      "YAML folded scalar (>-) holding a token",
      (k) => `auth:\n  token: >-\n    ${k(32)}\n    ${k(32)}\n`,
    ),
    S(
      "wrapped",
      "an HCL heredoc split over lines then joined by replace()",
      (k) => `locals {\n  api_key = replace(<<EOT, "\\n", "")\n${k(28)}\n${k(28)}\nEOT\n}`,
    ),
    S(
      "encoded",
      "base64 of a whole .env line in a CI variable",
      (_k, add) => `ENV_FILE_B64: ${add(b64(`SMTP_PASSWORD=${password()}\n`))}`,
    ),
    S(
      "encoded",
      "uppercase hex of a key in a firmware config",
      (_k, add) => `AES_KEY=${add(hexOf(draw(16)).toUpperCase())}`,
    ),
    S("encoded", "a secret as a JavaScript array of char codes joined at run time", (_k, add) => {
      const v = draw(14);
      return `const k = String.fromCharCode(${add([...v].map((c) => c.charCodeAt(0)).join(","))});`;
    }),
    S(
      "encoded",
      "hex-encoded HMAC key in a Kafka Connect config",
      (k) => `transforms.hash.hmac.key.hex=${k(64, HEX)}\ntransforms.hash.field=email\n`,
    ),
    S(
      "encoded",
      "base64 of a password in a Kubernetes Secret data map",
      (_k, add) =>
        `apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\ndata:\n  password: ${
          add(b64(password()))
        }\n  username: ${b64("mailer")}\n`,
    ),
    S(
      "assignment",
      "a base64 master key in a KMS-less dev config",
      (k) => `[encryption]\nmaster_key = "base64:${k(43, B64)}="\n`,
    ),
  ];
}
