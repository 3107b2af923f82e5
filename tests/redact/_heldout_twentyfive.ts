/**
 * Held-out corpus twenty-five, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus sixteen's index, make
 * file and well-formedness test (for their structure) and its write-up. How it was written, the
 * families and the counts: docs/redaction-corpus-twentyfive.md.
 *
 * Its subject is security work: secrets as they surface in secret scanners' output, SAST and DAST
 * reports, pentest notes and tool output (cracked hashes, Mimikatz, secretsdump, Kerberoast and
 * Responder captures), bug bounty reports, incident forensics (SIEM and EDR alerts, Sysmon,
 * auditd, CloudTrail) and vault tools' exports — and, as clean cases, the same texts holding only
 * look-alikes: rule ids, CVEs, file hashes, IOCs, YARA rules, masked values, scanners' regexes,
 * documentation examples, public keys, CTF flags and notes on where a secret was.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twentyfive_make.ts):
 * `buildTwentyFive(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under TWENTYFIVE_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTYFIVE_SEED,
} from "./_heldout_twentyfive_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildScanners } from "./_heldout_twentyfive_scanners.ts";
import { buildSast } from "./_heldout_twentyfive_sast.ts";
import { buildWindows } from "./_heldout_twentyfive_windows.ts";
import { buildCracked } from "./_heldout_twentyfive_cracked.ts";
import { buildBounty } from "./_heldout_twentyfive_bounty.ts";
import { buildForensics } from "./_heldout_twentyfive_forensics.ts";
import { buildVaults } from "./_heldout_twentyfive_vaults.ts";
import { buildCanary } from "./_heldout_twentyfive_canary.ts";
import { buildQuietScans } from "./_heldout_twentyfive_quiet_scans.ts";
import { buildQuietPentest } from "./_heldout_twentyfive_quiet_pentest.ts";
import { buildQuietForensics } from "./_heldout_twentyfive_quiet_forensics.ts";
import { buildQuietDocs } from "./_heldout_twentyfive_quiet_docs.ts";

/** The secret families, in build order. */
export const TWENTYFIVE_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["secret scanners' output", buildScanners],
  ["SAST and DAST reports", buildSast],
  ["Windows and Active Directory credentials", buildWindows],
  ["cracked and looted credentials", buildCracked],
  ["bug bounty reports", buildBounty],
  ["incident forensics", buildForensics],
  ["vault and PAM tools", buildVaults],
  ["honeytokens and CTF write-ups", buildCanary],
];

/** The clean families, built after the secrets. */
export const TWENTYFIVE_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean scanner and SAST/DAST output", buildQuietScans],
  ["clean pentest notes and tool output", buildQuietPentest],
  ["clean forensics, IOCs and detections", buildQuietForensics],
  ["clean CTF flags, examples, vault metadata and redacted texts", buildQuietDocs],
];

/** A built corpus and its number of cases by family. */
export type TwentyFiveCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwentyFive(seed: number = TWENTYFIVE_SEED): TwentyFiveCorpus {
  reset(seed);
  return buildFamilies(TWENTYFIVE_SECRET_FAMILIES, TWENTYFIVE_CLEAN_FAMILIES);
}

const CORPUS = buildTwentyFive(TWENTYFIVE_SEED);
export const TWENTYFIVE_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTYFIVE_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
