import assert from "node:assert/strict";
import { CLEAN_CASES } from "./_corpus.ts";
import { allRules } from "../../src/redact/_rules.ts";
import { containsSecret, redact, redactDeep } from "../../src/redact/mod.ts";
import {
  ALNUM,
  BASE64,
  BASE64URL,
  fake,
  fakeJwt,
  fakePem,
  HEX,
  pemLine,
  UPPER_DIGITS,
} from "./_fakes.ts";

const RULES = allRules();

const R = "[REDACTED]";

interface Hit {
  rule: string;
  /** Text before the secret, the secret, text after it. */
  parts: [string, string, string];
}

function hit(rule: string, before: string, secret: string, after = ""): Hit {
  return { rule, parts: [before, secret, after] };
}

const pemRsa = fakePem("RSA ", "\n", 1);
const pemSsh = fakePem("OPENSSH ", "\n", 2);
const pemEncrypted = fakePem("ENCRYPTED ", "\n", 3);
const pemEc = fakePem("EC ", "\r\n", 4);
const pemJson = fakePem("", "\\n", 5);

/** One realistic hit per family (several for the wide ones). */
const HITS: Hit[] = [
  hit("aws-access-key-id", "export AWS_ACCESS_KEY_ID=", "AK" + "IA" + fake(16, UPPER_DIGITS), "\n"),
  hit("aws-access-key-id", '{"AccessKeyId": "', "AS" + "IA" + fake(16, UPPER_DIGITS, 2), '"}'),
  hit("aws-secret-access-key", "aws_secret_access_key = ", fake(40, BASE64, 3), "\n"),
  hit("aws-secret-access-key", '"SecretAccessKey": "', fake(40, BASE64, 4), '",'),
  hit("secret-assignment", 'api_key = "', fake(32), '"'),
  hit("secret-assignment", 'const client = new Client({ apiKey: "', fake(40, ALNUM, 5), '" });'),
  hit("secret-assignment", '{"api-key": "', fake(24, HEX, 6), '", "region": "eu"}'),
  hit("secret-assignment", "  client_secret: ", fake(30, BASE64URL, 7), "\n  scope: read"),
  hit("secret-assignment", "db.connect(host, password='", "Tr0ub4dor&3", "')"),
  hit("secret-assignment", "passwd = ", "hunter2hunter2", "\n"),
  hit("secret-assignment", "private_key: '", fake(48, BASE64, 8), "'"),
  hit("secret-assignment", 'token := "', fake(30, HEX, 9), '"'),
  hit("secret-assignment", '{\\"password\\": \\"', "s3cr3t-Pass", '\\"}'),
  hit("secret-assignment", 'api_key: str = "', fake(24, ALNUM, 57), '"'),
  hit("secret-assignment", 'const API_KEY: &str = "', fake(24, ALNUM, 58), '";'),
  hit("secret-assignment", "GET /callback?access_token=", fake(24, ALNUM, 10), "&state=xyz"),
  hit("authorization-bearer", 'curl -H "Authorization: Bearer ', fake(40, BASE64URL, 11), '" $URL'),
  hit("authorization-bearer", "authorization: bearer ", fake(32, ALNUM, 12), "\r\n"),
  hit("authorization-basic", "Authorization: Basic ", fake(24, BASE64, 13) + "==", "\n"),
  hit("curl-user", "curl -u admin:", "pa55w0rd!", " https://api.example.com/v1"),
  hit("jwt", "cookie session=", fakeJwt(14), "; Path=/"),
  hit("connection-string", "DATABASE_URL postgres://app:", "S3cretPw", "@db.internal:5432/prod"),
  hit("connection-string", "mysql://root:", "r00tpw", "@127.0.0.1/shop"),
  hit("connection-string", "mongodb+srv://svc:", "Mongo-Pw-1", "@cluster0.abcde.mongodb.net/app"),
  hit("connection-string", "redis://:", "redisPw99", "@cache:6379/0"),
  hit("connection-string", "amqp://guest:", "Rabbit77", "@mq.local:5672/vhost"),
  hit("url-password", "git clone https://deploy:", "gitPw12345", "@git.example.com/org/repo.git"),
  hit(
    "private-key",
    pemLine("BEGIN", "RSA ") + "\n",
    pemRsa.body,
    "\n" + pemLine("END", "RSA ") + "\n",
  ),
  hit(
    "private-key",
    pemLine("BEGIN", "OPENSSH ") + "\n",
    pemSsh.body,
    "\n" + pemLine("END", "OPENSSH "),
  ),
  hit(
    "private-key",
    pemLine("BEGIN", "ENCRYPTED ") + "\n",
    pemEncrypted.body,
    "\n" + pemLine("END", "ENCRYPTED "),
  ),
  hit(
    "private-key",
    pemLine("BEGIN", "EC ") + "\r\n",
    pemEc.body,
    "\r\n" + pemLine("END", "EC "),
  ),
  hit(
    "private-key",
    '{"private_key": "' + pemLine("BEGIN", "") + "\\n",
    pemJson.body,
    "\\n" + pemLine("END", "") + '\\n", "client_email": "x@y.iam"}',
  ),
  hit("private-key", "key was:\n" + pemLine("BEGIN", "RSA ") + "\n", pemRsa.body.slice(0, 300), ""),
  hit("github-token", "export GH_TOKEN_VALUE ", "gh" + "p_" + fake(36, ALNUM, 15), "\n"),
  hit("github-token", "remote: ", "gh" + "o_" + fake(36, ALNUM, 16), " "),
  hit("github-token", "(", "gh" + "u_" + fake(36, ALNUM, 17), ")"),
  hit("github-token", "x-access ", "gh" + "s_" + fake(36, ALNUM, 18), "."),
  hit("github-token", "refresh ", "gh" + "r_" + fake(36, ALNUM, 19), ""),
  hit(
    "github-token",
    "pat ",
    "github" + "_pat_" + fake(22, ALNUM, 20) + "_" + fake(59, ALNUM, 21),
    "",
  ),
  hit("github-token", "", "gh" + "p_" + "A".repeat(36), ""),
  hit(
    "gitlab-token",
    "PRIVATE-TOKEN ",
    "gl" + "pat-" + fake(20, BASE64URL.replace("-", ""), 22),
    "",
  ),
  hit("gitlab-token", "deploy ", "gl" + "dt-" + fake(20, ALNUM, 23), ""),
  hit("gitlab-token", "runner ", "gl" + "rt-" + fake(20, ALNUM, 24), ""),
  hit(
    "slack-token",
    "SLACK ",
    "xo" + "xb-" + "123456789012-1234567890123-" + fake(24, ALNUM, 25),
    "",
  ),
  hit("slack-token", "user ", "xo" + "xp-" + "123456789012-" + fake(30, ALNUM, 26), ""),
  hit("slack-token", "app ", "xo" + "xa-2-" + fake(30, ALNUM, 27), ""),
  hit("slack-token", "refresh ", "xo" + "xr-" + fake(30, ALNUM, 28), ""),
  hit("slack-token", "socket ", "xa" + "pp-1-A0123456789-" + fake(30, ALNUM, 29), ""),
  hit(
    "webhook-url",
    "POST https://hooks.slack.com/services/",
    "T0" + fake(8, UPPER_DIGITS, 30) + "/B0" + fake(8, UPPER_DIGITS, 31) + "/" +
      fake(24, ALNUM, 32),
    " ok",
  ),
  hit("stripe-key", "stripe.api_key_value ", "sk" + "_live_" + fake(24, ALNUM, 33), ""),
  hit("stripe-key", "restricted ", "rk" + "_live_" + fake(24, ALNUM, 34), ""),
  hit("stripe-key", "test mode ", "sk" + "_test_" + fake(24, ALNUM, 35), ""),
  hit("google-credential", "maps?key=", "AI" + "za" + fake(35, BASE64URL, 36), "&q=x"),
  hit(
    "azure-storage-key",
    "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=",
    fake(86, BASE64, 37) + "==",
    ";EndpointSuffix=core.windows.net",
  ),
  hit("npm-token", "//registry.npmjs.org/:_authToken=", "np" + "m_" + fake(36, ALNUM, 38), "\n"),
  hit("pypi-token", "password = ", "py" + "pi-AgEIcHlwaS5vcmc" + fake(60, BASE64URL, 39), "\n"),
  hit("huggingface-token", "login ", "hf" + "_" + fake(34, ALNUM, 40), ""),
  hit(
    "sendgrid-key",
    "SENDGRID ",
    "SG" + "." + fake(22, BASE64URL, 41) + "." + fake(43, BASE64URL, 42),
    "",
  ),
  hit("twilio-credential", "api key sid ", "SK" + fake(32, HEX, 43), ""),
  hit("digitalocean-token", "doctl auth init -t ", "do" + "p_v1_" + fake(64, HEX, 44), ""),
  hit("digitalocean-token", "oauth ", "do" + "o_v1_" + fake(64, HEX, 45), ""),
  hit("vault-token", "vault login ", "hv" + "s." + fake(90, BASE64URL, 46), ""),
  hit("vault-token", "X-Vault-Token: ", "s." + fake(24, ALNUM, 47), ""),
  hit("vendor-api-key", "client = OpenAI(api_key=", "sk" + "-" + fake(48, ALNUM, 48), ")"),
  hit("vendor-api-key", "key ", "sk" + "-proj-" + fake(60, BASE64URL, 49), ""),
  hit("vendor-api-key", "key ", "sk" + "-ant-api03-" + fake(90, BASE64URL, 50) + "AA", ""),
  hit("vendor-api-key", "key ", "nv" + "api-" + fake(64, BASE64URL, 51), ""),
  hit("vendor-api-key", "key ", "sk" + "-" + "a".repeat(48), ""),
  hit("bearer-token", "the call used Bearer ", fake(32, BASE64URL, 52), " and failed"),
  hit("env-assignment", "SOMETHING_SECRET=", "abc123def", "\n"),
  hit("env-assignment", "DB_PASSWORD=", "mydbpass", "\n"),
  hit("env-assignment", "export SERVICE_TOKEN=", fake(20, ALNUM, 53), "\n"),
  hit("env-assignment", "MAPBOX_KEY=", fake(24, ALNUM, 54), "\n"),
  hit("env-assignment", 'GCP_CREDENTIALS="', fake(30, BASE64, 55), '"\n'),
  hit("env-assignment", "docker run -e API_KEY=", fake(20, ALNUM, 56), " img"),
];

