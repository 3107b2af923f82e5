/**
 * Shapes that generalise (docs/redaction.md, "Shapes that generalise"): each shape is tried in
 * generated variants — several widths, indents, encodings and names — rather than as one case,
 * and each look-alike it must leave alone is tried the same way. A variant is caught when no
 * piece of its secret (nor 8 characters of one) is left, as written and inside a JSONL record; a
 * look-alike must come out byte for byte both ways.
 */
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { asRecord, piecesGone } from "./_heldout.ts";

/** `value` cut into lines of `width` after `prefix` (the first line holds the prefix). */
function wrap(prefix: string, value: string, width: number, indent = ""): string[] {
  const lines: string[] = [];
  let rest = value;
  let first = width - prefix.length;
  while (rest.length > 0) {
    lines.push(rest.slice(0, first));
    rest = rest.slice(first);
    first = width - indent.length;
  }
  return lines;
}

/** A wrapped case: its text and the pieces of its secret. */
function wrapped(prefix: string, value: string, width: number, indent = "") {
  const pieces = wrap(prefix, value, width, indent);
  return { text: prefix + pieces.join("\n" + indent), pieces };
}

const PW = fake(7, ALNUM, 901) + "#" + fake(6, ALNUM, 902) + "!";
const KEY = fake(40, ALNUM, 903);

const SECRETS: Array<{ label: string; text: string; pieces: string[] }> = [];
let seed = 910;
for (const width of [30, 40, 64, 80]) {
  const token = "gh" + "p_" + fake(36, ALNUM, seed++);
  const long = fake(120, ALNUM, seed++);
  const b64 = fake(86, BASE64, seed++) + "==";
  SECRETS.push(
    { label: `env token wrapped at ${width}`, ...wrapped("GITHUB_TOKEN=", token, width) },
    { label: `env key wrapped at ${width}`, ...wrapped("API_SECRET=", long, width) },
    { label: `yaml value wrapped at ${width}`, ...wrapped("  client_secret: ", long, width) },
    // (A key listing's row is 14 characters before its value: from 40 columns.)
    ...(width < 40 ? [] : [{
      label: `indented continuation at ${width}`,
      ...wrapped("key1   Full   ", b64, width, "              "),
    }]),
    {
      label: `announced token wrapped at ${width}`,
      ...((w) => ({ text: "Your new API token:\n" + w.text, pieces: w.pieces }))(
        wrapped("", long, width),
      ),
    },
  );
}
for (const [style, body] of [[">-", "    "], ["|", "  "], [">", "      "]] as const) {
  const b64 = fake(150, BASE64, seed++);
  const lines = wrap("", b64, 60);
  for (const name of ["tls.key", "signing_key", "password", "CLIENT_SECRET"]) {
    SECRETS.push({
      label: `yaml ${style} block under ${name}`,
      text: `data:\n  ${name}: ${style}\n` + lines.map((l) => "  " + body + l).join("\n"),
      pieces: lines,
    });
  }
}
const push = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });
push("az keys table", `KeyName    Permissions    Value\nkey2       FULL           ${KEY}==`, KEY);
push("sdk init", `mixpanel.init("${fake(32, HEX, seed++)}")`.replace(/"(.*)"/, '"$1"'), "");
push("sdk load", `analytics.load('${KEY}');`, KEY);
push("curl key as user", `curl https://api.acme.io/v1/charges -u ${KEY}:`, KEY);
push("keytool second pass", `keytool -importkeystore -storepass ${PW} -srcstorepass ${PW}x`, PW);
push("secret store value", `az keyvault secret set --vault-name kv -n db --value '${PW}'`, PW);
push("echo into stdin", `echo -n '${PW}' | gcloud secrets versions add db --data-file=-`, PW);
push("setProperty", `System.setProperty("mail.smtp.password", "${PW}");`, PW);
push("credential ctor", `new UsernamePasswordCredentials("deploy", "${PW}")`, PW);
push("jwt sign", `const t = jwt.sign({ sub: id }, '${KEY}');`, KEY);
push("log line key", `INFO calling the API with token ${KEY}`, KEY);
push("bare pass", `{"user": "app", "pass": "${PW}"}`, PW);
push("jdbc connection", `DriverManager.getConnection("jdbc:mysql://db/app", "app", "${PW}");`, PW);
push("masked in CI", `echo "::add-mask::${KEY}"`, KEY);
push("fallback literal", `password = project.findProperty("repoPassword") ?: "${PW}"`, PW);
push("function key", `curl "https://fn.azurewebsites.net/api/hook?code=${KEY}=="`, KEY);
push("dotted halves", `DB_PASSWORD: ${fake(5, ALNUM, seed++)}7.${fake(6, ALNUM, seed++)}8`, "");
push(
  "form tail",
  `username=dana&password=${encodeURIComponent("Xy7" + fake(8, ALNUM, seed++) + "&=?")}&x=1`,
  "%26%3D%3F",
);

