/**
 * Corpus nineteen, family "cookies, forms and basic auth": session cookies of every framework as
 * `Set-Cookie` and `Cookie` headers show them (Rails, Django, Express, Flask, Laravel, ASP.NET,
 * PHP, Java, a JWT cookie), form posts with passwords, basic auth in URLs and headers, and proxy
 * credentials.
 */
import {
  B64,
  b64,
  b64u,
  B64URL,
  C,
  claims,
  draw,
  formPass,
  ga,
  type HeldOutClean,
  type HeldOutSecret,
  HEX,
  host,
  httpDate,
  jwt,
  LOWER_DIGITS,
  num,
  pick,
  type Piece,
  S,
  times,
  uuid,
} from "./_heldout_nineteen_make.ts";

const HEXU = "0123456789ABCDEF";

/** A response's `Set-Cookie` around one session cookie, as `curl -i` prints it. */
function setCookie(cookie: string): string {
  return [
    "HTTP/2 200",
    `date: ${httpDate()}`,
    "content-type: text/html; charset=utf-8",
    `set-cookie: ${cookie}; path=/; secure; HttpOnly; SameSite=Lax`,
    `set-cookie: _ga=${ga()}; Max-Age=63072000; path=/`,
    `x-request-id: ${uuid()}`,
  ].join("\n");
}

/** Session cookies by framework: name and a writer of the value (its random parts pieces). */
const COOKIES: readonly (readonly [string, (k: Piece) => string])[] = [
  ["Rails session", (k) => `_shop_session=${k(num(60, 90))}%2F${k(num(60, 90))}%3D--${k(40, HEX)}`],
  ["Django session", (k) => `sessionid=${k(32, LOWER_DIGITS)}`],
  ["Express signed session", (k) => `connect.sid=s%3A${k(32, B64URL)}.${k(43, B64URL)}`],
  [
    "Flask session",
    (k) =>
      `session=${b64u(JSON.stringify({ _user_id: String(num(1, 9999)), _fresh: true }))}.${
        draw(6, B64URL)
      }.${k(27, B64URL)}`,
  ],
  [
    "Laravel session",
    (k) => `laravel_session=eyJpdiI6I${k(num(120, 140))}%2B${k(num(100, 120))}%3D%3D`,
  ],
  ["ASP.NET Core auth cookie", (k) => `.AspNetCore.Cookies=CfDJ8${k(num(300, 400), B64URL)}`],
  ["PHP session", (k) => `PHPSESSID=${k(26, LOWER_DIGITS)}`],
  ["Java session", (k) => `JSESSIONID=${k(32, HEXU)}`],
  ["JWT cookie", (k) => `access_token=${jwt(k, claims({ role: "admin" }))}`],
  ["remember-me token", (k) => `remember_user_token=${k(64, B64URL)}`],
];

/** Cookies, forms and basic auth carrying a credential. */
export function buildCookies(): HeldOutSecret[] {
  const cookieCases = COOKIES.flatMap(([name, value], i) => [
    S(i % 3 === 0 ? "encoded" : "output", `Set-Cookie of a ${name}`, (k) => setCookie(value(k))),
    S(
      "command",
      `Cookie header of a ${name} in a curl command`,
      (k) => `curl 'https://${host()}/account' -H 'Cookie: _ga=${ga()}; ${value(k)}; theme=dark'`,
    ),
  ]);
  return [
    ...cookieCases,
    ...times(
      2,
      "auth cookie wrapped by a pager",
      "wrapped",
      (k) =>
        `$ curl -si https://${host()}/signin -d @creds.json | less\nset-cookie: .AspNetCore.Identity.Application=CfDJ8${
          k(num(60, 80), B64URL)
        }\n${k(num(60, 80), B64URL)}\n${
          k(num(30, 50), B64URL)
        }; path=/; secure; samesite=lax; httponly`,
    ),
    ...times(
      3,
      "basic auth in a URL",
      "url",
      (k, add) =>
        `git remote -v\norigin  https://deploy:${
          formPass(add)
        }@git.${host()}/team/app.git (fetch)\n# also tried https://deploy:${k(12)}@git.${host()}/`,
    ),
    ...times(
      3,
      "Authorization Basic header",
      "encoded",
      (_k, add) =>
        `> GET /admin/metrics HTTP/1.1\n> Host: ${host()}\n> Authorization: Basic ${
          add(b64(`admin:${draw(14)}`))
        }\n> User-Agent: curl/8.7.1`,
    ),
    ...times(
      2,
      "curl -u with user and password",
      "command",
      (_k, add) => `curl -u ops:${formPass(add)} https://${host()}/api/v1/backup/start -X POST`,
    ),
    ...times(
      3,
      "form post with a password",
      "command",
      (_k, add) =>
        `curl -X POST https://${host()}/login -d 'email=dev%40example.com&password=${
          formPass(add)
        }&remember=on'`,
    ),
    ...times(
      2,
      "proxy credentials in an environment",
      "assignment",
      (_k, add) =>
        `export HTTPS_PROXY=http://svc-build:${
          formPass(add)
        }@proxy.corp.${host()}:3128\nexport NO_PROXY=localhost,127.0.0.1,.internal`,
    ),
    ...times(
      2,
      "Proxy-Authorization header",
      "encoded",
      (_k, add) =>
        `CONNECT ${host()}:443 HTTP/1.1\nHost: ${host()}:443\nProxy-Authorization: Basic ${
          add(b64(`u${num(100, 999)}:${draw(14)}`))
        }\nProxy-Connection: Keep-Alive`,
    ),
  ];
}

/** Cookies and forms with nothing secret: analytics, consent, preferences, cleared sessions. */
export function buildCleanCookies(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (let i = 1; i <= 4; i++) {
    out.push(C(
      `analytics and preference cookies ${i}`,
      `Cookie: _ga=${ga()}; _gid=GA1.2.${num(100000000, 999999999)}.${
        num(1780000000, 1790000000)
      }; _fbp=fb.1.${num(1780000000000, 1790000000000)}.${
        num(100000000, 999999999)
      }; ajs_anonymous_id=${uuid()}; cookieconsent_status=dismiss; lang=en-GB`,
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `Set-Cookie clearing a session on logout ${i}`,
      `HTTP/1.1 302 Found\nLocation: /login?next=%2Fdashboard\nSet-Cookie: ${
        pick(["sessionid", "_app_session", "connect.sid"])
      }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/\nX-Request-Id: ${uuid()}`,
    ));
  }
  // Decided clean: a load balancer's stickiness cookie names a backend, it grants no access.
  for (let i = 1; i <= 2; i++) {
    out.push(C(
      `load balancer stickiness cookie ${i}`,
      `set-cookie: AWSALB=${
        draw(num(140, 160), B64)
      }; Expires=${httpDate()}; Path=/\nset-cookie: AWSALBCORS=${
        draw(num(140, 160), B64)
      }; Path=/; SameSite=None; Secure`,
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `form post with the password field masked ${i}`,
      `POST /login HTTP/1.1\nHost: ${host()}\nContent-Type: application/x-www-form-urlencoded\n\nemail=dev%40example.com&password=${
        pick(["********", "[FILTERED]", "<password>"])
      }&request_id=${uuid()}`,
    ));
  }
  for (let i = 1; i <= 2; i++) {
    out.push(C(
      `basic auth URL with placeholders ${i}`,
      `pip config set global.index-url https://\${PIP_USER}:\${PIP_PASSWORD}@pypi.${host()}/simple\n# or https://USERNAME:PASSWORD@pypi.${host()}/simple`,
    ));
  }
  return out;
}
