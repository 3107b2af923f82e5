/**
 * The team key on this machine, and the one server it may go to. `ctx auth` saves the key
 * together with the URL it was verified against (secret "team-api-key", value
 * `<key>@<url>`); that key is sent to that URL only. `CTX_API_KEY` (CI, containers) wins over
 * the saved key and goes only to `CTX_API_URL` from the same environment. There is no hosted
 * default server: with none configured, team commands say how to configure one.
 */
import type { Config } from "../config/mod.ts";
import { ConfigError, ERROR_CODES, TeamError } from "../errors.ts";
import type { SecretStore } from "../keychain/types.ts";
import { safeLine } from "../safe_text.ts";
import { normalizeServerUrl, refuseCleartext } from "../transport.ts";
import { looksLikeKey, maskKey } from "./_keys.ts";
import type { TeamMe } from "./_protocol.ts";
import { TeamClient } from "./client.ts";

/** A key as `ctx status` and `ctx auth` show it (its prefix and last characters). */
export { maskKey };

export const TEAM_SECRET = "team-api-key";

export interface TeamCredentials {
  apiUrl: string;
  apiKey: string;
  /** `CTX_API_KEY` or the secret store's label. */
  source: string;
}

/** Opens the secret store only when needed (`CTX_API_KEY` set means never). */
export type OpenStore = () => Promise<SecretStore>;

type TeamConfig = Pick<Config, "team">;

/** The saved secret: the key and the server it was verified against. */
export function encodeSavedKey(key: string, apiUrl: string): string {
  return `${key}@${normalizeServerUrl(apiUrl)}`;
}

/** The key and its server from a saved secret; no `apiUrl` for a key saved by an older ctx. */
export function decodeSavedKey(value: string): { apiKey: string; apiUrl?: string } {
  const match = /^(ctxt_[0-9A-Za-z]+)@(https?:\/\/\S+)$/.exec(value.trim());
  if (!match) return { apiKey: value.trim() };
  try {
    return { apiKey: match[1]!, apiUrl: normalizeServerUrl(match[2]!) };
  } catch {
    return { apiKey: match[1]! };
  }
}

/**
 * The key and server to use; `undefined` when no key is configured anywhere. Throws when the
 * configured server is not the one the key belongs to: the key is never sent elsewhere.
 */
export async function findCredentials(
  config: TeamConfig,
  openStore: OpenStore,
): Promise<TeamCredentials | undefined> {
  const { apiKey, apiUrl } = config.team;
  if (apiKey) {
    if (!apiUrl) {
      throw new ConfigError(
        "CTX_API_KEY is set but CTX_API_URL is not: a team key from the environment goes only to the server named beside it",
        { hint: "set CTX_API_URL to your team server's URL", code: ERROR_CODES.teamNoServer },
      );
    }
    const url = normalizeServerUrl(apiUrl);
    checkTransport(url, config);
    return { apiUrl: url, apiKey, source: "CTX_API_KEY" };
  }
  const store = await openStore();
  const saved = await store.get(TEAM_SECRET);
  if (!saved) return undefined;
  const decoded = decodeSavedKey(saved);
  if (!decoded.apiUrl) {
    throw new TeamError(
      `The team key saved in ${store.label} is not bound to a server (an older ctx saved it)`,
      {
        code: ERROR_CODES.teamUnboundKey,
        exitCode: 2,
        hint: "set CTX_API_URL to your team server's URL and run ctx auth again",
      },
    );
  }
  if (apiUrl && normalizeServerUrl(apiUrl) !== decoded.apiUrl) {
    throw new TeamError(
      `The saved team key belongs to "${decoded.apiUrl}", not to CTX_API_URL "${
        normalizeServerUrl(apiUrl)
      }": ctx sends a key only to the server it was checked with`,
      {
        code: ERROR_CODES.teamOtherServer,
        exitCode: 2,
        hint: "run ctx auth to connect to the new server, or unset CTX_API_URL",
      },
    );
  }
  checkTransport(decoded.apiUrl, config);
  return { apiUrl: decoded.apiUrl, apiKey: decoded.apiKey, source: store.label };
}

/** Like `findCredentials`, but a missing server or key is an error that says how to add one. */
export async function requireCredentials(
  config: TeamConfig,
  openStore: OpenStore,
): Promise<TeamCredentials> {
  const found = await findCredentials(config, openStore);
  if (found) return found;
  if (!config.team.apiUrl) throw noServerError();
  throw new TeamError("No team key: this machine is not connected to a team server", {
    code: ERROR_CODES.teamNoKey,
    exitCode: 2,
    hint: "run ctx auth (or set CTX_API_KEY)",
  });
}

/** No `CTX_API_URL` and no saved key: ctx has no default server to fall back on. */
export function noServerError(): ConfigError {
  return new ConfigError("No team server configured: CTX_API_URL is not set", {
    code: ERROR_CODES.teamNoServer,
    hint:
      "set CTX_API_URL to your team's server (run one with ctx serve, see docs/team-server.md), then run ctx auth",
  });
}

