/**
 * Corpus thirty-seven (written blind during the fifteenth round's last wave, see
 * docs/redaction-corpus-thirtyseven.md: vehicles, robots and drones): its misses at first sight, against main at
 * 1242f97 — every rule of the fifteenth round, none written by anyone who saw it: 232/274 = 84.7 % recall
 * as written and in a record, 117/120 = 97.5 % untouched (docs/redaction.md "Held-out corpora thirty-six and
 * thirty-seven: first sight after the fifteenth round"). Label → the case's shape and family.
 */
export const THIRTYSEVEN_MISSED: Record<string, string> = {
  "Tesla token wrapped in a terminal (in an answer)":
    "wrapped, in the family connected cars and telematics",
  "Hubject OICP client secret (in an answer)": "assignment, in the family EV charging",
  "Hubject OICP client secret (in a Read result)": "assignment, in the family EV charging",
  "InOrbit agent install with its key (in a question)": "command, in the family robotics and ROS 2",
  "InOrbit agent install with its key (in a terminal)": "command, in the family robotics and ROS 2",
  "Siemens S7 PLC protection password in a TIA script (in a terminal)":
    "vendor, in the family teleoperation and industrial gateways",
  "Siemens S7 PLC protection password in a TIA script (as written)":
    "vendor, in the family teleoperation and industrial gateways",
  "u-blox PointPerfect dynamic keys (as written)": "assignment, in the family positioning",
  "u-blox PointPerfect dynamic keys (in an answer)": "assignment, in the family positioning",
  "Swift Navigation Skylark credentials (in a terminal)": "assignment, in the family positioning",
  "Swift Navigation Skylark credentials (as written)": "assignment, in the family positioning",
  "Foxglove key wrapped in a chat message (in a Read result)":
    "wrapped, in the family simulation and mapping",
  "flashing tool log with the security access constant (in a terminal)":
    "output, in the family OTA and signing",
  "flashing tool log with the security access constant (as written)":
    "output, in the family OTA and signing",
};

/** Corpus thirty-seven's clean texts changed at first sight: label → family. */
export const THIRTYSEVEN_CHANGED: Record<string, string> = {};