for (const { rule, parts } of HITS) {
  const [before, secret, after] = parts;
  Deno.test(`redact() replaces a ${rule} secret and keeps its context: ${before.trim().slice(0, 40)}`, () => {
    const { text, findings } = redact(before + secret + after);
    assert.equal(text, before + R + after);
    assert.ok(!text.includes(secret));
    assert.deepEqual(findings, [{ rule, count: 1 }]);
  });
}

Deno.test("redact() replaces a Twilio account sid together with the auth token next to it", () => {
  const sid = "AC" + fake(32, HEX, 60);
  const auth = fake(32, HEX, 61);
  const { text, findings } = redact(`curl -X POST https://api.twilio.com -u ${sid}:${auth}`);
  assert.equal(text, `curl -X POST https://api.twilio.com -u ${R}:${R}`);
  assert.deepEqual(findings, [{ rule: "twilio-credential", count: 2 }]);
});

Deno.test("redact() counts each rule once per secret across a mixed transcript", () => {
  const gh = "gh" + "p_" + fake(36, ALNUM, 62);
  const input = [
    "user: my deploy fails with",
    `  GITHUB_TOKEN=${gh}`,
    `  DATABASE_URL=postgres://app:Pg-pass-1@db/app`,
    "assistant: rotate the token and use the secrets manager",
  ].join("\n");
  const { text, findings } = redact(input);
  assert.equal(
    text,
    [
      "user: my deploy fails with",
      `  GITHUB_TOKEN=${R}`,
      `  DATABASE_URL=postgres://app:${R}@db/app`,
      "assistant: rotate the token and use the secrets manager",
    ].join("\n"),
  );
  assert.deepEqual(findings, [
    { rule: "github-token", count: 1 },
    { rule: "connection-string", count: 1 },
  ]);
});

