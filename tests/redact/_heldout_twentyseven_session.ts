/**
 * Corpus twenty-seven, the assistant's own records of business automation: a Claude Code `Bash`
 * call and an `Edit` call carrying a key, `claude mcp add` and `.mcp.json` for a CRM's or a shop's MCP
 * server, a Zapier MCP URL, a Codex `exec_command_end` whose output lists a NetSuite secret, a
 * Gemini CLI `run_shell_command` result with a Salesforce session, a `Read` result of a `.env`, a
 * terminal's wrapped tool output, the assistant repeating a key back, a Postman body escaped in
 * JSON, a Cursor MCP configuration.
 */
import {
  ALNUM,
  B64URL,
  draw,
  FRAMES,
  halves,
  type HeldOutSecret,
  hex,
  type Insertion,
  num,
  orgId,
  pass,
  person,
  pick,
  S,
  uuid,
} from "./_heldout_twentyseven_make.ts";

const SF = ALNUM + "._";
/** A timestamp of the session's month (ISO, milliseconds). */
export const stamp = (): string =>
  `2026-11-${String(num(1, 27)).padStart(2, "0")}T${String(num(7, 18)).padStart(2, "0")}:${
    String(num(10, 59))
  }:${String(num(10, 59))}.${String(num(100, 999))}Z`;
const toolu = (): string => `toolu_01${draw(22)}`;

/** A Claude Code assistant record calling `name` with `input`. */
export function claudeCall(name: string, input: Record<string, unknown>): string {
  return JSON.stringify({
    parentUuid: uuid(),
    isSidechain: false,
    message: {
      model: "claude-sonnet-4-6",
      id: `msg_01${draw(22)}`,
      type: "message",
      role: "assistant",
      content: [{ type: "tool_use", id: toolu(), name, input }],
      stop_reason: "tool_use",
    },
    type: "assistant",
    uuid: uuid(),
    timestamp: stamp(),
  });
}

/** A Claude Code user record carrying a tool's result `text`. */
function claudeResult(text: string): string {
  return JSON.stringify({
    parentUuid: uuid(),
    type: "user",
    message: {
      role: "user",
      content: [{ tool_use_id: toolu(), type: "tool_result", content: text }],
    },
    uuid: uuid(),
    timestamp: stamp(),
  });
}

