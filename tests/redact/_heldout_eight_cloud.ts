/** Held-out corpus eight: tokens of cloud providers and databases as a service. */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  AN,
  B64,
  B64URL,
  DIGITS,
  g,
  HEX,
  JWT_ED,
  JWT_HS,
  jwtTail,
  LD,
  LOWER,
  mixed,
  sec,
  UD,
  uuid,
} from "./_heldout_eight_make.ts";

export const EIGHT_CLOUD: readonly HeldOutSecret[] = [
  sec(
    "vendor",
    "aws secret in credentials printout",
    [g(40, B64)],
    ([k]) =>
      `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = AKIA${
        g(16, UD)
      }\naws_secret_access_key = ${k}\nregion = eu-west-1\n`,
  ),
  sec(
    "vendor",
    "aws session triple exported",
    [g(40, B64), g(300, B64)],
    ([k, t]) =>
      `export AWS_ACCESS_KEY_ID=ASIA${
        g(16, UD)
      }\nexport AWS_SECRET_ACCESS_KEY=${k}\nexport AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE${t}`,
  ),
  sec(
    "vendor",
    "aws sts json output",
    [g(40, B64), g(240, B64)],
    ([k, t]) =>
      `{\n    "Credentials": {\n        "AccessKeyId": "ASIA${
        g(16, UD)
      }",\n        "SecretAccessKey": "${k}",\n        "SessionToken": "FwoGZXIvYXdzE${t}",\n        "Expiration": "2026-11-27T17:12:09+00:00"\n    }\n}`,
  ),
  sec(
    "vendor",
    "gcp api key in request url",
    [g(35, B64URL)],
    ([k]) =>
      `GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=AIza${k} 200 OK`,
  ),
  sec(
    "vendor",
    "google oauth client secret json",
    [g(28, B64URL)],
    ([k]) =>
      `{"installed":{"client_id":"${g(12, DIGITS)}-${
        g(32, LD)
      }.apps.googleusercontent.com","project_id":"acme-cli","client_secret":"GOCSPX-${k}","redirect_uris":["http://localhost"]}}`,
  ),
  sec(
    "vendor",
    "google access token bearer",
    [g(180, B64URL)],
    ([k]) =>
      `curl -H "Authorization: Bearer ya29.a0${k}" https://www.googleapis.com/drive/v3/files`,
  ),
  sec(
    "vendor",
    "google refresh token in adc file",
    [g(100, B64URL)],
    ([k]) =>
      `~/.config/gcloud/application_default_credentials.json:\n{\n  "client_id": "764086051850-6qr4p6gpi6hn506pt8ejuq83di341hur.apps.googleusercontent.com",\n  "refresh_token": "1//0${k}",\n  "type": "authorized_user"\n}`,
  ),
  sec(
    "vendor",
    "azure storage connection string",
    [g(86, B64) + "=="],
    ([k]) =>
      `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=acmeassets;AccountKey=${k};EndpointSuffix=core.windows.net"`,
  ),
  sec(
    "vendor",
    "azure sas url signature",
    [g(43, B64URL) + "%3D"],
    ([k]) =>
      `https://acmeassets.blob.core.windows.net/uploads/report.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&st=2026-11-27T00:00:00Z&spr=https&sig=${k}`,
  ),
  sec(
    "vendor",
    "azure ad client secret tilde",
    [g(3, AN) + "8Q~" + g(34, AN + "~._-")],
    ([k]) =>
      `az ad app credential reset --id ${uuid()} output:\n{\n  "appId": "${uuid()}",\n  "password": "${k}",\n  "tenant": "${uuid()}"\n}`,
  ),
  sec(
    "vendor",
    "azure openai api-key header",
    [g(32, HEX)],
    ([k]) =>
      `POST https://acme-oai.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-06-01\napi-key: ${k}\nContent-Type: application/json`,
  ),
  sec(
    "vendor",
    "service bus connection string",
    [g(43, B64) + "="],
    ([k]) =>
      `"ServiceBus": "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${k}"`,
  ),
  sec(
    "vendor",
    "cosmos db key in appsettings",
    [g(86, B64) + "=="],
    ([k]) =>
      `"CosmosDb": {\n  "Endpoint": "https://acme.documents.azure.com:443/",\n  "PrimaryKey": "${k}",\n  "Database": "orders"\n}`,
  ),
  sec(
    "vendor",
    "azure devops pat in git remote",
    [g(52, "abcdefghijklmnopqrstuvwxyz234567")],
    ([k]) => `git remote set-url origin https://build:${k}@dev.azure.com/acme/platform/_git/api`,
  ),
  sec(
    "vendor",
    "digitalocean token doctl",
    [g(64, HEX)],
    ([k]) => `doctl auth init --access-token dop_v1_${k}`,
  ),
  sec(
    "vendor",
    "digitalocean spaces secret",
    [g(43, B64)],
    ([k]) =>
      `SPACES_KEY=DO00${
        g(16, UD)
      }\nSPACES_SECRET=${k}\nSPACES_ENDPOINT=https://fra1.digitaloceanspaces.com`,
  ),
  sec("vendor", "linode token env", [g(64, HEX)], ([k]) => `LINODE_TOKEN=${k} terraform plan`),
  sec(
    "vendor",
    "hetzner cloud token",
    [g(64, AN)],
    ([k]) => `hcloud context create prod\nToken: ${k}\nContext prod created and activated`,
  ),
  sec(
    "vendor",
    "cloudflare api token wrangler",
    [g(40, B64URL)],
    ([k]) => `CLOUDFLARE_API_TOKEN=${k} npx wrangler deploy`,
  ),
  sec(
    "vendor",
    "cloudflare global key headers",
    [g(37, HEX)],
    ([k]) =>
      `curl https://api.cloudflare.com/client/v4/zones \\\n  -H "X-Auth-Email: ops@acme.io" \\\n  -H "X-Auth-Key: ${k}"`,
  ),
  sec(
    "vendor",
    "vercel token in ci",
    [mixed(24)],
    ([k]) => `- run: vercel deploy --prod --token=${k}`,
  ),
  sec("vendor", "netlify pat", [g(36, AN)], ([k]) => `NETLIFY_AUTH_TOKEN: nfp_${k}`),
  sec(
    "vendor",
    "fly macaroon token",
    [g(200, B64)],
    ([k]) => `$ fly tokens create deploy\nFlyV1 fm2_${k}`,
  ),
  sec(
    "vendor",
    "heroku api key in netrc",
    [uuid()],
    ([k]) =>
      `machine api.heroku.com\n  login dev@acme.io\n  password ${k}\nmachine git.heroku.com\n  login dev@acme.io\n  password ${k}`,
  ),
  sec(
    "vendor",
    "render api key",
    [g(32, AN)],
    ([k]) => `const render = new RenderClient({ apiKey: "rnd_${k}" });`,
  ),
  sec(
    "vendor",
    "supabase service role jwt",
    [jwtTail({
      iss: "supabase",
      ref: g(20, LOWER),
      role: "service_role",
      iat: 1732700000,
      exp: 2048276000,
    })],
    ([k]) =>
      `SUPABASE_URL=https://${g(20, LOWER)}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${JWT_HS}.${k}`,
  ),
  sec(
    "vendor",
    "supabase access token cli",
    [g(40, HEX)],
    ([k]) => `supabase login --token sbp_${k}`,
  ),
  sec(
    "vendor",
    "planetscale password",
    [g(43, B64URL)],
    ([k]) => `DATABASE_PASSWORD=pscale_pw_${k}`,
  ),
  sec(
    "vendor",
    "neon api key header",
    [g(64, LD)],
    ([k]) =>
      `curl 'https://console.neon.tech/api/v2/projects' -H 'Accept: application/json' -H "Authorization: Bearer ${k}"`,
  ),
  sec(
    "vendor",
    "atlas private api key",
    [uuid()],
    ([k]) => `atlas config set private_api_key ${k}`,
  ),
  sec(
    "vendor",
    "upstash rest token",
    [g(3, UD) + "ASQgN" + g(80, B64URL)],
    ([k]) =>
      `UPSTASH_REDIS_REST_URL="https://eu1-tidy-gnu-38211.upstash.io"\nUPSTASH_REDIS_REST_TOKEN="A${k}"`,
  ),
  sec(
    "vendor",
    "turso auth token",
    [jwtTail({ a: "rw", iat: 1732700000, id: uuid() }, "EdDSA")],
    ([k]) => `TURSO_DATABASE_URL=libsql://app-acme.turso.io\nTURSO_AUTH_TOKEN=${JWT_ED}.${k}`,
  ),
];
