/**
 * Corpus thirty-five's surfaces: the places a credential of the maps, shipping and travel world
 * turns up in a session — a `.env`, a YAML config, a code snippet, a curl, shell history, a
 * `docker run`, a query string, a bare value in a chat message, a debug log, a wrapped terminal
 * line, a Kubernetes Secret — and `spread`, which writes each credential of a family on a few of
 * them in turn.
 */
import {
  type Add,
  appHost,
  b64,
  bury,
  draw,
  envFiller,
  halves,
  type HeldOutSecret,
  logFiller,
  num,
  pick,
  type Piece,
  S,
  type Shape,
  startClock,
  tick,
} from "./_heldout_thirtyfive_make.ts";

/** A credential of a vendor: how it is named and how it travels. */
export interface Cred {
  /** What it is, for labels ("Mapbox secret token"); unique in the corpus. */
  name: string;
  /** Its environment variable. */
  env: string;
  /** Its config section and key (`mapbox`, `secret_token`). */
  section: string;
  key: string;
  /** Draws the value (its random parts recorded as pieces through `k`). */
  value: (k: Piece, add: Add) => string;
  /** A curl that sends it (the rest of the line after `curl -s`). */
  curl: (v: string) => string;
  /** The query parameter it travels in, when it does. */
  query?: string;
  /** False for a value whose halves would hold fixed parts (a JWT's header): it never wraps. */
  wraps?: false;
}

/** A surface: where a credential stands, and the shape that makes it. */
export interface Surface {
  label: string;
  shape: Shape;
  /** Whether the surface fits the credential (a short value cannot wrap, not all go in a URL). */
  fits?: (c: Cred, sample: number) => boolean;
  write: (c: Cred, k: Piece, add: Add) => string;
}

const silent = {
  k: ((n: number, alphabet?: string) => draw(n, alphabet)) as Piece,
  add: ((p: string) => p) as Add,
};

