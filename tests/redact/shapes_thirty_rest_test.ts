/**
 * Corpus thirty's rest, and twenty-six's and twenty-four's (docs/redaction.md, "Corpus thirty's
 * rest (t-red36)"), as shapes of any text: other vendors, names and layouts than the corpora's,
 * each with a near miss on the other side — as written, inside a JSONL record and with CRLF line
 * ends (_shape_tests.ts).
 */
import { ALNUM, BASE64URL, fake, HEX } from "./_fakes.ts";
import assert from "node:assert/strict";
import { redact } from "../../src/redact/mod.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 36_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const upperDigits = (n: number) => key(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
const google = () => "AI" + "za" + key(35, BASE64URL);

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// Keys public by design where the text says so at the key; the same vendor's secret beside them.
const turnstileSite = "3x" + "0".repeat(20) + "FF";
const turnstileSecret = "2x" + "0".repeat(31) + "AA";
CLEAN.push([
  "Turnstile's dummy keys in a Django test settings file",
  `# settings/test.py: Cloudflare's documented test keys\nTURNSTILE_SITEKEY = "${turnstileSite}"\nTURNSTILE_SECRET = "${turnstileSecret}"`,
]);
{
  const real = "0x4AAAAAAA" + key(22, BASE64URL);
  add(
    "a real Turnstile secret beside a dummy site key",
    `TURNSTILE_SITE_KEY=${"1x" + "0".repeat(20) + "BB"}\nTURNSTILE_SECRET_KEY=${real}`,
    real.slice(10),
  );
}
CLEAN.push([
  "a Storefront API client with its public access token",
  `const client = createStorefrontApiClient({\n  storeDomain: 'https://${
    key(8).toLowerCase()
  }.myshopify.com',\n  apiVersion: '2025-01',\n  publicAccessToken: '${hex(32)}',\n});`,
]);
CLEAN.push([
  "Hydrogen's public storefront token in .env",
  `SESSION_SECRET="foobar"\nPUBLIC_STOREFRONT_API_TOKEN=${hex(32)}\nPUBLIC_STORE_DOMAIN=${
    key(8).toLowerCase()
  }.myshopify.com`,
]);
CLEAN.push([
  "a Shopify app's client ID in its .env",
  `SHOPIFY_API_KEY=${hex(32)}\nSCOPES=read_products,write_orders\nHOST=https://${
    key(10).toLowerCase()
  }.trycloudflare.com`,
]);
{
  const [admin, secret] = ["shp" + "at_" + hex(32), hex(32)];
  add(
    "a Shopify Admin token and an app secret beside the public ones",
    `storefrontAccessToken: '${hex(32)}',\nadminAccessToken: '${admin}',\nSHOPIFY_API_KEY=${
      hex(32)
    }\nSHOPIFY_API_SECRET=${secret}`,
    admin,
    secret,
  );
}
CLEAN.push([
  "an Algolia search-only key under its name in a Vite env",
  `VITE_ALGOLIA_APP_ID=${upperDigits(10)}\nVITE_ALGOLIA_SEARCH_ONLY_API_KEY=${hex(32)}`,
]);
CLEAN.push([
  "React InstantSearch given its search client",
  `<InstantSearch searchClient={algoliasearch('${upperDigits(10)}', '${
    hex(32)
  }')} indexName="products">`,
]);
CLEAN.push([
  "DocSearch's script with its app id, key and index",
  `docsearch({\n  container: '#docsearch',\n  appId: '${upperDigits(10)}',\n  apiKey: '${
    hex(32)
  }',\n  indexName: 'docs',\n});`,
]);
{
  const [admin, plugin, client] = [hex(32), hex(32), hex(32)];
  add(
    "Algolia admin keys: beside the search-only key, in an indexing plugin, in a client for writing",
    `ALGOLIA_SEARCH_ONLY_API_KEY=${hex(32)}\nALGOLIA_ADMIN_API_KEY=${admin}\n\n` +
      `{ resolve: 'gatsby-plugin-algolia', options: { appId: '${
        upperDigits(10)
      }', apiKey: '${plugin}', indexName: 'posts', queries } }\n\n` +
      `const client = algoliasearch('${
        upperDigits(10)
      }', '${client}')\nawait client.saveObjects({ indexName: 'posts', objects })`,
    admin,
    plugin,
    client,
  );
}
CLEAN.push([
  "a Firebase web config handed to initializeApp in a Python dict",
  `config = {\n    "apiKey": "${google()}",\n    "authDomain": "shop-41.firebaseapp.com",\n    "databaseURL": "https://shop-41.firebaseio.com",\n    "projectId": "shop-41",\n}\nfirebase = pyrebase.initialize_app(config)`,
]);
{
  const [maps, loader] = [google(), google()];
  add(
    "Google keys with no Firebase web config around them",
    `GOOGLE_MAPS_API_KEY=${maps}\nconst loader = new Loader({ apiKey: "${loader}", version: "weekly", libraries: ["places"] });`,
    maps,
    loader,
  );
}
CLEAN.push([
  "a Sentry DSN in a React app's init",
  `import * as Sentry from "@sentry/react";\n\nSentry.init({\n  dsn: "https://${hex(32)}@o${
    key(6, "0123456789")
  }.ingest.us.sentry.io/${
    key(7, "0123456789")
  }",\n  integrations: [Sentry.browserTracingIntegration()],\n});`,
]);
{
  const [server, legacy, auth] = [hex(32), hex(32), "sntry" + "s_" + key(60, BASE64URL)];
  add(
    "a DSN in server code, a legacy DSN's secret half and an auth token beside a browser init",
    `// server.js\nconst Sentry = require("@sentry/node");\nSentry.init({ dsn: "https://${server}@o4.ingest.sentry.io/5" });\n\n` +
      `import * as Sentry from "@sentry/browser";\nSentry.init({ dsn: "https://${
        hex(32)
      }:${legacy}@sentry.example.org/3" });\n// SENTRY_AUTH_TOKEN=${auth}`,
    server,
    legacy,
    auth,
  );
}

