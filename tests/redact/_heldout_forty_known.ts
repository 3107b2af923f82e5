/**
 * Corpus forty (written blind, see docs/redaction-corpus-forty.md: dotfiles and a developer's own machine): its misses
 * at first sight, against main at 1a757f2 (this list: what main at 8f34b44 still missed when the corpus was first read) (no engineer who wrote those rules saw it): 89.5 % recall as
 * written and in a record, 96.2 % untouched (docs/redaction.md "Held-out corpus forty").
 * Label → the case's shape and family.
 */
export const FORTY_MISSED: Record<string, string> = {
  "fish_variables with an escaped OpenAI key — in a bootstrap log":
    "encoded, in the family shell start-up files and dumps",
  "fish_variables with an escaped OpenAI key — pasted in a message":
    "encoded, in the family shell start-up files and dumps",
  "fish_variables with an escaped OpenAI key — quoted in an answer":
    "encoded, in the family shell start-up files and dumps",
  "a PuTTY .ppk key file — in a tool result": "block, in the family keys and passphrases",
  "a PuTTY .ppk key file — in a bootstrap log": "block, in the family keys and passphrases",
  "an age identity wrapped in a 60-column tmux pane — in a bootstrap log":
    "wrapped, in the family keys and passphrases",
  "pass show: the password alone on the first line — in a tool result":
    "output, in the family keyrings and password managers",
  "secret-tool lookup: the value alone — as printed":
    "output, in the family keyrings and password managers",
  "secret-tool lookup: the value alone — in a tool result":
    "output, in the family keyrings and password managers",
  "Firefox's logins.csv — in a bootstrap log":
    "output, in the family keyrings and password managers",
  "Firefox's logins.csv — pasted in a message":
    "output, in the family keyrings and password managers",
  "Bitwarden JSON export with a login and a TOTP seed — as printed":
    "assignment, in the family keyrings and password managers",
  "Bitwarden JSON export with a login and a TOTP seed — in a tool result":
    "assignment, in the family keyrings and password managers",
  "KeePassXC opened with a master password on stdin — in a bootstrap log":
    "command, in the family keyrings and password managers",
  "KeePassXC opened with a master password on stdin — pasted in a message":
    "command, in the family keyrings and password managers",
  "bw unlock's session key wrapped at 80 columns — pasted in a message":
    "wrapped, in the family keyrings and password managers",
  "bw unlock's session key wrapped at 80 columns — quoted in an answer":
    "wrapped, in the family keyrings and password managers",
  "a curl history line wrapped by the terminal — in a bootstrap log":
    "wrapped, in the family shell and REPL history",
  "an .ovpn with an inline tls-auth key and private key — in a bootstrap log":
    "block, in the family Wi-Fi and VPN",
  "an iwd .psk file with passphrase and pre-shared key — quoted in an answer":
    "assignment, in the family Wi-Fi and VPN",
  "an iwd .psk file with passphrase and pre-shared key — as printed":
    "assignment, in the family Wi-Fi and VPN",
  "the macOS keychain's Wi-Fi password, the value alone — in a bootstrap log":
    "output, in the family Wi-Fi and VPN",
  "heroku auth:token: a UUID alone — quoted in an answer": "output, in the family printed by tools",
  "heroku auth:token: a UUID alone — as printed": "output, in the family printed by tools",
  "an Ansible vault password file — quoted in an answer": "output, in the family printed by tools",
  "an Ansible vault password file — as printed": "output, in the family printed by tools",
  "a restic password file created with echo — as printed":
    "command, in the family printed by tools",
  "a restic password file created with echo — in a tool result":
    "command, in the family printed by tools",
};

/** Corpus forty's clean texts changed at first sight: label → family. */
export const FORTY_CHANGED: Record<string, string> = {
  "ssh-keygen -lf fingerprints — quoted in an answer":
    "in the family clean public keys and fingerprints",
  "ssh-keygen -lf fingerprints — as printed": "in the family clean public keys and fingerprints",
  "git config for SSH commit signing — pasted in a message":
    "in the family clean public keys and fingerprints",
  "git config for SSH commit signing — quoted in an answer":
    "in the family clean public keys and fingerprints",
  "git config for SSH commit signing — as printed":
    "in the family clean public keys and fingerprints",
};
