/**
 * Corpus twenty-two (written blind, see docs/redaction-corpus-twentytwo.md: network gear, IoT, embedded and home automation): its misses
 * at first sight, against main at 78a8a1d (the rules of the end of the eleventh round; no engineer
 * who wrote them saw it): 158/274 = 57.7 % recall as written and in a record, 133/140 = 95.0 % untouched
 * (docs/redaction.md "Held-out corpus twenty-two"). g-announce's generic shapes, which never saw it,
 * caught one more (`mosquitto_passwd -b`, by `announced-value`): 159/274. Label → why it is still
 * missed: after t-red27
 * read the corpus as shapes, 257/274 = 93.8 %, 140/140 untouched (docs/redaction.md "Corpus
 * twenty-two after it was seen"); nine of the eighteen are misses by decision. g-lone (values
 * typed alone): a tool's result that is one typed password (`security find-generic-password -wa`),
 * 258/274.
 */
export const TWENTYTWO_MISSED: Record<string, string> = {
  "nmcli -s -g psk prints the key on its own line — Claude Code tool result":
    "output: the value alone in a tool result, its command in another record — nothing in the text says what it is",
  "Node-RED encrypted flows_cred.json — Codex command output":
    "by decision: ciphertext made to be committed, as Ansible Vault's (its key, credentialSecret, goes where it stands)",
  "particle token create prints the token on its own line — Claude Code tool result":
    "output: a token alone after a line that announces it (`New access token never expires`): the subject of g-announce",
  "a hex dump of the config flash showing the PSK — quoted in an answer":
    "encoded: a hex dump's columns (as corpus twenty-one's): no rule reads xxd's hex and ASCII columns",
  "a hex dump of the config flash showing the PSK — pasted in a message":
    "encoded: a hex dump's columns (as corpus twenty-one's): no rule reads xxd's hex and ASCII columns",
  "a root password hash cut over two lines of a console — pasted in a message":
    "wrapped: a login's hash goes by decision (t-red36) and its head does; its rest on the next line, glued to `:19248:0:…`, holds no digit (`ViPZRUr/cQUQChLeeq/wUQt`), which a wrapped rest with text after it needs (the Codex view's rest has one and goes)",
  "Ansible group_vars for Junos with a hard-coded SNMP community — terminal session":
    "assignment: a password of letters and a dash (no digit) under ansible_ssh_pass; the community beside it goes",
  "Zabbix agent PSK file content — Claude Code tool result":
    "output: the value alone in a tool result, its command in another record — nothing in the text says what it is",
  "UniFi admin x_shadow and device SSH password — Codex command output":
    "a login's hash goes by decision (t-red36) where the line that holds it names the login; x_shadow's login (`name`) stands on another line of the document, so it stays; the SSH password and mgmt key beside it go",
  "UniFi admin x_shadow and device SSH password — terminal session":
    "a login's hash goes by decision (t-red36) where the line that holds it names the login; x_shadow's login (`name`) stands on another line of the document, so it stays; the SSH password and mgmt key beside it go",
  "an Ansible password cut over two lines of a wrapped log — quoted in an answer":
    "wrapped: a password cut by the terminal inside a Python dict's repr",
};

/** Corpus twenty-two's clean texts changed at first sight: label → family. */
export const TWENTYTWO_CHANGED: Record<string, string> = {};
