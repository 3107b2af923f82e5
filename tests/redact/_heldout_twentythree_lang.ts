/**
 * What corpus twenty-three takes from a language: how a person says password, key and token,
 * announces a value ("here it is", "I reset it to", "the new one is"), corrects a typo, asks for a
 * reset, points to a vault, quotes and punctuates, dates a message and makes small talk. The
 * twenty-one languages are written by hand in _west.ts, _mid.ts and _east.ts.
 */

/** What a language gives a template: its words, phrases and typography. */
export interface Lang {
  /** BCP 47 tag, in labels. */
  tag: string;
  /** The locale its dates are written in. */
  locale: string;
  /** Three people who write in it. */
  names: readonly [string, string, string];
  hi: string;
  thanks: string;
  /** The words for password, API key, token, user name and PIN. */
  pw: string;
  key: string;
  token: string;
  user: string;
  pin: string;
  /** Sentences a value follows: "here it is", "the new one is", "I reset it to", "use this". */
  here: string;
  newIs: string;
  resetTo: string;
  use: string;
  /** "sorry, typo, it is" (before the corrected value); "and the rest" (a split value). */
  typo: string;
  rest: string;
  /** Clean sentences: "I forgot my password", "reset link sent", "it's in 1Password under". */
  forgot: string;
  linkSent: string;
  vault: string;
  /** "the old key was revoked and deleted". */
  revoked: string;
  /** How a hidden value is shown. */
  masked: string;
  /** Quotation marks and the colon after a label. */
  q: readonly [string, string];
  colon: string;
  /** Words people build passwords from (Latin letters). */
  words: readonly string[];
  /** The words for Wi-Fi, order number, tracking number, phone, meeting id. */
  wifi: string;
  order: string;
  tracking: string;
  phone: string;
  meeting: string;
  /** "On {d}, {n} wrote:" of a mail reply. */
  wrote: string;
  /** "handover" and "minutes" as a document's title. */
  handover: string;
  minutes: string;
  /** Small talk around a value: "one moment, I'll look", "did it work?", "yes, works now", "in a call, 5 min". */
  chat: readonly [string, string, string, string];
}
