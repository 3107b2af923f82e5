/**
 * Corpus thirty-two, keys in other forms: wrapped by a terminal or a chat window, base64-encoded in
 * a Kubernetes Secret or a Helm value, percent-encoded in a query string, JSON-escaped in a
 * record. The pieces are the forms as they stand in the text.
 */
import {
  ALNUM,
  B64,
  b64,
  block,
  DIGITS,
  draw,
  halves,
  type HeldOutSecret,
  HEX,
  HEX_UP,
  LOWER_DIGITS,
  many,
  num,
  pass,
  toolRecord,
  UPPER_ALNUM,
  word,
} from "./_heldout_thirtytwo_make.ts";

export function buildForms(): HeldOutSecret[] {
  return [
    ...many(3, "wrapped", "PlayFab key wrapped by a terminal", (_k, add, i) => {
      const [a, b] = halves(add, draw(52, UPPER_ALNUM));
      return [
        () => `$ echo $PLAYFAB_DEV_SECRET_KEY\n${a}\n${b}\n$`,
        () => `PlayFab secret (from the dashboard):\n  ${a}\n  ${b}`,
        () => `X-SecretKey: ${a}\\\n${b}`,
      ][i]!();
    }),
    ...many(3, "wrapped", "Mux token secret wrapped in a chat", (_k, add, i) => {
      const [a, b] = halves(add, draw(75, B64));
      return [
        () => `MUX_TOKEN_SECRET=${a}\n${b}`,
        () => `> here's the secret the dashboard showed me\n> ${a}\n> ${b}`,
        () => `"MUX_TOKEN_SECRET": "${a}" +\n  "${b}"`,
      ][i]!();
    }),
    ...many(2, "wrapped", "Twitch key wrapped in an OBS log", (_k, add, i) => {
      const [a, b] = halves(add, `live_${draw(9, DIGITS)}_${draw(30, ALNUM)}`);
      return [
        () => `Stream key: ${a}\n            ${b}`,
        () => `rtmp://live.twitch.tv/app/${a}\n${b}`,
      ][i]!();
    }),
    ...many(2, "wrapped", "Widevine signing key over two lines", (_k, add, i) => {
      const [a, b] = halves(add, draw(64, HEX));
      return [
        () => `--aes_signing_key ${a}\\\n${b} --aes_signing_iv ...`,
        () => `signing_key: >-\n  ${a}\n  ${b}`,
      ][i]!();
    }),
    ...many(2, "wrapped", "CloudFront signature wrapped at 80 columns", (_k, add, i) => {
      const [a, b] = halves(add, draw(num(168, 172), ALNUM + "-~"));
      return [
        () => `&Signature=${a}\n${b}&Key-Pair-Id=K${draw(13, UPPER_ALNUM)}`,
        () => `Signature:\n  ${a}\n  ${b}`,
      ][i]!();
    }),
    ...many(2, "wrapped", "Agora token wrapped in a pasted log", (_k, add, i) => {
      const [a, b] = halves(add, draw(num(110, 130), ALNUM + "+/"));
      const head = `006${draw(32, HEX)}`;
      return [
        () => `agora: join failed, token=${head}${a}\n${b} (code 109, token expired)`,
        () => `"rtcToken": "${head}${a}\\\n${b}"`,
      ][i]!();
    }),
    ...many(4, "encoded", "Kubernetes Secret for a media service", (_k, add, i) => {
      const [name, value] = [
        () => ["MUX_TOKEN_SECRET", draw(75, ALNUM + "+/")],
        () => ["TWITCH_CLIENT_SECRET", draw(30, LOWER_DIGITS)],
        () => ["STEAM_WEB_API_KEY", draw(32, HEX_UP)],
        () => ["ICECAST_SOURCE_PASSWORD", draw(10, ALNUM) + "-" + draw(6, ALNUM)],
      ][i]!();
      return block(
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        `  name: ${word()}-media`,
        "type: Opaque",
        "data:",
        `  ${name}: ${add(b64(value!))}`,
        `  REGION: ${b64(["eu-west-1", "us-east-1", "ap-south-1", "sa-east-1"][i]!)}`,
      );
    }),
    ...many(
      2,
      "encoded",
      "Helm values with a base64 Nakama key",
      (_k, add) =>
        `nakama:\n  serverKeyB64: ${add(b64(draw(24, ALNUM)))}\n  replicas: ${num(1, 4)}`,
    ),
    ...many(3, "encoded", "stream key percent-encoded in a query", (_k, add, i) =>
      [
        () =>
          `GET /api/restream?target=${
            add(
              encodeURIComponent(
                `rtmp://a.rtmp.youtube.com/live2/${draw(4, LOWER_DIGITS)}-${
                  draw(4, LOWER_DIGITS)
                }-${draw(4, LOWER_DIGITS)}-${draw(4, LOWER_DIGITS)}`,
              ),
            )
          } HTTP/1.1`,
        () =>
          `https://${word()}.tv/relay?dest=${
            add(
              encodeURIComponent(
                `rtmp://${word()}.tv/live/${draw(20, ALNUM)}?pwd=${draw(8, ALNUM)}!`,
              ),
            )
          }`,
        () =>
          `curl "https://${word()}.radio/admin/metadata?pass=${
            add(encodeURIComponent(`${draw(8, ALNUM)}&${draw(6, ALNUM)}`))
          }&mode=updinfo"`,
      ][i]!()),
    ...many(3, "encoded", "credentials JSON-escaped in a record", (k, add, i) =>
      toolRecord(
        [
          () =>
            `{"cloudinary":"cloudinary://${draw(15, DIGITS)}:${k(27, ALNUM + "-_")}@${word()}"}`,
          () => `LIVEKIT_API_SECRET="${k(43, ALNUM)}"\nLIVEKIT_API_KEY="API${draw(12, ALNUM)}"`,
          () => `<source-password>${pass(add)}</source-password>`,
        ][i]!(),
      )),
    ...many(
      2,
      "encoded",
      "basic auth header for a Wowza REST call",
      (_k, add) => `Authorization: Basic ${add(b64(`admin:${draw(num(10, 14), ALNUM)}`))}`,
    ),
  ];
}
