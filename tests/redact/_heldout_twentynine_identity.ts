/**
 * Corpus twenty-nine, public identity and open data: login.gov, GOV.UK One Login, eIDAS nodes,
 * FranceConnect, Maskinporten and ID-porten keys and secrets; api.data.gov keys and Socrata app
 * tokens and secrets; census and election systems' service accounts.
 */
import {
  ALNUM,
  DIGITS,
  draw,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  jwt,
  keyBlock,
  lifetime,
  login,
  LOWER,
  num,
  pass,
  pick,
  uuid,
  when,
  wordPass,
  type Writing,
} from "./_heldout_twentynine_make.ts";
import { COMMON_FRAMES, MAILS } from "./_heldout_twentynine_frames.ts";

const agency = () => pick(["hhs", "doe", "usda", "gsa", "noaa", "va"]);

const WRITINGS: readonly Writing[] = [
  {
    shape: "block",
    label: "login.gov private_key_jwt signing key in a Rails credentials dump",
    make: (k) => [
      "$ bin/rails credentials:show -e production",
      "login_gov:",
      `  client_id: urn:gov:gsa:openidconnect.profiles:sp:sso:${agency()}:${
        pick(["benefits", "grants", "permits"])
      }_${pick(["prod", "sandbox"])}`,
      "  private_key: |",
      ...keyBlock(k, "RSA ", 8, "    "),
    ],
  },
  {
    shape: "output",
    label: "login.gov client assertion in a failing token exchange",
    make: (k) => [
      `${when()} ERROR OmniAuth::Strategies::LoginDotGov invalid_client`,
      `  POST https://secure.login.gov/api/openid_connect/token`,
      `  body: grant_type=authorization_code&code=${
        draw(36, ALNUM)
      }&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&client_assertion=${
        jwt(k, {
          iss: "urn:gov:gsa:openidconnect.profiles:sp:sso:" + agency() + ":app",
          sub: "urn:gov:gsa:openidconnect.profiles:sp:sso:" + agency() + ":app",
          aud: "https://secure.login.gov/api/openid_connect/token",
          jti: draw(24, HEX),
          exp: epoch(),
        }, "RS256")
      }`,
    ],
  },
  {
    shape: "block",
    label: "GOV.UK One Login client key in a .env with escaped line breaks",
    make: (k) => {
      const key = keyBlock(k, "", 6);
      return [
        `ONE_LOGIN_CLIENT_ID=${draw(27, ALNUM)}`,
        "ONE_LOGIN_ISSUER=https://oidc.integration.account.gov.uk/",
        `ONE_LOGIN_PRIVATE_KEY="${key.join("\\n")}"`,
      ];
    },
  },
  {
    shape: "vendor",
    label: "api.data.gov key in a script",
    make: (k) => [
      `API_KEY = "${k(40, ALNUM)}"`,
      `url = f"https://api.nal.usda.gov/fdc/v1/foods/search?query=${
        pick(["lentils", "oats", "cheddar"])
      }&api_key={API_KEY}"`,
    ],
  },
  {
    shape: "url",
    label: "api.data.gov key in a request URL",
    make: (k) => [
      `GET https://api.${
        pick([
          "regulations.gov/v4/documents?filter[searchTerm]=water",
          "fec.gov/v1/candidates/?cycle=2026",
          "census.gov/data/2023/acs/acs5?get=NAME,B01001_001E&for=county:*",
        ])
      }&api_key=${k(40, ALNUM)}`,
      `200 OK  X-RateLimit-Remaining: ${num(100, 999)}`,
    ],
  },
  {
    shape: "assignment",
    label: "Socrata app token and secret in sodapy",
    make: (k) => [
      "from sodapy import Socrata",
      `client = Socrata("data.${
        pick(["cityofexample.gov", "example-county.gov", "state.example.us"])
      }", "${k(25, ALNUM)}",`,
      `                 username="${login()}@${
        pick(["city.example.gov", "county.example.gov"])
      }", password="${k(num(14, 20), ALNUM)}")`,
      `rows = client.get("${draw(4, LOWER + DIGITS)}-${draw(4, LOWER + DIGITS)}", limit=${
        num(1000, 50000)
      })`,
    ],
  },
  {
    shape: "command",
    label: "Socrata request with X-App-Token",
    make: (k) => [
      `curl -H "X-App-Token: ${k(25, ALNUM)}" "https://data.${
        pick(["cityofexample.gov", "opendata.example.gov"])
      }/resource/${draw(4, LOWER + DIGITS)}-${draw(4, LOWER + DIGITS)}.json?$limit=5000"`,
    ],
  },
  {
    shape: "assignment",
    label: "FranceConnect client secret in a config",
    make: (k) => [
      "franceconnect:",
      `  client_id: ${draw(64, HEX)}`,
      `  client_secret: ${k(64, HEX)}`,
      "  issuer: https://fcp-low.integ01.dev-franceconnect.fr/api/v2",
      "  acr_values: eidas1",
    ],
  },
  {
    shape: "block",
    label: "eIDAS node SAML signing key in a Spring properties dump",
    make: (k) => [
      "eidas.node.country=NL",
      `eidas.node.entityId=https://eidas.${
        pick(["example.nl", "example.de", "example.es"])
      }/EidasNode/ConnectorMetadata`,
      `eidas.keystore.password=${k(num(16, 20), ALNUM)}`,
      "eidas.signing.key=\\",
      ...keyBlock(k, "", 5).map((l) => l + "\\n\\"),
    ],
  },
  {
    shape: "output",
    label: "Maskinporten grant JWT in a token call's verbose output",
    make: (k) => [
      "> POST /token HTTP/2",
      "> Host: test.maskinporten.no",
      "> Content-Type: application/x-www-form-urlencoded",
      ">",
      `grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=${
        jwt(
          k,
          {
            aud: "https://test.maskinporten.no/",
            iss: uuid(),
            scope: "skatteetaten:" + pick(["inntekt", "mvameldingvalidering"]),
            ...lifetime(120),
            jti: uuid(),
          },
          "RS256",
          uuid(),
        )
      }`,
      "< HTTP/2 200",
    ],
  },
  {
    shape: "assignment",
    label: "census field system's service account password in an Ansible inventory",
    make: (_k, add) => [
      "[census_collect]",
      `collect${num(1, 9)}.${
        pick(["statistik.example.se", "ssb.example.no", "cbs.example.nl"])
      } ansible_user=svc_census ansible_password=${pass(add)}`,
      "[census_collect:vars]",
      "ansible_connection=winrm",
    ],
  },
  {
    shape: "command",
    label: "election results feed upload with a service password",
    make: (_k, add) => [
      `$ ./publish-results.sh --district ${num(1, 99)} --user svc_results --password '${
        wordPass(add)
      }' \\`,
      `    --endpoint https://results.${
        pick(["elections.example.gov", "valg.example.no", "wahlen.example.de"])
      }/api/upload`,
      `uploaded ${num(10, 400)} precinct files`,
    ],
  },
  {
    shape: "encoded",
    label: "ID-porten client secret inside a base64 Kubernetes secret",
    make: (_k, add) => [
      "data:",
      `  IDPORTEN_CLIENT_ID: ${btoa(uuid())}`,
      `  IDPORTEN_CLIENT_SECRET: ${add(btoa(draw(num(40, 48), ALNUM)))}`,
    ],
  },
  {
    shape: "wrapped",
    label: "api.data.gov key wrapped in a quoted mail",
    make: (_k, add) => {
      const a = add(draw(20, ALNUM));
      const b = add(draw(20, ALNUM));
      return [`> Your API key is: ${a}`, `> ${b}`, "> Use it in the api_key parameter."];
    },
  },
];

/** The identity and open data cases. */
export function buildIdentity(): HeldOutSecret[] {
  return [
    ...framed(WRITINGS.slice(0, 11), COMMON_FRAMES, 2),
    ...framed(WRITINGS.slice(11), MAILS, 2),
  ];
}
