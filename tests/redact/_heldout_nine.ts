/**
 * Held-out corpus nine, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases and no other
 * engineer's work in progress — only the case format (_heldout_make.ts), the scoring
 * (_heldout.ts), the `check` function of heldout_test.ts and corpus eight's header comment. The
 * secrets come from knowledge of real credential shapes as they show up in coding-assistant
 * transcripts: vendor tokens of cloud providers, databases as a service, CI systems, package
 * registries and source hosts (_heldout_nine_cloud.ts); payments, messaging and webhooks,
 * observability, AI APIs, auth providers and other SaaS (_apis.ts); configuration files of many
 * ecosystems and dotfiles (_config.ts); URLs with userinfo, connection strings, HTTP headers,
 * command lines and shell history (_lines.ts); code in many languages and test fixtures
 * (_code.ts); logs, tool output, stack traces, private key blocks and JWTs (_output.ts); secrets
 * wrapped over lines, escaped, URL-, base64- or hex-encoded, oddly quoted, in Markdown and in
 * prose (_forms.ts). The clean texts must come out byte for byte: hashes, digests, ids and
 * long random-looking strings that are no secret (_ids.ts); public keys and certificates, keys
 * public by design, placeholders and documented examples, references to secrets kept elsewhere,
 * and code or settings named like secrets (_alike.ts).
 *
 * Limits of its blindness: the writer knew the product and the issue text (issue 23 names a few
 * shapes earlier corpora missed), and the format files show how earlier corpora were split, so
 * the families are not independent of the earlier ones. Every secret is generated at run time by
 * a seeded stream (_heldout_nine_make.ts: the same corpus on every run, none a real credential);
 * a case's pieces are its random parts only, never a fixed vendor prefix. Same format and scoring
 * as corpus four (_heldout.ts). Its first-sight figures are in docs/redaction.md ("Held-out corpus
 * nine"); heldout_test.ts keeps them from regressing.
 */
import type { HeldOutClean, HeldOutSecret } from "./_heldout_make.ts";
import { NINE_ALIKE } from "./_heldout_nine_alike.ts";
import { NINE_APIS } from "./_heldout_nine_apis.ts";
import { NINE_CLOUD } from "./_heldout_nine_cloud.ts";
import { NINE_CODE } from "./_heldout_nine_code.ts";
import { NINE_CONFIG } from "./_heldout_nine_config.ts";
import { NINE_FORMS } from "./_heldout_nine_forms.ts";
import { NINE_IDS } from "./_heldout_nine_ids.ts";
import { NINE_LINES } from "./_heldout_nine_lines.ts";
import { NINE_OUTPUT } from "./_heldout_nine_output.ts";

export const NINE_SECRETS: readonly HeldOutSecret[] = [
  ...NINE_CLOUD,
  ...NINE_APIS,
  ...NINE_CONFIG,
  ...NINE_LINES,
  ...NINE_CODE,
  ...NINE_OUTPUT,
  ...NINE_FORMS,
];

export const NINE_CLEAN: readonly HeldOutClean[] = [...NINE_IDS, ...NINE_ALIKE];
