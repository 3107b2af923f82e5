/**
 * Held-out corpus twenty-four, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, no other corpus's cases and no other
 * engineer's work in progress — only the shared format files, corpus sixteen's index, make file and
 * well-formedness test (for the structure) and vendors' public documentation. How it was written,
 * the families, the counts and what counts as a secret: docs/redaction-corpus-twentyfour.md.
 *
 * Its subject is blockchains, payment rails and fintech: wallet mnemonics and keys of every
 * encoding, chain dev tooling, RPC and explorer keys, payment providers' keys and webhook secrets,
 * open-banking tokens, card data and HSM/KMS key material, exchange key pairs — many pasted with no
 * name beside them. Its clean cases are the public look-alikes: addresses, hashes, signatures of
 * public transactions, xpubs, publishable keys, masked and documented test cards, ids, IBANs.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twentyfour_make.ts):
 * `buildTwentyFour(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under TWENTYFOUR_SEED and changes in every piece under another seed.
 */
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTYFOUR_SEED,
} from "./_heldout_twentyfour_make.ts";
import { buildWallets } from "./_heldout_twentyfour_wallets.ts";
import { buildDevtools } from "./_heldout_twentyfour_devtools.ts";
import { buildRpc } from "./_heldout_twentyfour_rpc.ts";
import { buildPayments } from "./_heldout_twentyfour_payments.ts";
import { buildPayLogs } from "./_heldout_twentyfour_paylogs.ts";
import { buildBanking } from "./_heldout_twentyfour_banking.ts";
import { buildExchanges } from "./_heldout_twentyfour_exchanges.ts";
import { buildChat } from "./_heldout_twentyfour_chat.ts";
import { buildCleanChain } from "./_heldout_twentyfour_clean_chain.ts";
import { buildCleanPay } from "./_heldout_twentyfour_clean_pay.ts";
import { buildCleanDocs } from "./_heldout_twentyfour_clean_docs.ts";

/** The secret families, in build order. */
export const TWENTYFOUR_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["wallets and keys", buildWallets],
  ["chain dev tooling", buildDevtools],
  ["RPC, explorers and nodes", buildRpc],
  ["payment providers", buildPayments],
  ["payment API logs and webhooks", buildPayLogs],
  ["open banking, cards and key material", buildBanking],
  ["exchange API keys", buildExchanges],
  ["pasted alone and in chat", buildChat],
];

/** The clean families, built after the secrets. */
export const TWENTYFOUR_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean chain data", buildCleanChain],
  ["clean payments and banking", buildCleanPay],
  ["clean documented values and safe configs", buildCleanDocs],
];

/** A built corpus and its number of cases by family. */
export type TwentyFourCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwentyFour(seed: number = TWENTYFOUR_SEED): TwentyFourCorpus {
  reset(seed);
  return buildFamilies(TWENTYFOUR_SECRET_FAMILIES, TWENTYFOUR_CLEAN_FAMILIES);
}

const CORPUS = buildTwentyFour(TWENTYFOUR_SEED);
export const TWENTYFOUR_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTYFOUR_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
