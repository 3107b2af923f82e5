/**
 * Shapes read from held-out corpus twenty-nine's misses (docs/redaction.md, "Corpus twenty-nine
 * after it was seen": science, health, public sector), as shapes of any text and any language: a
 * password's rest that a mail client's line length or a soft hyphen put on the next line, a
 * password handed over in two halves, an account reset to a quoted value, a key a correction
 * hands over (`sorry, the key is …`), a share link's token and the key in its fragment. Where a format's place says secret, the rules
 * are in `_shapes_twentynine_formats.ts`.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { credentialLike } from "./_credential.ts";
import { isNotASecret, REDACTED } from "./_filters.ts";
import { typedClasses, wordy } from "./_lone_form.ts";
import { caseNoise, mixedNoise } from "./_noise.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";
import { TWENTYNINE_FORMAT_RULES } from "./_shapes_twentynine_formats.ts";

export { TWENTYNINE_FORMAT_RULES };

const PW = sample(10, ALNUM, 29_101);

/** Letters of both cases (and digits) that are no name of words: `wsxtkpWmli`, `pgwHVIUsVLHvwNt`. */
const mixedToken = (value: string) =>
  /^[A-Za-z0-9]{8,64}$/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) &&
  !wordy(value) && !isNotASecret(value);

/** A half of a password, or a password: typed (three classes) or generated. */
const half = (value: string) =>
  !isNotASecret(value) && (typedClasses(value) || credentialLike(value, true));

/** The rules of this file, in the order they run (late: every rule that names a value first). */
export const TWENTYNINE_RULES: readonly Rule[] = [
  rule({
    id: "wrapped-rest-unindented",
    examples: {
      match: [
        "Das Passwort für den Datenbankbenutzer ops auf dem Server ist «" +
        sample(11, ALNUM, 29_102) + "»\n«" + sample(9, ALNUM, 29_103) +
        "» – bitte nicht weiterleiten.",
        "Clave de la sede (usuario ops): «" + sample(10, ALNUM, 29_104) + "-»\n«" +
        sample(9, ALNUM, 29_105) + "»  (sin el guion)",
      ],
      clean: [
        "password: [REDACTED]\nKubernetes – the next step",
        "token: [REDACTED]\nrelease2024 (see notes)",
      ],
    },
    description:
      "the rest of a redacted value that a mail client's line length or a soft hyphen put at the start of the next line, with no indent, then a dash or a parenthesis (`… ist [REDACTED]` then `RsT1JB5kY – bitte …`): a generated value's rest, not a word",
    keywords: [REDACTED.toLowerCase()],
    wholeText: true,
    pattern:
      /\[REDACTED\](?:\r?\n|\\n)(?<v>[A-Za-z0-9+\/_]{6,40})(?=[ \t]{1,3}(?:[–—-][ \t]|\())/gd,
    secret: ["v"],
    accept: (value) =>
      looksGenerated(value, 6) && /[a-z]/.test(value) && /[A-Z]/.test(value) &&
      !wordy(value) && !isNotASecret(value),
  }),
  rule({
    id: "password-halves",
    examples: {
      match: [
        "PACS admin (DCM4CHEE): first half «" + PW + "»\nsecond half «" +
        sample(10, ALNUM, 29_106) + "» — change it after the upgrade",
      ],
      clean: ["first half of the sprint: setup\nsecond half of the sprint: migration"],
    },
    description:
      "a password handed over in two halves a note names (`first half …` then `second half …`, `part 1:`/`part 2:`): each half",
    keywords: ["first half", "second half", "1st half", "2nd half"],
    wholeText: true,
    pattern:
      /half(?<=\b(?:[Ff]irst|1st|[Ss]econd|2nd)[ \t]+half)[ \t]*:?[ \t]+(?<q>["'\x60]?)(?<v>[^\s"'\x60]{4,64}?)\k<q>(?=[ \t]*(?:\r?\n|\r?$|[—–-][ \t]|\())/gd,
    secret: ["v"],
    accept: (value) => half(value) || mixedToken(value),
  }),
  rule({
    id: "reset-to-quoted",
    examples: {
      match: [
        'I reset the instrument PC\'s local admin to "«Ljus_Datos3218#»" so the vendor can log in',
        "I set the lab PC's local administrator to \"«Q" + PW + '7k#»" for the vendor',
      ],
      clean: [
        'I reset the admin page to "Dashboard_View" so it loads faster',
        'reset the counter to "0"',
      ],
    },
    description:
      'an account or password a sentence says was reset, set or changed to a quoted value (`reset the … admin to "…"`): a typed password',
    // (The verb and the word after it: `changed` alone is on every few lines of code.)
    keywords: [
      "reset the",
      "reset my",
      "reset our",
      "reset root",
      "reset admin",
      "changed the",
      "changed my",
      "changed our",
      "changed root",
      "changed admin",
      "set the",
      "set my",
      "set our",
      // (Cypher's `SET PASSWORD FROM '…' TO '…'`: its regex reads it, so its keywords must.)
      "set password",
    ],
    pattern:
      /\b(?:reset|changed|set)\b[^\r\n"“]{0,60}?\b(?:admin(?:istrator)?|root|password|passwort|passcode|pin|login|account|user)\b[^\r\n"“]{0,30}?\bto[ \t]+(?<q>["'“])(?<v>[^"'”\s]{8,64})["'”]/gdi,
    secret: ["v"],
    accept: (value) => typedClasses(value) && !isNotASecret(value),
  }),
  rule({
    id: "told-key-value",
    examples: {
      match: [
        "sorry, the key is «" + sample(64, HEX, 29_107) + "»\n(ignore my previous message)",
        "the right key was «" + sample(40, HEX, 29_108) + "», not the one in the ticket",
      ],
      clean: [
        "the key is " + "0".repeat(64),
        "the public key is " + sample(64, HEX, 29_109),
        "the key is sort_order_by_created_at_timestamp",
      ],
    },
    description:
      "a generated value a sentence hands over as the key or token (`the key is …`, `our new token was …`), not a public key, a digest or a name",
    keywords: ["key is", "key was", "token is", "token was"],
    pattern:
      /\b(?:the|my|our|new|correct|right|real)[ \t]+(?:key|token)[ \t]+(?:is|was)[ \t]*:?[ \t]+["'\x60]?(?<v>[A-Za-z0-9+\/_-]{32,128})(?![A-Za-z0-9+\/_-])/gdi,
    secret: ["v"],
    accept: (value) => looksGenerated(value, 32) && !/^(.)\1+$/.test(value),
  }),
  rule({
    id: "share-link-key",
    examples: {
      match: [
        "https://surfdrive.example.nl/s/«" + sample(15, ALNUM, 29_110) + "»#«" +
        sample(22, ALNUM, 29_111) + "»",
      ],
      clean: [
        "https://docs.example.org/s/getting-started#install",
        "https://cloud.example.org/s/public",
      ],
    },
    description:
      "a cloud drive's share link (`…/s/<token>`, Nextcloud's and ownCloud's) and the key its fragment carries: whoever has the link has the files",
    keywords: ["/s/"],
    pattern:
      /https?:\/\/[^\s\/"'<>]{1,100}(?:\/[^\s\/?#"'<>]{1,60}){0,3}\/s\/(?<s>[A-Za-z0-9]{15,32})(?:\/download)?(?:#(?<f>[A-Za-z0-9_-]{16,128}))?(?=[\s"'<>)\]]|$)/gd,
    secret: ["s", "f"],
    accept: (value, group) =>
      group === "f" ? mixedNoise(value, 16) || caseNoise(value, 16) : mixedToken(value),
  }),
];
