import assert from "node:assert/strict";
import { ENV_VARS, type EnvVar, loadConfig } from "../../src/config/mod.ts";
import { mcpClients } from "../../src/assistants/mod.ts";
import { codexEnvVars } from "../../src/assistants/codex/mcp.ts";

const SERVER = { command: "/opt/ctx", args: ["mcp"] };

function client(id: string) {
  const found = mcpClients().find((c) => c.id === id);
  if (!found) throw new Error(`no client ${id}`);
  return found;
}

function config(env: Record<string, string>) {
  return loadConfig({ HOME: "/home/a", PATH: "/usr/bin", ...env }, { os: "linux" });
}

/** A valid value for every variable ctx reads (the type fails when one is added to config.ts). */
const VALID: Record<EnvVar, string> = {
  HOME: "/home/a",
  USERPROFILE: "C:\\Users\\a",
  PATH: "/usr/bin",
  Path: "/usr/bin",
  VENDORA_API_KEY: "k",
  VENDORA_BASE_URL: "http://127.0.0.1:1",
  VENDORB_API_KEY: "k",
  VENDORB_BASE_URL: "http://127.0.0.1:1",
  VENDORC_API_KEY: "k",
  VENDORC_BASE_URL: "http://127.0.0.1:1",
  CTX_BACKEND_ALLOW_HTTP: "1",
  CTX_API_KEY: "k",
  CTX_API_URL: "http://127.0.0.1:1",
  CTX_API_ALLOW_HTTP: "1",
  CTX_SERVE_DB: "postgres://ctx@127.0.0.1:5432/ctx",
  CTX_MCP_TEAM_SEARCH: "1",
  CTX_CONCURRENCY: "2",
  CTX_MAX_CHARS: "1000",
  CTX_BRIEF_TOKENS: "1500",
  MODEL: "m",
  REPAIR_MODEL: "m",
  TEMPERATURE: "0",
  TOP_P: "1",
  MAX_COMPLETION_TOKENS: "100",
  SANITIZE_CHAT: "1",
  EXTRACT_USER_QUERIES_ONLY: "0",
  DEBUG_LLM_OUTPUT: "0",
  CTX_HOME: "/data/ctx",
  CTX_INSTALL_DIR: "/home/a/bin",
  CTX_LAUNCHER: "/home/a/bin/ctx",
  CTX_CLI_BACKEND: "claude",
  CTX_KEYCHAIN: "off",
  CLAUDE_CONFIG_DIR: "/c",
  CODEX_HOME: "/x",
  CLINE_DIR: "/cline",
  CLINE_DATA_DIR: "/cline/data",
  CONTINUE_GLOBAL_DIR: "/continue",
  COPILOT_HOME: "/copilot",
  QWEN_HOME: "/qwen",
  QWEN_RUNTIME_DIR: "/qwen-runtime",
  GOOSE_PATH_ROOT: "/goose",
  XDG_CONFIG_HOME: "/cfg",
  XDG_DATA_HOME: "/data",
  OPENCODE_DB: "/data/opencode/opencode.db",
  CRUSH_GLOBAL_CONFIG: "/cfg/crush",
  CRUSH_GLOBAL_DATA: "/data/crush",
  APPDATA: "/appdata",
  LOCALAPPDATA: "/localappdata",
  DBUS_SESSION_BUS_ADDRESS: "unix:path=/run/user/1/bus",
  NO_COLOR: "1",
};

Deno.test("codexEnvVars() lists every ctx variable that is set, except the ones Codex passes anyway", () => {
  const listed = codexEnvVars(loadConfig(VALID, { os: "linux" }).envSet);
  // Straight from config.ts's own list: a variable added there is forwarded without a change here.
  assert.deepEqual(
    listed,
    ENV_VARS.filter((n) =>
      !["HOME", "USERPROFILE", "PATH", "Path", "NO_COLOR", "CTX_LAUNCHER"].includes(n)
    ),
  );
  assert.deepEqual(codexEnvVars(config({}).envSet), [], "nothing set: nothing listed");
});

Deno.test("Codex merge keeps the user's fields and every env_vars name they listed, even a ctx variable not set here, and adds ctx's variables set now", () => {
  const existing = {
    command: "/old/ctx",
    args: ["mcp"],
    startup_timeout_sec: 30,
    env: { FOO: "bar" },
    env_vars: [
      "GEM_HOME",
      "XDG_RUNTIME_DIR", // written by earlier ctx versions; ctx does not read it
      "VENDORB_API_KEY", // a ctx variable not set here (the user keeps it where Codex runs)
      { name: "VENDORA_API_KEY", source: "local" }, // the user's own form: kept as written
    ],
  };
  const merged = client("codex").merge(
    existing,
    SERVER,
    config({ CTX_HOME: "/data/ctx", VENDORA_API_KEY: "sk-a-never-written-0123" }),
  );
  assert.deepEqual(merged, {
    command: "/opt/ctx",
    args: ["mcp"],
    startup_timeout_sec: 30,
    env: { FOO: "bar" },
    env_vars: [
      "GEM_HOME",
      "VENDORB_API_KEY",
      { name: "VENDORA_API_KEY", source: "local" },
      "CTX_HOME",
    ],
  });
  assert.ok(!JSON.stringify(merged).includes("sk-a-never"), "names only, never values");
  assert.deepEqual(client("codex").merge(undefined, SERVER, config({})), SERVER);
});

Deno.test("Zed merge follows Zed's schema: drops the obsolete source, keeps env", () => {
  const merged = client("zed").merge(
    { source: "custom", command: "/old", args: ["mcp"], env: { A: "1" }, enabled: false },
    SERVER,
    config({}),
  );
  assert.deepEqual(merged, { command: "/opt/ctx", args: ["mcp"], env: { A: "1" }, enabled: false });
});

Deno.test("JSON clients keep every field the user added except command and args", () => {
  const merged = client("claude-code").merge(
    { type: "stdio", command: "/old", args: ["old"], env: { A: "1" }, timeout: 5000 },
    SERVER,
    config({}),
  );
  assert.deepEqual(merged, {
    type: "stdio",
    command: "/opt/ctx",
    args: ["mcp"],
    env: { A: "1" },
    timeout: 5000,
  });
});
