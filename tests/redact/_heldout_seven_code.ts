/**
 * Held-out corpus seven (see _heldout_seven.ts): secrets quoted in code (Python, JavaScript,
 * TypeScript, Go, Rust, Java, C#, Ruby, PHP, Kotlin, Swift, shell) and printed in logs.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { alnumPass, b64, g, hex, jwt, pass, S } from "./_heldout_seven_make.ts";

const k = Array.from({ length: 16 }, () => g(40));
const w = Array.from({ length: 12 }, () => pass(18));
const hmacKey = hex(64);
const logJwt = jwt({ email: "dana@acme.dev", role: "admin" });
const aesKey = b64(43) + "=";
const cryptoKey = hex(64);
const slackSigning = hex(32);
const etlPass = alnumPass(17);

export const SEVEN_CODE_SECRETS: readonly HeldOutSecret[] = [
  S(
    "assignment",
    "python constant api key",
    `import requests\n\nAPI_KEY = "${
      k[0]
    }"\nBASE = "https://api.acme.dev/v2"\n\nr = requests.get(f"{BASE}/orders", headers={"X-Api-Key": API_KEY})`,
    k[0]!,
  ),
  S(
    "assignment",
    "python dict headers bearer",
    `headers = {\n    "Authorization": "Bearer ${k[1]}",\n    "Accept": "application/json",\n}`,
    k[1]!,
  ),
  S(
    "assignment",
    "python psycopg connect kwargs",
    `conn = psycopg2.connect(host="10.0.0.12", dbname="ledger", user="ledger", password="${w[0]}")`,
    w[0]!,
  ),
  S(
    "assignment",
    "python os environ setdefault",
    `os.environ.setdefault("SLACK_SIGNING_SECRET", "${slackSigning}")`,
    slackSigning,
  ),
  S(
    "assignment",
    "javascript object literal secret",
    `const config = {\n  clientId: "orders-web",\n  clientSecret: "${
      k[3]
    }",\n  scopes: ["read:orders"],\n};`,
    k[3]!,
  ),
  S(
    "assignment",
    "typescript process env fallback",
    `const token = process.env.GITHUB_TOKEN ?? "${k[4]}";`,
    k[4]!,
  ),
  S(
    "assignment",
    "javascript axios auth",
    `await axios.get(url, { auth: { username: "reports", password: "${w[1]}" } });`,
    w[1]!,
  ),
  S(
    "assignment",
    "go const secret",
    `const (\n\tapiBase   = "https://api.acme.dev"\n\tapiSecret = "${k[5]}"\n)`,
    k[5]!,
  ),
  S(
    "assignment",
    "go struct literal password",
    `db, err := sql.Open("mysql", cfg.FormatDSN())\ncfg := mysql.Config{User: "app", Passwd: "${
      w[2]
    }", Net: "tcp", Addr: "db:3306", DBName: "app"}`,
    w[2]!,
  ),
  S("assignment", "go header set", `req.Header.Set("Authorization", "Bearer ${k[6]}")`, k[6]!),
  S(
    "assignment",
    "rust const token",
    `const DISCORD_TOKEN: &str = "${k[7]}";\n\n#[tokio::main]\nasync fn main() {`,
    k[7]!,
  ),
  S(
    "assignment",
    "rust builder bearer",
    `let res = client\n    .post("https://api.acme.dev/v1/jobs")\n    .bearer_auth("${
      k[8]
    }")\n    .json(&job)\n    .send()\n    .await?;`,
    k[8]!,
  ),
  S(
    "assignment",
    "java static final secret",
    `private static final String CLIENT_SECRET = "${k[9]}";`,
    k[9]!,
  ),
  S(
    "assignment",
    "java datasource setter",
    `ds.setUrl("jdbc:postgresql://db:5432/app");\nds.setUsername("app");\nds.setPassword("${
      w[3]
    }");`,
    w[3]!,
  ),
  S(
    "assignment",
    "csharp connection string verbatim",
    `var conn = new SqlConnection(@"Server=.\\SQLEXPRESS;Database=Shop;User Id=shop;Password=${
      w[4]
    };");`,
    w[4]!,
  ),
  S(
    "assignment",
    "csharp options apikey",
    `builder.Services.AddHttpClient("pay", c => c.DefaultRequestHeaders.Add("X-Api-Key", "${
      k[10]
    }"));`,
    k[10]!,
  ),
  S("assignment", "ruby hash token", `Octokit::Client.new(access_token: "${k[11]}")`, k[11]!),
  S(
    "assignment",
    "php array password",
    `'mysql' => [\n    'driver' => 'mysql',\n    'username' => 'forge',\n    'password' => '${
      w[5]
    }',\n],`,
    w[5]!,
  ),
  S("assignment", "kotlin val key", `val hmacKey = "${hmacKey}".toByteArray()`, hmacKey),
  S(
    "assignment",
    "swift let key",
    `let apiKey = "${k[12]}"\nvar request = URLRequest(url: url)`,
    k[12]!,
  ),
  S(
    "assignment",
    "shell script variable",
    `#!/usr/bin/env bash\nset -euo pipefail\nTOKEN="${
      k[13]
    }"\ncurl -fsS -H "Authorization: Bearer $TOKEN" "$API/deploy"`,
    k[13]!,
  ),
  S(
    "assignment",
    "powershell secure string",
    `$password = ConvertTo-SecureString "${
      w[6]
    }" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ("admin", $password)`,
    w[6]!,
  ),
  S(
    "assignment",
    "python implicit concatenation",
    `SECRET = ("${k[14]!.slice(0, 20)}"\n          "${k[14]!.slice(20)}")`,
    k[14]!.slice(0, 20),
    k[14]!.slice(20),
  ),
  S(
    "assignment",
    "sql create user password",
    `CREATE USER reporting WITH PASSWORD '${
      w[7]
    }';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;`,
    w[7]!,
  ),
  S(
    "assignment",
    "sql alter role password",
    `ALTER ROLE app_rw PASSWORD '${w[8]}' VALID UNTIL '2027-01-01';`,
    w[8]!,
  ),
  S(
    "assignment",
    "aes key in node crypto",
    `const key = Buffer.from("${aesKey}", "base64");\nconst cipher = crypto.createCipheriv("aes-256-gcm", key, iv);`,
    aesKey,
  ),
  S(
    "output",
    "log line password field",
    `2026-11-27T09:12:44.812Z DEBUG db.pool creating pool {"host":"pg","user":"api","password":"${
      w[9]
    }","max":20}`,
    w[9]!,
  ),
  S(
    "output",
    "log python repr headers",
    `DEBUG:urllib3: request headers: {'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Bearer ${
      k[15]
    }'}`,
    k[15]!,
  ),
  S(
    "output",
    "log jwt in request",
    `[2026-11-27 10:02:13] INFO  GET /api/me 200 12ms token=${logJwt}`,
    logJwt.split(".")[1]!,
    logJwt.split(".")[2]!,
  ),
  S(
    "output",
    "stack trace with config dump",
    `Traceback (most recent call last):\n  File "/app/worker.py", line 88, in connect\n    raise ConnectionError(f"cannot connect with {settings!r}")\nConnectionError: cannot connect with Settings(host='mq', user='worker', password='${
      w[10]
    }', vhost='/')`,
    w[10]!,
  ),
  S(
    "output",
    "java exception with url",
    `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "etl"\n\tat ... url=jdbc:postgresql://etl:${etlPass}@pg:5432/dw`,
    etlPass,
  ),
  S(
    "output",
    "nginx access log token",
    `10.0.4.18 - - [27/Nov/2026:10:20:31 +0000] "GET /hooks/build?secret=${cryptoKey} HTTP/1.1" 204 0 "-" "GitHub-Hookshot/7a1c2e9"`,
    cryptoKey,
  ),
  S(
    "output",
    "docker compose logs env echo",
    `api-1  | [entrypoint] REDIS_PASSWORD=${
      w[11]
    }\napi-1  | [entrypoint] starting gunicorn with 4 workers`,
    w[11]!,
  ),
];
