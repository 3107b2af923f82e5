/**
 * The team variables: the client's `CTX_API_KEY`, `CTX_API_URL`, `CTX_API_ALLOW_HTTP`,
 * `CTX_MCP_TEAM_SEARCH`; and, a subject of its own, `ctx serve`'s database `CTX_SERVE_DB` (a
 * typo in a client variable does not stop the server, which never reads them).
 */
import { bool, url } from "./_parse.ts";
import type { Getter } from "./_vars.ts";

export interface TeamConfig {
  /**
   * Team server key (CI, containers), endpoint (none by default: no hosted server is run, and a
   * key goes only to the server it was verified against) and `CTX_API_ALLOW_HTTP`.
   */
  team: {
    apiKey: string | undefined;
    apiUrl: string | undefined;
    allowHttp: boolean;
    /**
     * `CTX_MCP_TEAM_SEARCH=1`: the MCP tool `search_context` may send a query to the team
     * server (`team: true`). Off by default: the MCP server sends nothing anywhere on its own.
     */
    mcpSearch: boolean;
  };
}

export function readTeam(get: Getter): TeamConfig {
  return {
    team: {
      apiKey: get("CTX_API_KEY"),
      apiUrl: get("CTX_API_URL") === undefined ? undefined : url(get, "CTX_API_URL", ""),
      allowHttp: bool(get, "CTX_API_ALLOW_HTTP", false),
      mcpSearch: bool(get, "CTX_MCP_TEAM_SEARCH", false),
    },
  };
}

export interface ServeConfig {
  /** `ctx serve`'s database (`CTX_SERVE_DB`: a SQLite file or `postgres://…`, kept out of `ps`). */
  serveDb: string | undefined;
}

export function readServe(get: Getter): ServeConfig {
  return { serveDb: get("CTX_SERVE_DB") };
}
