/**
 * Vendor A: the Messages API. `POST {VENDORA_BASE_URL}/v1/messages` with `x-api-key` and
 * `anthropic-version: 2023-06-01`; the answer is the concatenated `content[].text` blocks.
 *
 * Sampling: `temperature` is always sent. `top_p` is sent only when `TOP_P` differs from its
 * default (0.95), because recent models of this vendor reject a request that sets both; the
 * user who sets `TOP_P` explicitly asked for it and gets the vendor's answer if it refuses.
 */
import { z } from "zod";
import { DEFAULTS } from "../config/mod.ts";
import { BackendError } from "../errors.ts";
import { postJson, scrubSecrets } from "./_http.ts";
import {
  type Backend,
  BACKEND_NAMES,
  type BackendDeps,
  type CompletionRequest,
  type CompletionResult,
  DEFAULT_MODELS,
} from "./types.ts";

export const ANTHROPIC_VERSION = "2023-06-01";

const MessagesResponse = z.object({
  content: z.array(z.object({ type: z.string(), text: z.string().optional() }).passthrough()),
  model: z.string().optional(),
  stop_reason: z.string().nullable().optional(),
});

const ErrorEnvelope = z.object({
  type: z.literal("error"),
  error: z.object({ type: z.string(), message: z.string().optional() }).passthrough(),
});

/** Error types the vendor documents as temporary. */
const RETRYABLE_ERROR_TYPES = new Set(["overloaded_error", "rate_limit_error", "api_error"]);

/** A Backend speaking the Messages API with `apiKey`. */
export function createMessagesApiBackend(apiKey: string, deps: BackendDeps): Backend {
  const { config } = deps;
  const model = config.model ?? DEFAULT_MODELS["vendor-a"];
  const name = BACKEND_NAMES["vendor-a"];
  return {
    kind: "vendor-a",
    model,
    label: `${name} (${model})`,
    async complete(request: CompletionRequest): Promise<CompletionResult> {
      const useModel = request.model ?? model;
      const body: Record<string, unknown> = {
        model: useModel,
        max_tokens: config.maxCompletionTokens,
        temperature: config.temperature,
        system: request.system,
        messages: [{ role: "user", content: request.prompt }],
      };
      if (config.topP !== DEFAULTS.topP) body["top_p"] = config.topP;
      const json = await postJson({
        vendor: "vendor-a",
        url: `${config.vendorA.baseUrl}/v1/messages`,
        headers: {
          "x-api-key": apiKey,
          "anthropic-version": ANTHROPIC_VERSION,
          "content-type": "application/json",
        },
        body,
        secrets: [apiKey],
        signal: request.signal,
        inspect: (answer) => inspectEnvelope(answer, apiKey),
      }, deps);
      const parsed = MessagesResponse.safeParse(json);
      if (!parsed.success) {
        throw new BackendError(`${name} returned an unexpected answer: no "content" array`, {
          hint: "check VENDORA_BASE_URL points at the Messages API",
        });
      }
      const text = parsed.data.content
        .filter((block) => block.type === "text" && typeof block.text === "string")
        .map((block) => block.text)
        .join("");
      if (text.trim() === "") {
        const truncated = parsed.data.stop_reason === "max_tokens";
        throw new BackendError(`${name} returned no text (model "${useModel}")`, {
          hint: truncated ? "raise MAX_COMPLETION_TOKENS" : "try again, or choose another MODEL",
          retryable: !truncated,
        });
      }
      return { text, model: parsed.data.model ?? useModel };
    },
  };
}

/** A 200 answer carrying `{type: "error"}` is an error; overloaded and friends are retried. */
function inspectEnvelope(json: unknown, apiKey: string): BackendError | undefined {
  const envelope = ErrorEnvelope.safeParse(json);
  if (!envelope.success) return undefined;
  const { type, message } = envelope.data.error;
  const detail = message ? `: ${scrubSecrets(message.slice(0, 300), [apiKey])}` : "";
  return new BackendError(
    `${BACKEND_NAMES["vendor-a"]} answered an error: ${type}${detail}`,
    { retryable: RETRYABLE_ERROR_TYPES.has(type) },
  );
}
