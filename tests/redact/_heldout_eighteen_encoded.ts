/**
 * Corpus eighteen, encoded on the way in: a file the user attached, stored as base64 (a Claude
 * Code `document` block, a Gemini `inlineData` part, an OpenCode `file` part's `data:` URL, a
 * Copilot CLI attachment) whose piece is the whole base64 of the file; a secret percent-encoded in
 * a URL inside a JSON field (a WebFetch or web_fetch call, a browser tool's navigation); a secret
 * under HTML entities in a fetched page or a rendered answer.
 */
import { cc, ccAssistant, ccToolPair } from "./_heldout_eighteen_claude.ts";
import {
  b64,
  type Box,
  draw,
  type HeldOutSecret,
  hex,
  html,
  type Kind,
  layered,
  num,
  pick,
  secretCases,
  tick,
  tooluId,
  uuid,
} from "./_heldout_eighteen_make.ts";

/** A box that attaches the text as a base64 file: its piece is the whole base64. */
function attached(label: string, write: (data: string, name: string) => string): Box {
  return {
    label,
    shape: "encoded",
    wrap: (text) => {
      const data = b64(text + "\n");
      return [write(data, pick([".env", "secrets.txt", "config.yaml", "notes.md"])), [data]];
    },
  };
}

const pct = (s: string) => encodeURIComponent(s);

export const ATTACH_BOXES: readonly Box[] = [
  attached(
    "Claude Code prompt with a document attachment",
    (data, name) =>
      cc("user", {
        role: "user",
        content: [{
          type: "document",
          source: { type: "base64", media_type: "text/plain", data },
          title: name,
        }, { type: "text", text: `what's wrong with ${name}?` }],
      }),
  ),
  attached(
    "Gemini CLI checkpoint inlineData part",
    (data) =>
      JSON.stringify([{
        role: "user",
        parts: [{ text: "Check this file" }, { inlineData: { mimeType: "text/plain", data } }],
      }]),
  ),
  attached(
    "OpenCode file part with a data URL",
    (data, name) =>
      JSON.stringify(
        {
          id: `prt_${hex(12)}${draw(14)}`,
          type: "file",
          mime: "text/plain",
          filename: name,
          url: `data:text/plain;base64,${data}`,
          source: { type: "file", path: name },
        },
        null,
        2,
      ),
  ),
  attached(
    "Copilot CLI user.message attachment",
    (data, name) =>
      JSON.stringify({
        type: "user.message",
        data: {
          content: `look at ${name}`,
          attachments: [{ type: "file", displayName: name, mimeType: "text/plain", data }],
        },
        id: uuid(),
        timestamp: tick(),
        parentId: uuid(),
      }),
  ),
  attached("Codex input_image-style file item", (data, name) =>
    JSON.stringify({
      timestamp: tick(),
      type: "response_item",
      payload: {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text: `attached ${name}` }, {
          type: "input_file",
          filename: name,
          file_data: `data:text/plain;base64,${data}`,
        }],
      },
    })),
];

export const URL_BOXES: readonly Box[] = [
  layered(
    "Claude Code WebFetch URL, percent-encoded",
    pct,
    (t) =>
      ccAssistant({
        type: "tool_use",
        id: tooluId(),
        name: "WebFetch",
        input: {
          url: `https://paste.acme.internal/new?body=${t}&ttl=3600`,
          prompt: "Did it save?",
        },
      }),
  ),
  layered("Gemini CLI web_fetch prompt, percent-encoded", pct, (t) =>
    JSON.stringify({
      id: uuid(),
      timestamp: tick(),
      type: "gemini",
      content: "",
      toolCalls: [{
        id: `web_fetch-${num(1793500000000, 1795999999999)}-${hex(12)}`,
        name: "web_fetch",
        args: { prompt: `Summarise https://debug.acme.io/echo?q=${t}` },
        status: "success",
      }],
    })),
  layered(
    "Cursor browser navigation params, percent-encoded",
    pct,
    (t) =>
      `bubbleId:${uuid()}:${uuid()}\t` +
      JSON.stringify({
        _v: 3,
        type: 2,
        text: "",
        toolFormerData: {
          name: "browser_navigate",
          status: "completed",
          params: JSON.stringify({
            url: `http://localhost:3000/callback?state=${hex(16)}&config=${t}`,
          }),
        },
      }),
  ),
];

export const HTML_BOXES: readonly Box[] = [
  layered(
    "Claude Code WebFetch result with HTML entities",
    html,
    (t) =>
      ccToolPair(
        "WebFetch",
        {
          url: "https://ci.acme.internal/job/deploy/lastBuild/console",
          prompt: "Show the failing step",
        },
        `<h1>Deploy &amp; release #${num(100, 999)}</h1>\n<pre class="console-output">${t}</pre>`,
        {
          bytes: num(900, 90000),
          code: 200,
          codeText: "OK",
          result: `<pre>${t}</pre>`,
          durationMs: num(100, 4000),
          url: "https://ci.acme.internal/job/deploy/lastBuild/console",
        },
      ),
  ),
  layered("Codex curl output of an admin page", html, (t) =>
    JSON.stringify({
      timestamp: tick(),
      type: "response_item",
      payload: {
        type: "function_call_output",
        call_id: `call_${draw(24)}`,
        output:
          `<!doctype html>\n<html><body><h1>Settings &mdash; &quot;staging&quot;</h1>\n<textarea name="config">${t}</textarea>\n</body></html>`,
      },
    })),
  layered(
    "VS Code Copilot rendered answer",
    html,
    (t) =>
      JSON.stringify({
        kind: 1,
        k: ["requests", num(0, 9), "result", "metadata", "renderedHtml"],
        v: `<p>Your file (don&#39;t commit it):</p><pre><code>${t}</code></pre>`,
      }),
  ),
];

/** The encoded cases: kinds spread over attachments, percent-encoding and HTML entities. */
export function buildEncoded(kinds: readonly Kind[]): HeldOutSecret[] {
  const of = (r: number) => kinds.filter((_, i) => i % 3 === r);
  return [
    ...secretCases(of(0), ATTACH_BOXES),
    ...secretCases(of(1), URL_BOXES),
    ...secretCases(of(2), HTML_BOXES),
  ];
}
