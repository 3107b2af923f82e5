/** What the fidelity layout lays out (`_fidelity_layout.ts`, `_fidelity_files.ts`). */
import type { SourceId } from "../src/types.ts";

/** One discovery to run: a source, a project folder, an optional `--<assistant>-dir`. */
export interface Scan {
  source: SourceId;
  project: string;
  dir?: string;
  /** The files laid out for this scan, by name, with their ground truth. */
  files: LaidOut[];
}

export interface LaidOut {
  name: string;
  kind: "real" | "sample";
  /** Where it was written (for a session in a database, the location its reader gives it). */
  path: string;
  /** The session's id, where one file holds several sessions (an aider history). */
  refId?: string;
  /**
   * Every session discovery finds in the file is measured, each as `<name>#<session id>` with
   * the ground truth of that name (a real aider history, whose launches are not known before).
   */
  allSessions?: boolean;
  truth: Truth;
}

export interface Truth {
  prompts: string[];
  generated: string[];
}

/** Ground truth of the real samples: `scripts/fidelity_truth.json`. */
export type TruthFile = Record<string, { prompts: string[]; generated?: string[] }>;

/** Record a laid-out file in the scan of its source, project and folder. */
export type Add = (
  source: SourceId,
  project: string,
  dir: string | undefined,
  file: LaidOut,
) => void;
