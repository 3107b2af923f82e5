/**
 * Corpus forty-two, clean talk and output: sessions that speak of keys without holding one — a
 * rotated key named by its last characters, a proxy URL already masked, a traceback through a
 * proxy without a login, a job queue's dump that only names ids.
 */
import {
  type Alike,
  cleans,
  type HeldOutClean,
  hex,
  ip,
  low,
  num,
  pick,
  site,
  uuid,
  when,
} from "./_heldout_fortytwo_make.ts";

const ALIKES: readonly Alike[] = [
  [
    "talk about rotating a key, named by its last characters",
    () =>
      `I rotated the ${
        pick(["Serper", "SerpAPI", "ScraperAPI", "Tavily"])
      } key this morning (the new one ends in …${
        hex(4)
      }). It's in the team vault under "search-apis"; the old one was revoked at ${
        when().slice(11, 16)
      } UTC.`,
  ],
  [
    "a masked proxy URL in a log",
    () =>
      `${when()} INFO proxy pool: using http://brd-customer-hl_${
        hex(8)
      }-zone-resi:****@brd.superproxy.io:22225 (session ${low(8)}), ${num(2, 40)} workers`,
  ],
  ["a traceback through an open proxy", () => {
    const host = site();
    return [
      `Traceback (most recent call last):`,
      `  File "/app/crawl/fetch.py", line ${num(20, 200)}, in fetch`,
      `    r = session.get(url, proxies={"https": "http://${ip()}:3128"}, timeout=20)`,
      `requests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='${host}', port=443): Max retries exceeded with url: /p/${
        num(1, 999)
      } (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f${
        hex(10)
      }>, 'Connection to ${host} timed out. (connect timeout=20)'))`,
    ].join("\n");
  }],
  ["a job queue dump with ids only", () =>
    JSON.stringify(
      {
        id: uuid(),
        queue: "crawl",
        state: pick(["active", "waiting", "completed"]),
        data: { siteId: num(1, 999), url: `https://${site()}/`, depth: num(1, 5), runId: uuid() },
        attemptsMade: num(0, 4),
        processedOn: when(),
      },
      null,
      2,
    )],
];

/** The clean talk and output texts. */
export function buildQuietTalk(): HeldOutClean[] {
  return cleans(ALIKES, 3);
}
