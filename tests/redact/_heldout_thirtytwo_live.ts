/**
 * Corpus thirty-two, live streaming: RTMP and SRT stream keys in OBS settings and ffmpeg command
 * lines, Twitch and YouTube keys, Agora certificates and tokens, LiveKit, Daily, Vonage Video and
 * Amazon IVS credentials.
 */
import {
  ALNUM,
  B64,
  b64,
  block,
  DIGITS,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  ip,
  jwt,
  LOWER_DIGITS,
  many,
  num,
  pass,
  pick,
  uuid,
  word,
} from "./_heldout_thirtytwo_make.ts";
import type { Add, Piece } from "./_heldout_thirtytwo_make.ts";

/** A Twitch stream key: `live_`, the channel's user id, `_` and 30 letters and digits. */
export const twitchKey = (k: Piece): string => `live_${draw(9, DIGITS)}_${k(30, ALNUM)}`;

/** A YouTube Live stream key: five groups of four. */
export const youtubeKey = (add: Add): string =>
  add(Array.from({ length: 5 }, () => draw(4, LOWER_DIGITS)).join("-"));

/** An Amazon IVS stream key: `sk_`, the region, 12 and 30 random characters. */
export const ivsKey = (k: Piece): string =>
  `sk_${pick(["us-west-2", "us-east-1", "eu-west-1"])}_${k(12, ALNUM)}_${k(30, ALNUM)}`;

/** An Agora RTC token (version 006): the app id, then the signed message in base64. */
export const agoraToken = (k: Piece, appId: string): string =>
  `006${appId}${k(num(100, 140), B64)}`;

const FFMPEG_IN = [
  "-re -i show.mp4",
  "-f avfoundation -framerate 30 -i 0:0",
  "-f v4l2 -i /dev/video0 -f alsa -i hw:1",
  "-stream_loop -1 -re -i loop.mkv",
];

