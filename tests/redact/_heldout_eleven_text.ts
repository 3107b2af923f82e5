/**
 * Corpus eleven, text that tools print: logs with timestamps and ANSI colours, stack traces and
 * crash reports, diffs, tables (psql, Markdown, CSV, box drawing), JSON inside JSON, and HTTP
 * requests and responses.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  B32,
  BASE64URL,
  DIGITS,
  g,
  HEX,
  LOWER_DIGITS,
  pwd,
  S,
  urlPwd,
} from "./_heldout_eleven_make.ts";

const ESC = "\u001b";

export function text(): HeldOutSecret[] {
  return [
    S(
      "output",
      "log line with ansi colours around key",
      (k) =>
        `${ESC}[32m2024-06-12T10:22:31.118Z${ESC}[0m ${ESC}[36mINFO${ESC}[0m ai-client: using key ${ESC}[33msk-ant-api03-${
          k(93, BASE64URL)
        }AA${ESC}[0m for model claude-3-5-sonnet`,
    ),
    S(
      "output",
      "debug log of outgoing headers object",
      (k) =>
        `[DEBUG] 2024-06-12 10:22:31,552 urllib3.connectionpool: headers={'User-Agent': 'python-requests/2.31', 'Authorization': 'Bearer ${
          k(40, BASE64URL)
        }', 'Accept': '*/*'}`,
    ),
    S(
      "output",
      "structured json log with token field",
      (k) =>
        `{"level":"debug","ts":1718187751.22,"caller":"auth/client.go:88","msg":"refreshed","access_token":"ya29.a0A${
          k(150, BASE64URL)
        }","expires_in":3599}`,
    ),
    S(
      "output",
      "logfmt line with password",
      (_k, add) =>
        `time=2024-06-12T10:22:31Z level=warn msg="retrying connect" host=db-2 user=billing password=${
          add(urlPwd())
        } attempt=3`,
    ),
    S(
      "output",
      "syslog line with secret in query",
      (k) =>
        `Jun 12 10:22:31 web-3 nginx[912]: 10.0.0.8 - - "GET /callback?code=${
          k(20)
        }&client_secret=${k(40, BASE64URL)} HTTP/1.1" 302 0`,
    ),
    S(
      "output",
      "nginx access log with api_key param",
      (k) =>
        `203.0.113.50 - - [12/Jun/2024:10:22:31 +0000] "GET /v2/forecast?lat=52.5&lon=13.4&api_key=${
          k(32, HEX)
        } HTTP/2.0" 200 5123 "-" "okhttp/4.12.0"`,
    ),
    S(
      "output",
      "docker compose up log with env echo",
      (_k, add) =>
        `api-1  | Connecting to postgres://api:${
          add(urlPwd())
        }@db:5432/api\napi-1  | Migrations up to date\napi-1  | Listening on :3000`,
    ),
    S(
      "output",
      "kubernetes pod log with printed config",
      (k) =>
        `2024/06/12 10:22:31 loaded config: &{Port:8080 RedisAddr:redis:6379 RedisPassword:${
          k(32, ALNUM)
        } JWTSecret:${k(48, BASE64URL)}}`,
    ),
    S(
      "output",
      "github actions log with unmasked secret",
      (k) =>
        `2024-06-12T10:22:31.0000000Z ##[group]Run ./deploy.sh\n2024-06-12T10:22:31.0000000Z ./deploy.sh --token glpat-${
          k(20, BASE64URL)
        }\n2024-06-12T10:22:32.0000000Z ##[endgroup]`,
    ),
    S(
      "output",
      "python traceback with connection string",
      (_k, add) =>
        `Traceback (most recent call last):\n  File "/app/worker.py", line 41, in <module>\n    engine = create_engine("mssql+pyodbc://sa:${
          add(urlPwd())
        }@sql01/warehouse?driver=ODBC+Driver+18")\n  File "/usr/lib/python3.12/site-packages/sqlalchemy/engine/create.py", line 552, in create_engine\nsqlalchemy.exc.OperationalError: (pyodbc.OperationalError) Login timeout expired`,
    ),
    S(
      "output",
      "python traceback with local variables",
      (k) =>
        `  File "/app/billing.py", line 17, in charge\n    raise PaymentError(resp.text)\n    locals: amount=1999 currency='eur' api_key='sk_live_${
          k(99)
        }'\nbilling.PaymentError: {"error": {"type": "card_error"}}`,
    ),
    S(
      "output",
      "java exception with jdbc url password",
      (_k, add) =>
        `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "orders"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\nCaused by: url=jdbc:postgresql://db:5432/orders?user=orders&password=${
          add(urlPwd())
        }`,
    ),
    S(
      "output",
      "node unhandled rejection printing config",
      (k) =>
        `(node:4412) UnhandledPromiseRejectionWarning: Error: Request failed with status code 401\n    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)\n  config: {\n    headers: {\n      Accept: 'application/json',\n      'X-Shopify-Access-Token': 'shpat_${
          k(32, HEX)
        }'\n    },`,
    ),
    S(
      "output",
      "go panic with struct dump",
      (_k, add) =>
        `panic: dial tcp 10.0.3.4:5672: connect: connection refused\n\ngoroutine 1 [running]:\nmain.mustConnect({0xc0000b2000, 0x3f}, {0xc0000a6180, 0x5, ...})\n\t/src/main.go:27 +0x1c5\n// url was amqp://app:${
          add(urlPwd())
        }@10.0.3.4:5672/`,
    ),
    S(
      "output",
      "rust panic message with token",
      (k) =>
        `thread 'main' panicked at src/notify.rs:52:10:\ncalled \`Result::unwrap()\` on an \`Err\` value: Http { status: 403, url: "https://discord.com/api/webhooks/${
          g(19, DIGITS)
        }/${k(68, BASE64URL)}" }`,
    ),
    S(
      "output",
      "crash report environment section",
      (_k, add) =>
        `--- Crash Report ---\nApp: acme-desktop 3.2.1 (build 5510)\nOS: macOS 14.5 (23F79)\nException: EXC_BAD_ACCESS (SIGSEGV)\n\nEnvironment:\n  ACME_LICENSE_KEY=${
          add(`${g(5, B32)}-${g(5, B32)}-${g(5, B32)}-${g(5, B32)}`)
        }\n  ACME_SYNC_PASSWORD=${add(pwd())}`,
    ),
    S(
      "output",
      "sentry breadcrumb json with cookie",
      (k) =>
        `{"category":"fetch","data":{"method":"GET","url":"/api/me","request_headers":{"cookie":"sessionid=${
          k(32, LOWER_DIGITS)
        }; csrftoken=${k(32, ALNUM)}"}},"level":"info"}`,
    ),
  ];
}
