/**
 * Corpus sixteen's containers: the long chunks a session really holds — CI and build logs, pod
 * logs, terminal scrollback — and the assistant transcript records that wrap them (Claude Code,
 * Codex, Gemini CLI, Cursor, Copilot). The filler is full of ids, digests and timings drawn from
 * the corpus's stream, so a long clean chunk is a hard test of false positives.
 */
import {
  bury,
  type Container,
  draw,
  hex,
  hms,
  lines,
  num,
  pick,
  tick,
  uuid,
} from "./_heldout_sixteen_make.ts";

const PKGS = ["react", "zod", "vite", "esbuild", "pg", "ioredis", "pino", "undici", "typescript"];
const STEPS = ["lint", "typecheck", "unit", "build", "e2e", "package"];

/** A line of npm, pip or cargo output. */
function pkgLine(): string {
  const p = pick(PKGS);
  return pick([
    `npm http fetch GET 200 https://registry.npmjs.org/${p} ${num(8, 400)}ms (cache revalidated)`,
    `added ${num(200, 1500)} packages, and audited ${num(1500, 1600)} packages in ${num(4, 40)}s`,
    `  Downloading ${p}-${num(1, 9)}.${num(0, 20)}.${num(0, 9)}-py3-none-any.whl (${
      num(10, 900)
    } kB)`,
    `   Compiling ${p} v${num(0, 3)}.${num(1, 30)}.${num(0, 9)}`,
    `npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.`,
    `${p}@${num(1, 9)}.${num(0, 9)}.${num(0, 9)} integrity sha512-${draw(86)}==`,
  ]);
}

/** A GitHub Actions log: timestamped, with groups and a runner's preamble. */
function gha(middle: string[]): string {
  const head = [
    `${tick()} Requested labels: ubuntu-latest`,
    `${tick()} Job defined at: acme/shop/.github/workflows/ci.yml@refs/heads/main`,
    `${tick()} Waiting for a runner to pick up this job...`,
    `${tick()} ##[group]Runner Image`,
    `${tick()} Image: ubuntu-24.04`,
    `${tick()} Version: 2026${num(1000, 1299)}.${num(10, 99)}.1`,
    `${tick()} ##[endgroup]`,
    `${tick()} ##[group]Run actions/checkout@v4`,
    `${tick()} Syncing repository: acme/shop`,
    `${tick()} [command]/usr/bin/git checkout --progress --force ${hex(40)}`,
    `${tick()} ##[endgroup]`,
  ];
  const body = lines(num(30, 70), () => `${tick()} ${pkgLine()}`);
  const tail = [
    `${tick()} ##[group]Run ${pick(STEPS)}`,
    ...lines(
      num(8, 20),
      (i) => `${tick()} PASS src/${pick(PKGS)}/${i}.test.ts (${num(1, 9)}.${num(10, 99)} s)`,
    ),
    `${tick()} Tests: ${num(300, 900)} passed, ${num(300, 900)} total`,
    `${tick()} ##[endgroup]`,
    `${tick()} Post job cleanup.`,
    `${tick()} Cleaning up orphan processes`,
  ];
  return [...head, ...bury([...body, ...tail], middle.map((l) => `${tick()} ${l}`))].join("\n");
}

/** A GitLab CI job log with section markers. */
function gitlab(middle: string[]): string {
  const t = () => Math.floor(Date.parse(tick()) / 1000);
  const out = [
    `Running with gitlab-runner 17.${num(0, 9)}.${num(0, 3)} (${hex(8)})`,
    `  on shared-runner-${num(1, 40)} ${draw(8)}, system ID: s_${hex(12)}`,
    `section_start:${t()}:prepare_executor\r\u001b[0KPreparing the "docker" executor`,
    `Using docker image sha256:${hex(64)} for node:22-bookworm with digest node@sha256:${
      hex(64)
    } ...`,
    `section_end:${t()}:prepare_executor\r\u001b[0K`,
    `section_start:${t()}:get_sources\r\u001b[0KGetting source from Git repository`,
    `Fetching changes with git depth set to 20...`,
    `Checking out ${hex(8)} as detached HEAD (ref is main)...`,
    `section_end:${t()}:get_sources\r\u001b[0K`,
    `section_start:${t()}:step_script\r\u001b[0KExecuting "step_script" stage of the job script`,
  ];
  const body = lines(num(35, 90), () => pkgLine());
  const tail = [
    `section_end:${t()}:step_script\r\u001b[0K`,
    `Uploading artifacts for successful job`,
    `dist/: found ${num(40, 400)} matching artifact files and directories`,
    `Job succeeded`,
  ];
  return [...out, ...bury(body, middle), ...tail].join("\n");
}

