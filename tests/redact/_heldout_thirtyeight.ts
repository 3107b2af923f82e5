/**
 * Held-out corpus thirty-eight, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, no other corpus's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file and
 * well-formedness test (for the structure) and its write-up. How it was written, the families and
 * the counts: docs/redaction-corpus-thirtyeight.md.
 *
 * Its subject is running domains and the edge in front of a site: registrars and DNS hosts, name
 * servers (TSIG, rndc, DNSSEC keys), CDNs and WAFs, Cloudflare's edge (Workers, tunnels, Zero
 * Trust), certificates and ACME, what these tools print, dynamic DNS, and chat about all of it.
 * Its clean cases are the public look-alikes of that work: DNSSEC records, TLSA/SSHFP, verification
 * TXT values, DKIM keys, certificates, fingerprints, ray ids, cache keys and references to secrets.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_thirtyeight_make.ts):
 * `buildThirtyEight(seed)` resets the stream and builds every family in order, so the corpus is
 * the same on every run under THIRTYEIGHT_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  THIRTYEIGHT_SEED,
} from "./_heldout_thirtyeight_make.ts";
import { buildRegistrars } from "./_heldout_thirtyeight_registrars.ts";
import { buildDnsServers } from "./_heldout_thirtyeight_dnsserver.ts";
import { buildCdn } from "./_heldout_thirtyeight_cdn.ts";
import { buildEdge } from "./_heldout_thirtyeight_edge.ts";
import { buildAcme } from "./_heldout_thirtyeight_acme.ts";
import { buildPrinted } from "./_heldout_thirtyeight_printed.ts";
import { buildDyndns } from "./_heldout_thirtyeight_dyndns.ts";
import { buildChat } from "./_heldout_thirtyeight_chat.ts";
import { buildCleanRecords } from "./_heldout_thirtyeight_clean_records.ts";
import { buildCleanCerts } from "./_heldout_thirtyeight_clean_certs.ts";
import { buildCleanConfig } from "./_heldout_thirtyeight_clean_config.ts";

/** The secret families, in build order. */
export const THIRTYEIGHT_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["registrars and DNS hosts", buildRegistrars],
  ["DNS servers", buildDnsServers],
  ["CDNs and WAFs", buildCdn],
  ["Cloudflare edge", buildEdge],
  ["certificates and ACME", buildAcme],
  ["printed output", buildPrinted],
  ["dynamic DNS", buildDyndns],
  ["chat, wrapped and encoded", buildChat],
];

/** The clean families, built after the secrets. */
export const THIRTYEIGHT_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean DNS records", buildCleanRecords],
  ["clean certificates and edge output", buildCleanCerts],
  ["clean configuration and chat", buildCleanConfig],
];

/** The whole corpus built from a fresh stream under `seed`. */
export function buildThirtyEight(seed: number = THIRTYEIGHT_SEED): FamilyCorpus {
  reset(seed);
  return buildFamilies(THIRTYEIGHT_SECRET_FAMILIES, THIRTYEIGHT_CLEAN_FAMILIES);
}

const CORPUS = buildThirtyEight(THIRTYEIGHT_SEED);
export const THIRTYEIGHT_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const THIRTYEIGHT_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
