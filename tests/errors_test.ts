import assert from "node:assert/strict";
import {
  BackendError,
  ConfigError,
  CtxError,
  ERROR_CODES,
  InterruptedError,
  KeychainError,
  SourceError,
  StoreError,
  TeamError,
} from "../src/errors.ts";

Deno.test("every CtxError class carries its code from ERROR_CODES and its exit code", () => {
  const errors = [
    new CtxError("x"),
    new ConfigError("x"),
    new BackendError("x"),
    new SourceError("x"),
    new StoreError("x"),
    new KeychainError("x"),
    new TeamError("x"),
    new InterruptedError(),
  ];
  assert.deepEqual(errors.map((e) => [e.name, e.code, e.exitCode]), [
    ["CtxError", "ctx.error", 1],
    ["ConfigError", "config.invalid", 2],
    ["BackendError", "backend.failed", 3],
    ["SourceError", "source.failed", 4],
    ["StoreError", "store.failed", 5],
    ["KeychainError", "keychain.failed", 6],
    ["TeamError", "team.failed", 7],
    ["InterruptedError", "interrupted", 130],
  ]);
  const none = new BackendError("No LLM backend available", { code: ERROR_CODES.backendNone });
  assert.deepEqual([none.code, none.exitCode], ["backend.none", 3]);
});

Deno.test("ERROR_CODES has no code twice", () => {
  const codes = Object.values(ERROR_CODES);
  assert.equal(new Set(codes).size, codes.length);
});

Deno.test("the README's exit code table lists every exit code ctx uses, each with its meaning", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const section = readme.split("### Exit codes")[1]?.split("\n## ")[0] ?? "";
  const rows = new Map(
    [...section.matchAll(/^\| (\d+) +\| (.+?) +\|$/gm)].map((m) => [Number(m[1]), m[2]!]),
  );
  // Every class's code, what a run that partly failed returns (1), bugs (70, main.ts), success.
  const byClass: Array<[CtxError, RegExp]> = [
    [new ConfigError("x"), /bad usage or configuration/],
    [new BackendError("x"), /backend/],
    [new SourceError("x"), /history could not be read/],
    [new StoreError("x"), /store/],
    [new KeychainError("x"), /keychain/],
    [new TeamError("x"), /team server/],
    [new InterruptedError(), /interrupted/],
    [new CtxError("x"), /some work failed/],
  ];
  for (const [error, meaning] of byClass) {
    assert.match(rows.get(error.exitCode) ?? "", meaning, `exit code ${error.exitCode}`);
  }
  assert.deepEqual([...rows.keys()], [0, 1, 2, 3, 4, 5, 6, 7, 70, 130]);
});