export function buildLive(): HeldOutSecret[] {
  return [
    ...many(
      4,
      "command",
      "ffmpeg to Twitch",
      (k, _add, i) =>
        `ffmpeg ${FFMPEG_IN[i]} -c:v libx264 -preset veryfast -b:v ${num(3, 6)}000k -maxrate ${
          num(6, 8)
        }000k \\\n  -bufsize 12000k -g 60 -c:a aac -b:a 160k -ar 44100 \\\n  -f flv rtmp://${
          pick(["live", "fra05", "lhr03", "sea02"])
        }.twitch.tv/app/${twitchKey(k)}`,
    ),
    ...many(3, "command", "ffmpeg to YouTube Live", (_k, add, i) => {
      const key = youtubeKey(add);
      return [
        () =>
          `ffmpeg -re -i talk.mov -c:v libx264 -b:v 4500k -c:a aac -f flv "rtmp://a.rtmp.youtube.com/live2/${key}"`,
        () => `ffmpeg -i input.ts -c copy -f flv rtmp://b.rtmp.youtube.com/live2?backup=1/${key}`,
        () =>
          `YT_KEY=${key}\nffmpeg -re -i "$SRC" -c:v copy -c:a copy -f flv "rtmp://a.rtmp.youtube.com/live2/$YT_KEY"`,
      ][i]!();
    }),
    ...many(3, "block", "OBS service.json", (k, add, i) => {
      const [service, server, key] = [
        () => ["Twitch", "auto", twitchKey(k)],
        () => ["YouTube - RTMPS", "rtmps://a.rtmps.youtube.com:443/live2", youtubeKey(add)],
        () => ["Custom", `rtmp://${ip()}/live`, k(num(20, 32), ALNUM)],
      ][i]!();
      return block(
        "$ cat ~/.config/obs-studio/basic/profiles/Stream/service.json",
        "{",
        `    "settings": {`,
        `        "bwtest": false,`,
        `        "key": "${key}",`,
        `        "server": "${server}",`,
        `        "service": "${service}"`,
        "    },",
        `    "type": "rtmp_${i === 2 ? "custom" : "common"}"`,
        "}",
      );
    }),
    ...many(3, "url", "RTMP push URL with key in the path", (k, _add, i) =>
      [
        () =>
          `Set the nginx-rtmp push to rtmp://${ip()}:1935/live/${
            k(num(16, 24), ALNUM)
          } and reload.`,
        () =>
          `push rtmp://live-${pick(["fra", "ams", "sjc"])}.restream.io/live/re_${draw(7, DIGITS)}_${
            k(20, HEX)
          };`,
        () =>
          `Server: rtmps://live-api-s.facebook.com:443/rtmp/FB-${draw(16, DIGITS)}-0-${
            k(36, ALNUM)
          }`,
      ][i]!()),
    ...many(3, "url", "SRT URL with passphrase", (k, _add, i) =>
      [
        () =>
          `ffmpeg -re -i feed.ts -c copy -f mpegts "srt://${ip()}:9000?streamid=#!::r=live/${word()},m=publish&passphrase=${
            k(24, ALNUM)
          }&pbkeylen=32"`,
        () =>
          `srt-live-transmit udp://:5000 "srt://ingest.${word()}.tv:7001?mode=caller&passphrase=${
            k(20, ALNUM)
          }"`,
        () =>
          `In OBS use Custom, server srt://${ip()}:9710?streamid=publish:${word()}&passphrase=${
            k(32, ALNUM)
          } and leave the key empty.`,
      ][i]!()),
    ...many(3, "assignment", "Twitch app credentials", (k, _add, i) =>
      [
        () =>
          `TWITCH_CLIENT_ID=${draw(30, LOWER_DIGITS)}\nTWITCH_CLIENT_SECRET=${
            k(30, LOWER_DIGITS)
          }\nTWITCH_BOT_OAUTH=oauth:${k(30, LOWER_DIGITS)}`,
        () =>
          `const tmi = new tmi.Client({ identity: { username: "${word()}bot", password: "oauth:${
            k(30, LOWER_DIGITS)
          }" }, channels: ["${word()}"] });`,
        () =>
          `twitch:\n  client_id: ${draw(30, LOWER_DIGITS)}\n  client_secret: ${
            k(30, LOWER_DIGITS)
          }\n  eventsub_secret: ${k(40, ALNUM)}`,
      ][i]!()),
    ...many(3, "vendor", "Agora app certificate and token", (k, _add, i) => {
      const appId = hex(32);
      return [
        () => `AGORA_APP_ID=${appId}\nAGORA_APP_CERTIFICATE=${k(32, HEX)}`,
        () => `The temp token from the console works: ${agoraToken(k, appId)}`,
        () =>
          `const token = "${
            agoraToken(k, appId)
          }";\nawait client.join("${appId}", "${word()}", token, null);`,
      ][i]!();
    }),
    ...many(3, "block", "LiveKit server keys", (k, _add, i) => {
      const key = `API${draw(12, ALNUM)}`;
      return [
        () =>
          `# livekit.yaml\nport: 7880\nrtc:\n  tcp_port: 7881\n  port_range_start: 50000\nkeys:\n  ${key}: ${
            k(43, ALNUM)
          }`,
        () =>
          `LIVEKIT_URL=wss://${word()}.livekit.cloud\nLIVEKIT_API_KEY=${key}\nLIVEKIT_API_SECRET=${
            k(43, ALNUM)
          }`,
        () =>
          `docker run --rm -p 7880:7880 -e LIVEKIT_KEYS="${key}: ${
            k(43, ALNUM)
          }" livekit/livekit-server --dev`,
      ][i]!();
    }),
    ...many(
      2,
      "vendor",
      "LiveKit access token",
      (k) =>
        `lk room join --url wss://${word()}.livekit.cloud --token ${
          jwt(k, {
            video: { roomJoin: true, room: word() },
            iss: `API${draw(12, ALNUM)}`,
            sub: word(),
            exp: 1795000000 + num(0, 9999999),
          })
        }`,
    ),
    ...many(3, "assignment", "Daily API key and meeting token", (k, _add, i) =>
      [
        () => `DAILY_API_KEY=${k(64, HEX)}\nDAILY_DOMAIN=${word()}`,
        () =>
          `fetch("https://api.daily.co/v1/rooms", { headers: { Authorization: "Bearer ${
            k(64, HEX)
          }" } })`,
        () =>
          `callFrame.join({ url: "https://${word()}.daily.co/standup", token: "${
            jwt(k, { r: "standup", d: uuid(), iat: 1795000000 + num(0, 99999) })
          }" });`,
      ][i]!()),
    ...many(3, "assignment", "Vonage Video (OpenTok) credentials", (k, _add, i) => {
      const apiKey = draw(8, DIGITS);
      return [
        () => `OPENTOK_API_KEY=${apiKey}\nOPENTOK_API_SECRET=${k(40, HEX)}`,
        () => `opentok = OpenTok("${apiKey}", "${k(40, HEX)}")`,
        () => `session.connect("T1==${k(num(300, 360), B64)}", handleError);`,
      ][i]!();
    }),
    ...many(3, "url", "Amazon IVS ingest and key", (k, _add, i) => {
      const ch = draw(12, "abcdef0123456789");
      return [
        () => `rtmps://${ch}.global-contribute.live-video.net:443/app/${ivsKey(k)}`,
        () =>
          `aws ivs get-stream-key --arn arn:aws:ivs:us-west-2:${draw(12, DIGITS)}:stream-key/${
            draw(12, ALNUM)
          }\n{\n    "streamKey": {\n        "value": "${ivsKey(k)}"\n    }\n}`,
        () =>
          `IVS_INGEST=rtmps://${ch}.global-contribute.live-video.net:443/app/\nIVS_STREAM_KEY=${
            ivsKey(k)
          }`,
      ][i]!();
    }),
    ...many(
      2,
      "command",
      "Icecast-style source push from ffmpeg",
      (_k, add) =>
        `ffmpeg -re -i mix.flac -c:a libopus -b:a 128k -content_type audio/ogg \\\n  icecast://source:${
          pass(add)
        }@${word()}.radio:8000/live.opus`,
    ),
    ...many(
      2,
      "encoded",
      "OBS profile key in a base64 backup",
      (_k, add, i) =>
        `${["obs_backup.json", "OBS_PROFILE_B64"][i]}: ${
          add(b64(JSON.stringify({ key: draw(30, ALNUM), server: "auto" })))
        }`,
    ),
  ];
}
