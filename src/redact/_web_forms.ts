/**
 * Secrets in web and app forms the name rules miss: a secret path segment of a webhook, magic or
 * one-time-secret link (`/hooks/inbound/<token>`, Slack's `/z-app-<id>-<token>`, `/secret/<key>`),
 * a Bitwarden Send link's key; ASP.NET's auth cookies (`.AspNetCore.Cookies=CfDJ8…`); a symmetric JWK's `k`;
 * a wallet's keys in code (hardhat's `accounts: ["0x…"]`, `fromPhrase("twelve words …")`); a
 * value a keychain stores; an env default (`getOrElse("JDBC_PASSWORD", "…")`); a literal
 * reversed back at run time (`"…".split("").reverse().join("")`); a pgbouncer userlist's md5
 * (as good as the password there).
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, BASE64URL, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { looksGenerated } from "./_positions.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = sample(6, ALNUM, 2201) + "^" + sample(6, ALNUM, 2202);
const KEY = sample(40, ALNUM, 2203);
const LOWER = sample(40, LOWER_DIGITS, 2204);
const HEX64 = sample(64, HEX, 2205);

/** A generated path segment: letters and digits (not a UUID, a commit SHA or a slug). */
function secretSegment(value: string): boolean {
  if (
    /^[0-9a-f]{40}$/.test(value) || /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value)
  ) {
    return false;
  }
  return /\d/.test(value) && /[a-z]/i.test(value) && !/^[a-z]+(?:-[a-z]+)+$/i.test(value) &&
    (value.match(/\d/g)?.length ?? 0) >= 4;
}

