/**
 * The shapes added after corpus fourteen's wrapped, encoded, error and configuration misses were
 * seen (_shapes_fourteen_forms.ts, _shapes_fourteen_encoded.ts), each as generated variants: a
 * variant is caught when no piece of its secret is left, as written, inside a JSONL record and
 * with CRLF line ends; a look-alike must come out byte for byte all three ways (_shape_tests.ts).
 */
import { shapeTests } from "./_shape_tests.ts";
import { CLEAN, SECRETS } from "./_shapes_fourteen_forms.ts";

shapeTests("corpus fourteen (forms)", SECRETS, CLEAN);
