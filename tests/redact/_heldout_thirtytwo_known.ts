/**
 * Corpus thirty-two (written blind, see docs/redaction-corpus-thirtytwo.md: media, streaming and game live-ops): its misses
 * at first sight, against main at eee839c (no engineer who wrote those rules saw it): 77.9 % recall as
 * written and in a record, 98.3 % untouched (docs/redaction.md "Held-out corpus thirty-two").
 * Label → the case's shape and family.
 */
export const THIRTYTWO_MISSED: Record<string, string> = {
  "Mux live stream key in the ingest URL #2": "url, in the family video platforms",
  "Mux live stream key in the ingest URL #3": "url, in the family video platforms",
  "Vimeo tokens #2": "assignment, in the family video platforms",
  "ffmpeg to YouTube Live #1": "command, in the family live streaming",
  "ffmpeg to YouTube Live #2": "command, in the family live streaming",
  "OBS service.json #2": "block, in the family live streaming",
  "RTMP push URL with key in the path #2": "url, in the family live streaming",
  "RTMP push URL with key in the path #3": "url, in the family live streaming",
  "Twitch app credentials #1": "assignment, in the family live streaming",
  "Agora app certificate and token #1": "vendor, in the family live streaming",
  "Vonage Video (OpenTok) credentials #3": "assignment, in the family live streaming",
  "Amazon IVS ingest and key #2": "url, in the family live streaming",
  "CloudFront signed URL #2": "url, in the family CDN delivery",
  "Akamai token auth (EdgeAuth) URL #1": "url, in the family CDN delivery",
  "Akamai token auth (EdgeAuth) URL #2": "url, in the family CDN delivery",
  "Bunny CDN token authentication key #2": "assignment, in the family CDN delivery",
  "shaka-packager raw key #1": "command, in the family DRM and content keys",
  "shaka-packager raw key #2": "command, in the family DRM and content keys",
  "shaka-packager raw key #3": "command, in the family DRM and content keys",
  "shaka-packager raw key #4": "command, in the family DRM and content keys",
  "ffmpeg CENC encryption #1": "command, in the family DRM and content keys",
  "ffmpeg CENC encryption #2": "command, in the family DRM and content keys",
  "ffmpeg CENC encryption #3": "command, in the family DRM and content keys",
  "Bento4 mp4encrypt #1": "command, in the family DRM and content keys",
  "Bento4 mp4encrypt #2": "command, in the family DRM and content keys",
  "Bento4 mp4encrypt #3": "command, in the family DRM and content keys",
  "mp4box crypt file #1": "block, in the family DRM and content keys",
  "mp4box crypt file #2": "block, in the family DRM and content keys",
  "HLS AES-128 key file as hex #2": "output, in the family DRM and content keys",
  "Widevine signer credentials #1": "assignment, in the family DRM and content keys",
  "Widevine signer credentials #2": "assignment, in the family DRM and content keys",
  "Widevine signer credentials #3": "assignment, in the family DRM and content keys",
  "FairPlay application secret key #1": "assignment, in the family DRM and content keys",
  "FairPlay application secret key #2": "assignment, in the family DRM and content keys",
  "PlayReady key seed #2": "assignment, in the family DRM and content keys",
  "ElevenLabs API key #4": "vendor, in the family audio services and radio",
  "Deepgram key #3": "vendor, in the family audio services and radio",
  "Shoutcast stream password #1": "assignment, in the family audio services and radio",
  "Steam game server login token #1": "command, in the family game backends and live-ops",
  "Steam game server login token #3": "command, in the family game backends and live-ops",
  "Nakama server keys on the command line #1": "command, in the family game backends and live-ops",
  "Nakama server keys on the command line #3": "command, in the family game backends and live-ops",
  "Nakama config YAML #1": "block, in the family game backends and live-ops",
  "ffmpeg banner naming its RTMP output #2": "output, in the family what tools print",
  "OBS log with the stream URL #1": "output, in the family what tools print",
  "OBS log with the stream URL #2": "output, in the family what tools print",
  "OBS log with the stream URL #3": "output, in the family what tools print",
  "streamlink with an auth header #3": "command, in the family what tools print",
  "cookies.txt for yt-dlp #1": "block, in the family what tools print",
  "cookies.txt for yt-dlp #2": "block, in the family what tools print",
  "game server console #1": "output, in the family what tools print",
  "game server console #2": "output, in the family what tools print",
  "game server console #4": "output, in the family what tools print",
  "Unity Player.log #2": "output, in the family what tools print",
  "Twitch key wrapped in an OBS log #1": "wrapped, in the family wrapped and encoded forms",
  "CloudFront signature wrapped at 80 columns #2":
    "wrapped, in the family wrapped and encoded forms",
  "stream key percent-encoded in a query #1": "encoded, in the family wrapped and encoded forms",
  "stream key percent-encoded in a query #2": "encoded, in the family wrapped and encoded forms",
};

/** Corpus thirty-two's clean texts changed at first sight: label → family. */
export const THIRTYTWO_CHANGED: Record<string, string> = {
  "vendor documentation examples #2": "in the family clean references and placeholders",
  "icecast and nakama configs with placeholders #1":
    "in the family clean references and placeholders",
};
