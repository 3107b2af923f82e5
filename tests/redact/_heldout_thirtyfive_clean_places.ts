/**
 * Corpus thirty-five's clean look-alikes of places and trips: coordinates, geohashes, plus codes,
 * H3 and S2 cells, encoded polylines, Google place ids, Mapbox style ids and public `pk.` tokens
 * (public by design: see docs/redaction-corpus-thirtyfive.md), what3words addresses; PNR
 * locators, ticket numbers, flights, airports, Duffel and Amadeus ids, hotel confirmations.
 */
import {
  ALNUM,
  B64URL,
  digits,
  draw,
  type HeldOutClean,
  hex,
  inBoxes,
  LOWER,
  LOWER_DIGITS,
  mapboxToken,
  mapUser,
  num,
  pick,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_thirtyfive_make.ts";

const GEOHASH = "0123456789bcdefghjkmnpqrstuvwxyz";
const PLUS = "23456789CFGHJMPQRVWX";

const lat = () => (num(-60, 70) + num(0, 999999) / 1e6).toFixed(6);
const lon = () => (num(-170, 170) + num(0, 999999) / 1e6).toFixed(6);

/** Google's encoded polyline of `points` (degrees), as the Directions API returns it. */
function polyline(points: readonly (readonly [number, number])[]): string {
  let out = "", pLat = 0, pLon = 0;
  const enc = (v: number) => {
    let n = v < 0 ? ~(v << 1) : v << 1;
    let s = "";
    while (n >= 0x20) {
      s += String.fromCharCode((0x20 | (n & 0x1f)) + 63);
      n >>= 5;
    }
    return s + String.fromCharCode(n + 63);
  };
  for (const [a, b] of points) {
    const la = Math.round(a * 1e5), lo = Math.round(b * 1e5);
    out += enc(la - pLat) + enc(lo - pLon);
    pLat = la;
    pLon = lo;
  }
  return out;
}

function route(): string {
  let a = num(30, 55) + num(0, 99999) / 1e5, b = num(-10, 20) + num(0, 99999) / 1e5;
  const pts: [number, number][] = [];
  for (let i = 0; i < num(6, 14); i++) {
    a += (num(-500, 500)) / 1e5;
    b += (num(-500, 500)) / 1e5;
    pts.push([a, b]);
  }
  return polyline(pts);
}

const PLACES: readonly (readonly [string, () => string[]])[] = [
  ["depot coordinates", () => [`${lat()}, ${lon()}`, `${lat()}, ${lon()}`, `${lat()},${lon()}`]],
  ["geohashes", () => [draw(9, GEOHASH), draw(7, GEOHASH), draw(12, GEOHASH)]],
  [
    "plus codes",
    () => [
      `${draw(4, PLUS)}${draw(4, PLUS)}+${draw(2, PLUS)}`,
      `${draw(4, PLUS)}+${draw(3, PLUS)} ${pick(["Berlin", "Leeds", "Austin"])}`,
    ],
  ],
  ["H3 cells", () => [`8a${hex(10)}fff`, `89${hex(9)}ffff`, `88${hex(8)}fffff`]],
  [
    "S2 cells",
    () => [
      `token ${hex(num(8, 12)).replace(/0+$/, "")}1`,
      `id ${digits(19)}`,
      `level ${num(10, 16)}`,
    ],
  ],
  ["encoded polylines", () => [`overview_polyline: ${route()}`, `leg 2: ${route()}`]],
  [
    "Google place ids",
    () => [`ChIJ${draw(23, B64URL)}`, `ChIJ${draw(23, B64URL)}`, `GhIJ${draw(23, B64URL)}`],
  ],
  ["Mapbox style and tileset ids", () => [
    `mapbox://styles/${mapUser()}/c${draw(24, LOWER_DIGITS)}`,
    `tileset ${mapUser()}.${draw(8, LOWER_DIGITS)}`,
  ]],
  ["Mapbox public tokens", () => [`mapboxgl.accessToken = "${mapboxToken("pk", draw)}";`]],
  [
    "what3words addresses",
    () => [
      `///${draw(6, LOWER)}.${draw(5, LOWER)}.${draw(7, LOWER)}`,
      `///${draw(4, LOWER)}.${draw(6, LOWER)}.${draw(5, LOWER)}`,
    ],
  ],
  ["bounding boxes and WKT", () => [
    `bbox=${lon()},${lat()},${lon()},${lat()}`,
    `POLYGON((${lon()} ${lat()}, ${lon()} ${lat()}, ${lon()} ${lat()}, ${lon()} ${lat()}))`,
  ]],
  ["keyless tile and routing URLs", () => [
    `https://tile.openstreetmap.org/${num(3, 18)}/${num(0, 9999)}/${num(0, 9999)}.png`,
    `https://router.project-osrm.org/route/v1/driving/${lon()},${lat()};${lon()},${lat()}?overview=false`,
  ]],
];

const TRIPS: readonly (readonly [string, () => string[]])[] = [
  [
    "PNR locators",
    () => [
      `PNR ${draw(6, UPPER_ALNUM)}`,
      `record locator ${draw(6, UPPER)}`,
      `booking ref ${draw(6, UPPER_ALNUM)}`,
    ],
  ],
  [
    "e-ticket numbers",
    () => [
      `${pick(["125", "220", "016", "074"])}-${digits(10)}`,
      `${pick(["057", "176"])}${digits(10)}`,
    ],
  ],
  ["flights and airports", () => [
    `${pick(["LH", "BA", "QF", "UA", "KL"])} ${num(1, 9999)} ${pick(["FRA", "LHR", "SYD"])}-${
      pick(["JFK", "SIN", "AMS"])
    }`,
    `${pick(["EGLL", "KJFK", "YSSY", "EHAM"])} / ${pick(["EDDF", "WSSS", "LFPG"])}`,
  ]],
  [
    "Duffel ids",
    () => [
      `off_0000${draw(18, ALNUM)}`,
      `orq_0000${draw(18, ALNUM)}`,
      `ord_0000${draw(18, ALNUM)}`,
    ],
  ],
  [
    "Amadeus offer ids",
    () => [
      `flight-offer ${num(1, 250)} carrier ${pick(["LH", "AF"])} segment ${num(1, 4)}`,
      `hotelId ${draw(4, UPPER)}${digits(4)}`,
    ],
  ],
  [
    "hotel confirmations",
    () => [
      `Booking.com reservation ${digits(10)}`,
      `Expedia itinerary ${digits(13)}`,
      `hotel_id ${digits(7)}`,
    ],
  ],
];

/** The clean places and trips. */
export function buildCleanPlaces(): HeldOutClean[] {
  return [...inBoxes(PLACES, 3), ...inBoxes(TRIPS, 3)];
}
