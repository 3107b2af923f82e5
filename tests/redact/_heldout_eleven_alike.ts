import type { HeldOutClean } from "./_heldout_make.ts";
export function alike(): HeldOutClean[] {
  return [];
}
