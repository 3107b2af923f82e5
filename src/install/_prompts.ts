/**
 * The terminal `Prompter`, with `@inquirer/prompts`. Prompts draw on stderr: stdout stays the
 * product. Ctrl-C becomes `InterruptedError` (exit 130).
 */
import { confirm, password, select } from "@inquirer/prompts";
import process from "node:process";
import { InterruptedError } from "../errors.ts";
import type { Prompter } from "./wizard.ts";

export function inquirerPrompter(signal?: AbortSignal): Prompter {
  const context = { output: process.stderr, ...(signal ? { signal } : {}) };
  return {
    select: (message, choices, defaultValue) =>
      interruptible(select({
        message,
        // Every trade-off visible at once, not only the highlighted one's.
        choices: choices.map((c) => ({
          value: c.value,
          name: `${c.name} — ${c.description}`,
          short: c.name,
        })),
        default: defaultValue,
      }, context)),
    password: (message) => interruptible(password({ message, mask: "*" }, context)),
    confirm: (message, defaultValue) =>
      interruptible(confirm({ message, default: defaultValue }, context)),
  };
}

async function interruptible<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof Error && /ExitPromptError|AbortPromptError/.test(error.name)) {
      throw new InterruptedError();
    }
    throw error;
  }
}
