/**
 * Issue 23 item 2: `ctx init --dry-run` shows exactly what is sent. A Cursor bubble holding a NUL,
 * an OSC 52 clipboard escape, a CSI colour, a right-to-left override and Unicode tag characters:
 * the dry run prints the prompt clean, and the recording fake vendor receives that very text,
 * byte for byte — the characters are removed before the prompt is made, not when it is printed.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import {
  composerIndex,
  fileUri,
  modernComposer,
  writeVscdb,
  writeWorkspace,
} from "../fixtures/vscdb.ts";

const HOSTILE = "Why does the invoice total\u0000 differ?\x1b]52;c;cm0gLXJmIH4=\x07 " +
  "Check \u202Egnp.tropxe\u202C and \x1b[31mred\x1b[0m text\u{E0041}\u{E0042} please.";

Deno.test("ctx init --dry-run prints exactly the prompt the backend receives, control characters removed", async () => {
  await using dir = await tempDir();
  const project = join(dir.path, "code", "billing");
  await Deno.mkdir(project, { recursive: true });
  const userDir = join(dir.path, "Cursor", "User");
  const now = Date.UTC(2026, 10, 2);
  writeWorkspace(
    join(userDir, "workspaceStorage"),
    "ws-billing",
    { folder: fileUri(project) },
    composerIndex([{ composerId: "c-bidi" }]),
  );
  writeVscdb(join(userDir, "globalStorage", "state.vscdb"), {
    cursorDiskKV: modernComposer("c-bidi", "Invoice totals", [
      { bubbleId: "b1", type: 1, text: HOSTILE },
      {
        bubbleId: "b2",
        type: 2,
        text:
          "The rounding\u0007 happened per line instead of on the total:\x1b[2J fixed in total.ts.",
      },
    ], { createdAt: now, lastUpdatedAt: now }),
  });
  await using vendor = await startFakeVendor("vendor-a");
  const env = { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), ...vendor.env() };
  const args = ["init", "cursor", "--local", "--cursor-dir", join(dir.path, "Cursor")];

  const dry = await runCtx([...args, "--dry-run"], { env, cwd: project });
  assert.equal(dry.code, 0, dry.stderr);
  assert.equal(vendor.requests.length, 0, "a dry run sends nothing");
  const header = /^=== cursor session c-bidi: send, .* ===\n/m.exec(dry.stdout);
  assert.ok(header, dry.stdout);
  const tail = "Return the JSON array of insights now.";
  const from = header.index + header[0].length;
  const shown = dry.stdout.slice(from, dry.stdout.indexOf(tail, from) + tail.length);
  const json = await runCtx([...args, "--dry-run", "--json"], { env, cwd: project });
  assert.equal(JSON.parse(json.stdout).dryRun[0].prompt, shown, "--json shows the same text");

  const real = await runCtx(args, { env, cwd: project });
  assert.equal(real.code, 0, real.stderr);
  assert.equal(vendor.requests.length, 1);
  const sent = (vendor.requests[0]!.body as { messages: Array<{ content: string }> }).messages[0]!
    .content;
  assert.equal(sent, shown, "the backend receives exactly what --dry-run printed");
  assert.match(sent, /Why does the invoice total differ\? Check gnp\.tropxe and red text please\./);
  assert.match(
    sent,
    /The rounding happened per line instead of on the total: fixed in total\.ts\./,
  );
  // Nothing a terminal, an editor or a model could act on is left.
  // deno-lint-ignore no-control-regex
  assert.doesNotMatch(sent, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  assert.doesNotMatch(sent, /\uDB40[\uDC00-\uDC7F]/);
});
