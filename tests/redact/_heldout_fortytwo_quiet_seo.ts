/**
 * Corpus forty-two, clean SEO and crawl texts. Decided public: IndexNow keys (the protocol serves
 * the key as a text file at the site's root so that search engines can check it), site
 * verification tokens (Google, Bing, Yandex: they stand in a page's HTML), GA4 measurement ids.
 * Not secrets either: robots rules, sitemaps, Common Crawl index records and their digests, crawl
 * exports' content hashes, a service account's e-mail and key file path, AWS's documented example
 * key, and placeholders.
 */
import {
  type Alike,
  B32,
  B64URL,
  cleans,
  draw,
  type HeldOutClean,
  hex,
  low,
  num,
  pick,
  site,
  UPPER_ALNUM,
  userAgent,
  when,
} from "./_heldout_fortytwo_make.ts";

const crawl = (): string => `CC-MAIN-2026-${num(10, 47)}`;

const ALIKES: readonly Alike[] = [
  ["IndexNow submission with its key (public by design)", () => {
    const key = hex(32);
    const host = site();
    return `curl -X POST https://api.indexnow.org/indexnow -H 'Content-Type: application/json' -d '{"host":"${host}","key":"${key}","keyLocation":"https://${host}/${key}.txt","urlList":["https://${host}/p/${
      num(1, 999)
    }"]}'`;
  }],
  ["robots.txt rules", () =>
    [
      `User-agent: *`,
      `Disallow: /cart`,
      `Disallow: /search?`,
      `Crawl-delay: ${num(1, 10)}`,
      ``,
      `User-agent: GPTBot`,
      `Disallow: /`,
      ``,
      `Sitemap: https://${site()}/sitemap_index.xml`,
    ].join("\n")],
  ["sitemap index entries", () =>
    [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
      ...Array.from({ length: 3 }, (_, i) =>
        `  <sitemap><loc>https://${site()}/sitemaps/products-${i + 1}.xml.gz</loc><lastmod>${
          when().slice(0, 10)
        }</lastmod></sitemap>`),
      `</sitemapindex>`,
    ].join("\n")],
  ["site verification meta tags (public by design)", () =>
    [
      `<meta name="google-site-verification" content="${draw(43, B64URL)}" />`,
      `<meta name="msvalidate.01" content="${hex(32).toUpperCase()}" />`,
      `<meta name="yandex-verification" content="${hex(16)}" />`,
    ].join("\n")],
  [
    "a service account referenced by path and e-mail",
    () =>
      `GOOGLE_APPLICATION_CREDENTIALS=/run/secrets/gsc-${
        low(6)
      }.json\n# client_email: gsc-reader@seo-${low(6)}-${
        num(100, 999)
      }.iam.gserviceaccount.com (key kept in Secret Manager)`,
  ],
  ["Common Crawl index records with digests", () =>
    Array.from(
      { length: 2 },
      () => {
        const [name, page] = [pick(["acme", "globex"]), num(1, 999)];
        return JSON.stringify({
          urlkey: `com,${name})/p/${page}`,
          timestamp: when().replace(/[-:T]/g, "").slice(0, 14),
          url: `https://www.${name}.com/p/${page}`,
          mime: "text/html",
          status: "200",
          digest: draw(32, B32),
          length: String(num(1000, 99999)),
          offset: String(num(100000, 999999999)),
          filename: `crawl-data/${crawl()}/segments/17${num(10000, 99999)}.${
            num(10, 99)
          }/warc/CC-MAIN-${num(10000, 99999)}.warc.gz`,
        });
      },
    ).join("\n")],
  [
    "a Common Crawl tutorial with AWS's example keys",
    () =>
      `# from the docs — replace with your own\naws configure set aws_access_key_id AKIAIOSFODNN7EXAMPLE\naws configure set aws_secret_access_key wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\naws s3 ls s3://commoncrawl/crawl-data/${crawl()}/ --no-sign-request`,
  ],
  ["Screaming Frog export rows with content hashes", () =>
    [
      `"Address","Status Code","Indexability","Title 1","Hash","Response Time"`,
      ...Array.from({ length: 3 }, () =>
        `"https://${site()}/p/${num(1, 999)}","200","Indexable","${
          pick(["Shoes", "Lamps", "Jackets"])
        } | Shop","${hex(32)}","0.${num(100, 999)}"`),
    ].join("\n")],
  [
    "GA4 tag with its measurement id",
    () =>
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-${
        draw(10, UPPER_ALNUM)
      }"></script>\n<script>gtag('config', 'G-${draw(10, UPPER_ALNUM)}');</script>`,
  ],
  ["Semrush answer rows", () =>
    [
      `Keyword;Position;Search Volume;CPC`,
      ...Array.from(
        { length: 3 },
        () =>
          `${pick(["running shoes", "desk lamp", "rain jacket"])};${num(1, 50)};${
            num(100, 99999)
          };0.${num(10, 99)}`,
      ),
    ].join("\n")],
  ["HEAD request with ETag and cache headers", () =>
    [
      `HTTP/2 200`,
      `content-type: application/xml`,
      `etag: "${hex(8)}-${hex(13)}"`,
      `last-modified: ${new Date(when()).toUTCString()}`,
      `x-cache: HIT`,
      `cf-ray: ${hex(16)}-${pick(["LHR", "FRA", "SJC"])}`,
      `x-request-id: ${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
    ].join("\n")],
  [
    "SEO keys as placeholders in a README",
    () =>
      `Set these before running the rank tracker:\n\n- \`SEMRUSH_API_KEY\` — from Subscription info → API units\n- \`DATAFORSEO_LOGIN\` / \`DATAFORSEO_PASSWORD\` — API access page\n- \`MOZ_TOKEN=your_moz_token_here\`\n\nUA used: ${userAgent()}`,
  ],
];

/** The clean SEO and crawl texts. */
export function buildQuietSeo(): HeldOutClean[] {
  return cleans(ALIKES, 3);
}