/** A Jenkins console log. */
function jenkins(middle: string[]): string {
  const head = [
    `Started by GitHub push by dev-${draw(6).toLowerCase()}`,
    `Obtained Jenkinsfile from git https://github.com/acme/payments.git`,
    `[Pipeline] Start of Pipeline`,
    `[Pipeline] node`,
    `Running on agent-${num(1, 30)} in /home/jenkins/workspace/payments_main`,
    `[Pipeline] { (Checkout)`,
    ` > git rev-parse --resolve-git-dir /home/jenkins/workspace/payments_main/.git # timeout=10`,
    `Checking out Revision ${hex(40)} (refs/remotes/origin/main)`,
    `[Pipeline] }`,
    `[Pipeline] stage`,
    `[Pipeline] { (Build)`,
  ];
  const body = lines(num(40, 100), () =>
    pick([
      `[INFO] Downloaded from central: https://repo.maven.apache.org/maven2/org/slf4j/slf4j-api/2.0.${
        num(1, 16)
      }/slf4j-api-2.0.${num(1, 16)}.jar (${num(40, 90)} kB at ${num(100, 900)} kB/s)`,
      `[INFO] --- maven-surefire-plugin:3.${num(0, 5)}.0:test (default-test) @ payments ---`,
      `[INFO] Tests run: ${num(1, 60)}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: ${
        num(0, 9)
      }.${num(100, 999)} s`,
      `[INFO] Building jar: /home/jenkins/workspace/payments_main/target/payments-1.${
        num(0, 40)
      }.0.jar`,
    ]));
  const tail = [
    `[Pipeline] }`,
    `[Pipeline] // stage`,
    `[Pipeline] End of Pipeline`,
    `Finished: SUCCESS`,
  ];
  return [...head, ...bury(body, middle), ...tail].join("\n");
}

/** A BuildKit `docker build --progress=plain` log; the middle lines belong to one step. */
function dockerBuild(middle: string[]): string {
  const out: string[] = [`#0 building with "default" instance using docker driver`, ``];
  const steps = num(9, 14);
  const at = num(3, steps - 2);
  for (let s = 0; s < steps; s++) {
    const n = s + 2;
    const run = pick([
      "npm ci",
      "pip install -r requirements.txt",
      "go build ./...",
      "apt-get update",
    ]);
    out.push(`#${n} [build ${s + 1}/${steps}] RUN ${s === at ? "./scripts/release.sh" : run}`);
    for (let i = 0; i < num(2, 7); i++) {
      out.push(`#${n} ${num(0, 40)}.${num(100, 999)} ${pkgLine()}`);
    }
    if (s === at) out.push(...middle.map((l) => `#${n} ${num(41, 60)}.${num(100, 999)} ${l}`));
    out.push(`#${n} DONE ${num(0, 60)}.${num(1, 9)}s`, ``);
  }
  const n = steps + 2;
  out.push(
    `#${n} exporting to image`,
    `#${n} exporting layers ${num(1, 9)}.${num(1, 9)}s done`,
    `#${n} writing image sha256:${hex(64)} done`,
    `#${n} naming to docker.io/acme/api:${hex(7)} done`,
  );
  return out.join("\n");
}

