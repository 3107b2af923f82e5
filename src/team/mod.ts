/**
 * Team sharing: the self-hosted team server (`createHandler`, `serveTeam`, SQLite storage) and
 * the client side (`TeamClient`, what `ctx push` sends, where `ctx pull` writes). Insights leave
 * the machine only through `ctx push`.
 *
 * @example
 * const storage = await TeamStore.open(":memory:"); // or a postgres:// URL
 * const { key } = await storage.createTeam("acme");
 * const server = await serveTeam({ port: 0, hostname: "127.0.0.1", storage });
 * const client = new TeamClient({ apiUrl: server.url, apiKey: key, fetch });
 * await client.me(); // { team_id, name: "acme", plan: "self-hosted", usage: … }
 */
export {
  type ConnectionLimits,
  createHandler,
  DEFAULT_CONNECTION_LIMITS,
  type HandlerDeps,
  requestLogLine,
  type RunningTeamServer,
  serveTeam,
  type ServeTeamOptions,
  type TeamHandler,
} from "./server.ts";
export { TeamStore } from "./_storage.ts";
export { isPostgresUrl, shownDatabase } from "./_sql.ts";
export {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEvent,
  type Caller,
  DEFAULT_TEAM_LIMITS,
  type KeyRow,
  keyState,
  QuotaExceededError,
  type TeamLimits,
  type TeamRow,
  type TeamStorage,
} from "./_storage_types.ts";
export { DEFAULT_RATE_LIMIT, type RateLimitOptions } from "./_ratelimit.ts";
export {
  type Change,
  type ChangesPage,
  contentHash,
  LIMITS,
  type PushBodyInput,
  type PushResult,
  type TeamInsight,
  type TeamMe,
  type TeamProject,
  type Tombstone,
} from "./_protocol.ts";
export { keyPrefixShown, maskKey } from "./_keys.ts";
export {
  type ClientLimits,
  DEFAULT_CLIENT_LIMITS,
  TeamClient,
  type TeamClientOptions,
} from "./client.ts";
export {
  authServer,
  checkKeyShape,
  checkTransport,
  findCredentials,
  formatStatus,
  type OpenStore,
  pushTarget,
  requireCredentials,
  TEAM_SECRET,
  type TeamCredentials,
  teamStatus,
  verifyAndSaveKey,
} from "./auth.ts";
export { projectIdRefusal } from "./_ids.ts";
export { teamNameProblem } from "./_storage_admin.ts";
export { buildPushBodies, formatContributor, readProjectInsights } from "./push.ts";
export {
  keyTag,
  prepareTeamStore,
  type ProjectPull,
  pullProject,
  sharedByLabel,
  teamProjectIds,
} from "./pull.ts";
export { searchTeam, type TeamHit, teamQuery, type TeamSearch } from "./search.ts";