/** The surfaces, in the order `spread` takes them. */
export const SURFACES: readonly Surface[] = [
  {
    label: "a .env printed with cat",
    shape: "assignment",
    write: (c, k, add) =>
      [
        `$ cat .env.${pick(["production", "local", "staging"])}`,
        ...bury(envFiller(num(6, 14)), [`${c.env}=${c.value(k, add)}`]),
      ].join("\n"),
  },
  {
    label: "a curl in the terminal",
    shape: "command",
    write: (c, k, add) =>
      [
        `$ curl -s ${c.curl(c.value(k, add))} | jq .`,
        `{`,
        `  "status": ${pick(['"ok"', "200", '"OK"'])},`,
        `  "took_ms": ${num(12, 900)}`,
        `}`,
      ].join("\n"),
  },
  {
    label: "a YAML config",
    shape: "block",
    write: (c, k, add) => {
      const q = pick(['"', "'", ""]);
      return [
        `# config/${pick(["integrations", "providers", "settings"])}.yml`,
        `${c.section}:`,
        `  enabled: true`,
        `  timeout: ${num(2, 30)}s`,
        `  ${c.key}: ${q}${c.value(k, add)}${q}`,
        `  retries: ${num(1, 5)}`,
        `cache:`,
        `  ttl: ${num(60, 3600)}`,
      ].join("\n");
    },
  },
  {
    label: "a bare value in a chat message",
    shape: "vendor",
    write: (c, k, add) =>
      pick([
        (v: string) => `ok I pasted it in and it still 401s:\n\n${v}\n\nis that the wrong one?`,
        (v: string) => `the ${c.name.split(" ")[0]} portal shows me ${v} — where do I put that`,
        (v: string) => `try this one instead: ${v}`,
        (v: string) => `${v}\n\nthat's what I got from the portal, does the format look right?`,
      ])(c.value(k, add)),
  },
  {
    label: "shell history with export",
    shape: "command",
    write: (c, k, add) => {
      const n = num(200, 990);
      return [
        `  ${n}  cd ~/src/${pick(["dispatch", "shipping-svc", "trip-planner"])}`,
        `  ${n + 1}  export ${c.env}=${c.value(k, add)}`,
        `  ${n + 2}  ${pick(["npm run dev", "deno task start", "python manage.py runserver"])}`,
      ].join("\n");
    },
  },
  {
    label: "a debug log of the loaded settings",
    shape: "output",
    write: (c, k, add) => {
      startClock();
      const before = logFiller(num(2, 5));
      const line = `${tick()} DEBUG ${c.section}.client init ${
        JSON.stringify({
          [c.key]: c.value(k, add),
          timeout: num(1000, 9000),
          region: pick(["eu", "us"]),
        })
      }`;
      return [...before, line, ...logFiller(num(2, 5))].join("\n");
    },
  },
  {
    label: "a docker run",
    shape: "command",
    write: (c, k, add) =>
      `docker run --rm -p ${pick(["8080", "3000"])}:${
        pick(["8080", "3000"])
      } -e NODE_ENV=production -e ${c.env}=${c.value(k, add)} ghcr.io/${
        pick(["freightly", "routewise", "tripnest"])
      }/${c.section}-worker:${num(1, 9)}.${num(0, 20)}`,
  },
  {
    label: "a request URL in a log",
    shape: "url",
    fits: (c) => c.query !== undefined,
    write: (c, k, add) =>
      `${tick()} outbound GET https://${
        c.curl("").match(/https:\/\/([^/"\s]+)/)?.[1] ?? appHost()
      }/${pick(["search", "v1/lookup", "geocode", "route"])}?q=${
        draw(num(4, 9), "abcdefghijklmnopqrstuvwxyz")
      }&${c.query}=${c.value(k, add)}&limit=${num(1, 10)}`,
  },
  {
    label: "a wrapped terminal line",
    shape: "wrapped",
    fits: (c, sample) => sample >= 30 && c.wraps !== false,
    write: (c, _k, add) => {
      const [a, b] = halves(c.value(silent.k, silent.add));
      add(a);
      add(b);
      return `$ echo $${c.env}\n${a}\n${b}\n$ `;
    },
  },
  {
    label: "a Kubernetes Secret",
    shape: "encoded",
    write: (c, _k, add) =>
      [
        `apiVersion: v1`,
        `kind: Secret`,
        `metadata:`,
        `  name: ${c.section.replace(/_/g, "-")}-credentials`,
        `type: Opaque`,
        `data:`,
        `  ${c.env}: ${add(b64(c.value(silent.k, silent.add)))}`,
      ].join("\n"),
  },
  {
    label: "a TypeScript client",
    shape: "assignment",
    write: (c, k, add) =>
      [
        `import { createClient } from "./${c.section}.ts";`,
        ``,
        `export const ${c.section.replace(/\W/g, "")} = createClient({`,
        `  ${c.key.replace(/_(\w)/g, (_, x: string) => x.toUpperCase())}: "${c.value(k, add)}",`,
        `  baseUrl: "https://${appHost()}",`,
        `});`,
      ].join("\n"),
  },
];

/**
 * How many random characters a credential's value draws through its piece maker (a value drawn
 * otherwise, a password, counts none). A value's random length must not straddle the wrapping
 * threshold, or another seed would give a case another surface.
 */
function sampleLength(c: Cred): number {
  let n = 0;
  c.value((len) => {
    n += len;
    return "x".repeat(len);
  }, (p) => p);
  return n;
}

/**
 * The secret cases of a family's credentials: each on `per` surfaces that fit it, taken in turn
 * so neighbouring credentials land on different ones.
 */
export function spread(creds: readonly Cred[], per: number, offset = 0): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  creds.forEach((c, i) => {
    const n = sampleLength(c);
    const fit = SURFACES.filter((s) => !s.fits || s.fits(c, n));
    for (let j = 0; j < per; j++) {
      const s = fit[(offset + i * per + j) % fit.length]!;
      out.push(S(s.shape, `${c.name} — ${s.label}`, (k, add) => s.write(c, k, add)));
    }
  });
  return out;
}
