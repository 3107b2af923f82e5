/**
 * Corpus twenty-one (written blind, see docs/redaction-corpus-twentyone.md: operations and
 * incident response): its misses and changed clean texts at first sight, against main at d192d58
 * (every shape round of the eleventh round merged but corpus twenty's; none of their engineers
 * saw it): 215/250 = 86.0 % recall and 110/120 = 91.7 % untouched (docs/redaction.md "Held-out
 * corpus twenty-one"). Not yet read as shapes: label → the case's shape and family.
 */
export const TWENTYONE_MISSED: Record<string, string> = {
  "password pasted alone in an incident thread (1)":
    "output, in the family incident chat and alerts",
  "password pasted alone in an incident thread (2)":
    "output, in the family incident chat and alerts",
  "Opsgenie API key in an alert integration message (1)":
    "vendor, in the family incident chat and alerts",
  "Opsgenie API key in an alert integration message (2)":
    "vendor, in the family incident chat and alerts",
  "a GitLab token wrapped by the chat window (1)":
    "wrapped, in the family incident chat and alerts",
  "a GitLab token wrapped by the chat window (2)":
    "wrapped, in the family incident chat and alerts",
  "the admin password typed into the wrong window (1)":
    "output, in the family incident chat and alerts",
  "the admin password typed into the wrong window (2)":
    "output, in the family incident chat and alerts",
  "a secret wrapped in a Confluence table cell (1)":
    "wrapped, in the family runbooks and postmortems",
  "a secret wrapped in a Confluence table cell (2)":
    "wrapped, in the family runbooks and postmortems",
  "admin recovery codes listed in the runbook (1)":
    "output, in the family runbooks and postmortems",
  "admin recovery codes listed in the runbook (2)":
    "output, in the family runbooks and postmortems",
  "pg_authid rows with SCRAM verifiers (1)": "output, in the family database consoles",
  "pg_authid rows with SCRAM verifiers (2)": "output, in the family database consoles",
  "an app's users table with API keys (1)": "output, in the family database consoles",
  "an app's users table with API keys (2)": "output, in the family database consoles",
  "a service account key printed by gcloud (1)": "block, in the family cloud CLI output",
  "a service account key printed by gcloud (2)": "block, in the family cloud CLI output",
  "sshpass with the password in SSHPASS (1)": "command, in the family SSH and VPN sessions",
  "sshpass with the password in SSHPASS (2)": "command, in the family SSH and VPN sessions",
  "an OpenVPN auth-user-pass file (1)": "output, in the family SSH and VPN sessions",
  "an OpenVPN auth-user-pass file (2)": "output, in the family SSH and VPN sessions",
  "a switch console's running config (1)": "output, in the family SSH and VPN sessions",
  "a switch console's running config (2)": "output, in the family SSH and VPN sessions",
  "gdb printing a config struct (1)": "output, in the family crash dumps",
  "gdb printing a config struct (2)": "output, in the family crash dumps",
  "a hexdump of a buffer holding a token (1)": "wrapped, in the family crash dumps",
  "an Erlang crash dump with a cookie (1)": "output, in the family crash dumps",
  "an Erlang crash dump with a cookie (2)": "output, in the family crash dumps",
  "restic with the password piped in (1)": "command, in the family backup and restore",
  "restic with the password piped in (2)": "command, in the family backup and restore",
  "borg key export printing the repository key (1)": "output, in the family backup and restore",
  "borg key export printing the repository key (2)": "output, in the family backup and restore",
  "rclone.conf with an S3 remote (1)": "assignment, in the family backup and restore",
  "rclone.conf with an S3 remote (2)": "assignment, in the family backup and restore",
};

/**
 * Corpus twenty-one's clean texts still changed after it was read as shapes (docs/redaction.md
 * "Corpus twenty-one after it was seen"), each by decision: label → family and the rule that takes
 * it. (The PagerDuty dedup key, `kafka-configs`' hidden values, `wg show`'s public keys and the
 * `gpg` listing were mended.)
 */
export const TWENTYONE_CHANGED: Record<string, string> = {
  "kubectl get secret with non-secret base64 data (1)":
    "in the family clean consoles and CLI output: taken by `kubernetes-secret-data`, by decision (every value of a `kind: Secret` goes, whatever it decodes to: a Secret is where secrets are put, and its values are not read one by one)",
  "kubectl get secret with non-secret base64 data (2)":
    "in the family clean consoles and CLI output: taken by `kubernetes-secret-data`, by decision (every value of a `kind: Secret` goes, whatever it decodes to: a Secret is where secrets are put, and its values are not read one by one)",
};
