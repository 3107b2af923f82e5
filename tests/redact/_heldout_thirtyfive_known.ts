/**
 * Corpus thirty-five (written blind, see docs/redaction-corpus-thirtyfive.md: maps, logistics, shipping and travel), kept out of main
 * and blind to every branch of the fifteenth round as one of its end figures: its misses at the
 * round's end, main at e05287a — 238/282 = 84.4 % recall as written and in a record, 130/133 = 97.7 % untouched
 * (at the round's start, eee839c: 238/282 = 84.4 %, 130/133 = 97.7 %; docs/redaction.md "Held-out corpora thirty-three,
 * thirty-four and thirty-five: first sight and the round's end"). Label → the case's shape and
 * family.
 */
export const THIRTYFIVE_MISSED: Record<string, string> = {
  "MapTiler key — a debug log of the loaded settings": "output, in the family maps and geodata",
  "what3words key — a curl in the terminal": "command, in the family maps and geodata",
  "HERE credentials.properties": "block, in the family maps and geodata",
  "HERE key and secret pasted in chat": "vendor, in the family maps and geodata",
  "Samsara API token — a bare value in a chat message":
    "vendor, in the family fleet and telematics",
  "MyGeotab session id — a TypeScript client": "assignment, in the family fleet and telematics",
  "MyGeotab session id — a .env printed with cat": "assignment, in the family fleet and telematics",
  "MyGeotab session id — a curl in the terminal": "command, in the family fleet and telematics",
  "Motive API key — a bare value in a chat message": "vendor, in the family fleet and telematics",
  "MyGeotab Authenticate result": "output, in the family fleet and telematics",
  "Verizon Connect token response": "output, in the family fleet and telematics",
  "Samsara token with no name in chat": "vendor, in the family fleet and telematics",
  "MyGeotab login pasted in chat": "vendor, in the family fleet and telematics",
  "Teltonika SMS setting the APN and server": "command, in the family GPS trackers and devices",
  "Teltonika getparam reply": "output, in the family GPS trackers and devices",
  "Queclink AT command with a device password": "command, in the family GPS trackers and devices",
  "GT06 SMS changing the tracker password": "command, in the family GPS trackers and devices",
  "a provisioning sheet as CSV": "output, in the family GPS trackers and devices",
  "tracker password with no name in a chat message":
    "vendor, in the family GPS trackers and devices",
  "UPS access license number — a curl in the terminal":
    "command, in the family carriers and shipping APIs",
  "UPS access license number — a YAML config": "block, in the family carriers and shipping APIs",
  "UPS access license number — a bare value in a chat message":
    "vendor, in the family carriers and shipping APIs",
  "USPS Web Tools user id and password": "assignment, in the family carriers and shipping APIs",
  "UPS client id and secret as two bare lines": "vendor, in the family carriers and shipping APIs",
  "ShipStation key and secret with no names": "vendor, in the family carriers and shipping APIs",
  "AS2 keystore password — a bare value in a chat message":
    "vendor, in the family warehouse, EDI and ERP",
  "lftp to the WMS drop with a password": "command, in the family warehouse, EDI and ERP",
  "Flexport key with no name in chat": "vendor, in the family warehouse, EDI and ERP",
  "SFTP password wrapped in a runbook": "wrapped, in the family warehouse, EDI and ERP",
  "Amadeus API secret — a bare value in a chat message": "vendor, in the family travel and booking",
  "Travelport uAPI password — a bare value in a chat message":
    "vendor, in the family travel and booking",
  "Booking.com connectivity password — a bare value in a chat message":
    "vendor, in the family travel and booking",
  "Sabre sign-in in a terminal emulator": "output, in the family travel and booking",
  "GDS PCC password in chat": "vendor, in the family travel and booking",
  "Uber Direct client secret — a bare value in a chat message":
    "vendor, in the family ride and delivery platforms",
  "Onfleet key with no name in chat": "vendor, in the family ride and delivery platforms",
  "Onfleet key as Basic auth in a HAR": "encoded, in the family ride and delivery platforms",
  "Onfleet key as the user of an API URL": "url, in the family ride and delivery platforms",
  "FedEx legacy ship request with the key and password":
    "block, in the family printed responses and envelopes",
  "UPS legacy AccessRequest XML": "block, in the family printed responses and envelopes",
  "DHL XML-PI service header": "block, in the family printed responses and envelopes",
  "USPS Web Tools rate request URL-encoded":
    "encoded, in the family printed responses and envelopes",
  "EDIFACT UNB with a recipient password": "output, in the family printed responses and envelopes",
  "ISA password in a translator command": "command, in the family printed responses and envelopes",
};

/** Corpus thirty-five's clean texts changed at first sight: label → family. */
export const THIRTYFIVE_CHANGED: Record<string, string> = {
  "ShipStation order keys — in a markdown note":
    "in the family clean shipping ids, EDI and devices",
  "ShipStation order keys — in a command's output":
    "in the family clean shipping ids, EDI and devices",
  "Google place ids — in a chat message": "in the family clean places and trips",
};
