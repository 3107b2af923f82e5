/**
 * Corpus twenty-one, monitoring configs: Prometheus scrape jobs with `basic_auth` and bearer
 * tokens, Alertmanager receivers, Grafana provisioning, Datadog agent YAML, Sentry DSNs, a
 * Slack webhook, OpenTelemetry collector exporters.
 */
import {
  B64,
  draw,
  grafanaToken,
  type HeldOutSecret,
  hex,
  host,
  humanPass,
  jwt,
  pass,
  twice,
} from "./_heldout_twentyone_make.ts";

export function buildMonitor(): HeldOutSecret[] {
  return [
    ...twice("assignment", "Prometheus scrape job with basic_auth", (_k, add, v) =>
      [
        "scrape_configs:",
        `  - job_name: ${v === 0 ? "rabbitmq" : "pgbouncer"}`,
        "    scheme: https",
        "    basic_auth:",
        "      username: prometheus",
        `      password: ${pass(add)}`,
        "    static_configs:",
        `      - targets: ['${host()}:15692']`,
      ].join("\n")),
    ...twice("assignment", "Prometheus remote_write with a bearer token", (_k, add, v) =>
      [
        "remote_write:",
        `  - url: https://prometheus-${v === 0 ? "prod" : "eu"}.grafana.net/api/prom/push`,
        "    authorization:",
        "      type: Bearer",
        `      credentials: ${add("glc_" + draw(120, B64.slice(0, 62)) + "==")}`,
      ].join("\n")),
    ...twice("url", "Alertmanager Slack webhook", (_k, add, v) =>
      [
        "receivers:",
        `  - name: ${v === 0 ? "oncall-slack" : "db-team"}`,
        "    slack_configs:",
        `      - api_url: https://hooks.slack.com/services/T${
          draw(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        }/B${draw(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}/${add(draw(24))}`,
        "        channel: '#alerts'",
        "        send_resolved: true",
      ].join("\n")),
    ...twice("assignment", "Alertmanager PagerDuty receiver", (_k, add, v) =>
      [
        "  - name: pagerduty-critical",
        "    pagerduty_configs:",
        `      - routing_key: ${add(hex(32))}`,
        `        severity: ${v === 0 ? "critical" : "error"}`,
      ].join("\n")),
    ...twice("assignment", "Grafana datasource provisioning with secureJsonData", (_k, add, v) =>
      [
        "apiVersion: 1",
        "datasources:",
        `  - name: ${v === 0 ? "Postgres ops" : "MySQL shop"}`,
        `    type: ${v === 0 ? "postgres" : "mysql"}`,
        `    url: ${host()}:5432`,
        "    user: grafana_ro",
        "    secureJsonData:",
        `      password: '${pass(add)}'`,
      ].join("\n")),
    ...twice("assignment", "grafana.ini admin section", (_k, add, v) =>
      [
        "[security]",
        "admin_user = admin",
        `admin_password = ${humanPass(add)}`,
        `secret_key = ${add(draw(32))}`,
        "",
        "[server]",
        `root_url = https://grafana-${v}.example.net/`,
      ].join("\n")),
    ...twice(
      "vendor",
      "a Grafana service account token in a provisioning script",
      (_k, add, v) =>
        `curl -s -H "Authorization: Bearer ${
          add(grafanaToken())
        }" https://grafana.example.net/api/dashboards/uid/${
          draw(9, "abcdefghijklmnopqrstuvwxyz0123456789")
        }${v === 0 ? "" : "?v=2"}`,
    ),
    ...twice("assignment", "Datadog agent datadog.yaml", (_k, add, v) =>
      [
        "## datadog.yaml",
        `api_key: ${add(hex(32))}`,
        `site: ${v === 0 ? "datadoghq.eu" : "datadoghq.com"}`,
        `hostname: ${host()}`,
        "logs_enabled: true",
        "apm_config:",
        "  enabled: true",
      ].join("\n")),
    ...twice(
      "command",
      "datadog-agent install line with keys",
      (_k, add, v) =>
        `DD_API_KEY=${add(hex(32))} DD_APP_KEY=${add(hex(40))} DD_SITE="datadoghq.${
          v === 0 ? "eu" : "com"
        }" bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"`,
    ),
    ...twice("url", "a Sentry DSN in a service's config", (_k, add, v) =>
      [
        "sentry:",
        `  dsn: https://${add(hex(32))}@o${draw(6, "0123456789")}.ingest.${
          v === 0 ? "de." : ""
        }sentry.io/${draw(7, "0123456789")}`,
        "  traces_sample_rate: 0.05",
      ].join("\n")),
    ...twice("assignment", "OpenTelemetry collector exporter headers", (k, add, v) =>
      [
        "exporters:",
        "  otlphttp:",
        `    endpoint: https://otlp.${v === 0 ? "eu01" : "us01"}.nr-data.net`,
        "    headers:",
        `      api-key: ${add(hex(36) + "NRAL")}`,
        "  otlp/tempo:",
        "    headers:",
        `      authorization: Bearer ${jwt(k, { iss: "tempo", sub: "collector", tenant: hex(8) })}`,
      ].join("\n")),
    ...twice("assignment", "blackbox exporter module with a bearer token", (_k, add, v) =>
      [
        "modules:",
        `  http_${v === 0 ? "admin" : "internal"}_2xx:`,
        "    prober: http",
        "    http:",
        `      bearer_token: ${add(draw(48, "abcdefghijklmnopqrstuvwxyz0123456789"))}`,
        "      valid_status_codes: [200]",
      ].join("\n")),
  ];
}
