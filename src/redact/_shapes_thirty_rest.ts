/**
 * Shapes read from the rest of held-out corpora thirty and twenty-six (docs/redaction.md, "Corpus
 * thirty's rest (t-red36)"), as shapes of any text: a Weights & Biases API key named in a sentence.
 */
import { HEX, sample } from "./_examples.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";

/** The rules of this file that run with the vendor tokens, in order. */
export const THIRTY_REST_RULES: readonly Rule[] = [
  rule({
    id: "wandb-key",
    examples: {
      match: [
        "cell 3 has a W&B key `" + mark(sample(40, HEX, 36_001)) + "`",
        "my wandb API key is " + mark(sample(40, HEX, 36_002)) + ", is it leaked?",
      ],
      clean: [
        "W&B run " + sample(40, HEX, 36_003) + " finished",
        "the wandb key lives in ~/.netrc",
      ],
    },
    description:
      "a Weights & Biases API key (40 hex digits) named in a sentence: `W&B`, `wandb` or `Weights & Biases`, then `key` or `API key`, then the key within a few characters (`WANDB_API_KEY=` and `wandb login` are the assignment and command rules')",
    keywords: ["w&b", "wandb", "weights & biases", "weights and biases"],
    pattern:
      /(?:W&B|[Ww]andb|WANDB|Weights (?:&|and) Biases)(?![\w&])[^\n]{0,40}?\b(?:[Aa][Pp][Ii][ _-]?)?[Kk]ey\b[^\n]{0,20}?(?<![0-9A-Za-z])(?<v>[0-9a-f]{40})(?![0-9A-Za-z])/gd,
    secret: ["v"],
  }),
];
