/** The one small interface every model backend implements. */
import type { Deps } from "../deps.ts";

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

/** The HTTP API vendors (everything but the subscription CLI). */
export const VENDOR_KINDS = ["vendor-a", "vendor-b", "vendor-c"] as const;
export type VendorKind = typeof VENDOR_KINDS[number];

/** Default model per backend; `MODEL` overrides it, `CompletionRequest.model` overrides per call. */
export const DEFAULT_MODELS = {
  "cli": "claude-haiku-4-5-20251001",
  "vendor-a": "claude-haiku-4-5-20251001",
  "vendor-b": "gpt-4o-mini",
  "vendor-c": "qwen/qwen3.5-122b-a10b",
} as const satisfies Record<BackendKind, string>;

/** Human names used in labels and messages. */
export const BACKEND_NAMES = {
  "cli": "Subscription CLI",
  "vendor-a": "Vendor A API",
  "vendor-b": "Vendor B API",
  "vendor-c": "Vendor C API",
} as const satisfies Record<BackendKind, string>;

/** The environment variable that holds each vendor's key (named in hints, never its value). */
export const KEY_VARIABLES = {
  "vendor-a": "VENDORA_API_KEY",
  "vendor-b": "VENDORB_API_KEY",
  "vendor-c": "VENDORC_API_KEY",
} as const satisfies Record<VendorKind, string>;

/** The environment variable that overrides each vendor's endpoint. */
export const BASE_URL_VARIABLES = {
  "vendor-a": "VENDORA_BASE_URL",
  "vendor-b": "VENDORB_BASE_URL",
  "vendor-c": "VENDORC_BASE_URL",
} as const satisfies Record<VendorKind, string>;

/** Waits `ms` milliseconds; rejects when `signal` aborts. Injected so tests never really wait. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/**
 * What backends need from `Deps`. A full `Deps` fits; tests add `sleep` (and `random`) so
 * retries are instant and deterministic.
 */
export type BackendDeps =
  & Pick<Deps, "config" | "fetch" | "run" | "signal" | "output" | "now">
  & {
    /** Defaults to a real, abortable `setTimeout` sleep. */
    sleep?: Sleep;
    /** Jitter source in [0, 1); defaults to `Math.random`. */
    random?: () => number;
  };