/** The rules of this file, in the order they run (with the late rules). */
export const WEB_FORM_RULES: readonly Rule[] = [
  rule({
    id: "url-secret-path",
    examples: {
      match: [
        "registered: https://api.acme.example/hooks/inbound/«" + LOWER + "»",
        "https://acme.slack.com/z-app-817524533669-«" + LOWER + "»?s=slack",
        "read it once: https://onetimesecret.com/secret/«" + sample(31, LOWER_DIGITS, 2211) + "»",
        "https://send.bitwarden.com/#" + sample(22, BASE64URL, 2212) + "/«" +
        sample(22, BASE64URL, 2213) + "»",
        "https://vault.acme.example/#/send/" + sample(22, BASE64URL, 2214) + "/«" +
        sample(22, BASE64URL, 2215) + "»",
      ],
      clean: [
        "https://github.com/acme/app/commit/" + sample(40, HEX, 2206),
        "https://api.acme.example/hooks/inbound/order-created-events-handler",
        "https://vault.acme.example/v1/secret/data/payments-api",
      ],
    },
    description:
      "a secret path segment of a webhook, sign-in or one-time-secret link (`/hooks/…/<token>`, `/magic/<token>`, `/secret/<key>`, Slack's `/z-app-<id>-<token>`), and a Bitwarden Send link's key (`send.…/#<id>/<key>`, `/#/send/<id>/<key>`); an OAuth callback's one-time `code` is `oauth-code`'s",
    keywords: [
      "/hook",
      "/webhook",
      "/inbound",
      "/trigger",
      "/magic",
      "/login/",
      "/signin/",
      "/sign-in/",
      "/invite",
      "/verify/",
      "/confirm/",
      "z-app-",
      "/secret/",
      "send.",
      "/#/send/",
    ],
    pattern:
      /\/(?:(?:web)?hooks?|inbound|triggers?|magic(?:[_-]link)?|login|signin|sign-in|invites?|verify|confirm)(?:\/[\w.-]{1,40}){0,3}\/(?<v>[A-Za-z0-9_-]{32,200})(?=[\/?#\s"'\x60)\]>]|$)|\/z-app-\d{6,20}-(?<z>[A-Za-z0-9]{24,200})|\/secret\/(?<o>[A-Za-z0-9]{20,64})(?=[\/?#\s"'\x60)\]>]|$)|(?:\bsend\.[\w.-]{1,60}\/#|\/#\/send\/)[A-Za-z0-9_-]{10,40}\/(?<s>[A-Za-z0-9_-]{16,64})(?=[\/?\s"'\x60)\]>]|$)/gd,
    secret: ["v", "z", "o", "s"],
    // (A share link's key, after the access id in its fragment, is random whatever its digits.)
    accept: (value, group) =>
      group === "v" || group === "o"
        ? secretSegment(value)
        : group === "s"
        ? /\d/.test(value) || /[a-z]/.test(value) && /[A-Z]/.test(value)
        : /\d/.test(value),
  }),
  rule({
    id: "aspnet-auth-cookie",
    examples: {
      match: [".AspNetCore.Cookies=«CfDJ8" + sample(120, BASE64URL, 2207) + "»"],
      clean: [".AspNetCore.Cookies=; expires=Thu, 01 Jan 1970 00:00:00 GMT"],
    },
    description:
      "ASP.NET's authentication and session cookies (`.AspNetCore.Cookies`, `.AspNetCore.Session`, `.ASPXAUTH`, `ASP.NET_SessionId`)",
    keywords: [".aspnetcore.", ".aspxauth", "asp.net_sessionid"],
    pattern:
      /(?:\.AspNetCore\.[\w.]{1,60}|\.ASPXAUTH|\.ASPXFORMSAUTH|ASP\.NET_SessionId)=(?<v>[A-Za-z0-9_\-+\/=%]{16,8192})/gd,
    secret: ["v"],
  }),
  rule({
    id: "jwk-private-key",
    examples: {
      match: [
        'const jwk = { kty: "oct", alg: "HS256", k: "«' + sample(43, BASE64URL, 2208) + '»" };',
      ],
      clean: ['{ kty: "oct", k: "<base64url key>" }'],
    },
    description: 'the `k` of a symmetric JWK (`kty: "oct"`), quoted keys or not',
    keywords: ["kty"],
    pattern: /[{,][ \t]*["']?k["']?[ \t]*:[ \t]*["'](?<v>[A-Za-z0-9_-]{16,1000})["']/gd,
    secret: ["v"],
    accept: (_value, _group, match) => /kty["']?[ \t]*:[ \t]*["']oct["']/.test(match.input),
  }),
  rule({
    id: "wallet-key",
    examples: {
      match: [
        'sepolia: { url: process.env.RPC_URL, accounts: ["0x«' + HEX64 + '»"] },',
        'ethers.Wallet.fromPhrase("«basalt raven vortex fjord falcon fjord lantern gossamer vortex hollow kelp cinder»")',
      ],
      clean: ["accounts: [process.env.DEPLOYER_KEY]", 'fromPhrase("test test test")'],
    },
    description:
      "a wallet's key in code: a hardhat network's `accounts: [\"0x…\"]`, a seed phrase given to `fromPhrase` / `fromMnemonic` / `mnemonicToSeed`",
    keywords: ["accounts:", "accounts :", "phrase(", "mnemonic"],
    pattern:
      /\baccounts[ \t]*:[ \t]*\[[ \t]*["'](?:0x)?(?<hex>[0-9a-fA-F]{64})["']|(?:fromPhrase|fromMnemonic|mnemonicToSeed(?:Sync)?|mnemonicToAccount|mnemonicToPrivateKey)\([ \t]*["'](?<phrase>[a-z]{3,8}(?:[ ][a-z]{3,8}){11,23})["']/gd,
    secret: ["hex", "phrase"],
  }),
  rule({
    id: "code-credential",
    examples: {
      match: [
        'try keychain.set("«vortex cinder dune raven pylon 639»", key: "vault-master")',
        'val jdbcPassword = sys.env.getOrElse("JDBC_PASSWORD", "«' + PW + '»")',
        'const k = "«' + KEY + '»".split("").reverse().join("");',
      ],
      clean: [
        'keychain.set(token, key: "vault-master")',
        'sys.env.getOrElse("JDBC_PASSWORD", "")',
        'const s = "olleh".split("").reverse().join("");',
      ],
    },
    description:
      'a secret in code without a secret name beside it: the value a keychain stores (`keychain.set("…", key: …)`), an env default (`getOrElse("JDBC_PASSWORD", "…")`), a literal reversed back at run time',
    keywords: ["keychain", "getorelse", "getordefault", "getproperty", "reverse()"],
    pattern:
      /\bkeychain\.set\([ \t]*"(?<kc>[^"\\\r\n]{6,300})"[ \t]*,[ \t]*(?:forKey|key):|\b(?:getOrElse|getOrDefault|getProperty)\([ \t]*["'](?<name>[A-Za-z_][\w.-]{0,60})["'][ \t]*,[ \t]*["'](?<def>[^"'\\\r\n]{4,300})["']\)|["'](?<rev>[A-Za-z0-9_\-+\/=]{16,400})["']\.split\(["']{2}\)\.reverse\(\)/gd,
    secret: ["kc", "def", "rev"],
    accept: (value, group, match) => {
      if (group === "def") return valueFor(nameKind(match.groups?.name ?? ""), value);
      if (group === "rev") return looksGenerated(value, 16);
      return anyRealValue(value);
    },
  }),
  rule({
    id: "pgbouncer-userlist",
    examples: {
      match: ['"app" "md5«' + sample(32, HEX, 2209) + '»"'],
      clean: ['"app" ""'],
    },
    description:
      'a pgbouncer `userlist.txt` line\'s md5 (`"user" "md5…"`): with md5 auth, the hash logs in as the password does',
    keywords: ['" "md5'],
    pattern: /"[^"\r\n]{1,60}"[ \t]+"md5(?<v>[0-9a-f]{32})"/gd,
    secret: ["v"],
  }),
];
