/**
 * One Codex thread built record by record (pure; `_parse.ts` feeds it). What makes a rollout
 * hard to read in one pass, and how this does it:
 *
 * - Codex records most messages twice, as a `response_item` and as an `event_msg`
 *   (`user_message`, `agent_message`), in either order; the event counts only when no item
 *   carries its text. An event whose item was seen is dropped at once; one whose item may still
 *   come waits, with the records after it, until its item arrives (dropped) or its turn ends
 *   (kept). So a record is held at most until the end of its turn.
 * - A rollback (`thread_rolled_back`) removes the turns of the prompts it undid.
 * - `/review` (`entered_review_mode` … `exited_review_mode`): what the human asked for is their
 *   prompt; the instructions Codex writes for the reviewer are generated (`isReviewRequest`).
 * - The thread's name (`thread_name_updated`, set by `/rename` or by Codex) is its title.
 */
import type { FileTouch, Part, Role } from "../../types.ts";
import { isEmptyPart, isoTime, type Json, obj, str, TurnBuilder } from "../../sources/build.ts";
import { leanParts } from "../../sources/lean.ts";
import { touchesOfParts } from "../../sources/touches.ts";
import {
  environmentCwd,
  isReviewRequest,
  itemParts,
  messageTexts,
  responseItem,
  reviewAsked,
} from "./_items.ts";

/** Bookkeeping record types that carry no conversation (skipped, not counted as unknown). */
const QUIET_TYPES = new Set([
  "inter_agent_communication",
  "inter_agent_communication_metadata",
  "world_state",
  "token_usage_record",
  "wrapper_meta",
  "server_request",
  "server_request_resolved",
  "_stdin_ack",
]);

/** An event message waiting for the item that would make it a copy. */
interface Waiting {
  role: Role;
  key: string;
  dropped: boolean;
}

export class Thread {
  readonly builder: TurnBuilder;
  /** The first folder the thread recorded (`turn_context`, `<environment_context>`). */
  cwd: string | undefined;
  title: string | undefined;
  /** Valid records of a type ctx does not know. */
  unknown = 0;
  #lastPrompt: string | undefined;
  /** Index in `builder.turns` of the turn each prompt still in the thread starts. */
  readonly #promptTurns: number[] = [];
  /** Texts carried by message items, per role: an event with one of them is a copy. */
  readonly #seen = { user: new Set<string>(), assistant: new Set<string>() };
  #waiting: Waiting[] = [];
  /** Work held while an event waits (undefined: nothing waits, work is done at once). */
  #held: Array<() => void> | undefined;
  /** Inside `/review`: user text is the reviewer's generated instructions. */
  #review = false;

  readonly #lean: boolean;

  constructor(options: { lean?: boolean } = {}) {
    this.#lean = options.lean === true;
    this.builder = new TurnBuilder();
  }

