/**
 * Round five's families (`_shapes_round5.ts`), each as generated variants rather than one case:
 * a variant is caught when no piece of its secret is left, as written, inside a JSONL record and
 * with CRLF line ends; a look-alike must come out byte for byte all three ways.
 */
import { shapeTests } from "./_shape_tests.ts";
import { CLEAN, SECRETS } from "./_shapes_round5.ts";

shapeTests("round five", SECRETS, CLEAN);
