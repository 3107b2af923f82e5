/**
 * Corpus twenty-nine, values with no name beside them: a password or a token alone on a line, in
 * a sentence, after a colon in a mail or a ticket written in German, French, Spanish, Dutch or a
 * Nordic language; what a help desk or a colleague sends when an account is set up.
 */
import {
  ALNUM,
  B64URL,
  DIGITS,
  draw,
  framed,
  type HeldOutSecret,
  HEX,
  login,
  num,
  pass,
  pick,
  UHEX,
  uuid,
  wordPass,
  type Writing,
} from "./_heldout_twentynine_make.ts";
import { type Frame, MAILS, pasted, printed, ticket } from "./_heldout_twentynine_frames.ts";

const WRITINGS: readonly Writing[] = [
  {
    shape: "assignment",
    label: "new password in a German sentence",
    make: (
      _k,
      add,
    ) => [
      `Ihr neues Kennwort für das Klinikportal lautet ${
        pass(add)
      } und muss bei der ersten Anmeldung geändert werden.`,
    ],
  },
  {
    shape: "assignment",
    label: "password after a colon in French",
    make: (_k, add) => [`Identifiant : ${login()}`, `Mot de passe provisoire : ${wordPass(add)}`],
  },
  {
    shape: "assignment",
    label: "Spanish sentence with user and password",
    make: (
      _k,
      add,
    ) => [`El usuario es ${login()} y la contraseña ${pass(add)} (la del año pasado ya no vale).`],
  },
  {
    shape: "assignment",
    label: "Dutch message with the wachtwoord on its own line",
    make: (
      _k,
      add,
    ) => [
      `Je account op de rekenserver is aangemaakt (${login()}). Wachtwoord:`,
      "",
      pass(add),
      "",
      "Wijzig het na de eerste keer inloggen.",
    ],
  },
  {
    shape: "assignment",
    label: "Swedish lösenord in a sentence",
    make: (
      _k,
      add,
    ) => [`Lösenordet till provdatabasen är ${wordPass(add)} – dela det inte vidare.`],
  },
  {
    shape: "assignment",
    label: "Norwegian passord and a one-time code",
    make: (
      _k,
      add,
    ) => [`Brukernavn: ${login()}`, `Passord: ${pass(add)}`, `Engangskode: ${draw(6, DIGITS)}`],
  },
  {
    shape: "vendor",
    label: "a bare token on its own line after an explanation",
    make: (
      k,
    ) => [
      "Here is the token for the REDCap project you asked for:",
      "",
      k(32, UHEX),
      "",
      "It has export rights only.",
    ],
  },
  {
    shape: "vendor",
    label: "a bare API key in a Finnish message",
    make: (
      k,
    ) => ["Tässä rajapinta-avain testiympäristöön:", k(40, ALNUM), "Se vanhenee kuukauden päästä."],
  },
  {
    shape: "vendor",
    label: "an unlabelled secret in a Danish handover",
    make: (
      k,
    ) => [
      `Klient-id ${uuid()} og hemmeligheden`,
      `${k(num(40, 48), ALNUM)}`,
      "ligger også i 1Password fra i morgen.",
    ],
  },
  {
    shape: "assignment",
    label: "German ticket reply with the VPN pre-shared key",
    make: (
      _k,
      add,
    ) => [
      `Der Pre-Shared-Key für das Forschungs-VPN ist: ${add(draw(num(20, 28), ALNUM))}`,
      `Gateway: vpn.${pick(["uni-example.de", "fz-example.de"])}`,
    ],
  },
  {
    shape: "assignment",
    label: "French clinician's message with a PIN and a password in parentheses",
    make: (
      _k,
      add,
    ) => [
      `Pour la carte CPS le code est dans l'enveloppe ; pour le DPI le mot de passe (${
        pass(add)
      }) est temporaire.`,
    ],
  },
  {
    shape: "assignment",
    label: "English note with a password in quotes and no label",
    make: (
      _k,
      add,
    ) => [
      `I reset the instrument PC's local admin to "${
        wordPass(add)
      }" so the vendor can log in on Tuesday.`,
    ],
  },
  {
    shape: "vendor",
    label: "a bare hex key sent as a correction",
    make: (k) => {
      const key = k(64, HEX);
      return [`sorry, the key is ${key}`, "(ignore my previous message, that was the old one)"];
    },
  },
  {
    shape: "url",
    label: "a share link with its secret in the fragment, in Dutch",
    make: (
      k,
    ) => [
      `Hier is de link naar de ruwe data: https://surfdrive.${
        pick(["example.nl", "example.org"])
      }/s/${k(15, ALNUM)}#${k(num(20, 24), B64URL)}`,
      `Wachtwoord staat in het volgende bericht.`,
    ],
  },
  {
    shape: "wrapped",
    label: "a password split by a mail client's line length",
    make: (_k, add) => {
      const a = add(draw(num(10, 12), ALNUM));
      const b = add(draw(num(8, 10), ALNUM));
      return [
        `Das Passwort für den Datenbankbenutzer ${login()} auf dem Kohorten-Server ist ${a}`,
        `${b} – bitte nicht per Mail weiterleiten.`,
      ];
    },
  },
];

/** Frames for this family: mails, tickets, chat records and printed notes. */
const FRAMES: readonly Frame[] = [...MAILS, ticket, pasted, printed];

/** The nameless values. */
export function buildNameless(): HeldOutSecret[] {
  return framed(WRITINGS, FRAMES, 2);
}
