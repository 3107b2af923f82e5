import { C, type HeldOutClean } from "./_heldout_fourteen_make.ts";
export function cleanPeopleAndErrors(): HeldOutClean[] {
  return [C("placeholder clean", "xclean")];
}
