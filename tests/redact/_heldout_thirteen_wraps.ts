/**
 * Corpus thirteen, the ways a transcript wraps text: a secret inside an assistant tool result's
 * JSON (escaped newlines glued to the value), a diff, a notebook's output cell, a terminal
 * recording, a CI log with timestamps, an MCP answer, a pager's bold overstrike.
 */
import {
  B64,
  draw,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  S,
  uuid,
} from "./_heldout_thirteen_make.ts";

export function transcriptWraps(): HeldOutSecret[] {
  return [
    S(
      "output",
      "tool result JSON: .env read, value glued to an escaped newline",
      (k) =>
        JSON.stringify({
          type: "tool_result",
          tool_use_id: "toolu_01" + draw(22),
          content: `NODE_ENV=production\nSESSION_SECRET=${k(48)}\nPORT=3000\n`,
        }),
    ),
    S("output", "tool result JSON doubly escaped inside a JSONL line", (k) =>
      JSON.stringify({
        message: {
          content: [{
            type: "tool_result",
            content: JSON.stringify({ stdout: `export REDIS_PASSWORD='${k(24)}'\n`, code: 0 }),
          }],
        },
      })),
    S("output", "Codex exec_command_end aggregated_output", (k) =>
      JSON.stringify({
        type: "exec_command_end",
        call_id: "call_" + draw(24),
        aggregated_output: `$ heroku config:get DATABASE_URL\npostgres://u${
          draw(6, LOWER_DIGITS)
        }:${k(64, HEX)}@ec2-3-91-12-4.compute-1.amazonaws.com:5432/d${draw(13, LOWER_DIGITS)}\n`,
        exit_code: 0,
      })),
    S("output", "Gemini CLI functionResponse with a settings file", (k) =>
      JSON.stringify({
        functionResponse: {
          name: "read_file",
          response: { output: `[auth]\nclient_secret = "${k(35)}"\nscopes = ["read"]` },
        },
      })),
    S(
      "output",
      "tool result with numbered lines from a Read tool",
      (k) =>
        `     1\t# settings/local.py\n     2\tDEBUG = True\n     3\tSECRET_KEY = "django-insecure-${
          k(50, LOWER_DIGITS + "!@#%^&*(-_=+)")
        }"\n     4\tALLOWED_HOSTS = []\n`,
    ),
    S("output", "MCP tools/call result text content", (k) =>
      JSON.stringify({
        jsonrpc: "2.0",
        id: 7,
        result: {
          content: [{
            type: "text",
            text: `Found credential in vault path kv/app: {"api_secret":"${k(40)}"}`,
          }],
          isError: false,
        },
      })),
    S(
      "assignment",
      "unified diff adding a secret",
      (k) =>
        `diff --git a/config/app.yml b/config/app.yml\nindex 3f2a1c0..9b8e7d1 100644\n--- a/config/app.yml\n+++ b/config/app.yml\n@@ -4,3 +4,4 @@ auth:\n   issuer: https://auth.internal\n-  signing_key: ""\n+  signing_key: "${
          k(44, B64)
        }"\n   ttl: 3600\n`,
    ),
    S(
      "assignment",
      "diff rotating a key: the old and the new value",
      (k) =>
        `@@ -1,2 +1,2 @@\n-WEBHOOK_SIGNING_SECRET=${k(32)}\n+WEBHOOK_SIGNING_SECRET=${
          k(32)
        }\n LOG_LEVEL=info\n`,
    ),
    S(
      "assignment",
      "git diff --word-diff of a password change",
      (k) => `db:\n  password: [-${k(18)}-]{+${k(18)}+}\n  pool: 5\n`,
    ),
    S(
      "assignment",
      "side-by-side diff (diff -y)",
      (k) =>
        `api_token = ${draw(4, "abcd")}old                                  | api_token = ${
          k(40, HEX)
        }\ntimeout = 30                                                    timeout = 30\n`,
    ),
    S("output", "Jupyter notebook output cell (stream text array)", (k) =>
      JSON.stringify(
        {
          cell_type: "code",
          execution_count: 4,
          outputs: [{
            name: "stdout",
            output_type: "stream",
            text: ["Connected.\n", `token: ${k(40)}\n`],
          }],
          source: ["client = connect()\n", "print('token:', client.token)"],
        },
        null,
        1,
      )),
    S("output", "notebook execute_result showing os.environ", (k) =>
      JSON.stringify({
        output_type: "execute_result",
        data: { "text/plain": [`environ({'HOME': '/root', 'OPENWEATHER_KEY': '${k(32, HEX)}'})`] },
        execution_count: 2,
      })),
    S(
      "output",
      "asciinema cast event",
      (k) =>
        `{"version": 2, "width": 120, "height": 32}\n[0.412, "o", "$ "]\n[1.930, "o", "export MEILI_MASTER_KEY=${
          k(32)
        }\\r\\n"]\n[2.001, "o", "$ "]\n`,
    ),
    S(
      "output",
      "terminal capture with ANSI colour around the value",
      (k) =>
        `\u001b[1;32m✔\u001b[0m Created service account\n\u001b[2mkey:\u001b[0m \u001b[33m${
          k(40, B64)
        }\u001b[0m\n`,
    ),
    S(
      "output",
      "script(1) typescript with carriage returns",
      (k) =>
        `Script started on 2026-03-02 10:11:02+00:00\r\n$ cat ~/.config/cachix/cachix.dhall\r\n{ authToken = "${
          k(30)
        }", hostname = "https://cachix.org" }\r\n`,
    ),
    S(
      "output",
      "man-page style overstrike (bold by backspace) around a name, value plain",
      (k) => `T\bTO\bOK\bKE\bEN\bN: ${k(36)}\n`,
    ),
    S(
      "output",
      "GitHub Actions log lines with timestamps",
      (k) =>
        `2026-02-11T09:14:03.1184211Z ##[group]Run ./deploy.sh\n2026-02-11T09:14:03.1190021Z + curl -s -u deploy:${
          k(28)
        } https://artifacts.internal/upload\n2026-02-11T09:14:03.1190532Z ##[endgroup]\n`,
    ),
    S(
      "output",
      "GitLab CI job log with section markers",
      (k) =>
        `section_start:1739265243:step_script\r\u001b[0K$ echo "registry password is ${
          k(20)
        }"\nregistry password is ${"•".repeat(3)}\nsection_end:1739265244:step_script\r\u001b[0K\n`,
    ),
    S(
      "output",
      "Docker build log (BuildKit) leaking an ARG",
      (k) =>
        `#7 [build 3/6] RUN npm config set //npm.pkg.internal/:_authToken=${
          k(36)
        } && npm ci\n#7 0.412 added 812 packages in 9s\n#7 DONE 10.3s\n`,
    ),
    S(
      "output",
      "pytest captured stdout section",
      (k) =>
        `----------------------------- Captured stdout call -----------------------------\nusing credentials client_id=web client_secret=${
          k(32)
        }\n=========================== short test summary info ============================\n`,
    ),
    S(
      "output",
      "Jest snapshot file with a token",
      (k) =>
        `// Jest Snapshot v1\n\nexports[\`client headers 1\`] = \`\n{\n  "Authorization": "Token ${
          k(40, HEX)
        }",\n}\n\`;\n`,
    ),
    S(
      "output",
      "VCR cassette (YAML) recording a request header",
      (k) =>
        `interactions:\n- request:\n    body: null\n    headers:\n      X-Api-Key:\n      - ${
          k(32)
        }\n    method: GET\n    uri: https://api.example.net/v2/items\n`,
    ),
    S(
      "output",
      "Chrome DevTools Application tab, localStorage copied",
      (k) => `Key\tValue\nsupabase.auth.refresh\t${k(22)}\ntheme\tdark\n`,
    ),
    S(
      "output",
      "Netscape cookies.txt line",
      (k) =>
        `# Netscape HTTP Cookie File\n.app.example.org\tTRUE\t/\tTRUE\t1767225600\tsession_id\t${
          k(64, HEX)
        }\n`,
    ),
    S(
      "output",
      "document.cookie in the browser console",
      (k) =>
        `> document.cookie\n< "_ga=GA1.1.${draw(10, "0123456789")}.1739; remember_token=${
          k(40)
        }; lang=en"\n`,
    ),
    S(
      "output",
      "tmux capture-pane with a split value and pane border",
      (k) =>
        `│ $ vault login -method=userpass username=ops password=${
          k(16)
        }          │\n│ Success! You are now authenticated.                           │\n`,
    ),
    S(
      "output",
      "Windows Event Log XML data field",
      (k) =>
        `<EventData><Data Name="CommandLine">sqlcmd -S db01 -U sa -P ${
          k(18)
        } -Q "select 1"</Data></EventData>`,
    ),
    S("output", "Sentry event breadcrumb JSON", (k) =>
      JSON.stringify({
        breadcrumbs: [{
          category: "http",
          data: { url: `https://api.internal/v1/sync?access_key=${k(32)}`, status_code: 200 },
        }],
        event_id: uuid().replaceAll("-", ""),
      })),
    S("output", "Slack message export with a pasted password", (k) =>
      JSON.stringify({
        type: "message",
        user: "U0" + draw(9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        text: `staging db pw is \`${k(16)}\` until friday`,
        ts: "1739265243.001200",
      })),
    S(
      "output",
      "Jira comment in wiki markup with a code block",
      (k) => `{code:title=.pgpass}\ndb.internal:5432:orders:orders_rw:${k(20)}\n{code}\n`,
    ),
    S(
      "output",
      "an assistant's thinking trace repeating a key it saw",
      (k) =>
        `<thinking>The user's config sets MAPBOX_SECRET to sk.eyJ1Ijoib3BzIiwiYSI6ImNs${k(20)}.${
          k(22, B64.slice(0, 64))
        } — I should not echo it.</thinking>`,
    ),
  ];
}
