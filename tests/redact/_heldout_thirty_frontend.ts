/**
 * Corpus thirty, front ends: Next.js, Nuxt, SvelteKit, Astro and Vite env files with public
 * variables beside server-only ones, and secrets that slipped into build output — a minified chunk,
 * a source map's `sourcesContent`, a prerendered page's inline state.
 */
import {
  B64,
  B64URL,
  draw,
  epoch,
  fingerprint,
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
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirty_make.ts";
import { type HeldOutSecret, tokenChecksum as tokenTail } from "./_heldout_make.ts";

/** A run of minified code around `middle`: short identifiers, no secrets. */
function minified(middle: string): string {
  const v = () => pick(["e", "t", "n", "r", "o", "a", "i", "s", "c", "l", "u"]);
  const fn = () =>
    `function ${v()}(${v()},${v()}){return ${v()}.${pick(["map", "filter", "call"])}(${v()})}`;
  return `"use strict";(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[${
    num(100, 999)
  }],{${num(1000, 9999)}:(${v()},${v()},${v()})=>{${fn()};${middle};${fn()};var ${v()}=${v()}(${
    num(1000, 9999)
  })}}]);`;
}

const INSERTIONS: readonly Insertion[] = [
  {
    label: "Next.js .env.local with public keys beside a Stripe secret and database URL",
    shape: "vendor",
    file: ".env.local",
    make: (k, add) => [
      `NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_${draw(99)}`,
      `NEXT_PUBLIC_POSTHOG_KEY=phc_${draw(43)}`,
      `STRIPE_SECRET_KEY=sk_live_${k(99)}`,
      `DATABASE_URL=postgresql://app:${pass(add)}@db.${
        low(8)
      }.eu-west-2.rds.amazonaws.com:5432/shop`,
      `REVALIDATE_TOKEN=${k(32, HEX)}`,
    ],
  },
  {
    label: "Nuxt runtime config with private keys inline",
    shape: "assignment",
    file: "nuxt.config.ts",
    make: (k) => [
      "export default defineNuxtConfig({",
      "  runtimeConfig: {",
      `    apiSecret: '${k(40)}',`,
      `    mailchimpKey: '${k(32, HEX)}-us${num(2, 21)}',`,
      "    public: {",
      `      apiBase: 'https://api.${low(6)}.io',`,
      `      gtagId: 'G-${draw(10, UPPER_ALNUM)}',`,
      "    },",
      "  },",
      "})",
    ],
  },
  {
    label: "SvelteKit .env with a private key beside PUBLIC_ variables",
    shape: "assignment",
    file: ".env",
    make: (k, add) => [
      `PUBLIC_SUPABASE_URL=https://${low(20)}.supabase.co`,
      `PUBLIC_SITE_NAME="${pick(["Harbour Books", "Pine Yoga", "Kiln & Co"])}"`,
      `PRIVATE_SMTP_PASSWORD=${pass(add)}`,
      `PRIVATE_ADMIN_TOKEN=${k(48)}`,
    ],
  },
  {
    label: "Astro content loader with a secret in import.meta.env fallback",
    shape: "assignment",
    file: "src/lib/cms.ts",
    make: (k) => [
      "const token =",
      `  import.meta.env.CMS_TOKEN ?? '${k(40)}' // TODO remove before launch`,
      "",
      "export async function getPosts() {",
      "  const res = await fetch(`${import.meta.env.CMS_URL}/posts`, { headers: { Authorization: `Token ${token}` } })",
      "  return res.json()",
      "}",
    ],
  },
  {
    label: "a Vite env exposed with the VITE_ prefix by mistake",
    shape: "vendor",
    file: ".env.production",
    make: (k) => [
      `VITE_API_URL=https://api.${low(6)}.app`,
      `VITE_OPENAI_API_KEY=sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`,
      `VITE_SENTRY_DSN=https://${hex(32)}@o${num(100000, 999999)}.ingest.sentry.io/${
        num(1000000, 9999999)
      }`,
    ],
  },
  {
    label: "a secret bundled into a minified Next.js chunk",
    shape: "output",
    file: `.next/static/chunks/pages/checkout.js`,
    make: (k) => [minified(`let ${pick(["x", "q", "z"])}="sk_live_${k(99)}"`)],
  },
  {
    label: "an Algolia admin key inlined by Vite's define",
    shape: "output",
    file: "dist/assets/index.js",
    make: (k) => [
      minified(
        `const ${pick(["Ae", "Ot", "Zn"])}=algoliasearch("${draw(10, UPPER_ALNUM)}","${
          k(32, HEX)
        }")`,
      ),
    ],
  },
  {
    label: "a source map's sourcesContent holding a server key",
    shape: "encoded",
    file: "dist/assets/api.js.map",
    make: (k) => [
      JSON.stringify({
        version: 3,
        file: `api-${fingerprint()}.js`,
        sources: ["../../src/api.ts"],
        sourcesContent: [
          `const KLAVIYO_PRIVATE_KEY = "pk_${
            k(34, HEX)
          }";\nexport const sub = (e: string) =>\n  fetch("https://a.klaviyo.com/api/profiles/", { headers: { Authorization: \`Klaviyo-API-Key \${KLAVIYO_PRIVATE_KEY}\` } });\n`,
        ],
        names: [],
        mappings: `AAAA,MAAM,${draw(6, B64)};AACA`,
      }),
    ],
  },
  {
    label: "a prerendered page whose inline state carries a server token",
    shape: "output",
    file: "dist/index.html",
    make: (k) => [
      "<!doctype html>",
      `<html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/_astro/index.${fingerprint()}.css"></head>`,
      "<body>",
      `<div id="app" data-v-app></div>`,
      `<script>window.__NUXT__={config:{public:{apiBase:"/api"},app:{baseURL:"/"}},state:{cmsToken:"${
        k(40)
      }",lang:"en"}}</script>`,
      `<script type="module" src="/_nuxt/entry.${fingerprint()}.js"></script>`,
      "</body></html>",
    ],
  },
  {
    label: "NEXTAUTH_SECRET and a GitHub OAuth secret in a Vercel env pull",
    shape: "assignment",
    file: ".env.local",
    make: (k) => [
      "# Created by Vercel CLI",
      `NEXTAUTH_SECRET="${k(43, B64)}="`,
      `NEXTAUTH_URL="https://${low(7)}.vercel.app"`,
      `GITHUB_ID="Ov23li${draw(14)}"`,
      `GITHUB_SECRET="${k(40, HEX)}"`,
      `VERCEL_OIDC_TOKEN="${
        jwt({ iss: "https://oidc.vercel.com/" + low(8), sub: "owner:" + low(8), exp: epoch() }, k)
      }"`,
    ],
  },
  {
    label: "a next.config.js env block copying a server key to the client",
    shape: "assignment",
    file: "next.config.js",
    make: (k) => [
      "/** @type {import('next').NextConfig} */",
      "module.exports = {",
      "  reactStrictMode: true,",
      "  env: {",
      `    CMS_PREVIEW_SECRET: '${k(36)}',`,
      `    BUILD_ID: '${hex(7)}',`,
      "  },",
      "}",
    ],
  },
  {
    label: "an npm token for a private UI kit in .npmrc",
    shape: "vendor",
    file: ".npmrc",
    make: (k) => {
      const body = k(30);
      return [
        `@${low(6)}:registry=https://registry.npmjs.org/`,
        `//registry.npmjs.org/:_authToken=npm_${body}${tokenTail(body)}`,
        "auto-install-peers=true",
      ];
    },
  },
  {
    label: "a webpack DefinePlugin block with a JSON-escaped PayPal secret",
    shape: "encoded",
    file: "webpack.config.js",
    make: (k) => {
      const creds = { clientId: "A" + draw(79, B64URL), secret: "E" + k(79, B64URL), env: "live" };
      return [
        "new webpack.DefinePlugin({",
        `  'process.env.NODE_ENV': '"production"',`,
        `  'process.env.PAYPAL': "${JSON.stringify(JSON.stringify(creds)).slice(1, -1)}",`,
        "})",
      ];
    },
  },
  {
    label: "a Netlify build log printing a key wrapped at 120 columns",
    shape: "wrapped",
    file: "deploy.log",
    make: (_k, add) => {
      const [a, b] = halves(add, "sk_live_" + draw(99));
      return [
        `${num(1, 12)}:${num(10, 59)}:${num(10, 59)} PM: $ npm run build`,
        `${num(1, 12)}:${num(10, 59)}:${num(10, 59)} PM: > env | grep STRIPE   # debugging`,
        `${num(1, 12)}:${num(10, 59)}:${num(10, 59)} PM: STRIPE_SECRET_KEY=${a}`,
        b,
        `${num(1, 12)}:${num(10, 59)}:${num(10, 59)} PM: ✓ Compiled successfully in ${
          num(10, 90)
        }s`,
      ];
    },
  },
  {
    label: "a SvelteKit hooks file with a cookie signing key",
    shape: "assignment",
    file: "src/hooks.server.ts",
    make: (k) => [
      "import { sequence } from '@sveltejs/kit/hooks'",
      "import { handleSession } from 'svelte-kit-cookie-session'",
      "",
      "export const handle = sequence(",
      `  handleSession({ secret: '${k(64, HEX)}', expires: 7 }),`,
      `  async ({ event, resolve }) => resolve(event, { preload: ({ type }) => type === 'font' }),`,
      ")",
      `// request id ${uuid()}`,
    ],
  },
];

/** The family's cases: each insertion in two views. */
export function buildFrontend(): HeldOutSecret[] {
  return shown(INSERTIONS, 2);
}
