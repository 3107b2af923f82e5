/**
 * The shapes fixed after held-out corpus eleven (docs/redaction.md, "Corpus eleven after it was
 * seen"), each tried in generated variants (_shapes_eleven_cases.ts) — other names, languages,
 * tools, values and layouts — rather than as the corpus's one case, next to the look-alikes each
 * must leave alone. A variant is caught when no piece of its secret is left, as written, inside a
 * JSONL record and with CRLF line ends; a look-alike must come out byte for byte all three ways
 * (_shape_tests.ts).
 */
import { shapeTests } from "./_shape_tests.ts";
import { CLEAN, SECRETS } from "./_shapes_eleven_cases.ts";

shapeTests("eleven", SECRETS, CLEAN);
