import { serviceContract } from '../../api/contract.ts';
import { deriveServiceMethods } from '../derive-service.ts';

/**
 * Service endpoints that are not bridge methods of their own: files and multipart uploads (the
 * files and imports areas stream them in main), and the credential lifecycle (login, logout, key
 * rotation), which main orchestrates so the session token and API key stay in the keychain.
 */
export const SERVICE_EXCLUDED = [
  'accounts.invoice',
  'runs.resultFile',
  'marketplaceItems.createBulk',
  'partsstoreItems.createBulk',
  'officestoreItems.createBulk',
  'accounts.login',
  'accounts.logout',
  'accounts.apiKeyUpdate',
] as const;

const derived = deriveServiceMethods(serviceContract, SERVICE_EXCLUDED);

/** One bridge method per JSON service endpoint: `<area>.<name>`, strict input, credential-free output. */
export const serviceMethods = derived.methods;

/** The endpoint each service method calls (main side). */
export const serviceMethodEndpoints = derived.endpoints;

/** Endpoints the bridgeable rule left out (files, multipart, sandbox-only): all must be in SERVICE_EXCLUDED. */
export const serviceRuleExcluded = derived.excluded;
