/** Example-shaped request bodies and `data` answers for every endpoint (test fixtures for all sides). */

const ts = '2024-05-01T10:00:00Z';
const domainRow = { id: 1, domain: 'marketplace.com.au', country_code: 'AU', supplier_type: 'scraping', status: 'active', postcode_regex: '^\\d{4}$' };
const zipcode = {
  id: 7,
  zipcode: '2000',
  domain: { id: 1, domain: 'marketplace.com.au', supplier_type: 'scraping' },
  status: 'in-progress',
  created_at: ts,
  updated_at: ts,
};
const collection = {
  id: 3,
  name: 'Weekly prices',
  request_type: 'marketplace',
  status: 'draft',
  schedule_status: 'Pending',
  schedule_message: null,
  priority: 'Normal',
  schedule: 'Manual',
  schedule_time: null,
  fetch_mode: 'full',
  notification_email: 'ana@example.com',
  destinations: null,
  item_count: 0,
  last_run_at: null,
  next_run_at: null,
  created_at: ts,
  updated_at: ts,
};
const links = { pages: ['https://svc.example/api/v1/results/3/9/Weekly_9_Results_Page_1.json'], all_pages: '' };
const runner = {
  id: 9,
  collection: 3,
  stage: 'done',
  is_download_generated: true,
  item_count: 2,
  processed_count: 2,
  failed_count: 0,
  download_links: links,
  created_at: ts,
  finished_at: ts,
};
const asinRow = {
  id: 11,
  asin: 'B000000001',
  collection: 3,
  domain: { id: 1, domain: 'marketplace.com.au' },
  customer_postcode: { id: 7, zipcode: '2000' },
  custom_id: 'ref-1',
  include_raw_html: false,
  output: 'JSON',
  created_at: ts,
  updated_at: ts,
};
const outputRecord = { id: 21, user: 1, collection: 3, output_json_count: 1, created_at: ts, updated_at: ts };
const part = { id: 31, sku: 'PC-1001', customer_postcode: '2000', collection: 4, created_at: '2024-05-01 10:00:00' };
const sku = { id: 41, sku: '123456', store_id: 'W411', customer_postcode: '2000', collection: 5, created_at: ts };
const account = {
  id: 1,
  user: 1,
  api_key: 'abcd1234.secret',
  system_emails: true,
  update_emails: true,
  notification_emails: true,
  timezone: 'Australia/Sydney',
  created_at: ts,
  updated_at: ts,
};
const product = {
  sku: '123456',
  title: 'A4 paper',
  brand: 'Acme',
  gtin: '9300000000000',
  price_value: 9.5,
  price_currency: 'AUD',
  image: 'https://img.example/1.jpg',
  product_url: 'https://officestore.example/p/123456',
  url_keyword: 'a4-paper',
  category: 'paper/a4',
  categories: ['paper', 'paper/a4'],
  ranged_online: true,
  ranged_retail: false,
  rating: 4.5,
  review_count: 12,
  status: 'active',
  published: true,
};
const batch = { success_count: 2, error_rows: [{ asin: 'B000000003', error: 'ASIN already exists in this collection.' }] };
const skuBatch = { success_count: 1, error_rows: [{ row: 3, sku: 'X', error: 'Invalid postcode format.' }] };

