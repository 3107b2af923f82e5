import assert from "node:assert/strict";
import { posix } from "node:path";
import { claudeConfigDirs, DEFAULTS, ENV_VARS, loadConfig } from "../src/config/mod.ts";
import { ConfigError } from "../src/errors.ts";

const LINUX = { os: "linux", home: "/home/a" } as const;

/** The ConfigError `loadConfig` throws for `env`, or a failed assertion when it does not throw. */
function configError(env: Record<string, string>, options: { os: string; home?: string } = LINUX) {
  try {
    loadConfig(env, options);
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error));
    return error;
  }
  assert.fail(`loadConfig accepted ${JSON.stringify(env)}`);
}

Deno.test("loadConfig() uses the defaults when the environment is empty", () => {
  const config = loadConfig({}, LINUX);
  assert.equal(config.vendorA.baseUrl, DEFAULTS.vendorABaseUrl);
  assert.equal(config.vendorB.baseUrl, DEFAULTS.vendorBBaseUrl);
  assert.equal(config.vendorC.baseUrl, DEFAULTS.vendorCBaseUrl);
  assert.equal(config.vendorA.apiKey, undefined);
  // No hosted team server: without CTX_API_URL there is no server to send anything to.
  assert.deepEqual(config.team, {
    apiKey: undefined,
    apiUrl: undefined,
    allowHttp: false,
    // The MCP server sends no query to a team server unless allowed.
    mcpSearch: false,
  });
  assert.equal(config.serveDb, undefined);
  assert.equal(config.backendAllowHttp, false);
  assert.equal(config.concurrency, undefined);
  assert.equal(config.maxChars, DEFAULTS.maxChars);
  assert.equal(config.temperature, DEFAULTS.temperature);
  assert.equal(config.topP, DEFAULTS.topP);
  assert.equal(config.sanitizeChat, true);
  assert.equal(config.userQueriesOnly, false);
  assert.equal(config.ctxHome, "/home/a/.local/share/ctx");
  assert.equal(config.keychain, "auto");
  assert.equal(config.cliBackend, DEFAULTS.cliBackend);
  assert.ok(Object.isFrozen(config));
});

Deno.test("loadConfig() trims a trailing slash from VENDORB_BASE_URL", () => {
  const config = loadConfig({ VENDORB_BASE_URL: "http://127.0.0.1:9/v1//" }, LINUX);
  assert.equal(config.vendorB.baseUrl, "http://127.0.0.1:9/v1");
});

Deno.test("loadConfig() names the variable when a number or switch is invalid", () => {
  const cases: [Record<string, string>, string][] = [
    [{ CTX_CONCURRENCY: "abc" }, 'Invalid CTX_CONCURRENCY="abc": expected a whole number'],
    [{ TEMPERATURE: "abc" }, 'Invalid TEMPERATURE="abc": expected a number from 0 to 2'],
    [
      { SANITIZE_CHAT: "maybe" },
      'Invalid SANITIZE_CHAT="maybe": expected 1, true, yes or on (to turn it on), ' +
      "0, false, no or off (to turn it off)",
    ],
    [{ CTX_API_ALLOW_HTTP: "please" }, 'Invalid CTX_API_ALLOW_HTTP="please": expected 1, true'],
    [{ CTX_BACKEND_ALLOW_HTTP: "sure" }, 'Invalid CTX_BACKEND_ALLOW_HTTP="sure": expected 1, true'],
  ];
  for (const [env, message] of cases) {
    const error = configError(env);
    assert.ok(error.message.startsWith(message), error.message);
    assert.equal(error.hint, `fix or unset ${Object.keys(env)[0]}`);
  }
});

