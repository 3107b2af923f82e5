/**
 * Held-out corpus six: secrets and clean look-alikes written from knowledge of real credential
 * shapes, without looking at the rules, earlier corpora's cases or their misses (vendor tokens of
 * many kinds, .env and config files of many ecosystems, URLs and connection strings, command
 * lines, key blocks, tool output, wrapped and encoded values; hashes, ids, public keys,
 * placeholders, documented examples, resource names and code next to them). Same format and
 * scoring as corpus four (_heldout.ts). Its first-sight figures are in docs/redaction.md;
 * heldout_test.ts keeps them from regressing.
 */
import type { HeldOutClean, HeldOutSecret } from "./_heldout_make.ts";
import { SIX_NEAR_MISS_CLEAN } from "./_heldout_six_alike.ts";
import { SIX_LOOKALIKE_CLEAN } from "./_heldout_six_clean.ts";
import { SIX_CONFIG_SECRETS } from "./_heldout_six_config.ts";
import { SIX_FORM_SECRETS } from "./_heldout_six_forms.ts";
import { SIX_SERVICE_SECRETS } from "./_heldout_six_services.ts";
import { SIX_VENDOR_SECRETS } from "./_heldout_six_vendors.ts";

export const SIX_SECRETS: readonly HeldOutSecret[] = [
  ...SIX_VENDOR_SECRETS,
  ...SIX_SERVICE_SECRETS,
  ...SIX_CONFIG_SECRETS,
  ...SIX_FORM_SECRETS,
];

export const SIX_CLEAN: readonly HeldOutClean[] = [...SIX_LOOKALIKE_CLEAN, ...SIX_NEAR_MISS_CLEAN];
