import assert from "node:assert/strict";
import { memoryOutput } from "../../src/output.ts";
import { redactCommand } from "../../src/cli/redact.ts";
import { runCtx, tempDir } from "../_helpers.ts";
import { ALNUM, fake } from "./_fakes.ts";

const gh = "gh" + "p_" + fake(36, ALNUM, 100);
const pg = "postgres://app:" + "Pg-Pass-9" + "@db.internal/prod";

Deno.test("ctx redact writes stdin redacted to stdout and reports rules on stderr", async () => {
  await using home = await tempDir();
  await using ctxHome = await tempDir();
  const stdin = `export GITHUB_TOKEN=${gh}\nDATABASE_URL=${pg}\nkeep me\n`;
  const run = await runCtx(["redact", "--report"], {
    env: { HOME: home.path, CTX_HOME: ctxHome.path },
    stdin,
  });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(
    run.stdout,
    "export GITHUB_TOKEN=[REDACTED]\nDATABASE_URL=postgres://app:[REDACTED]@db.internal/prod\nkeep me\n",
  );
  assert.equal(run.stderr, "github-token: 1\nconnection-string: 1\n");
  assert.ok(!run.stderr.includes(gh) && !run.stderr.includes("Pg-Pass-9"));
});

Deno.test("ctx redact passes clean text through byte for byte and says nothing on stderr", async () => {
  await using home = await tempDir();
  await using ctxHome = await tempDir();
  const stdin = "line one\n\n  indented\ttab\nünïcödé ✓\n\n";
  const run = await runCtx(["redact"], { env: { HOME: home.path, CTX_HOME: ctxHome.path }, stdin });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, stdin);
  assert.equal(run.stderr, "");
});

Deno.test("ctx redact writes nothing for empty input and reports no secrets", async () => {
  await using home = await tempDir();
  await using ctxHome = await tempDir();
  const run = await runCtx(["redact", "--report"], {
    env: { HOME: home.path, CTX_HOME: ctxHome.path },
    stdin: "",
  });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, "");
  assert.equal(run.stderr, "No secrets found\n");
});

Deno.test("redactCommand() writes its input back exactly: no newline added, none removed", async () => {
  const output = memoryOutput();
  await redactCommand({ output, readStdin: () => Promise.resolve(`token=${gh}`) }, {});
  assert.deepEqual(output.stdout, ["token=[REDACTED]"]);
  assert.deepEqual(output.stderr, []);
  const twice = memoryOutput();
  await redactCommand({ output: twice, readStdin: () => Promise.resolve("a\n\n") }, {
    report: true,
  });
  assert.deepEqual(twice.stdout, ["a\n\n"]);
  assert.deepEqual(twice.stderr, ["No secrets found"]);
});

Deno.test("ctx redact --report names the context, imported and decoded rules that fired, never a value", async () => {
  await using home = await tempDir();
  await using ctxHome = await tempDir();
  const pulumi = "pu" + "l-" + fake(40, "0123456789abcdef", 101);
  const auth = btoa("ci:" + "Tok3n-" + fake(8, ALNUM, 102));
  const stdin = `mysql -u root -pS3cret-${fake(6, ALNUM, 103)} shop\npulumi login ${pulumi}\n` +
    `{"auths": {"ghcr.io": {"auth": "${auth}"}}}\nPASSWORD_MIN_LENGTH=12\n`;
  const run = await runCtx(["redact", "--report"], {
    env: { HOME: home.path, CTX_HOME: ctxHome.path },
    stdin,
  });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(
    run.stdout,
    "mysql -u root -p[REDACTED] shop\npulumi login [REDACTED]\n" +
      '{"auths": {"ghcr.io": {"auth": "[REDACTED]"}}}\nPASSWORD_MIN_LENGTH=12\n',
  );
  assert.equal(
    run.stderr,
    "gitleaks:pulumi-api-token: 1\ncli-password: 1\nbase64-credential: 1\n",
  );
});

Deno.test("ctx redact runs with a bad variable it never reads; a command that reads it still stops", async () => {
  await using home = await tempDir();
  await using ctxHome = await tempDir();
  const env = { HOME: home.path, CTX_HOME: ctxHome.path, TEMPERATURE: "5", CTX_KEYCHAIN: "maybe" };
  const run = await runCtx(["redact"], { env, stdin: `token ${gh}\n` });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, "token [REDACTED]\n");
  assert.equal(run.stderr, "");
  // ctx auth reads the keychain setting: the bad value is named, with its hint, exit 2.
  const auth = await runCtx(["auth", "--logout"], { env });
  assert.equal(auth.code, 2, auth.stderr);
  assert.match(
    auth.stderr,
    /^error: Invalid CTX_KEYCHAIN="maybe".*\nhint: fix or unset CTX_KEYCHAIN/m,
  );
});
