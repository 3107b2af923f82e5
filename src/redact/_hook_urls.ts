/**
 * URLs that are secrets by their path or their scheme: a hook or a ping a service gives out as a
 * bare URL (`/build_hooks/…`, `/deploy/…/…`, `/bot/v2/hook/…`, `/api/push/…`, `hc-ping.com/…`, a
 * `webhook/send?key=…`), a link shared under `/share/…`, an RTMP ingest URL's stream key, an
 * Apprise `discord://id/token`, and the share links of proxy clients (`trojan://password@…`,
 * `vless://uuid@…`, `vmess://base64`, `ss://…`), SIP URIs with a password, and an authenticator
 * export (`otpauth-migration://offline?data=…`).
 */
import { ALNUM, BASE64, HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

const UUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 3401 + i)).join("-");
const KEY = sample(24, ALNUM, 3406);

// A path word after which a service puts the hook's secret (one or two segments on).
const HOOK_WORD = String
  .raw`(?:build_hooks|hooks?|webhooks?|deploy|push|ping|trigger|share|live2?)`;
const UUID_RE = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

/** A path segment or key that reads as a generated secret (not a word, a version, a name). */
function hookSecret(value: string): boolean {
  if (isNotASecret(value) || /^v?\d+(?:[._-]\d+)*$/.test(value)) return false;
  if (UUID_RE.test(value)) return true;
  return looksGenerated(value, 8) || value.length >= 10 && /[a-z][A-Z]|[A-Z]{2}[a-z]/.test(value) &&
      !/^[A-Z]?[a-z]+(?:[A-Z][a-z]+)+$/.test(value);
}