/**
 * The server `ctx auth` checks a key with: `CTX_API_URL`, else the server of the saved key (to
 * replace a key on the same server). Throws when there is neither.
 */
export async function authServer(config: TeamConfig, store: SecretStore): Promise<string> {
  let url: string | undefined;
  if (config.team.apiUrl) url = normalizeServerUrl(config.team.apiUrl);
  else {
    const saved = await store.get(TEAM_SECRET);
    url = saved ? decodeSavedKey(saved).apiUrl : undefined;
  }
  if (!url) throw noServerError();
  checkTransport(url, config);
  return url;
}

/**
 * Throws unless the team key may travel to `apiUrl`: `https://`, or plain `http://` to this
 * machine (127.0.0.0/8, ::1, localhost), or any `http://` when `CTX_API_ALLOW_HTTP` says the
 * user accepts that the key crosses the network in clear text.
 */
export function checkTransport(apiUrl: string, config: TeamConfig): void {
  refuseCleartext(apiUrl, normalizeServerUrl(apiUrl), {
    key: "the team key",
    allowVariable: "CTX_API_ALLOW_HTTP",
    allowed: config.team.allowHttp,
    fix: "use an https:// URL (put a reverse proxy with TLS in front of ctx serve, see " +
      "docs/team-server.md)",
    code: ERROR_CODES.teamInsecure,
  });
}

/** Where `ctx push --dry-run` would send: `CTX_API_URL`, else the saved key's server. */
export async function pushTarget(
  config: TeamConfig,
  openStore: OpenStore,
): Promise<string | undefined> {
  if (config.team.apiUrl) return normalizeServerUrl(config.team.apiUrl);
  if (config.team.apiKey) return undefined;
  const saved = await (await openStore()).get(TEAM_SECRET);
  return saved ? decodeSavedKey(saved).apiUrl : undefined;
}

export interface ClientDeps {
  fetch: typeof fetch;
  signal?: AbortSignal;
}

/** Throws unless `key` has the shape of a team key (it may still be wrong or revoked). */
export function checkKeyShape(key: string): void {
  if (looksLikeKey(key.trim())) return;
  throw new ConfigError("That is not a team key: expected ctxt_ followed by letters and digits", {
    hint: "copy the whole key printed by ctx serve create-team or add-key",
  });
}

/**
 * Check a key against `GET /api/teams/me` on `apiUrl`, then save it bound to that URL. Nothing
 * is saved when it fails.
 */
export async function verifyAndSaveKey(
  key: string,
  options: { apiUrl: string; store: SecretStore } & ClientDeps,
): Promise<TeamMe> {
  const clean = key.trim();
  checkKeyShape(clean);
  const apiUrl = normalizeServerUrl(options.apiUrl);
  const me = await new TeamClient({ ...options, apiUrl, apiKey: clean }).me();
  await options.store.set(TEAM_SECRET, encodeSavedKey(clean, apiUrl));
  return me;
}

export interface TeamStatus {
  connected: boolean;
  /** The server in use; null when none is configured. */
  apiUrl: string | null;
  keySource?: string;
  maskedKey?: string;
  me?: TeamMe;
}

/** What `ctx auth --status` shows. Never the key, only its masked form. */
export async function teamStatus(
  config: TeamConfig,
  openStore: OpenStore,
  deps: ClientDeps,
): Promise<TeamStatus> {
  const credentials = await findCredentials(config, openStore);
  if (!credentials) {
    const apiUrl = config.team.apiUrl ? normalizeServerUrl(config.team.apiUrl) : null;
    return { connected: false, apiUrl };
  }
  const me = await new TeamClient({ ...deps, ...credentials }).me();
  return {
    connected: true,
    apiUrl: credentials.apiUrl,
    keySource: credentials.source,
    maskedKey: maskKey(credentials.apiKey),
    me,
  };
}

/** Text lines of a status, for humans (the server's words are already free of controls). */
export function formatStatus(status: TeamStatus): string[] {
  if (!status.connected || !status.me) {
    const where = status.apiUrl ?? "CTX_API_URL is not set";
    return [`Not connected to a team server (${where})`];
  }
  const { me } = status;
  const u = me.usage;
  const key = me.key
    ? `, key #${me.key.id}${me.key.label ? ` "${safeLine(me.key.label)}"` : ""}`
    : "";
  return [
    `team: ${safeLine(me.name)} (${safeLine(me.team_id)})`,
    `server: ${status.apiUrl}`,
    `plan: ${safeLine(me.plan)}`,
    `usage: ${u.insights}/${u.limits.insights} insights, ${u.projects}/${u.limits.projects} projects, ${u.members}/${u.limits.members} members`,
    `key: ${status.maskedKey} (from ${status.keySource}${key})`,
  ];
}
