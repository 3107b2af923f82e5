/**
 * Held-out corpus seven, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of the earlier corpora's cases and none of docs/redaction.md's rule
 * tables — only the case format (_heldout_make.ts), the scoring (_heldout.ts) and how corpora are
 * checked (heldout_test.ts). The secrets come from knowledge of real credential shapes as they
 * show up in coding-assistant transcripts: vendor tokens of cloud providers, CI systems, package
 * registries, payment, messaging, observability, AI APIs, databases as a service and auth
 * providers; configuration files of many ecosystems; URLs and connection strings; HTTP headers;
 * command lines and shell history; code in a dozen languages; logs and tool output; private key
 * blocks and JWTs; secrets wrapped over lines, JSON-escaped, URL-encoded or base64-encoded. The
 * clean texts are what sits next to them and must stay untouched: hashes, digests, ids, UUIDs,
 * public keys and certificates, keys public by design, base64 of non-secrets, placeholders,
 * documented examples, references to secrets kept elsewhere, resource names and ARNs, code and
 * settings named like secrets. Every secret is generated fresh at run time
 * (_heldout_seven_make.ts); none is a real credential. Same format and scoring as corpus four
 * (_heldout.ts). Its first-sight figures are in docs/redaction.md ("Held-out corpus seven");
 * heldout_test.ts keeps them from regressing.
 */
import type { HeldOutClean, HeldOutSecret } from "./_heldout_make.ts";
import { SEVEN_ALIKE_CLEAN } from "./_heldout_seven_alike.ts";
import { SEVEN_API_SECRETS } from "./_heldout_seven_apis.ts";
import { SEVEN_BLOCK_SECRETS } from "./_heldout_seven_blocks.ts";
import { SEVEN_CLOUD_SECRETS } from "./_heldout_seven_cloud.ts";
import { SEVEN_CODE_SECRETS } from "./_heldout_seven_code.ts";
import { SEVEN_CONFIG_SECRETS } from "./_heldout_seven_config.ts";
import { SEVEN_HASH_CLEAN } from "./_heldout_seven_hashes.ts";
import { SEVEN_LINE_SECRETS } from "./_heldout_seven_lines.ts";
import { SEVEN_PLACEHOLDER_CLEAN } from "./_heldout_seven_placeholders.ts";
import { SEVEN_PUBLIC_CLEAN } from "./_heldout_seven_public.ts";
import { SEVEN_SAAS_SECRETS } from "./_heldout_seven_saas.ts";
import { SEVEN_SERVICE_SECRETS } from "./_heldout_seven_services.ts";
import { SEVEN_URL_SECRETS } from "./_heldout_seven_urls.ts";

export const SEVEN_SECRETS: readonly HeldOutSecret[] = [
  ...SEVEN_CLOUD_SECRETS,
  ...SEVEN_SERVICE_SECRETS,
  ...SEVEN_API_SECRETS,
  ...SEVEN_SAAS_SECRETS,
  ...SEVEN_CONFIG_SECRETS,
  ...SEVEN_URL_SECRETS,
  ...SEVEN_LINE_SECRETS,
  ...SEVEN_CODE_SECRETS,
  ...SEVEN_BLOCK_SECRETS,
];

export const SEVEN_CLEAN: readonly HeldOutClean[] = [
  ...SEVEN_HASH_CLEAN,
  ...SEVEN_PUBLIC_CLEAN,
  ...SEVEN_PLACEHOLDER_CLEAN,
  ...SEVEN_ALIKE_CLEAN,
];
