/**
 * Corpus fifteen, tool and framework output: web frameworks and ORMs echoing parameters,
 * debuggers and REPLs printing objects, environment dumps (cloud, IaC, Kubernetes and CI output:
 * _heldout_fifteen_cloudout.ts).
 */
import {
  B64,
  type HeldOutSecret,
  HEX,
  LOWNUM,
  pw,
  S,
  urlPw,
  uuid,
  v,
} from "./_heldout_fifteen_make.ts";

export function toolOutput(): HeldOutSecret[] {
  return [
    S(
      "output",
      "Express/morgan dev log with a token in the query string",
      (k) => `GET /api/export?format=csv&access_token=${k(40)} 200 184.221 ms - 5120`,
    ),
    S(
      "output",
      "Flask debug log echoing a form with a password field",
      (_k, add) =>
        `[2026-11-27 10:14:02,118] DEBUG in auth: login form: ImmutableMultiDict([('username', 'mara'), ('password', '${
          pw(add, 14)
        }'), ('remember', 'y')])`,
    ),
    S(
      "output",
      "Hibernate SQL log with bound parameters",
      (_k, add) =>
        `Hibernate: insert into smtp_settings (host, password, port, username, id) values (?, ?, ?, ?, ?)\nbinding parameter [1] as [VARCHAR] - [smtp.mailgun.org]\nbinding parameter [2] as [VARCHAR] - [${
          pw(add, 18)
        }]\nbinding parameter [3] as [INTEGER] - [587]`,
    ),
    S(
      "output",
      "Django debug toolbar / connection.queries with a token value",
      (k) =>
        `>>> connection.queries[-1]\n{'sql': 'UPDATE "integrations_slack" SET "bot_token" = \\'xoxb-${
          v(12, "0123456789")
        }-${v(13, "0123456789")}-${
          k(24)
        }\\' WHERE "integrations_slack"."id" = 3', 'time': '0.002'}`,
    ),
    S(
      "output",
      "Sequelize logging an INSERT with replacements",
      (_k, add) =>
        `Executing (default): INSERT INTO "Users" ("id","email","apiSecret","createdAt") VALUES (DEFAULT,'ops@example.com','${
          add(v(40, LOWNUM))
        }','2026-11-27 10:01:12.011 +00:00') RETURNING *;`,
    ),
    S(
      "output",
      "ActiveRecord log line with an unfiltered binds array",
      (k) =>
        `  Integration Update (0.6ms)  UPDATE "integrations" SET "webhook_secret" = $1 WHERE "integrations"."id" = $2  [["webhook_secret", "${
          k(32, HEX)
        }"], ["id", 7]]`,
    ),
    S(
      "output",
      "Ecto debug log with a parameters list",
      (_k, add) =>
        `[debug] QUERY OK source="credentials" db=1.2ms\nINSERT INTO "credentials" ("name","secret","inserted_at") VALUES ($1,$2,$3) ["backup-s3", "${
          add(v(40, B64))
        }", ~N[2026-11-27 09:00:00]]`,
    ),
    S(
      "output",
      "ASP.NET Core EF log with sensitive data logging enabled",
      (_k, add) =>
        `info: Microsoft.EntityFrameworkCore.Database.Command[20101]\n      Executed DbCommand (3ms) [Parameters=[@p0='svc-mailer' (Nullable = false), @p1='${
          pw(add, 17)
        }' (Size = 4000)], CommandType='Text']`,
    ),
    S(
      "output",
      "Spring Boot actuator /env output with an unmasked property",
      (_k, add) =>
        `{"name":"applicationConfig: [classpath:/application-prod.properties]","properties":{"spring.mail.password":{"value":"${
          pw(add, 16)
        }","origin":"class path resource [application-prod.properties] - 12:22"}}}`,
    ),
    S(
      "output",
      "Laravel dd() of a config array",
      (k) =>
        `array:3 [▼\n  "driver" => "ses"\n  "key" => "AKIA${
          v(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        }"\n  "secret" => "${k(40, B64)}"\n]`,
    ),
    S(
      "output",
      "Python REPL printing a dataclass repr",
      (_k, add) =>
        `>>> cfg\nSettings(db_host='db', db_user='api', db_password='${pw(add, 18)}', debug=False)`,
    ),
    S(
      "output",
      "ipdb printing locals()",
      (k) =>
        `ipdb> p locals()\n{'self': <Client object at 0x7f3b2c1d0e80>, 'url': 'https://api.example/v1', 'api_key': '${
          k(48)
        }', 'retries': 3}`,
    ),
    S(
      "output",
      "Node REPL printing an object with a nested secret",
      (k) =>
        `> config.get('payments')\n{ provider: 'adyen', merchantAccount: 'AcmeECOM', apiKey: 'AQE${
          k(80, B64.slice(0, 62))
        }' }`,
    ),
    S(
      "output",
      "Delve print of a Go struct",
      (_k, add) =>
        `(dlv) p cfg\nmain.Config {\n\tListen: ":8080",\n\tDBURL: "postgres://api:${
          urlPw(add, 16)
        }@db:5432/api",\n\tDebug: true,}`,
    ),
    S(
      "output",
      "rust-gdb / dbg! output of a struct",
      (k) =>
        `[src/main.rs:41:5] &settings = Settings {\n    bucket: "assets",\n    access_key: "${
          v(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        }",\n    secret_key: "${k(40)}",\n}`,
    ),
    S(
      "output",
      "IntelliJ debugger Variables pane copied as text",
      (_k, add) =>
        `this = {DataSourceConfig@8123}\n url = "jdbc:postgresql://db:5432/app"\n username = "app"\n password = "${
          pw(add, 17)
        }"`,
    ),
    S(
      "output",
      "irb pp of an ENV slice",
      (k) =>
        `irb(main):001> ENV.slice("SHOPIFY_API_KEY", "SHOPIFY_API_SECRET")\n=> {"SHOPIFY_API_KEY"=>"${
          v(32, HEX)
        }", "SHOPIFY_API_SECRET"=>"${k(32, HEX)}"}`,
    ),
    S(
      "output",
      "env dump in a container shell",
      (_k, add) =>
        `root@api-7d9f:/app# env | sort\nHOME=/root\nHOSTNAME=api-7d9f\nMYSQL_PASSWORD=${
          pw(add, 18)
        }\nPATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\nPWD=/app`,
    ),
    S(
      "output",
      "printenv on a CI runner",
      (_k, add) =>
        `$ printenv | grep -i token\nCI_JOB_TOKEN=[MASKED]\nCODECOV_TOKEN=${add(uuid())}`,
    ),
    S(
      "output",
      "bash set output including a function-local secret",
      (k) => `$ set | grep -A1 -i key\nOPENROUTER_KEY=sk-or-v1-${k(64, HEX)}\n_=set`,
    ),
    S(
      "output",
      "cmd set output on Windows",
      (_k, add) =>
        `C:\\build> set\nCOMPUTERNAME=BUILD07\nNUGET_API_KEY=oy2${
          add(v(43, LOWNUM))
        }\nOS=Windows_NT`,
    ),
    S(
      "output",
      "PowerShell Get-ChildItem Env: table",
      (k) =>
        `Name                           Value\n----                           -----\nGOOGLE_MAPS_KEY                AIza${
          k(35, B64.slice(0, 62) + "-_")
        }\nUSERNAME                       jdoe`,
    ),
  ];
}
