/**
 * Project scope, end to end with the real CLI and real git repositories: a session belongs to
 * the innermost project containing its recorded cwd; `/` and `$HOME` are never projects; a
 * folder of repositories distills none of their sessions and says where they belong.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { type RecordedRequest, startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { gitInit } from "../store/_git.ts";
import { readStore } from "../../src/store/files.ts";
import { folderId } from "../../src/store/project.ts";
import { exists } from "../../src/fsutil.ts";

interface Scene extends AsyncDisposable {
  home: string;
  ctxHome: string;
  work: string;
  api: string;
  web: string;
  env: Record<string, string>;
}

/**
 * A temp HOME with `~/work` (not a repository) holding two repositories (`api`, `web`, made
 * with `git init`) and a plain folder (`notes`), with Claude Code sessions in each, one in
 * `~/work` itself and one in `~` itself.
 */
async function scene(): Promise<Scene> {
  const dir = await tempDir("ctx-scope-");
  const home = join(dir.path, "home");
  const work = join(home, "work");
  const api = await gitInit(join(work, "api"));
  const web = await gitInit(join(work, "web"));
  await Deno.mkdir(join(api, "src"), { recursive: true });
  await Deno.mkdir(join(work, "notes"), { recursive: true });
  const sessions: Array<[string, string]> = [
    ["s-api", api],
    ["s-api-src", join(api, "src")],
    ["s-web", web],
    ["s-notes", join(work, "notes")],
    ["s-work", work],
    ["s-home", home],
  ];
  for (const [id, cwd] of sessions) {
    await writeClaudeSession(home, { sessionId: id, cwd, marker: `MARK-${id.toUpperCase()}` });
  }
  const ctxHome = join(dir.path, "ctx-home");
  return {
    home,
    ctxHome,
    work,
    api,
    web,
    env: { HOME: home, CTX_HOME: ctxHome, CTX_KEYCHAIN: "off" },
    [Symbol.asyncDispose]: () => dir[Symbol.asyncDispose](),
  };
}

/** The markers of the sessions the vendor was sent. */
function sentMarkers(requests: RecordedRequest[]): string[] {
  const text = requests.map((r) => JSON.stringify(r.body)).join("\n");
  return [...new Set(text.match(/MARK-S-[A-Z-]+/g) ?? [])].sort();
}

Deno.test("ctx init in a folder of repositories distills none of their sessions and says where they belong", async () => {
  await using s = await scene();
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };

  const first = await runCtx(["init", "claude-code"], { env, cwd: s.work });
  assert.equal(first.code, 0, first.stderr);
  assert.deepEqual(sentMarkers(vendor.requests), ["MARK-S-NOTES", "MARK-S-WORK"]);
  assert.match(first.stdout, /Sessions found: 5\nDistilled: 2\n/);
  assert.match(first.stdout, /not this project's or ctx's own: 3/);
  for (const [root, n] of [[s.api, 2], [s.web, 1]] as const) {
    assert.ok(
      first.stderr.includes(
        `warning: Skipped ${
          n === 1 ? "1 session" : `${n} sessions`
        } of the project "${root}", a repository of its own ` +
          `inside "${s.work}": to distill ${n === 1 ? "it" : "them"} there, run: ctx init ` +
          `claude-code --project "${root}"`,
      ),
      first.stderr,
    );
  }
  const store = await readStore(join(s.ctxHome, "projects", folderId(s.work)));
  assert.deepEqual(store.summaries.map((x) => x.doc.sessionId).sort(), ["s-notes", "s-work"]);

  // A rerun pays nothing and still says where the other sessions belong.
  const again = await runCtx(["init", "claude-code"], { env, cwd: s.work });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(vendor.requests.length, 2);
  assert.match(again.stdout, /Unchanged \(already distilled\): 2\n/);
  assert.ok(again.stderr.includes(`of the project "${s.api}"`), again.stderr);

  // The command it suggests distills them into that repository's own store.
  const api = await runCtx(["init", "claude-code", "--project", s.api], { env, cwd: s.work });
  assert.equal(api.code, 0, api.stderr);
  assert.deepEqual(sentMarkers(vendor.requests.slice(2)), ["MARK-S-API", "MARK-S-API-SRC"]);
  assert.ok(!api.stderr.includes("Skipped"), api.stderr);
});

Deno.test("ctx init: a session in a repository nested inside a repository belongs to the inner one", async () => {
  await using s = await scene();
  await using vendor = await startFakeVendor("vendor-a");
  const lib = await gitInit(join(s.web, "vendor", "lib"));
  await writeClaudeSession(s.home, { sessionId: "s-lib", cwd: lib, marker: "MARK-S-LIB" });
  const env = { ...s.env, ...vendor.env() };
  const web = await runCtx(["init", "claude-code", "--local"], { env, cwd: s.web });
  assert.equal(web.code, 0, web.stderr);
  assert.deepEqual(sentMarkers(vendor.requests), ["MARK-S-WEB"]);
  assert.ok(web.stderr.includes(`of the project "${lib}"`), web.stderr);
});

Deno.test("ctx init in $HOME or / refuses: they are never projects, and nothing is sent or written", async () => {
  await using s = await scene();
  await using vendor = await startFakeVendor("vendor-a");
  const env = { ...s.env, ...vendor.env() };
  const inHome = await runCtx(["init", "claude-code"], { env, cwd: s.home });
  assert.equal(inHome.code, 2, inHome.stderr);
  assert.match(
    inHome.stderr,
    new RegExp(`error: No project: "${s.home}" is your home folder, not a project\n`),
  );
  assert.match(inHome.stderr, /hint: run ctx inside a project folder, or pass the project's/);
  const root = await runCtx(["init", "claude-code", "--project", "/"], { env, cwd: s.home });
  assert.equal(root.code, 2, root.stderr);
  assert.match(root.stderr, /error: No project: "\/" is the root of the file system/);
  assert.equal(vendor.requests.length, 0);
  assert.equal(await exists(s.ctxHome), false, "nothing written");

  // A home folder kept in git (dotfiles) is still not a project, and not the project of a
  // folder inside it.
  await gitInit(s.home);
  const dotfiles = await runCtx(["init", "claude-code"], { env, cwd: s.home });
  assert.equal(dotfiles.code, 2, dotfiles.stderr);
  const notes = await runCtx(["init", "claude-code", "--json"], {
    env,
    cwd: join(s.work, "notes"),
  });
  assert.equal(notes.code, 0, notes.stderr);
  assert.equal(JSON.parse(notes.stdout).project.root, join(s.work, "notes"));
  assert.deepEqual(sentMarkers(vendor.requests), ["MARK-S-NOTES"]);
});
