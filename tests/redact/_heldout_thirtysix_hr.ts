/**
 * Corpus thirty-six, HR platforms: Workday integration system users and API clients, BambooHR,
 * Personio, HiBob, Rippling and Gusto keys, SAP SuccessFactors SAML assertions, UKG and Kronos
 * logins, background-check vendors' keys — as an HR integration's code, requests and consoles
 * show them.
 */
import {
  B64,
  b64,
  B64URL,
  draw,
  expand,
  type HeldOutSecret,
  HEX,
  hex,
  iso,
  later,
  num,
  pass,
  person,
  pick,
  school,
  type Template,
  uuid,
  wrapValue,
} from "./_heldout_thirtysix_make.ts";

const tenant = (): string => `${school().replace(/-/g, "")}${pick(["", "_impl", "_preview"])}`;

const TEMPLATES: readonly Template[] = [
  ["block", "Workday ISU password in a SOAP security header", (_k, add) =>
    [
      '<soapenv:Header><wsse:Security soapenv:mustUnderstand="1">',
      "  <wsse:UsernameToken>",
      `    <wsse:Username>ISU_${
        pick(["Payroll", "Benefits", "Recruiting"])
      }@${tenant()}</wsse:Username>`,
      `    <wsse:Password Type="...#PasswordText">${pass(add)}</wsse:Password>`,
      "  </wsse:UsernameToken>",
      "</wsse:Security></soapenv:Header>",
    ].join("\n")],
  ["command", "Workday API client refresh-token grant", (k) =>
    [
      `curl -s https://wd${num(2, 5)}-impl-services1.workday.com/ccx/oauth2/${tenant()}/token \\`,
      `  -d grant_type=refresh_token -d refresh_token=${k(num(80, 96))} \\`,
      `  -d client_id=${draw(48, B64).replace(/[+/]/g, "x")} -d client_secret=${k(num(80, 96))}`,
    ].join("\n")],
  [
    "command",
    "BambooHR API key as the Basic user",
    (k) =>
      `curl -u "${
        k(40, HEX)
      }:x" -H "Accept: application/json" https://api.bamboohr.com/api/gateway.php/${school()}/v1/employees/directory`,
  ],
  ["encoded", "BambooHR key inside a Basic header in a request dump", (_k, add) =>
    [
      `> GET /api/gateway.php/${school()}/v1/reports/${num(100, 999)}?format=JSON HTTP/1.1`,
      "> Host: api.bamboohr.com",
      `> Authorization: Basic ${add(b64(`${hex(40)}:x`))}`,
      "> Accept: */*",
    ].join("\n")],
  [
    "url",
    "BambooHR key in the URL's user part",
    (k) =>
      `https://${k(40, HEX)}:x@api.bamboohr.com/api/gateway.php/${school()}/v1/time_off/requests`,
  ],
  ["assignment", "Personio API credentials in .env", (k) =>
    [
      `PERSONIO_CLIENT_ID=papi-${uuid()}`,
      `PERSONIO_CLIENT_SECRET=papi-${k(num(60, 72))}`,
      `PERSONIO_PARTNER_ID=${school().toUpperCase()}`,
    ].join("\n")],
  ["output", "HiBob service user created", (k) =>
    [
      "Service user created",
      `  ID:    SERVICE-${num(10000, 99999)}`,
      `  Token: ${k(num(32, 40))}`,
      `  Permissions group: ${pick(["People data read", "Payroll export", "Time off"])}`,
    ].join("\n")],
  ["assignment", "Rippling bearer token in a Python client", (k) =>
    [
      "import requests",
      `RIPPLING_TOKEN = "${k(64)}"`,
      "resp = requests.get('https://api.rippling.com/platform/api/employees',",
      "                    headers={'Authorization': f'Bearer {RIPPLING_TOKEN}'})",
    ].join("\n")],
  ["assignment", "Gusto OAuth application in Ruby", (k) =>
    [
      "Gusto.configure do |c|",
      `  c.client_id     = "${hex(64)}"`,
      `  c.client_secret = "${k(64, HEX)}"`,
      `  c.access_token  = "${k(64, HEX)}"`,
      "end",
    ].join("\n")],
  ["encoded", "SuccessFactors SAML assertion from /oauth/idp", (_k, add) => {
    const assertion = [
      `<saml2:Assertion ID="_${uuid()}" IssueInstant="${iso()}">`,
      `<saml2:Issuer>www.successfactors.com</saml2:Issuer><ds:SignatureValue>${draw(344, B64)}`,
      `</ds:SignatureValue><saml2:Subject><saml2:NameID>${person()}</saml2:NameID></saml2:Subject>`,
      "</saml2:Assertion>",
    ].join("");
    return [
      "$ curl -s -X POST https://api4.successfactors.com/oauth/idp \\",
      `    -d client_id=${
        draw(32, B64).replace(/[+/]/g, "Q")
      } -d user_id=sfapi -d private_key=@key.b64`,
      add(b64(assertion)),
    ].join("\n");
  }],
  ["output", "UKG Pro API headers in an integration's log", (_k, add) =>
    [
      `${later()} INFO  ukg.client  GET /personnel/v1/employee-demographic-details`,
      `${later()} DEBUG ukg.client  headers={'US-Customer-Api-Key': '${
        draw(5, "ABCDEFGHJKLMNPQRSTUVWXYZ")
      }',`,
      `  'Authorization': 'Basic ${add(b64(`svc_${school()}:${draw(14)}`))}'}`,
    ].join("\n")],
  [
    "output",
    "Kronos WFC login body echoed",
    (_k, add) =>
      `{"username":"api_${school()}","password":"${pass(add)}","appkey":"${add(draw(32))}"}`,
  ],
  ["assignment", "background-check vendor keys", (k) =>
    [
      `CHECKR_API_KEY=${k(40, HEX)}`,
      `CHECKR_WEBHOOK_SECRET=${k(40, HEX)}`,
      `STERLING_CLIENT_SECRET=${k(num(32, 40))}`,
    ].join("\n")],
  ["wrapped", "Workday refresh token wrapped in a ticket", (_k, add) => {
    const token = draw(96, B64URL.replace(/[-_]/g, ""));
    return [
      `Ticket HRIS-${num(1000, 9999)}: integration stopped at ${iso()}`,
      "Refresh token currently configured:",
      ...wrapValue(add, token, 48),
    ].join("\n");
  }],
];

/** The HR platform cases: each template three times. */
export function buildHr(): HeldOutSecret[] {
  return expand(TEMPLATES, 3);
}
