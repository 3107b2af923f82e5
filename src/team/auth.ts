/**
 * The team key on this machine: `CTX_API_KEY` (CI, containers) wins over the key saved by
 * `ctx auth` in the secret store under "team-api-key". A key is saved only after the server
 * accepted it.
 */
import type { Config } from "../config.ts";
import { ConfigError, TeamError } from "../errors.ts";
import type { SecretStore } from "../keychain/types.ts";
import { looksLikeKey, maskKey } from "./_keys.ts";
import type { TeamMe } from "./_protocol.ts";
import { TeamClient } from "./client.ts";

export const TEAM_SECRET = "team-api-key";

export interface TeamCredentials {
  apiUrl: string;
  apiKey: string;
  /** `CTX_API_KEY` or the secret store's label. */
  source: string;
}

/** Opens the secret store only when needed (`CTX_API_KEY` set means never). */
export type OpenStore = () => Promise<SecretStore>;

/** The key and server to use; `undefined` when no key is configured anywhere. */
export async function findCredentials(
  config: Pick<Config, "team">,
  openStore: OpenStore,
): Promise<TeamCredentials | undefined> {
  if (config.team.apiKey) {
    return { apiUrl: config.team.apiUrl, apiKey: config.team.apiKey, source: "CTX_API_KEY" };
  }
  const store = await openStore();
  const saved = await store.get(TEAM_SECRET);
  if (!saved) return undefined;
  return { apiUrl: config.team.apiUrl, apiKey: saved, source: store.label };
}

/** Like `findCredentials`, but a missing key is an error that says how to add one. */
export async function requireCredentials(
  config: Pick<Config, "team">,
  openStore: OpenStore,
): Promise<TeamCredentials> {
  const found = await findCredentials(config, openStore);
  if (found) return found;
  throw new TeamError("No team key: this machine is not connected to a team server", {
    code: "team.no_key",
    exitCode: 2,
    hint: "run ctx auth (or set CTX_API_KEY), and CTX_API_URL for a self-hosted server",
  });
}

export interface ClientDeps {
  fetch: typeof fetch;
  signal?: AbortSignal;
}

/** Check a key against `GET /api/teams/me`, then save it. Nothing is saved when it fails. */
export async function verifyAndSaveKey(
  key: string,
  options: { apiUrl: string; store: SecretStore } & ClientDeps,
): Promise<TeamMe> {
  const clean = key.trim();
  if (!looksLikeKey(clean)) {
    throw new ConfigError("That is not a team key: expected ctxt_ followed by letters and digits", {
      hint: "copy the whole key printed by ctx serve create-team or add-key",
    });
  }
  const me = await new TeamClient({ ...options, apiKey: clean }).me();
  await options.store.set(TEAM_SECRET, clean);
  return me;
}

export interface TeamStatus {
  connected: boolean;
  apiUrl: string;
  keySource?: string;
  maskedKey?: string;
  me?: TeamMe;
}

/** What `ctx auth --status` shows. Never the key, only its masked form. */
export async function teamStatus(
  config: Pick<Config, "team">,
  openStore: OpenStore,
  deps: ClientDeps,
): Promise<TeamStatus> {
  const credentials = await findCredentials(config, openStore);
  if (!credentials) return { connected: false, apiUrl: config.team.apiUrl };
  const me = await new TeamClient({ ...deps, ...credentials }).me();
  return {
    connected: true,
    apiUrl: credentials.apiUrl,
    keySource: credentials.source,
    maskedKey: maskKey(credentials.apiKey),
    me,
  };
}

/** Text lines of a status, for humans. */
export function formatStatus(status: TeamStatus): string[] {
  if (!status.connected || !status.me) {
    return [`Not connected to a team server (${status.apiUrl})`];
  }
  const { me } = status;
  const u = me.usage;
  return [
    `team: ${me.name} (${me.team_id})`,
    `server: ${status.apiUrl}`,
    `plan: ${me.plan}`,
    `usage: ${u.insights}/${u.limits.insights} insights, ${u.projects}/${u.limits.projects} projects, ${u.members}/${u.limits.members} members`,
    `key: ${status.maskedKey} (from ${status.keySource})`,
  ];
}
