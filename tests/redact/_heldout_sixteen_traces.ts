/**
 * Corpus sixteen, stack traces: a secret in the message, the locals or a printed config of a long
 * stack trace or test failure, in eight languages.
 */
import {
  draw,
  ghBody,
  type HeldOutSecret,
  HEX,
  hex,
  lines,
  num,
  pass,
  pick,
  S,
  startClock,
} from "./_heldout_sixteen_make.ts";

/** Python frames of a long traceback. */
function pyFrames(n: number): string[] {
  return lines(n, () => {
    const mod = pick([
      "sqlalchemy/engine/base.py",
      "sqlalchemy/pool/base.py",
      "celery/app/trace.py",
      "django/core/handlers/base.py",
      "psycopg/connection.py",
    ]);
    return `  File "/usr/local/lib/python3.12/site-packages/${mod}", line ${num(40, 2400)}, in ${
      pick(["_execute_context", "connect", "__call__", "_get_response", "_connect"])
    }\n    ${
      pick([
        "return self._connection_cls(self)",
        "conn = cls._connect(conninfo)",
        "response = wrapped_callback(request)",
        "R = retval = fun(*args, **kwargs)",
      ])
    }`;
  });
}

/** Java frames of a long trace. */
function javaFrames(n: number): string[] {
  return lines(
    n,
    () =>
      `\tat ${
        pick([
          "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl",
          "com.zaxxer.hikari.pool.HikariPool.createPoolEntry",
          "org.springframework.beans.factory.support.AbstractBeanFactory.getBean",
          "java.base/java.lang.Thread.run",
        ])
      }(${
        pick([
          "ConnectionFactoryImpl.java",
          "HikariPool.java",
          "AbstractBeanFactory.java",
          "Thread.java",
        ])
      }:${num(40, 900)})`,
  );
}

/** Node frames. */
function nodeFrames(n: number): string[] {
  return lines(
    n,
    () =>
      `    at ${
        pick([
          "Socket.<anonymous>",
          "RedisSocket.#createSocket",
          "process.processTicksAndRejections",
          "async Promise.all",
          "Object.handler",
        ])
      } (${
        pick([
          "node:internal/process/task_queues:95:5",
          `/app/node_modules/@redis/client/dist/lib/client/socket.js:${num(10, 300)}:${num(1, 80)}`,
          `/app/dist/server.js:${num(10, 9000)}:${num(1, 80)}`,
        ])
      })`,
  );
}

/** Go goroutine frames. */
function goFrames(n: number): string[] {
  return lines(
    n,
    () =>
      `${
        pick([
          "github.com/jackc/pgx/v5/pgconn.connect",
          "main.(*App).Run",
          "net/http.(*conn).serve",
          "github.com/acme/billing/internal/store.Open",
        ])
      }(${["0x", hex(10)].join("")}, 0x${hex(10)})\n\t${
        pick([
          "/go/pkg/mod/github.com/jackc/pgx/v5@v5.7.1/pgconn/pgconn.go",
          "/src/cmd/billing/main.go",
          "/usr/local/go/src/net/http/server.go",
        ])
      }:${num(20, 3000)} +0x${hex(3)}`,
  );
}

/** Ruby frames. */
function rubyFrames(n: number): string[] {
  return lines(
    n,
    () =>
      `${
        pick([
          "/usr/local/bundle/gems/faraday-2.12.0/lib/faraday/response/raise_error.rb",
          "/app/app/services/billing/sync.rb",
          "/usr/local/bundle/gems/activejob-7.2.1/lib/active_job/execution.rb",
        ])
      }:${num(10, 400)}:in '${pick(["on_complete", "call", "perform_now", "block in run"])}'`,
  );
}

