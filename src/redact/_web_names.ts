/**
 * Shapes read from held-out corpus nineteen (HTTP and the web as a developer pastes it; see
 * docs/redaction.md, "Corpus nineteen after it was seen"). Names on the web that say what a value
 * is: a cookie's name says whether it holds a session (`sessionid`, `remember_token`) or only a
 * visitor's analytics id, a preference, a consent choice or a load balancer's stickiness (`_ga`,
 * `theme`, `cookieconsent_status`, `AWSALB`). And the
 * OAuth and SAML values a sign-in leaves in a URL or a form body: an authorization `code` (in a
 * callback URL beside its `state`, or in a token request beside `grant_type=authorization_code`),
 * a PKCE `code_verifier` (its `code_challenge` is public), a `SAMLResponse` (a signed assertion:
 * whoever holds it signs in), URL-encoded or wrapped at 76 columns; and a cookie a pager wrapped
 * over several lines, its attributes after the last piece (`…; path=/`).
 */
import { ALNUM, BASE64, BASE64URL, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";
import { wrappedRest } from "./_wrapped.ts";

// Cookie names (lower case) that hold no credential, by what sets them: analytics and ad ids
// (Google, Meta, Microsoft, Hotjar, Segment, Matomo, Clarity), consent banners, preferences, load
// balancers' stickiness (AWS ALB/ELB, Azure's ARR, F5's BIG-IP, an ingress's route cookie).
const PUBLIC_COOKIE = new RegExp(
  "^(?:" + [
    // Analytics and ads.
    String.raw`_ga(?:_[a-z0-9]{4,12})?|_gid|_gat(?:_[\w-]{1,40})?|_gcl_[a-z]{2,4}|_fb[pc]`,
    String.raw`__utm[abcvz]|_uet(?:sid|vid)|_hj[\w-]{1,40}|_cl(?:ck|sk)|_pk_(?:id|ses)[\w.]{0,40}`,
    String.raw`ajs_(?:anonymous|user)_id|mp_[a-z0-9]{1,40}_mixpanel|amplitude_id[\w.]{0,40}`,
    // Consent banners.
    String.raw`cookieconsent(?:_status)?|cookie_?consent|optanon(?:consent|alertboxclosed)`,
    String.raw`euconsent(?:-v2)?|cookieyes-consent|cookielawinfo[\w-]{0,40}|consent`,
    // Preferences.
    String.raw`theme|color_?mode|dark_?mode|lang|language|locale|tz|timezone|currency|country`,
    // Stickiness.
    String.raw`awsalb(?:cors|tg|tgcors)?|awselb(?:cors)?|arraffinity(?:samesite)?`,
    String.raw`routeid|serverid|bigipserver[\w.~-]{1,80}|ingresscookie`,
  ].join("|") + ")$",
);

/**
 * True for a cookie name (lower case) that holds no credential: an analytics, consent, preference
 * or stickiness cookie. A session, auth, token, remember-me or CSRF name (Django's CSRF form token
 * unmasks to its `csrftoken` cookie's secret), or a name not known here, is judged by its value.
 */
export function publicCookie(name: string): boolean {
  return PUBLIC_COOKIE.test(name);
}

// An authorization code or a PKCE verifier: URL-safe characters (Google's start `4/0A`, and a
// code may come URL-encoded: `4%2F0A…`).
const CODE = String.raw`[A-Za-z0-9._~\/%-]{16,512}`;

// What says a `code=` is OAuth's: a `state` or a `redirect_uri` beside it, the token grant, a
// PKCE verifier, or a callback's path.
const OAUTH_NEAR =
  /[?&#"\s-](?:session_)?state=|redirect_uri|grant_type.{0,6}authorization_code|code_verifier|\/(?:oauth2?|auth|sso|signin|login)?\/?callback\b|\/(?:oauth2?\/)?redirect\b/i;

/** True when the text around `at` on its line (the same URL, body or command) says OAuth. */
function oauthNear(input: string, at: number): boolean {
  // (On the value's line only: the rule runs per line.)
  const from = Math.max(0, at - 300, input.lastIndexOf("\n", at) + 1);
  let to = input.indexOf("\n", at);
  to = to < 0 ? Math.min(input.length, at + 600) : Math.min(to, at + 600);
  return OAUTH_NEAR.test(input.slice(from, to));
}

// A SAML response's base64 (URL-encoded or not): a first run, then lines that go on with it (a
// 76-column wrap), then its padding.
const B64 = String.raw`(?:[A-Za-z0-9+\/]|%2[BbFf])`;
const SAML_VALUE = String
  .raw`(?<s>${B64}{40,20000}(?:\r?\n[ \t]{0,12}${B64}{4,200}){0,400}(?:={0,2}|(?:%3[Dd]){1,2}))(?=[\s"'&<;,}\\]|$)`;

// A piece of a cookie's value on one line.
const PIECE = String.raw`[A-Za-z0-9+\/_.~%-]`;

const CODE_EXAMPLE = sample(34, BASE64URL, 9101);
const VERIFIER = sample(64, BASE64URL, 9102);

/** The rules of this file, in the order they run (before the assignment rules). */
export const NINETEEN_RULES: readonly Rule[] = [
  rule({
    id: "oauth-code",
    examples: {
      match: [
        "https://app.acme.io/auth/callback?code=«" + CODE_EXAMPLE + "»&state=" +
        sample(16, "0123456789abcdef", 9103),
        'curl https://oauth2.acme.io/token -d "grant_type=authorization_code" -d "code=«4/0A' +
        CODE_EXAMPLE + '»"',
        '{"grant_type": "authorization_code", "code": "«' + CODE_EXAMPLE + '»"}',
      ],
      clean: [
        "https://shop.acme.io/checkout?code=SUMMER24&state=CA",
        "GET /oauth/callback?code=&state=xyz",
        "https://github.com/login/device?code=WDJB-MJHT",
        'exit_code=137 state="terminated"',
      ],
    },
    description:
      "an OAuth authorization `code`: in a callback URL (beside its `state`, or under a `/callback` path) and in a token request (`grant_type=authorization_code`): it buys the user's tokens until it is spent",
    keywords: ["code=", '"code"'],
    pattern: new RegExp(
      String.raw`(?:(?<=[?&#\s"'{,])code=|"code"[ \t]*:[ \t]*")(?<c>${CODE})(?=[&\s"'#,}]|$)`,
      "gd",
    ),
    secret: ["c"],
    accept: (value, _group, match) =>
      !isNotASecret(value) && looksGenerated(value, 16) && oauthNear(match.input, match.index),
  }),
  rule({
    id: "pkce-verifier",
    examples: {
      match: [
        "-d code_verifier=«" + VERIFIER + "»",
        '{"code_verifier": "«' + VERIFIER + '»"}',
        "const codeVerifier = '«" + VERIFIER + "»';",
      ],
      clean: [
        "code_challenge=" + sample(43, BASE64URL, 9104) + "&code_challenge_method=S256",
        "const codeVerifier = generateCodeVerifier();",
      ],
    },
    description:
      "a PKCE `code_verifier` (43–128 URL-safe characters): with the authorization code it buys the tokens (its `code_challenge` is public)",
    keywords: ["code_verifier", "codeverifier"],
    pattern:
      /\bcode_?verifier\\?["']?[ \t]*(?:=|:)[ \t]*\\?["']?(?<v>[A-Za-z0-9._~-]{43,128})(?![A-Za-z0-9._~-])/gdi,
    secret: ["v"],
    accept: (value) => !isNotASecret(value),
  }),
  rule({
    id: "saml-response",
    examples: {
      match: [
        "SAMLResponse=«" + sample(120, BASE64, 9105) + "%3D»&RelayState=" + sample(16, ALNUM, 9106),
        '<input type="hidden" name="SAMLResponse" value="«' + sample(80, BASE64, 9107) + "\n" +
        sample(76, BASE64, 9108) + "\n" + sample(30, BASE64, 9109) + '==»"/>',
      ],
      clean: [
        "SAMLRequest=" + sample(120, BASE64, 9110),
        "if (params.SAMLResponse) { handle(params.SAMLResponse) }",
      ],
    },
    description:
      "a `SAMLResponse` (base64 of a signed assertion: whoever holds it signs in as the user) in a form body, a query, JSON or a hidden input, URL-encoded or wrapped at 76 columns",
    keywords: ["samlresponse"],
    wholeText: true,
    pattern: new RegExp(
      String.raw`\bSAMLResponse(?:=|\\?["']?[ \t]*:[ \t]*\\?["']|["'][ \t]{1,4}value=["'])` +
        SAML_VALUE,
      "gd",
    ),
    secret: ["s"],
  }),
];

/** A wrapped cookie: before the header rules (`cookie` takes its head and the lines it joins). */
export const COOKIE_WRAP_RULES: readonly Rule[] = [
  rule({
    id: "cookie-wrapped",
    examples: {
      match: [
        "set-cookie: remember_token=«" + sample(30, BASE64URL, 9111) + "\n" +
        sample(70, BASE64URL, 9112) + "\n" + sample(30, BASE64URL, 9113) + "»; path=/; httponly",
      ],
      clean: [
        "set-cookie: AWSALB=" + sample(80, BASE64, 9114) + "\n" + sample(40, BASE64, 9115) +
        "; Path=/",
        "Cookie: lang=en-GB\nAccept: text/html",
      ],
    },
    description:
      "a cookie's value a pager or a terminal wrapped over several lines (the last piece followed by its attributes: `…; path=/`), in a `Cookie:`/`Set-Cookie:` header; the names `cookie` leaves alone (`_ga`, `AWSALB`) stay",
    keywords: ["cookie"],
    wholeText: true,
    pattern: new RegExp(
      String.raw`\bcookie[ \t]*:[^\n]{0,4096}?[ \t:;](?<name>[^\s=;:]{1,100})=` +
        // (Its head and the lines the joined view reads may be redacted already: the rest.)
        String.raw`(?:\[REDACTED\]\r?\n(?<w>${PIECE}{8,400}(?:\r?\n${PIECE}{8,400}){0,31})|` +
        String.raw`(?<v>${PIECE}{16,4096}(?:\r?\n${PIECE}{8,400}){1,32}))={0,2}(?=[;,]|[ \t]*\r?$)`,
      "gdim",
    ),
    secret: ["v", "w"],
    accept: (value, group, match) =>
      !publicCookie((match.groups?.name ?? "").toLowerCase()) &&
      value.split(/\r?\n/).slice(group === "v" ? 1 : 0).every((piece) =>
        wrappedRest(piece) && (/\d/.test(piece) || piece.length >= 20)
      ),
  }),
];
