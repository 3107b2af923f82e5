/**
 * Held-out corpus seven (see _heldout_seven.ts): keys of auth providers, secret managers and other
 * SaaS, each in a line or block of a coding session.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { ALNUM, b64, b64url, g, hex, LOWER_ALNUM, S, uuid } from "./_heldout_seven_make.ts";

const auth0Secret = g(64, ALNUM + "-_");
const okta = "00" + g(40, ALNUM + "-_");
const clerk = g(40);
const cognitoSecret = g(52, LOWER_ALNUM);
const stytch = g(36, ALNUM + "-_=");
const workos = g(64);
const keycloak = g(32);
const doppler = g(43);
const ops = b64url(600);
const infisical = hex(64);
const age = g(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L");
const figma = g(40, ALNUM + "-_");
const notion = g(43);
const linear = g(40);
const airtable = g(14) + "." + hex(64);
const postman = hex(24) + "-" + hex(34);
const mapbox = b64url(60) + "." + b64url(22);
const algoliaAdmin = hex(32);
const contentful = g(43, ALNUM + "-_");
const dropbox = g(138, ALNUM + "-_");
const snyk = uuid();
const codecov = uuid();
const segment = g(32);
const recaptcha = "6L" + g(38, ALNUM + "-_");
const fcm = "AAAA" + g(7, ALNUM + "-_") + ":APA91b" + g(134, ALNUM + "-_");
const twitterBearer = "AAAAAAAAAAAAAAAAAAAAA" + g(90, ALNUM + "%");
const fbToken = "EAAB" + g(180);
const asana = "2/" + "1" + g(15, "0123456789") + "/1" + g(15, "0123456789") + ":" + hex(32);
const zendesk = g(40);

export const SEVEN_SAAS_SECRETS: readonly HeldOutSecret[] = [
  S(
    "assignment",
    "auth0 client secret",
    `AUTH0_DOMAIN=acme.eu.auth0.com\nAUTH0_CLIENT_ID=${g(32)}\nAUTH0_CLIENT_SECRET=${auth0Secret}`,
    auth0Secret,
  ),
  S(
    "command",
    "okta ssws header",
    `curl -H "Authorization: SSWS ${okta}" https://acme.okta.com/api/v1/users?limit=25`,
    okta,
  ),
  S(
    "assignment",
    "clerk secret key",
    `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${b64(40)}\nCLERK_SECRET_KEY=sk_live_${clerk}`,
    clerk,
  ),
  S(
    "assignment",
    "cognito client secret",
    `COGNITO_CLIENT_ID=${g(26, LOWER_ALNUM)}\nCOGNITO_CLIENT_SECRET=${cognitoSecret}`,
    cognitoSecret,
  ),
  S(
    "assignment",
    "stytch secret",
    `STYTCH_PROJECT_ID=project-live-${uuid()}\nSTYTCH_SECRET=secret-live-${stytch}`,
    stytch,
  ),
  S(
    "assignment",
    "workos api key",
    `WORKOS_API_KEY=sk_${workos}\nWORKOS_CLIENT_ID=client_01${
      g(24, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    }`,
    workos,
  ),
  S(
    "assignment",
    "keycloak client secret properties",
    `quarkus.oidc.auth-server-url=https://sso.acme.dev/realms/acme\nquarkus.oidc.client-id=orders\nquarkus.oidc.credentials.secret=${keycloak}`,
    keycloak,
  ),
  S(
    "assignment",
    "doppler service token",
    `DOPPLER_TOKEN=dp.st.prd.${doppler} doppler run -- npm start`,
    doppler,
  ),
  S("assignment", "1password service account", `export OP_SERVICE_ACCOUNT_TOKEN=ops_${ops}`, ops),
  S(
    "assignment",
    "infisical token",
    `INFISICAL_TOKEN=st.${uuid()}.${hex(32)}.${infisical}`,
    infisical,
  ),
  S(
    "block",
    "age identity file",
    `$ cat ~/.config/sops/age/keys.txt\n# created: 2026-11-02T10:11:12+01:00\n# public key: age1${
      g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
    }\nAGE-SECRET-KEY-1${age}`,
    age,
  ),
  S("assignment", "figma token", `FIGMA_TOKEN=figd_${figma}`, figma),
  S(
    "vendor",
    "notion integration secret",
    `const notion = new Client({ auth: "secret_${notion}" });`,
    notion,
  ),
  S("assignment", "linear api key", `LINEAR_API_KEY=lin_api_${linear}`, linear),
  S("assignment", "airtable pat", `AIRTABLE_TOKEN=pat${airtable}`, airtable),
  S("assignment", "postman api key", `POSTMAN_API_KEY=PMAK-${postman}`, postman),
  S(
    "assignment",
    "mapbox secret token",
    `MAPBOX_DOWNLOADS_TOKEN=sk.eyJ1IjoiYWNtZSIsImEiOiJ${mapbox}`,
    mapbox,
  ),
  S(
    "command",
    "algolia admin key header",
    `curl -X DELETE -H "X-Algolia-API-Key: ${algoliaAdmin}" -H "X-Algolia-Application-Id: ${
      g(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    }" "https://xyz-dsn.algolia.net/1/indexes/products"`,
    algoliaAdmin,
  ),
  S(
    "assignment",
    "contentful management token",
    `CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-${contentful}`,
    contentful,
  ),
  S("assignment", "dropbox short lived token", `DROPBOX_ACCESS_TOKEN=sl.${dropbox}`, dropbox),
  S("command", "snyk auth", `$ snyk auth ${snyk}\nYour account has been authenticated.`, snyk),
  S(
    "command",
    "codecov upload token",
    `codecov upload-process -t ${codecov} -f coverage/lcov.info`,
    codecov,
  ),
  S(
    "vendor",
    "segment write key",
    `analytics.load("${segment}");  // server-side write key, rotate`,
    segment,
  ),
  S("assignment", "recaptcha secret", `RECAPTCHA_SECRET_KEY=${recaptcha}`, recaptcha),
  S("assignment", "fcm legacy server key", `FCM_SERVER_KEY=${fcm}`, fcm),
  S(
    "assignment",
    "twitter bearer token",
    `TWITTER_BEARER_TOKEN=${twitterBearer}`,
    twitterBearer.slice(21),
  ),
  S("assignment", "facebook page access token", `FB_PAGE_ACCESS_TOKEN=${fbToken}`, fbToken),
  S(
    "command",
    "asana pat header",
    `curl -H "Authorization: Bearer ${asana}" https://app.asana.com/api/1.0/users/me`,
    asana,
  ),
  S(
    "command",
    "zendesk token auth",
    `curl https://acme.zendesk.com/api/v2/tickets.json -u dana@acme.dev/token:${zendesk}`,
    zendesk,
  ),
];
