/**
 * Held-out corpus twenty-one, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus sixteen's index, make
 * file and well-formedness test (for their structure) and its write-up. How it was written, the
 * families and the counts: docs/redaction-corpus-twentyone.md.
 *
 * Its subject is operations and incident response: secrets as they surface while people run
 * systems and fight incidents — incident chat, runbooks and postmortems, database consoles,
 * broker, search and HashiCorp admin output, cloud CLIs, SSH and VPN sessions, shell history and
 * environment dumps, crash dumps, monitoring configs, backups. Its clean cases are the same text
 * with look-alikes: incident, trace and request ids, SHAs, digests, fingerprints, key ids and
 * ARNs, masked values and references.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twentyone_make.ts):
 * `buildTwentyOne(seed)` resets the stream and builds every family in order.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTYONE_SEED,
} from "./_heldout_twentyone_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildChat } from "./_heldout_twentyone_chat.ts";
import { buildRunbooks } from "./_heldout_twentyone_runbooks.ts";
import { buildDb } from "./_heldout_twentyone_db.ts";
import { buildAdmin } from "./_heldout_twentyone_admin.ts";
import { buildCloud } from "./_heldout_twentyone_cloud.ts";
import { buildRemote } from "./_heldout_twentyone_remote.ts";
import { buildShell } from "./_heldout_twentyone_shell.ts";
import { buildCrash } from "./_heldout_twentyone_crash.ts";
import { buildMonitor } from "./_heldout_twentyone_monitor.ts";
import { buildBackup } from "./_heldout_twentyone_backup.ts";
import { buildCleanChat } from "./_heldout_twentyone_clean.ts";
import { buildCleanCli } from "./_heldout_twentyone_cleancli.ts";
import { buildCleanOps } from "./_heldout_twentyone_cleanops.ts";

/** The secret families, in build order. */
export const TWENTYONE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["incident chat and alerts", buildChat],
  ["runbooks and postmortems", buildRunbooks],
  ["database consoles", buildDb],
  ["broker, search and HashiCorp admin", buildAdmin],
  ["cloud CLI output", buildCloud],
  ["SSH and VPN sessions", buildRemote],
  ["shell history and environment dumps", buildShell],
  ["crash dumps", buildCrash],
  ["monitoring configs", buildMonitor],
  ["backup and restore", buildBackup],
];

/** The clean families, built after the secrets. */
export const TWENTYONE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean incident chat, alerts and runbooks", buildCleanChat],
  ["clean consoles and CLI output", buildCleanCli],
  ["clean configs, sessions, dumps and backups", buildCleanOps],
];

/** A built corpus and its number of cases by family. */
export type TwentyOneCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwentyOne(seed: number = TWENTYONE_SEED): TwentyOneCorpus {
  reset(seed);
  return buildFamilies(TWENTYONE_SECRET_FAMILIES, TWENTYONE_CLEAN_FAMILIES);
}

const CORPUS = buildTwentyOne(TWENTYONE_SEED);
export const TWENTYONE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTYONE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