Deno.test("redact() is idempotent on every hit and near miss", () => {
  const corpus = [...HITS.map((h) => h.parts.join("")), ...CLEAN_CASES];
  for (const input of [...corpus, corpus.join("\n")]) {
    const once = redact(input).text;
    const twice = redact(once);
    assert.equal(twice.text, once);
    assert.deepEqual(twice.findings, []);
  }
});

Deno.test("redact() reaches a fixed point when a replacement brings two secrets together", () => {
  // The long pre-shared key keeps the account sid and the auth token apart until it is redacted.
  // (Named `psk`: a word like `password` would make the auth token a nearby secret at once.)
  const sid = "AC" + fake(32, HEX, 63);
  const auth = fake(32, HEX, 64);
  const input = `${sid} psk="${fake(120, ALNUM, 65)}" ${auth}`;
  const once = redact(input);
  assert.equal(once.text, `${R} psk="${R}" ${R}`);
  assert.deepEqual(once.findings, [
    { rule: "twilio-credential", count: 2 },
    { rule: "secret-assignment", count: 1 },
  ]);
  assert.equal(redact(once.text).text, once.text);
});

Deno.test("containsSecret() is true exactly when redact() would change the text", () => {
  for (const { parts } of HITS) assert.equal(containsSecret(parts.join("")), true);
  assert.equal(containsSecret("nothing to see here"), false);
  assert.equal(containsSecret(""), false);
});

