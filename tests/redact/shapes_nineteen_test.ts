/**
 * The shapes mended after held-out corpus nineteen was seen (docs/redaction.md, "Corpus nineteen
 * after it was seen": HTTP and the web): other instances of each shape than the corpus text, in
 * several tools and formats, with a near miss on the other side of each (a masked value stays, a
 * real one beside it goes; a `_ga` cookie stays, a `sessionid` beside it goes) — as written,
 * inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, BASE64, BASE64URL, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 29_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const digits = (n: number) => key(n, "0123456789");
const trace = () => `00-${hex(32)}-${hex(16)}-01`;

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// Values already masked by whoever pasted them stay, whatever their name: `***`, `[REDACTED]`,
// `<redacted>`, `••••`, a JWT's head marked as cut. And a W3C trace context is ids, not a secret.
CLEAN.push([
  "raw request with a masked bearer and a traceparent",
  `GET /v2/orders HTTP/1.1\nHost: api.acme.dev\nAuthorization: Bearer ****\ntraceparent: ${trace()}\n`,
]);
CLEAN.push([
  "curl -v of a health check with a traceparent",
  `$ curl -v https://auth.acme.dev/healthz -H "traceparent: ${trace()}"\n> GET /healthz HTTP/2\n` +
  `> Host: auth.acme.dev\n< HTTP/2 200\n< etag: W/"${hex(32)}"`,
]);
CLEAN.push([
  "HAR headers with a masked token and a trace context",
  `{"name": "authorization", "value": "Bearer [REDACTED]"},\n{"name": "traceparent", "value": "${trace()}"}`,
]);
CLEAN.push([
  "token response with its tokens masked",
  `{"access_token": "eyJhbGciOi…(redacted)", "refresh_token": "***", "id_token": "<redacted>", "expires_in": 3599}`,
]);
CLEAN.push([
  "log line with masked values",
  `level=info msg="token refreshed" access_token=eyJhbG...(truncated) client_secret=•••• traceparent=${trace()}`,
]);
const refresh = key(48, BASE64URL);
add(
  "a real refresh token beside a masked access token",
  `{"access_token": "eyJhbGciOi…(redacted)", "refresh_token": "${refresh}", "expires_in": 3599}`,
  refresh,
);
const bearer = key(40, BASE64URL);
add(
  "a real bearer beside a traceparent",
  `curl https://api.acme.dev/v2/me -H "traceparent: ${trace()}" -H "Authorization: Bearer ${bearer}"`,
  bearer,
);

// Cookies a name says hold no credential: analytics, consent, preferences, stickiness, CSRF.
const ga = () => `GA1.1.${digits(9)}.${digits(10)}`;
CLEAN.push([
  "analytics and consent cookies in a Cookie header",
  `Cookie: _ga=${ga()}; _ga_${key(10)}=GS1.1.${digits(10)}.1.1.${
    digits(10)
  }.0.0.0; _gid=${ga()}; ` +
  `_gcl_au=1.1.${digits(9)}.${digits(10)}; _fbp=fb.1.${digits(13)}.${digits(9)}; ` +
  `OptanonConsent=isGpcEnabled=0&datestamp=Mon+Nov+02; theme=dark`,
]);
CLEAN.push([
  "load balancer stickiness in Set-Cookie",
  `< set-cookie: AWSALB=${key(120, BASE64)}; Expires=Mon, 09 Nov 2026 03:54:45 GMT; Path=/\n` +
  `< set-cookie: BIGipServerpool_web=${digits(9)}.${digits(5)}.0000; path=/; Httponly`,
]);
CLEAN.push([
  "curl -b with analytics cookies",
  `curl -b '_ga=${ga()}; ajs_anonymous_id=${
    [8, 4, 4, 4, 12].map(hex).join("-")
  }' https://acme.dev/pricing`,
]);
const sid = key(32, "abcdefghijklmnopqrstuvwxyz0123456789");
add(
  "a sessionid beside _ga and AWSALB",
  `Cookie: _ga=${ga()}; AWSALB=${key(80, BASE64)}; sessionid=${sid}; lang=en-GB`,
  sid,
);
const unknown = key(40, BASE64URL);
add(
  "an unknown framework's session cookie with a random value",
  `set-cookie: __Host-acme_s=${unknown}; Path=/; Secure; HttpOnly`,
  unknown,
);

// A CSRF token in a form post: kept a secret by decision (Django's form token unmasks to the
// secret of its `csrftoken` cookie, which corpora eleven and eighteen count as a secret); the
// templates that print one stay.
const django = key(64);
add(
  "Django form post with its csrfmiddlewaretoken",
  `curl 'https://acme.dev/newsletter/subscribe' --data-raw 'csrfmiddlewaretoken=${django}&email=reader%40example.com'`,
  django,
);
const rails = key(86, BASE64URL);
add(
  "Rails form body with its authenticity_token",
  `Started POST "/comments" for 127.0.0.1\nauthenticity_token=${rails}&comment%5Bbody%5D=hi`,
  rails,
);
CLEAN.push([
  "templates that print a CSRF token",
  `<form method="post">{% csrf_token %}</form>\n<meta name="csrf-token" content="<%= form_authenticity_token %>">`,
]);
const formPassword = key(10) + "!" + key(4);
add(
  "a password beside a CSRF token",
  `curl https://acme.dev/login --data-raw 'csrfmiddlewaretoken=${
    key(64)
  }&username=mara&password=${formPassword}'`,
  formPassword,
);

// OAuth's authorization code (callback URL, token request) and a PKCE verifier.
const code1 = key(40, BASE64URL);
add(
  "authorization code in a browser's callback URL",
  `http://localhost:3000/api/auth/callback/google?state=${
    key(20, BASE64URL)
  }&code=${code1}&scope=email`,
  code1,
);
const code2 = key(32, BASE64URL);
add(
  "authorization code in an access log",
  `10.0.4.2 - - [02/Nov/2026:10:14:03 +0000] "GET /oauth/callback?code=${code2}&state=${
    hex(16)
  } HTTP/1.1" 302 0`,
  code2,
);
const fragment = key(28, BASE64URL);
add(
  "authorization code in a hybrid flow's fragment",
  `http://localhost:3000/cb#state=${hex(12)}&code=${fragment}&id_token=eyJhbGciOi…(redacted)`,
  fragment,
);
const multiline = key(45, BASE64URL);
add(
  "authorization code in a multi-line curl",
  `curl -X POST https://id.acme.dev/oauth/token \\\n  -d grant_type=authorization_code \\\n  -d code=${multiline} \\\n  -d redirect_uri=http://localhost:8080`,
  multiline,
);
const code3 = key(43, BASE64URL);
const verifier = key(64, BASE64URL);
add(
  "authorization code and verifier in a token request body",
  `POST /oauth/token HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\n` +
    `grant_type=authorization_code&code=${code3}&redirect_uri=http%3A%2F%2Flocalhost%3A8080&code_verifier=${verifier}`,
  code3,
  verifier,
);
const code4 = key(30, BASE64URL);
const verifier2 = key(43, BASE64URL);
add(
  "authorization code and verifier in JSON",
  `{"grant_type": "authorization_code", "code": "${code4}", "code_verifier": "${verifier2}"}`,
  code4,
  verifier2,
);
CLEAN.push([
  "codes that are not OAuth's, and a PKCE challenge",
  `https://shop.acme.io/checkout?code=SUMMER24\nhttps://github.com/login/device?code=WDJB-MJHT\n` +
  `https://id.acme.io/authorize?response_type=code&code_challenge=${
    key(43, BASE64URL)
  }&code_challenge_method=S256&state=${hex(16)}`,
]);

// A SAMLResponse: form body (URL-encoded), a hidden input wrapped at 76 columns, JSON.
const samlHead = btoa('<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"');
const saml1 = key(100, BASE64);
add(
  "SAMLResponse in a form body",
  `POST /saml/acs HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nSAMLResponse=${samlHead}${
    saml1.replaceAll("+", "%2B").replaceAll("/", "%2F")
  }%3D&RelayState=${hex(16)}`,
  ...saml1.split(/[+\/]/).filter((p) => p.length >= 8),
);
const lines = [key(76, BASE64), key(76, BASE64), key(40, BASE64)];
add(
  "SAMLResponse in a hidden input wrapped at 76 columns",
  `<form method="post" action="https://app.acme.dev/saml/acs">\n<input type="hidden" name="SAMLResponse" value="${samlHead}\n${
    lines.join("\n")
  }=="/>\n</form>`,
  ...lines,
);
const saml3 = key(200, BASE64);
add("SAMLResponse in JSON", `{"SAMLResponse": "${samlHead}${saml3}=", "RelayState": "/"}`, saml3);
CLEAN.push([
  "SAML code that names the response",
  `const assertion = req.body.SAMLResponse;\nif (!params.SAMLResponse) throw new Error("no SAMLResponse")`,
]);

// An auth cookie a pager wrapped over lines, its attributes after the last piece.
const wrapped = [key(70, BASE64URL), key(64, BASE64URL), key(30, BASE64URL)];
add(
  "a session cookie wrapped by less",
  `$ curl -si https://api.acme.dev/login -d @creds.json | less\nset-cookie: remember_user_token=${
    wrapped.join("\n")
  }; path=/; secure; httponly`,
  ...wrapped,
);
const wrapped2 = [key(72, BASE64URL), key(25, BASE64URL)];
add(
  "a request cookie wrapped by a terminal",
  `> Cookie: _ga=${ga()}; connect.sid=s%3A${wrapped2[0]}\n${wrapped2[1]}; theme=dark`,
  ...wrapped2,
);
CLEAN.push([
  "a stickiness cookie wrapped by a pager",
  `set-cookie: AWSALBCORS=${key(70, BASE64)}\n${key(60, BASE64)}\n${
    key(20, BASE64)
  }; Path=/; SameSite=None`,
]);

shapeTests("corpus nineteen", SECRETS, CLEAN);
