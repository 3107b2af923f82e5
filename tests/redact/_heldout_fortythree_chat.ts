/**
 * Corpus forty-three, chat: a user or an assistant writing a secret into a sentence — a gateway's
 * password read off a sticker, a token pasted "just for testing", a key quoted back in an answer —
 * often with no name beside it, or a name only in the words around it.
 */
import {
  b64u,
  B64URL,
  CHAT_PLACES,
  draw,
  family,
  fdsk,
  ghBody,
  type HeldOutSecret,
  hex,
  HEXU,
  num,
  pass,
  pick,
  serial,
  type Tpl,
  UPPER_ALNUM,
} from "./_heldout_fortythree_make.ts";

const TPLS: readonly Tpl[] = [
  ["Powerwall password read off the sticker", "assignment", (_k, add) => [
    `The gateway sticker says the password is ${
      add(draw(10, UPPER_ALNUM))
    } — the last five are what the app wants, right?`,
  ]],
  ["SolarEdge key pasted for testing", "vendor", (k) => [
    `ok here's the key just for testing, I'll rotate it after: ${k(32, UPPER_ALNUM)}`,
    `site is ${num(1000000, 4999999)}, the inverter is ${serial("7E", 8)}.`,
  ]],
  ["DLMS keys quoted back from an earlier answer", "output", (k) => [
    `You wrote: "I set the block cipher key to ${k(32, HEXU)} and the authentication key to ${
      k(32, HEXU)
    } in \`meter.ini\`; the AARQ should now be accepted." It still is rejected.`,
  ]],
  ["two bare keys from the utility's letter", "block", (k) => [
    `the letter from the DSO for meter ${serial("", 8)} just has two lines:`,
    ``,
    `${k(32, HEXU)}`,
    `${k(32, HEXU)}`,
    ``,
    `which one goes where?`,
  ]],
  ["PI service password in a pasted team chat", "output", (_k, add) => [
    `[${num(8, 17)}:${num(10, 59)}] Jan: pi-svc is rotated, new one ${pass(add)}`,
    `[${num(8, 17)}:${num(10, 59)}] Jan: don't put it in the repo this time`,
  ]],
  ["wM-Bus key given in a sentence", "assignment", (k) => [
    `The utility sent us the AES key for meter ${serial("", 8)}: ${
      k(32, HEXU)
    }. It's a Kamstrup, mode C1.`,
  ]],
  ["Niagara password in a question", "assignment", (_k, add) => [
    `Workbench keeps rejecting admin / ${pass(add)} on the JACE at 10.${num(0, 255)}.${
      num(0, 255)
    }.${num(2, 250)}, but it works in the browser. Why?`,
  ]],
  ["MQTT password in an instruction to the assistant", "command", (_k, add) => [
    `Use user \`telemetry\` and \`${pass(add)}\` for the broker, and publish every ${
      num(5, 60)
    } seconds.`,
  ]],
  ["VRM token in a follow-up", "vendor", (k) => [
    `sorry, wrong one. this is the right token: ${k(64, "0123456789abcdef")}`,
  ]],
  ["Octopus key mentioned inline with its account", "vendor", (k) => [
    `My account is A-${draw(8, HEXU)} and the key is sk_live_${
      k(24)
    } — can you pull last week's half-hourly data?`,
  ]],
  ["KNX keyring password and FDSK in a handover note", "block", (_k, add) => [
    `Handover for building ${pick(["A", "B", "C"])}${num(1, 9)}:`,
    `- keyring password: ${pass(add)}`,
    `- IP router FDSK: ${fdsk(add)}`,
    `- ETS project on the share, version ${num(10, 40)}`,
  ]],
  ["GitHub token for the HA add-on repository", "vendor", (_k, add) => [
    `To push the add-on use this token, it only has repo scope: ghp_${add(ghBody())}`,
  ]],
  ["Home Assistant token in a message", "vendor", (k) => [
    `long-lived token from my profile page: ${b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${
      b64u(
        JSON.stringify({
          iss: hex(32),
          iat: num(1760000000, 1769999999),
          exp: num(2070000000, 2079999999),
        }),
      )
    }.${k(43, B64URL)}`,
  ]],
  ["Ignition password in a complaint", "assignment", (_k, add) => [
    `I changed the gateway password to ${
      pass(add)
    } yesterday and now the designer can't log in either.`,
  ]],
];

/** The secret cases of the family. */
export function buildChat(): HeldOutSecret[] {
  return family(TPLS, 2, CHAT_PLACES);
}