Deno.test("redactDeep() redacts every string in nested objects and arrays, keeping keys", () => {
  const gh = "gh" + "p_" + fake(36, ALNUM, 80);
  const input = {
    title: "Rotated the deploy token",
    body: `old value ${gh}`,
    tags: ["ci", `token=${gh}`],
    meta: { count: 3, ok: true, none: null, nested: { note: `Bearer ${gh}` } },
  };
  const out = redactDeep(input);
  assert.deepEqual(out, {
    title: "Rotated the deploy token",
    body: `old value ${R}`,
    tags: ["ci", `token=${R}`],
    meta: { count: 3, ok: true, none: null, nested: { note: `Bearer ${R}` } },
  });
  assert.equal(input.body, `old value ${gh}`, "the input is not mutated");
  assert.equal(redactDeep("plain"), "plain");
  assert.equal(redactDeep(42), 42);
});

Deno.test("redact() finishes on 5 MB of mixed text and on inputs built to make regexes backtrack", () => {
  const gh = "gh" + "p_" + fake(36, ALNUM, 90);
  const line = `const x = 1; // password: hunter22 and api_key = "abc" ${gh}\n`;
  const big = line.repeat(Math.ceil(5_000_000 / line.length));
  const { text, findings } = redact(big);
  const lines = big.length / line.length;
  assert.ok(!text.includes(gh));
  assert.deepEqual(findings, [
    { rule: "github-token", count: lines },
    { rule: "secret-assignment", count: lines },
  ]);
  const MB = 1_000_000;
  const hostile = [
    "a".repeat(MB),
    fake(MB, BASE64, 91),
    "password=".repeat(MB / 9),
    'password: "'.repeat(MB / 11),
    (pemLine("BEGIN", "RSA ") + "\n").repeat(MB / 32),
    "curl ".repeat(MB / 5),
    "https://user:".repeat(MB / 13),
    "eyJabcdefghij.".repeat(MB / 14),
    "vault ".repeat(MB / 6),
    "\\n".repeat(MB / 2),
    "-".repeat(MB),
    "KEY=".repeat(MB / 4),
  ];
  for (const input of hostile) assert.equal(typeof redact(input).text, "string");
});

Deno.test("redact() finishes on text that wakes every rule, imported ones included", () => {
  // Every keyword of every rule, each followed by a separator and a token-like run, so every
  // rule (ctx's own and gitleaks' translated ones) scans the whole text.
  const keywords = [...new Set(RULES.flatMap((r) => r.keywords))];
  const seps = ["=", " = ", ": ", '":"', "_", "-", ".", " ", "\\n", "%3D", ":"];
  const unit = keywords.map((k, i) =>
    k + seps[i % seps.length] + "a1B2".repeat(8) + seps[(i + 3) % seps.length]
  ).join("");
  const input = unit.repeat(Math.ceil(300_000 / unit.length));
  const { text } = redact(input);
  assert.ok(text.length > 0 && text.length <= input.length);
});