// A key a chat line wrapped near its end: the rest, 8 to 15 characters, before the sentence goes on.
{
  const [head, rest] = [key(28), key(4) + "7" + key(3) + "Qz"];
  add(
    "a deploy token wrapped near its end in a pasted chat line",
    `netlify deploy keeps failing with 401 although the personal access token is ${head}\n${rest} and it has the right team scope`,
    head,
    rest,
  );
}
// A password column's value of letters with a dot (Airflow's generated passwords), in psql output.
{
  const p = "TokaBQRn" + "." + "MMiVp";
  add(
    "a password of letters and a dot in a MySQL result's password column",
    `+---------+-----------------+\n| user    | password        |\n+---------+-----------------+\n| deploy  | ${p}  |\n+---------+-----------------+`,
    p,
  );
}
CLEAN.push([
  "a password column holding words and a name",
  " username | password | note\n----------+----------+------\n deploy   | Required | set by McDonaldson\n ci       | (none)   | MixedCase",
]);
// A W&B key named in a sentence.
{
  const k = hex(40);
  add(
    "a wandb key listed in an answer",
    `Found in train.py:\n- line 12: the wandb key \`${k}\`\n- line 40: nothing else`,
    k,
  );
}
CLEAN.push([
  "W&B runs, artifacts and commits with 40-hex ids",
  `wandb: Synced run ${hex(40)}\nW&B artifact digest ${hex(32)}\nthe W&B commit ${
    hex(40)
  } fixed the key rotation`,
]);

