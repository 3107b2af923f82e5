/**
 * The team client: the four calls ctx makes to a team server, which it treats as possibly
 * hostile. Every answer is bounded (size, time, pages; see `_exchange.ts`), stripped of control
 * characters at the boundary (so nothing printed or stored can drive the terminal) and validated
 * with the same schemas the server uses. Failures become `TeamError`s that say what to do next.
 * The key travels only in the Authorization header, only to the URL the client was made for,
 * and never appears in a message, even when a server echoes it back.
 */
import type { z } from "zod";
import { ERROR_CODES, TeamError } from "../errors.ts";
import { safeBlock, safeLine } from "../safe_text.ts";
import { type Answer, type ClientLimits, DEFAULT_CLIENT_LIMITS, exchange } from "./_exchange.ts";
import {
  type ChangesPage,
  changesPageSchema,
  errorBodySchema,
  projectsSchema,
  type PushBodyInput,
  type PushResult,
  pushResultSchema,
  searchResultsSchema,
  type TeamInsight,
  type TeamMe,
  teamMeSchema,
  type TeamProject,
} from "./_protocol.ts";
import { hidesKey } from "./_keys.ts";

export { type ClientLimits, DEFAULT_CLIENT_LIMITS } from "./_exchange.ts";

export interface TeamClientOptions {
  apiUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  signal?: AbortSignal;
  /** Retries of a 429 (waiting Retry-After, at most `maxWaitSeconds`). Default 3. */
  maxRetries?: number;
  maxWaitSeconds?: number;
  /** Bounds on the server's answers (tests lower them). */
  limits?: Partial<ClientLimits>;
  /** Clock for the deadline (ms). */
  nowMs?: () => number;
}

/** A client bound to one server and one key. */
export class TeamClient {
  readonly #options: TeamClientOptions;
  readonly #base: URL;
  readonly #limits: Readonly<ClientLimits>;
  readonly #nowMs: () => number;
  readonly #startedMs: number;
  /** Removes this client's key (and anything like a key) from text the server sent. */
  readonly #scrub: (text: string) => string;
  /** Removes this client's key, and only it, from the strings of a successful answer. */
  readonly #dropKey: (text: string) => string;

  constructor(options: TeamClientOptions) {
    this.#options = options;
    this.#scrub = (text) => scrubKey(text, options.apiKey);
    this.#dropKey = (text) => dropKey(text, options.apiKey);
    const base = options.apiUrl.endsWith("/") ? options.apiUrl : `${options.apiUrl}/`;
    this.#base = new URL(base);
    this.#limits = { ...DEFAULT_CLIENT_LIMITS, ...options.limits };
    this.#nowMs = options.nowMs ?? Date.now;
    this.#startedMs = this.#nowMs();
  }

  /** `GET /api/teams/me`: the team, its plan and usage. Also how a key is verified. */
  me(): Promise<TeamMe> {
    return this.#call("GET", "api/teams/me", teamMeSchema);
  }

  /** `POST /api/insights`: one batch (≤ 500 insights). Idempotent on the server. */
  push(body: PushBodyInput): Promise<PushResult> {
    return this.#call("POST", "api/insights", pushResultSchema, body);
  }

