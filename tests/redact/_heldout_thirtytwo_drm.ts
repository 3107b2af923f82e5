/**
 * Corpus thirty-two, rights and encryption: content keys in shaka-packager, mp4box, ffmpeg and
 * Bento4 command lines (the key id beside them is public, the key is not), ClearKey JSON, HLS
 * AES-128 key files and key URIs with tokens, Widevine signer credentials, a FairPlay ASK and a
 * PlayReady key seed. Only the key is a piece; a key id is written beside it as it would be.
 */
import {
  ALNUM,
  B64,
  b64,
  b64u,
  B64URL,
  block,
  draw,
  expiry,
  type HeldOutSecret,
  HEX,
  hex,
  HEX_UP,
  many,
  num,
  pick,
  startClock,
  word,
} from "./_heldout_thirtytwo_make.ts";

/** Raw bytes of a hex string. */
function bytes(h: string): Uint8Array {
  return new Uint8Array(h.match(/../g)!.map((x) => parseInt(x, 16)));
}

/** Base64url without padding of the bytes a hex string spells (ClearKey's `k` and `kid`). */
function hexToB64u(h: string): string {
  return b64(bytes(h), false).replace(/\+/g, "-").replace(/\//g, "_");
}

export function buildDrm(): HeldOutSecret[] {
  return [
    ...many(4, "command", "shaka-packager raw key", (k, _add, i) => {
      const label = ["", "SD", "HD", "AUDIO"][i]!;
      return block(
        "packager \\",
        `  in=video_${num(480, 1080)}p.mp4,stream=video,output=v.mp4,drm_label=${label || "SD"} \\`,
        "  in=audio.mp4,stream=audio,output=a.mp4 \\",
        "  --enable_raw_key_encryption \\",
        `  --keys label=${label}:key_id=${hex(32)}:key=${k(32, HEX)} \\`,
        `  --protection_systems ${pick(["Widevine,PlayReady", "CommonSystem", "Widevine"])} \\`,
        "  --mpd_output manifest.mpd",
      );
    }),
    ...many(
      3,
      "command",
      "ffmpeg CENC encryption",
      (k, _add, i) =>
        `ffmpeg -i ${
          ["master", "trailer", "ep01"][i]
        }.mp4 -c copy -encryption_scheme cenc-aes-ctr \\\n  -encryption_key ${
          k(32, HEX)
        } -encryption_kid ${hex(32)} enc.mp4`,
    ),
    ...many(
      3,
      "command",
      "Bento4 mp4encrypt",
      (k, _add, i) =>
        `mp4encrypt --method MPEG-CENC --key ${i + 1}:${k(32, HEX)}:${hex(16)} --property ${
          i + 1
        }:KID:${hex(32)} --global-option mpeg-cenc.eme-pssh:true in.mp4 out.mp4`,
    ),
    ...many(2, "block", "mp4box crypt file", (k) =>
      block(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<GPACDRM type="CENC AES-CTR">',
        `  <CrypTrack trackID="1" IsEncrypted="1" IV_size="8" first_IV="0x${
          hex(16)
        }" saiSavedBox="senc">`,
        `    <key KID="0x${hex(32)}" value="0x${k(32, HEX)}"/>`,
        "  </CrypTrack>",
        "</GPACDRM>",
        "$ MP4Box -crypt drm.xml movie.mp4 -out movie_enc.mp4",
      )),
    ...many(3, "assignment", "ClearKey license JSON", (_k, add, i) => {
      const kid = () => hexToB64u(hex(32));
      const key = () => add(hexToB64u(draw(32, HEX)));
      return [
        () => `{"keys":[{"kty":"oct","kid":"${kid()}","k":"${key()}"}],"type":"temporary"}`,
        () =>
          `player.configure({ drm: { clearKeys: { '${hex(32)}': '${add(draw(32, HEX))}' } } });`,
        () => `const keys = { keys: [{ kty: "oct", kid: "${kid()}", k: "${key()}" }] };`,
      ][i]!();
    }),
    ...many(3, "output", "HLS AES-128 key file as hex", (k, add, i) =>
      [
        () => `$ openssl rand 16 > enc.key\n$ xxd -p enc.key\n${k(32, HEX)}`,
        () =>
          `$ cat enc.keyinfo\nhttps://keys.${word()}.tv/k/${num(100, 999)}.key\nenc.key\n${
            k(32, HEX)
          }\n$ ffmpeg -i in.mp4 -hls_key_info_file enc.keyinfo -hls_time 6 out.m3u8`,
        () =>
          `$ hexdump -C enc.key\n00000000  ${
            add(draw(32, HEX).match(/../g)!.join(" ").replace(/^((?:.. ){8})/, "$1 "))
          }  |................|\n00000010`,
      ][i]!()),
    ...many(3, "url", "HLS EXT-X-KEY with a token in the key URI", (k) => {
      startClock();
      return block(
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-TARGETDURATION:6",
        `#EXT-X-KEY:METHOD=AES-128,URI="https://drm.${word()}.tv/hls/key?asset=${
          draw(10, ALNUM)
        }&token=${k(40, ALNUM)}&exp=${expiry()}",IV=0x${hex(32)}`,
        "#EXTINF:6.006,",
        "seg_00001.ts",
      );
    }),
    ...many(3, "assignment", "Widevine signer credentials", (k, _add, i) =>
      [
        () =>
          `WIDEVINE_SIGNER=${word()}\nWIDEVINE_AES_SIGNING_KEY=${
            k(64, HEX)
          }\nWIDEVINE_AES_SIGNING_IV=${k(32, HEX)}`,
        () =>
          `packager ... --enable_widevine_encryption --key_server_url https://license.uat.widevine.com/cenc/getcontentkey/${word()} \\\n  --signer ${word()} --aes_signing_key ${
            k(64, HEX)
          } --aes_signing_iv ${k(32, HEX)}`,
        () =>
          `widevine:\n  provider: ${word()}\n  signing_key: "${k(64, HEX)}"\n  signing_iv: "${
            k(32, HEX)
          }"`,
      ][i]!()),
    ...many(2, "assignment", "FairPlay application secret key", (k, _add, i) =>
      [
        () => `FAIRPLAY_ASK=${k(32, HEX)}\nFAIRPLAY_CERT_PATH=/etc/fps/fairplay.cer`,
        () => `fps:\n  ask: ${k(32, HEX_UP)}\n  private_key_path: /etc/fps/privatekey.pem`,
      ][i]!()),
    ...many(2, "assignment", "PlayReady key seed", (k, _add, i) =>
      [
        () => `<KeySeed>${k(40, B64)}</KeySeed>`,
        () => `PLAYREADY_KEY_SEED=${k(40, B64)}`,
      ][i]!()),
    ...many(2, "url", "license server URL with an API key", (k, _add, i) =>
      [
        () =>
          `const licenseUrl = "https://${word()}.drm-keyserver.com/widevine?apikey=${
            k(32, B64URL)
          }";`,
        () =>
          `shaka.configure({drm:{servers:{'com.apple.fps':'https://lic.${word()}.tv/fps?customdata=${
            b64u(JSON.stringify({ userId: num(1000, 9999), sessionId: draw(12, ALNUM) }))
          }&key=${k(36, ALNUM)}'}}});`,
      ][i]!()),
  ];
}
