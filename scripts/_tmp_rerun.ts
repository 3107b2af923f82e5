// usage: deno run -A rerun.ts <worktree> <history-name> [n]  — in-process no-op rerun timings
const [wt, name, n] = Deno.args;
const { benchDeps, distillFolder } = await import(`${wt}/scripts/_bench_core.ts`);
const env = {
  HOME: `/tmp/s6/${name}-home`,
  CTX_HOME: `/tmp/s6/${name}-ctx`,
  CTX_KEYCHAIN: "off",
  PATH: "/usr/bin:/bin",
};
const project = `/tmp/s6/${name}-project`;
const times = [];
for (let i = 0; i < Number(n ?? 1); i++) {
  const t0 = performance.now();
  const r = await distillFolder(benchDeps(env, project), project, ["claude-code"]);
  times.push(Math.round(performance.now() - t0));
  if (r.unchanged === 0) console.error("unchanged 0?", r);
}
console.log(times.join(" "));
