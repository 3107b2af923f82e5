/**
 * Corpus thirty, clean: keys that are meant to be public, shown where a browser gets them —
 * publishable and client keys, captcha site keys, search-only keys, `pk.` map tokens, the Firebase
 * web config, a Supabase anon key, Sentry DSNs, measurement and container ids. What counts as
 * public is written down in docs/redaction-corpus-thirty.md.
 */
import {
  type Alike,
  b64,
  B64URL,
  draw,
  epoch,
  hex,
  jwt,
  low,
  num,
  pick,
  shownClean,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirty_make.ts";
import { mapbox } from "./_heldout_thirty_services.ts";
import type { HeldOutClean } from "./_heldout_make.ts";

const ALIKES: readonly Alike[] = [
  ["Stripe.js with the publishable key", "checkout.js", () => [
    `const stripe = Stripe('pk_live_${draw(99)}')`,
    "const elements = stripe.elements({ appearance: { theme: 'stripe' } })",
    "elements.create('payment').mount('#payment-element')",
  ]],
  ["the Firebase web config, public by design", "src/firebase.ts", () => {
    const project = `${low(6)}-${num(100, 999)}`;
    return [
      "// Public web config: safe to ship; access is governed by Security Rules and App Check.",
      "const firebaseConfig = {",
      `  apiKey: "AIza${draw(35, B64URL)}",`,
      `  authDomain: "${project}.firebaseapp.com",`,
      `  projectId: "${project}",`,
      `  storageBucket: "${project}.appspot.com",`,
      `  messagingSenderId: "${num(100000000000, 999999999999)}",`,
      `  appId: "1:${num(100000000000, 999999999999)}:web:${hex(22)}",`,
      `  measurementId: "G-${draw(10, UPPER_ALNUM)}"`,
      "};",
    ];
  }],
  ["a Supabase anon key in the browser client", ".env.local", () => {
    const ref = low(20);
    return [
      `NEXT_PUBLIC_SUPABASE_URL=https://${ref}.supabase.co`,
      `NEXT_PUBLIC_SUPABASE_ANON_KEY=${
        jwt({ iss: "supabase", ref, role: "anon", iat: epoch(), exp: epoch() + 315360000 })
      }`,
      "# anon key is public; row level security is on for every table",
    ];
  }],
  ["a Mapbox public token in a map", "src/map.js", () => [
    `mapboxgl.accessToken = '${mapbox("pk")}'`,
    "const map = new mapboxgl.Map({",
    "  container: 'stores',",
    "  style: 'mapbox://styles/mapbox/streets-v12',",
    `  center: [${num(-10, 20)}.${num(1000, 9999)}, ${num(40, 58)}.${num(1000, 9999)}], zoom: ${
      num(9, 14)
    },`,
    "})",
  ]],
  ["a reCAPTCHA site key in a form", "contact.html", () => [
    '<form action="/contact" method="post">',
    '  <input name="email" type="email" required>',
    `  <div class="g-recaptcha" data-sitekey="6L${draw(38, B64URL)}"></div>`,
    '  <button type="submit">Send</button>',
    "</form>",
    '<script src="https://www.google.com/recaptcha/api.js" async defer></script>',
  ]],
  ["a Turnstile widget with its site key", "src/components/Signup.astro", () => [
    '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>',
    `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${
      draw(14, B64URL)
    }" data-theme="light"></div>`,
  ]],
  ["an hCaptcha widget with its site key", "newsletter.html", () => [
    `<div class="h-captcha" data-sitekey="${uuid()}"></div>`,
    '<script src="https://js.hcaptcha.com/1/api.js" async defer></script>',
  ]],
  ["Algolia InstantSearch with the search-only key", "src/search.ts", () => [
    "// search-only API key: read access to the public index, meant for the browser",
    `const searchClient = algoliasearch('${draw(10, UPPER_ALNUM)}', '${hex(32)}')`,
    "instantsearch({ indexName: 'products', searchClient }).start()",
  ]],
  ["a Shopify Buy Button with its storefront token", "buy-button.html", () => [
    "<script>",
    "  const client = ShopifyBuy.buildClient({",
    `    domain: '${low(8)}.myshopify.com',`,
    `    storefrontAccessToken: '${hex(32)}',`,
    "  });",
    `  ui.createComponent('product', { id: '${
      num(7000000000000, 8999999999999)
    }', node: document.getElementById('buy') });`,
    "</script>",
  ]],
  ["a Clerk publishable key", "src/main.tsx", () => [
    `const PUBLISHABLE_KEY = 'pk_live_${b64(`clerk.${low(7)}.com$`, false)}'`,
    "createRoot(root).render(<ClerkProvider publishableKey={PUBLISHABLE_KEY}><App /></ClerkProvider>)",
  ]],
  ["analytics measurement and container ids", "app/layout.tsx", () => [
    `<Script src="https://www.googletagmanager.com/gtag/js?id=G-${
      draw(10, UPPER_ALNUM)
    }" strategy="afterInteractive" />`,
    `<GoogleTagManager gtmId="GTM-${draw(7, UPPER_ALNUM)}" />`,
    `<meta name="facebook-domain-verification" content="${low(30)}" />`,
  ]],
  ["a Sentry DSN in the browser SDK", "sentry.client.config.ts", () => [
    "import * as Sentry from '@sentry/nextjs'",
    "Sentry.init({",
    `  dsn: 'https://${hex(32)}@o${num(100000, 999999)}.ingest.de.sentry.io/${
      num(1000000, 9999999)
    }',`,
    "  tracesSampleRate: 0.1,",
    "})",
  ]],
  ["the PayPal JS SDK with its client id", "checkout.html", () => [
    `<script src="https://www.paypal.com/sdk/js?client-id=A${
      draw(79, B64URL)
    }&currency=EUR&components=buttons"></script>`,
    '<div id="paypal-button-container"></div>',
  ]],
  ["a Ghost Content API key, read-only and public", "src/ghost.js", () => [
    "// Content API keys are safe to use in browsers (read-only, published content).",
    `const api = new GhostContentAPI({ url: 'https://${low(6)}.ghost.io', key: '${
      hex(26)
    }', version: 'v5.0' })`,
  ]],
  ["a PostHog project key", "src/posthog.ts", () => [
    `posthog.init('phc_${
      draw(43)
    }', { api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only' })`,
  ]],
  ["an Auth0 SPA client id and domain", "src/auth.ts", () => [
    "export const auth0 = await createAuth0Client({",
    `  domain: '${low(8)}.eu.auth0.com',`,
    `  clientId: '${draw(32)}',`,
    "  authorizationParams: { redirect_uri: window.location.origin },",
    "})",
  ]],
  ["a Klaviyo onsite script with the public site id", "theme.liquid", () => [
    `<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${
      draw(6)
    }"></script>`,
  ]],
  ["a Stripe pricing table", "pricing.html", () => [
    '<script async src="https://js.stripe.com/v3/pricing-table.js"></script>',
    `<stripe-pricing-table pricing-table-id="prctbl_${draw(24)}"`,
    `  publishable-key="pk_live_${draw(99)}"></stripe-pricing-table>`,
  ]],
  ["DocSearch with an app id and search key", "docusaurus.config.js", () => [
    "themeConfig: {",
    "  algolia: {",
    `    appId: '${draw(10, UPPER_ALNUM)}',`,
    `    apiKey: '${hex(32)}', // search-only, public`,
    `    indexName: '${low(6)}',`,
    "  },",
    "},",
  ]],
  ["a Contentful space id and environment in a public config", "site.config.json", () => [
    "{",
    `  "contentful": { "spaceId": "${low(12)}", "environment": "master" },`,
    `  "siteUrl": "https://${low(7)}.com",`,
    `  "locale": "${pick(["en-GB", "de-DE", "fr-FR"])}"`,
    "}",
  ]],
];

/** The family's clean cases: each look-alike in two views. */
export function buildCleanPublic(): HeldOutClean[] {
  return shownClean(ALIKES, 2);
}
