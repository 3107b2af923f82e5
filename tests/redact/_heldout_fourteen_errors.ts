/**
 * Corpus fourteen, error messages and stack traces that print the secret: exceptions carrying a
 * DSN or a config, failed auth echoing a header, panics dumping a struct, PHP traces with
 * arguments, framework binding errors that show the value, test failures with a diff.
 */
import {
  BASE64,
  BASE64URL,
  d,
  DIGITS,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  plain,
  pw,
  S,
} from "./_heldout_fourteen_make.ts";

export function errorsAndTraces(): HeldOutSecret[] {
  return [
    S(
      "output",
      "python: pytest --showlocals with a DSN local",
      (_k, add) =>
        `    def connect(self):\n>       return psycopg.connect(self.dsn)\nE       psycopg.OperationalError: connection failed: Connection refused\n\nself       = <app.db.Pool object at 0x7f3a2c1d0e50>\ndsn        = 'postgresql://app:${
          add(plain())
        }@10.0.3.14:5432/app'`,
    ),
    S(
      "output",
      "python: a KeyError whose key is the token",
      (k) =>
        `Traceback (most recent call last):\n  File "/srv/app/auth.py", line 41, in lookup\n    return TENANTS[token]\nKeyError: 'tk_${
          k(32)
        }'`,
    ),
    S(
      "output",
      "python: a Werkzeug debugger frame's locals",
      (k) =>
        `File "/app/app.py", line 18, in create_app\n    app.config.from_mapping(cfg)\n[locals] cfg = {'SECRET_KEY': '${
          k(48, BASE64URL)
        }', 'DEBUG': True}`,
    ),
    S(
      "output",
      "python: requests' ConnectionError quoting the proxy URL",
      (_k, add) =>
        `requests.exceptions.ProxyError: HTTPSConnectionPool(host='api.example.com', port=443): Max retries exceeded with url: /v1/jobs (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 407 Proxy Authentication Required')))\nproxies={'https': 'http://jsmith:${
          add(plain())
        }@proxy.corp.example:3128'}`,
    ),
    S(
      "output",
      "java: a PSQLException with the JDBC URL in the message",
      (_k, add) =>
        `org.postgresql.util.PSQLException: Connection to db:5432 refused. URL: jdbc:postgresql://db:5432/orders?user=orders&password=${
          add(plain())
        }&ssl=true\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)`,
    ),
    S(
      "output",
      "java: Spring Boot's failed binding shows the value",
      (_k, add) =>
        `***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'spring.datasource.hikari.password' to java.lang.String:\n\n    Property: spring.datasource.hikari.password\n    Value: "${
          add(pw())
        }"\n    Origin: System Environment Property "SPRING_DATASOURCE_HIKARI_PASSWORD"`,
    ),
    S(
      "output",
      "java: a Lombok toString in an exception message",
      (_k, add) =>
        `java.lang.IllegalStateException: cannot open pool for MailSettings(host=smtp.example.com, port=587, username=noreply, password=${
          add(plain())
        }, tls=true)`,
    ),
    S(
      "output",
      "go: a panic with a %+v struct dump",
      (_k, add) =>
        `panic: invalid config: &{Addr:redis:6379 Username:default Password:${
          add(plain())
        } DB:0 TLS:false}\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/worker/main.go:37 +0x1e5\nexit status 2`,
    ),
    S(
      "output",
      "go: a test failure with got and want tokens",
      (k) =>
        `--- FAIL: TestSignRequest (0.00s)\n    sign_test.go:44: header = "HMAC ${
          k(44, BASE64)
        }", want "HMAC ${k(44, BASE64)}"\nFAIL`,
    ),
    S(
      "output",
      "go: strconv error echoing a misplaced secret",
      (k) =>
        `2025/11/05 10:12:03 config: PORT: strconv.Atoi: parsing "${k(32, HEX)}": invalid syntax`,
    ),
    S(
      "output",
      "rust: unwrap on an Err with a Debug config",
      (k) =>
        `thread 'main' panicked at src/main.rs:22:10:\ncalled \`Result::unwrap()\` on an \`Err\` value: Config { endpoint: "https://api.example.com", api_key: "${
          k(40)
        }", retries: 3 }\nnote: run with \`RUST_BACKTRACE=1\``,
    ),
    S(
      "output",
      "node: FetchError with credentials in the URL",
      (_k, add) =>
        `FetchError: request to https://admin:${
          add(plain())
        }@search.internal:9200/_bulk failed, reason: connect ECONNREFUSED 10.0.2.7:9200\n    at ClientRequest.<anonymous> (node_modules/node-fetch/lib/index.js:1505:11)`,
    ),
    S(
      "output",
      "node: util.inspect of a client's options in an error",
      (_k, add) =>
        `Error: Connection is closed.\n    at close (node_modules/ioredis/built/redis/event_handler.js:189:25) {\n  options: { host: 'cache', port: 6380, password: '${
          add(plain())
        }', tls: {} }\n}`,
    ),
    S(
      "output",
      "node: an unhandled rejection printing request headers",
      (k) =>
        `[UnhandledPromiseRejection] HTTPError: Response code 401 (Unauthorized)\n  request: { method: 'POST', url: 'https://api.vendor.example/v2/send', headers: { 'x-api-key': '${
          k(40)
        }' } }`,
    ),
    S(
      "output",
      "php: a PDO stack trace with constructor arguments",
      (_k, add) =>
        `PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/src/Db.php:14\nStack trace:\n#0 /var/www/src/Db.php(14): PDO->__construct('mysql:host=db;d...', 'shop', '${
          add(plain())
        }', Array)\n#1 /var/www/index.php(8): Db::connect()\n#2 {main}`,
    ),
    S(
      "output",
      "php: a mysqli warning echoing the call",
      (_k, add) =>
        `Warning: mysqli_connect(): (HY000/1045): Access denied for user 'root'@'localhost' (using password: YES) in /var/www/html/config.php on line 5\n5: $link = mysqli_connect('localhost', 'root', '${
          add(plain())
        }');`,
    ),
    S(
      "output",
      "ruby: a Faraday error with the request headers",
      (k) =>
        `Faraday::UnauthorizedError: the server responded with status 401\n  response: {:status=>401, :request=>{:method=>:get, :url=>"https://api.example.com/me", :headers=>{"Authorization"=>"Token token=${
          k(32, HEX)
        }"}}}`,
    ),
    S(
      "output",
      "elixir: a crash report with a keyword list",
      (_k, add) =>
        `** (DBConnection.ConnectionError) tcp connect (db:5432): connection refused - :econnrefused\n    opts: [hostname: "db", username: "postgres", password: "${
          add(plain())
        }", database: "app_prod"]`,
    ),
    S(
      "output",
      "erlang: a supervisor report with a password tuple",
      (_k, add) =>
        `=SUPERVISOR REPORT==== 5-Nov-2025::10:14:02 ===\n    supervisor: {local,amqp_sup}\n    offender: [{pid,<0.412.0>},{mfargs,{amqp_client,start,[[{username,<<"app">>},{password,<<"${
          add(plain())
        }">>}]]}}]`,
    ),
    S(
      "output",
      ".net: an exception logging the whole connection string",
      (_k, add) =>
        `fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]\n      An error occurred using the connection to database 'Shop' on server 'sql01'.\n      ConnectionString: Server=sql01;Database=Shop;User Id=shop_app;Password=${
          add(plain())
        };Encrypt=True`,
    ),
    S(
      "output",
      "failed auth: an API error echoing the key it got",
      (k) =>
        `{"error":{"code":"invalid_api_key","message":"No tenant has the key ${
          k(40)
        }. Check the dashboard."}}`,
    ),
    S(
      "output",
      "failed auth: nginx logging the Authorization header",
      (k) =>
        `2025/11/05 10:20:01 [error] 31#31: *99 auth request unexpected status: 500 while sending to client, client: 10.0.0.5, request: "GET /admin HTTP/1.1", host: "ops.example.com", auth: "Bearer ${
          k(48, BASE64URL)
        }"`,
    ),
    S(
      "output",
      "failed auth: AWS SignatureDoesNotMatch with the security token",
      (k) =>
        `An error occurred (SignatureDoesNotMatch) when calling the ListObjects operation: The request signature we calculated does not match the signature you provided.\nCanonical request:\nGET\n/\nlist-type=2\nhost:bucket.s3.amazonaws.com\nx-amz-security-token:IQoJb3JpZ2luX2Vj${
          k(180, BASE64)
        }`,
    ),
    S(
      "output",
      "psql: a password with @ mistaken for the host",
      (_k, add) =>
        `psql: error: could not translate host name "${
          add(d(10) + "@" + d(6))
        }@db.internal" to address: Name or service not known`,
    ),
    S(
      "output",
      "git: fatal error showing a token in the remote URL",
      (k) =>
        `fatal: unable to access 'https://oauth2:glpat-${
          k(20, LOWER_DIGITS + "_-")
        }@gitlab.example.com/team/app.git/': The requested URL returned error: 403`,
    ),
    S(
      "output",
      "terraform: a diagnostic quoting the source line",
      (_k, add) =>
        `╷\n│ Error: Invalid value for "password"\n│\n│   on rds.tf line 14, in resource "aws_db_instance" "main":\n│   14:   password = "${
          add(plain())
        }"\n│\n│ Must be at least 8 characters and contain no '/'.\n╵`,
    ),
    S(
      "output",
      "ansible: a FAILED! result with the command line",
      (_k, add) =>
        `fatal: [db1]: FAILED! => {"changed": true, "cmd": "mysql -uroot -p'${
          add(plain())
        }' -e 'CREATE DATABASE app'", "rc": 1, "stderr": "ERROR 1007 (HY000): Can't create database 'app'; database exists"}`,
    ),
    S(
      "output",
      "systemd: status CGroup line with the token flag",
      (k) =>
        `● exporter.service - Metrics exporter\n     Active: failed (Result: exit-code)\n     CGroup: /system.slice/exporter.service\n             └─812 /usr/local/bin/exporter --listen :9100 --api-token=${
          k(36)
        }`,
    ),
    S(
      "output",
      "kubectl describe: a pod's plain environment",
      (k) =>
        `    Environment:\n      LOG_LEVEL:        info\n      PAYMENT_API_KEY:  ${
          k(40)
        }\n      DB_PASSWORD:      <set to the key 'password' in secret 'db'>  Optional: false`,
    ),
    S(
      "output",
      "jest: a failing toEqual diff with a config",
      (k) =>
        `    - Expected  - 1\n    + Received  + 1\n\n      Object {\n    -   "apiKey": "test-key",\n    +   "apiKey": "${
          k(36)
        }",\n        "region": "eu-west-1",`,
    ),
    S(
      "output",
      "pytest: assertion rewrite showing the headers",
      (k) =>
        `E       AssertionError: assert 403 == 200\nE        +  where 403 = <Response [403]>.status_code\nE        +    where <Response [403]> = post('/v1/ingest', headers={'X-Api-Key': '${
          k(32)
        }'})`,
    ),
    S(
      "output",
      "android: logcat FATAL EXCEPTION with a key in the URL",
      (k) =>
        `E AndroidRuntime: FATAL EXCEPTION: OkHttp Dispatcher\nE AndroidRuntime: java.io.IOException: unexpected end of stream on https://maps.vendor.example/v3/tiles?api_key=${
          k(32, HEX)
        }`,
    ),
    S(
      "output",
      "sentry: an event's request headers",
      (k) =>
        `"request": {"url": "https://app.example.com/api/export", "headers": {"Authorization": "Bearer ${
          k(40, BASE64URL)
        }", "Accept": "application/json"}}`,
    ),
    S(
      "output",
      "mongo: a parse error quoting the URI",
      (_k, add) =>
        `MongoParseError: Invalid connection string "mongodb://root:${
          add(plain())
        }@mongo-0,mongo-1/?replicaSet=rs0&authSource=adminx"`,
    ),
    S(
      "output",
      "curl: verbose output of a rejected bearer token",
      (k) =>
        `> POST /v1/messages HTTP/2\n> authorization: Bearer ${
          k(64, LOWER_DIGITS)
        }\n>\n< HTTP/2 401\n< www-authenticate: Bearer error="invalid_token"`,
    ),
    S(
      "output",
      "twilio: an error object printed with the auth token",
      (k) =>
        `RestException [Error]: Authenticate\n    status: 401,\n    code: 20003,\n    accountSid: 'AC${
          d(32, HEX)
        }',\n    authToken: '${k(32, HEX)}'`,
    ),
    S(
      "output",
      "php: Laravel's log with the mail password in the context",
      (_k, add) =>
        `[2025-11-05 10:31:07] production.ERROR: Connection could not be established with host "smtp.mailgun.org:587" {"exception":"[object] (Symfony\\\\Component\\\\Mailer\\\\Exception\\\\TransportException(code: 0))","username":"postmaster@mg.example.com","password":"${
          add(plain())
        }"}`,
    ),
    S(
      "output",
      "a panic in a CLI printing the parsed flags",
      (k) =>
        `Error: unknown shorthand flag: 'x' in -xv\nparsed: {Token:${d(10, DIGITS)}:${
          k(35, BASE64URL)
        } Chat:-100123 Verbose:true}`,
    ),
    S(
      "output",
      "node: TokenExpiredError logged with the token it rejected",
      (k) =>
        `TokenExpiredError: jwt expired\n    at verify (node_modules/jsonwebtoken/verify.js:190:21)\n  expiredAt: 2025-11-05T09:00:00.000Z,\n  token: '${
          jwt({ uid: d(6, DIGITS), scope: "admin", exp: 1762333200 }, k)
        }'`,
    ),
  ];
}
