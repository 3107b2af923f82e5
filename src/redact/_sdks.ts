/**
 * A key given alone to a vendor's SDK: `analytics.load("<write key>")`, `mixpanel.init("<token>")`,
 * `LDClient.init("sdk-…")`, `new PostHogClient("<key>")`. The call is named for a service that is
 * given a key (analytics, telemetry, feature flags, payments, messaging, search, AI), the method
 * is one that sets a client up, and the literal looks generated: names of events, files and users
 * in the same place stay.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { looksGenerated } from "./_positions.ts";
import { isUuid } from "./_noise.ts";
import { type Rule, rule } from "./_rule.ts";

// Services whose SDK is set up with a key, by the words their clients are named with.
const SERVICES = [
  "analytics",
  "segment",
  "rudder",
  "mixpanel",
  "amplitude",
  "heap",
  "posthog",
  "customerio",
  "braze",
  "klaviyo",
  "intercom",
  "hotjar",
  "fullstory",
  "logrocket",
  "datadog",
  "ddrum",
  "newrelic",
  "bugsnag",
  "rollbar",
  "honeybadger",
  "airbrake",
  "raygun",
  "telemetry",
  "tracker",
  "tracking",
  "launchdarkly",
  "ldclient",
  "statsig",
  "optimizely",
  "growthbook",
  "splitio",
  "flagsmith",
  "configcat",
  "unleash",
  "stripe",
  "braintree",
  "paddle",
  "razorpay",
  "paypal",
  "payments",
  "billing",
  "twilio",
  "sendgrid",
  "mailgun",
  "postmark",
  "mailchimp",
  "resend",
  "pusher",
  "ably",
  "pubnub",
  "algolia",
  "typesense",
  "meilisearch",
  "openai",
  "anthropic",
  "mistral",
  "groq",
  "replicate",
  "pinecone",
];

// Methods that set a client up (`init`, `load`, `configure`), or a client's constructor
// (`new LDClient("…")`).
const SETUP =
  /(?:^|[._$])(?:init|initialize|load|configure|config|setup|start|boot|createclient|connect|setapikey|setkey|settoken|setwritekey)$|client$/i;

/** The callee before the call's parenthesis at `match` (`new LDClient`, `mixpanel.init`). */
function calleeOf(match: RegExpExecArray): string | undefined {
  const before = match.input.slice(Math.max(0, match.index - 120), match.index);
  return /(?:new[ \t]+)?\\?[A-Za-z_$][\w$]{0,40}(?:[.\\][A-Za-z_$][\w$]{0,40}){0,3}[ \t]*$/
    .exec(before)?.[0].trim();
}

/** True when the call in `match` sets a service's client up with the literal. */
function sdkCall(value: string, _group: string, match: RegExpExecArray): boolean {
  const callee = calleeOf(match);
  if (callee === undefined) return false;
  const lower = callee.toLowerCase().replace(/^new[ \t]+/, "");
  const service = SERVICES.find((s) => lower.includes(s));
  if (service === undefined) return false;
  // A set-up method (`init`, `load`, a client's constructor `…Client`).
  if (!SETUP.test(lower)) return false;
  // LaunchDarkly's client-side ID (24 hex digits, public by design; its SDK keys are `sdk-…`).
  if (service === "ldclient" && /^[0-9a-f]{24}$/i.test(value)) return false;
  return looksGenerated(value, 20) || /^[0-9a-f]{32,}$/i.test(value) ||
    /^[a-z]{2,5}-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/.test(value);
}

// Classes constructed from a string that is data, not a key.
const NOT_A_CLIENT_CLASS =
  /^(?:Date|URL|URLSearchParams|RegExp|Error|\w*Error|Buffer|Blob|File|Request|Response|Headers|ObjectId|ObjectID|UUID|Uuid|Ulid|BigInt|Decimal|BigNumber|Set|Map|String|Number|TextEncoder|TextDecoder|Uint8Array|Intl\.\w+|Audio|Image|Worker|WebSocket|EventSource)$/;

/**
 * True when the call in `match` constructs or sets up a client with a key alone (any vendor):
 * `new Logtail("<key>")`, `messagebird.initClient("<key>")`, or a `…Client(<url>, "<uuid>")`. The
 * key is mixed case with a digit (not hex only: an ObjectId), or a UUID after a URL.
 */
function clientKey(value: string, _group: string, match: RegExpExecArray): boolean {
  const callee = calleeOf(match) ?? "";
  const url = match.groups?.url !== undefined;
  if (url) {
    return /Client$/.test(callee) &&
      (/^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value) || looksGenerated(value, 20));
  }
  // (A class in a namespace or a module too: `new Postmark\\PostmarkClient(…)`,
  // `new postmark.ServerClient(…)`.)
  const constructed =
    /^new[ \t]+\\?(?:[A-Za-z_$][\w$]{0,40}[.\\]){0,3}([A-Z][\w$]{0,40}(?:\.[A-Z][\w$]{0,40})?)$/
      .exec(callee)?.[1];
  const setUp = /\.init[A-Z]?\w{0,20}$/.test(callee);
  if (constructed === undefined ? !setUp : NOT_A_CLIENT_CLASS.test(constructed)) return false;
  // A UUID alone to a `…Client` constructor is its token (Postmark's server token).
  if (constructed !== undefined && /Client$/.test(constructed) && isUuid(value)) return true;
  return looksGenerated(value, 20) && /[a-z]/.test(value) && /[A-Z]/.test(value);
}