/** The rules of this file, in the order they run (with the late rules). */
export const HOOK_URL_RULES: readonly Rule[] = [
  rule({
    id: "hook-url-secret",
    examples: {
      match: [
        "curl -X POST -d {} https://api.netlify.com/build_hooks/«" + sample(24, HEX, 3407) + "»",
        "https://open.feishu.cn/open-apis/bot/v2/hook/«" + UUID + "»",
        "https://status.example.org/api/push/«lRupvEeAXC»?status=up",
        "https://api.vercel.com/v1/integrations/deploy/prj_" + KEY + "/«p0iccs1vF8»",
        "curl -fsS https://hc-ping.com/«" + UUID + "»",
        "rtmp://live-fra.twitch.tv/app/«live_453956270_" + sample(30, ALNUM, 3408) + "»",
      ],
      clean: [
        "https://github.com/acme/app/blob/main/hooks/pre-commit",
        "https://docs.example.org/deploy/v2.3.1/",
        "https://example.org/share/ReactHooksGuide",
        "https://hc-ping.com/",
      ],
    },
    description:
      "a hook or ping a service gives out as a bare URL: the generated segment after `/build_hooks/`, `/hook/`, `/deploy/…/`, `/push/`, `/share/`, `hc-ping.com/`, or an RTMP ingest URL's stream key",
    keywords: ["hook", "deploy", "push/", "ping", "trigger", "share/", "rtmp"],
    pattern: new RegExp(
      String
        .raw`(?:https?|rtmps?)://(?:hc-ping\.com|[^\s/"'<>]{1,100}(?:/[^\s/?#"'<>]{1,80}){0,6}?/${HOOK_WORD}(?:/[^\s/?#"'<>]{1,80}){0,2}?|[^\s/"'<>]{1,100}(?:/[^\s/?#"'<>]{1,80}){0,3}?/app)/(?<v>[A-Za-z0-9_-]{8,120})(?=\/?(?:[\s?#"'<>)\x60]|$))`,
      "gdi",
    ),
    secret: ["v"],
    accept: (value) => hookSecret(value),
  }),
  rule({
    id: "url-key-parameter",
    examples: {
      match: [
        "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«" + UUID + "»",
        "https://api.render.com/deploy/srv-" + sample(20, ALNUM, 3409).toLowerCase() +
        "?key=«1Jwfm8emGky»",
        "https://api.example.com/v1/?key=«" + sample(32, HEX, 3410).toUpperCase() +
        "»&steamid=76561197960287930",
      ],
      clean: [
        "https://s3.example.org/upload?key=uploads/avatar.png",
        "https://example.org/search?key=value&page=2",
        "https://example.org/?key=ABCDEFGHIJKLMNOP",
      ],
    },
    description:
      "a generated value of a URL's `key=` parameter (a webhook's key, a web API key in a query)",
    keywords: ["key="],
    pattern: /[?&](?:key|apikey|api_key)=(?<v>[A-Za-z0-9_-]{10,200})(?=[&#\s"'<>)\x60]|$)/gdi,
    secret: ["v"],
    accept: (value) => hookSecret(value) && /\d/.test(value),
  }),
  rule({
    id: "share-link-secret",
    examples: {
      match: [
        "trojan://«" + sample(18, ALNUM, 3411) + "»@edge.example.net:443?security=tls#sg",
        "vless://«" + UUID + "»@edge.example.net:443?type=ws",
        "vmess://«" + sample(120, BASE64, 3412) + "»",
        "sip:1001:«" + sample(18, ALNUM, 3413) + "»@pbx.example.org;transport=tls",
        "discord://6024621662797952089/«" + sample(68, ALNUM, 3414) + "»",
        "otpauth-migration://offline?data=«" + sample(60, ALNUM, 3415) + "%3D%3D»",
      ],
      clean: ["sip:1001@pbx.example.org", "trojan://${PASSWORD}@edge.example.net:443"],
    },
    description:
      "the secret of a share link: a proxy client's `trojan://password@`, `vless://uuid@`, `vmess://…` or `ss://…`, a SIP URI's password, an Apprise `discord://id/token`, an authenticator export's `data=`",
    keywords: [
      "trojan://",
      "vless://",
      "vmess://",
      "ss://",
      "sip:",
      "sips:",
      "discord://",
      "otpauth-migration://",
    ],
    pattern:
      /(?<![\w-])(?:(?:trojan|vless|hysteria2?|tuic):\/\/(?<pw>[^\s@\/:"'<>]{8,200})@|(?:vmess|ss):\/\/(?<b64>[A-Za-z0-9+\/=_-]{16,2000})|sips?:[\w.+-]{1,64}:(?<sip>[^\s@;:"'<>]{6,200})@|discord:\/\/\d{15,22}\/(?<hook>[\w-]{40,100})|otpauth-migration:\/\/offline\?data=(?<data>[A-Za-z0-9%+\/=_-]{16,4000}))/gdi,
    secret: ["pw", "b64", "sip", "hook", "data"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "token-in-join-or-channel",
    examples: {
      match: [
        "microk8s join 10.0.0.11:25000/«" + sample(32, HEX, 3420) + "»/" + sample(12, HEX, 3421),
        "  - https://conda.anaconda.org/t/«da-" + sample(32, HEX, 3422) + "»/corp",
        "channels:\n  - https://conda.acme.io/t/«" + sample(36, HEX, 3423) + "»/main",
      ],
      clean: [
        "microk8s join 10.0.0.11:25000/<token>",
        "  - https://conda.anaconda.org/conda-forge",
        "  - https://conda.acme.io/t/main-channel-2024/linux-64",
      ],
    },
    description:
      "a cluster join token in a `join host:port/token` command (MicroK8s), and the token of a private conda channel (`conda.anaconda.org/t/<token>/…`, any host's `/t/<token>/` in a `.condarc` when the token is generated)",
    keywords: ["join ", "/t/"],
    pattern:
      /\bjoin[ \t]+[\w.-]{1,100}:\d{2,5}\/(?<join>[0-9a-f]{32})(?![0-9a-f])|:\/\/(?<host>[^\s\/"'<>]{1,200})\/t\/(?<conda>[\w-]{16,200})\//gd,
    secret: ["join", "conda"],
    accept: (value, group, match) =>
      /\d/.test(value) && !isNotASecret(value) &&
      (group === "join" || /anaconda\.(?:org|com|cloud)$/.test(match.groups?.host ?? "") ||
        looksGenerated(value, 20) || digitsSpread(value)),
  }),
];
