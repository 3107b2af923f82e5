/**
 * Held-out corpus six, service tokens: package registries, AI vendors, data services,
 * observability and key files, each in the text a coding session shows it in.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  BASE32,
  BASE64URL,
  g,
  HEX,
  jwt,
  LOWER_DIGITS,
  m,
  s,
  UPPER_DIGITS,
} from "./_heldout_six_make.ts";

function registries(): HeldOutSecret[] {
  return [
    s(
      "vendor",
      "npmrc auth token",
      (p) => `//registry.npmjs.org/:_authToken=${p}`,
      "np" + "m_" + g(36, ALNUM),
    ),
    s(
      "vendor",
      "pypirc token",
      (p) => `[pypi]\n  username = __token__\n  password = ${p}`,
      "pypi-" + "AgEIcHlwaS5vcmc" + g(150, BASE64URL),
    ),
    s(
      "vendor",
      "rubygems credentials",
      (p) => `$ cat ~/.gem/credentials\n---\n:rubygems_api_key: ${p}`,
      "rubygems" + "_" + g(48, HEX),
    ),
    s(
      "vendor",
      "nuget push key",
      (p) =>
        `dotnet nuget push bin/Release/Acme.Core.2.1.0.nupkg --api-key ${p} --source https://api.nuget.org/v3/index.json`,
      "oy2" + g(43, LOWER_DIGITS),
    ),
    s(
      "vendor",
      "docker hub pat",
      (p) => `docker login -u acmebot -p ${p}`,
      "dckr" + "_pat_" + g(27, BASE64URL),
    ),
    s("vendor", "cargo login", (p) => `cargo login ${p}`, "cio" + g(32, ALNUM)),
    s(
      "vendor",
      "jfrog api key",
      (p) =>
        `curl -H "X-JFrog-Art-Api: ${p}" -T build.zip https://acme.jfrog.io/artifactory/libs/build.zip`,
      "AKCp" + "8" + g(68, ALNUM),
    ),
  ];
}

function ai(): HeldOutSecret[] {
  return [
    s(
      "vendor",
      "openai project key env",
      (p) => `export OPENAI_API_KEY="${p}"`,
      "sk-" + "proj-" + g(156, BASE64URL),
    ),
    s(
      "vendor",
      "anthropic key in python",
      (p) => `client = anthropic.Anthropic(\n    api_key="${p}",\n)`,
      "sk-" + "ant-api03-" + g(93, BASE64URL) + "AA",
    ),
    s(
      "vendor",
      "huggingface login",
      (p) => `huggingface-cli login --token ${p}`,
      "h" + "f_" + g(34, ALNUM),
    ),
    s("vendor", "groq key", (p) => `GROQ_API_KEY=${p}`, "gs" + "k_" + g(52, ALNUM)),
    s(
      "vendor",
      "replicate token",
      (p) => `REPLICATE_API_TOKEN=${p} python predict.py`,
      "r8" + "_" + g(37, ALNUM),
    ),
    s(
      "vendor",
      "perplexity key header",
      (p) => `-H 'Authorization: Bearer ${p}'`,
      "pplx-" + g(48, ALNUM),
    ),
    s(
      "vendor",
      "openrouter key json",
      (p) => `{"provider": "openrouter", "apiKey": "${p}", "model": "anthropic/claude-3.5-sonnet"}`,
      "sk-" + "or-v1-" + g(64, HEX),
    ),
    s("vendor", "mistral key unnamed prefix", (p) => `MISTRAL_API_KEY=${p}`, g(32, ALNUM)),
  ];
}

function data(): HeldOutSecret[] {
  return [
    s(
      "vendor",
      "supabase service role key",
      (p) => `SUPABASE_SERVICE_ROLE_KEY=${p}`,
      jwt({
        iss: "supabase",
        ref: g(20, "abcdefghijklmnopqrst"),
        role: "service_role",
        iat: 1718000000,
      }, "HS256"),
    ),
    s(
      "vendor",
      "planetscale password",
      (p) =>
        `DATABASE_URL='mysql://${
          g(12, LOWER_DIGITS)
        }:${p}@aws.connect.psdb.cloud/acme?sslaccept=strict'`,
      "pscale" + "_pw_" + g(43, BASE64URL),
    ),
    s(
      "vendor",
      "neon postgres url",
      (p) =>
        `DATABASE_URL="postgresql://neondb_owner:${p}@ep-cool-darkness-a1b2c3d4.eu-central-1.aws.neon.tech/neondb?sslmode=require"`,
      "npg" + "_" + g(12, ALNUM),
    ),
    s(
      "vendor",
      "airtable pat",
      (p) => `const base = new Airtable({ apiKey: '${p}' }).base('app${g(14, ALNUM)}');`,
      "pat" + g(14, ALNUM) + "." + g(64, HEX),
    ),
    s("vendor", "notion token", (p) => `NOTION_TOKEN=${p}`, "nt" + "n_" + g(46, ALNUM)),
    s(
      "vendor",
      "linear key",
      (p) => `new LinearClient({ apiKey: "${p}" })`,
      "lin" + "_api_" + g(40, ALNUM),
    ),
    s(
      "vendor",
      "postman key",
      (p) => `newman run collection.json --postman-api-key ${p}`,
      "PM" + "AK-" + g(24, HEX) + "-" + g(34, HEX),
    ),
    s(
      "vendor",
      "figma token",
      (p) => `curl -H "X-Figma-Token: ${p}" https://api.figma.com/v1/me`,
      "fig" + "d_" + g(40, BASE64URL),
    ),
    s(
      "vendor",
      "atlassian token basic",
      (p) => `curl -u dev@acme.io:${p} https://acme.atlassian.net/rest/api/3/myself`,
      "ATATT" + "3xFfGF0" + g(180, BASE64URL) + "=" + g(8, HEX).toUpperCase(),
    ),
    s("vendor", "okta ssws header", (p) => `Authorization: SSWS ${p}`, "00" + g(40, BASE64URL)),
  ];
}

function observability(): HeldOutSecret[] {
  const [eth, alchemy] = [g(64, HEX), g(32, BASE64URL)];
  return [
    s(
      "vendor",
      "datadog api key env",
      (p) => `DD_API_KEY=${p} DD_SITE=datadoghq.eu datadog-agent run`,
      g(32, HEX),
    ),
    s("vendor", "datadog app key header", (p) => `-H "DD-APPLICATION-KEY: ${p}"`, g(40, HEX)),
    s(
      "vendor",
      "new relic user key",
      (p) => `NEW_RELIC_API_KEY=${p}`,
      "NR" + "AK-" + g(27, UPPER_DIGITS),
    ),
    s(
      "vendor",
      "sentry auth token",
      (p) => `sentry-cli --auth-token ${p} releases new 2.4.1`,
      "sntr" + "ys_" + "eyJ" + g(160, BASE64URL),
    ),
    s(
      "vendor",
      "grafana service account token",
      (p) => `curl -H "Authorization: Bearer ${p}" https://grafana.acme.io/api/dashboards/home`,
      "gl" + "sa_" + g(32, ALNUM) + "_" + g(8, HEX),
    ),
    s(
      "vendor",
      "honeycomb key",
      (p) => `OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=${p}"`,
      g(22, ALNUM),
    ),
    s(
      "vendor",
      "age secret key",
      (p) =>
        `# created: 2026-11-20T10:01:00Z\n# public key: age1${
          g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
        }\n${p}`,
      "AGE-" + "SECRET-KEY-1" + g(58, BASE32.replace("B", "").replace("I", "").replace("O", "")),
    ),
    s(
      "vendor",
      "vault token login",
      (p) => `$ vault login ${p}\nSuccess! You are now authenticated.`,
      "hv" + "s." + g(90, BASE64URL),
    ),
    s(
      "vendor",
      "doppler service token",
      (p) => `doppler secrets download --token=${p} --no-file`,
      "dp." + "st.prd." + g(40, ALNUM),
    ),
    s(
      "vendor",
      "1password service account token",
      (p) => `OP_SERVICE_ACCOUNT_TOKEN=${p}`,
      "op" + "s_" + "eyJ" + g(200, BASE64URL),
    ),
    s(
      "vendor",
      "mapbox secret token",
      (p) => `MAPBOX_DOWNLOADS_TOKEN=${p}`,
      "sk." + "eyJ1IjoiYWNtZSIsImEiOiJ" + g(20, BASE64URL) + "." + g(22, BASE64URL),
    ),
    s(
      "vendor",
      "algolia admin key",
      (p) => `algoliasearch('${g(10, UPPER_DIGITS)}', '${p}') // admin key, server only`,
      g(32, HEX),
    ),
    m(
      "vendor",
      "ethereum private key and alchemy url",
      `PRIVATE_KEY=0x${eth}\nALCHEMY_URL=https://eth-sepolia.g.alchemy.com/v2/${alchemy}`,
      [eth, alchemy],
    ),
    s(
      "vendor",
      "totp secret uri",
      (p) => `otpauth://totp/Acme:dev%40acme.io?secret=${p}&issuer=Acme`,
      g(32, BASE32),
    ),
  ];
}

export const SIX_SERVICE_SECRETS: HeldOutSecret[] = [
  ...registries(),
  ...ai(),
  ...data(),
  ...observability(),
];