/** A pod's structured log (`kubectl logs`), one JSON object a line, with a plain line inside. */
function podLog(middle: string[]): string {
  const body = lines(num(40, 110), () =>
    JSON.stringify({
      level: pick(["info", "info", "debug", "warn"]),
      ts: tick(),
      msg: pick(["request completed", "cache miss", "job finished", "health check ok"]),
      trace_id: hex(32),
      span_id: hex(16),
      route: pick(["/api/orders/:id", "/healthz", "/api/cart", "/webhooks/stripe"]),
      status: pick([200, 200, 204, 304, 404]),
      latency_ms: num(1, 900),
    }));
  return [`$ kubectl logs deploy/api -n prod --since=1h`, ...bury(body, middle)].join("\n");
}

/** A terminal's scrollback: a few commands and their output. */
function scrollback(middle: string[]): string {
  const out = [
    `~/src/shop (main) $ git pull --rebase`,
    `Updating ${hex(7)}..${hex(7)}`,
    `Fast-forward`,
    ...lines(
      num(6, 20),
      () =>
        ` src/${pick(PKGS)}/${draw(6).toLowerCase()}.ts | ${num(1, 90)} ${"+".repeat(num(1, 9))}${
          "-".repeat(num(0, 5))
        }`,
    ),
    `~/src/shop (main) $ make deploy`,
    ...lines(num(30, 80), () => `[${hms()}] ${pkgLine()}`),
    `~/src/shop (main) $ `,
  ];
  return bury(out, middle).join("\n");
}

/** A Claude Code JSONL record of a tool's result: `content` is the result's text. */
export function claudeToolResult(content: string, extra: Record<string, unknown> = {}): string {
  const head = {
    parentUuid: uuid(),
    isSidechain: false,
    userType: "external",
    cwd: "/home/dev/src/shop",
    sessionId: uuid(),
    version: "2.0.14",
    type: "user",
  };
  const block = {
    tool_use_id: `toolu_01${draw(22)}`,
    type: "tool_result",
    content,
    is_error: false,
  };
  return JSON.stringify({
    ...head,
    message: { role: "user", content: [block] },
    ...extra,
    uuid: uuid(),
    timestamp: tick(),
  });
}

/** A Claude Code JSONL record: a Bash tool's result, the chunk as its JSON string. */
function claudeBash(inner: (m: string[]) => string): (m: string[]) => string {
  return (middle) => claudeToolResult(inner(middle));
}

/** A Codex rollout line: an `exec_command_end` event with the chunk as aggregated output. */
function codexExec(inner: (m: string[]) => string): (m: string[]) => string {
  return (middle) =>
    JSON.stringify({
      timestamp: tick(),
      type: "event_msg",
      payload: {
        type: "exec_command_end",
        call_id: `call_${draw(24)}`,
        stdout: "",
        stderr: "",
        aggregated_output: inner(middle),
        exit_code: 0,
        duration: { secs: num(1, 300), nanos: num(0, 999999999) },
      },
    });
}

/** A Gemini CLI session message: a `run_shell_command` function response. */
function geminiShell(inner: (m: string[]) => string): (m: string[]) => string {
  return (middle) =>
    JSON.stringify(
      {
        id: uuid(),
        timestamp: tick(),
        type: "user",
        content: [{
          functionResponse: {
            id: `run_shell_command-${Date.parse(tick())}-${hex(12)}`,
            name: "run_shell_command",
            response: { output: inner(middle) },
          },
        }],
      },
      null,
      2,
    );
}

/** The containers for a line a build, deploy or service prints. */
export const LOG_BOXES: readonly Container[] = [
  { label: "GitHub Actions log", wrap: gha },
  { label: "GitLab CI job log", wrap: gitlab },
  { label: "Jenkins console", wrap: jenkins },
  { label: "BuildKit log", wrap: dockerBuild },
  { label: "pod log", wrap: podLog },
  { label: "terminal scrollback", wrap: scrollback },
  { label: "Claude Code Bash result of a CI log", wrap: claudeBash(gha) },
  { label: "Codex exec output of a deploy", wrap: codexExec(scrollback) },
  { label: "Gemini CLI shell response of a build", wrap: geminiShell(dockerBuild) },
  { label: "Claude Code Bash result of pod logs", wrap: claudeBash(podLog) },
];

export { claudeBash, codexExec, geminiShell, pkgLine };
