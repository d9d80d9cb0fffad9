import type { BridgeError } from '../../shared/bridge/result.ts';

/** The "what to do next" line for a failed call, from its kind and the service's code. */
export function nextStepFor(error: Pick<BridgeError, 'kind' | 'code'>): string {
  switch (error.kind) {
    case 'network':
      return 'Check the network connection, then try again.';
    case 'timeout':
      return 'The service took too long to answer. Try again in a moment.';
    case 'credential-rejected':
      return 'The service rejected the credential. Open Connect to a service and enter a new API key or sign in again.';
    case 'no-credential':
      return 'This profile has no credential yet. Open Connect to a service to add one.';
    case 'keychain-unavailable':
      return 'The system keychain is locked or unavailable. Unlock it, then try again.';
    case 'invalid-input':
      return 'Correct the highlighted fields and try again.';
    case 'cancelled':
      return 'The request was cancelled. Start it again when ready.';
    case 'forbidden':
    case 'unknown-method':
    case 'internal':
      return 'This is a fault in Collection Desk. Reload the screen; if it keeps happening, restart the app.';
    case 'service':
      return nextStepForServiceCode(error.code);
    case 'unusable-answer':
      return 'The rest of the desk works as usual. Try again later; if it keeps happening, tell whoever runs the service.';
    case 'store-unreachable':
      return 'The desk goes on with the service live and catches up when the team copy is back. Check the server, or its settings in Settings → Local copy.';
  }
}

function nextStepForServiceCode(code: number | undefined): string {
  switch (code) {
    case 400:
      return 'Check the values you entered against the message above, then try again.';
    case 401:
      return 'Open Connect to a service and enter a new API key or sign in again.';
    case 402:
      return 'Add credits on the Account screen, or run fewer items.';
    case 404:
      return 'It may have been deleted. Go back to the list and refresh.';
    case 409:
      return 'It already exists. Find the existing one in the list instead.';
    case 500:
      return 'The service had a problem. Try again in a few minutes.';
    default:
      return 'Try again; if it keeps failing, check the service status.';
  }
}

/** A short title for a failure kind, used when a screen has no better one. */
export function titleFor(error: Pick<BridgeError, 'kind' | 'code'>): string {
  switch (error.kind) {
    case 'network':
      return 'Cannot reach the service';
    case 'timeout':
      return 'The service did not answer in time';
    case 'credential-rejected':
      return 'Credential rejected';
    case 'no-credential':
      return 'Not connected';
    case 'keychain-unavailable':
      return 'Keychain unavailable';
    case 'invalid-input':
      return 'Some values are not valid';
    case 'cancelled':
      return 'Cancelled';
    case 'service':
      return error.code === 402 ? 'Not enough credits' : 'The service refused the request';
    case 'unusable-answer':
      return 'The answer could not be used';
    case 'store-unreachable':
      return 'The team copy cannot be reached';
    default:
      return 'Something went wrong';
  }
}