const CLEAN: Array<[string, string]> = [
  ["sha list", [40, 40, 40].map((n, i) => fake(n, HEX, 950 + i)).join("\n")],
  ["value then word", `API_KEY=${KEY}\nDone in 3.2s`.replace(KEY, "${API_KEY}")],
  ["env then EOF", "cat > .env <<EOF\nNODE_ENV=production\nEOF"],
  ["commit after label", "Commit SHA of the token fix:\n" + fake(40, HEX, 960)],
  ["fingerprint label", "The key fingerprint is:\n" + fake(43, BASE64, 961)],
  ["key id label", "Key ID:\n" + fake(16, HEX, 962).toUpperCase()],
  [
    "public key block",
    "public_key: |\n  " + fake(64, BASE64, 963) + "\n  " + fake(40, BASE64, 964),
  ],
  ["cert block", "tls.crt: |\n  " + fake(64, BASE64, 965) + "\n  " + fake(64, BASE64, 966)],
  ["help block", "token_help: >-\n  Create a token in the settings\n  and paste it below."],
  ["script block", "script: |\n  npm ci\n  npm test"],
  ["identify user", `analytics.identify("${fake(32, HEX, 967)}", { plan: "pro" })`],
  ["track event", 'analytics.track("Order Completed", { total: 12 })'],
  ["sdk from env", "analytics.load(process.env.SEGMENT_WRITE_KEY);"],
  ["curl user prompt", "curl -u deploy: https://x.acme.io"],
  ["flag prose", "fix -token handling; use -secret flags sparingly"],
  ["passin file", "openssl rsa -in k.pem -passin file:pass.txt"],
  ["echo env to stdin", 'echo "$DB_PASSWORD" | docker login -u ci --password-stdin'],
  ["setProperty user", 'System.setProperty("mail.smtp.user", "deploy");'],
  ["jwt from env", "jwt.sign(payload, process.env.JWT_SECRET)"],
  ["token prose", "the token expired after 3600 seconds"],
  ["pass result", '{"pass": true, "fail": 0}'],
  ["fallback of a title", `title = opts.title ?? "${KEY}"`],
  ["echo into jq", `echo '{"ok": true}' | jq .token`],
  ["sdk create", `stripe.customers.create("${fake(24, ALNUM, 971)}")`],
  ["dotted names", "password: config.db1.password2"],
  ["default db url", "DATABASE_URL=postgres://postgres:postgres@localhost:5432/app_dev"],
  ["secret listing dates", "NAME            UPDATED\nNPM_TOKEN       2026-01-02"],
];

for (const c of SECRETS.filter((c) => c.pieces.some((p) => p !== ""))) {
  Deno.test(`shape caught: ${c.label}`, () => {
    for (const text of [c.text, asRecord(c.text)]) {
      const out = redact(text).text;
      assert.ok(piecesGone(out, c.pieces, text), `${c.label}: a piece survives`);
    }
  });
}

Deno.test("shape caught: the SDK key and the dotted halves go whole", () => {
  const hex = fake(32, HEX, 980);
  assert.equal(redact(`mixpanel.init("${hex}")`).text, 'mixpanel.init("[REDACTED]")');
  const dotted = `DB_PASSWORD: ${fake(5, ALNUM, 981)}7.${fake(6, ALNUM, 982)}8`;
  assert.equal(redact(dotted).text, "DB_PASSWORD: [REDACTED]");
});

Deno.test("shape caught: each wrapped piece is replaced on its own line", () => {
  const { text } = wrapped("GITHUB_TOKEN=", "gh" + "p_" + fake(36, ALNUM, 990), 30);
  assert.equal(redact(text).text, "GITHUB_TOKEN=[REDACTED]\n[REDACTED]");
});

for (const [label, text] of CLEAN) {
  Deno.test(`shape left alone: ${label}`, () => {
    assert.equal(redact(text).text, text);
    assert.equal(redact(asRecord(text)).text, asRecord(text));
  });
}
