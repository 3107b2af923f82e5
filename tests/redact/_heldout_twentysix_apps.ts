/**
 * Corpus twenty-six, data apps: Streamlit `secrets.toml`, Gradio's login and share link,
 * Metabase, Superset, Looker and Redash keys and embedding secrets, a Metabase signed embed URL, a
 * Dash app's secret key, Tableau and Chart Studio tokens.
 */
import { ALL_BOXES, FILE_BOXES, OUTPUT_BOXES, place } from "./_heldout_twentysix_boxes.ts";
import {
  B64,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  type Insertion,
  jwt,
  num,
  pass,
  pemLines,
  tok,
  word,
} from "./_heldout_twentysix_make.ts";

const HEXA = "0123456789abcdef";

const FILES: readonly Insertion[] = [
  {
    label: "secrets.toml with a Snowflake connection",
    shape: "assignment",
    make: (_k, add) => [
      "[connections.snowflake]",
      `account = "${word()}-${word()}"`,
      `user = "${word()}"`,
      `password = "${pass(add)}"`,
      'warehouse = "STREAMLIT_WH"',
      'role = "REPORTER"',
    ],
  },
  {
    label: "secrets.toml with an OpenAI key at top level",
    shape: "vendor",
    make: (
      k,
    ) => [`openai_api_key = "${tok.openai(k)}"`, "", "[app]", `title = "${word()} copilot"`],
  },
  {
    label: "secrets.toml with a GCP service account",
    shape: "block",
    make: (k) => {
      const project = `${word()}-${num(10000, 99999)}`;
      return [
        "[gcp_service_account]",
        'type = "service_account"',
        `project_id = "${project}"`,
        `private_key_id = "${hex(40)}"`,
        `private_key = "${pemLines(k, "", 10).join("\\n")}\\n"`,
        `client_email = "streamlit@${project}.iam.gserviceaccount.com"`,
      ];
    },
  },
  {
    label: "superset_config.py SECRET_KEY and metadata URI",
    shape: "assignment",
    make: (k, add) => [
      `SECRET_KEY = "${k(42, B64)}"`,
      `SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset:${
        pass(add)
      }@superset-db:5432/superset"`,
      'FEATURE_FLAGS = {"EMBEDDED_SUPERSET": True}',
    ],
  },
  {
    label: "looker.ini with a client secret",
    shape: "assignment",
    make: (k) => [
      "[Looker]",
      `base_url=https://${word()}.cloud.looker.com:19999`,
      `client_id=${draw(20)}`,
      `client_secret=${k(24)}`,
      "verify_ssl=True",
    ],
  },
  {
    label: "Redash env with cookie and secret keys",
    shape: "assignment",
    make: (k) => [
      `REDASH_COOKIE_SECRET=${k(32, HEXA)}`,
      `REDASH_SECRET_KEY=${k(32, HEXA)}`,
      "REDASH_WEB_WORKERS=4",
    ],
  },
];

const CODE: readonly Insertion[] = [
  {
    label: "Gradio launch with a login",
    shape: "assignment",
    make: (_k, add) => [
      `demo.launch(auth=("${word()}", "${pass(add)}"), server_name="0.0.0.0", share=False)`,
    ],
  },
  {
    label: "Gradio share link printed",
    shape: "url",
    make: (k) => [
      "* Running on local URL:  http://127.0.0.1:7860",
      `* Running on public URL: https://${k(18, HEXA)}.gradio.live`,
      "",
      "This share link expires in 72 hours.",
    ],
  },
  {
    label: "Metabase embedding secret in code",
    shape: "assignment",
    make: (k) => [
      `METABASE_SITE_URL = "https://metabase.${word()}.com"`,
      `METABASE_SECRET_KEY = "${k(64, HEXA)}"`,
      'payload = {"resource": {"dashboard": 12}, "params": {}, "exp": round(time.time()) + 600}',
      'token = jwt.encode(payload, METABASE_SECRET_KEY, algorithm="HS256")',
    ],
  },
  {
    label: "Metabase signed embed URL",
    shape: "url",
    make: (k) => {
      const t = jwt(k, {
        resource: { dashboard: num(1, 90) },
        params: {},
        exp: num(1760000000, 1790000000),
      });
      return [
        `<iframe src="https://metabase.${word()}.com/embed/dashboard/${t}#bordered=true&titled=true" width="800"></iframe>`,
      ];
    },
  },
  {
    label: "Looker embed secret exported",
    shape: "assignment",
    make: (
      k,
    ) => [`export LOOKER_EMBED_SECRET=${k(64, HEXA)}`, "python make_embed_url.py --user 42"],
  },
  {
    label: "Dash app secret key",
    shape: "assignment",
    make: (k) => [
      "app = Dash(__name__)",
      `app.server.secret_key = "${k(num(24, 40), B64URL)}"`,
    ],
  },
  {
    label: "Tableau personal access token",
    shape: "assignment",
    make: (k) => [
      "import tableauserverclient as TSC",
      `auth = TSC.PersonalAccessTokenAuth("${word()}-pat", "${k(22, B64)}==:${
        k(32)
      }", site_id="${word()}")`,
    ],
  },
  {
    label: "Chart Studio credentials",
    shape: "assignment",
    make: (k) => [
      "import chart_studio",
      `chart_studio.tools.set_credentials_file(username="${word()}", api_key="${k(20)}")`,
    ],
  },
  {
    label: "Basic header for a Superset API call",
    shape: "encoded",
    make: (_k, add) => [
      `$ curl -s -H "Authorization: Basic ${
        add(b64(`admin:${draw(num(10, 14))}`))
      }" https://superset.${word()}.com/api/v1/dashboard/`,
    ],
  },
];

/** The data apps family. */
export function buildApps(): HeldOutSecret[] {
  return [...place(FILES, FILE_BOXES, 2), ...place(CODE, ALL_BOXES.concat(OUTPUT_BOXES), 2)];
}
