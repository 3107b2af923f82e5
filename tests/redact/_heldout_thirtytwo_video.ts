/**
 * Corpus thirty-two, video platforms: Mux, Cloudinary, Vimeo, JW Player, Brightcove, api.video,
 * Bunny Stream, Wowza and Ant Media credentials as a session shows them — `.env` lines, SDK
 * set-up, `curl` calls, a signing key pasted base64-encoded, a signed playback URL.
 */
import {
  ALNUM,
  B64,
  b64,
  B64URL,
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
  toolRecord,
  uuid,
  word,
} from "./_heldout_thirtytwo_make.ts";

/** A Mux signing key as its dashboard hands it out: an RSA key, base64-encoded whole. */
function muxSigningKey(): string {
  const body: string[] = [];
  for (let i = 0; i < 6; i++) body.push(draw(64, B64));
  const pem = [
    "-----BEGIN RSA " + "PRIVATE KEY-----",
    ...body,
    "-----END RSA " + "PRIVATE KEY-----",
  ];
  return b64(pem.join("\n") + "\n");
}

/** Wowza Streaming Engine's REST path to a server's applications. */
const WOWZA_APPS = "_defaultServer_/vhosts/" + "_defaultVHost_/applications";

export function buildVideo(): HeldOutSecret[] {
  return [
    ...many(3, "assignment", "Mux token id and secret in .env", (k, _add, i) => {
      const sep = ["=", "=", ": "][i]!;
      return block(
        "# Mux (video uploads)",
        `MUX_TOKEN_ID${sep}${uuid()}`,
        `MUX_TOKEN_SECRET${sep}${k(75, B64)}`,
        `MUX_WEBHOOK_SECRET${sep}${k(32, LOWER_DIGITS)}`,
        `NEXT_PUBLIC_MUX_ENV_KEY${sep}${draw(26, LOWER_DIGITS)}`,
      );
    }),
    ...many(2, "encoded", "Mux signing key base64 in .env", (_k, add, i) =>
      block(
        // The SDK reads MUX_SIGNING_KEY and MUX_PRIVATE_KEY; projects name them either way.
        `${["MUX_SIGNING_KEY_ID", "MUX_SIGNING_KEY"][i]}=${draw(num(38, 44), ALNUM)}`,
        `${["MUX_SIGNING_PRIVATE_KEY", "MUX_PRIVATE_KEY"][i]}=${add(muxSigningKey())}`,
      )),
    ...many(3, "url", "Mux live stream key in the ingest URL", (_k, add, i) => {
      const key = add(uuid());
      return [
        () =>
          `ffmpeg -re -i show.mp4 -c:v libx264 -c:a aac -f flv rtmps://global-live.mux.com:443/app/${key}`,
        () =>
          `{"data":{"stream_key":"${key}","status":"idle","playback_ids":[{"policy":"public","id":"${
            draw(44, ALNUM)
          }"}]}}`,
        () => `OBS → Custom: server rtmp://global-live.mux.com:5222/app, stream key ${key}`,
      ][i]!();
    }),
    ...many(3, "url", "Mux signed playback URL", (k, _add, i) => {
      const pid = draw(44, ALNUM);
      const t = jwt(k, {
        sub: pid,
        aud: ["v", "t", "g"][i],
        exp: 1795000000 + num(0, 9999999),
        kid: draw(40, ALNUM),
      }, "RS256");
      return `Here is the player src:\n\nhttps://stream.mux.com/${pid}.m3u8?token=${t}\n`;
    }),
    ...many(3, "url", "Cloudinary URL", (k, _add, i) => {
      const u = `cloudinary://${draw(15, DIGITS)}:${k(27, B64URL)}@${word()}`;
      return [
        () => `CLOUDINARY_URL=${u}`,
        () => `$ heroku config:set CLOUDINARY_URL=${u} -a ${word()}`,
        () => `export CLOUDINARY_URL="${u}"\nnode scripts/upload-thumbs.js ./out/*.jpg`,
      ][i]!();
    }),
    ...many(3, "assignment", "Cloudinary config in code", (k, _add, i) =>
      [
        () =>
          `cloudinary.config(\n  cloud_name="${word()}",\n  api_key="${
            draw(15, DIGITS)
          }",\n  api_secret="${k(27, B64URL)}",\n  secure=True,\n)`,
        () =>
          `cloudinary.v2.config({\n  cloud_name: '${word()}',\n  api_key: '${
            draw(15, DIGITS)
          }',\n  api_secret: '${k(27, B64URL)}'\n});`,
        () =>
          `CLOUDINARY_CLOUD_NAME=${word()}\nCLOUDINARY_API_KEY=${
            draw(15, DIGITS)
          }\nCLOUDINARY_API_SECRET=${k(27, B64URL)}`,
      ][i]!()),
    ...many(3, "assignment", "Vimeo tokens", (k, _add, i) =>
      [
        () =>
          `VIMEO_CLIENT_ID=${hex(40)}\nVIMEO_CLIENT_SECRET=${
            k(128, ALNUM + "+/")
          }\nVIMEO_ACCESS_TOKEN=${k(32, HEX)}`,
        () =>
          `const client = new Vimeo(\n  process.env.VIMEO_CLIENT_ID,\n  "${
            k(128, ALNUM + "+/")
          }",\n  "${k(32, HEX)}"\n);`,
        () =>
          `vimeo:\n  client_id: ${hex(40)}\n  client_secret: ${
            k(128, ALNUM + "+/")
          }\n  access_token: ${k(32, HEX)}`,
      ][i]!()),
    ...many(3, "command", "JW Player management API", (k, _add, i) => {
      const site = draw(8, ALNUM);
      return [
        () =>
          `curl -s https://api.jwplayer.com/v2/sites/${site}/media/ \\\n  -H "Authorization: Bearer ${
            k(48, ALNUM)
          }" | jq '.media[].id'`,
        () => `$ JWP_API_SECRET=${k(48, ALNUM)} python sync_playlists.py --site ${site}`,
        () =>
          `http GET https://api.jwplayer.com/v2/sites/${site}/analytics/queries/ Authorization:"${
            k(48, ALNUM)
          }"`,
      ][i]!();
    }),
    ...many(3, "command", "Brightcove OAuth client credentials", (k, _add, i) => {
      const id = uuid();
      const secret = k(86, B64URL);
      return [
        () =>
          `curl -s --user ${id}:${secret} \\\n  --data grant_type=client_credentials https://oauth.brightcove.com/v4/access_token`,
        () =>
          `BRIGHTCOVE_ACCOUNT_ID=${
            draw(13, DIGITS)
          }\nBRIGHTCOVE_CLIENT_ID=${id}\nBRIGHTCOVE_CLIENT_SECRET=${secret}`,
        () =>
          `python ingest.py --account ${
            draw(13, DIGITS)
          } --client-id ${id} --client-secret '${secret}'`,
      ][i]!();
    }),
    ...many(3, "command", "api.video key", (k, _add, i) =>
      [
        () => `curl https://ws.api.video/auth/api-key -d '{"apiKey": "${k(43, ALNUM)}"}'`,
        () => `curl -u ${k(43, ALNUM)}: https://ws.api.video/videos?currentPage=1`,
        () => `const client = new ApiVideoClient({ apiKey: "${k(43, ALNUM)}" });`,
      ][i]!()),
    ...many(3, "command", "Bunny Stream library key", (_k, add, i) => {
      const key = add(`${uuid()}-${hex(4)}-${hex(4)}`);
      const lib = num(100000, 399999);
      return [
        () =>
          `curl --request POST https://video.bunnycdn.com/library/${lib}/videos \\\n  --header 'AccessKey: ${key}' \\\n  --header 'content-type: application/json' --data '{"title":"ep01"}'`,
        () => `BUNNY_STREAM_LIBRARY_ID=${lib}\nBUNNY_STREAM_API_KEY=${key}`,
        () =>
          `tus upload ./ep01.mp4 --header "AuthorizationSignature: ${
            add(hex(64))
          }" --header "LibraryId: ${lib}" --header "AccessKey: ${key}"`,
      ][i]!();
    }),
    ...many(3, "command", "Wowza REST and Streaming Cloud", (k, add, i) =>
      [
        () =>
          `curl --digest -u admin:${pass(add)} -X GET http://${ip()}:8087/v2/servers/${WOWZA_APPS}`,
        () =>
          `curl -H "wsc-api-key: ${k(64, ALNUM)}" -H "wsc-access-key: ${
            k(64, ALNUM)
          }" https://api.cloud.wowza.com/api/v1.11/live_streams`,
        () =>
          `<!-- conf/admin.password -->\n# username password group|group\nadmin ${
            pass(add)
          } admin|advUser`,
      ][i]!()),
    ...many(2, "assignment", "Ant Media settings", (k, _add, i) =>
      toolRecord(
        [
          () =>
            `settings.jwtStreamSecretKey=${
              k(32, ALNUM)
            }\nsettings.jwtControlEnabled=true\nsettings.rtmpPlaybackEnabled=false`,
          () =>
            `{"jwtSecretKey":"${
              k(32, ALNUM)
            }","playJwtControlEnabled":true,"publishJwtControlEnabled":true,"hlsTime":"${
              num(2, 6)
            }"}`,
        ][i]!(),
      )),
    ...many(2, "output", "api.video token printed", (k) =>
      block(
        `$ curl -s https://ws.api.video/auth/api-key -d @key.json | jq .`,
        "{",
        `  "token_type": "Bearer",`,
        `  "expires_in": 3600,`,
        `  "access_token": "${
          jwt(k, {
            iat: 1795000000 + num(0, 99999),
            iss: "api.video",
            sub: `${pick(["li", "pr"])}${draw(20, ALNUM)}`,
          })
        }",`,
        `  "refresh_token": "${k(64, HEX)}"`,
        "}",
      )),
  ];
}
