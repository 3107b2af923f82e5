/**
 * Corpus thirty, clean: what a front end's build and a site's responses are full of — colours,
 * fingerprinted filenames, SRI integrity attributes, CSP nonces and hashes, ETags and edge ids,
 * cache-busting query strings, UUID slugs, data URIs, minified code, lockfile integrity, commit
 * ids and WordPress nonces. None of it is a secret.
 */
import {
  type Alike,
  B64,
  b64,
  B64URL,
  draw,
  fingerprint,
  hex,
  low,
  num,
  pick,
  shownClean,
  uuid,
} from "./_heldout_thirty_make.ts";
import type { HeldOutClean } from "./_heldout_make.ts";

/** `n` random bytes from the stream. */
const bytes = (n: number): Uint8Array => Uint8Array.from({ length: n }, () => num(0, 255));
/** An SRI value of `alg` over random bytes. */
const sri = (alg: "sha256" | "sha384" | "sha512"): string =>
  `${alg}-${b64(bytes({ sha256: 32, sha384: 48, sha512: 64 }[alg]))}`;
const colour = (): string => `#${hex(6)}`;

const ALIKES: readonly Alike[] = [
  ["a stylesheet full of colours", "src/styles/tokens.css", () => [
    ":root {",
    `  --brand: ${colour()};`,
    `  --brand-dark: ${colour()};`,
    `  --accent: ${colour()};`,
    `  --surface: ${colour()}e6;`,
    `  --shadow: 0 1px 2px ${colour()}33, 0 8px 24px ${colour()}1f;`,
    "}",
    `.btn-primary { background: linear-gradient(90deg, ${colour()} 0%, ${colour()} 100%); }`,
  ]],
  ["a Vite manifest with fingerprinted files", "dist/.vite/manifest.json", () => [
    "{",
    `  "index.html": { "file": "assets/index-${
      draw(8, B64URL)
    }.js", "isEntry": true, "css": ["assets/index-${draw(8, B64URL)}.css"] },`,
    `  "src/pages/cart.tsx": { "file": "assets/cart-${
      draw(8, B64URL)
    }.js", "isDynamicEntry": true },`,
    `  "_vendor-${draw(8, B64URL)}.js": { "file": "assets/vendor-${draw(8, B64URL)}.js" }`,
    "}",
  ]],
  ["script and link tags with SRI integrity", "index.html", () => [
    `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.${
      num(0, 8)
    }/dist/css/bootstrap.min.css"`,
    `      integrity="${sri("sha384")}" crossorigin="anonymous">`,
    `<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.${num(0, 9)}/dist/cdn.min.js"`,
    `        integrity="${sri("sha384")}" crossorigin="anonymous" defer></script>`,
    `<script src="/js/app.${fingerprint()}.js" integrity="${sri("sha512")}"></script>`,
  ]],
  ["a CSP header with a nonce and script hashes", "devtools", () => {
    const nonce = b64(bytes(16));
    return [
      "// the middleware sets a fresh nonce per request; one response's header:",
      `content-security-policy: default-src 'self'; script-src 'self' 'nonce-${nonce}' '${
        sri("sha256")
      }' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://cdn.shopify.com`,
      `<script nonce="${nonce}">window.__BOOT__=1</script>`,
    ];
  }],
  ["response headers with ETag and edge ids", "devtools", () => [
    "HTTP/2 200",
    "content-type: text/html; charset=utf-8",
    `etag: W/"${hex(5)}-${draw(27, B64)}"`,
    `cf-ray: ${hex(16)}-${pick(["LHR", "FRA", "CDG", "AMS"])}`,
    `x-vercel-id: ${pick(["lhr1", "fra1", "cdg1"])}::iad1::${low(5)}-${
      num(1793491200000, 1796083199999)
    }-${hex(12)}`,
    `x-nf-request-id: 01${draw(24, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")}`,
    "cache-control: public, max-age=0, must-revalidate",
  ]],
  ["cache-busting query strings in a WordPress head", "view-source", () => [
    `<link rel='stylesheet' id='wp-block-library-css' href='https://${
      low(7)
    }.com/wp-includes/css/dist/block-library/style.min.css?ver=6.8.${num(0, 3)}' media='all' />`,
    `<link rel='stylesheet' id='theme-css' href='https://${low(7)}.com/wp-content/themes/${
      low(6)
    }/style.css?v=${fingerprint()}' />`,
    `<script src='https://${
      low(7)
    }.com/wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js?ver=9.${num(1, 9)}.${
      num(0, 9)
    }' id='wc-cart-js'></script>`,
  ]],
  ["CMS asset URLs with UUID slugs", "content.json", () => [
    "{",
    `  "hero": "https://images.ctfassets.net/${low(12)}/${draw(22)}/${
      hex(32)
    }/hero.jpg?w=1600&fm=webp",`,
    `  "download": "https://cms.${low(6)}.io/assets/${uuid()}?download",`,
    `  "post": "/blog/${uuid()}",`,
    `  "sanity": "https://cdn.sanity.io/images/${low(8)}/production/${hex(40)}-1200x800.png"`,
    "}",
  ]],
  ["a data URI image in CSS", "src/icons.css", () => {
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...bytes(num(60, 90)),
    ]);
    return [
      `.icon-cart { background-image: url("data:image/png;base64,${
        b64(png)
      }"); width: 16px; height: 16px; }`,
      `.icon-x { mask: url("data:image/svg+xml;base64,${
        b64(
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${
            num(16, 24)
          } 24"><path d="M6 6l12 12M18 6L6 18"/></svg>`,
        )
      }"); }`,
    ];
  }],
  ["a minified chunk with short names", ".next/static/chunks/app/page.js", () => {
    const v = () => draw(1, "abcdefghijklmnopqrstuvwxyz") + pick(["", "t", "e", "n"]);
    return [
      `(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[${num(100, 999)}],{${
        num(1000, 99999)
      }:function(${v()},${v()},${v()}){"use strict";${v()}.d(${v()},{default:function(){return ${v()}}});var ${v()}=${v()}(${
        num(1000, 9999)
      }),${v()}=${v()}(${
        num(1000, 9999)
      });function ${v()}(${v()}){let{items:${v()}}=${v()};return(0,${v()}.jsx)("ul",{className:"grid gap-${
        num(2, 8)
      }",children:${v()}.map(${v()}=>(0,${v()}.jsx)("li",{children:${v()}.title},${v()}.id))})}}}]);`,
    ];
  }],
  ["next build's route table", "terminal", () => [
    "Route (app)                              Size     First Load JS",
    `┌ ○ /                                    ${num(1, 9)}.${num(1, 99)} kB        ${
      num(90, 130)
    } kB`,
    `├ ƒ /products/[handle]                   ${num(1, 9)}.${num(1, 99)} kB        ${
      num(90, 130)
    } kB`,
    `└ ○ /cart                                ${num(1, 9)}.${num(1, 99)} kB        ${
      num(90, 130)
    } kB`,
    `+ First Load JS shared by all            ${num(80, 99)} kB`,
    `  ├ chunks/${num(100, 999)}-${hex(16)}.js      ${num(20, 40)}.${num(1, 9)} kB`,
    `  └ chunks/framework-${hex(16)}.js   ${num(40, 50)}.${num(1, 9)} kB`,
  ]],
  ["lockfile entries with integrity hashes", "package-lock.json", () => [
    `    "node_modules/${pick(["swiper", "alpinejs", "htmx.org"])}": {`,
    `      "version": "${num(1, 11)}.${num(0, 20)}.${num(0, 9)}",`,
    `      "resolved": "https://registry.npmjs.org/${low(6)}/-/${low(6)}-${num(1, 9)}.${
      num(0, 9)
    }.${num(0, 9)}.tgz",`,
    `      "integrity": "${sri("sha512")}",`,
    '      "license": "MIT"',
    "    },",
  ]],
  ["a source map without secrets", "dist/assets/app.js.map", () => [
    JSON.stringify({
      version: 3,
      file: `app-${fingerprint()}.js`,
      sources: ["../src/app.ts", "../src/cart.ts"],
      names: ["cart", "total", "format"],
      mappings: Array.from({ length: 6 }, () => draw(num(4, 8), B64)).join(",") + ";AACA," +
        draw(6, B64),
    }),
  ]],
  ["a theme's git log", "terminal", () => [
    "$ git log --oneline -5",
    `${hex(7)} (HEAD -> main, origin/main) theme: sticky header on mobile`,
    `${hex(7)} cart: show free-shipping bar`,
    `${hex(7)} Merge pull request #${num(10, 300)} from ${low(6)}/fix-footer`,
    `$ git rev-parse HEAD`,
    hex(40),
  ]],
  ["WordPress nonces in a page", "view-source", () => [
    `<input type="hidden" id="_wpnonce" name="_wpnonce" value="${hex(10)}" />`,
    `<script id="wc-add-to-cart-js-extra">var wc_add_to_cart_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","wc_ajax_url":"\\/?wc-ajax=%%endpoint%%","nonce":"${
      hex(10)
    }"};</script>`,
    `<a href="https://${low(7)}.com/wp-login.php?action=logout&amp;_wpnonce=${
      hex(10)
    }">Log out</a>`,
  ]],
  ["a Shopify theme's settings data", "config/settings_data.json", () => [
    "{",
    '  "current": {',
    `    "colors_solid_button_labels": "${colour()}",`,
    `    "colors_accent_1": "${colour()}",`,
    `    "logo": "shopify://shop_images/logo-${hex(8)}.png",`,
    `    "sections": { "${num(1600000000, 1799999999)}${hex(4)}": { "type": "image-banner" } }`,
    "  }",
    "}",
  ]],
  ["a service worker precache manifest", "dist/sw.js", () => [
    `precacheAndRoute([{"revision":"${
      hex(32)
    }","url":"index.html"},{"revision":null,"url":"assets/index-${
      draw(8, B64URL)
    }.js"},{"revision":"${hex(32)}","url":"manifest.webmanifest"}]);`,
  ]],
  ["a Netlify deploy summary", "deploy.log", () => [
    `${num(1, 12)}:${num(10, 59)}:${num(10, 59)} PM: Starting to deploy site from 'dist'`,
    `${num(1, 12)}:${num(10, 59)}:${num(10, 59)} PM: Calculating files to upload`,
    `${num(1, 12)}:${num(10, 59)}:${num(10, 59)} PM: ${num(2, 40)} new file(s) to upload`,
    `${num(1, 12)}:${num(10, 59)}:${num(10, 59)} PM: Deploy ID ${hex(24)}`,
    `${num(1, 12)}:${num(10, 59)}:${num(10, 59)} PM: Site is live ✨ https://${hex(24)}--${
      low(7)
    }.netlify.app`,
  ]],
  ["image srcsets with CDN version stamps", "sections/hero.liquid", () => [
    `<img srcset="//${low(7)}.com/cdn/shop/files/hero_${uuid()}.jpg?v=${
      num(1700000000, 1790000000)
    }&width=750 750w,`,
    `             //${low(7)}.com/cdn/shop/files/hero_${uuid()}.jpg?v=${
      num(1700000000, 1790000000)
    }&width=1500 1500w"`,
    `     sizes="100vw" width="${num(1200, 2400)}" height="${num(600, 1200)}" alt="">`,
  ]],
  ["a Webpack stats summary with chunk hashes", "terminal", () => [
    `asset main.${fingerprint()}.js ${
      num(100, 400)
    } KiB [emitted] [immutable] [minimized] (name: main)`,
    `asset vendors.${fingerprint()}.js ${
      num(100, 400)
    } KiB [emitted] [immutable] [minimized] (name: vendors)`,
    `asset main.${fingerprint()}.css ${num(10, 90)} KiB [emitted] [immutable] (name: main)`,
    `webpack 5.${num(90, 99)}.${num(0, 9)} compiled successfully in ${num(2000, 9000)} ms (hash ${
      hex(20)
    })`,
  ]],
  ["a favicon manifest and theme colours", "site.webmanifest", () => [
    "{",
    `  "name": "${pick(["Harbour Books", "Pine Yoga", "Kiln & Co"])}",`,
    `  "icons": [{ "src": "/android-chrome-192x192.png?v=${low(10)}", "sizes": "192x192" }],`,
    `  "theme_color": "${colour()}",`,
    `  "background_color": "${colour()}"`,
    "}",
  ]],
];

/** The family's clean cases: each look-alike in two views. */
export function buildCleanBuild(): HeldOutClean[] {
  return shownClean(ALIKES, 2);
}
