/**
 * Corpus twenty-seven, clean: record ids and numbers of business software that look random and are
 * not secrets — Salesforce 15/18-character ids, NetSuite internal ids, Shopify gids, HubSpot object
 * ids, Airtable record ids, Twilio message and account SIDs, order, invoice and tracking numbers,
 * SKUs, workflow and run ids, a company's own IBAN on its invoice, coupon codes.
 */
import {
  day,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  LOWER_DIGITS,
  num,
  orderNo,
  org,
  orgId,
  person,
  pick,
  sfId,
  spreadClean,
  UPPER,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_twentyseven_make.ts";

const digits = (n: number): string => draw(n, DIGITS).replace(/^0/, String(num(1, 9)));
const sku = (): string =>
  `${pick(["TEA", "MUG", "BAG", "TSH"])}-${draw(3, UPPER)}-${pick(["250G", "1KG", "XL", "M"])}`;
/** A German IBAN as printed on an invoice, in groups of four. */
const iban = (): string => `DE${digits(2)}${draw(18, DIGITS)}`.replace(/(.{4})/g, "$1 ").trim();

const ALIKES: readonly (readonly [string, () => string])[] = [
  ["Salesforce SOQL result with record ids", () => {
    const rows = Array.from(
      { length: num(4, 7) },
      () =>
        `${sfId("001")},"${pick(["Acme GmbH", "Oakline Ltd", "Kestrel BV"])}",${sfId("005")},${
          digits(5)
        }.00`,
    );
    return ["Id,Name,OwnerId,AnnualRevenue", ...rows].join("\n");
  }],
  ["NetSuite saved search export with internal ids", () => {
    const rows = Array.from(
      { length: num(4, 7) },
      () =>
        `${digits(num(5, 7))}\tSO${digits(5)}\t${day()}\t${
          pick(["Pending Fulfillment", "Billed"])
        }\t${digits(4)}.${draw(2, DIGITS)}`,
    );
    return ["Internal ID\tDocument Number\tDate\tStatus\tAmount", ...rows].join("\n");
  }],
  ["Shopify order webhook payload with gids", () => {
    const id = digits(13);
    return JSON.stringify(
      {
        id: Number(id),
        admin_graphql_api_id: `gid://shopify/Order/${id}`,
        name: `#${digits(4)}`,
        order_number: num(1000, 9999),
        line_items: [{ id: Number(digits(14)), sku: sku(), variant_id: Number(digits(14)) }],
        checkout_token: hex(32),
        token: hex(32),
        customer: { id: Number(digits(13)), email: person().email },
      },
      null,
      2,
    );
  }],
  ["HubSpot deal with object ids", () => {
    return `{"id":"${digits(11)}","properties":{"dealname":"${
      pick(["Renewal 2027", "Upsell – support", "New logo"])
    }","pipeline":"default","dealstage":"${digits(9)}","hs_object_id":"${
      digits(11)
    }","hubspot_owner_id":"${digits(9)}","amount":"${digits(5)}"},"portalId":${digits(8)}}`;
  }],
  ["shipping notice with tracking numbers and SKUs", () => {
    return `Order ${orderNo()} has shipped\nUPS tracking: 1Z${draw(6, UPPER_ALNUM)}${
      draw(10, DIGITS)
    }\nDHL Express: ${digits(10)}\nItems: ${sku()} x${num(1, 5)}, ${sku()} x${
      num(1, 5)
    }\nWarehouse batch ${draw(8, UPPER_ALNUM)}`;
  }],
  ["invoice footer with the company's own IBAN", () => {
    const o = org();
    return `Invoice ${orderNo()} · ${day()}\nPlease pay within 14 days to:\n${o.name} GmbH · IBAN ${iban()} · BIC ${
      pick(["COBADEFFXXX", "DEUTDEFFXXX", "INGDDEFFXXX"])
    }\nVAT ID DE${digits(9)} · Register HRB ${digits(5)}`;
  }],
  ["coupon codes in a campaign brief", () => {
    return `Black Friday codes (public, printed on the flyer):\n- BLACKFRIDAY${
      num(20, 30)
    } — 20 % off\n- WELCOME-${draw(5, UPPER_ALNUM)} — free shipping\n- VIP${
      draw(6, UPPER_ALNUM)
    } — for the newsletter list only`;
  }],
  ["Power Automate run history with run ids", () => {
    const rows = Array.from(
      { length: num(3, 6) },
      () =>
        `${day()} ${pick(["Succeeded", "Failed", "Succeeded"])}  08584${digits(15)}CU${
          draw(2, DIGITS)
        }  ${num(1, 59)}s`,
    );
    return [`Flow: Approve invoices (${uuid()})`, "Start               Status     Run ID", ...rows]
      .join(
        "\n",
      );
  }],
  ["Logic App management URL without a signature", () => {
    return `POST https://management.azure.com/subscriptions/${uuid()}/resourceGroups/rg-${
      pick(["finance", "sales"])
    }/providers/Microsoft.Logic/workflows/${
      pick(["invoice-approval", "order-sync"])
    }/triggers/manual/listCallbackUrl?api-version=2016-06-01\nx-ms-correlation-request-id: ${uuid()}`;
  }],
  ["Twilio delivery log with message and account SIDs", () => {
    const rows = Array.from(
      { length: num(3, 5) },
      () =>
        `SM${hex(32)}  AC${hex(32)}  ${pick(["delivered", "undelivered", "sent"])}  +44${
          draw(10, DIGITS)
        }`,
    );
    return [
      "Sid                                 AccountSid                          Status  To",
      ...rows,
    ]
      .join("\n");
  }],
  ["Mailchimp campaign report with list and campaign ids", () => {
    return `campaign_id: ${hex(10)}\nweb_id: ${digits(8)}\nlist_id: ${hex(10)}\nemails_sent: ${
      num(1000, 90000)
    }\nopens.unique_opens: ${num(100, 9000)}\nclicks.click_rate: 0.0${num(10, 99)}`;
  }],
  ["Airtable records with base, table and record ids", () => {
    return `base app${draw(14)} · table tbl${draw(14)} · view viw${draw(14)}\n${
      Array.from({ length: num(3, 5) }, () => `rec${draw(14)}  ${person().first}  ${orderNo()}`)
        .join(
          "\n",
        )
    }`;
  }],
  ["Zendesk ticket JSON with ids", () => {
    return JSON.stringify({
      ticket: {
        id: num(10000, 99999),
        external_id: uuid(),
        requester_id: Number(digits(13)),
        brand_id: Number(digits(12)),
        subject: `Where is my order ${orderNo()}?`,
        via: { channel: "email" },
        tags: ["wismo", draw(6, LOWER_DIGITS)],
      },
    });
  }],
  ["Xero invoice with its ids", () => {
    return JSON.stringify(
      {
        Invoices: [{
          InvoiceID: uuid(),
          InvoiceNumber: `INV-${digits(4)}`,
          Reference: orderNo(),
          Contact: { ContactID: uuid(), Name: `${org().name} Ltd` },
          Status: "AUTHORISED",
          BrandingThemeID: uuid(),
          CurrencyCode: "GBP",
          Total: Number(`${num(100, 9999)}.${num(10, 99)}`),
        }],
      },
      null,
      2,
    );
  }],
  ["Salesforce org list without tokens", () => {
    return `$ sf org list\n\n     ALIAS  USERNAME                  ORG ID              CONNECTED STATUS\n (U) prod   ${person().email}  ${orgId()}  Connected\n     uat    ${person().email}.uat  ${orgId()}  Connected`;
  }],
];

/** The clean look-alike ids and numbers, each in three frames. */
export function buildCleanIds(): HeldOutClean[] {
  return spreadClean(ALIKES, 3);
}
