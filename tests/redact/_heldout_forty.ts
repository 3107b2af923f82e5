/**
 * Held-out corpus forty, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, no other corpus's cases and no other engineer's
 * work in progress — only the shared format and well-formedness files, corpus sixteen's index,
 * make file and well-formedness test (for the structure) and its write-up. How it was written, the
 * families and the counts: docs/redaction-corpus-forty.md.
 *
 * Its subject is a developer's own machine as an assistant meets it while they set it up or
 * repair it: credential dotfiles, shell start-up files and history, SSH and GPG keys and their
 * passphrases, keyrings and password-manager exports, sync and backup tools, Wi-Fi and VPN
 * configurations, and what tools print when asked for a credential. Its clean cases are the same
 * places holding look-alikes: public keys, fingerprints, disk UUIDs, MAC addresses, digests,
 * commit ids, masked values, placeholders and references to where a secret is kept.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_forty_make.ts):
 * `buildForty(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under FORTY_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { FORTY_SEED, type HeldOutClean, type HeldOutSecret, reset } from "./_heldout_forty_make.ts";
import { buildDotfiles } from "./_heldout_forty_dotfiles.ts";
import { buildShell } from "./_heldout_forty_shell.ts";
import { buildKeys } from "./_heldout_forty_keys.ts";
import { buildVaults } from "./_heldout_forty_vaults.ts";
import { buildHistory } from "./_heldout_forty_history.ts";
import { buildBackups } from "./_heldout_forty_backups.ts";
import { buildNetwork } from "./_heldout_forty_network.ts";
import { buildPrinted } from "./_heldout_forty_printed.ts";
import { buildCleanKeys } from "./_heldout_forty_clean_keys.ts";
import { buildCleanMachine } from "./_heldout_forty_clean_machine.ts";
import { buildCleanRefs } from "./_heldout_forty_clean_refs.ts";

/** The secret families, in build order. */
export const FORTY_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["credential dotfiles", buildDotfiles],
  ["shell start-up files and dumps", buildShell],
  ["keys and passphrases", buildKeys],
  ["keyrings and password managers", buildVaults],
  ["shell and REPL history", buildHistory],
  ["sync and backups", buildBackups],
  ["Wi-Fi and VPN", buildNetwork],
  ["printed by tools", buildPrinted],
];

/** The clean families, built after the secrets. */
export const FORTY_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean public keys and fingerprints", buildCleanKeys],
  ["clean machine ids and digests", buildCleanMachine],
  ["clean references, masks and placeholders", buildCleanRefs],
];

/** A built corpus and its number of cases by family. */
export type FortyCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildForty(seed: number = FORTY_SEED): FortyCorpus {
  reset(seed);
  return buildFamilies(FORTY_SECRET_FAMILIES, FORTY_CLEAN_FAMILIES);
}

const CORPUS = buildForty(FORTY_SEED);
export const FORTY_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const FORTY_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
