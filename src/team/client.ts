/**
 * The team client: the four calls ctx makes to a team server. Answers are validated with the
 * same schemas the server uses; failures become `TeamError`s that say what to do next. The key
 * travels only in the Authorization header and never appears in a message.
 */
import type { z } from "zod";
import { TeamError } from "../errors.ts";
import {
  errorBodySchema,
  insightsPageSchema,
  projectsSchema,
  type PushBodyInput,
  type PushResult,
  pushResultSchema,
  type TeamInsight,
  type TeamMe,
  teamMeSchema,
  type TeamProject,
} from "./_protocol.ts";

export interface TeamClientOptions {
  apiUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  signal?: AbortSignal;
  /** Retries of a 429 (waiting Retry-After, at most `maxWaitSeconds`). Default 3. */
  maxRetries?: number;
  maxWaitSeconds?: number;
  /** Per-request timeout; default 60 s. */
  timeoutMs?: number;
}

/** A client bound to one server and one key. */
export class TeamClient {
  readonly #options: TeamClientOptions;
  readonly #base: URL;

  constructor(options: TeamClientOptions) {
    this.#options = options;
    const base = options.apiUrl.endsWith("/") ? options.apiUrl : `${options.apiUrl}/`;
    this.#base = new URL(base);
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

  /** `GET /api/insights` for a project, following pages to the end. */
  async insights(projectId: string, options: { since?: string } = {}): Promise<TeamInsight[]> {
    const all: TeamInsight[] = [];
    let after: string | undefined;
    for (;;) {
      const params = new URLSearchParams({ project_id: projectId });
      if (options.since) params.set("since", options.since);
      if (after) params.set("after", after);
      const page = await this.#call("GET", `api/insights?${params}`, insightsPageSchema);
      all.push(...page.insights);
      if (!page.next_cursor || page.insights.length === 0) return all;
      after = page.next_cursor;
    }
  }

  /** Where requests go, for messages (origin and path only). */
  get origin(): string {
    return `${this.#base.origin}${this.#base.pathname.replace(/\/$/, "")}`;
  }

  async #call<T extends z.ZodTypeAny>(
    method: "GET" | "POST",
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    const { maxRetries = 3, maxWaitSeconds = 60, timeoutMs = 60_000 } = this.#options;
    const url = new URL(path, this.#base);
    const where = `${this.origin}/${path.split("?")[0]}`;
    for (let attempt = 0;; attempt++) {
      const signals = [AbortSignal.timeout(timeoutMs)];
      if (this.#options.signal) signals.push(this.#options.signal);
      let response: Response;
      try {
        response = await this.#options.fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${this.#options.apiKey}`,
            accept: "application/json",
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.any(signals),
        });
      } catch (error) {
        throw new TeamError(`Cannot reach the team server "${where}": ${short(error)}`, {
          hint: "check CTX_API_URL and that the server is running",
          cause: error,
        });
      }
      const text = await response.text();
      if (response.ok) {
        const parsed = schema.safeParse(safeJson(text));
        if (parsed.success) return parsed.data;
        throw new TeamError(`Unexpected answer from the team server "${where}"`, {
          hint: "check that CTX_API_URL points at a ctx team server",
        });
      }
      const serverMessage = errorBodySchema.safeParse(safeJson(text));
      const detail = serverMessage.success
        ? serverMessage.data.error.message.slice(0, 300)
        : `HTTP ${response.status}`;
      if (response.status === 429 && attempt < maxRetries) {
        const wait = Math.min(maxWaitSeconds, Number(response.headers.get("retry-after")) || 1);
        await sleep(wait * 1000, this.#options.signal);
        continue;
      }
      throw statusError(response.status, where, detail);
    }
  }
}

function statusError(status: number, where: string, detail: string): TeamError {
  if (status === 401) {
    return new TeamError(`The team server "${where}" rejected the key: ${detail}`, {
      code: "team.unauthorized",
      hint: "run ctx auth with a valid key, or check CTX_API_KEY",
    });
  }
  if (status === 429) {
    return new TeamError(`The team server "${where}" is rate limiting this key: ${detail}`, {
      code: "team.rate_limited",
      hint: "wait a minute and run the command again",
    });
  }
  if (status === 403) {
    return new TeamError(`The team server "${where}" refused: ${detail}`, {
      code: "team.quota",
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

function short(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 200);
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