const INSERTIONS: readonly Insertion[] = [
  ["command", "Claude Code Bash call with a Shopify admin token", (_k, add) => {
    return claudeCall("Bash", {
      command: `curl -s https://${pick(["fernhill-tea", "oakline"])}-${
        num(1, 99)
      }.myshopify.com/admin/api/2025-01/orders.json?status=open -H "X-Shopify-Access-Token: ${
        add(`shpat_${hex(32)}`)
      }" | jq '.orders | length'`,
      description: "Count open orders",
    });
  }],
  ["command", "claude mcp add for HubSpot with the private app token", (_k, add) => {
    return `> claude mcp add hubspot --env PRIVATE_APP_ACCESS_TOKEN=${
      add(`pat-${pick(["na1", "eu1"])}-${uuid()}`)
    } -- npx -y @hubspot/mcp-server\nAdded stdio MCP server hubspot with command: npx -y @hubspot/mcp-server to local config`;
  }],
  ["block", ".mcp.json with an Airtable server and its token", (_k, add) => {
    return JSON.stringify(
      {
        mcpServers: {
          airtable: {
            command: "npx",
            args: ["-y", "airtable-mcp-server"],
            env: { AIRTABLE_API_KEY: add(`pat${draw(14)}.${hex(64)}`) },
          },
        },
      },
      null,
      2,
    );
  }],
  ["url", "Zapier MCP server URL with its key in the path", (_k, add) => {
    return `{\n  "mcpServers": {\n    "zapier": {\n      "type": "http",\n      "url": "https://mcp.zapier.com/api/mcp/s/${
      add(draw(num(56, 64), B64URL))
    }/mcp"\n    }\n  }\n}`;
  }],
  ["encoded", "Claude Code Edit call writing a SendGrid key into .env", (_k, add) => {
    return claudeCall("Edit", {
      file_path: `/Users/${person().login}/shop-mailer/.env`,
      old_string: "SENDGRID_API_KEY=\nMAIL_FROM=orders@",
      new_string: `SENDGRID_API_KEY=${
        add(`SG.${draw(22, B64URL)}.${draw(43, B64URL)}`)
      }\nMAIL_FROM=orders@`,
    });
  }],
  ["output", "the assistant repeating a Mailchimp key back", (_k, add) => {
    const key = add(`${hex(32)}-us${num(1, 21)}`);
    return JSON.stringify({
      type: "assistant",
      message: {
        role: "assistant",
        content: [{
          type: "text",
          text: `Your key \`${key}\` ends in \`-${
            key.split("-")[1]
          }\`, so the server prefix must be \`${
            key.split("-")[1]
          }\`, not \`us1\`. That is why the API answers 401.`,
        }],
      },
      timestamp: stamp(),
    });
  }],
  ["output", "Codex exec_command_end listing a NetSuite token secret", (_k, add) => {
    return JSON.stringify({
      timestamp: stamp(),
      type: "event_msg",
      payload: {
        type: "exec_command_end",
        call_id: `call_${draw(24)}`,
        command: ["bash", "-lc", "env | grep NS_"],
        cwd: `/home/${person().login}/netsuite-sync`,
        aggregated_output: `NS_ACCOUNT_ID=${num(1000000, 9999999)}_SB1\nNS_TOKEN_ID=${
          add(hex(64))
        }\nNS_TOKEN_SECRET=${add(hex(64))}\n`,
        exit_code: 0,
      },
    });
  }],
  ["output", "Gemini CLI run_shell_command result with a Salesforce session", (_k, add) => {
    const out = JSON.stringify(
      {
        status: 0,
        result: {
          id: orgId(),
          accessToken: add(`${orgId()}!AQ${draw(num(90, 100), SF)}`),
          instanceUrl: `https://${pick(["acme", "kestrel"])}${num(2, 9)}.my.salesforce.com`,
          username: person().email,
          connectedStatus: "Connected",
        },
      },
      null,
      2,
    );
    return JSON.stringify({
      id: uuid(),
      timestamp: stamp(),
      type: "gemini",
      content: "",
      toolCalls: [{
        id: `run_shell_command-${num(1700000000000, 1799999999999)}-${hex(12)}`,
        name: "run_shell_command",
        args: { command: "sf org display --target-org prod --json" },
        result: [{
          functionResponse: { id: uuid(), name: "run_shell_command", response: { output: out } },
        }],
        status: "success",
      }],
    });
  }],
  ["assignment", "Claude Code Read result of a .env with WooCommerce keys", (_k, add) => {
    const start = num(1, 9);
    const lines = [
      `WC_URL=https://shop.${pick(["fernhill", "kestrel"])}tea.com`,
      `WC_CONSUMER_KEY=${add(`ck_${hex(40)}`)}`,
      `WC_CONSUMER_SECRET=${add(`cs_${hex(40)}`)}`,
      "WC_VERSION=wc/v3",
    ];
    return claudeResult(
      lines.map((l, i) => `${String(start + i).padStart(6)}→${l}`).join("\n"),
    );
  }],
  ["wrapped", "terminal tool output wrapped at 80 columns with a Pipedrive token", (_k, add) => {
    const [a, b] = halves(add, hex(40));
    return `⏺ Bash(python sync_contacts.py --dry-run)\n  ⎿  GET /api/v1/persons?start=0&limit=500&api_token=${a}\n     ${b}\n     200 OK · ${
      num(10, 400)
    } persons`;
  }],
  ["encoded", "Postman request body escaped inside a JSON export", (_k, add) => {
    const body = JSON.stringify({
      username: `${pick(["api", "svc"])}_${draw(5, "abcdefghijkmnpqrstuvwxyz")}`,
      password: pass(add),
    });
    return JSON.stringify(
      {
        name: "Odoo login",
        request: {
          method: "POST",
          url: { raw: `https://erp.${pick(["acme", "oakline"])}.com/web/session/authenticate` },
          body: { mode: "raw", raw: body },
        },
      },
      null,
      2,
    );
  }],
  ["block", "Cursor MCP configuration for a Shopify dev store", (_k, add) => {
    return JSON.stringify(
      {
        mcpServers: {
          shopify: {
            command: "npx",
            args: ["-y", "shopify-mcp-server"],
            env: {
              SHOPIFY_ACCESS_TOKEN: add(`shpat_${hex(32)}`),
              MYSHOPIFY_DOMAIN: `${pick(["bluepeak", "fernhill"])}-dev.myshopify.com`,
            },
          },
          "brevo-mail": {
            url: `https://mcp.${pick(["acme", "oakline"])}.io/brevo`,
            headers: { "api-key": add(`xkeysib-${hex(64)}-${draw(16)}`) },
          },
        },
      },
      null,
      2,
    );
  }],
];

/** Two frames suit a record of the assistant: the record alone, and read back by a tool. */
const SESSION_FRAMES = [FRAMES[3]!, FRAMES[2]!];

/** The assistant-record cases, each insertion in both of its frames. */
export function buildSession(): HeldOutSecret[] {
  return INSERTIONS.flatMap(([shape, label, make]) =>
    SESSION_FRAMES.map((frame) =>
      S(shape, `${label} — ${frame.label}`, (k, add) => frame.wrap(make(k, add)))
    )
  );
}
