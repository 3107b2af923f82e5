import type { HeldOutSecret } from "./_heldout_make.ts";
export function prose(): HeldOutSecret[] {
  return [];
}
