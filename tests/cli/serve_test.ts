import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { cliEnv, runCtx, runInTerminal, tempDir } from "../_helpers.ts";

Deno.test("ctx serve on a port already in use says the port is taken, with a hint, and creates no database", async () => {
  await using dir = await tempDir();
  using taken = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (taken.addr as Deno.NetAddr).port;
  const db = join(dir.path, "server-data", "server.sqlite");
  const run = await runCtx(["serve", "--port", String(port), "--db", db], {
    env: cliEnv(dir.path),
  });
  assert.equal(run.code, 2, run.stderr);
  assert.equal(
    run.stderr.split("\n")[0],
    `error: Cannot listen on 127.0.0.1:${port}: the port is taken`,
  );
  assert.match(run.stderr, /^hint: stop the program using port \d+, or pass another one/m);
  assert.doesNotMatch(run.stderr, /bug in ctx|AddrInUse/);
  // The database is opened only once the port is bound: a failed start leaves nothing behind.
  assert.equal(existsSync(join(dir.path, "server-data")), false, "a database folder was created");
  const fallback = await runCtx(["serve", "--port", String(port)], { env: cliEnv(dir.path) });
  assert.equal(fallback.code, 2, fallback.stderr);
  assert.equal(existsSync(join(dir.path, "ctx-home", "team-server.sqlite")), false);
});

Deno.test("ctx serve admin commands refuse a database that does not exist and create none", async () => {
  await using dir = await tempDir();
  const typo = join(dir.path, "sevrer.sqlite");
  for (
    const args of [
      ["serve", "list-teams", "--db", typo],
      ["serve", "list-keys", "--db", typo],
      ["serve", "add-key", "--team", "acme", "--db", typo],
      ["serve", "revoke-key", "ctxt_abc", "--db", typo],
    ]
  ) {
    const run = await runCtx(args, { env: cliEnv(dir.path) });
    assert.equal(run.code, 2, `${args[1]}: ${run.stderr}`);
    assert.match(
      run.stderr,
      new RegExp(
        `^error: Cannot open the team database "${typo}": no such file\nhint: check the --db path`,
      ),
    );
    assert.equal(run.stdout, "");
  }
  const left = [...Deno.readDirSync(dir.path)].map((e) => e.name);
  assert.deepEqual(left, [], "no database file was created");

  // Without --db: the default database does not exist before the first team either.
  const bare = await runCtx(["serve", "list-teams"], { env: cliEnv(dir.path) });
  assert.equal(bare.code, 2);
  assert.match(bare.stderr, /hint: create a team first \(ctx serve create-team NAME\)/);
});

Deno.test("ctx serve list-teams and list-keys print headers on a terminal, bare rows in a pipe", async () => {
  await using dir = await tempDir();
  const db = join(dir.path, "server.sqlite");
  const e = cliEnv(dir.path);
  assert.equal((await runCtx(["serve", "create-team", "acme", "--db", db], { env: e })).code, 0);
  const add = await runCtx(["serve", "add-key", "--team", "acme", "--label", "bob", "--db", db], {
    env: e,
  });
  assert.equal(add.code, 0, add.stderr);

  const piped = await runCtx(["serve", "list-teams", "--db", db], { env: e });
  assert.match(piped.stdout, /^tm_\w+\tacme\t\d{4}-\d\d-\d\dT[^\n]*\n$/);

  const teams = await runInTerminal(["serve", "list-teams", "--db", db], e);
  assert.equal(teams.code, 0, teams.text);
  const teamLines = teams.text.trimEnd().split("\n");
  assert.match(teamLines[0]!, /^ID {2,}NAME {2}CREATED$/);
  assert.match(teamLines[1]!, /^tm_\w+ {2}acme {2}\d{4}-/);

  const keys = await runInTerminal(["serve", "list-keys", "--db", db], e);
  const keyLines = keys.text.trimEnd().split("\n");
  assert.match(keyLines[0]!, /^ID {2,}TEAM {2,}PREFIX +LABEL {2,}STATE$/);
  assert.equal(keyLines.length, 3, keys.text);
  // The columns line up: every row has its state where the header says STATE.
  const at = keyLines[0]!.indexOf("STATE");
  for (const line of keyLines.slice(1)) assert.equal(line.slice(at), "active");
});

Deno.test("ctx serve runs with a bad client variable it does not read (CTX_API_URL, CTX_MCP_TEAM_SEARCH)", async () => {
  await using dir = await tempDir();
  const db = join(dir.path, "server.sqlite");
  const e = cliEnv(dir.path);
  assert.equal((await runCtx(["serve", "create-team", "acme", "--db", db], { env: e })).code, 0);
  // The database named by CTX_SERVE_DB, next to a client setting with a typo in the same shell.
  const typos: Array<Record<string, string>> = [
    { CTX_API_URL: "team.example.com" },
    { CTX_MCP_TEAM_SEARCH: "2" },
  ];
  for (const bad of typos) {
    const run = await runCtx(["serve", "list-teams"], { env: { ...e, CTX_SERVE_DB: db, ...bad } });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /\tacme\t/);
  }
  // CTX_SERVE_DB is still read by what reads it, and a client command still stops on the bad one.
  const client = await runCtx(["auth", "--status"], { env: { ...e, CTX_API_URL: "x" } });
  assert.equal(client.code, 2, client.stderr);
  assert.match(client.stderr, /Invalid CTX_API_URL/);
});
