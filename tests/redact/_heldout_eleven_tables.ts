/**
 * Corpus eleven, structured output: diffs and commits, tables (psql, MySQL boxes, Markdown, CSV,
 * TSV, box drawing), JSON inside JSON, HTTP requests and responses, protocol transcripts and
 * what test runners and ops tools print.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  g,
  guid,
  HEX,
  jwt,
  LOWER,
  LOWER_DIGITS,
  pwd,
  S,
  UPPER_NUM,
  urlPwd,
} from "./_heldout_eleven_make.ts";

export function tables(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "diff adding a secret to env file",
      (k, add) =>
        `diff --git a/.env.production b/.env.production\nindex 3f1a2b4..9c8d7e6 100644\n--- a/.env.production\n+++ b/.env.production\n@@ -3,4 +3,5 @@ APP_URL=https://acme.example\n MAIL_FROM=noreply@acme.example\n-POSTMARK_TOKEN=\n+POSTMARK_TOKEN=${
          add(guid())
        }\n+ALGOLIA_ADMIN_KEY=${k(32, HEX)}`,
    ),
    S(
      "assignment",
      "diff replacing a literal password with a variable",
      (_k, add) =>
        `@@ -12,7 +12,7 @@ database:\n   host: db.internal\n   user: app\n-  password: ${
          add(pwd())
        }\n+  password: \${DB_PASSWORD}\n   pool: 10`,
    ),
    S(
      "assignment",
      "git show of a commit that leaked a key",
      (k) =>
        `commit ${
          g(40, HEX)
        }\nAuthor: Dev <dev@acme.example>\nDate:   Wed Jun 12 10:22:31 2024 +0200\n\n    wire up mailchimp\n\ndiff --git a/src/mail.js b/src/mail.js\n+const MC_KEY = "${
          k(32, HEX)
        }-us21";`,
    ),
    S(
      "assignment",
      "diff hardcoding a gmail app password",
      (_k, add) =>
        `--- a/settings.py\n+++ b/settings.py\n@@ -40,3 +40,3 @@\n-EMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]\n+EMAIL_HOST_PASSWORD = "${
          add(g(16, LOWER))
        }"`,
    ),
    S(
      "output",
      "psql table with password column",
      (_k, add) =>
        `app=# select id, username, api_password from service_accounts;\n id | username  |  api_password\n----+-----------+------------------\n  1 | exporter  | ${
          add(pwd())
        }\n  2 | importer  | ${add(pwd())}\n(2 rows)`,
    ),
    S(
      "output",
      "psql expanded display with token",
      (k) =>
        `app=# \\x\nExpanded display is on.\napp=# select * from oauth_tokens limit 1;\n-[ RECORD 1 ]-+------------------------------------------\nid            | 991\nprovider      | google\nrefresh_token | 1//0${
          k(100, BASE64URL)
        }\nexpires_at    | 2024-06-12 11:22:31+00`,
    ),
    S(
      "output",
      "mysql table box output",
      (k) =>
        `+----+----------+----------------------------------+\n| id | name     | secret                           |\n+----+----------+----------------------------------+\n|  1 | zapier   | ${
          k(32, HEX)
        } |\n+----+----------+----------------------------------+\n1 row in set (0.00 sec)`,
    ),
    S(
      "output",
      "markdown table of environments",
      (k, add) =>
        `| env | DB user | DB password | API key |\n|-----|---------|-------------|---------|\n| staging | app | \`${
          add(urlPwd())
        }\` | \`${k(32, HEX)}\` |\n| prod | app | (in vault) | (in vault) |`,
    ),
    S(
      "output",
      "csv export with credentials",
      (_k, add) =>
        `name,url,username,password\nRouter,https://192.168.1.1,admin,${
          add(pwd())
        }\nNAS,https://nas.local:5001,backup,"${add(pwd())}"`,
    ),
    S(
      "output",
      "box drawing table from cli",
      (k) =>
        `┌──────────────┬──────────────────────────────────────────┐\n│ Name         │ Value                                    │\n├──────────────┼──────────────────────────────────────────┤\n│ deploy_token │ ${
          k(40, LOWER_DIGITS)
        } │\n│ region       │ fra1                                     │\n└──────────────┴──────────────────────────────────────────┘`,
    ),
    S(
      "output",
      "tsv of signing keys per environment",
      (k) =>
        `env\tservice\tsigning_key\trotated\nprod\tpayments\t${
          k(64, HEX)
        }\t2024-06-01\nstaging\tpayments\t${k(64, HEX)}\t2024-05-20`,
    ),
    S(
      "encoded",
      "json escaped inside json string",
      (k) =>
        `{"event":"tool_result","payload":"{\\"status\\":200,\\"body\\":\\"{\\\\\\"token\\\\\\":\\\\\\"${
          k(48, BASE64URL)
        }\\\\\\"}\\"}"}`,
    ),
    S(
      "encoded",
      "json string with escaped newline around password",
      (_k, add) =>
        `{"content":"DB_HOST=db\\nDB_USER=app\\nDB_PASS=${add(urlPwd())}\\nDB_NAME=app\\n"}`,
    ),
    S("encoded", "json with unicode escapes inside secret", (_k, add) => {
      const a = add(g(12));
      const b = add(g(12));
      return `{"webhook_secret":"${a}\\u002d${b}"}`;
    }),
    S(
      "output",
      "http request raw with cookie and csrf",
      (k) =>
        `POST /account/email HTTP/1.1\nHost: app.acme.example\nCookie: __Host-session=${
          k(43, BASE64URL)
        }; theme=dark\nX-CSRF-Token: ${
          k(43, BASE64URL)
        }\nContent-Type: application/x-www-form-urlencoded\n\nemail=new%40acme.example`,
    ),
    S(
      "output",
      "http response set-cookie",
      (k) =>
        `HTTP/1.1 200 OK\nDate: Wed, 12 Jun 2024 10:22:31 GMT\nSet-Cookie: connect.sid=s%3A${
          k(32, BASE64URL)
        }.${k(43, BASE64URL)}; Path=/; HttpOnly; Secure; SameSite=Lax\nContent-Length: 0`,
    ),
    S(
      "output",
      "http response oauth token json",
      (k) =>
        `HTTP/2 200\ncontent-type: application/json\n\n{"access_token":"${
          k(64, BASE64URL)
        }","token_type":"Bearer","expires_in":7200,"refresh_token":"${
          k(64, BASE64URL)
        }","scope":"read write"}`,
    ),
    S(
      "output",
      "httpie output with api key header",
      (k) =>
        `$ http GET api.pinecone.io/indexes Api-Key:pcsk_${g(6)}_${
          k(60)
        }\nHTTP/1.1 200 OK\ncontent-type: application/json`,
    ),
    S(
      "output",
      "browser devtools copy as fetch",
      (_k, add) =>
        `fetch("https://app.acme.example/api/graphql", {\n  "headers": {\n    "accept": "*/*",\n    "authorization": "Bearer ${
          jwt("RS256", {
            iss: "https://auth.acme.example/",
            sub: "auth0|" + g(24, HEX),
            aud: "acme-api",
            iat: 1718187751,
            exp: 1718274151,
          }, add).token
        }",\n    "content-type": "application/json"\n  },\n  "method": "POST"\n});`,
    ),
    S(
      "output",
      "har entry with authorization header",
      (k) =>
        `{\n  "request": {\n    "method": "GET",\n    "url": "https://api.notion.com/v1/users/me",\n    "headers": [\n      { "name": "Authorization", "value": "Bearer ntn_${
          k(46)
        }" },\n      { "name": "Notion-Version", "value": "2022-06-28" }\n    ]\n  }\n}`,
    ),
    S(
      "output",
      "grpcurl with metadata header",
      (k) =>
        `grpcurl -H 'authorization: Bearer ${
          k(64, HEX)
        }' -d '{"id": 7}' api.internal:443 acme.v1.Orders/Get`,
    ),
    S("output", "wireshark follow http stream basic auth", (_k, add) => {
      const enc = b64(`admin:${urlPwd()}`);
      add(enc.replace(/=+$/, ""));
      return `GET /cgi-bin/status HTTP/1.0\r\nHost: 192.168.1.20\r\nAuthorization: Basic ${enc}\r\n\r\nHTTP/1.0 200 OK`;
    }),
    S("output", "smtp session transcript auth plain", (_k, add) => {
      const enc = b64(`\0alerts@acme.example\0${pwd()}`);
      add(enc.replace(/=+$/, ""));
      return `S: 250-AUTH PLAIN LOGIN\nC: AUTH PLAIN ${enc}\nS: 235 2.7.0 Authentication successful`;
    }),
    S(
      "output",
      "redis monitor shows auth",
      (_k, add) =>
        `1718187751.221 [0 10.0.0.5:51234] "AUTH" "default" "${
          add(g(32, ALNUM))
        }"\n1718187751.224 [0 10.0.0.5:51234] "GET" "session:991"`,
    ),
    S(
      "output",
      "ftp log with PASS command",
      (_k, add) =>
        `220 ProFTPD Server ready.\nUSER upload\n331 Password required for upload\nPASS ${
          add(pwd())
        }\n230 User upload logged in`,
    ),
    S(
      "output",
      "terraform plan shows changed secret without sensitive",
      (_k, add) =>
        `  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "main"\n      ~ password = "${
          add(pwd())
        }" -> "${add(pwd())}"\n    }`,
    ),
    S(
      "output",
      "ansible verbose task output",
      (_k, add) =>
        `TASK [mysql : create user] ****\nok: [db1] => {"changed": false, "user": "wp", "password": "${
          add(pwd())
        }", "host": "%"}`,
    ),
    S(
      "output",
      "jest snapshot failure with token",
      (k) =>
        `- Snapshot  - 1\n+ Received  + 1\n\n  Object {\n-   "token": "[REDACTED]",\n+   "token": "${
          k(40, BASE64URL)
        }",\n  }`,
    ),
    S(
      "output",
      "pytest assertion diff with secret",
      (_k, add) =>
        `E       AssertionError: assert {'password': '${
          add(pwd())
        }', 'user': 'svc'} == {'password': '***', 'user': 'svc'}`,
    ),
    S(
      "output",
      "valgrind-free c program prints config",
      (k) =>
        `config.c:44 loaded: mqtt_user=sensor7 mqtt_pass=${
          k(24, LOWER_DIGITS)
        } broker=tls://10.0.0.2:8883`,
    ),
    S(
      "output",
      "php error page with env dump",
      (_k, add) =>
        `Whoops! There was an error.\nEnvironment & details:\nAPP_ENV\t"local"\nAPP_KEY\t"base64:${
          add(g(43, BASE64))
        }="\nDB_PASSWORD\t"${add(pwd())}"`,
    ),
    S(
      "output",
      "laravel log with query bindings",
      (_k, add) =>
        `[2024-06-12 10:22:31] local.DEBUG: select * from users where email = ? and password = ? ["qa@acme.example","${
          add(pwd())
        }"]`,
    ),
    S(
      "output",
      "chrome netlog like query of signed url",
      (k) =>
        `t=5123 [st=0] URL_REQUEST_START_JOB  --> url = "https://cdn.acme.example/private/report.pdf?Expires=1718274151&Signature=${
          k(172, BASE64URL)
        }&Key-Pair-Id=K${g(13, UPPER_NUM)}"`,
    ),
    S(
      "output",
      "windows event log xml with password",
      (_k, add) =>
        `<EventData>\n  <Data Name="CommandLine">net user svc_sql ${
          add(pwd())
        } /add</Data>\n  <Data Name="User">CORP\\admin</Data>\n</EventData>`,
    ),
    S(
      "output",
      "dmesg style line with wifi key",
      (k) => `[  12.442] wlan0: set_key: psk=${k(64, HEX)} ssid=Office-5G`,
    ),
    S(
      "output",
      "ps aux shows password flag",
      (_k, add) =>
        `postgres  1211  0.0  0.3 ... /usr/bin/pg_dump --dbname=postgresql://backup:${
          add(urlPwd())
        }@localhost/shop -Fc`,
    ),
    S(
      "output",
      "top-like proc cmdline dump with nulls as spaces",
      (k) =>
        `$ cat /proc/4412/cmdline | tr '\\0' ' '\njava -jar app.jar --spring.datasource.password=${
          k(20, ALNUM)
        } --server.port=8080`,
    ),
    S(
      "output",
      "xml soap fault echoing credentials",
      (_k, add) =>
        `<soap:Envelope><soap:Header><wsse:Security><wsse:UsernameToken><wsse:Username>partner</wsse:Username><wsse:Password Type="PasswordText">${
          add(pwd())
        }</wsse:Password></wsse:UsernameToken></wsse:Security></soap:Header></soap:Envelope>`,
    ),
    S(
      "output",
      "yaml dump from helm get values",
      (k, add) =>
        `$ helm get values grafana -n monitoring\nUSER-SUPPLIED VALUES:\nadminPassword: ${
          add(pwd())
        }\ngrafana.ini:\n  auth.github:\n    client_secret: ${k(40, HEX)}`,
    ),
  ];
}
