/**
 * The redaction rules, in the order they run: secrets with their own shape first (a PEM block, a
 * JWT, a vendor token), then secrets known by their context (headers, command lines, client
 * files, connection strings), then generic `name = value` assignments. Later rules find
 * `[REDACTED]` where an earlier one fired and leave it alone, so each finding carries the most
 * precise name. docs/redaction.md lists every rule with an example, by the families of
 * `_rule_families.ts`.
 */
import { ARGUMENT_RULES } from "./_arguments.ts";
import { BARE_NAME_RULES } from "./_bare_names.ts";
import { ASSIGNMENT_RULES } from "./_assignments.ts";
import { COMMAND_RULES } from "./_commands.ts";
import { CONFIG_LINE_RULES } from "./_config_lines.ts";
import { CONTEXT_RULES } from "./_contexts.ts";
import { CONNECTION_RULES } from "./_connection_strings.ts";
import { ENCODED_RULES } from "./_encoded.ts";
import { DOCUMENT_RULES } from "./_documents.ts";
import { gitleaksRules } from "./_gitleaks.ts";
import { HEADER_RULES } from "./_headers.ts";
import { OUTPUT_RULES } from "./_outputs.ts";
import { PRINTOUT_RULES } from "./_printouts.ts";
import { CODE_FORM_RULES } from "./_code_forms.ts";
import { MORE_VENDOR_RULES } from "./_vendors_more.ts";
import { PROSE_RULES } from "./_prose.ts";
import { RANDOM_TOKEN_RULES } from "./_random_tokens.ts";
import { LAYOUT_RULES } from "./_layouts.ts";
import { LITERAL_RULES } from "./_literals.ts";
import { NEARBY_RULES } from "./_nearby.ts";
import { KEY_NAME_RULES, POSITION_RULES } from "./_positions.ts";
import { SDK_RULES } from "./_sdks.ts";
import type { Rule } from "./_rule.ts";
import { SERVICE_RULES } from "./_services.ts";
import { SNIPPET_RULES } from "./_snippets.ts";
import { TABLE_RULES } from "./_tables.ts";
import { TOKEN_RULES } from "./_tokens.ts";
import { VENDOR_RULES } from "./_vendors.ts";
import { ELEVEN_EARLY_RULES, ELEVEN_LATE_RULES } from "./_shapes_eleven.ts";
import { ROUND6_LATE_RULES } from "./_shapes_round6.ts";
import { ROUND7_LATE_RULES } from "./_shapes_round7.ts";
import { TWELVE_EARLY_RULES, TWELVE_LATE_RULES } from "./_shapes_twelve.ts";
import { THIRTEEN_EARLY_RULES, THIRTEEN_LATE_RULES } from "./_shapes_thirteen.ts";
import { FOURTEEN_PEOPLE_RULES } from "./_shapes_fourteen_people.ts";
import { FOURTEEN_FORMS_EARLY_RULES } from "./_shapes_fourteen_encoded.ts";
import { FOURTEEN_FORMS_RULES } from "./_shapes_fourteen_forms.ts";
import { FIFTEEN_EARLY_RULES, FIFTEEN_RULES } from "./_shapes_fifteen.ts";
import { COOKIE_WRAP_RULES, NINETEEN_RULES } from "./_web_names.ts";
import { SEVENTEEN_RULES } from "./_shapes_seventeen.ts";
import { SEVENTEEN_JOINED_RULES } from "./_shapes_seventeen_joined.ts";
import { SEVENTEEN_FILE_RULES } from "./_shapes_seventeen_files.ts";
import { EIGHTEEN_EARLY_RULES } from "./_shapes_eighteen.ts";
import { TWENTY_RULES } from "./_shapes_twenty.ts";
import { TWENTYONE_EARLY_RULES, TWENTYONE_LATE_RULES } from "./_shapes_twentyone.ts";
import { TWENTYSEVEN_RULES } from "./_shapes_twentyseven.ts";
import { TWENTYEIGHT_RULES } from "./_shapes_twentyeight.ts";
import { TWENTYEIGHT_CHAIN_RULES } from "./_shapes_twentyeight_chains.ts";
import { TWENTYNINE_FORMAT_RULES, TWENTYNINE_RULES } from "./_shapes_twentynine.ts";
import { THIRTY_LATE_RULES, THIRTY_RULES } from "./_shapes_thirty.ts";
import { THIRTYFOUR_NAME_RULES, THIRTYFOUR_RULES } from "./_shapes_thirtyfour.ts";
import { THIRTYTWO_RULES } from "./_shapes_thirtytwo.ts";
import { THIRTYTWO_NAME_RULES } from "./_shapes_thirtytwo_names.ts";
import { THIRTY_REST_RULES } from "./_shapes_thirty_rest.ts";
import { THIRTYSIX_RULES } from "./_shapes_thirtysix.ts";
import { REST16_RULES } from "./_shapes_rest16.ts";
import { THIRTYTHREE_EARLY_RULES, THIRTYTHREE_RULES } from "./_shapes_thirtythree.ts";
import { THIRTYONE_RULES } from "./_shapes_thirtyone.ts";
import { THIRTYONE_CHAT_RULES } from "./_shapes_thirtyone_chat.ts";
import { THIRTYFIVE_RULES } from "./_shapes_thirtyfive.ts";
import { THIRTYFIVE_DEVICE_RULES } from "./_shapes_thirtyfive_devices.ts";
import { THIRTYFIVE_CHAT_RULES } from "./_shapes_thirtyfive_chat.ts";
import { THIRTYSEVEN_RULES } from "./_shapes_thirtyseven.ts";
import { THIRTYEIGHT_RULES } from "./_shapes_thirtyeight.ts";
import { THIRTYNINE_LATE_RULES, THIRTYNINE_RULES } from "./_shapes_thirtynine.ts";
import { FORTY_PRINTED_RULES, FORTY_RULES } from "./_shapes_forty.ts";
import { FORTYONE_EARLY_RULES } from "./_shapes_fortyone.ts";
import { ALIGNED_COLUMN_RULES } from "./_aligned_columns.ts";
import { CREDENTIAL_NOUN_RULES, CREDENTIAL_PLACE_RULES } from "./_credential_nouns.ts";
import { FIRST_SIGHT_CLASS_RULES, FIRST_SIGHT_PRINTED_RULES } from "./_first_sight_classes.ts";
import { TWENTYSIX_RULES } from "./_shapes_twentysix.ts";
import { USED_VARIABLE_RULES } from "./_used_variables.ts";
import { ANNOUNCED_RULES } from "./_announced.ts";
import { ANNOUNCED_LINE_RULES } from "./_announced_lines.ts";
import { TWENTYTWO_RULES } from "./_shapes_twentytwo.ts";
import { TWENTYTWO_PRINTED_RULES } from "./_shapes_twentytwo_printed.ts";
import { TWENTYTWO_SETTING_RULES } from "./_shapes_twentytwo_settings.ts";
import { TWENTYTWO_DUMP_RULES } from "./_shapes_twentytwo_dumps.ts";
import { ANNOUNCED_INLINE_RULES } from "./_announced_inline.ts";
import { TWENTYFOUR_RULES } from "./_shapes_twentyfour.ts";
import { TWENTYFOUR_HEX_RULES } from "./_shapes_twentyfour_hex.ts";
import { TWENTYFOUR_CARD_RULES } from "./_shapes_twentyfour_cards.ts";
import { TWENTYFOUR_NODE_RULES } from "./_shapes_twentyfour_nodes.ts";
import { TWENTYFIVE_HASH_RULES } from "./_shapes_twentyfive.ts";
import { TWENTYFIVE_TOOL_RULES } from "./_shapes_twentyfive_tools.ts";
import { LONE_VALUE_RULES } from "./_lone_values.ts";
import { LONE_LIST_RULES } from "./_lone_lists.ts";
import { publicChecked } from "./_public_at_key.ts";

