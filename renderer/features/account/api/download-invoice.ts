import { mutationOptions, useMutation } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';

/** The service path of a payment's invoice, as `files.saveResult` takes it. */
export function invoicePath(paymentId: number): string {
  return `users/payments/${paymentId}/invoice.pdf`;
}

/** Saves a payment's invoice PDF where the user picks (`files.saveResult`); `cancelled` when no place was picked. */
export function downloadInvoiceMutation() {
  return mutationOptions({
    mutationFn: (paymentId: number) => unwrap(desk.files.saveResult({ url: invoicePath(paymentId), suggestedName: `invoice-${paymentId}.pdf` })),
  });
}

/** The invoice download mutation. */
export function useDownloadInvoice() {
  return useMutation(downloadInvoiceMutation());
}
