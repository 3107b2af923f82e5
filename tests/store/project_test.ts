import assert from "node:assert/strict";
import { isInsideProject } from "../../src/store/project.ts";

Deno.test("isInsideProject() is path-component aware", () => {
  assert.equal(isInsideProject("/w/app", "/w/app"), true);
  assert.equal(isInsideProject("/w/app/sub", "/w/app"), true);
  assert.equal(isInsideProject("/w/app2", "/w/app"), false);
  assert.equal(isInsideProject("/w/app/", "/w/app"), true);
});