  /** One record of the thread (not its `session_meta`). */
  record(record: Json): void {
    const at = isoTime(record["timestamp"]);
    const type = str(record["type"]);
    const payload = obj(record["payload"]);
    if (type === "turn_context") {
      this.#turnEnds();
      this.#do(() => this.cwd ??= str(payload?.["cwd"]));
      return;
    }
    const item = responseItem(record);
    if (item) {
      this.#item(item, at);
      return;
    }
    if (type === "event_msg") {
      this.#event(payload ?? {}, at);
      return;
    }
    if (type === "compacted") {
      const message = str(payload?.["message"]);
      if (message) {
        this.#do(() =>
          this.builder.add(
            "user",
            [{ kind: "injected", label: "compact-summary", text: message }],
            {
              ...(at ? { at } : {}),
              newTurn: true,
            },
          )
        );
      }
      return;
    }
    if (QUIET_TYPES.has(type ?? "") || record["record_type"] === "state") return;
    // Valid JSON of a type this version of ctx does not know: skipped quietly, counted.
    this.unknown++;
  }

  /** Done: what waits is no copy. */
  finish(): void {
    this.#turnEnds();
  }

  #item(item: Json, at: string | undefined): void {
    if (item["type"] === "message") {
      const role = str(item["role"]);
      if (role === "user" || role === "assistant") {
        for (const text of messageTexts(item)) this.#carried(role, text.trim());
      }
    }
    const parsed = itemParts(item);
    if (!parsed) return this.#do(() => this.builder.touch(at));
    // What the work below needs of the parts, then only the parts kept (in lean mode: what a
    // sanitized transcript renders), so that held work holds little.
    const folder = environmentCwd(parsed.parts);
    const answers = parsed.parts.some((p) => p.kind === "text" || p.kind === "tool_call");
    const kept = parsed.parts.filter((p) => !isEmptyPart(p));
    const parts = this.#lean ? leanParts(kept) : kept;
    // The files its tool calls touched, read before lean reading drops the calls.
    const touched = this.#lean ? touchesOfParts(kept) : undefined;
    this.#do(() => {
      this.cwd ??= folder;
      this.#add(parsed.role, parts, {
        at,
        newTurn: parsed.newTurn,
        held: kept.length > 0,
        answers,
        ...(touched ? { touched } : {}),
      });
    });
  }

  #event(payload: Json, at: string | undefined): void {
    const kind = str(payload["type"]);
    if (kind === "task_started") this.#turnEnds();
    const message = str(payload["message"]);
    if ((kind === "user_message" || kind === "agent_message") && message) {
      const role: Role = kind === "user_message" ? "user" : "assistant";
      const key = message.trim();
      if (!this.#seen[role].has(key)) {
        const waiting: Waiting = { role, key, dropped: false };
        this.#waiting.push(waiting);
        this.#held ??= [];
        this.#held.push(() => {
          if (waiting.dropped) return;
          this.#add(role, [{ kind: "text", text: message }], {
            at,
            newTurn: role === "user",
            answers: true,
          });
        });
      }
    }
    this.#do(() => {
      switch (kind) {
        case "thread_rolled_back":
          this.#rollBack(payload["num_turns"]);
          break;
        case "entered_review_mode": {
          const asked = reviewAsked(payload);
          if (asked) {
            this.#add("user", [{ kind: "text", text: asked.text }], { at, newTurn: true });
          }
          this.#review = true;
          break;
        }
        case "exited_review_mode":
          this.#review = false;
          break;
        case "thread_name_updated": {
          const name = str(payload["thread_name"])?.trim();
          if (name) this.title = name;
          break;
        }
      }
      this.builder.touch(at);
    });
  }

  /** An item carries `key` for `role`: an event waiting with it is a copy. */
  #carried(role: "user" | "assistant", key: string): void {
    this.#seen[role].add(key);
    let open = false;
    for (const w of this.#waiting) {
      if (w.role === role && w.key === key) w.dropped = true;
      open ||= !w.dropped;
    }
    if (!open) this.#release();
  }

  /** A turn ends: the events still waiting are no copies; the held work is done, in order. */
  #turnEnds(): void {
    this.#release();
  }

  #release(): void {
    const held = this.#held;
    this.#held = undefined;
    this.#waiting = [];
    for (const work of held ?? []) work();
  }

  /** Do `work` now, or after the waiting events when some wait (order is kept). */
  #do(work: () => void): void {
    if (this.#held) this.#held.push(work);
    else work();
  }

  /**
   * Add parts (already reduced in lean mode: `held` says the record had parts, `answers` that
   * the assistant wrote prose or called a tool).
   */
  #add(
    role: Role,
    parts: Part[],
    options: {
      at?: string | undefined;
      newTurn?: boolean;
      held?: boolean;
      answers?: boolean;
      touched?: FileTouch[];
    },
  ): void {
    const at = options.at ? { at: options.at } : {};
    const held = options.held === true || parts.some((p) => !isEmptyPart(p));
    if (role === "assistant") {
      if (options.answers) this.#lastPrompt = undefined;
    } else {
      const prompt = parts.filter((p) => p.kind === "text").map((p) => p.text.trim()).join("\n");
      if (prompt !== "") {
        // The same prompt recorded twice in a row (`/review` does) is one.
        if (prompt === this.#lastPrompt) return;
        if (this.#review || parts.every((p) => p.kind !== "text" || isReviewRequest(p.text))) {
          // Generated by `/review`: not the human's.
          const generated = parts.map((p): Part =>
            p.kind === "text" ? { kind: "injected", label: "review-request", text: p.text } : p
          );
          parts = this.#lean ? leanParts(generated) : generated;
        } else this.#lastPrompt = prompt;
      }
    }
    this.builder.add(role, parts, {
      ...at,
      newTurn: options.newTurn === true,
      held,
      ...(options.touched ? { touched: options.touched } : {}),
    });
    if (role === "user" && parts.some((p) => p.kind === "text" && p.text.trim())) {
      const turn = this.builder.turns.length - 1;
      if (this.#promptTurns.at(-1) !== turn) this.#promptTurns.push(turn);
    }
  }

  /**
   * `thread_rolled_back` (the human went back with Esc Esc, or `/undo` of a turn): the last
   * `num_turns` prompts and everything after them left the thread; the model never saw them
   * again, so neither does distillation.
   */
  #rollBack(count: unknown): void {
    this.#lastPrompt = undefined;
    if (typeof count !== "number" || !Number.isInteger(count) || count <= 0) return;
    const keep = Math.max(0, this.#promptTurns.length - count);
    const cut = this.#promptTurns[keep];
    if (cut === undefined) return;
    this.builder.turns.length = cut;
    this.#promptTurns.length = keep;
  }
}
