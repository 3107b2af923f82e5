/**
 * Corpus twenty-seven, e-commerce: Shopify admin tokens, app secrets and legacy private app URLs,
 * WooCommerce `ck_`/`cs_` pairs (as arguments, query strings and a Basic header), Magento
 * integration tokens and `env.php`, BigCommerce tokens and API account files, PayPal secrets in
 * plugin settings.
 */
import {
  b64,
  B64URL,
  draw,
  halves,
  type HeldOutSecret,
  hex,
  type Insertion,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  spread,
} from "./_heldout_twentyseven_make.ts";

const store = (): string =>
  `${pick(["acme-outdoor", "bluepeak-shop", "fernhill-tea", "oakline"])}-${num(1, 99)}`;
const shopify = (kind: string): string => `shp${kind}_${hex(32)}`;
const wooSite = (): string =>
  `https://${pick(["shop", "store", "www"])}.${pick(["fernhill", "kestrel"])}tea.${
    pick(["com", "co.uk"])
  }`;
const api = (): string => pick(["2024-10", "2025-01", "2025-04"]);

const INSERTIONS: readonly Insertion[] = [
  ["vendor", "Shopify admin API token in a Python script", (_k, add) => {
    return `import shopify\n\nsession = shopify.Session("${store()}.myshopify.com", "${api()}", "${
      add(shopify("at"))
    }")\nshopify.ShopifyResource.activate_session(session)\nfor o in shopify.Order.find(status="open", limit=250):\n    print(o.name, o.total_price)`;
  }],
  ["assignment", "Shopify app key, secret and admin token in a .env", (k, add) => {
    return `SHOPIFY_STORE=${store()}.myshopify.com\nSHOPIFY_API_KEY=${
      hex(32)
    }\nSHOPIFY_API_SECRET=${k(32, "0123456789abcdef")}\nSHOPIFY_ADMIN_TOKEN=${
      add(shopify("at"))
    }\nSCOPES=read_orders,write_products`;
  }],
  ["assignment", "Shopify shared secret hard-coded in a PHP webhook check", (_k, add) => {
    return `<?php\ndefine('SHOPIFY_APP_SECRET', '${
      add(shopify("ss"))
    }');\n\nfunction verify_webhook($data, $hmac_header) {\n  $calculated = base64_encode(hash_hmac('sha256', $data, SHOPIFY_APP_SECRET, true));\n  return hash_equals($calculated, $hmac_header);\n}`;
  }],
  ["command", "Shopify GraphQL call with X-Shopify-Access-Token", (_k, add) => {
    return `curl -X POST https://${store()}.myshopify.com/admin/api/${api()}/graphql.json \\\n  -H 'Content-Type: application/json' \\\n  -H 'X-Shopify-Access-Token: ${
      add(shopify("at"))
    }' \\\n  -d '{"query": "{ products(first: ${num(5, 50)}) { edges { node { id title } } } }"}'`;
  }],
  ["url", "legacy Shopify private app URL with key and password", (_k, add) => {
    return `https://${hex(32)}:${
      add(shopify("pa"))
    }@${store()}.myshopify.com/admin/api/${api()}/orders.json?status=any&limit=${num(50, 250)}`;
  }],
  ["assignment", "WooCommerce key pair in the Python client", (_k, add) => {
    return `from woocommerce import API\n\nwcapi = API(\n    url="${wooSite()}",\n    consumer_key="${
      add("ck_" + hex(40))
    }",\n    consumer_secret="${
      add("cs_" + hex(40))
    }",\n    version="wc/v3",\n    timeout=30,\n)\nprint(wcapi.get("orders", params={"per_page": ${
      num(10, 100)
    }}).json())`;
  }],
  ["url", "WooCommerce key pair in a query string", (_k, add) => {
    return `${wooSite()}/wp-json/wc/v3/products?per_page=${num(10, 100)}&consumer_key=${
      add("ck_" + hex(40))
    }&consumer_secret=${add("cs_" + hex(40))}`;
  }],
  ["encoded", "WooCommerce Basic header of ck:cs in an HTTP log", (_k, add) => {
    return `> GET /wp-json/wc/v3/orders?status=processing HTTP/2\n> Host: ${
      wooSite().slice(8)
    }\n> authorization: Basic ${
      add(b64(`ck_${hex(40)}:cs_${hex(40)}`))
    }\n> user-agent: python-requests/2.32.3\n< HTTP/2 200`;
  }],
  ["command", "Magento integration token in curl", (k) => {
    return `curl -g "https://${pick(["shop", "b2b"])}.${
      pick(["acme", "kestrel"])
    }.de/rest/default/V1/orders?searchCriteria[pageSize]=${
      num(10, 50)
    }" -H "Authorization: Bearer ${k(32, LOWER_DIGITS)}"`;
  }],
  ["block", "Magento env.php with crypt key and database password", (k, add) => {
    return `<?php\nreturn [\n    'backend' => ['frontName' => 'admin_${
      draw(6, LOWER_DIGITS)
    }'],\n    'crypt' => [\n        'key' => '${
      k(32, "0123456789abcdef")
    }'\n    ],\n    'db' => [\n        'connection' => [\n            'default' => [\n                'host' => 'localhost',\n                'dbname' => 'magento',\n                'username' => 'magento',\n                'password' => '${
      pass(add)
    }',\n                'active' => '1',\n            ]\n        ]\n    ],\n    'MAGE_MODE' => 'production',\n];`;
  }],
  ["output", "Magento integration activated: four values on screen", (k) => {
    return `Integration Tokens for Extensions\n\nConsumer Key\n${
      k(32, LOWER_DIGITS)
    }\nConsumer Secret\n${k(32, LOWER_DIGITS)}\nAccess Token\n${
      k(32, LOWER_DIGITS)
    }\nAccess Token Secret\n${k(32, LOWER_DIGITS)}\n\nDone`;
  }],
  ["assignment", "BigCommerce X-Auth-Token in a headers dict", (k) => {
    return `STORE_HASH = "${draw(10, LOWER_DIGITS)}"\nheaders = {\n    "X-Auth-Token": "${
      k(31, LOWER_DIGITS)
    }",\n    "Accept": "application/json",\n}\nurl = f"https://api.bigcommerce.com/stores/{STORE_HASH}/v3/catalog/products?limit=${
      num(50, 250)
    }"`;
  }],
  ["output", "BigCommerce API account file as downloaded", (k) => {
    const h = draw(10, LOWER_DIGITS);
    return `ACCESS TOKEN: ${k(31, LOWER_DIGITS)}\nCLIENT NAME: ERP sync\nCLIENT ID: ${
      draw(31, LOWER_DIGITS)
    }\nCLIENT SECRET: ${
      k(64, "0123456789abcdef")
    }\nNAME: ERP sync\nAPI PATH: https://api.bigcommerce.com/stores/${h}/v3/`;
  }],
  ["wrapped", "Shopify token split over a string concatenation", (_k, add) => {
    const [a, b] = halves(add, shopify("at"));
    return `// split so the linter stops complaining\nconst ADMIN_TOKEN = "${a}" +\n  "${b}";\nconst SHOP = "${store()}.myshopify.com";`;
  }],
  ["output", "PayPal client secret in WooCommerce plugin settings", (_k, add) => {
    return `$ wp option get woocommerce-ppcp-settings --format=json\n{"client_id_production":"A${
      draw(79, B64URL)
    }","client_secret_production":"${add("E" + draw(79, B64URL))}","merchant_id_production":"${
      draw(13, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    }","sandbox_on":false}`;
  }],
  ["output", "Shopify CLI app env show", (k) => {
    return `$ shopify app env show\n\n    SHOPIFY_API_KEY=${hex(32)}\n    SHOPIFY_API_SECRET=${
      k(32, "0123456789abcdef")
    }\n    SCOPES=write_products,read_orders,read_customers`;
  }],
];

/** The e-commerce cases, each insertion in two frames. */
export function buildShop(): HeldOutSecret[] {
  return spread(INSERTIONS, 2);
}
