/**
 * Corpus thirty, headless CMS: Contentful, Sanity, Storyblok, Prismic, DatoCMS, Hygraph and
 * Builder.io tokens in a front end's server-side env, its data-fetching code and the vendors'
 * CLIs. Management, preview and server-side delivery tokens are secrets here (a delivery token kept
 * in a server env is a credential; only the public keys of the clean families ship to a browser).
 */
import {
  B64,
  b64,
  B64URL,
  draw,
  epoch,
  halves,
  HEX,
  hex,
  type Insertion,
  jwt,
  low,
  num,
  pass,
  pick,
  shown,
  uuid,
} from "./_heldout_thirty_make.ts";
import type { HeldOutSecret } from "./_heldout_make.ts";

const INSERTIONS: readonly Insertion[] = [
  {
    label: "a Contentful management token in .env.local",
    shape: "vendor",
    file: ".env.local",
    make: (k) => [
      `CONTENTFUL_SPACE_ID=${low(12)}`,
      "CONTENTFUL_ENVIRONMENT=master",
      `CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-${k(43, B64URL)}`,
      `NEXT_PUBLIC_SITE_URL=https://www.${low(7)}.com`,
    ],
  },
  {
    label: "Contentful delivery and preview tokens in a server env",
    shape: "assignment",
    file: ".env",
    make: (k) => [
      "# server only — read in lib/contentful.ts",
      `CONTENTFUL_SPACE_ID=${low(12)}`,
      `CONTENTFUL_ACCESS_TOKEN=${k(43, B64URL)}`,
      `CONTENTFUL_PREVIEW_ACCESS_TOKEN=${k(43, B64URL)}`,
      `CONTENTFUL_PREVIEW_SECRET=${k(24)}`,
      "REVALIDATE_SECONDS=60",
    ],
  },
  {
    label: "contentful space export with a management token",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ npx contentful-cli space export --space-id ${
        low(12)
      } --environment-id staging --management-token CFPAT-${k(43, B64URL)} --content-file backup-${
        num(20261101, 20261127)
      }.json`,
      "┌──────────────────────────────────────────────────┐",
      "│ Exported entities                                │",
      `│ Content Types ${String(num(5, 40)).padStart(35)} │`,
      `│ Entries ${String(num(100, 900)).padStart(41)} │`,
      "└──────────────────────────────────────────────────┘",
    ],
  },
  {
    label: "a Sanity write token in .env",
    shape: "vendor",
    file: ".env",
    make: (k) => [
      `SANITY_STUDIO_PROJECT_ID=${low(8)}`,
      "SANITY_STUDIO_DATASET=production",
      `SANITY_API_WRITE_TOKEN=sk${k(180)}`,
    ],
  },
  {
    label: "a Sanity client created with a read token",
    shape: "assignment",
    file: "sanity/lib/client.ts",
    make: (k) => [
      "import { createClient } from 'next-sanity'",
      "",
      "export const client = createClient({",
      `  projectId: '${low(8)}',`,
      "  dataset: 'production',",
      "  apiVersion: '2026-10-01',",
      "  useCdn: false,",
      `  token: 'sk${k(180)}',`,
      "  perspective: 'previewDrafts',",
      "})",
    ],
  },
  {
    label: "a Storyblok preview token and management PAT",
    shape: "assignment",
    file: ".env",
    make: (k) => [
      `STORYBLOK_SPACE_ID=${num(100000, 999999)}`,
      `STORYBLOK_PREVIEW_TOKEN=${k(22)}tt`,
      `STORYBLOK_PERSONAL_ACCESS_TOKEN=${k(22)}-${num(100000, 999999)}-${k(20, B64URL)}`,
      "STORYBLOK_REGION=eu",
    ],
  },
  {
    label: "storyblok CLI login with a token",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ npx storyblok login --token ${k(22)}-${num(100000, 999999)}-${k(20)} --region eu`,
      "✔ Successfully logged in",
      `$ npx storyblok pull-components --space ${num(100000, 999999)}`,
    ],
  },
  {
    label: "a Prismic repository access token",
    shape: "assignment",
    file: "prismicio.ts",
    make: (k) => [
      "import * as prismic from '@prismicio/client'",
      "",
      `export const repositoryName = '${low(9)}'`,
      "export const createClient = (config = {}) =>",
      "  prismic.createClient(repositoryName, {",
      `    accessToken: 'MC5${k(num(90, 110), B64)}',`,
      "    routes: [{ type: 'page', path: '/:uid' }],",
      "    ...config,",
      "  })",
    ],
  },
  {
    label: "a DatoCMS full-access token in a GraphQL fetch",
    shape: "command",
    file: "lib/datocms.js",
    make: (k) => [
      "export async function request({ query, variables }) {",
      "  const res = await fetch('https://graphql.datocms.com/', {",
      "    method: 'POST',",
      `    headers: { Authorization: 'Bearer ${k(30, HEX)}', 'X-Environment': 'main' },`,
      "    body: JSON.stringify({ query, variables }),",
      "  })",
      "  return (await res.json()).data",
      "}",
    ],
  },
  {
    label: "a Hygraph permanent auth token (a JWT)",
    shape: "vendor",
    file: ".env.production",
    make: (k) => [
      `HYGRAPH_ENDPOINT=https://eu-central-1.cdn.hygraph.com/content/${low(25)}/master`,
      `HYGRAPH_TOKEN=${
        jwt(
          {
            version: 3,
            iat: epoch(),
            aud: ["https://api-eu-central-1.hygraph.com/v2/" + low(25) + "/master"],
            iss: "https://management.hygraph.com/",
            sub: uuid(),
            jti: low(25),
          },
          k,
          "RS256",
        )
      }`,
    ],
  },
  {
    label: "a Sanity token wrapped in a copied devtools header",
    shape: "wrapped",
    file: "devtools",
    make: (_k, add) => {
      const [a, b] = halves(add, "sk" + draw(180));
      return [
        `Request URL: https://${low(8)}.api.sanity.io/v2026-10-01/data/query/production`,
        "Request Method: GET",
        `authorization: Bearer ${a}`,
        b,
        "accept: application/json",
      ];
    },
  },
  {
    label: "Contentful credentials as one base64 build variable",
    shape: "encoded",
    file: "gatsby-config.js",
    make: (_k, add) => [
      "// CONTENTFUL_CREDS is set in the Netlify UI:",
      `// CONTENTFUL_CREDS=${
        add(
          b64(
            JSON.stringify({
              spaceId: low(12),
              accessToken: draw(43, B64URL),
              host: "cdn.contentful.com",
            }),
          ),
        )
      }`,
      "const creds = JSON.parse(Buffer.from(process.env.CONTENTFUL_CREDS, 'base64').toString())",
      "module.exports = { plugins: [{ resolve: 'gatsby-source-contentful', options: creds }] }",
    ],
  },
  {
    label: "a Builder.io private key",
    shape: "vendor",
    file: "scripts/sync-builder.ts",
    make: (k) => [
      `const PUBLIC_KEY = '${hex(32)}' // public API key, fine in the browser`,
      `const PRIVATE_KEY = 'bpk-${k(32, HEX)}'`,
      "await fetch('https://builder.io/api/v1/write/page', {",
      "  method: 'POST', headers: { Authorization: `Bearer ${PRIVATE_KEY}` }, body,",
      "})",
    ],
  },
  {
    label: "a Contentful webhook with Basic credentials in its URL",
    shape: "url",
    file: "webhook.json",
    make: (_k, add) => [
      "{",
      `  "name": "Rebuild ${pick(["site", "docs", "shop"])}",`,
      `  "url": "https://deploy:${pass(add)}@ci.${low(6)}.dev/hooks/rebuild",`,
      '  "topics": ["Entry.publish", "Entry.unpublish"],',
      `  "headers": [{ "key": "X-Site", "value": "${low(6)}" }]`,
      "}",
    ],
  },
];

/** The family's cases: each insertion in two views. */
export function buildHeadless(): HeldOutSecret[] {
  return shown(INSERTIONS, 2);
}
