/**
 * Corpus fourteen (written blind, see docs/redaction-corpus-fourteen.md): its misses and changed
 * clean texts at first sight, against main with round A of the tenth round merged (t-red15's
 * corpus-thirteen shapes and t-red16's random-token, neither of which saw it): 266/331 = 80.4 %
 * recall and 122/128 = 95.3 % untouched (docs/redaction.md "Held-out corpus fourteen"). Against the
 * rules at the start of that round: 74.9 % and 96.1 %. Not yet read as shapes: label → the case's
 * shape and family.
 */
export const FOURTEEN_MISSED: Record<string, string> = {
  "chat: use this instead, the old one is dead":
    "assignment, in the family people typing and pasting",
  "chat: login and password as 'me / this'": "assignment, in the family people typing and pasting",
  "chat: 'the pass is' with a typo and no colon":
    "assignment, in the family people typing and pasting",
  "chat: the assistant repeats the password back":
    "assignment, in the family people typing and pasting",
  "chat: the assistant quotes a token back while explaining":
    "assignment, in the family people typing and pasting",
  "chat: a value read aloud with spaces": "assignment, in the family people typing and pasting",
  "chat: a value spelled with dashes between groups":
    "assignment, in the family people typing and pasting",
  "chat: a password spelled letter by letter":
    "assignment, in the family people typing and pasting",
  "chat: a password spelled with NATO words for capitals":
    "assignment, in the family people typing and pasting",
  "chat: creds pasted as two lines after 'creds'":
    "assignment, in the family people typing and pasting",
  "chat: secret inside a frustrated rant": "assignment, in the family people typing and pasting",
  "chat: a recovery code list pasted to 'keep somewhere'":
    "assignment, in the family people typing and pasting",
  "chat: a PIN-and-password combo for a bank sandbox":
    "assignment, in the family people typing and pasting",
  "chat: AWS secret after the id, loose words": "vendor, in the family people typing and pasting",
  "chat: a master password in a 'can you check' message":
    "assignment, in the family people typing and pasting",
  "chat: a secret at the end of a voice-to-text message":
    "assignment, in the family people typing and pasting",
  "chat: the assistant's diff note repeating a secret":
    "assignment, in the family people typing and pasting",
  "chat: the assistant summarising an env it read":
    "output, in the family people typing and pasting",
  "chat: a 'temporary' password given to a teammate":
    "assignment, in the family people typing and pasting",
  "chat: a value described as 'the string from the dashboard'":
    "assignment, in the family people typing and pasting",
  "chat: a wifi QR payload pasted as text": "assignment, in the family people typing and pasting",
  "chat: a Discord bot token in a help request": "vendor, in the family people typing and pasting",
  "chat: a secret after 'ps' at the end of a message":
    "assignment, in the family people typing and pasting",
  "chat: secret typed in a shell prompt by mistake":
    "assignment, in the family people typing and pasting",
  "de: 'hier das Passwort' with a dash": "assignment, in the family other languages",
  "de: no keyword, 'nimm den hier'": "assignment, in the family other languages",
  "fr: no keyword, 'c'est la deuxième ligne'": "assignment, in the family other languages",
  "pt: no keyword, 'usa esse aqui'": "assignment, in the family other languages",
  "zh: no keyword, '用这个'": "assignment, in the family other languages",
  "zh-TW: 金鑰 in traditional characters": "assignment, in the family other languages",
  "it: 'la password è' (a seventh language)": "assignment, in the family other languages",
  "mixed: Spanglish chat with a token": "assignment, in the family other languages",
  "de: a value read aloud in German": "assignment, in the family other languages",
  "ja: the assistant answers in Japanese repeating the password":
    "assignment, in the family other languages",
  "md: a table with the secret in a 'Value' column and no name hint":
    "assignment, in the family markdown, mail and chat exports",
  "md: a bullet list of credentials": "assignment, in the family markdown, mail and chat exports",
  "md: a strikethrough old value beside the new one":
    "assignment, in the family markdown, mail and chat exports",
  "chat export: a Slack export line with a password":
    "output, in the family markdown, mail and chat exports",
  "chat export: a WhatsApp export with a key":
    "output, in the family markdown, mail and chat exports",
  "chat export: an IRC log line": "output, in the family markdown, mail and chat exports",
  "mail: a signature block with a PIN and a code":
    "assignment, in the family markdown, mail and chat exports",
  "tool outputs: cut -c over two JSON tool results":
    "wrapped, in the family wrapped and split: two 20-character halves, each the whole `content` of a JSON tool result with nothing saying secret and no command shown; a value under a plain name is the name rules' to judge (random-token keeps it), and joining two records' fields would take every pair of ids",
};

/** Corpus fourteen's clean texts changed at first sight, label → the family. */
export const FOURTEEN_CHANGED: Record<string, string> = {
  "ru: a bcrypt hash in Russian prose": "in the family people, pastes and errors without a secret",
  "chat: the RFC 7617 example Basic credentials":
    "in the family people, pastes and errors without a secret",
  "wrapped: an SSH2 public key from ssh.com":
    "in the family ids, public values, ciphertext and encoded look-alikes",
  "encoded: \\u-escaped Japanese text in JSON":
    "in the family ids, public values, ciphertext and encoded look-alikes",
  "encoded: gzip+base64 of a public release note":
    "in the family ids, public values, ciphertext and encoded look-alikes",
  "encoded: a percent-encoded search query":
    "in the family ids, public values, ciphertext and encoded look-alikes",
};
