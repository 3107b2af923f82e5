/**
 * Held-out corpus thirty-nine checked as data, never run through the redactor (the lead measures
 * that after merging): the basics every corpus checks (_wellformed_suite.ts), vendor tokens of
 * their vendor's length, the EdDSA JWTs the shared check does not know, and every database engine
 * of the brief present.
 */
import assert from "node:assert/strict";
import {
  buildThirtyNine,
  THIRTYNINE_CLEAN,
  THIRTYNINE_CLEAN_FAMILIES,
  THIRTYNINE_SECRET_FAMILIES,
  THIRTYNINE_SECRETS,
} from "./_heldout_thirtynine.ts";
import { THIRTYNINE_SEED } from "./_heldout_thirtynine_make.ts";
import {
  assertJwtsShaped,
  assertVendorShapes,
  fromB64u,
  type VendorShape,
  vendorShapes,
} from "./_wellformed.ts";
import { assertScanCatches } from "./_wellformed_scan.ts";
import { declareCorpusBasics } from "./_wellformed_suite.ts";

declareCorpusBasics({
  name: "thirty-nine",
  seed: THIRTYNINE_SEED,
  build: buildThirtyNine,
  secrets: THIRTYNINE_SECRETS,
  clean: THIRTYNINE_CLEAN,
  families: [...THIRTYNINE_SECRET_FAMILIES, ...THIRTYNINE_CLEAN_FAMILIES],
  // The sizes docs/redaction-corpus-thirtynine.md gives: a change of size is a deliberate edit.
  sizes: { secrets: 310, clean: 120 },
  least: { family: 20, shape: 5 },
  sources: { files: /^_heldout_thirtynine.*\.ts$/, publicConstants: new Set(), least: 14 },
  holds: { keyBlocks: 6 },
});

/** A JWT signed with EdDSA (Turso's tokens): 86 base64url characters of signature. */
const isEdDsa = (t: string): boolean =>
  [...t.matchAll(/eyJ[\w-]+\.eyJ/g)].some((m) =>
    JSON.parse(fromB64u(t.slice(m.index!).split(".")[0]!)).alg === "EdDSA"
  );

Deno.test("corpus thirty-nine: HS256 JWTs are shaped like real ones, their signature a piece", () => {
  const cases = [...THIRTYNINE_SECRETS, ...THIRTYNINE_CLEAN].filter((c) => !isEdDsa(c.text));
  assertJwtsShaped(cases, 4);
});

Deno.test("corpus thirty-nine: EdDSA JWTs carry an 86-character signature that is a piece", () => {
  let n = 0;
  for (const s of THIRTYNINE_SECRETS.filter((c) => isEdDsa(c.text))) {
    for (const m of s.text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.([\w-]+)/g)) {
      n++;
      assert.equal(typeof JSON.parse(fromB64u(m[1]!)), "object", s.label);
      assert.equal(m[2]!.length, 86, s.label);
      assert.ok(s.pieces.includes(m[2]!), `${s.label}: signature is no piece`);
    }
  }
  assert.ok(n >= 4, `only ${n} EdDSA JWTs`);
});

/** Where a vendor prefix occurs in a secret text, the whole token as the vendor writes it. */
const VENDOR_SHAPES: readonly VendorShape[] = [
  ...vendorShapes("AWS key id"),
  ["PlanetScale service token", /\bpscale_tkn_/, /\bpscale_tkn_[\w-]{43}(?![\w-])/],
  ["PlanetScale password", /\bpscale_pw_/, /\bpscale_pw_[\w-]{43}(?![\w-])/],
  ["Neon API key", /\bnapi_/, /\bnapi_[a-z0-9]{64}(?![\w-])/],
  ["Neon password", /\bnpg_/, /\bnpg_[A-Za-z0-9]{12}(?![\w-])/],
  ["Supabase access token", /\bsbp_/, /\bsbp_[a-f0-9]{40}(?![\w-])/],
  ["Supabase secret key", /\bsb_secret_/, /\bsb_secret_[\w-]{31}(?![\w-])/],
  ["CockroachDB Cloud", /\bCCDB1_/, /\bCCDB1_[A-Za-z0-9]{22}_[A-Za-z0-9]{40}(?![\w-])/],
  ["Aiven password", /\bAVNS_/, /\bAVNS_[\w-]{19}(?![\w-])/],
];

Deno.test("corpus thirty-nine: vendor tokens have their vendor's length and alphabet", () => {
  assertVendorShapes(THIRTYNINE_SECRETS, VENDOR_SHAPES);
});

Deno.test("corpus thirty-nine: every engine of the brief has secret cases", () => {
  const engines: Record<string, RegExp> = {
    PostgreSQL: /postgres|psql|pg_dump|PGPASSWORD/,
    MySQL: /mysql|MASTER_PASSWORD|my\.cnf/,
    "SQL Server": /sqlcmd|MSSQL_SA_PASSWORD|CREATE LOGIN/,
    Oracle: /sqlplus|IDENTIFIED BY "|jdbc:oracle|mkstore/,
    MongoDB: /mongodb(\+srv)?:\/\/|mongosh|createUser/,
    Redis: /redis-cli|requirepass|AUTH |rediss?:\/\//,
    Cassandra: /cqlsh/,
    ClickHouse: /clickhouse|password_sha256_hex/,
    Elasticsearch: /elastic|ApiKey/,
    Neo4j: /neo4j/,
    InfluxDB: /influx/,
    CockroachDB: /cockroach/,
  };
  for (const [engine, re] of Object.entries(engines)) {
    const n = THIRTYNINE_SECRETS.filter((s) => re.test(s.text)).length;
    assert.ok(n >= 2, `${engine}: ${n} cases`);
  }
});

Deno.test("corpus thirty-nine: the literal scan catches a live-looking literal", () => {
  assertScanCatches(
    THIRTYNINE_SECRETS.find((s) => s.label.startsWith("Supabase service-role JWT"))!.text,
  );
});
