/**
 * Corpus forty-three (written blind, see docs/redaction-corpus-fortythree.md: energy, utilities and buildings): its misses
 * at first sight, against main at 4ff918f, every rule of the sixteenth round (no engineer who wrote those rules saw it): 78.1 % recall as
 * written and in a record, 97.5 % untouched (docs/redaction.md "Held-out corpus forty-three").
 * Label → the case's shape and family.
 */
export const FORTYTHREE_MISSED: Record<string, string> = {
  "Huawei FusionSolar northbound login JSON — pasted": "block, in the family solar and storage",
  "Huawei FusionSolar northbound login JSON — Claude Code tool result":
    "block, in the family solar and storage",
  "Grid operator portal login in a Playwright script — assistant's fenced answer":
    "assignment, in the family utilities and markets",
  "Grid operator portal login in a Playwright script — Codex command output":
    "assignment, in the family utilities and markets",
  "Grid operator portal login in a Playwright script — pasted":
    "assignment, in the family utilities and markets",
  "Gurux DLMS client command line with HLS keys — pasted": "command, in the family meters",
  "Gurux DLMS client command line with HLS keys — Claude Code tool result":
    "command, in the family meters",
  "Gurux DLMS client command line with HLS keys — assistant's fenced answer":
    "command, in the family meters",
  "DLMS global unicast key in a meter tool's INI — Codex command output":
    "assignment, in the family meters",
  "DLMS global unicast key in a meter tool's INI — pasted": "assignment, in the family meters",
  "DLMS global unicast key in a meter tool's INI — Claude Code tool result":
    "assignment, in the family meters",
  "wmbusmeters command with the key inline — Claude Code tool result":
    "command, in the family meters",
  "wmbusmeters command with the key inline — assistant's fenced answer":
    "command, in the family meters",
  "wmbusmeters command with the key inline — Codex command output": "command, in the family meters",
  "meter reader console echoing the HLS secret — pasted": "output, in the family meters",
  "KNX Secure keyring password and FDSK in a knxproj import — assistant's fenced answer":
    "assignment, in the family buildings",
  "KNX Secure keyring password and FDSK in a knxproj import — Codex command output":
    "assignment, in the family buildings",
  "KNX Secure keyring password and FDSK in a knxproj import — pasted":
    "assignment, in the family buildings",
  "KNX IP Secure tunnel passwords in Home Assistant — pasted": "block, in the family buildings",
  "BMS export with a point's write password — assistant's fenced answer":
    "output, in the family buildings",
  "BMS export with a point's write password — Codex command output":
    "output, in the family buildings",
  "BMS export with a point's write password — pasted": "output, in the family buildings",
  "meter reader console printing the keys it loaded — assistant's fenced answer":
    "output, in the family printed output",
  "meter reader console printing the keys it loaded — Codex command output":
    "output, in the family printed output",
  "meter reader console printing the keys it loaded — pasted":
    "output, in the family printed output",
  "BMS point list with a BACnet device password column — assistant's fenced answer":
    "output, in the family printed output",
  "BMS point list with a BACnet device password column — Codex command output":
    "output, in the family printed output",
  "commissioning tool summary with the Wi-Fi and portal passwords — assistant's fenced answer":
    "output, in the family printed output",
  "commissioning tool summary with the Wi-Fi and portal passwords — Codex command output":
    "output, in the family printed output",
  "commissioning tool summary with the Wi-Fi and portal passwords — pasted":
    "output, in the family printed output",
  "EV charger console showing its OCPP authorization key — Codex command output":
    "output, in the family printed output",
  "EV charger console showing its OCPP authorization key — pasted":
    "output, in the family printed output",
  "EV charger console showing its OCPP authorization key — Claude Code tool result":
    "output, in the family printed output",
  "battery system's support bundle printing a bare key pair — Claude Code tool result":
    "output, in the family printed output",
  "battery system's support bundle printing a bare key pair — assistant's fenced answer":
    "output, in the family printed output",
  "battery system's support bundle printing a bare key pair — Codex command output":
    "output, in the family printed output",
  "Home Assistant log echoing an integration's refresh token — Codex command output":
    "output, in the family printed output",
  "SCADA RTU shell printing the IEC 62351 key — Codex command output":
    "command, in the family printed output",
  "SCADA RTU shell printing the IEC 62351 key — pasted": "command, in the family printed output",
  "SCADA RTU shell printing the IEC 62351 key — Claude Code tool result":
    "command, in the family printed output",
  "DLMS keys wrapped in a narrow terminal — pasted": "wrapped, in the family wrapped and encoded",
  "DLMS keys wrapped in a narrow terminal — Claude Code tool result":
    "wrapped, in the family wrapped and encoded",
  "Victron token wrapped in a markdown table cell — Claude Code tool result":
    "wrapped, in the family wrapped and encoded",
  "Victron token wrapped in a markdown table cell — assistant's fenced answer":
    "wrapped, in the family wrapped and encoded",
  "Octopus key wrapped by a log's fixed width — Claude Code tool result":
    "wrapped, in the family wrapped and encoded",
  "Octopus key wrapped by a log's fixed width — assistant's fenced answer":
    "wrapped, in the family wrapped and encoded",
  "OCPP authorization key wrapped on a 40-column serial console — pasted":
    "wrapped, in the family wrapped and encoded",
  "OCPP authorization key wrapped on a 40-column serial console — Claude Code tool result":
    "wrapped, in the family wrapped and encoded",
  "SolarEdge key pasted for testing — Claude Code user message": "vendor, in the family chat",
  "SolarEdge key pasted for testing — Codex user message": "vendor, in the family chat",
  "two bare keys from the utility's letter — Gemini CLI message": "block, in the family chat",
  "two bare keys from the utility's letter — typed": "block, in the family chat",
  "PI service password in a pasted team chat — Claude Code user message":
    "output, in the family chat",
  "wM-Bus key given in a sentence — Claude Code user message": "assignment, in the family chat",
  "Niagara password in a question — Codex user message": "assignment, in the family chat",
  "MQTT password in an instruction to the assistant — Gemini CLI message":
    "command, in the family chat",
  "MQTT password in an instruction to the assistant — typed": "command, in the family chat",
  "KNX keyring password and FDSK in a handover note — Codex user message":
    "block, in the family chat",
  "KNX keyring password and FDSK in a handover note — Gemini CLI message":
    "block, in the family chat",
};

/** Corpus forty-three's clean texts changed at first sight: label → family. */
export const FORTYTHREE_CHANGED: Record<string, string> = {
  "an Enphase OAuth doc with example values — assistant's fenced answer":
    "in the family clean references and examples",
  "an Enphase OAuth doc with example values — Codex command output":
    "in the family clean references and examples",
  "an Enphase OAuth doc with example values — pasted":
    "in the family clean references and examples",
};
