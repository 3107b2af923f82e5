/**
 * The shapes added after corpus fifteen's misses were seen (_shapes_fifteen.ts), each as generated
 * variants: a variant is caught when no piece of its secret is left, as written, inside a JSONL
 * record and with CRLF line ends; a look-alike must come out byte for byte all three ways
 * (_shape_tests.ts).
 */
import { shapeTests } from "./_shape_tests.ts";
import { CLEAN, SECRETS } from "./_shapes_fifteen.ts";

shapeTests("corpus fifteen", SECRETS, CLEAN);
