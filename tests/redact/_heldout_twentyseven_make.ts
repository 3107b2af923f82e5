/**
 * How held-out corpus twenty-seven is written (see _heldout_twentyseven.ts): its seeded stream, case
 * builders, the people, companies and record ids of business software its texts are made of, and
 * the frames a text is shown in (a message pasted by someone who is not a programmer, an
 * assistant's answer, a file read by a tool). Every random character comes from one stream, so the
 * corpus is the same on every run under TWENTYSEVEN_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER, UPPER_ALNUM };

export const TWENTYSEVEN_SEED = 27027;

const kit = corpusKit(TWENTYSEVEN_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Upper-case hex, as Salesforce and NetSuite print some secrets. */
export const UHEX = "0123456789ABCDEF";

/** A password a person chose or a system generated, as one piece. */
export function pass(add: Add): string {
  const word = pick(["Summer", "Welcome", "Invoice", "Spring", "Office", "Payroll", "Winter"]);
  const styles = [
    () => draw(num(6, 9)) + pick(["!", "#", "-", "_", ".", "*", "$", "@"]) + draw(num(4, 7)),
    () => word + draw(num(4, 6), DIGITS + UPPER) + pick(["!", "#", "$", "?"]),
    () => draw(num(12, 18)),
  ];
  return add(pick(styles)());
}

const FIRST = [
  "Anna",
  "Marco",
  "Priya",
  "Jonas",
  "Chloe",
  "Tomasz",
  "Aisha",
  "Kevin",
  "Lucía",
  "Sven",
];
const LAST = ["Keller", "Rossi", "Patel", "Berg", "Martin", "Nowak", "Okafor", "Walsh", "García"];
const ORGS = ["northwind", "acme-supply", "bluepeak", "fernhill", "oakline", "kestrel", "meridian"];
const TLDS = ["com", "co.uk", "de", "io", "net"];

/** A person of the company: name, login and email. */
export interface Person {
  first: string;
  last: string;
  login: string;
  email: string;
}

/** The company of a case: its short name and mail domain. */
export function org(): { name: string; domain: string } {
  const name = pick(ORGS);
  return { name, domain: `${name}.${pick(TLDS)}` };
}

/** Someone at `domain`. */
export function person(domain = org().domain): Person {
  const first = pick(FIRST), last = pick(LAST);
  const login = `${first[0]!.toLowerCase()}${last.toLowerCase()}`.normalize("NFD").replace(
    /[\u0300-\u036f]/g,
    "",
  );
  return { first, last, login, email: `${login}@${domain}` };
}

/** A Salesforce record id (15 characters, or 18 with its case-safe suffix). */
export function sfId(prefix: string, long = true): string {
  const id = prefix + pick(["5g", "8d", "Dn", "4W", "3t"]) + "0000" + draw(6);
  return long ? id + draw(3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345") : id;
}

/** A Salesforce org id (`00D…`, 15 characters). */
export const orgId = (): string => sfId("00D", false);

/** A NetSuite account id (`1234567` or `1234567_SB1`). */
export function nsAccount(): string {
  return draw(7, DIGITS).replace(/^0/, "4") + pick(["", "_SB1", "_SB2"]);
}

/** A date of November 2026 (`2026-11-dd`). */
export function day(): string {
  return `2026-11-${String(num(1, 27)).padStart(2, "0")}`;
}

/** A time of day (`HH:MM`). */
export function hm(): string {
  return `${String(num(7, 18)).padStart(2, "0")}:${String(num(0, 59)).padStart(2, "0")}`;
}

/** An order or invoice number as a shop or an ERP writes it. */
export function orderNo(): string {
  return pick(["#", "SO-", "INV-", "PO-", "R"]) + draw(num(4, 7), DIGITS).replace(/^0/, "1");
}

/** A text as shown to the assistant: `label` names the frame, `wrap` writes the text into it. */
export interface Frame {
  label: string;
  wrap: (text: string) => string;
}

const ASKS = [
  "hi, I'm not a developer, our IT guy left. this stopped working this morning:",
  "Can you help me fix this? My manager gave me this and said just run it",
  "this is what I have so far, it gives an error 401 when I run it",
  "ok I copied it from the old spreadsheet, here:",
  "The integration broke after the password change. Here is the current version:",
];
const THANKS = [
  "what am I doing wrong?",
  "please make it work, it's for the month-end close",
  "(I know, I know, it shouldn't be in there, will move it later)",
  "thanks so much!!",
  "Also can you add a column for the region?",
];
const ANSWERS = [
  "Here is what you pasted, laid out so we can go through it:",
  "This is the part the error comes from, as it stands now:",
  "I've copied the relevant lines below and will point at what to change:",
  "Let me quote it back so we're looking at the same thing:",
];
const NEXT = [
  "Let me know what you see when you try it again.",
  "Next I'll show you where this should live instead.",
  "Once that works we can schedule it.",
];

/** `text` with each line numbered, as a file-reading tool prints it. */
function numbered(text: string): string {
  const start = num(1, 40);
  return text.split("\n").map((l, i) => `${String(start + i).padStart(6)}\t${l}`).join("\n");
}

/** The frames a case's text is shown in. */
export const FRAMES: readonly Frame[] = [
  { label: "pasted by a user", wrap: (t) => `${pick(ASKS)}\n\n${t}\n\n${pick(THANKS)}` },
  {
    label: "quoted in an answer",
    wrap: (t) => `${pick(ANSWERS)}\n\n\`\`\`\n${t}\n\`\`\`\n\n${pick(NEXT)}`,
  },
  { label: "read by a tool", wrap: numbered },
  { label: "as it stands", wrap: (t) => t },
];

/** A case's text before its frame: a label, its shape and how its text is written. */
export type Insertion = readonly [Shape, string, (k: Piece, add: Add) => string];

/** Every insertion in `per` frames chosen in turn (neighbours in different ones). */
export function spread(insertions: readonly Insertion[], per = 2): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  insertions.forEach(([shape, label, make], i) => {
    for (let j = 0; j < per; j++) {
      const frame = FRAMES[(i + j * 2) % FRAMES.length]!;
      out.push(S(shape, `${label} — ${frame.label}`, (k, add) => frame.wrap(make(k, add))));
    }
  });
  return out;
}

/** Every clean look-alike in `per` frames chosen in turn. */
export function spreadClean(
  alikes: readonly (readonly [string, () => string])[],
  per = 3,
): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const frame = FRAMES[(i + j) % FRAMES.length]!;
      out.push(C(`${label} — ${frame.label}`, frame.wrap(make())));
    }
  });
  return out;
}

/** A JWT (`alg` HS256 or RS256) with `claims`; its signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "RS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(alg === "RS256" ? 342 : 43, B64URL)}`;
}

/** The armour of a PEM block of `kind` ("RSA ", "" …). */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY-----`;
}

/** A private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(20, 60), B64) + "==");
  return [armour(kind, false), ...body, armour(kind, true)];
}

/** `token` cut into two pieces at a random point (each at least 10 characters). */
export function halves(add: Add, token: string): [string, string] {
  const at = num(10, token.length - 10);
  return [add(token.slice(0, at)), add(token.slice(at))];
}
