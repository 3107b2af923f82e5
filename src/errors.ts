/**
 * The one error family of ctx. Library code throws these; only `main.ts` catches everything,
 * prints `error: …` and `hint: …` on stderr, and exits with `exitCode`.
 */

/**
 * Every error code ctx sets on a `CtxError`: stable and machine-readable. Code that needs to
 * tell errors apart compares `error.code` with these, never the message.
 */
export const ERROR_CODES = {
  /** A `CtxError` without a more precise code. */
  error: "ctx.error",
  configInvalid: "config.invalid",
  /** A bad command line: unknown command or option, missing argument, bad flag value. */
  usage: "cli.usage",
  backendFailed: "backend.failed",
  /** No backend is configured or found (the resolution order ran out). */
  backendNone: "backend.none",
  /**
   * The backend refuses ctx itself: a vendor answered HTTP 401/403 (a wrong or revoked key), or
   * the subscription CLI is not logged in. Every other call would fail the same way, so a run
   * stops at the first one (the sessions are left for the next run, not counted as failures).
   */
  backendAuth: "backend.auth",
  sourceFailed: "source.failed",
  storeFailed: "store.failed",
  /** Another ctx process holds what this one needs (a pull of the same project). */
  storeBusy: "store.busy",
  /** The folder is not a project (`/`, the home folder or above it) and none was given. */
  projectNone: "project.none",
  keychainFailed: "keychain.failed",
  teamFailed: "team.failed",
  teamNoKey: "team.no_key",
  teamUnauthorized: "team.unauthorized",
  teamRateLimited: "team.rate_limited",
  teamQuota: "team.quota",
  /** No CTX_API_URL and no saved key: there is no server to talk to (no hosted default). */
  teamNoServer: "team.no_server",
  /** A saved team key without the URL it was verified against (saved by an older ctx). */
  teamUnboundKey: "team.unbound_key",
  /** CTX_API_URL names another server than the one the saved key was verified against. */
  teamOtherServer: "team.other_server",
  /** A team server answered too slowly, went quiet, or kept a command busy too long. */
  teamTimeout: "team.timeout",
  /** A team server's answer was larger than the client reads. */
  teamTooLarge: "team.too_large",
  /**
   * The team server is plain `http://` on another machine: the key would cross the network in
   * clear text (allowed only with `CTX_API_ALLOW_HTTP`).
   */
  teamInsecure: "team.insecure_http",
  /**
   * A vendor's `*_BASE_URL` is plain `http://` on another machine: its key would cross the
   * network in clear text (allowed only with `CTX_BACKEND_ALLOW_HTTP`).
   */
  backendInsecure: "backend.insecure_http",
  /** A team server redirected (not followed: it would carry the key elsewhere). */
  teamRedirect: "team.redirect",
  /** A team server's listing did not end (too many pages or bytes, a repeated cursor). */
  teamEndlessListing: "team.endless_listing",
  /** An id from a team server is not safe to use as a folder name. */
  teamUnsafeId: "team.unsafe_id",
  /** A bad MCP tool argument (the model reads the message). */
  mcpInput: "mcp.input",
  interrupted: "interrupted",
} as const;

/** One of `ERROR_CODES`, or `team.http_<status>` for an unexpected team server answer. */
export type ErrorCode = typeof ERROR_CODES[keyof typeof ERROR_CODES] | `team.http_${number}`;

export interface CtxErrorOptions {
  /** Stable machine-readable code, one of `ERROR_CODES`. */
  code?: ErrorCode;
  /** Process exit code when this error reaches `main.ts`. */
  exitCode?: number;
  /** One line that tells the user what to do next. */
  hint?: string;
  cause?: unknown;
}

export class CtxError extends Error {
  readonly code: ErrorCode;
  readonly exitCode: number;
  readonly hint: string | undefined;

  constructor(message: string, options: CtxErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = options.code ?? ERROR_CODES.error;
    this.exitCode = options.exitCode ?? 1;
    this.hint = options.hint;
  }
}

/** A bad environment variable, flag or config file. Exit code 2 (usage). */
export class ConfigError extends CtxError {
  constructor(message: string, options: CtxErrorOptions = {}) {
    super(message, { code: ERROR_CODES.configInvalid, exitCode: 2, ...options });
  }
}

/** A model backend failed or none is available. */
export class BackendError extends CtxError {
  /** True when retrying the same request later may succeed (429, 5xx, network). */
  readonly retryable: boolean;
  /** Seconds the server asked us to wait (Retry-After), when it said so. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    message: string,
    options: CtxErrorOptions & { retryable?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message, { code: ERROR_CODES.backendFailed, exitCode: 3, ...options });
    this.retryable = options.retryable ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A transcript source could not be read. */
export class SourceError extends CtxError {
  constructor(message: string, options: CtxErrorOptions = {}) {
    super(message, { code: ERROR_CODES.sourceFailed, exitCode: 4, ...options });
  }
}

/** The store (summary files, ledger, index) could not be read or written. */
export class StoreError extends CtxError {
  constructor(message: string, options: CtxErrorOptions = {}) {
    super(message, { code: ERROR_CODES.storeFailed, exitCode: 5, ...options });
  }
}

/** The OS keychain or the key file failed. */
export class KeychainError extends CtxError {
  constructor(message: string, options: CtxErrorOptions = {}) {
    super(message, { code: ERROR_CODES.keychainFailed, exitCode: 6, ...options });
  }
}

/** The team server or the team client failed. */
export class TeamError extends CtxError {
  constructor(message: string, options: CtxErrorOptions = {}) {
    super(message, { code: ERROR_CODES.teamFailed, exitCode: 7, ...options });
  }
}

/** The user stopped the run (Ctrl-C). Exit code 130 like a shell. */
export class InterruptedError extends CtxError {
  constructor(message = "Interrupted", options: CtxErrorOptions = {}) {
    super(message, { code: ERROR_CODES.interrupted, exitCode: 130, ...options });
  }
}

/** The short text of any thrown value, for messages that must not leak a stack. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** `errorMessage`, followed by `; hint: …` when the error carries one: one line for a log. */
export function errorLine(error: unknown): string {
  const hint = error instanceof CtxError && error.hint ? `; hint: ${error.hint}` : "";
  return `${errorMessage(error)}${hint}`;
}
