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