// A login's password hash on the line or row that names the login (by decision: it cracks offline
// into that login); the scheme stays, the salt and hash go.
const crypt = (n: number) => key(n, ALNUM + "./");
{
  const [salt, h] = [crypt(22), crypt(43)];
  add(
    "a yescrypt line of /etc/shadow read by a tool",
    `     1→root:*:19800:0:99999:7:::\n     2→backup:$y$j9T$${salt}$${h}:19800:0:99999:7:::`,
    salt,
    h,
  );
}
{
  const h = crypt(53);
  add(
    "a Caddy basic_auth block with a user's bcrypt hash",
    `example.org {\n\tbasic_auth /admin/* {\n\t\tbob $2a$14$${h}\n\t}\n}`,
    h,
  );
}
{
  const [salt, h] = [crypt(16), crypt(86)];
  add(
    "a Dockerfile creating a user with useradd -p",
    `RUN useradd -m -s /bin/bash -p '$6$${salt}$${h}' deploy`,
    salt,
    h,
  );
}
{
  const [a, b] = [crypt(53), crypt(53)];
  add(
    "a DataFrame of users with a password_hash column",
    `>>> users.head(2)\n   user_id        email                                          password_hash\n0      101  ana@example.org  $2b$12$${a}\n1      102  bo@example.org  $2b$12$${b}`,
    a,
    b,
  );
}
// The shapes earlier rounds kept as clean, before the decision (round four, eleven).
{
  const [a, b, c] = [crypt(53), crypt(53), crypt(53)];
  add(
    "a Markdown table of users, a CSV and a psql column of bcrypt hashes",
    `| user | password |\n|---|---|\n| admin | $2b$12$${a} |\n\nid,email,password_hash\n1,a@x.io,$2b$12$${b}\n\n id | password_hash\n----+------------\n  1 | $2b$12$${c}\n(1 row)`,
    a,
    b,
    c,
  );
}
// Bare values: backup codes under a heading that runs on without a colon; a key a clipboard
// command printed alone.
{
  const codes = [0, 1, 2, 3].map(() =>
    key(4, "abcdefghjkmnpqrstuvwxyz23456789") + "7-" + key(5, "abcdefghjkmnpqrstuvwxyz23456789")
  );
  add(
    "recovery codes saved from a CMS's 2FA page",
    `Recovery codes for the shop's owner account (generated 2026-11-02)\n\n${codes[0]}  ${
      codes[1]
    }\n${codes[2]}  ${codes[3]}`,
    ...codes,
  );
}
CLEAN.push([
  "a sentence about backup codes above an error code",
  "Backup codes are shown once when you turn on 2FA\nE1001-4412 means the code was already used",
]);
{
  const k = hex(32);
  add("a key xclip printed from the clipboard", `$ xclip -selection clipboard -o\n${k}\n$ `, k);
}
CLEAN.push([
  "a clipboard holding a URL, a commit and its length",
  `$ pbpaste\nhttps://example.org/admin/settings\n$ wl-paste\n${
    hex(40)
  }\n$ pbpaste | wc -c\n      41`,
]);

// A shadow line a narrow console wrapped: the hash's rest runs on into the line's `:` fields.
{
  const [salt, head, rest] = [crypt(8), crypt(58), key(12) + "7" + key(9)];
  add(
    "getent shadow's line wrapped in a narrow pane",
    `$ sudo getent shadow deploy\ndeploy:$6$${salt}$${head}\n${rest}:19800:0:99999:7:::\n$ `,
    head,
    rest,
  );
}

// The password a host's mail gives under the login.
{
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const pw = "Hq" + key(5, letters) + "%" + key(7, letters) + "x";
  add(
    "a VPS provider's welcome mail quoted in a ticket",
    `Thanks for ordering. Your login details:\n  root\n  ${pw}\nIP: 203.0.113.7`,
    pw,
  );
}
CLEAN.push([
  "credentials headings over names, not passwords",
  "Credentials:\n  admin\n  (set on first login)\n\nCloud credentials:\n  aws\n  gcp-prod",
]);

CLEAN.push([
  "hash formats explained, a hash under a config field and one quoted in a sentence",
  `Each line is \`<user>:<hash>\`; bcrypt hashes start \`$2y$10$\`.\nadmin:\n  passwordHash: "$2b$12$${
    crypt(53)
  }"\nthe hash $2b$12$${crypt(53)} is what the database keeps`,
]);

shapeTests("corpus thirty's rest", SECRETS, CLEAN);

Deno.test("corpus thirty's rest: the line after a wrapped key keeps a short word of one case", () => {
  const head = key(28);
  const text = `the token the dashboard showed me is ${head} and it worked for a day\n` +
    `${key(12)}\nstep2of3 ran after ${head}\nv2beta3x was the release`;
  const out = redact(text).text;
  assert.ok(out.includes("step2of3 ran") && out.includes("v2beta3x was"), out);
});
