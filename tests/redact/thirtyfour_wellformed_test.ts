/**
 * Held-out corpus thirty-four checked as data, never run through the redactor (the lead measures
 * that): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of their vendor's
 * length and alphabet, Langfuse public keys never a piece, and MCP configs that parse as their
 * clients read them.
 */
import assert from "node:assert/strict";
import {
  buildThirtyFour,
  THIRTYFOUR_CLEAN,
  THIRTYFOUR_CLEAN_FAMILIES,
  THIRTYFOUR_SECRET_FAMILIES,
  THIRTYFOUR_SECRETS,
} from "./_heldout_thirtyfour.ts";
import { THIRTYFOUR_SEED } from "./_heldout_thirtyfour_make.ts";
import { MCP_CLIENTS } from "./_heldout_thirtyfour_mcpfmt.ts";
import { assertVendorShapes, type VendorShape, vendorShapes } from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirty-four",
  seed: THIRTYFOUR_SEED,
  build: buildThirtyFour,
  secrets: THIRTYFOUR_SECRETS,
  clean: THIRTYFOUR_CLEAN,
  families: [...THIRTYFOUR_SECRET_FAMILIES, ...THIRTYFOUR_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirtyfour.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 289, clean: 120 },
  least: { family: 15, shape: 5 },
  sources: { files: /^_heldout_thirtyfour.*\.ts$/, publicConstants: new Set(), least: 14 },
  holds: { keyBlocks: 5, jwts: 4, checksums: 5 },
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes(
    "AWS key id",
    "OpenAI",
    "GitHub fine-grained",
    "Slack bot",
    "GitLab",
    "Sentry user",
  ),
  ...vendorShapes("Google API", "Groq"),
  ["Anthropic", /\bsk-ant-api03-/, /\bsk-ant-api03-[\w-]{93}AA(?![\w-])/],
  ["Anthropic admin", /\bsk-ant-admin01-/, /\bsk-ant-admin01-[\w-]{93}AA(?![\w-])/],
  [
    "OpenAI admin and service account",
    /\bsk-(?:admin|svcacct)-/,
    /\bsk-(?:admin|svcacct)-[\w-]{74}T3BlbkFJ[\w-]{74}(?![\w-])/,
  ],
  ["Hugging Face", /\bhf_(?!access_)/, /\bhf_[A-Za-z]{34}(?![A-Za-z0-9])/],
  ["OpenRouter", /\bsk-or-v1-/, /\bsk-or-v1-[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["xAI", /\bxai-/, /\bxai-[A-Za-z0-9]{80}(?![A-Za-z0-9])/],
  ["Perplexity", /\bpplx-/, /\bpplx-[A-Za-z0-9]{48}(?![A-Za-z0-9])/],
  ["Fireworks", /\bfw_/, /\bfw_[A-Za-z0-9]{24}(?![A-Za-z0-9])/],
  ["Replicate", /\br8_/, /\br8_[A-Za-z0-9]{37}(?![A-Za-z0-9])/],
  ["RunPod", /\brpa_/, /\brpa_[A-Z0-9]{44}(?![A-Za-z0-9])/],
  ["Pinecone", /\bpcsk_/, /\bpcsk_[A-Za-z0-9]{5}_[A-Za-z0-9]{64}(?![A-Za-z0-9])/],
  ["Chroma Cloud", /\bck-/, /\bck-[A-Za-z0-9]{44}(?![A-Za-z0-9])/],
  ["Turbopuffer", /\btpuf_/, /\btpuf_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["LangSmith", /\blsv2_(?:pt|sk)_/, /\blsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}(?![A-Za-z0-9])/],
  [
    "Langfuse secret",
    /\bsk-lf-/,
    /\bsk-lf-[a-f0-9]{8}-[a-f0-9]{4}-4[a-f0-9]{3}-[89ab][a-f0-9]{3}-[a-f0-9]{12}(?![\w-])/,
  ],
  ["Helicone", /\bsk-helicone-/, /\bsk-helicone-(?:[a-z0-9]{7}-){3}[a-z0-9]{7}(?![\w-])/],
  ["Tavily", /\btvly-/, /\btvly-(?:dev-|prod-)?[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  ["Browserbase", /\bbb_live_/, /\bbb_live_[\w-]{27}(?![\w-])/],
  ["Firecrawl", /\bfc-/, /\bfc-[a-f0-9]{32}(?![A-Za-z0-9])/],
  ["Apify", /\bapify_api_/, /\bapify_api_[A-Za-z0-9]{36}(?![A-Za-z0-9])/],
  ["E2B", /\be2b_(?!api_key)/, /\be2b_[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["Daytona", /\bdtn_/, /\bdtn_[a-f0-9]{64}(?![A-Za-z0-9])/],
  ["Jina", /\bjina_/, /\bjina_[A-Za-z0-9]{60}(?![A-Za-z0-9])/],
  ["Supabase access token", /\bsbp_/, /\bsbp_[a-f0-9]{40}(?![A-Za-z0-9])/],
  ["Figma", /\bfigd_/, /\bfigd_[\w-]{40}(?![\w-])/],
  ["Neon", /\bnapi_/, /\bnapi_[a-z0-9]{64}(?![A-Za-z0-9])/],
  ["Linear", /\blin_api_/, /\blin_api_[A-Za-z0-9]{40}(?![A-Za-z0-9])/],
  ["Notion", /\bntn_/, /\bntn_\d{11}[A-Za-z0-9]{35}(?![A-Za-z0-9])/],
  ["Stripe restricted", /\brk_live_/, /\brk_live_[A-Za-z0-9]{99}(?![A-Za-z0-9])/],
  ["Google OAuth client secret", /\bGOCSPX-/, /\bGOCSPX-[\w-]{28}(?![\w-])/],
];

Deno.test("corpus thirty-four: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTYFOUR_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirty-four: the literal scan catches a live-looking literal", () => {
  assertScanCatches(THIRTYFOUR_SECRETS.find((s) => /\bsk-proj-/.test(s.text))!.text);
});

Deno.test("corpus thirty-four: a Langfuse public key is never a piece, and stands beside secret keys", () => {
  // The corpus's decision (docs/redaction-corpus-thirtyfour.md): `pk-lf-` keys are public.
  const beside = THIRTYFOUR_SECRETS.filter((s) => /\bpk-lf-/.test(s.text));
  assert.ok(beside.length >= 2, `${beside.length} secret cases with a public key`);
  for (const s of beside) {
    for (const p of s.pieces) assert.doesNotMatch(p, /pk-lf-/, s.label);
    for (const m of s.text.matchAll(/\bpk-lf-([\w-]{36})/g)) {
      assert.ok(s.pieces.every((p) => !p.includes(m[1]!)), `${s.label}: public key in a piece`);
    }
  }
  assert.ok(
    THIRTYFOUR_CLEAN.some((c) => /\bpk-lf-/.test(c.text)),
    "no clean case with a public key",
  );
});

Deno.test("corpus thirty-four: every MCP client writes secret cases, and its JSON parses", () => {
  for (const client of MCP_CLIENTS) {
    const cases = THIRTYFOUR_SECRETS.filter((s) => s.label.endsWith(`— ${client.label}`));
    assert.ok(cases.length >= 4, `${client.label}: ${cases.length} cases`);
    if (!client.label.includes(".json")) continue;
    for (const c of cases) {
      const servers = JSON.parse(c.text);
      const table = servers.mcpServers ?? servers.servers ?? servers.context_servers;
      assert.equal(Object.keys(table).length, 2, c.label);
    }
  }
});
