import type { HeldOutClean } from "./_heldout_make.ts";
export function ids(): HeldOutClean[] {
  return [];
}
