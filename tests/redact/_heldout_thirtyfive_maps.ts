/**
 * Corpus thirty-five, maps and geodata: server and browser map keys, Mapbox secret tokens, HERE
 * keys and OAuth secrets, ArcGIS keys, tokens and client secrets, geocoders' keys (TomTom,
 * MapTiler, OpenCage, what3words, Geoapify), on the shared surfaces and in the files of their own.
 */
import {
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  LOWER,
  mapboxToken,
  mapUser,
  num,
  pick,
  S,
  tick,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyfive_make.ts";
import { type Cred, spread } from "./_heldout_thirtyfive_surface.ts";

const place = () =>
  pick(["1600+Amphitheatre+Pkwy", "Hauptstrasse+12+Berlin", "10+Downing+St", "Dam+1+Amsterdam"]);

const CREDS: readonly Cred[] = [
  {
    name: "Google Maps server key",
    env: "GOOGLE_MAPS_SERVER_KEY",
    section: "google_maps",
    key: "api_key",
    value: (k) => "AIza" + k(35, B64URL),
    curl: (v) => `"https://maps.googleapis.com/maps/api/geocode/json?address=${place()}&key=${v}"`,
    query: "key",
  },
  {
    name: "Google Maps browser key",
    env: "VITE_GOOGLE_MAPS_KEY",
    section: "maps_js",
    key: "browser_key",
    value: (k) => "AIza" + k(35, B64URL),
    curl: (v) =>
      `"https://maps.googleapis.com/maps/api/staticmap?center=${place()}&zoom=13&size=600x300&key=${v}"`,
    query: "key",
  },
  {
    name: "Mapbox secret token",
    env: "MAPBOX_SECRET_TOKEN",
    section: "mapbox",
    key: "secret_token",
    value: (_k, add) => add(mapboxToken("sk", draw)),
    curl: (v) => `"https://api.mapbox.com/tokens/v2/${mapUser()}?access_token=${v}"`,
    query: "access_token",
  },
  {
    name: "HERE API key",
    env: "HERE_API_KEY",
    section: "here",
    key: "api_key",
    value: (k) => k(43, B64URL),
    curl: (v) => `"https://geocode.search.hereapi.com/v1/geocode?q=${place()}&apiKey=${v}"`,
    query: "apiKey",
  },
  {
    name: "HERE access key secret",
    env: "HERE_ACCESS_KEY_SECRET",
    section: "here_oauth",
    key: "access_key_secret",
    value: (k) => k(86, B64URL),
    curl: (v) =>
      `-X POST https://account.api.here.com/oauth2/token --data-urlencode "grant_type=client_credentials" --data-urlencode "client_secret=${v}"`,
  },
  {
    name: "ArcGIS API key",
    env: "ARCGIS_API_KEY",
    section: "arcgis",
    key: "api_key",
    value: (k) => "AAPK" + k(32, "0123456789abcdef") + k(num(60, 70), B64URL),
    curl: (v) =>
      `"https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer/findAddressCandidates?SingleLine=${place()}&f=json&token=${v}"`,
    query: "token",
  },
  {
    name: "ArcGIS OAuth client secret",
    env: "ARCGIS_CLIENT_SECRET",
    section: "arcgis_oauth",
    key: "client_secret",
    value: (k) => k(32, "0123456789abcdef"),
    curl: (v) =>
      `-X POST https://www.arcgis.com/sharing/rest/oauth2/token -d client_id=${
        draw(16)
      } -d client_secret=${v} -d grant_type=client_credentials`,
  },
  {
    name: "TomTom key",
    env: "TOMTOM_API_KEY",
    section: "tomtom",
    key: "key",
    value: (k) => k(32),
    curl: (v) => `"https://api.tomtom.com/search/2/geocode/${place()}.json?key=${v}"`,
    query: "key",
  },
  {
    name: "MapTiler key",
    env: "MAPTILER_KEY",
    section: "maptiler",
    key: "key",
    value: (k) => k(20),
    curl: (v) => `"https://api.maptiler.com/geocoding/${place()}.json?key=${v}"`,
    query: "key",
  },
  {
    name: "OpenCage key",
    env: "OPENCAGE_API_KEY",
    section: "opencage",
    key: "api_key",
    value: (k) => k(32, "0123456789abcdef"),
    curl: (v) =>
      `"https://api.opencagedata.com/geocode/v1/json?q=${place()}&key=${v}&no_annotations=1"`,
    query: "key",
  },
  {
    name: "what3words key",
    env: "W3W_API_KEY",
    section: "what3words",
    key: "api_key",
    value: (k) => k(8, UPPER_ALNUM),
    curl: (v) =>
      `"https://api.what3words.com/v3/convert-to-coordinates?words=${draw(5, LOWER)}.${
        draw(6, LOWER)
      }.${draw(4, LOWER)}&key=${v}"`,
    query: "key",
  },
  {
    name: "Geoapify key",
    env: "GEOAPIFY_KEY",
    section: "geoapify",
    key: "api_key",
    value: (k) => k(32, "0123456789abcdef"),
    curl: (v) => `"https://api.geoapify.com/v1/geocode/search?text=${place()}&apiKey=${v}"`,
    query: "apiKey",
  },
];

function specials(): HeldOutSecret[] {
  return [
    S("url", "Maps JavaScript key in an HTML script tag", (k) =>
      [
        `<div id="map" style="height: 480px"></div>`,
        `<script async`,
        `  src="https://maps.googleapis.com/maps/api/js?key=AIza${
          k(35, B64URL)
        }&callback=initMap&libraries=places">`,
        `</script>`,
      ].join("\n")),
    S(
      "url",
      "Mapbox secret token in a style's tile URL",
      (_k, add) =>
        `"tiles": ["https://api.mapbox.com/v4/${mapUser()}.${
          draw(8, LOWER)
        }/{z}/{x}/{y}.vector.pbf?access_token=${add(mapboxToken("sk", draw))}"]`,
    ),
    S("block", "HERE credentials.properties", (k) =>
      [
        `$ cat ~/.here/credentials.properties`,
        `here.user.id = HERE-${uuid()}`,
        `here.client.id = ${draw(20)}`,
        `here.access.key.id = ${k(22, B64URL)}`,
        `here.access.key.secret = ${k(86, B64URL)}`,
        `here.token.endpoint.url = https://account.api.here.com/oauth2/token`,
      ].join("\n")),
    S("output", "ArcGIS generateToken response", (k) =>
      JSON.stringify(
        {
          token: k(num(110, 140), B64URL) + "..",
          expires: Date.UTC(2026, 10, 29, num(0, 23)),
          ssl: true,
        },
        null,
        2,
      )),
    S("block", "Mapbox downloads token in ~/.netrc", (_k, add) =>
      [
        `# ~/.netrc — the iOS SDK needs this for pod install`,
        `machine api.mapbox.com`,
        `  login mapbox`,
        `  password ${add(mapboxToken("sk", draw))}`,
      ].join("\n")),
    S("assignment", "Mapbox downloads token in gradle.properties", (_k, add) =>
      [
        `org.gradle.jvmargs=-Xmx${num(2, 6)}g`,
        `android.useAndroidX=true`,
        `MAPBOX_DOWNLOADS_TOKEN=${add(mapboxToken("sk", draw))}`,
      ].join("\n")),
    S("assignment", "Google Maps URL-signing secret in Python", (k) =>
      [
        `import googlemaps`,
        `from urlsign import sign_url`,
        ``,
        `gmaps = googlemaps.Client(key="AIza${k(35, B64URL)}")`,
        `URL_SIGNING_SECRET = "${k(27, B64URL)}="`,
        `print(sign_url(static_map_url(depot), URL_SIGNING_SECRET))`,
      ].join("\n")),
    S(
      "vendor",
      "HERE key and secret pasted in chat",
      (k) =>
        `here's the pair from the HERE platform page\n${k(22, B64URL)}\n${
          k(86, B64URL)
        }\nwhich one goes where?`,
    ),
    S(
      "command",
      "ArcGIS token in a feature-service query",
      (k) =>
        `$ curl -s "https://services${num(1, 9)}.arcgis.com/${
          draw(16)
        }/arcgis/rest/services/Depots/FeatureServer/${
          num(0, 3)
        }/query?where=1%3D1&outFields=*&f=geojson&token=${
          k(num(110, 130), B64URL)
        }.." -o depots.geojson`,
    ),
    S("output", "TomTom key echoed in a 403 body", (k) =>
      [
        `${tick()} WARN tomtom routing failed`,
        JSON.stringify({
          detailedError: {
            code: "Forbidden",
            message: `Key ${k(32)} is not authorized for Routing API`,
          },
        }),
      ].join("\n")),
    S("encoded", "Geoapify tile URL base64 in an app config", (_k, add) => {
      const url = `https://maps.geoapify.com/v1/tile/osm-bright/{z}/{x}/{y}.png?apiKey=${hex(32)}`;
      return [
        `// src/config/remote.json, fetched at start-up`,
        `{`,
        `  "version": ${num(10, 90)},`,
        `  "tiles": "${add(b64(url))}",`,
        `  "attribution": "Powered by Geoapify"`,
        `}`,
      ].join("\n");
    }),
    S(
      "wrapped",
      "HERE access key secret wrapped in a markdown table",
      (k) => `| here.access.key.secret | ${k(43, B64URL)}\n${k(43, B64URL)} |`,
    ),
    S(
      "vendor",
      "ArcGIS key with no name in a commit message",
      (k) =>
        `commit ${hex(40)}\n\n    switch basemap to vector tiles\n\n    AAPK${
          k(32, "0123456789abcdef")
        }${k(64, B64URL)} is the dev key, rotate before release`,
    ),
    S("wrapped", "Mapbox secret token wrapped in an editor", (_k, add) => {
      const token = mapboxToken("sk", draw);
      const at = token.length - 30;
      return `MAPBOX_SECRET_TOKEN=${add(token.slice(0, at))}\n${add(token.slice(at))}`;
    }),
  ];
}

/** The maps and geodata family. */
export function buildMaps(): HeldOutSecret[] {
  return [...spread(CREDS, 3, 0), ...specials()];
}