/** The family's traces: written one by one, each its own language and situation. */
function traces(): HeldOutSecret[] {
  return [
    S("url", "Python traceback from psycopg naming the DSN", (k) => {
      startClock();
      return [
        `Traceback (most recent call last):`,
        ...pyFrames(num(25, 45)),
        `psycopg.OperationalError: connection failed: FATAL:  password authentication failed for user "shop"`,
        `(Background on this error at: https://sqlalche.me/e/20/e3q8)`,
        `DSN: postgresql://shop:${k(22)}@10.0.4.12:5432/shop`,
      ].join("\n");
    }),
    S(
      "output",
      "Python traceback with locals from a Sentry-style dump",
      (k) =>
        [
          `Traceback (most recent call last):`,
          ...pyFrames(num(20, 40)),
          `  Local variables:`,
          `    self = <StripeClient object at 0x7f${hex(10)}>`,
          `    api_key = 'sk_live_${k(99)}'`,
          `    idempotency_key = '${hex(8)}-${hex(4)}'`,
          `stripe.error.RateLimitError: Request req_${draw(14)}: Too many requests`,
        ].join("\n"),
    ),
    S(
      "url",
      "Java trace of Hikari with the JDBC URL",
      (k) =>
        [
          `2026-11-27 10:41:07.118 ERROR 1 --- [main] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Exception during pool initialization.`,
          `org.postgresql.util.PSQLException: FATAL: no pg_hba.conf entry for host "10.2.0.7"`,
          ...javaFrames(num(30, 70)),
          `Caused by: java.lang.IllegalStateException: Failed to connect with jdbc:postgresql://db.internal:5432/ledger?user=ledger&password=${
            k(20)
          }&ssl=true`,
          ...javaFrames(num(10, 20)),
          `\t... ${num(20, 80)} common frames omitted`,
        ].join("\n"),
    ),
    S(
      "url",
      "Node ECONNREFUSED with a redis URL",
      (k) =>
        [
          `Error: connect ECONNREFUSED 10.0.3.9:6379`,
          ...nodeFrames(num(12, 30)),
          `{`,
          `  errno: -111,`,
          `  code: 'ECONNREFUSED',`,
          `  syscall: 'connect',`,
          `  address: '10.0.3.9',`,
          `  port: 6379,`,
          `  url: 'redis://:${k(32)}@10.0.3.9:6379/0'`,
          `}`,
          ``,
          `Node.js v22.11.0`,
        ].join("\n"),
    ),
    S(
      "url",
      "Go panic printing a config struct",
      (k) =>
        [
          `panic: failed to connect to \`user=billing database=billing\`: server error (FATAL: password authentication failed (SQLSTATE 28P01))`,
          ``,
          `config: &{Addr::8080 DSN:postgres://billing:${
            k(24)
          }@pg.internal:5432/billing LogLevel:info}`,
          ``,
          `goroutine 1 [running]:`,
          ...goFrames(num(15, 40)),
          `exit status 2`,
        ].join("\n"),
    ),
    S(
      "output",
      "Ruby Faraday error printing request headers",
      (k) =>
        [
          `Faraday::UnauthorizedError: the server responded with status 401`,
          `request: {method: :post, url: "https://api.example-billing.com/v2/invoices", headers: {"Authorization"=>"Token token=${
            k(40)
          }", "User-Agent"=>"Faraday v2.12.0"}}`,
          ...rubyFrames(num(20, 50)),
        ].join("\n"),
    ),
    S(
      "output",
      ".NET exception with a connection string",
      (_k, add) =>
        [
          `Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'shop_app'.`,
          ...lines(num(20, 40), () =>
            `   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction) in /_/src/Microsoft.Data.SqlClient/SqlInternalConnection.cs:line ${
              num(100, 900)
            }`),
          `ConnectionString: Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=shop;User ID=shop_app;Password=${
            pass(add)
          };Encrypt=True;`,
          `ClientConnectionId:${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
        ].join("\n"),
    ),
    S(
      "output",
      "pytest failure diff showing a token in settings",
      (_k, add) =>
        [
          `=================================== FAILURES ===================================`,
          `____________________________ test_settings_loaded _____________________________`,
          ``,
          `    def test_settings_loaded():`,
          `>       assert settings.as_dict() == EXPECTED`,
          `E       AssertionError: assert {...} == {...}`,
          `E         Differing items:`,
          `E         {'github_token': 'ghp_${add(ghBody())}'} != {'github_token': None}`,
          `E         Use -v to get more diff`,
          ``,
          ...lines(
            num(30, 60),
            (i) => `tests/test_${pick(["api", "models", "settings"])}.py::test_case_${i} PASSED`,
          ),
          `=========================== short test summary info ============================`,
          `FAILED tests/test_settings.py::test_settings_loaded - AssertionError`,
        ].join("\n"),
    ),
    S(
      "output",
      "Rust panic with a debug-printed config",
      (k) =>
        [
          `thread 'main' panicked at src/main.rs:${num(10, 300)}:${num(1, 40)}:`,
          `called \`Result::unwrap()\` on an \`Err\` value: Config { api_base: "https://api.acme.dev", api_secret: "${
            k(48)
          }", retries: 3 }`,
          `stack backtrace:`,
          ...lines(num(15, 35), (i) =>
            `  ${i}: ${
              pick([
                "std::panicking::begin_panic_handler",
                "core::result::unwrap_failed",
                "acme_sync::main",
                "tokio::runtime::park::CachedParkThread::block_on",
              ])
            }\n             at /rustc/${hex(40)}/library/std/src/panicking.rs:${num(100, 700)}:${
              num(1, 20)
            }`),
        ].join("\n"),
    ),
    S(
      "vendor",
      "PHP fatal error echoing a Mailgun key",
      (k) =>
        [
          `PHP Fatal error:  Uncaught Mailgun\\Exception\\HttpClientException: The parameters passed to the API were invalid. Check your inputs! Unauthorized in /var/www/html/vendor/mailgun/mailgun-php/src/Exception/HttpClientException.php:${
            num(30, 90)
          }`,
          `Stack trace:`,
          ...lines(num(15, 30), (i) =>
            `#${i} /var/www/html/vendor/${
              pick([
                "mailgun/mailgun-php/src/Api/HttpApi.php",
                "laravel/framework/src/Illuminate/Mail/Mailer.php",
                "symfony/mailer/Transport/AbstractTransport.php",
              ])
            }(${num(20, 400)}): ${
              pick([
                "Mailgun\\Api\\HttpApi->handleErrors()",
                "Illuminate\\Mail\\Mailer->send()",
                "Symfony\\Component\\Mailer\\Transport\\AbstractTransport->send()",
              ])
            }`),
          `  thrown with api key key-${k(32, HEX)}`,
        ].join("\n"),
    ),
  ];
}

/** The family: long stack traces of several languages. */
export function buildTraces(): HeldOutSecret[] {
  return traces();
}
