/**
 * Corpus twenty-seven, office automation by people who are not programmers: VBA macros with
 * connection strings, line continuations and `sqlcmd`, Outlook's CDO settings, Google Apps Script
 * with `PropertiesService`, JDBC and hard-coded keys, `clasp`'s login file, Excel and Power Query
 * ODBC and OLE DB strings, `WEBSERVICE` formulas.
 */
import {
  ALNUM,
  b64,
  B64URL,
  DIGITS,
  draw,
  halves,
  type HeldOutSecret,
  hex,
  type Insertion,
  num,
  org,
  pass,
  person,
  pick,
  spread,
} from "./_heldout_twentyseven_make.ts";

const server = (): string =>
  `${pick(["SRV-SQL", "FINDB", "CRMSQL"])}${num(1, 9)}\\${pick(["PROD", "SQLEXPRESS", "ERP"])}`;
const googleKey = (): string => "AIza" + draw(35, ALNUM + "-_");

const INSERTIONS: readonly Insertion[] = [
  ["block", "VBA module opening an ADODB connection with a password", (_k, add) => {
    return `Sub RefreshSales()\n    Dim cn As Object, rs As Object\n    Set cn = CreateObject("ADODB.Connection")\n    cn.Open "Provider=SQLOLEDB;Data Source=${server()};Initial Catalog=Sales;User ID=${
      pick(["sa", "excel_report", "svc_bi"])
    };Password=${
      pass(add)
    };"\n    Set rs = cn.Execute("SELECT * FROM dbo.Orders WHERE OrderDate >= '2026-11-01'")\n    Sheets("Data").Range("A2").CopyFromRecordset rs\n    cn.Close\nEnd Sub`;
  }],
  ["wrapped", "VBA line continuation splitting an API token", (_k, add) => {
    const [a, b] = halves(add, draw(num(40, 48)));
    return `    Dim token As String\n    token = "${a}" & _\n            "${b}"\n    http.setRequestHeader "Authorization", "Bearer " & token`;
  }],
  ["assignment", "Apps Script storing a Maps key with PropertiesService", (_k, add) => {
    return `function setup() {\n  PropertiesService.getScriptProperties().setProperty('MAPS_KEY', '${
      add(googleKey())
    }');\n}\n\nfunction geocodeRow(address) {\n  var key = PropertiesService.getScriptProperties().getProperty('MAPS_KEY');\n  return UrlFetchApp.fetch('https://maps.googleapis.com/maps/api/geocode/json?address=' + encodeURIComponent(address) + '&key=' + key);\n}`;
  }],
  ["url", "Apps Script fetch with a hard-coded key in the URL", (_k, add) => {
    return `var res = UrlFetchApp.fetch("https://maps.googleapis.com/maps/api/distancematrix/json?origins=" + from + "&destinations=" + to + "&key=${
      add(googleKey())
    }");`;
  }],
  ["assignment", "Power Query ODBC source with uid and pwd", (_k, add) => {
    return `let\n    Source = Odbc.DataSource("driver={SQL Server};server=${server()};database=${
      pick(["Finance", "Warehouse"])
    };uid=${pick(["powerbi", "report"])};pwd=${
      pass(add)
    }", [HierarchicalNavigation=true]),\n    Invoices = Source{[Name="dbo.Invoices"]}[Data]\nin\n    Invoices`;
  }],
  ["output", "Excel connection properties copied from the dialog", (_k, add) => {
    return `Connection string:\nProvider=MSOLEDBSQL.1;Persist Security Info=True;User ID=${
      pick(["xl_reader", "fin_ro"])
    };Password=${pass(add)};Initial Catalog=${
      pick(["DW", "Budget2026"])
    };Data Source=${server()};Use Encryption for Data=Optional\nCommand type: Table\nCommand text: "DW"."dbo"."FactSales"`;
  }],
  ["command", "VBA shelling out to sqlcmd with -P", (_k, add) => {
    return `Shell "cmd /c sqlcmd -S ${server()} -d Payroll -U ${pick(["hr_export", "sa"])} -P ${
      pass(add)
    } -Q ""EXEC dbo.ExportMonth ${num(1, 12)}"" -o C:\\Temp\\payroll.csv", vbHide`;
  }],
  ["encoded", "VBA WinHttp with a Basic header written out in base64", (_k, add) => {
    return `With CreateObject("WinHttp.WinHttpRequest.5.1")\n    .Open "GET", "https://${
      pick(["erp", "crm"])
    }.${org().domain}/api/v1/stock", False\n    .SetRequestHeader "Authorization", "Basic ${
      add(b64(`${pick(["excel", "stock_report"])}:${draw(num(10, 13))}${pick(["!", "#", "."])}`))
    }"\n    .Send\n    Debug.Print .ResponseText\nEnd With`;
  }],
  ["assignment", "Apps Script JDBC connection with a password argument", (_k, add) => {
    return `var conn = Jdbc.getConnection('jdbc:mysql://${pick(["35.", "34."])}${num(10, 250)}.${
      num(10, 250)
    }.${num(10, 250)}:3306/crm', '${pick(["sheets", "report"])}', '${
      pass(add)
    }');\nvar rs = conn.createStatement().executeQuery('SELECT email, plan FROM customers');`;
  }],
  ["command", "Access macro linking an ODBC table with PWD", (_k, add) => {
    return `DoCmd.TransferDatabase acLink, "ODBC Database", "ODBC;DRIVER={ODBC Driver 18 for SQL Server};SERVER=${server()};DATABASE=Stock;UID=access_link;PWD=${
      pass(add)
    };TrustServerCertificate=yes", acTable, "dbo.Items", "Items"`;
  }],
  ["assignment", "Power Query Web.Contents with an API key header", (k) => {
    return `Source = Json.Document(Web.Contents("https://api.${
      pick(["fx-rates", "shipping-rates"])
    }.io/v2/latest", [Headers=[#"X-API-Key"="${k(32)}", Accept="application/json"]]))`;
  }],
  ["block", "Outlook VBA sending through CDO with the mailbox password", (_k, add) => {
    const p = person();
    return `Set cfg = CreateObject("CDO.Configuration")\nWith cfg.Fields\n    .Item("http://schemas.microsoft.com/cdo/configuration/smtpserver") = "smtp.office365.com"\n    .Item("http://schemas.microsoft.com/cdo/configuration/smtpserverport") = 587\n    .Item("http://schemas.microsoft.com/cdo/configuration/sendusername") = "${p.email}"\n    .Item("http://schemas.microsoft.com/cdo/configuration/sendpassword") = "${
      pass(add)
    }"\n    .Update\nEnd With`;
  }],
  ["output", "Apps Script logging all script properties", (_k, add) => {
    return `${pick(["10:02:11", "14:45:03", "09:13:37"])} AM\tInfo\t{SHOPIFY_TOKEN=${
      add(`shpat_${hex(32)}`)
    }, SHEET_ID=1${draw(43, ALNUM + "-_")}, SLACK_CHANNEL=#orders, LAST_RUN=${
      draw(13, DIGITS).replace(/^0/, "1")
    }}`;
  }],
  ["url", "Excel WEBSERVICE formula with an access key", (k) => {
    return `=FILTERXML(WEBSERVICE("https://api.${
      pick(["currencylayer", "exchangerates"])
    }.com/live?access_key=${k(32, "0123456789abcdef")}&currencies=EUR,GBP&format=xml"),"//quote")`;
  }],
  ["assignment", "VBA constant holding a database password", (_k, add) => {
    return `Option Explicit\n\nPrivate Const DB_SERVER As String = "${server()}"\nPrivate Const DB_USER As String = "${
      pick(["budget_app", "xl_writer"])
    }"\nPrivate Const DB_PASS As String = "${
      pass(add)
    }"\n\nPublic Function ConnStr() As String\n    ConnStr = "Driver={SQL Server};Server=" & DB_SERVER & ";Uid=" & DB_USER & ";Pwd=" & DB_PASS & ";"\nEnd Function`;
  }],
  ["output", "clasp's login file with Google tokens and client secret", (_k, add) => {
    return `$ cat ~/.clasprc.json\n{"token":{"access_token":"${
      add("ya29." + draw(num(150, 170), ALNUM + "-_"))
    }","refresh_token":"${
      add("1//0" + draw(num(95, 100), B64URL))
    }","scope":"https://www.googleapis.com/auth/script.projects","token_type":"Bearer","expiry_date":${
      num(1790000000, 1799999999)
    }000},"oauth2ClientSettings":{"clientId":"${draw(12, DIGITS)}-${
      draw(32, "abcdefghijklmnopqrstuvwxyz0123456789")
    }.apps.googleusercontent.com","clientSecret":"${
      add("GOCSPX-" + draw(28, ALNUM + "-_"))
    }","redirectUri":"http://localhost"}}`;
  }],
];

/** The office automation cases, each insertion in two frames. */
export function buildOffice(): HeldOutSecret[] {
  return spread(INSERTIONS, 2);
}
