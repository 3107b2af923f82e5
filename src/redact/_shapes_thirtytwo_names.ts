/**
 * Shapes read from held-out corpus thirty-two's misses (docs/redaction.md, "Corpus thirty-two
 * after it was seen"), by the names and forms media and game services give their secrets, as
 * shapes of any text: a signing IV, a FairPlay ASK, a key seed, an app certificate, a security or
 * server key, a game server's login token and a console variable's password, a key told in a log
 * line, a Netscape cookie file's session cookies, and tokens with a form of their own (an
 * ElevenLabs `sk_` key, an Amazon IVS stream key, an OpenTok `T1==` token, a Twitch chat token).
 */
import { ALNUM, BASE64, HEX, LOWER_DIGITS, sample, UPPER_DIGITS } from "./_examples.ts";
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { lettersNoise, mixedNoise } from "./_noise.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { bareValueEnds, type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

const UUID_RE = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;
const HEX32 = /^[0-9a-fA-F]{32}$/;

/** Upper-case letters and digits, 16 or more, each kind three times or more (PlayFab's key). */
const upperKey = (v: string) =>
  /^[A-Z0-9]{16,64}$/.test(v) && v.replace(/[A-Z]/g, "").length >= 3 &&
  v.replace(/\d/g, "").length >= 3;

/**
 * A value given where a key is expected: a UUID, generated-looking, upper-case with digits, or
 * random letters alone.
 */
const keyLike = (v: string, min: number) =>
  !isNotASecret(v) &&
  (UUID_RE.test(v) || looksGenerated(v, min) || upperKey(v) || digitsSpread(v) ||
    lettersNoise(v));

/**
 * True when a literal given to a client looks like its key: 32+ characters that look generated,
 * or 20 to 31 that mix their classes as a random string does (Nakama's server key).
 */
const clientKey = (v: string) =>
  looksGenerated(v, 32) || looksGenerated(v, 20) && mixedNoise(v, 20);

// The names whose value is a secret of a fixed form (see `namedSecret`), matched at the end of
// the name: `AES_SIGNING_IV`, `FAIRPLAY_ASK`, `PLAYREADY_KEY_SEED`, `AGORA_APP_CERTIFICATE`,
// `securityKey`, `socket.server_key`, `--session.encryption_key`, Source's
// `+sv_setsteamaccount`, `GSLT`, `SRCDS_TOKEN`.
const NAME = String
  .raw`(?<name>signing[_-]?iv|(?<![a-z\d])ask|key[_-]?seed|app[_-]?certificate|security[_-]?key|server[_-]?key|encryption[_-]?key|sv_setsteamaccount|(?<![a-z\d])gslt|srcds[_-]?token)`;

/** True when `v` is the kind of secret its name `name` holds. */
function namedSecret(v: string, name: string): boolean {
  const n = name.toLowerCase();
  // A Web Push `applicationServerKey` is VAPID's public key.
  if (/public|application/.test(n)) return false;
  if (/(?:signing[_-]?iv|ask|certificate)$/.test(n)) return HEX32.test(v) && /\d/.test(v);
  if (/(?:steamaccount|gslt|token)$/.test(n)) return HEX32.test(v);
  if (/seed$/.test(n)) return keyLike(v, 20);
  return keyLike(v, 16);
}

// Cookie names a Netscape cookie file's session cookies carry (`SID`, `__Secure-3PSID`,
// `LOGIN_INFO`, `sessionid`, `auth_token`): the others (`PREF`, a visitor id) say nothing.
const SESSION_COOKIE =
  /(?:^|[_-]|\d)(?:[A-Z]{0,3}SID|SSID|sid)$|sess|login|auth|token|secret|csrf|xsrf|remember/i;

