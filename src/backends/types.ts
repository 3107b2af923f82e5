/** The one small interface every model backend implements. */

export const BACKEND_KINDS = ["cli", "vendor-a", "vendor-b", "vendor-c"] as const;
export type BackendKind = typeof BACKEND_KINDS[number];

export interface CompletionRequest {
  /** Instructions (system prompt). */
  system: string;
  /** The user message: the redacted transcript plus the task. */
  prompt: string;
  /** Overrides the backend's model (used by the repair call). */
  model?: string;
  signal?: AbortSignal;
}

export interface CompletionResult {
  text: string;
  model: string;
}

export interface Backend {
  readonly kind: BackendKind;
  /** Default model of this backend, as configured. */
  readonly model: string;
  /** Human description for reports, e.g. `Vendor A API (claude-haiku-4-5-20251001)`. */
  readonly label: string;
  complete(request: CompletionRequest): Promise<CompletionResult>;
}
