/**
 * Corpus forty-two, crawlers and sitemaps: Screaming Frog and Sitebulb licences, Common Crawl
 * read through S3 with an AWS key pair (and a presigned URL's signature), Heritrix's admin
 * login, Apache Nutch and StormCrawler settings holding the index's password, Diffbot tokens, and
 * a sitemap generator's upload token.
 */
import {
  B32,
  B64,
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  low,
  num,
  pass,
  secrets,
  site,
  type Template,
  UPPER_ALNUM,
  when,
} from "./_heldout_fortytwo_make.ts";

/** An `X-Amz-Date` of November 2026 (`20261114T163307Z`). */
const amzDate = (): string => when().replace(/[-:]/g, "").slice(0, 15) + "Z";
const crawl = (): string => `CC-MAIN-2026-${num(10, 47)}`;

const TEMPLATES: readonly Template[] = [
  [
    "Screaming Frog licence in the CLI",
    "command",
    (k) =>
      `ScreamingFrogSEOSpiderCli --headless --crawl https://${site()}/ --save-crawl --output-folder ./out\n# licence: user "seo-${
        low(5)
      }" key ${k(10, UPPER_ALNUM)}-${k(10, UPPER_ALNUM)}-${k(10, UPPER_ALNUM)}`,
  ],
  [
    "Screaming Frog licence.txt in a Docker build",
    "block",
    (k) =>
      `RUN printf '%s\\n%s\\n' "seo-agency" "${k(10, UPPER_ALNUM)}-${k(10, UPPER_ALNUM)}-${
        k(10, UPPER_ALNUM)
      }" > /root/.ScreamingFrogSEOSpider/licence.txt`,
  ],
  [
    "Sitebulb licence key in a support message",
    "vendor",
    (_k, add) =>
      `My Sitebulb licence key is SB-${
        add(Array.from({ length: 4 }, () => draw(5, UPPER_ALNUM)).join("-"))
      } and the crawl stops at 10,000 URLs, is that the plan limit?`,
  ],
  ["AWS key pair for reading Common Crawl in ~/.aws/credentials", "block", (k) =>
    [
      `[commoncrawl]`,
      `aws_access_key_id = AKIA${k(16, B32)}`,
      `aws_secret_access_key = ${k(40, B64)}`,
      `region = us-east-1`,
    ].join("\n")],
  [
    "AWS keys exported before an s3 cp of WARC paths",
    "command",
    (k) =>
      `AWS_ACCESS_KEY_ID=AKIA${k(16, B32)} AWS_SECRET_ACCESS_KEY=${
        k(40, B64)
      } aws s3 cp s3://commoncrawl/crawl-data/${crawl()}/warc.paths.gz . --region us-east-1`,
  ],
  [
    "boto3 client with keys inline for the index",
    "assignment",
    (k) =>
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="AKIA${
        k(16, B32)
      }",\n    aws_secret_access_key="${
        k(40, B64)
      }",\n)\nobj = s3.get_object(Bucket="commoncrawl", Key="cc-index/collections/${crawl()}/indexes/cdx-00${
        num(100, 299)
      }.gz")`,
  ],
  [
    "presigned S3 URL for a crawl export",
    "url",
    (k) =>
      `https://crawl-exports.s3.amazonaws.com/${site()}/${crawl()}.jsonl.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${
        k(16, B32)
      }%2F20261${
        num(101, 127)
      }%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=${amzDate()}&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${
        k(64, HEX)
      }`,
  ],
  [
    "Heritrix admin login on the command line",
    "command",
    (_k, add) => `./heritrix-3.4.0/bin/heritrix -a admin:${pass(add)} -b 0.0.0.0 -p 8443`,
  ],
  ["Nutch index-writers.xml with the Solr password", "block", (_k, add) =>
    [
      `<writer id="indexer_solr_1" class="org.apache.nutch.indexwriter.solr.SolrIndexWriter">`,
      `  <parameters>`,
      `    <param name="url" value="http://localhost:8983/solr/nutch"/>`,
      `    <param name="auth" value="true"/>`,
      `    <param name="username" value="nutch"/>`,
      `    <param name="password" value="${pass(add)}"/>`,
      `  </parameters>`,
      `</writer>`,
    ].join("\n")],
  [
    "StormCrawler es-conf.yaml password",
    "assignment",
    (_k, add) =>
      `es.status.addresses: "https://es.${site()}:9200"\nes.status.user: "storm"\nes.status.password: "${
        pass(add)
      }"\nes.status.concurrentRequests: 2`,
  ],
  [
    "Diffbot token in an extract URL",
    "url",
    (k) =>
      `https://api.diffbot.com/v3/article?token=${k(32, HEX)}&url=${
        encodeURIComponent(`https://${site()}/news/${num(1000, 9999)}`)
      }`,
  ],
  [
    "sitemap generator upload token in a CI step",
    "assignment",
    (k) =>
      `- name: Upload sitemap\n  run: curl -F "file=@public/sitemap.xml" -H "X-Upload-Token: ${
        k(num(36, 44))
      }" https://seo-tools.${site()}/api/sitemaps`,
  ],
  [
    "Cloudflare token purging the sitemap from the cache",
    "command",
    (k) =>
      `curl -X POST "https://api.cloudflare.com/client/v4/zones/${
        hex(32)
      }/purge_cache" -H "Authorization: Bearer ${
        k(40, B64URL)
      }" --data '{"files":["https://${site()}/sitemap.xml"]}'`,
  ],
];

/** The crawlers' and sitemaps' secret cases. */
export function buildCrawlers(): HeldOutSecret[] {
  return secrets(TEMPLATES, 2);
}
