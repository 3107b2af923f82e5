/**
 * Corpus twelve: URLs in schemes earlier corpora did not show — a camera's RTSP stream, streaming
 * ingest keys (RTMP), proxy and tunnel share links (`ss://`, `vmess://`, `trojan://`) and a
 * SOCKS proxy in the environment. Shapes: url.
 */
import {
  b64,
  DIGITS,
  g,
  type HeldOutSecret,
  LOWER_DIGITS,
  S,
  upw,
  uuid,
} from "./_heldout_twelve_make.ts";

export function secretUrls(): HeldOutSecret[] {
  return [
    S(
      "url",
      "rtsp camera stream with credentials",
      (_k, add) =>
        `ffmpeg -rtsp_transport tcp -i "rtsp://admin:${
          add(upw())
        }@192.168.1.64:554/Streaming/Channels/101" -c copy cam.mp4`,
    ),
    S(
      "url",
      "twitch rtmp ingest stream key",
      (k) => `rtmp://live-fra.twitch.tv/app/live_${g(9, DIGITS)}_${k(30)}`,
    ),
    S(
      "url",
      "youtube rtmp stream key",
      (_k, add) =>
        `Server: rtmp://a.rtmp.youtube.com/live2\nStream key: ${
          add([1, 2, 3, 4, 5].map(() => g(4, LOWER_DIGITS)).join("-"))
        }`,
    ),
    S(
      "url",
      "shadowsocks share link",
      (_k, add) => `ss://${add(b64("chacha20-ietf-poly1305:" + g(22)))}@203.0.113.20:8388#tokyo`,
    ),
    S("url", "vmess share link with base64 json", (_k, add) =>
      `vmess://${
        add(b64(JSON.stringify({
          v: "2",
          ps: "hk-01",
          add: "hk.example.net",
          port: "443",
          id: uuid(),
          aid: "0",
          net: "ws",
          tls: "tls",
        })))
      }`),
    S(
      "url",
      "trojan share link password",
      (_k, add) =>
        `trojan://${add(upw())}@edge.example.net:443?security=tls&sni=edge.example.net#sg`,
    ),
    S(
      "url",
      "socks5 proxy url in env",
      (_k, add) => `ALL_PROXY=socks5h://scraper:${add(upw())}@proxy.example.net:1080`,
    ),
  ];
}
