/**
 * Secrets whose name is a sibling field, not the key before them: what a secret store prints
 * (`aws ssm get-parameter --with-decryption`: `"Name": "/prod/db/password"`, `"Type":
 * "SecureString"`, `"Value": "…"`; `az keyvault secret show`: `"id": "…/secrets/db-password/…"`,
 * `"value": "…"`), a JSON object with its `"value"` before its `"name"`, Hadoop's and Maven's
 * `<name>fs.s3a.secret.key</name>` over `<value>…</value>`, and a property list's
 * `<key>ClientSecret</key>` over `<string>…</string>`.
 */
import { nameKind, valueFor } from "./_documents.ts";
import { ALNUM, sample } from "./_examples.ts";
import { groupSpan } from "./_indices.ts";
import { type Rule, rule } from "./_rule.ts";

const PW = sample(8, ALNUM, 6401) + "#" + sample(6, ALNUM, 6402);
const KEY = sample(40, ALNUM, 6403);

/**
 * How the name a sibling field gives reads (`nameKind`): a path or URL by its last segment, a
 * Key Vault URL by the segment after `/secrets/`, dots and dashes read as `_`
 * (`fs.s3a.secret.key` is `fs_s3a_secret_key`).
 */
export function siblingKind(name: string): ReturnType<typeof nameKind> {
  const vault = /\/secrets\/([^/\s"]{1,127})/.exec(name)?.[1];
  const last = vault ?? name.replace(/\/+$/, "").split("/").at(-1) ?? "";
  const kind = nameKind(last.replace(/[.-]/g, "_"));
  if (kind !== undefined || !last.includes(".")) return kind;
  // A dotted name whose secret word is followed by what it is for, not a setting about it
  // (`fs.azure.account.key.acme.blob.core.windows.net`; not `…credential.provider.path`).
  const parts = last.split(".");
  for (let i = parts.length - 1; i > 0; i--) {
    const rest = parts.slice(i).join(".");
    if (SETTING.test(rest)) continue;
    const head = nameKind(parts.slice(0, i).join("_").replace(/-/g, "_"));
    if (head !== undefined) return head;
  }
  return undefined;
}

// The words of a setting about a secret rather than the secret (its file, its provider, its age).
const SETTING =
  /\b(?:path|file|provider|type|class|enabled|length|ttl|expiry|expires|rotation|algorithm|name|url|uri|id|size|format|alias|store|location)\b/i;

// A field naming the object it is in.
const NAME_FIELD =
  /"(?:name|Name|NAME|key|Key|id|Id|secretName|SecretName|parameterName|ParameterName|variable)"[ \t]*:[ \t]*"([^"\\\r\n]{1,300})"/g;

/**
 * The text of the JSON object around offset `at` of `text`: from its `{` to its `}` (or as far
 * as the text goes), nested objects inside it left out, at most 400 characters each way.
 */
function objectAround(text: string, at: number): string {
  let depth = 0;
  let start = -1;
  for (let i = at - 1; i >= Math.max(0, at - 400); i--) {
    const c = text[i];
    if (c === "}") depth++;
    else if (c === "{" && depth-- === 0) {
      start = i;
      break;
    }
  }
  if (start === -1) return "";
  const parts: string[] = [];
  depth = 0;
  let from = start;
  const end = Math.min(text.length, at + 400);
  for (let i = start + 1; i < end; i++) {
    const c = text[i];
    if (c === "{") {
      if (depth++ === 0) parts.push(text.slice(from, i));
    } else if (c === "}") {
      if (depth === 0) return parts.join("") + text.slice(from, i + 1);
      if (--depth === 0) from = i + 1;
    }
  }
  // Cut short (a tool's output shown in part): what was read of it.
  return depth === 0 ? parts.join("") + text.slice(from, end) : parts.join("");
}

/** True when the `"value"` in `match` is a secret by the object it stands in. */
function jsonSibling(value: string, match: RegExpExecArray): boolean {
  const at = groupSpan(match, "dq")?.[0] ?? match.index;
  const object = objectAround(match.input, at);
  if (object === "") return false;
  // An SSM parameter stored encrypted: its value is a secret whatever its name.
  if (/"Type"[ \t]*:[ \t]*"SecureString"/.test(object)) return valueFor("password", value);
  for (const m of object.matchAll(NAME_FIELD)) {
    const kind = siblingKind(m[1]!);
    if (kind !== undefined) return valueFor(kind, value);
  }
  return false;
}

/** Rules for values named by a sibling field, in the order they run (late). */
export const FIELD_PAIR_RULES: readonly Rule[] = [
  rule({
    id: "field-pair-secret",
    examples: {
      match: [
        '{\n  "Parameter": {\n    "Name": "/prod/billing/db",\n    "Type": "SecureString",\n    "Value": "«' +
        PW + '»",\n    "Version": 4\n  }\n}',
        '{\n  "attributes": {"enabled": true},\n  "id": "https://kv-acme.vault.azure.net/secrets/smtp-password/0c1f",\n  "value": "«' +
        PW + '»"\n}',
        '[{"value": "«' + KEY + '»", "name": "GITHUB_TOKEN", "masked": true}]',
      ],
      clean: [
        '{"Name": "/prod/billing/region", "Type": "String", "Value": "eu-west-1"}',
        '{"value": "3600", "name": "TOKEN_TTL"}',
        '{"id": "https://kv-acme.vault.azure.net/keys/signing/0c1f", "value": "enabled"}',
      ],
    },
    description:
      'a JSON `"value"` whose object names a secret in another field, before or after it (`"name"`, `"key"`, `"id"`: a path by its last segment, a Key Vault URL by its secret\'s name), or an SSM parameter of type `SecureString`',
    keywords: ['"value"', "secretvalue"],
    // The object's other fields may stand on the lines around.
    reach: { before: 400, after: 400 },
    pattern:
      /"(?:value|Value|VALUE|secretValue|SecretValue)"[ \t]*:[ \t]*"(?<dq>(?:[^"\\\r\n]|\\.){1,1000})"/gd,
    secret: ["dq"],
    accept: (value, _group, match) => jsonSibling(value, match),
  }),
  rule({
    id: "field-pair-secret",
    examples: {
      match: [
        "<property>\n  <name>fs.s3a.secret.key</name>\n  <value>«" + KEY + "»</value>\n</property>",
        "<key>ClientSecret</key>\n<string>«" + KEY + "»</string>",
      ],
      clean: [
        "<property>\n  <name>fs.s3a.endpoint</name>\n  <value>s3.eu-west-1.amazonaws.com</value>\n</property>",
        "<key>CFBundleIdentifier</key>\n<string>com.acme.app</string>",
      ],
    },
    description:
      "an XML value under a sibling name: Hadoop's, Maven's and Tomcat's `<name>…secret.key</name>` over `<value>…</value>`, a property list's `<key>…</key>` over `<string>…</string>`",
    // The closing tags (`<string>` alone is in every TypeScript generic).
    keywords: ["</value>", "</string>"],
    reach: { before: 300 },
    pattern:
      /<(?<tag>name|key)>(?<name>[^<>\r\n]{1,200})<\/\k<tag>>\s{0,80}(?:<description>[^<>]{0,300}<\/description>\s{0,80})?<(?:value|string)>(?<v>[^<>\r\n]{1,1000})<\/(?:value|string)>/gd,
    secret: ["v"],
    accept: (value, _group, match) => valueFor(siblingKind(match.groups!.name!), value.trim()),
  }),
];
