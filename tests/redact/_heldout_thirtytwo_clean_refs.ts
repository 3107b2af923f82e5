/**
 * Corpus thirty-two, clean references: where a secret is kept rather than the secret — vendor
 * documentation's example keys and placeholders, variables and CI secret references in ffmpeg,
 * packager and OBS set-ups, secret-manager paths, and chat about keys that names none.
 */
import {
  block,
  cleanMany,
  draw,
  type HeldOutClean,
  hex,
  ip,
  LOWER_DIGITS,
  num,
  pick,
  word,
} from "./_heldout_thirtytwo_make.ts";

export function buildCleanRefs(): HeldOutClean[] {
  return [
    ...cleanMany(5, "stream key placeholders in ffmpeg", (i) =>
      [
        () =>
          `ffmpeg -re -i ${word()}.mp4 -c copy -f flv "rtmp://live.twitch.tv/app/$TWITCH_STREAM_KEY"`,
        () =>
          `ffmpeg -re -i in.mp4 -c:v libx264 -f flv rtmp://a.rtmp.youtube.com/live2/xxxx-xxxx-xxxx-xxxx-xxxx`,
        () =>
          `ffmpeg -i input -f flv "rtmps://${
            draw(12, "abcdef0123456789")
          }.global-contribute.live-video.net:443/app/\${IVS_STREAM_KEY}"`,
        () => `ffmpeg -re -i loop.mkv -f flv rtmp://${ip()}/live/<your-stream-key>`,
        () =>
          `ffmpeg -i feed.ts -f mpegts "srt://${ip()}:9000?passphrase=\${SRT_PASSPHRASE}&pbkeylen=32"`,
      ][i]!()),
    ...cleanMany(4, "environment files that reference secrets", (i) =>
      [
        () =>
          `MUX_TOKEN_ID=\${{ secrets.MUX_TOKEN_ID }}\nMUX_TOKEN_SECRET=\${{ secrets.MUX_TOKEN_SECRET }}`,
        () => `CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@${word()}`,
        () =>
          `TWITCH_CLIENT_SECRET=op://live-ops/twitch-app/client-secret\nSTEAM_WEB_API_KEY=op://live-ops/steam/web-api-key`,
        () =>
          `PLAYFAB_DEV_SECRET_KEY=\${PLAYFAB_DEV_SECRET_KEY:?set it from Vault: secret/data/playfab/${word()}}`,
      ][i]!()),
    ...cleanMany(4, "packager commands with variables", (i) =>
      [
        () =>
          `packager in=v.mp4,stream=video,output=out.mp4 --enable_raw_key_encryption --keys label=:key_id=\${KID}:key=\${KEY}`,
        () =>
          `mp4encrypt --method MPEG-CENC --key 1:$CONTENT_KEY:random --property 1:KID:${
            hex(32)
          } in.mp4 out.mp4`,
        () =>
          `ffmpeg -i in.mp4 -encryption_scheme cenc-aes-ctr -encryption_key "$(vault kv get -field=key secret/drm/${word()})" -encryption_kid ${
            hex(32)
          } out.mp4`,
        () =>
          `#EXT-X-KEY:METHOD=AES-128,URI="https://keys.${word()}.tv/hls/${
            num(100, 999)
          }.key",IV=0x${hex(32)}`,
      ][i]!()),
    ...cleanMany(5, "vendor documentation examples", (i) =>
      [
        () => `From the docs: MUX_TOKEN_ID=YOUR_TOKEN_ID and MUX_TOKEN_SECRET=YOUR_TOKEN_SECRET`,
        () => `Example from the docs: cloudinary://API_KEY:API_SECRET@CLOUD_NAME`,
        () =>
          `Twitch's docs write the key as live_XXXXXXXXX_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXX; yours is under Dashboard > Settings > Stream.`,
        () =>
          `Agora: fill in appId and appCertificate from the console (leave the token null in testing mode).`,
        () =>
          `livekit-server --dev starts with the documented pair API key devkey, API secret secret — for local use only.`,
      ][i]!()),
    ...cleanMany(4, "icecast and nakama configs with placeholders", (i) =>
      [
        () =>
          block(
            "<authentication>",
            "    <source-password>hackme</source-password>",
            "    <admin-password>hackme</admin-password>",
            "</authentication>",
            "<!-- change the defaults before going public -->",
          ),
        () =>
          `output.icecast(%mp3, host="${ip()}", password=environment.get("ICECAST_SOURCE_PASSWORD"), mount="live.mp3", radio)`,
        () => `console:\n  username: admin\n  password: \${NAKAMA_CONSOLE_PASSWORD}\n  port: 7351`,
        () =>
          `rcon_password "" // set it with +rcon_password on the command line, from the secret store`,
      ][i]!()),
    ...cleanMany(5, "chat about keys that names none", (i) =>
      [
        () =>
          `I rotated the Mux signing key this morning; the new key id is in the dashboard and the private key is in AWS Secrets Manager under media/mux-signing.`,
        () =>
          `The stream key leaked in yesterday's VOD, so I reset it in the Twitch dashboard and updated OBS. Nothing else needs to change.`,
        () =>
          `Don't paste the PlayFab secret here — use the X-SecretKey header from the server's environment only; clients use session tickets.`,
        () =>
          `CloudFront now wants a key group: upload the public key, note its id (it starts with K), and keep the private key in Parameter Store.`,
        () =>
          `For ClearKey testing use the key from the test vector file, not production; our prod keys come from the KMS via CPIX.`,
      ][i]!()),
    ...cleanMany(4, "CI workflow using secrets", (i) =>
      block(
        `name: ${["publish-vod", "deploy-gameserver", "purge-cdn", "sync-playlists"][i]}`,
        "on: [workflow_dispatch]",
        "jobs:",
        "  run:",
        "    runs-on: ubuntu-latest",
        "    env:",
        `      ${
          ["MUX_TOKEN_SECRET", "PLAYFAB_DEV_SECRET_KEY", "FASTLY_API_TOKEN", "JWP_API_SECRET"][i]
        }: \${{ secrets.${["MUX_TOKEN_SECRET", "PLAYFAB_KEY", "FASTLY_TOKEN", "JWP_SECRET"][i]} }}`,
        "    steps:",
        `      - uses: actions/checkout@${hex(40)}`,
        `      - run: ./scripts/${word()}.sh --region ${pick(["eu", "us", "ap"])}`,
      )),
    ...cleanMany(4, "masked values in tool output", (i) =>
      [
        () =>
          `$ fastly profile list\nci (default)\n  Email: ${word()}@studio.example\n  Token: ****************`,
        () =>
          `$ heroku config -a ${word()}\nCLOUDINARY_URL: cloudinary://${
            draw(15, "0123456789")
          }:****@${word()}`,
        () =>
          `OBS: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmp://live.twitch.tv/app/(hidden)...`,
        () => `stream key: ••••••••••••••••••••  [Show] [Copy] [Reset]`,
      ][i]!()),
    ...cleanMany(3, "secret-manager references", (i) =>
      [
        () =>
          `aws secretsmanager get-secret-value --secret-id prod/${word()}/cloudfront-signing --query SecretString`,
        () => `vault kv get -field=app_certificate secret/agora/${word()}`,
        () => `gcloud secrets versions access latest --secret=${word()}-eos-client-secret`,
      ][i]!()),
    ...cleanMany(3, "nginx-rtmp config without keys", () =>
      block(
        "rtmp {",
        "  server {",
        `    listen ${pick(["1935", "1936"])};`,
        "    application live {",
        "      live on;",
        `      on_publish http://${ip()}:${num(3000, 3999)}/auth;  # the key is checked there`,
        `      hls on; hls_path /tmp/hls; hls_fragment ${num(2, 6)}s;`,
        "    }",
        "  }",
        "}",
      )),
    ...cleanMany(3, "YouTube key format talk", (i) =>
      [
        () =>
          `YouTube keys look like abcd-efgh-ijkl-mnop-qrst (five groups of four); mine's in the secret store.`,
        () =>
          `The broadcast id ${
            draw(11, LOWER_DIGITS)
          } is not the key — the key is per stream, under Stream settings.`,
        () =>
          `rtmp://a.rtmp.youtube.com/live2 is the primary ingest; rtmp://b.rtmp.youtube.com/live2?backup=1 the backup.`,
      ][i]!()),
  ];
}
