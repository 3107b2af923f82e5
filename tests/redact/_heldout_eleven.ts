/**
 * Held-out corpus eleven, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md and none of the earlier corpora's cases — only
 * the case format (corpus nine's two format files, the `Shape` type), the well-formedness test
 * of corpus ten and the method of docs/redaction-corpus-ten.md. How it was written, what was
 * read and the counts are in docs/redaction-corpus-eleven.md.
 *
 * Families: terminal commands (_terminal.ts) and what tools print (_toolout.ts); configuration
 * formats (_config.ts) and deployment/service configs (_deploy.ts); code in many languages
 * (_code.ts, _scripts.ts); logs, traces and crash reports (_text.ts); diffs, tables, JSON in JSON
 * and HTTP exchanges (_tables.ts); chat prose, commit messages and comments (_prose.ts); URLs,
 * webhooks, SAS and presigned signatures (_urls.ts); private keys, JWTs, cookies, signing
 * secrets and OTP seeds (_keys.ts); secrets wrapped, split or encoded (_forms.ts); vendor tokens
 * of AI, developer and cloud services (_vendors.ts) and of SaaS (_saas.ts). Clean look-alikes:
 * hashes, digests and ids (_ids.ts);
 * public keys, placeholders, documented examples and secret-named code with no value
 * (_alike.ts). Every random part comes from a seeded stream (_heldout_eleven_make.ts).
 */
import type { HeldOutClean, HeldOutSecret } from "./_heldout_make.ts";
import { alike } from "./_heldout_eleven_alike.ts";
import { code } from "./_heldout_eleven_code.ts";
import { config } from "./_heldout_eleven_config.ts";
import { deploy } from "./_heldout_eleven_deploy.ts";
import { forms } from "./_heldout_eleven_forms.ts";
import { ids } from "./_heldout_eleven_ids.ts";
import { keys } from "./_heldout_eleven_keys.ts";
import { ELEVEN_SEED, reseed } from "./_heldout_eleven_make.ts";
import { prose } from "./_heldout_eleven_prose.ts";
import { saas } from "./_heldout_eleven_saas.ts";
import { scripts } from "./_heldout_eleven_scripts.ts";
import { tables } from "./_heldout_eleven_tables.ts";
import { terminal } from "./_heldout_eleven_terminal.ts";
import { text } from "./_heldout_eleven_text.ts";
import { toolOutput } from "./_heldout_eleven_toolout.ts";
import { urls } from "./_heldout_eleven_urls.ts";
import { vendors } from "./_heldout_eleven_vendors.ts";

/** The secret families, in build order. */
export const ELEVEN_SECRET_FAMILIES: ReadonlyArray<readonly [string, () => HeldOutSecret[]]> = [
  ["terminal", terminal],
  ["toolout", toolOutput],
  ["config", config],
  ["deploy", deploy],
  ["code", code],
  ["scripts", scripts],
  ["text", text],
  ["tables", tables],
  ["prose", prose],
  ["urls", urls],
  ["keys", keys],
  ["forms", forms],
  ["vendors", vendors],
  ["saas", saas],
];

/** The clean families, built after the secrets. */
export const ELEVEN_CLEAN_FAMILIES: ReadonlyArray<readonly [string, () => HeldOutClean[]]> = [
  ["ids", ids],
  ["alike", alike],
];

export interface ElevenCorpus {
  secrets: HeldOutSecret[];
  clean: HeldOutClean[];
  /** Cases per family. */
  counts: Record<string, number>;
}

/** The whole corpus built from a fresh stream under `seed`. */
export function buildEleven(seed: number = ELEVEN_SEED): ElevenCorpus {
  reseed(seed);
  const counts: Record<string, number> = {};
  const secrets = ELEVEN_SECRET_FAMILIES.flatMap(([name, build]) => {
    const cases = build();
    counts[name] = cases.length;
    return cases;
  });
  const clean = ELEVEN_CLEAN_FAMILIES.flatMap(([name, build]) => {
    const cases = build();
    counts[name] = cases.length;
    return cases;
  });
  return { secrets, clean, counts };
}

const corpus = buildEleven(ELEVEN_SEED);
export const ELEVEN_SECRETS: readonly HeldOutSecret[] = corpus.secrets;
export const ELEVEN_CLEAN: readonly HeldOutClean[] = corpus.clean;
