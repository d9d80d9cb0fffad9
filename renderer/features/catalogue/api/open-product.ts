import { mutationOptions, useMutation } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';

/** How a product page was opened: by the desk in the system browser, or by this page (browser mode). */
export type OpenedBy = 'desk' | 'page';

/**
 * Opens a product page: main opens allow-listed https retail links in the system browser; in browser
 * mode it only logs the link (`opened` false), so this page opens it in a new tab itself.
 */
export async function openProductPage(url: string): Promise<OpenedBy> {
  const answer = await unwrap(desk.shell.openProduct({ url }));
  if (answer.opened) return 'desk';
  // With noopener the returned handle is always null, so there is nothing to check.
  window.open(url, '_blank', 'noopener,noreferrer');
  return 'page';
}

/** The "Open product page" mutation. */
export function openProductMutation() {
  return mutationOptions({ mutationFn: openProductPage });
}

/** Opens product pages. */
export function useOpenProduct() {
  return useMutation(openProductMutation());
}