/** The rules of this file, in order (before the assignments). */
export const THIRTYTWO_NAME_RULES: readonly Rule[] = [
  rule({
    id: "media-secret-name",
    examples: {
      match: [
        "WIDEVINE_AES_SIGNING_IV=" + mark(sample(32, HEX, 32_101)),
        "fps:\n  ask: " + mark(sample(32, HEX, 32_102).toUpperCase()),
        "PLAYREADY_KEY_SEED=" + mark(sample(40, ALNUM, 32_103)),
        "AGORA_APP_CERTIFICATE=" + mark(sample(32, HEX, 32_104)),
        'socket:\n  server_key: "' + mark(sample(24, ALNUM.slice(0, 52), 32_105)) + '"',
        "./srcds_run -game csgo +sv_setsteamaccount " +
        mark(sample(32, HEX, 32_106).toUpperCase()) +
        " -port 27015",
        "[Steam] Logging in with GSLT " + mark(sample(32, HEX, 32_107).toUpperCase()) + " ... OK",
      ],
      clean: [
        "socket:\n  server_key: defaultkey",
        "task: " + sample(32, HEX, 32_108),
        "AGORA_APP_CERTIFICATE=${AGORA_APP_CERTIFICATE}",
        "+sv_setsteamaccount $GSLT",
      ],
    },
    description:
      "a secret by a media or game service's name for it: a signer's `signing_iv` and a FairPlay `ask` (32 hex digits), a PlayReady `key_seed`, an `app_certificate`, a `security_key`, `server_key` or `encryption_key` (also a dotted flag, `--socket.server_key …`), Source's `+sv_setsteamaccount`, a `GSLT` or `SRCDS_TOKEN`",
    keywords: [
      "signing_iv",
      "signingiv",
      "signing-iv",
      "_ask",
      "ask:",
      "ask=",
      'ask"',
      "key_seed",
      "keyseed",
      "key-seed",
      "app_certificate",
      "appcertificate",
      "app-certificate",
      "securitykey",
      "security_key",
      "security-key",
      "server_key",
      "serverkey",
      "server-key",
      "encryption_key",
      "encryptionkey",
      "encryption-key",
      "setsteamaccount",
      "gslt",
      "srcds",
    ],
    pattern: new RegExp(
      String
        .raw`${NAME}(?:["']?[ \t]*[:=][ \t]*|[ \t]+)["']?(?<v>[A-Za-z0-9_~+\/=.-]{8,200})(?![\w$\{(])`,
      "gdi",
    ),
    secret: ["v"],
    // (The name's words before the matched one, `WIDEVINE_AES_`, `application`, read back.)
    accept: (v, _g, m) =>
      namedSecret(
        v,
        (/[\w.-]{0,40}$/.exec(m.input.slice(Math.max(0, m.index - 40), m.index))?.[0] ?? "") +
          (m.groups?.name ?? ""),
      ),
  }),
  rule({
    id: "game-console-password",
    examples: {
      match: [
        'Loaded server.cfg: hostname "ember", rcon_password "' + mark(sample(14, ALNUM, 32_110)) +
        '", sv_maxplayers 64',
        "streampassword_1=" + mark(sample(12, ALNUM, 32_111) + "*x"),
      ],
      clean: [
        'rcon_password ""',
        'sv_password "changeme"',
        "streampassword_1=${SC_PASS}",
        'var password_1 = require("@inquirer/password");',
      ],
    },
    description:
      'a password a game server\'s console variable or a numbered setting holds: `rcon_password "…"`, `sv_password "…"` anywhere on a line, `streampassword_1=…`',
    keywords: ["_password", "password_"],
    pattern:
      /password(?:(?<=(?<![\w-])[a-z]{1,12}_password)[ \t]+"(?<v>[^"\s]{4,128})"|_\d{1,2}(?<=(?<![\w-])[a-z]{0,20}password_\d{1,2})[ \t]*=[ \t]*(?<n>[^\s"'$\\]{4,128}))/gdi,
    secret: ["v", "n"],
    // (A numbered name's bare value in code is no setting's: a call, `require("…")`,
    // `getPassword()`, a dotted name, `self.password`, or the next numbered name, `password_1`.
    // Nor does it run on past a backslash: a JSON string's `\n` ends its line.)
    accept: (v, g, m) =>
      !isNotASecret(v) &&
      (g !== "n" ||
        bareValueEnds(m, g) && !isDottedIdentifier(v) && !/^[a-z]{0,20}password_\d{1,2}$/i.test(v)),
  }),
  rule({
    id: "key-told-in-a-log-line",
    examples: {
      match: [
        "[Auth] Using developer key " + mark(sample(52, UPPER_DIGITS, 32_112)) + " for title 8C1A5",
        "[Boot] master key " + mark(sample(40, UPPER_DIGITS, 32_113)) + " loaded",
      ],
      clean: ["Using developer key from env", "the server key is rotated weekly"],
    },
    description:
      "a key a log line or a sentence tells after its name (`Using developer key …`, `server key …`, `master key …`) that looks generated",
    keywords: ["developer key", "server key", "master key"],
    pattern:
      /\b(?:developer|server|master)[ ]key[ \t:]+(?<v>[A-Za-z0-9_+\/=-]{16,200})(?![\w$])/gdi,
    secret: ["v"],
    accept: (v) => keyLike(v, 16),
  }),
  rule({
    id: "netscape-cookie-session",
    examples: {
      match: [
        ".example.com\tTRUE\t/\tTRUE\t1810050713\t__Secure-3PSID\t" +
        mark("g.a000" + sample(40, ALNUM + "_-", 32_114)),
        ".example.com\tTRUE\t/\tTRUE\t1793982507\tsessionid\t" +
        mark(sample(32, LOWER_DIGITS, 32_115)),
      ],
      clean: [".example.com\tTRUE\t/\tTRUE\t1805377318\tPREF\tf6=45471&tz=Europe.Berlin"],
    },
    description:
      "a session cookie's value in a Netscape cookie file (`cookies.txt` for yt-dlp or curl): a line of domain, flag, path, secure, expiry, name and value whose name says session, login or auth",
    // (A tab is no keyword: a cheap search for the flag between tabs, then its lines.)
    keywords: [],
    // (Its tabs as written or JSON-escaped, `\t`, inside a record.)
    when: (t) => t.includes("TRUE\t") || t.includes("FALSE\t") || t.includes("TRUE\\t"),
    lineHas: /(?:\t|\\t)(?:TRUE|FALSE)(?:\t|\\t)/g,
    pattern:
      /(?<![\w.-])(?:#HttpOnly_)?[\w.-]{1,253}(?<t>\t|\\t)(?:TRUE|FALSE)\k<t>[^\t\r\n\\]{1,200}\k<t>(?:TRUE|FALSE)\k<t>\d{1,12}\k<t>(?<name>[^\t\r\n\\]{1,100})\k<t>(?<v>[^\t\r\n\\"]{8,4000})/gd,
    secret: ["v"],
    accept: (v, _g, m) => SESSION_COOKIE.test(m.groups?.name ?? "") && !isNotASecret(v),
  }),
  rule({
    id: "client-first-literal-key",
    examples: {
      match: [
        'const client = new Client("' + mark(sample(24, ALNUM, 32_132)) +
        '", "game.example.org", "7350", true);',
        'const deepgram = createClient("' + mark(sample(40, HEX, 32_131)) + '");',
      ],
      clean: [
        'const client = new Client("defaultkey", "127.0.0.1", "7350", false);',
        'const c = new HttpClient("ProdClient2024Primary", opts);',
      ],
    },
    description:
      'the key a client is given as its first literal (`new Client("<server key>", host, port)`, `createClient("<key>")`): 32+ characters that look generated, or 20+ as random as a key',
    keywords: ["client("],
    pattern: /client\([ \t]*(?<q>["'])(?<s>[A-Za-z0-9+\/=_~-]{20,300})\k<q>[ \t]*[,)]/gdi,
    secret: ["s"],
    accept: (v) => clientKey(v),
  }),
  rule({
    id: "media-token-form",
    examples: {
      match: [
        "I set the key in the Unity VO tool as sk_" + mark(sample(48, HEX, 32_116)) +
        " but the request still 401s.",
        '"value": "sk_us-west-2_' +
        mark(sample(12, ALNUM, 32_117) + "_" + sample(30, ALNUM, 32_118)) +
        '"',
        'session.connect("T1==' + mark(sample(120, BASE64, 32_119)) + '", done);',
        "TWITCH_BOT_OAUTH=oauth:" + mark(sample(30, LOWER_DIGITS, 32_120)),
      ],
      clean: ["sk_your_key_here", "oauth:token", "T1==", "sk_us-west-2_xxxx"],
    },
    description:
      "a token by its own form: an ElevenLabs key (`sk_` + 48 hex), an Amazon IVS stream key (`sk_<region>_…_…`), an OpenTok session token (`T1==` + base64), a Twitch chat token (`oauth:` + 30 lower-case letters and digits)",
    keywords: ["sk_", "t1==", "oauth:"],
    pattern:
      /(?<![\w-])sk_(?:(?<el>[0-9a-f]{48})|[a-z]{2}-[a-z]{2,12}-\d_(?<ivs>[A-Za-z0-9]{8,20}_[A-Za-z0-9]{20,40}))(?![\w-])|(?<![\w-])T1==(?<tok>[A-Za-z0-9+\/]{60,4000}={0,2})|(?<![\w-])oauth:(?<tw>[a-z0-9]{30})(?![\w-])/gd,
    secret: ["el", "ivs", "tok", "tw"],
    accept: (v) => /\d/.test(v) && /[a-zA-Z]/.test(v),
  }),
];
