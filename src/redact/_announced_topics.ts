/**
 * What a line about a secret names besides the secret: a topic noun right after the secret word
 * (`Password reset`, `## Password manager`, `**Token refresh**`, `Credentials helper`,
 * `Passwort-Reset`) makes the line about that topic, not a handover of the value; the announcing
 * rules (`_announced.ts`) read a secret word only where no such noun follows it.
 */

// The nouns, in English and a few of the languages the secret words are read in.
export const TOPIC_NOUNS = String
  .raw`resets?|managers?|helpers?|refresh(?:es)?|handling|rotation|hosts?|servers?|fix(?:es)?|bugs?|issues?|leaks?|flow|storage|library|package|service|zur[uü]cksetzen|verwaltung|gestor|gestionnaire|r[ée]initialisation|restablecimiento|redefini[cç][aã]o|сброс\w*|сбрасыва\w*|менеджер\w*`;
