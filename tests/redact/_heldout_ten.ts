/**
 * Held-out corpus ten, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, no rules file, no other corpus's cases and no
 * other engineer's work in progress — only the case format (corpus nine's index and generator,
 * and the `Shape` type of _heldout_make.ts). How it was written and the limits of that blindness
 * are in docs/redaction-corpus-ten.md.
 *
 * Secrets (every random part generated at run time from a seeded stream, _heldout_ten_make.ts;
 * a case's pieces are its random parts only, never a fixed vendor prefix or a public id next to
 * it): cloud and infrastructure (_cloud), SaaS vendors (_saas: messaging, payments, AI; _apps:
 * observability, commerce, identity, product tools), developer platforms, registries and CI
 * (_dev, _devtools), application configuration (_config) and operations configuration (_ops),
 * connection strings and credentialed URLs (_db), code in many languages (_code), tool output
 * and logs (_output), key material (_keys), wrapped, escaped, encoded and prose forms (_forms).
 * Clean texts that must come out byte for byte: ids and random-looking non-secrets (_ids),
 * digests and build artefacts (_digests), and public-by-design keys, placeholders, references,
 * encrypted-by-design values and secret talk (_alike).
 *
 * `buildTen(seed)` builds the whole corpus from a fresh stream; TEN_SECRETS and TEN_CLEAN are the
 * corpus at TEN_SEED. ten_wellformed_test.ts checks the corpus itself (never the redactor).
 */
import type { HeldOutClean, HeldOutSecret } from "./_heldout_make.ts";
import { tenAlike } from "./_heldout_ten_alike.ts";
import { tenApps } from "./_heldout_ten_apps.ts";
import { tenCloud } from "./_heldout_ten_cloud.ts";
import { tenCode } from "./_heldout_ten_code.ts";
import { tenConfig } from "./_heldout_ten_config.ts";
import { tenDb } from "./_heldout_ten_db.ts";
import { tenDev } from "./_heldout_ten_dev.ts";
import { tenDevTools } from "./_heldout_ten_devtools.ts";
import { tenDigests } from "./_heldout_ten_digests.ts";
import { tenForms } from "./_heldout_ten_forms.ts";
import { tenIds } from "./_heldout_ten_ids.ts";
import { tenKeys } from "./_heldout_ten_keys.ts";
import { TEN_SEED, tenStream } from "./_heldout_ten_make.ts";
import { tenOps } from "./_heldout_ten_ops.ts";
import { tenOutput } from "./_heldout_ten_output.ts";
import { tenSaas } from "./_heldout_ten_saas.ts";

/** The secret families in order, by name, for per-family counts. */
export const TEN_FAMILIES = [
  ["cloud", tenCloud],
  ["saas", tenSaas],
  ["apps", tenApps],
  ["dev", tenDev],
  ["devtools", tenDevTools],
  ["config", tenConfig],
  ["ops", tenOps],
  ["db", tenDb],
  ["code", tenCode],
  ["output", tenOutput],
  ["keys", tenKeys],
  ["forms", tenForms],
] as const;

/** The clean families in order. */
export const TEN_CLEAN_FAMILIES = [["ids", tenIds], ["digests", tenDigests], [
  "alike",
  tenAlike,
]] as const;

export interface TenCorpus {
  secrets: HeldOutSecret[];
  clean: HeldOutClean[];
  /** How many secret cases each family has, then each clean family. */
  counts: Record<string, number>;
}

/** Builds corpus ten from a fresh stream seeded with `seed`. */
export function buildTen(seed: number = TEN_SEED): TenCorpus {
  const t = tenStream(seed);
  const secrets: HeldOutSecret[] = [];
  const clean: HeldOutClean[] = [];
  const counts: Record<string, number> = {};
  for (const [name, family] of TEN_FAMILIES) {
    const cases = family(t);
    counts[name] = cases.length;
    secrets.push(...cases);
  }
  for (const [name, family] of TEN_CLEAN_FAMILIES) {
    const cases = family(t);
    counts[name] = cases.length;
    clean.push(...cases);
  }
  return { secrets, clean, counts };
}

const TEN = buildTen();

export const TEN_SECRETS: readonly HeldOutSecret[] = TEN.secrets;

export const TEN_CLEAN: readonly HeldOutClean[] = TEN.clean;