/** The rules of this file, in the order they run (with the position rules). */
export const SDK_RULES: readonly Rule[] = [
  rule({
    id: "sdk-key",
    examples: {
      match: [
        'analytics.load("«' + sample(32, HEX, 321) + '»");',
        "mixpanel.init('«" + sample(32, HEX, 322) + "»', { track_pageview: true })",
        'const ld = LDClient.init("«sdk-' + sample(8, HEX, 323) + "-" + sample(4, HEX, 324) + "-" +
        sample(4, HEX, 325) + "-" + sample(4, HEX, 326) + "-" + sample(12, HEX, 327) + '»");',
      ],
      clean: [
        'analytics.load("./config/analytics.json");',
        'analytics.track("Signed Up", { plan: "pro" })',
        'analytics.identify("' + sample(32, HEX, 328) + '")',
        'stripe.customers.create("' + sample(24, ALNUM, 329) + '")',
      ],
    },
    description:
      'a key given alone to the SDK of a service that takes one (analytics, telemetry, feature flags, payments, messaging, search, AI): `analytics.load("<write key>")`, `mixpanel.init("…")`, `LDClient.init("sdk-…")`, `new StatsigClient("…")`, when it looks generated (not an event name, a file, a user id given to `identify`)',
    // The set-up calls (few keywords, as every keyword costs every text a little); the service
    // is read from the callee.
    keywords: [
      ".init(",
      ".initialize(",
      ".load(",
      ".configure(",
      ".config(",
      ".setup(",
      ".start(",
      ".boot(",
      ".connect(",
      "client(",
      "createclient(",
      "setapikey(",
      "setkey(",
      "settoken(",
      "setwritekey(",
    ],
    // From the call's parenthesis (the regex engine skips ahead to it); the callee is read
    // before it.
    pattern: /\([ \t]*(?<q>\\?["'\x60])(?<s>[A-Za-z0-9_+\/=.:-]{20,200})\k<q>/gd,
    secret: ["s"],
    accept: sdkCall,
  }),
  rule({
    id: "sdk-key",
    examples: {
      match: [
        'const ld = init("«sdk-' + sample(8, HEX, 333) + "-" + sample(4, HEX, 334) + "-" +
        sample(4, HEX, 335) + "-" + sample(4, HEX, 336) + "-" + sample(12, HEX, 337) + '»");',
      ],
      clean: ["npm i @launchdarkly/node-server-sdk-" + sample(4, HEX, 338)],
    },
    description:
      "LaunchDarkly server-side SDK and mobile keys wherever they stand: `sdk-` or `mob-` and a UUID",
    keywords: ["sdk-", "mob-"],
    pattern:
      /(?<![\w-])(?<s>(?:sdk|mob)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w-])/gd,
    secret: ["s"],
  }),
  rule({
    id: "sdk-key",
    examples: {
      match: [
        'const logtail = new Logtail("«' + sample(24, ALNUM, 339) + '»");',
        '$mail = new Mailer\\MailClient("«' + [8, 4, 4, 4, 12].map((n, i) =>
          sample(n, HEX, 350 + i)
        )
          .join("-") +
        '»");',
        "const workos = new WorkOS('«sk_" + sample(48, ALNUM, 340) + "»');",
        "messagebird.initClient('«" + sample(25, ALNUM, 341) + "»')",
        'client = MeiliClient("http://localhost:7700", "«' + sample(8, HEX, 342) + "-" +
        sample(4, HEX, 343) + "-" + sample(4, HEX, 344) + "-" + sample(4, HEX, 345) + "-" +
        sample(12, HEX, 346) + '»")',
      ],
      clean: [
        'new ObjectId("' + sample(24, HEX, 347) + '")',
        'new Date("2026-11-27T10:00:00Z")',
        'new URL("https://api.acme.io/v1/users/me/settings")',
        'new Buffer("' + sample(24, ALNUM, 349) + '")',
        'new Widget("primary-button")',
        'client = HttpClient("http://localhost:8080", "' + "application/json" + '")',
      ],
    },
    description:
      'a key given alone to a client of any vendor: a constructor (`new Logtail("<key>")`, `new WorkOS("sk_…")`), a set-up method (`messagebird.initClient("<key>")`), or a `…Client(<url>, "<key>")` (a UUID or a generated value after a URL); the key mixed case with a digit (not an ObjectId, a date, a URL)',
    keywords: ["new ", ".init", "client("],
    // From the call's parenthesis; the callee is read before it.
    pattern:
      /\([ \t]*(?:(?<uq>["'])(?<url>https?:\/\/[^"'\s]{1,200})\k<uq>[ \t]*,[ \t]*)?(?<q>["'])(?<s>[A-Za-z0-9_+\/=.:-]{20,200})\k<q>[ \t]*\)/gd,
    secret: ["s"],
    accept: clientKey,
  }),
];