Deno.test("loadConfig() rejects a URL carrying a user name or password, without printing it", () => {
  const cases: [Record<string, string>, string, string][] = [
    [{ CTX_API_URL: "https://u:s3cr3t-pass@team.example" }, "CTX_API_URL", "CTX_API_KEY"],
    [
      { VENDORA_BASE_URL: "https://s3cr3t-pass@api.example" },
      "VENDORA_BASE_URL",
      "VENDORA_API_KEY",
    ],
    [
      { VENDORC_BASE_URL: "http://:s3cr3t-pass@127.0.0.1:9/v1" },
      "VENDORC_BASE_URL",
      "VENDORC_API_KEY",
    ],
  ];
  for (const [env, name, keyVar] of cases) {
    const error = configError(env);
    assert.equal(
      error.message,
      `Invalid ${name}="…": expected an http(s) URL without a user name or password`,
    );
    assert.match(error.hint ?? "", new RegExp(`pass the key in ${keyVar}`));
    assert.ok(!`${error.message} ${error.hint}`.includes("s3cr3t"));
  }
  // A plain URL is still accepted as is.
  assert.equal(loadConfig({ CTX_BACKEND_ALLOW_HTTP: "yes" }, LINUX).backendAllowHttp, true);
  const ok = loadConfig({ CTX_API_URL: "https://team.example:8443/base" }, LINUX);
  assert.equal(ok.team.apiUrl, "https://team.example:8443/base");
});

Deno.test("loadConfig() requires CTX_HOME to be an absolute path", () => {
  const error = configError({ CTX_HOME: "relhome" });
  assert.equal(error.message, 'Invalid CTX_HOME="relhome": expected an absolute path');
  assert.match(error.hint ?? "", /CTX_HOME/);
  assert.equal(configError({ CTX_HOME: "./here" }).message.includes("absolute path"), true);
  assert.equal(loadConfig({ CTX_HOME: "/data/ctx" }, LINUX).ctxHome, "/data/ctx");
  const windows = { os: "windows", home: "C:\\Users\\a" };
  assert.equal(loadConfig({ CTX_HOME: "D:\\ctx" }, windows).ctxHome, "D:\\ctx");
  assert.match(configError({ CTX_HOME: "ctx" }, windows).message, /expected an absolute path/);
});

Deno.test("loadConfig() reads no variable missing from ENV_VARS (the list Codex is told to forward)", () => {
  const read = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_target, name) {
      if (typeof name === "string") read.add(name);
      return undefined;
    },
  });
  const config = loadConfig(env, { os: "linux", home: "/home/a" });
  loadConfig(env, { os: "windows", home: "C:\\Users\\a" });
  assert.deepEqual([...read].filter((n) => !(ENV_VARS as readonly string[]).includes(n)), []);
  assert.deepEqual(config.envSet, []);
  assert.deepEqual(
    loadConfig({ CTX_HOME: "/x", MODEL: "  ", VENDORA_API_KEY: "k" }, LINUX).envSet,
    ["VENDORA_API_KEY", "CTX_HOME"],
    "names of the variables set (blank counts as unset), never values",
  );
});

Deno.test("loadConfig() finds Cline's data folder as Cline does: CLINE_DATA_DIR, else $CLINE_DIR/data", () => {
  assert.equal(loadConfig({}, LINUX).clineDataDir, undefined, "unset: the reader's default");
  assert.equal(loadConfig({ CLINE_DIR: "/opt/cline" }, LINUX).clineDataDir, "/opt/cline/data");
  assert.equal(
    loadConfig({ CLINE_DIR: "/opt/cline", CLINE_DATA_DIR: "/srv/cline-data" }, LINUX).clineDataDir,
    "/srv/cline-data",
  );
  const windows = { os: "windows", home: "C:\\Users\\a" };
  assert.equal(loadConfig({ CLINE_DIR: "D:\\cline" }, windows).clineDataDir, "D:\\cline\\data");
  // A relative folder would depend on Cline's working folder: unset, and ctx still starts.
  assert.equal(loadConfig({ CLINE_DIR: "cline" }, LINUX).clineDataDir, undefined);
  assert.equal(
    loadConfig({ CLINE_DATA_DIR: "./d", CLINE_DIR: "/c" }, LINUX).clineDataDir,
    "/c/data",
  );
});

