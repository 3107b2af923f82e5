/**
 * Corpus thirty-five's clean look-alikes of logistics: carriers' tracking numbers, shipment,
 * label, rate and object ids, air waybills, container numbers, SSCCs, EDI envelopes with no
 * password and their control numbers; vehicles and devices (VINs, IMEIs, ICCIDs, serials). Many
 * are long runs of digits or hex, several carry a check digit computed as the standard says.
 */
import {
  B64,
  C,
  digits,
  draw,
  type HeldOutClean,
  hex,
  inBoxes,
  num,
  pick,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_thirtyfive_make.ts";

/** A Luhn check digit for `body` (IMEIs, ICCIDs). */
function luhn(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((ch, i) => {
    let d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  });
  return String((10 - (sum % 10)) % 10);
}

/** An ISO 6346 container number: owner code, `U`, six digits and the check digit. */
function container(): string {
  const body = pick(["MSC", "MAE", "CMA", "HLX", "OOL", "EVR"]) + "U" + digits(6);
  const value = (ch: string) => {
    if (/\d/.test(ch)) return Number(ch);
    const v = 10 + UPPER.indexOf(ch);
    return v + Math.floor((v - 1) / 10);
  };
  const sum = [...body].reduce((s, ch, i) => s + value(ch) * 2 ** i, 0);
  return body + String(sum % 11 % 10);
}

/** An air waybill: airline prefix, seven serial digits and their mod-7 check. */
function awb(): string {
  const serial = digits(7);
  return `${pick(["020", "176", "057", "125", "180", "618"])}-${serial}${Number(serial) % 7}`;
}

/** An SSCC-18 with its GS1 mod-10 check digit. */
function sscc(): string {
  const body = "0" + digits(16);
  const sum = [...body].reverse().reduce((s, ch, i) => s + Number(ch) * (i % 2 === 0 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A VIN of 17 characters (no I, O, Q) with its check digit in position nine. */
function vin(): string {
  const ALPHA = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  const chars = [
    ...(pick(["1FT", "WDB", "YV1", "JHM", "5YJ", "WVW"]) + draw(5, ALPHA) + "0" + draw(8, ALPHA)),
  ];
  const tr = (ch: string) =>
    /\d/.test(ch) ? Number(ch) : [
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      1,
      2,
      3,
      4,
      5,
      7,
      9,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
    ]["ABCDEFGHJKLMNPRSTUVWXYZ".indexOf(ch)]!;
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = chars.reduce((s, ch, i) => s + tr(ch) * weights[i]!, 0);
  chars[8] = sum % 11 === 10 ? "X" : String(sum % 11);
  return chars.join("");
}

const imei = () => {
  const body = pick(["35", "86", "01"]) + digits(12);
  return body + luhn(body);
};
const ups = () => `1Z${draw(6, UPPER_ALNUM)}${pick(["01", "02", "03"])}${digits(8)}`;
const s10 = () =>
  `${draw(2, "ABCDEFGHJKLMNPRSTUVWXYZ")}${digits(9)}${pick(["GB", "DE", "CA", "AU"])}`;

const SHIPPING: readonly (readonly [string, () => string[]])[] = [
  ["UPS tracking numbers", () => [ups(), ups(), ups()]],
  ["FedEx tracking numbers", () => [digits(12), digits(12), `${digits(15)} (Ground)`]],
  ["USPS tracking numbers", () => [`9400${digits(18)}`, `9205${digits(18)}`, `9361${digits(18)}`]],
  [
    "DHL waybills and Royal Mail S10 numbers",
    () => [`DHL ${digits(10)}`, `Royal Mail ${s10()}`, `La Poste ${s10()}`],
  ],
  [
    "EasyPost shipment ids",
    () => [`shp_${hex(32)}`, `rate_${hex(32)}`, `trk_${hex(32)}`, `adr_${hex(32)}`],
  ],
  [
    "Shippo object ids",
    () => [
      `object_id: ${hex(32)}`,
      `rate: ${hex(32)}`,
      `label_url: https://deliver.goshippo.com/${hex(32)}.pdf`,
    ],
  ],
  [
    "air waybills",
    () => [`AWB ${awb()}`, `AWB ${awb()}`, `MAWB ${awb()} / HAWB ${draw(3, UPPER)}${digits(7)}`],
  ],
  [
    "container numbers",
    () => [container(), container(), `${container()} seal ${draw(2, UPPER)}${digits(7)}`],
  ],
  ["SSCC pallet labels", () => [`(00) ${sscc()}`, `(00) ${sscc()}`, `(00) ${sscc()}`]],
  [
    "ShipStation order keys",
    () => [`orderId ${digits(9)} orderKey ${hex(32)}`, `orderNumber FR-${digits(6)}`],
  ],
  [
    "label and manifest ids",
    () => [`label_id se-${digits(9)}`, `manifest ${uuidLike()}`, `batch ${digits(8)}`],
  ],
  ["label images in a carrier's response", () => [
    `"GraphicImage": "R0lGODlh${draw(num(100, 140), B64)}"`,
    `"LabelImageFormat": { "Code": "GIF" }`,
  ]],
  ["ZPL labels", () => [
    "^XA",
    `^FO50,50^BCN,100,Y,N,N^FD${ups()}^FS`,
    `^FO50,200^A0N,30,30^FDSHIP TO ${pick(["DOCK 4", "STORE 118", "DC WEST"])}^FS`,
    "^XZ",
  ]],
  ["label file digests", () => [`sha256:${hex(64)}  label_${digits(9)}.pdf`, `etag "${hex(32)}"`]],
  ["carrier tracking links", () => [
    `https://www.ups.com/track?tracknum=${ups()}`,
    `https://www.fedex.com/fedextrack/?trknbr=${digits(12)}`,
    `https://www.dhl.com/en/express/tracking.html?AWB=${digits(10)}`,
  ]],
];

const DEVICES: readonly (readonly [string, () => string[]])[] = [
  ["vehicle VINs", () => [vin(), vin(), vin()]],
  ["tracker IMEIs", () => [`IMEI ${imei()}`, `IMEI ${imei()}`, `IMEI ${imei()}`]],
  ["SIM ICCIDs", () => {
    const i = () => {
      const body = "8944" + digits(14);
      return body + luhn(body);
    };
    return [`ICCID ${i()}`, `ICCID ${i()}`];
  }],
  ["telematics serials and MACs", () => [
    `serial G9${draw(10, UPPER_ALNUM)}`,
    `mac ${[1, 2, 3, 4, 5, 6].map(() => hex(2)).join(":")}`,
    `samsara vehicle ${digits(15)}`,
  ]],
];

function uuidLike(): string {
  return [hex(8), hex(4), "4" + hex(3), "8" + hex(3), hex(12)].join("-");
}

/** Envelopes with blank authorization and security, and their control numbers. */
function cleanEdi(): HeldOutClean[] {
  const x12 = () => {
    const ctl = digits(9);
    return [
      `ISA*00*${" ".repeat(10)}*00*${" ".repeat(10)}*ZZ*${"FREIGHTLY".padEnd(15)}*ZZ*${
        pick(["ACMEFOODS", "NORDRETAIL"]).padEnd(15)
      }*26${num(10, 12)}${num(10, 28)}*${num(10, 23)}${num(10, 59)}*U*00401*${ctl}*0*P*>~`,
      `GS*SH*FREIGHTLY*ACMEFOODS*2026${num(10, 12)}${num(10, 28)}*${num(10, 23)}${num(10, 59)}*${
        num(1, 9999)
      }*X*004010~`,
      `ST*856*${digits(4)}~`,
      `SE*${num(10, 80)}*${digits(4)}~`,
      `IEA*1*${ctl}~`,
    ].join("\n");
  };
  return [
    C("X12 ASN with blank ISA02 and ISA04", x12()),
    C(
      "X12 envelope in a chat question",
      `why does the partner reject this with TA1 024?\n\n${x12()}`,
    ),
    C(
      "EDIFACT UNB without a password",
      `UNA:+.? '\nUNB+UNOC:3+${pick(["FREIGHTLY", "NORDRETAIL"])}:ZZ+${
        pick(["ACMEFOODS", "BIGBOXUS"])
      }:ZZ+26${num(10, 12)}${num(10, 28)}:${num(10, 23)}${num(10, 59)}+${
        digits(8)
      }'\nUNH+1+DESADV:D:96A:UN'`,
    ),
    C(
      "EDI control numbers in an acknowledgement report",
      [
        `interchange ${digits(9)} accepted`,
        `group ${digits(4)} accepted (997)`,
        `set ${digits(4)} 856 accepted`,
      ].join("\n"),
    ),
  ];
}

/** The clean shipping ids, EDI envelopes, vehicles and devices. */
export function buildCleanIds(): HeldOutClean[] {
  return [...inBoxes(SHIPPING, 2), ...cleanEdi(), ...inBoxes(DEVICES, 3)];
}
