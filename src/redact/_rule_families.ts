/**
 * ctx's own redaction rules grouped by family, for the tables of docs/redaction.md
 * (`scripts/redact_rules_doc.ts` writes them; its `--check` holds them to the rules). The order the
 * rules run in is `_rules.ts`'s; a family lists its rules in that order.
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
import type { Rule } from "./_rule.ts";

/** ctx's own rules by family, in the order they run, for the tables of docs/redaction.md. */
export const RULE_FAMILIES: ReadonlyArray<
  { readonly title: string; readonly rules: readonly Rule[] }
> = [
  { title: "Secrets with a shape of their own", rules: [...TOKEN_RULES, ...SERVICE_RULES] },
  {
    title: "More vendor tokens and key files",
    rules: [...VENDOR_RULES, ...MORE_VENDOR_RULES],
  },
  { title: "Secrets in HTTP headers", rules: HEADER_RULES },
  {
    title: "Secrets known by where they stand",
    rules: [
      ...CONTEXT_RULES,
      ...CONNECTION_RULES,
      ...COMMAND_RULES,
      ...POSITION_RULES,
      ...SDK_RULES,
      ...ARGUMENT_RULES,
    ],
  },
  {
    title: "Secrets known by the document they stand in",
    rules: [...DOCUMENT_RULES, ...PROSE_RULES, ...SNIPPET_RULES],
  },
  { title: "Secrets known by their shape and a word near them", rules: NEARBY_RULES },
  { title: "Secrets in what tools print", rules: [...OUTPUT_RULES, ...PRINTOUT_RULES] },
  { title: "Secrets laid out over lines", rules: [...LAYOUT_RULES, ...TABLE_RULES] },
  {
    title: "Secrets known by their name",
    rules: [
      ...LITERAL_RULES,
      ...CODE_FORM_RULES,
      ...CONFIG_LINE_RULES,
      ...ASSIGNMENT_RULES,
      ...ENCODED_RULES,
      ...KEY_NAME_RULES,
      ...BARE_NAME_RULES,
    ],
  },
  {
    title: "Shapes added after corpus eleven",
    rules: [...ELEVEN_EARLY_RULES, ...ELEVEN_LATE_RULES],
  },
  { title: "Shapes added in round six", rules: ROUND6_LATE_RULES },
  {
    title: "Shapes added after corpus twelve",
    rules: [...TWELVE_EARLY_RULES, ...TWELVE_LATE_RULES],
  },
  { title: "Shapes added in round seven", rules: ROUND7_LATE_RULES },
  {
    title: "Shapes added after corpus thirteen",
    rules: [...THIRTEEN_EARLY_RULES, ...THIRTEEN_LATE_RULES],
  },
  {
    title: "Shapes added after corpus fourteen: wrapped, encoded, errors and config",
    rules: [...FOURTEEN_FORMS_EARLY_RULES, ...FOURTEEN_FORMS_RULES],
  },
  { title: "A token judged by its own characters", rules: RANDOM_TOKEN_RULES },
  { title: "Shapes added after corpus fourteen: people and chat", rules: FOURTEEN_PEOPLE_RULES },
  { title: "Shapes added after corpus fifteen", rules: [...FIFTEEN_EARLY_RULES, ...FIFTEEN_RULES] },
  {
    title: "Shapes added after corpus seventeen",
    rules: [...SEVENTEEN_FILE_RULES, ...SEVENTEEN_RULES, ...SEVENTEEN_JOINED_RULES],
  },
  { title: "Shapes added after corpus eighteen", rules: EIGHTEEN_EARLY_RULES },
  {
    title: "Shapes added after corpus nineteen: HTTP and the web",
    rules: [...COOKIE_WRAP_RULES, ...NINETEEN_RULES],
  },
  {
    title: "Shapes added after corpus twenty: mobile, desktop and data science",
    rules: TWENTY_RULES,
  },
  {
    title: "Shapes added after corpus twenty-one: operations and incident response",
    rules: [...TWENTYONE_EARLY_RULES, ...TWENTYONE_LATE_RULES],
  },
  {
    title: "Values no name announces, as general shapes",
    rules: [
      ...ANNOUNCED_RULES,
      ...ANNOUNCED_LINE_RULES,
      ...ANNOUNCED_INLINE_RULES,
      ...LONE_VALUE_RULES,
      ...LONE_LIST_RULES,
      ...ALIGNED_COLUMN_RULES,
      ...USED_VARIABLE_RULES,
    ],
  },
  {
    title: "Shapes added after corpus twenty-two: network gear, IoT and embedded",
    rules: [
      ...TWENTYTWO_RULES,
      ...TWENTYTWO_PRINTED_RULES,
      ...TWENTYTWO_SETTING_RULES,
      ...TWENTYTWO_DUMP_RULES,
    ],
  },
  {
    title: "Shapes added after corpus twenty-four: wallets, keys and cards by their own form",
    rules: [
      ...TWENTYFOUR_RULES,
      ...TWENTYFOUR_HEX_RULES,
      ...TWENTYFOUR_CARD_RULES,
      ...TWENTYFOUR_NODE_RULES,
    ],
  },
  {
    title: "Shapes added after corpus twenty-five: security work",
    rules: [...TWENTYFIVE_HASH_RULES, ...TWENTYFIVE_TOOL_RULES],
  },
  {
    title: "Shapes added after corpus twenty-seven: business software and office automation",
    rules: TWENTYSEVEN_RULES,
  },
  {
    title: "Shapes added after corpus twenty-six: data and machine-learning work",
    rules: TWENTYSIX_RULES,
  },
  {
    title: "Shapes added after corpus twenty-eight: CI/CD, publishing and the supply chain",
    rules: [...TWENTYEIGHT_RULES, ...TWENTYEIGHT_CHAIN_RULES],
  },
  {
    title: "Shapes added after corpus twenty-nine: science, health and the public sector",
    rules: [...TWENTYNINE_FORMAT_RULES, ...TWENTYNINE_RULES],
  },
  {
    title: "Shapes added after corpus thirty: websites, CMS and storefronts",
    rules: [...THIRTY_RULES, ...THIRTY_LATE_RULES],
  },
  {
    title: "Shapes added after corpus thirty's rest",
    rules: THIRTY_REST_RULES,
  },
  {
    title: "Shapes added after corpus thirty-one: mail, telephony and chat bots",
    rules: [...THIRTYONE_RULES, ...THIRTYONE_CHAT_RULES],
  },
  {
    title: "Shapes added after corpus thirty-two: media, streaming and game live-ops",
    rules: [...THIRTYTWO_RULES, ...THIRTYTWO_NAME_RULES],
  },
  {
    title: "Shapes added after corpus thirty-three: identity, single sign-on and secret stores",
    rules: [...THIRTYTHREE_EARLY_RULES, ...THIRTYTHREE_RULES],
  },
  {
    title: "Shapes added after corpus thirty-five: maps, logistics, shipping and travel",
    rules: [...THIRTYFIVE_RULES, ...THIRTYFIVE_DEVICE_RULES, ...THIRTYFIVE_CHAT_RULES],
  },
  {
    title: "Shapes added after corpus thirty-four: AI agents, LLM apps and MCP servers",
    rules: [...THIRTYFOUR_RULES, ...THIRTYFOUR_NAME_RULES],
  },
  {
    title: "First-sight classes across corpora (g-generic15)",
    rules: [...CREDENTIAL_NOUN_RULES, ...CREDENTIAL_PLACE_RULES],
  },
  { title: "Shapes added after corpus thirty-six: schools and HR", rules: THIRTYSIX_RULES },
  { title: "The older corpora's rest (t-red46)", rules: REST16_RULES },
  { title: "Shapes after corpus thirty-seven: vehicles, robots, drones", rules: THIRTYSEVEN_RULES },
  {
    title: "Shapes after corpus thirty-eight: DNS, domains, CDN, edge, TLS",
    rules: THIRTYEIGHT_RULES,
  },
  {
    title: "Shapes after corpus thirty-nine: databases",
    rules: [...THIRTYNINE_RULES, ...THIRTYNINE_LATE_RULES],
  },
  {
    title: "First-sight classes across corpora (g-generic16)",
    rules: [...FIRST_SIGHT_CLASS_RULES, ...FIRST_SIGHT_PRINTED_RULES],
  },
  {
    title: "Shapes after corpus forty: dotfiles and a developer's machine",
    rules: [
      ...FORTY_RULES,
      ...FORTY_PRINTED_RULES,
    ],
  },
  {
    title: "Shapes after corpus forty-one: hosting providers, clouds beyond the big three",
    rules: FORTYONE_EARLY_RULES,
  },
];
