/**
 * Corpus fourteen, people and pastes: a person typing or pasting a secret into chat with no
 * keyword or a loose one, asking the assistant about it, reading it aloud, or the assistant
 * repeating it back.
 */
import {
  awsId,
  BASE64,
  BASE64URL,
  checksummed,
  d,
  DIGITS,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER,
  LOWER_DIGITS,
  pw,
  S,
  SPOKEN,
  UPPER_DIGITS,
} from "./_heldout_fourteen_make.ts";

export function peopleTyping(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "chat: here's what they sent me, on its own line",
      (k) =>
        `ok so the vendor finally replied. here's what they sent me:\n\n${
          k(40)
        }\n\ncan you wire it into the sync job?`,
    ),
    S(
      "assignment",
      "chat: use this instead, the old one is dead",
      (_k, add) => `that one got revoked this morning, use this instead → ${add(pw())}`,
    ),
    S(
      "assignment",
      "chat: it's the second line of the note",
      (k) =>
        `from the onboarding note:\nsvc-reporting\n${
          k(24)
        }\nreporting.internal:5432\nit's the second line`,
    ),
    S(
      "vendor",
      "chat: a token pasted mid-sentence with no name",
      (k) =>
        `I tried curl with sk-proj-${k(74, BASE64URL)}T3BlbkFJ${
          k(74, BASE64URL)
        } and it still says 429, why?`,
    ),
    S(
      "vendor",
      "chat: a GitHub token pasted as an answer to 'what token?'",
      (_k, add) =>
        `> which token are you using?\n\n${
          checksummed("ghp_", add)
        } — the one from my personal settings`,
    ),
    S(
      "assignment",
      "chat: login and password as 'me / this'",
      (_k, add) => `staging admin is me / ${add(pw())} if you need to click around`,
    ),
    S(
      "assignment",
      "chat: 'the pass is' with a typo and no colon",
      (_k, add) => `the pasword is ${add(pw())} (dont judge)`,
    ),
    S(
      "assignment",
      "chat: a question about why a key does not work",
      (k) =>
        `why does the Mailgun API reject key-${k(32, HEX)} with 401 when the domain is verified?`,
    ),
    S(
      "vendor",
      "chat: a Slack bot token in a question",
      (k) =>
        `Is xoxb-${d(12, DIGITS)}-${d(13, DIGITS)}-${
          k(24)
        } a bot token or a user token? it starts with xoxb`,
    ),
    S(
      "assignment",
      "chat: secret in parentheses after the word 'key'",
      (k) => `Put the webhook signing key (${k(32)}) in the handler, I'll move it to env later`,
    ),
    S("assignment", "chat: the assistant repeats the password back", (_k, add) => {
      const p = add(pw());
      return `Assistant: Got it — I'll set \`DB_PASS\` to \`${p}\` in your local \`.env\` and restart the container.`;
    }),
    S(
      "assignment",
      "chat: the assistant quotes a token back while explaining",
      (k) =>
        `Assistant: The token you pasted (\`${
          k(40, LOWER_DIGITS)
        }\`) is 40 lowercase letters and digits, which looks like a personal API token of that service.`,
    ),
    S("assignment", "chat: a value read aloud with spaces", (_k, add) => {
      const a = add(d(4, SPOKEN) + " " + d(4, SPOKEN)), b = add(d(4, SPOKEN) + " " + d(4, SPOKEN));
      return `I'm reading it off the other laptop: ${a} ${b} — all lowercase`;
    }),
    S("assignment", "chat: a value spelled with dashes between groups", (_k, add) => {
      const v = [d(5, UPPER_DIGITS), d(5, UPPER_DIGITS), d(5, UPPER_DIGITS), d(5, UPPER_DIGITS)];
      return `license/API code from the email: ${add(v.slice(0, 2).join("-"))}-${
        add(v.slice(2).join("-"))
      }`;
    }),
    S("assignment", "chat: a password spelled letter by letter", (_k, add) => {
      const p = d(10, LOWER + DIGITS);
      return `my brother said it's ${add([...p].join(" "))} — no spaces obviously`;
    }),
    S(
      "assignment",
      "chat: a password spelled with NATO words for capitals",
      (k) =>
        `it's capital-K then ${k(9, LOWER_DIGITS)} then ${k(8, LOWER_DIGITS)}, wifi at the office`,
    ),
    S(
      "assignment",
      "chat: 'try with' and a bare value",
      (k) => `try with ${k(28)} and tell me what the logs say`,
    ),
    S(
      "assignment",
      "chat: creds pasted as two lines after 'creds'",
      (_k, add) => `creds\nops@acme.example\n${add(pw())}`,
    ),
    S(
      "assignment",
      "chat: a key the user 'already rotated' (still a key)",
      (k) => `fine to show you, I already rotated it: ${k(48, BASE64)}`,
    ),
    S(
      "assignment",
      "chat: secret inside a frustrated rant",
      (_k, add) =>
        `WHY does it keep saying invalid credentials, I typed ${add(pw())} like ten times!!!`,
    ),
    S(
      "assignment",
      "chat: 'my token:' in a bug report to the assistant",
      (k) =>
        `bug: CLI crashes on login.\nsteps: ctl login --token ${
          k(36, LOWER_DIGITS)
        }\nexpected: logged in`,
    ),
    S(
      "assignment",
      "chat: the value after an arrow in a to-do list",
      (k) => `todo:\n- rotate prod db pw → ${k(20)}\n- tell Sam\n- update vault`,
    ),
    S(
      "vendor",
      "chat: a Stripe live secret in a question about test mode",
      (k) => `I'm in test mode but the dashboard gave me sk_live_${k(99)}?? is that wrong`,
    ),
    S(
      "vendor",
      "chat: an Anthropic key pasted after 'use mine'",
      (k) => `just use mine for now sk-ant-api03-${k(93, BASE64URL)}AA`,
    ),
    S("assignment", "chat: a recovery code list pasted to 'keep somewhere'", (_k, add) => {
      const code = () => add(d(5, LOWER_DIGITS) + "-" + d(5, LOWER_DIGITS));
      return `keep these somewhere for me:\n${code()}\n${code()}\n${code()}`;
    }),
    S(
      "assignment",
      "chat: a value in quotes after 'it's'",
      (k) => `"it's '${k(22)}'" is what Priya wrote in the thread`,
    ),
    S(
      "assignment",
      "chat: a PIN-and-password combo for a bank sandbox",
      (_k, add) =>
        `sandbox login for the bank API: user 771204, pin+pass ${add(d(6, DIGITS) + d(10))}`,
    ),
    S(
      "vendor",
      "chat: AWS secret after the id, loose words",
      (k) => `id ${awsId()} and the long one is ${k(40, BASE64.replace("+", ""))}`,
    ),
    S(
      "assignment",
      "chat: a master password in a 'can you check' message",
      (_k, add) => `can you check if ${add(pw())} would pass the new password policy?`,
    ),
    S(
      "assignment",
      "chat: a secret at the end of a voice-to-text message",
      (k) => `okay so the key is ${k(8, LOWER)} ${k(8, LOWER_DIGITS)} ${k(8, LOWER_DIGITS)} period`,
    ),
    S(
      "assignment",
      "chat: the assistant's diff note repeating a secret",
      (k) =>
        `Assistant: I replaced the hard-coded \`"${
          k(32, HEX)
        }"\` in \`payments.go\` with \`os.Getenv("PAYMENT_HMAC")\`.`,
    ),
    S(
      "output",
      "chat: the assistant summarising an env it read",
      (k) =>
        `Assistant: Your \`.env.local\` has three values: \`NEXT_PUBLIC_URL\` (fine), \`SESSION_SECRET\` = \`${
          k(44, BASE64)
        }\` and \`RESEND_KEY\` = \`re_${k(32)}\`.`,
    ),
    S(
      "assignment",
      "chat: pasted from a password manager with its label",
      (_k, add) =>
        `1Password says:\nTitle  Jenkins admin\nusername  admin\npassword  ${
          add(pw())
        }\nwebsite  https://ci.example.internal`,
    ),
    S(
      "assignment",
      "chat: a 'temporary' password given to a teammate",
      (_k, add) => `Temp pw for your account is ${add(pw())} — you'll be asked to change it`,
    ),
    S(
      "assignment",
      "chat: a value described as 'the string from the dashboard'",
      (k) => `the string from the dashboard: ${k(16, LOWER_DIGITS)}.${k(32, LOWER_DIGITS)}`,
    ),
    S(
      "assignment",
      "chat: a wifi QR payload pasted as text",
      (_k, add) => `scanned the QR: WIFI:T:WPA;S:Office-5G;P:${add(pw())};;`,
    ),
    S(
      "assignment",
      "chat: an OTP seed URI pasted to 'set up 2fa in the script'",
      (k) =>
        `set up 2fa in the script: otpauth://totp/Acme:bot?secret=${
          k(32, UPPER_DIGITS)
        }&issuer=Acme`,
    ),
    S(
      "assignment",
      "chat: a secret in a numbered instruction",
      (k) => `1. open the admin panel\n2. paste ${k(30)} into Integrations → Custom\n3. save`,
    ),
    S(
      "assignment",
      "chat: 'same as before but ending in' (whole new value)",
      (k) => `new one is ${k(26)}, same format as before`,
    ),
    S(
      "vendor",
      "chat: a Discord bot token in a help request",
      (k) => `my bot won't log in: client.login("${d(26)}.${d(6, BASE64URL)}.${k(38, BASE64URL)}")`,
    ),
    S(
      "assignment",
      "chat: an emoji-decorated secret in a team message",
      (k) => `🔑 ${k(32)} 🔑 (don't forward)`,
    ),
    S(
      "assignment",
      "chat: a secret after 'ps' at the end of a message",
      (_k, add) => `thanks for the help today!\nps. the ftp one is ${add(pw())}`,
    ),
    S(
      "assignment",
      "chat: secret typed in a shell prompt by mistake",
      (_k, add) => `$ ${add(pw())}\nbash: command not found\noops that was my password lol`,
    ),
    S(
      "output",
      "chat: a session JWT pasted with 'is this expired?'",
      (k) =>
        `is this expired? ${
          jwt({ sub: "user_" + d(8, DIGITS), sid: d(16, LOWER_DIGITS), exp: 1762900000 }, k)
        }`,
    ),
  ];
}
