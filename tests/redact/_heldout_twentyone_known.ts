/**
 * Corpus twenty-one (written blind, see docs/redaction-corpus-twentyone.md: operations and
 * incident response): its misses and changed clean texts at first sight, against main at d192d58
 * (every shape round of the eleventh round merged but corpus twenty's; none of their engineers
 * saw it): 215/250 = 86.0 % recall and 110/120 = 91.7 % untouched (docs/redaction.md "Held-out
 * corpus twenty-one"). Still missed after it was read as shapes ("Corpus twenty-one after it was
 * seen"): label → the case's shape and family, and the decision that keeps it where there is one.
 * (A service account key printed by gcloud was caught first by corpus twenty's shapes, which never
 * read this corpus: its `private_key_id` goes when the key's body stands beside it.)
 */
export const TWENTYONE_MISSED: Record<string, string> = {
  "a hexdump of a buffer holding a token (1)": "wrapped, in the family crash dumps",
  "rclone.conf with an S3 remote (1)":
    "assignment, in the family backup and restore; by decision: `secret_access_key` goes, the `access_key_id` beside it stays (an identifier; corpus ten's correction made the rclone access key id no piece)",
  "rclone.conf with an S3 remote (2)":
    "assignment, in the family backup and restore; by decision: `secret_access_key` goes, the `access_key_id` beside it stays (an identifier; corpus ten's correction made the rclone access key id no piece)",
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
