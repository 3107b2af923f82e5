/**
 * Corpus twenty-nine, surveys and earth observation: Qualtrics and Prolific keys, ArcGIS API keys
 * and portal passwords, NASA Earthdata logins and tokens, Copernicus CDS and Data Space keys.
 */
import {
  ALNUM,
  B64URL,
  draw,
  framed,
  type HeldOutSecret,
  HEX,
  jwt,
  lifetime,
  login,
  num,
  pass,
  pick,
  uuid,
  when,
  wordPass,
  type Writing,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES, MAILS } from "./_heldout_twentynine_frames.ts";

const dc = () => pick(["fra1", "eu", "ca1", "iad1", "syd1"]);
const surveyId = () => "SV_" + draw(15, ALNUM);

const WRITINGS: readonly Writing[] = [
  {
    shape: "command",
    label: "Qualtrics export with the API token header",
    make: (k) => [
      `curl -s -X POST "https://${dc()}.qualtrics.com/API/v3/surveys/${surveyId()}/export-responses" \\`,
      `  -H "X-API-TOKEN: ${k(40, ALNUM)}" \\`,
      `  -H "Content-Type: application/json" -d '{"format":"csv","useLabels":true}'`,
    ],
  },
  {
    shape: "assignment",
    label: "qualtRics credentials in R",
    make: (k) => [
      "qualtrics_api_credentials(",
      `  api_key = "${k(40, ALNUM)}",`,
      `  base_url = "${dc()}.qualtrics.com",`,
      "  install = TRUE, overwrite = TRUE)",
      `responses <- fetch_survey("${surveyId()}", verbose = TRUE)`,
    ],
  },
  {
    shape: "assignment",
    label: "Prolific API token in a study launcher's .env",
    make: (k) => [
      `PROLIFIC_WORKSPACE_ID=${draw(24, HEX)}`,
      `PROLIFIC_TOKEN=${k(num(150, 170), B64URL)}`,
      `STUDY_COMPLETION_CODE=C${draw(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")}`,
    ],
  },
  {
    shape: "command",
    label: "Prolific study listing with Authorization Token",
    make: (k) => [
      `curl https://api.prolific.com/api/v1/studies/ -H "Authorization: Token ${
        k(num(150, 170), B64URL)
      }"`,
    ],
  },
  {
    shape: "vendor",
    label: "ArcGIS API key in a web map's config",
    make: (k) => [
      "esriConfig.apiKey =",
      `  "AAPK${k(num(96, 104), ALNUM + "-_")}";`,
      `const map = new Map({ basemap: "arcgis/topographic" });`,
    ],
  },
  {
    shape: "assignment",
    label: "ArcGIS Enterprise portal login in a Python notebook",
    make: (_k, add) => [
      "from arcgis.gis import GIS",
      `gis = GIS("https://gis.${
        pick(["stadt.example.de", "gemeente.example.nl", "kommune.example.no", "ayto.example.es"])
      }/portal", "${login()}", "${pass(add)}")`,
      `items = gis.content.search("owner:${login()}", max_items=${num(20, 200)})`,
    ],
  },
  {
    shape: "assignment",
    label: "Earthdata login in ~/.netrc",
    make: (_k, add) => [
      "$ cat ~/.netrc",
      `machine urs.earthdata.nasa.gov login ${login()} password ${wordPass(add)}`,
      "$ chmod 600 ~/.netrc",
    ],
  },
  {
    shape: "output",
    label: "Earthdata token shown by the profile page's copy",
    make: (k) => [
      "Generate Token → success",
      `Token: ${
        jwt(k, {
          type: "User",
          uid: login(),
          ...lifetime(60 * 86400),
          iss: "https://urs.earthdata.nasa.gov",
        }, "RS256")
      }`,
      `Expiration: ${when().slice(0, 10)}`,
    ],
  },
  {
    shape: "assignment",
    label: "Copernicus CDS ~/.cdsapirc with key",
    make: (_k, add) => [
      "url: https://cds.climate.copernicus.eu/api",
      `key: ${add(uuid())}`,
    ],
  },
  {
    shape: "command",
    label: "Copernicus Data Space token request with password",
    make: (_k, add) => [
      "curl -d 'client_id=cdse-public' \\",
      `     -d 'username=${login()}@${pick(["example.org", "uni-example.de"])}' \\`,
      `     -d 'password=${pass(add)}' \\`,
      "     -d 'grant_type=password' \\",
      "     https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token",
    ],
  },
  {
    shape: "url",
    label: "ArcGIS REST query with a token parameter",
    make: (k) => [
      `GET https://services${num(1, 9)}.arcgis.com/${draw(16, ALNUM)}/arcgis/rest/services/${
        pick(["Bauleitplanung", "Parcelles", "Zonas_Verdes", "Bestemmingsplan"])
      }/FeatureServer/0/query?where=1%3D1&outFields=*&f=json&token=${
        k(num(100, 140), ALNUM + "-_.")
      }`,
    ],
  },
  {
    shape: "wrapped",
    label: "Qualtrics token split across a wiki table's cell",
    make: (_k, add) => {
      const a = add(draw(20, ALNUM));
      const b = add(draw(20, ALNUM));
      return [
        "| Datacenter | Token |",
        "| --- | --- |",
        `| ${dc()} | ${a}<br>${b} |`,
      ];
    },
  },
  {
    shape: "encoded",
    label: "Earthdata basic auth header in a requests debug line",
    make: (_k, add) => {
      const user = login();
      const cred = add(btoa(`${user}:${draw(num(10, 14), ALNUM)}`));
      return [
        'DEBUG:urllib3.connectionpool:https://urs.earthdata.nasa.gov:443 "GET /oauth/authorize?client_id=' +
        draw(22, ALNUM) + ' HTTP/1.1" 302 0',
        `send: b'GET /profile HTTP/1.1\\r\\nHost: urs.earthdata.nasa.gov\\r\\nAuthorization: Basic ${cred}\\r\\n'`,
      ];
    },
  },
  {
    shape: "output",
    label: "Sentinel Hub OAuth client secret in a printed config",
    make: (k) => [
      ">>> from sentinelhub import SHConfig; print(SHConfig())",
      "SHConfig(",
      `  instance_id='${uuid()}',`,
      `  sh_client_id='${uuid()}',`,
      `  sh_client_secret='${k(num(32, 40), ALNUM)}',`,
      "  sh_base_url='https://sh.dataspace.copernicus.eu',",
      ")",
    ],
  },
];

/** The survey and earth observation cases. */
export function buildGeo(): HeldOutSecret[] {
  return [
    ...framed(WRITINGS.slice(0, 9), COMMON_FRAMES, 2),
    ...framed(WRITINGS.slice(9), [...MAILS.slice(0, 5), ...COMMON_FRAMES.slice(0, 3)], 2),
  ];
}
