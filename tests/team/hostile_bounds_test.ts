/**
 * The real CLI against a hostile team server: answers without end, listings without end, errors
 * that echo the key, redirects, and a second server that must never see the key.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { folderId } from "../../src/store/project.ts";
import {
  changesBody,
  json,
  meBody,
  plainFolder,
  pullEnv,
  snapshot,
  startScripted,
  wireInsight,
} from "./_hostile.ts";

const KEY = "ctxt_" + "S".repeat(40);
const MB = 1024 * 1024;

Deno.test("ctx pull stops reading an endless answer at 32 MB and says so", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  let sent = 0;
  await using server = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    // A JSON answer that never ends (it stops at 96 MB so an unbounded client still finishes).
    const chunk = new TextEncoder().encode(" ".repeat(MB));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"changes": ['));
      },
      pull(controller) {
        if (sent >= 96 * MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return new Response(body, { headers: { "content-type": "application/json" } });
  });
  const run = await runCtx(["pull"], { env: pullEnv(home, server.url, KEY), cwd });
  assert.equal(run.code, 7);
  assert.equal(
    run.stderr,
    `error: The team server "${server.url}/api/changes" sent more than 32 MB in one answer\n` +
      "hint: check that CTX_API_URL points at a ctx team server you trust\n",
  );
  assert.ok(sent < 96 * MB, `the client read all ${sent / MB} MB`);
});

Deno.test("ctx pull stops a listing that loops or stalls, and keeps the pages applied before", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  const id = folderId(cwd);
  const team = join(home, "ctx-home", "team", id);
  const listed = (server: { requests: Array<{ path: string }> }) =>
    server.requests.filter((r) => r.path.startsWith("/api/changes")).map((r) =>
      new URL(r.path, "http://x").searchParams.get("cursor")
    );
  // A cursor that comes back while more is said to follow: the listing would never end.
  await using looping = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    const n = url.searchParams.get("cursor") === null ? 1 : 2;
    return changesBody([wireInsight(id, n)], { cursor: "e1.again", more: true });
  });
  const loop = await runCtx(["pull"], { env: pullEnv(home, looping.url, KEY), cwd });
  assert.equal(loop.code, 7);
  assert.equal(
    loop.stderr,
    `error: The team server "${looping.url}/api/changes" sent the same page cursor twice\n` +
      "hint: check that CTX_API_URL points at a ctx team server you trust\n",
  );
  assert.deepEqual(listed(looping), [null, "e1.again"]);
  // The first page was applied (and its cursor kept) before the second was refused.
  assert.equal(Object.keys(await snapshot(team)).length, 1);

  // More said to follow, and nothing sent: no progress, never asked again.
  await using stalling = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    return changesBody([], { cursor: `e2.${url.searchParams.get("cursor") ?? 0}x`, more: true });
  });
  const stall = await runCtx(["pull"], { env: pullEnv(home, stalling.url, KEY), cwd });
  assert.equal(stall.code, 7);
  assert.equal(
    stall.stderr,
    `error: The team server "${stalling.url}/api/changes" said more changes follow but sent ` +
      "none\nhint: check that CTX_API_URL points at a ctx team server you trust\n",
  );
  assert.equal(listed(stalling).length, 1);
});

Deno.test("ctx pull and auth --status survive JSON nested 100,000 deep: an error, never a crash", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  const deep = "[".repeat(100_000) + "]".repeat(100_000);
  await using server = startScripted((_request, url) => {
    const text = url.pathname === "/api/teams/me"
      // Deep in a field no schema reads: dropped, the answer is still good.
      ? JSON.stringify(meBody()).replace(/\}$/, `,"extra":${deep}}`)
      // Deep where the insights are: not an answer of a team server.
      : `{"reset":false,"changes":${deep},"cursor":"e1.1","more":false}`;
    return new Response(text, { headers: { "content-type": "application/json" } });
  });
  const env = pullEnv(home, server.url, KEY);
  const status = await runCtx(["auth", "--status"], { env, cwd });
  assert.equal(status.code, 0, status.stderr);
  assert.match(status.stdout, /^team: acme \(tm_hostile\)$/m);
  const pull = await runCtx(["pull"], { env, cwd });
  assert.equal(
    pull.stderr,
    `error: Unexpected answer from the team server "${server.url}/api/changes"\n` +
      "hint: check that CTX_API_URL points at a ctx team server\n",
  );
  assert.equal(pull.code, 7);
});

Deno.test("an error that echoes the Authorization header never prints the key", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  let checked = false;
  await using server = startScripted((request, url) => {
    const header = request.headers.get("authorization") ?? "";
    if (url.pathname === "/api/teams/me" && !checked) {
      checked = true;
      return json({ error: { message: `Invalid key in "Authorization: ${header}"` } }, 401);
    }
    if (url.pathname === "/api/teams/me") return json(meBody());
    return json({ error: { message: `upstream said: ${header} (key ${header.slice(7)})` } }, 502);
  });
  const env = { ...pullEnv(home, server.url, KEY), CTX_API_KEY: "" };
  const auth = await runCtx(["auth", "--stdin"], { env, cwd, stdin: `${KEY}\n` });
  const pull = await runCtx(["pull"], { env: pullEnv(home, server.url, KEY), cwd });
  // Checked first, and without showing the output: a failure must not print the key either.
  for (const text of [auth.stdout, auth.stderr, pull.stdout, pull.stderr]) {
    assert.ok(!text.includes(KEY.slice(5)), "the key was printed");
  }
  assert.equal(auth.code, 7);
  assert.match(
    auth.stderr,
    /rejected the key: Invalid key in "Authorization: Bearer \[REDACTED\]"/,
  );
  assert.equal(pull.code, 7);
  assert.match(
    pull.stderr,
    /answered 502: upstream said: Bearer \[REDACTED\] \(key \[REDACTED\]\)/,
  );
  // The key went only where it was meant to: the server that was asked.
  assert.ok(server.requests.every((r) => r.authorization === `Bearer ${KEY}`));
});

Deno.test("a key split by escape sequences is never printed whole: errors, redirects, answers", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  // The halves are too short to look like a key on their own; removing the sequences joins them.
  const split = (header: string | null) => {
    const key = (header ?? "").replace(/^Bearer /, "");
    return `${key.slice(0, 8)}\x1b[0m${key.slice(8, 24)}\x1b]0;x\x07${key.slice(24)}`;
  };
  let mode: "error" | "redirect" = "error";
  await using server = startScripted((request, url) => {
    const key = split(request.headers.get("authorization"));
    if (url.pathname === "/api/teams/me") return json(meBody({ name: `acme ${key}` }));
    if (mode === "redirect") {
      // A header cannot carry ESC; an 8-bit CSI (0x9b, an obs-text byte) passes HTTP.
      const location = `/moved?k=${
        key.replaceAll("\x1b[0m", "\x9b0m").replaceAll("\x1b]0;x\x07", "")
      }`;
      return new Response(null, { status: 302, headers: { location } });
    }
    return json({ error: { message: `no such project for key ${key}` } }, 404);
  });
  const env = pullEnv(home, server.url, KEY);
  const status = await runCtx(["auth", "--status"], { env, cwd });
  const failed = await runCtx(["pull"], { env, cwd });
  mode = "redirect";
  const redirected = await runCtx(["pull"], { env, cwd });
  for (const run of [status, failed, redirected]) {
    assert.ok(!(run.stdout + run.stderr).includes(KEY.slice(5)), "the key was printed");
  }
  assert.equal(status.code, 0, status.stderr);
  assert.match(status.stdout, /^team: acme \[REDACTED\] \(tm_hostile\)$/m);
  assert.equal(failed.code, 7);
  assert.match(failed.stderr, /answered 404: no such project for key \[REDACTED\]\n/);
  assert.equal(redirected.code, 7);
  assert.match(redirected.stderr, /redirected to "\/moved\?k=\[REDACTED\]"/);
});

Deno.test("a key echoed in disguise (base64, percent, hex, invisible characters) is never printed or stored", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  const key = "ctxt_Q7bXk2LmP9sVt4RwZ8yNc3HdJ6fGa1Ue5KoTi0Br";
  const secret = key.slice(5);
  const forms = [
    btoa(`Bearer ${key}`),
    btoa(`:${key}`).replace(/=+$/, ""),
    [...key].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(""),
    [...key].map((c) => c.charCodeAt(0).toString(16)).join(""),
    `${key.slice(0, 20)}\u200b${key.slice(20)}`,
    `${key.slice(0, 9)}\u00ad${key.slice(9, 30)}\u2060${key.slice(30)}`,
  ];
  let form = "";
  let failing = false;
  await using server = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody({ name: `acme ${form}` }));
    if (failing) return json({ error: { message: `bad project for ${form}` } }, 400);
    const insight = wireInsight(folderId(cwd), 1, { title: `Echo ${form}`, summary: form });
    return changesBody([insight]);
  });
  const env = pullEnv(home, server.url, key);
  const shows = (text: string) => text.replace(/[^0-9A-Za-z]/g, "").includes(secret);
  for (form of forms) {
    failing = false;
    const status = await runCtx(["auth", "--status"], { env, cwd });
    const pull = await runCtx(["pull"], { env, cwd });
    const search = await runCtx(["search", "withheld"], { env, cwd });
    failing = true;
    const failed = await runCtx(["pull"], { env, cwd });
    for (const run of [status, pull, search, failed]) {
      assert.ok(!shows(run.stdout + run.stderr), `the key was printed (${JSON.stringify(form)})`);
    }
    const stored = Object.values(await snapshot(join(home, "ctx-home", "team"))).join("\n");
    assert.ok(!shows(stored), `the key was stored (${JSON.stringify(form)})`);
    assert.equal(status.code, 0, status.stderr);
    assert.match(status.stdout, /^team: \[withheld: it contained the team key\] \(tm_hostile\)$/m);
    assert.equal(pull.code, 0, pull.stderr);
    assert.match(search.stdout, /\[withheld: it contained the team key\]/);
    assert.equal(failed.code, 7);
    assert.match(failed.stderr, /answered 400: \[withheld: it contained the team key\]\n/);
  }
});

Deno.test("a second server never sees the key: another CTX_API_URL, a redirect, an env key without its URL", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  await using second = startScripted(() => json(meBody()));
  await using first = startScripted((_request, url) => {
    if (url.pathname === "/api/teams/me") return json(meBody());
    return new Response(null, {
      status: 307,
      headers: { location: `${second.url}${url.pathname}${url.search}` },
    });
  });
  const env = { ...pullEnv(home, first.url, KEY), CTX_API_KEY: "" };
  const auth = await runCtx(["auth", "--stdin"], { env, cwd, stdin: KEY });
  assert.equal(auth.code, 0, auth.stderr);
  assert.match(auth.stdout, new RegExp(`key saved in .*, for ${first.url} only`));

  // Another CTX_API_URL: refused before any request, with the way out.
  const elsewhere = { ...env, CTX_API_URL: second.url };
  for (const command of [["pull"], ["push"], ["auth", "--status"]]) {
    const run = await runCtx(command, { env: elsewhere, cwd });
    assert.equal(run.code, 2, `${command.join(" ")}: ${run.stderr}`);
    const expected =
      `error: The saved team key belongs to "${first.url}", not to CTX_API_URL "${second.url}": ` +
      "ctx sends a key only to the server it was checked with\n" +
      "hint: run ctx auth to connect to the new server, or unset CTX_API_URL\n";
    assert.ok(run.stderr.endsWith(expected), run.stderr);
  }
  // The first server redirects: not followed.
  const redirected = await runCtx(["pull"], { env, cwd });
  assert.equal(redirected.code, 7);
  assert.match(
    redirected.stderr,
    /redirected to "http:\/\/127\.0\.0\.1:\d+\/api\/(teams\/me|changes\?)/,
  );
  assert.match(redirected.stderr, /ctx does not follow redirects/);
  // CTX_API_KEY without CTX_API_URL goes nowhere, not even to the saved key's server.
  const envKey = await runCtx(["pull"], {
    env: { ...env, CTX_API_URL: "", CTX_API_KEY: KEY },
    cwd,
  });
  assert.equal(envKey.code, 2);
  assert.match(envKey.stderr, /^error: CTX_API_KEY is set but CTX_API_URL is not/);

  assert.deepEqual(second.requests, []);
  assert.ok(first.requests.every((r) => r.authorization === `Bearer ${KEY}`));
});

Deno.test("team commands without a configured server say how to configure one and send nothing", async () => {
  await using dir = await tempDir();
  const { home, cwd } = await plainFolder(dir.path);
  const env = { HOME: home, CTX_HOME: join(home, "ctx-home"), CTX_KEYCHAIN: "off" };
  for (const command of [["pull"], ["push"], ["auth", "--stdin"]]) {
    const run = await runCtx(command, { env, cwd, stdin: KEY });
    assert.equal(run.code, 2, `${command.join(" ")}: ${run.stderr}`);
    assert.equal(
      run.stderr,
      "error: No team server configured: CTX_API_URL is not set\n" +
        "hint: set CTX_API_URL to your team's server (run one with ctx serve, see docs/team-server.md), then run ctx auth\n",
    );
  }
  const status = await runCtx(["auth", "--status"], { env, cwd });
  assert.equal(status.code, 1);
  assert.equal(status.stdout, "Not connected to a team server (CTX_API_URL is not set)\n");
});
