/**
 * Held-out corpus eight, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md and none of the earlier corpora's cases — only
 * the case format (_heldout_make.ts), the scoring (_heldout.ts), how corpora are checked
 * (heldout_test.ts) and corpus seven's header comment. The secrets come from knowledge of real
 * credential shapes as they show up in coding-assistant transcripts: vendor tokens of cloud
 * providers, databases as a service, CI systems, package registries and source hosts
 * (_heldout_eight_cloud.ts, _ci.ts), payment, commerce, messaging and webhooks (_pay.ts),
 * observability, AI APIs, auth providers and other SaaS (_apis.ts); configuration files of many
 * ecosystems and dotfiles (_config.ts, _dotfiles.ts); URLs with userinfo and connection strings
 * (_urls.ts); HTTP headers, command lines and shell history (_commands.ts); code in a dozen
 * languages (_code.ts); logs, tool output, private key blocks and JWTs (_output.ts); secrets
 * wrapped over lines, JSON-escaped, URL-, base64- or hex-encoded, quoted oddly, in prose, Markdown
 * tables and code fences (_forms.ts). The clean texts must come out byte for byte: hashes, digests
 * and ids (_hashes.ts), public keys, certificates, keys public by design, placeholders and
 * documented examples (_public.ts), references to secrets kept elsewhere, resource names, code and
 * settings named like secrets but holding none, and long random-looking strings that are no secret
 * (_alike.ts). Every secret is generated at run time by a seeded generator (_heldout_eight_make.ts:
 * the same corpus on every run, none a real credential). Same format and scoring as corpus four
 * (_heldout.ts). Its first-sight figures are in docs/redaction.md ("Held-out corpus eight");
 * heldout_test.ts keeps them from regressing.
 */
import type { HeldOutClean, HeldOutSecret } from "./_heldout_make.ts";
import { EIGHT_ALIKE } from "./_heldout_eight_alike.ts";
import { EIGHT_APIS } from "./_heldout_eight_apis.ts";
import { EIGHT_CI } from "./_heldout_eight_ci.ts";
import { EIGHT_CLOUD } from "./_heldout_eight_cloud.ts";
import { EIGHT_CODE } from "./_heldout_eight_code.ts";
import { EIGHT_COMMANDS } from "./_heldout_eight_commands.ts";
import { EIGHT_CONFIG } from "./_heldout_eight_config.ts";
import { EIGHT_DOTFILES } from "./_heldout_eight_dotfiles.ts";
import { EIGHT_FORMS } from "./_heldout_eight_forms.ts";
import { EIGHT_HASHES } from "./_heldout_eight_hashes.ts";
import { EIGHT_OUTPUT } from "./_heldout_eight_output.ts";
import { EIGHT_PAY } from "./_heldout_eight_pay.ts";
import { EIGHT_PUBLIC } from "./_heldout_eight_public.ts";
import { EIGHT_URLS } from "./_heldout_eight_urls.ts";

export const EIGHT_SECRETS: readonly HeldOutSecret[] = [
  ...EIGHT_CLOUD,
  ...EIGHT_CI,
  ...EIGHT_PAY,
  ...EIGHT_APIS,
  ...EIGHT_CONFIG,
  ...EIGHT_DOTFILES,
  ...EIGHT_URLS,
  ...EIGHT_COMMANDS,
  ...EIGHT_CODE,
  ...EIGHT_OUTPUT,
  ...EIGHT_FORMS,
];

export const EIGHT_CLEAN: readonly HeldOutClean[] = [
  ...EIGHT_HASHES,
  ...EIGHT_PUBLIC,
  ...EIGHT_ALIKE,
];
