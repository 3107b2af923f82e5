/** The shape of `ctx status`'s report (also its `--json`), shared by the command and its view. */
import type { Endpoint, ResolutionStep } from "../backends/mod.ts";
import type { SourceLook } from "../distill/mod.ts";
import type { FailureReason } from "../text.ts";
import type { BackgroundReport } from "./_status_background.ts";
import type {
  FolderMemory,
  IndexStats,
  ListedProject,
  ProjectInfo,
  ProjectStats,
} from "../store/mod.ts";

export type Counts = Record<string, number>;

export interface BackendStatus {
  /** Set when a backend applies. */
  kind?: string;
  label?: string;
  reason?: string;
  /** Where its key comes from, masked. */
  key?: string;
  /**
   * Where a vendor backend's requests (and key) go: `setBy` names the variable that moved it
   * from the vendor's own API. Absent for the subscription CLI.
   */
  endpoint?: Endpoint;
  /** Said once on stderr when ctx uses the backend, always here: a saved key sent elsewhere. */
  warnings?: string[];
  /** Set when no backend applies. */
  error?: string;
  hint?: string;
  /** The resolution order, rule by rule. */
  steps: ResolutionStep[];
  /** Configured keys or choices that are not used. */
  notices: string[];
}

export interface StatusReport {
  ctxHome: string;
  backend: BackendStatus;
  /** Where secrets are kept: the OS keychain, or the 0600 key file and why. */
  keys: { store: "keychain" | "file"; label: string; reason?: string };
  /** MCP clients found in the home directory and whether they have the `ctx` entry. */
  clients: Array<
    { client: string; path: string; registered: boolean; error?: string; warnings?: string[] }
  >;
  project: ProjectInfo & {
    /** True when the project has its own `.ctx/` store. */
    local: boolean;
    /** Where its summaries are written: `.ctx/` or `$CTX_HOME/projects/<id>`. */
    storeDir: string;
    /** What opening it said (an id followed, a store that could not be recorded). */
    warning?: string;
    /** Why the folder is not a project (`/`, the home folder or above); nothing was recorded. */
    noProject?: string;
    /** With `noProject`: what to do instead. */
    hint?: string;
    /** The project's own memory (its local and per-user stores, not team insights). */
    stats: ProjectStats;
    /**
     * Each folder of the project on this machine (clones of one origin share its id and its
     * per-user store) with the sessions recorded in it.
     */
    folders: FolderMemory[];
    /** Insights teammates shared, pulled with `ctx pull` (kept in their own store). */
    team?: { insights: number; dir: string };
    /**
     * Summary files in the project's `.ctx/` that this machine did not write (committed by
     * someone else, or edited since): paths relative to the project root.
     */
    /**
     * `.ctx/` summaries not written here as they are; `beforeAuthorship`: distilled here by a
     * ctx older than its record of the files it writes (still served as the repository's).
     */
    notWrittenHere?: Array<{ path: string; insights: number; beforeAuthorship?: true }>;
    sessions?: Counts;
    /** Why this project's failed sessions failed (from the ledger), most frequent first. */
    failures?: FailureReason[];
  };
  /** Where each assistant's history is looked for, and this project's sessions found there. */
  sources: SourceLook[];
  /**
   * The team server: the one the saved key is bound to, else `CTX_API_URL`, else none (no hosted
   * default); where the key comes from, masked. No request is made.
   */
  team: {
    apiUrl: string | null;
    /** `unknown`: a team variable has a bad value (`error`, `hint`), so nothing else is read. */
    apiUrlFrom: "CTX_API_URL" | "saved key" | "none" | "unknown";
    key?: string;
    error?: string;
    hint?: string;
  };
  index: Omit<IndexStats, "stores">;
  stores: Array<
    { dir: string; kind: string; projectId: string; exists: boolean; insights: number }
  >;
  /** Every project with memory here; `missing`: a folder of it no longer on this machine. */
  projects: ListedProject[];
  /** Sessions by ledger outcome over every project (absent before the first run). */
  sessions?: Counts;
  /** Pending work, what runs now, the last background run and failure. */
  background: BackgroundReport;
}
