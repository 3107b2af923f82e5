/**
 * Shapes read from held-out corpus thirty-two's misses (docs/redaction.md, "Corpus thirty-two
 * after it was seen": media, streaming and game live-ops), as shapes of any text: a stream key as
 * the last segment of an `rtmp://`/`srt://` URL (also in a tool's log), a stream key by its name, a content key beside its key id (shaka-packager,
 * ffmpeg, Bento4, GPAC), an HLS key-info file's hex line, a signed URL's signature and an
 * EdgeAuth HMAC, a signature wrapped under its label.
 */
import { ALNUM, HEX, LOWER_DIGITS, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { digitsSpread, looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

const UUID_RE = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;
// YouTube's stream key: groups of four lower-case letters and digits (`abcd-1234-…`, five).
const GROUPED_KEY = /^[a-z0-9]{4}(?:-[a-z0-9]{4}){3,5}$/;
const YT_KEY = [0, 1, 2, 3, 4].map((i) => sample(4, LOWER_DIGITS, 32_001 + i)).join("-");

/**
 * True for a stream key: a UUID, grouped like YouTube's (with digits), or a value (or one of its
 * `_`/`-` parts: Restream's `re_<id>_<hex>`, Facebook's `FB-<id>-0-<key>`) that looks generated.
 */
export function streamKey(v: string): boolean {
  if (isNotASecret(v)) return false;
  if (UUID_RE.test(v)) return true;
  if (GROUPED_KEY.test(v)) return (v.match(/\d/g)?.length ?? 0) >= 2 && /[a-z]/.test(v);
  if (looksGenerated(v, 12)) return true;
  return v.split(/[_-]/).some((p) => looksGenerated(p, 12) || digitsSpread(p));
}

// An ingest URL of a streaming protocol: host, one to four path segments (a query may stand
// between them: YouTube's `live2?backup=1/…`), then the key as the last segment, ended by a
// space, a quote, `;`, `,`, `)`, `&`, or OBS's `...`.
const STREAM_URL = String
  .raw`(?<![\w.+-])(?:rtmp[ste]?|rtmps|srt)://[^\s/"'<>]{1,120}(?:/[^\s/?#"'<>]{1,80}(?:\?[^\s/#"'<>]{0,80})?){1,4}/(?<v>[A-Za-z0-9_-]{12,160})(?=\.{3}|\/?(?:[\s?#"'<>);,&\x60\\]|$))` +
  // SRT's `streamid`, the key after its resource's `/` (`#!::r=live/<key>,m=publish`, `publish:live/<key>`).
  String
    .raw`|(?<![\w.+-])srt://[^\s"'<>?]{1,120}\?(?:[^\s"'<>]{0,200}?&)?streamid=[^\s"'<>&/]{0,80}/(?<s>[A-Za-z0-9_-]{12,160})(?=[,&\s"'<>]|$)`;

/** The rules of this file, in order (before the assignments). */
export const THIRTYTWO_RULES: readonly Rule[] = [
  rule({
    id: "stream-url-key",
    examples: {
      match: [
        'ffmpeg -re -i talk.mov -c copy -f flv "rtmp://a.rtmp.youtube.com/live2/' + mark(YT_KEY) +
        '"',
        "push rtmp://live.example.tv/live/" + mark("re_8231_" + sample(20, HEX, 32_006)) + ";",
        "12:00:01.002: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmp://10.0.4.2/live/" +
        mark(sample(22, ALNUM, 32_007)) + "...",
        "srt://ingest.example.tv:9000?streamid=#!::r=live/" + mark(sample(20, ALNUM, 32_008)) +
        ",m=publish",
      ],
      clean: [
        "Connection to rtmp://10.26.98.110/live successful",
        "ffmpeg -i in.mp4 -f flv rtmp://localhost/live/my_stream_1080p",
        "rtmp://a.rtmp.youtube.com/live2/xxxx-xxxx-xxxx-xxxx-xxxx",
      ],
    },
    description:
      "a stream key as the last segment of an `rtmp://`, `rtmps://` or `srt://` URL (ffmpeg's output, nginx-rtmp's `push`, OBS's log) or of an SRT `streamid`'s resource (`r=live/…`): a UUID, YouTube's grouped key, or a generated value or part",
    keywords: ["rtmp", "srt://"],
    pattern: new RegExp(STREAM_URL, "gdi"),
    secret: ["v", "s"],
    accept: (v) => streamKey(v),
  }),
  rule({
    id: "stream-key-named",
    examples: {
      match: [
        '{"data":{"stream_key":"' + mark(
          [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 32_010 + i)).join("-"),
        ) + '","status":"idle"}}',
        "OBS → Custom: server rtmp://ingest.example.tv/app, stream key " +
        mark(sample(24, ALNUM, 32_016)),
        '        "key": "' + mark(YT_KEY) + '",',
      ],
      clean: [
        "Stream key: (hidden)",
        '"key": "xxxx-xxxx-xxxx-xxxx-xxxx"',
        "stream_key: ${STREAM_KEY}",
      ],
    },
    description:
      "a value named stream key (`stream_key`, `Stream key:`, `stream key …` in a sentence) that looks like one, or YouTube's grouped key under a `key` name",
    keywords: ["stream_key", "stream key", "streamkey", "stream-key", '"key"'],
    pattern:
      /(?<![\w-])(?:stream[ _-]?key|"key")(?:["']?[ \t]*[:=][ \t]*["']?|[ \t]+(?:(?:is|was)[ \t]+)?)(?<v>[A-Za-z0-9_-]{12,160})(?![\w$\{])/gdi,
    secret: ["v"],
    accept: (v, _g, m) => /^"key"/i.test(m[0]) ? GROUPED_KEY.test(v) && streamKey(v) : streamKey(v),
  }),
  rule({
    id: "content-key-beside-its-id",
    examples: {
      match: [
        "  --keys label=HD:key_id=" + sample(32, HEX, 32_020) + ":key=" +
        mark(sample(32, HEX, 32_021)) + " \\",
        "ffmpeg -i a.mp4 -c copy -encryption_scheme cenc-aes-ctr -encryption_key " +
        mark(sample(32, HEX, 32_022)) + " -encryption_kid " + sample(32, HEX, 32_023) + " o.mp4",
        "mp4encrypt --method MPEG-CENC --key 1:" + mark(sample(32, HEX, 32_024)) + ":" +
        sample(16, HEX, 32_025) + " --property 1:KID:" + sample(32, HEX, 32_037) +
        " in.mp4 out.mp4",
        '    <key KID="0x' + sample(32, HEX, 32_026) + '" value="0x' +
        mark(sample(32, HEX, 32_027)) +
        '"/>',
      ],
      clean: [
        "--keys label=HD:key_id=" + sample(32, HEX, 32_028) + ":key=$CONTENT_KEY",
        "-encryption_kid " + sample(32, HEX, 32_029) + " enc.mp4",
        '<ContentProtection cenc:default_KID="' + sample(8, HEX, 32_035) + "-4f1e-8c2d-" +
        sample(12, HEX, 32_036) + '"/>',
      ],
    },
    description:
      "a content key (32 hex digits) where a packager takes it: shaka-packager's `key_id=…:key=…`, ffmpeg's `-encryption_key`/`-decryption_key`, Bento4's `--key <track>:<key>:<iv>`, a GPAC crypt file's `<key … value=\"0x…\"/>` (never the key id beside it)",
    keywords: ["key_id=", "cryption_key", "--key", "<key", "content_key", "cenc_key", "aes_key"],
    pattern:
      /key_id=[0-9a-fA-F]{32}:key=(?<a>[0-9a-fA-F]{32})(?![0-9a-fA-F])|(?<![\w-])--?(?:en|de)?(?:cryption|content|cenc|aes)[_-]?key[ \t=]+(?:0x)?(?<b>[0-9a-fA-F]{32})(?![0-9a-fA-F])|(?<![\w-])--key[ \t]+\d{1,3}:(?<c>[0-9a-fA-F]{32}):|<key\b[^>\r\n]{0,200}?\bvalue=\\?"(?:0x)?(?<d>[0-9a-fA-F]{32})\\?"/gdi,
    secret: ["a", "b", "c", "d"],
  }),
  rule({
    id: "hls-key-info-hex",
    examples: {
      match: [
        "$ cat enc.keyinfo\nhttps://keys.example.tv/k/1.key\nenc.key\n" +
        mark(sample(32, HEX, 32_030)),
      ],
      clean: ["$ cat enc.keyinfo\nhttps://keys.example.tv/k/1.key\nenc.key"],
    },
    description:
      "the hex line of an HLS key-info file (its key URI, the key file's path, then 32 hex digits): redacted, since a reader cannot tell the IV written there from the key",
    // (Named where it is read: `cat enc.keyinfo`, ffmpeg's `-hls_key_info_file`.)
    keywords: ["keyinfo", "key_info", "key-info"],
    wholeText: true,
    // (Its line breaks as written or JSON-escaped, `\n`, inside a record.)
    pattern:
      /(?:https?|skd):\/\/[^\s\\"]{1,300}(?:\r?\n|\\r\\n|\\n)[^\s\\"]{1,200}\.key(?:\r?\n|\\r\\n|\\n)(?<v>[0-9a-fA-F]{32})(?![0-9A-Za-z])/gd,
    secret: ["v"],
  }),
  rule({
    id: "signed-url-signature",
    examples: {
      match: [
        "https://d1.cloudfront.net/dl/game.pak?Expires=1795368399&Signature=" +
        mark("-" + sample(60, ALNUM + "-~", 32_031)) + "&Key-Pair-Id=APKA9ANR3ZNF7F0SH8GW",
        "https://cdn.example.net/master.m3u8?hdnts=exp=1793916024~acl=/live/*~hmac=" +
        mark(sample(64, HEX, 32_032)),
      ],
      clean: [
        "https://d1.cloudfront.net/dl/game.pak?Expires=1795368399&Signature=...&Key-Pair-Id=APKA",
        "hdnts=exp=1793916024~acl=/live/*~hmac=<hmac>",
      ],
    },
    description:
      "a signed URL's signature: CloudFront's `Signature=` (its base64 holds `-`, `~`, `_`) and an Akamai EdgeAuth token's `hmac=`",
    keywords: ["signature=", "hmac="],
    pattern:
      /[?&;]Signature=(?<a>[A-Za-z0-9_~+\/=%-]{40,2000})|[~?&;]hmac=(?<b>[0-9a-fA-F]{32,128})(?![0-9a-fA-F])/gd,
    secret: ["a", "b"],
    accept: (v) => looksGenerated(v.replace(/[~_+\/=%-]/g, ""), 20),
  }),
  rule({
    id: "signature-under-its-label",
    examples: {
      match: [
        "Signature:\n  " + mark(sample(80, ALNUM + "~-", 32_033)) + "\n  " +
        mark(sample(40, ALNUM + "~-", 32_034)),
      ],
      clean: ["Signature:\n  see the attached file\n  for details"],
    },
    description:
      "a signature wrapped under its `Signature:` label, each indented line of it (a terminal cut it at 80 columns)",
    keywords: ["signature:"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /\bsignature:[ \t]*\r?\n[ \t]+(?<a>[A-Za-z0-9_~+\/=-]{32,400})[ \t]*(?:\r?\n[ \t]+(?<b>[A-Za-z0-9_~+\/=-]{8,400})[ \t]*(?=\r?\n|$))?/gdi,
    secret: ["a", "b"],
    accept: (v) => looksGenerated(v.replace(/[~_+\/=-]/g, ""), 8),
  }),
];
