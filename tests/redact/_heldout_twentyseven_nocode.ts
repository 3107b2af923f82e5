/**
 * Corpus twenty-seven, no-code flows and the services they call: Power Automate and Logic Apps
 * trigger URLs with their SAS `sig` and exported API connections, Airtable personal access tokens,
 * Notion integration secrets, Zapier and Make webhook URLs that act as credentials, Slack and Teams
 * incoming webhooks, Twilio auth tokens and API keys, DocuSign and Adobe Sign integrations.
 */
import {
  ALNUM,
  B64,
  B64URL,
  DIGITS,
  draw,
  halves,
  type HeldOutSecret,
  hex,
  type Insertion,
  LOWER_DIGITS,
  num,
  org,
  pemBlock,
  person,
  pick,
  spread,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_twentyseven_make.ts";

/** A Power Automate / Logic Apps HTTP trigger URL whose `sig` is `sig`. */
const triggerUrl = (sig: string): string =>
  `https://prod-${num(10, 99)}.${
    pick(["westeurope", "northeurope", "eastus", "uksouth"])
  }.logic.azure.com:443/workflows/${
    hex(32)
  }/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${sig}`;
const airtable = (): string => `pat${draw(14)}.${hex(64)}`;
const slackPath = (): string => `T${draw(10, UPPER_ALNUM)}/B${draw(10, UPPER_ALNUM)}/${draw(24)}`;
const teamsUrl = (add: (p: string) => string): string =>
  `https://${
    org().name.replace("-", "")
  }.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${add(hex(32))}/${uuid()}/V2${
    add(draw(num(40, 46), ALNUM + "-_"))
  }`;

const INSERTIONS: readonly Insertion[] = [
  ["url", "Power Automate HTTP trigger URL with its sig", (k) => {
    return `When a HTTP request is received\nHTTP POST URL\n${triggerUrl(k(43, B64URL))}`;
  }],
  ["block", "Logic Apps API connection export with a storage account key", (k) => {
    return JSON.stringify(
      {
        type: "Microsoft.Web/connections",
        apiVersion: "2016-06-01",
        name: "azureblob",
        location: "westeurope",
        properties: {
          displayName: "invoices-archive",
          parameterValues: {
            accountName: `${org().name.replace("-", "")}invoices`,
            accessKey: k(86, B64) + "==",
          },
          api: {
            id:
              "[subscriptionResourceId('Microsoft.Web/locations/managedApis', 'westeurope', 'azureblob')]",
          },
        },
      },
      null,
      2,
    );
  }],
  ["vendor", "Airtable personal access token in a Python script", (_k, add) => {
    return `from pyairtable import Api\n\napi = Api("${add(airtable())}")\ntable = api.table("app${
      draw(14)
    }", "tbl${
      draw(14)
    }")\nfor rec in table.all(formula="{Status}='To invoice'"):\n    print(rec["id"], rec["fields"].get("Client"))`;
  }],
  ["command", "Airtable token in a curl", (_k, add) => {
    return `curl "https://api.airtable.com/v0/app${draw(14)}/Orders?maxRecords=${
      num(3, 100)
    }&view=Grid%20view" -H "Authorization: Bearer ${add(airtable())}"`;
  }],
  ["vendor", "Notion integration secret (ntn_) with no name beside it", (_k, add) => {
    return `notion internal integration "CRM sync" → capabilities: read/update content\n${
      add("ntn_" + draw(11, DIGITS) + draw(35))
    }\nshared with page "Sales pipeline"`;
  }],
  ["assignment", "Notion legacy secret_ in a Make module's settings", (_k, add) => {
    return `Connection type: Notion (internal)\nConnection name: My Notion connection\nInternal Integration Token: ${
      add("secret_" + draw(43))
    }`;
  }],
  ["url", "Zapier catch hook URL in a form's action", (_k, add) => {
    return `<form action="https://hooks.zapier.com/hooks/catch/${
      add(`${draw(num(7, 8), DIGITS).replace(/^0/, "1")}/${draw(num(6, 7), LOWER_DIGITS)}`)
    }/" method="POST">\n  <input name="email" type="email">\n  <button>Request a quote</button>\n</form>`;
  }],
  ["url", "Make webhook URL in a fetch call", (_k, add) => {
    return `fetch("https://hook.${pick(["eu1", "eu2", "us1"])}.make.com/${
      add(draw(32, LOWER_DIGITS))
    }", { method: "POST", body: JSON.stringify({ orderId, total, email }) });`;
  }],
  ["output", "Slack incoming webhook in an exported n8n node", (_k, add) => {
    return JSON.stringify(
      {
        parameters: {
          url: `https://hooks.slack.com/services/${add(slackPath())}`,
          sendBody: true,
          bodyParameters: {
            parameters: [{ name: "text", value: "=New deal: {{$json.dealname}}" }],
          },
        },
        name: "Notify #sales",
        type: "n8n-nodes-base.httpRequest",
        typeVersion: 4.2,
        position: [num(200, 900), num(200, 600)],
        id: uuid(),
      },
      null,
      2,
    );
  }],
  ["command", "Teams incoming webhook URL in PowerShell", (_k, add) => {
    return `$body = @{ text = "Stock below minimum for $($item.SKU)" } | ConvertTo-Json\nInvoke-RestMethod -Method Post -ContentType 'application/json' -Body $body -Uri "${
      teamsUrl(add)
    }"`;
  }],
  ["assignment", "Twilio SID and auth token in a Python SMS script", (k) => {
    return `from twilio.rest import Client\n\naccount_sid = "AC${hex(32)}"\nauth_token = "${
      k(32, "0123456789abcdef")
    }"\nclient = Client(account_sid, auth_token)\nclient.messages.create(to=row["phone"], from_="+1${
      draw(10, DIGITS)
    }", body=f"Your order {row['order']} has shipped")`;
  }],
  ["command", "Twilio SID:token in curl -u", (k) => {
    return `curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC${
      hex(32)
    }/Messages.json --data-urlencode "Body=Reminder: invoice due" --data-urlencode "To=+44${
      draw(10, DIGITS)
    }" -u AC${hex(32)}:${k(32, "0123456789abcdef")}`;
  }],
  ["assignment", "Twilio API key and secret in a .env", (k) => {
    return `TWILIO_ACCOUNT_SID=AC${hex(32)}\nTWILIO_API_KEY=SK${hex(32)}\nTWILIO_API_SECRET=${
      k(32)
    }\nTWILIO_FROM=+1${draw(10, DIGITS)}`;
  }],
  ["block", "DocuSign JWT grant: integration key and RSA private key", (k) => {
    return [
      `integration_key = "${uuid()}"`,
      `user_id = "${uuid()}"`,
      'private_key = """',
      ...pemBlock(k, "RSA ", 12),
      '"""',
      "api_client.request_jwt_user_token(integration_key, user_id, 'account-d.docusign.com', private_key.encode(), 3600, ['signature', 'impersonation'])",
    ].join("\n");
  }],
  ["output", "Adobe Sign integration key in a request log", (_k, add) => {
    return `POST https://api.eu2.adobesign.com/api/rest/v6/agreements\nAuthorization: Bearer ${
      add("3AAABLblqZh" + draw(num(50, 60), B64URL))
    }\nx-api-user: email:${person().email}\n-> 201 Created {"id":"CBJCHBCAABAA${
      draw(32, ALNUM + "-_")
    }"}`;
  }],
  ["assignment", "DocuSign client secret in appsettings.json", (_k, add) => {
    return `{\n  "DocuSign": {\n    "ClientId": "${uuid()}",\n    "ClientSecret": "${
      add(uuid())
    }",\n    "AuthServer": "account.docusign.com",\n    "AccountId": "${uuid()}"\n  }\n}`;
  }],
  ["wrapped", "Make webhook URL wrapped in a forwarded email", (_k, add) => {
    const [a, b] = halves(add, draw(32, LOWER_DIGITS));
    return `> From: ops@${org().domain}\n> Please point the web form at this URL:\n> https://hook.eu1.make.com/${a}\n> ${b}\n> (it was one line in the scenario)`;
  }],
  ["encoded", "Power Automate trigger URL percent-encoded inside a redirect", (k) => {
    return `https://forms.${org().domain}/thanks?next=${
      encodeURIComponent(triggerUrl(k(43, B64URL)))
    }`;
  }],
];

/** The no-code cases, each insertion in two frames. */
export function buildNocode(): HeldOutSecret[] {
  return spread(INSERTIONS, 2);
}
