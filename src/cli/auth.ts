/**
 * `ctx auth`: connect this machine to a team server. The key is read without echo (or from
 * stdin with `--stdin`), checked against the server (`CTX_API_URL`, else the server of the key
 * already saved), then saved in the keychain together with that server's URL: it is sent to
 * that server only.
 */
import type { Command } from "commander";
import type { Deps } from "../deps.ts";
import { ConfigError } from "../errors.ts";
import type { OpenStore } from "../team/mod.ts";
import type { Cli, ExitCode } from "./_program.ts";

export function defineAuth(program: Command, cli: Cli): void {
  program.command("auth")
    .description("connect to a team server: check the team key, then save it in the keychain")
    .option("--stdin", "read the key from stdin instead of asking")
    .option("--status", "show the team, plan, usage and the masked key")
    .option("--logout", "delete the saved team key")
    .option("--json", "print --status as JSON")
    .action(cli.action((opts: Record<string, unknown>) => authCommand(cli.deps(), opts)));
}

export interface AuthOptions {
  stdin?: boolean;
  status?: boolean;
  logout?: boolean;
  json?: boolean;
}

/** Test seams: the secret store and the no-echo prompt. */
export interface AuthSeams {
  openStore?: OpenStore;
  prompt?: () => Promise<string>;
}

export async function authCommand(
  deps: Deps,
  opts: AuthOptions,
  seams: AuthSeams = {},
): Promise<ExitCode> {
  const { authServer, checkKeyShape, formatStatus, TEAM_SECRET, teamStatus, verifyAndSaveKey } =
    await import("../team/mod.ts");
  const openStore = seams.openStore ??
    (async () => (await import("../keychain/mod.ts")).openSecretStore(deps));
  const { output, config } = deps;
  if (opts.status) {
    const status = await teamStatus(config, openStore, deps);
    if (opts.json) {
      // The server's answer uses the API's snake_case; ctx's JSON output is camelCase.
      const { me, ...rest } = status;
      const team = me ? { teamId: me.team_id, name: me.name, plan: me.plan, usage: me.usage } : {};
      output.json({ ...rest, ...(me ? { me: team } : {}) });
    } else for (const line of formatStatus(status)) output.out(line);
    return status.connected ? 0 : 1;
  }
  if (opts.logout) {
    const store = await openStore();
    const deleted = await store.delete(TEAM_SECRET);
    output.out(deleted ? `Removed the team key from ${store.label}` : "No team key was saved");
    if (config.team.apiKey) {
      output.err("CTX_API_KEY is still set in this environment and keeps being used");
    }
    return 0;
  }
  // The server first: no key is asked for when there is nowhere (or no safe way) to check it.
  const store = await openStore();
  const apiUrl = await authServer(config, store);
  let key: string;
  if (opts.stdin) {
    key = firstLine(await deps.readStdin());
  } else {
    if (!output.stdinIsTty) {
      throw new ConfigError("Cannot ask for the team key: stdin is not a terminal", {
        hint: "pipe it instead: printf '%s' \"$KEY\" | ctx auth --stdin (or set CTX_API_KEY)",
      });
    }
    key = firstLine(await (seams.prompt ?? promptKey)());
  }
  if (!key) {
    throw new ConfigError("No team key given", {
      hint: "paste the key printed by ctx serve create-team or ctx serve add-key",
    });
  }
  checkKeyShape(key);
  output.err(`Checking the key with ${apiUrl} …`);
  const me = await verifyAndSaveKey(key, { apiUrl, store, fetch: deps.fetch, signal: deps.signal });
  output.out(
    `Connected to team "${me.name}" (${me.team_id}); ` +
      `key saved in ${store.label}, for ${apiUrl} only`,
  );
  if (config.team.apiKey) {
    output.err("Note: CTX_API_KEY is set in this environment and takes precedence");
  }
  return 0;
}

function firstLine(text: string): string {
  return text.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== "") ?? "";
}

async function promptKey(): Promise<string> {
  const { password } = await import("@inquirer/prompts");
  // No mask: nothing is echoed, not even the length of the key.
  return await password({ message: "Team API key (input hidden):" });
}
