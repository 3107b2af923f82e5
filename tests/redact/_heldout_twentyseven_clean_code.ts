/**
 * Corpus twenty-seven, clean: the scripts, macros, flows and settings of the secret families with
 * no secret in them — keys read from the environment, script properties, a cell or an input box;
 * documentation placeholders and `.env.example`; masked values; Key Vault and credential
 * references; connection strings with Windows authentication or a DSN; our own public webhook
 * endpoints; formulas that name a password field.
 */
import {
  draw,
  type HeldOutClean,
  LOWER_DIGITS,
  num,
  org,
  person,
  pick,
  spreadClean,
  uuid,
} from "./_heldout_twentyseven_make.ts";
import { claudeCall, stamp } from "./_heldout_twentyseven_session.ts";

const server = (): string => `${pick(["SRV-SQL", "FINDB", "CRMSQL"])}${num(1, 9)}`;

const ALIKES: readonly (readonly [string, () => string])[] = [
  ["Python reading the shop and ERP keys from the environment", () => {
    return `import os\n\nSHOP = os.environ["SHOPIFY_STORE"]\nTOKEN = os.environ["SHOPIFY_ADMIN_TOKEN"]\nNS_TOKEN_SECRET = os.getenv("NS_TOKEN_SECRET")\nif not TOKEN:\n    raise SystemExit("set SHOPIFY_ADMIN_TOKEN first (see README, ${
      num(2, 9)
    } steps)")`;
  }],
  ["Apps Script reading a token from script properties", () => {
    return `function syncDeals() {\n  var token = PropertiesService.getScriptProperties().getProperty('HUBSPOT_TOKEN');\n  var res = UrlFetchApp.fetch('https://api.hubapi.com/crm/v3/objects/deals?limit=${
      num(10, 100)
    }', { headers: { Authorization: 'Bearer ' + token } });\n}`;
  }],
  ["VBA taking the password from an input box and a cell", () => {
    return `Dim pwd As String\npwd = InputBox("Password for ${
      pick(["SAP", "the ERP", "Sage"])
    }?", "Login")\nIf pwd = "" Then pwd = Sheets("Settings").Range("B${
      num(2, 9)
    }").Value\ncn.Open "Provider=SQLOLEDB;Data Source=${server()};User ID=" & usr & ";Password=" & pwd & ";"`;
  }],
  ["Excel formulas naming a password column", () => {
    return `=IF(LEN(D${
      num(2, 50)
    })<12,"Password too short","OK")\n=COUNTIFS(Users[password_set],"no",Users[region],"${
      pick(["EMEA", "APAC"])
    }")\n=XLOOKUP(A2,Accounts[login],Accounts[last_password_change])`;
  }],
  ["vendor documentation placeholders", () => {
    return `account_sid = "ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"\nauth_token = "your_auth_token"\nmailchimp.setConfig({ apiKey: "YOUR_API_KEY-us${
      num(1, 21)
    }", server: "YOUR_SERVER_PREFIX" });\nconsumer_key="ck_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"`;
  }],
  ["masked values copied from admin screens", () => {
    return `Admin API access token  shpat_••••••••••••••••••••••••${
      draw(4, "0123456789abcdef")
    }\nConsumer Secret  Click to reveal\nSMTP password  ************\nSendGrid key  SG.****…${
      draw(4, LOWER_DIGITS)
    }`;
  }],
  [".env.example with empty and placeholder values", () => {
    return `SHOPIFY_API_KEY=\nSHOPIFY_API_SECRET=\nNS_ACCOUNT_ID=1234567_SB1\nNS_TOKEN_SECRET=<token secret from NetSuite>\nMAILCHIMP_API_KEY=your-key-us${
      num(1, 21)
    }\nTWILIO_AUTH_TOKEN=changeme`;
  }],
  ["Key Vault and flow credential references", () => {
    return `"SapPassword": "@Microsoft.KeyVault(SecretUri=https://kv-${
      pick(["fin", "ops"])
    }.vault.azure.net/secrets/sap-rfc-password/)",\n"value": "@{body('Get_secret')?['value']}",\n"apiKey": "={{$credentials.apiKey}}",\n"password": "{{ secrets.ERP_PASSWORD }}"`;
  }],
  ["connection strings with Windows authentication", () => {
    return `Provider=MSOLEDBSQL;Data Source=${server()}\\PROD;Initial Catalog=${
      pick(["Sales", "DW"])
    };Integrated Security=SSPI;\nDriver={ODBC Driver 18 for SQL Server};Server=${server()};Database=Stock;Trusted_Connection=yes;Encrypt=yes;`;
  }],
  ["Power Query over a DSN with stored credentials", () => {
    return `let\n    Source = Odbc.DataSource("dsn=${
      pick(["FinanceDW", "SalesMart"])
    }", [HierarchicalNavigation=true]),\n    // credentials: File > Options > Data source settings (Windows)\n    Orders = Source{[Name="dbo.Orders"]}[Data]\nin\n    Orders`;
  }],
  ["our own public webhook endpoint in a subscription", () => {
    return JSON.stringify(
      {
        webhook: {
          topic: "orders/create",
          address: `https://app.${org().domain}/webhooks/shopify/orders-create`,
          format: "json",
          api_version: "2025-01",
        },
      },
      null,
      2,
    );
  }],
  ["Zendesk curl with the token in a variable", () => {
    return `curl "https://${pick(["acme", "oakline"])}help.zendesk.com/api/v2/tickets/${
      num(1000, 99999)
    }.json" \\\n  -u "$ZD_EMAIL/token:$ZD_API_TOKEN"`;
  }],
  ["Salesforce web login and a connected app's public callback", () => {
    return `sf org login web --instance-url https://${
      pick(["acme", "northwind"])
    }.my.salesforce.com --alias prod\n# connected app callback: https://app.${org().domain}/oauth/salesforce/callback\n# the consumer secret lives in the vault item "SF connected app"`;
  }],
  ["n8n credential stub without data", () => {
    return JSON.stringify({
      id: draw(16),
      name: `${person().first}'s Pipedrive`,
      type: "pipedriveApi",
      nodesAccess: [{ nodeType: "n8n-nodes-base.pipedrive" }],
      createdAt: `2026-11-${String(num(1, 27)).padStart(2, "0")}T09:00:00.000Z`,
      sharedWith: [],
      homeProject: { id: uuid() },
    });
  }],
  ["MCP configuration reading its token from the environment", () => {
    return JSON.stringify(
      {
        mcpServers: {
          airtable: {
            command: "npx",
            args: ["-y", "airtable-mcp-server"],
            env: { AIRTABLE_API_KEY: "${AIRTABLE_API_KEY}" },
          },
          hubspot: { command: "npx", args: ["-y", "@hubspot/mcp-server"], env: {} },
        },
      },
      null,
      num(1, 2) * 2,
    );
  }],
  ["Claude Code Bash call with the shop token in a variable", () => {
    return claudeCall("Bash", {
      command:
        `curl -s "https://$SHOP/admin/api/$API_VERSION/products/count.json" -H "X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN"`,
      description: `Count products (run ${num(1, 9)})`,
    });
  }],
  ["Codex command listing the names of the NetSuite variables only", () => {
    return JSON.stringify({
      timestamp: stamp(),
      type: "event_msg",
      payload: {
        type: "exec_command_end",
        call_id: `call_${draw(24)}`,
        command: ["bash", "-lc", "env | grep ^NS_ | cut -d= -f1"],
        aggregated_output:
          "NS_ACCOUNT_ID\nNS_CONSUMER_KEY\nNS_CONSUMER_SECRET\nNS_TOKEN_ID\nNS_TOKEN_SECRET\n",
        exit_code: 0,
      },
    });
  }],
];

/** The clean scripts and settings, each in three frames. */
export function buildCleanCode(): HeldOutClean[] {
  return spreadClean(ALIKES, 3);
}
