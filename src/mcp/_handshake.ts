/**
 * The answers to an MCP client's handshake — `initialize` and `tools/list` — given before the SDK
 * is loaded. Loading the SDK's server, its protocol and the zod schemas it parses the first message
 * with is most of what `ctx mcp` did before its first answer (docs/performance.md, "`ctx mcp`'s
 * handshake before the SDK, and the session-end hook without Node"); the answers themselves never
 * change. They are the SDK's own, recorded from the real server by `scripts/mcp_handshake.ts` into
 * `_handshake.json`; tests/mcp/handshake_test.ts checks that the file is what the server answers
 * today and that every message answered here is answered the same by the SDK.
 *
 * Only messages the SDK would surely accept are answered here: a request whose every field has the
 * type the SDK's schema asks for (a field it would strip is ignored, one it would check and that is
 * not checked here sends the message to the SDK). Anything else — another method, a second
 * `initialize`, a line that is not JSON — is the SDK's: `ctx mcp` then loads it, replays the
 * `initialize` answered here (its second answer is not written) and the `initialized` notification,
 * and hands it every line from there on.
 */
import denoJson from "../../deno.json" with { type: "json" };
import recorded from "./_handshake.json" with { type: "json" };

type Json = Record<string, unknown>;
type RequestId = string | number;

/** What the SDK's server answers to the handshake (`_handshake.json`). */
export interface HandshakeAnswers {
  /** The protocol versions the SDK speaks, newest first. */
  protocolVersions: string[];
  /** The `initialize` result, for the newest version. */
  initialize: Json & { protocolVersion: string; serverInfo: Json };
  /** The `tools/list` result. */
  toolsList: Json;
}

/** The recorded answers, with ctx's version of today. */
export function handshakeAnswers(): HandshakeAnswers {
  const answers = recorded as unknown as HandshakeAnswers;
  const initialize = answers.initialize;
  return {
    ...answers,
    initialize: {
      ...initialize,
      serverInfo: { ...initialize.serverInfo, version: denoJson.version },
    },
  };
}

/** Answers the handshake's messages it can; keeps what the SDK's server must be told after. */
export class Handshake {
  readonly #answers: HandshakeAnswers;
  #initialize?: { line: string; id: RequestId };
  #initialized?: string;
  #listed = false;

  constructor(answers: HandshakeAnswers = handshakeAnswers()) {
    this.#answers = answers;
  }

  /** The tools were listed: the client will call one next (the handshake is over). */
  get listed(): boolean {
    return this.#listed;
  }

  /** The request answered here whose answer the SDK must not send again. */
  get answered(): RequestId | undefined {
    return this.#initialize?.id;
  }

  /**
   * The answer to `line` (a line of JSON-RPC, newline included), `""` for a notification taken
   * here, `undefined` for a line the SDK must have.
   */
  reply(line: string): string | undefined {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return undefined;
    }
    if (!isObject(message) || message.jsonrpc !== "2.0") return undefined;
    if (!this.#initialize) {
      if (!isRequest(message, "initialize") || !initializeParams(message.params)) return undefined;
      this.#initialize = { line, id: message.id };
      const requested = message.params.protocolVersion;
      const protocolVersion = this.#answers.protocolVersions.includes(requested)
        ? requested
        : this.#answers.protocolVersions[0];
      return answer({ ...this.#answers.initialize, protocolVersion }, message.id);
    }
    if (
      this.#initialized === undefined && onlyKeys(message, ["jsonrpc", "method"]) &&
      message.method === "notifications/initialized"
    ) {
      this.#initialized = line;
      return "";
    }
    if (isRequest(message, "tools/list") && noParams(message.params)) {
      this.#listed = true;
      return answer(this.#answers.toolsList, message.id);
    }
    return undefined;
  }

  /** What the SDK's server must receive before anything else: the handshake it did not see. */
  replay(): string[] {
    const lines: string[] = [];
    if (this.#initialize) lines.push(this.#initialize.line);
    if (this.#initialized !== undefined) lines.push(this.#initialized);
    return lines;
  }
}

/** The SDK's answer line: the same members in the same order (`Protocol._onrequest`). */
function answer(result: Json, id: RequestId): string {
  return JSON.stringify({ result, jsonrpc: "2.0", id }) + "\n";
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function onlyKeys(value: Json, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key));
}

/** A JSON-RPC request of `method` the SDK's strict request schema takes. */
function isRequest(
  message: Json,
  method: string,
): message is Json & { id: RequestId; params?: unknown } {
  const id = message.id;
  return message.method === method && onlyKeys(message, ["jsonrpc", "id", "method", "params"]) &&
    (typeof id === "string" || Number.isSafeInteger(id));
}

/** No params, or `{}` (the SDK's `cursor` and `_meta` are left to it). */
function noParams(params: unknown): boolean {
  return params === undefined || (isObject(params) && Object.keys(params).length === 0);
}

/** Fields the SDK checks in `initialize`'s params and their client's information. */
function initializeParams(params: unknown): params is { protocolVersion: string } {
  if (!isObject(params) || "_meta" in params) return false;
  if (typeof params.protocolVersion !== "string") return false;
  const info = params.clientInfo;
  if (!isObject(info) || typeof info.name !== "string" || typeof info.version !== "string") {
    return false;
  }
  if (
    ["title", "websiteUrl", "description"].some((k) => k in info && typeof info[k] !== "string")
  ) {
    return false;
  }
  return !("icons" in info) && clientCapabilities(params.capabilities);
}

/** The client's capabilities, as far as the SDK checks them; any other member is stripped. */
function clientCapabilities(caps: unknown): boolean {
  if (!isObject(caps)) return false;
  if ("tasks" in caps) return false; // Left to the SDK.
  const checks: Record<string, (value: unknown) => boolean> = {
    experimental: recordOfObjects,
    extensions: recordOfObjects,
    sampling: (v) =>
      isObject(v) && optional(v, "context", isObject) && optional(v, "tools", isObject),
    roots: (v) => isObject(v) && optional(v, "listChanged", (b) => typeof b === "boolean"),
    elicitation: (v) =>
      isObject(v) &&
      optional(v, "form", (f) =>
        isObject(f) && optional(f, "applyDefaults", (b) =>
          typeof b === "boolean")) &&
      optional(v, "url", isObject),
  };
  return Object.entries(checks).every(([key, check]) => optional(caps, key, check));
}

function optional(value: Json, key: string, check: (value: unknown) => boolean): boolean {
  return !(key in value) || check(value[key]);
}

function recordOfObjects(value: unknown): boolean {
  return isObject(value) && Object.values(value).every(isObject);
}