  /** `GET /api/projects`. */
  async projects(): Promise<TeamProject[]> {
    return (await this.#call("GET", "api/projects", projectsSchema)).projects;
  }

  /**
   * `GET /api/changes`: one page of a project's changes after `cursor` (none: from the start).
   * Apply its changes, keep its `cursor`, and ask again while `more` is true (see
   * docs/team-server.md for the protocol; `pullProject` in `pull.ts` follows it).
   */
  changes(projectId: string, cursor?: string): Promise<ChangesPage> {
    const params = new URLSearchParams({ project_id: projectId, ...(cursor ? { cursor } : {}) });
    return this.#call("GET", `api/changes?${params}`, changesPageSchema);
  }

  /** `GET /api/search`: the team's insights that hold every word of `query`, best first. */
  async search(
    query: string,
    options: { projectId?: string; limit?: number } = {},
  ): Promise<TeamInsight[]> {
    const params = new URLSearchParams({ q: query });
    if (options.projectId) params.set("project_id", options.projectId);
    if (options.limit) params.set("limit", String(options.limit));
    return (await this.#call("GET", `api/search?${params}`, searchResultsSchema)).results;
  }

  /** Where requests go: origin and path only (messages, and what a pulled copy mirrors). */
  get origin(): string {
    return `${this.#base.origin}${this.#base.pathname.replace(/\/$/, "")}`;
  }

  async #call<T extends z.ZodTypeAny>(
    method: "GET" | "POST",
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    const { maxRetries = 3, maxWaitSeconds = 60 } = this.#options;
    const where = this.#where(path);
    for (let attempt = 0;; attempt++) {
      const answer = await exchange({
        url: new URL(path, this.#base),
        method,
        headers: {
          authorization: `Bearer ${this.#options.apiKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        where,
        remainingMs: this.#startedMs + this.#limits.deadlineMs - this.#nowMs(),
      }, {
        fetch: this.#options.fetch,
        signal: this.#options.signal,
        limits: this.#limits,
        scrub: this.#scrub,
      });
      if (answer.status >= 200 && answer.status < 300) {
        const parsed = schema.safeParse(cleanWire(safeJson(answer.text), this.#dropKey));
        if (parsed.success) return parsed.data;
        throw new TeamError(`Unexpected answer from the team server "${where}"`, {
          hint: "check that CTX_API_URL points at a ctx team server",
        });
      }
      if (answer.status === 429 && attempt < maxRetries) {
        const asked = Number(answer.headers.get("retry-after"));
        const wait = Math.min(maxWaitSeconds, Number.isFinite(asked) && asked > 0 ? asked : 1);
        await sleep(wait * 1000, this.#options.signal);
        continue;
      }
      throw statusError(answer.status, where, this.#detail(answer));
    }
  }

  /** The server's own message (or the status), cut short, without the key or any control. */
  #detail(answer: Answer): string {
    const body = errorBodySchema.safeParse(safeJson(answer.text));
    const text = body.success ? body.data.error.message : `HTTP ${answer.status}`;
    // Controls first, then the key: removing an escape sequence can join a key split by it.
    return this.#scrub(safeLine(text)).slice(0, 300);
  }

  #where(path: string): string {
    return `${this.origin}/${path.split("?")[0]}`;
  }
}

/**
 * Remove the key, anything shaped like a team key, and any bearer credential from text a
 * server sent: a server (or a proxy in front of it) may echo the request's headers.
 */
export function scrubKey(text: string, key: string): string {
  const out = dropKey(text, key).replace(/ctxt_[0-9A-Za-z]{4,}/g, "[REDACTED]");
  return out.replace(/\b(Bearer)(\s+)[^\s"',;]+/gi, "$1$2[REDACTED]");
}

/**
 * Remove the key itself from text. A successful answer (titles, summaries, team names) gets only
 * this: the broader patterns of `scrubKey` would also cut a teammate's "Bearer <token>" prose.
 * Text that still carries the key in another form (split by invisible characters, base64,
 * percent-encoded, hex: see `hidesKey`) is withheld whole.
 */
function dropKey(text: string, key: string): string {
  const out = key.length >= 8 ? text.split(key).join("[REDACTED]") : text;
  return hidesKey(out, key) ? KEY_WITHHELD : out;
}

/** What replaces a text from the server that carries the key in a disguised form. */
const KEY_WITHHELD = "[withheld: it contained the team key]";

/** Deepest nesting of an answer that is read: ours nest 4 levels (`insights[].posted_by.key_id`). */
const MAX_WIRE_DEPTH = 16;

/**
 * Every string of an answer with control characters removed, at the boundary: summaries keep
 * their newlines and tabs, every other field (titles, names, ids, tags) becomes one line. Then
 * `scrub` (the key removed) runs on the clean text, so an escape sequence cannot hide a key
 * from it and rejoin it when removed. What is nested deeper than any answer of ours is dropped
 * (a server can nest arrays 100,000 deep, past the stack of a recursive walk), so a field that
 * needs it fails the schema; a `__proto__` key stays a plain key (never an object's prototype).
 */
export function cleanWire(value: unknown, scrub: (text: string) => string = (t) => t): unknown {
  const clean = (item: unknown, field: string, depth: number): unknown => {
    if (typeof item === "string") {
      return scrub(field === "summary" ? safeBlock(item) : safeLine(item));
    }
    if (typeof item !== "object" || item === null) return item;
    if (depth >= MAX_WIRE_DEPTH) return undefined;
    if (Array.isArray(item)) return item.map((each) => clean(each, field, depth + 1));
    // Built key by key (three times faster than `Object.fromEntries` on a page of 1,000); a
    // `__proto__` key is defined as an own property, never assigned (that would set the prototype).
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(item)) {
      const value = clean((item as Record<string, unknown>)[name], name, depth + 1);
      if (name === "__proto__") {
        Object.defineProperty(out, name, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else out[name] = value;
    }
    return out;
  };
  return clean(value, "", 0);
}

function statusError(status: number, where: string, detail: string): TeamError {
  if (status === 401) {
    return new TeamError(`The team server "${where}" rejected the key: ${detail}`, {
      code: ERROR_CODES.teamUnauthorized,
      hint: "run ctx auth with a valid key, or check CTX_API_KEY",
    });
  }
  if (status === 429) {
    return new TeamError(`The team server "${where}" is rate limiting this key: ${detail}`, {
      code: ERROR_CODES.teamRateLimited,
      hint: "wait a minute and run the command again",
    });
  }
  if (status === 403) {
    return new TeamError(`The team server "${where}" refused: ${detail}`, {
      code: ERROR_CODES.teamQuota,
      hint: "ask the team server's admin to raise the team's limits",
    });
  }
  return new TeamError(`The team server "${where}" answered ${status}: ${detail}`, {
    code: `team.http_${status}`,
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