export type { Rule } from "./_rule.ts";

/** ctx's own rules for secrets with a shape (a token, a key file): gitleaks' run after them. */
const SHAPED: readonly Rule[] = [
  ...TOKEN_RULES,
  ...SERVICE_RULES,
  ...VENDOR_RULES,
  ...MORE_VENDOR_RULES,
  // What a PHP site prints, WordPress's salts, Ghost, tunnel and Flask tokens, whole: before every
  // rule that reads a name (an assignment cuts them at a `$`, a `|` or a dot, a table at a `|`).
  ...THIRTY_RULES,
  // A W&B key named in a sentence.
  ...THIRTY_REST_RULES,
];

/** ctx's own rules for secrets known by where they stand or their name: they run last. */
const PLACED: readonly Rule[] = [
  // Hashes that log in and security tools' credentials: before the context rules (`.pgpass`
  // reads a pwdump line's `:::` as a password).
  ...TWENTYFIVE_HASH_RULES,
  ...TWENTYFIVE_TOOL_RULES,
  ...COOKIE_WRAP_RULES,
  ...HEADER_RULES,
  ...CONTEXT_RULES,
  ...CONNECTION_RULES,
  ...COMMAND_RULES,
  ...POSITION_RULES,
  ...SDK_RULES,
  ...ARGUMENT_RULES,
  ...LITERAL_RULES,
  ...CODE_FORM_RULES,
  ...DOCUMENT_RULES,
  ...SNIPPET_RULES,
  ...OUTPUT_RULES,
  ...PRINTOUT_RULES,
  ...LAYOUT_RULES,
  ...TABLE_RULES,
  // Before the assignments: they would take a value up to its `&`.
  ...CONFIG_LINE_RULES,
  ...ELEVEN_EARLY_RULES,
  ...TWELVE_EARLY_RULES,
  ...THIRTEEN_EARLY_RULES,
  ...FOURTEEN_FORMS_EARLY_RULES,
  ...FIFTEEN_EARLY_RULES,
  ...SEVENTEEN_FILE_RULES,
  ...EIGHTEEN_EARLY_RULES,
  ...NINETEEN_RULES,
  ...TWENTY_RULES,
  ...TWENTYONE_EARLY_RULES,
  ...TWENTYTWO_RULES,
  ...TWENTYTWO_SETTING_RULES,
  ...TWENTYTWO_DUMP_RULES,
  ...TWENTYFOUR_RULES,
  ...TWENTYFOUR_HEX_RULES,
  ...TWENTYFOUR_CARD_RULES,
  ...TWENTYFOUR_NODE_RULES,
  ...TWENTYEIGHT_RULES,
  ...TWENTYEIGHT_CHAIN_RULES,
  // A format's place that holds a secret (HL7's MSH-8, X12's ISA04, a users map, an rc file).
  ...TWENTYNINE_FORMAT_RULES,
  // A mail or phone system's place for a password (`{PLAIN}…`, `client_send`, `register =>`,
  // the line after `334 UGFzc3dvcmQ6`): before the assignments, which cut them at a `:`.
  ...THIRTYONE_RULES,
  ...THIRTYONE_CHAT_RULES,
  // An AI tool's prefixed key, an Azure OpenAI key, a Wolfram AppID: before the assignments.
  ...THIRTYFOUR_RULES,
  // Logistics' and vehicles' named and placed secrets (a session id, a TURN password): before them.
  ...THIRTYFIVE_RULES,
  ...THIRTYFIVE_DEVICE_RULES,
  ...THIRTYSEVEN_RULES,
  // DNS servers' keys (TSIG, K-private files), openssl's private numbers, DNS vendors' keys.
  ...THIRTYEIGHT_RULES,
  ...THIRTYNINE_RULES, // (39: a database's statements and files, a value typed, cut or handed over)
  // A password echoed to a tool's stdin, a fish universal variable's, key lines under a prefix.
  ...FORTY_RULES,
  // Hosting providers' credentials (41): what a creation prints, `application_key`, `pass_phrase`.
  ...FORTYONE_EARLY_RULES,
  ...ASSIGNMENT_RULES,
  ...ENCODED_RULES,
  ...KEY_NAME_RULES,
  ...BARE_NAME_RULES,
  // A key store in base64, a private key as a one-item list, an encrypted key, recovery codes, a
  // hash beside its salt, a key an authentication error quotes: by their names, before `nearby`.
  ...THIRTYTHREE_EARLY_RULES,
  // A bearer token's variable, a secret key's name with a word after it (`…_SECRETKEY_OVERWRITE`):
  // after the name rules, which name the usual ones (`SECRET_KEY_BASE`).
  ...THIRTYFOUR_NAME_RULES,
  // Then values known by their shape and a word near them, no name before them.
  ...NEARBY_RULES,
  ...ELEVEN_LATE_RULES,
  ...ROUND6_LATE_RULES,
  ...TWELVE_LATE_RULES,
  ...ROUND7_LATE_RULES,
  ...THIRTEEN_LATE_RULES,
  ...FOURTEEN_FORMS_RULES,
  ...FIFTEEN_RULES,
  ...SEVENTEEN_RULES,
  ...SEVENTEEN_JOINED_RULES,
  // A stream key in an ingest URL or by its name, a content key beside its id, a signed URL's
  // signature, a media or game service's secret by its name or form: after the rules that name
  // a value better (a hook URL, a grouped recovery key, a `set` command), before prose.
  ...THIRTYTWO_RULES,
  ...THIRTYTWO_NAME_RULES,
  // A base64 value's padded rest under its caught head, an API key a log line ends with (also cut
  // over two lines): after the rules that name them better (the rest's head is theirs).
  ...THIRTYTHREE_RULES,
  ...THIRTYSIX_RULES, // (36: a key as a Basic user, radtest, a salt, …)
  ...THIRTYNINE_LATE_RULES, // (39: a stored verifier: `md5…`, MySQL's `*…`, ClickHouse's hex)
  ...REST16_RULES, // (t-red46: a protect call's password, an install URL's key, `_sk_`, …)
  // A generated value under a compound of a credential noun no name rule reads (a first-sight
  // class of every corpus): after every rule that names it better.
  ...CREDENTIAL_NOUN_RULES,
  ...CREDENTIAL_PLACE_RULES,
  // A token whose own prefix says it is a secret, for a vendor no rule knows (g-generic16).
  ...FIRST_SIGHT_CLASS_RULES,
  // Prose last: what no rule with a better name found.
  ...PROSE_RULES,
  // Then a token judged by its own characters: what no rule found by a name, a prefix or a word.
  ...RANDOM_TOKEN_RULES,
  // A password typed or a value handed over in chat, with no name for it.
  ...FOURTEEN_PEOPLE_RULES,
  // A value handed over after a failed call, by a portal, instead of another, as a login's list.
  ...THIRTYFIVE_CHAT_RULES,
  // A value alone on its chat line that the lines around it announce.
  ...TWENTYONE_LATE_RULES,
  // A value alone on its line that the line above hands over (any language), a value a line
  // names from below or ends, a column of an aligned table whose header says secret.
  ...ANNOUNCED_RULES,
  ...ANNOUNCED_LINE_RULES,
  ...ANNOUNCED_INLINE_RULES,
  ...ALIGNED_COLUMN_RULES,
  // A printed DataFrame's secret column (its cells read in order under the header), a login
  // written as a pair, a Gradio share link.
  ...TWENTYSIX_RULES,
  ...USED_VARIABLE_RULES,
  // A device CLI's secret column (its cells shifted under the header), a value printed alone under
  // the command that read it: after the generic table and announcement rules.
  ...TWENTYTWO_PRINTED_RULES,
  ...FORTY_PRINTED_RULES, // (a keyring's value printed alone, also under a log's time stamps)
  // A credentials screen's value under its label line: after every rule that names it better.
  ...TWENTYSEVEN_RULES,
  // A password's halves or its rest on the next line, a key told in a sentence, a share link.
  ...TWENTYNINE_RULES,
  // A PHP stack trace's connect arguments, a generated URL user: after the rules that name them.
  ...THIRTY_LATE_RULES,
  // A value printed alone under a command that reads a secret, whatever the prompt (g-generic16).
  ...FIRST_SIGHT_PRINTED_RULES,
  // A value typed alone: the answer to a question, under a line that names it, a whole message
  // (last: every rule that names the value better runs first).
  ...LONE_VALUE_RULES,
  ...LONE_LIST_RULES,
];

/** ctx's own rules, in the order they run (for measuring what the imported ones add). */
export const OWN_RULES: readonly Rule[] = [...SHAPED, ...PLACED].map(publicChecked);

/**
 * Every rule, in the order they run: gitleaks' provider rules after ctx's own token rules (built
 * on first use, as gitleaks' rules are compiled).
 */
export function allRules(): readonly Rule[] {
  return [...SHAPED, ...gitleaksRules(), ...PLACED].map(publicChecked);
}
