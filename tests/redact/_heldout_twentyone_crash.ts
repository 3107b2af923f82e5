/**
 * Corpus twenty-one, crash dumps and core-file strings: `strings core | grep`, a Go panic with a
 * DSN among its arguments, a Python traceback's locals, a Node diagnostic report's environment,
 * a JVM heap histogram's strings, a gdb `print` of a config struct.
 */
import {
  B64,
  draw,
  type HeldOutSecret,
  hex,
  host,
  jwt,
  pass,
  stripeKey,
  twice,
  uuid,
  when,
} from "./_heldout_twentyone_make.ts";

const addr = () => "0x" + hex(12);

export function buildCrash(): HeldOutSecret[] {
  return [
    ...twice("output", "strings of a core file grepped for pass", (_k, add, v) =>
      [
        `$ strings -n 8 core.${draw(5, "0123456789")} | grep -i -E 'pass|secret' | head`,
        "password_encryption",
        `db_password=${pass(add)}`,
        "PASSWORD_MISMATCH",
        v === 0 ? "secret_key_base" : "client_secret",
        `${add(hex(64))}`,
      ].join("\n")),
    ...twice("url", "a Go panic with a DSN argument", (_k, add, v) =>
      [
        "panic: dial tcp 10.0.3.17:5432: connect: connection refused",
        "",
        `goroutine ${1 + v} [running]:`,
        `main.mustConnect({0xc00001e0f0, 0x${hex(2)}}, {0xc000024180, ...})`,
        `\t/src/cmd/ledger/main.go:${draw(2, "123456789")} +0x1a5`,
        `main.main() dsn="postgres://ledger:${
          pass(add)
        }@${host()}:5432/ledger?sslmode=verify-full"`,
        "\t/src/cmd/ledger/main.go:41 +0x85",
        "exit status 2",
      ].join("\n")),
    ...twice("output", "a Python traceback showing locals", (_k, add, v) =>
      [
        "Traceback (most recent call last):",
        `  File "/app/sync/${v === 0 ? "billing" : "crm"}.py", line 88, in push`,
        "    resp.raise_for_status()",
        "    Locals:",
        `      api_key = '${add(draw(32))}'`,
        `      url = 'https://api.partner.example/v2/push'`,
        `      batch = <list of ${draw(3, "123456789")} items>`,
        "requests.exceptions.HTTPError: 401 Client Error: Unauthorized",
      ].join("\n")),
    ...twice("assignment", "a Node diagnostic report's environment", (_k, add, v) =>
      [
        "{",
        '  "header": {',
        `    "event": "${
          v === 0 ? "Allocation failed - JavaScript heap out of memory" : "SIGSEGV"
        }",`,
        `    "dumpEventTime": "${when()}",`,
        `    "processId": ${draw(5, "123456789")}`,
        "  },",
        '  "environmentVariables": {',
        `    "HOSTNAME": "${host()}",`,
        `    "STRIPE_SECRET_KEY": "${add(stripeKey())}",`,
        '    "NODE_OPTIONS": "--max-old-space-size=2048"',
        "  }",
        "}",
      ].join("\n")),
    ...twice("output", "gdb printing a config struct", (_k, add, v) =>
      [
        `(gdb) frame ${v + 2}`,
        `(gdb) print *cfg`,
        `$1 = {host = ${addr()} "${host()}", port = 6379, user = ${addr()} "default", password = ${addr()} "${
          pass(add)
        }", tls = true}`,
      ].join("\n")),
    ...twice("output", "a JVM thread dump line with a JWT", (k, _add, v) =>
      [
        `"http-nio-8080-exec-${v + 3}" #41 daemon prio=5 os_prio=0 tid=${addr()} nid=0x${
          hex(4)
        } runnable`,
        "   java.lang.Thread.State: RUNNABLE",
        "\tat com.acme.auth.TokenCache.refresh(TokenCache.java:77)",
        `\t- locked <${addr()}> (a java.lang.String "Bearer ${
          jwt(k, { sub: "svc-orders", scope: "ledger:write", iat: 1794000000 + v })
        }")`,
      ].join("\n")),
    ...twice("output", "a heap dump's string table", (_k, add, v) =>
      [
        `$ jhsdb jmap --binaryheap --pid ${
          draw(4, "123456789")
        } && strings heap.hprof | grep -n -A1 'spring.datasource.password'`,
        `${draw(5, "123456789")}:spring.datasource.password`,
        `${draw(5, "123456789")}-${pass(add)}`,
        v === 0 ? "" : "spring.datasource.username",
      ].join("\n")),
    ...twice("output", "a Rust panic message quoting a config", (_k, add, v) =>
      [
        `thread 'main' panicked at src/config.rs:${40 + v}:10:`,
        `called \`Result::unwrap()\` on an \`Err\` value: Invalid { field: "broker_url", value: "amqps://relay:${
          pass(add)
        }@${host()}:5671/%2f" }`,
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
      ].join("\n")),
    ...twice("output", "a systemd coredump info with the command line", (_k, add, v) =>
      [
        `$ coredumpctl info ${draw(5, "123456789")}`,
        `           PID: ${draw(5, "123456789")} (exporter)`,
        "        Signal: 11 (SEGV)",
        `  Command Line: /usr/local/bin/exporter --listen :9${v}00 --api-token ${
          add(draw(36, B64.slice(0, 62)))
        }`,
        `    Boot ID: ${hex(32)}`,
        `    Storage: /var/lib/systemd/coredump/core.exporter.${uuid()}.zst`,
      ].join("\n")),
    ...twice("wrapped", "a hexdump of a buffer holding a token", (_k, add, v) => {
      const t = draw(32);
      return [
        `(gdb) x/64xb ${addr()}`,
        `00000000  ${v === 0 ? "61 75 74 68" : "74 6f 6b 65"}  |${add(t.slice(0, 16))}|`,
        `00000010  ${v === 0 ? "3a 20 42 65" : "6e 3d 22 31"}  |${add(t.slice(16))}|`,
      ].join("\n");
    }),
    ...twice("output", "an Erlang crash dump with a cookie", (_k, add, v) =>
      [
        "=erl_crash_dump:0.5",
        `${when()}`,
        'Slogan: eheap_alloc: Cannot allocate 2545496 bytes of memory (of type "heap").',
        `System version: Erlang/OTP ${25 + v} [erts-13.2]`,
        `=node:rabbit@${host()}`,
        `=cookie:${add(draw(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))}`,
      ].join("\n")),
    ...twice("output", "a debug print of a token just before the crash", (_k, add, v) =>
      [
        `${when()} DEBUG auth: refreshed upstream token for ${v === 0 ? "ledger" : "search"}:`,
        add(draw(44, B64.slice(0, 62))),
        `${when()} FATAL runtime: out of memory (pid ${draw(5, "123456789")})`,
      ].join("\n")),
  ];
}
