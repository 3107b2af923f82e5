import { C, type HeldOutClean } from "./_heldout_fourteen_make.ts";
export function cleanIdsAndForms(): HeldOutClean[] {
  return [C("placeholder alike", "xalike")];
}
