/**
 * Corpus sixteen's chat records: the paragraphs of a person's message and the way each assistant
 * stores a message — Claude Code and Codex JSONL lines, a Gemini CLI session message, a Cursor
 * bubble, a Copilot chat request.
 */
import { draw, lines, num, pick, tick, uuid } from "./_heldout_sixteen_make.ts";

const PARAS = [
  `So the background: we moved the app from Heroku to our own cluster last month and since then the nightly job fails about one night in three. Nothing in the code changed, only where it runs.`,
  `I already tried restarting the pods, bumping the memory limit and pinning the image to the last digest that worked. None of it changed anything, which makes me think it is the network or the credentials.`,
  `The weird part is that running the same command by hand from my laptop works every single time. Only the scheduled run breaks, and only after about forty minutes.`,
  `For context, this is a Rails 7.2 app with Sidekiq, Postgres 16 on RDS and Redis from Upstash. The cluster is EKS 1.31 with the AWS load balancer controller.`,
  `Timeline, as far as I can reconstruct it: Monday the deploy went out at 14:02, the first failure was at 02:13 on Tuesday, then fine on Wednesday and Thursday, and failing again Friday and Saturday. The only pattern I see is that the failures happen on nights with a big import from the warehouse, so maybe it's the volume and not the time.`,
  `What I'd like is either a fix or at least a way to make the job fail loudly and early instead of hanging for forty minutes and then dying with a timeout that tells us nothing. Right now on-call gets paged at 3am for something nobody can act on.`,
  `I also checked the obvious things: the clock on the nodes is in sync, disk isn't full, the job isn't OOM-killed (no OOMKilled in the events), and the database has plenty of connections left at the time — max_connections is 400 and we peak around 120.`,
  `Let me know if you need anything else — I can share the whole workflow file or the Terraform for the database if that helps.`,
  `I'm not sure whether this is the right place to ask, but the docs are silent on it and the forum thread from 2023 has no answer.`,
];

/** `n` paragraphs of a person's message, in the stream's order. */
export function paras(n: number): string {
  return lines(n, () => pick(PARAS)).join("\n\n");
}

/** A Claude Code user message (a prompt typed or pasted). */
export function claudeUser(text: string): string {
  return JSON.stringify({
    parentUuid: uuid(),
    sessionId: uuid(),
    version: "2.0.14",
    type: "user",
    message: { role: "user", content: text },
    uuid: uuid(),
    timestamp: tick(),
  });
}

/** A Codex rollout line with the user's message. */
export function codexUser(text: string): string {
  return JSON.stringify({
    timestamp: tick(),
    type: "response_item",
    payload: { type: "message", role: "user", content: [{ type: "input_text", text }] },
  });
}

/** A Claude Code assistant message with text. */
export function claudeAssistant(text: string): string {
  return JSON.stringify({
    parentUuid: uuid(),
    sessionId: uuid(),
    type: "assistant",
    message: {
      id: `msg_01${draw(22)}`,
      type: "message",
      role: "assistant",
      model: "claude-sonnet-4-5",
      content: [{ type: "text", text }],
      usage: { input_tokens: num(100, 9000), output_tokens: num(100, 2000) },
    },
    uuid: uuid(),
    timestamp: tick(),
  });
}

/** A Gemini CLI model message. */
export function geminiModel(text: string): string {
  return JSON.stringify(
    {
      id: uuid(),
      timestamp: tick(),
      type: "gemini",
      content: text,
      thoughts: [],
      tokens: { input: num(1000, 90000), output: num(100, 3000) },
      model: "gemini-2.5-pro",
    },
    null,
    2,
  );
}

/** A Cursor bubble. */
export function cursorBubble(type: 1 | 2, text: string): string {
  return JSON.stringify({ _v: 3, type, bubbleId: uuid(), text, richText: "", codeBlocks: [] });
}

/** A Copilot chat request with its response. */
export function copilot(message: string, answer: string): string {
  return JSON.stringify({
    requestId: `request_${uuid()}`,
    message: { text: message },
    response: [{ value: answer }],
    timestamp: Date.parse(tick()),
  });
}
