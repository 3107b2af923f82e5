/**
 * Corpus seventeen, infrastructure as code: Terraform and HCL, Nix, Kubernetes manifests and Helm
 * values, Ansible, SQL migrations that seed a user or a key, systemd units, nginx and HAProxy
 * configs, Prometheus and Grafana provisioning.
 */
import {
  B64,
  b64,
  code,
  draw,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  uuid,
  vendor,
} from "./_heldout_seventeen_make.ts";

export function buildInfra(): HeldOutSecret[] {
  return [
    code(
      "assignment",
      "Terraform provider block with keys",
      "infra/providers.tf",
      "hcl",
      (k, add) => [
        'provider "aws" {',
        '  region     = "eu-west-1"',
        `  access_key = "${vendor("AWS key id").token(k, add)}"`,
        `  secret_key = "${k(40, B64)}"`,
        "}",
      ],
    ),
    code("assignment", "Terraform RDS password", "infra/rds.tf", "hcl", (_k, add) => [
      'resource "aws_db_instance" "main" {',
      '  engine         = "postgres"',
      '  instance_class = "db.t4g.medium"',
      '  username       = "app"',
      `  password       = "${pass(add)}"`,
      "}",
    ]),
    code("assignment", "Terraform tfvars", "envs/prod.tfvars", "hcl", (k, add) => [
      `cloudflare_api_token = "${k(40, B64.slice(0, 62) + "_-")}"`,
      `datadog_api_key      = "${k(32, HEX)}"`,
      `grafana_auth         = "${vendor("Grafana").token(k, add)}"`,
    ]),
    code(
      "vendor",
      "Terraform .terraformrc credentials block",
      "~/.terraformrc",
      "hcl",
      (k, add) => [
        'credentials "app.terraform.io" {',
        `  token = "${vendor("Terraform Cloud").token(k, add)}"`,
        "}",
      ],
    ),
    code("assignment", "Terraform variable default", "modules/app/variables.tf", "hcl", (k) => [
      'variable "jwt_secret" {',
      "  type    = string",
      `  default = "${k(64, HEX)}"`,
      "}",
    ]),
    code(
      "output",
      "terraform plan showing a secret in clear",
      "terraform plan",
      "text",
      (_k, add) => [
        "  # aws_ssm_parameter.db will be updated in-place",
        '  ~ resource "aws_ssm_parameter" "db" {',
        '        name  = "/prod/db/password"',
        `      ~ value = "${pass(add)}" -> "${pass(add)}"`,
        "    }",
        "Plan: 0 to add, 1 to change, 0 to destroy.",
      ],
    ),
    code(
      "assignment",
      "Nix module with a password",
      "hosts/web/configuration.nix",
      "nix",
      (_k, add) => [
        "{ config, pkgs, ... }: {",
        "  services.grafana.settings.security = {",
        '    admin_user = "admin";',
        `    admin_password = "${pass(add)}";`,
        "  };",
        "}",
      ],
    ),
    code("assignment", "Nix environment variable", "flake.nix", "nix", (k, add) => [
      "devShells.default = pkgs.mkShell {",
      "  packages = [ pkgs.nodejs_22 ];",
      `  OPENAI_API_KEY = "${vendor("OpenAI").token(k, add)}";`,
      "};",
    ]),
    code("assignment", "Kubernetes Secret stringData", "k8s/secret.yaml", "yaml", (k, add) => [
      "apiVersion: v1",
      "kind: Secret",
      "metadata:",
      "  name: api",
      "type: Opaque",
      "stringData:",
      `  STRIPE_SECRET_KEY: ${vendor("Stripe secret").token(k, add)}`,
      `  SESSION_SECRET: ${k(48)}`,
    ]),
    code("encoded", "Kubernetes Secret data in base64", "k8s/db-secret.yaml", "yaml", (_k, add) => [
      "apiVersion: v1",
      "kind: Secret",
      "metadata:",
      "  name: db",
      "data:",
      `  username: ${b64("app")}`,
      `  password: ${add(b64(draw(num(16, 24))))}`,
    ]),
    code("encoded", "dockerconfigjson pull secret", "k8s/regcred.yaml", "yaml", (_k, add) => {
      const auth = b64(`ci:${draw(32)}`);
      const cfg = JSON.stringify({ auths: { "registry.acme.io": { auth } } });
      return [
        "kind: Secret",
        "type: kubernetes.io/dockerconfigjson",
        "data:",
        `  .dockerconfigjson: ${add(b64(cfg))}`,
      ];
    }),
    code("assignment", "Deployment env value", "k8s/deploy.yaml", "yaml", (k, add) => [
      "      containers:",
      "        - name: api",
      `          image: registry.acme.io/api:${hex7()}`,
      "          env:",
      "            - name: SENTRY_AUTH",
      `              value: "${k(64, HEX)}"`,
      "            - name: DOCKERHUB_TOKEN",
      `              value: ${vendor("Docker Hub").token(k, add)}`,
    ]),
    code(
      "assignment",
      "Helm values with a subchart password",
      "charts/app/values-prod.yaml",
      "yaml",
      (_k, add) => [
        "postgresql:",
        "  auth:",
        "    username: app",
        `    password: "${pass(add)}"`,
        `    postgresPassword: "${pass(add)}"`,
        "redis:",
        "  auth:",
        `    password: ${pass(add)}`,
      ],
    ),
    code("url", "Helm values with a broker URL", "charts/worker/values.yaml", "yaml", (_k, add) => [
      "worker:",
      "  replicas: 3",
      `  brokerUrl: amqps://worker:${pass(add)}@mq.acme.io:5671/prod`,
    ]),
    code("block", "Helm values with a TLS key", "charts/edge/values.yaml", "yaml", (k) => [
      "tls:",
      "  crt: |",
      "    -----BEGIN CERTIFICATE-----",
      `    ${draw(64, B64)}`,
      "    -----END CERTIFICATE-----",
      "  key: |",
      ...pemBlock(k, "", 6, "    "),
    ]),
    code(
      "assignment",
      "Ansible vars with a become password",
      "group_vars/web.yml",
      "yaml",
      (_k, add) => [
        "ansible_user: deploy",
        `ansible_become_password: ${pass(add)}`,
        `mysql_root_password: "${pass(add)}"`,
      ],
    ),
    code(
      "assignment",
      "Ansible task with a password argument",
      "roles/db/tasks/main.yml",
      "yaml",
      (_k, add) => [
        "- name: create app user",
        "  community.postgresql.postgresql_user:",
        "    name: app",
        `    password: "${pass(add)}"`,
        "    role_attr_flags: LOGIN",
      ],
    ),
    code("command", "Ansible ad-hoc with extra vars", "ops/notes.md", "bash", (_k, add) => [
      `ansible-playbook site.yml -i inventory/prod -e "db_password=${pass(add)}"`,
    ]),
    code(
      "assignment",
      "SQL migration creating a user",
      "migrations/0042_reporting_user.sql",
      "sql",
      (_k, add) => [
        `-- ${num(2024, 2026)}-${num(10, 12)}-${num(10, 28)}: read-only user for dashboards`,
        `CREATE USER reporting WITH PASSWORD '${pass(add)}';`,
        "GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;",
      ],
    ),
    code("assignment", "SQL seed inserting an API key", "db/seeds/002_partners.sql", "sql", (k) => [
      "INSERT INTO partner_credentials (partner_id, api_key, created_at) VALUES",
      `  ('${uuid()}', '${k(40)}', now()),`,
      `  ('${uuid()}', '${k(40)}', now());`,
    ]),
    code("assignment", "SQL ALTER ROLE password", "migrations/V7__rotate.sql", "sql", (_k, add) => [
      `ALTER ROLE app_rw PASSWORD '${pass(add)}' VALID UNTIL 'infinity';`,
    ]),
    code(
      "assignment",
      "MySQL migration IDENTIFIED BY",
      "migrations/20261103_replica.sql",
      "sql",
      (_k, add) => [
        `CREATE USER 'replica'@'%' IDENTIFIED BY '${pass(add)}';`,
        "GRANT REPLICATION SLAVE ON *.* TO 'replica'@'%';",
      ],
    ),
    code("assignment", "systemd unit Environment", "deploy/acme-worker.service", "ini", (k) => [
      "[Service]",
      "ExecStart=/usr/local/bin/acme-worker",
      `Environment="WORKER_SHARED_SECRET=${k(48)}"`,
      "Restart=always",
    ]),
    code("command", "nginx proxy header with a key", "nginx/conf.d/upstream.conf", "nginx", (k) => [
      "location /api/ {",
      "    proxy_pass https://upstream.partner.io/;",
      `    proxy_set_header X-Api-Key "${k(40)}";`,
      "}",
    ]),
    code("assignment", "HAProxy userlist", "haproxy/haproxy.cfg", "haproxy", (_k, add) => [
      "userlist admins",
      `    user ops insecure-password ${pass(add)}`,
    ]),
    code(
      "url",
      "Prometheus remote write with basic auth",
      "prometheus/prometheus.yml",
      "yaml",
      (_k, add) => [
        "remote_write:",
        "  - url: https://prometheus-prod.grafana.net/api/prom/push",
        "    basic_auth:",
        `      username: "${num(100000, 999999)}"`,
        `      password: ${pass(add)}`,
      ],
    ),
    code(
      "url",
      "Grafana datasource provisioning",
      "grafana/provisioning/datasources/pg.yaml",
      "yaml",
      (_k, add) => [
        "datasources:",
        "  - name: warehouse",
        "    type: postgres",
        `    url: postgres://grafana:${pass(add)}@dwh.acme.internal:5432/dwh`,
      ],
    ),
    code("assignment", "Pulumi stack config in clear", "Pulumi.prod.yaml", "yaml", (k) => [
      "config:",
      "  aws:region: eu-west-1",
      `  app:dbPassword: ${k(24)}`,
    ]),
    code("assignment", "Vagrantfile with a box password", "Vagrantfile", "ruby", (_k, add) => [
      'Vagrant.configure("2") do |config|',
      '  config.ssh.username = "vagrant"',
      `  config.ssh.password = "${pass(add)}"`,
      "end",
    ]),
    code("assignment", "Argo CD repository secret", "argocd/repo.yaml", "yaml", (k, add) => [
      "kind: Secret",
      "metadata:",
      "  labels:",
      "    argocd.argoproj.io/secret-type: repository",
      "stringData:",
      "  url: https://github.com/acme/deploy",
      `  password: ${vendor("GitHub fine-grained").token(k, add)}`,
    ]),
    code(
      "assignment",
      "home-made service token in a Nomad job",
      "jobs/indexer.nomad.hcl",
      "hcl",
      (k) => [
        "env {",
        `  INDEXER_TOKEN = "${k(num(40, 60), LOWER_DIGITS)}"`,
        "}",
      ],
    ),
  ];
}

function hex7(): string {
  return draw(7, HEX) + pick(["", "-amd64"]);
}
