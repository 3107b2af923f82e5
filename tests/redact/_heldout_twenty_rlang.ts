/**
 * Corpus twenty, R and analysis apps: `.Renviron`, the config package's `config.yml`,
 * `Sys.setenv`, rsconnect and Posit Connect, Shiny and Streamlit secrets.
 */
import {
  type Alike,
  AWS_ID,
  B64,
  b64,
  B64URL,
  cases,
  cleanCases,
  draw,
  ghBody,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  type Insertion,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pemLines,
  pick,
  user,
  uuid,
} from "./_heldout_twenty_make.ts";
import { ALNUM } from "./_fakes.ts";

const APPS = ["sales-dash", "cohorts", "forecast", "survey-explorer"];

const INSERTIONS: Insertion[] = [
  {
    label: "GitHub PAT in .Renviron",
    shape: "vendor",
    path: "~/.Renviron",
    make: (_k, add) => [
      "R_LIBS_USER=~/R/library",
      `GITHUB_PAT=ghp_${ghBody(add)}`,
    ],
  },
  {
    label: "database password in config.yml",
    shape: "assignment",
    path: "config.yml",
    make: (_k, add) => [
      "default:",
      "  datawarehouse:",
      "    driver: Postgres",
      "    server: localhost",
      "    uid: analyst",
      `    pwd: ${pass(add)}`,
      "production:",
      "  datawarehouse:",
      "    server: dw.acme.internal",
    ],
  },
  {
    label: "Sys.setenv with AWS keys",
    shape: "vendor",
    path: "R/setup.R",
    make: (k) => [
      "Sys.setenv(",
      `  AWS_ACCESS_KEY_ID = "AKIA${k(16, AWS_ID)}",`,
      `  AWS_SECRET_ACCESS_KEY = "${k(40, B64)}",`,
      '  AWS_DEFAULT_REGION = "eu-west-1"',
      ")",
    ],
  },
  {
    label: "DBI connection with a literal password",
    shape: "assignment",
    path: "analysis.Rmd",
    make: (_k, add) => [
      "```{r setup}",
      "con <- DBI::dbConnect(RPostgres::Postgres(),",
      '  host = "dw.acme.internal", dbname = "marts", user = "analyst",',
      `  password = "${pass(add)}")`,
      "```",
    ],
  },
  {
    label: "rsconnect account secret",
    shape: "encoded",
    path: "~/.local/share/rstudio/connect/shinyapps.io/acme.dcf",
    make: (_k, add) => [
      "name: acme",
      "server: shinyapps.io",
      `token: ${draw(32, "0123456789ABCDEF")}`,
      `secret: ${add(b64(draw(30, ALNUM)))}`,
    ],
  },
  {
    label: "Posit Connect API key",
    shape: "assignment",
    path: ".Renviron",
    make: (k) => ["CONNECT_SERVER=https://connect.acme.io", `CONNECT_API_KEY=${k(32)}`],
  },
  {
    label: "Streamlit secrets",
    shape: "assignment",
    path: ".streamlit/secrets.toml",
    make: (_k, add) => [
      "[connections.snowflake]",
      `account = "${draw(7, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}-${
        draw(6, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
      }"`,
      'user = "STREAMLIT"',
      `password = "${pass(add)}"`,
    ],
  },
  {
    label: "Streamlit secrets with a service account key",
    shape: "block",
    path: ".streamlit/secrets.toml",
    make: (k) => [
      "[gcp_service_account]",
      'type = "service_account"',
      `project_id = "${pick(APPS)}-${draw(4, LOWER_DIGITS)}"`,
      `private_key_id = "${k(40, "0123456789abcdef")}"`,
      `private_key = """${pemLines(k, "", 6).join("\n")}"""`,
    ],
  },
  {
    label: "Shiny app reads a JWT secret literal",
    shape: "assignment",
    path: "app.R",
    make: (k) => [
      "library(shiny)",
      `jwt_secret <- "${k(48, B64URL)}"`,
      "server <- function(input, output, session) {",
      "  token <- session$request$HTTP_AUTHORIZATION",
      "}",
    ],
  },
  {
    label: "Bearer JWT in an httr call",
    shape: "vendor",
    path: "R/api.R",
    make: (k) => {
      const iat = 1790000000 + num(0, 9000000);
      const t = jwt(k, { sub: user(), scope: "read:reports", iat, exp: iat + 86400 });
      return [
        'resp <- httr::GET("https://reports.acme.io/api/v1/runs",',
        `  httr::add_headers(Authorization = "Bearer ${t}"))`,
      ];
    },
  },
  {
    label: "pins board on S3 via a URL with a password",
    shape: "url",
    path: "R/pins.R",
    make: (_k, add) => [
      `board <- pins::board_url(c(model = "https://pins:${pass(add)}@pins.acme.io/${
        pick(APPS)
      }/model.rds"))`,
    ],
  },
  {
    label: "Sys.getenv printed to the console",
    shape: "output",
    path: "R --quiet",
    term: true,
    make: (_k, add) => [
      '> Sys.getenv(c("DB_USER", "DB_PASS"))',
      `   DB_USER        DB_PASS `,
      ` "analyst" "${pass(add)}" `,
    ],
  },
  {
    label: "OpenAI key in .Renviron for an ellmer app",
    shape: "vendor",
    path: ".Renviron",
    make: (k) => [`OPENAI_API_KEY=sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`],
  },
  {
    label: "keyring entry printed",
    shape: "command",
    path: "Rscript -e keyring::key_set_with_value",
    term: true,
    make: (_k, add) => [
      `Rscript -e 'keyring::key_set_with_value("dw", "analyst", password = "${pass(add)}")'`,
    ],
  },
  {
    label: "long API key in config.yml, folded",
    shape: "wrapped",
    path: "config.yml",
    make: (k) => [
      "default:",
      "  census:",
      "    api_key: >-",
      `      ${k(40, LOWER_DIGITS)}`,
      `      ${k(40, LOWER_DIGITS)}`,
    ],
  },
  {
    label: "Slack webhook for report alerts",
    shape: "url",
    path: "R/notify.R",
    make: (k) => [
      "notify <- function(msg) httr::POST(",
      `  "https://hooks.slack.com/services/T${k(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}/B${
        k(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      }/${k(24)}",`,
      '  body = list(text = msg), encode = "json")',
    ],
  },
];

