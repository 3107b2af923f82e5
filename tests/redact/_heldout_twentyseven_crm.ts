/**
 * Corpus twenty-seven, CRM and support platforms: Salesforce connected apps, `sfdx` auth URLs and
 * session ids, HubSpot private app tokens, Zendesk and Freshdesk keys in `email/token:` and `:X`
 * logins, Intercom and Pipedrive tokens — as scripts, commands, tool output and pastes.
 */
import {
  ALNUM,
  b64,
  draw,
  halves,
  type HeldOutSecret,
  type Insertion,
  LOWER_DIGITS,
  num,
  orgId,
  pass,
  pemBlock,
  person,
  pick,
  sfId,
  spread,
  UHEX,
  uuid,
} from "./_heldout_twentyseven_make.ts";

const SF = ALNUM + "._";
/** A Salesforce connected app's consumer key (`3MVG9…`). */
const consumerKey = (n = num(70, 84)): string => "3MVG9" + draw(n, SF);
/** A Salesforce session id (`00D…!AQ…`). */
const session = (): string => `${orgId()}!AQ${draw(num(90, 100), SF)}`;
const myDomain = (): string => `${pick(["northwind", "acme", "bluepeak"])}${num(2, 9)}`;

const INSERTIONS: readonly Insertion[] = [
  ["assignment", "Salesforce connected app key, secret, password and security token in a script", (
    k,
    add,
  ) => {
    const p = person();
    return [
      "from simple_salesforce import Salesforce",
      "",
      `CONSUMER_KEY = "${add(consumerKey())}"`,
      `CONSUMER_SECRET = "${k(64, UHEX)}"`,
      `USERNAME = "${p.email}"`,
      `PASSWORD = "${pass(add)}"`,
      `SECURITY_TOKEN = "${k(num(24, 25))}"`,
      "",
      "sf = Salesforce(username=USERNAME, password=PASSWORD, security_token=SECURITY_TOKEN,",
      "                consumer_key=CONSUMER_KEY, consumer_secret=CONSUMER_SECRET)",
      'print(sf.query("SELECT Id, Name FROM Account WHERE CreatedDate = TODAY"))',
    ].join("\n");
  }],
  ["url", "sfdx auth URL in a file the user cats", (_k, add) => {
    const d = myDomain();
    return `$ cat authurl.txt\nforce://PlatformCLI::${
      add("5Aep861" + draw(num(78, 86), SF))
    }@${d}.my.salesforce.com\n$ sf org login sfdx-url --sfdx-url-file authurl.txt --alias prod`;
  }],
  ["output", "sf org display --verbose with access token and auth URL", (_k, add) => {
    const d = myDomain();
    return [
      "=== Org Description",
      "",
      " KEY              VALUE",
      " ──────────────── ──────────────────────────────────────────",
      ` Access Token     ${add(session())}`,
      " Api Version      61.0",
      ` Client Id        PlatformCLI`,
      " Connected Status Connected",
      ` Id               ${orgId()}`,
      ` Instance Url     https://${d}.my.salesforce.com`,
      ` Sfdx Auth Url    force://PlatformCLI::${
        add("5Aep861" + draw(num(78, 86), SF))
      }@${d}.my.salesforce.com`,
      ` Username         ${person().email}`,
    ].join("\n");
  }],
  ["command", "curl to the Salesforce REST API with a session id", (_k, add) => {
    return `curl https://${myDomain()}.my.salesforce.com/services/data/v61.0/sobjects/Opportunity/${
      sfId("006")
    } -H "Authorization: Bearer ${
      add(session())
    }" -H "Content-Type: application/json" -X PATCH -d '{"StageName":"Closed Won"}'`;
  }],
  ["encoded", "Salesforce password grant as a form body, password and token percent-encoded", (
    k,
    add,
  ) => {
    const p = person();
    const secret = pick(["!", "@", "#", "%", "&"]) + draw(num(7, 10)) +
      pick(["$", "+", "/", "="]) + draw(num(24, 25));
    return `POST /services/oauth2/token HTTP/1.1\nHost: login.salesforce.com\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=password&client_id=${consumerKey()}&client_secret=${
      k(64, UHEX)
    }&username=${encodeURIComponent(p.email)}&password=${add(encodeURIComponent(secret))}`;
  }],
  ["vendor", "HubSpot private app token in a Node script", (_k, add) => {
    const region = pick(["na1", "eu1", "na2"]);
    return `const hubspot = require('@hubspot/api-client');\nconst hubspotClient = new hubspot.Client({ accessToken: '${
      add(`pat-${region}-${uuid()}`)
    }' });\n\nconst res = await hubspotClient.crm.contacts.basicApi.getPage(100);`;
  }],
  ["command", "HubSpot private app token in a curl from the docs, filled in", (_k, add) => {
    return `curl --request GET \\\n  --url 'https://api.hubapi.com/crm/v3/objects/deals?limit=${
      num(10, 100)
    }&archived=false' \\\n  --header 'authorization: Bearer ${
      add(`pat-${pick(["na1", "eu1"])}-${uuid()}`)
    }'`;
  }],
  ["command", "Zendesk email/token login in curl -u", (k) => {
    const p = person();
    return `curl https://${p.login}help.zendesk.com/api/v2/tickets.json?status=open \\\n  -u ${p.email}/token:${
      k(40)
    }`;
  }],
  ["encoded", "Zendesk Basic header holding base64 of email/token:", (_k, add) => {
    const p = person();
    const basic = add(b64(`${p.email}/token:${draw(40)}`));
    return `headers = {\n    "Content-Type": "application/json",\n    "Authorization": "Basic ${basic}",\n}\nr = requests.get(f"https://{SUBDOMAIN}.zendesk.com/api/v2/users/{user_id}.json", headers=headers)`;
  }],
  ["assignment", "Freshdesk API key in an Apps Script with :X", (k) => {
    return [
      `var FD_DOMAIN = "${pick(["acmehelp", "bluepeak-support", "oakline"])}";`,
      `var FD_KEY = "${k(20)}";`,
      "",
      "function pullTickets() {",
      "  var opts = { headers: { Authorization: 'Basic ' + Utilities.base64Encode(FD_KEY + ':X') } };",
      "  var res = UrlFetchApp.fetch('https://' + FD_DOMAIN + '.freshdesk.com/api/v2/tickets', opts);",
      "  SpreadsheetApp.getActiveSheet().getRange('A2').setValue(res.getContentText());",
      "}",
    ].join("\n");
  }],
  ["vendor", "Intercom access token with no name beside it", (_k, add) => {
    const tok = add(b64(`tok:${uuid()}:1:0`));
    return `intercom token for the new workspace (from Developer Hub > Authentication):\n\n${tok}\n\nworkspace id ${
      draw(8, LOWER_DIGITS)
    }`;
  }],
  ["url", "Pipedrive api_token in a query string", (k) => {
    return `GET https://${
      pick(["northwind", "kestrel", "fernhill"])
    }.pipedrive.com/api/v1/deals?status=open&start=0&limit=${num(50, 500)}&api_token=${
      k(40, "0123456789abcdef")
    }`;
  }],
  ["wrapped", "Salesforce refresh token wrapped in a pasted Postman response", (_k, add) => {
    const [a, b] = halves(add, "5Aep861" + draw(num(80, 86), SF));
    return `{\n  "access_token": "${orgId()}!AQ****",\n  "refresh_token": "${a}\n${b}",\n  "signature": "${
      b64(draw(32))
    }",\n  "scope": "refresh_token api",\n  "instance_url": "https://${myDomain()}.my.salesforce.com",\n  "token_type": "Bearer"\n}`;
  }],
  ["block", "Salesforce JWT bearer flow key beside sf org login jwt", (k) => {
    return [
      "$ cat certs/server.key",
      ...pemBlock(k, "RSA ", 10),
      `$ sf org login jwt --client-id ${consumerKey()} --jwt-key-file certs/server.key --username ${person().email} --alias prod`,
    ].join("\n");
  }],
  ["output", "Zendesk target config exported as JSON with its basic auth password", (_k, add) => {
    const p = person();
    return JSON.stringify(
      {
        webhook: {
          id: draw(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"),
          name: "Sync to ERP",
          endpoint: `https://erp.${p.email.split("@")[1]}/hooks/zendesk`,
          http_method: "POST",
          authentication: {
            type: "basic_auth",
            data: { username: p.login, password: pass(add) },
            add_position: "header",
          },
          status: "active",
        },
      },
      null,
      2,
    );
  }],
  ["assignment", "Freshdesk key in a PowerShell export script", (k) => {
    return [
      `$apiKey = "${k(20)}"`,
      `$pair = "$($apiKey):X"`,
      "$bytes = [System.Text.Encoding]::ASCII.GetBytes($pair)",
      '$headers = @{ Authorization = "Basic " + [Convert]::ToBase64String($bytes) }',
      `Invoke-RestMethod -Uri "https://${
        pick(["acme", "oakline"])
      }.freshdesk.com/api/v2/contacts?page=${
        num(1, 9)
      }" -Headers $headers | Export-Csv contacts.csv`,
    ].join("\n");
  }],
  ["assignment", "Intercom token in a .env beside public ids", (_k, add) => {
    return `INTERCOM_APP_ID=${draw(8, LOWER_DIGITS)}\nINTERCOM_ACCESS_TOKEN=${
      add(b64(`tok:${uuid()}:1:0`))
    }\nHUBSPOT_PORTAL_ID=${
      num(1000000, 9999999)
    }\nSALESFORCE_INSTANCE=https://${myDomain()}.my.salesforce.com`;
  }],
  ["output", "Pipedrive webhook list showing http_auth_password", (_k, add) => {
    return JSON.stringify(
      {
        success: true,
        data: [{
          id: num(100, 9999),
          event_action: "updated",
          event_object: "deal",
          subscription_url: `https://hooks.${pick(["acme", "kestrel"])}.io/pipedrive`,
          http_auth_user: "pipedrive",
          http_auth_password: pass(add),
          add_time: "2026-11-0" + num(1, 9) + " 10:0" + num(0, 9) + ":00",
        }],
      },
      null,
      1,
    );
  }],
  ["assignment", "HubSpot app client secret in settings.py beside its client id", (_k, add) => {
    return `HUBSPOT_APP_ID = ${
      num(1000000, 3999999)
    }\nHUBSPOT_CLIENT_ID = "${uuid()}"\nHUBSPOT_CLIENT_SECRET = "${
      add(uuid())
    }"\nHUBSPOT_SCOPES = ["crm.objects.contacts.read", "crm.objects.deals.write"]`;
  }],
  ["vendor", "Salesforce session id pasted from a browser cookie", (_k, add) => {
    return `sid cookie from dev tools, does this work for the API?\n${
      add(session())
    }\n(the other cookie was oid)`;
  }],
  ["command", "Salesforce Data Loader CLI with an encrypted password and key file", (k) => {
    return `java -cp dataloader-61.0.0.jar -Dsalesforce.config.dir=conf com.salesforce.dataloader.process.DataLoaderRunner process.name=accountExtract sfdc.username=${person().email} sfdc.password=${
      k(64, "0123456789abcdef")
    } process.encryptionKeyFile=conf/key.txt`;
  }],
  ["wrapped", "Zendesk API token cut across a chat's two lines", (_k, add) => {
    const [a, b] = halves(add, draw(40));
    return `zendesk token (copied from admin center, it wrapped):\n${a}\n${b}\nuser ${person().email}`;
  }],
  ["output", "Salesforce Named Credential retrieved with sf project retrieve", (_k, add) => {
    return `<?xml version="1.0" encoding="UTF-8"?>\n<NamedCredential xmlns="http://soap.sforce.com/2006/04/metadata">\n    <endpoint>https://erp.${
      pick(["acme", "oakline"])
    }.com/sap/opu/odata</endpoint>\n    <label>SAP OData</label>\n    <principalType>NamedUser</principalType>\n    <protocol>Password</protocol>\n    <username>SF_INTEGRATION</username>\n    <password>${
      pass(add)
    }</password>\n</NamedCredential>`;
  }],
];

/** The CRM and support cases, each insertion in two frames. */
export function buildCrm(): HeldOutSecret[] {
  return spread(INSERTIONS, 2);
}
