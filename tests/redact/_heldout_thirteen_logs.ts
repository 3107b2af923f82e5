/**
 * Corpus thirteen, logs and inspection output of libraries and platforms eleven's and twelve's
 * write-ups do not name: SDK and HTTP-client debug logging, structured loggers of other languages,
 * journald JSON, Kubernetes events, CloudTrail, and commands that reveal a stored value
 * (`terraform output -json`, `helm get values`, `docker compose config`, `nomad var get`).
 */
import {
  B64,
  draw,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  password,
  S,
  uuid,
} from "./_heldout_thirteen_make.ts";

export function logsAndReveals(): HeldOutSecret[] {
  return [
    S(
      "output",
      "botocore DEBUG log of signed request headers with a session token",
      (k) =>
        `2026-02-11 10:00:01,442 botocore.endpoint [DEBUG] Sending http request: <AWSPreparedRequest stream_output=False, method=POST, url=https://sts.amazonaws.com/, headers={'X-Amz-Security-Token': b'IQoJb3JpZ2luX2VjE${
          k(120, B64)
        }'}>`,
    ),
    S(
      "output",
      "OkHttp HttpLoggingInterceptor header line",
      (k) =>
        `I/okhttp.OkHttpClient: --> GET https://api.internal/v1/profile\nI/okhttp.OkHttpClient: X-Session-Key: ${
          k(40)
        }\nI/okhttp.OkHttpClient: --> END GET`,
    ),
    S(
      "output",
      "Axios error JSON with config.headers",
      (k) =>
        JSON.stringify(
          {
            message: "Request failed with status code 500",
            config: {
              url: "/charges",
              headers: { Accept: "application/json", "X-Api-Key": k(32) },
            },
          },
          null,
          2,
        ),
    ),
    S(
      "output",
      "Go httputil.DumpRequestOut",
      (k) =>
        `POST /v2/events HTTP/1.1\r\nHost: ingest.internal\r\nUser-Agent: Go-http-client/1.1\r\nX-Ingest-Token: ${
          k(36)
        }\r\nContent-Type: application/json\r\n\r\n`,
    ),
    S(
      "output",
      ".NET ILogger structured scope with a connection string",
      (_k, add) =>
        `info: Microsoft.EntityFrameworkCore.Database.Connection[20000]\n      Opening connection to database 'orders' on server 'Server=sql01;Database=orders;User Id=app;Password=${
          add(password().replace(/;/g, "q"))
        };'.`,
    ),
    S(
      "output",
      "Elixir Logger metadata keyword list",
      (k) =>
        `10:00:01.442 request_id=F${
          draw(19, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        } [info] webhook received sig_secret=${k(32)} source=github`,
    ),
    S(
      "output",
      "Rails log Parameters with an unfiltered custom field",
      (k) =>
        `Started POST "/integrations" for 10.0.0.4 at 2026-02-11 10:00:01 +0000\n  Parameters: {"integration"=>{"provider"=>"pagerduty", "routing_key"=>"${
          k(32, HEX)
        }"}}\n`,
    ),
    S(
      "output",
      "journalctl -o json line",
      (k) =>
        JSON.stringify({
          __REALTIME_TIMESTAMP: "1739265243442000",
          _SYSTEMD_UNIT: "sync.service",
          MESSAGE: `starting with --token ${k(40)}`,
          PRIORITY: "6",
        }),
    ),
    S(
      "output",
      "kubectl get events showing a failing probe URL with a key",
      (k) =>
        `LAST SEEN   TYPE      REASON      OBJECT        MESSAGE\n2m          Warning   Unhealthy   pod/api-7d9   Liveness probe failed: Get "http://10.1.2.3:8080/health?key=${
          k(32)
        }": context deadline exceeded`,
    ),
    S(
      "output",
      "CloudTrail event with sensitive requestParameters",
      (_k, add) =>
        JSON.stringify({
          eventName: "CreateLoginProfile",
          eventSource: "iam.amazonaws.com",
          requestParameters: {
            userName: "contractor",
            password: add(password()),
            passwordResetRequired: false,
          },
          requestID: uuid(),
        }),
    ),
    S(
      "output",
      "terraform output -json revealing a sensitive output",
      (_k, add) =>
        JSON.stringify(
          {
            db_password: { sensitive: true, type: "string", value: add(password()) },
            endpoint: { sensitive: false, type: "string", value: "db.internal:5432" },
          },
          null,
          2,
        ),
    ),
    S(
      "output",
      "helm get values --all output",
      (k) =>
        `USER-SUPPLIED VALUES:\nauth:\n  postgresPassword: ${k(20)}\n  replicationPassword: ${
          k(20)
        }\n`,
    ),
    S(
      "output",
      "docker compose config resolved environment",
      (k) =>
        `services:\n  api:\n    environment:\n      JWT_PRIVATE_SECRET: ${
          k(48)
        }\n      LOG_LEVEL: info\n    image: acme/api:1.9.0\n`,
    ),
    S(
      "output",
      "nomad var get output",
      (_k, add) =>
        `Namespace   = default\nPath        = nomad/jobs/web\nCreate Time = 2026-02-11T10:00:01Z\n\nItems\ndb_pass = ${
          add(password())
        }\n`,
    ),
    S(
      "output",
      "Airflow connections get table",
      (_k, add) =>
        `id | conn_id     | conn_type | host        | login | password\n===+=============+===========+=============+=======+=============\n7  | warehouse   | postgres  | dw.internal | etl   | ${
          add(password())
        }\n`,
    ),
    S(
      "output",
      "Kafka Connect REST GET of a connector config",
      (_k, add) =>
        JSON.stringify({
          name: "pg-sink",
          config: {
            "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",
            "connection.url": "jdbc:postgresql://db:5432/dw",
            "connection.user": "kc",
            "connection.password": add(password()),
          },
        }),
    ),
    S(
      "output",
      "heroku config table",
      (k) =>
        `=== acme-api Config Vars\nDATABASE_URL:   postgres://u${draw(6, LOWER_DIGITS)}:${
          k(40, HEX)
        }@ec2-1-2-3-4.compute-1.amazonaws.com:5432/d${
          draw(8, LOWER_DIGITS)
        }\nMAILGUN_SMTP_PASSWORD: ${k(32, HEX)}\n`,
    ),
    S(
      "output",
      "gh secret set echoing the value by mistake in a trace",
      (k) =>
        `+ gh secret set DEPLOY_KEY --body ${
          k(40)
        } --repo acme/site\n✓ Set Actions secret DEPLOY_KEY for acme/site`,
    ),
    S("output", "base64 Secret data decoded in a kubectl jq pipeline", (_k, add) => {
      const v = draw(28);
      return `$ kubectl get secret api -o json | jq '.data | map_values(@base64d)'\n{\n  "token": "${
        add(v)
      }",\n  "username": "api"\n}`;
    }),
    S(
      "output",
      "PowerShell Get-ChildItem Env: table",
      (k) =>
        `Name                           Value\n----                           -----\nAZURE_DEVOPS_EXT_PAT           ${
          k(52, LOWER_DIGITS)
        }\nUSERNAME                       builder\n`,
    ),
    S(
      "output",
      "printenv in a GitHub Codespace",
      (k) =>
        `CODESPACE_NAME=shiny-${draw(6, LOWER_DIGITS)}\nGITHUB_CODESPACE_TOKEN=${
          k(36)
        }\nSHELL=/bin/bash\n`,
    ),
    S(
      "output",
      "a Docker Swarm secret printed by cat inside a container",
      (_k, add) => `/ # cat /run/secrets/db_root_password\n${add(password())}\n/ #`,
    ),
  ];
}
