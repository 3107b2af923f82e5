/**
 * Corpus thirty-two, audio: music and speech APIs (Spotify, SoundCloud, Last.fm, ElevenLabs,
 * Deepgram, AssemblyAI) and radio streaming servers (Icecast's passwords, Liquidsoap, DarkIce,
 * Shoutcast).
 */
import {
  ALNUM,
  block,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  ip,
  many,
  num,
  pass,
  pick,
  word,
} from "./_heldout_thirtytwo_make.ts";

export function buildAudio(): HeldOutSecret[] {
  return [
    ...many(3, "assignment", "Spotify client secret", (k, _add, i) =>
      [
        () =>
          `SPOTIFY_CLIENT_ID=${hex(32)}\nSPOTIFY_CLIENT_SECRET=${
            k(32, HEX)
          }\nSPOTIFY_REDIRECT_URI=http://127.0.0.1:8888/callback`,
        () =>
          `sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(\n    client_id="${
            hex(32)
          }",\n    client_secret="${k(32, HEX)}"))`,
        () =>
          `spotify:\n  client_id: ${hex(32)}\n  client_secret: ${k(32, HEX)}\n  market: ${
            pick(["SE", "DE", "US"])
          }`,
      ][i]!()),
    ...many(2, "command", "Spotify token request with basic auth", (_k, add, i) => {
      const basic = add(btoa(`${hex(32)}:${draw(32, HEX)}`));
      return [
        () =>
          `curl -X POST https://accounts.spotify.com/api/token -d grant_type=client_credentials \\\n  -H "Authorization: Basic ${basic}"`,
        () =>
          `const res = await fetch(TOKEN_URL, { method: "POST", headers: { Authorization: "Basic ${basic}" }, body });`,
      ][i]!();
    }),
    ...many(2, "assignment", "SoundCloud client secret", (k, _add, i) =>
      [
        () => `SOUNDCLOUD_CLIENT_ID=${draw(32, ALNUM)}\nSOUNDCLOUD_CLIENT_SECRET=${k(32, ALNUM)}`,
        () =>
          `sc = soundcloud.Client(client_id='${draw(32, ALNUM)}', client_secret='${k(32, ALNUM)}')`,
      ][i]!()),
    ...many(2, "assignment", "Last.fm shared secret", (k, _add, i) =>
      [
        () => `LASTFM_API_KEY=${hex(32)}\nLASTFM_SHARED_SECRET=${k(32, HEX)}`,
        () => `network = pylast.LastFMNetwork(api_key="${hex(32)}", api_secret="${k(32, HEX)}")`,
      ][i]!()),
    ...many(4, "vendor", "ElevenLabs API key", (k, _add, i) =>
      [
        () => `ELEVENLABS_API_KEY=sk_${k(48, HEX)}`,
        () =>
          `curl -X POST https://api.elevenlabs.io/v1/text-to-speech/${
            draw(20, ALNUM)
          } -H "xi-api-key: sk_${
            k(48, HEX)
          }" -H "Content-Type: application/json" -d '{"text":"Round two starts now"}' -o vo.mp3`,
        () => `client = ElevenLabs(api_key="sk_${k(48, HEX)}")`,
        () => `I set the key in the Unity VO tool as sk_${k(48, HEX)} but the request still 401s.`,
      ][i]!()),
    ...many(3, "vendor", "Deepgram key", (k, _add, i) =>
      [
        () => `DEEPGRAM_API_KEY=${k(40, HEX)}`,
        () =>
          `curl --request POST --url 'https://api.deepgram.com/v1/listen?model=nova-2&smart_format=true' \\\n  --header 'Authorization: Token ${
            k(40, HEX)
          }' --header 'Content-Type: audio/wav' --data-binary @clip.wav`,
        () => `const deepgram = createClient("${k(40, HEX)}");`,
      ][i]!()),
    ...many(3, "vendor", "AssemblyAI key", (k, _add, i) =>
      [
        () => `ASSEMBLYAI_API_KEY=${k(32, HEX)}`,
        () => `aai.settings.api_key = "${k(32, HEX)}"`,
        () =>
          `curl https://api.assemblyai.com/v2/transcript -H "authorization: ${
            k(32, HEX)
          }" -d '{"audio_url":"https://cdn.${word()}.fm/ep${num(10, 99)}.mp3"}'`,
      ][i]!()),
    ...many(3, "block", "icecast.xml authentication", (_k, add) =>
      block(
        "<icecast>",
        "    <limits><clients>500</clients><sources>4</sources></limits>",
        "    <authentication>",
        `        <source-password>${pass(add)}</source-password>`,
        `        <relay-password>${pass(add)}</relay-password>`,
        "        <admin-user>admin</admin-user>",
        `        <admin-password>${pass(add)}</admin-password>`,
        "    </authentication>",
        `    <hostname>${word()}.fm</hostname>`,
        "</icecast>",
      )),
    ...many(2, "assignment", "Liquidsoap output password", (_k, add, i) =>
      [
        () =>
          `output.icecast(%mp3(bitrate=192), host="${ip()}", port=8000,\n  password="${
            pass(add)
          }", mount="live.mp3", radio)`,
        () =>
          `set("harbor.bind_addrs", ["0.0.0.0"])\nlive = input.harbor("live", port=8005, password="${
            pass(add)
          }")`,
      ][i]!()),
    ...many(2, "block", "DarkIce config", (_k, add) =>
      block(
        "[icecast2-0]",
        "bitrateMode     = cbr",
        "format          = vorbis",
        "bitrate         = 128",
        `server          = ${word()}.fm`,
        "port            = 8000",
        `password        = ${pass(add)}`,
        "mountPoint      = studio.ogg",
      )),
    ...many(2, "assignment", "Shoutcast stream password", (_k, add, i) =>
      [
        () =>
          `; sc_serv.conf\nstreamid_1=1\nstreampassword_1=${pass(add)}\nadminpassword=${pass(add)}`,
        () => `butt: server ${ip()}:8000, password ${pass(add)}, mount /live`,
      ][i]!()),
    ...many(2, "url", "Icecast URL with source credentials", (_k, add, i) =>
      [
        () =>
          `gst-launch-1.0 ... ! shout2send ip=${ip()} port=8000 mount=/live.ogg password=${
            pass(add)
          }`,
        () => `SOURCE_URL=icecast://source:${pass(add)}@${word()}.fm:8000/live`,
      ][i]!()),
  ];
}
