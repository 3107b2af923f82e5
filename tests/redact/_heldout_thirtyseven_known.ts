/**
 * Corpus thirty-seven (written blind during the fifteenth round's last wave, see
 * docs/redaction-corpus-thirtyseven.md: vehicles, robots and drones): its misses at first sight, against main at
 * 1242f97 — every rule of the fifteenth round, none written by anyone who saw it: 232/274 = 84.7 % recall
 * as written and in a record, 117/120 = 97.5 % untouched (docs/redaction.md "Held-out corpora thirty-six and
 * thirty-seven: first sight after the fifteenth round"). Label → the case's shape and family.
 */
export const THIRTYSEVEN_MISSED: Record<string, string> = {
  "Tesla Fleet API client secret (in a question)":
    "assignment, in the family connected cars and telematics",
  "Tesla token wrapped in a terminal (in an answer)":
    "wrapped, in the family connected cars and telematics",
  "Hubject OICP client secret (in an answer)": "assignment, in the family EV charging",
  "Hubject OICP client secret (in a Read result)": "assignment, in the family EV charging",
  "InOrbit agent install with its key (in a question)": "command, in the family robotics and ROS 2",
  "InOrbit agent install with its key (in a terminal)": "command, in the family robotics and ROS 2",
  "turnutils client with a password (in a terminal)":
    "command, in the family teleoperation and industrial gateways",
  "turnutils client with a password (as written)":
    "command, in the family teleoperation and industrial gateways",
  "turn URI with credentials inline (in a Read result)":
    "url, in the family teleoperation and industrial gateways",
  "turn URI with credentials inline (in a question)":
    "url, in the family teleoperation and industrial gateways",
  "Siemens S7 PLC protection password in a TIA script (in a terminal)":
    "vendor, in the family teleoperation and industrial gateways",
  "Siemens S7 PLC protection password in a TIA script (as written)":
    "vendor, in the family teleoperation and industrial gateways",
  "MAVProxy signing setup with a passphrase (in an answer)":
    "command, in the family drones and flight",
  "MAVProxy signing setup with a passphrase (in a Read result)":
    "command, in the family drones and flight",
  "QGroundControl settings with MAVLink signing key (as written)":
    "assignment, in the family drones and flight",
  "QGroundControl settings with MAVLink signing key (in an answer)":
    "assignment, in the family drones and flight",
  "u-blox PointPerfect dynamic keys (as written)": "assignment, in the family positioning",
  "u-blox PointPerfect dynamic keys (in an answer)": "assignment, in the family positioning",
  "Swift Navigation Skylark credentials (in a terminal)": "assignment, in the family positioning",
  "Swift Navigation Skylark credentials (as written)": "assignment, in the family positioning",
  "ntripclient verbose output echoing the password (in a Read result)":
    "output, in the family positioning",
  "ntripclient verbose output echoing the password (in a question)":
    "output, in the family positioning",
  "Foxglove key wrapped in a chat message (in an answer)":
    "wrapped, in the family simulation and mapping",
  "Foxglove key wrapped in a chat message (in a Read result)":
    "wrapped, in the family simulation and mapping",
  "mender-artifact signing with a key on the command line (in a question)":
    "command, in the family OTA and signing",
  "mender-artifact signing with a key on the command line (in a terminal)":
    "command, in the family OTA and signing",
  "Uptane director ed25519 private key in TUF metadata (in a terminal)":
    "assignment, in the family OTA and signing",
  "Uptane director ed25519 private key in TUF metadata (as written)":
    "assignment, in the family OTA and signing",
  "flashing tool log with the security access constant (in a terminal)":
    "output, in the family OTA and signing",
  "flashing tool log with the security access constant (as written)":
    "output, in the family OTA and signing",
  "Uptane private key hex wrapped at 40 in a review comment (in a question)":
    "wrapped, in the family OTA and signing",
  "Uptane private key hex wrapped at 40 in a review comment (in a terminal)":
    "wrapped, in the family OTA and signing",
  "ros2 param get printing a bare API key (in a question)": "output, in the family what is printed",
  "ros2 param get printing a bare API key (in a terminal)": "output, in the family what is printed",
  "ros2 param get printing a bare API key (as written)": "output, in the family what is printed",
  "MAVProxy console printing a bare signing key (in an answer)":
    "output, in the family what is printed",
  "MAVProxy console printing a bare signing key (in a Read result)":
    "output, in the family what is printed",
  "MAVLink key made with openssl and printed (in a Read result)":
    "output, in the family bare values",
  "teammate pasting a DJI key in chat (as written)": "output, in the family bare values",
  "teammate pasting a DJI key in chat (in an answer)": "output, in the family bare values",
  "bare hex key pasted over two lines (in a Read result)": "wrapped, in the family bare values",
  "bare hex key pasted over two lines (in a question)": "wrapped, in the family bare values",
};

/** Corpus thirty-seven's clean texts changed at first sight: label → family. */
export const THIRTYSEVEN_CHANGED: Record<string, string> = {
  "telematics positions with ids (as written)": "in the family clean vehicles and charging",
  "masked credentials in a log (in a terminal)": "in the family clean documentation and references",
  "masked credentials in a log (in a question)": "in the family clean documentation and references",
};
