/**
 * Held-out corpus twenty-two, written blind: by an engineer who read none of the redaction rules
 * or engine (src/redact/), none of docs/redaction.md, none of the earlier corpora's cases and no
 * other engineer's work in progress — only the shared format files, corpus sixteen's index, make
 * file and well-formedness test (for their structure) and its write-up. How it was written, the
 * families, the counts and what counts as a secret: docs/redaction-corpus-twentytwo.md.
 *
 * Its subject is network gear, IoT, embedded and home automation: running configurations and CLI
 * sessions of routers, switches and firewalls, Wi-Fi configuration, microcontroller firmware,
 * Home Assistant and its neighbours, device clouds and LoRaWAN, serial consoles and firmware
 * builds, network automation and monitoring — each snippet as a session shows it (pasted in a
 * message, a Claude Code tool result, a Codex command's output, an answer's fence, a terminal).
 * Its clean cases are the same kinds of text with look-alikes and no secret.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_twentytwo_make.ts):
 * `buildTwentyTwo(seed)` resets the stream and builds every family in order, so the corpus is the
 * same on every run under TWENTYTWO_SEED and changes in every piece under another seed.
 */
import {
  type HeldOutClean,
  type HeldOutSecret,
  reset,
  TWENTYTWO_SEED,
} from "./_heldout_twentytwo_make.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";
import { buildCisco } from "./_heldout_twentytwo_cisco.ts";
import { buildVendors } from "./_heldout_twentytwo_vendors.ts";
import { buildWifi } from "./_heldout_twentytwo_wifi.ts";
import { buildFirmware } from "./_heldout_twentytwo_firmware.ts";
import { buildHome } from "./_heldout_twentytwo_home.ts";
import { buildCloud } from "./_heldout_twentytwo_cloud.ts";
import { buildConsole } from "./_heldout_twentytwo_console.ts";
import { buildAutomation } from "./_heldout_twentytwo_automation.ts";
import { buildCleanNet } from "./_heldout_twentytwo_clean_net.ts";
import { buildCleanHome } from "./_heldout_twentytwo_clean_home.ts";
import { buildCleanOps } from "./_heldout_twentytwo_clean_ops.ts";

/** The secret families, in build order. */
export const TWENTYTWO_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["Cisco-style running configs", buildCisco],
  ["Junos, RouterOS, FortiOS, VyOS, pfSense", buildVendors],
  ["Wi-Fi configuration", buildWifi],
  ["microcontroller firmware", buildFirmware],
  ["home automation", buildHome],
  ["device clouds and LoRaWAN", buildCloud],
  ["consoles, bootloaders and builds", buildConsole],
  ["network automation and monitoring", buildAutomation],
];

/** The clean families, built after the secrets. */
export const TWENTYTWO_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean network gear", buildCleanNet],
  ["clean Wi-Fi, firmware and home", buildCleanHome],
  ["clean consoles, clouds and automation", buildCleanOps],
];

/** A built corpus and its number of cases by family. */
export type TwentyTwoCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildTwentyTwo(seed: number = TWENTYTWO_SEED): TwentyTwoCorpus {
  reset(seed);
  return buildFamilies(TWENTYTWO_SECRET_FAMILIES, TWENTYTWO_CLEAN_FAMILIES);
}

const CORPUS = buildTwentyTwo(TWENTYTWO_SEED);
export const TWENTYTWO_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const TWENTYTWO_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