Deno.test("loadConfig() resolves a relative CLAUDE_CONFIG_DIR against the current folder, as Claude Code does, and keeps it to say so", () => {
  const absolute = loadConfig({ CLAUDE_CONFIG_DIR: "/srv/claude" }, LINUX);
  assert.equal(absolute.claudeConfigDir, "/srv/claude");
  assert.equal(absolute.claudeConfigDirRelative, undefined);
  assert.equal(absolute.cliEnv["CLAUDE_CONFIG_DIR"], "/srv/claude");
  for (const value of ["../claude-work", "~/.claude-work", ".claude"]) {
    const config = loadConfig({ CLAUDE_CONFIG_DIR: value }, LINUX);
    assert.equal(config.claudeConfigDir, posix.resolve(Deno.cwd(), value), value);
    assert.equal(config.claudeConfigDirRelative, value);
    // The subscription CLI runs in ctx's scratch folder: it is handed the folder ctx resolved.
    assert.equal(config.cliEnv["CLAUDE_CONFIG_DIR"], config.claudeConfigDir, value);
  }
  assert.equal(loadConfig({}, LINUX).claudeConfigDir, undefined);
  // A project's sessions are also looked for under its root, where claude is most often started.
  const relative = loadConfig({ CLAUDE_CONFIG_DIR: ".claude-work" }, LINUX);
  assert.deepEqual(claudeConfigDirs(relative, "/w/shop"), [
    posix.resolve(Deno.cwd(), ".claude-work"),
    "/w/shop/.claude-work",
  ]);
  assert.deepEqual(claudeConfigDirs(absolute, "/w/shop"), ["/srv/claude"]);
  assert.deepEqual(claudeConfigDirs(loadConfig({}, LINUX), "/w/shop"), []);
});

Deno.test("loadConfig() reads where OpenCode and Crush keep their data and config (blank is unset)", () => {
  const config = loadConfig({
    XDG_DATA_HOME: "/data",
    OPENCODE_DB: "opencode-dev.db",
    CRUSH_GLOBAL_CONFIG: "/cfg/crush",
    CRUSH_GLOBAL_DATA: " ",
  }, LINUX);
  assert.equal(config.xdgDataHome, "/data");
  assert.equal(config.opencodeDb, "opencode-dev.db");
  assert.equal(config.crushGlobalConfig, "/cfg/crush");
  assert.equal(config.crushGlobalData, undefined);
});

Deno.test("loadConfig() reads where Continue and GitHub Copilot CLI keep their files (CONTINUE_GLOBAL_DIR, COPILOT_HOME), unset by default", () => {
  const set = loadConfig(
    { HOME: "/home/a", CONTINUE_GLOBAL_DIR: " /data/continue ", COPILOT_HOME: "/data/copilot" },
    { os: "linux" },
  );
  assert.deepEqual(
    [set.continueGlobalDir, set.copilotHome],
    ["/data/continue", "/data/copilot"],
  );
  assert.deepEqual(set.envSet.filter((n) => n !== "HOME"), ["CONTINUE_GLOBAL_DIR", "COPILOT_HOME"]);
  const unset = loadConfig({ HOME: "/home/a", COPILOT_HOME: "" }, { os: "linux" });
  assert.deepEqual([unset.continueGlobalDir, unset.copilotHome], [undefined, undefined]);
});

Deno.test("loadConfig({ lenient }) loads the rest and throws a bad variable's error only where its subject is read", () => {
  const config = loadConfig({ TEMPERATURE: "5", CTX_BRIEF_TOKENS: "400", CTX_HOME: "rel" }, {
    ...LINUX,
    lenient: true,
  });
  assert.equal(config.briefTokens, 400);
  assert.equal(config.keychain, "auto");
  for (const read of [() => config.temperature, () => config.model]) {
    assert.throws(
      read,
      (e) => e instanceof ConfigError && /Invalid TEMPERATURE="5"/.test(e.message),
    );
  }
  assert.throws(() => config.ctxHome, /Invalid CTX_HOME="rel"/);
  // Without lenient, the first bad variable stops the load.
  assert.match(configError({ TEMPERATURE: "5" }).message, /TEMPERATURE/);
});