/** An example request body and `data` answer for each `area.endpoint` of the contracts. */
export const CONTRACT_EXAMPLES: Readonly<Record<string, { input: unknown; output: unknown }>> = {
  'settings.domains': { input: {}, output: [domainRow] },
  'settings.officestoreStores': {
    input: {},
    output: [
      {
        store_id: 'W411',
        store_name: 'Sydney CBD',
        address: '1 George St',
        state: 'NSW',
        postcode: '2000',
        phone: '02 0000 0000',
        lat: -33.86,
        lon: 151.2,
        status: 'open',
      },
    ],
  },
  'accounts.login': {
    input: { email: 'ana@example.com', password: 'secret-pass' },
    output: { token: 'tok', user: { id: 1, name: 'Ana', email: 'ana@example.com' } },
  },
  'accounts.logout': { input: {}, output: 'Logged out.' },
  'accounts.registerOtpSent': { input: { email: 'ana@example.com' }, output: 'Verification code sent successfully!' },
  'accounts.register': {
    input: { name: 'Ana', email: 'ana@example.com', password: 'long-enough', otp: 123456, country: 'AU', business_name: 'Ana Pty' },
    output: { id: 1, name: 'Ana', email: 'ana@example.com' },
  },
  'accounts.passwordResetOtpSent': { input: { email: 'ana@example.com' }, output: 'Verification code sent successfully!' },
  'accounts.passwordReset': { input: { email: 'ana@example.com', otp: 654321, password: 'new-password' }, output: 'Password updated.' },
  'accounts.profile': { input: {}, output: { id: 1, name: 'Ana', email: 'ana@example.com', created_at: ts, updated_at: ts } },
  'accounts.profileUpdate': { input: { timezone: 'Australia/Sydney', update_emails: false }, output: account },
  'accounts.credits': { input: {}, output: { available_credits: 500, used_credits: 10, frozen_credits: 5, remaining_credits: 485 } },
  'accounts.payments': {
    input: { skip: 0, limit: 10 },
    output: { total: 1, items: [{ id: 1, amount_cents: 5000, currency: 'AUD', status: 'paid', description: 'Credits', created_at: ts }] },
  },
  'accounts.invoice': { input: { id: 1 }, output: new Uint8Array([37, 80, 68, 70]) },
  'accounts.accountDetails': { input: {}, output: account },
  'accounts.apiKeyUpdate': { input: {}, output: 'API key updated.' },
  'zipcodes.create': { input: { domain: 1, zipcode: '2000' }, output: zipcode },
  'zipcodes.list': {
    input: { status: 'active', domain: 1 },
    output: [{ ...zipcode, domain: { id: 1, domain: 'marketplace.com.au', country_code: 'AU', status: 'active' } }],
  },
  'zipcodes.update': {
    input: { zipcode_id: 7, zipcode: '2001' },
    output: { id: 7, zipcode: '2001', domain: { id: 1, domain: 'marketplace.com.au' }, status: 'in-progress', updated_at: ts },
  },
  'zipcodes.delete': { input: { zipcode_id: 7 }, output: 'Zipcode deleted successfully.' },
  'zipcodes.search': {
    input: { search: '20' },
    output: [{ id: 7, zipcode: '2000', domain: { id: 1, domain: 'marketplace.com.au' }, status: 'active', created_at: ts, updated_at: ts }],
  },
  'collections.add': {
    input: {
      name: 'Weekly prices',
      request_type: 'marketplace',
      schedule: 'Weekly',
      priority: 'Normal',
      notification_email: 'ana@example.com',
      schedule_time: { days_of_week: ['monday'], hours: ['09.00'] },
    },
    output: { ...collection, schedule: 'Weekly', schedule_time: { days_of_week: ['monday'], hours: ['09.00'] } },
  },
  'collections.list': {
    input: { skip: 0, limit: 20, request_type: 'marketplace', search: 'Weekly' },
    output: { total: 1, skip: 0, limit: 20, items: [collection] },
  },
  'collections.get': { input: { collection_id: 3 }, output: collection },
  'collections.update': {
    input: { collection_id: 3, status: 'enable', priority: 'High', schedule: 'Every X Minutes', schedule_time: { minutes_frequency: '30' } },
    output: { ...collection, status: 'enable', priority: 'High', schedule: 'Every X Minutes', schedule_time: { minutes_frequency: '30' } },
  },
  'collections.delete': { input: { collection_id: 3 }, output: 'Collection deleted.' },
  'collections.deleteMultiple': { input: { schedule_ids: [3, 4] }, output: 2 },
  'runs.run': { input: { collection_id: 3 }, output: { collection_id: 3, runner_id: 9, item_count: 2 } },
  'runs.results': { input: { collection_id: 3 }, output: { total: 1, skip: 0, limit: 5, items: [runner] } },
  'runs.resultFile': { input: { collectionId: 3, runnerId: 9, fileName: 'Weekly_9_Results_Page_1.json' }, output: new Uint8Array([91, 93]) },
  'marketplaceItems.create': {
    input: { collection: 3, domain: 1, customer_postcode: 7, asin: 'B000000001', custom_id: 'ref-1', include_raw_html: false, output: 'JSON' },
    output: { ...asinRow, domain: 1, customer_postcode: 7 },
  },
  'marketplaceItems.createMultiple': {
    input: { collection: 3, domain: 'marketplace.com.au', customer_postcode: '2000', asins: 'B000000001,B000000002,B000000003', including_raw_html: true },
    output: batch,
  },
  'marketplaceItems.createBulk': { input: { collection_id: '3' }, output: { success_count: 1, error_rows: [{ row: 2, asin: 'bad', error: 'Invalid ASIN.' }] } },
  'marketplaceItems.list': { input: { collection_id: 3, with_count: 1, limit: 1 }, output: { total_count: 1, asin_list: [asinRow] } },
  'marketplaceItems.get': { input: { id: 11, collection: 3 }, output: asinRow },
  'marketplaceItems.update': {
    input: { asin_id: 11, asin: 'B000000002', include_raw_html: true, output: 'HTML', custom_id: 'ref-2' },
    output: { id: 11, asin: 'B000000002', include_raw_html: true, output: 'HTML', custom_id: 'ref-2', updated_at: ts },
  },
  'marketplaceItems.delete': { input: { asin_id: 11 }, output: 'ASIN deleted.' },
  'marketplaceItems.outputList': { input: { collection_id: 3, skip: 0, limit: 100 }, output: [outputRecord] },
  'marketplaceItems.output': {
    input: { asin_id: 21 },
    output: { ...outputRecord, output_json: { asin: 'B000000001', title: 'Kettle', price: '$10.00', availability: 'In stock', brand: 'Acme' } },
  },
  'partsstoreItems.create': { input: { collection: 4, sku: 'PC-1001', customer_postcode: '2000' }, output: part },
  'partsstoreItems.createMultiple': {
    input: { collection: 4, skus: 'PC-1001,PC-1002', customer_postcode: '2000' },
    output: { success_count: 1, error_rows: [{ sku: 'PC-1002', error: 'Duplicate.' }] },
  },
  'partsstoreItems.createBulk': { input: { collection_id: 4 }, output: skuBatch },
  'partsstoreItems.list': { input: { collection_id: 4 }, output: { total: 1, skip: 0, limit: 20, items: [part] } },
  'partsstoreItems.get': { input: { sku_id: 31 }, output: part },
  'partsstoreItems.update': { input: { sku_id: 31, customer_postcode: 7 }, output: part },
  'partsstoreItems.delete': { input: { sku_id: 31 }, output: 'Part deleted.' },
  'officestoreItems.create': { input: { collection: 5, sku: '123456', customer_postcode: '2000', store_id: 'W411' }, output: sku },
  'officestoreItems.createMultiple': {
    input: { collection: 5, skus: '123456,654321', customer_postcode: '2000', domain: 'officestore.com.au' },
    output: { success_count: 2, error_rows: [] },
  },
  'officestoreItems.createBulk': { input: { collection_id: '5' }, output: skuBatch },
  'officestoreItems.list': { input: { collection_id: 5, skip: 0, limit: 20 }, output: { total: 1, skip: 0, limit: 20, items: [sku] } },
  'officestoreItems.get': { input: { sku_id: 41 }, output: sku },
  'officestoreItems.update': { input: { sku_id: 41, store_id: 'W412' }, output: { ...sku, store_id: 'W412' } },
  'officestoreItems.delete': { input: { sku_id: 41 }, output: 'SKU deleted.' },
  'categoryScrape.add': {
    input: {
      category_url: 'https://www.marketplace.com.au/b?node=4851799051',
      marketplace_node_id: '4851799051',
      domain: 'marketplace.com.au',
      postcode: '2000',
      filter_prime_ships_from_au: true,
      filter_delivery_day: 'tomorrow',
      price_min_cents: 1000,
      price_max_cents: 5000,
      priority: 'High',
    },
    output: { id: 6, runner_id: 12 },
  },
  'categoryScrape.result': {
    input: { collection_id: 6 },
    output: [
      {
        id: 12,
        collection: 6,
        is_download_generated: false,
        stage: 'scraping',
        asin_count: 1,
        asins: [{ asin: 'B000000001', title: 'Kettle', price: '$10.00' }],
        download_links: { pages: [], all_pages: '' },
      },
    ],
  },
  'categoryScrape.cancel': { input: { collection_id: 6 }, output: { id: 6, revoked: true } },
  'catalogue.categories': {
    input: { flat: false },
    output: { total: 1, categories: [{ name: 'Paper', seoPath: 'paper', children: [{ name: 'A4', seoPath: 'paper/a4', children: [] }] }] },
  },
  'catalogue.products': {
    input: { seo_path: 'paper', recursive: true, page: 0, page_size: 1000, sort: 'price_asc', search: 'a4' },
    output: { seo_path: 'paper', recursive: true, total: 1, page: 0, page_size: 1000, total_pages: 1, products: [product] },
  },
  'playground.post': {
    input: { request_type: 'marketplace', domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B000000001' },
    output: { type: 'marketplace', output: { asin: 'B000000001', title: 'Kettle' } },
  },
  'outbox.list': { input: {}, output: { items: [{ id: 'otp-1.eml', to: 'ana@example.com', subject: 'Your code', sent_at: ts }] } },
  'outbox.get': { input: { id: 'otp-1.eml' }, output: { to: 'ana@example.com', subject: 'Your code', text: 'Code: 123456' } },
};
