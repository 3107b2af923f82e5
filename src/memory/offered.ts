/**
 * An existing insight as a distillation prompt offers it (`related.ts` chooses them,
 * `src/distill/prompt.ts` lists them). Pure and light: the prompt module loads no store for it.
 */
import type { InsightType } from "../types.ts";

/** An existing insight offered in a prompt: a new insight may supersede it by this id. */
export interface RelatedInsight {
  id: string;
  type: InsightType;
  title: string;
}

/** One offered insight as the prompt lists it. */
export function relatedLine(r: RelatedInsight): string {
  return `- ${r.id} [${r.type}] ${r.title}`;
}
