/** Limits of interface section 8 and completions.md, as named constants. */
export const LIMITS = {
  /** Items per collection; the 5001st is rejected. */
  itemsPerCollection: 5000,
  /** Rows per bulk CSV upload. */
  rowsPerBulkCsv: 5000,
  /** Default `limit` of the marketplace ASIN and ASIN output lists. */
  asinListLimit: 100,
  /** Default `limit` of the officestore SKU list. */
  officestoreListLimit: 20,
  /** Default `limit` of the partsstore list. */
  partsstoreListLimit: 20,
  /** Default `limit` of the collections list. */
  collectionsListLimit: 20,
  /** Default `limit` of the payments list (not fixed by the interface). */
  paymentsListLimit: 20,
  /** Default `skip` of every list. */
  listSkip: 0,
  /** Default page of the collection results download (runner records). */
  resultsPageLimit: 5,
  /** Largest officestore product `page_size`. */
  catalogueMaxPageSize: 1000,
  /** Officestore category cache lifetime. */
  catalogueCacheMs: 24 * 60 * 60 * 1000,
  /** OTP codes per e-mail per window. */
  otpPerWindow: 3,
  /** The OTP rate window. */
  otpWindowMs: 15 * 60 * 1000,
  /** How long an OTP code stays valid. */
  otpValidMs: 10 * 60 * 1000,
  /** Collections per mass-delete call. */
  deleteBatch: 50,
  /** Largest request body. */
  maxBodyBytes: 10 * 1024 * 1024,
  /** Session token lifetime. */
  sessionTokenMs: 24 * 60 * 60 * 1000,
  /** Credits a new registered account gets. */
  newAccountCredits: 500,
  /** Records per JSON result page. */
  resultPageRecords: 100,
  /** Concurrent item slots of the run worker pool. */
  workerSlots: 20,
  /** Shortest password at registration. */
  minPasswordLength: 8,
} as const;
