/**
 * Corpus twenty-six, key blocks, wrapped and encoded values: private keys for SFTP drops, GPU
 * boxes and Snowflake as they sit in cells, files and environment variables; tokens cut by a
 * terminal's width or by Python's implicit concatenation; base64 of a Kaggle file, of Kubernetes
 * secret data and of a registry login; a password percent-encoded in a URI; a Supabase service
 * key (a JWT) in a notebook.
 */
import { ALL_BOXES, CODE_BOXES, FILE_BOXES, place } from "./_heldout_twentysix_boxes.ts";
import {
  armour,
  B64,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  type Insertion,
  jwt,
  LETTERS,
  num,
  pemLines,
  pick,
  word,
} from "./_heldout_twentysix_make.ts";

const INSERTIONS: readonly Insertion[] = [
  {
    label: "RSA key in a triple-quoted cell string for SFTP",
    shape: "block",
    make: (k) => [
      "import paramiko, io",
      'PKEY = """' + pemLines(k, "RSA ", 14).join("\n") + '"""',
      "key = paramiko.RSAKey.from_private_key(io.StringIO(PKEY))",
      `t = paramiko.Transport(("sftp.${word()}.com", 22)); t.connect(username="${word()}", pkey=key)`,
    ],
  },
  {
    label: "OpenSSH key of a GPU box",
    shape: "block",
    make: (k) => {
      const body = [
        "b3BlbnNzaC1rZXktdjEAAAAA" + k(46, B64),
        ...Array.from({ length: 5 }, () => k(70, B64)),
        k(num(20, 40), B64) + "==",
      ];
      return [armour("OPENSSH ", false), ...body, armour("OPENSSH ", true)];
    },
  },
  {
    label: "Snowflake private key in an env var with escaped newlines",
    shape: "block",
    make: (k) => [
      `SNOWFLAKE_ACCOUNT=${word()}-${word()}`,
      `SNOWFLAKE_PRIVATE_KEY="${pemLines(k, "", 11).join("\\n")}"`,
    ],
  },
  {
    label: "W&B key cut at the terminal's width",
    shape: "wrapped",
    make: (k) => {
      const prompt = `(base) ${word()}@${word()}-a100:~/${word()}$ wandb login --relogin `;
      const first = Math.min(32, Math.max(8, 80 - prompt.length));
      return [prompt + k(first, HEX), k(40 - first, HEX), "wandb: Appending key for api.wandb.ai"];
    },
  },
  {
    label: "HF token over Python implicit concatenation",
    shape: "wrapped",
    make: (k) => [
      "HF_TOKEN = (",
      `    "hf_${k(17, LETTERS)}"`,
      `    "${k(17, LETTERS)}"`,
      ")",
      `pipe = pipeline("text-generation", model="${word()}/${word()}-7b", token=HF_TOKEN)`,
    ],
  },
  {
    label: "Databricks token split over two YAML lines",
    shape: "wrapped",
    make: (k) => [
      "databricks:",
      `  host: https://dbc-${draw(8, HEX)}-${draw(4, HEX)}.cloud.databricks.com`,
      `  token: dapi${k(16, HEX)}\\`,
      `    ${k(16, HEX)}`,
    ],
  },
  {
    label: "kaggle.json base64 in a Kubernetes secret",
    shape: "encoded",
    make: (_k, add) => [
      "apiVersion: v1",
      "kind: Secret",
      `metadata: {name: kaggle-creds, namespace: ${word()}}`,
      "type: Opaque",
      "data:",
      `  kaggle.json: ${add(b64(`{"username":"${word()}","key":"${draw(32, HEX)}"}`))}`,
    ],
  },
  {
    label: "base64 of HF and W&B keys in secret data",
    shape: "encoded",
    make: (_k, add) => [
      "data:",
      `  HF_TOKEN: ${add(b64("hf_" + draw(34, LETTERS)))}`,
      `  WANDB_API_KEY: ${add(b64(draw(40, HEX)))}`,
    ],
  },
  {
    label: "docker config auth for NGC",
    shape: "encoded",
    make: (_k, add) => [
      `{"auths": {"nvcr.io": {"auth": "${add(b64("$oauthtoken:nvapi-" + draw(64, B64URL)))}"}}}`,
    ],
  },
  {
    label: "percent-encoded password in a warehouse URI",
    shape: "encoded",
    make: (_k, add) => {
      const raw = draw(num(5, 7)) + pick(["@", "#", "/", "?"]) + draw(num(4, 6)) +
        pick(["%", "&", ":"]) + draw(3);
      return [
        `WAREHOUSE_URL=postgresql://${word()}:${
          add(encodeURIComponent(raw))
        }@${word()}.${word()}.net:5432/dw`,
      ];
    },
  },
  {
    label: "kubectl jsonpath printing a base64 password",
    shape: "encoded",
    make: (_k, add) => [
      `$ kubectl get secret ${word()}-clickhouse -n data -o jsonpath='{.data.password}'`,
      add(b64(draw(num(16, 24)))),
    ],
  },
  {
    label: "Supabase service role key in a notebook",
    shape: "assignment",
    make: (k) => [
      `SUPABASE_URL = "https://${draw(20, "abcdefghijklmnopqrst")}.supabase.co"`,
      `SUPABASE_SERVICE_ROLE_KEY = "${
        jwt(k, {
          iss: "supabase",
          ref: draw(20, "abcdefghijklmnopqrst"),
          role: "service_role",
          iat: num(1700000000, 1760000000),
          exp: num(1900000000, 2100000000),
        })
      }"`,
    ],
  },
  {
    label: "Together key wrapped in a narrow output",
    shape: "wrapped",
    make: (
      k,
    ) => [
      "together_api_key:",
      `  ${k(32, HEX)}`,
      `  ${k(32, HEX)}`,
      `model: ${word()}/${word()}-70b`,
    ],
  },
  {
    label: "Groq key split in an f-string",
    shape: "wrapped",
    make: (k) => [
      `_a = "gsk_${k(26)}"`,
      `_b = "${k(26)}"`,
      "client = Groq(api_key=_a + _b)",
    ],
  },
];

/** The key blocks, wrapped and encoded family. */
export function buildKeys(): HeldOutSecret[] {
  return [
    ...place(INSERTIONS.slice(0, 3), FILE_BOXES, 2),
    ...place(INSERTIONS.slice(3), [...CODE_BOXES, ...ALL_BOXES.slice(1, 3)], 2),
  ];
}
