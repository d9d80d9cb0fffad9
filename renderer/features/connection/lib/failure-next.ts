import type { BridgeError } from '../../../../shared/bridge/result.ts';
import { nextStepFor } from '../../../lib/error-advice.ts';

/** The next step after a credential was refused here, on the screen where it is fixed. */
export function failureNext(error: Pick<BridgeError, 'kind' | 'code'>, secret: 'key' | 'password'): string {
  if (error.kind === 'credential-rejected') {
    return secret === 'key' ? 'Copy the key again from the service’s account page and enter it here.' : 'Check the e-mail and password, then sign in again.';
  }
  if (error.kind === 'service' && error.code === 400 && secret === 'password') return 'Check the e-mail and password, then sign in again.';
  if (error.kind === 'no-credential') return 'Enter the credential again and retry.';
  return nextStepFor(error);
}
