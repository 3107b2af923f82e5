/**
 * Chat bots' tokens: Telegram's (`<bot id>:AA…`, also in a Bot API URL) and Discord's (`<base64
 * id>.<6>.<27–38>`). The whole token is the secret; the same boundaries as `_tokens.ts`. They run
 * among the service rules (`_services.ts`), in its order.
 */
import { ALNUM, BASE64URL, sample } from "./_examples.ts";
import { mixedNoise } from "./_noise.ts";
import { type Rule, rule, tokenAtStart } from "./_rule.ts";

/** Chat bot token rules, in the order they run. */
export const CHAT_BOT_RULES: readonly Rule[] = [
  rule({
    id: "telegram-bot-token",
    examples: {
      match: [
        "bot token «123456789:AA" + sample(33, BASE64URL, 46) + "»",
        "GET https://api.telegram.org/bot«123456789:AA" + sample(33, BASE64URL, 47) + "»/getMe",
        'requests.post(f"https://api.telegram.org/bot«2783347728:AA' + sample(35, BASE64URL, 50) +
        '»/sendMessage")',
      ],
      clean: ["chat 123456789:AA is the first of the day"],
    },
    description: "bot tokens `<bot id>:AA…`, also in a Bot API URL (`/bot<token>/getMe`)",
    keywords: [":aa"],
    // (33 after `AA` as issued; a few more when retyped or made up for a test.)
    pattern: /(?<s>\d{8,10}:AA[A-Za-z0-9_-]{33,40})(?![A-Za-z0-9_-])/gd,
    secret: ["s"],
    // Also in a Bot API URL path: https://api.telegram.org/bot<token>/getMe.
    accept: (value, group, match) =>
      tokenAtStart(value, group, match) ||
      match.input.slice(match.index - 4, match.index) === "/bot",
  }),
  rule({
    id: "discord-bot-token",
    examples: {
      match: [
        "client.run('«MT" + sample(24, ALNUM, 48) + "." + sample(6, BASE64URL, 49) + "." +
        sample(38, BASE64URL, 50) + "»')",
        'client.login("«' + sample(26, ALNUM, 7414) + "." + sample(6, ALNUM, 7415) + "." +
        sample(38, ALNUM, 7416) + '»")',
      ],
      clean: [
        "MTIz.abcdef.ghijk is too short to be a token",
        "org.springframework.boot.autoconfigure.jdbc.DataSourceProperties",
      ],
    },
    description:
      "bot tokens `<base64 id>.<6>.<27–38>` (starting `M`, `N` or `O`, with a digit; starting otherwise, when the last part, the HMAC, is random)",
    keywords: [],
    // (The dot first, the 23 characters before it checked after: `this.config.x` in code is
    // turned away at its dot, where `\.[…]{6}\.` alone held on most lines of code.)
    lineHas: /\.(?<=[A-Za-z0-9_-]{23}\.)[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27}/g,
    pattern: /(?<s>[A-Za-z0-9_-]{23,28}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38})(?![\w.-])/gd,
    secret: ["s"],
    accept: (value, group, match) =>
      tokenAtStart(value, group, match) && /\d/.test(value) &&
      (/^[MNO]/.test(value) || mixedNoise(value.slice(value.lastIndexOf(".") + 1), 20)),
  }),
];
