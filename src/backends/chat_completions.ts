/**
 * Vendors B and C: chat completions. `POST {base}/chat/completions` with `Authorization: Bearer`;
 * the answer is `choices[0].message.content`. The two differ only in base URL, default model and
 * the name of the output cap: B takes `max_completion_tokens`, C takes `max_tokens`.
 *
 * Reasoning models may answer with `reasoning_content` beside (or instead of) `content`; the
 * reasoning is never the answer, so a null or empty `content` is an error, with a hint to raise
 * the cap when the model ran out of tokens while thinking. A leading `<think>…</think>` block in
 * `content` (some Qwen deployments inline their reasoning) is dropped for the same reason.
 */
import { z } from "zod";
import { BackendError } from "../errors.ts";
import { postJson } from "./_http.ts";
import {
  type Backend,
  BACKEND_NAMES,
  type BackendDeps,
  BASE_URL_VARIABLES,
  type CompletionRequest,
  type CompletionResult,
  DEFAULT_MODELS,
} from "./types.ts";

/** The vendors that speak chat completions, and how they differ. */
export const CHAT_VENDORS = {
  "vendor-b": { configKey: "vendorB", maxTokensField: "max_completion_tokens" },
  "vendor-c": { configKey: "vendorC", maxTokensField: "max_tokens" },
} as const;
export type ChatVendor = keyof typeof CHAT_VENDORS;

const ContentPart = z.object({ type: z.string().optional(), text: z.string().optional() })
  .passthrough();

const ChatResponse = z.object({
  model: z.string().optional(),
  choices: z.array(
    z.object({
      message: z.object({
        content: z.union([z.string(), z.array(ContentPart)]).nullable().optional(),
        reasoning_content: z.string().nullable().optional(),
      }).passthrough(),
      finish_reason: z.string().nullable().optional(),
    }).passthrough(),
  ),
});

/** A Backend speaking chat completions as `vendor` (B or C) with `apiKey`. */
export function createChatCompletionsBackend(
  vendor: ChatVendor,
  apiKey: string,
  deps: BackendDeps,
): Backend {
  const { config } = deps;
  const { configKey, maxTokensField } = CHAT_VENDORS[vendor];
  const model = config.model ?? DEFAULT_MODELS[vendor];
  const name = BACKEND_NAMES[vendor];
  return {
    kind: vendor,
    model,
    label: `${name} (${model})`,
    async complete(request: CompletionRequest): Promise<CompletionResult> {
      const useModel = request.model ?? model;
      const json = await postJson({
        vendor,
        url: `${config[configKey].baseUrl}/chat/completions`,
        headers: {
          "authorization": `Bearer ${apiKey}`,
          "content-type": "application/json",
        },
        body: {
          model: useModel,
          messages: [
            { role: "system", content: request.system },
            { role: "user", content: request.prompt },
          ],
          temperature: config.temperature,
          top_p: config.topP,
          [maxTokensField]: config.maxCompletionTokens,
        },
        secrets: [apiKey],
        signal: request.signal,
      }, deps);
      const parsed = ChatResponse.safeParse(json);
      const choice = parsed.success ? parsed.data.choices[0] : undefined;
      if (!parsed.success || choice === undefined) {
        throw new BackendError(`${name} returned an unexpected answer: no "choices[0].message"`, {
          hint: `check ${BASE_URL_VARIABLES[vendor]} points at a chat completions API`,
        });
      }
      const text = stripThinking(contentText(choice.message.content));
      if (text.trim() === "") {
        const truncated = choice.finish_reason === "length";
        const onlyReasoning = Boolean(choice.message.reasoning_content);
        throw new BackendError(
          `${name} returned no answer text (model "${useModel}"${
            onlyReasoning ? ", only reasoning" : ""
          })`,
          {
            hint: truncated || onlyReasoning
              ? "raise MAX_COMPLETION_TOKENS, or choose a non-reasoning MODEL"
              : "try again, or choose another MODEL",
            retryable: !truncated && !onlyReasoning,
          },
        );
      }
      return { text, model: parsed.data.model ?? useModel };
    },
  };
}

function contentText(content: string | z.infer<typeof ContentPart>[] | null | undefined): string {
  if (typeof content === "string") return content;
  if (!content) return "";
  return content.map((part) => part.text ?? "").join("");
}

/** Drop one leading `<think>…</think>` block; an unclosed one means no answer came. */
function stripThinking(text: string): string {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("<think>")) return text;
  const end = trimmed.indexOf("</think>");
  return end === -1 ? "" : trimmed.slice(end + "</think>".length).trimStart();
}
