/**
 * Corpus thirty-two, clean media text: ids, hashes and URLs that look like keys and are public —
 * video ids, Mux playback ids (public by design; a signed policy would need a token, and none is
 * here), Cloudinary delivery URLs and public ids, HLS playlists and segment names, DASH manifests
 * whose `default_KID` and PSSH boxes are public (the key id names a key; it is not one), public
 * stream URLs without a key, ffmpeg's codec and bitrate lines, content hashes.
 */
import {
  ALNUM,
  b64,
  block,
  cleanMany,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  LOWER_DIGITS,
  num,
  pick,
  uuid,
  word,
} from "./_heldout_thirtytwo_make.ts";

/** A YouTube-like video id: 11 characters of base64url. */
const videoId = (): string => draw(11, ALNUM + "-_");

/** A key id written as a UUID, as DASH manifests print it. */
const kidUuid = (): string => uuid();

export function buildCleanMedia(): HeldOutClean[] {
  return [
    ...cleanMany(4, "YouTube links and embeds", (i) =>
      [
        () =>
          `Embed: <iframe src="https://www.youtube.com/embed/${videoId()}?start=${
            num(10, 900)
          }" allowfullscreen></iframe>`,
        () =>
          `See https://www.youtube.com/watch?v=${videoId()}&t=${
            num(10, 900)
          }s and https://youtu.be/${videoId()}`,
        () =>
          `yt-dlp -f 'bv*[height<=1080]+ba' https://www.youtube.com/watch?v=${videoId()} -o '%(id)s.%(ext)s'`,
        () =>
          `[youtube] Extracting URL: https://www.youtube.com/watch?v=${videoId()}\n[youtube] ${videoId()}: Downloading webpage\n[info] ${videoId()}: Downloading 1 format(s): 137+140`,
      ][i]!()),
    ...cleanMany(4, "Mux playback ids (public by design)", (i) =>
      [
        () =>
          `<mux-player playback-id="${
            draw(44, ALNUM)
          }" metadata-video-title="${word()} trailer"></mux-player>`,
        () => `https://stream.mux.com/${draw(44, ALNUM)}.m3u8`,
        () =>
          `thumbnail: https://image.mux.com/${draw(44, ALNUM)}/thumbnail.webp?time=${num(1, 60)}`,
        () =>
          `{"data":{"status":"ready","playback_ids":[{"policy":"public","id":"${
            draw(44, ALNUM)
          }"}],"id":"${draw(44, ALNUM)}","duration":${num(30, 900)}.${num(100, 999)}}}`,
      ][i]!()),
    ...cleanMany(3, "Cloudinary delivery URLs", (i) =>
      [
        () =>
          `https://res.cloudinary.com/${word()}/image/upload/c_fill,w_640/v${
            num(1600000000, 1800000000)
          }/${word()}/${draw(20, LOWER_DIGITS)}.jpg`,
        () =>
          `{"public_id":"thumbs/${draw(20, LOWER_DIGITS)}","version":${
            num(1600000000, 1800000000)
          },"signature":"${hex(40)}","format":"jpg","etag":"${hex(32)}"}`,
        () =>
          `https://res.cloudinary.com/${word()}/video/upload/sp_hd/${draw(20, LOWER_DIGITS)}.m3u8`,
      ][i]!()),
    ...cleanMany(4, "HLS media playlists", () => {
      const lines = [
        "#EXTM3U",
        "#EXT-X-VERSION:6",
        "#EXT-X-TARGETDURATION:6",
        `#EXT-X-MEDIA-SEQUENCE:${num(0, 9000)}`,
      ];
      const base = hex(16);
      for (let s = 0; s < num(4, 7); s++) {
        lines.push(
          `#EXTINF:${pick(["6.006", "5.972", "6.000"])},`,
          `${base}_${num(0, 9)}${String(s).padStart(5, "0")}.ts`,
        );
      }
      return block(...lines);
    }),
    ...cleanMany(3, "HLS master playlist", () =>
      block(
        "#EXTM3U",
        `#EXT-X-STREAM-INF:BANDWIDTH=${
          num(5000000, 8000000)
        },RESOLUTION=1920x1080,CODECS="avc1.640028,mp4a.40.2"`,
        `1080p/${hex(8)}.m3u8`,
        `#EXT-X-STREAM-INF:BANDWIDTH=${
          num(2000000, 4000000)
        },RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"`,
        `720p/${hex(8)}.m3u8`,
      )),
    ...cleanMany(4, "DASH manifest with public key ids", () =>
      block(
        '<AdaptationSet contentType="video" mimeType="video/mp4">',
        `  <ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="${kidUuid()}"/>`,
        '  <ContentProtection schemeIdUri="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed">',
        `    <cenc:pssh>${b64("\u0000\u0000\u0000" + draw(20, ALNUM))}</cenc:pssh>`,
        "  </ContentProtection>",
        `  <Representation id="${num(1, 9)}" bandwidth="${
          num(800000, 6000000)
        }" codecs="avc1.64001f" width="1280" height="720"/>`,
        "</AdaptationSet>",
      )),
    ...cleanMany(3, "packager output listing key ids", () =>
      block(
        "$ mp4dump --verbosity 1 out.mp4 | grep -A2 tenc",
        "      [tenc] size=12+20",
        "        default_isProtected = 1",
        "        default_Per_Sample_IV_Size = 8",
        `        default_KID = [${hex(32).match(/../g)!.join(" ")}]`,
        `The key id ${hex(32)} is public (it is in every manifest); the key lives in the KMS.`,
      )),
    ...cleanMany(4, "public stream URLs without keys", (i) =>
      [
        () =>
          `Watch at https://www.twitch.tv/${word()} or https://player.twitch.tv/?channel=${word()}&parent=${word()}.gg`,
        () => `ingest server: rtmp://live.twitch.tv/app (the key goes in OBS, not here)`,
        () =>
          `Playback: https://${
            draw(12, "abcdef0123456789")
          }.us-west-2.playback.live-video.net/api/video/v1/us-west-2.${draw(12, DIGITS)}.channel.${
            draw(12, ALNUM)
          }.m3u8`,
        () => `Listen: https://${word()}.fm:8443/live.mp3 (status at /status-json.xsl)`,
      ][i]!()),
    ...cleanMany(4, "ffmpeg codec and bitrate lines", () =>
      block(
        `  Stream #0:0[0x1](und): Video: hevc (Main 10) (hvc1 / 0x31637668), yuv420p10le(tv, bt2020nc), 3840x2160, ${
          num(9000, 25000)
        } kb/s, 23.98 fps`,
        `  Stream #0:1[0x2](eng): Audio: eac3 (ec-3 / 0x332D6365), 48000 Hz, 5.1(side), fltp, ${
          pick(["384", "640", "768"])
        } kb/s`,
        `[libx264 @ 0x${
          hex(12)
        }] using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2`,
        `frame=${num(100, 9999)} fps=${num(20, 60)} q=-1.0 Lsize=${num(10000, 99999)}kB time=00:0${
          num(1, 9)
        }:${num(10, 59)}.${num(10, 99)} bitrate=${num(2000, 8000)}.${num(0, 9)}kbits/s speed=${
          num(1, 4)
        }.${num(10, 99)}x`,
      )),
    ...cleanMany(4, "content hashes of uploads", (i) =>
      [
        () => `sha256sum masters/*.mov\n${hex(64)}  masters/ep01.mov\n${hex(64)}  masters/ep02.mov`,
        () =>
          `{"asset_id":"${uuid()}","md5":"${hex(32)}","size":${
            num(100000000, 999999999)
          },"duration_ms":${num(100000, 999999)}}`,
        () => `ETag: "${hex(32)}-${num(2, 90)}"\nx-amz-version-id: ${draw(32, ALNUM + "._")}`,
        () =>
          `b2 file info: contentSha1 ${hex(40)}, fileId 4_z${hex(24)}_f${hex(12)}_d${
            num(20261101, 20261128)
          }_m${num(100000, 999999)}_c000_v${num(1000000, 9999999)}_t${num(1000, 9999)}`,
      ][i]!()),
    ...cleanMany(3, "Vimeo and api.video ids", (i) =>
      [
        () =>
          `<iframe src="https://player.vimeo.com/video/${num(100000000, 999999999)}?h=${
            hex(10)
          }&badge=0" frameborder="0"></iframe>`,
        () =>
          `{"videoId":"vi${
            draw(20, ALNUM)
          }","title":"${word()} devlog","public":true,"assets":{"hls":"https://vod.api.video/vod/vi${
            draw(20, ALNUM)
          }/hls/manifest.m3u8"}}`,
        () =>
          `https://vimeo.com/${num(100000000, 999999999)}/${
            hex(10)
          } is unlisted, not private; the hash is part of the share link.`,
      ][i]!()),
  ];
}