const ALIKES: Alike[] = [
  {
    label: "config.yml using env references",
    path: "config.yml",
    make: () => [
      "default:",
      "  datawarehouse:",
      "    uid: !expr Sys.getenv('DW_USER')",
      "    pwd: !expr Sys.getenv('DW_PASS')",
      `  cache_dir: /tmp/${pick(APPS)}-${hex(6)}`,
    ],
  },
  {
    label: "renv lockfile hashes",
    path: "renv.lock",
    make: () => [
      '    "dplyr": {',
      '      "Package": "dplyr",',
      `      "Version": "1.1.${num(0, 4)}",`,
      '      "Source": "Repository",',
      `      "Hash": "${hex(32)}"`,
      "    },",
    ],
  },
  {
    label: "rsconnect deployment record",
    path: "rsconnect/shinyapps.io/acme/app.dcf",
    make: () => [
      `name: ${pick(APPS)}`,
      "account: acme",
      "server: shinyapps.io",
      `appId: ${num(1000000, 9999999)}`,
      `bundleId: ${num(1000000, 9999999)}`,
      `url: https://acme.shinyapps.io/${pick(APPS)}/`,
    ],
  },
  {
    label: "Streamlit secrets template",
    path: ".streamlit/secrets.toml.example",
    make: () => [
      "[connections.snowflake]",
      'account = "xy12345.eu-west-1"',
      'user = "YOUR_USER"',
      'password = "YOUR_PASSWORD"',
      `# generated ${uuid()}`,
    ],
  },
  {
    label: ".Renviron without secrets",
    path: "~/.Renviron",
    make: () => [
      "R_LIBS_USER=~/R/library",
      `RENV_PATHS_CACHE=/srv/renv-cache/${hex(8)}`,
      "GITHUB_PAT=",
      `TZ=${pick(["Europe/Berlin", "UTC", "America/Chicago"])}`,
    ],
  },
  {
    label: "session info",
    path: "Rscript -e 'sessionInfo()'",
    term: true,
    make: () => [
      `R version 4.4.${num(0, 3)} (2026-06-14)`,
      "Platform: aarch64-apple-darwin20",
      `other attached packages: [1] dplyr_1.1.4 DBI_1.2.${num(0, 3)} pins_1.4.0`,
      `quarto render id: ${hex(16)}`,
    ],
  },
  {
    label: "shinyapps deploy log",
    path: "Rscript -e 'rsconnect::deployApp()'",
    term: true,
    make: () => [
      "── Preparing for deployment ─────────────────────────────",
      `✔ Deploying "${pick(APPS)}" using "server: shinyapps.io / username: acme"`,
      `ℹ Bundle created with ${num(5, 60)} files; bundle id ${num(1000000, 9999999)}`,
      `ℹ Application checksum ${hex(32)}`,
      "✔ Successfully deployed to <https://acme.shinyapps.io/app/>",
    ],
  },
];

export const buildRlang = (): HeldOutSecret[] => cases(INSERTIONS);
export const buildCleanRlang = (): HeldOutClean[] => cleanCases(ALIKES);
