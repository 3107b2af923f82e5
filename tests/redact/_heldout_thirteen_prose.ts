/**
 * Corpus thirteen, people pasting: chat in languages eleven's and twelve's write-ups do not list
 * (Romanian, Danish, Norwegian, Bengali, Persian, Swahili, Tagalog, Catalan, Slovak, Croatian,
 * Bulgarian, Tamil, Urdu, Estonian, Lithuanian, Malay), keys named in those languages, values with
 * no name whose meaning is only in the sentence, and passphrases typed as words.
 */
import {
  B64,
  DIGITS,
  draw,
  type HeldOutSecret,
  LOWER,
  passphrase,
  password,
  S,
} from "./_heldout_thirteen_make.ts";

export function peopleAndPaste(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "Romanian: parola in a sentence",
      (_k, add) => `parola pentru serverul de test este ${add(password())} — schimb-o după demo`,
    ),
    S(
      "assignment",
      "Danish: adgangskode with a colon",
      (_k, add) => `Adgangskode: ${add(password())} (kun til staging)`,
    ),
    S(
      "assignment",
      "Norwegian: passord in a config key",
      (_k, add) => `database:\n  brukernavn: app\n  passord: "${add(password())}"\n`,
    ),
    S("assignment", "Bengali sentence with a key", (k) => `আমার API কী হল ${k(32)} এটা কাজ করছে না`),
    S(
      "assignment",
      "Persian sentence with a password (right to left)",
      (_k, add) => `رمز عبور دیتابیس ${add(password())} است، لطفا تست کن`,
    ),
    S(
      "assignment",
      "Swahili: nenosiri",
      (_k, add) => `nenosiri la seva ni ${add(password())} tafadhali usishiriki`,
    ),
    S(
      "assignment",
      "Tagalog mixed with English",
      (k) => `eto yung token natin sa staging: ${k(40)} pakicheck kung gumagana`,
    ),
    S(
      "assignment",
      "Catalan: contrasenya key in a YAML",
      (_k, add) => `usuari: admin\ncontrasenya: ${add(password())}\n`,
    ),
    S(
      "assignment",
      "Slovak: heslo in a properties file",
      (_k, add) => `db.pouzivatel=app\ndb.heslo=${add(password())}\n`,
    ),
    S(
      "assignment",
      "Croatian: lozinka in prose",
      (_k, add) => `Lozinka za VPN je ${add(password())}, vrijedi do petka.`,
    ),
    S(
      "assignment",
      "Bulgarian: парола as a JSON key",
      (_k, add) => JSON.stringify({ "потребител": "ops", "парола": add(password()) }),
    ),
    S("assignment", "Tamil sentence with a token", (k) => `இந்த டோக்கன் பயன்படுத்து: ${k(36)}`),
    S("assignment", "Urdu sentence with a key", (k) => `یہ رہی API کی ${k(32)} براہ کرم آزمائیں`),
    S("assignment", "Estonian: salasõna", (_k, add) => `salasõna=${add(password())}`),
    S(
      "assignment",
      "Lithuanian: slaptažodis in a Markdown list",
      (_k, add) => `- vartotojas: admin\n- slaptažodis: ${add(password())}\n`,
    ),
    S("assignment", "Malay: kata laluan", (_k, add) => `kata laluan router: ${add(password())}`),
    S(
      "assignment",
      "a passphrase of words with spaces, named only in the sentence",
      (_k, add) =>
        `the wallet passphrase we agreed on is "${
          add(passphrase(6, " "))
        }" — write it down offline`,
    ),
    S(
      "assignment",
      "a Wi-Fi password on a guest note",
      (_k, add) => `Guest Wi-Fi\nSSID: Attic-5G\nWPA2: ${add(passphrase(3, "-"))}\n`,
    ),
    S(
      "assignment",
      "no name: 'use this instead' after an error",
      (k) => `that one expired, use this instead:\n\n${k(48)}\n`,
    ),
    S(
      "assignment",
      "no name: a value in backticks after 'the secret from the dashboard'",
      (k) => `I copied the secret from the dashboard: \`${k(40, B64)}\` and it still returns 403`,
    ),
    S(
      "assignment",
      "a one-time recovery code list pasted",
      (k) =>
        `Recovery codes (each works once):\n${k(10, LOWER + DIGITS)}\n${k(10, LOWER + DIGITS)}\n`,
    ),
    S(
      "assignment",
      "voice-dictated password with words for symbols",
      (_k, add) =>
        `ok the password is ${add(draw(6, LOWER) + draw(4, DIGITS))} then exclamation mark then ${
          add(draw(8, LOWER + DIGITS))
        }`,
    ),
    S(
      "assignment",
      "a sticky note transcribed: PIN and account password",
      (_k, add) =>
        `bank portal\nuser: jdoe77\npw: ${add(password())}\nPIN: ${add(draw(8, DIGITS))}\n`,
    ),
    S(
      "output",
      "the assistant quoting back a password the user gave",
      (_k, add) =>
        `I'll connect with the credentials you gave (user \`deploy\`, password \`${
          add(password())
        }\`) and run the migration.`,
    ),
    S(
      "output",
      "an error that echoes the key it rejected",
      (k) => `Error: invalid API key provided: ${k(40)}. Check your dashboard.`,
    ),
    S(
      "output",
      "a 401 JSON body echoing the header",
      (k) =>
        JSON.stringify({
          error: "unauthorized",
          detail: `token '${k(36)}' is not valid for this workspace`,
        }),
    ),
  ];
}
