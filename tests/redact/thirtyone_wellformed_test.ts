/**
 * Held-out corpus thirty-one checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), and its vendor
 * tokens of their vendor's length and alphabet.
 */
import {
  buildThirtyOne,
  THIRTYONE_CLEAN,
  THIRTYONE_CLEAN_FAMILIES,
  THIRTYONE_SECRET_FAMILIES,
  THIRTYONE_SECRETS,
} from "./_heldout_thirtyone.ts";
import { THIRTYONE_SEED } from "./_heldout_thirtyone_make.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirty-one",
  seed: THIRTYONE_SEED,
  build: buildThirtyOne,
  secrets: THIRTYONE_SECRETS,
  clean: THIRTYONE_CLEAN,
  families: [...THIRTYONE_SECRET_FAMILIES, ...THIRTYONE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirtyone.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 274, clean: 120 },
  sources: {
    files: /^_heldout_thirtyone.*\.ts$/,
    // The fixed DER headers of an RSA public key (1024 and 2048 bits), in clean DKIM records, and
    // the Telegram Bot API documentation's example token, in a clean case: all public.
    publicConstants: new Set([
      "ABC-DEF1234ghIkl-zyx57W2v1u123ew11",
      "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ",
      "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA",
    ]),
    least: 6,
  },
  holds: { keyBlocks: 8, jwts: 2 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("Slack bot"),
  ["Slack user", /\bxoxp-/, /\bxoxp-\d{12}-\d{12}-\d{13}-[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Slack app-level", /\bxapp-/, /\bxapp-1-A[A-Z0-9]{10}-\d{13}-[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Telegram bot", /\b\d{9,10}:AA/, /\b\d{9,10}:AA[\w-]{33}(?![\w-])/],
  [
    "Discord webhook",
    /discord\.com\/api\/webhooks\//,
    /discord\.com\/api\/webhooks\/1\d{18}\/[\w-]{68}(?![\w-])/,
  ],
  [
    "Matrix (Synapse)",
    /\bsyt_/,
    /\bsyt_[A-Za-z0-9]+_[A-Za-z0-9]{20}_[A-Za-z0-9]{6}(?![A-Za-z0-9])/,
  ],
  ["FCM server key", /\bAAAA[\w-]{7}:/, /\bAAAA[\w-]{7}:APA91b[\w-]{134}(?![\w-])/],
  ["Resend", /\bre_[A-Za-z0-9]/, /\bre_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}(?![A-Za-z0-9])/],
  ["Brevo", /\bxkeysib-/, /\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}(?![A-Za-z0-9])/],
  ["OneSignal", /\bos_v2_app_/, /\bos_v2_app_[a-z2-7]{100,113}(?![a-z0-9])/],
  ["Telnyx", /\bKEY[0-9A-F]{8}/, /\bKEY[0-9A-F]{32}_[A-Za-z0-9]{22}(?![A-Za-z0-9])/],
  ["Mailgun", /\bapi:[a-f0-9]{8}/, /\bapi:[a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8}'/],
  ["WhatsApp Cloud", /Bearer EAA/, /Bearer EAA[A-Za-z0-9]{170,200}'/],
];

Deno.test("corpus thirty-one: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTYONE_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirty-one: the literal scan catches a live-looking literal", () => {
  assertScanCatches(THIRTYONE_SECRETS.find((s) => /\bxoxb-/.test(s.text))!.text);
});
