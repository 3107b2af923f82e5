/**
 * The shapes mended after held-out corpus thirty-two was seen (docs/redaction.md, "Corpus
 * thirty-two after it was seen": media, streaming and game live-ops): other tools and other
 * wording than the corpus text, each with a near miss on the other side — as written, inside a
 * JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 52_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const lowerDigits = (n: number) => key(n, "abcdefghijklmnopqrstuvwxyz0123456789");
const upperDigits = (n: number) => key(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
const hex = (n: number) => key(n, HEX);
const grouped = () => [0, 1, 2, 3, 4].map(() => lowerDigits(3) + "7").join("-");

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

{
  const k = key(26);
  add(
    "a GStreamer pipeline pushing to an rtmps ingest",
    `gst-launch-1.0 videotestsrc ! x264enc ! flvmux ! rtmpsink location='rtmps://ingest.example.tv:443/rtmp/${k} live=1'`,
    k,
  );
}
{
  const k = grouped();
  add(
    "a YouTube key in a Python subprocess call",
    `subprocess.run(["ffmpeg", "-i", src, "-f", "flv", "rtmp://b.rtmp.youtube.com/live2/${k}"])`,
    k,
  );
}
{
  const k = key(20);
  add(
    "a relay's key in a log line ended by dots",
    `INFO relay: publishing to rtmp://203.0.113.7/app/${k}... (attempt 2)`,
    k,
  );
}
{
  const k = key(20);
  add(
    "an SRT publisher's stream id",
    `ffmpeg -re -i in.ts -f mpegts "srt://10.0.0.5:8890?streamid=publish:live/${k}&pkt_size=1316"`,
    k,
  );
}
{
  const k = [8, 4, 4, 4, 12].map((n) => hex(n)).join("-");
  add("a stream key told in a sentence", `The stream key is ${k}, keep it private.`, k);
}
{
  const [id, k] = [hex(32), hex(32)];
  add(
    "a raw key pair in a packager's flag file",
    `--keys=label=UHD:key_id=${id}:key=${k}`,
    k,
  );
}
{
  const k = hex(32).toUpperCase();
  add(
    "ffmpeg decrypting a CENC file",
    `ffmpeg -decryption_key ${k} -i enc.mp4 -c copy clear.mp4`,
    k,
  );
}
{
  const k = hex(32);
  add(
    "Bento4's encrypt for a third track",
    `mp4encrypt --method MPEG-CBCS --key 3:${k}:${hex(16)} in.mp4 enc.mp4`,
    k,
  );
}
{
  const s = key(90, ALNUM + "-~");
  add(
    "a CloudFront signature pasted in chat",
    `Here you go: https://d2.cloudfront.net/v.mp4?Expires=1795000000&Signature=-${s}&Key-Pair-Id=K2ABC`,
    s,
  );
}
{
  const h = hex(64);
  add(
    "an EdgeAuth token in a player's source",
    `player.src("https://x.akamaized.net/a.m3u8?hdnts=st=1793900000~exp=1793903600~acl=/*~hmac=${h}")`,
    h,
  );
}
{
  const [a, b] = [key(76, ALNUM + "~-"), key(30, ALNUM + "~-")];
  add("a signature wrapped under its label", `Signature:\n    ${a}\n    ${b}`, a, b);
}
{
  const iv = hex(32);
  add("a signer IV in a Go config struct", `SigningIV: "${iv}",`, iv);
}
{
  const k = key(20);
  add(
    "a Nakama server key as a dotted flag",
    `nakama --socket.server_key ${k} --logger.level DEBUG`,
    k,
  );
}
{
  const t = hex(32).toUpperCase();
  add(
    "a login token in a systemd unit",
    `ExecStart=/srv/srcds_run -game tf +sv_setsteamaccount ${t} +map cp_badlands`,
    t,
  );
}
{
  const p = key(8) + "-" + key(5);
  add(
    "a server password in a console line",
    `[cfg] loaded: hostname "lan-7", rcon_password "${p}", tv_enable 1`,
    p,
  );
}
{
  const v = key(48, ALNUM + "_-");
  add(
    "a curl cookie jar's auth cookie",
    `# Netscape HTTP Cookie File\n#HttpOnly_api.example.org\tFALSE\t/\tTRUE\t0\tauth_token\t${v}`,
    v,
  );
}
{
  const k = hex(48);
  add("an ElevenLabs key in a sentence", `the voice tool sends sk_${k} in its header`, k);
}
{
  const t = key(160, BASE64);
  add(
    "an OpenTok token handed to a session",
    `OT.initSession(apiKey, sessionId).connect("T1==${t}", onDone);`,
    t,
  );
}
{
  const k = upperDigits(40);
  add("a master key told in a log line", `2026-11-28 12:00:01 loaded master key ${k} from disk`, k);
}

{
  const k = key(24, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") + "7Q";
  add(
    "a game client given its server key in Python",
    `client = Client("${k}", "nk.example.org", 7350)`,
    k,
  );
}
{
  const k = hex(40);
  add("a speech client made with its key", `const stt = createClient('${k}', { global: {} });`, k);
}
{
  const v = lowerDigits(28);
  add(
    "a player's cookie flag",
    `streamlink --http-cookie "auth=${v}" https://tv.example.org/live best`,
    v,
  );
}
CLEAN.push([
  "an ingest URL without its key",
  "Connection to rtmp://10.26.98.110/live successful\nrtmps://a.rtmps.youtube.com:443/live2",
]);
CLEAN.push([
  "an SRT reader's named stream",
  "srt://10.0.0.5:8890?streamid=read:live/mystream_camera1",
]);
CLEAN.push([
  "a stream named after its show",
  "ffmpeg -i in.mp4 -f flv rtmp://localhost:1935/live/weekly_podcast_episode",
]);
CLEAN.push(["YouTube's key as documentation writes it", '"key": "xxxx-xxxx-xxxx-xxxx-xxxx"']);
CLEAN.push([
  "a key id alone in a packager line",
  `--keys label=SD:key_id=${hex(32)}:key=\${CONTENT_KEY}`,
]);
CLEAN.push([
  "a signed URL whose signature is elided",
  "https://d.cloudfront.net/a.mp4?Signature=...&Key-Pair-Id=K2",
]);
CLEAN.push(["Nakama's documented server key", "socket:\n  server_key: defaultkey"]);
CLEAN.push(["Icecast's shipped defaults", "<source-password>hackme</source-password>"]);
CLEAN.push([
  "a cloudinary URL template",
  "CLOUDINARY_URL=cloudinary://API_KEY:API_SECRET@CLOUD_NAME",
]);
CLEAN.push([
  "a cookie file's preference cookie",
  ".example.com\tTRUE\t/\tFALSE\t1805377318\tPREF\tf6=40000&hl=en",
]);
CLEAN.push(["a task's id in hex", `task: ${hex(32)}\nbasket: ${hex(32)}`]);
CLEAN.push([
  "clients given a URL and a name",
  'const sb = createClient("https://x.supabase.co", anonKey);\nconst c = new HttpClient("ProdClient2024Primary", opts);',
]);
CLEAN.push(["a console variable left empty", 'rcon_password ""\nsv_password ""']);
shapeTests("corpus thirty-two", SECRETS, CLEAN);
