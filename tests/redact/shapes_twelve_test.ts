/**
 * The shapes caught after held-out corpus twelve (docs/redaction.md, "Corpus twelve after it was
 * seen"), each tried in generated variants (_shapes_twelve_cases.ts) — other programs, names,
 * languages, values and layouts — rather than as the corpus's one case, next to the look-alikes
 * each must leave alone: a variant is caught as written, inside a JSONL record and with CRLF line
 * ends; a look-alike comes out byte for byte all three ways (_shape_tests.ts).
 */
import { shapeTests } from "./_shape_tests.ts";
import { CLEAN, SECRETS } from "./_shapes_twelve_cases.ts";

shapeTests("twelve", SECRETS, CLEAN);
