/**
 * Corpus twenty-seven, ERP and finance: SAP RFC and OData logins, NetSuite token-based auth's four
 * values, Odoo XML-RPC and JSON-RPC passwords and API keys, QuickBooks and Xero OAuth tokens and
 * client secrets, Workday integration system users, SAP BTP service keys.
 */
import {
  ALNUM,
  b64,
  b64u,
  B64URL,
  DIGITS,
  draw,
  halves,
  type HeldOutSecret,
  hex,
  type Insertion,
  jwt,
  nsAccount,
  num,
  org,
  pass,
  person,
  pick,
  spread,
  UHEX,
  uuid,
} from "./_heldout_twentyseven_make.ts";

const sapHost = (): string => `${pick(["s4p", "erp", "sapgw", "ecc"])}${num(1, 9)}.${org().domain}`;
const client = (): string => pick(["100", "200", "300", "800"]);
const isu = (): string => `ISU_${pick(["Payroll", "Benefits", "Finance", "HRIS"])}_${num(1, 9)}`;
const tenant = (): string => `${pick(["acme", "northwind", "oakline"])}${num(1, 9)}`;

const INSERTIONS: readonly Insertion[] = [
  ["assignment", "SAP OData basic auth in a Python requests call", (_k, add) => {
    return `import requests\n\nBASE = "https://${sapHost()}:${44300}/sap/opu/odata/sap/API_SALES_ORDER_SRV"\nauth = ("RFC_${
      pick(["SALES", "BI", "CPI"])
    }", "${
      pass(add)
    }")\nr = requests.get(BASE + "/A_SalesOrder?$top=50&sap-client=${client()}", auth=auth)`;
  }],
  ["assignment", "SAP RFC connection parameters for pyrfc", (_k, add) => {
    return `from pyrfc import Connection\nconn = Connection(ashost='${sapHost()}', sysnr='0${
      num(0, 9)
    }', client='${client()}', user='${pick(["RFC_BW", "ZRFC_EXCEL", "BATCHUSR"])}', passwd='${
      pass(add)
    }', lang='EN')\nresult = conn.call('BAPI_COMPANYCODE_GETLIST')`;
  }],
  ["url", "SAP OData URL with user and password in it", (_k, add) => {
    return `https://${pick(["RFC_PBI", "ODATA_READ"])}:${
      add(encodeURIComponent(draw(num(10, 14)) + pick(["", "!", "#"])))
    }@${sapHost()}/sap/opu/odata/sap/ZFI_AR_OPEN_ITEMS_SRV/Items?$format=json&sap-client=${client()}`;
  }],
  ["assignment", "NetSuite token-based auth's four values in a .env", (k) => {
    return `NS_ACCOUNT_ID=${nsAccount()}\nNS_CONSUMER_KEY=${
      k(64, "0123456789abcdef")
    }\nNS_CONSUMER_SECRET=${k(64, "0123456789abcdef")}\nNS_TOKEN_ID=${
      k(64, "0123456789abcdef")
    }\nNS_TOKEN_SECRET=${k(64, "0123456789abcdef")}\nNS_RESTLET_URL=https://${
      num(1000000, 9999999)
    }.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=${num(100, 999)}&deploy=1`;
  }],
  ["output", "NetSuite OAuth 1.0 header in a debug log", (k) => {
    const acct = nsAccount();
    return `DEBUG > GET https://${
      acct.toLowerCase().replace("_", "-")
    }.suitetalk.api.netsuite.com/services/rest/record/v1/salesOrder?limit=5\nDEBUG > Authorization: OAuth realm="${acct}",oauth_consumer_key="${
      k(64, "0123456789abcdef")
    }",oauth_token="${
      k(64, "0123456789abcdef")
    }",oauth_signature_method="HMAC-SHA256",oauth_timestamp="${
      num(1790000000, 1799999999)
    }",oauth_nonce="${draw(11)}",oauth_version="1.0",oauth_signature="${
      encodeURIComponent(b64(draw(32)))
    }"\nDEBUG < HTTP/1.1 200 OK`;
  }],
  ["block", "NetSuite Postman environment export with the four values", (k) => {
    const v = (key: string, value: string) =>
      `\t\t{\n\t\t\t"key": "${key}",\n\t\t\t"value": "${value}",\n\t\t\t"type": "secret",\n\t\t\t"enabled": true\n\t\t}`;
    return `{\n\t"id": "${uuid()}",\n\t"name": "NetSuite SB1",\n\t"values": [\n${
      [
        v("ACCOUNT_ID", nsAccount()),
        v("CONSUMER_KEY", k(64, "0123456789abcdef")),
        v("CONSUMER_SECRET", k(64, "0123456789abcdef")),
        v("TOKEN_ID", k(64, "0123456789abcdef")),
        v("TOKEN_SECRET", k(64, "0123456789abcdef")),
      ].join(",\n")
    }\n\t],\n\t"_postman_variable_scope": "environment"\n}`;
  }],
  ["assignment", "Odoo XML-RPC login with an API key", (k) => {
    const p = person();
    return `import xmlrpc.client\nurl = "https://${p.login}.odoo.com"\ndb = "${p.login}-prod-${
      num(1000000, 9999999)
    }"\nusername = "${p.email}"\npassword = "${
      k(40, "0123456789abcdef")
    }"  # API key from Preferences > Account Security\ncommon = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/common")\nuid = common.authenticate(db, username, password, {})`;
  }],
  ["command", "Odoo JSON-RPC login in curl with the admin password", (_k, add) => {
    return `curl -s -X POST https://erp.${org().domain}/jsonrpc -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","method":"call","params":{"service":"common","method":"login","args":["production","admin","${
      pass(add)
    }"]},"id":${num(1, 99)}}'`;
  }],
  ["output", "QuickBooks token response with encrypted access token and refresh token", (
    k,
    add,
  ) => {
    const head = b64u(JSON.stringify({ enc: "A128CBC-HS256", alg: "dir" }));
    return JSON.stringify(
      {
        x_refresh_token_expires_in: 8726400,
        refresh_token: add("AB11" + draw(num(44, 46), ALNUM)),
        access_token: `${head}..${draw(22, B64URL)}.${k(num(600, 700), B64URL)}.${
          draw(22, B64URL)
        }`,
        token_type: "bearer",
        expires_in: 3600,
      },
      null,
      2,
    );
  }],
  ["assignment", "QuickBooks app client secret in a .env beside its client id", (k) => {
    return `QBO_ENVIRONMENT=production\nQBO_CLIENT_ID=AB${draw(48)}\nQBO_CLIENT_SECRET=${
      k(40)
    }\nQBO_REALM_ID=${
      draw(19, DIGITS).replace(/^0/, "9")
    }\nQBO_REDIRECT_URI=https://${org().domain}/callback`;
  }],
  ["command", "Xero API call with a bearer access token (a JWT)", (k) => {
    const token = jwt(k, {
      nbf: num(1790000000, 1799999999),
      iss: "https://identity.xero.com",
      aud: "https://identity.xero.com/resources",
      client_id: draw(32, UHEX),
      xero_userid: uuid(),
      scope: ["accounting.transactions", "offline_access"],
    });
    return `curl https://api.xero.com/api.xro/2.0/Invoices?Statuses=AUTHORISED \\\n  -H "Authorization: Bearer ${token}" \\\n  -H "xero-tenant-id: ${uuid()}" -H "Accept: application/json"`;
  }],
  ["output", "Xero credential exported from an n8n workflow", (k) => {
    return JSON.stringify(
      {
        name: "Xero account",
        type: "xeroOAuth2Api",
        data: {
          clientId: draw(32, UHEX),
          clientSecret: k(48, B64URL),
          oauthTokenData: { token_type: "Bearer", refresh_token: k(64, "0123456789abcdef") },
        },
      },
      null,
      2,
    );
  }],
  ["block", "Workday SOAP request with an integration system user's password", (_k, add) => {
    const t = tenant();
    return `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:bsvc="urn:com.workday/bsvc">\n  <soapenv:Header>\n    <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">\n      <wsse:UsernameToken>\n        <wsse:Username>${isu()}@${t}</wsse:Username>\n        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">${
      pass(add)
    }</wsse:Password>\n      </wsse:UsernameToken>\n    </wsse:Security>\n  </soapenv:Header>\n  <soapenv:Body>\n    <bsvc:Get_Workers_Request bsvc:version="v43.0"/>\n  </soapenv:Body>\n</soapenv:Envelope>`;
  }],
  ["assignment", "Workday report in Power Query with the ISU password in the M code", (_k, add) => {
    const t = tenant();
    return `let\n    Source = Json.Document(Web.Contents("https://wd3-impl-services1.workday.com/ccx/service/customreport2/${t}/${isu()}/Headcount_by_Cost_Center?format=json",\n        [Headers=[Authorization="Basic " & Binary.ToText(Text.ToBinary("${isu()}@${t}:${
      pass(add)
    }"), BinaryEncoding.Base64)]])),\n    Report = Source[Report_Entry]\nin\n    Report`;
  }],
  ["encoded", "SAP basic auth header in a Gateway trace", (_k, add) => {
    return `GET /sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner?$top=10 HTTP/1.1\nHost: ${sapHost()}:443\nAuthorization: Basic ${
      add(b64(`${pick(["CPI_USER", "RFC_PBI", "S4_INT"])}:${draw(num(10, 14))}!`))
    }\nsap-client: ${client()}\nAccept: application/json`;
  }],
  ["wrapped", "NetSuite token secret wrapped in a forwarded email", (_k, add) => {
    const [a, b] = halves(add, hex(64));
    return `> Token ID: ${
      hex(8)
    }...(see portal)\n> Token Secret:\n> ${a}\n> ${b}\n>\n> Please store these in the vault, they are shown only once.`;
  }],
  ["output", "SAP BTP service key shown by cf service-key", (_k, add) => {
    return `Getting key sk-${pick(["cpi", "xsuaa", "destination"])} for service instance ${
      pick(["cpi-runtime", "erp-dest"])
    } as ${person().email}...\n\n{\n  "clientid": "sb-${uuid()}!b${
      num(10000, 99999)
    }|it-rt-${tenant()}!b${num(100, 999)}",\n  "clientsecret": "${
      add(`${uuid()}$${draw(43, B64URL)}=`)
    }",\n  "url": "https://${tenant()}.authentication.eu10.hana.ondemand.com",\n  "tokenurl": "https://${tenant()}.authentication.eu10.hana.ondemand.com/oauth/token"\n}`;
  }],
  ["output", "Odoo API key shown once after it was made", (k) => {
    return `New API Key\n\nKey\n${
      k(40, "0123456789abcdef")
    }\n\nWrite down your key\nHere is your new API key, use it instead of a password for RPC access.\nYou won't be able to view it again.`;
  }],
];

/** The ERP and finance cases, each insertion in two frames. */
export function buildErp(): HeldOutSecret[] {
  return spread(INSERTIONS, 2);
}
